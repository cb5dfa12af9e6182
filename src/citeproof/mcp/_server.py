"""An MCP server for agents that must check their own quotes before they answer.

Tools (descriptions written for a model to read), all read-only:

- ``verify_quotes``: is each quote really in the source? The source is named explicitly
  (``text``, ``path`` or ``url``: a path that cannot be read is an error, never checked
  as if its characters were the source). A compact verdict per quote: confirmed or not,
  the source's own words, what differs.
- ``anchor_check``: a W3C TextQuoteSelector checked against supplied source versions.
- ``citation_span``: quotes located in a supplied text with exact offsets.
- ``describe_selector``: the selectors to store so a span can be found again.

Arguments and results are typed (:mod:`._models`); every tool runs in a worker thread
within a deadline (:class:`~citeproof.http.Work`). Anticipated failures (bad input, an
unreadable source, a deadline) come back as tool errors whose text is citeproof's one
error shape, ``{"error": {"code", "message", "path"}}`` as JSON, arguments that do not
fit the tool's input schema included, for the model to read and act on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any, get_args

from mcp_types import ToolAnnotations
from pydantic import Field

from .._version import __version__
from ..contracts import anchor_check as anchor_check_contract
from ..contracts import check_json
from ..contracts import citation_span as citation_span_contract
from ..errors import CiteproofError, InputError
from ..http import Work
from ..match import Finding, Verdict, describe
from ..service import LOCAL, AccessPolicy, SourceKind, SourceSpec, check, read
from ..sources import FetchConfig, SourceReader
from ._base import CiteproofServer, Refusal
from ._models import (
    AnchorCheckResult,
    Citation,
    CitationSpanData,
    SelectorDescription,
    SourceVersion,
    SpanQuote,
    Tolerable,
    VerifyResult,
)

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
    "read or the arguments were wrong (its `code` says which): say so; it says nothing "
    "about the quote."
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
    differs = [d.describe() for d in finding.differences]
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


async def _run(work: Work, function: Callable[..., Any], *args: Any) -> Any:
    """``function(*args)`` off the event loop within the deadline; errors as refusals."""
    try:
        return await work.run(function, *args)
    except CiteproofError as error:
        raise Refusal(error) from error


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


#: citation_span's default: every typographic difference tolerated.
_ALL_TOLERABLE: list[Tolerable] = list(get_args(Tolerable))


def _annotations(title: str, *, open_world: bool = False) -> ToolAnnotations:
    return ToolAnnotations(
        title=title,
        read_only_hint=True,
        destructive_hint=False,
        idempotent_hint=True,
        open_world_hint=open_world,
    )


def _bounds(description: str, **keywords: Any) -> Any:
    """A description, and bounds shown to the agent that the contract enforces."""
    return Field(description=description, json_schema_extra=keywords)


def build_server(access: AccessPolicy = LOCAL, work: Work | None = None) -> CiteproofServer:
    """The MCP server. Reading local paths suits a server an agent runs on its own machine
    (:data:`~citeproof.service.LOCAL`); over the network, pass a service policy. ``work``
    bounds the tools' threads and time (default: 8 at once, 120 s each)."""
    server = CiteproofServer(name="citeproof", version=__version__, instructions=INSTRUCTIONS)
    reader = SourceReader(fetch=FetchConfig())
    work = work or Work(slots=8, deadline=120.0)

    def verify(quotes: list[str], text: str | None, path: str | None, url: str | None) -> Any:
        check_json({"quotes": quotes, "text": text, "path": path, "url": url})
        report = check(read(_spec(text, path, url), reader, access), quotes)
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
        ),
        annotations=_annotations(
            "Verify quotations against their source", open_world=access.allows(SourceKind.URL)
        ),
    )
    async def verify_quotes(
        quotes: QuotesArgument,
        text: TextArgument = None,
        path: PathArgument = None,
        url: UrlArgument = None,
    ) -> VerifyResult:
        result: VerifyResult = await _run(work, verify, quotes, text, path, url)
        return result

    @server.tool(
        description=(
            "Strict anchoring (citation-anchor-check 1.0.0): does a W3C Web Annotation "
            "TextQuoteSelector (exact, optional prefix and suffix, optional claimed_start) "
            "match exactly one place in the supplied source version? No normalization of any "
            "kind. Returns valid, reason (unknown_source, version_mismatch, exact_not_found, "
            "prefix_mismatch, suffix_mismatch, ambiguous_anchor, position_mismatch), "
            "first_discrepancy and match {start, end}."
        ),
        annotations=_annotations("Check a W3C TextQuoteSelector"),
    )
    async def anchor_check(
        sources: Annotated[
            list[SourceVersion],
            _bounds("The source versions, each with its full text.", minItems=1, maxItems=16),
        ],
        citation: Annotated[Citation, Field(description="The citation to check.")],
    ) -> AnchorCheckResult:
        payload = {"sources": sources, "citation": citation}
        result = await _run(work, anchor_check_contract, payload)
        return AnchorCheckResult.model_validate(result)

    @server.tool(
        description=(
            "Locate each quote in a supplied source text and classify it (verbatim, "
            "normalized, elided, case-differs, paraphrase, not-present, too-short) with "
            "offsets in UTF-16, code points, UTF-8 and graphemes; `status` is pass, fail or "
            "unknown for the whole set."
        ),
        annotations=_annotations("Locate quotations in a text, with offsets"),
    )
    async def citation_span(
        source: Annotated[
            str,
            _bounds("The text the quotes are claimed to come from.", minLength=1, maxLength=100000),
        ],
        quotes: Annotated[
            list[SpanQuote],
            _bounds("Up to 50 quotes, 40000 characters in total.", minItems=1, maxItems=50),
        ],
        ignoreCase: Annotated[  # noqa: N803  (the contract's field name)
            bool, Field(strict=True, description="Also tolerate case differences.")
        ] = False,
        tolerate: Annotated[
            list[Tolerable],
            _bounds("Typographic differences that still count as a match.", maxItems=6),
        ] = _ALL_TOLERABLE,
        exactOnly: Annotated[  # noqa: N803
            bool, Field(strict=True, description="Only byte-identical matches pass.")
        ] = False,
        minLength: Annotated[  # noqa: N803
            int,
            Field(
                strict=True,
                description="Shorter quotes are too-short.",
                json_schema_extra={"minimum": 1, "maximum": 200},
            ),
        ] = 8,
    ) -> CitationSpanData:
        payload = {
            "source": source,
            "quotes": quotes,
            "ignoreCase": ignoreCase,
            "tolerate": list(tolerate),
            "exactOnly": exactOnly,
            "minLength": minLength,
        }
        result = await _run(work, citation_span_contract, payload)
        return CitationSpanData.model_validate(result)

    def selectors(text: str, start: int, end: int) -> Any:
        check_json({"text": text})
        return describe(text, start, end).to_dict()

    @server.tool(
        description=(
            "Describe a span of a text as the W3C selectors to store so it can be found again: "
            "a TextQuoteSelector with the shortest prefix and suffix that make it unique, and "
            "a TextPositionSelector. `start` and `end` are code-point offsets (end exclusive)."
        ),
        annotations=_annotations("Describe a span as W3C selectors"),
    )
    async def describe_selector(
        text: Annotated[str, Field(description="The full text the span belongs to.")],
        start: Annotated[int, Field(ge=0, description="Start offset in code points.")],
        end: Annotated[int, Field(ge=1, description="End offset in code points (exclusive).")],
    ) -> SelectorDescription:
        description: SelectorDescription = await _run(work, selectors, text, start, end)
        return description

    return server
