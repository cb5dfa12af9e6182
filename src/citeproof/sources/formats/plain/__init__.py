"""plain/: text files read as they stand: plain text (``literal_text``, the one place a
literal-text document is built), CSV and TSV tables, and subtitles (WebVTT, SubRip,
(Advanced) SubStation Alpha).

Decoding bytes to text is :mod:`citeproof.sources._decode`'s (HTML and the markup
formats decode through it too); rendered markup is
:mod:`~citeproof.sources.formats.markup`'s.
"""

from typing import TYPE_CHECKING

from ...._lazy import exports

if TYPE_CHECKING:  # the names below, as type checkers read them; loaded on first use
    from .._signatures import recognise_ass as recognise_ass
    from .._signatures import recognise_csv as recognise_csv
    from .._signatures import recognise_srt as recognise_srt
    from .._signatures import recognise_vtt as recognise_vtt
    from ._ass import read_ass as read_ass
    from ._csv import read_csv as read_csv
    from ._subtitles import read_subtitles as read_subtitles
    from ._text import guess_text as guess_text
    from ._text import literal_document as literal_document
    from ._text import read_plain as read_plain

__all__ = [
    "guess_text",
    "literal_document",
    "read_ass",
    "read_csv",
    "read_plain",
    "read_subtitles",
    "recognise_ass",
    "recognise_csv",
    "recognise_srt",
    "recognise_vtt",
]

# A text file is read by ``_text`` alone: the CSV and subtitle readers load when asked.
__getattr__, __dir__ = exports(
    __name__,
    {
        "._ass": "read_ass",
        "._csv": "read_csv",
        "._subtitles": "read_subtitles",
        "._text": "guess_text literal_document read_plain",
        "..._signatures": "recognise_ass recognise_csv recognise_srt recognise_vtt",
    },
)  # fmt: skip
