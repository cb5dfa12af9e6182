"""markup/: text written in a markup language and read as rendered: Markdown and
reStructuredText (each character of the rendering maps back to the file), and EPUB
(a book of XHTML chapters, read through the HTML extractor).

Web pages themselves are :mod:`citeproof.sources.html`'s; plain text and CSV are
:mod:`~citeproof.sources.formats.plain`'s.
"""

from ._epub import EPUB_MEDIA_TYPE, read_epub, recognise_epub
from ._markdown import read_markdown, recognise_markdown
from ._rst import read_rst, recognise_rst

__all__ = [
    "EPUB_MEDIA_TYPE",
    "read_epub",
    "read_markdown",
    "read_rst",
    "recognise_epub",
    "recognise_markdown",
    "recognise_rst",
]
