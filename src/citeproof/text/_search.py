"""Find every occurrence of a pattern, overlapping ones included, in linear time.

``str.find`` (two-way for long patterns) finds one occurrence in linear time, but calling
it again from each match plus one is quadratic on periodic text: ``"a" * 16384`` occurs
508,161 times in ``"a" * 524288`` and each call would re-read 16,384 characters. Once an
occurrence is found, the next ones, if they overlap it, can only lie at multiples of the
pattern's smallest period (two overlapping occurrences at distance ``d`` make ``d`` a
period), so a whole periodic run of occurrences is measured with one longest-common-prefix
comparison and stored as a ``range``. Counting never materialises the starts.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain, islice
from typing import TYPE_CHECKING

from .._lazy import deferred, regex_pattern
from ._normalizations import SOFT_HYPHEN_MARK
from ._scripts import is_unspaced, may_join, negation_at
from ._unicode import composes_back

if TYPE_CHECKING:
    import regex
else:
    regex = deferred("regex")

__all__ = ["Occurrences", "cuts_word", "find_all", "is_word_char"]


@lru_cache(maxsize=4096)
def is_word_char(char: str) -> bool:
    """A letter, mark, digit or connector: what a word boundary separates."""
    if char.isascii():  # no ASCII mark; its one connector is the underscore
        return char.isalnum() or char == "_"
    return char.isalnum() or char == "_" or _WORDISH.match(char) is not None


_WORDISH: regex.Pattern[str] = regex_pattern(r"[\p{M}\p{Pc}" + SOFT_HYPHEN_MARK + "]")
_CLUSTER: regex.Pattern[str] = regex_pattern(r"\X")


def cuts_word(text: str, i: int) -> bool:
    """True when an edge at ``i`` would start or end a match inside a word.

    Only an edge between two word characters can. Between two digits it always does, in
    every script (``24`` is not in ``124``), and so between two Han numerals (``十五`` is
    not in ``二十五``). Next to a character of a script written
    without spaces (Han, Kana, Thai, Lao, Khmer, Myanmar: see :mod:`._scripts`) it does only
    inside a grapheme cluster (a mark stays with its letter) or next to a negation particle
    (``不``, ``ไม่`` before the edge; ``ない`` after it). Elsewhere (Latin, Cyrillic, Hangul,
    ...) words are delimited by spaces, so it always does.
    """
    if i <= 0 or i >= len(text):
        return False
    before, after = text[i - 1], text[i]
    if not (is_word_char(before) and is_word_char(after)):
        return False
    if _numeral(before) and _numeral(after):
        return True
    if is_unspaced(before) or is_unspaced(after):
        return (may_join(before, after) and not _cluster_edge(text, i)) or negation_at(text, i)
    return True


#: Han numerals (Chinese and Japanese write numbers with them: 二十五, 一百二十): a run of
#: them is one number, as a run of digits is.
_HAN_NUMERALS = frozenset(
    "〇零一二三四五六七八九十百千万萬亿億兆两兩"  # everyday numerals
    "壹贰貳叁參肆伍陆陸柒捌玖拾佰仟"  # financial numerals
)


def _numeral(char: str) -> bool:
    """True for a decimal digit of any script or a Han numeral."""
    return char.isdecimal() or char in _HAN_NUMERALS


def _cluster_edge(text: str, i: int) -> bool:
    """True when a grapheme cluster boundary lies at ``i`` (segmenting a few characters
    back, so rules that look further than one character, like a virama between two
    consonants, apply)."""
    at = max(0, i - 16)
    while at < i:
        at = _CLUSTER.match(text, at).end()
    return at == i


@dataclass(frozen=True, slots=True)
class Occurrences:
    """All occurrences of a pattern: their starts as ranges, and the pattern's length."""

    runs: tuple[range, ...]
    length: int

    @property
    def count(self) -> int:
        """How many occurrences, exactly."""
        return sum(map(len, self.runs))

    def __iter__(self) -> Iterator[int]:
        return chain.from_iterable(self.runs)

    def __bool__(self) -> bool:
        return bool(self.runs)

    def first(self, limit: int) -> list[int]:
        """The starts of the first ``limit`` occurrences (taken in C: an elision asks for
        200 of each part of a quote in a repetitive text)."""
        return list(islice(chain.from_iterable(self.runs), limit))


@lru_cache(maxsize=256)
def _smallest_period(pattern: str) -> int:
    """The smallest ``p`` with ``pattern[i] == pattern[i + p]`` for all i (KMP failure)."""
    m = len(pattern)
    failure = [0] * m
    k = 0
    for i in range(1, m):
        char = pattern[i]
        while k and char != pattern[k]:
            k = failure[k - 1]
        if char == pattern[k]:
            k += 1
        failure[i] = k
    return m - failure[-1]


def _common_prefix(text: str, a: int, b: int, limit: int) -> int:
    """Length of the longest common prefix of ``text[a:]`` and ``text[b:]``, up to ``limit``."""
    length = 0
    step = 64
    while length < limit:
        size = min(step, limit - length)
        if text[a + length : a + length + size] == text[b + length : b + length + size]:
            length += size
            step *= 2
        elif size == 1:
            break
        else:
            step = max(1, size // 2)
    return length


def _plain_runs(text: str, pattern: str, start: int, end: int, limit: int | None) -> list[range]:
    m = len(pattern)
    runs: list[range] = []
    found = 0
    i = text.find(pattern, start, end)
    if i < 0:
        return runs
    period = _smallest_period(pattern)
    if period == m:  # no two occurrences overlap (their distance would be a period)
        find, append = text.find, runs.append
        while i >= 0:
            append(range(i, i + m, m))
            found += 1
            if limit is not None and found >= limit:
                break
            i = find(pattern, i + m, end)
        return runs
    while i >= 0:
        # A next overlapping occurrence needs the text to repeat the last period once
        # more: one slice comparison settles the common case (it does not), before the
        # common prefix measures how far a periodic run goes.
        if period < m and text[i + m - period : i + m] == text[i + m : i + m + period]:
            extension = _common_prefix(text, i + m - period, i + m, end - (i + m))
            extra = extension // period
        else:
            extra = 0
        runs.append(range(i, i + (extra + 1) * period, period))
        found += extra + 1
        if limit is not None and found >= limit:
            break
        i = text.find(pattern, i + extra * period + period, end)
    return runs


@lru_cache(maxsize=256)
def _soft_pattern(pattern: str) -> re.Pattern[str]:
    """A regular expression for ``pattern`` in text that may hold :data:`SOFT_HYPHEN_MARK`.

    The mark stands for a hyphen at a line break that may be a word split (read: nothing)
    or a compound's own hyphen (read: ``-``). So between two letters of the pattern a mark
    may appear, and a pattern ``-`` between letters matches a mark too. A pattern's ``- ``
    between letters matches a mark as well (or itself): the line break copied as a space,
    as a PDF viewer or a terminal copies ``configura-⏎tion`` (``configura- tion``), so only
    white space differs from the source.

    Plain :mod:`re` is enough (a literal, classes, an alternation), and importing the
    ``regex`` module for it was 15 ms of a check not verbatim (issue 23).
    """
    mark = re.escape(SOFT_HYPHEN_MARK)
    parts: list[str] = []
    skip = False
    for i, char in enumerate(pattern):
        if skip:
            skip = False
            continue
        prev_letter = _ends_in_letter(pattern, i)
        next_letter = i + 1 < len(pattern) and pattern[i + 1].isalpha()
        if char in ("-", SOFT_HYPHEN_MARK) and prev_letter and next_letter:
            parts.append(f"[\\-{mark}]?" if char == SOFT_HYPHEN_MARK else f"[\\-{mark}]")
            continue
        if (
            char == "-"
            and prev_letter
            and pattern[i + 1 : i + 2] == " "
            and (pattern[i + 2 : i + 3].isalpha())
        ):
            parts.append(f"(?:\\-\\ |{mark})")
            skip = True
            continue
        parts.append(re.escape(char))
        if next_letter and _ends_in_letter(pattern, i + 1):
            parts.append(f"{mark}?")
    return re.compile("".join(parts))


def _ends_in_letter(pattern: str, end: int) -> bool:
    """``pattern[:end]`` ends in a letter, with any combining marks on it: a word broken
    at a line after ``о́`` (Cyrillic has no precomposed one, and ``lookalikes`` makes
    XeTeX's Latin ``ó`` it) is broken after a letter."""
    while end > 0 and composes_back(pattern[end - 1]):
        end -= 1
    return end > 0 and pattern[end - 1].isalpha()


@lru_cache(maxsize=256)
def _soft_overlapping(pattern: str) -> re.Pattern[str]:
    """:func:`_soft_pattern` inside a lookahead: searched, it matches (empty) at every
    start where the soft pattern matches, its group 1 the match, the next search one
    character on: every match, overlapping ones included."""
    return re.compile(f"(?=({_soft_pattern(pattern).pattern}))")


def _soft_runs(text: str, pattern: str, start: int, end: int) -> tuple[list[range], list[int]]:
    runs: list[range] = []
    lengths: list[int] = []
    for match in _soft_overlapping(pattern).finditer(text, start, end):
        runs.append(range(match.start(1), match.start(1) + 1))
        lengths.append(match.end(1) - match.start(1))
    return runs, lengths


def _soft_near_marks(text: str, pattern: str, start: int) -> list[tuple[int, int]]:
    """What :func:`_soft_runs` finds from ``start`` for a ``pattern`` without a mark, as
    ``(start, end)``: the pattern itself, where the text holds it, and the soft pattern
    tried only within reach of the text's marks.

    A match holding no mark is the pattern itself (a mark-free text matches each
    character literally, and a pattern's ``-`` as itself), and it is what the soft
    pattern matches at that start (its optional marks match nothing there). A match
    holding a mark is at most twice the pattern's length (each pattern character is
    matched by itself and at most a mark), so it lies within that reach of the mark. A
    311-page manual's folded text holds 95 marks: the soft pattern tried over all its
    843,000 characters cost 7 ms a search, four searches a check (issue 23).
    """
    found = {at: at + len(pattern) for at in find_all(text, pattern, start=start)}
    soft = _soft_overlapping(pattern)
    reach, length = 2 * len(pattern), len(text)
    mark = text.find(SOFT_HYPHEN_MARK, start)
    while mark >= 0:
        low, high = max(start, mark - reach), min(length, mark + reach + 1)
        mark = text.find(SOFT_HYPHEN_MARK, mark + 1)
        while mark >= 0 and mark - reach < high:  # windows that overlap are tried as one
            high = min(length, mark + reach + 1)
            mark = text.find(SOFT_HYPHEN_MARK, mark + 1)
        for match in soft.finditer(text, low, high):
            found.setdefault(match.start(1), match.end(1))  # the pattern itself comes first
    return sorted(found.items())


def find_all(
    text: str,
    pattern: str,
    *,
    start: int = 0,
    end: int | None = None,
    whole_words: bool = False,
    limit: int | None = None,
) -> Occurrences:
    """Every occurrence of ``pattern`` in ``text[start:end]``, overlapping ones included.

    With ``limit``, the search stops once that many occurrences are kept: the first ones
    are exact, the count is then a lower bound (``count >= limit``).

    Exact, code point for code point. With ``whole_words``, an occurrence that begins or
    ends inside a word (a word character on both sides of its edge) is not counted, so
    ``24`` does not occur in ``245`` and ``cat`` does not occur in ``concatenate``. Time
    is linear in ``len(text) + len(pattern)`` (plus the occurrences kept when
    ``whole_words`` filters them). The empty pattern occurs nowhere. In scripts written
    without spaces words are not delimited, so there an edge between grapheme clusters is
    a word edge (see :func:`cuts_word`): ``首都`` occurs in ``的首都，``.
    """
    end = len(text) if end is None else end
    if not pattern or end - start < len(pattern):
        return Occurrences((), len(pattern))
    if not whole_words:
        return Occurrences(tuple(_plain_runs(text, pattern, start, end, limit)), len(pattern))
    kept: list[range] = []
    while True:
        runs = _plain_runs(text, pattern, start, end, limit)
        kept.extend(_whole_word_runs(text, pattern, runs))
        if limit is None or len(kept) >= limit or not runs:
            break
        # The first runs were cut by the limit before the word check: go on after them.
        start = runs[-1][-1] + 1
    return Occurrences(tuple(kept[:limit] if limit is not None else kept), len(pattern))


def find_all_soft(
    text: str,
    pattern: str,
    *,
    start: int = 0,
    whole_words: bool = False,
    limit: int | None = None,
) -> list[tuple[int, int]]:
    """Occurrences as ``(start, end)`` where text or pattern may hold soft hyphen marks.

    Without a mark in either this is :func:`find_all`; with one, matches can differ in
    length from the pattern, so each comes with its own end.
    """
    if not pattern:
        return []  # the empty pattern occurs nowhere (as for find_all)
    if SOFT_HYPHEN_MARK not in pattern:
        if SOFT_HYPHEN_MARK not in text:
            found = find_all(text, pattern, start=start, whole_words=whole_words, limit=limit)
            return [(s, s + len(pattern)) for s in found]
        spans = _soft_near_marks(text, pattern, start)
    else:
        runs, lengths = _soft_runs(text, pattern, start, len(text))
        spans = [(r.start, r.start + n) for r, n in zip(runs, lengths, strict=True)]
    if whole_words:
        spans = [(s, e) for s, e in spans if _word_edges_ok(text, s, e)]
    return spans[:limit] if limit is not None else spans


def _word_edges_ok(text: str, start: int, end: int) -> bool:
    return not (cuts_word(text, start) or cuts_word(text, end))


def _whole_word_runs(text: str, pattern: str, runs: list[range]) -> list[range]:
    m = len(pattern)
    # Only an edge where the pattern itself has a word character can cut a word.
    left = is_word_char(pattern[0])
    right = is_word_char(pattern[-1])
    if not left and not right:
        return runs
    n = len(text)
    kept: list[range] = []
    append = kept.append
    apart = _NO_WORD_ASCII
    for run in runs:
        for s in run:
            # A neighbour that is no word character cannot cut (the common case: a space,
            # asked of a set first).
            if left and s > 0:
                before = text[s - 1]
                if before not in apart and is_word_char(before) and cuts_word(text, s):
                    continue
            if right and s + m < n:
                after = text[s + m]
                if after not in apart and is_word_char(after) and cuts_word(text, s + m):
                    continue
            append(range(s, s + 1))
    return kept


#: The ASCII characters that are no word character (:func:`is_word_char`).
_NO_WORD_ASCII = frozenset(c for c in map(chr, range(128)) if not (c.isalnum() or c == "_"))
