"""An MCP server for agents that must check their own quotes before they answer.

Tools (descriptions written for a model to read):

- ``verify_quotes``: is each quote really in the source? The source is named explicitly
  (``text``, ``path`` or ``url``: a path that cannot be read is an error, never checked
  as if its characters were the source). A compact verdict per quote: confirmed or not,
  the source's own words, what differs.
- ``anchor_check``: seed 000, a W3C TextQuoteSelector checked against supplied text.
- ``citation_span``: seed 003, quotes located in a supplied source with exact offsets.
- ``describe_selector``: the selectors to store so a span can be found again.

Anticipated failures (bad input, an unreadable source) come back as tool errors whose
text is citeproof's one error shape, ``{"error": {"code", "message", "path"}}`` as JSON,
for the model to read and act on.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from pydantic import Field

from .._version import __version__
from ..contracts import anchor_check as seed000_anchor_check
from ..contracts import citation_span as seed003_citation_span
from ..errors import CiteproofError, InputError
from ..match import Finding, Verdict, describe
from ..service import LOCAL, AccessPolicy, SourceSpec, check, read
from ..sources import FetchConfig, SourceReader

__all__ = ["build_server", "compact"]

INSTRUCTIONS = (
    "citeproof checks whether quotations are really in their sources, word for word. "
    "Before you present a quotation as what a source says, call verify_quotes with the "
    "source (exactly one of `text`, `path` or `url`) and your quotes. Use a quote only "
    "when `confirmed` is true. When it is not: for a near miss (`paraphrase` or "
    "`case-differs`) `source_words` is what the source says in that passage and "
    "`what_differs` lists each change, so quote `source_words` or fix your quote; for "
    "`not-present` the source does not hold these words anywhere (no `source_words`): do "
    "not present the quote as the source's. A tool error means the source could not be "
    "read: say so; it says nothing about the quote."
)

#: Verdicts whose nearest passage is the quote's own passage, changed.
_NEAR_MISSES = (Verdict.PARAPHRASE, Verdict.CASE_DIFFERS)


def compact(finding: Finding) -> dict[str, Any]:
    """A finding in the form an agent acts on: verdict, the source's words, what differs.

    ``source_words`` and ``what_differs`` are given only for a confirmed quote or a near
    miss: the nearest passage of an absent quote shares a word or two with it, and its
    words offered as "what the source says" would send an agent to quote something else.
    """
    near = finding.verdict in _NEAR_MISSES
    differs = [d.describe() for d in finding.differences] if near else []
    source_words = finding.matched_text if finding.confirmed else None
    if near and finding.nearest is not None:
        source_words = source_words or finding.nearest.text
    place = finding.spans[0] if finding.spans else (finding.nearest if near else None)
    out: dict[str, Any] = {
        "quote": finding.quote,
        "verdict": finding.verdict.value,
        "label": finding.verdict.label,
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


TextArgument = Annotated[
    str | None, Field(description="The source's full text, when you have it (not a path).")
]
PathArgument = Annotated[
    str | None, Field(description="The path of a local source file (PDF, HTML, text, ...).")
]
UrlArgument = Annotated[str | None, Field(description="The source's http(s) URL.")]
QuotesArgument = Annotated[
    list[str],
    Field(
        description="The quotations to check, each exactly as you would quote it.",
        min_length=1,
        max_length=500,
    ),
]


def _tool_error(error: CiteproofError) -> ToolError:
    return ToolError(json.dumps({"error": error.to_dict()}, ensure_ascii=False, sort_keys=True))


def _spec(text: str | None, path: str | None, url: str | None) -> SourceSpec:
    given = [(name, value) for name, value in (("text", text), ("path", path), ("url", url))
             if value is not None]  # fmt: skip
    if len(given) != 1:
        raise InputError(
            "name the source with exactly one of text, path or url",
            path="" if not given else f"/{given[1][0]}",
            code="missing_field" if not given else "ambiguous_source",
        )
    return SourceSpec.from_json(dict(given), pointer="")


def _contract(function: Callable[[Any], dict[str, Any]], payload: Any) -> dict[str, Any]:
    """A seed contract's answer, or its input error as a tool error the model can read."""
    try:
        return function(payload)
    except CiteproofError as error:
        raise _tool_error(error) from error


def build_server(access: AccessPolicy = LOCAL) -> MCPServer:
    """The MCP server. Reading local paths suits a server an agent runs on its own machine
    (:data:`~citeproof.service.LOCAL`); over the network, pass a service policy."""
    server: MCPServer = MCPServer(name="citeproof", version=__version__, instructions=INSTRUCTIONS)
    reader = SourceReader(fetch=FetchConfig())

    @server.tool(
        description=(
            "Check quotations against their source before you use them. Name the source "
            "with exactly one of `text` (its full text), `path` (a local file: PDF, HTML, "
            "text, Word, EPUB...) or `url` (http or https). "
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
    def verify_quotes(
        quotes: QuotesArgument,
        text: TextArgument = None,
        path: PathArgument = None,
        url: UrlArgument = None,
    ) -> dict[str, Any]:
        try:
            report = check(read(_spec(text, path, url), reader, access), quotes)
        except CiteproofError as error:
            raise _tool_error(error) from error
        return {
            "all_confirmed": report.all_confirmed,
            "source": {
                "representation": report.source.representation,
                "final_url": report.source.final_url,
                "sha256": report.source.sha256,
                "characters": report.source.characters,
                "warnings": list(report.source.warnings),
            },
            "results": [
                {**compact(r.finding), **({"warnings": list(r.warnings)} if r.warnings else {})}
                for r in report.results
            ],
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
