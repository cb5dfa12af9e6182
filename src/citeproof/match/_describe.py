"""Describe a span as the selectors a client should store to find it again.

The TextQuoteSelector gets the shortest prefix and suffix that make it unique in the text
(each at most ``max_context_bytes`` of UTF-8); the TextPositionSelector records the span
itself, so that even where no context can make the quote unique, anchoring both selectors
returns the same span.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..errors import SpanError
from ._anchor import PositionSelector, QuoteSelector, count_anchors

__all__ = ["Description", "describe"]

#: Seed 000's max_context_bytes: the longest prefix or suffix a selector may carry.
MAX_CONTEXT_BYTES = 1024


@dataclass(frozen=True, slots=True)
class Description:
    """The selectors for one span; ``unique`` says whether the quote alone identifies it."""

    quote: QuoteSelector
    position: PositionSelector
    unique: bool

    def to_dict(self) -> dict[str, object]:
        """Both selectors as W3C JSON, and ``unique``."""
        return {
            "selectors": [self.quote.to_dict(), self.position.to_dict()],
            "unique": self.unique,
        }


def _max_context(piece: str, limit: int, from_end: bool) -> int:
    """How many code points of ``piece`` fit in ``limit`` UTF-8 bytes, from one end."""
    chars = reversed(piece) if from_end else iter(piece)
    used = 0
    count = 0
    for char in chars:
        used += len(char.encode("utf-8", "surrogatepass"))
        if used > limit:
            break
        count += 1
    return count


def describe(
    text: str, start: int, end: int, *, max_context_bytes: int = MAX_CONTEXT_BYTES
) -> Description:
    """Selectors for ``text[start:end]`` with the shortest unique prefix and suffix.

    Uniqueness only grows with context, so the context lengths are found by binary
    search: first one length ``k`` for both sides, then the prefix shortened as far as it
    can go with that suffix, then the suffix. Each probe is one linear search.
    """
    if not 0 <= start < end <= len(text):
        raise SpanError(f"cannot describe span [{start}, {end}) of a text of {len(text)}")
    exact = text[start:end]
    max_prefix = _max_context(
        text[max(0, start - max_context_bytes) : start], max_context_bytes, True
    )
    max_suffix = _max_context(text[end : end + max_context_bytes], max_context_bytes, False)

    def selector(p: int, s: int) -> QuoteSelector:
        return QuoteSelector(exact, text[start - p : start], text[end : end + s])

    def unique(p: int, s: int) -> bool:
        return count_anchors(text, selector(p, s)).full.count == 1

    def shortest(ok: Callable[[int], bool], high: int) -> int:
        lo, hi = 0, high
        while lo < hi:
            mid = (lo + hi) // 2
            if ok(mid):
                hi = mid
            else:
                lo = mid + 1
        return lo

    position = PositionSelector(start, end)
    if not unique(max_prefix, max_suffix):
        return Description(selector(max_prefix, max_suffix), position, unique=False)
    k = shortest(
        lambda k: unique(min(k, max_prefix), min(k, max_suffix)), max(max_prefix, max_suffix)
    )
    suffix_len = min(k, max_suffix)
    prefix_len = shortest(lambda p: unique(p, suffix_len), min(k, max_prefix))
    suffix_len = shortest(lambda s: unique(prefix_len, s), suffix_len)
    return Description(selector(prefix_len, suffix_len), position, unique=True)
