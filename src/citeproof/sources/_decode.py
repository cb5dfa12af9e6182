"""Bytes to text: BOM first, then a declared charset, then strict UTF-8, then detection.

Offsets are only as good as the decoding: a Latin-1 file read as UTF-8 with replacement
characters would shift every span after the first accented letter. So decoding is exact
or it is refused, and detection (``charset-normalizer``) is the last resort, not the first.

No decoding here ever yields a lone surrogate (U+D800-U+DFFF): they are not characters,
cannot be written as UTF-8 or JSON, and are invalid input everywhere else in citeproof.
Some codecs produce them from bytes (UTF-7's ``+2AA-``, ``unicode_escape``'s ``\\ud800``);
such a decoding is not exact, so the next candidate is tried, as for any other failure.
"""

from __future__ import annotations

import codecs
from typing import TYPE_CHECKING

from .._lazy import deferred
from ..text import find_lone_surrogate

if TYPE_CHECKING:
    import charset_normalizer
else:
    charset_normalizer = deferred("charset_normalizer")

__all__ = ["decode"]

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def _exact(data: bytes, encoding: str) -> str:
    """``data`` decoded strictly; a lone surrogate in the result is a decoding error."""
    text = data.decode(encoding)
    if encoding.replace("-", "").replace("_", "").lower() not in ("utf8", "utf8sig"):
        found = find_lone_surrogate(text)
        if found is not None:
            raise UnicodeDecodeError(
                encoding,
                data,
                0,
                len(data),
                f"decodes to a lone surrogate U+{ord(text[found]):04X} "
                f"(character {found}), which is not text",
            )
    return text


def decode(data: bytes, declared: str | None = None) -> tuple[str, str]:
    """Decode ``data``; return the text and the encoding used.

    Raises :class:`UnicodeDecodeError` when no encoding decodes it exactly.
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _exact(data, encoding), encoding
    if declared:
        try:
            return _exact(data, declared), declared.lower()
        except (LookupError, UnicodeDecodeError):
            pass
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as error:
        best = charset_normalizer.from_bytes(data).best()
        if best is None or best.encoding is None:
            raise error from None
        return _exact(data, best.encoding), str(best.encoding)
