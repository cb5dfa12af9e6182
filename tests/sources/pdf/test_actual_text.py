"""Characters PDFium reads from an ``/ActualText`` span (:mod:`citeproof.sources.pdf._pieces`),
on small PDFs drawn with reportlab the way Chromium prints a page: every glyph a text
object of its own, a cluster whose glyphs are not its characters wrapped in a span.

The cases come from PDFs Chromium printed (a generalisation probe): small capitals read
"Pr o c e e d i n g s", a Yoruba ``ọ̀`` read twice ("ìrọ̀l ọ̀ẹ́")."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import pytest

from citeproof.service import check
from citeproof.sources import SourceRead, extract

canvas = pytest.importorskip("reportlab.pdfgen.canvas")
pdfmetrics = pytest.importorskip("reportlab.pdfbase.pdfmetrics")

FONT = "Helvetica"
DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


def _hex(text: str) -> str:
    return "FEFF" + text.encode("utf-16-be").hex().upper()


class _Page:
    """A page drawn glyph by glyph, each glyph a text object (``BT ... ET``) of its own."""

    def __init__(self) -> None:
        self.out = io.BytesIO()
        self.canvas = canvas.Canvas(self.out, pagesize=(612, 792), invariant=1)

    def glyph(self, x: float, y: float, char: str, size: float = 10, font: str = FONT) -> float:
        """Draw ``char`` with its origin at ``x``; returns its advance."""
        self.canvas.setFont(font, size)
        self.canvas.drawString(x, y, char)
        return float(pdfmetrics.stringWidth(char, font, size))

    def span(self, text: str, draw: Callable[[], float]) -> float:
        self.canvas._code.append(f"/Span <</ActualText <{_hex(text)}>>> BDC")
        advance = draw()
        self.canvas._code.append("EMC")
        return advance

    def pdf(self) -> bytes:
        self.canvas.showPage()
        self.canvas.save()
        return self.out.getvalue()


def _small_caps(page: _Page, x: float, y: float, words: list[str]) -> None:
    """``words`` in small capitals: a word's first capital drawn as it is, every small
    letter a smaller capital glyph in a span that says the letter (as Chromium prints a
    font's ``smcp`` glyph)."""
    for word in words:
        for char in word:
            if char.isupper():
                x += page.glyph(x, y, char)
            else:

                def small(letter: str = char, at: float = x) -> float:
                    return page.glyph(at, y, letter.upper(), 7.6)

                x += page.span(char, small)
        x += pdfmetrics.stringWidth(" ", FONT, 10)


def test_small_capitals_in_spans_read_as_words() -> None:
    page = _Page()
    words = ["The", "Proceedings", "of", "the", "Royal", "Society", "were", "printed"]
    _small_caps(page, 72, 700, words)
    document = extract(page.pdf(), "application/pdf", "smcp.pdf")
    assert document.text == " ".join(words)
    report = check(
        SourceRead(document=document, origin="file"),
        ["The Proceedings of the Royal Society", "The Proceedings of the Royal Academy"],
    )
    assert [finding.confirmed for finding in report.findings] == [True, False]


def test_a_span_read_twice_is_read_once() -> None:
    """``é`` drawn as an ``e`` and a combining acute (no advance, its ink left of its
    origin) whose origin stands a hair after the ``l``'s, as Chromium sets a mark: PDFium
    orders a line's objects by origin, so the span's second object does not follow its
    first, and it read the span's text again ("éléan")."""
    ttfonts = pytest.importorskip("reportlab.pdfbase.ttfonts")
    assert DEJAVU.exists(), "install Debian's fonts-dejavu-core"
    pdfmetrics.registerFont(ttfonts.TTFont("DejaVu", str(DEJAVU)))
    page = _Page()
    x, y = 72.0, 700.0
    for char in "Un ":
        x += page.glyph(x, y, char, font="DejaVu")
    width = float(pdfmetrics.stringWidth("e", "DejaVu", 10))

    def accented(at: float = x) -> float:
        page.glyph(at, y, "e", font="DejaVu")
        page.glyph(at + width + 0.002, y, "\u0301", font="DejaVu")
        return width

    x += page.span("\u00e9", accented)
    for char in "lan vital":
        x += page.glyph(x, y, char, font="DejaVu")
    document = extract(page.pdf(), "application/pdf", "twice.pdf")
    assert document.text == "Un élan vital"


def test_a_logo_spanning_its_letters_objects_is_read_to_its_last_glyphs_end() -> None:
    """pdfTeX's "TeX" in microtype's manual: a span saying "TeX" around three text objects
    (T, a lowered E, X), which PDFium reads as the first object's three pieces. The span's
    ink runs on to the X's end, more than an em past the T's: the comma set right after it
    follows the word, as the page shows "pdfTeX,", not "pdfTeX ,"."""
    page = _Page()
    x, y = 72.0, 700.0
    for char in "With pdf":
        x += page.glyph(x, y, char)

    def logo(at: float = x) -> float:
        width = page.glyph(at, y, "T") - 0.7
        width += page.glyph(at + width, y - 2.2, "E") - 0.5
        return width + page.glyph(at + width, y, "X")

    x += page.span("TeX", logo)
    for char in ", it is only available in PDF mode.":
        x += page.glyph(x, y, char)
    document = extract(page.pdf(), "application/pdf", "logo.pdf")
    assert document.text == "With pdfTeX, it is only available in PDF mode."


def test_a_spans_pen_runs_on_to_the_next_glyphs_origin_only_close_by() -> None:
    """Noto Hebrew's final kaf as Chromium prints it: its ink and side bearing end 0.8 pt
    before the origin of the shin it follows, and PDFium's inferred space there was kept
    ("וְחֹשֶׁ ךְ"). The pen runs on to that origin; not over a word space, and not past the
    next origin where a joined letter's ink already reaches over it."""
    from citeproof.sources.pdf._pieces import NEXT_PEN, _pen_end

    em = 11.0
    origins = {776.9: [200.0, 209.95, 215.33, 230.0]}
    assert _pen_end(origins, 776.88, 209.95, 214.51, em) == 215.33
    word_space = 214.51 + 0.22 * em
    spaced = {776.9: [209.95, word_space]}
    assert _pen_end(spaced, 776.88, 209.95, 214.51, em) == 214.51
    assert 0.8 < NEXT_PEN * em < 0.22 * em
    # a teh marbuta's ink reaching over the lam's origin (240.46) ends where its ink does
    joined = {776.9: [235.33, 240.46, 242.79]}
    assert _pen_end(joined, 776.88, 235.33, 241.56, em) == 241.56
    assert _pen_end({}, 776.88, 235.33, 241.56, em) == 241.56
