"""A manuscript checked against its bibliography: every quotation, its cited work, its page.

The application level under ``citeproof manuscript``: drafts (Markdown/pandoc or LaTeX)
are scanned for quotations and their citations (:func:`find_quotations`), citation keys
are resolved in a bibliography (BibTeX/BibLaTeX, CSL JSON or a Zotero data directory:
:func:`load_bibliography`, :func:`load_zotero`), and each cited source is read once and
checked with all of its quotations through :mod:`citeproof.service`
(:func:`check_drafts`), pinpoint pages included (``wrong_page``, by the PDF's printed
page labels where it has them).
"""

from ..quotations import Citation, Cite, DraftQuotation, find_quotations, page_range
from ._bibliography import (
    Bibliography,
    Entry,
    load_bibliography,
    load_bibtex,
    load_csl_json,
    load_zotero,
    parse_file_field,
)
from ._check import STATUS_LABELS, ManuscriptReport, QuotationCheck, check_drafts, read_draft

__all__ = [
    "STATUS_LABELS",
    "Bibliography",
    "Citation",
    "Cite",
    "DraftQuotation",
    "Entry",
    "ManuscriptReport",
    "QuotationCheck",
    "check_drafts",
    "find_quotations",
    "load_bibliography",
    "load_bibtex",
    "load_csl_json",
    "load_zotero",
    "page_range",
    "parse_file_field",
    "read_draft",
]
