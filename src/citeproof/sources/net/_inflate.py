"""Inflating a ``Content-Encoding`` body as it streams in, within a byte budget.

Only the fetcher uses it: a body is decompressed here, chunk by chunk, never past the
fetch's byte cap (so a gzip bomb cannot exhaust memory), and a stream that stops early is
``truncated``, never a half text taken for the whole.
"""

from __future__ import annotations

import zlib
from typing import Any

from ...errors import ErrorCode, SourceError

__all__ = ["Inflater", "inflater_for"]

_GZIP_MAGIC = b"\x1f\x8b"


class Inflater:
    """A ``gzip`` or ``deflate`` body inflated within a byte budget, checked to its end.

    ``deflate`` is zlib-wrapped by the standard (RFC 9110 8.4.1.2), but many servers send
    raw deflate: the first two bytes tell which. Several gzip members are read one after
    the other; bytes after the last member that do not start another are ignored, as
    ``gzip -d`` does. A corrupt stream is ``upstream_error``; a stream that stops before
    its end (:meth:`finish`) is ``truncated``.
    """

    def __init__(self, encoding: str, url: str) -> None:
        self.encoding = encoding
        self.url = url
        self._gzip = encoding != "deflate"
        self._inflater: Any = None  # zlib's Decompress (not a public type)
        self._pending = b""
        self._done = False
        self._read = 0

    def _start(self, data: bytes) -> bool:
        """Begin a stream (or the next gzip member) at ``data``; False to wait for bytes."""
        if self._inflater is not None and not self._gzip:
            self._done = True  # bytes after a deflate stream's end
            return False
        if len(data) < 2:
            self._pending = data
            return False
        if self._gzip:
            if self._inflater is not None and not data.startswith(_GZIP_MAGIC):
                self._done = True  # trailing bytes after the last member
                return False
            wbits = 16 + zlib.MAX_WBITS
        else:
            wrapped = data[0] & 0x0F == 8 and (data[0] << 8 | data[1]) % 31 == 0
            wbits = zlib.MAX_WBITS if wrapped else -zlib.MAX_WBITS
        self._inflater = zlib.decompressobj(wbits)
        return True

    def feed(self, chunk: bytes, room: int) -> bytes:
        """The bytes ``chunk`` inflates to: never more than ``room`` + 1 (to see overflow)."""
        self._read += len(chunk)
        data, self._pending = self._pending + chunk, b""
        out = b""
        while data and not self._done and len(out) <= room:
            if (self._inflater is None or self._inflater.eof) and not self._start(data):
                break
            try:
                out += self._inflater.decompress(data, room + 1 - len(out))
            except zlib.error as error:
                raise SourceError(
                    f"{self.url} sent a body that is not valid {self.encoding}: {error}",
                    code=ErrorCode.UPSTREAM_ERROR,
                ) from error
            data = (
                self._inflater.unused_data if self._inflater.eof else self._inflater.unconsumed_tail
            )
        return out

    def finish(self) -> None:
        """``truncated`` if the compressed stream stopped before its end."""
        if self._done or (self._inflater is None and not self._pending):
            return  # an empty body is an empty body
        if self._pending or not self._inflater.eof:
            raise SourceError(
                f"{self.url}: its {self.encoding} body stops before the end of the compressed "
                f"stream (after {self._read} bytes); a cut-off body is not read as complete",
                code=ErrorCode.TRUNCATED,
            )


def inflater_for(encoding: str | None, url: str) -> Inflater | None:
    """The inflater for a ``Content-Encoding`` (``None`` for an identity body);
    ``upstream_error`` for an encoding citeproof does not read."""
    encoding = (encoding or "identity").lower().strip()
    if encoding in ("identity", ""):
        return None
    if encoding in ("gzip", "x-gzip", "deflate"):
        return Inflater(encoding, url)
    raise SourceError(f"unsupported content encoding {encoding!r}", code=ErrorCode.UPSTREAM_ERROR)
