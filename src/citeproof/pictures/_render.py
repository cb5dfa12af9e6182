"""Pages rendered by PDFium: one page to a Pillow image and its :class:`~._frame.Frame`.

Every call into pypdfium2 holds :data:`~citeproof.sources.PDFIUM_LOCK`. A page larger
than :data:`MAX_PICTURE_SIDE` pixels is drawn at a smaller scale, and the scale used is
returned with it. Pictures are PNG bytes with no timestamp or other varying metadata.
"""

from __future__ import annotations

import base64
import io
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeAlias

from .._lazy import deferred
from ..errors import CiteproofError, ErrorCode, InputError, SourceError
from ..sources import PDFIUM_LOCK
from ._frame import Frame

if TYPE_CHECKING:  # Pillow is imported when a picture is drawn, not with citeproof
    from PIL import Image

if TYPE_CHECKING:
    import pypdfium2 as pdfium
else:
    pdfium = deferred("pypdfium2")

__all__ = [
    "MAX_PICTURE_SIDE",
    "PagePicture",
    "PageRenderer",
    "Rendered",
    "need_pillow",
    "open_pdf",
    "png",
    "render",
]

#: The longest side of a picture, in pixels: a larger page is drawn at a smaller scale.
MAX_PICTURE_SIDE = 4096

#: A rendered page: the Pillow image, its frame (points to pixels) and the scale used.
Rendered: TypeAlias = tuple["Image.Image", Frame, float]


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


def open_pdf(pdf: bytes) -> pdfium.PdfDocument:
    """The PDF opened by PDFium (call under the lock); bytes it cannot open are a
    :class:`~citeproof.errors.SourceError` ``extraction_failed``."""
    try:
        return pdfium.PdfDocument(pdf)
    except pdfium.PdfiumError as error:
        raise SourceError(
            f"not a readable PDF: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error


def render(document: pdfium.PdfDocument, page: int, scale: float) -> Rendered:
    """Page ``page`` (one-based) of an open document, at ``scale`` or the largest scale
    :data:`MAX_PICTURE_SIDE` allows (call under the lock)."""
    if not 1 <= page <= len(document):
        raise InputError(
            f"page {page} is not in the PDF (it has {len(document)})", code=ErrorCode.OUT_OF_RANGE
        )
    handle = document[page - 1]
    try:
        rotation = handle.get_rotation() % 360
        left, bottom, right, top = handle.get_bbox()
        if not (right > left and top > bottom):
            raise SourceError(f"page {page} has no area to draw", code=ErrorCode.EXTRACTION_FAILED)
        width, height = handle.get_size()  # as shown: rotated
        side = max(width, height) * scale
        if side > MAX_PICTURE_SIDE:
            scale = MAX_PICTURE_SIDE / max(width, height)
        bitmap = handle.render(scale=scale, rev_byteorder=True)
        image = bitmap.to_pil().convert("RGB")
        bitmap.close()
    finally:
        handle.close()
    frame = Frame(left, bottom, right - left, top - bottom, rotation, *image.size)
    return image, frame, scale


class PageRenderer:
    """Draws pages of PDFs, each document opened once and the last few pages kept: for a
    report that shows many quotations on the same pages (an evidence report). ``page``
    gives the Pillow image, its frame (:meth:`~Frame.point`/:meth:`~Frame.rect` map PDF
    points to pixels) and the scale used; ``close`` closes every document opened. PDFium
    is used under :data:`~citeproof.sources.PDFIUM_LOCK`.
    """

    def __init__(self, keep: int = 6) -> None:
        self.keep = keep
        self._documents: dict[str, pdfium.PdfDocument] = {}
        self._pages: dict[tuple[str, int], Rendered] = {}

    def page(self, pdf: bytes, sha256: str, number: int, scale: float) -> Rendered:
        """Page ``number`` (one-based) of the PDF ``pdf`` (whose SHA-256 is ``sha256``)."""
        key = (sha256, number)
        if key in self._pages:
            return self._pages[key]
        with PDFIUM_LOCK:
            document = self._documents.get(sha256)
            if document is None:
                document = self._documents[sha256] = open_pdf(pdf)
            drawn = render(document, number, scale)
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


def need_pillow() -> None:
    """Raise ``pictures_unavailable`` when Pillow cannot be imported."""
    try:
        import PIL  # noqa: F401
    except ImportError as error:  # pragma: no cover - Pillow is a dependency
        raise CiteproofError(
            "drawing pictures of pages needs Pillow (pip install pillow)",
            code=ErrorCode.PICTURES_UNAVAILABLE,
        ) from error


def png(image: Image.Image) -> bytes:
    """``image`` as PNG bytes, the same bytes for the same pixels."""
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=6)
    return out.getvalue()
