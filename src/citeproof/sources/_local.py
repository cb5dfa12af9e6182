"""Reading a local file as a source."""

from __future__ import annotations

import hashlib
from pathlib import Path

from ..errors import SourceError
from ._decode import decode
from ._document import SourceDocument

__all__ = ["read_bytes", "text_document"]


def text_document(data: bytes, title: str, declared: str | None = None) -> SourceDocument:
    """A plain-text source: decoded exactly, line breaks kept (``literal_text``)."""
    try:
        text, _ = decode(data, declared)
    except UnicodeDecodeError as error:
        raise SourceError(
            f"{title} is not decodable text: {error}", code="extraction_failed"
        ) from error
    return SourceDocument(
        text=text,
        representation="literal_text",
        source_bytes=len(data),
        sha256=hashlib.sha256(data).hexdigest(),
        content_type="text/plain",
        title=title,
    )


def read_bytes(path: str | Path, max_bytes: int) -> bytes:
    """A local file's bytes; ``too_large`` over ``max_bytes``, ``unreadable_file`` on error."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > max_bytes:
            raise SourceError(f"{path} is {size} bytes; the limit is {max_bytes}", code="too_large")
        return path.read_bytes()
    except OSError as error:
        raise SourceError(
            f"cannot read {path}: {error.strerror}", code="unreadable_file"
        ) from error
