"""Characters of Type 3 fonts boxed from their baselines, as a font with an em boxes them.

A Type 3 font draws each glyph with PDF operators (TeX's bitmap fonts as ``dvips`` embeds
them: most papers and manuals typeset before about 2005) and gives PDFium no ascent and
descent it can use. Its loose box of such a character is then one of two things, both
wrong for reading lines:

- the glyph's ink, when the font's box is empty: each letter's bottom and top its own,
  ``p`` lower than ``o``, so runs broke at every descender and the word spaces between
  them were lost (TeX Live's ``sottigra``: "Un solution de facilité consiste à utiliser
  unepetite taille degravure");
- a box from a damaged font box reaching a hundred points above the line (the same
  file's "1.2" heading), so the heading's line swallowed the line above it.

:func:`baseline_boxes` gives such characters the box a font with an em gives: from the
baseline (PDFium's origin) a quarter em down and three quarters up, the em worked out per
font and size on the page from its glyphs' ink. So it does to the characters of a font that
says no ascent and descent (:func:`flat_fonts`), which PDFium boxes by their ink too. Only
a page whose boxes look like either case is asked about its fonts (:func:`suspect`), so
other pages cost a few array operations.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..._lazy import deferred
from ._glyphs import _address, text_objects

if TYPE_CHECKING:
    import numpy as np
    import pypdfium2.raw as pdfium_c
else:
    np = deferred("numpy")
    pdfium_c = deferred("pypdfium2.raw")

__all__ = ["NEEDED", "baseline_boxes", "flat_fonts", "suspect", "type3_fonts"]

#: A page is asked about its fonts when more than this share of the glyph pairs set
#: touching on one line differ in bottom or top (ink boxes: in a font with an em, glyphs
#: of one size on one line share both) ...
INK_SHARE = 0.25
#: ... counted over at least this many pairs,
MIN_PAIRS = 8
#: ... or when a glyph's box is this many times the page's usual height.
TOWERING = 6.0
#: The share of an em below the baseline and above it (PDFium gives a font with an em
#: its descent and ascent scaled to the font size: about these for book faces).
DESCENT, ASCENT = 0.25, 0.75
#: The tallest ink above the baseline in a font is about this share of its em (Computer
#: Modern's ascenders and capitals: 0.68-0.69).
INK_ASCENT = 0.7


def suspect(boxes: Any) -> bool:
    """True when the page's loose boxes (rows ``left, bottom, right, top`` in text order)
    look like a Type 3 font's: ink boxes, or a box towering over the page's text.

    Asked of every page, so the common answer is cheap: the tallest box against the
    median of three glyphs' heights, and whether most glyphs share the top of the glyph
    before them (as every glyph of one size on one line does in a font with an em);
    only a page where many do not is looked at pair by pair."""
    n = len(boxes)
    if n < 2:
        return False
    bottom, top = boxes[:, 1], boxes[:, 3]
    height = top - bottom
    probes = sorted(float(height[k]) for k in (n // 4, n // 2, 3 * n // 4))
    if probes[1] > 0 and float(height.max()) > TOWERING * probes[1]:
        return True
    if np.count_nonzero(top[1:] == top[:-1]) >= (1 - INK_SHARE) * (n - 1):
        return False
    size = np.maximum(height[1:], 1e-6)
    rise = np.abs(top[1:] - top[:-1])
    gap = boxes[1:, 0] - boxes[:-1, 2]
    touching = (np.abs(gap) < 0.1 * size) & (np.abs(bottom[1:] - bottom[:-1]) < 0.5 * size)
    pairs = int(np.count_nonzero(touching))
    ink = int(np.count_nonzero(touching & (rise > 0.02 * size)))
    return pairs >= MIN_PAIRS and ink > INK_SHARE * pairs


#: PDFium's functions this module needs besides those every reading uses.
NEEDED = (
    "FPDFTextObj_GetFont",
    "FPDFFont_GetIsEmbedded",
    "FPDFFont_GetFontData",
    "FPDFText_GetFontSize",
    "FPDFText_GetMatrix",
)
_FONT_CALLS: list[Any] = []  # the three font calls' prototypes, made once


def _font_calls() -> list[Any]:
    """``FPDFTextObj_GetFont``, ``FPDFFont_GetIsEmbedded`` and ``FPDFFont_GetFontData`` as
    prototypes taking addresses (a page object's, a font's), made on first use."""
    if not _FONT_CALLS:
        void = ctypes.c_void_p
        _FONT_CALLS.extend(
            (
                ctypes.CFUNCTYPE(void, void)(_address(pdfium_c.FPDFTextObj_GetFont)),
                ctypes.CFUNCTYPE(ctypes.c_int, void)(_address(pdfium_c.FPDFFont_GetIsEmbedded)),
                ctypes.CFUNCTYPE(ctypes.c_int, void, void, ctypes.c_size_t, void)(
                    _address(pdfium_c.FPDFFont_GetFontData)
                ),
            )
        )
    return _FONT_CALLS


def _fonts_where(objects: list[int | None], test: Callable[[int], bool]) -> dict[int, int]:
    """For each distinct text object address, its font's address when ``test`` holds of
    the font (asked once a font), else nothing."""
    get_font = _font_calls()[0]
    known: dict[int, bool] = {}
    out: dict[int, int] = {}
    for obj in set(objects):
        if not obj:
            continue
        font = get_font(obj)
        if not font:
            continue
        if font not in known:
            known[font] = test(font)
        if known[font]:
            out[obj] = font
    return out


def type3_fonts(objects: list[int | None]) -> dict[int, int]:
    """For each distinct text object address, its font's address when the font is a Type 3
    font (embedded, yet holding no font program), else nothing."""
    _, embedded, data = _font_calls()
    length = ctypes.c_size_t(0)

    def programless(font: int) -> bool:
        length.value = 0
        read = data(font, None, 0, ctypes.addressof(length))
        return bool(embedded(font)) and bool(read) and length.value == 0

    return _fonts_where(objects, programless)


#: A font whose ascent less its descent is under this share of an em says none: PDFium
#: boxes its glyphs by their ink.
FLAT = 0.1


def flat_fonts(objects: list[int | None]) -> dict[int, int]:
    """For each distinct text object address, its font's address when the font says no
    ascent and descent (under :data:`FLAT` of an em apart), else nothing. LuaTeX writes
    Noto Naskh Arabic's as 1 and 0 thousandths: PDFium then gives each glyph its ink for
    its loose box (a seen 2.9 points high, the lam beside it 7.5 from the same baseline),
    as it does a Type 3 font's, and every kasra under its letter was read as a line of
    its own ("ِ ِ" under "التَّاجرُ إِإِلَى")."""
    ascent, descent = ctypes.c_float(), ctypes.c_float()

    def flat(font: int) -> bool:
        handle = ctypes.cast(ctypes.c_void_p(font), pdfium_c.FPDF_FONT)
        told = pdfium_c.FPDFFont_GetAscent(handle, 1000.0, ascent) and (
            pdfium_c.FPDFFont_GetDescent(handle, 1000.0, descent)
        )
        return bool(told) and ascent.value - descent.value < FLAT * 1000

    return _fonts_where(objects, flat)


def baseline_boxes(textpage_raw: object, indices: list[int], boxes: Any, upright: Any) -> int:
    """Give the upright glyphs at ``indices`` (``upright`` a bool array, or None for all)
    drawn in a Type 3 font, or in a font that says no ascent and descent, a box from their
    baseline (see the module); ``boxes`` is changed in place. Returns how many glyphs were
    boxed anew."""
    if not all(hasattr(pdfium_c, name) for name in NEEDED):  # a PDFium that cannot tell
        return 0
    objects = text_objects(textpage_raw, indices)
    fonts = type3_fonts(objects) | flat_fonts(objects)
    if not fonts:
        return 0
    chosen = [
        k for k, obj in enumerate(objects) if obj in fonts and (upright is None or upright[k])
    ]
    if not chosen:
        return 0
    x, y = ctypes.c_double(), ctypes.c_double()
    left, right, low, high = (ctypes.c_double() for _ in range(4))
    origin_call, box_call = pdfium_c.FPDFText_GetCharOrigin, pdfium_c.FPDFText_GetCharBox
    baselines: list[float] = []
    inks: list[tuple[float, float]] = []
    sizes: list[tuple[int, float]] = []  # a glyph's font and size: one font set at two
    matrix = pdfium_c.FS_MATRIX()  # sizes (a heading and its text) has an em for each
    for k in chosen:
        index = indices[k]
        size = float(pdfium_c.FPDFText_GetFontSize(textpage_raw, index))
        if pdfium_c.FPDFText_GetMatrix(textpage_raw, index, ctypes.byref(matrix)):
            size *= abs(matrix.d) or abs(matrix.b) or 1.0
        sizes.append((fonts[objects[k]], round(size, 2)))  # type: ignore[index]
        if not origin_call(textpage_raw, index, ctypes.byref(x), ctypes.byref(y)):
            y.value = float(boxes[k, 1])
        baselines.append(y.value)
        if box_call(
            textpage_raw,
            index,
            ctypes.byref(left),
            ctypes.byref(right),
            ctypes.byref(low),
            ctypes.byref(high),
        ):
            inks.append((low.value, high.value))
        else:
            inks.append((float(boxes[k, 1]), float(boxes[k, 3])))
    ems: dict[tuple[int, float], float] = {}
    for key, base, (ink_low, ink_high) in zip(sizes, baselines, inks, strict=True):
        em = max((ink_high - base) / INK_ASCENT, ink_high - ink_low, 0.0)
        ems[key] = max(ems.get(key, 0.0), em)
    for k, key, base in zip(chosen, sizes, baselines, strict=True):
        em = ems[key] or 1.0
        boxes[k, 1] = base - DESCENT * em
        boxes[k, 3] = base + ASCENT * em
    return len(chosen)
