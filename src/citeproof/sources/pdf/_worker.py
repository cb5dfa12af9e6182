"""The PDF worker process: ``python -m citeproof.sources.pdf._worker MEMORY``.

Caps its own address space at MEMORY bytes, then answers requests on stdin until it ends:
each a length-prefixed pickle ``("extract", data, title, max_pages, ocr, report, pages)``,
each answer a length-prefixed pickle ``("ok", document)``, ``("error", code, message)``,
``("memory",)`` or ``("failed", description)``. Started and fed only by :mod:`._isolated`.
"""

from __future__ import annotations

import resource
import sys
from typing import Any, BinaryIO

from .._pipe import receive, send


def _answer(request: tuple[Any, ...], stdout: BinaryIO) -> tuple[Any, ...]:
    from ...errors import CiteproofError
    from ._extract import _extract_here
    from ._progress import reading_progress

    def progress(done: int, total: int) -> None:
        send(stdout, ("progress", done, total))

    try:
        _, data, title, max_pages, ocr, report, pages = request
        with reading_progress(progress if report else None):
            return ("ok", _extract_here(data, title, max_pages, ocr, pages))
    except CiteproofError as error:
        return ("error", error.code, error.message)
    except MemoryError:
        return ("memory",)
    except Exception as error:  # a library's own exception: reported, typed by the caller
        return ("failed", f"{type(error).__name__}: {error}")


def main() -> None:
    """Serve requests until stdin closes."""
    memory = int(sys.argv[1])
    resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
    from . import _extract  # noqa: F401  (imported once, before the first request)

    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    while (request := receive(stdin)) is not None:
        outcome = _answer(request, stdout)
        try:
            send(stdout, outcome)
        except MemoryError:  # pickling the document: nothing was written yet
            send(stdout, ("memory",))


if __name__ == "__main__":
    main()
