"""What a declared ``Content-Type`` says: its media type, its charset, or nothing.

Shared by the dispatch and the formats' recognisers, so "undeclared" means one thing.
"""

from __future__ import annotations

import re

from .._lazy import re_pattern

__all__ = ["charset_of", "media_of", "undeclared"]

_CHARSET: re.Pattern[str] = re_pattern(r"charset\s*=\s*[\"']?([A-Za-z0-9_.:-]+)", re.I)


def media_of(content_type: str | None) -> str:
    """The media type, lower-cased, without parameters (empty when none is declared)."""
    return (content_type or "").split(";")[0].strip().lower()


def charset_of(content_type: str | None) -> str | None:
    """The declared ``charset`` parameter, if any."""
    if not content_type:
        return None
    match = _CHARSET.search(content_type)
    return match.group(1) if match else None


def undeclared(media: str) -> bool:
    """True when the media type tells nothing (none, or ``application/octet-stream``):
    then the file name, and the bytes, decide."""
    return not media or media == "application/octet-stream"
