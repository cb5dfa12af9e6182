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

import importlib
from typing import TYPE_CHECKING, Any

from ..._lazy import exports
from .._document import Representation
from ._format import Extract, Format, alone
from ._signatures import (
    DOCX_MEDIA_TYPE,
    EPUB_MEDIA_TYPE,
    ODF_MEDIA_TYPES,
    PPTX_MEDIA_TYPE,
    RTF_MEDIA_TYPE,
    XLSX_MEDIA_TYPE,
    guess_html,
    guess_pdf,
    recognise_ass,
    recognise_csv,
    recognise_docx,
    recognise_email,
    recognise_epub,
    recognise_html,
    recognise_markdown,
    recognise_odp,
    recognise_ods,
    recognise_odt,
    recognise_pdf,
    recognise_pptx,
    recognise_rst,
    recognise_rtf,
    recognise_srt,
    recognise_vtt,
    recognise_wacz,
    recognise_warc,
    recognise_xlsx,
)

if TYPE_CHECKING:  # the names below, as type checkers read them; loaded on first use
    from .archives import RENDERED_PREFIX as RENDERED_PREFIX
    from .archives import Exchange as Exchange
    from .archives import Resource as Resource
    from .archives import email_attachments as email_attachments
    from .archives import exchanges_from_fetched as exchanges_from_fetched
    from .archives import read_archived as read_archived
    from .archives import write_warc as write_warc

__all__ = [
    "FORMATS",
    "RENDERED_PREFIX",
    "Exchange",
    "Extract",
    "Format",
    "Resource",
    "email_attachments",
    "exchanges_from_fetched",
    "format_for",
    "read_archived",
    "write_warc",
]

__getattr__, __dir__ = exports(
    __name__,
    {
        ".archives": (
            "RENDERED_PREFIX Exchange Resource email_attachments exchanges_from_fetched "
            "read_archived write_warc"
        ),
    },
)  # fmt: skip


class _Named:
    """A format's function named by its module, imported on the first call: the registry
    lists every format, but a format's reader (and all it imports) comes in only when a
    document of that format is read or recognised by it (issue 23)."""

    __slots__ = ("_function", "_module", "_name")

    def __init__(self, module: str, name: str) -> None:
        self._module, self._name, self._function = module, name, None

    def __call__(self, *args: Any) -> Any:
        function = self._function
        if function is None:
            function = getattr(importlib.import_module(self._module, __name__), self._name)
            self._function = function
        return function(*args)

    def __repr__(self) -> str:
        return f"<{self._module}.{self._name}, imported on first use>"


_R = Representation
_PDF, _HTML = "..pdf", "..html"
_ARCHIVES, _MARKUP, _OFFICE, _PLAIN = ".archives", ".markup", ".office", ".plain"


def _read(module: str, name: str) -> Any:
    """A leaf format's registry reader, its module imported on first use."""
    return alone(_Named(module, name))


# Formats register here, most specific first: a PDF by its header whatever it was served
# as; containers before the text formats whose names or media types they could share;
# HTML by its declaration or its first tag; then, only when nothing recognised the bytes,
# the guesses by name or declared type (``guess``): PDF, HTML, and plain text last.
# Every recogniser but the cheap plain-text ones lives in ``_signatures``; the readers (and
# those) are named by module and imported on first use.
FORMATS: tuple[Format, ...] = (
    Format("application/pdf", _R.PDF_TEXT_LAYER, recognise_pdf, _read(_PDF, "read_pdf"),
           guess_pdf),
    # Web archives: WACZ (a ZIP) before any other ZIP container.
    Format("application/wacz", None, recognise_wacz, _Named(_ARCHIVES, "read_wacz_format")),
    Format("application/warc", None, recognise_warc, _Named(_ARCHIVES, "read_warc_format")),
    # Office documents and books: ZIP containers known by their content.
    Format(EPUB_MEDIA_TYPE, _R.EPUB_TEXT, recognise_epub,
           _read(_MARKUP, "read_epub")),
    Format(ODF_MEDIA_TYPES[0], _R.ODF_TEXT, recognise_odt, _read(_OFFICE, "read_odf")),
    Format(ODF_MEDIA_TYPES[1], _R.ODF_TEXT, recognise_ods, _read(_OFFICE, "read_odf")),
    Format(ODF_MEDIA_TYPES[2], _R.ODF_TEXT, recognise_odp, _read(_OFFICE, "read_odf")),
    Format(DOCX_MEDIA_TYPE, _R.DOCX_TEXT, recognise_docx,
           _read(_OFFICE, "read_docx")),
    Format(XLSX_MEDIA_TYPE, _R.XLSX_TEXT, recognise_xlsx,
           _read(_OFFICE, "read_xlsx")),
    Format(PPTX_MEDIA_TYPE, _R.PPTX_TEXT, recognise_pptx,
           _read(_OFFICE, "read_pptx")),
    Format(RTF_MEDIA_TYPE, _R.RTF_TEXT, recognise_rtf,
           _read(_OFFICE, "read_rtf")),
    # Text formats with a signature, then those known by name or media type only.
    Format("message/rfc822", _R.EMAIL_TEXT, recognise_email, _read(_ARCHIVES, "read_email")),
    Format("text/vtt", _R.SUBTITLE_TEXT, recognise_vtt,
           _read(_PLAIN, "read_subtitles")),
    Format("application/x-subrip", _R.SUBTITLE_TEXT, recognise_srt,
           _read(_PLAIN, "read_subtitles")),
    Format("text/x-ssa", _R.SUBTITLE_TEXT, recognise_ass, _read(_PLAIN, "read_ass")),
    Format("text/markdown", _R.RENDERED_MARKDOWN, recognise_markdown,
           _read(_MARKUP, "read_markdown")),
    Format("text/x-rst", _R.RENDERED_RST, recognise_rst,
           _read(_MARKUP, "read_rst")),
    Format("text/csv", _R.CSV_TEXT, recognise_csv,
           _read(_PLAIN, "read_csv")),
    Format("text/html", _R.EXTRACTED_HTML_TEXT, recognise_html, _read(_HTML, "read_html"),
           guess_html),
    Format("text/plain", _R.LITERAL_TEXT, None, _read(_PLAIN, "read_plain"),
           _Named(_PLAIN, "guess_text")),
)  # fmt: skip


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
