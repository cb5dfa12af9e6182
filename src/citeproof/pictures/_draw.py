"""Drawing on rendered pages: highlights in their tones, reading-order blocks numbered.

The public drawings — :func:`render_page`, :func:`highlight_pages` and
:func:`layout_pictures` — open the PDF once, render each page (:mod:`._render`), draw on
it with Pillow and encode it as PNG. :func:`highlight` is the one way a highlight is
drawn, on a whole page or on a band cropped from one (:mod:`._crop`).
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from ..errors import ErrorCode, InputError
from ..sources import PDFIUM_LOCK, Block
from ._frame import Frame
from ._render import PagePicture, need_pillow, open_pdf, png, render

if TYPE_CHECKING:  # Pillow is imported when a picture is drawn, not with citeproof
    from PIL import Image

__all__ = [
    "BLOCK_COLOURS",
    "TONES",
    "Rect",
    "highlight",
    "highlight_pages",
    "highlight_rects",
    "highlight_width",
    "layout_pictures",
    "render_page",
]

Rgb = tuple[int, int, int]
#: A highlight in pixels: (left, top, right, bottom) and its tone.
Rect = tuple[tuple[int, int, int, int], str]

#: Highlight tones: fill (with alpha) and outline. ``match`` for a confirmed span (green,
#: as on the web page), ``near`` for a near miss's nearest passage (amber), ``unclear``
#: for the words of a scan OCR was unsure of (red, a light fill: the letters must show).
TONES: dict[str, tuple[tuple[int, int, int, int], Rgb]] = {
    "match": ((46, 160, 90, 90), (27, 110, 58)),
    "near": ((245, 170, 40, 100), (122, 82, 0)),
    "unclear": ((220, 38, 38, 50), (185, 28, 28)),
}
#: Block outlines by kind; furniture is also shaded.
BLOCK_COLOURS: dict[str, Rgb] = {
    "body": (29, 78, 216),
    "footnote": (126, 34, 206),
    "furniture": (90, 90, 90),
}
_FURNITURE_SHADE = (110, 110, 110, 90)
#: Points around the glyph boxes, so the outline does not cut the letters.
_GLYPH_PAD = 1.5


def highlight_rects(frame: Frame, boxes: Iterable[Mapping[str, Any]], tone: str) -> list[Rect]:
    """The pixel rectangles of ``boxes`` (PDF points) on a page, padded, each with its
    tone (the box's own ``tone``, else ``tone``)."""
    pad = _GLYPH_PAD
    return [
        (frame.rect(float(box["x0"]) - pad, float(box["y0"]) - pad,
                    float(box["x1"]) + pad, float(box["y1"]) + pad), str(box.get("tone", tone)))
        for box in boxes
    ]  # fmt: skip


def highlight(
    image: Image.Image, rects: Iterable[Rect], line: int, offset: tuple[int, int] = (0, 0)
) -> Image.Image:
    """``image`` with each rectangle filled and outlined in its tone; ``offset`` is where
    ``image`` sits on the page (a band cropped from it), ``line`` the outline's width."""
    from PIL import Image, ImageDraw

    overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(overlay)
    dx, dy = offset
    for (left, top, right, bottom), tone in rects:
        fill, outline = TONES[tone]
        draw.rectangle(
            (left - dx, top - dy, right - dx, bottom - dy),
            fill=fill, outline=(*outline, 255), width=line,
        )  # fmt: skip
    return Image.alpha_composite(image.convert("RGBA"), overlay).convert("RGB")


def highlight_width(frame: Frame) -> int:
    """The outline of a highlight, in pixels: thin, and thicker on a larger picture."""
    return max(1, round(frame.pixels_x / 600))


def _draw_blocks(image: Image.Image, frame: Frame, blocks: Sequence[Block]) -> Image.Image:
    from PIL import Image, ImageDraw, ImageFont

    overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(overlay)
    width = max(1, round(frame.pixels_x / 700))
    font = ImageFont.load_default(size=max(9, round(frame.pixels_x / 70)))
    placed = []
    for block in blocks:
        if block.x1 <= block.x0 and block.y1 <= block.y0:
            continue  # a block with no geometry
        colour = BLOCK_COLOURS.get(block.kind, BLOCK_COLOURS["body"])
        pad = 2.0
        rect = frame.rect(block.x0 - pad, block.y0 - pad, block.x1 + pad, block.y1 + pad)
        shade = _FURNITURE_SHADE if block.kind == "furniture" else None
        draw.rectangle(rect, fill=shade, outline=(*colour, 255), width=width)
        placed.append((block, colour, rect))
    # Numbers last, so no box covers one: in the margin left of the block's top corner,
    # or inside it when the page has no room there.
    for block, colour, (left, top, _right, _bottom) in placed:
        label = str(block.number)
        x0, y0, x1, y1 = draw.textbbox((0, 0), label, font=font)
        label_w, label_h = x1 - x0 + 6, y1 - y0 + 4
        label_left = left - label_w - width if left - label_w - width >= 0 else left + width
        label_top = max(0, min(top, image.size[1] - label_h))
        draw.rectangle(
            (label_left, label_top, label_left + label_w, label_top + label_h),
            fill=(*colour, 235),
        )
        draw.text((label_left + 3 - x0, label_top + 2 - y0), label, font=font, fill="white")
    return Image.alpha_composite(image.convert("RGBA"), overlay).convert("RGB")


def _on_page(box: Mapping[str, Any], page: int) -> bool:
    """A box to draw on ``page``: it names this page (or none) and is finite."""
    try:
        coordinates = [float(box[k]) for k in ("x0", "y0", "x1", "y1")]
        on = int(box.get("page", page)) == page
    except (KeyError, TypeError, ValueError) as error:
        raise InputError(f"not a box: {box!r}", code=ErrorCode.INVALID_VALUE) from error
    if str(box.get("tone", "match")) not in TONES:
        raise InputError(f"unknown tone in {box!r}", code=ErrorCode.INVALID_VALUE)
    return on and all(math.isfinite(c) for c in coordinates)


def _check(scale: float, tone: str) -> None:
    if not (scale > 0 and math.isfinite(scale)):
        raise InputError(
            f"scale must be a positive number, not {scale}", code=ErrorCode.INVALID_VALUE
        )
    if tone not in TONES:
        raise InputError(
            f"tone must be one of {sorted(TONES)}, not {tone!r}", code=ErrorCode.INVALID_VALUE
        )


def _pictures(
    pdf: bytes,
    pages: Iterable[int] | None,
    scale: float,
    *,
    highlights: Sequence[Mapping[str, Any]] = (),
    tone: str = "match",
    blocks: Sequence[Block] = (),
) -> list[PagePicture]:
    """Open ``pdf`` once and draw each of ``pages`` (all when None)."""
    _check(scale, tone)
    need_pillow()
    out = []
    with PDFIUM_LOCK:
        document = open_pdf(pdf)
        try:
            wanted = list(pages) if pages is not None else range(1, len(document) + 1)
            for page in wanted:
                image, frame, used = render(document, page, scale)
                if blocks:
                    image = _draw_blocks(image, frame, [b for b in blocks if b.page == page])
                mine = [b for b in highlights if _on_page(b, page)]
                if mine:
                    rects = highlight_rects(frame, mine, tone)
                    image = highlight(image, rects, highlight_width(frame))
                out.append(PagePicture(page, *image.size, round(used, 6), png(image)))
        finally:
            document.close()
    return out


def render_page(
    pdf: bytes,
    page: int,
    *,
    scale: float = 2.0,
    highlights: Iterable[Mapping[str, Any]] = (),
    tone: str = "match",
    blocks: Sequence[Block] = (),
) -> PagePicture:
    """Page ``page`` (one-based) of ``pdf`` as a PNG, with ``blocks`` outlined and numbered
    (furniture shaded) and ``highlights`` (boxes ``{"x0", "y0", "x1", "y1"}`` in PDF points,
    as :meth:`SourceDocument.boxes` gives; those whose ``page`` is this page, or that name
    none) filled in ``tone`` (``match`` or ``near``).

    ``scale`` is pixels per point (2 is 144 dpi); a page that would be wider or taller
    than :data:`MAX_PICTURE_SIDE` pixels is drawn smaller (the picture says at what
    scale). Raises :class:`~citeproof.errors.SourceError` ``extraction_failed`` for bytes
    PDFium cannot open, and :class:`~citeproof.errors.InputError` ``out_of_range`` for a
    page the PDF does not have or ``invalid_value`` for a scale that is not positive or
    an unknown tone.
    """
    [picture] = _pictures(pdf, [page], scale, highlights=list(highlights), tone=tone, blocks=blocks)
    return picture


def highlight_pages(
    pdf: bytes,
    boxes: Iterable[Mapping[str, Any]],
    *,
    scale: float = 2.0,
    tone: str = "match",
) -> list[PagePicture]:
    """One picture for each page the ``boxes`` touch, in page order, those boxes highlighted.

    ``boxes`` are what :meth:`SourceDocument.boxes` (or a span's ``boxes`` in the native
    report) gives for a match: ``{"page", "x0", "y0", "x1", "y1"}`` in PDF points. So, for
    a finding: ``highlight_pages(pdf, finding_boxes(document, finding))``.
    """
    boxes = list(boxes)
    try:
        pages = sorted({int(b["page"]) for b in boxes})
    except (KeyError, TypeError, ValueError) as error:
        raise InputError("every box needs its page number", code=ErrorCode.MISSING_FIELD) from error
    return _pictures(pdf, pages, scale, highlights=boxes, tone=tone)


def layout_pictures(
    pdf: bytes,
    blocks: Sequence[Block],
    pages: Iterable[int] | None = None,
    *,
    scale: float = 2.0,
) -> list[PagePicture]:
    """The pages (one-based; all when None) with their reading-order ``blocks`` drawn on:
    each outlined in its kind's colour (body blue, footnote purple, furniture grey and
    shaded) and numbered in reading order."""
    return _pictures(pdf, pages, scale, blocks=blocks)
