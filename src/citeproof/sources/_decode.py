"""Bytes to text: BOM first, then a declared charset, then strict UTF-8, then detection.

Offsets are only as good as the decoding: a Latin-1 file read as UTF-8 with replacement
characters would shift every span after the first accented letter. So decoding is exact
or it is refused, and detection (``charset-normalizer``) is the last resort, not the first.
"""

from __future__ import annotations

import codecs

from charset_normalizer import from_bytes

__all__ = ["decode"]

_BOMS = (
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def decode(data: bytes, declared: str | None = None) -> tuple[str, str]:
    """Decode ``data``; return the text and the encoding used.

    Raises :class:`UnicodeDecodeError` when no encoding decodes it exactly.
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return data.decode(encoding), encoding
    if declared:
        try:
            return data.decode(declared), declared.lower()
        except (LookupError, UnicodeDecodeError):
            pass
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as error:
        best = from_bytes(data).best()
        if best is None or best.encoding is None:
            raise error from None
        return data.decode(best.encoding), str(best.encoding)
