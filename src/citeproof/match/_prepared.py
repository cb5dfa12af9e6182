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
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from functools import cached_property
from typing import TYPE_CHECKING

from ..text import (
    GLUED_STEPOVERS,
    CaseFold,
    Coordinates,
    Folded,
    Stepover,
    canonical,
    case_fold_alike,
    characters_beyond_ascii,
    fold,
    spelled_in_capitals,
    step_over,
)

if TYPE_CHECKING:
    from ._candidates import ShingleIndex

__all__ = ["PreparedSource"]

_WORD = re.compile(r"\w+")


class PreparedSource:
    """A source text with its coordinates and folds, computed on first use and kept."""

    def __init__(
        self,
        text: str,
        page_starts: Sequence[int] | None = None,
        stepovers: Sequence[Stepover] = (),
        first_page: int = 1,
        script_breaks: Iterable[int] = (),
        fold_text: Callable[[str, tuple[str, ...]], Folded] = fold,
        index_text: Callable[[str], ShingleIndex] | None = None,
    ) -> None:
        self.text = text
        self.page_starts = tuple(page_starts) if page_starts is not None else None
        self.first_page = first_page  # the number of the first page (some pages read)
        self.stepovers = tuple(s for s in stepovers if s.end <= len(text))
        # where a PDF's script level changes (see SourceDocument.script_breaks)
        self.script_breaks = frozenset(i for i in script_breaks if i < len(text))
        # how a whole text is folded: :func:`~citeproof.text.fold`, or through a store
        # that keeps a long text's folds for the next process (the document cache's)
        self._fold_text = fold_text
        # and how a folded text's words are indexed for the near miss (None: built here)
        self._index_text = index_text
        self._folds: dict[tuple[str, ...], Folded] = {}
        self._stepped: dict[tuple[str, ...], Folded] = {}
        # the text with stepovers taken out, and its fold, per set of names: the footnote
        # markers alone and every stepover often leave the same text (a PDF's furniture is
        # taken out of its text, its stepovers only mark where), folded once then (a 311-page
        # manual's second fold: 60 ms of a check that is not verbatim)
        self._stepped_folds: dict[tuple[str, ...], tuple[str, Folded]] = {}
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
            cached = self._folds[key] = self._case_of_fold(key) or self._fold_text(self.text, key)
        return cached

    def _case_of_fold(self, key: tuple[str, ...]) -> Folded | None:
        """The fold with ``case`` among ``key``, made from the fold without it, when that
        is the same thing (else None).

        The case-differs tier and the near miss fold the source once more with case
        added; a second full fold costs as much as the first. Case runs before
        ``unicode`` and the punctuation normalizations, so in general it cannot come
        last; but when case folding and the rest of ``key`` commute on every character of
        the text (see :meth:`_case_commutes`), case folding the fold without case gives
        the same text, and the same map: each character's edit (a ligature's letters) is
        made by ``unicode`` instead of ``case``, two adjacent layers, at the same place.
        """
        if "case" not in key:
            return None
        without = tuple(name for name in key if name != "case")
        if without not in self._folds or not self._case_commutes(without):
            return None
        plain = self._folds[without]
        if "symbols" in without and spelled_in_capitals(plain.text):
            return None  # case folding would make its (C) a spelling, the fold a ©
        return Folded(plain.text.casefold(), plain.map, key)

    def _case_commutes(self, names: tuple[str, ...]) -> bool:
        """True when folding with ``names`` and case folding commute on this text, with
        the same edits at the same places.

        ASCII letters do (case maps ``A``-``Z`` one to one, and nothing after it looks at
        a letter's case). Each other character of the text must fold with case into its
        fold without case, case folded, of the same length (not ``ß``, ``İ``, ``ΐ``), any
        character that differs between the two a letter and a word character on both
        sides (what ``dashes`` looks at), and compose with nothing before it (no
        combining mark, no Hangul vowel: NFC then folds each character on its own). And
        ``unicode`` must cut the text into the same runs either way: a character it
        changes (a ligature, a sign such as U+212B) that case folding changes too is
        case folded on its own with case (``ﬁ`` into ``fi``) but rewritten as a whole
        run with its neighbours without, so it must stand between ASCII characters; a
        character it leaves alone must not be case folded into one it changes.
        """
        for char in characters_beyond_ascii(self.text):
            alike = case_fold_alike(char, names)
            if alike is CaseFold.NO or (alike is CaseFold.APART and not self._between_ascii(char)):
                return False
        return True

    def _between_ascii(self, char: str) -> bool:
        """True when every occurrence of ``char`` has ASCII characters (or an end of the
        text) on both sides."""
        text = self.text
        at = text.find(char)
        while at >= 0:
            if (at > 0 and not text[at - 1].isascii()) or not text[at + 1 : at + 2].isascii():
                return False
            at = text.find(char, at + 1)
        return True

    def folded_stepping(self, names: Sequence[str], markers_only: bool = False) -> Folded:
        """The text with its stepovers (or only its footnote markers) taken out, folded
        with ``names`` (cached); the map leads back to the full text."""
        key = canonical(names)
        cached = self._stepped.get((*key, str(markers_only)))
        if cached is None:
            chosen = [s for s in self.stepovers if s.kind in GLUED_STEPOVERS or not markers_only]
            stepped, layer = step_over(self.text, chosen)
            folded = self._stepped_folds.get(key)
            if folded is None or folded[0] != stepped:
                folded = self._stepped_folds[key] = (stepped, self._fold_text(stepped, key))
            cached = Folded(folded[1].text, folded[1].map.after(layer), key)
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
                per_id = index.counts()
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

            index_text = self._index_text or ShingleIndex
            index = self._shingles[key] = index_text(self.folded(key).text)
        return index
