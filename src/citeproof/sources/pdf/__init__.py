"""pdf/: everything PDF-only: the text layer's extraction, its layout (runs, lines,
columns, reading order), its furniture (running heads, page numbers, footnotes), the
isolated worker processes that read a PDF with bounded memory and time, and the one lock
around PDFium.

Pictures of PDF pages are drawn elsewhere (they use :data:`PDFIUM_LOCK` from here); no
other format is read here.
"""

from ._extract import (
    FURNITURE_CONTEXT,
    MAX_PDF_CHARACTERS,
    PDF_WARNING,
    extract_pdf,
    guess_pdf,
    read_pdf,
    recognise_pdf,
)
from ._isolated import reading_deadline
from ._pdfium import PDFIUM_LOCK
from ._progress import PageProgress, reading_progress

__all__ = [
    "FURNITURE_CONTEXT",
    "MAX_PDF_CHARACTERS",
    "PDFIUM_LOCK",
    "PDF_WARNING",
    "PageProgress",
    "extract_pdf",
    "guess_pdf",
    "read_pdf",
    "reading_deadline",
    "reading_progress",
    "recognise_pdf",
]
