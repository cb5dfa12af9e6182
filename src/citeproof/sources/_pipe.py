"""The pipe between a reader and its worker processes (PDFs, rendered pages).

Messages are tuples, each written as a length-prefixed pickle: the parent writes requests
on the worker's stdin and reads the worker's messages from its stdout. The worker side
blocks (it has nothing else to do); the parent side reads by a deadline, so a worker that
hangs is killed rather than waited for. Both ends are citeproof's own processes: nothing
read here comes from a document.
"""

from __future__ import annotations

import os
import pickle
import select
import struct
import time
from typing import IO, Any

__all__ = ["receive", "receive_by", "send"]

_HEADER = struct.Struct("!Q")


def send(stream: IO[bytes], message: tuple[Any, ...]) -> None:
    """Write ``message`` and flush (it is pickled first: a ``MemoryError`` there leaves
    the pipe untouched)."""
    data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(_HEADER.pack(len(data)) + data)
    stream.flush()


def _exactly(stream: IO[bytes], count: int) -> bytes | None:
    data = stream.read(count)
    return data if data is not None and len(data) == count else None


def receive(stream: IO[bytes]) -> tuple[Any, ...] | None:
    """The next message, waiting as long as it takes; None at the end of the stream."""
    header = _exactly(stream, _HEADER.size)
    if header is None:
        return None
    data = _exactly(stream, _HEADER.unpack(header)[0])
    if data is None:
        return None
    message: tuple[Any, ...] = pickle.loads(data)
    return message


def _read_by(fd: int, count: int, deadline: float) -> bytes | None:
    chunks: list[bytes] = []
    while count:
        wait = deadline - time.monotonic()
        if wait <= 0 or not select.select([fd], [], [], wait)[0]:
            raise TimeoutError
        chunk = os.read(fd, min(count, 1 << 20))
        if not chunk:
            return None  # the worker is gone
        chunks.append(chunk)
        count -= len(chunk)
    return b"".join(chunks)


def receive_by(fd: int, deadline: float) -> tuple[Any, ...] | None:
    """The next message from the file descriptor ``fd``; None when the worker is gone;
    ``TimeoutError`` at ``deadline`` (``time.monotonic()``)."""
    header = _read_by(fd, _HEADER.size, deadline)
    if header is None:
        return None
    data = _read_by(fd, _HEADER.unpack(header)[0], deadline)
    if data is None:
        return None
    message: tuple[Any, ...] = pickle.loads(data)
    return message
