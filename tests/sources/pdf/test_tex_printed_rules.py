"""Rules from round 57's probe of pages set by XeLaTeX and LuaLaTeX
(``tests/realdocs/tex_printed.py``), on small PDFs drawn with reportlab."""

from __future__ import annotations

import io
import unicodedata
from pathlib import Path

import pytest

from citeproof.contracts import report_json
from citeproof.service import check
from citeproof.sources import SourceDocument, SourceRead, extract
from citeproof.sources.pdf._layout import RunBuilder

canvas = pytest.importorskip("reportlab.pdfgen.canvas")
pdfmetrics = pytest.importorskip("reportlab.pdfbase.pdfmetrics")
ttfonts = pytest.importorskip("reportlab.pdfbase.ttfonts")

LINES = (
    "nce the harbour had frozen, the fishermen of",
    "the village mended their nets beside the fire",
    "and waited for the first ships of the spring.",
    "Nobody in the village remembered so long a winter.",
)


def _read(data: bytes) -> SourceDocument:
    return extract(data, "application/pdf", "drawn.pdf")


def _confirmed(document: SourceDocument, *quotes: str) -> list[bool]:
    out = report_json(check(SourceRead(document=document, origin="file"), list(quotes)))
    return [bool(r["confirmed"]) for r in out["results"]]


def _drop_cap_page(cap: str, gap: float, lines: tuple[str, ...] = LINES) -> bytes:
    """A paragraph as ``lettrine`` sets it: ``cap`` two lines tall, its top level with
    the first line's capitals, the first two ``lines`` set ``gap`` points right of it."""
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(400, 400), invariant=1)
    page.setFont("Times-Roman", 30)
    page.drawString(40, 287, cap)  # a 30 pt capital: its top about 7 pt over the baseline at 300
    width = page.stringWidth(cap, "Times-Roman", 30)
    for k, text in enumerate(lines):
        page.setFont("Times-Roman", 10)
        x = 40 + width + gap if k < 2 else 40
        page.drawString(x, 300 - 12 * k, text)
    page.showPage()
    page.save()
    return out.getvalue()


def test_a_drop_cap_begins_its_first_line() -> None:
    document = _read(_drop_cap_page("O", 0.5))
    assert document.text.startswith("Once the harbour had frozen")
    assert _confirmed(
        document,
        "Once the harbour had frozen, the fishermen of the village mended their nets",
        "Ance the harbour had frozen, the fishermen of the village mended their nets",
    ) == [True, False]


def test_a_drop_cap_word_stays_a_word() -> None:
    # "A" as a word of its own: the space after it is wider than a word space.
    document = _read(_drop_cap_page("A", 3.5))
    assert document.text.startswith("A nce the harbour")


def test_a_big_operator_beside_a_formula_stays_apart() -> None:
    # TeX's big sum read as "P" (its code in cmex), two lines of a formula beside it.
    formula = ("x2 + y2 = 1", "i = 1", *LINES[2:])
    document = _read(_drop_cap_page("P", 0.5, formula))
    assert document.text.startswith("P\nx2 + y2 = 1")


DEJAVU = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")


def _mark_drawn_last(mark: str) -> bytes:
    """A line whose ``mark`` under (or over) the ``r`` of "Dvorak" is drawn after the
    rest of the line, as XeTeX and LuaTeX draw a mark the font places off the baseline:
    in drawing order it follows the line's last letter."""
    assert DEJAVU.exists(), "install Debian's fonts-dejavu-core"
    pdfmetrics.registerFont(ttfonts.TTFont("DejaVu", str(DEJAVU)))
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(400, 200), invariant=1)
    page.setFont("DejaVu", 10)
    head, tail = "In Czech the name Dvor", "ak has a raised trill."
    page.drawString(40, 100, head + tail)
    page.drawString(40, 86, "The next line of the paragraph goes on below it.")
    page.drawString(40 + pdfmetrics.stringWidth(head, "DejaVu", 10), 100, mark)
    page.showPage()
    page.save()
    return out.getvalue()


@pytest.mark.parametrize("mark", ["\u031d", "\u0301"])
def test_a_mark_drawn_after_its_line_is_seated_on_its_letter(mark: str) -> None:
    document = _read(_mark_drawn_last(mark))
    said = f"In Czech the name Dvor{mark}ak has a raised trill."
    assert unicodedata.normalize("NFC", said) in unicodedata.normalize("NFC", document.text)
    assert _confirmed(document, said, said.replace("Dvor", "Dvar"), said.replace(mark, "")) == [
        True,
        False,
        False,
    ]


#: The first word of "הַיְּלָדִים הָלְכוּ" as XeTeX draws it in Ezra SIL and PDFium reads it
#: (round 57's probe): each glyph's box (x0, x1; every glyph 528.3 to 544.3 high), and
#: whether PDFium infers a space before it (after every point but the last).
XETEX_POINTED = [
    ("ה", 344.2, 351.6, False), ("ַ", 346.4, 348.7, False),
    ("י", 340.3, 344.2, True), ("ּ", 340.3, 344.2, False), ("ְ", 341.9, 342.9, False),
    ("ל", 333.1, 340.3, True), ("ָ", 334.7, 337.1, False),
    ("ד", 325.8, 333.1, True), ("ִ", 331.1, 332.1, False),
    ("י", 322.1, 325.8, True), ("ם", 314.9, 322.1, False),
    ("ה", 302.5, 309.9, True), ("ָ", 304.6, 307.0, False),
    ("ל", 295.4, 302.5, True), ("ְ", 298.0, 299.0, False),
    ("כ", 288.6, 295.4, True), ("ו", 285.0, 288.6, False), ("ּ", 285.0, 288.6, False),
]  # fmt: skip


def test_pointed_hebrew_placed_point_by_point_reads_as_words() -> None:
    builder = RunBuilder()
    for char, x0, x1, space in XETEX_POINTED:
        if space:
            builder.space()
        builder.add(char, x0, 528.3, x1, 544.3, (x0, 528.3, x1, 544.3))
    assert [run.text for run in builder.runs()] == ["הַיְּלָדִים הָלְכוּ"]


def test_a_mark_seated_back_on_its_letter_takes_no_space() -> None:
    """A review's finding: an acute drawn before the rest of its word but standing over
    its ``n`` (DejaVu Serif Italic), seated back after that letter, took the space flag of
    the glyph after it: "fin ́ is a Welsh word." It takes none, and the word after keeps
    its own space."""
    italic = Path("/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf")
    assert italic.exists(), "install Debian's fonts-dejavu-core"
    pdfmetrics.registerFont(ttfonts.TTFont("DejaVuSerifItalic", str(italic)))
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(400, 200), invariant=1)
    page.setFont("DejaVuSerifItalic", 12)
    page.drawString(40, 100, "The fi")
    at = 40 + pdfmetrics.stringWidth("The fi", "DejaVuSerifItalic", 12)
    page.drawString(at + 6, 100, "\u0301")
    page.drawString(at, 100, "n is a Welsh word.")
    page.showPage()
    page.save()
    document = _read(out.getvalue())
    assert unicodedata.normalize("NFC", document.text) == "The fiń is a Welsh word."
