"""TeX's big operators drawn from its math-extension font without a ToUnicode map.

Knuth's ``cmex10`` keeps ∑, ∏, ∫ and the other big operators at the codes of ASCII
letters, and a PDF that embeds it without a ToUnicode map (most of TeX's documentation)
gives those codes as the letters: a sum over ``j ≠ i`` read ``Pj̸=i``, one word with the
index, so no quote of what follows the sum could begin at ``j`` (amsmath's ``testmath``:
"j̸=i k̂ij" not confirmed). Such glyphs are read as the symbols they draw. The font is
asked only for the few characters that may be one (``FPDFText_GetFontInfo``, a call each).
"""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING, Any

from ..._lazy import deferred

if TYPE_CHECKING:
    import pypdfium2.raw as pdfium_c
else:
    pdfium_c = deferred("pypdfium2.raw")

__all__ = ["CMEX_SYMBOLS", "tex_symbols"]

#: ``cmex10``'s big operators at the codes of capitals, text style then display style
#: (Knuth's layout; the operators at ``[`` … ``a`` are left as read: those codes are
#: common in listings, and asking each one's font would cost more than they are worth).
CMEX_SYMBOLS = {
    "H": "∮", "I": "∮", "J": "⨀", "K": "⨀", "L": "⨁", "M": "⨁", "N": "⨂", "O": "⨂",
    "P": "∑", "Q": "∏", "R": "∫", "S": "⋃", "T": "⋂", "U": "⨄", "V": "⋀", "W": "⋁",
    "X": "∑", "Y": "∏", "Z": "∫",
}  # fmt: skip
_FONTS = frozenset({"CMEX7", "CMEX8", "CMEX9", "CMEX10"})


def _font(textpage_raw: Any, index: int, buffer: Any, flags: Any) -> str:
    """The base name of the font of the character at ``index``, its subset tag dropped."""
    pdfium_c.FPDFText_GetFontInfo(textpage_raw, index, buffer, len(buffer), ctypes.byref(flags))
    name: bytes = buffer.value
    return name.decode("latin-1").rpartition("+")[2].upper()


def tex_symbols(textpage_raw: Any, codes: Any, indices: list[int]) -> str:
    """The characters ``codes`` (code points of the characters at ``indices`` of the text
    page, a numpy array) as text, every capital drawn from ``cmex`` replaced by the
    operator it draws; the same length, so every box and index stays the character's."""
    chars: str = codes.astype("<u4").tobytes().decode("utf-32-le")
    candidates = ((codes >= ord("H")) & (codes <= ord("Z"))).nonzero()[0].tolist()
    if not candidates:
        return chars
    buffer = ctypes.create_string_buffer(64)
    flags = ctypes.c_int()
    out: list[str] | None = None
    for k in candidates:
        if _font(textpage_raw, indices[k], buffer, flags) in _FONTS:
            out = out if out is not None else list(chars)
            out[k] = CMEX_SYMBOLS[chars[k]]
    return chars if out is None else "".join(out)
