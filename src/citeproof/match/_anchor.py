"""Strict anchoring of W3C Web Annotation selectors in a text.

W3C Web Annotation Data Model (Recommendation 2017-02-23):

- 4.2.4 TextQuoteSelector: ``exact`` with optional ``prefix`` and ``suffix``; the prefix
  must end immediately before ``exact`` and the suffix start immediately after it.
- 4.2.5 TextPositionSelector: ``start``/``end`` in code points from 0.

Strictness: compared code point for code point, with no normalization of any kind
(case, whitespace and Unicode form all count: a precomposed ``é`` never equals ``e`` +
U+0301). Every occurrence of ``exact`` counts, overlapping ones included. An empty or
omitted prefix or suffix matches anything.

Counting uses the text engine's linear search: an occurrence of ``exact`` preceded by the
prefix is exactly an occurrence of ``prefix + exact``, and one also followed by the suffix
is an occurrence of ``prefix + exact + suffix``. Three searches give the three counts in
time linear in the text, whatever the repetition.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..text import Occurrences, find_all

__all__ = [
    "AnchorCounts",
    "PositionSelector",
    "QuoteSelector",
    "anchor",
    "count_anchors",
    "position_holds",
]


@dataclass(frozen=True, slots=True)
class QuoteSelector:
    """A W3C TextQuoteSelector (4.2.4)."""

    exact: str
    prefix: str = ""
    suffix: str = ""

    def to_dict(self) -> dict[str, str]:
        """The selector as W3C JSON (empty prefix and suffix left out)."""
        out = {"type": "TextQuoteSelector", "exact": self.exact}
        if self.prefix:
            out["prefix"] = self.prefix
        if self.suffix:
            out["suffix"] = self.suffix
        return out


@dataclass(frozen=True, slots=True)
class PositionSelector:
    """A W3C TextPositionSelector (4.2.5): a half-open code-point span."""

    start: int
    end: int

    def to_dict(self) -> dict[str, object]:
        """The selector as W3C JSON."""
        return {"type": "TextPositionSelector", "start": self.start, "end": self.end}


@dataclass(frozen=True, slots=True)
class AnchorCounts:
    """Where a quote selector's parts occur in one text.

    ``exact`` holds the starts of ``exact``; ``with_prefix`` the starts of the occurrences
    preceded by the prefix; ``full`` those also followed by the suffix (all as starts of
    ``exact``, so they can be compared directly).
    """

    exact: Occurrences
    with_prefix: Occurrences
    full: Occurrences
    prefix_length: int

    def first_with_prefix(self) -> int | None:
        """Start of ``exact`` in the first occurrence preceded by the prefix."""
        first = self.with_prefix.first(1)
        return first[0] + self.prefix_length if first else None

    def full_starts(self, limit: int) -> list[int]:
        """Starts of ``exact`` in the first ``limit`` full matches."""
        return [s + self.prefix_length for s in self.full.first(limit)]


def count_anchors(text: str, selector: QuoteSelector) -> AnchorCounts:
    """Count the selector's exact, prefix-matching and full occurrences in ``text``."""
    exact = find_all(text, selector.exact)
    if not exact:
        return AnchorCounts(exact, exact, exact, len(selector.prefix))
    with_prefix = find_all(text, selector.prefix + selector.exact) if selector.prefix else exact
    if not with_prefix or not selector.suffix:
        full = with_prefix
    else:
        full = find_all(text, selector.prefix + selector.exact + selector.suffix)
    return AnchorCounts(exact, with_prefix, full, len(selector.prefix))


def position_holds(text: str, position: PositionSelector, exact: str | None = None) -> bool:
    """True when the position lies in ``text`` and, if ``exact`` is given, reproduces it."""
    if not 0 <= position.start <= position.end <= len(text):
        return False
    return exact is None or text[position.start : position.end] == exact


def anchor(
    text: str, quote: QuoteSelector, position: PositionSelector | None = None
) -> tuple[int, int] | None:
    """The span a quote selector identifies, or None.

    A unique full match is the answer. A position is only a hint: it is used when it
    reproduces ``exact`` and is one of several full matches (it then disambiguates);
    a position that does not reproduce the quote is ignored.
    """
    counts = count_anchors(text, quote)
    length = len(quote.exact)
    if counts.full.count == 1:
        start = counts.full_starts(1)[0]
        return start, start + length
    if (
        counts.full.count > 1
        and position is not None
        and position.end - position.start == length
        and position_holds(text, position, quote.exact)
        and _is_full_match(text, quote, position.start)
    ):
        return position.start, position.end
    return None


def _is_full_match(text: str, quote: QuoteSelector, start: int) -> bool:
    end = start + len(quote.exact)
    return (
        text.startswith(quote.exact, start)
        and text[max(0, start - len(quote.prefix)) : start] == quote.prefix
        and text.startswith(quote.suffix, end)
    )
