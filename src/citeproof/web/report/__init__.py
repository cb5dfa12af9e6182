"""The evidence report: one self-contained HTML file a person reads, on screen or printed.

Each quotation is shown beside the source's own words: its verdict by mark and label
(never by colour alone), the matched or nearest passage in context, the word-level
differences, the editorial alterations and what a match stepped over, and for a PDF a
picture of the page region with the match highlighted (drawn and cropped by
:mod:`citeproof.pictures`, embedded as a data URL). Every source's provenance is listed
once. The file loads nothing: its style is inline, its pictures are data URLs, it has no
scripts. A table of contents, a skip link and focusable sections make it navigable by
keyboard; a print sheet puts each quotation on its own page, needs no backgrounds and
prints link addresses. Quotes and source text are untrusted: the templates autoescape
every value. The same items give the same bytes.

Here: the items and their status vocabulary (``_items``), the view model built from them
(``_view``), and the Jinja2 templates and stylesheet (``templates/``, rendered by
``_render``). Not here: drawing pages (:mod:`citeproof.pictures`), checking quotes
(:mod:`citeproof.service`) and the interactive web page (:mod:`citeproof.web`).
"""

from ._items import (
    CONFIRMED,
    EvidenceItem,
    evidence_items,
    finding_message,
    finding_status,
)
from ._render import render_evidence
from ._view import AnswerMark

__all__ = [
    "CONFIRMED",
    "AnswerMark",
    "EvidenceItem",
    "evidence_items",
    "finding_message",
    "finding_status",
    "render_evidence",
]
