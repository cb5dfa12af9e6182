"""Reading a PDF in a worker process with bounded memory and time.

PDFium parses a page's whole content stream before anyone can count its characters, and a
70 KB file can inflate to twenty million of them: PDFium then needs gigabytes and aborts
the process when it cannot have them, taking a server with it. So PDFs are read in worker
processes (``python -m citeproof.sources.pdf._worker``: fresh interpreters, so nothing of
the caller's threads, locks or ``__main__`` is copied or run again) whose address space is
capped at :data:`MAX_PDF_MEMORY`; each reading is capped at :data:`MAX_PDF_SECONDS`. A
worker that runs out of memory, crashes or overruns is replaced, and the reading becomes a
typed :class:`SourceError` (``too_large`` or ``timeout``, naming the limit), never a dead
server. Workers are kept and reused (one per concurrent reading, at most one per CPU), so a
reading costs a pipe round trip more, not an interpreter start.

A reading started inside :func:`reading_deadline` also ends by that deadline: a network
service's request past its deadline has its worker killed (the reading becomes
``deadline_exceeded``), so the thread it ran in, and its slot, come back at once rather
than after :data:`MAX_PDF_SECONDS`.
"""

from __future__ import annotations

import atexit
import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from ...errors import ErrorCode, SourceError
from .._pipe import receive_by, send
from ..ocr import current_ocr
from ._progress import current_progress

__all__ = ["MAX_PDF_MEMORY", "MAX_PDF_SECONDS", "read_isolated", "reading_deadline"]

#: The address space a PDF's reading may use (bytes).
MAX_PDF_MEMORY = 2 << 30
#: The time a PDF's reading may take (seconds): a 2,000-page book takes about 25.
MAX_PDF_SECONDS = 180.0
#: When readings started here must end (``time.monotonic()``), if anyone said so.
_DEADLINE: ContextVar[float | None] = ContextVar("citeproof_pdf_deadline", default=None)


@contextmanager
def reading_deadline(end: float) -> Iterator[None]:
    """PDF readings started inside end by ``end`` (``time.monotonic()``): a worker still
    reading then is killed and the reading is ``deadline_exceeded``."""
    token = _DEADLINE.set(end)
    try:
        yield
    finally:
        _DEADLINE.reset(token)


class _Worker:
    """One worker process and the pipes to it."""

    def __init__(self, memory: int) -> None:
        self.memory = memory
        self.process = subprocess.Popen(
            [sys.executable, "-m", "citeproof.sources.pdf._worker", str(memory)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )

    def call(self, request: tuple[Any, ...], seconds: float) -> tuple[Any, ...] | None:
        """Send a request; its outcome, or None when the worker died. Raises TimeoutError."""
        assert self.process.stdin is not None
        assert self.process.stdout is not None
        try:
            send(self.process.stdin, request)
        except (BrokenPipeError, OSError):
            return None
        deadline = time.monotonic() + seconds
        progress = current_progress()
        while True:
            outcome = receive_by(self.process.stdout.fileno(), deadline)
            if outcome is None or outcome[0] != "progress":
                return outcome
            if progress is not None:  # pages read so far, before the answer
                progress(outcome[1], outcome[2])

    def died_of_memory(self) -> bool:
        """True when the worker ended by an abort or a kill (PDFium's out-of-memory)."""
        try:
            code = self.process.wait(5)
        except subprocess.TimeoutExpired:
            return False
        return code < 0 and -code in (signal.SIGABRT, signal.SIGKILL, signal.SIGSEGV)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait()


class _Pool:
    """Idle workers, taken one per reading and given back when it went well."""

    def __init__(self) -> None:
        self._idle: list[_Worker] = []
        self._lock = threading.Lock()
        atexit.register(self.close)

    def take(self, memory: int) -> _Worker:
        with self._lock:
            while self._idle:
                worker = self._idle.pop()
                if worker.memory == memory and worker.process.poll() is None:
                    return worker
                worker.stop()
        return _Worker(memory)

    def give_back(self, worker: _Worker) -> None:
        with self._lock:
            if len(self._idle) < (os.cpu_count() or 1):
                self._idle.append(worker)
                return
        worker.stop()

    def close(self) -> None:
        with self._lock:
            idle, self._idle = self._idle, []
        for worker in idle:
            worker.stop()


_POOL = _Pool()


def _memory_error(name: str, memory: int) -> SourceError:
    return SourceError(
        f"{name} needs more than {memory >> 20:,} MiB to read (MAX_PDF_MEMORY): a small "
        "file whose content inflates to millions of characters, or a damaged one",
        code=ErrorCode.TOO_LARGE,
    )


def _late_error(title: str) -> SourceError:
    return SourceError(
        f"{title}: the reading was stopped at the request's deadline",
        code=ErrorCode.DEADLINE_EXCEEDED,
    )


def read_isolated(
    data: bytes,
    title: str,
    max_pages: int,
    *,
    memory: int = MAX_PDF_MEMORY,
    seconds: float = MAX_PDF_SECONDS,
    pages: Any = None,
) -> Any:
    """The :class:`SourceDocument` of a PDF read in a worker (see the module docstring);
    ``pages`` (a :class:`~citeproof.sources._pages.PageRange`) reads only those."""
    end = _DEADLINE.get()
    left = seconds if end is None else end - time.monotonic()
    late = left < seconds  # the deadline comes before MAX_PDF_SECONDS
    if late:
        if left <= 0:
            raise _late_error(title)
        seconds = left
    worker = _POOL.take(memory)
    try:
        # the reader's OCR options travel with the request (a context variable does not)
        report = current_progress() is not None
        request = ("extract", data, title, max_pages, current_ocr(), report, pages)
        outcome = worker.call(request, seconds)
    except TimeoutError:
        worker.stop()
        if late:
            raise _late_error(title) from None
        raise SourceError(
            f"{title} took more than {seconds:g} s to read (MAX_PDF_SECONDS)",
            code=ErrorCode.TIMEOUT,
        ) from None
    if outcome is None:
        if worker.died_of_memory():
            raise _memory_error(title, memory)
        worker.stop()
        raise SourceError(
            f"{title}: the PDF reader stopped on this file", code=ErrorCode.EXTRACTION_FAILED
        )
    kind = outcome[0]
    if kind == "memory":  # the worker caught its MemoryError: start afresh next time
        worker.stop()
        raise _memory_error(title, memory)
    _POOL.give_back(worker)
    if kind == "ok":
        return outcome[1]
    if kind == "error":
        raise SourceError(outcome[2], code=outcome[1])
    raise SourceError(
        f"{title}: the PDF could not be read: {outcome[1]}", code=ErrorCode.EXTRACTION_FAILED
    )
