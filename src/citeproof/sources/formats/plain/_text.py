"""Plain text: decoded exactly, line breaks kept (``literal_text``).

The one place a literal-text document is built, whether the text came as bytes (a file,
a URL, an upload: :func:`read_plain`) or as text a caller supplied
(:func:`literal_document`).
"""

from __future__ import annotations

from ....errors import ErrorCode, SourceError
from ..._decode import decode
from ..._document import Representation, SourceDocument, sha256_hex
from ..._media import undeclared

__all__ = ["guess_text", "literal_document", "read_plain"]


def literal_document(text: str, data: bytes, title: str) -> SourceDocument:
    """``text`` exactly as given, read from ``data`` (whose size and SHA-256 it carries)."""
    return SourceDocument(
        text=text,
        representation=Representation.LITERAL_TEXT,
        source_bytes=len(data),
        sha256=sha256_hex(data),
        content_type="text/plain",
        title=title,
    )


def read_plain(data: bytes, title: str, declared: str | None = None) -> SourceDocument:
    """A plain-text source: decoded exactly (``extraction_failed`` when it cannot be)."""
    try:
        text, _ = decode(data, declared)
    except UnicodeDecodeError as error:
        raise SourceError(
            f"{title} is not decodable text: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    return literal_document(text, data, title)


def _binary(head: bytes) -> bool:
    """A NUL byte in the first KiB, unless a UTF-16 BOM explains it."""
    return b"\x00" in head and not head.startswith((b"\xff\xfe", b"\xfe\xff"))


def guess_text(head: bytes, media: str, name: str) -> bool:
    """Any ``text/*`` type no other format took, or undeclared bytes that are not binary
    (the last resort: text is what is left when nothing else recognised the bytes)."""
    if undeclared(media):
        return not _binary(head[:1024])
    return media.startswith("text/")
