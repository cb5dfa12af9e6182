"""Checking quotes in a read source: one typed :class:`Report` that every face projects.

The report holds what was found (the :class:`~citeproof.Finding` of each quote), what
the source was (:class:`SourceEvidence`: provenance, hashes, representation, warnings)
and, only when a face asks, what costs extra to compute: W3C selectors for each span
(annotation clients store them) and the rectangles a span covers on a PDF page.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..errors import ErrorCode, InputError
from ..match import (
    DEFAULT_POLICY,
    Finding,
    Policy,
    PreparedSource,
    Verdict,
    locate,
)
from ..sources import (
    PagesRead,
    Provenance,
    ProvenanceView,
    Representation,
    SourceDocument,
    SourceRead,
)
from ..text import find_lone_surrogate
from ._prepared import prepared_furniture, prepared_source

__all__ = [
    "DEFAULT_MAX_CHARACTERS",
    "FURNITURE_WARNING",
    "QuoteResult",
    "Report",
    "SourceEvidence",
    "check",
]

#: The native default: a whole book is checked (and the report says when it is cut).
DEFAULT_MAX_CHARACTERS = 50_000_000

FURNITURE_WARNING = (
    "The quotation appears only in the page's navigation or other furniture, which is not "
    "article evidence."
)


@dataclass(frozen=True, slots=True)
class SourceEvidence(ProvenanceView):
    """What was read: provenance (the read's own :class:`~citeproof.sources.Provenance`:
    URL, redirects, status, time), hashes, representation, how much of the text was
    checked, and what is wrong with it (``warnings``). ``pages_read`` is ``(first, last,
    of)`` when only some pages were read (``first_page`` numbers ``page_starts[0]``): a
    quote not found there is not found on those pages, not in the document, and a warning
    says so."""

    origin: str
    representation: Representation
    content_type: str
    title: str
    sha256: str
    source_bytes: int
    characters: int
    full_characters: int
    page_starts: tuple[int, ...] | None = None
    warnings: tuple[str, ...] = ()
    provenance: Provenance | None = None
    from_store: bool = False
    path: str | None = None
    metadata: tuple[tuple[str, str], ...] = ()
    first_page: int = 1
    pages_read: PagesRead | None = None

    def prepared(self, read: SourceRead) -> PreparedSource:
        """The checked part of ``read``'s document as the matcher takes it: its page
        starts, the furniture a quote may step over and the script changes a PDF's reader
        marked (one place for what every check of a read source is matched against), its
        folds kept in the document cache the reading went through, if any."""
        document = read.document
        return prepared_source(
            document.text[: self.characters], self.page_starts, document.stepovers,
            document.first_page, document.script_breaks,
            read.cache,
        )  # fmt: skip

    @classmethod
    def of(cls, read: SourceRead, checked: int | None = None) -> SourceEvidence:
        """The evidence of ``read`` when its first ``checked`` characters are checked."""
        document = read.document
        full = len(document.text)
        checked = full if checked is None else min(checked, full)
        warnings = [
            *document.warnings,
            *(message for _, message in document.page_warnings),
            *read.notes,
        ]
        if document.pages_read is not None:
            warnings.append(_pages_warning(document.pages_read))
        if checked < full:
            warnings.append(f"Only the first {checked:,} characters were checked.")
        pages = document.page_starts
        if pages is not None and checked < full:
            pages = tuple(p for p in pages if p <= checked) or (0,)
        return cls(
            origin=read.origin,
            representation=document.representation,
            content_type=document.content_type,
            title=document.title,
            sha256=document.sha256,
            source_bytes=document.source_bytes,
            characters=checked,
            full_characters=full,
            page_starts=pages,
            warnings=tuple(warnings),
            provenance=read.provenance,
            from_store=read.from_store,
            path=read.path,
            metadata=document.metadata,
            first_page=document.first_page,
            pages_read=document.pages_read,
        )

    @property
    def redirected(self) -> bool:
        """True when a URL's reading was redirected."""
        return bool(self.redirects)

    @property
    def truncated(self) -> bool:
        """True when only a prefix of the text was checked."""
        return self.characters < self.full_characters


@dataclass(frozen=True, slots=True)
class QuoteResult:
    """One quote's finding, with its warnings and, when asked, per-span extras.

    ``selectors[i]`` are the W3C selectors of ``finding.spans[i]`` (``None`` for an empty
    span); ``boxes[i]`` the rectangles it covers on PDF pages.
    """

    finding: Finding
    warnings: tuple[str, ...] = ()
    selectors: tuple[list[dict[str, Any]] | None, ...] | None = None
    boxes: tuple[tuple[dict[str, float | int], ...], ...] | None = None


@dataclass(frozen=True, slots=True)
class Report:
    """Every quote checked against one source: the one result every face prints."""

    source: SourceEvidence
    results: tuple[QuoteResult, ...]
    read: SourceRead = field(repr=False, compare=False)

    @property
    def findings(self) -> list[Finding]:
        """The findings, in quote order."""
        return [result.finding for result in self.results]

    @property
    def all_confirmed(self) -> bool:
        """True when every quote is confirmed (:attr:`~citeproof.Verdict.confirmed`)."""
        return all(result.finding.confirmed for result in self.results)


def _pages_warning(pages_read: PagesRead) -> str:
    """The note a reading of some pages carries: what was not read cannot be vouched for.

    >>> _pages_warning(PagesRead(21, 22, 311))
    'Only pages 21-22 of 311 were read: a quote not found there may be on another page.'
    """
    return f"Only {pages_read} were read: a quote not found there may be on another page."


def check(
    read: SourceRead,
    quotes: Sequence[str],
    policy: Policy = DEFAULT_POLICY,
    *,
    max_characters: int = DEFAULT_MAX_CHARACTERS,
    selectors: bool = False,
    boxes: bool = False,
) -> Report:
    """Check ``quotes`` against the first ``max_characters`` of ``read``.

    A quote that is not confirmed but appears in the source's furniture (navigation, a
    running head) gets :data:`FURNITURE_WARNING`: it is there, but not as the document's
    own words. ``selectors``/``boxes`` add W3C selectors and PDF rectangles per span.
    """
    _check_arguments(quotes, max_characters)
    document = read.document
    evidence = SourceEvidence.of(read, max_characters)
    prepared = evidence.prepared(read)
    findings = locate(prepared, quotes, policy)
    furniture = prepared_furniture(document.furniture) if document.furniture else None
    results = []
    for finding in findings:
        warnings: tuple[str, ...] = ()
        if furniture is not None and not finding.confirmed:
            found = _in_furniture(document, furniture, finding, policy)
            if found is not None:
                finding, warnings = found, (FURNITURE_WARNING,)
        if document.ocr_words and not finding.confirmed and finding.nearest is not None:
            warnings += _unclear(document, finding)
        span_selectors: tuple[list[dict[str, Any]] | None, ...] | None = None
        if selectors:
            span_selectors = tuple(
                _selectors(prepared.text, s.start, s.end) if s.end > s.start else None
                for s in finding.spans
            )
        span_boxes = None
        if boxes:
            span_boxes = tuple(tuple(document.boxes(s.start, s.end)) for s in finding.spans)
        results.append(QuoteResult(finding, warnings, span_selectors, span_boxes))
    return Report(evidence, tuple(results), read)


def _unclear(document: SourceDocument, finding: Finding) -> tuple[str, ...]:
    """The note for a near miss on a scan that differs only in words OCR was unsure of."""
    from ..sources.ocr import unclear_scan

    assert finding.nearest is not None
    differing: list[str] | None = []
    for difference in finding.differences:
        if not difference.source or differing is None:
            differing = None
            continue
        differing.append(difference.source)
    note = unclear_scan(
        document.text, document.ocr_words, finding.nearest.start, finding.nearest.end, differing
    )
    return (note,) if note else ()


def _in_furniture(
    document: SourceDocument, furniture: PreparedSource, finding: Finding, policy: Policy
) -> Finding | None:
    """A ``furniture`` finding when the quote's words are in the furniture by the same
    strict tiers that confirm (verbatim, normalized, elided, editorial), else None: an
    altered quote is never called furniture, it keeps its own verdict."""
    if finding.verdict is Verdict.TOO_SHORT:
        return None
    # Only the confirming tiers count here: no near miss is sought in the furniture.
    there = locate(furniture, [finding.quote], replace(policy, near_misses=False))[0]
    if not there.confirmed or not there.spans:
        return None
    return Finding(
        index=finding.index,
        quote=finding.quote,
        verdict=Verdict.FURNITURE,
        normalizations=there.normalizations,
        trimmed_wrapper=there.trimmed_wrapper,
        matched_text=there.matched_text,
        furniture_kind=document.furniture_kind(there.spans[0].start),
    )


def _check_arguments(quotes: Sequence[str], max_characters: int) -> None:
    """Typed errors for what a library caller can pass wrongly (an HTTP or MCP request is
    checked by its contract before it gets here)."""
    if isinstance(max_characters, bool) or not isinstance(max_characters, int):
        raise InputError(
            f"max_characters must be a whole number, not {max_characters!r}",
            path="/max_characters",
            code=ErrorCode.WRONG_TYPE,
        )
    if max_characters < 1:
        raise InputError(
            "max_characters must be at least 1", path="/max_characters", code=ErrorCode.OUT_OF_RANGE
        )
    if isinstance(quotes, str):
        raise InputError(
            "quotes must be a list of strings, not one string", code=ErrorCode.WRONG_TYPE
        )
    for i, quote in enumerate(quotes):
        if not isinstance(quote, str):
            raise InputError(
                f"quote {i} is not a string", path=f"/quotes/{i}", code=ErrorCode.WRONG_TYPE
            )
        bad = find_lone_surrogate(quote)
        if bad is not None:
            raise InputError(
                f"quote {i} holds a lone surrogate (U+{ord(quote[bad]):04X}), which is not text",
                path=f"/quotes/{i}",
                code=ErrorCode.INVALID_TEXT,
            )


def _selectors(text: str, start: int, end: int) -> list[dict[str, Any]]:
    # Imported here: the W3C selector machinery is 2 ms of a start that prints for a person
    from ..match import describe

    description = describe(text, start, end)
    return [description.quote.to_dict(), description.position.to_dict()]
