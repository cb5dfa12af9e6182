"""Code-unit offsets (UTF-8 bytes, UTF-16 units) of code-point offsets, by blocks.

The text is cut into blocks of :data:`BLOCK` code points and the encoded length of every
block is summed once (one C-speed encode per block). A lookup adds the running total
before its block to the encoded length of at most one block's prefix: a bounded amount of
C work, never a rescan of the text, whatever its mix of characters.
"""

from __future__ import annotations

from bisect import bisect_right

__all__ = ["BLOCK", "UnitCounter"]

BLOCK = 512


class UnitCounter:
    """Offsets in one encoding's code units (``utf-8``: bytes; ``utf-16-le``: 2-byte units)."""

    __slots__ = ("_before", "_encoding", "_text", "_unit")

    def __init__(self, text: str, encoding: str, unit: int) -> None:
        self._text = text
        self._encoding = encoding
        self._unit = unit
        before = [0]
        for start in range(0, len(text), BLOCK):
            before.append(before[-1] + self._length(start, start + BLOCK))
        self._before = before

    def _encode(self, start: int, end: int) -> bytes:
        return self._text[start:end].encode(self._encoding, "surrogatepass")

    def _length(self, start: int, end: int) -> int:
        return len(self._encode(start, end)) // self._unit

    def to_units(self, offset: int) -> int:
        """The code-unit offset of a code-point offset."""
        block, into = divmod(offset, BLOCK)
        return self._before[block] + (self._length(block * BLOCK, offset) if into else 0)

    def to_code_points(self, units: int) -> tuple[int, bool]:
        """The code-point offset at or before a code-unit offset, and whether it was exact.

        A unit offset inside a character (half a surrogate pair, a UTF-8 continuation byte)
        is not a boundary: that character's start is returned with ``False``.
        """
        block = bisect_right(self._before, units) - 1
        start = block * BLOCK
        if start >= len(self._text):
            return len(self._text) + (units - self._before[-1]), units == self._before[-1]
        prefix = self._encode(start, start + BLOCK)[: (units - self._before[block]) * self._unit]
        decoded = prefix.decode(self._encoding, "ignore")
        exact = len(decoded.encode(self._encoding, "surrogatepass")) == len(prefix)
        return start + len(decoded), exact
