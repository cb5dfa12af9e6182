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


#: Python codecs that decode bytes to text but are no charset a document may declare:
#: ``undefined`` always fails, ``punycode`` and ``idna`` are for host names, the escape
#: codecs read source code's backslashes. A declaration naming one is ignored, as an
#: unknown name is (each raised ``UnicodeError``, not ``UnicodeDecodeError``, and escaped
#: every reader as a traceback).
_NOT_CHARSETS = frozenset({"undefined", "punycode", "idna", "unicode-escape", "raw-unicode-escape"})


def _is_charset(name: str) -> bool:
    """True when ``name`` is a Python text encoding that may be a document's charset
    (an unknown name, one holding a NUL, a codec of another kind: False)."""
    try:
        info = codecs.lookup(name)
    except (LookupError, ValueError):  # unknown; ValueError: a NUL in the name
        return False
    return info._is_text_encoding and info.name not in _NOT_CHARSETS


def decode(data: bytes, declared: str | None = None) -> tuple[str, str]:
    """Decode ``data``; return the text and the encoding used.

    Raises :class:`UnicodeDecodeError` when no encoding decodes it exactly.
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            return _exact(data, encoding), encoding
    if declared and _is_charset(declared):
        try:
            return _exact(data, declared), declared.lower()
        except (LookupError, UnicodeError):
            pass
    try:
        return data.decode("utf-8"), "utf-8"
    except UnicodeDecodeError as error:
        best = charset_normalizer.from_bytes(data).best()
        if best is None or best.encoding is None:
            raise error from None
        if best.encoding != _WESTERN and _as_good(data, best.chaos, best.coherence):
            return _exact(data, _WESTERN), _WESTERN
        return _exact(data, best.encoding), str(best.encoding)


#: The encoding undeclared legacy text is read in when detection cannot tell it from the
#: best guess: windows-1252, the WHATWG Encoding Standard's fallback (a superset of
#: Latin-1's printable characters).
_WESTERN = "cp1252"


def _as_good(data: bytes, chaos: float, coherence: float) -> bool:
    """Whether windows-1252 reads ``data`` as cleanly and as coherently as the detector's
    best guess did.

    False alarm prevented: a French Latin-1 file (``très``, ``déjà``) read as Central
    European cp1250 (``trčs``, ``déjŕ``), or ``café`` as UTF-16 (``捡曩``): the detector
    ranks encodings it cannot tell apart in its own order, and a genuine quote of the
    file's words was then NOT PRESENT. Cyrillic, Greek or Polish text, which windows-1252
    reads as a mess, keeps the detector's answer."""
    western = charset_normalizer.from_bytes(data, cp_isolation=[_WESTERN]).best()
    return western is not None and western.chaos <= chaos and western.coherence >= coherence
