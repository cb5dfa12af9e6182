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
