"""The elided tier: a quote that marks omissions, each part found in order.

A quote with ``…``, ``...``, ``[...]`` or ``[…]`` inside claims that the source holds each
part, in this order and apart, and that only words were left out between them. The parts
are found verbatim or normalized, one after another. An ellipsis is refused, with the
reason, when a part is too short to be evidence or when an omission holds a negation
(``was … to expand`` for ``was not to expand``); a part the source does not hold gives no
reason here (the near miss's word differences show it).

Not here: splitting a quote at its ellipses (:mod:`._quotes`), editorial marks
(:mod:`._editorial`), the order of the tiers (:mod:`._ladder`).
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from .._lazy import re_pattern
from ..text import SOFT_HYPHEN_MARK, Folded, find_all, needed_normalizations
from ._finding import Alteration, Difference, Located
from ._negation import has_negation
from ._policy import Policy
from ._prepared import PreparedSource
from ._quotes import ELLIPSIS, PreparedQuote
from ._search import folded_quote, search

__all__ = ["Elision", "elide", "omissions"]


@dataclass(frozen=True, slots=True)
class Elision:
    """What the elided tier found: each part's span, in order, and the normalizations
    needed; or no spans and, when the ellipsis is why, the ``refusal`` to report."""

    spans: list[tuple[int, int]] | None
    normalizations: tuple[str, ...] = ()
    refusal: tuple[Difference, ...] = ()


def elide(
    source: PreparedSource, quote: PreparedQuote, names: tuple[str, ...], policy: Policy
) -> Elision:
    """Find each segment of ``quote`` in order and apart, with ``names`` tolerated.

    Every occurrence of the first segment is tried (up to :data:`MAX_OCCURRENCES`), each
    followed by the nearest occurrence of the next segment and so on: a first segment
    that occurs dozens of times is not anchored at its first occurrence alone. Of the
    chains whose omissions hide no negation, the tightest is the answer.
    """
    short = tuple(Difference("short-part", s, "") for s in quote.segments if policy.too_short(s))
    if not quote.segments or short:
        return Elision(None, refusal=short)
    folded = source.folded(names)
    patterns = [folded_quote(segment, names) for segment in quote.segments]
    if folded.soft_hyphens or any(SOFT_HYPHEN_MARK in pattern for pattern in patterns):
        chains = _listed_chains(folded, patterns, policy.whole_words)
    else:
        chains = _nearest_chains(folded, patterns, policy.whole_words)
    if chains is None:
        return Elision(None)
    marks = [m.group(0).strip() for m in re.finditer(ELLIPSIS, quote.text)]
    # The chains do not depend on the omissions, only whether each stands does: they are
    # tried tightest first (the earliest among equals), and the omissions of only as
    # many as it takes are searched for a negation (in repetitive text, hundreds of chains
    # each checked cost a request its whole budget).
    complete = [c for c in chains if len(c) == len(patterns)]
    complete.sort(key=lambda c: c[-1][1] - c[0][0])  # stable: the earliest among equals
    best = next((c for c in complete if _hidden(source.text, c, marks) is None), None)
    refusal: tuple[Difference, ...] = ()
    if best is None:  # the refusal is the first chain's, in source order, that hides one
        for chain in chains:
            omitted = _hidden(source.text, chain, marks)
            if omitted is not None:
                refusal = (Difference("hidden-negation", "", " ".join(omitted.split())[:200]),)
                break
    if best is None:
        return Elision(None, refusal=refusal)
    needed: set[str] = set()
    for (start, end), segment in zip(best, quote.segments, strict=True):
        needed.update(needed_normalizations(source.text[start:end], segment, names))
    return Elision(best, tuple(n for n in names if n in needed))


Chain = list[tuple[int, int]]


def _nearest_chains(folded: Folded, patterns: list[str], whole_words: bool) -> list[Chain] | None:
    """Each occurrence of the first segment (its first :data:`MAX_OCCURRENCES`), followed
    by the nearest occurrence of each next segment after the part before it, as far as
    there is one; as original spans. None when a segment does not occur at all.

    Every occurrence here is as long as its segment (no soft hyphen mark in the text or
    the segments), so a later first occurrence seeks each next part from no earlier a
    place, and :class:`_Nearest` lists a next part's occurrences only from the places
    asked (listing the first 200 occurrences of every part was a sixth of a repetitive
    seed-003 request, issue 23).
    """
    text = folded.text
    firsts = find_all(text, patterns[0], whole_words=whole_words, limit=MAX_OCCURRENCES)
    starts = firsts.first(MAX_OCCURRENCES)
    later = [_Nearest(text, pattern, whole_words) for pattern in patterns[1:]]
    if not starts or any(nearest.after(0) is None for nearest in later):
        return None
    length = len(patterns[0])
    chains: list[Chain] = []
    for start in starts:
        chain = [(start, start + length)]
        for nearest in later:
            found = nearest.after(chain[-1][1])
            if found is None:
                break
            chain.append((found, found + nearest.length))
        chains.append(chain)
    spans = folded.map.to_original_spans([span for chain in chains for span in chain])
    mapped: list[Chain] = []
    at = 0
    for chain in chains:
        mapped.append(spans[at : at + len(chain)])
        at += len(chain)
    return mapped


class _Nearest:
    """The nearest occurrence of a segment at or after a place of the folded text, for
    places asked mostly in increasing order.

    The occurrences are listed a few at a time from the place asked: every occurrence
    starting in ``[low, high)`` is in ``starts``, and a place in that stretch is answered by
    a binary search (a chain a first occurrence, hundreds of them, each seeking its next
    part: one search each cost as much as listing). A batch whose every occurrence was an
    answer is followed by one twice as long; one the places jumped past, by a short one."""

    __slots__ = ("_batch", "_high", "_low", "_pattern", "_starts", "_text", "_used",
                 "_whole_words", "length")  # fmt: skip

    def __init__(self, text: str, pattern: str, whole_words: bool) -> None:
        self._text, self._pattern, self._whole_words = text, pattern, whole_words
        self.length = len(pattern)
        self._starts: list[int] = []
        self._low = self._high = 0
        self._used = 0  # how many of ``starts`` were answers
        self._batch = _FIRST_BATCH

    def after(self, place: int) -> int | None:
        """The start of the first occurrence at or after ``place``, or None."""
        starts = self._starts
        if self._low <= place:
            at = bisect_left(starts, place)
            if at < len(starts):
                self._used = max(self._used, at + 1)
                return starts[at]
            if self._high >= len(self._text):
                return None
            place = max(place, self._high)
        whole = bool(starts) and self._used == len(starts)
        size = self._batch = self._batch * 2 if whole else _FIRST_BATCH
        found = find_all(
            self._text, self._pattern, start=place, whole_words=self._whole_words, limit=size
        ).first(size)
        self._starts, self._low, self._used = found, place, 1
        self._high = found[-1] + 1 if len(found) == size else len(self._text)
        return found[0] if found else None


def _listed_chains(folded: Folded, patterns: list[str], whole_words: bool) -> list[Chain] | None:
    """:func:`_nearest_chains` where a match may be longer than its segment (a soft hyphen
    mark in the text or a segment): the first :data:`MAX_OCCURRENCES` occurrences of every
    segment listed as original spans, each next part the nearest among them."""
    found: list[Chain] = []
    for pattern in patterns:
        count, spans = search(
            folded, pattern, MAX_OCCURRENCES, whole_words=whole_words, count_all=False
        )
        if not count:
            return None
        found.append(spans)
    starts = [[a for a, _ in spans] for spans in found]
    chains: list[Chain] = []
    for first in found[0]:
        chain = [first]
        for k, spans in enumerate(found[1:]):
            at = bisect_left(starts[k + 1], chain[-1][1])
            if at == len(spans):
                break
            chain.append(spans[at])
        chains.append(chain)
    return chains


def _hidden(text: str, chain: list[tuple[int, int]], marks: list[str]) -> str | None:
    """The first omission of ``chain`` that hides a negation (outside whole sentences left
    out by a four-dot ellipsis), else ``None``."""
    for k, (before, after) in enumerate(pairwise(chain)):
        omitted = text[before[1] : after[0]]
        if has_negation(omitted) and not _whole_sentences(omitted, marks[k : k + 1]):
            return omitted
    return None


#: How many occurrences of each segment an elision tries.
MAX_OCCURRENCES = 200
#: How many occurrences of a next part a first batch lists (see :class:`_Nearest`).
_FIRST_BATCH = 2
#: The four-dot form: the sentence's own period, then the ellipsis.
_FOUR_DOTS: re.Pattern[str] = re_pattern(r"\.(?:[ \u00a0]?\.){3}")
#: An omission of whole sentences: from the period ending the quoted sentence to the end
#: of the last sentence left out.
_SENTENCES_LEFT_OUT: re.Pattern[str] = re_pattern(r"\.\s.*[.!?][\"'”’)\]]*\s+", re.DOTALL)


def _whole_sentences(omitted: str, mark: list[str]) -> bool:
    """True when a four-dot ellipsis (``. . . .``: the sentence's own period, then the
    ellipsis) leaves out whole sentences: a negation inside them reverses none of the
    quoted words, which stand as whole sentences on either side."""
    return (
        bool(mark)
        and _FOUR_DOTS.fullmatch(mark[0]) is not None
        and (_SENTENCES_LEFT_OUT.fullmatch(omitted) is not None)
    )


def omissions(
    source: PreparedSource, quote: PreparedQuote, spans: Sequence[Located]
) -> list[Alteration]:
    """The omissions of an elided quote: each ellipsis with the source's words it leaves out."""
    marks = list(re.finditer(ELLIPSIS, quote.text))
    return [
        Alteration("omission", m.group(0).strip(), source.text[a.end : b.start].strip(),
                   quote.offset + m.start(), quote.offset + m.end())
        for m, a, b in zip(marks, spans, spans[1:], strict=False)
    ]  # fmt: skip
