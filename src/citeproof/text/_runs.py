"""Piecewise-linear offset conversion driven by runs of wide characters.

UTF-16 and UTF-8 offsets differ from code-point offsets only where a character takes more
than one code unit. Storing those runs (not one entry per character) makes the map cost
proportional to the non-ASCII text, and a lookup a binary search.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable

__all__ = ["WidthRuns"]


class WidthRuns:
    """Map code-point offsets to code-unit offsets, given runs of characters wider than one unit.

    Each run is ``(start, end, extra)``: every code point in ``[start, end)`` takes
    ``1 + extra`` units. Runs are sorted and disjoint.
    """

    __slots__ = ("_cum", "_ends", "_extra", "_starts", "_unit_starts")

    def __init__(self, runs: Iterable[tuple[int, int, int]]) -> None:
        starts: list[int] = []
        ends: list[int] = []
        extra: list[int] = []
        cum: list[int] = []
        unit_starts: list[int] = []
        total = 0
        for start, end, width in runs:
            starts.append(start)
            ends.append(end)
            extra.append(width)
            cum.append(total)
            unit_starts.append(start + total)
            total += (end - start) * width
        self._starts = starts
        self._ends = ends
        self._extra = extra
        self._cum = cum
        self._unit_starts = unit_starts

    def to_units(self, offset: int) -> int:
        """The code-unit offset of a code-point offset."""
        k = bisect_right(self._starts, offset) - 1
        if k < 0:
            return offset
        inside = min(offset, self._ends[k]) - self._starts[k]
        return offset + self._cum[k] + inside * self._extra[k]

    def to_code_points(self, units: int) -> tuple[int, bool]:
        """The code-point offset at or before a code-unit offset, and whether it was exact.

        A unit offset that falls inside a wide character (a lone surrogate half of UTF-16,
        a continuation byte of UTF-8) is not a character boundary: the offset of that
        character's start is returned with ``False``.
        """
        k = bisect_right(self._unit_starts, units) - 1
        if k < 0:
            return units, True
        run_units = (self._ends[k] - self._starts[k]) * (1 + self._extra[k])
        into = units - self._unit_starts[k]
        if into >= run_units:
            return units - self._cum[k] - (self._ends[k] - self._starts[k]) * self._extra[k], True
        width = 1 + self._extra[k]
        return self._starts[k] + into // width, into % width == 0
