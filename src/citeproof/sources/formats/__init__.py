"""Every document format beyond HTML, PDF and plain text, behind one small interface.

Each format is a :class:`Format`: how to recognise it from the bytes (content first; the
declared media type and the file name only where the bytes cannot tell), and how to turn
the bytes into the same :class:`~citeproof.sources.SourceDocument` every other source
becomes, so every face, batch and the evidence store take it unchanged.
:func:`~citeproof.sources.extract` consults :data:`FORMATS` in order after PDF and
before HTML and plain text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...errors import SourceError
from .._document import SourceDocument
from ._csv import read_csv, recognise_csv
from ._docx import DOCX_MEDIA_TYPE, read_docx, recognise_docx
from ._email import email_attachments, read_email, recognise_email
from ._epub import EPUB_MEDIA_TYPE, read_epub, recognise_epub
from ._markdown import read_markdown, recognise_markdown
from ._odf import ODF_MEDIA_TYPES, read_odf, recognise_odp, recognise_ods, recognise_odt
from ._rst import read_rst, recognise_rst
from ._rtf import RTF_MEDIA_TYPE, read_rtf, recognise_rtf
from ._subtitles import read_subtitles, recognise_srt, recognise_vtt
from ._warc import (
    _read_wacz_format,
    _read_warc_format,
    exchanges_from_fetched,
    read_wacz,
    read_warc,
    recognise_wacz,
    recognise_warc,
    write_warc,
)
from ._xlsx import XLSX_MEDIA_TYPE, read_xlsx, recognise_xlsx

__all__ = [
    "FORMATS",
    "Format",
    "email_attachments",
    "exchanges_from_fetched",
    "format_for",
    "read_archived",
    "write_warc",
]


@dataclass(frozen=True, slots=True)
class Format:
    """One readable format.

    ``media_type`` is what :func:`~citeproof.sources.sniff` reports; ``representation``
    names how the text was obtained (``docx_text``, ``rendered_markdown``...);
    ``recognise(head, media, name)`` says whether the bytes (their first 64 KiB), the
    declared media type (lower-cased, without parameters; empty when unknown) and the
    lower-cased file name are this format; ``read(data, name, charset)`` extracts it
    (``charset`` is the declared one, for text formats). ``read`` raises
    :class:`~citeproof.SourceError` (``extraction_failed``, ``too_large``) for bad or
    hostile input, never anything else.
    """

    media_type: str
    representation: str
    recognise: Callable[[bytes, str, str], bool]
    read: Callable[[bytes, str, str | None], SourceDocument]


# Formats register here, most specific first (containers before the text formats whose
# names or media types they could share).
FORMATS: tuple[Format, ...] = (
    # Web archives: WACZ (a ZIP) before any other ZIP container.
    Format("application/wacz", "archived_*", recognise_wacz, _read_wacz_format),
    Format("application/warc", "archived_*", recognise_warc, _read_warc_format),
    # Office documents and books: ZIP containers known by their content.
    Format(EPUB_MEDIA_TYPE, "epub_text", recognise_epub, read_epub),
    Format(ODF_MEDIA_TYPES[0], "odf_text", recognise_odt, read_odf),
    Format(ODF_MEDIA_TYPES[1], "odf_text", recognise_ods, read_odf),
    Format(ODF_MEDIA_TYPES[2], "odf_text", recognise_odp, read_odf),
    Format(DOCX_MEDIA_TYPE, "docx_text", recognise_docx, read_docx),
    Format(XLSX_MEDIA_TYPE, "xlsx_text", recognise_xlsx, read_xlsx),
    Format(RTF_MEDIA_TYPE, "rtf_text", recognise_rtf, read_rtf),
    # Text formats with a signature, then those known by name or media type only.
    Format("message/rfc822", "email_text", recognise_email, read_email),
    Format("text/vtt", "subtitle_text", recognise_vtt, read_subtitles),
    Format("application/x-subrip", "subtitle_text", recognise_srt, read_subtitles),
    Format("text/markdown", "rendered_markdown", recognise_markdown, read_markdown),
    Format("text/x-rst", "rendered_rst", recognise_rst, read_rst),
    Format("text/csv", "csv_text", recognise_csv, read_csv),
)


def format_for(head: bytes, media: str, name: str) -> Format | None:
    """The first registered format that recognises these bytes, or ``None``."""
    for candidate in FORMATS:
        if candidate.recognise(head, media, name):
            return candidate
    return None


def read_archived(data: bytes, name: str, record_url: str) -> SourceDocument:
    """One member of a container: the record of a web archive (WARC or WACZ) whose target
    URI is ``record_url``, or the attachment of an e-mail with that file name (read as a
    source of its own: a PDF attached to a statement is cited as the PDF).

    ``not_an_archive`` when the bytes are none of these; ``record_not_found`` when no
    record or attachment has that name.
    """
    head, lower = data[:65536], name.lower()
    if recognise_wacz(head, "", lower):
        return read_wacz(data, record_url, name)
    if recognise_warc(head, "", lower):
        return read_warc(data, record_url, name)
    if recognise_email(head, "", lower):
        attachments = email_attachments(data)
        for attached, content_type, content in attachments:
            if attached == record_url:
                from .._extract import extract  # the dispatch that imports this registry

                return extract(content, content_type, attached)
        names = ", ".join(a for a, _, _ in attachments) or "none"
        raise SourceError(
            f"{name} has no attachment named {record_url!r} (attachments: {names})",
            code="record_not_found",
        )
    raise SourceError(
        f"{name} is not a web archive (WARC or WACZ) or an e-mail: nothing to pick "
        f"{record_url!r} from",
        code="not_an_archive",
    )
