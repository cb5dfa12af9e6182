"""The six tools, each registered on a server by a function of its own.

A tool only parses (the SDK checks its typed arguments, :mod:`._arguments`), calls one
contract in a worker thread within the deadline (:class:`~citeproof.service.Work`), and
returns what the contract built (:mod:`citeproof.contracts`). Anticipated failures come
back as a :class:`~._base.Refusal` in citeproof's one error shape. All six are
read-only; only ``verify_quotes``, ``verify_model_citations`` and ``reanchor_annotations``
may reach the open world (when URLs are allowed).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mcp_types import ToolAnnotations

from ..contracts import anchor_check as anchor_check_contract
from ..contracts import citation_span as citation_span_contract
from ..contracts import describe_selector as describe_selector_contract
from ..contracts import reanchor_request
from ..contracts import verify_model_citations as verify_model_citations_contract
from ..contracts import verify_quotes as verify_quotes_contract
from ..errors import CiteproofError
from ..service import AccessPolicy, SourceKind, Work
from ..sources import SourceReader
from ._arguments import (
    ALL_TOLERABLE,
    AnnotationsArgument,
    CitationArgument,
    DocumentsArgument,
    EndArgument,
    ExactOnlyArgument,
    IgnoreCaseArgument,
    MinLengthArgument,
    OldTextArgument,
    PathArgument,
    QuotesArgument,
    ReadCitedUrlsArgument,
    RequestArgument,
    ResponseArgument,
    SelectorTextArgument,
    SourcesArgument,
    SpanQuotesArgument,
    SpanSourceArgument,
    StartArgument,
    TextArgument,
    TolerateArgument,
    UrlArgument,
)
from ._base import CiteproofServer, Refusal
from ._models import (
    AnchorCheckResult,
    CitationSpanData,
    ModelCitationsResult,
    ReanchorResult,
    SelectorDescription,
    VerifyResult,
)

__all__ = [
    "add_anchor_check",
    "add_citation_span",
    "add_describe_selector",
    "add_reanchor_annotations",
    "add_verify_model_citations",
    "add_verify_quotes",
]

VERIFY_QUOTES = (
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
VERIFY_MODEL_CITATIONS = (
    "Check the citations of a language model's response before anyone relies on them. "
    "`response` is the response JSON as the API returned it (Anthropic Messages, OpenAI "
    "Responses or Chat Completions, Gemini, Cohere v2 chat, or {answer, citations: [{quote "
    "| answer_span, source, location?}]}); `request` the Messages request whose document "
    "blocks the citations count; `documents` the documents cited (source objects: text, "
    "path, url or file {name, base64}, with an optional title or name). Each citation gets "
    "`status`: confirmed, moved (in the document, elsewhere: `claimed` and `found`), "
    "misattributed (in another document), altered (a near miss: `differences`), "
    "not-present or unverifiable (`reason`); each passage the answer puts in quotation "
    "marks gets confirmed, misattributed, altered or unattributed."
)
REANCHOR_ANNOTATIONS = (
    "Find stored annotations again in the new version of their source, failing closed. "
    "`annotations` are W3C Web Annotations (a list, an AnnotationCollection or "
    "AnnotationPage) or a Hypothesis export (`rows`); name the source as it is now with "
    "exactly one of `text`, `path` or `url`; `old_text` is the version they were made on, "
    "when you have it. Each annotation gets `status`: unchanged, moved (same words and "
    "context elsewhere: new `selectors`), context-changed (same words, the text around "
    "them changed: new `selectors`, `context`), changed (the words themselves changed: "
    "`passage` is what replaced them and `diff` each change; `found` is false: do not "
    "treat it as the same quotation), ambiguous (several places, none picked) or orphaned "
    "(nothing close is left). `annotation` is the input annotation with its selectors "
    "replaced by the new ones when found."
)
ANCHOR_CHECK = (
    "Strict anchoring (citation-anchor-check 1.0.0): does a W3C Web Annotation "
    "TextQuoteSelector (exact, optional prefix and suffix, optional claimed_start) "
    "match exactly one place in the supplied source version? No normalization of any "
    "kind. Returns valid, reason (unknown_source, version_mismatch, exact_not_found, "
    "prefix_mismatch, suffix_mismatch, ambiguous_anchor, position_mismatch), "
    "first_discrepancy and match {start, end}."
)
CITATION_SPAN = (
    "Locate each quote in a supplied source text and classify it (verbatim, "
    "normalized, elided, case-differs, paraphrase, not-present, too-short) with "
    "offsets in UTF-16, code points, UTF-8 and graphemes; `status` is pass, fail or "
    "unknown for the whole set."
)
DESCRIBE_SELECTOR = (
    "Describe a span of a text as the W3C selectors to store so it can be found again: "
    "a TextQuoteSelector with the shortest prefix and suffix that make it unique, and "
    "a TextPositionSelector. `start` and `end` are code-point offsets (end exclusive)."
)


async def _run(work: Work, function: Callable[..., Any], *args: Any, heavy: bool = False) -> Any:
    """``function(*args)`` off the event loop within the deadline (``heavy``: it reads a
    file or a URL, on slots of its own); errors as refusals."""
    try:
        return await work.run(function, *args, heavy=heavy)
    except CiteproofError as error:
        raise Refusal(error) from error


def _annotations(title: str, *, open_world: bool = False) -> ToolAnnotations:
    return ToolAnnotations(
        title=title,
        read_only_hint=True,
        destructive_hint=False,
        idempotent_hint=True,
        open_world_hint=open_world,
    )


def add_verify_quotes(
    server: CiteproofServer, work: Work, reader: SourceReader, access: AccessPolicy
) -> None:
    """``verify_quotes``: quotes checked against a source read within ``access``."""
    annotations = _annotations(
        "Verify quotations against their source", open_world=access.allows(SourceKind.URL)
    )

    @server.tool(description=VERIFY_QUOTES, annotations=annotations)
    async def verify_quotes(
        quotes: QuotesArgument,
        text: TextArgument = None,
        path: PathArgument = None,
        url: UrlArgument = None,
    ) -> VerifyResult:
        arguments = {"quotes": quotes, "text": text, "path": path, "url": url}
        heavy = path is not None or url is not None
        result: VerifyResult = await _run(
            work, verify_quotes_contract, arguments, reader, access, heavy=heavy
        )
        return result


def add_verify_model_citations(
    server: CiteproofServer, work: Work, reader: SourceReader, access: AccessPolicy
) -> None:
    """``verify_model_citations``: a model response's citations checked in its documents."""
    annotations = _annotations(
        "Verify a language model's citations", open_world=access.allows(SourceKind.URL)
    )

    @server.tool(description=VERIFY_MODEL_CITATIONS, annotations=annotations)
    async def verify_model_citations(
        response: ResponseArgument,
        request: RequestArgument = None,
        documents: DocumentsArgument = None,
        read_cited_urls: ReadCitedUrlsArgument = False,
    ) -> ModelCitationsResult:
        payload: dict[str, Any] = {"response": response, "read_cited_urls": read_cited_urls}
        if request is not None:
            payload["request"] = request
        if documents is not None:
            payload["documents"] = documents
        result: ModelCitationsResult = await _run(
            work, verify_model_citations_contract, payload, reader, access, heavy=True
        )
        return result


def add_reanchor_annotations(
    server: CiteproofServer, work: Work, reader: SourceReader, access: AccessPolicy
) -> None:
    """``reanchor_annotations``: stored annotations re-anchored in a source read within
    ``access`` (``citeproof reanchor --json``'s answer)."""
    annotations = _annotations(
        "Re-anchor stored annotations in a new version of their source",
        open_world=access.allows(SourceKind.URL),
    )

    @server.tool(description=REANCHOR_ANNOTATIONS, annotations=annotations)
    async def reanchor_annotations(
        annotations: AnnotationsArgument,
        text: TextArgument = None,
        path: PathArgument = None,
        url: UrlArgument = None,
        old_text: OldTextArgument = None,
    ) -> ReanchorResult:
        named = {k: v for k, v in (("text", text), ("path", path), ("url", url)) if v is not None}
        payload: dict[str, Any] = {"annotations": annotations, "source": named}
        if old_text is not None:
            payload["old_text"] = old_text
        heavy = path is not None or url is not None
        result: ReanchorResult = await _run(
            work, reanchor_request, payload, reader, access, heavy=heavy
        )
        return result


def add_anchor_check(server: CiteproofServer, work: Work) -> None:
    """``anchor_check``: seed 000 over supplied source versions."""

    @server.tool(
        description=ANCHOR_CHECK, annotations=_annotations("Check a W3C TextQuoteSelector")
    )
    async def anchor_check(
        sources: SourcesArgument, citation: CitationArgument
    ) -> AnchorCheckResult:
        payload = {"sources": sources, "citation": citation}
        result = await _run(work, anchor_check_contract, payload)
        return AnchorCheckResult.model_validate(result)


def add_citation_span(server: CiteproofServer, work: Work) -> None:
    """``citation_span``: seed 003 over a supplied text, its options as arguments."""

    @server.tool(
        description=CITATION_SPAN,
        annotations=_annotations("Locate quotations in a text, with offsets"),
    )
    async def citation_span(
        source: SpanSourceArgument,
        quotes: SpanQuotesArgument,
        ignoreCase: IgnoreCaseArgument = False,  # noqa: N803  (the contract's field name)
        tolerate: TolerateArgument = ALL_TOLERABLE,
        exactOnly: ExactOnlyArgument = False,  # noqa: N803
        minLength: MinLengthArgument = 8,  # noqa: N803
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


def add_describe_selector(server: CiteproofServer, work: Work) -> None:
    """``describe_selector``: the W3C selectors to store for a span."""

    @server.tool(
        description=DESCRIBE_SELECTOR, annotations=_annotations("Describe a span as W3C selectors")
    )
    async def describe_selector(
        text: SelectorTextArgument, start: StartArgument, end: EndArgument
    ) -> SelectorDescription:
        arguments = {"text": text, "start": start, "end": end}
        description: SelectorDescription = await _run(work, describe_selector_contract, arguments)
        return description
