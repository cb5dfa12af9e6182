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
