"""PDF text layer extraction with pypdfium2, in reading order (see :mod:`._layout`).

pypdfium2 (PDFium) gives every character with its box, fast (about 1.4 ms a page), but in
drawing order. Characters are grouped into runs (same baseline, advancing left to right,
no large jump), runs are put in reading order by :func:`reading_order`, lines are joined
by a line break and pages by a blank line, and each page's start is kept so every match
can report its pages. PDFium marks a hyphen at a line break as U+FFFE: it is rendered as
the hyphen and the line break the page shows, which the ``hyphenation`` normalization
then matches across.
"""

from __future__ import annotations

import hashlib
import math
from array import array

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from ..errors import SourceError
from ._document import SourceDocument
from ._layout import Run, line_parts, reading_order

__all__ = ["PDF_WARNING", "extract_pdf"]

PDF_WARNING = (
    "PDF text comes from the file's text layer. Reading order, columns, ligatures, and "
    "hyphenated line breaks may differ from the printed page."
)
_LINE_END_HYPHEN = "\ufffe"


def _page_runs(textpage: pdfium.PdfTextPage) -> list[Run]:
    """The page's characters grouped into runs: one baseline, advancing, no large jump.

    The text is read in one call (per-character reads cost ten times more) and each box
    through the raw API into one reused struct; PDFium's generated line breaks and spaces
    are left out (the layout decides where spaces go). One pass, no object per character.
    """
    count = textpage.count_chars()
    text = textpage.get_text_range(0, count) if count else ""
    if len(text) != count:  # astral characters: index by character instead
        text = "".join(textpage.get_text_range(i, 1) or "\ufffd" for i in range(count))
    raw = textpage.raw
    box = pdfium_c.FS_RECTF()
    runs: list[Run] = []
    chars: list[str] = []
    boxes: list[float] = []
    x0 = y0 = x1 = y1 = 0.0
    last_bottom = last_right = last_height = 0.0
    for i, char in enumerate(text):
        if char in "\r\n" or (char == " " and pdfium_c.FPDFText_IsGenerated(raw, i) == 1):
            continue
        pdfium_c.FPDFText_GetLooseCharBox(raw, i, box)
        left, bottom, right, top = box.left, box.bottom, box.right, box.top
        if chars:
            jump = left - last_right
            if (
                abs(bottom - last_bottom) >= 0.3 * last_height
                or jump > 1.5 * last_height
                or jump < -0.5 * last_height
            ):
                runs.append(Run("".join(chars), x0, y0, x1, y1, tuple(boxes)))
                chars, boxes = [], []
        if not chars:
            x0, y0, x1, y1 = left, bottom, right, top
        else:
            x0, y0, x1, y1 = min(x0, left), min(y0, bottom), max(x1, right), max(y1, top)
        chars.append(char)
        boxes.extend((left, bottom, right, top))
        last_bottom, last_right, last_height = bottom, right, max(top - bottom, 1.0)
    if chars:
        runs.append(Run("".join(chars), x0, y0, x1, y1, tuple(boxes)))
    return runs


_NO_BOX = (math.nan,) * 4


def _page_text(page: pdfium.PdfPage) -> tuple[str, array[float]]:
    """The page's text in reading order, and four box numbers per character (NaN: none)."""
    textpage = page.get_textpage()
    try:
        lines = reading_order(_page_runs(textpage))
    finally:
        textpage.close()
    pieces: list[str] = []
    boxes = array("f")
    for number, line in enumerate(lines):
        if number:
            pieces.append("\n")
            boxes.extend(_NO_BOX)
        for part in line_parts(line):
            if isinstance(part, str):
                pieces.append(part)
                boxes.extend(_NO_BOX * len(part))
            else:
                pieces.append(part.text)
                boxes.extend(part.boxes)
    text = "".join(pieces)
    if _LINE_END_HYPHEN in text:  # the hyphen and the line break the page shows
        text, boxes = _show_line_end_hyphens(text, boxes)
    return text, boxes


def _show_line_end_hyphens(text: str, boxes: array[float]) -> tuple[str, array[float]]:
    out: list[str] = []
    out_boxes = array("f")
    for i, char in enumerate(text):
        if char != _LINE_END_HYPHEN:
            out.append(char)
            out_boxes.extend(boxes[4 * i : 4 * i + 4])
            continue
        out.append("-")
        out_boxes.extend(boxes[4 * i : 4 * i + 4])
        if text[i + 1 : i + 2] != "\n":
            out.append("\n")
            out_boxes.extend(_NO_BOX)
    return "".join(out), out_boxes


def extract_pdf(data: bytes, title: str, *, max_pages: int = 2000) -> SourceDocument:
    """The text layer of a PDF as a paged :class:`SourceDocument` (``pdf_text_layer``).

    A corrupt, encrypted or otherwise unreadable PDF raises
    :class:`~citeproof.errors.SourceError` with code ``extraction_failed``.
    """
    try:
        pdf = pdfium.PdfDocument(data)
    except pdfium.PdfiumError as error:
        raise SourceError(
            f"{title} is not a readable PDF: {error}", code="extraction_failed"
        ) from error
    try:
        if len(pdf) > max_pages:
            raise SourceError(
                f"{title} has {len(pdf)} pages; at most {max_pages} are read",
                code="too_large",
            )
        pages: list[str] = []
        boxes = array("f")
        for index in range(len(pdf)):
            page = pdf[index]
            try:
                text, page_boxes = _page_text(page)
            finally:
                page.close()
            if pages:
                boxes.extend(_NO_BOX * 2)  # the blank line between pages
            pages.append(text)
            boxes.extend(page_boxes)
        metadata_title = (pdf.get_metadata_dict().get("Title") or "").strip()
    except pdfium.PdfiumError as error:
        raise SourceError(
            f"{title}: the PDF could not be read: {error}", code="extraction_failed"
        ) from error
    finally:
        pdf.close()
    starts: list[int] = []
    offset = 0
    for text in pages:
        starts.append(offset)
        offset += len(text) + 2
    return SourceDocument(
        text="\n\n".join(pages),
        representation="pdf_text_layer",
        source_bytes=len(data),
        sha256=hashlib.sha256(data).hexdigest(),
        content_type="application/pdf",
        title=metadata_title or title,
        page_starts=tuple(starts) if starts else (0,),
        warnings=(PDF_WARNING,),
        char_boxes=boxes,
    )
