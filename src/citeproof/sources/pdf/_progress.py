"""Pages read so far, told to whoever asked (a progress bar), across the worker's pipe.

A 300-page PDF takes seconds to read; a person at a terminal should see it move. The
caller sets a callback with :func:`reading_progress`; the page loop calls
:func:`report_page` after each page. In a worker process the callback writes a
``("progress", done, total)`` message on the pipe before the answer, and the parent calls
its own callback with it (:mod:`._isolated`), so the bar moves whether the PDF is read
here or in a worker.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

__all__ = ["PageProgress", "current_progress", "reading_progress", "report_page"]

#: Told ``(pages read, pages in the document)`` after each page.
PageProgress = Callable[[int, int], None]
_PROGRESS: ContextVar[PageProgress | None] = ContextVar("citeproof_pdf_progress", default=None)


@contextmanager
def reading_progress(callback: PageProgress | None) -> Iterator[None]:
    """PDF readings started inside tell ``callback`` of each page read (None: nobody)."""
    token = _PROGRESS.set(callback)
    try:
        yield
    finally:
        _PROGRESS.reset(token)


def current_progress() -> PageProgress | None:
    """The callback of the reading in progress, if any."""
    return _PROGRESS.get()


def report_page(done: int, total: int) -> None:
    """Page ``done`` of ``total`` is read."""
    callback = _PROGRESS.get()
    if callback is not None:
        callback(done, total)
