"""The one adapter from a finding to page boxes: what to highlight, and where.

Like Apache Annotator's thin DOM adapter: :mod:`citeproof.match` never sees pages and
the faces never compute geometry. A finding's spans (offsets in the document's text)
become the rectangles :meth:`SourceDocument.boxes` gives (PDF points, one per page and
line), less what the quote stepped over, each with its tone: a confirmed quote's spans
``match`` (green), a near miss's passage ``near`` (amber), nothing for a quote that is
absent or too short. :func:`has_pages` says whether a document has pages to draw;
:func:`unclear_boxes` where a near miss on a scan differs only in words OCR was unsure of.
"""

from __future__ import annotations

from typing import Any

from ..match import Finding, Verdict
from ..sources import SourceDocument

__all__ = ["finding_boxes", "has_pages", "match_boxes", "unclear_boxes"]

#: The verdicts whose nearest passage (or spans) is highlighted as a near miss.
_NEAR = (Verdict.CASE_DIFFERS, Verdict.PARAPHRASE)


def has_pages(document: SourceDocument) -> bool:
    """True when ``document`` was read from a PDF's text layer: it has pages to draw and
    boxes on them (the one place a face asks this)."""
    return document.representation.has_page_pictures


def match_boxes(document: SourceDocument, start: int, end: int) -> list[dict[str, float | int]]:
    """Where ``document.text[start:end]`` is drawn, less what a quote stepped over.

    A span found across a page break or a footnote covers the footnote and the furniture
    it stepped over; those are not the quote, so they are left out of its highlight. The
    boxes are :meth:`SourceDocument.boxes`' (one per page and line, in PDF points).
    """
    cuts = sorted(
        (max(s.start, start), min(s.end, end))
        for s in document.stepovers
        if s.end > s.start and s.start < end and s.end > start
    )
    boxes: list[dict[str, float | int]] = []
    at = start
    for cut_start, cut_end in [*cuts, (end, end)]:
        if cut_start > at:
            boxes.extend(document.boxes(at, cut_start))
        at = max(at, cut_end)
    return boxes


def finding_boxes(document: SourceDocument, finding: Finding) -> list[dict[str, Any]]:
    """The rectangles to highlight for ``finding``, each with its ``tone`` and ``quote``.

    Empty for a source without geometry and for a quote that is absent or too short.
    """
    if finding.confirmed:
        tone, spans = "match", finding.spans
    elif finding.verdict in _NEAR:
        tone = "near"
        spans = finding.spans or ((finding.nearest,) if finding.nearest is not None else ())
    else:
        return []
    return [
        {**box, "tone": tone, "quote": finding.index}
        for span in spans
        for box in match_boxes(document, span.start, span.end)
    ]


def unclear_boxes(document: SourceDocument, finding: Finding) -> list[dict[str, Any]]:
    """The rectangles of the words a scan leaves in doubt, tone ``unclear``: for a near
    miss whose differences lie only in words OCR was unsure of (the same rule as the
    report's "the scan is unclear" note, :func:`~citeproof.sources.ocr.unsure_words`);
    empty otherwise, and always for a confirmed quote or a text layer."""
    from ..sources.ocr import unsure_words

    if finding.confirmed or finding.nearest is None or not document.ocr_words:
        return []
    differing: list[str] | None = [d.source for d in finding.differences]
    if differing is not None and not all(differing):
        differing = None  # a word the quote adds is the quote's, not the scan's
    words = unsure_words(
        document.text, document.ocr_words, finding.nearest.start, finding.nearest.end, differing
    )
    return [
        {**box, "tone": "unclear", "quote": finding.index}
        for start, end, _ in words
        for box in match_boxes(document, start, end)
    ]
