"""html/: reading HTML, and nothing else: the bound on what the parser would build, the
walker that gives the text a reader sees (furniture kept apart), and the hint vocabulary
(classes, ids, roles and phrases that mark furniture), kept as data.

Formats that carry HTML (EPUB chapters, an e-mail's HTML body) read it through
:func:`extract_html`; fetching a page is :mod:`citeproof.sources.net`'s job.
"""

from ._bound import MAX_ATTRIBUTES, MAX_ELEMENTS, MAX_NESTING
from ._extract import extract_html, guess_html, read_html, recognise_html

__all__ = [
    "MAX_ATTRIBUTES",
    "MAX_ELEMENTS",
    "MAX_NESTING",
    "extract_html",
    "guess_html",
    "read_html",
    "recognise_html",
]
