"""Sets of code points found fast in long texts.

``re`` tests a character against a class of BMP code points with a bitmap, but against a
class with astral ranges it walks a list, some 30 times slower; ``regex`` property classes
are slower still on long texts. A :class:`CharSet` therefore keeps a BMP ``re`` class, and
the astral members (rare in text) as a set consulted only inside runs of astral characters.
"""

from __future__ import annotations

import re
import sys
from array import array
from collections.abc import Iterable
from typing import Any

from .._lazy import re_pattern

__all__ = [
    "ARRAY_SCAN",
    "RUN_COST",
    "CharSet",
    "PresentScan",
    "arrays_at_hand",
    "char_class",
    "characters_beyond_ascii",
    "code_points",
    "int64_array",
]

_ASTRAL_RUN: re.Pattern[str] = re_pattern("[\U00010000-\U0010ffff][\U00010000-\U0010ffff]*")


def char_class(codes: Iterable[int]) -> str:
    """A regex character-class body for the code points, compressed into ranges."""
    spans: list[tuple[int, int]] = []
    for code in sorted(set(codes)):
        if spans and code == spans[-1][1] + 1:
            spans[-1] = (spans[-1][0], code)
        else:
            spans.append((code, code))
    return "".join(f"\\U{a:08x}" if a == b else f"\\U{a:08x}-\\U{b:08x}" for a, b in spans)


class CharSet:
    """A set of code points, with :meth:`runs` to find maximal runs of them in a text."""

    __slots__ = ("_astral", "_bmp")

    def __init__(self, codes: Iterable[int]) -> None:
        members = set(codes)
        bmp = [c for c in members if c < 0x10000]
        # "[c][c]*", not "[c]+": re scans for a leading class 4 times faster.
        self._bmp = re.compile(f"[{char_class(bmp)}][{char_class(bmp)}]*") if bmp else None
        self._astral = frozenset(chr(c) for c in members if c >= 0x10000)

    def runs(self, text: str) -> list[tuple[int, int]]:
        """Maximal ``(start, end)`` runs of members in ``text``, in order."""
        runs = [m.span() for m in self._bmp.finditer(text)] if self._bmp else []
        astral = self._astral
        if not astral:
            return runs
        singles = [
            (m.start() + i, m.start() + i + 1)
            for m in _ASTRAL_RUN.finditer(text)
            if not astral.isdisjoint(m.group())
            for i, char in enumerate(m.group())
            if char in astral
        ]
        if not singles:
            return runs
        merged: list[tuple[int, int]] = []
        for start, end in sorted(runs + singles):
            if merged and start <= merged[-1][1]:
                merged[-1] = (merged[-1][0], max(end, merged[-1][1]))
            else:
                merged.append((start, end))
        return merged


#: What scanning a run costs beyond its characters, in characters (see PresentScan).
RUN_COST = 6


#: From this many characters a scan runs on numpy arrays when numpy is at hand (see
#: :func:`arrays_at_hand`): a regex walks a negated class a character at a time (about
#: 9 ns each, 0.9 ms for 100,000 characters), numpy asks every code point at once (0.1 ms).
ARRAY_SCAN = 50_000


class PresentScan:
    """The distinct code points of each text from ``floor`` on, until a process has
    scanned ``limit`` characters' worth; from then on ``None``: take the whole table
    instead.

    A table of every code point with some property (what NFC may change, what joins a
    grapheme cluster) costs tens of milliseconds to build from the Unicode data, at the
    start of every process that needs it; a text holds a few hundred distinct code points
    beyond ASCII, asked one by one in far less. A server or a batch reads text after text,
    and its scans would soon cost more than the table once: after ``limit`` (about a
    third of the table's cost in scans) it builds the table, which gives the same runs on
    every text (``tests/text``).

    The scans' cost is counted as their characters plus :data:`RUN_COST` a run (the runs
    of code points from ``floor`` on; with the regex, about 35 ns a character and 200 ns
    a run), not as runs: a Chinese or Japanese text, written without spaces, is one run of
    800,000 characters (28 ms to scan) where a French one is 200,000 runs of an accented
    letter each, and a server reading Chinese counted one run a text and never took the
    table. A text of :data:`ARRAY_SCAN` characters or more, in a process that has numpy
    at hand, is scanned with it (the same set: a property test holds the two together), in
    less time than the whole table's regex takes to find its runs in it (0.1 ms against
    0.5 for 100,000 characters): such a scan is always made, and not counted."""

    __slots__ = ("below", "floor", "limit", "scanned")

    def __init__(self, floor: int, limit: int) -> None:
        self.floor = floor
        # The runs below the floor, taken out: a regex walks a positive class three times
        # faster than a negated one (gnuplot's manual, 843,000 characters: 2.7 ms, 9.7 ms).
        self.below = re.compile(f"[\\x00-\\u{floor - 1:04x}]+")
        self.limit = limit
        self.scanned = 0  # the cost scanned in this process (a counter: no lock needed)

    def __call__(self, text: str) -> frozenset[str] | None:
        if len(text) >= ARRAY_SCAN and arrays_at_hand():  # faster than a table's own regex
            return self._arrays(text)[0]
        if self.scanned >= self.limit:
            return None
        present, characters, runs = self._regex(text)
        self.scanned += characters + RUN_COST * runs
        return present

    def distinct(self, text: str) -> frozenset[str]:
        """The distinct code points of ``text`` from the floor on, always scanned (no
        budget: for a caller that has no table to take instead)."""
        if len(text) >= ARRAY_SCAN and arrays_at_hand():
            return self._arrays(text)[0]
        return self._regex(text)[0]

    def _regex(self, text: str) -> tuple[frozenset[str], int, int]:
        """The distinct code points, their count and their runs', by the regex."""
        joined, gaps = self.below.subn("", text)  # what is left, and its set, in C
        if not joined:
            return frozenset(), 0, 0
        # The runs from the floor on and the runs below it alternate: one fewer at an end
        # that is below the floor, one more at an end that is not.
        ends_below = (ord(text[0]) < self.floor) + (ord(text[-1]) < self.floor)
        return frozenset(joined), len(joined), gaps + 1 - ends_below

    def _arrays(self, text: str) -> tuple[frozenset[str], int, int]:
        """What :meth:`_regex` answers, asked of every code point at once with numpy.

        The last two texts' answers are kept (each text itself, compared by identity, and
        the floor): a fold asks it of the same text two or three times (its inventory, the
        ``unicode`` normalization, a prepared source's case check, with the white space
        normalization's question of the text folded so far in between), 0.5 ms each for a
        seed-003 request's 100,000 characters (issue 23)."""
        global _last_scans
        for scanned, floor, answer in _last_scans:
            if scanned is text and floor == self.floor:
                return answer
        answer = self._scan(text)
        _last_scans = ((text, self.floor, answer), *_last_scans[:1])
        return answer

    def _scan(self, text: str) -> tuple[frozenset[str], int, int]:
        import numpy as np

        codes = code_points(text)
        beyond = codes >= self.floor
        characters = int(np.count_nonzero(beyond))
        if not characters:
            return frozenset(), 0, 0
        runs = int(np.count_nonzero(beyond[1:] & ~beyond[:-1])) + int(beyond[0])
        return _distinct(codes[beyond]), characters, runs


#: The last two texts :meth:`PresentScan._arrays` scanned, newest first, each with its
#: floor and its answer (replaced whole: a reader sees the old pair or the new one).
_last_scans: tuple[tuple[str, int, tuple[frozenset[str], int, int]], ...] = ()


def arrays_at_hand() -> bool:
    """True when numpy is already imported in this process (a PDF read, a near miss
    searched): a long text's scan then takes it; otherwise the regex scans, for numpy's
    import (110-170 ms of CPU) would cost a command far more than the scan saves (a
    second check of a 311-page PDF from the document cache went from 160 to 290 ms)."""
    return "numpy" in sys.modules


def code_points(text: str) -> Any:
    """The code points of ``text`` as a numpy array (``uint32``; lone surrogates kept;
    read-only, so it can be shared). The last long text's array is kept (the text itself,
    compared by identity): a source's line ends, UTF-16 and UTF-8 offsets each asked for
    it, three encodings of 100,000 characters in a seed-003 request."""
    global _last_code_points
    kept = _last_code_points
    if kept is not None and kept[0] is text:
        return kept[1]
    import numpy as np

    codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    if len(text) >= _KEEP_CODE_POINTS:
        _last_code_points = (text, codes)
    return codes


#: From this many characters a text's code points are kept for the next question.
_KEEP_CODE_POINTS = 10_000
#: The last long text :func:`code_points` encoded, with its array (replaced whole).
_last_code_points: tuple[str, Any] | None = None


_BEYOND_ASCII = PresentScan(0x80, 0)  # only its ``distinct``: no budget


def characters_beyond_ascii(text: str) -> frozenset[str]:
    """The distinct characters of ``text`` beyond ASCII (:meth:`PresentScan.distinct`: for
    a long text in a process with numpy at hand, asked of every code point at once, 0.13 ms
    for 100,000 characters of prose with its typography; else what is left once the runs of
    ASCII are taken out, 2.7 ms for a 311-page manual's 843,000 characters, where finding
    each character beyond ASCII took 4.6)."""
    return _BEYOND_ASCII.distinct(text)


def int64_array(values: Any) -> array[int]:
    """A numpy integer array as a plain ``array("q")``: indexed, it gives Python ints, not
    numpy scalars, and it holds 8 bytes an integer (a list of ints holds 36)."""
    out = array("q")
    out.frombytes(values.astype("int64", copy=False).tobytes())
    return out


def _distinct(codes: Any) -> frozenset[str]:
    import numpy as np

    found: bytes = np.unique(codes).astype("<u4").tobytes()
    return frozenset(found.decode("utf-32-le", "surrogatepass"))
