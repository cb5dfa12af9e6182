"""Regions of pages: the band a finding is on, cropped from its page and highlighted.

For a report that shows many quotations (the evidence report): each page is rendered
once (:class:`~._render.PageRenderer`), drawn as :func:`~._draw.highlight_pages` draws
it (same renderer, same scale rules, same tones), but only the band a quotation is on is
highlighted and encoded: a whole page's PNG would cost ten times as much. The band's
edges are moved to blank lines of pixels, so no line of text is cut in half.
"""

from __future__ import annotations

import base64
import io
from dataclasses import dataclass
from types import TracebackType
from typing import TYPE_CHECKING, Any, cast

from ..match import Finding
from ..sources import SourceDocument
from ._boxes import finding_boxes, unclear_boxes
from ._draw import Rect, highlight, highlight_rects, highlight_width
from ._frame import Frame
from ._render import PageRenderer

if TYPE_CHECKING:  # Pillow is imported when a picture is drawn, not with citeproof
    from PIL import Image

__all__ = ["CLOSE_UP", "PageRegions", "Region"]

#: How much larger than a region a close-up of unclear words is drawn: a smudged digit
#: must be readable in the picture, at the scan's own resolution where it has one.
CLOSE_UP = 2.5


@dataclass(frozen=True, slots=True)
class Region:
    """A highlighted region of one page: one-based ``page``, PNG bytes, its size in CSS
    pixels (the region at the size the page would print) and whether it is the whole page."""

    page: int
    png: bytes
    width: int
    height: int
    whole_page: bool

    def data_url(self) -> str:
        """The region as a ``data:image/png;base64,...`` URL (for a web page)."""
        return "data:image/png;base64," + base64.b64encode(self.png).decode("ascii")


def _band(
    gray: Image.Image, lo: int, hi: int, limit: int, margin: int, rows: bool
) -> tuple[int, int]:
    """``lo``-``hi`` widened by ``margin``, then each edge outwards (by at most ``margin``
    more) to the nearest blank line of pixels, so no line of text is cut in half."""
    width, height = gray.size

    def blank(at: int) -> bool:
        line = (0, at, width, at + 1) if rows else (at, 0, at + 1, height)
        low, high = cast("tuple[int, int]", gray.crop(line).getextrema())
        return high - low <= 12

    start = max(0, lo - margin)
    for at in range(start, max(-1, start - margin), -1):
        start = at
        if blank(at):
            break
    stop = min(limit, hi + margin)
    for at in range(stop, min(limit, stop + margin)):
        stop = at + 1
        if blank(at):
            break
    return start, stop


def _crop_box(
    image: Image.Image, frame: Frame, rects: list[Rect], margin: int
) -> tuple[int, int, int, int]:
    """The band of the page the rectangles are on: rows across the page, or columns down
    it when the page is turned (its lines of text then run down the picture)."""
    width, height = image.size
    gray = image.convert("L")
    if frame.turned:
        lo, hi = min(r[0] for r, _ in rects), max(r[2] for r, _ in rects)
        left, right = _band(gray, lo, hi, width, margin, rows=False)
        return left, 0, right, height
    lo, hi = min(r[1] for r, _ in rects), max(r[3] for r, _ in rects)
    top, bottom = _band(gray, lo, hi, height, margin, rows=True)
    return 0, top, width, bottom


def _encode(band: Image.Image) -> bytes:
    """A palette of 128 colours keeps text and highlight sharp at a quarter of the bytes."""
    from PIL import Image

    out = io.BytesIO()
    palette = band.quantize(128, method=Image.Quantize.FASTOCTREE)
    palette.save(out, format="PNG", optimize=False, compress_level=6)
    return out.getvalue()


class PageRegions:
    """The page regions findings are on, each page rendered once (the last few kept).

    ``scale`` is pixels per point; ``margin`` the points of the page kept above and below
    the highlighted lines; at most ``max_pages`` pages are drawn for one finding. Use as a
    context manager, or call :meth:`close`, to close the documents opened.
    """

    def __init__(self, *, scale: float = 2.0, margin: float = 42.0, max_pages: int = 3) -> None:
        self.scale = scale
        self.margin = margin
        self.max_pages = max_pages
        self._renderer = PageRenderer()
        self._close_ups = PageRenderer()  # its own pages: drawn at CLOSE_UP times the scale

    def of(self, pdf: bytes, document: SourceDocument, finding: Finding) -> list[Region]:
        """The regions ``finding``'s match or nearest passage is on in ``pdf`` (read as
        ``document``), highlighted; none for a finding with nothing to highlight."""
        boxes = finding_boxes(document, finding)
        numbers = sorted({int(b["page"]) for b in boxes})[: self.max_pages]
        return [
            self._region(pdf, document.sha256, n, [b for b in boxes if int(b["page"]) == n])
            for n in numbers
        ]

    def unclear(self, pdf: bytes, document: SourceDocument, finding: Finding) -> list[Region]:
        """Close-ups of the words a scan leaves in doubt (:func:`unclear_boxes`), one per
        page, cropped around them on both sides (half the ``margin`` above and below,
        twice it to the sides), drawn at :data:`CLOSE_UP` times :attr:`scale`, the
        nearest passage in amber and the unsure words outlined in red (a thicker line):
        what "look at the page" means, without the reader having to find the place.
        None unless the report's "scan is unclear" note applies."""
        unsure = unclear_boxes(document, finding)
        if not unsure:
            return []
        near = finding_boxes(document, finding)
        numbers = sorted({int(b["page"]) for b in unsure})[: self.max_pages]
        return [
            self._close_up(
                pdf, document.sha256, n,
                [b for b in near if int(b["page"]) == n],
                [b for b in unsure if int(b["page"]) == n],
            )
            for n in numbers
        ]  # fmt: skip

    def _close_up(
        self,
        pdf: bytes,
        sha256: str,
        number: int,
        near: list[dict[str, Any]],
        unsure: list[dict[str, Any]],
    ) -> Region:
        image, frame, scale = self._close_ups.page(pdf, sha256, number, CLOSE_UP * self.scale)
        focus = highlight_rects(frame, unsure, "unclear")
        pad = round(self.margin * scale / 2)
        width, height = image.size
        box = (
            max(0, min(r[0] for r, _ in focus) - 4 * pad),
            max(0, min(r[1] for r, _ in focus) - pad),
            min(width, max(r[2] for r, _ in focus) + 4 * pad),
            min(height, max(r[3] for r, _ in focus) + pad),
        )
        rects = highlight_rects(frame, near, "near") + focus
        band = highlight(image.crop(box), rects, 2 * highlight_width(frame), offset=box[:2])
        w, h = band.size
        shown = scale / CLOSE_UP  # shown enlarged: CSS pixels as a region's, times CLOSE_UP
        return Region(
            number, _encode(band), round(w / shown * 4 / 3), round(h / shown * 4 / 3),
            (w, h) == image.size,
        )  # fmt: skip

    def _region(self, pdf: bytes, sha256: str, number: int, boxes: list[dict[str, Any]]) -> Region:
        image, frame, scale = self._renderer.page(pdf, sha256, number, self.scale)
        rects = highlight_rects(frame, boxes, "match")
        box = _crop_box(image, frame, rects, round(self.margin * scale))
        band = highlight(image.crop(box), rects, highlight_width(frame), offset=box[:2])
        w, h = band.size
        return Region(
            number, _encode(band), round(w / scale * 4 / 3), round(h / scale * 4 / 3),
            (w, h) == image.size,
        )  # fmt: skip

    def close(self) -> None:
        """Close every document opened."""
        self._renderer.close()
        self._close_ups.close()

    def __enter__(self) -> PageRegions:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.close()
