"""Latin and Cyrillic letters that look alike, standing in a word of the other script.

A word that mixes the two scripts is read as the script whose letters only it could be:
when every Latin letter in it has a Cyrillic look-alike, it is a Cyrillic word with Latin
letters standing in (XeTeX names Triod Postnaja's stressed ``а`` and ``о`` by their glyph
names, the Latin ``á`` and ``ó``: ``прїидóша``); when every Cyrillic letter has a Latin
look-alike, a Latin word with Cyrillic ones (``cоmputer`` with a Cyrillic ``о``); when
both, the script of most of its letters (``cоpe`` is ``cope``, ``сoр`` is ``сор``). Each
standing-in letter, with the marks on it, becomes its look-alike of the word's script.
A word of one script alone is never touched, nor one whose two scripts both hold a letter
with no look-alike (``IT-специалист`` is two words; ``Pуccкий``, its ``P`` and ``c``
Latin, has ``к``, no Latin letter but look-alikes, so it is Cyrillic; ``Pyccкий`` holds a
Latin ``y`` too, and is left alone).

Only pairs whose small and capital letters look alike in both scripts are here (not
``y`` and ``у``: ``Y`` and ``У`` differ), so that case folding before or after gives the
same text (``B`` and ``В`` look alike, ``b`` and ``в`` do not: neither is here), and no
Latin letter another character case folds into without being Latin itself (``ſ`` folds
into ``s``: ``s`` is not here).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from functools import cache

from .._lazy import re_pattern
from ._charsets import characters_beyond_ascii
from ._edits import Replacement
from ._unicode import unicodedata

__all__ = ["LATIN_TO_CYRILLIC", "lookalike_replacements", "script_of"]

#: Each Latin letter and its Cyrillic look-alike, small and capital alike.
LATIN_TO_CYRILLIC = {
    "a": "\u0430", "c": "\u0441", "e": "\u0435", "o": "\u043e", "p": "\u0440",
    "x": "\u0445", "i": "\u0456", "j": "\u0458",
    "A": "\u0410", "C": "\u0421", "E": "\u0415", "O": "\u041e", "P": "\u0420",
    "X": "\u0425", "I": "\u0406", "J": "\u0408",
}  # fmt: skip
#: And the reverse, with the Church Slavonic narrow о and wide с, which case fold into
#: ``о`` and ``с`` (a letter and its case folding must have a look-alike or neither).
_CYRILLIC_TO_LATIN = {
    **{cyrillic: latin for latin, cyrillic in LATIN_TO_CYRILLIC.items()},
    "\u1c82": "o",
    "\u1c83": "c",
}

#: The letters of each script (category L, named LATIN or CYRILLIC by Unicode 18, or case
#: folding into one so named: ``Ↄ``, the Kelvin sign; a test holds the ranges to the
#: Unicode data) and the combining marks a word of either holds.
_LATIN = (
    "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u02af\u1d00-\u1d25\u1d62-\u1d65\u1d6b-\u1d77"
    "\u1d79-\u1d9a\u1e00-\u1eff\u2090-\u209f\u212a-\u212b\u2183-\u2184\u2c60-\u2c7c"
    "\u2c7e-\u2c7f\ua722-\ua76f\ua771-\ua787\ua78b-\ua7dd\ua7e2\ua7f5-\ua7f7\ua7fa-\ua7ff\uab30-\uab5a\uab60-\uab64"
    "\uab66-\uab68\uab6c-\uab6d\ufb00-\ufb06\U0001df00-\U0001df81\U0001df90-\U0001df96"
    "\U0001dfd0"
)
_CYRILLIC = (
    "\u0400-\u0481\u048a-\u052f\u1c80-\u1c8a\u1d2b\ua640-\ua66e\ua67f-\ua69b\U0001e051-\U0001e06a"
)
_MARKS = (
    "\u0300-\u036f\u0483-\u0489\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\u2de0-\u2dff"
    "\ua66f-\ua67d\ua69e\ua69f\ufe20-\ufe2f\U0001e08f"
)
#: A run of Latin and Cyrillic letters (with their marks) holding both scripts, from its
#: first letter (the lookbehind: a run is tried once, not from each of its letters, and
#: the possessive loops never give back, so a run costs its length however long). These
#: patterns compile at first use: 3 ms at every start, for a quote that is not verbatim.
_MIXED: re.Pattern[str] = re_pattern(
    f"(?<![{_LATIN}{_CYRILLIC}{_MARKS}])"
    f"(?:(?:[{_CYRILLIC}][{_MARKS}]*+)++[{_LATIN}]|(?:[{_LATIN}][{_MARKS}]*+)++[{_CYRILLIC}])"
    f"[{_MARKS}]*+(?:[{_LATIN}{_CYRILLIC}][{_MARKS}]*+)*+"
)
_LATIN_LETTER: re.Pattern[str] = re_pattern(f"[{_LATIN}]")
_CYRILLIC_LETTER: re.Pattern[str] = re_pattern(f"[{_CYRILLIC}]")
_CLUSTER: re.Pattern[str] = re_pattern(f"[{_LATIN}{_CYRILLIC}][{_MARKS}]*")


def script_of(char: str) -> str | None:
    """``"Latin"`` or ``"Cyrillic"`` for a letter this module reads as one, else None."""
    if _LATIN_LETTER.fullmatch(char):
        return "Latin"
    if _CYRILLIC_LETTER.fullmatch(char):
        return "Cyrillic"
    return None


@cache
def _lookalike(char: str, table: tuple[tuple[str, str], ...]) -> str | None:
    """``char``'s look-alike by ``table`` (its base letter's, its marks kept, decomposed),
    or None when its base letter has none."""
    base, *marks = unicodedata.normalize("NFD", char)
    target = dict(table).get(base)
    return None if target is None else target + "".join(marks)


_TO_CYRILLIC = tuple(LATIN_TO_CYRILLIC.items())
_TO_LATIN = tuple(_CYRILLIC_TO_LATIN.items())


def lookalike_replacements(text: str, compose: Callable[[str], str]) -> Iterator[Replacement]:
    """Each standing-in letter of ``text``'s mixed words, with its marks, and its
    look-alike (the module says which), composed by ``compose`` (the text's form: NFC)."""
    if text.isascii() or not any(map(_CYRILLIC_LETTER.match, characters_beyond_ascii(text))):
        return  # (a text's distinct characters are kept: a scan for Cyrillic was 1.2 ms a
        # fold of a seed-003 request's 100,000 characters)
    for run in _MIXED.finditer(text):
        word = run.group()
        latin = [char for char in word if _LATIN_LETTER.match(char)]
        cyrillic = [char for char in word if _CYRILLIC_LETTER.match(char)]
        to_cyrillic = all(_lookalike(char, _TO_CYRILLIC) for char in latin)
        to_latin = all(_lookalike(char, _TO_LATIN) for char in cyrillic)
        if to_cyrillic and to_latin:  # every letter a look-alike: the more letters' script
            to_cyrillic = len(cyrillic) >= len(latin)
        if to_cyrillic:
            table, standing_in = _TO_CYRILLIC, _LATIN_LETTER
        elif to_latin:
            table, standing_in = _TO_LATIN, _CYRILLIC_LETTER
        else:
            continue
        offset = run.start()
        for cluster in _CLUSTER.finditer(word):
            piece = cluster.group()
            if not standing_in.match(piece):
                continue
            swapped = _lookalike(piece[0], table)
            assert swapped is not None  # every standing-in letter has one (checked above)
            new = compose(swapped + piece[1:])
            if new != piece:
                yield offset + cluster.start(), offset + cluster.end(), new
