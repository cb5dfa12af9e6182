"""Fold a text with a chosen set of normalizations, keeping the way back.

``fold`` applies the chosen normalizations in the registry's one order and stacks their
edit layers into an :class:`OffsetMap`, so any span found in the folded text maps back to
the exact original span, and everything shown is sliced from the original.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from functools import lru_cache

from ._normalizations import NORMALIZATIONS, SOFT_HYPHEN_MARK, inventory
from ._offsetmap import OffsetMap
from ._search import _soft_pattern
from ._unicode import composes_back, nfc_candidate

__all__ = [
    "CaseFold",
    "Folded",
    "canonical",
    "case_fold_alike",
    "equal_under",
    "fold",
    "needed_normalizations",
]


@dataclass(frozen=True, slots=True)
class Folded:
    """A folded text, the map back to its original, and the normalizations applied.

    ``soft_hyphens`` says whether the text holds a :data:`SOFT_HYPHEN_MARK` (a match
    across one is longer than its pattern): asked by every search of every tier, and a
    scan of a 100,000-character text each time was 2.6 % of a seed-003 request (issue 23),
    so it is asked once, when the fold is made."""

    text: str
    map: OffsetMap
    normalizations: tuple[str, ...]
    soft_hyphens: bool = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "soft_hyphens", SOFT_HYPHEN_MARK in self.text)


def canonical(names: Iterable[str]) -> tuple[str, ...]:
    """The given normalization names in application order; unknown names are a ValueError.

    Asked by every fold and search of every tier, a few hundred times in a seed-003
    request, always of a handful of sets: each set's answer is kept (the registry never
    changes)."""
    return _canonical(names if isinstance(names, tuple) else tuple(names))


@lru_cache(maxsize=1024)
def _canonical(names: tuple[str, ...]) -> tuple[str, ...]:
    wanted = set(names)
    unknown = wanted.difference(NORMALIZATIONS)
    if unknown:
        raise ValueError(f"unknown normalization(s): {', '.join(sorted(unknown))}")
    return tuple(name for name in NORMALIZATIONS if name in wanted)


def fold(text: str, names: Iterable[str]) -> Folded:
    """Apply the named normalizations to ``text`` in the registry's order."""
    order = canonical(names)
    offset_map = OffsetMap.identity(len(text))
    folded = text
    # One scan finds which swappable characters the text holds; no normalization makes
    # new ones, so the inventory of the input serves every step.
    known = inventory(text)
    for name in order:
        folded, layer = NORMALIZATIONS[name].apply(folded, known)
        offset_map = offset_map.then(layer)
    return Folded(folded, offset_map, order)


def equal_under(a: str, b: str, names: Iterable[str]) -> bool:
    """True when ``a`` and ``b`` are the same text once the named normalizations apply.

    A hyphen at a line break (see :class:`Hyphenation`) matches a hyphen or nothing.
    """
    return _equal(fold(a, names).text, fold(b, names).text)


def _equal(a: str, b: str) -> bool:
    if a == b:
        return True
    if SOFT_HYPHEN_MARK not in a and SOFT_HYPHEN_MARK not in b:
        return False
    return _soft_pattern(b).fullmatch(a) is not None


# Tried for removal first: the most lenient, so they are named only when nothing else does.
_REMOVAL_ORDER = (
    "case",
    "hyphenation",
    "symbols",
    "letterspacing",
    "lookalikes",
    "unicode",
    "invisible",
    "ellipsis",
    "dashes",
    "quotes",
    "whitespace",
)


def needed_normalizations(original: str, quote: str, allowed: Iterable[str]) -> tuple[str, ...]:
    """Which of ``allowed`` were needed for ``original`` to equal ``quote``.

    Starts from everything allowed and drops each normalization whose absence still leaves
    the two equal, most lenient first, so ``case`` is named only when case really differs
    and a ligature is reported as ``unicode``. Returns the names in application order;
    empty when the two are identical. Costs a few folds of two short strings.
    """
    everything = list(canonical(allowed))
    if original == quote:  # what follows would drop every name, a fold or two each
        return ()
    # A normalization that changes neither string is usually not needed: try without it
    # first, unless the two only meet through it (one normalization can make work for
    # another: an invisible character removed between two spaces).
    kept = [
        name
        for name in everything
        if NORMALIZATIONS[name](original) != original or NORMALIZATIONS[name](quote) != quote
    ]
    if not _equal(fold(original, kept).text, fold(quote, kept).text):
        kept = everything
    for name in _REMOVAL_ORDER:
        if name not in kept:
            continue
        trial = [n for n in kept if n != name]
        if _equal(fold(original, trial).text, fold(quote, trial).text):
            kept = trial
    return tuple(kept)


class CaseFold(Enum):
    """Whether a character folds alike with case added to a set of normalizations and
    without it, case folded after (:func:`case_fold_alike`): always, never, or when it
    stands apart (between ASCII characters, so that ``unicode`` rewrites it on its own)."""

    YES = "yes"
    NO = "no"
    APART = "apart"


_WORD = re.compile(r"\w")


def _plain_letter(char: str) -> bool:
    """A letter that the normalizations after ``case`` see as they see any letter: a word
    character composing with nothing before it. (No cased letter is of a script written
    without spaces, which ``whitespace`` treats apart, but the full-width Latin ones,
    which are in both cases: a test holds this for every character.)"""
    return (
        unicodedata.category(char)[0] == "L"
        and _WORD.match(char) is not None
        and not composes_back(char)
    )


@lru_cache(maxsize=4096)
def case_fold_alike(char: str, names: tuple[str, ...]) -> CaseFold:
    """Whether folding ``char`` (not ASCII) with ``names`` (canonical, without ``case``)
    and case folding commute, with the same edits at the same places: what lets a text's
    fold with case be its fold without case, case folded (the rules, for a whole text:
    :meth:`citeproof.match.PreparedSource._case_commutes`). Asked once a character and set.

    The character must fold with case into its fold without case, case folded, of the
    same length (not ``ß``, ``İ``, ``ΐ``); any character that differs between the two
    must be a letter and a word character on both sides (what ``dashes`` looks at); and it
    must compose with nothing before it (no combining mark, no Hangul vowel). A character
    ``unicode`` changes (a ligature, a sign such as U+212B) that case folding changes too
    is case folded on its own with case (``ﬁ`` into ``fi``) but rewritten as part of a
    run with its neighbours without: :attr:`CaseFold.APART`. One case folding changes
    into a character ``unicode`` changes: :attr:`CaseFold.NO`.
    """
    if composes_back(char):
        return CaseFold.NO
    plain = fold(char, names).text
    cased = fold(char, (*names, "case")).text
    if len(cased) != len(plain) or cased != plain.casefold():
        return CaseFold.NO
    for a, b in zip(plain, cased, strict=True):
        if a != b and not (_plain_letter(a) and _plain_letter(b)):
            return CaseFold.NO
    if "unicode" not in names or char.casefold() == char:
        return CaseFold.YES
    if any(nfc_candidate(c) for c in char.casefold()):
        return CaseFold.NO
    return CaseFold.APART if any(nfc_candidate(c) for c in char) else CaseFold.YES
