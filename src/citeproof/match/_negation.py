"""Negation: the words and particles whose loss would reverse what a source says.

One vocabulary for every tier that must not drop a negation: an elision whose omission
holds one is refused (:mod:`._elision`), an editor's bracket may not add one, stand for one
or replace one (:mod:`._editorial`), and no stopword list counts one as a function word
(:mod:`._stopwords`), so a changed negation always weighs in a near miss.

Scripts written without spaces have no word edges to look between: their particles are
found anywhere. The prefixes (不, 没, ไม่, ...) are :data:`citeproof.text.NEGATION_PREFIXES`,
kept in ``text`` because its whole-word rule needs them (a match never starts just after
one); this module builds on them and adds no second list.

Not here: where a match may start or end (``citeproof.text``), nor what a near miss
reports (:mod:`._near`).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .._lazy import deferred, re_pattern, regex_pattern
from ..text import NEGATION_PREFIXES

if TYPE_CHECKING:
    import regex
else:
    regex = deferred("regex")

__all__ = ["NEGATIONS", "has_negation", "is_negation_word"]


#: Words whose removal by an elision would reverse what the source says, in English and in
#: the languages people quote most (a word that is also something else, like Arabic ما
#: "what" or Hebrew אל "to", is left out; a refused elision is safer than a wrong one).
NEGATIONS = frozenset(
    """not no never nor neither none nobody nothing nowhere cannot without n't
    nicht kein keine keinen keinem keiner keines nie niemals nichts niemand nirgends weder
    ne pas jamais aucun aucune rien ni non nullement guère
    nunca jamás ningún ninguna ninguno nada nadie tampoco
    mai nessun nessuno nessuna niente nulla né
    não jamais nenhum nenhuma ninguém nem
    niet geen nooit niets niemand nergens
    не нет ни никогда ничего никто нигде ничто
    nie nigdy nic nikt żaden żadna żadne
    لا لم لن ليس ليست لست غير
    לא אין בלי אינו אינה
    नहीं नही न मत
    không chẳng chưa đừng chả
    değil yok hiç asla
    안 못""".split()
)

#: Japanese negations written after what they negate, looked for anywhere in an omission
#: (those of ``citeproof.text``'s suffixes that were always refused here: ない, なかっ, ず, ません).
_UNSPACED_SUFFIXES = ("ない", "ず", "ません", "なかっ")
#: Negations in scripts without spaces, found anywhere in an omission (no word edges there).
#: (Compiled at first use: most checks never ask.)
_UNSPACED_NEGATION: re.Pattern[str] = re_pattern(
    "|".join((*NEGATION_PREFIXES, *_UNSPACED_SUFFIXES))
)

_NEGATION_WORDS = frozenset(w.casefold() for w in NEGATIONS if "'" not in w)
#: A run of word characters: a negation must be one whole run.
_RUN: regex.Pattern[str] = regex_pattern(r"[\w\p{M}]+", "V1")
_IS_WORD: regex.Pattern[str] = regex_pattern(r"\w", "V1")
_APOSTROPHES = "'’"
#: Korean negative verbs start with these syllables (않는다, 없다).
_KOREAN_NEGATIVE_VERBS = "않없"


def is_negation_word(word: str) -> bool:
    """True when a case-folded word is a negation: a listed word or a ``n't`` contraction
    (what an editor's bracket may never add)."""
    return word in NEGATIONS or word.endswith("n't")


def _negation_word(text: str) -> bool:
    """True when a run of word characters is a negation word (any case), an English
    contraction (``didn't``, ``won't``), the French elided ``n'`` (``n'est``) or a Korean
    negative verb (``않는다``, ``없다``). One pass over the runs and a set lookup each: an
    alternation of every negation tried at every character took 1.6 µs a character.

    Text of letters alone (``str.isalpha``: every character a letter, so one run, and no
    apostrophe after it) is that one lookup: choosing a stopword list asks it of each of
    the 21,000 entries of every list (a third of a process's first near miss)."""
    if text.isalpha():
        return text.casefold() in _NEGATION_WORDS or text[0] in _KOREAN_NEGATIVE_VERBS
    return _negation_in_runs(text)


def _negation_in_runs(text: str) -> bool:
    """:func:`_negation_word` of any text: each run of word characters looked at."""
    for m in _RUN.finditer(text):
        word = m.group()
        if word.casefold() in _NEGATION_WORDS or word[0] in _KOREAN_NEGATIVE_VERBS:
            return True
        end = m.end()
        if end + 1 < len(text) and text[end] in _APOSTROPHES:
            if word in "nN" and _IS_WORD.match(text, end + 1):
                return True  # n'est
            if (
                len(word) > 1
                and word[-1] in "nN"
                and text[end + 1] in "tT"
                and not _IS_WORD.match(text, end + 2)
            ):
                return True  # didn't
    return False


def has_negation(text: str) -> bool:
    """True when ``text`` holds a negation word (or a ``n't`` contraction), or a negation
    particle of a script written without spaces (不, 没, ไม่, ない, ...).

    >>> has_negation("it did not rain"), has_negation("it rained"), has_negation("没有")
    (True, False, True)
    """
    return _UNSPACED_NEGATION.search(text) is not None or _negation_word(text)
