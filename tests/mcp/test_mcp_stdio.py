"""The MCP server, tested with the SDK's own client over stdio (a real subprocess)."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import anyio
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client

DATA = Path(__file__).parents[1] / "data"
SOURCE = "The primary group recorded 24 samples across three sessions. The “pilot” ran."


async def _session_calls(calls: list[tuple[str, dict[str, Any]]]) -> tuple[list[str], list[Any]]:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "citeproof", "mcp", "--no-urls"]
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        tools = await session.list_tools()
        results = [await session.call_tool(name, arguments) for name, arguments in calls]
    return [t.name for t in tools.tools], results


def run(calls: list[tuple[str, dict[str, Any]]]) -> tuple[list[str], list[Any]]:
    return anyio.run(_session_calls, calls)


def payload(result: Any) -> Any:
    assert not result.is_error, result.content
    if result.structured_content is not None:
        return result.structured_content
    return json.loads(result.content[0].text)


def error_of(result: Any) -> dict[str, Any]:
    """A tool error's text is exactly the one error shape, as JSON."""
    assert result.is_error
    body = json.loads(result.content[0].text)
    assert list(body) == ["error"]
    error: dict[str, Any] = body["error"]
    return error


def test_tools_over_stdio(tmp_path: Path) -> None:
    path = tmp_path / "source.txt"
    path.write_text(SOURCE, "utf-8")
    seed000 = json.loads((DATA / "seed000_examples.json").read_text("utf-8"))
    seed003 = json.loads((DATA / "seed003_example_request.json").read_text("utf-8"))
    names, results = run([
        ("verify_quotes", {"text": SOURCE, "quotes": [
            "The primary group recorded 25 samples across three sessions",
            'The "pilot" ran.']}),
        ("verify_quotes", {"path": str(path), "quotes": ["recorded 24 samples"]}),
        ("anchor_check", seed000[0]["input"]),
        ("citation_span", seed003),
        ("describe_selector", {"text": "a cat and a cat", "start": 12, "end": 15}),
        ("anchor_check", {"sources": [], "citation": seed000[0]["input"]["citation"]}),
        ("verify_quotes", {"url": "https://example.org/", "quotes": ["anything at all"]}),
        # A path that cannot be read is an error, never checked as if it were the text.
        ("verify_quotes", {"path": "/nonexistent/file.pdf", "quotes": ["anything at all"]}),
        ("verify_quotes", {"text": SOURCE, "path": str(path), "quotes": ["recorded 24"]}),
        ("verify_quotes", {"text": SOURCE, "quotes": ["the moon is made of green cheese"]}),
    ])  # fmt: skip
    assert set(names) == {
        "verify_quotes", "anchor_check", "citation_span", "describe_selector",
        "verify_model_citations", "reanchor_annotations",
    }  # fmt: skip

    verified = payload(results[0])
    altered, genuine = verified["results"]
    assert verified["all_confirmed"] is False
    assert altered["confirmed"] is False
    assert altered["verdict"] == "paraphrase"
    assert altered["source_words"] == "The primary group recorded 24 samples across three sessions"
    assert altered["what_differs"] == ["the quote says '25' where the source says '24'"]
    assert (genuine["confirmed"], genuine["verdict"], genuine["tolerated"]) == (
        True, "normalized", ["quotes"])  # fmt: skip

    from_file = payload(results[1])
    assert from_file["results"][0]["verdict"] == "verbatim"
    assert payload(results[2]) == seed000[0]["output"]
    assert payload(results[3])["status"] == "fail"
    selectors = payload(results[4])["selectors"]
    assert selectors[0] == {"type": "TextQuoteSelector", "exact": "cat", "prefix": " a "}
    assert error_of(results[5]) == {
        "code": "too_few_items", "message": "[] should be non-empty at /sources",
        "path": "/sources"}  # fmt: skip
    assert error_of(results[6])["code"] == "source_kind_not_allowed"
    error = error_of(results[7])
    assert (error["code"], error["path"]) == ("unreadable_file", "/path")
    assert error_of(results[8])["code"] == "ambiguous_source"
    # An absent quote offers no "source words" to quote instead, and no diff.
    absent = payload(results[9])["results"][0]
    assert (absent["verdict"], absent["label"], absent["confirmed"]) == (
        "not-present", "NOT PRESENT", False)  # fmt: skip
    assert absent["source_words"] is None
    assert absent["what_differs"] == []
