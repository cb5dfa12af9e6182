"""Searching a prepared source for a quote or a part of one: what every tier looks with.

Each tier asks the same questions of a :class:`PreparedSource`: where does this text occur
once both sides are folded with these normalizations, counted or only the first few, from
this offset on, and which original span is that. The answers are mapped back to the
source as given, so a finding never names a folded offset.

Not here: which tier asks what, and in which order (:mod:`._ladder`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ..text import SOFT_HYPHEN_MARK, Folded, canonical, find_all, find_all_soft, fold
from ._finding import Located
from ._prepared import PreparedSource

__all__ = ["find_quote", "folded_offset", "folded_quote", "located", "search"]


@lru_cache(maxsize=1024)
def folded_quote(text: str, names: tuple[str, ...]) -> str:
    """A quote (or segment) folded with ``names``; each tier asks again, so keep a few."""
    return fold(text, names).text


def located(source: PreparedSource, start: int, end: int, context: int) -> Located:
    """The source's stretch ``[start, end)`` with its coordinates and ``context`` around."""
    text = source.text
    return Located(
        start=start,
        end=end,
        text=text[start:end],
        coordinates=source.coordinates.span(start, end),
        before=text[max(0, start - context) : start],
        after=text[end : end + context],
    )


def search(
    folded: Folded,
    pattern: str,
    limit: int,
    *,
    start: int = 0,
    whole_words: bool,
    count_all: bool = True,
    count_limit: int | None = None,
) -> tuple[int, list[tuple[int, int]]]:
    """Count the occurrences of ``pattern`` in a folded text; map the first ``limit`` back.

    Without ``count_all`` the search stops at ``limit`` (the count is then at most that);
    with ``count_limit`` it stops once that many are counted (and at least ``limit``): a
    count of ``count_limit`` then means "that many or more".
    """
    stop = None if count_all else limit
    if count_limit is not None:
        stop = max(count_limit, limit) if stop is None else stop
    if folded.soft_hyphens or SOFT_HYPHEN_MARK in pattern:
        # a match across a soft hyphen mark is longer than the pattern: spans of their own
        hits = find_all_soft(folded.text, pattern, start=start, whole_words=whole_words, limit=stop)
        return len(hits), folded.map.to_original_spans(hits[:limit])
    found = find_all(folded.text, pattern, start=start, whole_words=whole_words, limit=stop)
    return found.count, folded.map.to_original_matches(found.first(limit), len(pattern))


def find_quote(
    source: PreparedSource,
    quote: str,
    tolerate: Sequence[str],
    *,
    whole_words: bool = True,
    limit: int = 20,
    count_limit: int | None = None,
) -> tuple[int, list[tuple[int, int]]]:
    """Every occurrence of ``quote`` with ``tolerate`` normalizations: the count, and the
    original spans of the first ``limit``. With no normalizations, the search is exact.
    With ``count_limit``, counting stops there (see :func:`search`)."""
    names = canonical(tolerate)
    if not names:
        stop = None if count_limit is None else max(count_limit, limit)
        found = find_all(source.text, quote, whole_words=whole_words, limit=stop)
        return found.count, [(s, s + len(quote)) for s in found.first(limit)]
    return search(
        source.folded(names), folded_quote(quote, names), limit,
        whole_words=whole_words, count_limit=count_limit,
    )  # fmt: skip


def folded_offset(folded: Folded, original_end: int) -> int:
    """The smallest folded offset whose original start is at or after ``original_end``
    (where the search for the next part of a quote starts)."""
    lo, hi = 0, folded.map.folded_length
    while lo < hi:
        mid = (lo + hi) // 2
        if folded.map.to_original_start(mid) >= original_end:
            hi = mid
        else:
            lo = mid + 1
    return lo
