"""A glyph whose ink overhangs its advance (an italic f) is cut back to its pen where a
space follows (:mod:`citeproof.sources.pdf._overhangs`), and only where the font's widths
place the letter before it."""

from __future__ import annotations

import io

import pytest

from citeproof.contracts import report_json
from citeproof.service import check
from citeproof.sources import SourceRead, extract
from citeproof.sources.pdf import _extract, _overhangs

canvas = pytest.importorskip("reportlab.pdfgen.canvas")


def _set_as_tex_does(shown: str, then: str = "") -> bytes:
    """A page whose line is one text object in Times Italic, its words parted by ``TJ``
    adjustments (``shown``, the array's inside), as TeX sets a line: no space drawn, the
    spaces PDFium infers from the gaps between the pens; ``then`` follows in Times Roman."""
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(612, 792), invariant=1)
    page.setFont("Times-Roman", 10)
    page.setFont("Times-Italic", 10)
    font = page._doc.getInternalFontName("Times-Italic")
    roman = page._doc.getInternalFontName("Times-Roman")
    after = f" {roman} 10 Tf [{then}] TJ" if then else ""
    page._code.append(f"BT {font} 10 Tf 72 700 Td [{shown}] TJ{after} ET")
    page.showPage()
    page.save()
    return out.getvalue()


def _words(*words: str, kern: int = 130) -> str:
    return f"-{kern}".join(f"({word})" for word in words)


def _text(data: bytes) -> str:
    """The reading, in this process (a worker would not see a monkeypatched reader)."""
    return _extract._extract_here(data, "drawn.pdf", 10).text


def test_a_space_after_an_italic_f_reaching_over_it_is_read(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # tkz-berge's NamedGraphs, page 76: "one of only 14 such cubic graphs" in Erewhon
    # Italic, the f's box ending past the start of "only" and the space PDFium inferred
    # there dropped ("ofonly"). Times Italic's f reaches 1.46 pt past its advance; with
    # 1.3 pt between the pens (TeX's shrunk space) its box ends past "only"'s start too.
    data = _set_as_tex_does(_words("It", "is", "one", "of", "only", "14", "such", "graphs."))
    assert "one of only 14 such graphs." in _text(data)
    quote = "It is one of only 14 such graphs."
    results = report_json(check(SourceRead(document=extract(data, "application/pdf", "d.pdf"),
                                           origin="file"), [quote]))["results"]  # fmt: skip
    assert results[0]["confirmed"]
    monkeypatch.setattr(_extract, "cut_overhangs", lambda *args: 0)
    assert "one ofonly 14" in _text(data)  # what was read before the boxes were cut


def _boxes_cut(data: bytes) -> tuple[int, list[float]]:
    """How many boxes :func:`cut_overhangs` cuts on the page, and the right edges before."""
    import numpy as np
    import pypdfium2 as pdfium

    from citeproof.sources.pdf._glyphs import loose_boxes
    from citeproof.sources.pdf._overhangs import cut_overhangs

    textpage = pdfium.PdfDocument(data)[0].get_textpage()
    text = textpage.get_text_range()
    index = np.array([k for k, char in enumerate(text) if not char.isspace()])
    spaces = np.array([k > 0 and text[k - 1] == " " for k in index.tolist()])
    boxes = loose_boxes(textpage.raw, index.tolist())
    before = boxes[:, 2].tolist()
    chars = "".join(text[k] for k in index.tolist())
    return cut_overhangs(textpage.raw, index, boxes, spaces, None, chars), before


def test_only_an_overhang_into_a_space_is_cut_and_only_where_the_widths_hold() -> None:
    assert _boxes_cut(_set_as_tex_does(_words("one", "of", "only")))[0] == 1  # the f
    assert _boxes_cut(_set_as_tex_does(_words("one", "of", "only", kern=500)))[0] == 0  # wide
    assert _boxes_cut(_set_as_tex_does("(one)-130(of)(only)"))[0] == 0  # no space: a word
    # The o of "of" drawn 2 pt back over its own advance: the font's widths do not place
    # the f after it (a font whose widths are wrong, where PDFium infers spaces inside
    # words whose letters touch), so the f's box is left as it is.
    assert _boxes_cut(_set_as_tex_does("(one)-130(o)200(f)-130(only)"))[0] == 0


def test_no_cut_before_another_fonts_glyph(monkeypatch: pytest.MonkeyPatch) -> None:
    # TeX puts an italic letter's italic correction, as wide as its overhang, before a
    # glyph of another font (optex's "⟨Y⟩"), and PDFium infers a space there too: read as a
    # space it made "⟨Y ⟩". The f before a roman word keeps its box.
    data = _set_as_tex_does("(one)-130(of)", "-130(only)")
    assert _boxes_cut(data)[0] == 0
    monkeypatch.setattr(_overhangs, "_same_font", lambda *args: True)
    assert _boxes_cut(data)[0] == 1  # the font's change is what spares it
