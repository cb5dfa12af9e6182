"""Stopwords per language, the list chosen from the text itself.

A near miss is judged on the quote's *content words* (the words that are not function
words): the rarest of them vote for where the quote would be, and a passage holding more
than half of them makes the quote a paraphrase rather than absent. Which words are
function words depends on the language, so the list is chosen per quote.

The lists are those of Stopwords ISO (the ``stopwordsiso`` package: MIT, 58 languages in
one 200 kB JSON file, every language citeproof is tested in among them: en de fr es it pt
nl ru pl zh ja ko ar he hi th vi tr el), taken as they are but for what a fact-checker
reads as content: entries holding a digit or a numeral (``10``, ``三``), negations (``not``,
``不``, ``ไม่``, ``ない``, ``لا``: see :func:`citeproof.match._negation.has_negation`) and entries
that are no word at all (punctuation) are dropped. Stopwords ISO merges several sources
and is generous (its English list has ``research`` and ``results``): a generous list makes
fewer content words, never a confirmed quote, since stopwords play no part in the tiers
that confirm.

The language is not detected with a model. The quote's letters say which script it is
written in; each list's own letters say which script it is for (so the lists for a script
are read off the data, not typed here; Han, Hiragana and Katakana count as one script, so
a Japanese quote written in kanji alone is weighed against both Chinese and Japanese);
among the lists for the quote's script, the one whose words cover most of the quote wins.
A tie goes to the list whose words cover most of the context (the passage the quote is
compared with, or the source), then to :data:`PREFERENCE`. A statistical detector
(langdetect, lingua) would be heavier, slower to load and would answer a question we do
not ask: which list of function words fits this text best is exactly what counting them
answers.

In scripts written without spaces (Han, Kana, Thai: see :mod:`citeproof.text._scripts`)
the content words are pairs of adjacent grapheme clusters. A pair is a function-word pair,
not content, when both its clusters lie inside occurrences of the list's words
(``我们``, ``因为``, ``のは``, ``และการ``); a pair with one content character stays content,
since without a dictionary ``和`` in ``和平`` cannot be told from the function word. For the
same reason a listed word of a single Han character (``的``, but also ``人``, ``日``, ``本``)
is not looked for at all: it would make ``日本`` a function-word pair.
"""

from __future__ import annotations

import importlib.util
import json
import unicodedata
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from contextlib import suppress
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import repeat
from pathlib import Path
from typing import TYPE_CHECKING

from .._lazy import deferred, regex_pattern
from ._negation import NEGATIONS, has_negation

if TYPE_CHECKING:
    import regex
    import stopwordsiso
else:
    stopwordsiso = deferred("stopwordsiso")

__all__ = [
    "LIST_NAME",
    "NO_STOPWORDS",
    "PREFERENCE",
    "Stopwords",
    "choose",
    "package_version",
    "stopwords",
]

#: The name of citeproof's derivation of the lists (bumped when the derivation changes).
LIST_NAME = "citeproof-stopwords-2"
#: Which list wins a tie in both the quote and its context.
PREFERENCE = (
    "en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "zh", "ja", "ko", "ar", "he",
    "hi", "th", "vi", "tr", "el",
)  # fmt: skip

_SCRIPTS: dict[str, regex.Pattern[str]] = {
    "cjk": regex_pattern(r"[\p{Han}\p{Hiragana}\p{Katakana}]", "V1"),
    "hangul": regex_pattern(r"\p{Hangul}", "V1"),
    "latin": regex_pattern(r"\p{Latin}", "V1"),
    "cyrillic": regex_pattern(r"\p{Cyrillic}", "V1"),
    "greek": regex_pattern(r"\p{Greek}", "V1"),
    "arabic": regex_pattern(r"\p{Arabic}", "V1"),
    "hebrew": regex_pattern(r"\p{Hebrew}", "V1"),
    "devanagari": regex_pattern(r"\p{Devanagari}", "V1"),
    "thai": regex_pattern(r"\p{Thai}", "V1"),
}
#: Scripts written without spaces: a list's words are found inside runs of characters.
_UNSPACED_SCRIPTS = frozenset({"cjk", "thai"})
_HAN: regex.Pattern[str] = regex_pattern(r"\p{Han}", "V1")
_LETTER: regex.Pattern[str] = regex_pattern(r"[\p{L}\p{M}]", "V1")
#: A word as the near-miss tokeniser sees it in a spaced script (apostrophes inside).
_TOKEN: regex.Pattern[str] = regex_pattern(r"\w+(?:['’]\w+)*", "V1")


@lru_cache(maxsize=8192)
def script_of(char: str) -> str | None:
    """The script group of a letter (``cjk`` for Han and Kana), or None."""
    for name, pattern in _SCRIPTS.items():
        if pattern.match(char):
            return name
    return None


def _dominant_script(text: str) -> str | None:
    """The script of most of the letters of ``text``, or None when it has none we know.

    Each distinct character is asked once, with its count (a stopword list repeats each
    of its few dozen letters hundreds of times: asking the pattern at every character,
    and the script of every letter, was 45 ms of a process's first near miss)."""
    letters = {c: n for c, n in Counter(text).items() if _LETTER.match(c)}
    if not letters:
        return None
    if "".join(letters).isascii():
        return "latin"
    counts: dict[str, int] = {}
    for char, times in letters.items():
        name = script_of(char)
        if name is not None:
            counts[name] = counts.get(name, 0) + times
    if not counts:
        return None
    return min(counts, key=lambda name: (-counts[name], name))


@dataclass(frozen=True, eq=False)
class Stopwords:
    """One language's function words, as citeproof uses them.

    ``words`` are single words (case-folded); ``phrases`` maps the first word of a
    several-word entry (Vietnamese ``bởi vì``, Korean ``그럼에도 불구하고``) to the entries,
    as word tuples. In a script without spaces ``words`` are found inside runs of
    characters, the longest first (``longest`` characters at most).
    """

    language: str
    words: frozenset[str]
    phrases: Mapping[str, tuple[tuple[str, ...], ...]]
    unspaced: bool
    longest: int
    alphabet: frozenset[str] = frozenset()

    @property
    def name(self) -> str:
        """The list's name as results report it: ``citeproof-stopwords-2 (de)``."""
        return f"{LIST_NAME} ({self.language})" if self.language else f"{LIST_NAME} (none)"

    def covered_words(self, words: Sequence[str]) -> list[bool]:
        """For each (case-folded) word of a spaced text, whether it is a function word:
        one of ``words``, or part of an occurrence of one of ``phrases``."""
        out = [w in self.words for w in words]
        if self.phrases:
            for i, word in enumerate(words):
                for phrase in self.phrases.get(word, ()):
                    if tuple(words[i : i + len(phrase)]) == phrase:
                        for j in range(i, i + len(phrase)):
                            out[j] = True
        return out

    def covered_chars(self, run: str, edges: frozenset[int]) -> list[bool]:
        """For each character of a run of an unspaced script, whether an occurrence of one
        of ``words`` covers it. An occurrence must end where a grapheme cluster does
        (``edges``: the offsets in ``run`` where clusters start, and its length)."""
        out = [False] * len(run)
        if not self.words:
            return out
        for i in range(len(run)):
            if i not in edges:
                continue
            for size in range(min(self.longest, len(run) - i), 0, -1):
                if i + size in edges and run[i : i + size] in self.words:
                    for j in range(i, i + size):
                        out[j] = True
                    break
        return out


#: No function words at all: every word is content (the fallback for a quote made of
#: function words only, and the list for a script no list is for).
NO_STOPWORDS = Stopwords("", frozenset(), {}, unspaced=False, longest=0)


#: A character that makes a list entry no plain word: not a letter or mark (apostrophes,
#: hyphens and spaces aside), or a numeral (digits, and letters with a numeric value:
#: Han 十, Roman Ⅻ).
_NOT_A_WORD: regex.Pattern[str] = regex_pattern(
    r"[^\p{L}\p{M} '’\-]|[\p{Numeric_Type=Decimal}\p{Numeric_Type=Digit}\p{Numeric_Type=Numeric}]",
    "V1",
)


def _kept(entry: str) -> bool:
    """True when a list entry is a function word citeproof keeps as one: a word (no
    punctuation), no digit or numeral, no negation."""
    if not entry or entry in NEGATIONS:
        return False
    # ASCII letters alone hold nothing the pattern looks for (most entries of most lists)
    if not (entry.isascii() and entry.isalpha()) and _NOT_A_WORD.search(entry):
        return False
    # 两 (two): numeric in Unihan, not in the Numeric_Type property (str.isnumeric reads
    # the table unicodedata.numeric reads: the same answer for every code point, a test
    # holds)
    if not entry.isascii() and any(map(str.isnumeric, entry)):
        return False
    return not has_negation(entry)


@lru_cache(maxsize=4096)
def _kept_word(word: str) -> bool:
    """:func:`_kept` of a word a text has, remembered (a quote and its context repeat
    their function words)."""
    return _kept(word)


#: Stopwords ISO's data file, beside the ``stopwordsiso`` package's ``__init__``.
_DATA_FILE = "stopwords-iso.json"


@cache
def _lists() -> dict[str, list[str]]:
    """Stopwords ISO's lists by language code, as ``stopwordsiso`` gives them.

    Read from the package's data file without importing the package, whose ``__init__``
    asks ``importlib.metadata`` for its own version: 40 ms of CPU of a process's first near
    miss, the data file 5 ms (a test holds the two to the same lists). A package laid out
    otherwise is imported and asked, as before."""
    spec = importlib.util.find_spec("stopwordsiso")
    if spec is not None and spec.origin:
        with suppress(OSError, ValueError):
            lists = json.loads(Path(spec.origin).with_name(_DATA_FILE).read_text("utf-8"))
            if isinstance(lists, dict) and all(
                isinstance(v, list) and all(map(isinstance, v, repeat(str))) for v in lists.values()
            ):
                return lists
    return {lang: sorted(stopwordsiso.stopwords(lang)) for lang in stopwordsiso.langs()}


@cache
def _folded(language: str) -> frozenset[str]:
    """A list's entries as its words are compared (:func:`fold_entries`)."""
    return fold_entries(_lists().get(language, ()))


def fold_entries(entries: Iterable[str]) -> frozenset[str]:
    """Entries as words are compared: each stripped, composed (NFC) and case-folded.

    The entries are composed and folded as one text, one a line (a line break is a
    starter no mark composes with or is reordered across, and case folding looks at one
    character at a time, so each line comes out as its entry alone would): two C calls
    instead of three a word over the 21,000 entries choosing a list reads. An entry
    holding a line break itself is folded alone."""
    listed = list(entries)
    if not listed:
        return frozenset()
    joined = "\n".join(listed)
    if joined.count("\n") != len(listed) - 1:
        return frozenset(unicodedata.normalize("NFC", e.strip()).casefold() for e in listed)
    return frozenset(map(str.strip, unicodedata.normalize("NFC", joined).casefold().split("\n")))


@cache
def stopwords(language: str) -> Stopwords:
    """The list for an ISO 639-1 language code (:data:`NO_STOPWORDS` for an unknown one)."""
    folded = _folded(language.lower())
    if not folded:
        return NO_STOPWORDS
    kept = sorted(e for e in folded if _kept(e))
    unspaced = _list_script(kept) in _UNSPACED_SCRIPTS
    words: set[str] = set()
    phrases: dict[str, list[tuple[str, ...]]] = {}
    for entry in kept:
        parts = tuple(entry.split()) if not unspaced else (entry.replace(" ", ""),)
        if unspaced and len(parts[0]) == 1 and _HAN.match(parts[0]):
            continue  # one Han character: a morpheme of words too (日 in 日本, 人 in 人权)
        if len(parts) == 1:
            words.add(parts[0])
        else:
            phrases.setdefault(parts[0], []).append(parts)
    return Stopwords(
        language,
        frozenset(words),
        {k: tuple(v) for k, v in phrases.items()},
        unspaced=unspaced,
        longest=max((len(w) for w in words), default=0),
        alphabet=frozenset(c for c in set("".join(kept)) if _LETTER.match(c)),
    )


def _list_script(entries: Iterable[str]) -> str | None:
    return _dominant_script("".join(entries))


@cache
def _index() -> dict[str, tuple[str, ...]]:
    """The languages of each script group, read off the lists' own letters, in
    :data:`PREFERENCE` order (then alphabetical).

    The letters are those of each list's folded entries, not of the words it keeps: a
    list's punctuation, numerals and negations do not change which script most of its
    letters are in (a test holds the two to the same index for every list shipped), and
    building all 58 lists to ask it was most of a process's first near miss."""
    groups: dict[str, list[str]] = {}
    for language in sorted(_lists()):
        name = _list_script(_folded(language))
        if name is not None:
            groups.setdefault(name, []).append(language)
    order = {language: i for i, language in enumerate(PREFERENCE)}
    return {
        name: tuple(sorted(languages, key=lambda lang: (order.get(lang, len(order)), lang)))
        for name, languages in groups.items()
    }


@cache
def _owners(script: str) -> dict[str, int]:
    """For a spaced script, each folded one-word entry with a bit mask of the languages
    (by their place in ``_index()[script]``) whose lists hold it: one lookup per word
    scores them all.

    An entry is a list's word when it is one word and :func:`_kept` keeps it; ``_kept``
    asks the same of every list, so it is asked here only of the words a text has
    (:func:`_hits`), not of the 15,000 entries of the Latin-script lists."""
    owners: dict[str, int] = {}
    for bit, language in enumerate(_index().get(script, ())):
        for entry in _folded(language):
            parts = entry.split()
            if len(parts) == 1:
                owners[parts[0]] = owners.get(parts[0], 0) | (1 << bit)
    return owners


_APOSTROPHE: regex.Pattern[str] = regex_pattern(r"['’]")
_RUN: regex.Pattern[str] = regex_pattern(r"[\p{L}\p{M}]+", "V1")
_CLUSTER: regex.Pattern[str] = regex_pattern(r"\X", "V1")


def _covered_in_runs(text: str, stop: Stopwords) -> int:
    """How many characters of the text's letter runs the words of an unspaced list cover."""
    total = 0
    for run in _RUN.finditer(text):
        chars = run.group().casefold()
        edges = frozenset(m.start() for m in _CLUSTER.finditer(chars)) | {len(chars)}
        total += sum(stop.covered_chars(chars, edges))
    return total


def _hits(text: str, script: str) -> list[int]:
    """How many words of the text (without spaces, characters) each list for ``script``
    (in ``_index()`` order) covers; a word with an apostrophe counts its parts too
    (``l'azienda``)."""
    languages = _index()[script]
    if script in _UNSPACED_SCRIPTS:
        return [_covered_in_runs(text, stopwords(lang)) for lang in languages]
    tokens = [token.casefold() for token in _TOKEN.findall(text)]
    words = [
        part
        for word in tokens
        for part in ([word, *_APOSTROPHE.split(word)] if _APOSTROPHE.search(word) else [word])
    ]
    masks = _word_masks(set(words), script)
    covered = [0] * len(languages)
    for word in words:
        mask = masks[word]
        while mask:
            low = mask & -mask
            covered[low.bit_length() - 1] += 1
            mask ^= low
    return covered


#: Above this many distinct words, a text's words are looked up in :func:`_owners`' map
#: of every entry; below it, each word in each list (a quote and a 2,000-character
#: context have a few hundred: building the map of 15,000 Latin-script entries took
#: longer than asking 40 lists about each of them).
_OWNERS_FROM = 2000


def _word_masks(words: set[str], script: str) -> dict[str, int]:
    """For each word of a spaced-script text, the bit mask of the lists for ``script``
    whose kept words hold it. A text's word holds no whitespace, so it is one of a list's
    folded entries only when that entry is one word; :func:`_kept` is asked of the words
    that are entries (every list keeps such an entry or leaves it out alike)."""
    if len(words) > _OWNERS_FROM:
        owners = _owners(script)
        masks = {word: owners.get(word, 0) for word in words}
    else:
        held = [_folded(language) for language in _index()[script]]
        masks = {
            word: sum(1 << bit for bit, entries in enumerate(held) if word in entries)
            for word in words
        }
    return {word: mask if mask and _kept_word(word) else 0 for word, mask in masks.items()}


def _best(text: str, script: str, tied: list[int]) -> list[int]:
    """The lists (indices into ``_index()[script]``) among ``tied`` that fit ``text``
    best: most words covered; then, in a spaced script, fewest of the text's letters that
    their words never use (``ơ`` and ``ư`` say Vietnamese when a Polish and a Vietnamese
    word cover one word each; Han says nothing, both the Chinese and Japanese lists have
    some)."""
    hits = _hits(text, script)
    most = max(hits[i] for i in tied)
    tied = [i for i in tied if hits[i] == most]
    if len(tied) > 1 and script not in _UNSPACED_SCRIPTS:
        languages = _index()[script]
        letters = {c.casefold() for c in _LETTER.findall(text)}
        foreign = {i: len(letters - stopwords(languages[i]).alphabet) for i in tied}
        fewest = min(foreign.values())
        tied = [i for i in tied if foreign[i] == fewest]
    return tied


def choose(quote: str, context: str = "") -> Stopwords:
    """The stopword list for a quote: by its script, then by which list covers most of
    it, then most of ``context``, then :data:`PREFERENCE` (see the module docstring).

    A quote with no letters takes its script from ``context``; a script no list is for
    has no stopwords (:data:`NO_STOPWORDS`).
    """
    return _choose(quote, context)


@lru_cache(maxsize=2048)
def _choose(quote: str, context: str) -> Stopwords:
    script = _dominant_script(quote) or _dominant_script(context)
    languages = _index().get(script, ()) if script is not None else ()
    if not languages:
        return NO_STOPWORDS
    tied = list(range(len(languages)))
    for text in (quote, context):
        if len(tied) < 2 or not text:
            continue
        tied = _best(text, script, tied)  # type: ignore[arg-type]
    return stopwords(languages[tied[0]])  # the first in preference order


@cache
def package_version() -> str:
    """The version of the package the lists come from (asked once: the metadata lookup
    cost each seed-003 request 1.5% of its time)."""
    from importlib.metadata import version as distribution_version  # costly: on demand

    return f"stopwordsiso {distribution_version('stopwordsiso')}"
