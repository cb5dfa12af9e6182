"""Extended grapheme clusters (UAX #29), stored sparsely.

Most text is clusters of one code point; only clusters of two or more (a letter with
combining marks, an emoji ZWJ sequence, a flag, CRLF, Hangul jamo) make grapheme offsets
differ from code-point offsets, and only those are stored, so the map costs in proportion
to them. Segmentation runs ``regex``'s ``\\X`` (current Unicode rules) only around the
characters that can join a cluster to their neighbour (Extend, ZWJ, SpacingMark, Prepend,
Hangul jamo, regional indicators), each stretch widened by one character on each side; a
CR LF is always a cluster of its own and is taken as one without segmenting.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from functools import cache
from itertools import accumulate
from typing import TYPE_CHECKING

from .._lazy import deferred, re_pattern, regex_pattern
from ._charsets import RUN_COST, CharSet, PresentScan
from ._unicode import unicodedata

if TYPE_CHECKING:
    import regex
else:
    regex = deferred("regex")

__all__ = ["GraphemeMap"]

_CLUSTER: regex.Pattern[str] = regex_pattern(r"\X")
_JOINERS: regex.Pattern[str] = regex_pattern(
    r"[\p{GCB=Extend}\p{GCB=ZWJ}\p{GCB=SpacingMark}\p{GCB=Prepend}\p{GCB=L}\p{GCB=V}"
    r"\p{GCB=T}\p{GCB=LV}\p{GCB=LVT}\p{GCB=Regional_Indicator}]"
)
_CRLF = re.compile("\r\n")


#: The first code point that can join a cluster to its neighbour (U+0300, the first combining
#: mark; CR LF is handled apart): text below it needs no segmentation at all, and most text
#: people cite is ASCII. ``tests/text`` checks it against ``regex``'s tables.
FIRST_JOINER = 0x300
#: Any code point from :data:`FIRST_JOINER` on: one C scan (``max`` over a long text
#: compares it character by character as strings, about 2 ms for 100,000 characters).
#: Written as "not below it": the range up to U+10FFFF costs ``re`` 5 ms to compile at
#: every start, the negated small range 0.2 ms, and they match the same characters.
_REACHES_JOINERS: re.Pattern[str] = re_pattern(f"[^\\x00-\\u{FIRST_JOINER - 1:04x}]")


@cache
def _joiners() -> CharSet:
    """Code points that can share a cluster with a neighbour, per ``regex``'s own tables
    (built once a process, on the first text that reaches :data:`FIRST_JOINER`)."""
    every = "".join(
        "".join(map(chr, plane))
        for plane in (range(0x80, 0xD800), range(0xE000, 0x40000), range(0xE0000, 0xE1000))
    )
    runs = regex.compile(f"(?:{_JOINERS.pattern})+")
    return CharSet(ord(every[i]) for m in runs.finditer(every) for i in range(m.start(), m.end()))


#: The distinct code points of a text from :data:`FIRST_JOINER` on, until the whole table
#: pays (see :class:`~._charsets.PresentScan`: 10,000 runs of a letter, or 70,000
#: characters of Chinese).
_BEYOND_FIRST_JOINER = PresentScan(FIRST_JOINER, 10_000 * (RUN_COST + 1))


#: General categories that hold no code point that can join a cluster: cased letters,
#: numbers, punctuation, math and currency symbols, separators, controls, private use
#: (``tests/text`` checks every code point against ``regex``'s tables). A text's typography
#: (quotation marks, dashes, arrows, bullets) is told apart by them without importing
#: ``regex`` and compiling its property class (about 15 ms of a command that checks a quote
#: in a 311-page manual whose 26 distinct characters beyond U+02FF join nothing).
_NEVER_JOINS = frozenset(
    {"Lu", "Ll", "Lt", "Nd", "Nl", "No", "Pc", "Pd", "Ps", "Pe", "Pi", "Pf", "Po", "Sm", "Sc"}
    | {"Zs", "Zl", "Zp", "Cc", "Co"}
)


def _may_join(char: str) -> bool:
    """False for a code point that surely joins no cluster (by its general category; of
    the other symbols only the regional indicators join)."""
    category = unicodedata.category(char)
    if category == "So":
        return "\U0001f1e6" <= char <= "\U0001f1ff"
    return category not in _NEVER_JOINS


def _joiners_in(text: str) -> CharSet:
    """The code points of ``text`` that can share a cluster with a neighbour: the same
    runs as :func:`_joiners`' whole table gives on this text (a run holds only code
    points of the text), without building the table, which asks ``regex`` about 260,000
    code points (about 50 ms of every process that read text beyond Latin: the second
    check of gnuplot's manual from the document cache was 214 ms in all)."""
    present = _BEYOND_FIRST_JOINER(text)
    if present is None:
        return _joiners()
    return CharSet(ord(c) for c in present if _may_join(c) and _JOINERS.match(c))


def _candidate_regions(text: str) -> list[tuple[int, int]]:
    """Stretches that may hold multi-code-point clusters other than CR LF, widened by one
    and merged."""
    found = _joiners_in(text).runs(text) if _REACHES_JOINERS.search(text) else []
    regions: list[tuple[int, int]] = []
    n = len(text)
    for start, end in found:
        lo = max(start - 1, 0)  # an LF after a CR: its CR LF is taken apart (GraphemeMap)
        hi = min(end + 1, n)
        if regions and lo <= regions[-1][1]:
            regions[-1] = (regions[-1][0], max(hi, regions[-1][1]))
        else:
            regions.append((lo, hi))
    return regions


class GraphemeMap:
    """Code-point offsets to grapheme-cluster offsets, with cluster-cut detection."""

    __slots__ = ("_cum", "_ends", "_starts")

    def __init__(self, text: str) -> None:
        clusters: list[tuple[int, int]] = [
            cluster.span()
            for lo, hi in _candidate_regions(text)
            for cluster in _CLUSTER.finditer(text, lo, hi)
            if cluster.end() - cluster.start() > 1
        ]
        if "\r\n" in text:
            # A CR LF is always one cluster, and a cluster's edge on both sides (UAX #29:
            # GB3-GB5), so it needs no segmenting: a Windows text's every line break was
            # segmented by ``\X`` in a stretch of its own (98 of them, 0.4 ms of a seed-003
            # request). A stretch of joiners beside one may hold it too: kept once.
            crlf = [(m.start(), m.start() + 2) for m in _CRLF.finditer(text)]
            clusters = sorted(set(clusters).union(crlf)) if clusters else crlf
        self._starts: list[int] = [a for a, _ in clusters]
        self._ends: list[int] = [b for _, b in clusters]
        # what the clusters before each one hold beyond their first code point
        extra = (b - a - 1 for a, b in clusters[:-1])
        self._cum: list[int] = list(accumulate(extra, initial=0)) if clusters else []

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
