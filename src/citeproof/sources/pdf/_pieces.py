"""Characters PDFium reads from a marked-content ``/ActualText``, given a pen's box.

A browser printing to PDF (Chromium's Skia) draws every glyph as a text object of its own,
and wraps in ``/Span <</ActualText (...)>> BDC ... EMC`` every cluster whose glyphs do
not map one to one to its characters: a ligature (``fi``, ``Th``), a small capital, a
letter with a combining mark the font places by mark positioning (``ẹ̀``, ``uͤ``, an NFD
``e`` + caron), a Hebrew letter with its points, every joined Arabic form, a Devanagari
conjunct. PDFium reads such an object as the ActualText's characters ("pieces"), each
with an equal share of the object's *ink* box for its box, the loose box too: no room
for the font's ascent and descent, and the pen's side bearings left out. Read as the
loose boxes of other characters are, they part words and lines that are whole:

- a gap of two side bearings between two pieces is a word gap between text objects
  (``OBJECT_GAP``): "bě žely", "Buͤ rger", small capitals "Pr o c e e d i n g s";
- a piece's box is the height of its ink (an x-height, a dot for a point over a Hebrew
  letter), so a line of joined Arabic letters is broken into runs at every change of
  height, and its unjoined alefs (ordinary glyphs with loose boxes) read as a line apart.

And PDFium reads a span's ActualText again for each of its objects that does not follow
the span's previous one in its reading order (it orders a line's objects by their
origins, and a mark's origin after its letter's advance puts the next letter between
them): "ìrọ̀l ọ̀ẹ́" for ``ìrọ̀lẹ́``, ``[ˈmɐ̃ ɐ̃j̃j̃]`` for ``[ˈmɐ̃j̃]``.

So on a page where a character's text object carries an ActualText mark, and its loose box
is its ink box (a piece: an ordinary glyph's loose box starts at its origin and spans the
font's em), each object's pieces are given the box its pen draws: from the origin (or the
ink, if it starts further left) to the ink's end plus the side bearing at its start (the
ink of all the span's objects: PDFium gives the objects after a span's first no character,
yet they are drawn: a combining mark's glyph, a Devanagari vowel sign drawn before its
consonant, the box of a glyph the font lacks), and
the font's ascent and descent about the baseline, as PDFium's loose box of an ordinary
glyph; the letters share it in order (right to left for a right-to-left letter) and each
combining mark stands at no width at its letter's end (where :func:`._extract._seat_marks`
seats a mark). A span read a second time (the same ActualText mark as an earlier object's)
is dropped, its ink added to the first reading's; and a right-to-left word holding pieces
is put in the order of its boxes (PDFium's order for pieces came left to right).

Only characters whose loose box's height differs from a neighbour's are asked at first (a
piece's is its ink's height, an ordinary glyph's its font's), and combining marks, then the
neighbours of each piece found: a page of one font and no marks asks nothing.
"""

from __future__ import annotations

import bisect
import ctypes
import math
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..._lazy import deferred
from ._glyphs import _address, text_objects
from ._layout import _is_mark, _is_rtl

if TYPE_CHECKING:
    import numpy as np
    import pypdfium2.raw as pdfium_c
else:
    np = deferred("numpy")
    pdfium_c = deferred("pypdfium2.raw")

__all__ = ["read_pieces"]

_ACTUAL_TEXT = b"ActualText"
_COUNT_MARKS: list[Any] = []
#: A loose box within this of the ink box (points) is the ink box: a piece.
_SAME = 1e-3
#: Heights differing by less than this share are one font's (a baseline's rounding).
_HEIGHTS = 0.05
#: A span's drawn ink reaches at most this many ems past what PDFium read of it.
NEAR = 3.0
#: A span's pen runs on to the next glyph's origin on its baseline at most this many ems
#: past its ink and side bearing: not over a word space (a fifth of an em or more), nor
#: over the kern of 0.15 em before LaTeX2ε's "2" (microtype's manual reads "LaTeX 2ϵ").
NEXT_PEN = 0.1
#: A font's ascent and descent (thousandths of an em) where it says none.
_ASCENT, _DESCENT = 750.0, -250.0


def _actual_text_mark(obj: int) -> int | None:
    """The handle of the innermost mark of text object ``obj`` with an ActualText, or None."""
    handle = ctypes.cast(ctypes.c_void_p(obj), pdfium_c.FPDF_PAGEOBJECT)
    count = pdfium_c.FPDFPageObj_CountMarks(handle)
    found = None
    for k in range(max(count, 0)):
        mark = pdfium_c.FPDFPageObj_GetMark(handle, k)
        if mark and pdfium_c.FPDFPageObjMark_GetParamValueType(mark, _ACTUAL_TEXT) > 0:
            found = ctypes.cast(mark, ctypes.c_void_p).value
    return found


def _actual_texts(mark: int) -> tuple[str, ...]:
    """What the ActualText of the mark at address ``mark`` may say (none: unreadable): as
    PDFium gives it, and, when that is all bytes, those bytes as UTF-16: PDFium widens each
    byte of a UTF-16 string whose BOM it took off (LuaTeX's ``<FEFF06440623064E>`` came
    "\x06D\x06#\x06N"), and a string of Latin letters is read as given."""
    handle = ctypes.cast(ctypes.c_void_p(mark), pdfium_c.FPDF_PAGEOBJECTMARK)
    size = ctypes.c_ulong()
    if not pdfium_c.FPDFPageObjMark_GetParamStringValue(handle, _ACTUAL_TEXT, None, 0, size):
        return ()
    buffer = (ctypes.c_ushort * max(size.value // 2, 1))()
    if not pdfium_c.FPDFPageObjMark_GetParamStringValue(
        handle, _ACTUAL_TEXT, buffer, size.value, size
    ):
        return ()
    text = bytes(buffer)[: max(size.value - 2, 0)].decode("utf-16-le", errors="replace")
    if len(text) % 2 or any(ord(char) >= 0x100 for char in text):
        return (text.lstrip("\ufeff"),)
    widened = bytes(ord(char) for char in text).decode("utf-16-be", errors="replace")
    return (text, widened.lstrip("\ufeff"))


def _in_actual_order(chars: str, group: list[int], actual: tuple[str, ...]) -> list[int]:
    """A right-to-left span's pieces in its ActualText's order when they are its
    characters in another: PDFium reverses a right-to-left stretch with the pieces in it,
    and LuaLaTeX's lam-alef of "الأَطْفَالُ" (ActualText "لأَ") came "ألَ", so its pen's
    right half went to the alef and "األَطْفَالُ" was read (KacstOne, Nazli, Lateef)."""
    if not any(_is_rtl(chars[k]) for k in group):
        return group
    given = _text(chars, group)
    said = next((text for text in actual if sorted(text) == sorted(given)), given)
    if said == given:
        return group
    left = list(group)
    ordered = []
    for char in said:
        at = next(i for i, k in enumerate(left) if chars[k] == char)
        ordered.append(left.pop(at))
    return ordered


def _count_marks() -> Any:
    """``FPDFPageObj_CountMarks`` as a prototype taking an object's address (no pointer
    object made for each of a page's hundreds of objects asked)."""
    if not _COUNT_MARKS:
        prototype = ctypes.PYFUNCTYPE(ctypes.c_int, ctypes.c_void_p)
        _COUNT_MARKS.append(prototype(_address(pdfium_c.FPDFPageObj_CountMarks)))
    return _COUNT_MARKS[0]


def _span_inks(
    page: object, wanted: set[int]
) -> tuple[dict[int, tuple[list[float], tuple[float, float]]], dict[float, list[float]]]:
    """For each ActualText mark of ``wanted``: the union of the bounds of the page's text
    objects carrying it, and its letter's origin. A span's objects after its first give
    PDFium no character (a combining mark's glyph, a pre-base vowel sign's, a missing
    glyph's box), but they are drawn. An object is taken where it touches the span's
    glyphs before it (within half the taller's height across: a logo's lowered E and its
    X after the T of microtype's "TeX", a span of its own), not where a span runs on over
    a tab to a table's next column (fragebogen's head).

    The letter's origin is that of the span's object standing on the baseline the most
    text objects of the page share, the widest of those: a mark's glyph is drawn from an
    origin of its own, raised or lowered (Chromium sets Arabic harakat so), and a thin
    letter (an alef, a lam) is narrower than a shadda over it. Taken from the widest
    object alone, a lam's baseline was its shadda's, three points up, and the word broke
    into runs at it, losing the space after it.

    Also returned: the origins of the page's glyphs on each baseline (rounded to a tenth
    of a point), in order, where a span's pen ends (:func:`_pen_end`): each ordinary
    glyph's, and each span's letter's, not its marks' (DejaVu's dagesh and sheva are drawn
    from origins of their own on the baseline, inside the letter)."""
    out: dict[int, list[float]] = {}
    origins: dict[float, list[float]] = {}
    drawn: dict[int, list[tuple[float, float, float]]] = {}  # a mark: (width, x, y) each
    baselines: Counter[float] = Counter()
    left, bottom, right, top = (ctypes.c_float() for _ in range(4))
    matrix = pdfium_c.FS_MATRIX()
    for at in range(pdfium_c.FPDFPage_CountObjects(page)):
        obj = pdfium_c.FPDFPage_GetObject(page, at)
        if not obj or pdfium_c.FPDFPageObj_GetType(obj) != pdfium_c.FPDF_PAGEOBJ_TEXT:
            continue
        placed = pdfium_c.FPDFPageObj_GetMatrix(obj, matrix)
        if placed:
            baselines[round(matrix.f, 1)] += 1
        mark = None
        if pdfium_c.FPDFPageObj_CountMarks(obj):
            mark = _actual_text_mark(ctypes.cast(obj, ctypes.c_void_p).value or 0)
        if mark is None:
            if placed:  # an ordinary glyph: its origin starts its pen
                origins.setdefault(round(matrix.f, 1), []).append(matrix.e)
            continue
        if not pdfium_c.FPDFPageObj_GetBounds(obj, left, bottom, right, top):
            continue
        box = [left.value, bottom.value, right.value, top.value]
        if mark in wanted:
            held = out.get(mark)
            if held is not None and not _touches(held, box):
                continue  # apart from the span's other glyphs: another column's (a TeX tab)
            out[mark] = box if held is None else _union(held, box)
        if placed:
            drawn.setdefault(mark, []).append((box[2] - box[0], matrix.e, matrix.f))
    letters: dict[int, tuple[float, float]] = {}  # a span: its letter's origin
    for mark, objects in drawn.items():
        _, x, y = max(objects, key=lambda o: (baselines[round(o[2], 1)], o[0]))
        letters[mark] = (x, y)
        origins.setdefault(round(y, 1), []).append(x)  # its marks' own origins left out
    spans = {mark: (ink, letters.get(mark, (math.nan, math.nan))) for mark, ink in out.items()}
    for xs in origins.values():
        xs.sort()
    return spans, origins


def _pen_end(
    origins: dict[float, list[float]], baseline: float, origin: float, end: float, em: float
) -> float:
    """Where a span's pen ends: ``end`` (its ink's end and a side bearing), or the origin
    of the next glyph on its baseline after its own ``origin`` when that stands past
    ``end``, within :data:`NEXT_PEN` ems. A browser draws each glyph at its pen's place (a
    space too), so the next origin is where this glyph's advance ends; its ink and side
    bearing fall short of it at a tail or a hook: Noto Hebrew's final kaf stood 0.8 pt
    before the shin it follows, and the space PDFium inferred there was kept
    ("וְחֹשֶׁ ךְ"). A joined letter's ink reaching over the next one's origin ends there."""
    xs = origins.get(round(baseline, 1))
    if not xs:
        return end
    at = bisect.bisect_right(xs, origin + _SAME)
    if at < len(xs) and end < xs[at] <= end + NEXT_PEN * em:
        return xs[at]
    return end


def read_pieces(
    raw: object, indices: list[int], chars: str, boxes: Any, page: object = None
) -> Any:
    """Give the pieces among the characters at ``indices`` (``chars``, their loose
    ``boxes``, changed in place) a pen's box (see the module's docstring). Returns the
    positions of the characters to keep, in their reading order (a span's second reading
    dropped, a right-to-left word's pieces put in order), or None when all stand as given."""
    n = len(indices)
    if n == 0:
        return None
    todo = _first_asked(chars, boxes)
    if not todo:
        return None
    # a character asked: its text object (0: none); the first ones asked in one call
    objects: dict[int, int] = dict(zip(todo, (o or 0 for o in text_objects(
        raw, [indices[k] for k in todo])), strict=True))  # fmt: skip
    marks: dict[int, int | None] = {}  # a text object: its ActualText mark
    count = _count_marks()
    for held in set(objects.values()):
        if held:  # most objects carry no mark: told by one bare call
            marks[held] = _actual_text_mark(held) if count(held) else None
    if not any(marks.values()):
        return None
    left, right, bottom, top = (ctypes.c_double() for _ in range(4))

    def is_piece(k: int) -> bool:
        address = objects.get(k)
        if address is None:
            obj = pdfium_c.FPDFText_GetTextObject(raw, indices[k])
            address = objects[k] = ctypes.cast(obj, ctypes.c_void_p).value or 0
        if not address:
            return False
        if address not in marks:
            marks[address] = _actual_text_mark(address)
        if marks[address] is None:
            return False
        if not pdfium_c.FPDFText_GetCharBox(raw, indices[k], left, right, bottom, top):
            return False
        tight = (left.value, bottom.value, right.value, top.value)
        return all(abs(a - b) <= _SAME for a, b in zip(tight, boxes[k].tolist(), strict=True))

    piece = np.zeros(n, dtype=bool)
    piece[sorted(_find_pieces(todo, is_piece, n))] = True
    if not piece.any():
        return None
    # groups: each text object's pieces (PDFium's reversal of a right-to-left stretch can
    # put an ordinary glyph between them: "ש א ׁ ִ" for the points of ``שִׁ``)
    members: dict[int, list[int]] = {}
    for k in np.flatnonzero(piece).tolist():
        members.setdefault(objects[k], []).append(k)
    groups = sorted(members.values())
    keep = np.ones(n, dtype=bool)
    first: dict[int, int] = {}  # an ActualText mark: the group that read it first
    inks: list[list[float]] = []
    for g, group in enumerate(groups):
        ink = [
            float(boxes[group, 0].min()), float(boxes[group, 1].min()),
            float(boxes[group, 2].max()), float(boxes[group, 3].max()),
        ]  # fmt: skip
        inks.append(ink)
        mark = marks[objects[group[0]]]
        assert mark is not None
        was = first.get(mark)
        if was is not None and _read_again(chars, group, groups[was]):
            keep[group] = False  # read again: its ink is the first reading's
            inks[was] = _union(inks[was], ink)
        else:
            first[mark] = g
    # a group: the ink of all its span's objects and its letter's origin (PDFium reads the
    # first object), the objects touching one another and within NEAR ems of what PDFium
    # read (a cluster's glyphs; a TeX ActualText spanning a tab to a table's next column is
    # no cluster)
    spans: dict[int, tuple[list[float], tuple[float, float]]] = {}
    origins: dict[float, list[float]] = {}
    if page is not None:
        drawn, origins = _span_inks(page, set(first))
        spans = {g: drawn[mark] for mark, g in first.items() if mark in drawn}
    ox, oy = ctypes.c_double(), ctypes.c_double()
    matrix = pdfium_c.FS_MATRIX()
    size = ctypes.c_float()
    ascent, descent = ctypes.c_float(), ctypes.c_float()
    for g, group in enumerate(groups):
        if not keep[group[0]]:
            continue
        x0, y0, x1, y1 = inks[g]
        at = indices[group[0]]
        if not pdfium_c.FPDFText_GetCharOrigin(raw, at, ox, oy):
            continue
        if not pdfium_c.FPDFText_GetMatrix(raw, at, matrix):
            continue
        if matrix.b != 0 or matrix.c != 0 or matrix.a <= 0 or matrix.d <= 0:
            continue  # turned, skewed or mirrored: left as PDFium gives it
        obj = ctypes.cast(ctypes.c_void_p(objects[group[0]]), pdfium_c.FPDF_PAGEOBJECT)
        font = pdfium_c.FPDFTextObj_GetFont(obj)
        em = y1 - y0
        if font and pdfium_c.FPDFTextObj_GetFontSize(obj, size) and size.value > 0:
            em = size.value * matrix.d
        span = spans.get(g)
        letter = ox.value  # the letter's origin (PDFium's may be its mark's, drawn first)
        if span is not None and _near(span[0], inks[g], em):
            x0, y0, x1, y1 = _union(inks[g], span[0])
            if not math.isnan(span[1][1]):  # the letter's baseline, not a raised mark's
                letter, oy.value = span[1]
        if font and size.value > 0:
            high = _ASCENT
            if pdfium_c.FPDFFont_GetAscent(font, 1000.0, ascent) and ascent.value > 0:
                high = ascent.value
            low = _DESCENT  # a Type 3 font (Skia's for a CFF font) may say none
            if pdfium_c.FPDFFont_GetDescent(font, 1000.0, descent) and descent.value < 0:
                low = descent.value
            y0 = min(y0, oy.value + em * low / 1000)
            y1 = max(y1, oy.value + em * high / 1000)
        mark = marks[objects[group[0]]]
        if mark is not None and any(_is_rtl(chars[k]) for k in group):  # (a Latin span's
            # ActualText is not read: Chromium wraps every small capital in one)
            group = groups[g] = _in_actual_order(chars, group, _actual_texts(mark))
        letters = [k for k in group if not _is_mark(chars[k])] or group[:1]
        rtl = _is_rtl(chars[letters[0]])
        # A right-to-left cluster's pen starts at its letter's origin: the object PDFium
        # reads first is the mark drawn before it (DejaVu's dagesh in a vav, whose origin
        # stood inside the letter: "תֹהוּוָבֹהוּ"). A left-to-right span's first object is
        # its first glyph (pdfTeX's "<value>" in microtype's syntax lines).
        start = letter if rtl else ox.value
        pen_start = min(x0, start)
        pen_end = x1 + max(x0 - start, 0.0)  # the side bearing at the start, at the end too
        pen_end = _pen_end(origins, oy.value, letter, pen_end, em)
        width = (pen_end - pen_start) / len(letters)
        for j, k in enumerate(letters):
            lo = pen_end - (j + 1) * width if rtl else pen_start + j * width
            boxes[k] = (lo, y0, lo + width, y1)
        edge = boxes[letters[0], 0] if rtl else boxes[letters[0], 2]
        for k in group:
            if k in letters:
                edge = boxes[k, 0] if rtl else boxes[k, 2]
                continue
            boxes[k] = (edge, y0, edge, y1)  # a mark: at no width at its letter's end
    order = _in_order(chars, boxes, indices, keep, groups)
    if order is None:
        return None if keep.all() else np.flatnonzero(keep)
    return np.array([k for k in order if keep[k]], dtype=np.int64)


def _first_asked(chars: str, boxes: Any) -> list[int]:
    """The characters asked first whether they are pieces: those whose loose box's height
    differs from a neighbour's (a piece's box is its ink's, and ordinary glyphs of one
    font and size share theirs), and each combining mark: a cluster's pieces hold its
    marks, and their ink may be as tall as the font's box beside them (LuaTeX's Frank
    Ruehl: "שֻּׁ" 8.9 points high from 530.9, the het before it 8.6 from 531.4, the final
    nun after it 9.2 from 530.8; unasked, its pieces kept PDFium's shares of the ink and
    "הַש ֻּׁ לְחָן" was read for "הַשֻּׁלְחָן")."""
    n = len(chars)
    height = boxes[:, 3] - boxes[:, 1]
    step = np.abs(height[1:] - height[:-1]) > _HEIGHTS * np.maximum(height[1:], height[:-1])
    differs = np.zeros(n, dtype=bool)
    differs[1:] |= step
    differs[:-1] |= step
    codes = np.frombuffer(chars.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    for k in np.flatnonzero(codes >= 0x300).tolist():
        if _is_mark(chars[k]):
            differs[k] = True
    return np.flatnonzero(differs).tolist()


def _find_pieces(todo: list[int], is_piece: Callable[[int], bool], n: int) -> set[int]:
    """The pieces among ``n`` characters: each of ``todo`` asked (``is_piece``), and from
    each piece found the two characters on each side of it. Two, not one: PDFium's
    reversal of a right-to-left stretch can put an ordinary glyph between two pieces of
    one span (LuaTeX's Frank Ruehl gave "הַיְּ" as the patah, the yod, the he, the dagesh
    and the sheva; the yod, unasked, kept a share of the span's ink, and a space was read
    after it: "הַיְּ לָדִים")."""
    pieces: set[int] = set()
    asked: set[int] = set()
    todo = list(todo)
    while todo:
        k = todo.pop()
        if k in asked or not 0 <= k < n:
            continue
        asked.add(k)
        if is_piece(k):
            pieces.add(k)
            todo.extend((k - 2, k - 1, k + 1, k + 2))
    return pieces


def _cluster_order(chars: str, unit: list[int]) -> list[int]:
    """A text object's pieces in their cluster's order: PDFium reverses a right-to-left
    stretch with the pieces of an ActualText in it, so a cluster of a letter and its mark
    came mark first ("ِإ" for ``إِ``: Noto Arabic as Chromium prints it), and a mark never
    starts a cluster. Reversed back when it starts with a mark and holds a right-to-left
    letter."""
    if len(unit) > 1 and _is_mark(chars[unit[0]]) and any(_is_rtl(chars[k]) for k in unit):
        return unit[::-1]
    return unit


def _marks_on_letters(
    chars: str, boxes: Any, units: list[list[int]], group_of: dict[int, int]
) -> list[list[int]]:
    """``units`` with each mark drawn as a glyph of its own (not a piece) joined to the
    letter under it (the unit of ordinary glyphs whose box holds its middle; else the unit
    before it): PDFium reverses a right-to-left stretch, so such a mark came before its
    letter as often as after it."""
    lone = [len(u) == 1 and u[0] not in group_of and _is_mark(chars[u[0]]) for u in units]
    out = [list(u) for u in units]
    alive = [True] * len(units)
    for i, unit in enumerate(units):
        if not lone[i]:
            continue
        middle = (float(boxes[unit[0], 0]) + float(boxes[unit[0], 2])) / 2
        seat = next(
            (j for j, u in enumerate(units)
             if not lone[j] and u[0] not in group_of
             and boxes[u[0], 0] <= middle <= boxes[u[0], 2]),
            None,
        )  # fmt: skip
        if seat is None:
            seat = next((j for j in range(i - 1, -1, -1) if not lone[j]), None)
        if seat is not None:
            out[seat].append(unit[0])
            alive[i] = False
    return [u for u, a in zip(out, alive, strict=True) if a]


def _near(drawn: list[float], read: list[float], em: float) -> bool:
    """Whether the span's ink ``drawn`` reaches at most NEAR ems past the ink PDFium read
    (a cluster's glyphs, a logo's letters; not a line's)."""
    reach = NEAR * em
    return (
        read[0] - drawn[0] <= reach
        and drawn[2] - read[2] <= reach
        and read[1] - drawn[1] <= reach
        and drawn[3] - read[3] <= reach
    )


def _touches(held: list[float], box: list[float]) -> bool:
    """Whether ``box`` stands within half the taller one's height of ``held``, across and
    up: a kasra's ink under a reh (Noto Arabic as Chromium prints it, drawn first) stands
    0.58 pt below the letter's, more than half its own 1.15 pt height."""
    slack = max(held[3] - held[1], box[3] - box[1]) / 2
    return (
        box[0] - held[2] <= slack
        and held[0] - box[2] <= slack
        and box[1] - held[3] <= slack
        and held[1] - box[3] <= slack
    )


def _read_again(chars: str, group: list[int], first: list[int]) -> bool:
    """Whether the pieces ``group`` of a span read again (the ActualText mark of the
    ``first`` reading) are that reading: the same characters, or the same reversed.
    PDFium reverses a right-to-left stretch with the pieces in it, and LuaLaTeX's
    vowelled Arabic (Scheherazade) gave a seen with its shadda and damma first as
    "سُّ" and again, from the marks' own glyph, as "ُّس": kept, the word read "السُّسُّوقِ"."""
    text = _text(chars, group)
    said = _text(chars, first)
    return text == said or text[::-1] == said


def _text(chars: str, group: list[int]) -> str:
    return "".join(chars[k] for k in group)


def _union(box: list[float], other: list[float]) -> list[float]:
    return [min(box[0], other[0]), min(box[1], other[1]),
            max(box[2], other[2]), max(box[3], other[3])]  # fmt: skip


def _in_order(
    chars: str, boxes: Any, indices: list[int], keep: Any, groups: list[list[int]]
) -> list[int] | None:
    """The characters' order (None: as given) with each text object's pieces together, at
    the first one's place, and each word of right-to-left letters that holds a piece put in
    the order of its pen boxes, right to left. PDFium orders a line's text objects by their
    origins and then reverses its right-to-left stretches, the ActualText's pieces with
    them: read in its order, the letters of a joined Arabic word came left to right. A word
    here is a stretch of consecutive characters (nothing PDFium reads between them, a space
    the first); its units are a text object's pieces and each other character (a mark
    after it stays with it), ordered by their middles."""
    n = len(chars)
    group_of: dict[int, int] = {}
    for g, group in enumerate(groups):
        for k in group:
            group_of[k] = g
    order: list[int] = []
    moved = False
    k = 0
    while k < n:
        end = k + 1
        while end < n and indices[end] == indices[end - 1] + 1:
            end += 1
        word = range(k, end)
        units: list[list[int]] = []
        placed: set[int] = set()
        for j in word:
            held = group_of.get(j)
            if held is not None:
                if held in placed:
                    continue
                placed.add(held)
                unit = _cluster_order(chars, [m for m in groups[held] if k <= m < end])
                moved |= unit != list(range(j, j + len(unit)))
                units.append(unit)
            else:
                units.append([j])
        if placed and any(_is_rtl(chars[j]) for j in word):
            units = _marks_on_letters(chars, boxes, units, group_of)
            live = [u for u in units if keep[u[0]]]
            middles = [(float(boxes[u[0], 0]) + float(boxes[u[0], 2])) / 2 for u in live]
            ranked = sorted(range(len(live)), key=lambda u: -middles[u])
            if ranked != list(range(len(live))):
                moved = True
                units = [live[u] for u in ranked] + [u for u in units if not keep[u[0]]]
        order.extend(j for unit in units for j in unit)
        k = end
    return order if moved else None
