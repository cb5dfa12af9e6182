"""Issue 23's bulk reading: runs built from arrays are RunBuilder's runs, bit for bit, and a
page's characters read in bulk are the ones read one by one (same boxes, same angles, the
same astral characters and level baselines as issue 20's reading rules read them)."""

from __future__ import annotations

import ctypes
import io
import math

import numpy as np
import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from citeproof.sources.pdf._glyphs import (
    char_text,
    level,
    loose_boxes,
    paired_units,
    text_objects,
    upright,
    upright_runs,
)
from citeproof.sources.pdf._layout import RunBuilder


def _text_object(raw: object, index: int) -> int | None:
    """The address of the text object a character was drawn by, asked one at a time: the
    reference :func:`text_objects` answers in bulk."""
    pointer = pdfium_c.FPDFText_GetTextObject(raw, index)
    value: int | None = ctypes.cast(pointer, ctypes.c_void_p).value
    return value


# Coordinates on a coarse grid with jitter, so that gaps fall on every side of every
# threshold (word gap, drawn space, text object, run break, baseline move, going back).
_coordinate = st.floats(min_value=-5.0, max_value=60.0, allow_nan=False, width=32)


@st.composite
def _glyphs(draw: st.DrawFn) -> list[tuple[str, float, float, float, float, bool, bool]]:
    count = draw(st.integers(min_value=0, max_value=40))
    out = []
    x = draw(_coordinate)
    y = draw(_coordinate)
    for _ in range(count):
        char = draw(st.sampled_from("abcxyz01.,\ufffe\u00e9\u4e00\u0301\u0486"))
        step = draw(st.sampled_from([-30.0, -3.0, -0.5, 0.0, 0.2, 0.5, 1.0, 2.0, 4.0, 12.0]))
        x = x + step + draw(st.floats(min_value=-0.25, max_value=0.25, width=32))
        width = draw(st.sampled_from([0.0, 0.5, 3.0, 5.0, 9.0]))
        size = draw(st.sampled_from([0.5, 1.0, 6.0, 10.0, 10.5, 14.0, 30.0]))
        if draw(st.booleans()):
            y = y + draw(st.sampled_from([-12.0, -3.0, -1.0, 0.0, 1.0, 2.5, 12.0]))
        x0, y0 = float(np.float32(x)), float(np.float32(y))
        x1, y1 = float(np.float32(x + width)), float(np.float32(y + size))
        out.append((char, x0, y0, x1, y1, draw(st.booleans()), draw(st.booleans())))
        x = x + width
    return out


def _fed(glyphs: list[tuple[str, float, float, float, float, bool, bool]]) -> list[tuple]:
    builder = RunBuilder()
    for k, (char, x0, y0, x1, y1, space, new_object) in enumerate(glyphs):
        if space and k:
            builder.space()
        builder.add(char, x0, y0, x1, y1, (x0, y0, x1, y1), new_object)
    return [_plain(run) for run in builder.runs()]


def _plain(run: object) -> tuple:
    boxes = tuple("nan" if math.isnan(b) else b for b in run.boxes)  # type: ignore[attr-defined]
    return (run.text, run.x0, run.y0, run.x1, run.y1, boxes, run.rtl)  # type: ignore[attr-defined]


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_glyphs())
def test_upright_runs_are_run_builders(glyphs: list) -> None:
    chars = "".join(g[0] for g in glyphs)
    boxes = np.array([g[1:5] for g in glyphs], dtype=np.float64).reshape(-1, 4)
    spaces = np.array([g[5] for g in glyphs], dtype=bool)
    new_objects = np.array([g[6] for g in glyphs], dtype=bool)
    built = [_plain(run) for run in upright_runs(chars, boxes, spaces, new_objects)]
    assert built == _fed(glyphs)


def _pdf(turned: bool) -> bytes:
    canvas = pytest.importorskip("reportlab.pdfgen.canvas")
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(612, 792))
    page.setFont("Helvetica", 11)
    page.drawString(72, 700, "Upright words, kerned and spaced.")
    if turned:
        page.saveState()
        page.translate(300, 300)
        page.rotate(90)
        page.drawString(0, 0, "Turned text")
        page.restoreState()
    page.showPage()
    page.save()
    return out.getvalue()


@pytest.mark.parametrize("turned", [False, True])
def test_bulk_boxes_and_upright_match_one_by_one(turned: bool) -> None:
    pdf = pdfium.PdfDocument(_pdf(turned))
    try:
        page = pdf[0]
        textpage = page.get_textpage()
        count = textpage.count_chars()
        indices = list(range(count))
        bulk = loose_boxes(textpage.raw, indices)
        box = pdfium_c.FS_RECTF()
        angles = []
        for i in indices:
            pdfium_c.FPDFText_GetLooseCharBox(textpage.raw, i, box)
            assert tuple(bulk[i]) == (box.left, box.bottom, box.right, box.top)
            angles.append(pdfium_c.FPDFText_GetCharAngle(textpage.raw, i))
        units = [pdfium_c.FPDFText_GetUnicode(textpage.raw, i) for i in indices]
        assert char_text(textpage.raw, count) == _paired_one_by_one(units)
        assert char_text(textpage.raw, count) == textpage.get_text_range(0, count)
        objects = [_text_object(textpage.raw, i) for i in indices]
        assert text_objects(textpage.raw, indices) == objects
        assert len(set(objects) - {None}) == (2 if turned else 1)
        assert upright(page.raw, 10_000) is (not turned)
        assert any(angles) is turned
        textpage.close()
        page.close()
    finally:
        pdf.close()


def test_boxes_asked_past_the_kept_slots_and_again_are_the_same() -> None:
    """The buffer PDFium writes boxes into is kept per thread and grown: a page asking
    more boxes than it holds, then fewer, gets each box as asked one by one (none left
    from the page before), and an index PDFium has no box for repeats the box before."""
    pdf = pdfium.PdfDocument(_pdf(True))
    try:
        page = pdf[0]
        textpage = page.get_textpage()
        count = textpage.count_chars()
        box = pdfium_c.FS_RECTF()
        one_by_one = []
        for i in range(count):
            pdfium_c.FPDFText_GetLooseCharBox(textpage.raw, i, box)
            one_by_one.append((box.left, box.bottom, box.right, box.top))
        many = [i % count for i in range(9000)]  # past the 4,096 slots kept at first
        bulk = loose_boxes(textpage.raw, many)
        assert [tuple(row) for row in bulk] == [one_by_one[i] for i in many]
        few = [count - 1, 0, count + 5, 1]  # no character at count + 5
        again = loose_boxes(textpage.raw, few)
        expected = [one_by_one[count - 1], one_by_one[0], one_by_one[0], one_by_one[1]]
        assert [tuple(row) for row in again] == expected
        textpage.close()
        page.close()
    finally:
        pdf.close()


def _linked(crop: tuple[float, float, float, float] | None) -> bytes:
    canvas = pytest.importorskip("reportlab.pdfgen.canvas")
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(500, 700))
    if crop is not None:
        page.setCropBox(crop)
    page.drawString(72, 600, "A page with a hyperlink on it.")
    page.linkURL("https://example.org/", (72, 590, 200, 610), relative=0)
    page.showPage()
    page.save()
    return out.getvalue()


@pytest.mark.parametrize("crop", [None, (10, 20, 400, 600), (400, 600, 10, 20)])
def test_flattened_boxes_are_flattenings(crop: tuple[float, float, float, float] | None) -> None:
    """A page of hyperlinks is not flattened (nothing would be drawn), but its size is what
    flattening leaves: the media box FPDFPage_Flatten writes, written the same way."""
    from citeproof.sources.pdf._extract import _flattened_boxes
    from citeproof.sources.pdf._glyphs import draws_annotations

    data = _linked(crop)
    flattened, emulated = pdfium.PdfDocument(data), pdfium.PdfDocument(data)
    try:
        one, two = flattened[0], emulated[0]
        assert pdfium_c.FPDFPage_GetAnnotCount(two.raw) == 1
        assert not draws_annotations(two.raw, 1)
        assert pdfium_c.FPDFPage_Flatten(one.raw, pdfium_c.FLAT_NORMALDISPLAY) == (
            pdfium_c.FLATTEN_SUCCESS
        )
        _flattened_boxes(two.raw)
        assert flattened.get_page_size(0) == emulated.get_page_size(0)
        one.close()
        two.close()
    finally:
        flattened.close()
        emulated.close()


def test_a_filled_form_field_is_drawn_into_its_page() -> None:
    """A page whose annotations draw something (a filled-in form field beside a link) is
    flattened: the field's value is read as text of the page, the link changes nothing."""
    from citeproof.sources import extract
    from citeproof.sources.pdf._glyphs import draws_annotations

    canvas = pytest.importorskip("reportlab.pdfgen.canvas")
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(500, 700))
    page.drawString(72, 650, "The applicant wrote her name below.")
    page.linkURL("https://example.org/", (72, 640, 200, 660), relative=0)
    page.acroForm.textfield(
        name="applicant", value="Margarethe Vogelsang", x=72, y=560, width=300, height=24
    )
    page.showPage()
    page.save()
    data = out.getvalue()
    pdf = pdfium.PdfDocument(data)
    try:
        first = pdf[0]
        count = pdfium_c.FPDFPage_GetAnnotCount(first.raw)
        assert count == 2
        assert draws_annotations(first.raw, count)
        first.close()
    finally:
        pdf.close()
    assert "Margarethe Vogelsang" in extract(data, None, "form.pdf").text


def _paired_one_by_one(units: list[int]) -> str:
    """Issue 20's reading of a page's units one by one (the loop char_text replaced)."""
    count = len(units)
    chars = []
    high = False  # the previous unit opened a pair
    for i, unit in enumerate(units):
        if 0xD800 <= unit < 0xDC00 and i + 1 < count and 0xDC00 <= units[i + 1] < 0xE000:
            chars.append(chr(0x10000 + ((unit - 0xD800) << 10) + (units[i + 1] - 0xDC00)))
            high = True
            continue
        if high:
            chars.append("\r")
        elif 0xD800 <= unit < 0xE000 or unit > 0x10FFFF:
            chars.append("\ufffd")
        else:
            chars.append(chr(unit))
        high = False
    return "".join(chars)


_unit = st.one_of(
    st.sampled_from([0x41, 0x20, 0x0D, 0xD835, 0xDC65, 0xD800, 0xDBFF, 0xDC00, 0xDFFF, 0xE000]),
    st.integers(min_value=0, max_value=0x11FFFF),
)


@settings(max_examples=600, deadline=None)
@given(st.lists(_unit, max_size=30))
def test_units_pair_as_read_one_by_one(units: list[int]) -> None:
    assert paired_units(units) == _paired_one_by_one(units)


def test_an_astral_pair_is_its_character_then_a_skipped_index() -> None:
    from .test_untuned_rules import _astral_pdf

    pdf = pdfium.PdfDocument(_astral_pdf())
    try:
        page = pdf[0]
        textpage = page.get_textpage()
        count = textpage.count_chars()
        units = [pdfium_c.FPDFText_GetUnicode(textpage.raw, i) for i in range(count)]
        text = char_text(textpage.raw, count)
        assert text == _paired_one_by_one(units)
        assert len(text) == count
        assert "\U0001d465\r," in text
        textpage.close()
        page.close()
    finally:
        pdf.close()


def _slanted() -> bytes:
    canvas = pytest.importorskip("reportlab.pdfgen.canvas")
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(612, 792))
    page.setFont("Helvetica", 10)
    page.drawString(72, 700, "turn off")
    page.saveState()
    page.translate(120, 700)
    page.skew(0, 9.5)  # a slanted font: PDFium gives its glyphs an angle, the baseline level
    page.drawString(0, 0, "dvips")
    page.restoreState()
    page.saveState()
    page.translate(300, 300)
    page.rotate(90)  # turned text: an angle and a turned baseline
    page.drawString(0, 0, "Turned")
    page.restoreState()
    page.showPage()
    page.save()
    return out.getvalue()


def test_level_is_the_text_matrix_asked_one_by_one() -> None:
    pdf = pdfium.PdfDocument(_slanted())
    try:
        page = pdf[0]
        textpage = page.get_textpage()
        raw = textpage.raw
        text = textpage.get_text_range(0, textpage.count_chars())
        angled = [
            i for i, c in enumerate(text) if c.strip() and pdfium_c.FPDFText_GetCharAngle(raw, i)
        ]
        expected = []
        for i in angled:
            matrix = pdfium_c.FS_MATRIX()
            assert pdfium_c.FPDFText_GetMatrix(raw, i, matrix)
            a, b = float(matrix.a), float(matrix.b)
            expected.append(a > 0 and abs(b) <= 0.01 * a)
        assert level(raw, angled).tolist() == expected
        assert "".join(text[i] for i, e in zip(angled, expected, strict=True) if e) == "dvips"
        assert "".join(text[i] for i, e in zip(angled, expected, strict=True) if not e) == "Turned"
        assert not upright(page.raw, 10_000)
        textpage.close()
        page.close()
    finally:
        pdf.close()


def test_a_font_switch_in_tightly_set_text_is_no_space() -> None:
    # TeX's overlapping glyph boxes (a letter spacing under zero), then a new text object
    # whose gap as drawn is under the object gap though wider than the letter spacing by
    # more: RunBuilder.add's min(gap, wider) reads 'K[x]', and so must the arrays.
    glyphs = [("a", 0.0, 0.0, 6.0, 10.0, False, False)]
    for char in "bcdK":
        x = glyphs[-1][3] - 1.0
        glyphs.append((char, x, 0.0, x + 6.0, 10.0, False, False))
    x = glyphs[-1][3] + 0.5
    glyphs.append(("[", x, 0.0, x + 3.0, 10.0, False, True))
    chars = "".join(g[0] for g in glyphs)
    boxes = np.array([g[1:5] for g in glyphs], dtype=np.float64)
    spaces = np.array([g[5] for g in glyphs], dtype=bool)
    new_objects = np.array([g[6] for g in glyphs], dtype=bool)
    built = [_plain(run) for run in upright_runs(chars, boxes, spaces, new_objects)]
    assert built == _fed(glyphs)
    assert [run[0] for run in built] == ["abcdK["]
