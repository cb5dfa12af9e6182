"""Pictures of PDF pages: what was read, and where a quote was found.

A page is rendered by PDFium (:mod:`pypdfium2`) and drawn on with Pillow: a match's
rectangles (the boxes :meth:`SourceDocument.boxes` gives) filled and outlined, or the
page's reading-order blocks outlined and numbered with the furniture shaded, so anyone can
see why a quote was found, or missed. Boxes are in PDF points in the page's unrotated
user space (y up, as PDFium reports character boxes); they are mapped to pixels through
the page's visible box (CropBox within MediaBox, whose origin need not be 0, 0) and its
``/Rotate``, exactly as PDFium lays the page out when it renders it.

Pictures are PNG bytes with no timestamp or other varying metadata: the same PDF, page,
boxes and scale give the same bytes.
"""

from __future__ import annotations

import base64
import io
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pypdfium2 as pdfium

from ..errors import CiteproofError, InputError, SourceError
from ._document import Block, SourceDocument
from ._pdfium import PDFIUM_LOCK

if TYPE_CHECKING:  # Pillow is imported when a picture is drawn, not with citeproof
    from PIL import Image

__all__ = [
    "MAX_PICTURE_SIDE",
    "TONES",
    "PagePicture",
    "PageRenderer",
    "highlight_pages",
    "layout_pictures",
    "match_boxes",
    "render_page",
]

#: The longest side of a picture, in pixels: a larger page is drawn at a smaller scale.
MAX_PICTURE_SIDE = 4096

Rgb = tuple[int, int, int]

#: Highlight tones: fill (with alpha) and outline. ``match`` for a confirmed span (green,
#: as on the web page), ``near`` for a near miss's nearest passage (amber).
TONES: dict[str, tuple[tuple[int, int, int, int], Rgb]] = {
    "match": ((46, 160, 90, 90), (27, 110, 58)),
    "near": ((245, 170, 40, 100), (122, 82, 0)),
}
#: Block outlines by kind; furniture is also shaded.
BLOCK_COLOURS: dict[str, Rgb] = {
    "body": (29, 78, 216),
    "footnote": (126, 34, 206),
    "furniture": (90, 90, 90),
}
_FURNITURE_SHADE = (110, 110, 110, 90)


@dataclass(frozen=True, slots=True)
class PagePicture:
    """One rendered page: one-based ``page``, size in pixels, the scale used, PNG bytes."""

    page: int
    width: int
    height: int
    scale: float
    png: bytes

    def data_url(self) -> str:
        """The picture as a ``data:image/png;base64,...`` URL (for a web page)."""
        return "data:image/png;base64," + base64.b64encode(self.png).decode("ascii")


@dataclass(frozen=True, slots=True)
class _Frame:
    """How a page's user space maps to the pixels of its picture."""

    left: float
    bottom: float
    width: float  # the visible box, unrotated, in points
    height: float
    rotation: int  # /Rotate, clockwise degrees
    pixels_x: int
    pixels_y: int

    def point(self, x: float, y: float) -> tuple[float, float]:
        """Pixel coordinates (x right, y down) of user-space point ``x, y``."""
        u = (x - self.left) / self.width
        v = (y - self.bottom) / self.height
        if self.rotation == 90:
            fx, fy = v, u
        elif self.rotation == 180:
            fx, fy = 1 - u, v
        elif self.rotation == 270:
            fx, fy = 1 - v, 1 - u
        else:
            fx, fy = u, 1 - v
        return fx * self.pixels_x, fy * self.pixels_y

    def rect(self, x0: float, y0: float, x1: float, y1: float) -> tuple[int, int, int, int]:
        """The pixel rectangle (left, top, right, bottom) covering a user-space box."""
        ax, ay = self.point(x0, y0)
        bx, by = self.point(x1, y1)

        def clamp(value: float, most: int) -> float:
            return min(max(value, -8.0), most + 8.0)  # off the page: drawn at its edge

        return (
            math.floor(clamp(min(ax, bx), self.pixels_x)),
            math.floor(clamp(min(ay, by), self.pixels_y)),
            math.ceil(clamp(max(ax, bx), self.pixels_x)),
            math.ceil(clamp(max(ay, by), self.pixels_y)),
        )


def _open(pdf: bytes) -> pdfium.PdfDocument:
    try:
        return pdfium.PdfDocument(pdf)
    except pdfium.PdfiumError as error:
        raise SourceError(f"not a readable PDF: {error}", code="extraction_failed") from error


def _render(
    document: pdfium.PdfDocument, page: int, scale: float
) -> tuple[Image.Image, _Frame, float]:
    if not 1 <= page <= len(document):
        raise InputError(
            f"page {page} is not in the PDF (it has {len(document)})", code="out_of_range"
        )
    handle = document[page - 1]
    try:
        rotation = handle.get_rotation() % 360
        left, bottom, right, top = handle.get_bbox()
        if not (right > left and top > bottom):
            raise SourceError(f"page {page} has no area to draw", code="extraction_failed")
        width, height = handle.get_size()  # as shown: rotated
        side = max(width, height) * scale
        if side > MAX_PICTURE_SIDE:
            scale = MAX_PICTURE_SIDE / max(width, height)
        bitmap = handle.render(scale=scale, rev_byteorder=True)
        image = bitmap.to_pil().convert("RGB")
        bitmap.close()
    finally:
        handle.close()
    frame = _Frame(left, bottom, right - left, top - bottom, rotation, *image.size)
    return image, frame, scale


class PageRenderer:
    """Draws pages of PDFs, each document opened once and the last few pages kept: for a
    report that shows many quotations on the same pages (an evidence report). ``page``
    gives the Pillow image, its frame (:meth:`point`/:meth:`rect` map PDF points to
    pixels) and the scale used; ``close`` closes every document opened. PDFium is used
    under :data:`PDFIUM_LOCK`.
    """

    def __init__(self, keep: int = 6) -> None:
        self.keep = keep
        self._documents: dict[str, pdfium.PdfDocument] = {}
        self._pages: dict[tuple[str, int], tuple[Image.Image, _Frame, float]] = {}

    def page(
        self, pdf: bytes, sha256: str, number: int, scale: float
    ) -> tuple[Image.Image, _Frame, float]:
        """Page ``number`` (one-based) of the PDF ``pdf`` (whose SHA-256 is ``sha256``)."""
        key = (sha256, number)
        if key in self._pages:
            return self._pages[key]
        with PDFIUM_LOCK:
            document = self._documents.get(sha256)
            if document is None:
                document = self._documents[sha256] = _open(pdf)
            drawn = _render(document, number, scale)
        if len(self._pages) >= self.keep:
            del self._pages[next(iter(self._pages))]
        self._pages[key] = drawn
        return drawn

    def close(self) -> None:
        """Close every document opened."""
        with PDFIUM_LOCK:
            for document in self._documents.values():
                document.close()
        self._documents.clear()
        self._pages.clear()


def _pillow() -> None:
    try:
        import PIL  # noqa: F401
    except ImportError as error:  # pragma: no cover - Pillow is a dependency
        raise CiteproofError(
            "drawing pictures of pages needs Pillow (pip install pillow)",
            code="pictures_unavailable",
        ) from error


def _png(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=6)
    return out.getvalue()


def _draw_highlights(
    image: Image.Image, frame: _Frame, boxes: Iterable[Mapping[str, Any]], tone: str
) -> Image.Image:
    from PIL import Image, ImageDraw

    overlay = Image.new("RGBA", image.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(overlay)
    pad = 1.5  # points around the glyph boxes, so the outline does not cut the letters
    width = max(1, round(frame.pixels_x / 600))
    for box in boxes:
        fill, outline = TONES[str(box.get("tone", tone))]
        left, top, right, bottom = frame.rect(
            float(box["x0"]) - pad, float(box["y0"]) - pad,
            float(box["x1"]) + pad, float(box["y1"]) + pad,
        )  # fmt: skip
        draw.rectangle((left, top, right, bottom), fill=fill, outline=(*outline, 255), width=width)
    return Image.alpha_composite(image.convert("RGBA"), overlay).convert("RGB")


def _draw_blocks(image: Image.Image, frame: _Frame, blocks: Sequence[Block]) -> Image.Image:
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


def match_boxes(document: SourceDocument, start: int, end: int) -> list[dict[str, float | int]]:
    """Where ``document.text[start:end]`` is drawn, less what a quote stepped over.

    A span found across a page break or a footnote covers the footnote and the furniture
    it stepped over; those are not the quote, so they are left out of its highlight. The
    boxes are :meth:`SourceDocument.boxes`' (one per page and line, in PDF points).
    """
    cuts = sorted(
        (max(s.start, start), min(s.end, end))
        for s in document.stepovers
        if s.end > s.start and s.start < end and s.end > start
    )
    boxes: list[dict[str, float | int]] = []
    at = start
    for cut_start, cut_end in [*cuts, (end, end)]:
        if cut_start > at:
            boxes.extend(document.boxes(at, cut_start))
        at = max(at, cut_end)
    return boxes


def _on_page(box: Mapping[str, Any], page: int) -> bool:
    """A box to draw on ``page``: it names this page (or none) and is finite."""
    try:
        coordinates = [float(box[k]) for k in ("x0", "y0", "x1", "y1")]
        on = int(box.get("page", page)) == page
    except (KeyError, TypeError, ValueError) as error:
        raise InputError(f"not a box: {box!r}", code="invalid_value") from error
    if str(box.get("tone", "match")) not in TONES:
        raise InputError(f"unknown tone in {box!r}", code="invalid_value")
    return on and all(math.isfinite(c) for c in coordinates)


def _check(scale: float, tone: str) -> None:
    if not (scale > 0 and math.isfinite(scale)):
        raise InputError(f"scale must be a positive number, not {scale}", code="invalid_value")
    if tone not in TONES:
        raise InputError(f"tone must be one of {sorted(TONES)}, not {tone!r}", code="invalid_value")


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
    _pillow()
    out = []
    with PDFIUM_LOCK:
        document = _open(pdf)
        try:
            wanted = list(pages) if pages is not None else range(1, len(document) + 1)
            for page in wanted:
                image, frame, used = _render(document, page, scale)
                if blocks:
                    image = _draw_blocks(image, frame, [b for b in blocks if b.page == page])
                mine = [b for b in highlights if _on_page(b, page)]
                if mine:
                    image = _draw_highlights(image, frame, mine, tone)
                out.append(PagePicture(page, *image.size, round(used, 6), _png(image)))
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
    a finding's first span: ``highlight_pages(pdf, document.boxes(span.start, span.end))``.
    """
    boxes = list(boxes)
    try:
        pages = sorted({int(b["page"]) for b in boxes})
    except (KeyError, TypeError, ValueError) as error:
        raise InputError("every box needs its page number", code="missing_field") from error
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
