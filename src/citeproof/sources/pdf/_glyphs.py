"""A page's characters read in bulk, and upright runs built from arrays (issue 23).

Reading a page character by character through pypdfium2's bindings cost two or three
ctypes calls and a Python loop per character, and building runs a method call per
character: three quarters of a PDF's reading time. Here:

- :func:`loose_boxes` asks PDFium for every character's loose box through one ctypes
  prototype mapped over the indices (no Python frame per character), into one buffer
  that numpy reads as an array;
- :func:`upright` says, from the page's text and form objects' matrices (a few calls per
  object, not per character), that every character's angle is zero, so the angles need
  not be asked one by one;
- :func:`draws_annotations` asks a page's annotations whether flattening would draw any
  (a book holds a hyperlink or a dozen on every page: four calls each);
- :func:`upright_runs` builds the runs :class:`~._layout.RunBuilder` builds from the same
  glyphs fed one by one, when they are all upright and none is right to left: every
  decision but the word gap (which follows the run's letter spacing) is taken on whole
  arrays, and the word gap in one plain loop over floats.

The results are the same numbers, bit for bit: float64 arithmetic in numpy is Python's.
"""

from __future__ import annotations

import ctypes
import threading
import unicodedata
from array import array
from itertools import repeat
from typing import TYPE_CHECKING, Any

from ..._lazy import deferred
from ._layout import (
    DRAWN_SPACE_GAP,
    OBJECT_GAP,
    RUN_BREAK_GAP,
    WORD_GAP,
    Run,
)

if TYPE_CHECKING:
    import numpy as np
    import pypdfium2.raw as pdfium_c
else:
    np = deferred("numpy")
    pdfium_c = deferred("pypdfium2.raw")

__all__ = [
    "char_text",
    "draws_annotations",
    "level",
    "loose_boxes",
    "mirrored",
    "paired_units",
    "text_objects",
    "upright",
    "upright_runs",
]

_BOX_CALL: list[Any] = []  # PDFium's FPDFText_GetLooseCharBox, bare (see _bare)
_OBJECT_CALL: list[Any] = []  # ... and FPDFText_GetTextObject, answering an address
_OBJECT_CALLS: dict[str, Any] = {}  # page object functions (see _calls)
_BARE_CALLS: dict[str, Any] = {}  # ... and bare (see _bare_calls)
#: Per thread: buffers of slots PDFium writes into, a pointer object to each (see _slots).
_SLOTS = threading.local()


def _address(pointer: object) -> int:
    value: int | None = ctypes.cast(pointer, ctypes.c_void_p).value  # type: ignore[arg-type]
    return value or 0


def _bare(function: object, answer: Any) -> Any:
    """PDFium's ``function`` through a prototype that names no argument types.

    A C function of fixed arguments may be called with more than its prototype names
    (cdecl), and each unnamed one is passed as it is: a ``c_void_p`` object as the pointer
    it holds, a Python int as a C ``int``. A prototype naming them calls a converter
    object per argument per call: a third of the cost of a character's box, asked for
    every character of a PDF. So pointers are passed as objects made once (:func:`_pointer`).

    The prototype is a ``PYFUNCTYPE``: the call keeps the GIL. A ``CFUNCTYPE`` releases
    and takes it again around every call, a sixth of the cost of a character's box (the
    calls made per character take a fraction of a microsecond; pages are read under
    PDFium's lock, one thread at a time, in any case)."""
    return ctypes.PYFUNCTYPE(answer)(_address(function))


def _pointer(address: int) -> Any:
    """An argument a bare call (:func:`_bare`) passes as the pointer ``address``: the
    ``byref`` of a ``c_char`` standing at it (nothing is read or written there).

    ctypes passes a ``byref`` object's pointer as it is, where it makes a new argument
    object from a ``c_void_p`` at every call: a fifth of the cost of a character's box.
    ``address`` must stay valid while the object is used."""
    return ctypes.byref(ctypes.c_char.from_address(address))


class _Handle(ctypes.c_void_p):
    """A PDFium object handle as a ctypes answer: kept an object (a subclass of
    ``c_void_p`` is not turned into an int), so it passes back to a bare call as is."""


def _slots(size: int, count: int) -> list[Any]:
    """A pointer argument (:func:`_pointer`'s kind) to each of ``count`` slots of ``size``
    bytes of one buffer, kept for the thread (one buffer a size) and grown when a page asks
    for more (what PDFium writes there is copied out before the next page asks)."""
    held: dict[int, tuple[Any, list[Any]]] | None = getattr(_SLOTS, "held", None)
    if held is None:
        held = _SLOTS.held = {}
    slots = held[size][1] if size in held else None
    if slots is None or len(slots) < count:
        total = max(count, 2 * len(slots) if slots else 4096)
        buffer = (ctypes.c_char * (size * total))()
        slots = [ctypes.byref(buffer, at) for at in range(0, size * total, size)]
        held[size] = (buffer, slots)
    return slots


def _written(size: int, count: int) -> Any:
    """The first ``count`` slots' bytes (of the thread's buffer of ``size``-byte slots,
    :func:`_slots`) as float32 numbers, ``size // 4`` a row (a view: copy what is kept)."""
    start = ctypes.addressof(_SLOTS.held[size][0])
    buffer = (ctypes.c_char * (size * count)).from_address(start)
    return np.frombuffer(memoryview(buffer), dtype=np.float32).reshape(count, size // 4)


def loose_boxes(textpage_raw: object, indices: list[int]) -> Any:
    """The loose boxes of the characters at ``indices`` as a float64 array of rows
    ``(left, bottom, right, top)``. A box PDFium cannot give repeats the one before it (as
    one struct reused for every character did), zeros at first."""
    if not _BOX_CALL:
        _BOX_CALL.append(_bare(pdfium_c.FPDFText_GetLooseCharBox, ctypes.c_int))
    call = _BOX_CALL[0]
    n = len(indices)
    rect = pdfium_c.FS_RECTF
    size = ctypes.sizeof(rect)
    slots = _slots(size, n)
    page = _pointer(_address(textpage_raw))
    found = list(map(call, repeat(page, n), indices, slots))
    fields = _written(size, n)
    order = [getattr(rect, name).offset // 4 for name in ("left", "bottom", "right", "top")]
    boxes = fields[:, order].astype(np.float64)
    if 0 in found:
        for k, ok in enumerate(found):
            if not ok:
                boxes[k] = boxes[k - 1] if k else 0.0
    return boxes


def char_text(textpage_raw: object, count: int) -> str:
    """The page's characters one per index, when an astral character (a mathematical
    italic ``𝑥``, U+1D465) makes the text longer than the count: PDFium holds one as two
    indices, its UTF-16 surrogates, both with the glyph's box. The pair is read as the
    character at its first index and a skipped line break (``\\r``, no glyph) at its
    second, as pdftotext reads it; a surrogate without its partner is U+FFFD. Each index's
    unit is asked through one prototype mapped over the page (``FPDFText_GetUnicode``)."""
    if count <= 0:
        return ""
    calls = _bare_calls()
    page = _pointer(_address(textpage_raw))
    return paired_units(list(map(calls["FPDFText_GetUnicode"], repeat(page, count), range(count))))


def paired_units(values: list[int]) -> str:
    """:func:`char_text`'s text of the UTF-16 units PDFium answers, one character each:
    a high surrogate followed by a low one is the pair's character, and the low one a
    ``\\r``; any other surrogate (or a value past U+10FFFF) is U+FFFD."""
    units = np.array(values, dtype=np.int64)
    count = len(units)
    high = (units >= 0xD800) & (units < 0xDC00)
    low = (units >= 0xDC00) & (units < 0xE000)
    pair = np.zeros(count, dtype=bool)  # a high surrogate with its low one after it
    pair[:-1] = high[:-1] & low[1:]
    second = np.zeros(count, dtype=bool)  # the index after a pair's first
    second[1:] = pair[:-1]
    lone = ((units >= 0xD800) & (units < 0xE000)) | (units > 0x10FFFF)
    codes = np.where(lone, 0xFFFD, units)
    joined = 0x10000 + ((units[:-1] - 0xD800) << 10) + (units[1:] - 0xDC00)
    codes[:-1][pair[:-1]] = joined[pair[:-1]]
    codes[second] = 0x0D
    return codes.astype("<u4").tobytes().decode("utf-32-le")


def level(textpage_raw: object, indices: list[int]) -> Any:
    """For the characters at ``indices`` (glyphs PDFium gives an angle), True where the
    glyph's baseline is level, left to right, all the same: its text matrix
    (``FPDFText_GetMatrix``) has ``a > 0`` and ``|b| <= 0.01 a``. A slanted font (a skewed
    text matrix, pxfonts' bold typewriter ``dvips`` in an italic sentence) gets an angle
    from the glyph's slanted upright; it is read in the frame of its line, not as a turned
    word read after the page. False where PDFium gives no matrix. Asked in bulk."""
    calls = _bare_calls()
    n = len(indices)
    size = ctypes.sizeof(pdfium_c.FS_MATRIX)
    slots = _slots(size, n)
    page = _pointer(_address(textpage_raw))
    found = list(map(calls["FPDFText_GetMatrix"], repeat(page, n), indices, slots))
    fields = _written(size, n)
    a = fields[:, pdfium_c.FS_MATRIX.a.offset // 4].astype(np.float64)
    b = fields[:, pdfium_c.FS_MATRIX.b.offset // 4].astype(np.float64)
    return np.array(found, dtype=bool) & (a > 0) & (np.abs(b) <= 0.01 * a)


def mirrored(textpage_raw: object, indices: list[int]) -> Any:
    """For the characters at ``indices``, True where the glyph is mirrored left to right
    (its text matrix has ``a < 0``, ``d > 0`` and ``b`` about 0): XeTeX's reversed ``Ǝ``,
    to which PDFium gives an angle of 180°. False where PDFium gives no matrix. Asked in
    bulk, only for glyphs PDFium gives an angle and :func:`level` did not find level."""
    calls = _calls()
    n = len(indices)
    size = ctypes.sizeof(pdfium_c.FS_MATRIX)
    buffer = (ctypes.c_char * (size * n))()
    base = ctypes.addressof(buffer)
    page = _address(textpage_raw)
    found = list(
        map(
            calls["FPDFText_GetMatrix"],
            repeat(page, n),
            indices,
            range(base, base + size * n, size),
        )
    )
    fields = np.frombuffer(memoryview(buffer), dtype=np.float32).reshape(n, size // 4)
    a = fields[:, pdfium_c.FS_MATRIX.a.offset // 4].astype(np.float64)
    b = fields[:, pdfium_c.FS_MATRIX.b.offset // 4].astype(np.float64)
    d = fields[:, pdfium_c.FS_MATRIX.d.offset // 4].astype(np.float64)
    return np.array(found, dtype=bool) & (a < 0) & (d > 0) & (np.abs(b) <= 0.01 * -a)


def text_objects(textpage_raw: object, indices: list[int]) -> list[int | None]:
    """The address of the text object each character at ``indices`` was drawn by (None
    for none), as ``FPDFText_GetTextObject`` answers, without a pointer object each."""
    if not _OBJECT_CALL:
        _OBJECT_CALL.append(_bare(pdfium_c.FPDFText_GetTextObject, ctypes.c_void_p))
    page = _pointer(_address(textpage_raw))
    return list(map(_OBJECT_CALL[0], repeat(page, len(indices)), indices))


def _calls() -> dict[str, Any]:
    """PDFium's page object functions as prototypes taking and answering addresses."""
    if not _OBJECT_CALLS:
        void, number = ctypes.c_void_p, ctypes.c_int
        for name, answer, arguments in (
            ("FPDFPage_GetObject", void, (void, number)),
            ("FPDFFormObj_GetObject", void, (void, ctypes.c_ulong)),
            ("FPDFFormObj_CountObjects", number, (void,)),
            ("FPDFText_GetUnicode", ctypes.c_uint, (void, number)),
            ("FPDFText_GetMatrix", number, (void, number, void)),
            ("FPDFPageObj_GetType", number, (void,)),
            ("FPDFPageObj_GetMatrix", number, (void, void)),
        ):
            prototype = ctypes.CFUNCTYPE(answer, *arguments)
            _OBJECT_CALLS[name] = prototype(_address(getattr(pdfium_c, name)))
    return _OBJECT_CALLS


def _bare_calls() -> dict[str, Any]:
    """The same functions bare (see :func:`_bare`), for the calls made per character or
    per object: pages and slots passed as ``c_void_p`` objects, page objects answered and
    passed as :class:`_Handle` objects (never a Python int, which a bare call passes as a
    C ``int``). ``FPDFFormObj_GetObject`` takes an ``unsigned long``: it keeps its types."""
    if not _BARE_CALLS:
        for name, answer in (
            ("FPDFPage_GetObject", _Handle),
            ("FPDFFormObj_CountObjects", ctypes.c_int),
            ("FPDFText_GetUnicode", ctypes.c_uint),
            ("FPDFText_GetMatrix", ctypes.c_int),
            ("FPDFPageObj_GetType", ctypes.c_int),
            ("FPDFPageObj_GetMatrix", ctypes.c_int),
        ):
            _BARE_CALLS[name] = _bare(getattr(pdfium_c, name), answer)
        prototype = ctypes.CFUNCTYPE(_Handle, ctypes.c_void_p, ctypes.c_ulong)
        _BARE_CALLS["FPDFFormObj_GetObject"] = prototype(_address(pdfium_c.FPDFFormObj_GetObject))
    return _BARE_CALLS


def upright(page_raw: object, budget: int) -> bool:
    """True when every text object on the page (in forms too) is drawn unturned: its
    matrix, and those of the forms holding it, scale and move but neither turn nor
    mirror it horizontally, so every character's angle (``FPDFText_GetCharAngle``, taken
    from that matrix) is zero. False when one is turned, or past ``budget`` objects (a
    page of many drawn shapes: asking each character's angle then costs less). The
    objects are asked in bulk, a call each mapped over them."""
    c = pdfium_c
    calls = _bare_calls()
    page = _pointer(_address(page_raw))
    count = c.FPDFPage_CountObjects(page_raw)
    todo = list(map(calls["FPDFPage_GetObject"], repeat(page, count), range(count)))
    seen = 0
    while todo:
        seen += len(todo)
        if seen > budget:
            return False
        kinds = list(map(calls["FPDFPageObj_GetType"], todo))
        text, form = c.FPDF_PAGEOBJ_TEXT, c.FPDF_PAGEOBJ_FORM
        placed = [obj for obj, kind in zip(todo, kinds, strict=True) if kind in (text, form)]
        size = ctypes.sizeof(c.FS_MATRIX)
        slots = _slots(size, len(placed))
        if 0 in map(calls["FPDFPageObj_GetMatrix"], placed, slots):
            return False
        matrices = _written(size, len(placed))
        a, b, c_ = (getattr(c.FS_MATRIX, name).offset // 4 for name in ("a", "b", "c"))
        if (matrices[:, b] != 0).any() or (matrices[:, c_] != 0).any():
            return False
        if not (matrices[:, a] > 0).all():
            return False
        inside, counted = calls["FPDFFormObj_GetObject"], calls["FPDFFormObj_CountObjects"]
        todo = [
            inner
            for obj, kind in zip(todo, kinds, strict=True)
            if kind == form
            for inner in map(inside, repeat(obj), range(max(counted(obj), 0)))
        ]
    return True


def upright_runs(chars: str, boxes: Any, spaces: Any, new_objects: Any) -> list[Run]:
    """The runs :class:`~._layout.RunBuilder` makes of these glyphs fed in order (the
    first glyph's space ignored, as no run stands before it), every glyph upright in the
    page's frame and none right to left, no glyph a space: ``boxes`` rows are
    ``(x0, y0, x1, y1)`` (float64), and each character's box in the run is its row."""
    n = len(chars)
    if n == 0:
        return []
    x0, y0, x1, y1 = boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3]
    span = y1 - y0
    height = np.where(span > 1.0, span, 1.0)
    # glyph k against glyph k - 1, for k >= 1 (RunBuilder.add's arithmetic, in arrays)
    last = height[:-1]
    now = height[1:]
    low = np.minimum(now, last)
    high = np.maximum(now, last)
    scale = np.where(low > 0.6 * high, low, 0.6 * high)
    gap = x0[1:] - x1[:-1]
    moved = np.abs(y0[1:] - y0[:-1]) >= 0.2 * high
    back = x0[1:] < x0[:-1] - 0.1 * scale
    flush = moved | (gap > RUN_BREAK_GAP * scale) | ((gap < -0.6 * scale) & back)
    # a space before the glyph when its gap, less the run's letter spacing, passes the
    # lowest of the word gap and (after a drawn space, or between text objects whose gap
    # as drawn passes it too: RunBuilder's min(gap, wider)) theirs
    limit = WORD_GAP * scale
    limit = np.minimum(limit, np.where(spaces[1:], DRAWN_SPACE_GAP * scale, np.inf))
    object_gap = OBJECT_GAP * scale
    limit = np.minimum(limit, np.where(new_objects[1:] & (gap > object_gap), object_gap, np.inf))
    spaced = _word_spaces(flush, gap, -0.15 * scale, limit)
    given = np.frombuffer(chars.encode("utf-32-le"), dtype="<u4")
    if int(given.max()) >= 0x300:
        _marks_kept_on_letters(chars, given, spaced, gap, scale, flush)
    # the text with its spaces, and each glyph's place in it
    before = np.zeros(n, dtype=np.int64)
    before[1:] = np.cumsum(np.frombuffer(spaced, dtype=np.uint8))
    place = np.arange(n) + before
    total = n + int(before[-1])
    codes = np.full(total, 0x20, dtype="<u4")
    codes[place] = given
    text = codes.tobytes().decode("utf-32-le")
    out = np.full((total, 4), np.nan, dtype=np.float32)
    out[place] = boxes
    flat = array("f", out.tobytes())
    starts = np.flatnonzero(np.concatenate(([True], flush)))
    ends = np.append(starts[1:], n)
    xs0 = np.minimum.reduceat(x0, starts).tolist()
    ys0 = np.minimum.reduceat(y0, starts).tolist()
    xs1 = np.maximum.reduceat(x1, starts).tolist()
    ys1 = np.maximum.reduceat(y1, starts).tolist()
    first = place[starts].tolist()
    after = (place[ends - 1] + 1).tolist()
    return [
        Run(text[a:b], xs0[r], ys0[r], xs1[r], ys1[r], flat[4 * a : 4 * b])
        for r, (a, b) in enumerate(zip(first, after, strict=True))
    ]


def _marks_kept_on_letters(
    chars: str, given: Any, spaced: bytearray, gap: Any, scale: Any, flush: Any
) -> None:
    """No space before a combining mark that follows a letter standing alone (a space or
    a run's start before it, as in a letter-spaced word) nearer than a word gap (in
    ``spaced``, for glyphs 1 … n-1): a mark is its letter's, and a space before it would
    make it a space's. LuaTeX draws a letter-spaced word's acute a tracking step after its
    letter, where PDFium infers a space, and Ponomar's "е́" was read "е ́" (round 60). A
    mark touching or overlapping a mark before it is that mark's letter's too (Menaion's
    pokrytie over a combining es: "Гдⷭ ҇ь"). A mark after a word's last letter, clear of it, keeps its
    space: a page writes a mark alone on a space ("the acute ́ and the grave"), a review's
    finding."""
    marks = [ord(c) for c in set(chars) if c >= "\u0300" and unicodedata.category(c) == "Mn"]
    if not marks:
        return
    at = np.flatnonzero(np.isin(given[1:], marks) & (gap < WORD_GAP * scale))
    for k in at.tolist():  # glyph k + 1, a mark
        if not spaced[k]:
            continue
        letter = k  # the letter its marks before it stand on
        while (
            letter > 0
            and not flush[letter - 1]
            and not spaced[letter - 1]
            and unicodedata.category(chars[letter]) == "Mn"
        ):
            letter -= 1  # (a mark opening a run, or after a space, has no letter)
        alone = letter == 0 or spaced[letter - 1] or flush[letter - 1]
        on_a_mark = gap[k] <= 0 and unicodedata.category(chars[k]) == "Mn"
        if chars[letter].isalpha() and (alone or on_a_mark):
            spaced[k] = 0


def _word_spaces(flush: Any, gap: Any, floor: Any, limit: Any) -> bytearray:
    """For glyphs 1 … n-1 (arrays of their run breaks, gaps, letter spacing floors and word
    gap limits): 1 where a space stands before the glyph, else 0, as RunBuilder decides
    it (the word gap against the run's running letter spacing, ``letter``).

    Only what needs the running spacing is looped over, a float at a time as RunBuilder
    computes it. Until a run takes its first letter gap its spacing is 0.0, above its floor
    (a negative share of a height of 1 at least), so a glyph there is spaced when its gap
    passes the limit: decided on the arrays, as is every glyph whose gap less the floor
    does not pass the limit (no spacing above the floor can make that a word gap: the
    rounding of ``gap - letter`` follows ``letter``), a letter gap. What is left, a run's
    glyphs from its first letter gap on, is one loop over floats."""
    if len(gap) == 0:
        return bytearray()
    letter_at_zero = ~flush & ~(gap > limit)  # a letter gap while the run's spacing is 0.0
    counted = np.cumsum(letter_at_zero)
    before = counted - letter_at_zero  # letter gaps before the glyph, from the page's start
    opened = np.maximum.accumulate(np.where(flush, before, 0))  # ... at its run's start
    unspaced = before == opened  # no letter gap yet in its run: its spacing is 0.0
    out = bytearray((unspaced & ~flush & ~letter_at_zero).tobytes())
    first = unspaced & letter_at_zero  # the run's first letter gap: its spacing from now
    candidate = ~unspaced & (gap - floor > limit)  # a word gap or not, by the spacing
    kinds = np.where(first, 3, np.where(candidate, 2, 1))
    steps = np.flatnonzero(~unspaced | first)
    at = np.flatnonzero(candidate)
    decisions = zip(at.tolist(), floor[at].tolist(), limit[at].tolist(), strict=True)
    letter = 0.0
    for kind, g in zip(kinds[steps].tolist(), gap[steps].tolist(), strict=True):
        if kind == 1:  # a letter gap
            letter = 0.7 * letter + 0.3 * g
        elif kind == 3:
            letter = g
        else:
            k, least, most = next(decisions)
            if g - (letter if letter > least else least) > most:
                out[k] = 1
            else:
                letter = 0.7 * letter + 0.3 * g
    return out


_ANNOTATION_CALLS: dict[str, Any] = {}  # the annotation calls, bare (see _bare)
#: A buffer length of zero as an ``unsigned long`` (a bare call passes a Python int as an
#: ``int``).
_NO_LENGTH = ctypes.c_ulong(0)


def draws_annotations(page_raw: object, count: int) -> bool:
    """True when one of the ``count`` annotations of the page could be drawn by flattening:
    any but a link without an appearance of its own (a hyperlink's rectangle draws
    nothing; most books hold one on every page, and flattening then costs a second load
    of the page for nothing). Asked through bare calls: through pypdfium2's typed ones
    the question cost 2.6% of reading gnuplot's manual, whose pages hold 8,000 links."""
    if not _ANNOTATION_CALLS:
        for name, answer in (
            ("FPDFPage_GetAnnot", _Handle),
            ("FPDFAnnot_GetSubtype", ctypes.c_int),
            ("FPDFAnnot_GetAP", ctypes.c_ulong),
            ("FPDFPage_CloseAnnot", None),
        ):
            _ANNOTATION_CALLS[name] = _bare(getattr(pdfium_c, name), answer)
    get, subtype, appearance, close = (
        _ANNOTATION_CALLS[name]
        for name in ("FPDFPage_GetAnnot", "FPDFAnnot_GetSubtype", "FPDFAnnot_GetAP",
                     "FPDFPage_CloseAnnot")
    )  # fmt: skip
    page = _pointer(_address(page_raw))
    link, normal = pdfium_c.FPDF_ANNOT_LINK, pdfium_c.FPDF_ANNOT_APPEARANCEMODE_NORMAL
    for k in range(count):
        annotation = get(page, k)
        try:
            if subtype(annotation) != link:
                return True
            if appearance(annotation, normal, None, _NO_LENGTH) > 2:  # more than "\0"
                return True
        finally:
            close(annotation)
    return False
