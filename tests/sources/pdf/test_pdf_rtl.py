"""Right-to-left text in a PDF is read in logical order, spaces around numbers kept.

Many producers store Hebrew and Arabic in visual order (as drawn, left to right); PDFium
reorders it, and the layout must then read runs and gaps right to left. The fixture is
drawn with reportlab and DejaVu Sans (Debian's fonts-dejavu-core), which has the glyphs.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

from citeproof.contracts import report_json
from citeproof.service import check
from citeproof.sources import SourceRead, extract

FONT = Path("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
HEBREW = "החוקרים רשמו 24 דגימות בקבוצה הראשונה"


def _visual(logical: str) -> str:
    """The order a visual-order producer draws: words reversed, numbers kept."""
    parts = re.split(r"(\d+)", logical)
    return "".join(p if p.isdigit() else p[::-1] for p in reversed(parts))


def _pdf(lines: list[str]) -> bytes:
    canvas = pytest.importorskip("reportlab.pdfgen.canvas")
    pdfmetrics = pytest.importorskip("reportlab.pdfbase.pdfmetrics")
    ttfonts = pytest.importorskip("reportlab.pdfbase.ttfonts")
    assert FONT.exists(), "install Debian's fonts-dejavu-core"
    pdfmetrics.registerFont(ttfonts.TTFont("DejaVu", str(FONT)))
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(612, 792), invariant=1)
    page.setFont("DejaVu", 12)
    for n, line in enumerate(lines):
        page.drawRightString(540, 700 - 20 * n, line)
    page.save()
    return out.getvalue()


def test_hebrew_in_visual_order_reads_in_logical_order() -> None:
    document = extract(_pdf([_visual(HEBREW)]), "application/pdf", "he.pdf")
    assert document.text == HEBREW
    report = check(
        SourceRead(document=document, origin="file"),
        ["רשמו 24 דגימות", "רשמו 25 דגימות"],
        boxes=True,
    )
    out = report_json(report)
    assert [f.confirmed for f in report.findings] == [True, False]
    assert out["results"][0]["spans"][0]["boxes"]


def test_two_right_to_left_lines_keep_their_order() -> None:
    text = extract(_pdf([_visual(HEBREW), _visual(HEBREW.replace("24", "31"))]),
                   "application/pdf", "he.pdf").text  # fmt: skip
    assert text.split("\n") == [HEBREW, HEBREW.replace("24", "31")]


def test_a_letter_wholly_right_of_the_glyph_before_it_starts_a_run_of_its_own() -> None:
    """DejaVu Sans's "الَّذِي" as Chromium prints it at a line's start: PDFium breaks its
    line between the lam's cluster and the alef before it, and gives the alef after the
    cluster. Appended to the cluster's run, the alef was read after its lam ("لَّاذِي");
    standing wholly right of it, it starts a run of its own, which the line's order puts
    first."""
    from citeproof.sources.pdf._layout import RunBuilder, _in_line_order

    builder = RunBuilder()
    y0, y1 = 592.8, 605.6
    for char, x0, x1 in (
        ("\u0644", 519.99, 523.58),  # lam
        ("\u0651", 519.99, 519.99),  # shadda, at no width at its letter's left edge
        ("\u064e", 519.99, 519.99),  # fatha
        ("\u0627", 523.44, 526.49),  # alef: right of the lam, before it in the word
    ):
        builder.add(char, x0, y0, x1, y1, (x0, y0, x1, y1))
    runs = builder.runs()
    assert [run.text for run in _in_line_order(runs)] == ["\u0627", "\u0644\u0651\u064e"]


def test_a_grapheme_joiner_opening_a_line_starts_that_line() -> None:
    """A review's finding: a combining grapheme joiner (XeTeX's, with the box of the
    letter after it) opening a right-to-left line was taken as a mark on the previous
    line's last letter, and the two lines were read as one."""
    from citeproof.sources.pdf._layout import RunBuilder, _lines

    builder = RunBuilder()

    def line(words: list[str], y0: float, joiner: bool = False) -> None:
        x = 400.0
        for n, word in enumerate(words):
            if n:
                builder.space()
                x -= 4
            for k, char in enumerate(word):
                box = (x - 7, y0, x, y0 + 16)
                if joiner and n == 0 and k == 0:
                    builder.add("\u034f", *box, box)
                builder.add(char, *box, box)
                x -= 7

    line(["אבגד", "הוזח", "טיכל"], 528.3)
    line(["מנסע", "פצקר", "שתאב"], 510.3, joiner=True)
    lines = _lines(builder.runs())
    assert len(lines) == 2
    assert " ".join(r.text for r in lines[0]) == "אבגד הוזח טיכל"


def test_a_letter_right_of_a_lone_full_stop_starts_a_run_of_its_own() -> None:
    """The end of a footnote LuaLaTeX set in Frank Ruehl ("האוויר."), as PDFium gives it:
    left to right, the full stop first, its loose box reaching over the resh's. Appended
    to the full stop's run, the resh was read after it ("האווי.ר"); standing right of a
    run of neutral glyphs alone, it starts a run of its own, and the line's order puts
    the full stop last. (Boxes measured in round 57's probe of pages set by TeX.)"""
    from citeproof.sources.pdf._layout import RunBuilder, _in_line_order

    builder = RunBuilder()
    y0, y1 = 49.53, 56.58
    for char, x0, x1 in (
        (".", 202.56, 204.84),
        ("\u05e8", 204.09, 207.91),  # resh
        ("\u05d9", 207.91, 210.35),  # yod
        ("\u05d5", 210.36, 212.90),  # vav
        ("\u05d5", 212.90, 215.44),  # vav
        ("\u05d0", 215.45, 220.07),  # alef
        ("\u05d4", 220.09, 224.39),  # he
    ):
        builder.add(char, x0, y0, x1, y1, (x0, y0, x1, y1))
    line = "".join(run.text for run in _in_line_order(builder.runs()))
    assert line == "האוויר."


def test_a_full_stop_right_of_a_right_to_left_run_starts_a_run_of_its_own() -> None:
    """LuaLaTeX's "הַגָּדוֹל. הַסֵּפֶר" (Ezra SIL) as PDFium gives it: left to right, the
    next sentence's "הַ" first, then the full stop right of it, then the lamed ending the
    sentence before. Appended to the "הַ" run, the full stop was read after it ("הַ .");
    standing right of a right-to-left run, it starts a run of its own, which the line's
    order puts between the two words. (Loose boxes measured in round 57's probe of pages
    set by TeX.)"""
    from citeproof.sources.pdf._layout import RunBuilder, _in_line_order

    builder = RunBuilder()
    y0, y1 = 530.3, 540.72
    for char, x0, x1 in (
        ("\u05d4", 72.23, 79.58),  # he
        ("\u05b7", 74.35, 76.74),  # patah, seated after its letter
        (".", 88.47, 91.62),
        ("\u05dc", 91.63, 98.78),  # lamed, the sentence's last letter
    ):
        builder.add(char, x0, y0, x1, y1, (x0, y0, x1, y1))
    runs = _in_line_order(builder.runs())
    assert [run.text for run in runs] == ["\u05dc", ".", "\u05d4\u05b7"]
