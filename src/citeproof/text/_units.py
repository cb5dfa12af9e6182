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

    __slots__ = ("_before", "_encoding", "_same", "_text", "_unit")

    def __init__(self, text: str, encoding: str, unit: int) -> None:
        self._text = text
        self._encoding = encoding
        self._unit = unit
        # A text whose every character is one unit (ASCII in UTF-8; no astral character
        # in UTF-16, as in nearly every text) has the same offsets in both: no blocks are
        # summed and no lookup encodes (a 50-quote request asks 200 of them). In UTF-8
        # only ASCII is one byte, which ``isascii`` knows without reading the text.
        self._same = text.isascii() or (
            unit > 1 and len(self._encode(0, len(text))) == unit * len(text)
        )
        self._before: list[int] = []
        if self._same:
            return
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
        if self._same:
            return offset
        block, into = divmod(offset, BLOCK)
        return self._before[block] + (self._length(block * BLOCK, offset) if into else 0)

    def to_code_points(self, units: int) -> tuple[int, bool]:
        """The code-point offset at or before a code-unit offset, and whether it was exact.

        A unit offset inside a character (half a surrogate pair, a UTF-8 continuation byte)
        is not a boundary: that character's start is returned with ``False``.
        """
        if self._same:  # beyond the text's end, as below: the offset itself, not exact
            return units, units <= len(self._text)
        block = bisect_right(self._before, units) - 1
        start = block * BLOCK
        if start >= len(self._text):
            return len(self._text) + (units - self._before[-1]), units == self._before[-1]
        # The most characters of the block whose units do not pass the offset, by halving
        # (about nine encodings of at most a block). Decoding the units' prefix instead
        # dropped a lone surrogate (kept by "surrogatepass") and answered the character
        # before it, not exact, for the offset right after it.
        want = units - self._before[block]
        low, high = 0, min(BLOCK, len(self._text) - start)
        while low < high:
            middle = (low + high + 1) // 2
            if self._length(start, start + middle) <= want:
                low = middle
            else:
                high = middle - 1
        return start + low, self._length(start, start + low) == want
