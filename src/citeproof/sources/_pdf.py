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
from dataclasses import dataclass

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c

from ..errors import SourceError
from ._document import SourceDocument
from ._layout import Run, join_line, reading_order

__all__ = ["PDF_WARNING", "extract_pdf"]

PDF_WARNING = (
    "PDF text comes from the file's text layer. Reading order, columns, ligatures, and "
    "hyphenated line breaks may differ from the printed page."
)
_LINE_END_HYPHEN = "\ufffe"


@dataclass(frozen=True, slots=True)
class _Char:
    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    index: int


def _page_chars(textpage: pdfium.PdfTextPage) -> list[_Char]:
    chars: list[_Char] = []
    for i in range(textpage.count_chars()):
        if pdfium_c.FPDFText_IsGenerated(textpage.raw, i) == 1:
            continue
        text = textpage.get_text_range(i, 1)
        if not text or text in "\r\n":
            continue
        x0, y0, x1, y1 = textpage.get_charbox(i, loose=True)
        chars.append(_Char(text, x0, y0, x1, y1, i))
    return chars


def _runs(chars: list[_Char]) -> list[Run]:
    """Consecutive characters on one baseline, advancing without a large jump."""
    runs: list[Run] = []
    current: list[_Char] = []

    def flush() -> None:
        if current:
            runs.append(
                Run(
                    text="".join(c.text for c in current),
                    x0=min(c.x0 for c in current),
                    y0=min(c.y0 for c in current),
                    x1=max(c.x1 for c in current),
                    y1=max(c.y1 for c in current),
                    first_char=current[0].index,
                )
            )
            current.clear()

    for char in chars:
        if current:
            last = current[-1]
            height = max(last.y1 - last.y0, 1.0)
            same_line = abs(char.y0 - last.y0) < 0.3 * height
            jump = char.x0 - last.x1
            if not same_line or jump > 1.5 * height or jump < -0.5 * height:
                flush()
        current.append(char)
    flush()
    return runs


def _page_text(page: pdfium.PdfPage) -> str:
    textpage = page.get_textpage()
    try:
        lines = reading_order(_runs(_page_chars(textpage)))
    finally:
        textpage.close()
    text = "\n".join(join_line(line) for line in lines)
    return text.replace(_LINE_END_HYPHEN + "\n", "-\n").replace(_LINE_END_HYPHEN, "-\n")


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
        for index in range(len(pdf)):
            page = pdf[index]
            try:
                pages.append(_page_text(page))
            finally:
                page.close()
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
    )
