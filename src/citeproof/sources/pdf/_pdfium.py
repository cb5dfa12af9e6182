"""The one lock around PDFium: the library is not thread-safe, and the HTTP service and
batch read PDFs from several threads. Every call into pypdfium2 holds it."""

from __future__ import annotations

import threading

__all__ = ["PDFIUM_LOCK"]

PDFIUM_LOCK = threading.RLock()
