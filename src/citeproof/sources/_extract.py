"""Bytes to a :class:`SourceDocument`, whatever their origin: one dispatch for all.

The format comes from the bytes first, then the declared header and the name, through
the one registry (:data:`~citeproof.sources.formats.FORMATS`): a PDF served as
``text/html`` is still a PDF, and HTML served as ``text/plain`` with a doctype is read as
HTML. The charset comes from a BOM, then the header, then (for HTML) the page's
``<meta>``, then detection (see :func:`decode`). Containers (web archives, e-mail) are
handed this dispatch to read what they hold.
"""

from __future__ import annotations

from ..errors import ErrorCode, SourceError
from ._document import SourceDocument
from ._media import charset_of, media_of, undeclared
from .formats import Format, format_for

__all__ = ["extract", "sniff"]


def _format(data: bytes, declared: str | None, name: str) -> Format:
    """The registered format of ``data``; ``unsupported_content_type`` when none reads it."""
    media = media_of(declared)
    known = format_for(data[:65536], media, name.lower())
    if known is not None:
        return known
    if undeclared(media):  # only binary bytes are left unguessed
        raise SourceError(
            f"{name or 'the source'} is binary, not text", code=ErrorCode.UNSUPPORTED_CONTENT_TYPE
        )
    raise SourceError(
        f"{name or 'the source'} is {media}: no format citeproof reads (PDF, HTML, plain "
        "text, office documents, EPUB, Markdown, RST, CSV, subtitles, e-mail, web archives)",
        code=ErrorCode.UNSUPPORTED_CONTENT_TYPE,
    )


def sniff(data: bytes, declared: str | None, name: str = "") -> str:
    """The real media type: that of the registered
    :class:`~citeproof.sources.formats.Format` that reads ``data`` (``application/pdf``,
    ``text/html``, ``text/plain``, ``text/markdown``...).

    Raises :class:`SourceError` ``unsupported_content_type`` for anything else.
    """
    return _format(data, declared, name).media_type


def extract(
    data: bytes, content_type: str | None, name: str, *, record: str | None = None
) -> SourceDocument:
    """Extract the checked text of ``data`` (declared ``content_type``, display ``name``);
    ``record`` picks the record of a web archive with that target URI (or an e-mail's
    attachment with that name)."""
    if record is not None:
        from .formats import read_archived

        return read_archived(data, name, record, inner=extract)
    return _format(data, content_type, name).read(data, name, charset_of(content_type), extract)
