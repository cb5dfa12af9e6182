"""Reading a local file as a source: regular files only, within a size cap."""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from pathlib import Path

from ..errors import ErrorCode, SourceError

__all__ = ["read_at_most", "read_bytes"]

_CHUNK = 1 << 20


def _kind(mode: int) -> str:
    for test, name in (
        (stat.S_ISDIR, "a directory"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
    ):
        if test(mode):
            return name
    return "not a regular file"


def read_at_most(read: Callable[[int], bytes], limit: int) -> bytes | None:
    """Everything ``read`` gives (``read(n)``: at most ``n`` bytes, ``b""`` at the end), or
    None once it gives more than ``limit``: at most ``limit`` + 1 bytes are ever read, a
    megabyte at a time, so a stream that never ends (``/dev/zero``) costs no more."""
    parts: list[bytes] = []
    size = 0
    while part := read(min(_CHUNK, limit + 1 - size)):
        parts.append(part)
        size += len(part)
        if size > limit:
            return None
    return b"".join(parts)


def read_bytes(path: str | Path, max_bytes: int) -> bytes:
    """A regular file's bytes: ``not_a_regular_file``, ``too_large`` over ``max_bytes``,
    ``unreadable_file`` on any other error.

    A FIFO blocks its reader until a writer comes, and a device never ends (``/dev/zero``
    fills memory): so the file is opened without blocking, and only a regular file is
    read (checked on the opened descriptor, so it cannot be swapped after the check).
    Its size is checked before reading and again while reading, and at most
    ``max_bytes`` + 1 bytes are ever read (a file that grows meanwhile is still caught).
    """
    path = Path(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError as error:
        raise SourceError(
            f"cannot read {path}: {error.strerror}", code=ErrorCode.UNREADABLE_FILE
        ) from error
    except (ValueError, UnicodeError):  # a NUL byte, a lone surrogate: no file has the name
        raise SourceError(
            f"cannot read {str(path)!r}: no file name holds a NUL byte or a lone surrogate",
            code=ErrorCode.UNREADABLE_FILE,
        ) from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise SourceError(
                f"{path} is {_kind(info.st_mode)}; only regular files are read",
                code=ErrorCode.NOT_A_REGULAR_FILE,
            )
        if info.st_size > max_bytes:
            raise SourceError(
                f"{path} is {info.st_size} bytes; the limit is {max_bytes}",
                code=ErrorCode.TOO_LARGE,
            )
        data = read_at_most(lambda size: os.read(descriptor, size), max_bytes)
        if data is None:
            raise SourceError(
                f"{path} is larger than {max_bytes} bytes (it grew while read)",
                code=ErrorCode.TOO_LARGE,
            )
        return data
    except OSError as error:
        raise SourceError(
            f"cannot read {path}: {error.strerror}", code=ErrorCode.UNREADABLE_FILE
        ) from error
    finally:
        os.close(descriptor)
