"""formats/: the one registry of every readable format, PDF, HTML and plain text included.

Each format is a :class:`Format`: how to recognise it from the bytes (content first; the
declared media type and the file name only where the bytes cannot tell), and how to turn
the bytes into the same :class:`~citeproof.sources.SourceDocument` every other source
becomes, so every face, batch and the evidence store take it unchanged.
:func:`~citeproof.sources.extract` asks :func:`format_for` which one it is and calls its
``read``, passing itself as ``inner`` for the containers.

The formats live by family: :mod:`.office` (DOCX, XLSX, ODF, RTF), :mod:`.markup`
(Markdown, RST, EPUB), :mod:`.archives` (WARC, WACZ, e-mail) and :mod:`.plain` (text,
CSV, subtitles); PDF and HTML, which have more to them than a format, are
:mod:`citeproof.sources.pdf` and :mod:`citeproof.sources.html`. Shared here: the safe ZIP
reader (``_zip``) and the layout every document format writes through (``_builder``).
"""

from __future__ import annotations

from .._document import Representation
from ..html import guess_html, read_html, recognise_html
from ..pdf import guess_pdf, read_pdf, recognise_pdf
from ._format import Extract, Format, alone
from .archives import (
    Exchange,
    email_attachments,
    exchanges_from_fetched,
    read_archived,
    read_email,
    read_wacz_format,
    read_warc_format,
    recognise_email,
    recognise_wacz,
    recognise_warc,
    write_warc,
)
from .markup import (
    EPUB_MEDIA_TYPE,
    read_epub,
    read_markdown,
    read_rst,
    recognise_epub,
    recognise_markdown,
    recognise_rst,
)
from .office import (
    DOCX_MEDIA_TYPE,
    ODF_MEDIA_TYPES,
    RTF_MEDIA_TYPE,
    XLSX_MEDIA_TYPE,
    read_docx,
    read_odf,
    read_rtf,
    read_xlsx,
    recognise_docx,
    recognise_odp,
    recognise_ods,
    recognise_odt,
    recognise_rtf,
    recognise_xlsx,
)
from .plain import (
    guess_text,
    read_csv,
    read_plain,
    read_subtitles,
    recognise_csv,
    recognise_srt,
    recognise_vtt,
)

__all__ = [
    "FORMATS",
    "Exchange",
    "Extract",
    "Format",
    "email_attachments",
    "exchanges_from_fetched",
    "format_for",
    "read_archived",
    "write_warc",
]

_R = Representation

# Formats register here, most specific first: a PDF by its header whatever it was served
# as; containers before the text formats whose names or media types they could share;
# HTML by its declaration or its first tag; then, only when nothing recognised the bytes,
# the guesses by name or declared type (``guess``): PDF, HTML, and plain text last.
FORMATS: tuple[Format, ...] = (
    Format("application/pdf", _R.PDF_TEXT_LAYER, recognise_pdf, alone(read_pdf), guess_pdf),
    # Web archives: WACZ (a ZIP) before any other ZIP container.
    Format("application/wacz", None, recognise_wacz, read_wacz_format),
    Format("application/warc", None, recognise_warc, read_warc_format),
    # Office documents and books: ZIP containers known by their content.
    Format(EPUB_MEDIA_TYPE, _R.EPUB_TEXT, recognise_epub, alone(read_epub)),
    Format(ODF_MEDIA_TYPES[0], _R.ODF_TEXT, recognise_odt, alone(read_odf)),
    Format(ODF_MEDIA_TYPES[1], _R.ODF_TEXT, recognise_ods, alone(read_odf)),
    Format(ODF_MEDIA_TYPES[2], _R.ODF_TEXT, recognise_odp, alone(read_odf)),
    Format(DOCX_MEDIA_TYPE, _R.DOCX_TEXT, recognise_docx, alone(read_docx)),
    Format(XLSX_MEDIA_TYPE, _R.XLSX_TEXT, recognise_xlsx, alone(read_xlsx)),
    Format(RTF_MEDIA_TYPE, _R.RTF_TEXT, recognise_rtf, alone(read_rtf)),
    # Text formats with a signature, then those known by name or media type only.
    Format("message/rfc822", _R.EMAIL_TEXT, recognise_email, alone(read_email)),
    Format("text/vtt", _R.SUBTITLE_TEXT, recognise_vtt, alone(read_subtitles)),
    Format("application/x-subrip", _R.SUBTITLE_TEXT, recognise_srt, alone(read_subtitles)),
    Format("text/markdown", _R.RENDERED_MARKDOWN, recognise_markdown, alone(read_markdown)),
    Format("text/x-rst", _R.RENDERED_RST, recognise_rst, alone(read_rst)),
    Format("text/csv", _R.CSV_TEXT, recognise_csv, alone(read_csv)),
    Format("text/html", _R.EXTRACTED_HTML_TEXT, recognise_html, alone(read_html), guess_html),
    Format("text/plain", _R.LITERAL_TEXT, None, alone(read_plain), guess_text),
)


def format_for(head: bytes, media: str, name: str) -> Format | None:
    """The first registered format that recognises these bytes (their first 64 KiB, the
    declared media type, the lower-cased name), else the first whose ``guess`` takes
    them, else ``None``."""
    for candidate in FORMATS:
        if candidate.recognise is not None and candidate.recognise(head, media, name):
            return candidate
    for candidate in FORMATS:
        if candidate.guess is not None and candidate.guess(head, media, name):
            return candidate
    return None
