"""PDF text layer extraction with pypdfium2, as the page shows it.

PDFium gives every character with its box, fast, but in drawing order and often with no
space glyph between words (TeX, many office exports, OCR layers). So the text is rebuilt
from geometry (:mod:`._layout`): characters become runs with a space wherever the page
shows a word gap, runs become lines, lines are put in reading order by columns and bands,
and rotated text is read in its own frame. Then each page is analysed (:mod:`._furniture`):
running heads, page numbers and stamps are kept apart as furniture, footnotes are read
after the page's body, and raised footnote markers are noted, so a quote may step over
all of them. Lines are joined by a line break and pages by a blank line; each page's
start, each character's box and each block's place are kept for spans, pictures and
highlights. PDFium marks a hyphen at a line break as U+FFFE: it is shown as the hyphen
the page prints, which the ``hyphenation`` normalization then matches across.
"""

from __future__ import annotations

import ctypes
import gc
import math
import re
import unicodedata
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import partial
from itertools import pairwise, repeat
from typing import TYPE_CHECKING, Any

from ..._lazy import deferred
from ...errors import ErrorCode, SourceError
from ...text import FurnitureKind, Stepover
from .._document import Block, Representation, SourceDocument, sha256_hex
from .._pages import PageRange
from ..formats._signatures import guess_pdf, recognise_pdf
from ..ocr import (
    OcrMode,
    OcrOptions,
    OcrWord,
    available,
    current_ocr,
    engine_version,
    recognise,
)
from ._accents import (
    COMBINING,
    GlyphColumns,
    compose_accents,
    compose_negations,
    may_negate,
)
from ._furniture import PageLine, find_furniture, is_marker_text, mark_footnotes
from ._glyphs import (
    char_text,
    draws_annotations,
    level,
    loose_boxes,
    mirrored,
    text_objects,
    upright,
    upright_runs,
)
from ._isolated import read_isolated
from ._layout import (
    RTL_WORD_GAP,
    Line,
    Run,
    RunBuilder,
    _is_mark,
    _is_neutral,
    _is_rtl,
    line_parts,
    reading_order,
)
from ._ligatures import (
    ligature_codes,
    read_control_ligatures,
    read_ligatures,
    read_unmapped_cids,
)
from ._linenumbers import split_line_numbers
from ._margins import TextBlock, split_margin_notes, text_blocks
from ._overhangs import cut_overhangs
from ._pdfium import PDFIUM_LOCK
from ._pieces import read_pieces
from ._progress import report_page
from ._texcodes import read_tex_codes
from ._texfonts import WIDE_ACCENTS, lone_wide_accents, math_italic, tex_symbols
from ._type3 import baseline_boxes, suspect

if TYPE_CHECKING:
    import numpy as np
    import pypdfium2 as pdfium
    import pypdfium2.raw as pdfium_c
else:
    np = deferred("numpy")
    pdfium = deferred("pypdfium2")
    pdfium_c = deferred("pypdfium2.raw")

__all__ = [
    "FURNITURE_CONTEXT",
    "MAX_PDF_CHARACTERS",
    "PDF_WARNING",
    "extract_pdf",
    "guess_pdf",
    "read_pdf",
    "recognise_pdf",
]

PDF_WARNING = (
    "PDF text comes from the file's text layer. Reading order, columns, ligatures, and "
    "hyphenated line breaks may differ from the printed page."
)
#: At most this many characters are read from one PDF (a small file can inflate to
#: millions): more is refused as ``too_large``.
MAX_PDF_CHARACTERS = 10_000_000
#: At most this many characters on one page (the densest real pages hold about 20,000).
MAX_PAGE_CHARACTERS = 200_000
#: When only some pages are read, this many pages on each side are read too and dropped:
#: running heads and feet are told by repetition across pages (:mod:`._furniture`), and
#: a book's alternate on odd and even pages, so two pages alone repeat nothing (measured
#: by ``tests.realdocs.page_ranges``: see the README).
FURNITURE_CONTEXT = 4
#: A footnote marker stands at most this share of the text height after its word.
MARKER_GAP = 0.5
#: A mark drawn right after a letter is over it while its middle stands within the
#: letter's width widened by this share of the mark's width on each side: Noto Serif sets
#: the Church Slavonic psili of "ѻ҆" at the vowel's right edge, its middle 0.05 points past
#: the loose box, and it went on the next letter ("ѻт҆е́цъ" for "ѻ҆те́цъ", round 58's probe
#: of pages set by TeX); an accent TeX draws before its letter stands at that letter's
#: middle, far more than this from the letter before. (A quarter took Old Standard's
#: acute of "ꙋ́", its middle 0.42 points, 0.23 of its width, before the next ю, for the ю's.)
EDGE_SLACK = 0.1
#: A mark drawn from afar is sought stacked on the seated marks starting at most this many
#: of its widths left of it (:func:`_restack`).
STACK_REACH = 3.0
_LINE_END_HYPHEN = "\ufffe"
_NO_BOX = (math.nan,) * 4
_SPACES = frozenset(" \u00a0\u2002\u2003\u2009\u200a\u3000")
_SPACE_CODES = sorted(ord(space) for space in _SPACES)
_ANY_ACCENT = re.compile("[" + re.escape("".join(sorted(COMBINING))) + "]")
#: A unit after a number ("25 m", "3 cm", "10 km"): a raised digit after it is an exponent.
_UNIT = re.compile(r"(?:^|[\d\s])\d[\d.,]*\s?[^\W\d_]{1,3}\s?$")
_MARKER_AFTER = frozenset(".,;:)]\"'’”»!?")


class _Frame:
    """Turns page coordinates into a reading frame where the text runs left to right."""

    def __init__(self, degrees: int) -> None:
        angle = math.radians(degrees)
        self.degrees = degrees
        self.cos, self.sin = math.cos(angle), math.sin(angle)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, ...]:
        if self.degrees == 0:
            return x0, y0, x1, y1
        c, s = self.cos, self.sin
        xs = [x * c + y * s for x in (x0, x1) for y in (y0, y1)]
        ys = [-x * s + y * c for x in (x0, x1) for y in (y0, y1)]
        return min(xs), min(ys), max(xs), max(ys)


def _orientation(angle: float) -> int:
    """A character's angle as whole degrees counterclockwise: right angles, else 5° steps.

    PDFium measures the angle clockwise (in radians); the reading frame turns the other way.
    """
    degrees = -math.degrees(angle) % 360
    right = round(degrees / 90) * 90
    if abs(degrees - right) <= 3:
        return right % 360
    return (round(degrees / 5) * 5) % 360


def _page_runs(
    textpage: pdfium.PdfTextPage,
    title: str,
    page: int,
    page_raw: object = None,
    ligatures: dict[str, dict[int, str]] | None = None,
) -> tuple[dict[int, list[Run]], set[tuple[float, ...]]]:
    """The page's characters as runs, one list per orientation, in one pass; and the
    boxes of glyphs set after a TeX math italic glyph's italic correction, with no space
    read (:func:`._texfonts.math_italic`: a quote may have a space there or none).

    The text is read in one call (per-character reads cost ten times more) and the boxes
    in bulk (:func:`._glyphs.loose_boxes`). Spaces (drawn or inferred by PDFium) are
    passed on as hints; line breaks PDFium infers are ignored: geometry decides. Upright
    CJK text set in vertical columns is read in the frame where its columns are lines.
    A page whose text objects are all unturned (``page_raw``'s, :func:`._glyphs.upright`)
    has no angle asked per character, and its runs are built from arrays when none is
    right to left (:func:`._glyphs.upright_runs`); else glyph by glyph. Issue 20's rules
    hold on both paths: a text longer than the count (astral characters) is read as
    :func:`._glyphs.char_text` reads it, and a glyph PDFium gives an angle whose baseline is
    level (:func:`._glyphs.level`, asked only for those glyphs) is read upright.
    """
    count = textpage.count_chars()
    if count > MAX_PAGE_CHARACTERS:
        raise SourceError(
            f"{title}: page {page} holds {count:,} characters; at most "
            f"{MAX_PAGE_CHARACTERS:,} a page are read (MAX_PAGE_CHARACTERS)",
            code=ErrorCode.TOO_LARGE,
        )
    text = textpage.get_text_range(0, count) if count else ""
    raw = textpage.raw
    if len(text) != count:  # astral characters: index by character instead
        text = char_text(raw, count)  # a pair's second half is "\r": no glyph
    codes = np.frombuffer(text.encode("utf-32-le"), dtype="<u4")
    given = codes  # as PDFium gave them, before any glyph below is read otherwise
    if ligatures and (codes < 0x20).any():  # a ligature named at a control code (f_i at 27)
        text = read_control_ligatures(raw, codes, text, ligatures)
        codes = np.frombuffer(text.encode("utf-32-le"), dtype="<u4")
    if (codes < 0x20).any():  # TeX's ligatures and quotes in a Type 3 font (_texcodes)
        decoded = read_tex_codes(raw, text, codes)
        if decoded:
            text = "".join(decoded.get(k, char) for k, char in enumerate(text))
            codes = np.frombuffer(text.encode("utf-32-le"), dtype="<u4")
    space = codes == 0x20
    if (codes > 0x7F).any():  # the other spaces
        for code in _SPACE_CODES[1:]:
            space |= codes == code
    index = np.flatnonzero((codes >= 0x20) & ~space)  # control characters, \r\n: not glyphs
    n = len(index)
    if n == 0:
        return {}, set()
    indices = index.tolist()
    glyph_codes = codes[index]  # each glyph's code point as the text layer gives it
    chars = tex_symbols(raw, glyph_codes, indices, lone_wide_accents(text, index))
    if ligatures:  # ligature glyphs named in the encoding, mapped to nothing: as letters
        chars = read_ligatures(raw, glyph_codes, indices, chars, ligatures)
    if (given[index] > 0xFF).any():  # a composite font's glyph mapped to nothing: unknown
        chars = read_unmapped_cids(raw, given[index], indices, chars)
    boxes = loose_boxes(raw, indices)
    if int(glyph_codes.max()) >= 0x590 and space.any():  # right-to-left text and spaces
        space = _spaces_inside_letters(space, index, boxes, chars, partial(loose_boxes, raw))
    kept = read_pieces(raw, indices, chars, boxes, page_raw)  # ActualText: a pen's box
    if kept is not None:  # ... a span PDFium read twice, once; right to left in order
        index, glyph_codes, boxes = index[kept], glyph_codes[kept], boxes[kept]
        indices = index.tolist()
        chars = "".join(chars[k] for k in kept.tolist())
        n = len(index)
    chars = _seat_wide_accents(raw, indices, glyph_codes, chars, boxes)
    left, bottom, right, top = boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3]
    seen = np.cumsum(space)
    spaces = np.empty(n, dtype=bool)  # a space (drawn or inferred) since the glyph before
    spaces[0] = seen[index[0]] > 0
    spaces[1:] = seen[index[1:]] > seen[index[:-1]]
    if page_raw is not None and upright(page_raw, max(n // 4, 64)):
        turned = None
    else:
        angles = list(map(pdfium_c.FPDFText_GetCharAngle, repeat(raw, n), indices))
        orientations = {angle: _orientation(angle) if angle else 0 for angle in set(angles)}
        turned = np.array([orientations[angle] for angle in angles], dtype=np.int64)
        at = np.flatnonzero(turned)
        if len(at):  # a glyph with a level baseline is read in its line's frame (_glyphs.level)
            turned[at[level(raw, index[at].tolist())]] = 0
            at = np.flatnonzero(turned)
        if len(at):  # a lone glyph mirrored left to right (XeTeX's Ǝ) too, in its place
            flipped = at[mirrored(raw, index[at].tolist())]
            alone = set(flipped.tolist())
            moved = np.array(
                [k for k in alone if k - 1 not in alone and k + 1 not in alone], dtype=np.int64
            )
            turned[moved] = 0
            if len(moved):  # drawn after the letter it stands before: put in its place
                order = _in_place(sorted(moved.tolist()), boxes)
                index, boxes, turned = index[order], boxes[order], turned[order]
                indices = index.tolist()
                chars = "".join(chars[k] for k in order)
                spaces = _spaces_moved(spaces, order)
                left, bottom, right, top = boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3]
        if not turned.any():
            turned = None
    if suspect(boxes):  # ink or towering boxes (Type 3, no ascent): from the baseline
        baseline_boxes(raw, indices, boxes, None if turned is None else turned == 0)
    if int(glyph_codes.max()) >= 0x300:  # a combining mark drawn as a glyph of its own?
        # a right-to-left letter on the page? (a dash or a curly quote is past U+0590 too:
        # asked by code point alone, three pages in four were put in order, a third of
        # the reading's time)
        rtl_page = any(_is_rtl(char) for char in set(chars) if char >= "\u0590")
        slots = [ctypes.c_double() for _ in range(4)]
        reordered = _seat_marks(
            chars, boxes, turned, lambda k: _ink(raw, indices[k], slots), spaces
        )
        if reordered is not None:  # marks drawn before their letters: put after them
            order, spaces = reordered
            index, boxes, turned, chars = _in_order(order, index, boxes, turned, chars)
        if rtl_page and turned is None:  # right-to-left letters given left to right
            visual = _rtl_given_left_to_right(chars, boxes, spaces)
            if visual is not None:
                order, spaces = visual
                index, boxes, turned, chars = _in_order(order, index, boxes, turned, chars)
        if rtl_page and _LAM in chars:  # a lam-alef read alef first
            swapped = _lam_alef_in_order(chars, boxes)
            if swapped is not None:
                # (the spaces stay where they are: a word's opens at its first letter)
                index, boxes, turned, chars = _in_order(swapped, index, boxes, turned, chars)
        indices = index.tolist()
        left, bottom, right, top = boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3]
    # an italic f reaching over the space after it: its box cut back to its pen (_overhangs)
    cut_overhangs(raw, index, boxes, spaces, None if turned is None else turned == 0, chars)
    # Which text object a glyph belongs to matters only at a gap too narrow to be a word
    # gap by itself: asked there alone (each ask costs a pointer conversion).
    height = top[1:] - bottom[1:]
    gap = left[1:] - right[:-1]
    narrow = (0.03 * height < gap) & (gap < 0.3 * height)
    if turned is not None:
        narrow |= turned[1:] != 0
    ask = np.flatnonzero(narrow & ~spaces[1:]) + 1
    new_objects = np.zeros(n, dtype=bool)
    math_gaps: set[tuple[float, ...]] = set()
    if len(ask):
        objects = text_objects(raw, index[ask].tolist() + index[ask - 1].tolist())
        half = len(ask)
        new_objects[ask] = [a != b for a, b in zip(objects[:half], objects[half:], strict=True)]
        # after a letter (a math italic's glyphs are letters, but for a few symbols), on
        # an upright page (a turned glyph's box is in another frame)
        after = [j for j, k in enumerate(ask.tolist()) if chars[k - 1].isalpha()]
        if turned is None and after:
            left_objects = objects[half:]
            italic = math_italic(
                raw, [indices[ask[j] - 1] for j in after], [left_objects[j] for j in after]
            )
            math_gaps = {
                _box_key(*boxes[ask[j]].tolist())
                for j, in_math in zip(after, italic, strict=True)
                if in_math
            }
    degrees = turned.tolist() if turned is not None else [0] * n
    glyphs: list[_Glyph] | None = None
    # a spacing accent (or a backquote), or TeX's \not slash beside a relation: composed?
    if _ANY_ACCENT.search(chars) or may_negate(chars):
        columns = GlyphColumns(chars, (left, bottom, right, top), degrees, spaces, new_objects)
        composed = compose_negations(compose_accents(columns))
        # nothing composed: the arrays stand (a letter no character has with its accent
        # keeps the count: the accent out, the combining mark after the letter in)
        glyphs = None if composed is columns else list(composed)
    highest = int(glyph_codes.max())  # below Hebrew: no right-to-left, no CJK character
    rtl = highest >= 0x590 and any(_is_rtl(char) for char in set(chars) if char >= "\u0590")
    vertical = highest >= 0x2E80 and _may_be_vertical(glyph_codes)
    if turned is None and not rtl and not vertical:
        if glyphs is not None:  # accents composed into their letters: the arrays again
            chars = "".join(glyph[0] for glyph in glyphs)
            boxes = np.array([glyph[1:5] for glyph in glyphs], dtype=np.float64)
            spaces = np.array([glyph[6] for glyph in glyphs], dtype=bool)
            new_objects = np.array([glyph[7] for glyph in glyphs], dtype=bool)
        runs = upright_runs(chars, boxes, spaces, new_objects)
        return ({0: runs} if runs else {}), math_gaps
    if glyphs is None:
        glyphs = list(zip(chars, left.tolist(), bottom.tolist(), right.tolist(), top.tolist(),
                          degrees, spaces.tolist(), new_objects.tolist(), strict=True))  # fmt: skip
    return _builders(glyphs), math_gaps


_LAM = "\u0644"
#: The alefs a lam-alef ligature joins: alef, with madda, hamza above or below, wasla.
_ALEFS = "\u0622\u0623\u0625\u0627\u0671"


def _lam_alef_in_order(chars: str, boxes: Any) -> list[int] | None:
    """The glyphs' order with each lam-alef ligature read alef first (its two letters
    sharing one box, the alef's marks between them) put lam first; None when there is
    none. An alef joins no letter after it, so no ligature starts with one: XeTeX's text
    layer of Lateef's lam-alef says "ال", and "الأطفال" was read "األطفال" (round 59's
    probe of pages set by TeX)."""
    order = list(range(len(chars)))
    changed = False
    at = chars.find(_LAM)
    while at >= 0:
        alef = at - 1
        while alef > 0 and _is_mark(chars[alef]):
            alef -= 1
        after = at + 1
        while after < len(chars) and _is_mark(chars[after]):
            after += 1
        if (
            alef >= 0
            and chars[alef] in _ALEFS
            and bool(np.all(boxes[alef] == boxes[at]))
            and not (alef > 0 and bool(np.all(boxes[alef - 1] == boxes[at])))
            and not (after < len(chars) and bool(np.all(boxes[after] == boxes[at])))
        ):  # the box holds those two letters alone (not ﷲ, "الله", a review's finding)
            order[alef : at + 1] = [at, *range(alef, at)]
            changed = True
        at = chars.find(_LAM, at + 1)
    return order if changed else None


def _in_order(
    order: list[int], index: Any, boxes: Any, turned: Any, chars: str
) -> tuple[Any, Any, Any, str]:
    """The glyphs' indices, boxes, turns and characters in a new ``order``."""
    turned = None if turned is None else turned[order]
    return index[order], boxes[order], turned, "".join(chars[k] for k in order)


def _spaces_inside_letters(
    space: Any, index: Any, boxes: Any, chars: str, boxes_of: Callable[[list[int]], Any]
) -> Any:
    """``space`` (a mask of the page's characters) without the space glyphs drawn inside
    the right-to-left letter before them (``index``: the glyphs' characters, ``boxes``
    and ``chars`` theirs; ``boxes_of``: the loose boxes of characters), which separate no
    words: XeTeX's text layer gives Scheherazade's zero-width
    non-joiner, drawn at the end of "می" in "می‌روند", as a space glyph 2.7 points wide
    lying within the yeh's box, and the run builder, weighing a drawn space against the
    word's overlapping letters, read "می روند" (round 58's probe of pages set by TeX).
    A space PDFium infers has no width; one a file draws between words stands in their
    gap, not over a letter."""
    at = np.flatnonzero(space[1:] & ~space[:-1]) + 1  # a space right after a glyph
    if len(at) == 0:
        return space
    before = np.searchsorted(index, at - 1)
    found = (before < len(index)) & (index[np.minimum(before, len(index) - 1)] == at - 1)
    at, before = at[found], before[found]
    rtl = np.array([_is_rtl(chars[k]) for k in before.tolist()], dtype=bool)
    at, before = at[rtl], before[rtl]
    if len(at) == 0:
        return space
    drawn = boxes_of(at.tolist())
    letters = boxes[before]
    inside = (  # within the letter both ways (a turned page's space shares its letter's x)
        (drawn[:, 2] - drawn[:, 0] > 0.1)
        & (drawn[:, 0] >= letters[:, 0] - 0.05)
        & (drawn[:, 2] <= letters[:, 2] + 0.05)
        & (drawn[:, 1] >= letters[:, 1] - 0.05)
        & (drawn[:, 3] <= letters[:, 3] + 0.05)
    )
    if not inside.any():
        return space
    space = space.copy()
    space[at[inside]] = False
    return space


def _seat_wide_accents(raw: object, indices: list[int], codes: Any, chars: str, boxes: Any) -> str:
    """Give each wide hat or tilde read from ``cmex`` (:func:`._texfonts.tex_symbols`) the
    row of the letter under it, so that it is composed with that letter as a spacing
    accent is (``β̂``): the font's loose box reaches two lines below the hat, so the hat
    was read as a line of its own between two of the text's ("find a point⏎b⏎estimate",
    ``r-cran-lme4``). Its own ink (PDFium's tight box) says where it is; the letter is the
    one across whose box the ink's middle lies and whose own ink ends under the hat's, at
    most its height below it (the nearest; a letter of the line above, whose ink reaches
    past the hat's bottom, is none). A hat seated on no letter (over arrows, or a line's
    brackets) is read as it was, the letter its code names in its font's box: as a
    spacing accent there it was composed with a letter two lines under ("likêlihood").
    Returns ``chars`` with those hats as they were read."""
    if "\u02c6" not in chars and "\u02dc" not in chars:
        return chars
    hats = [
        k for k, char in enumerate(chars)
        if char in "\u02c6\u02dc" and int(codes[k]) in WIDE_ACCENTS
    ]  # fmt: skip
    if not hats:
        return chars
    unseated: list[int] = []
    letters = np.array([char.isalpha() for char in chars], dtype=np.bool_)
    height = boxes[:, 3] - boxes[:, 1]
    ink = [ctypes.c_double() for _ in range(4)]  # left, right, bottom, top
    for k in hats:
        found = _ink(raw, indices[k], ink)
        if found is None:
            unseated.append(k)
            continue
        left, bottom, right, _ = found
        middle = (left + right) / 2
        # letters across which the hat's middle lies, their boxes near it: asked their ink
        near = letters & (boxes[:, 0] <= middle) & (middle <= boxes[:, 2])
        near &= np.abs(bottom - boxes[:, 3]) <= 1.5 * height
        near[k] = False
        seat, gap = None, math.inf
        for j in np.flatnonzero(near).tolist():
            letter = _ink(raw, indices[j], ink)
            if letter is None:
                continue
            above = bottom - letter[3]  # from the letter's ink up to the hat's
            if -0.1 * (letter[3] - letter[1]) <= above < gap and above <= letter[3] - letter[1]:
                seat, gap = j, above
        if seat is None:
            unseated.append(k)
        else:
            boxes[k] = (left, boxes[seat, 1], right, boxes[seat, 3])
    if not unseated:
        return chars
    out = list(chars)
    for k in unseated:
        out[k] = chr(int(codes[k]))
    return "".join(out)


def _seat_marks(
    chars: str,
    boxes: Any,
    turned: Any,
    ink: Callable[[int], tuple[float, ...] | None] | None = None,
    spaces: Any = None,
) -> tuple[list[int], Any] | None:
    """Give each combining mark drawn as a glyph of its own over the letter before it (its
    middle within the letter's width) a box of no width at the letter's right edge, its
    own height kept (the letter's moved a list's symbols, ``𝑞⃗``, into a column of their
    own in ``asmeconf``'s nomenclature), as a composed accent's mark has
    (:func:`._accents.compose_accents`): a Unicode font sets
    ``V̆`` as a ``V`` and a breve (U+0306) over it, and the gap from the breve's right edge,
    left of the ``V``'s, to the comma after it was read as a word space ("V̆ , and Y̆ .",
    ``babel-latin``). A mark after a mark is seated on the letter under both. A mark over
    neither glyph beside it is seated on the letter of its line under most of its ``ink``
    (its tight box, asked by index: :func:`_letter_under`), put after that letter; one
    over no letter, a right-to-left letter's (whose edge at its right is where it starts)
    and a turned glyph's (its box in the page's frame) stay as drawn.

    A run of marks drawn before the letter it stands over (its middle within the width of
    the glyph after the run, not of the one before it) is that letter's: TeX's ``\\accent``
    and a math accent draw the accent first, and read in drawing order the mark went on
    the glyph before ("||̄𝜇" for ``\\bar\\mu`` in ``perfectcut``, a diaeresis on the ``k``
    of "Erlkönig"). Such runs are put after their letters, seated as above: the glyphs'
    new order is returned with ``spaces`` in it (:func:`_seated_spaces`; None when no
    mark moved), the boxes are changed in place.
    A mark seated from afar goes after the marks drawn right after its letter (their
    order is the text's: "и҆̀"). Round 57 seats right-to-left letters' marks too, as
    :func:`_letter_after`, :func:`_apart` and :func:`_inside` say."""
    # Every mark's place but the page's first glyph's (over no letter before it), in
    # order: a run of marks shares the glyph before the run (a walk back from each mark
    # was quadratic in a run's length: 8,000 marks in a row took 4 s). Only the glyphs
    # from U+0300 on are looked at, found in an array: a set of all of a page's glyphs,
    # made to ask each distinct one, was most of the seating's cost (and a page of Latin
    # text with a quotation mark or a bullet past U+0300 holds no mark at all).
    codes = np.frombuffer(chars.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    high = np.flatnonzero(codes >= 0x300).tolist()
    marks = {c for c in {chars[k] for k in high} if unicodedata.category(c) == "Mn"}
    if not marks:
        return None
    # (a right-to-left point may open the page: seated by its ink, _rtl_seat)
    places = [k for k in high if chars[k] in marks and (k > 0 or _is_rtl_point(chars[k]))]
    base = previous = -1
    moved: dict[int, list[int]] = {}  # a letter: the marks drawn away from it
    letters = None  # made at the first mark over neither glyph beside it
    every = None  # the letters of both directions: for a mark far from its run's letter
    forward: list[int] | None = None
    seats: dict[int, int | None] = {}  # a right-to-left point: its letter (None: stays)
    around: tuple[Any, Any] | None = None  # made at the first such point
    stays: list[tuple[float, float, int, int]] = []  # a mark over its letter: x0, x1, it, letter
    far: list[tuple[int, int | None, tuple[float, ...]]] = []  # seated from afar, ink
    for k in places:
        if turned is None and _is_rtl_point(chars[k]):
            if every is None:
                every = _letter_index([char.isalpha() for char in chars], boxes)
            if around is None:
                around = _letters_around(chars, marks)
            seat = seats[k] = _rtl_seat(chars, boxes, k, marks, seats, every, ink, around)
            if seat is not None:
                moved.setdefault(seat, []).append(k)
            previous = -1  # a mark after it starts a run of its own
            continue
        decomposed = _decomposed(chars, boxes, k, marks)
        if (
            k != previous + 1
            or decomposed is not None
            or (spaces is not None and spaces[k] and _apart(boxes, k))
        ):
            base = k - 1
            after = decomposed or _letter_after(chars, boxes, turned, k, marks)
            forward = None if after is None else moved.setdefault(after, [])
        previous = k
        if forward is not None:  # the run goes on the letter after it (seated below)
            forward.append(k)
            continue
        left, _, right, _ = boxes[base].tolist()
        upright = turned is None or not (turned[k] or turned[base])
        # A run far from the right-to-left letter before it (LuaLaTeX's Noto Hebrew: a
        # gimel's patah and dagesh, an ActualText of their own, given after the next
        # word's letters) is the letter's under its ink: left there, it was a word.
        if _is_rtl(chars[base]) and turned is None and k == base + 1 and _apart(boxes, k):
            if every is None:
                every = _letter_index([char.isalpha() for char in chars], boxes)
            seat = _letter_under(boxes, every, k, None if ink is None else ink(k))
            if seat is not None:  # the run's marks after it go with it
                forward = moved.setdefault(seat, [])
                forward.append(k)
            continue
        if _is_rtl(chars[base]) or not upright:
            continue
        if chars[base].isalpha() and _stands_over(boxes, k, left, right, ink):
            stays.append((float(boxes[k, 0]), float(boxes[k, 2]), k, base))
            _on_letter(boxes, k, base)
        elif turned is None and ink is not None:
            if letters is None:
                letters = _upright_letters(chars, boxes)
            seen = ink(k)
            seat = _letter_under(boxes, letters, k, seen)
            if seen is not None:
                far.append((k, seat, seen))
            if seat is not None:
                moved.setdefault(seat, []).append(k)
    if far and stays and ink is not None:  # a mark from afar stacked on a seated one
        _restack(far, stays, ink, moved, boxes)
    if not moved:
        return None
    order: list[int] = []
    marks_moved = {mark for run in moved.values() for mark in run}
    pending: list[int] = []  # marks moved to a letter: after those drawn right after it
    for k in range(len(chars)):
        if k in marks_moved:
            continue
        if pending and chars[k] not in marks:
            order.extend(pending)
            pending = []
        order.append(k)
        run = moved.get(k)
        if run is not None:
            if not _is_rtl(chars[k]):
                for mark in run:
                    _on_letter(boxes, mark, k)
            else:
                _inside(boxes, k, run)
            pending = run
    order.extend(pending)
    return order, None if spaces is None else _seated_spaces(spaces, order, marks_moved)


def _seated_spaces(spaces: Any, order: list[int], moved: set[int]) -> Any:
    """``spaces`` (a space since the glyph before) in the seated ``order``: a mark
    moved to its letter takes none, every other glyph keeps its own, and a space before a
    mark drawn before the glyphs it was moved past is the first of those glyphs' (XeTeX's
    vowelled Arabic: PDFium infers a space before each haraka, drawn off the baseline
    before its letter; before "فِي" it is the word's space, and the run builder weighs a
    space against the gap, so one inside a word is dropped). Given to the letter in
    place of the letter's own, the space before "إِلَى" was lost; given to the glyph after
    the mark's new place, a mark seated back on its letter was read as a word of its own
    ("fin ́ is", a review's finding)."""
    kept = spaces.copy()
    position = np.empty(len(order), dtype=np.int64)
    position[order] = np.arange(len(order))
    for mark in sorted(moved):
        if not kept[mark]:
            continue
        kept[mark] = False
        after = mark + 1
        while after in moved:
            after += 1
        if after < len(order) and position[after] < position[mark]:
            kept[after] = True
    return kept[order]


def _rtl_given_left_to_right(chars: str, boxes: Any, spaces: Any) -> tuple[list[int], Any] | None:
    """The glyphs' order with each stretch of right-to-left letters (each with the marks
    after it) that PDFium gives partly left to right put in the order of their boxes'
    middles, right to left; and ``spaces`` in that order. None when every stretch stands
    in order.

    LuaTeX draws a right-to-left line left to right, and PDFium reverses the order of its
    text objects but not the letters inside one (a stretch of ordinary glyphs, often
    across a word space) nor always the pieces of an ActualText: LuaLaTeX's Ezra SIL
    "הָאִכָּר" came as "הָאִ", then "כָּ" (an ActualText), then "ר" in an object with the
    next word's letters, a space inferred between each, and was read "הָ כָּ אִ ר"; in
    Scheherazade "والزيت" was read "اولزيت" (the waw kerned over the alef given before
    it, both in one run). A stretch is a row of right-to-left letters on one line (each
    box over half the height of the one before it) and the punctuation between them (a
    full stop between two sentences: "کتابخانهٔ", an ActualText given first, was put
    after its sentence's other words when the stretch ended there). It is reordered only
    when a letter in it stands right of the letter given just before it (its middle
    past that letter's right edge) and touches it, which a line in its reading order
    never does; letters a word gap apart may be words a page set left to right without
    reordering them (fontbook's "ؠ ء آ أ ؤ" in a French line, read as typed).

    The spaces PDFium inferred between the text objects fall anywhere in such a word: a
    space is kept only between two glyphs that followed each other as given (the
    stretch's first glyph takes the space before the stretch), and put where two letters
    stand a word gap apart (RTL_WORD_GAP of their height, as between two runs of them:
    XeTeX's Scheherazade sets a word space at 0.11 of its tall loose boxes, under the run
    builder's gap inside a run, and "التَّاجِرُإِلَى" was read as one word)."""
    n = len(chars)
    starts = [k for k in range(n) if k == 0 or not _is_mark(chars[k])]
    ends = [*starts[1:], n]
    order: list[int] = []
    out_spaces: list[bool] = []
    changed = False
    i = 0
    while i < len(starts):
        j = i + 1
        ahead = False
        opens = _is_neutral(chars[starts[i]]) and i + 1 < len(starts)
        if _is_rtl(chars[starts[i]]) or (opens and _is_rtl(chars[starts[i + 1]])):
            # a full stop given just before the stretch is sorted with it (a review's
            # finding: LuaTeX's "אֹתִי." lost its stop to the line's start)
            last = i  # the stretch's last right-to-left letter (or its opening stop)
            while j < len(starts) and (_is_rtl(chars[starts[j]]) or _is_neutral(chars[starts[j]])):
                a, b = boxes[starts[j - 1]].tolist(), boxes[starts[j]].tolist()
                low = min(a[3] - a[1], b[3] - b[1])
                if min(a[3], b[3]) - max(a[1], b[1]) < 0.5 * low:
                    break  # another line
                if _is_rtl(chars[starts[j]]):  # right of the letter before it, in its word
                    ahead |= (
                        last == j - 1
                        and b[0] + b[2] > 2 * a[2]
                        and b[0] - a[2] < RTL_WORD_GAP * low
                    )
                    last = j
                j += 1
            j = last + 1  # a full stop or a bracket after it: the next stretch's, but
            # one standing within the stretch's letters (given after them: "الْقِرَاءَةِ.")
            span = boxes[[starts[c] for c in range(i, last + 1)]]
            lo, hi = float(span[:, 0].min()), float(span[:, 2].max())
            _, ly0, _, ly1 = boxes[starts[last]].tolist()
            while j < len(starts) and _is_neutral(chars[starts[j]]):
                x0, y0, x1, y1 = boxes[starts[j]].tolist()
                on_line = min(y1, ly1) - max(y0, ly0) >= 0.5 * min(y1 - y0, ly1 - ly0)
                if not (on_line and lo <= (x0 + x1) / 2 <= hi):
                    break  # (the next line's opening stop stood within a line above)
                j += 1
        clusters = list(range(i, j))
        if ahead:
            middles = {c: float(boxes[starts[c], 0] + boxes[starts[c], 2]) for c in clusters}
            clusters.sort(key=lambda c: -middles[c])
            clusters = _ties_in_visual_order(clusters, middles, i, j)
            changed |= clusters != list(range(i, j))
        for at, c in enumerate(clusters):
            for k in range(starts[c], ends[c]):
                space = bool(spaces[k]) and bool(order) and order[-1] == k - 1
                if k == starts[c] and at == 0:
                    space = bool(spaces[starts[i]])
                elif k == starts[c] and ahead:  # a word gap between two right-to-left runs
                    # (from the boxes alone: a space PDFium inferred between two objects
                    # falls inside a joined word, "الْحَمْ دُ", a review's finding)
                    a, b = boxes[starts[clusters[at - 1]]].tolist(), boxes[k].tolist()
                    low = min(a[3] - a[1], b[3] - b[1])
                    space = a[0] - b[2] >= RTL_WORD_GAP * low
                order.append(k)
                out_spaces.append(space)
        i = j
    if not changed:
        return None
    return order, np.array(out_spaces, dtype=bool)


def _decomposed(chars: str, boxes: Any, k: int, marks: set[str]) -> int | None:
    """The right-to-left letter after the mark ``k`` when the marks from ``k`` on and
    that letter have the very same box: one glyph, a presentation form PDFium decomposed
    and gave marks first (XeLaTeX's Frank Ruehl "יּ", U+FB39, read as a dagesh, then the
    yod: the dagesh went on the letter before); else None."""
    after = k + 1
    while after < len(chars) and chars[after] in marks and (boxes[after] == boxes[k]).all():
        after += 1
    if after >= len(chars) or not _is_rtl(chars[after]):
        return None
    return after if bool((boxes[k] == boxes[after]).all()) else None


def _inside(boxes: Any, letter: int, run: list[int]) -> None:
    """Marks seated on a right-to-left letter keep their boxes where these cross the
    letter's (the run builder reads a mark over its letter as the letter's, no gap
    measured: :meth:`._layout.RunBuilder.add`); one that does not cross it (LuaLaTeX's
    dagesh read from an ActualText at no width at its letter's edge, then read as a
    word's end: "הַגַ ּ ן") gets the letter's width."""
    x0, _, x1, _ = boxes[letter].tolist()
    for mark in run:
        if not min(boxes[mark, 2], x1) > max(boxes[mark, 0], x0):
            boxes[mark, 0], boxes[mark, 2] = x0, x1


def _on_letter(boxes: Any, mark: int, letter: int) -> None:
    """Give a mark seated on a left-to-right letter a box of no width at the letter's
    right edge, from the letter's bottom (or its own, lower) to its own top: LuaTeX draws
    a mark on a baseline of its own, 2.4 points over its letter's, and the run was broken
    there, the mark read as a run of its own at the next run's edge ("свѣтъ ... мⷭ ́ ҇цъ",
    round 58's probe of pages set by TeX)."""
    right = boxes[letter, 2]
    boxes[mark, 0] = boxes[mark, 2] = right
    boxes[mark, 1] = min(boxes[mark, 1], boxes[letter, 1])


def _stands_over(
    boxes: Any,
    k: int,
    left: float,
    right: float,
    ink: Callable[[int], tuple[float, ...] | None] | None,
) -> bool:
    """The mark ``k`` stands over the letter from ``left`` to ``right``: its middle within
    the letter's width (widened by :data:`EDGE_SLACK` of its own). A mark whose loose box
    reaches out of the letter's is judged by its ink: the loose box runs on to the mark's
    origin, and Old Standard's acute over "ꙋ́", drawn after the ю with its origin inside
    the ю, stood by its loose box over the ю ("ст҃ꙋю́", round 58's probe of pages set by
    TeX)."""
    x0, x1 = float(boxes[k, 0]), float(boxes[k, 2])
    if ink is not None and (x0 < left or x1 > right):
        seen = ink(k)
        if seen is not None:
            x0, x1 = seen[0], seen[2]
    slack = EDGE_SLACK * (x1 - x0)
    return left - slack <= (x0 + x1) / 2 <= right + slack


def _restack(
    far: list[tuple[int, int | None, tuple[float, ...]]],
    stays: list[tuple[float, float, int, int]],
    ink: Callable[[int], tuple[float, ...] | None],
    moved: dict[int, list[int]],
    boxes: Any,
) -> None:
    """Seat each mark drawn from afar (``far``: it, the letter under its ink or None, its
    ink) that stands stacked over or under a mark drawn over its letter (``stays``) on
    that mark's letter, in ``moved``: marks stack outwards from their letter, and the
    letter under a stacked mark's own ink may be the next one. Noto Serif sets the
    acute of "ѻ҆́" beside and over the psili at the vowel's right edge, drawn after the
    line: most of its ink stands over the н after it, and it went there ("ѻ҆н́ое", round
    58's probe of pages set by TeX). Stacked: overlapping the other mark across half the
    narrower one's width, its middle beyond the other's middle, the gap between them less
    than the other's height, and that mark's letter on its line (their loose ``boxes``
    overlapping for half the lower one's height, as :func:`_letter_under` asks: Chromium's
    Vietnamese circumflex went to a letter of the line above)."""
    stays.sort()
    starts = [x0 for x0, _, _, _ in stays]
    inks: dict[int, tuple[float, ...] | None] = {}  # each seated mark's, asked once
    for k, seat, (fx0, fy0, fx1, fy1) in far:
        best, overlap = None, 0.0
        # a mark it is stacked on starts within a few of its widths (the widest seated
        # mark's width, one loose box running to a far origin, made every search the page)
        lo = bisect_left(starts, fx0 - STACK_REACH * (fx1 - fx0))
        hi = bisect_right(starts, fx1)
        _, y0, _, y1 = boxes[k].tolist()
        for _, _, mark, letter in stays[lo:hi]:
            _, ly0, _, ly1 = boxes[letter].tolist()
            if min(y1, ly1) - max(y0, ly0) < 0.5 * min(y1 - y0, ly1 - ly0):
                continue  # its letter is on another line
            other = inks[mark] if mark in inks else inks.setdefault(mark, ink(mark))
            if other is None:
                continue
            ox0, oy0, ox1, oy1 = other
            across = min(fx1, ox1) - max(fx0, ox0)
            height = oy1 - oy0
            stacked = (fy0 + fy1 > oy0 + oy1 and fy0 - oy1 < height) or (
                fy0 + fy1 < oy0 + oy1 and oy0 - fy1 < height
            )
            if stacked and across >= 0.5 * min(fx1 - fx0, ox1 - ox0) and across > overlap:
                best, overlap = letter, across
        if best is None or best == seat:
            continue
        if seat is not None:
            moved[seat].remove(k)
            if not moved[seat]:
                del moved[seat]
        moved.setdefault(best, []).append(k)


def _is_rtl_point(mark: str) -> bool:
    """A combining mark of a right-to-left script: Hebrew, Arabic, Syriac, Thaana, NKo
    (U+0590 to U+08FF) or Hebrew's varika (U+FB1E); not a mark of any script, as a math
    accent (U+20D7) is, whose seating is :func:`_seat_marks`'s own."""
    return "\u0590" <= mark < "\u0900" or mark == "\ufb1e"


def _rtl_seat(
    chars: str,
    boxes: Any,
    k: int,
    marks: set[str],
    seats: dict[int, int | None],
    letters: tuple[Any, Any, float],
    ink: Callable[[int], tuple[float, ...] | None] | None,
    neighbours: tuple[Any, Any],
) -> int | None:
    """The letter a Hebrew or Arabic point ``k`` is moved after, or None when it stays
    where it is drawn (after the letter before it, or over no letter). Each point is
    seated on its own: on the letter its stacked neighbour went to (a fatha and its
    shadda share one box), on a presentation form PDFium decomposed
    (:func:`_decomposed`), where it is (over the letter before it), on the letter after
    it (:func:`_letter_after`), else on the letter under its ink (:func:`_letter_under`),
    unless that letter is the glyph after it and the point reaches into the letter before
    it (in logical order: Noto's holam at its bet's or vav's left edge, over the next
    letter's edge; one only touching it, fontwrap's fatha at its reh's edge, is over the
    letter after it). A point after a point asks its ink first: a shin dot at no width on
    its shin's edge, after the qamats, stood over the lamed after it (a review's finding).
    ``neighbours``: each glyph's last letter at or before it, and its first at or after it
    (:func:`_letters_around`; walked from each point, a run of 8,000 took 7 s).

    XeTeX draws each haraka of vowelled Arabic before its letter, off the baseline, and
    PDFium gives a line in pieces: a kasra came after the next word's letters, a
    fatha before the word it stands in. Read by runs of marks, as Latin accents are, a
    run took the letter of its first mark and every haraka after the first in a piece
    was misplaced ("َذ َه َب" for "ذَهَبَ", round 58's probe of pages set by TeX)."""
    if k == 0:  # the page's first glyph: the letter under its ink (a review's finding:
        # left first, LuaTeX's patah of "הַיָּם" stood before the sorted line, "היָּם")
        return _letter_under(boxes, letters, k, None if ink is None else ink(k))
    before = k - 1
    if before in seats and _crosses(boxes, before, k):  # stacked on the point before it
        seat = seats[before]
        if seat is None or _over(boxes, seat, k):
            return seat
    decomposed = _decomposed(chars, boxes, k, marks)
    if decomposed is not None:
        return decomposed
    last_letter, next_letter = neighbours
    base = int(last_letter[before])  # the letter before its run of marks (-1: none)
    following = int(next_letter[k + 1]) if k + 1 < len(chars) else len(chars)
    seen = None if ink is None else ink(k)
    if _before_its_letter(chars, boxes, base, following, k, seen):
        return following
    if base >= 0 and _over(boxes, base, k, seen):
        return _at_left_edge(chars, boxes, base, k, following)
    if chars[before] in marks:  # after a point: the letter under its own ink first
        seat = _letter_under(boxes, letters, k, seen)
        if seat is None:
            seat = _letter_after(chars, boxes, None, k, marks, following)
    else:
        seat = _letter_after(chars, boxes, None, k, marks, following)
        if seat is None:
            seat = _letter_under(boxes, letters, k, seen)
    if seat is None or seat == base:
        return None
    if base >= 0 and seat == following and _overlaps(boxes, base, k):
        return None  # in logical order: reaching into its letter, over the next one's edge
    return seat


def _ties_in_visual_order(
    clusters: list[int], middles: dict[int, float], first: int, end: int
) -> list[int]:
    """``clusters`` (sorted by their middles, right to left) with each run of them sharing
    one box (a ligature's letters) reversed where the clusters given just before and just
    after it stand left and right of it: given left to right, as LuaTeX gives KacstOne's
    lam-alef of "الأطفال" ("األطفال" was read). XeTeX gives a ligature in logical order
    in a line it reorders too ("تى" of "حَتَّى": reversed, "حَىتَّ", a review's finding)."""
    out: list[int] = []
    p = 0
    while p < len(clusters):
        q = p + 1
        middle = middles[clusters[p]]
        while q < len(clusters) and middles[clusters[q]] == middle:
            q += 1
        tied = clusters[p:q]
        lo, hi = min(tied), max(tied)
        if (
            len(tied) > 1
            and lo > first
            and middles[lo - 1] < middle
            and hi + 1 < end
            and middles[hi + 1] > middle
        ):
            tied.reverse()
        out.extend(tied)
        p = q
    return out


def _before_its_letter(
    chars: str, boxes: Any, base: int, following: int, k: int, seen: tuple[float, ...] | None
) -> bool:
    """The point ``k`` is the letter's after it: its line is given left to right (as
    HarfBuzz orders a right-to-left run for display, and LuaTeX draws it: each point
    before its letter) and its ink stands over that letter. Amiri's fathas stand at their
    letters' joins, over the letter before them too: seated there, LuaLaTeX's "الحَدِيقَةِ"
    was read "الحدَِيقَةِ"."""
    if base < 0 or following >= len(chars):
        return False
    if not (_is_rtl(chars[base]) and _is_rtl(chars[following])):
        return False
    a, b = boxes[base].tolist(), boxes[following].tolist()
    if min(a[3], b[3]) - max(a[1], b[1]) < 0.5 * min(a[3] - a[1], b[3] - b[1]) and (
        seen is None or min(seen[3], b[3]) < max(seen[1], b[1])
    ):
        return False  # the next line's first letter, and the point's ink not on its line
        # (Amiri's tall boxes reach into the next line: a line of "بِ" alone gave its
        # kasra to the next line's first letter, a review's finding)
    if b[0] - a[2] >= RTL_WORD_GAP * min(a[3] - a[1], b[3] - b[1]):
        return False  # the two do not touch: pieces of a line given apart (XeTeX's
        # Scheherazade "إِلَّا": the fatha went from its lam to an alef a word away)
    return _given_left_to_right(boxes, base, following) and _over(boxes, following, k, seen)


def _given_left_to_right(boxes: Any, before: int, after: int) -> bool:
    """The letter ``after``, drawn after the letter ``before``, stands right of it: the
    line is given in visual order, left to right, with each mark before its letter."""
    return float(boxes[after, 0] + boxes[after, 2]) > float(boxes[before, 0] + boxes[before, 2])


def _letters_around(chars: str, marks: set[str]) -> tuple[Any, Any]:
    """For each glyph, the last glyph at or before it that is no mark of ``marks`` (-1:
    none), and the first at or after it (``len(chars)``: none)."""
    n = len(chars)
    at = np.arange(n)
    letter = np.fromiter((char not in marks for char in chars), dtype=bool, count=n)
    last = np.maximum.accumulate(np.where(letter, at, -1))
    first = np.minimum.accumulate(np.where(letter, at, n)[::-1])[::-1]
    return last, first


def _at_left_edge(chars: str, boxes: Any, base: int, k: int, following: int) -> int | None:
    """The letter after the Hebrew point ``k`` (over ``base``, the letter before it) when
    that letter stands right of ``base`` (a line given left to right) and the point
    reaches into it: a holam sits at its letter's top left, over the edge it shares with
    the letter left of it. LuaTeX draws "הַגָּדוֹל" left to right, the holam (its ink 141.2
    to 142.1) after the lamed (to 141.9) and before its vav (from 141.7): seated where it
    was drawn, "הַגָּדולֹ" was read. In logical order the letter after a point stands left
    of the letter before it, and the point stays (:func:`_rtl_seat`). ``following``: the
    first glyph after the point's run of marks."""
    if not "\u0591" <= chars[k] <= "\u05c7":
        return None
    if following == len(chars) or not _is_rtl(chars[following]):
        return None
    right = float(boxes[base, 2])
    if float(boxes[following, 0] + boxes[following, 2]) > 2 * right and _overlaps(
        boxes, following, k
    ):
        return following
    return None


def _over(boxes: Any, letter: int, k: int, seen: tuple[float, ...] | None = None) -> bool:
    """The mark ``k``'s middle stands within the width of ``letter``, on its line: the
    middle of its ink when ``seen`` (PDFium's loose box of a mark starts at its pen, which
    the font moves: Amiri's fatha over the lam of "جَلَسَ", as LuaTeX sets it, has its pen
    over the seen before it)."""
    x0, y0, x1, y1 = boxes[k].tolist()
    if seen is not None and x1 > x0:  # (a piece's mark, at no width at its letter's end
        # as _pieces sets it, stays there: its ink is PDFium's share of its span's)
        x0, x1 = seen[0], seen[2]
    lx0, ly0, lx1, ly1 = boxes[letter].tolist()
    return bool(lx0 <= (x0 + x1) / 2 <= lx1 and min(y1, ly1) >= max(y0, ly0))


def _overlaps(boxes: Any, other: int, k: int) -> bool:
    """The mark ``k``'s box reaches into the box of ``other``, on its line (across, more
    than touching it: :func:`_crosses`)."""
    return _crosses(boxes, other, k) and bool(
        min(boxes[k, 2], boxes[other, 2]) > max(boxes[k, 0], boxes[other, 0])
    )


def _crosses(boxes: Any, other: int, k: int) -> bool:
    """The mark ``k``'s box crosses (or touches) the box of ``other``."""
    x0, y0, x1, y1 = boxes[k].tolist()
    ox0, oy0, ox1, oy1 = boxes[other].tolist()
    return bool(min(x1, ox1) >= max(x0, ox0) and min(y1, oy1) >= max(y0, oy0))


def _apart(boxes: Any, k: int) -> bool:
    """The mark ``k`` stands more than its height away from the mark drawn before it:
    the two are no run of one letter's marks (a space read between them), each is seated
    on its own. PDFium gives LuaLaTeX's pointed Hebrew left to right, each point before
    its letter, and a word's first point right after the previous word's last ones: in
    one run with them, it was read with their letter ("ַהגַּן" for "הַגַּן", round 57)."""
    x0, y0, x1, y1 = boxes[k].tolist()
    px0, _, px1, _ = boxes[k - 1].tolist()
    return bool(max(px0 - x1, x0 - px1) > y1 - y0)


def _upright_letters(chars: str, boxes: Any) -> tuple[Any, Any, float]:
    """The letters a mark may be seated on (left-to-right ones), for
    :func:`_letter_under` (:func:`_letter_index`)."""
    return _letter_index([char.isalpha() and not _is_rtl(char) for char in chars], boxes)


def _letter_index(letters: list[bool], boxes: Any) -> tuple[Any, Any, float]:
    """The positions of ``letters`` ordered by their boxes' left edges, those edges, and
    the widest letter's width: a mark's letters are found by bisection (a page of 10,000
    marks on digits asked every glyph for each, 2.6 s)."""
    at = np.flatnonzero(np.array(letters, dtype=np.bool_))
    if len(at) == 0:
        return at, np.empty(0), 0.0
    at = at[np.argsort(boxes[at, 0], kind="stable")]
    widest = float((boxes[at, 2] - boxes[at, 0]).max())
    return at, boxes[at, 0], widest


def _letter_under(
    boxes: Any, letters: tuple[Any, Any, float], k: int, ink: tuple[float, ...] | None
) -> int | None:
    """The letter the mark ``k``, drawn after a glyph it does not stand over, stands
    over or under: of the letters on its line (their boxes overlapping its box for half
    their height or more), the one under most of the mark's ``ink`` (its tight box,
    PDFium's loose one reaching past it); None when no letter is under half of it.

    XeTeX and LuaTeX draw a mark the font places off the baseline (an acute raised over
    a tall ``ꙋ`` in Old Standard, an up tack under ``r`` in Linux Libertine) after the
    rest of its line, so in drawing order it followed another word's last letter and
    stood over no glyph beside it: it was read as a word of its own at the line's end
    ("хра́мъ ́", "the name ̝") and its letter bare, so neither quote was confirmed (round
    57's probe of pages set by TeX)."""
    if ink is None:
        return None
    left, _, right, _ = ink
    width = right - left
    at, starts, widest = letters
    if width <= 0 or len(at) == 0:
        return None
    lo, hi = np.searchsorted(starts, [left - widest, right])
    found = at[lo:hi]  # letters whose box may meet the mark's ink
    found = found[found != k]
    if len(found) == 0:
        return None
    _, y0, _, y1 = boxes[k].tolist()
    near = boxes[found]
    height = near[:, 3] - near[:, 1]
    rows = np.minimum(near[:, 3], y1) - np.maximum(near[:, 1], y0)
    under = np.minimum(near[:, 2], right) - np.maximum(near[:, 0], left)
    keep = (rows >= 0.5 * np.minimum(height, y1 - y0)) & (under > 0.5 * width)
    if not keep.any():
        return None
    return int(found[keep][np.argmax(under[keep])])


def _letter_after(
    chars: str, boxes: Any, turned: Any, k: int, marks: set[str], after: int | None = None
) -> int | None:
    """The letter after the run of marks starting at ``k`` when the run's first mark
    stands over it (its middle within the letter's width, near its line) and not over
    the glyph before the run; else None. A right-to-left letter too (PDFium gives
    LuaLaTeX's pointed Hebrew left to right, each point before its letter: read so, each
    went on the letter before its own, round 57), unless it stands left of a right-to-left
    letter before the run: in logical order, leftwards, Noto's holam over its vav's left
    edge stands over the letter after it, and is the vav's."""
    if after is None:  # the first glyph after the run (given when known)
        after = k
        while after < len(chars) and chars[after] in marks:
            after += 1
    if after == len(chars):
        return None
    letter = chars[after]
    if not letter.isalpha():
        return None
    if turned is not None and (turned[k] or turned[after] or turned[k - 1]):
        return None
    x0, y0, x1, y1 = boxes[k].tolist()
    middle = (x0 + x1) / 2
    before = boxes[k - 1].tolist()
    slack = EDGE_SLACK * (x1 - x0)
    if before[0] - slack <= middle <= before[2] + slack and chars[k - 1].isalpha():
        return None  # over the glyph before it: seated there
    lx0, ly0, lx1, ly1 = boxes[after].tolist()
    height = max(ly1 - ly0, 1.0)
    if not (lx0 <= middle <= lx1 and y0 < ly1 + height and y1 > ly0 - height):
        return None
    if (
        _is_rtl(letter)
        and _is_rtl(chars[k - 1])
        and lx0 + lx1 <= before[0] + before[2]
        and before[0] - x1 < 0.1 * height
    ):
        return None  # in logical order (leftwards): a holam past its vav's edge is the vav's
    return after


def _ink(raw: object, index: int, slots: list[ctypes.c_double]) -> tuple[float, ...] | None:
    """The tight box of the character at ``index`` (left, bottom, right, top), or None."""
    left, right, bottom, top = slots
    if not pdfium_c.FPDFText_GetCharBox(raw, index, left, right, bottom, top):
        return None
    return (left.value, bottom.value, right.value, top.value)


def _in_place(moved: list[int], boxes: Any) -> list[int]:
    """The glyphs' order with each of ``moved`` (mirrored glyphs) put before the glyphs
    drawn just before it that start to its right on its line, overlapping it or next to it
    (at most three; a glyph further right is another word's): XeTeX's logo
    draws ``X``, ``T``, then the reversed ``Ǝ`` between them (a box left of the ``T``), and
    the runs, built in drawing order, read ``X T Ǝ EX``; in place it reads ``XƎTEX``, as
    poppler reads it."""
    order = list(range(len(boxes)))
    for k in moved:
        at = order.index(k)
        to = at
        x0, y0, x1, y1 = boxes[k]
        while to > 0 and at - to < 3:
            other = boxes[order[to - 1]]  # starts right of it, overlapping it or next to it
            if not (x0 < other[0] < x1 + 0.5 * (y1 - y0) and other[1] < y1 and other[3] > y0):
                break
            to -= 1
        order.insert(to, order.pop(at))
    return order


def _spaces_moved(spaces: Any, order: list[int]) -> Any:
    """``spaces`` (a space since the glyph before) in the new ``order``: a glyph put
    before others takes the space the first of them had, which then has none (the
    reversed glyph fills the gap the space stood for). Marks seated on their letters:
    :func:`_seated_spaces`."""
    out = spaces[order].copy()
    for position, k in enumerate(order):
        if position + 1 < len(order) and order[position + 1] < k:
            out[position] = spaces[order[position + 1]]
            out[position + 1] = False
    return out


def _may_be_vertical(codes: Any) -> bool:
    """Too few CJK characters for :func:`_vertical_writing` to find vertical columns?
    False then; else it must look."""
    cjk = (
        ((codes >= 0x2E80) & (codes <= 0x9FFF))
        | ((codes >= 0xF900) & (codes <= 0xFAFF))
        | (codes >= 0xFF00)
    )
    return int(np.count_nonzero(cjk)) > 10


_Glyph = tuple[str, float, float, float, float, int, bool, bool]


def _builders(
    glyphs: list[_Glyph], printed: list[tuple[float, float, float, float]] | None = None
) -> dict[int, list[Run]]:
    """Glyphs (character, box, orientation, space before, new text object) as runs, one
    builder per orientation: PDFium's characters and OCR's words alike. ``printed`` are
    the boxes kept for each glyph when its layout box is another (an askew scan's words,
    levelled for the layout); else the layout box is kept."""
    vertical = _vertical_writing(glyphs)
    builders: dict[int, RunBuilder] = {}
    frames: dict[int, _Frame] = {}
    current: RunBuilder | None = None
    for k, (char, left, bottom, right, top, degrees, space, new_object) in enumerate(glyphs):
        if degrees == 0 and vertical:
            degrees = 270  # columns of characters, read top to bottom, right to left
        builder = builders.get(degrees)
        if builder is None:
            builder = builders[degrees] = RunBuilder()
            frames[degrees] = _Frame(degrees)
        if current is not None and builder is not current:
            current.break_run()
        elif space and current is not None:
            current.space()
        current = builder
        fx0, fy0, fx1, fy1 = frames[degrees].box(left, bottom, right, top)
        kept = printed[k] if printed is not None else (left, bottom, right, top)
        builder.add(char, fx0, fy0, fx1, fy1, kept, new_object)
    return {degrees: builder.runs() for degrees, builder in builders.items()}


def _ocr_glyphs(
    words: list[OcrWord],
) -> tuple[list[_Glyph], list[tuple[float, float, float, float]] | None]:
    """Recognised words as glyphs: each character gets an equal share of its word's box
    (its levelled box, for the layout, when the scan is askew), a space stands before
    every word but the first, and geometry makes the lines. Second: each character's
    printed box when the layout's is levelled, else None."""
    glyphs: list[_Glyph] = []
    printed: list[tuple[float, float, float, float]] = []
    askew = any(word.upright is not None for word in words)
    for word in words:
        x0, y0, x1, y1 = word.upright or (word.left, word.bottom, word.right, word.top)
        step = (x1 - x0) / len(word.text)
        shown = (word.right - word.left) / len(word.text)
        for i, char in enumerate(word.text):
            glyphs.append((char, x0 + i * step, y0, x0 + (i + 1) * step, y1, 0,
                           i == 0 and bool(glyphs), False))  # fmt: skip
            left = word.left + i * shown
            printed.append((left, word.bottom, left + shown, word.top))
    return glyphs, printed if askew else None


def _ocr_page(
    page: pdfium.PdfPage, height: float, options: OcrOptions
) -> tuple[dict[int, list[Run]], list[OcrWord], tuple[float, float]]:
    """A page rendered at the options' dpi and recognised: its runs, its words and the
    size of the frame the layout reads them in (the page's, or turned upright)."""
    image = page.render(scale=options.dpi / 72, grayscale=True).to_pil()
    words, frame = recognise(image, height, options)
    return _builders(*_ocr_glyphs(words)), words, frame


def _mark_math_gaps(lines: list[PageLine], math_gaps: set[tuple[float, ...]]) -> None:
    """Mark, as a script change is marked, each glyph of ``lines`` whose box is one of
    ``math_gaps`` (set after a math italic glyph's italic correction): the quote may have
    a space before it or none."""
    if not math_gaps:
        return
    lefts = np.array(sorted({key[0] for key in math_gaps}), dtype=np.float32)
    for line in lines:
        boxes = np.frombuffer(line.boxes, dtype=np.float32).reshape(-1, 4)
        for i in np.flatnonzero(np.isin(boxes[:, 0], lefts)).tolist():
            if i and tuple(line.boxes[4 * i : 4 * i + 4]) in math_gaps:
                line.script_breaks.append(i)


def _box_key(left: float, bottom: float, right: float, top: float) -> tuple[float, ...]:
    """A box as the document's ``char_boxes`` hold it (32-bit floats)."""
    return tuple(array("f", (left, bottom, right, top)))


def _is_cjk(char: str) -> bool:
    return "\u2e80" <= char <= "\u9fff" or "\uf900" <= char <= "\ufaff" or char >= "\uff00"


def _vertical_writing(
    glyphs: list[tuple[str, float, float, float, float, int, bool, bool]],
) -> bool:
    """True when the page's upright CJK characters follow each other downwards
    (Japanese or Chinese set in vertical columns) far more often than rightwards."""
    down = across = 0
    for a, b in pairwise(glyphs):
        if a[5] or b[5] or not (_is_cjk(a[0]) and _is_cjk(b[0])):
            continue
        width, height = max(a[3] - a[1], 1.0), max(a[4] - a[2], 1.0)
        dx = (b[1] + b[3] - a[1] - a[3]) / 2
        dy = (b[2] + b[4] - a[2] - a[4]) / 2
        if abs(dx) < 0.3 * width and -2 * height < dy < 0:
            down += 1
        elif abs(dy) < 0.3 * height and 0 < dx < 2 * width:
            across += 1
    return down >= 10 and down > 2 * across


def _page_lines(
    builders: dict[int, list[Run]], width: float, height: float, block: TextBlock | None = None
) -> tuple[list[PageLine], float, float]:
    """The page's lines in reading order (main orientation first), and the page's top and
    bottom in the main orientation's frame. An upright page's notes in the margins of the
    document's text ``block`` are read after its text (:mod:`._margins`)."""
    groups = sorted(
        builders.items(),
        key=lambda item: (-sum(len(r.text) for r in item[1]), item[0]),
    )
    out: list[PageLine] = []
    region_base = 0
    top, bottom = height, 0.0
    for rank, (degrees, runs) in enumerate(groups):
        if not runs:
            continue
        numbers: list[Run] = []
        notes: list[list[Run]] = []
        if rank == 0:
            _, bottom, _, top = _Frame(degrees).box(0.0, 0.0, width, height)
            runs, numbers = split_line_numbers(runs)
            if degrees == 0 and block is not None:
                runs, notes = split_margin_notes(runs, block)
        lines = reading_order(runs)
        # A turned group's lines are placed in their own frame (:func:`._furniture._frames`).
        edges = None
        if rank > 0:
            _, low, _, high = _Frame(degrees).box(0.0, 0.0, width, height)
            edges = (high, low)
        for line in lines:
            record = _page_line(line, region_base)
            record.frame_edges = edges
            out.append(record)
        for number in numbers:  # margin line numbers: furniture, never inside a sentence
            margin = _page_line(Line([number]), region_base)
            margin.set_apart(FurnitureKind.MARGIN_LINE_NUMBER)
            out.append(margin)
        region_base += 1 + max((line.region for line in lines), default=0)
        for stack in notes:  # margin notes: read as notes, after the text, a stack a block
            stack_lines = reading_order(stack)
            for line in stack_lines:
                note = _page_line(line, region_base)
                note.set_as_margin_note()
                out.append(note)
            region_base += 1 + max(line.region for line in stack_lines)
    return out, top, bottom


def _page_line(line: Line, region_base: int) -> PageLine:
    """A line of runs as text with boxes; raised markers glued to a word are noted."""
    runs = line.runs
    if len(runs) == 1 and runs[0].height > 0:  # a line of one run (most): no marker in it
        return _run_line(runs[0], region_base + line.region)
    return _runs_line(line, region_base)


def _runs_line(line: Line, region_base: int) -> PageLine:
    """:func:`_page_line` of any line, run by run."""
    runs = line.runs
    words = [r.height for r in runs if len(r.text) > 1]  # a marker is a character or two
    main = max(words) if words else max(r.height for r in runs)
    base = _median([r.y0 for r in runs if r.height >= 0.85 * main])
    pieces: list[str] = []
    boxes = array("f")
    markers: list[tuple[int, int]] = []
    script_breaks: list[int] = []
    at = 0
    previous = None
    for part in line_parts(runs):
        if isinstance(part, str):
            pieces.append(part)
            boxes.extend(_NO_BOX * len(part))
            at += len(part)
            continue
        if previous is not None and _script_changes(previous, part):
            spaced = pieces[-1] == " "
            script_breaks.append(at - 1 if spaced else at)
        if _is_marker(part, previous, main, base):
            # A space the layout put before the marker goes with it: "Entities ¹: PERSON"
            # is quoted "Entities: PERSON".
            spaced = bool(pieces) and pieces[-1] == " " and previous is not None
            markers.append((at - 1 if spaced else at, at + len(part.text)))
        text = part.text.replace(_LINE_END_HYPHEN, "-")
        pieces.append(text)
        boxes.extend(part.boxes if part.boxes else _NO_BOX * len(text))
        at += len(text)
        previous = part
    return PageLine(
        text="".join(pieces),
        boxes=boxes,
        x0=line.x0,
        y0=line.y0,
        x1=line.x1,
        y1=line.y1,
        height=main,
        region=region_base + line.region,
        markers=markers,
        script_breaks=script_breaks,
    )


def _script_changes(previous: Run, run: Run) -> bool:
    """True when ``run`` stands on another script level than ``previous`` (a sub- or
    superscript begins or ends: the baseline moves by a fifth of the taller's height, as
    :class:`._layout.RunBuilder` ends a run there), and neither holds white space where
    they meet. Readers differ on a space there: the matcher lets a quote have one or not
    (:mod:`citeproof.match._script_spaces`)."""
    if previous.text[-1:].isspace() or run.text[:1].isspace() or not previous.text:
        return False
    high = max(run.height, previous.height, 1.0)
    return abs(run.y0 - previous.y0) >= 0.2 * high


def _run_line(run: Run, region: int) -> PageLine:
    """:func:`_page_line` of a line of one run of some height: the record
    :func:`_runs_line` makes of it (the run's height is the line's, its base the run's
    own, and a run as tall as the line is no raised marker), without the lists it keeps
    for several runs (issue 23: most lines are one run)."""
    text = run.text.replace(_LINE_END_HYPHEN, "-")
    boxes = array("f", run.boxes if run.boxes else _NO_BOX * len(text))
    return PageLine(text=text, boxes=boxes, x0=run.x0, y0=run.y0, x1=run.x1, y1=run.y1,
                    height=run.height, region=region, markers=[])  # fmt: skip


def _median(values: list[float]) -> float:
    """``statistics.median`` of a non-empty list, the same number, without its overhead."""
    values.sort()
    half = len(values) // 2
    return values[half] if len(values) % 2 else (values[half - 1] + values[half]) / 2


def _is_marker(run: Run, previous: Run | None, main: float, base: float) -> bool:
    """A raised, smaller digit or symbol; glued to a word (or opening the line)."""
    if run.height > 0.85 * main or run.y0 < base + 0.2 * main:
        return False
    if not is_marker_text(run.text.strip()):
        return False
    if previous is None:
        return True
    if _UNIT.search(previous.text):  # "25 m" and a raised 2: an exponent, not a marker
        return False
    last = previous.text.rstrip()[-1:]
    gap = run.x0 - previous.x1
    close = gap < MARKER_GAP * main  # glued, or set off by a thin space as TeX may do
    return close and (last.isalpha() or last in _MARKER_AFTER)


def _number_blocks(lines: list[PageLine]) -> None:
    """Blocks: consecutive lines of one column region, close together, of one size."""
    block = 0
    previous: PageLine | None = None
    for line in lines:
        if previous is not None:
            size = max(line.height, previous.height, 1.0)
            if (
                line.region != previous.region
                or previous.y0 - line.y1 > 0.9 * size
                or line.y1 > previous.y1 + 0.5 * size
                or max(line.height, previous.height) > 1.3 * min(line.height, previous.height)
            ):
                block += 1
        line.block = block
        previous = line


def _body_height(lines: list[PageLine]) -> float:
    sizes = [(line.height, len(line.text)) for line in lines if line.kind == "body"]
    if not sizes:
        return 1.0
    sizes.sort()
    half = sum(n for _, n in sizes) / 2
    seen = 0
    for size, n in sizes:
        seen += n
        if seen >= half:
            return size
    return sizes[-1][0]


class _Assembly:
    """The document's text, boxes, blocks, stepovers and furniture, page by page."""

    def __init__(self) -> None:
        self.pieces: list[str] = []
        self.boxes = array("f")
        self.length = 0
        self.page_starts: list[int] = []
        self.blocks: list[Block] = []
        self.stepovers: list[Stepover] = []
        self.script_breaks: list[int] = []
        self.furniture: list[str] = []
        self.furniture_length = 0
        self.furniture_kinds: list[tuple[int, FurnitureKind]] = []

    def _add(self, text: str, boxes: array[float] | tuple[float, ...]) -> None:
        self.pieces.append(text)
        self.boxes.extend(boxes)
        self.length += len(text)

    def page(self, number: int, lines: list[PageLine]) -> None:
        """Add one page: body blocks, then footnote blocks; furniture apart."""
        if self.page_starts:
            self._add("\n\n", _NO_BOX * 2)
        page_start = self.length
        self.page_starts.append(page_start)
        body = [line for line in lines if line.kind == "body"]
        furniture = [line for line in lines if line.kind == "furniture"]
        body_top = max((line.y1 for line in body), default=math.inf)
        for line in furniture:  # running heads stand before the page's text
            if line.y0 >= body_top - 1.0:
                self.stepovers.append(Stepover("furniture", page_start, page_start, line.text))
        number_in_page = 0
        blocks: list[tuple[int, str, list[PageLine], int, int]] = []  # boxed in one pass
        for kind, group in _groups(body + [line for line in lines if line.kind == "footnote"]):
            if self.length > page_start:
                self._add("\n", _NO_BOX)
            block_start = self.length
            for index, line in enumerate(group):
                if index:
                    self._add("\n", _NO_BOX)
                line_start = self.length
                self._add(line.text, line.boxes)
                self.script_breaks.extend(line_start + i for i in line.script_breaks)
                for a, b in line.markers:  # glued to a word, or labelling a note's line
                    self.stepovers.append(Stepover(
                        "footnote_marker", line_start + a, line_start + b, line.text[a:b]
                    ))  # fmt: skip
            number_in_page += 1
            blocks.append((number_in_page, kind, group, block_start, self.length))
            if kind == "footnote":
                note = "\n".join(line.text for line in group)
                self.stepovers.append(Stepover("footnote", block_start, self.length, note))
        for line in furniture:  # running feet and page numbers stand after it
            if line.y0 < body_top - 1.0:
                self.stepovers.append(Stepover("furniture", self.length, self.length, line.text))
        for line in furniture:
            start = self.furniture_length
            self.furniture_kinds.append((start, line.furniture_kind))
            self.furniture.append(line.text)
            self.furniture_length += len(line.text) + 1
            number_in_page += 1
            blocks.append((number_in_page, "furniture", [line], start, start + len(line.text)))
        self.blocks.extend(_blocks(number, blocks))

    def text(self) -> str:
        """The document's text, pages joined by a blank line."""
        return "".join(self.pieces)


def _groups(lines: list[PageLine]) -> list[tuple[str, list[PageLine]]]:
    """Consecutive lines of one block, with the block's kind."""
    groups: list[tuple[str, list[PageLine]]] = []
    key = None
    for line in lines:
        if (line.kind, line.block) != key:
            key = (line.kind, line.block)
            groups.append((line.kind, []))
        groups[-1][1].append(line)
    return groups


def _blocks(page: int, specs: list[tuple[int, str, list[PageLine], int, int]]) -> list[Block]:
    """The page's blocks (number, kind, lines, start, end), each with its box: the least
    and greatest edges of its characters' boxes (NaN, a space the layout inserted, counts
    for none), all the page's blocks reduced in one numpy pass."""
    rows = [sum(len(line.boxes) for line in lines) // 4 for _, _, lines, _, _ in specs]
    joined = b"".join(line.boxes.tobytes() for _, _, lines, _, _ in specs for line in lines)
    boxes = np.frombuffer(joined, dtype=np.float32).reshape(-1, 4)
    firsts = np.cumsum([0, *rows[:-1]], dtype=np.int64)
    boxed = [k for k, count in enumerate(rows) if count]
    edges: dict[int, list[float]] = {}
    if boxed:
        at = firsts[boxed]
        low = np.fmin.reduceat(boxes[:, :2], at, axis=0).tolist()  # NaN only if all are
        high = np.fmax.reduceat(boxes[:, 2:], at, axis=0).tolist()
        edges = {k: [*low[i], *high[i]] for i, k in enumerate(boxed)}
    out = []
    for k, (number, kind, _, start, end) in enumerate(specs):
        box = edges.get(k)
        if box is None or math.isnan(box[0]):
            out.append(Block(page, number, kind, 0.0, 0.0, 0.0, 0.0, start, end))
            continue
        x0, y0, x1, y1 = (round(value, 2) for value in box)
        out.append(Block(page, number, kind, x0, y0, x1, y1, start, end))
    return out


def _open(data: bytes, title: str) -> pdfium.PdfDocument:
    try:
        pdf = pdfium.PdfDocument(data)
        if pdf.get_formtype() == pdfium_c.FORMTYPE_ACRO_FORM:
            pdf.init_forms()  # so filled-in form fields can be drawn into their pages
        return pdf
    except pdfium.PdfiumError as error:
        message = str(error)
        if "password" in message.lower():
            raise SourceError(
                f"{title} is password-protected (encrypted); give the unprotected file",
                code=ErrorCode.ENCRYPTED,
            ) from error
        raise SourceError(
            f"{title} is not a readable PDF: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error


def _page_as_shown(pdf: pdfium.PdfDocument, index: int) -> pdfium.PdfPage:
    """A page with what its annotations show drawn into it: filled-in form fields and
    free-text notes are text on the page as printed, though the text layer holds none.

    A page whose annotations draw something is flattened and loaded again. A page of
    hyperlinks alone (most books hold one on every page) keeps its text layer as loaded:
    flattening would draw nothing, but it also rewrites the page's media box, which
    :func:`_flattened_boxes` does as it would (the page's size is read after, by
    :func:`_page_size`), without flattening's cost (a parse of the page's content)."""
    page = pdf[index]
    count = pdfium_c.FPDFPage_GetAnnotCount(page.raw)
    if count > 0:
        if not draws_annotations(page.raw, count):
            _flattened_boxes(page.raw)
        elif pdfium_c.FPDFPage_Flatten(page.raw, pdfium_c.FLAT_NORMALDISPLAY) == (
            pdfium_c.FLATTEN_SUCCESS
        ):
            page.close()  # reloaded, so its text layer includes what was flattened
            page = pdf[index]
    return page


def _flattened_boxes(page: object) -> None:
    """The media box ``FPDFPage_Flatten`` leaves on a page: the page's own crop box, else
    its own media box (neither inherited), else US Letter when that one is empty."""
    left, bottom, right, top = (ctypes.c_float() for _ in range(4))
    c = pdfium_c
    if c.FPDFPage_GetCropBox(page, left, bottom, right, top) or c.FPDFPage_GetMediaBox(
        page, left, bottom, right, top
    ):
        box = (left.value, bottom.value, right.value, top.value)
    else:
        box = (0.0, 0.0, 0.0, 0.0)
    if box[0] >= box[2] or box[1] >= box[3]:
        box = (0.0, 0.0, 612.0, 792.0)
    c.FPDFPage_SetMediaBox(page, *box)


def _page_size(pdf: pdfium.PdfDocument, index: int) -> tuple[float, float]:
    """The page's width and height as its dictionary now says (after flattening, as a
    page loaded again would have them)."""
    width, height = pdf.get_page_size(index)
    return float(width), float(height)


def read_pdf(data: bytes, name: str, charset: str | None = None) -> SourceDocument:
    """The registry's reader: :func:`extract_pdf` (a PDF has no charset)."""
    return extract_pdf(data, name)


def extract_pdf(
    data: bytes, title: str, *, max_pages: int = 2000, pages: PageRange | None = None
) -> SourceDocument:
    """The text layer of a PDF as a paged :class:`SourceDocument` (``pdf_text_layer``).

    A corrupt PDF raises :class:`~citeproof.errors.SourceError` ``extraction_failed``; a
    password-protected one ``encrypted``; one with more than ``max_pages`` pages or
    :data:`MAX_PDF_CHARACTERS` characters ``too_large``; one with no text at all (scanned
    images) ``no_text_layer``. A page without text gets a page warning. With ``pages``,
    only those pages are loaded and read (and :data:`FURNITURE_CONTEXT` neighbours, read
    for the running heads and dropped); ``out_of_range`` when the file has no such pages.
    """
    document: SourceDocument = read_isolated(data, title, max_pages, pages=pages)
    return document


def _extract_here(
    data: bytes,
    title: str,
    max_pages: int,
    ocr: OcrOptions | None = None,
    pages: PageRange | None = None,
    context: int = FURNITURE_CONTEXT,
) -> SourceDocument:
    """:func:`extract_pdf` in this process (PDFium calls under the lock); ``context``
    pages on each side of ``pages`` are read for the furniture and dropped."""
    ocr = ocr or current_ocr()
    recognised = _Recognised()
    selection = _Selection(pages, context)
    with _cycles_paused():
        with PDFIUM_LOCK:
            read, metadata_title, labels = _read_pages(
                data, title, max_pages, ocr, recognised, selection
            )
        chosen = recognised.options or ocr
        return _document(data, title, metadata_title, read, labels, chosen, recognised, selection)


class _Selection:
    """Which pages are loaded (``loaded``: the range asked for and its context) and which
    are kept in the document (``kept``), once the file's page count is known."""

    def __init__(self, pages: PageRange | None, context: int) -> None:
        self.pages = pages
        self.context = context
        self.count = 0
        self.loaded = range(0)
        self.kept = range(0)

    def choose(self, count: int, title: str) -> None:
        """Resolve the range against the file's ``count`` pages (``out_of_range``)."""
        self.count = count
        if self.pages is None:
            self.loaded = self.kept = range(1, count + 1)
            return
        first, last = self.pages.resolve(count, title)  # out_of_range, through the pipe
        self.kept = range(first, last + 1)
        self.loaded = range(max(1, first - self.context), min(count, last + self.context) + 1)

    @property
    def partial(self) -> bool:
        """True when some pages of the file are not in the document."""
        return len(self.kept) < self.count


@contextmanager
def _cycles_paused() -> Iterator[None]:
    """Python's cycle collector off while a PDF is read (on again after, if it was on).

    A reading makes a few hundred thousand small objects (runs, lines, boxes) that all
    live until the document is built, and the collector's passes over everything alive
    cost about 6% of a 300-page book's reading (issue 23) while finding some twenty
    cyclic objects a page to free: those wait for the next collection after the reading.
    The reading runs in a worker process of its own (:mod:`._isolated`), one at a time,
    under its memory cap."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


class _Recognised:
    """What OCR read, for the document: the pages recognised, each character box's word
    (its number and confidence), so the document's words keep their confidences."""

    def __init__(self) -> None:
        self.options: OcrOptions | None = None  # as the document's language chose them
        self.pages: list[int] = []
        self.boxes: dict[tuple[float, ...], tuple[int, float]] = {}
        self.words = 0

    def add(self, number: int, words: list[OcrWord]) -> None:
        self.pages.append(number)
        for word in words:
            self.words += 1
            step = (word.right - word.left) / len(word.text)
            for i in range(len(word.text)):
                left = word.left + i * step
                key = _box_key(left, word.bottom, left + step, word.top)
                self.boxes[key] = (self.words, word.confidence)


def _catalog_language(pdf: pdfium.PdfDocument) -> str | None:
    """The language the PDF's catalog declares (``/Lang``: ``de-DE``), or None."""
    size = pdfium_c.FPDFCatalog_GetLanguage(pdf.raw, None, 0)
    if size <= 2:  # nothing but the UTF-16 terminator
        return None
    buffer = (ctypes.c_ushort * (size // 2))()
    pdfium_c.FPDFCatalog_GetLanguage(pdf.raw, buffer, size)
    return bytes(buffer)[: size - 2].decode("utf-16-le", "replace").strip() or None


def _read_pages(
    data: bytes,
    title: str,
    max_pages: int,
    ocr: OcrOptions | None = None,
    recognised: _Recognised | None = None,
    selection: _Selection | None = None,
) -> tuple[list[tuple[list[PageLine], float, float]], str, tuple[str, ...]]:
    """Every page's lines in reading order (PDFium's part, under its lock), the title and
    the page labels (empty when the file defines none). A page without text (or every
    page, with ``always``) is recognised by OCR unless it is off. With a ``selection``,
    only its pages are loaded (the lines are those of ``selection.loaded``)."""
    ocr = ocr or OcrOptions(OcrMode.NEVER)
    selection = selection or _Selection(None, 0)
    if ocr.mode is OcrMode.AUTO and not available():
        ocr = OcrOptions(OcrMode.NEVER)  # no engine: a page without text stays unread
    pdf = _open(data, title)
    ligatures = ligature_codes(data)
    pages: list[tuple[list[PageLine], float, float]] = []
    try:
        if ocr.mode is not OcrMode.NEVER and ocr.from_document:
            ocr = ocr.for_document(_catalog_language(pdf))
            if recognised is not None:
                recognised.options = ocr
        if len(pdf) > max_pages:
            raise SourceError(
                f"{title} has {len(pdf)} pages; at most {max_pages} are read (max_pages)",
                code=ErrorCode.TOO_LARGE,
            )
        selection.choose(len(pdf), title)
        total = 0
        read: list[tuple[int, dict[int, list[Run]], float, float, set[tuple[float, ...]]]] = []
        for number in selection.loaded:
            index = number - 1
            page = _page_as_shown(pdf, index)
            try:
                width, height = _page_size(pdf, index)
                if page.get_rotation() in (90, 270):  # the size is as shown, the boxes not
                    width, height = height, width
                textpage = page.get_textpage()
                try:
                    builders, math_gaps = _page_runs(
                        textpage, title, index + 1, page.raw, ligatures
                    )
                finally:
                    textpage.close()
                empty = not any(builders.values())
                if ocr.mode is OcrMode.ALWAYS or (ocr.mode is OcrMode.AUTO and empty):
                    if pdfium_c.FPDFPage_GetAnnotCount(page.raw) > 0:  # links left: drawn
                        pdfium_c.FPDFPage_Flatten(page.raw, pdfium_c.FLAT_NORMALDISPLAY)
                        page.close()  # as flattened, as every page once was before OCR
                        page = pdf[index]
                    builders, words, (width, height) = _ocr_page(page, height, ocr)
                    math_gaps = set()
                    if recognised is not None:
                        recognised.add(index + 1, words)
            finally:
                page.close()
            total += sum(len(run.text) for runs in builders.values() for run in runs)
            if total > MAX_PDF_CHARACTERS:
                raise SourceError(
                    f"{title} holds more than {MAX_PDF_CHARACTERS:,} characters of text; "
                    "that is the most read from one PDF (MAX_PDF_CHARACTERS)",
                    code=ErrorCode.TOO_LARGE,
                )
            read.append((number, builders, width, height, math_gaps))
            report_page(number - selection.loaded.start + 1, len(selection.loaded))
        # the margins are outside the document's text block: its edges from every page read
        blocks = text_blocks([(number, built.get(0, [])) for number, built, *_ in read])
        read.reverse()  # popped from the end: each page's runs freed once its lines are built
        while read:
            number, builders, width, height, math_gaps = read.pop()
            lines, top, bottom = _page_lines(builders, width, height, blocks[number % 2])
            del builders
            _mark_math_gaps(lines, math_gaps)
            _number_blocks(lines)
            pages.append((lines, top, bottom))
        metadata_title = (pdf.get_metadata_dict().get("Title") or "").strip()
        labels = tuple(pdf.get_page_label(i) or "" for i in range(len(pdf)))
    except pdfium.PdfiumError as error:
        raise SourceError(
            f"{title}: the PDF could not be read: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    finally:
        pdf.close()
    return pages, metadata_title, labels if any(labels) else ()


def _document(
    data: bytes,
    title: str,
    metadata_title: str,
    pages: list[tuple[list[PageLine], float, float]],
    page_labels: tuple[str, ...] = (),
    ocr: OcrOptions | None = None,
    recognised: _Recognised | None = None,
    selection: _Selection | None = None,
) -> SourceDocument:
    """The document of the pages read: the furniture told across every page loaded,
    the pages kept assembled (a selection's context pages are dropped after)."""
    if selection is not None and selection.partial:
        find_furniture(pages)  # context pages included: repetition needs them
        skip = selection.kept.start - selection.loaded.start
        pages = pages[skip : skip + len(selection.kept)]
        first = selection.kept.start
    else:
        find_furniture(pages)
        first = 1
    if not any(line.text.strip() for lines, _, _ in pages for line in lines):
        hint = (
            "Let citeproof recognise it with --ocr auto (pip install 'citeproof[ocr]'), or "
            "make the text checkable with OCR first (for example `ocrmypdf in.pdf out.pdf`)"
            if ocr is None or ocr.mode is OcrMode.NEVER
            else "OCR found no words on them either"
        )
        what = f"its {len(pages)} page(s)"
        if selection is not None and selection.partial:
            what = f"pages {first}-{first + len(pages) - 1} of its {selection.count}"
        raise SourceError(
            f"{title} has no text layer: {what} are images (a scan?). {hint}",
            code=ErrorCode.NO_TEXT_LAYER,
        )
    assembly = _Assembly()
    warnings: list[tuple[int, str]] = []
    for number, (lines, top, bottom) in enumerate(pages, start=first):
        if not any(line.text.strip() for line in lines):
            warnings.append((number, f"page {number} has no text layer (an image?): not read"))
        mark_footnotes(lines, _body_height(lines), bottom, top)
        assembly.page(number, lines)
    text = assembly.text()
    stepovers = tuple(assembly.stepovers)
    notes: tuple[str, ...] = (PDF_WARNING,)
    metadata: tuple[tuple[str, str], ...] = ()
    ocr_words: tuple[tuple[int, int, float], ...] = ()
    if recognised is not None and recognised.pages and ocr is not None:
        listed = ", ".join(
            str(n) for n in recognised.pages if selection is None or n in selection.kept
        )
        notes += (
            f"page(s) {listed} read by OCR ({engine_version()}, {ocr.languages}, "
            f"{ocr.dpi} dpi): a misread character is the scan's, not the author's; look at "
            "the page where a near miss differs in a low-confidence word",
        )
        metadata = tuple(sorted((*ocr.metadata(), ("ocr_pages", listed))))
        ocr_words = _word_spans(assembly.boxes, recognised)
    return SourceDocument(
        text=text,
        representation=Representation.PDF_TEXT_LAYER,
        source_bytes=len(data),
        sha256=sha256_hex(data),
        content_type="application/pdf",
        title=metadata_title or title,
        page_starts=tuple(assembly.page_starts) if assembly.page_starts else (0,),
        warnings=notes,
        furniture="\n".join(assembly.furniture),
        furniture_kinds=tuple(assembly.furniture_kinds),
        char_boxes=assembly.boxes,
        blocks=tuple(assembly.blocks),
        stepovers=stepovers,
        page_warnings=tuple(warnings),
        page_labels=page_labels,
        metadata=metadata,
        ocr_words=ocr_words,
        first_page=first,
        page_count=selection.count if selection is not None and selection.partial else None,
        script_breaks=_with_inner_scripts(text, assembly.boxes, assembly.script_breaks),
    )


#: Two touching glyphs of one run change script level when one is this much smaller than
#: the other (a sub- or superscript's size: TeX's are 0.7 and 0.5 of the text's) ...
INNER_SCRIPT_SIZE = 0.8
#: ... and their boxes' bottoms or tops are this share of the larger's height apart.
INNER_SCRIPT_SHIFT = 0.1


def _with_inner_scripts(text: str, boxes: array[float], breaks: list[int]) -> tuple[int, ...]:
    """``breaks`` (script changes between runs) and those inside a run, sorted: a
    subscript set only a little lower than the glyph before it (TeX's ``σ_i`` beside
    ``(x``) stays in its run (:class:`._layout.RunBuilder` ends a run where the baseline
    moves by a fifth of a height), so the change is told from the two glyphs' boxes: one
    much smaller than the other, their bottoms or tops apart. Adjacent glyphs, or two glyphs with
    one laid-out space between (the space's offset is marked), as for runs."""
    n = len(text)
    if n < 2:
        return tuple(breaks)
    box = np.frombuffer(boxes, dtype=np.float32).reshape(-1, 4)[:n]
    drawn = ~np.isnan(box[:, 0])
    height = box[:, 3] - box[:, 1]
    codes = np.frombuffer(text.encode("utf-32-le"), dtype="<u4")
    found = set(breaks)
    for step in (1, 2):  # neighbours, or glyphs with a space between
        a, b = box[:-step], box[step:]
        ha, hb = height[:-step], height[step:]
        high = np.maximum(ha, hb)
        low = np.minimum(ha, hb)
        changed = (
            drawn[:-step] & drawn[step:] & (high > 0)
            & (low < INNER_SCRIPT_SIZE * high)
            & (
                (np.abs(a[:, 1] - b[:, 1]) >= INNER_SCRIPT_SHIFT * high)
                | (np.abs(a[:, 3] - b[:, 3]) >= INNER_SCRIPT_SHIFT * high)
            )
        )  # fmt: skip
        if step == 2:
            changed &= codes[1:-1] == 0x20
        found.update((np.flatnonzero(changed) + 1).tolist())
    found.update(_kerned_closing_quotes(box, codes, height, drawn))
    found.update(_nested_quote_marks(box, codes, height, drawn))
    found.update(_narrow_spaces(box, codes, height, drawn))
    found.update(_wide_joins(box, codes, height, drawn))
    return tuple(sorted(found))


#: Two glyphs read as one word stand apart by this share of their height at least (a tenth
#: of an em, where poppler and pdfminer each read a space: a glyph's loose box is about an
#: em high; microtype's manual sets "1 em" with a kern of 0.1 em, read "1em" here and
#: "1 em" by both, so no quote of it was confirmed at 0.12) ...
WIDE_JOIN = 0.1
#: ... and by this share more than the usual gap between glyphs of their line (the median).
WIDE_JOIN_OVER = 0.08
#: A line's usual gap is told from this many pairs of glyphs at least.
WIDE_JOIN_LINE = 8


def _wide_joins(box: Any, codes: Any, height: Any, drawn: Any) -> list[int]:
    """Offsets of glyphs read joined to the one before them though set further apart than
    the line's glyphs usually are, just short of a word gap: TeX's ``LATEX2ε`` logo kerns
    its ``2`` 0.15 em from the ``X``, read ``LATEX2ε`` here and ``LATEX 2ε`` by poppler (and
    ``LATEX 2ε`` here too where the gap comes out a little wider). Marked like a script
    change: the quote may have a space there or none. Two digits are never parted (a
    number), and a gap usual for its line (a loosely set line) is no mark."""
    if len(codes) < 2:
        return []
    # Every pair of neighbours asked at once (a few in a million are wide); a line's usual
    # gap only where one is.
    x0, y0, x1 = box[:, 0], box[:, 1], box[:, 2]
    pair = drawn[:-1] & drawn[1:] & (codes[:-1] > 0x20) & (codes[1:] > 0x20)
    gap = x0[1:] - x1[:-1]
    high = np.maximum(height[:-1], height[1:])
    wide = pair & (np.abs(y0[:-1] - y0[1:]) < 0.1 * high) & (gap >= WIDE_JOIN * high)
    if not wide.any():
        return []
    line = np.cumsum(codes == 0x0A)[:-1]  # the line of each pair's first glyph
    at = np.flatnonzero(pair & _lines_with(line, wide))
    gap, high, wide = gap[at], high[at], wide[at]
    usual, count = _line_medians(line[at], gap)
    apart = wide & (count >= WIDE_JOIN_LINE) & (gap >= usual + WIDE_JOIN_OVER * high)
    out: list[int] = []
    for k in np.flatnonzero(apart).tolist():
        i = int(at[k])
        a, b = chr(codes[i]), chr(codes[i + 1])
        if a.isalnum() and b.isalnum() and not (a.isdigit() and b.isdigit()):
            out.append(i + 1)
    return out


#: A space between two letters narrower than this share of its line's usual word space
#: (the median of the line's spaces) ...
NARROW_SPACE = 0.5
#: ... and than this share of the letters' height is marked as a place readers differ on.
NARROW_SPACE_HEIGHT = 0.3
#: A line's usual word space is told from this many spaces at least.
NARROW_SPACE_LINE = 3


def _narrow_spaces(box: Any, codes: Any, height: Any, drawn: Any) -> list[int]:
    """Offsets of spaces laid out between two letters on one baseline whose gap is far
    narrower than the line's other word spaces: a logo or spaced capitals (TUGboat's
    ``METAPOST`` set with its ``M`` a fifth of a height from the ``E``, read
    ``M ETAPOST`` here and ``METAPOST`` by poppler). Marked like a script change: the
    quote may have the space or none there (:mod:`citeproof.match._script_spaces`). A
    line justified tight shrinks all its spaces alike, so none of them stands out."""
    if len(codes) < 3:
        return []
    # Every space between two glyphs asked at once; a line's usual space only where one
    # is tight.
    x0, y0, x1 = box[:, 0], box[:, 1], box[:, 2]
    spaced = (codes[1:-1] == 0x20) & drawn[:-2] & drawn[2:]  # glyph, space, glyph
    gap = x0[2:] - x1[:-2]
    high = np.maximum(height[:-2], height[2:])
    tight = spaced & (gap < NARROW_SPACE_HEIGHT * high) & (np.abs(y0[:-2] - y0[2:]) < 0.1 * high)
    if not tight.any():
        return []
    line = np.cumsum(codes == 0x0A)[1:-1]  # the line of each space
    at = np.flatnonzero(spaced & _lines_with(line, tight))
    gap, tight = gap[at], tight[at]
    usual, count = _line_medians(line[at], gap)
    narrow = tight & (count >= NARROW_SPACE_LINE) & (gap < NARROW_SPACE * usual)
    out: list[int] = []
    for k in np.flatnonzero(narrow).tolist():
        i = int(at[k])
        if _may_part(chr(codes[i]), chr(codes[i + 2])):
            out.append(i + 1)
    return out


def _may_part(before: str, after: str) -> bool:
    """True when a narrow space between ``before`` and ``after`` may be quoted or not:
    between two letters (a logo's spaced capitals), and beside a mark that is no letter
    (an opening quotation mark before a typewriter word, ``“ standard”``; an italic word
    before a typewriter ``.bib``, ``file .bib``: the font switch after TeX's italic
    correction reads as a space here, none in poppler); never between two digits (two
    numbers in a row)."""
    if before.isalpha() and after.isalpha():
        return True
    if before.isdigit() and after.isdigit():
        return False
    return not (before.isalnum() and after.isalnum())


def _lines_with(line: Any, wanted: Any) -> Any:
    """Which entries stand on a line (line numbers ascending) that holds a ``wanted`` one:
    only those lines' medians can decide anything (a wide gap stood on one of gnuplot's
    13,000 lines, and the median of every line's 500,000 gaps took a sort of them all)."""
    lines = np.zeros(int(line[-1]) + 1, dtype=bool)
    lines[line[wanted]] = True
    return lines[line]


def _line_medians(line: Any, values: Any) -> tuple[Any, Any]:
    """For each entry, the median of ``values`` over the entries of its ``line`` (line
    numbers ascending) and how many those are: one sort for the whole document, not a
    pass over it for each line."""
    order = np.lexsort((values, line))
    ordered = values[order]
    _, starts, counts = np.unique(line, return_index=True, return_counts=True)
    low = ordered[starts + (counts - 1) // 2]
    high = ordered[starts + counts // 2]
    group = np.repeat(np.arange(len(starts)), counts)
    return ((low + high) / 2)[group], counts[group]


#: A closing quotation mark set this share of a height or more after the glyph before it
#: (TeX's italic correction, a kern) is marked as a place readers differ on a space.
CLOSING_QUOTE_GAP = 0.05
#: ... and one a reader put a space before, narrower than this share of a height (a word
#: space is wider: a listing's ``x = ’a’`` keeps its space).
CLOSING_QUOTE_SPACE = 0.3
_CLOSING_QUOTES = (0x201D, 0x00BB, 0x203A, 0x22)  # ” » › " (not ’: an apostrophe too)


def _kerned_closing_quotes(box: Any, codes: Any, height: Any, drawn: Any) -> list[int]:
    """Offsets of closing quotation marks set a little apart from the word they close,
    with no space read there: poppler reads a space before such a mark (R's manual:
    "called the “Blue Book ”."), citeproof none, so a quote copied from the one reader was
    not found in the other's reading. Marked like a script change: the quote may have a
    space there or none (:mod:`citeproof.match._script_spaces`), nothing else."""
    n = len(codes)
    # Only where a mark stands (a few in a thousand characters): the gaps of every pair
    # of neighbours, and ``np.isin``'s sort, cost the whole document each.
    at = np.flatnonzero(_any_of(codes, _CLOSING_QUOTES))
    at = at[(at > 0) & (codes[at - 1] != 0x20)]
    at = at[drawn[at] & drawn[at - 1]]
    gap = box[at, 0] - box[at - 1, 2]
    apart = gap >= CLOSING_QUOTE_GAP * np.maximum(height[at], height[at - 1])
    found: list[int] = at[apart].tolist()
    if n > 2:
        # The other way round: a space citeproof laid out before a curly closing mark
        # (LaTeX's guide: "I grabbed ‘stuff-stuff ’", poppler "‘stuff-stuff’"; no
        # apostrophe stands after a space, and » › " may open a quotation): the space's
        # offset is marked.
        at = np.flatnonzero(_any_of(codes, (0x201D, 0x2019)))
        at = at[at > 1]
        at = at[(codes[at - 1] == 0x20) & drawn[at] & drawn[at - 2]]
        narrow = box[at, 0] - box[at - 2, 2] < CLOSING_QUOTE_SPACE * np.maximum(
            height[at], height[at - 2]
        )
        found += (at[narrow] - 1).tolist()
    return found


def _any_of(codes: Any, wanted: tuple[int, ...]) -> Any:
    """Where ``codes`` holds one of a few code points (``np.isin`` sorts: six times slower)."""
    found = codes == wanted[0]
    for code in wanted[1:]:
        found |= codes == code
    return found


#: Quotation marks, opening and closing, of every language's pairs.
_QUOTE_MARKS = (
    0x201C, 0x201D, 0x2018, 0x2019, 0x201E, 0x201A, 0x00AB, 0x00BB, 0x2039, 0x203A, 0x22, 0x27
)  # fmt: skip
#: Two quotation marks in a row set this share of a height apart or more, no space read
#: between them (TeX's thin space, 1/6 em, between nested marks) ...
NESTED_QUOTE_GAP = 0.05
#: ... and less than this (a word space is wider: read as one).
NESTED_QUOTE_SPACE = 0.3


def _nested_quote_marks(box: Any, codes: Any, height: Any, drawn: Any) -> list[int]:
    """Offsets of a quotation mark set a thin space after another one, with no space read
    between them: LaTeX (``csquotes``, babel) puts ``\\,`` between nested marks, "“‘Intention’
    und ‘Intentionalität’ …”", and poppler reads it as a space ("“ ‘Intention’"), citeproof
    none. Marked like a script change: the quote may have a space there or none, nothing
    else (:mod:`citeproof.match._script_spaces`)."""
    if len(codes) < 2:
        return []
    at = np.flatnonzero(_any_of(codes, _QUOTE_MARKS))
    at = at[1:][np.diff(at) == 1]  # a mark right after another
    at = at[drawn[at] & drawn[at - 1]]
    gap = box[at, 0] - box[at - 1, 2]
    high = np.maximum(height[at], height[at - 1])
    thin = (gap >= NESTED_QUOTE_GAP * high) & (gap < NESTED_QUOTE_SPACE * high)
    result: list[int] = at[thin].tolist()
    return result


def _word_spans(boxes: array[float], recognised: _Recognised) -> tuple[tuple[int, int, float], ...]:
    """Each recognised word's ``(start, end, confidence)`` in the document's text: the
    characters whose boxes are that word's, in a row."""
    spans: list[tuple[int, int, float]] = []
    current = None
    for i in range(len(boxes) // 4):
        key = tuple(boxes[4 * i : 4 * i + 4])
        found = recognised.boxes.get(key)
        if found is not None and current is not None and found[0] == current[0]:
            spans[-1] = (spans[-1][0], i + 1, spans[-1][2])
        elif found is not None:
            spans.append((i, i + 1, found[1]))
        current = found
    return tuple(spans)
