"""Pictures of PDF pages: sizes, where highlights land (rotation, CropBox), blocks, bytes.

Where a highlight lands is checked against two oracles: PDFium's own page-to-device
mapping (``FPDF_PageToDevice``) and the rendered pixels of a black square drawn in the
page's content at known user-space coordinates.
"""

from __future__ import annotations

import ctypes
import io
import math
from array import array
from importlib import resources

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import pytest
from PIL import Image

from citeproof.conformance._pdfwrite import build_pdf, build_pdf_streams
from citeproof.errors import InputError, SourceError
from citeproof.match import PreparedSource, locate
from citeproof.pictures import (
    MAX_PICTURE_SIDE,
    TONES,
    finding_boxes,
    highlight_pages,
    layout_pictures,
    match_boxes,
    render_page,
)
from citeproof.pictures._draw import BLOCK_COLOURS
from citeproof.sources import Block, SourceDocument, extract
from citeproof.text import Stepover

LAYOUT = resources.files("citeproof.conformance").joinpath("fixtures", "layout-v1.pdf")
WHITE = (255, 255, 255)
SQUARE = (200.0, 300.0, 260.0, 340.0)  # x0, y0, x1, y1: the black box drawn on the page


def _image(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image.convert("RGB")


def _square_pdf(rotate: int, crop: tuple[float, float, float, float] | None) -> bytes:
    """One page with a black rectangle at SQUARE, turned by ``rotate``, cropped to ``crop``."""
    x0, y0, x1, y1 = SQUARE
    stream = f"0 0 0 rg {x0:g} {y0:g} {x1 - x0:g} {y1 - y0:g} re f\n".encode()
    data = build_pdf_streams([stream], rotate=[rotate])
    if crop is None:
        return data
    document = pdfium.PdfDocument(data)
    page = document[0]
    page.set_mediabox(10, 20, 600, 780)  # an origin that is not 0, 0
    page.set_cropbox(*crop)
    out = io.BytesIO()
    document.save(out)
    return out.getvalue()


def _device(data: bytes, x: float, y: float, width: int, height: int) -> tuple[int, int]:
    """PDFium's own answer: where user-space point x, y is in a width x height bitmap."""
    document = pdfium.PdfDocument(data)
    page = document[0]
    dx, dy = ctypes.c_int(), ctypes.c_int()
    pdfium_c.FPDF_PageToDevice(
        page, 0, 0, width, height, 0, x, y, ctypes.byref(dx), ctypes.byref(dy)
    )
    return dx.value, dy.value


def test_the_picture_is_the_page_size_times_the_scale() -> None:
    data = LAYOUT.read_bytes()
    for scale, size in [(1.0, (612, 792)), (2.0, (1224, 1584)), (0.5, (306, 396))]:
        picture = render_page(data, 1, scale=scale)
        assert picture.png.startswith(b"\x89PNG\r\n\x1a\n")
        assert (picture.width, picture.height) == size
        assert _image(picture.png).size == size
        assert picture.scale == scale


def test_a_huge_scale_is_held_to_the_longest_side() -> None:
    picture = render_page(LAYOUT.read_bytes(), 1, scale=100)
    assert picture.height == MAX_PICTURE_SIDE
    assert picture.width == math.ceil(612 * MAX_PICTURE_SIDE / 792)
    assert picture.scale == pytest.approx(MAX_PICTURE_SIDE / 792)


def test_the_same_input_gives_the_same_bytes_and_no_varying_metadata() -> None:
    data = LAYOUT.read_bytes()
    box = {"page": 2, "x0": 72.0, "y0": 640.0, "x1": 160.0, "y1": 652.0}
    first = highlight_pages(data, [box])
    second = highlight_pages(data, [box])
    assert [p.png for p in first] == [p.png for p in second]
    png = first[0].png
    assert b"tIME" not in png
    assert b"tEXt" not in png
    assert b"iTXt" not in png
    assert render_page(data, 2).png != png  # the highlight is in the bytes


def test_a_highlight_tints_inside_its_rectangle_and_leaves_the_rest() -> None:
    data = LAYOUT.read_bytes()
    document = extract(data, "application/pdf", "layout-v1.pdf")
    start = document.text.index("Treatment 42 7.5")
    boxes = document.boxes(start, start + len("Treatment 42 7.5"))
    [picture] = highlight_pages(data, boxes, scale=2)
    assert picture.page == 2
    plain = _image(render_page(data, 2, scale=2).png)
    lit = _image(picture.png)
    [box] = boxes
    # A point in the gap between "42" and "7.5" (no glyph), and one well below the row.
    inside = (round((float(box["x1"]) - 3) * 2), round((792 - float(box["y0"]) - 1) * 2))
    outside = (inside[0], inside[1] + 200)
    assert plain.getpixel(inside) == WHITE
    r, g, b = lit.getpixel(inside)  # type: ignore[misc]
    assert g > r
    assert g > b
    assert (r, g, b) != WHITE
    assert lit.getpixel(outside) == plain.getpixel(outside) == WHITE
    # Only the highlighted row changes: rows above and below are untouched.
    top = round((792 - float(box["y1"]) - 8) * 2)
    assert (
        lit.crop((0, 0, lit.width, top)).tobytes() == plain.crop((0, 0, lit.width, top)).tobytes()
    )


def test_a_near_miss_is_amber_and_a_box_may_carry_its_own_tone() -> None:
    data = _square_pdf(0, None)
    box = {"page": 1, "x0": 100.0, "y0": 100.0, "x1": 150.0, "y1": 150.0}
    near = _image(render_page(data, 1, scale=1, highlights=[box], tone="near").png)
    also = _image(render_page(data, 1, scale=1, highlights=[{**box, "tone": "near"}]).png)
    r, g, b = near.getpixel((125, 792 - 125))  # type: ignore[misc]
    assert r > g > b  # amber
    assert near.tobytes() == also.tobytes()
    with pytest.raises(InputError) as caught:
        render_page(data, 1, highlights=[box], tone="purple")
    assert caught.value.code == "invalid_value"


@pytest.mark.parametrize("rotate", [0, 90, 180, 270])
@pytest.mark.parametrize("crop", [None, (30.0, 45.0, 590.0, 760.0)])
def test_highlights_land_on_the_drawn_box_whatever_the_rotation_and_crop(
    rotate: int, crop: tuple[float, float, float, float] | None
) -> None:
    data = _square_pdf(rotate, crop)
    x0, y0, x1, y1 = SQUARE
    box = {"page": 1, "x0": x0, "y0": y0, "x1": x1, "y1": y1}
    plain = render_page(data, 1, scale=2)
    lit = render_page(data, 1, scale=2, highlights=[box])
    visible = (crop[2] - crop[0], crop[3] - crop[1]) if crop else (612.0, 792.0)
    if rotate in (90, 270):
        visible = visible[::-1]
    assert (plain.width, plain.height) == (math.ceil(visible[0] * 2), math.ceil(visible[1] * 2))
    image, before = _image(lit.png), _image(plain.png)
    size = (plain.width, plain.height)
    # PDFium's mapping and the rendered square agree on where the box's centre is.
    cx, cy = _device(data, (x0 + x1) / 2, (y0 + y1) / 2, *size)
    assert before.getpixel((cx, cy)) == (0, 0, 0)
    # Just outside the square, within the highlight's padding: white before, green after.
    corners = [_device(data, x, y, *size) for x, y in [(x0, y0), (x1, y1)]]
    left = min(c[0] for c in corners) - 2
    top = min(c[1] for c in corners) - 2
    assert before.getpixel((left, cy)) == WHITE
    r, g, b = image.getpixel((left, cy))  # type: ignore[misc]
    assert g > r
    assert g > b
    assert before.getpixel((cx, top)) == WHITE
    assert image.getpixel((cx, top)) != WHITE
    # Far from the square nothing changed.
    far = (left - 40, top - 40) if left > 60 and top > 60 else (size[0] - 5, size[1] - 5)
    assert image.getpixel(far) == before.getpixel(far)


def test_blocks_are_outlined_numbered_and_furniture_shaded() -> None:
    data = build_pdf([[(72, 700, 11, "A body line of text"), (72, 40, 8, "Journal 12")]])
    blocks = (
        Block(1, 1, "body", 72.0, 697.0, 180.0, 709.0, 0, 19),
        Block(1, 2, "furniture", 72.0, 38.0, 120.0, 46.0, 0, 10),
        Block(2, 1, "body", 72.0, 100.0, 300.0, 200.0, 20, 30),  # another page: not drawn
    )
    [picture] = layout_pictures(data, blocks, scale=2)
    plain = _image(render_page(data, 1, scale=2).png)
    image = _image(picture.png)
    # Furniture: a blank point inside its box is shaded grey.
    px, py = 119 * 2, (792 - 39) * 2
    assert plain.getpixel((px, py)) == WHITE
    r, g, b = image.getpixel((px, py))  # type: ignore[misc]
    assert r == g == b
    assert r < 230
    # Body: not shaded inside, its outline in the body colour just outside the glyphs.
    assert image.getpixel((178 * 2, (792 - 699) * 2)) == WHITE
    left_edge = (72 - 2) * 2
    edge = [image.getpixel((x, (792 - 703) * 2)) for x in range(left_edge - 2, left_edge + 3)]
    assert BLOCK_COLOURS["body"] in edge
    # Its number sits in a label left of the block's top corner.
    label = image.crop((left_edge - 30, (792 - 712) * 2, left_edge - 1, (792 - 700) * 2))
    colours = {label.getpixel((x, y)) for x in range(label.width) for y in range(label.height)}
    blue = [c for c in colours if c[2] > 180 and c[0] < 80]  # type: ignore[index]
    assert blue, "no numbered label"
    assert plain.crop((left_edge - 30, 160, left_edge - 1, 184)).getcolors() == [(29 * 24, WHITE)]
    # Page 2's block is not drawn on page 1; a page not in the PDF is an error.
    with pytest.raises(InputError) as caught:
        layout_pictures(data, blocks, [2])
    assert caught.value.code == "out_of_range"


def test_match_boxes_leave_out_what_the_quote_stepped_over() -> None:
    text = "alpha beta\nNOTE\ngamma delta"
    boxes = array("d")
    for line, (start, end) in enumerate([(0, 10), (10, 11), (11, 15), (15, 16), (16, 27)]):
        del line
        for i in range(start, end):
            y = 700.0 - 12 * text.count("\n", 0, i)
            boxes.extend([72.0 + 6 * i, y, 78.0 + 6 * i, y + 10])
    document = SourceDocument(
        text=text, representation="pdf_text_layer", source_bytes=1, sha256="0" * 64,
        content_type="application/pdf", title="t", page_starts=(0,), char_boxes=boxes,
        stepovers=(Stepover("footnote", 11, 16, "NOTE\n"),),
    )  # fmt: skip
    everything = document.boxes(0, len(text))
    kept = match_boxes(document, 0, len(text))
    assert len(everything) == 3
    assert len(kept) == 2
    assert [b["y0"] for b in kept] == [700.0, 676.0]
    assert match_boxes(document, 0, 5) == document.boxes(0, 5)


def test_a_quote_across_a_page_break_is_highlighted_on_both_pages_without_the_footnote() -> None:
    def line(x: float, y: float, text: str, size: float = 10) -> tuple[float, float, float, str]:
        return (x, y, size, text)

    pages = []
    for page in range(1, 4):
        runs = [line(72, 760, "Journal of Drawn Examples Volume 12", 8)]
        runs += [line(72, 700 - 14 * n, f"page {page} line {n} of the running body text")
                 for n in range(1, 4)]  # fmt: skip
        if page == 1:
            runs.append(line(72, 630, "the committee found that the pilot reduced"))
            runs.append(line(72, 90, "1 Delays were measured at the gate.", 7))
        if page == 2:
            runs.insert(1, line(72, 714, "delays by a third in the first year"))
        runs.append(line(300, 40, str(page), 8))
        pages.append(runs)
    data = build_pdf(pages)
    document = extract(data, "application/pdf", "book.pdf")
    quote = "the committee found that the pilot reduced delays by a third in the first year"
    [finding] = locate(
        PreparedSource(document.text, document.page_starts, document.stepovers), [quote]
    )
    assert finding.confirmed
    boxes = finding_boxes(document, finding)
    assert sorted({b["page"] for b in boxes}) == [1, 2]
    assert all(b["tone"] == "match" and b["quote"] == 0 for b in boxes)
    if any(s.kind == "footnote" for s in finding.stepped_over):
        # The footnote the quote stepped over (at y 90 on page 1) is not highlighted.
        assert not any(b["page"] == 1 and float(b["y0"]) < 100 for b in boxes)
    one, two = highlight_pages(data, boxes)
    assert (one.page, two.page) == (1, 2)
    assert document.blocks  # the reader's reading order: furniture shaded in the picture
    assert {b.kind for b in document.blocks} >= {"body", "furniture"}
    [drawn] = layout_pictures(data, document.blocks, [1], scale=1)
    image = _image(drawn.png)
    head = next(b for b in document.blocks if b.page == 1 and b.kind == "furniture")
    r, g, b = image.getpixel((round(head.x1) - 1, round(792 - head.y0) - 1))  # type: ignore[misc]
    assert r == g == b
    assert r < 230


def test_bytes_that_are_not_a_pdf_and_bad_arguments_are_typed_errors() -> None:
    with pytest.raises(SourceError) as not_pdf:
        render_page(b"plain text, not a PDF", 1)
    assert not_pdf.value.code == "extraction_failed"
    data = LAYOUT.read_bytes()
    for page in (0, 3):
        with pytest.raises(InputError) as missing:
            render_page(data, page)
        assert missing.value.code == "out_of_range"
    for scale in (0.0, -1.0, math.inf, math.nan):
        with pytest.raises(InputError) as bad:
            render_page(data, 1, scale=scale)
        assert bad.value.code == "invalid_value"
    with pytest.raises(InputError):
        render_page(data, 1, highlights=[{"page": 1, "x0": "left"}])
    # Boxes far off the page, or not finite, draw nothing and break nothing.
    wild = [{"page": 1, "x0": -1e300, "y0": -5.0, "x1": 1e300, "y1": 1e9},
            {"page": 1, "x0": math.inf, "y0": 0.0, "x1": 1.0, "y1": 1.0}]  # fmt: skip
    assert render_page(data, 1, scale=0.5, highlights=wild).width == 306
    assert set(TONES) == {"match", "near", "unclear"}
