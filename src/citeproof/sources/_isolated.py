"""Reading a PDF in a child process with bounded memory and time.

PDFium parses a page's whole content stream before anyone can count its characters, and a
70 KB file can inflate to twenty million of them: PDFium then needs gigabytes and aborts
the process when it cannot have them, taking a server with it. So PDFs are read in a
child process (forked from a server process that has already imported the reader, so a
read costs milliseconds more, not an interpreter start) whose address space is capped at
:data:`MAX_PDF_MEMORY` and whose time is capped at :data:`MAX_PDF_SECONDS`. A child that
runs out of memory, crashes or overruns becomes a typed :class:`SourceError`
(``too_large`` or ``timeout``, naming the limit), never a dead process. Where no child can
be made (a daemonic worker of a process pool or of Dask, or a platform without
``forkserver``), the reading runs in-process under the same caps it checks itself.
"""

from __future__ import annotations

import multiprocessing
import resource
import signal
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any, TypeVar

from ..errors import CiteproofError, SourceError

__all__ = ["MAX_PDF_MEMORY", "MAX_PDF_SECONDS", "run_isolated"]

#: The address space a PDF's reading may use (bytes).
MAX_PDF_MEMORY = 2 << 30
#: The time a PDF's reading may take (seconds): a 2,000-page book takes about 25.
MAX_PDF_SECONDS = 180.0

T = TypeVar("T")
_CONTEXT: list[Any] = []


def _context() -> Any:
    """The forkserver context (preloading the reader), or None where there is none."""
    if not _CONTEXT:
        try:
            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["citeproof.sources._pdf"])
        except ValueError:
            context = None
        _CONTEXT.append(context)
    return _CONTEXT[0]


def _child(
    send: Connection, memory: int, function: Callable[..., Any], args: tuple[Any, ...]
) -> None:
    """Run ``function(*args)`` under the memory cap; send back its result or its error."""
    outcome: tuple[Any, ...]
    try:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        outcome = ("ok", function(*args))
    except CiteproofError as error:
        outcome = ("error", error.code, error.message)
    except MemoryError:
        outcome = ("memory",)
    except Exception as error:  # a bug or a library's own exception: reported, typed
        outcome = ("failed", f"{type(error).__name__}: {error}")
    try:
        send.send(outcome)
    except MemoryError:
        send.send(("memory",))
    send.close()


def _memory_error(name: str, memory: int) -> SourceError:
    return SourceError(
        f"{name} needs more than {memory >> 20:,} MiB to read (MAX_PDF_MEMORY): a small "
        "file whose content inflates to millions of characters, or a damaged one",
        code="too_large",
    )


def run_isolated(
    function: Callable[..., T],
    *args: Any,
    name: str,
    memory: int = MAX_PDF_MEMORY,
    seconds: float = MAX_PDF_SECONDS,
) -> T:
    """``function(*args)`` in a child process capped at ``memory`` bytes of address space
    and ``seconds`` of time; its errors re-raised here as :class:`SourceError`."""
    context = _context()
    if context is None or multiprocessing.current_process().daemon:
        return function(*args)
    receive, send = context.Pipe(duplex=False)
    process = context.Process(target=_child, args=(send, memory, function, args), daemon=True)
    process.start()
    send.close()
    try:
        if not receive.poll(seconds):
            process.kill()
            raise SourceError(
                f"{name} took more than {seconds:g} s to read (MAX_PDF_SECONDS)",
                code="timeout",
            )
        try:
            outcome = receive.recv()
        except (EOFError, OSError):
            outcome = None
    finally:
        receive.close()
        process.join(5)
        if process.is_alive():
            process.kill()
            process.join()
    if outcome is None:  # the child died: PDFium aborts when memory runs out
        died = process.exitcode
        if died is not None and died < 0 and -died in (signal.SIGABRT, signal.SIGKILL):
            raise _memory_error(name, memory)
        raise SourceError(
            f"{name}: the PDF reader stopped (exit status {died}) on this file",
            code="extraction_failed",
        )
    if outcome[0] == "ok":
        result: T = outcome[1]
        return result
    if outcome[0] == "error":
        raise SourceError(outcome[2], code=outcome[1])
    if outcome[0] == "memory":
        raise _memory_error(name, memory)
    raise SourceError(f"{name}: the PDF could not be read: {outcome[1]}", code="extraction_failed")
