"""The MCP tools in process: typed schemas that mirror the contracts, read-only annotations,
and every failure (the SDK's own argument checks included) in the one error shape."""

from __future__ import annotations

import json
import time
from typing import Any

import anyio
import pytest
from jsonschema import Draft202012Validator

from citeproof.contracts import load_schema
from citeproof.mcp import build_server
from citeproof.mcp._base import CiteproofServer, Refusal
from citeproof.service import LOCAL, AccessPolicy, Work

SOURCE = "The primary group recorded 24 samples across three sessions."
SEED000 = {
    "sources": [{"source_id": "s", "version": "1", "text": SOURCE}],
    "citation": {"source_id": "s", "version": "1",
                 "selector": {"type": "TextQuoteSelector", "exact": "24 samples"}},
}  # fmt: skip


def tools(server: CiteproofServer) -> dict[str, Any]:
    return {tool.name: tool for tool in anyio.run(server.list_tools)}


def call(server: CiteproofServer, name: str, arguments: dict[str, Any]) -> Any:
    async def go() -> Any:
        return await server.call_tool(name, arguments)

    return anyio.run(go)


def refusal(server: CiteproofServer, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    with pytest.raises(Refusal) as raised:
        call(server, name, arguments)
    body = json.loads(str(raised.value))
    assert list(body) == ["error"]
    assert set(body["error"]) >= {"code", "message", "path"}
    error: dict[str, Any] = body["error"]
    return error


def inline(schema: Any, defs: dict[str, Any] | None = None) -> Any:
    """A JSON Schema with its ``$ref``s inlined and its prose (title, description) and
    defaults dropped: what it accepts, nothing else."""
    if isinstance(schema, dict):
        defs = {**(defs or {}), **schema.get("$defs", {})}
        if "$ref" in schema:
            return inline(defs[schema["$ref"].rpartition("/")[2]], defs)
        return {k: inline(v, defs) for k, v in schema.items()
                if k not in ("$defs", "$schema", "title", "description", "default")}  # fmt: skip
    if isinstance(schema, list):
        return [inline(item, defs) for item in schema]
    return schema


@pytest.mark.parametrize(
    ("tool", "contract"),
    [("anchor_check", "anchor_check.input.json"), ("citation_span", "citation_span.request.json")],
)
def test_seed_tool_arguments_mirror_the_contract_schema(tool: str, contract: str) -> None:
    published = inline(tools(build_server())[tool].input_schema)
    expected = inline(load_schema(contract))
    # The tool's arguments are the payload's fields; optional ones have defaults (not required).
    assert published["properties"] == expected["properties"]
    assert set(published["required"]) == set(expected["required"])


@pytest.mark.parametrize(
    ("tool", "contract"),
    [("anchor_check", "anchor_check.output.json"), ("citation_span", "citation_span.data.json")],
)
def test_seed_tool_results_are_published_with_the_contract_schema(tool: str, contract: str) -> None:
    published = tools(build_server())[tool].output_schema
    assert inline(published) == inline(load_schema(contract))


def test_every_tool_is_read_only_and_open_world_only_when_it_reads_urls() -> None:
    for access, reads_urls in ((LOCAL, True), (AccessPolicy.service(urls=False), False)):
        for name, tool in tools(build_server(access)).items():
            hints = tool.annotations
            assert hints is not None, name
            assert hints.title, name
            assert (hints.read_only_hint, hints.destructive_hint) == (True, False), name
            reader = name in ("verify_quotes", "verify_model_citations", "reanchor_annotations")
            assert hints.open_world_hint is (reads_urls and reader), name
            assert tool.output_schema is not None, name


def test_results_fit_their_published_schemas() -> None:
    server = build_server()
    published = tools(server)
    for name, arguments in [
        ("anchor_check", SEED000),
        ("citation_span", {"source": SOURCE, "quotes": [{"text": "recorded 25 samples"}]}),
        ("verify_quotes", {"text": SOURCE, "quotes": ["recorded 24 samples", "no such thing"]}),
        ("describe_selector", {"text": SOURCE, "start": 4, "end": 11}),
    ]:
        result = call(server, name, arguments)
        assert not result.is_error, result
        Draft202012Validator(published[name].output_schema).validate(result.structured_content)
    answer = call(server, "anchor_check", SEED000).structured_content
    assert (answer["valid"], answer["match"]) == (True, {"start": 27, "end": 37})


@pytest.mark.parametrize(
    ("name", "arguments", "code", "path"),
    [
        # pydantic's checks of the typed arguments, in the JSON Schema's words
        ("anchor_check", {"sources": SEED000["sources"]}, "missing_field", "/citation"),
        ("anchor_check", {**SEED000, "citation": {**SEED000["citation"], "selector": {
            "type": "TextPositionSelector", "exact": "x"}}}, "invalid_value",
         "/citation/selector/type"),
        ("anchor_check", {**SEED000, "citation": {**SEED000["citation"], "claimed_start": "3"}},
         "wrong_type", "/citation/claimed_start"),
        ("anchor_check", {**SEED000, "extra": 1}, "unknown_field", "/extra"),
        ("citation_span", {"source": SOURCE, "quotes": [{"text": "x", "note": "y"}]},
         "unknown_field", "/quotes/0/note"),
        ("citation_span", {"source": SOURCE, "quotes": [{"text": "24 samples"}],
                           "minLength": 8.5}, "wrong_type", "/minLength"),
        ("anchor_check", {**SEED000, "citation": {**SEED000["citation"], "claimed_start": 1.5}},
         "wrong_type", "/citation/claimed_start"),
        ("describe_selector", {"text": SOURCE, "start": 0.5, "end": 3}, "wrong_type", "/start"),
        ("describe_selector", {"text": SOURCE, "start": "0", "end": 3}, "wrong_type", "/start"),
        ("describe_selector", {"text": SOURCE, "start": True, "end": 3}, "wrong_type",
         "/start"),
        ("describe_selector", {"text": SOURCE, "start": -1, "end": 3}, "out_of_range", "/start"),
        # the contracts' own bounds, with the codes HTTP gives them
        ("citation_span", {"source": "x" * 100_001, "quotes": [{"text": "xxxxxxxx"}]},
         "source_too_large", "/source"),
        ("citation_span", {"source": SOURCE, "quotes": [{"text": "q"}] * 51},
         "too_many_quotes", "/quotes"),
        ("anchor_check", {**SEED000, "citation": {**SEED000["citation"], "claimed_start": -1}},
         "out_of_range", "/citation/claimed_start"),
        # text that is not Unicode, in any tool
        ("verify_quotes", {"text": "abc \ud800 def", "quotes": ["abc def"]}, "invalid_text",
         "/text"),
        ("citation_span", {"source": SOURCE, "quotes": [{"text": "24 \udc00samples"}]},
         "invalid_text", "/quotes/0/text"),
        ("describe_selector", {"text": "\ud800 x", "start": 0, "end": 1}, "invalid_text", "/text"),
    ],
)  # fmt: skip
def test_every_failure_is_one_shape_with_the_contract_code(
    name: str, arguments: dict[str, Any], code: str, path: str
) -> None:
    error = refusal(build_server(), name, arguments)
    assert (error["code"], error["path"]) == (code, path), error


def test_a_tool_past_its_deadline_answers_deadline_exceeded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import citeproof.contracts._mcp as server_module

    def slow(*args: object, **kwargs: object) -> object:
        time.sleep(1.5)
        raise AssertionError("abandoned work is not read")

    monkeypatch.setattr(server_module, "check", slow)
    server = build_server(work=Work(slots=1, deadline=0.3))
    started = time.monotonic()
    error = refusal(server, "verify_quotes", {"text": SOURCE, "quotes": ["24 samples"]})
    assert error["code"] == "deadline_exceeded"
    assert time.monotonic() - started < 1.2
    time.sleep(1.5)  # the abandoned thread ends and gives its slot back


def test_a_server_built_without_a_fetch_configuration_refuses_loopback_urls() -> None:
    """No ``fetch`` given: the reader's own safe defaults (public addresses only), made
    when the first URL is read, as ``citeproof mcp`` runs without network options."""
    error = refusal(
        build_server(),
        "verify_quotes",
        {"url": "http://127.0.0.1:9/page", "quotes": ["a quote here"]},
    )
    assert (error["code"], error["path"]) == ("blocked_address", "/url")
    assert "127.0.0.0/8" in error["message"]


def test_a_bug_is_an_internal_error_without_its_message(monkeypatch: pytest.MonkeyPatch) -> None:
    import citeproof.contracts._mcp as server_module

    def broken(*args: object, **kwargs: object) -> object:
        raise RuntimeError("secret internal detail")

    monkeypatch.setattr(server_module, "describe", broken)
    error = refusal(build_server(), "describe_selector", {"text": SOURCE, "start": 0, "end": 3})
    assert error["code"] == "internal_error"
    assert "secret" not in error["message"]


def test_an_integer_with_a_zero_fraction_is_that_integer_in_every_tool() -> None:
    """JSON Schema's integer: ``1.0`` is one (and answers as ``1``), ``1.5`` is not."""
    server = build_server()
    at = {**SEED000, "citation": {**SEED000["citation"], "claimed_start": 27.0}}
    answer = call(server, "anchor_check", at).structured_content
    assert (answer["valid"], answer["match"]) == (True, {"start": 27, "end": 37})
    moved = {**SEED000, "citation": {**SEED000["citation"], "claimed_start": 1.0}}
    answer = call(server, "anchor_check", moved).structured_content
    claimed = answer["first_discrepancy"]["claimed_start"]
    assert claimed == 1
    assert type(claimed) is int
    span = {"source": SOURCE, "quotes": [{"text": "24 samples"}], "minLength": 8.0}
    assert call(server, "citation_span", span).structured_content["status"] == "pass"
    described = call(server, "describe_selector", {"text": SOURCE, "start": 27.0, "end": 37.0})
    position = described.structured_content["selectors"][1]
    assert (position["start"], position["end"]) == (27, 37)
    assert type(position["start"]) is int


def test_case_differs_is_never_told_as_a_tolerated_case() -> None:
    """A quote in other capitals is CASE DIFFERS, and its answer does not also list case
    among what was tolerated (it was folded to find the words: it is the failure)."""
    server = build_server()
    answer = call(server, "verify_quotes", {"text": SOURCE, "quotes": ["RECORDED 24 SAMPLES"]})
    (result,) = answer.structured_content["results"]
    assert result["verdict"] == "case-differs"
    assert "case" not in result["tolerated"]
