"""The web page: one self-contained file (no build step, no external resources).

Served at ``GET /`` by :mod:`citeproof.http`; it calls ``POST /v1/locate`` and shows the
source with each quote's spans highlighted by verdict (overlapping quotes nest, each
numbered where it starts and barred where it ends), a list of verdicts by label and mark
(click or Enter focuses the span, Enter or Escape there comes back) and, for a near miss,
the word-level difference. The source checked is the last one the user gave (pasted text,
URL or a chosen or dropped file), shown with its name, kind and size and clearable. The
results download as the ``/v1/locate`` response itself and print as a report. For a PDF
it calls ``POST /v1/pictures`` and shows the pages with the matches highlighted.

Also the evidence report (:func:`render_evidence`, from :mod:`citeproof.web.report`): one
self-contained HTML file showing each quotation beside the source's own words, for
``check --report`` and manuscripts. Not here: drawing pages (:mod:`citeproof.pictures`)
and the HTTP service that serves the page (:mod:`citeproof.http`).
"""

from .report import (
    CONFIRMED,
    EvidenceItem,
    evidence_items,
    finding_message,
    finding_status,
    render_evidence,
)

__all__ = [
    "CONFIRMED",
    "EvidenceItem",
    "evidence_items",
    "finding_message",
    "finding_status",
    "render_evidence",
]
