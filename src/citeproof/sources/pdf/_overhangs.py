"""A glyph whose ink overhangs its advance, cut back to where its pen stops (issue 20).

Words are parted by the gaps between the glyphs' boxes (:class:`~._layout.RunBuilder`),
and a space PDFium infers is kept "unless the glyphs nearly touch": a font whose widths
are wrong makes PDFium infer spaces inside words whose letters touch. But an italic ``f``
reaches past its own advance, over the space after it, to the next word's first letter:
tkz-berge's NamedGraphs (Erewhon Italic) drew "one of only 14 such cubic graphs" with the
``f``'s box ending 0.06 pt past the ``o`` of "only", and the space PDFium inferred there
(two points between the pens, as after every other word of the line) was dropped:
"ofonly", so no quote of the sentence was confirmed. pdftotext and pdfminer both part
words by the pens, and read "of only".

So where a space is inferred or drawn before a glyph whose gap from the glyph before it is
narrower than a word gap, the glyph before is asked where its pen stops (its origin plus
its advance, as its font's widths and the text matrix say); a box reaching past that is
cut back to it. The widths are trusted only where they place the letter before it: the
pen of the glyph before the overhanging one must stop where the overhanging one starts,
within a kern. A font whose widths are wrong, the case the kept-unless-touching rule is
for, fails that, and its boxes stay as they are. Everywhere else a box stays as PDFium
gives it, and a glyph whose font cannot say its width keeps its box.
"""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING, Any

from ..._lazy import deferred
from ._layout import WORD_GAP
from ._texfonts import math_italic

if TYPE_CHECKING:
    import numpy as np
    import pypdfium2.raw as pdfium_c
else:
    np = deferred("numpy")
    pdfium_c = deferred("pypdfium2.raw")

__all__ = ["cut_overhangs"]

#: A box reaching less than this share of its height past the pen is left as it is (a
#: rounding of the widths, not an overhang) ...
LEAST_OVERHANG = 0.02
#: ... and one reaching past it by more than this share is not a letter's overhang (the
#: italic f's is a sixth of its box's height).
MOST_OVERHANG = 0.4
#: Between the pens, a space is this share of an em at least (TeX's word spaces shrink to
#: about a fifth of an em; kerns between letters stay under a tenth).
LEAST_SPACE = 0.12
#: The widths place a letter when the pen of the letter before stops within this share of
#: the height of where it starts (TeX's kerns between letters stay under a tenth of an em).
KERN = 0.12


def cut_overhangs(
    textpage_raw: object, index: Any, boxes: Any, spaces: Any, upright: Any, chars: str
) -> int:
    """Cut back, in ``boxes`` (rows ``left, bottom, right, top``, the glyphs ``chars`` at
    the text page's ``index``), the right edge of each upright small letter that a space
    and a letter follow and whose ink overhangs its advance into that space; ``upright``
    marks the glyphs read upright (None: all). Returns how many boxes were cut.

    Small letters of words only: between capitals or before a bracket or a comma, in math
    above all (``\\cal``'s "LETTERS", unicode-math's "𝛿(𝑉, 𝑥)"), TeX puts an italic letter's
    italic correction, as wide as its overhang, where PDFium infers a space too."""
    if len(index) < 2:
        return 0
    left, bottom, right, top = boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3]
    height = top[1:] - bottom[1:]
    narrow = spaces[1:] & (left[1:] - right[:-1] < WORD_GAP * height)
    if upright is not None:
        narrow &= upright[1:] & upright[:-1]
    narrow[0] = False  # the glyph before the space needs a letter before it, unspaced
    narrow[1:] &= ~spaces[1:-1]
    before = np.flatnonzero(narrow)  # the glyph before each such space
    cut = 0
    for k in before.tolist():
        if not _in_a_word(chars[k], chars[k + 1]):
            continue
        tall = top[k] - bottom[k]
        pen = _pen(textpage_raw, int(index[k]))
        if pen is None or pen[1] < left[k]:
            continue
        start, stop, em = pen
        if not LEAST_OVERHANG * tall < right[k] - stop < MOST_OVERHANG * tall:
            continue
        after = _origin(textpage_raw, int(index[k + 1]))
        if after is None or after - stop < LEAST_SPACE * em:
            continue  # a kern between the pens, not a space
        if not _same_font(textpage_raw, int(index[k]), int(index[k + 1])):
            continue  # TeX's italic correction before another font's glyph ("⟨Y⟩")
        previous = _pen(textpage_raw, int(index[k - 1]))
        if previous is None or abs(start - previous[1]) > KERN * tall:
            continue  # widths that do not place the letter before: not trusted
        if math_italic(textpage_raw, [int(index[k])], [None])[0]:
            continue  # TeX's italic correction after a math letter (see _texfonts)
        boxes[k, 2] = stop
        cut += 1
    return cut


def _pen(textpage_raw: object, at: int) -> tuple[float, float, float] | None:
    """Where the pen starts and stops for the character at ``at`` on an unturned,
    unmirrored text matrix (page space), and the font's em there; None when PDFium cannot
    say (no text object, a font without the character's width, a matrix that turns or
    skews)."""
    obj = pdfium_c.FPDFText_GetTextObject(textpage_raw, at)
    if not obj:
        return None
    matrix = pdfium_c.FS_MATRIX()
    if not pdfium_c.FPDFText_GetMatrix(textpage_raw, at, matrix):
        return None
    if matrix.b != 0 or matrix.c != 0 or matrix.a <= 0:
        return None
    font = pdfium_c.FPDFTextObj_GetFont(obj)
    size = ctypes.c_float()
    if not font or not pdfium_c.FPDFTextObj_GetFontSize(obj, size):
        return None
    width = ctypes.c_float()
    code = pdfium_c.FPDFText_GetUnicode(textpage_raw, at)
    if not pdfium_c.FPDFFont_GetGlyphWidth(font, code, size.value, width) or width.value <= 0:
        return None
    start = _origin(textpage_raw, at)
    if start is None:
        return None
    return start, start + width.value * matrix.a, size.value * matrix.a


def _in_a_word(letter: str, then: str) -> bool:
    """A small letter (not a mathematical alphanumeric) followed by a letter."""
    return letter.islower() and not "\U0001d400" <= letter <= "\U0001d7ff" and then.isalpha()


def _same_font(textpage_raw: object, at: int, then: int) -> bool:
    """True when the characters at ``at`` and ``then`` are drawn in one font. TeX puts an
    italic letter's italic correction (as wide as its overhang) only before a glyph of
    another font, an upright bracket or a math symbol; PDFium infers a space there too,
    and the ink meets across it as it does across the italic f's space."""
    fonts = []
    for index in (at, then):
        obj = pdfium_c.FPDFText_GetTextObject(textpage_raw, index)
        font = pdfium_c.FPDFTextObj_GetFont(obj) if obj else None
        if not font:
            return False
        fonts.append(ctypes.cast(font, ctypes.c_void_p).value)
    return fonts[0] == fonts[1]


def _origin(textpage_raw: object, at: int) -> float | None:
    """The character's origin across the page, or None when PDFium cannot say."""
    x, y = ctypes.c_double(), ctypes.c_double()
    if not pdfium_c.FPDFText_GetCharOrigin(textpage_raw, at, x, y):
        return None
    return float(x.value)
