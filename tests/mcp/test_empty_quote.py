"""Issue 22: ``verify_quotes`` gives an empty or white-space-only quote the TOO SHORT
finding, as the CLI and the HTTP routes do; its advertised input schema accepts it."""

from __future__ import annotations

from citeproof.mcp import build_server

from .test_mcp_tools import SOURCE, call, inline, tools


def test_verify_quotes_gives_too_short_for_empty_quotes() -> None:
    server = build_server()
    answer = call(server, "verify_quotes", {"text": SOURCE, "quotes": ["", "  ", "24 samples"]})
    results = answer.structured_content["results"]
    assert [r["verdict"] for r in results] == ["too-short", "too-short", "verbatim"]
    assert [r["confirmed"] for r in results] == [False, False, True]


def test_the_advertised_schema_does_not_refuse_an_empty_quote() -> None:
    schema = inline(tools(build_server())["verify_quotes"].input_schema)
    items = schema["properties"]["quotes"]["items"]
    assert items.get("minLength", 0) == 0
