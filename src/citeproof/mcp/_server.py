"""An MCP server for agents that must check their own quotes before they answer.

Tools (descriptions written for a model to read):

- ``verify_quotes``: is each quote really in the source (a text, a file path or a URL)?
  A compact verdict per quote: confirmed or not, the source's own words, what differs.
- ``anchor_check``: seed 000, a W3C TextQuoteSelector checked against supplied text.
- ``citation_span``: seed 003, quotes located in a supplied source with exact offsets.
- ``describe_selector``: the selectors to store so a span can be found again.

Anticipated failures (bad input, an unreadable source) come back as tool errors whose
text starts with the stable error code, for the model to read and act on.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from .._version import __version__
from ..contracts import anchor_check as seed000_anchor_check
from ..contracts import citation_span as seed003_citation_span
from ..contracts.native import report
from ..errors import CiteproofError
from ..match import Finding, describe
from ..sources import FetchConfig, SourceRead, SourceReader, is_url

__all__ = ["build_server", "compact"]

INSTRUCTIONS = (
    "citeproof checks whether quotations are really in their sources, word for word. "
    "Before you present a quotation as what a source says, call verify_quotes with the "
    "source (its text, a file path or a URL) and your quotes. Use a quote only when "
    "`confirmed` is true; otherwise quote `source_words` instead, or say what differs."
)


def compact(finding: Finding) -> dict[str, Any]:
    """A finding in the form an agent acts on: verdict, the source's words, what differs."""
    differs = [d.describe() for d in finding.differences]
    source_words = finding.matched_text or (finding.nearest.text if finding.nearest else None)
    place = finding.spans[0] if finding.spans else finding.nearest
    out: dict[str, Any] = {
        "quote": finding.quote,
        "verdict": finding.verdict.value,
        "confirmed": finding.confirmed,
        "source_words": source_words,
        "where": place.where() if place is not None else None,
        "what_differs": differs,
        "tolerated": list(finding.normalizations),
        "occurrences": finding.occurrences,
    }
    if finding.alterations:
        out["alterations"] = [a.describe() for a in finding.alterations]
    if finding.ambiguous:
        out["note"] = f"the quote occurs {finding.occurrences} times; cite the right one"
    return out


SourceArgument = Annotated[
    str, Field(description="The source text, a file path, or an http(s) URL.")
]
QuotesArgument = Annotated[
    list[str],
    Field(
        description="The quotations to check, each exactly as you would quote it.",
        min_length=1,
        max_length=500,
    ),
]


def _tool_error(error: CiteproofError) -> ToolError:
    where = f" at {error.path}" if error.path else ""
    return ToolError(f"{error.code}{where}: {error.message}")


def _contract(function: Callable[[Any], dict[str, Any]], payload: Any) -> dict[str, Any]:
    """A seed contract's answer, or its input error as a tool error the model can read."""
    try:
        return function(payload)
    except CiteproofError as error:
        raise _tool_error(error) from error


def build_server(*, allow_urls: bool = True, allow_paths: bool = True) -> MCPServer:
    """The MCP server. Reading local paths suits a server an agent runs on its own machine."""
    server: MCPServer = MCPServer(name="citeproof", version=__version__, instructions=INSTRUCTIONS)
    reader = SourceReader(fetch=FetchConfig())

    def read(source: str) -> SourceRead:
        if is_url(source):
            if not allow_urls:
                raise ToolError("urls_disabled: this server does not read URLs")
            return reader.read_url(source)
        if allow_paths and "\n" not in source and len(source) < 4096 and Path(source).is_file():
            return reader.read_file(source)
        return reader.read_text(source)

    @server.tool(
        description=(
            "Check quotations against their source before you use them. `source` is the "
            "source's full text, or a path to a local .txt/.html/.pdf file, or an http(s) URL. "
            "`quotes` are the exact quotations you intend to attribute to it. For each quote "
            "you get `confirmed` (true only when the source holds those words, allowing only "
            "typographic differences such as curly quotes, dashes, line breaks or ligatures, "
            "or changes you marked as editors do: an ellipsis, [T]he, [the company], [sic], "
            "(emphasis added)), `verdict` (verbatim, normalized, elided, editorial, "
            "case-differs, paraphrase, not-present, too-short), `alterations` (for editorial: "
            "each marked change and the source's words for it), `source_words` (what "
            "the source actually says there), `where` (line, page, offsets) and "
            "`what_differs` (for example: the quote says '25' where the source says '24')."
        )
    )
    def verify_quotes(source: SourceArgument, quotes: QuotesArgument) -> dict[str, Any]:
        try:
            read_source = read(source)
            _, findings = report(read_source, quotes, selectors=False)
        except CiteproofError as error:
            raise _tool_error(error) from error
        return {
            "all_confirmed": all(f.confirmed for f in findings),
            "source": {
                "representation": read_source.document.representation,
                "final_url": read_source.final_url,
                "sha256": read_source.document.sha256,
                "characters": len(read_source.document.text),
            },
            "results": [compact(f) for f in findings],
        }

    @server.tool(
        description=(
            "Seed-000 citation-anchor-check: does a W3C Web Annotation TextQuoteSelector "
            "(exact, optional prefix and suffix, optional claimed_start) match exactly one "
            "place in the supplied source version? `payload` is {sources: [{source_id, "
            "version, text}], citation: {source_id, version, selector: {type: "
            "'TextQuoteSelector', exact, prefix?, suffix?}, claimed_start?}}. Strict: no "
            "normalization of any kind. Returns {valid, reason, first_discrepancy, match, ...}."
        )
    )
    def anchor_check(payload: dict[str, Any]) -> dict[str, Any]:
        return _contract(seed000_anchor_check, payload)

    @server.tool(
        description=(
            "Seed-003 citation-span: locate each quote in a supplied source text and classify "
            "it (verbatim, normalized, elided, case-differs, paraphrase, not-present, "
            "too-short) with offsets in UTF-16, code points, UTF-8 and graphemes. `payload` "
            "is {source: text, quotes: [{text, id?}], ignoreCase?, tolerate?, exactOnly?, "
            "minLength?}. Returns the response `data` object with `status` pass/fail/unknown."
        )
    )
    def citation_span(payload: dict[str, Any]) -> dict[str, Any]:
        return _contract(seed003_citation_span, payload)

    @server.tool(
        description=(
            "Describe a span of a text as the W3C selectors to store so it can be found again: "
            "a TextQuoteSelector with the shortest prefix and suffix that make it unique, and "
            "a TextPositionSelector. `start` and `end` are code-point offsets (end exclusive)."
        )
    )
    def describe_selector(
        text: Annotated[str, Field(description="The full text the span belongs to.")],
        start: Annotated[int, Field(ge=0, description="Start offset in code points.")],
        end: Annotated[int, Field(ge=1, description="End offset in code points (exclusive).")],
    ) -> dict[str, Any]:
        try:
            return describe(text, start, end).to_dict()
        except CiteproofError as error:
            raise _tool_error(error) from error

    return server
