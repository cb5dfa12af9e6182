"""Bytes to a :class:`SourceDocument`, whatever their origin: one dispatch for all.

The content type comes from the declared header, checked against the bytes: a PDF served
as ``text/html`` is still a PDF, and HTML served as ``text/plain`` with a doctype is read
as HTML. The charset comes from a BOM, then the header, then the page's ``<meta>``, then
detection (see :func:`decode`).
"""

from __future__ import annotations

import re

from ..errors import SourceError
from ._decode import decode
from ._document import SourceDocument
from ._html import extract_html
from ._local import text_document
from ._pdf import extract_pdf
from .formats import FORMATS, format_for, read_archived

__all__ = ["extract", "sniff"]

_HTML_START = re.compile(
    rb"^\s*(?:<!--.*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b", re.I | re.S
)
_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?([A-Za-z0-9_.:-]+)""", re.I)
_TEXT_TYPES = ("text/plain", "text/markdown", "text/csv", "text/x-markdown")
_HTML_TYPES = ("text/html", "application/xhtml+xml")


def sniff(data: bytes, declared: str | None, name: str = "") -> str:
    """The real media type: ``application/pdf``, ``text/html``, ``text/plain`` or that of
    a registered :class:`~citeproof.sources.formats.Format`.

    Raises :class:`SourceError` ``unsupported_content_type`` for anything else.
    """
    media = (declared or "").split(";")[0].strip().lower()
    head = data[:1024]
    if head.lstrip().startswith(b"%PDF-"):
        return "application/pdf"
    known = format_for(data[:65536], media, name.lower())
    if known is not None:
        return known.media_type
    if media in _HTML_TYPES or _HTML_START.match(head):
        return "text/html"
    lower = name.lower()
    if not media or media == "application/octet-stream":
        if lower.endswith(".pdf"):
            return "application/pdf"  # a PDF without its header: extraction will say so
        if lower.endswith((".html", ".htm", ".xhtml")):
            return "text/html"
        if b"\x00" in head and not head.startswith((b"\xff\xfe", b"\xfe\xff")):
            raise SourceError(
                f"{name or 'the source'} is binary, not text", code="unsupported_content_type"
            )
        return "text/plain"
    if media in _TEXT_TYPES or media.startswith("text/"):
        return "text/plain"
    if media == "application/pdf":
        return "application/pdf"
    raise SourceError(
        f"{name or 'the source'} is {media}: only HTML, PDF and plain text can be read",
        code="unsupported_content_type",
    )


def _charset(content_type: str | None) -> str | None:
    if not content_type:
        return None
    match = re.search(r"charset\s*=\s*[\"']?([A-Za-z0-9_.:-]+)", content_type, re.I)
    return match.group(1) if match else None


def extract(
    data: bytes, content_type: str | None, name: str, *, record: str | None = None
) -> SourceDocument:
    """Extract the checked text of ``data`` (declared ``content_type``, display ``name``);
    ``record`` picks the record of a web archive with that target URI."""
    if record is not None:
        return read_archived(data, name, record)
    media = sniff(data, content_type, name)
    if media == "application/pdf":
        return extract_pdf(data, name)
    declared = _charset(content_type)
    for known in FORMATS:
        if known.media_type == media:
            return known.read(data, name, declared)
    if media == "text/html":
        if declared is None:
            meta = _META_CHARSET.search(data[:4096])
            declared = meta.group(1).decode("ascii") if meta else None
        try:
            text, _ = decode(data, declared)
        except UnicodeDecodeError as error:
            raise SourceError(
                f"{name}: undecodable HTML: {error}", code="extraction_failed"
            ) from error
        return extract_html(data, text, name)
    return text_document(data, name, declared)
