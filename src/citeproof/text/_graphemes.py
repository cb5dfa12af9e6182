"""Extended grapheme clusters (UAX #29), stored sparsely.

Most text is clusters of one code point; only clusters of two or more (a letter with
combining marks, an emoji ZWJ sequence, a flag, CRLF, Hangul jamo) make grapheme offsets
differ from code-point offsets. Only those are stored, so the map costs in proportion to
them, and segmentation runs ``regex``'s ``\\X`` (current Unicode rules) only over the
stretches of text that can hold such a cluster: non-ASCII runs and CRLF, widened by one
character on each side.
"""

from __future__ import annotations

from bisect import bisect_right

import regex

__all__ = ["GraphemeMap"]

_CANDIDATE = regex.compile(r"[^\x00-\x7f]+|\r\n")
_CLUSTER = regex.compile(r"\X")


def _candidate_regions(text: str) -> list[tuple[int, int]]:
    """Stretches that may hold multi-code-point clusters, widened and merged."""
    regions: list[tuple[int, int]] = []
    n = len(text)
    for match in _CANDIDATE.finditer(text):
        lo = max(match.start() - 1, 0)
        # An LF right after CR is not a cluster start: begin at the CR.
        if lo > 0 and text[lo] == "\n" and text[lo - 1] == "\r":
            lo -= 1
        hi = min(match.end() + 1, n)
        if regions and lo <= regions[-1][1]:
            regions[-1] = (regions[-1][0], max(hi, regions[-1][1]))
        else:
            regions.append((lo, hi))
    return regions


class GraphemeMap:
    """Code-point offsets to grapheme-cluster offsets, with cluster-cut detection."""

    __slots__ = ("_cum", "_ends", "_starts")

    def __init__(self, text: str) -> None:
        starts: list[int] = []
        ends: list[int] = []
        cum: list[int] = []
        total = 0
        for lo, hi in _candidate_regions(text):
            for cluster in _CLUSTER.finditer(text, lo, hi):
                a, b = cluster.span()
                if b - a > 1:
                    starts.append(a)
                    ends.append(b)
                    cum.append(total)
                    total += b - a - 1
        self._starts = starts
        self._ends = ends
        self._cum = cum

    def is_boundary(self, offset: int) -> bool:
        """True when ``offset`` does not fall strictly inside a cluster."""
        k = bisect_right(self._starts, offset) - 1
        return k < 0 or offset >= self._ends[k] or offset == self._starts[k]

    def floor(self, offset: int) -> int:
        """Grapheme index of the cluster holding ``offset`` (its start, if cut)."""
        k = bisect_right(self._starts, offset) - 1
        if k < 0:
            return offset
        if offset < self._ends[k]:
            return self._starts[k] - self._cum[k]
        return offset - self._cum[k] - (self._ends[k] - self._starts[k] - 1)

    def ceil(self, offset: int) -> int:
        """Grapheme index of the first boundary at or after ``offset``."""
        k = bisect_right(self._starts, offset) - 1
        if k >= 0 and self._starts[k] < offset < self._ends[k]:
            return self._starts[k] - self._cum[k] + 1
        return self.floor(offset)
