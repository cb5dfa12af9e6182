"""The PDF worker process: ``python -m citeproof.sources.pdf._worker MEMORY``.

Caps its own address space at MEMORY bytes, then answers requests on stdin until it ends:
each a length-prefixed pickle ``("extract", data, title, max_pages)``, each answer a
length-prefixed pickle ``("ok", document)``, ``("error", code, message)``, ``("memory",)``
or ``("failed", description)``. Started and fed only by :mod:`._isolated`.
"""

from __future__ import annotations

import pickle
import resource
import struct
import sys
from typing import Any, BinaryIO

_HEADER = struct.Struct("!Q")


def _read(stream: BinaryIO, count: int) -> bytes | None:
    data = stream.read(count)
    return data if data and len(data) == count else None


def _send(stream: BinaryIO, message: tuple[Any, ...]) -> None:
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def _answer(request: tuple[Any, ...], stdout: BinaryIO) -> tuple[Any, ...]:
    from ...errors import CiteproofError
    from ._extract import _extract_here
    from ._progress import reading_progress

    def progress(done: int, total: int) -> None:
        _send(stdout, ("progress", done, total))

    try:
        _, data, title, max_pages, ocr, report = request
        with reading_progress(progress if report else None):
            return ("ok", _extract_here(data, title, max_pages, ocr))
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
    while True:
        header = _read(stdin, _HEADER.size)
        if header is None:
            return
        body = _read(stdin, _HEADER.unpack(header)[0])
        if body is None:
            return
        outcome = _answer(pickle.loads(body), stdout)
        try:
            answer = pickle.dumps(outcome, protocol=pickle.HIGHEST_PROTOCOL)
        except MemoryError:
            answer = pickle.dumps(("memory",))
        stdout.write(_HEADER.pack(len(answer)) + answer)
        stdout.flush()


if __name__ == "__main__":
    main()
