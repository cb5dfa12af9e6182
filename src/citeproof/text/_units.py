"""Code-unit offsets (UTF-8 bytes, UTF-16 units) of code-point offsets.

Three ways, by the text. A text whose every character is one unit (ASCII in UTF-8; no
astral character in UTF-16, as in nearly every text) has the same offsets in both. A long
text where the wider characters are few (Latin prose with its typography, a stray emoji),
in a process that has numpy at hand to find them, keeps where each one is and the units it
adds: a lookup is a binary search. Any other is cut into blocks of :data:`BLOCK` code
points whose encoded lengths are summed once (one C-speed encode per block); a lookup adds
the running total before its block to the encoded length of at most one block's prefix: a
bounded amount of C work, never a rescan of the text, whatever its mix of characters.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from typing import Any

from ._charsets import ARRAY_SCAN, arrays_at_hand, code_points, int64_array

__all__ = ["BLOCK", "SPARSE", "UnitCounter"]

BLOCK = 512
#: A text holding at most one wider character in this many keeps where they are (see
#: :class:`UnitCounter`); more, and it is cut into blocks.
SPARSE = 16


class UnitCounter:
    """Offsets in one encoding's code units (``utf-8``: bytes; ``utf-16-le``: 2-byte units)."""

    __slots__ = ("_before", "_encoding", "_same", "_starts", "_text", "_unit", "_wide", "_wider")

    def __init__(self, text: str, encoding: str, unit: int) -> None:
        self._text = text
        self._encoding = encoding
        self._unit = unit
        # A text of one unit a character: no table, no lookup encodes (a 50-quote request
        # asks 200 of them). In UTF-8 only ASCII is one byte, which ``isascii`` knows
        # without reading the text.
        self._same = text.isascii() or (
            unit > 1 and len(self._encode(0, len(text))) == unit * len(text)
        )
        self._before: list[int] = []
        self._wide: Sequence[int] = ()  # where each wider character stands
        self._wider: Sequence[int] = ()  # the units they add, up to each one's end
        self._starts: Sequence[int] = ()  # the unit offset where each one starts
        if self._same:
            return
        if len(text) >= ARRAY_SCAN and arrays_at_hand() and self._sparse(code_points(text)):
            return
        before = [0]
        for start in range(0, len(text), BLOCK):
            before.append(before[-1] + self._length(start, start + BLOCK))
        self._before = before

    def _sparse(self, codes: Any) -> bool:
        """Keep the wider characters of the text (``codes``: its code points, a numpy
        array), each one's place and the units it adds, when they are few (see
        :data:`SPARSE`); False when they are not. A seed-003 request's 400 lookups each
        encoded up to a block of text: 0.3 ms more than binary searches."""
        import numpy as np

        wide = np.flatnonzero(codes >= (0x80 if self._unit == 1 else 0x10000))
        if not 0 < len(wide) <= len(codes) // SPARSE:
            return False
        if self._unit == 1:  # UTF-8: two bytes to U+07FF, three to U+FFFF (a lone
            # surrogate too, as "surrogatepass" writes it), four beyond
            wider = codes[wide]
            added = 1 + (wider >= 0x800).astype(np.int64) + (wider >= 0x10000)
        else:  # UTF-16: an astral character is a surrogate pair
            added = np.ones(len(wide), dtype=np.int64)
        total = np.cumsum(added)
        # arrays, not lists: at most 24 bytes a wider character (a list of ints held 108)
        self._wide = int64_array(wide)
        self._wider = int64_array(total)
        self._starts = int64_array(wide + total - added)
        return True

    def _encode(self, start: int, end: int) -> bytes:
        return self._text[start:end].encode(self._encoding, "surrogatepass")

    def _length(self, start: int, end: int) -> int:
        return len(self._encode(start, end)) // self._unit

    def to_units(self, offset: int) -> int:
        """The code-unit offset of a code-point offset."""
        if self._same:
            return offset
        if self._wide:
            k = bisect_left(self._wide, offset)  # the wider characters before the offset
            return offset + (self._wider[k - 1] if k else 0)
        block, into = divmod(offset, BLOCK)
        return self._before[block] + (self._length(block * BLOCK, offset) if into else 0)

    def to_code_points(self, units: int) -> tuple[int, bool]:
        """The code-point offset at or before a code-unit offset, and whether it was exact.

        A unit offset inside a character (half a surrogate pair, a UTF-8 continuation byte)
        is not a boundary: that character's start is returned with ``False``.
        """
        if self._same:  # beyond the text's end, as below: the offset itself, not exact
            return units, units <= len(self._text)
        if self._wide:
            return self._sparse_code_points(units)
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

    def _sparse_code_points(self, units: int) -> tuple[int, bool]:
        total = len(self._text) + self._wider[-1]
        if units >= total:
            return len(self._text) + (units - total), units == total
        k = bisect_right(self._starts, units) - 1  # the last wider character starting at or before
        if k < 0:
            return units, True
        start, at = self._starts[k], self._wide[k]
        end = start + 1 + self._wider[k] - (self._wider[k - 1] if k else 0)  # its units' end
        if units < end:
            return at, units == start
        return at + 1 + (units - end), True
