"""Candidate passages for a near miss: shared words in order, found through word pairs.

A quote that is not in the source is placed where the most of its words occur in its
order. The source's words are indexed once per prepared source and set of tolerated
normalizations (:class:`ShingleIndex`): every pair of adjacent words (a *shingle*), sorted,
so the occurrences of any pair of the quote are one binary search away. Seed and extend,
as BLAST does: each pair of the quote found in the source votes for where the quote would
start there (its diagonal: source word minus quote word), every pair voting, common ones
as well as rare ones, frequency only weighing the vote. The best-voted stretches are then
scored by how many of the quote's words they hold in order (the longest common
subsequence of words, in C), and the best few aligned character by character.

A one-word change in a ten-word quote leaves seven of its nine pairs intact, all on one
diagonal; elsewhere the pairs scatter. So a misquote is found in a 300-page manual as in a
paragraph, whatever its words' frequency, and the work is bounded: at most
:data:`MAX_POSITIONS` occurrences visited and :data:`MAX_WINDOWS` stretches scored a quote,
whatever the source's size.

A quote none of whose pairs is in the source is placed at the stretches holding most of
its distinct words (:func:`most_words`). Words here are runs of word characters of the
folded text (``re``'s ``\\w+``); a quote in a script written without spaces is left to
:func:`citeproof.match._near.nearest_window`.
"""

from __future__ import annotations

import hashlib
import itertools
import math
import re
import struct
from array import array
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from .._lazy import deferred
from ..text import Folded, int64_array, is_unspaced
from ._near import align_around

if TYPE_CHECKING:
    from rapidfuzz.distance import LCSseq
else:
    LCSseq = deferred("rapidfuzz.distance.LCSseq")

__all__ = [
    "MAX_POSITIONS",
    "MAX_WINDOWS",
    "Candidate",
    "ShingleIndex",
    "candidates",
    "most_words",
    "nearest_passage",
]

_TOKEN = re.compile(r"\w+")
#: Word ids fit in 32 bits; a pair's key is ``first << 32 | second``.
_SHIFT = 32
#: The most occurrences of the quote's pairs visited for one quote (the rarest pairs
#: first); a pair that would pass it does not vote.
MAX_POSITIONS = 200_000
#: The most pairs of one quote that vote (spread over a long quote).
MAX_SEEDS = 256
#: A quote longer than this is aligned at its best stretch alone (the best few are aligned
#: for a shorter one): its alignment is the costly one.
_SHORT = 512
#: How many best-voted stretches are scored by the words they hold in order.
MAX_WINDOWS = 12
#: What a kept index starts with (a new layout is a new magic), its digest's bytes, and
#: its header: words, distinct words, the vocabulary's bytes, built with numpy or not.
_INDEX_MAGIC = b"citeproof-shingles-1\n"
_DIGEST = 16
_HEADER = struct.Struct("<QQQB")


class ShingleIndex:
    """Every pair of adjacent words of a text, sorted, with where each word starts.

    Built once per prepared source, it was the costliest step of a near miss in a long
    text (a seed-003 request of 100,000 characters spent about 15 ms of its 50 here): a
    text of :data:`_ARRAY_BUILD` characters or more is indexed with numpy's sort and
    arithmetic on whole arrays (about a third of the time), a shorter one in plain Python,
    which does not pay numpy's import. Both give the same arrays (a property test holds
    them together)."""

    def __init__(self, text: str) -> None:
        self._arrays = len(text) >= _ARRAY_BUILD
        build = _build_arrays if self._arrays else _build_python
        self.ids, self.starts, self.lengths, self.order, self.keys, self.vocabulary = build(text)

    def __len__(self) -> int:
        return len(self.ids)

    def to_bytes(self) -> bytes:
        """The index as bytes for :meth:`from_bytes`: how a long text's index is kept
        beside its cached document, so the next process's near miss does not build it
        again (100 ms of a 311-page manual's, issue 23)."""
        words = sorted(self.vocabulary, key=self.vocabulary.__getitem__)  # by id
        vocabulary = " ".join(words).encode("utf-8", "surrogatepass")  # a word has no space
        arrays = (self.ids, self.starts, self.lengths, self.order, self.keys)
        body = b"".join(
            [_HEADER.pack(len(self.ids), len(words), len(vocabulary), self._arrays)]
            + [a.tobytes() for a in arrays]
            + [vocabulary]
        )
        return _INDEX_MAGIC + hashlib.blake2b(body, digest_size=_DIGEST).digest() + body

    @classmethod
    def from_bytes(cls, data: bytes, text_length: int) -> ShingleIndex:
        """The index :meth:`to_bytes` wrote, checked to be one of a text of
        ``text_length`` characters; ``ValueError`` otherwise (never a wrong index)."""
        view = memoryview(data)
        at = len(_INDEX_MAGIC) + _DIGEST
        if bytes(view[: len(_INDEX_MAGIC)]) != _INDEX_MAGIC or len(data) < at + _HEADER.size:
            raise ValueError("not a kept word index")
        if hashlib.blake2b(view[at:], digest_size=_DIGEST).digest() != view[at - _DIGEST : at]:
            raise ValueError("a kept word index whose bytes changed")
        words, distinct, vocabulary_bytes, built_with_arrays = _HEADER.unpack_from(view, at)
        at += _HEADER.size
        pairs = max(words - 1, 0)
        arrays: list[array[int]] = []
        for count in (words, words, words, pairs, pairs):
            column = array("q")
            column.frombytes(view[at : at + count * column.itemsize])
            at += count * column.itemsize
            arrays.append(column)
        vocabulary = bytes(view[at : at + vocabulary_bytes]).decode("utf-8", "surrogatepass")
        listed = vocabulary.split(" ") if distinct else []
        ids, starts, lengths, order, keys = arrays
        # the digest guards the bytes; the sizes are checked against the text's (each
        # array at C speed: the words' starts rise, so the last word ends the text's last)
        valid = (
            at + vocabulary_bytes == len(data)
            and len(listed) == distinct
            and len(keys) == pairs
            and (not words or (min(ids) >= 0 and max(ids) < distinct))
            and (not pairs or (min(order) >= 0 and max(order) < pairs))
            and (not words or (starts[0] >= 0 and starts[-1] + lengths[-1] <= text_length))
        )
        if not valid:
            raise ValueError("a kept word index that does not fit its text")
        index = cls.__new__(cls)
        index._arrays = bool(built_with_arrays)
        index.ids, index.starts, index.lengths, index.order, index.keys = arrays
        index.vocabulary = {word: i for i, word in enumerate(listed)}
        return index

    def counts(self) -> list[int]:
        """How many times each word id occurs (by id): counted by numpy's ``bincount``
        when the index was built with numpy, else by a loop."""
        if self._arrays and len(self.ids):
            import numpy as np

            ids = np.frombuffer(self.ids, dtype=np.int64)
            counted: list[int] = np.bincount(ids, minlength=len(self.vocabulary)).tolist()
            return counted
        out = [0] * len(self.vocabulary)
        for i in self.ids:
            out[i] += 1
        return out

    def pair(self, first: str, second: str) -> tuple[int, int]:
        """The range of :attr:`order` holding the word positions where ``first second``
        occurs (empty when it does not)."""
        a, b = self.vocabulary.get(first), self.vocabulary.get(second)
        if a is None or b is None:
            return 0, 0
        key = (a << _SHIFT) | b
        lo = bisect_left(self.keys, key)
        return lo, bisect_right(self.keys, key, lo)

    def span(self, first: int, last: int) -> tuple[int, int]:
        """The characters from the start of word ``first`` to the end of word ``last``."""
        return self.starts[first], self.starts[last] + self.lengths[last]


if TYPE_CHECKING:  # ``array`` takes no subscript at run time before Python 3.12
    _Index = tuple[array[int], array[int], array[int], array[int], array[int], dict[str, int]]
#: From this many characters the index is built with numpy (its import, about 50 ms once
#: a process, is then repaid by the first index or two).
_ARRAY_BUILD = 50_000


def _build_python(text: str) -> _Index:
    """Word ids (by first occurrence), starts, lengths, then the pair keys sorted with the
    word positions they start at (ties in text order): plain Python."""
    vocabulary: dict[str, int] = {}
    found = _TOKEN.findall(text)
    ids = array("q", [vocabulary.setdefault(w, len(vocabulary)) for w in found])
    starts = array("q", [m.start() for m in _TOKEN.finditer(text)])
    lengths = array("q", [len(w) for w in found])
    keys = [(a << _SHIFT) | b for a, b in pairwise(ids)]
    order = sorted(range(len(keys)), key=keys.__getitem__)
    return ids, starts, lengths, array("q", order), array("q", [keys[i] for i in order]), vocabulary


def _build_arrays(text: str) -> _Index:
    """The same index as :func:`_build_python`, its arithmetic and its (stable) sort done
    by numpy on whole arrays.

    The words are told by their characters, not by a regex: each code point is a word
    character or not (``\\w`` is ``str.isalnum()`` or ``_``, asked once for each distinct
    character beyond ASCII), a word begins and ends where that changes, and the words'
    strings are the text with every other character a space, split (no word character is
    white space). ``re.split`` made a string of every word and every gap, 33,000 in a
    seed-003 request of 100,000 characters: half the index's cost."""
    import numpy as np

    codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    word = _word_characters(codes)
    padded = np.zeros(len(word) + 2, dtype=np.bool_)  # no word before or after the text
    padded[1:-1] = word
    edges = np.flatnonzero(padded[1:] != padded[:-1])  # each word's start, then its end
    starts, ends = edges[0::2], edges[1::2]
    spaced = np.where(word, codes, np.uint32(0x20)).astype("<u4")
    found = spaced.tobytes().decode("utf-32-le").split()
    vocabulary = dict(zip(dict.fromkeys(found), itertools.count()))
    ids = np.fromiter(map(vocabulary.__getitem__, found), dtype=np.int64, count=len(found))
    keys = (ids[:-1] << _SHIFT) | ids[1:]
    order = _pair_order(ids, len(vocabulary), keys)
    return (
        int64_array(ids), int64_array(starts), int64_array(ends - starts),
        int64_array(order), int64_array(keys[order]), vocabulary,
    )  # fmt: skip


def _pair_order(ids: Any, distinct: int, keys: Any) -> Any:
    """The word positions ordered by their pair's key, ties in text order: what a stable
    argsort of ``keys`` gives. Where it fits in 63 bits, each pair is numbered densely
    (first word's id times ``distinct`` plus the second's: the keys' order), times the
    number of pairs, plus its position: distinct values, whose plain sort costs less than
    the indirect stable one (0.42 -> 0.26 ms of a 100,000-character seed-003 source)."""
    import numpy as np

    pairs = len(keys)
    if not pairs or distinct * distinct * pairs >= 1 << 62:
        return np.argsort(keys, kind="stable")
    numbered = (ids[:-1] * distinct + ids[1:]) * pairs + np.arange(pairs, dtype=np.int64)
    numbered.sort()
    return numbered % pairs


#: Which ASCII characters are word characters (``\\w``), by code; the last entry stands
#: for every code beyond ASCII (decided one distinct character at a time).
_ASCII_WORD = [chr(code).isalnum() or code == 0x5F for code in range(128)]


def _word_characters(codes: Any) -> Any:
    """For each code point of ``codes`` (a numpy array), whether it is a word character as
    ``re``'s ``\\w`` has it: ``str.isalnum()``, or ``_``. ASCII by a table looked up with
    every code clipped to 128 (no mask of ASCII positions to gather and scatter by)."""
    import numpy as np

    word = np.asarray([*_ASCII_WORD, False], dtype=np.bool_)[np.minimum(codes, 128)]
    beyond_at = np.flatnonzero(codes >= 128)
    if len(beyond_at):
        beyond = codes[beyond_at]
        letters = [code for code in np.unique(beyond).tolist() if chr(code).isalnum()]
        if letters:
            word[beyond_at] = np.isin(beyond, np.asarray(letters, dtype=np.uint32))
    return word


@dataclass(frozen=True, slots=True)
class Candidate:
    """A stretch of the source's words ``[first, last]`` holding ``held`` of the quote's
    words in order; ``complete`` when every pair of the quote voted (none skipped as too
    common for the budget), so no better stretch was missed."""

    first: int
    last: int
    held: int
    complete: bool


def quote_words(folded_quote: str) -> list[str]:
    """The quote's words as the index sees them."""
    return _TOKEN.findall(folded_quote)


def candidates(index: ShingleIndex, words: Sequence[str], count: int = 3) -> list[Candidate]:
    """The ``count`` stretches of the source holding most of ``words`` in order, best
    first (none when no pair of the quote occurs in the source)."""
    m = len(words)
    if m < 2 or len(index) < 2 or any(is_unspaced(w[0]) for w in words):
        return []
    seeds: list[tuple[int, int, int, int]] = []  # (occurrences, quote word, lo, hi)
    pairs = range(m - 1)
    step = max(1, math.ceil(len(pairs) / MAX_SEEDS))
    for j in pairs[::step]:
        lo, hi = index.pair(words[j], words[j + 1])
        if hi > lo:
            seeds.append((hi - lo, j, lo, hi))
    if not seeds:
        return []
    seeds.sort()
    band = max(4, m // 8)
    visited, complete = 0, step == 1
    voting: list[tuple[int, int, int, float]] = []
    for occurrences, j, lo, hi in seeds:
        if visited + occurrences > MAX_POSITIONS:
            complete = False
            break
        visited += occurrences
        # Every pair votes; a rare one weighs more (a pair found once weighs 1, one found
        # a thousand times about a tenth).
        voting.append((j, lo, hi, 1.0 / (1.0 + math.log(occurrences))))
    if visited >= _ARRAY_VOTES:
        strongest = _strongest_arrays(*_votes_arrays(index.order, voting, band))
    else:
        strongest = _strongest(_votes(index.order, voting, band))
    if not strongest:
        return []
    vocabulary = index.vocabulary
    wanted = [vocabulary.get(w, -1 - k) for k, w in enumerate(words)]
    slack = band + m // 4 + 2
    last_word = len(index) - 1
    windows: list[tuple[int, float, int, int]] = []  # held, support, first, last
    for key, support in strongest:
        first = max(0, key * band - slack)
        last = min(last_word, key * band + band + m + slack)
        held = int(LCSseq.similarity(wanted, index.ids[first : last + 1]))
        windows.append((held, support, first, last))
    # Ranked by words held, then support, then where the aligned words start: the last
    # needs an alignment (opcodes), so it is made only for the stretches whose words held
    # and support could place them among the first ``count``.
    ranked = sorted((-held, -weight) for held, weight, _, _ in windows)
    cutoff = ranked[min(count, len(ranked)) - 1]  # the rank of the ``count``-th stretch
    scored: list[tuple[int, float, int, int]] = []
    for held, weight, first, last in windows:
        if (-held, -weight) <= cutoff:
            window = index.ids[first : last + 1]
            scored.append((held, weight, *_trim(wanted, window, first)))
    scored.sort(key=lambda s: (-s[0], -s[1], s[2]))
    return [Candidate(f, la, held, complete) for held, _, f, la in scored[:count]]


#: From this many word positions the votes are counted with numpy (repetitive text: a
#: quote's pairs occur hundreds of times each, and the loop was a tenth of a near miss);
#: its fixed cost is repaid from about a thousand (92 against 102 us; 145 against 222 at
#: two thousand).
_ARRAY_VOTES = 1_000


def _votes(
    order: Sequence[int], voting: list[tuple[int, int, int, float]], band: int
) -> dict[int, float]:
    """Each position of each voting pair adds its pair's weight to its band: plain Python."""
    votes: dict[int, float] = {}
    for j, lo, hi, weight in voting:
        for at in order[lo:hi]:
            key = (at - j) // band
            votes[key] = votes.get(key, 0.0) + weight
    return votes


def _votes_arrays(
    order: Sequence[int], voting: list[tuple[int, int, int, float]], band: int
) -> tuple[Any, Any]:
    """The same votes as :func:`_votes`, the same sums, as arrays: the bands voted for
    (ascending) and every band's sum from the first of them to the last (zero where none
    voted). ``numpy.add.at`` adds unbuffered, one element after another in the given
    order, so each band's weights are added in the same order as the loop adds them
    (floating-point sums depend on it)."""
    import numpy as np

    positions = np.frombuffer(order, dtype=np.int64)  # type: ignore[call-overload]
    keys = np.concatenate([(positions[lo:hi] - j) // band for j, lo, hi, _ in voting])
    weights = np.concatenate([np.full(hi - lo, w, dtype=np.float64) for _, lo, hi, w in voting])
    low = int(keys.min())
    sums = np.zeros(int(keys.max()) - low + 1, dtype=np.float64)
    at = keys - low
    np.add.at(sums, at, weights)
    voted = np.zeros(len(sums), dtype=np.bool_)  # marked, not sorted: ``unique`` sorted them
    voted[at] = True
    return np.flatnonzero(voted) + low, sums


def _strongest(votes: dict[int, float]) -> list[tuple[int, float]]:
    """The :data:`MAX_WINDOWS` bands of most support, none next to another, each with its
    support: its votes and its two neighbours' (summed once a band, and ranked by plain
    tuple comparison: a key function per band was a tenth of the search)."""
    get = votes.get
    support = {key: get(key - 1, 0.0) + value + get(key + 1, 0.0) for key, value in votes.items()}
    chosen: list[tuple[int, float]] = []
    for negated, key in sorted([(-value, key) for key, value in support.items()]):
        if all(abs(key - other) > 1 for other, _ in chosen):
            chosen.append((key, -negated))
        if len(chosen) == MAX_WINDOWS:
            break
    return chosen


def _strongest_arrays(voted: Any, sums: Any) -> list[tuple[int, float]]:
    """:func:`_strongest` of the votes :func:`_votes_arrays` counted: each band's support
    added up and ranked on whole arrays (the same additions in the same order, so the same
    sums bit for bit; in repetitive text a near miss has hundreds of bands, and a dict and
    a sorted list of them cost a request 2 %)."""
    import numpy as np

    padded = np.zeros(len(sums) + 2, dtype=np.float64)  # no votes beyond either end
    padded[1:-1] = sums
    at = voted - int(voted[0]) + 1  # each voted band's place in ``padded``
    support = (padded[at - 1] + padded[at]) + padded[at + 1]
    ranked = np.lexsort((voted, -support)).tolist()  # most support first, then by band
    keys, values = voted.tolist(), support.tolist()
    chosen: list[tuple[int, float]] = []
    for i in ranked:
        key = keys[i]
        if all(abs(key - other) > 1 for other, _ in chosen):
            chosen.append((key, values[i]))
            if len(chosen) == MAX_WINDOWS:
                break
    return chosen


def _trim(wanted: list[int], window: Sequence[int], first: int) -> tuple[int, int]:
    """The stretch of ``window`` from the first to the last word aligned with the quote
    (as source word numbers)."""
    blocks = [b for b in LCSseq.opcodes(wanted, window).as_matching_blocks() if b.size]
    if not blocks:
        return first, first + len(window) - 1
    return first + blocks[0].b, first + blocks[-1].b + blocks[-1].size - 1


def nearest_passage(
    index: ShingleIndex, folded: Folded, folded_quote: str
) -> tuple[tuple[int, int] | None, bool]:
    """The original span of the passage holding most of the quote's words in order, and
    whether the search was complete (see :class:`Candidate`); no span when no pair of the
    quote's words is in the source. The best few stretches are aligned with ``rapidfuzz``
    (as :func:`~citeproof.match._near.nearest_window` aligns them); the one holding most
    words wins, the better alignment breaking a tie."""

    found = candidates(index, quote_words(folded_quote))
    if not found:
        return None, False
    best: tuple[int, float, tuple[int, int]] | None = None
    for candidate in found:
        if best is not None and (candidate.held < best[0] or len(folded_quote) > _SHORT):
            break  # only stretches holding as many words are aligned (one, for a long quote)
        span, score = align_around(
            folded, folded_quote, *index.span(candidate.first, candidate.last)
        )
        if span is not None and (best is None or (candidate.held, score) > best[:2]):
            best = (candidate.held, score, span)
    if best is None:
        return None, False
    return best[2], found[0].complete


#: How many stretches holding most of a quote's distinct words :func:`most_words` gives.
WORD_STRETCHES = 4


def most_words(
    index: ShingleIndex, words: Sequence[str], count: int = WORD_STRETCHES, width: int = 0
) -> list[int]:
    """The first words of up to ``count`` stretches of the source, each ``width`` words long
    (as many as ``words``, by default), that hold the most of ``words`` (the quote's
    content words), each counted once, in any order: in text order, none overlapping the
    one before. None when the source has none of the words, or for a script written
    without spaces.

    Where the search by pairs finds nothing (no two of the quote's words stand side by side
    in the source: a quote made up of the source's words, a heavy rewording), the nearest
    passage was found by aligning the quote with the whole source, character by character:
    3 to 12 ms for a 70-character quote in 100,000 characters, most of a seed-003 request
    of ten such quotes. The stretches holding most of its words are where that alignment is
    worth making, and they are what the near miss's overlap measures. Counted on arrays
    (:func:`_best_stretches_arrays`) for an index built with numpy, else in one pass."""
    m = len(words)
    if m == 0 or len(index) == 0 or any(is_unspaced(w[0]) for w in words):
        return []
    wanted = sorted({index.vocabulary[w] for w in words if w in index.vocabulary})
    if not wanted:
        return []
    width = min(width or m, len(index))
    if index._arrays:
        best = _best_stretches_arrays(index.ids, wanted, width, len(index.vocabulary))
    else:
        held = _stretch_counts(index.ids, wanted, width)
        most = max(held)
        best = [k for k, h in enumerate(held) if h == most]
    out: list[int] = []
    for start in best:
        if not out or start >= out[-1] + width:
            out.append(start)
            if len(out) == count:
                break
    return out


def _stretch_counts(ids: Sequence[int], wanted: Sequence[int], width: int) -> list[int]:
    """For each stretch of ``width`` words of the source (by first word), how many distinct
    ``wanted`` word ids it holds: one pass, each word counted in and out of the window."""
    inside: dict[int, int] = dict.fromkeys(wanted, 0)
    distinct = 0
    held: list[int] = []
    for k, i in enumerate(ids):
        if i in inside:
            inside[i] += 1
            distinct += inside[i] == 1
        if k >= width:
            out = ids[k - width]
            if out in inside:
                inside[out] -= 1
                distinct -= inside[out] == 0
        if k >= width - 1:
            held.append(distinct)
    return held


def _best_stretches_arrays(ids: Any, wanted: Sequence[int], width: int, distinct: int) -> list[int]:
    """The stretches (by first word) holding the most distinct ``wanted`` word ids, as
    :func:`_stretch_counts` counts them, on whole arrays. A stretch holds a word when the
    word's first occurrence from the stretch's start is inside it: so each occurrence
    counts for the stretches starting after the word's occurrence before it and within
    ``width`` words before it, and each stretch's count is those marks summed. The
    wanted words are told by a table of the ``distinct`` ids (``isin`` sorted them: a
    sixth of a near miss)."""
    import numpy as np

    words = np.frombuffer(ids, dtype=np.int64)
    stretches = len(words) - width + 1
    table = np.zeros(distinct, dtype=np.bool_)
    table[np.asarray(wanted, dtype=np.int64)] = True
    at = np.flatnonzero(table[words])
    by_word = np.argsort(words[at], kind="stable")  # each word's occurrences in text order
    at, kinds = at[by_word], words[at][by_word]
    before = np.full(len(at), -1, dtype=np.int64)  # the same word's occurrence before
    same = kinds[1:] == kinds[:-1]
    before[1:][same] = at[:-1][same]
    first = np.maximum(before + 1, at - width + 1)
    last = np.minimum(at, stretches - 1)
    counted = first <= last
    marks = np.bincount(first[counted], minlength=stretches + 1)
    marks -= np.bincount(last[counted] + 1, minlength=stretches + 1)
    held = np.cumsum(marks[:-1])
    best: list[int] = np.flatnonzero(held == held.max()).tolist()
    return best


#: A near miss is also a paraphrase when the passage holds this share of all the quote's
#: words in their order (function words too), for a quote of at least
#: :data:`IN_ORDER_MIN_WORDS` words: two content words changed in a short sentence leave
#: half its content words but three quarters of its words, in order.
IN_ORDER_MIN_SHARE = 0.75
IN_ORDER_MIN_WORDS = 6


def held_in_order(quote: str, passage: str) -> tuple[int, int]:
    """How many of the quote's words the passage holds in their order, of how many."""
    said = [w.casefold() for w in _TOKEN.findall(quote)]
    there = [w.casefold() for w in _TOKEN.findall(passage)]
    return int(LCSseq.similarity(said, there)), len(said)


def close_in_order(quote: str, passage: str) -> bool:
    """True when ``passage`` holds at least :data:`IN_ORDER_MIN_SHARE` of the words of a
    quote of :data:`IN_ORDER_MIN_WORDS` words or more, in their order."""
    held, total = held_in_order(quote, passage)
    return total >= IN_ORDER_MIN_WORDS and held >= IN_ORDER_MIN_SHARE * total
