"""A source prepared once and reused for every quote checked against it.

Folding a source costs a pass over it per normalization; coordinates cost a pass too.
A :class:`PreparedSource` does each at most once, lazily, and keeps the results, so a
request with fifty quotes (or a batch with thousands) folds and indexes a source once per
distinct set of tolerated normalizations.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from functools import cached_property

from ..text import Coordinates, Folded, canonical, fold

__all__ = ["PreparedSource"]

_WORD = re.compile(r"\w+")


class PreparedSource:
    """A source text with its coordinates and folds, computed on first use and kept."""

    def __init__(self, text: str, page_starts: Sequence[int] | None = None) -> None:
        self.text = text
        self.page_starts = tuple(page_starts) if page_starts is not None else None
        self._folds: dict[tuple[str, ...], Folded] = {}
        self._word_counts: dict[tuple[str, ...], Counter[str]] = {}

    @cached_property
    def coordinates(self) -> Coordinates:
        """Every coordinate system for this text."""
        return Coordinates(self.text, self.page_starts)

    def folded(self, names: Sequence[str]) -> Folded:
        """The text folded with ``names`` (cached per set of names)."""
        key = canonical(names)
        cached = self._folds.get(key)
        if cached is None:
            cached = self._folds[key] = fold(self.text, key)
        return cached

    def word_counts(self, names: Sequence[str]) -> Counter[str]:
        """How often each word occurs in the text folded with ``names`` (built once, cached)."""
        key = canonical(names)
        counts = self._word_counts.get(key)
        if counts is None:
            counts = self._word_counts[key] = Counter(_WORD.findall(self.folded(key).text))
        return counts
