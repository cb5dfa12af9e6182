"""A source prepared once and reused for every quote checked against it.

Folding a source costs a pass over it per normalization; coordinates cost a pass too.
A :class:`PreparedSource` does each at most once, lazily, and keeps the results, so a
request with fifty quotes (or a batch with thousands) folds and indexes a source once per
distinct set of tolerated normalizations. A source read from a paged document may name
*stepovers* (footnote markers, footnotes, page furniture: see
:class:`~citeproof.text.Stepover`); the text with them taken out is folded on demand too.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cached_property
from typing import TYPE_CHECKING

from ..text import GLUED_STEPOVERS, Coordinates, Folded, Stepover, canonical, fold, step_over

if TYPE_CHECKING:
    from ._candidates import ShingleIndex

__all__ = ["PreparedSource"]

_WORD = re.compile(r"\w+")
_NON_ASCII = re.compile(r"[^\x00-\x7f]")


def _uncased(text: str) -> bool:
    return text.casefold() == text.lower() == text.upper() == text


class PreparedSource:
    """A source text with its coordinates and folds, computed on first use and kept."""

    def __init__(
        self,
        text: str,
        page_starts: Sequence[int] | None = None,
        stepovers: Sequence[Stepover] = (),
        first_page: int = 1,
        script_breaks: Iterable[int] = (),
    ) -> None:
        self.text = text
        self.page_starts = tuple(page_starts) if page_starts is not None else None
        self.first_page = first_page  # the number of the first page (some pages read)
        self.stepovers = tuple(s for s in stepovers if s.end <= len(text))
        # where a PDF's script level changes (see SourceDocument.script_breaks)
        self.script_breaks = frozenset(i for i in script_breaks if i < len(text))
        self._folds: dict[tuple[str, ...], Folded] = {}
        self._stepped: dict[tuple[str, ...], Folded] = {}
        self._word_counts: dict[tuple[str, ...], Counter[str]] = {}
        self._shingles: dict[tuple[str, ...], ShingleIndex] = {}

    @cached_property
    def coordinates(self) -> Coordinates:
        """Every coordinate system for this text."""
        return Coordinates(self.text, self.page_starts, self.first_page)

    def folded(self, names: Sequence[str]) -> Folded:
        """The text folded with ``names`` (cached per set of names)."""
        key = canonical(names)
        cached = self._folds.get(key)
        if cached is None:
            cached = self._folds[key] = self._case_of_fold(key) or fold(self.text, key)
        return cached

    def _case_of_fold(self, key: tuple[str, ...]) -> Folded | None:
        """The fold with ``case`` among ``key``, made from the fold without it, when that
        is the same thing (else None).

        The case-differs tier folds the source once more with case added; a second full
        fold costs as much as the first. Case runs before ``unicode`` and the punctuation
        normalizations, so in general it cannot come last; but when the only letters of
        the text are ASCII (every other character uncased, neither letter nor mark, and
        folded by ``key`` into uncased characters), case folding maps ``A``-``Z`` one to one
        and nothing else, no later normalization looks at a letter's case, and folding
        the fold without case gives the same text with the same map.
        """
        if "case" not in key:
            return None
        without = tuple(name for name in key if name != "case")
        if without not in self._folds or not self._ascii_letters(without):
            return None
        plain = self._folds[without]
        return Folded(plain.text.casefold(), plain.map, key)

    def _ascii_letters(self, names: tuple[str, ...]) -> bool:
        """True when every non-ASCII character of the text is uncased, no letter or mark,
        and folds with ``names`` into characters that case folding leaves alone."""
        for char in set(_NON_ASCII.findall(self.text)):
            if unicodedata.category(char)[0] in "LM" or not _uncased(char):
                return False
            if not _uncased(fold(char, names).text):
                return False
        return True

    def folded_stepping(self, names: Sequence[str], markers_only: bool = False) -> Folded:
        """The text with its stepovers (or only its footnote markers) taken out, folded
        with ``names`` (cached); the map leads back to the full text."""
        key = canonical(names)
        cached = self._stepped.get((*key, str(markers_only)))
        if cached is None:
            chosen = [s for s in self.stepovers if s.kind in GLUED_STEPOVERS or not markers_only]
            stepped, layer = step_over(self.text, chosen)
            folded = fold(stepped, key)
            cached = Folded(folded.text, folded.map.after(layer), key)
            self._stepped[(*key, str(markers_only))] = cached
        return cached

    def stepped_over(self, start: int, end: int) -> tuple[Stepover, ...]:
        """The stepovers inside ``[start, end)``: those it covers, and furniture taken out
        strictly inside it."""
        return tuple(
            s for s in self.stepovers
            if (s.start < s.end and start <= s.start and s.end <= end)
            or (s.start == s.end and start < s.start < end)
        )  # fmt: skip

    def word_counts(self, names: Sequence[str]) -> Counter[str]:
        """How often each word occurs in the text folded with ``names`` (built once, cached)."""
        key = canonical(names)
        counts = self._word_counts.get(key)
        if counts is None:
            index = self._shingles.get(key)
            if index is None:
                counts = Counter(_WORD.findall(self.folded(key).text))
            else:  # the near miss's index found the same words (``\w+``): counted by id
                per_id = Counter(index.ids)
                counts = Counter({word: per_id[i] for word, i in index.vocabulary.items()})
            self._word_counts[key] = counts
        return counts

    def shingles(self, names: Sequence[str]) -> ShingleIndex:
        """The pairs of adjacent words of the text folded with ``names``, indexed for the
        near misses (built once, cached: see :mod:`citeproof.match._candidates`)."""
        key = canonical(names)
        index = self._shingles.get(key)
        if index is None:
            from ._candidates import ShingleIndex

            index = self._shingles[key] = ShingleIndex(self.folded(key).text)
        return index
