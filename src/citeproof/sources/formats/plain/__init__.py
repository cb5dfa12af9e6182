"""plain/: text files read as they stand: plain text (``literal_text``, the one place a
literal-text document is built), CSV and TSV tables, and subtitles (WebVTT, SubRip).

Decoding bytes to text is :mod:`citeproof.sources._decode`'s (HTML and the markup
formats decode through it too); rendered markup is
:mod:`~citeproof.sources.formats.markup`'s.
"""

from ._csv import read_csv, recognise_csv
from ._subtitles import read_subtitles, recognise_srt, recognise_vtt
from ._text import guess_text, literal_document, read_plain

__all__ = [
    "guess_text",
    "literal_document",
    "read_csv",
    "read_plain",
    "read_subtitles",
    "recognise_csv",
    "recognise_srt",
    "recognise_vtt",
]
