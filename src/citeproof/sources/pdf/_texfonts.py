"""TeX's big operators drawn from its math-extension font without a ToUnicode map.

Knuth's ``cmex10`` keeps ∑, ∏, ∫ and the other big operators at the codes of ASCII
letters, and a PDF that embeds it without a ToUnicode map (most of TeX's documentation)
gives those codes as the letters: a sum over ``j ≠ i`` read ``Pj̸=i``, one word with the
index, so no quote of what follows the sum could begin at ``j`` (amsmath's ``testmath``:
"j̸=i k̂ij" not confirmed). Such glyphs are read as the symbols they draw. The font is
asked only for the few characters that may be one (``FPDFText_GetFontInfo``), once a text object.
"""

from __future__ import annotations

import ctypes
import re
from typing import TYPE_CHECKING, Any

from ..._lazy import deferred
from ._glyphs import _address, _bare, _pointer

if TYPE_CHECKING:
    import pypdfium2.raw as pdfium_c
else:
    pdfium_c = deferred("pypdfium2.raw")

__all__ = ["CMEX_SYMBOLS", "WIDE_ACCENTS", "lone_wide_accents", "math_italic", "tex_symbols"]

#: ``cmex10``'s big operators at the codes of capitals, text style then display style
#: (Knuth's layout; the operators at ``[`` … ``a`` are left as read: those codes are
#: common in listings, and asking each one's font would cost more than they are worth).
CMEX_SYMBOLS = {
    "H": "∮", "I": "∮", "J": "⨀", "K": "⨀", "L": "⨁", "M": "⨁", "N": "⨂", "O": "⨂",
    "P": "∑", "Q": "∏", "R": "∫", "S": "⋃", "T": "⋂", "U": "⨄", "V": "⋀", "W": "⋁",
    "X": "∑", "Y": "∏", "Z": "∫",
    # the wide hats and tildes, three sizes each (\widehat, \widetilde over a letter)
    "b": "\u02c6", "c": "\u02c6", "d": "\u02c6", "e": "\u02dc", "f": "\u02dc", "g": "\u02dc",
}  # fmt: skip
#: ``cmex``, and Latin Modern's math extension font, which keeps its layout.
_FONTS = frozenset({"CMEX7", "CMEX8", "CMEX9", "CMEX10", "LMMATHEXTENSION10-REGULAR"})
#: The codes of the wide accents, asked only where they stand alone (see tex_symbols).
WIDE_ACCENTS = tuple(map(ord, "bcdefg"))


#: ``FPDFText_GetFontInfo``, bare (:func:`._glyphs._bare`), made on first use.
_FONT_INFO: list[Any] = []


def _font(page: Any, index: int, buffer: Any, flags: Any) -> bytes | None:
    """The font name ``FPDFText_GetFontInfo`` writes into ``buffer`` for the character at
    ``index`` of the text page ``page`` (a pointer argument, :func:`._glyphs._pointer`),
    with its subset tag, or None when it writes nothing: no text object, or a name longer
    than the buffer, which then keeps what it held. Asked through a bare call: through
    pypdfium2's typed one (a converter object per argument, the GIL let go) each ask cost
    twice as much, and a TeX manual asks thousands (a text object's capitals)."""
    if not _FONT_INFO:
        _FONT_INFO.append(_bare(pdfium_c.FPDFText_GetFontInfo, ctypes.c_ulong))
    size = _FONT_INFO[0](page, index, buffer, ctypes.c_ulong(len(buffer)), flags)
    if not 0 < size <= len(buffer):
        return None
    name: bytes = buffer.value
    return name


def _base_name(name: bytes) -> str:
    """A font's base name, its subset tag (``ABCDEF+``) dropped, in capitals."""
    return name.decode("latin-1").rpartition("+")[2].upper()


def tex_symbols(textpage_raw: Any, codes: Any, indices: list[int], alone: Any = ()) -> str:
    """The characters ``codes`` (code points of the characters at ``indices`` of the text
    page, a numpy array) as text, every capital drawn from ``cmex`` replaced by the
    operator it draws, and every ``b`` to ``g`` at the positions ``alone``
    (:func:`lone_wide_accents`) drawn from it by the wide hat or tilde it draws; the same
    length, so every box and index stays the character's.

    PDFium answers a character's font from its text object, so the font is asked once a
    text object (the object of each capital is asked in bulk, :func:`._glyphs.text_objects`;
    asking every capital's font cost 3% of a TeX manual's reading). What one buffer reused
    for every capital would hold is kept too: a capital with no text object, or whose
    font's name overflows the buffer, is read with the name written before it."""
    chars: str = codes.astype("<u4").tobytes().decode("utf-32-le")
    candidates = ((codes >= ord("H")) & (codes <= ord("Z"))).nonzero()[0].tolist()
    if len(alone):  # the lone b to g too (see lone_wide_accents), in order
        candidates = sorted({*candidates, *map(int, alone)})
    if not candidates:
        return chars
    buffer = ctypes.create_string_buffer(64)
    flags = ctypes.byref(ctypes.c_int())
    page = _pointer(_address(textpage_raw))
    objects = _objects(textpage_raw, [indices[k] for k in candidates])
    written: dict[int, bytes | None] = {}  # what asking a text object's font writes
    held = b""  # what the buffer holds
    cmex = False  # whether that names a cmex font
    out: list[str] | None = None
    for k, obj in zip(candidates, objects, strict=True):
        if obj is None or obj not in written:
            name = _font(page, indices[k], buffer, flags)
            if obj is not None:
                written[obj] = name
        else:
            name = written[obj]
        if name is not None and name != held:
            held, cmex = name, _base_name(name) in _FONTS
        if cmex:
            out = out if out is not None else list(chars)
            out[k] = CMEX_SYMBOLS[chars[k]]
    return chars if out is None else "".join(out)


#: A ``b`` to ``g`` with no ASCII letter drawn right before or after it, in a page's text.
#: The letter comes first, the look back after it (it looks at the character before the
#: letter): a pattern that starts with a class is searched for that class alone, one that
#: starts with a look back tries it at every character of the page (a third slower).
_LONE_WIDE_ACCENT = re.compile("[b-g](?<![A-Za-z][b-g])(?![A-Za-z])")


def lone_wide_accents(text: str, index: Any) -> Any:
    """The glyphs (positions in ``index``, the page text's offsets of its glyphs) that are
    a ``b`` to ``g`` with no ASCII letter drawn right before or after them: a wide hat or
    tilde from ``cmex`` stands on its own (``βb`` over a β̂ in ``r-cran-lme4``'s vignette,
    read into the next line: "a point b estimate"); a letter of a word has a letter
    beside it, and asking every ``e`` its font would cost more than the few hats are
    worth. Found in the page's text by a regex (C speed), not glyph by glyph."""
    import numpy as np

    found = [m.start() for m in _LONE_WIDE_ACCENT.finditer(text)]
    return np.searchsorted(index, found)


def _objects(textpage_raw: Any, indices: list[int]) -> list[int | None]:
    """The text object of each character at ``indices`` (None for none)."""
    from ._glyphs import text_objects

    return text_objects(textpage_raw, indices)


#: TeX's math italic fonts, by base name: Knuth's ``cmmi`` and ``cmmib``, Latin Modern's,
#: and the math italics of txfonts, pxfonts and newtx (their letters are variables).
_MATH_ITALIC = re.compile(
    r"CMMIB?\d+|LMMATHITALIC\d*-(?:REGULAR|BOLD)|R?[TP]XMI|NEWTXMI\d*|NTXMI\d*"
)


def math_italic(textpage_raw: Any, indices: list[int], objects: list[int | None]) -> list[bool]:
    """Whether each character at ``indices`` (drawn by the text object ``objects`` names)
    is set in a TeX math italic font; the font is asked once a text object.

    TeX adds a letter's italic correction after it in math (``$NT$``, ``$M(\\psi)$``):
    poppler reads the gap as a space (``N T``, ``M (ψ)``) and citeproof none, so a quote
    copied through the one reader was not found in the other's reading
    (``r-cran-sandwich``: "N T correlated observations"). The places are marked, not
    read as spaces: the quote may have a space there or none."""
    buffer = ctypes.create_string_buffer(64)
    flags = ctypes.byref(ctypes.c_int())
    page = _pointer(_address(textpage_raw))
    known: dict[int, bool] = {}
    out: list[bool] = []
    for index, obj in zip(indices, objects, strict=True):
        found = known.get(obj) if obj is not None else None
        if found is None:
            name = _font(page, index, buffer, flags)
            found = name is not None and _MATH_ITALIC.fullmatch(_base_name(name)) is not None
            if obj is not None:
                known[obj] = found
        out.append(found)
    return out
