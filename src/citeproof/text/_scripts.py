"""Scripts written without spaces between words, and how much evidence a quote is.

The whole-word rule (a match never starts or ends inside a word) assumes that words are
separated by spaces. Chinese and Japanese (Han, Hiragana, Katakana) are written without
them, and a single character is often a word, so for these scripts every boundary between
two grapheme clusters counts as a word boundary. Thai, Lao, Khmer and Myanmar are written
without spaces too, but their words are several characters long; only dictionary
segmentation (ICU's ``BreakIterator``) finds their edges. PyICU builds here from source
against Debian's ``libicu-dev`` (72) in about 75 seconds, but it is a compiled extension whose
answers change with the system's ICU version, which would break "same input, same output"
across machines. So these scripts, too, break between grapheme clusters: a vowel or tone
mark always stays with its consonant, which is what keeps a match from changing a
syllable. Hangul is written with spaces and keeps the ordinary rule.

Two protections hold in every script (see :func:`citeproof.text.find_all`): a match never
starts or ends inside a run of digits (``24`` is not in ``124``), and a match never starts
just after a negation particle written as a prefix (不, 没, 非, ไม่, ...) nor ends just
before a negation written as a suffix (Japanese ない, ず, ません, ...): without spaces, a
quote that drops the particle at its edge would otherwise be found inside the negated
phrase.

A quote's weight as evidence (:func:`evidence_length`) counts characters of these scripts
for more than one Latin letter: five Han characters (日本的首都) say about as much as fifteen
Latin letters.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from .._lazy import deferred, regex_pattern

if TYPE_CHECKING:
    import regex
else:
    regex = deferred("regex")


__all__ = [
    "NEGATION_PREFIXES",
    "NEGATION_SUFFIXES",
    "UNSPACED_CLASS",
    "evidence_length",
    "is_unspaced",
    "may_join",
    "negation_at",
]

#: Han, Hiragana, Katakana letters (with the prolonged sound mark and iteration marks).
_IDEOGRAPHIC = r"[[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]&&[\p{L}\p{Nl}\p{M}]]"
#: Thai, Lao, Khmer, Myanmar letters and marks (their digits are digits like any other).
_SOUTHEAST = r"[[\p{Thai}\p{Lao}\p{Khmer}\p{Myanmar}]&&[\p{L}\p{M}]]"
#: Precomposed Hangul syllables (a conjoining jamo sequence counts per code point, as 1).
_HANGUL = r"[\p{Hangul_Syllable_Type=LV}\p{Hangul_Syllable_Type=LVT}]"

_IDEOGRAPHIC_RE: regex.Pattern[str] = regex_pattern(_IDEOGRAPHIC, "V1")
_SOUTHEAST_RE: regex.Pattern[str] = regex_pattern(_SOUTHEAST, "V1")
_HEAVY_RE: regex.Pattern[str] = regex_pattern(rf"{_IDEOGRAPHIC}|{_HANGUL}", "V1")

#: The character class (regex V1 syntax) of every script written without spaces.
UNSPACED_CLASS = rf"[{_IDEOGRAPHIC}{_SOUTHEAST}]"
_UNSPACED_RE: regex.Pattern[str] = regex_pattern(UNSPACED_CLASS, "V1")

#: Weight of one Han, Kana or Hangul-syllable character, in Latin letters.
HEAVY_WEIGHT = 3.0
#: Weight of one Thai, Lao, Khmer or Myanmar code point (a syllable is two to four of
#: them, and says about what four to six Latin letters do).
SOUTHEAST_WEIGHT = 1.5

#: Negations written before what they negate, in scripts without spaces: Chinese (and
#: Sino-Japanese) 不 没 沒 非 未 无 無 别 別 莫 勿, Thai ไม่ and มิ, Lao ບໍ່, Khmer មិន. Myanmar's
#: မ is left out: it is also an ordinary consonant, so it would refuse edges everywhere.
NEGATION_PREFIXES = (
    "不", "没", "沒", "非", "未", "无", "無", "别", "別", "莫", "勿",
    "ไม่", "มิ", "ບໍ່", "មិន",
)  # fmt: skip
#: Negations written after what they negate: Japanese ない (なかっ, なく), ず, ぬ, ません, まい.
NEGATION_SUFFIXES = ("ない", "なかっ", "なく", "ず", "ぬ", "ません", "まい")


@lru_cache(maxsize=4096)
def is_unspaced(char: str) -> bool:
    """True for a letter or mark of a script written without spaces between words."""
    return _UNSPACED_RE.match(char) is not None


_PREFIX_ENDS = frozenset(p[-1] for p in NEGATION_PREFIXES)
_SUFFIX_STARTS = frozenset(s[0] for s in NEGATION_SUFFIXES)


def negation_at(text: str, i: int) -> bool:
    """True when a negation particle ends at ``i`` (a prefix) or starts at ``i`` (a suffix)."""
    before = i > 0 and text[i - 1] in _PREFIX_ENDS
    after = i < len(text) and text[i] in _SUFFIX_STARTS
    return (before and any(text.startswith(p, i - len(p), i) for p in NEGATION_PREFIXES)) or (
        after and any(text.startswith(s, i) for s in NEGATION_SUFFIXES)
    )


_JOINS_BACK: regex.Pattern[str] = regex_pattern(r"[\p{GCB=Extend}\p{GCB=ZWJ}\p{GCB=SpacingMark}]")
#: Prepend; and Extend or ZWJ, which may link to what follows (a virama before a
#: consonant, an emoji ZWJ sequence).
_JOINS_ON: regex.Pattern[str] = regex_pattern(r"[\p{GCB=Prepend}\p{GCB=Extend}\p{GCB=ZWJ}]")


@lru_cache(maxsize=4096)
def may_join(before: str, after: str) -> bool:
    """False when two characters surely fall in different grapheme clusters: ``after``
    cannot extend a cluster and ``before`` cannot prepend to one (a cheap test before
    segmenting)."""
    return _JOINS_BACK.match(after) is not None or _JOINS_ON.match(before) is not None


def evidence_length(text: str) -> float:
    """How much a quote says, in Latin letters: a code point counts 1, a Han, Kana or Hangul
    syllable :data:`HEAVY_WEIGHT`, a Thai, Lao, Khmer or Myanmar code point
    :data:`SOUTHEAST_WEIGHT`. Text in other scripts weighs exactly its length."""
    if text.isascii():  # no script weighs more (and no pattern compiled for it)
        return float(len(text))
    heavy = len(_HEAVY_RE.findall(text))
    southeast = len(_SOUTHEAST_RE.findall(text))
    return len(text) + heavy * (HEAVY_WEIGHT - 1) + southeast * (SOUTHEAST_WEIGHT - 1)
