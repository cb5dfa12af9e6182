"""Near misses: the nearest passage to a quote that is not there, and what differs.

The passage is found where the quote's content words cluster, then aligned exactly with
``rapidfuzz``'s ``partial_ratio_alignment`` (C++; a Python window scan with ``difflib``
takes seconds). Both run on the source folded with every tolerated normalization and
case, so a near miss is judged on wording, not typography. The passage is then fitted to
the quote's words and compared with it word by word.

Words are runs of word characters, except in scripts written without spaces (Han, Kana,
Thai, Lao, Khmer, Myanmar), where such a run would make a whole sentence one word: there
each grapheme cluster is a token, so the diff names the characters that changed (``'25'``
where the source says ``'24'``, ``'不'`` added), and the content words that vote and
overlap are pairs of adjacent clusters (character bigrams), which carry about a word's
meaning: 日本的首都 and 中华人民共和国的首都 share 的首 and 首都, half of the quote, not most.

Content words are the words that are not function words of the quote's language, the list
chosen per quote from the quote and the passage (see :mod:`citeproof.match._stopwords`:
``citeproof-stopwords-2``, from Stopwords ISO). Where a list leaves fewer than three
content words, every word of the quote counts (one changed word would otherwise decide
alone). The passage *holds* a content word wherever it has it, as a function word there
or not. Stopwords play no part in any tier that confirms a quote: a changed number, name
or negation is refused before a near miss is looked for.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

import regex

from .._lazy import deferred
from ..text import UNSPACED_CLASS, Folded, find_all, fold, is_unspaced
from ._finding import Difference
from ._stopwords import NO_STOPWORDS, Stopwords, choose

if TYPE_CHECKING:
    from rapidfuzz import fuzz
    from rapidfuzz.distance import Levenshtein
else:
    fuzz = deferred("rapidfuzz.fuzz")
    Levenshtein = deferred("rapidfuzz.distance.Levenshtein")

__all__ = [
    "ALIGNMENT_BUDGET",
    "content_words",
    "fit_passage",
    "nearest_window",
    "overlap",
    "stopwords_for",
    "word_diff",
]

_SPACED = rf"[\w--{UNSPACED_CLASS}]"
#: A word of a spaced script (with its apostrophes), or one cluster of an unspaced one.
_WORD = regex.compile(rf"(?={UNSPACED_CLASS})\X|{_SPACED}+(?:['’]{_SPACED}+)*", regex.V1)
_SIMPLE_WORD = regex.compile(rf"(?={UNSPACED_CLASS})\X|{_SPACED}+", regex.V1)


def words(text: str) -> list[str]:
    """The words of ``text``, case-folded (a cluster each in scripts without spaces)."""
    return [w.casefold() for w in _WORD.findall(text)]


def _function_words(text: str, tokens: list[tuple[int, int, str]], stop: Stopwords) -> list[bool]:
    """For each token, whether it is a function word of ``stop``'s language: a word of a
    spaced script in the list (or in one of its several-word entries), a cluster of an
    unspaced script inside an occurrence of a listed word."""
    out = [False] * len(tokens)
    if not stop.words:
        return out
    spaced = [i for i, (_, _, token) in enumerate(tokens) if not is_unspaced(token[0])]
    covered = stop.covered_words([tokens[i][2].casefold() for i in spaced])
    for i, function in zip(spaced, covered, strict=True):
        out[i] = function
    i = 0
    while i < len(tokens):
        if not is_unspaced(tokens[i][2][0]):
            i += 1
            continue
        j = i + 1  # a run of adjacent clusters: tokens i..j-1
        while j < len(tokens) and tokens[j][0] == tokens[j - 1][1] and is_unspaced(tokens[j][2][0]):
            j += 1
        base = tokens[i][0]
        run = text[base : tokens[j - 1][1]].casefold()
        if len(run) == tokens[j - 1][1] - base:  # case folding kept the offsets
            edges = frozenset(tokens[k][0] - base for k in range(i, j)) | {len(run)}
            chars = stop.covered_chars(run, edges)
            for k in range(i, j):
                out[k] = chars[tokens[k][0] - base]
        i = j
    return out


_Token = tuple[int, int, str]


def _tokens(text: str, pattern: regex.Pattern[str]) -> list[_Token]:
    return [(m.start(), m.end(), m.group()) for m in pattern.finditer(text)]


def _content(text: str, tokens: list[_Token], stop: Stopwords) -> list[tuple[int, str]]:
    """Content words with their offsets: words that are not function words of ``stop``'s
    language, and in scripts without spaces each pair of adjacent clusters not both inside
    function words (a cluster standing alone, itself)."""
    function = _function_words(text, tokens, stop)
    out: list[tuple[int, str]] = []
    for i, (start, end, token) in enumerate(tokens):
        if not is_unspaced(token[0]):
            if not function[i]:
                out.append((start, token))
            continue
        following = tokens[i + 1] if i + 1 < len(tokens) else None
        joined = following is not None and following[0] == end and is_unspaced(following[2][0])
        if joined:
            if not (function[i] and function[i + 1]):
                out.append((start, token + following[2]))  # type: ignore[index]
        elif not function[i] and not (
            i and tokens[i - 1][1] == start and is_unspaced(tokens[i - 1][2][0])
        ):
            out.append((start, token))
    return out


def _content_or_all(
    text: str, tokens: list[_Token], stop: Stopwords
) -> tuple[list[tuple[int, str]], Stopwords]:
    """Content words, or every word when the list leaves fewer than
    :data:`_FEWEST_CONTENT_WORDS` (one or two words are too few to measure a share by: one
    changed word would decide alone); with the list used."""
    found = _content(text, tokens, stop)
    if len(found) >= _FEWEST_CONTENT_WORDS or not stop.words:
        return found, stop
    return _content(text, tokens, NO_STOPWORDS), NO_STOPWORDS


def stopwords_for(quote: str, passage: str = "") -> Stopwords:
    """The stopword list a quote is judged with, chosen from the quote and the passage it
    is compared with (see :mod:`citeproof.match._stopwords`)."""
    return choose(quote, passage)


def content_words(text: str, stop: Stopwords | None = None) -> list[str]:
    """The words of ``text`` that are not function words (see :func:`_content`), by the
    list chosen for ``text`` unless ``stop`` is given."""
    chosen = stop if stop is not None else choose(text)
    found, _ = _content_or_all(text, _tokens(text, _WORD), chosen)
    return [w.casefold() for _, w in found]


def overlap(quote: str, passage: str) -> float:
    """Share of the quote's distinct content words that the passage holds (0 to 1)."""
    found, _ = _content_or_all(quote, _tokens(quote, _WORD), choose(quote, passage))
    wanted = {w.casefold() for _, w in found}
    if not wanted:
        return 0.0
    # The passage holds a word wherever it has it, as a function word there or not (without
    # spaces, a pair inside 和平 is held even where 和 alone would be a function word).
    held = {w.casefold() for _, w in _content(passage, _tokens(passage, _WORD), NO_STOPWORDS)}
    return round(len(wanted & held) / len(wanted), 4)


def nearest_window(
    folded: Folded,
    folded_quote: str,
    word_counts: Mapping[str, int],
    stretches: Callable[[list[str]], Sequence[tuple[int, int]]] | None = None,
) -> tuple[int, int] | None:
    """The original span of the passage most like the quote, or None if nothing is alike.

    Two stages, so that a near miss costs a few C-level searches rather than a fuzzy
    alignment over the whole source: each content word of the quote that occurs in the
    source votes for where the quote would start, rare words weighing more; then
    ``partial_ratio_alignment`` aligns the quote within the best-voted stretch. A quote
    none of whose content words occurs in the source has no nearest passage.
    ``word_counts`` counts the words of ``folded.text`` (built once per source).

    Where the votes place nothing well, the quote is aligned everywhere (if affordable),
    or, given ``stretches`` (the folded text's spans holding most of the quote's content
    words, given them: :func:`~citeproof.match._candidates.most_words`, asked only then),
    at those alone: what the near miss's overlap measures is the share of those words a
    passage holds.
    """
    haystack = folded.text
    length = len(folded_quote)
    if not haystack.strip() or not folded_quote.strip():
        return None
    bucket = max(16, length // 4)
    # ``word_counts`` counts runs of word characters as ``re`` sees them, so in text without
    # spaces it holds whole sentences, and it splits words at combining marks (Devanagari
    # vowel signs, Arabic harakat): a quote with such text, and any word ``re`` would split,
    # counts its words in the source directly.
    unspaced = any(is_unspaced(c) for c in folded_quote)
    counted: dict[str, int] = {}
    tokens = _tokens(folded_quote, _SIMPLE_WORD)

    def gather(stop: Stopwords) -> tuple[list[tuple[int, int, str]], bool]:
        """The quote's content words that occur in the source, with their counts, and
        whether some content word was too common to vote."""
        candidates: list[tuple[int, int, str]] = []  # (occurrences, offset in quote, word)
        common = False
        voters, _ = _content_or_all(folded_quote, tokens, stop)
        if unspaced and len(voters) > _MAX_CANDIDATES:
            # Every pair of clusters is a content word: a few spread over the quote find
            # the rarest as well as all of them do, for a fraction of the counting.
            step = len(voters) / _MAX_CANDIDATES
            voters = [voters[int(k * step)] for k in range(_MAX_CANDIDATES)]
        for offset, word in voters:
            if len(word) < 3 and not word.isdigit() and not is_unspaced(word[0]):
                continue
            if unspaced or _COUNTED.fullmatch(word) is None:
                count = counted.get(word, -1)
                if count < 0:
                    # A number is counted as a whole word (``24`` votes where the source says
                    # 24, not 124); other words by plain occurrences, which cost one C-level
                    # pass (checking the edges of each of a thousand occurrences of a pair of
                    # Thai letters is what made near misses slow). Votes are cast at whole
                    # words either way (below).
                    if any(c.isdecimal() for c in word):
                        found = find_all(
                            haystack, word, whole_words=True, limit=_MAX_VOTES_PER_WORD + 1
                        )
                        count = found.count
                    else:
                        count = haystack.count(word)
                    counted[word] = count
            else:
                count = word_counts.get(word, 0)
            if count > _MAX_VOTES_PER_WORD:
                common = True
            elif count:
                candidates.append((count, offset, word))
        return candidates, common

    # The list is chosen from the quote, a tie by the start of the source.
    stop = choose(folded_quote, haystack[:_CONTEXT_SAMPLE])

    def content() -> list[str]:
        """The quote's content words (by the list chosen), each once."""
        return list(dict.fromkeys(w for _, w in _content_or_all(folded_quote, tokens, stop)[0]))

    candidates, common = gather(stop)
    if not candidates and common and stop.words:
        # A generous list can leave only content words too common to vote: let every word
        # vote before aligning over the whole source. (A quote none of whose content words
        # is in the source still has no nearest passage.)
        candidates, common = gather(NO_STOPWORDS)
    votes: dict[int, float] = {}
    for count, offset, word in sorted(candidates)[:_VOTING_WORDS]:
        weight = 1.0 / count
        if word in counted:
            starts = list(find_all(haystack, word, whole_words=True, limit=count))
        else:
            starts = []
            at = haystack.find(word)
            while at >= 0:
                starts.append(at)
                at = haystack.find(word, at + 1)
        for at in starts:
            key = max(0, at - offset) // bucket
            votes[key] = votes.get(key, 0.0) + weight
    if not votes and not common:
        return None
    if not votes:
        # Every shared word is everywhere: phrases of the quote are rarer than its words.
        votes = _phrase_votes(haystack, folded_quote, tokens, bucket)
    if not votes:
        # Nothing stands out: where most of its words are, or over the whole source if
        # that is affordable.
        if stretches is not None and (places := stretches(content())):
            return _align_best(folded, folded_quote, places)[0]
        if _affordable(length, len(haystack)):
            return _align(folded, folded_quote, 0, len(haystack))[0]
        return None

    def support(key: int) -> float:
        return votes.get(key - 1, 0.0) + votes[key] + votes.get(key + 1, 0.0)

    best = min(votes, key=lambda key: (-support(key), key))
    lo = max(0, (best - 1) * bucket - length // 2)
    hi = min(len(haystack), (best + 2) * bucket + length + length // 2)
    span, score = _align(folded, folded_quote, lo, hi)
    if score < _GOOD_ALIGNMENT and hi - lo < len(haystack):
        # The votes were misled (say, by a word the quote added): align where most of its
        # words are, or everywhere.
        places = stretches(content()) if stretches is not None else ()
        if places:
            wide, wide_score = _align_best(folded, folded_quote, places)
        elif _affordable(length, len(haystack)):
            wide, wide_score = _align(folded, folded_quote, 0, len(haystack))
        else:
            return span
        if wide_score > score:
            return wide
    return span


def _align_best(
    folded: Folded, folded_quote: str, places: Sequence[tuple[int, int]]
) -> tuple[tuple[int, int] | None, float]:
    """:func:`align_around` each of ``places``; the best score, the first place on a tie."""
    best: tuple[tuple[int, int] | None, float] = (None, -1.0)
    for lo, hi in places:
        found = align_around(folded, folded_quote, lo, hi)
        if found[0] is not None and found[1] > best[1]:
            best = found
    return best if best[0] is not None else (None, 0.0)


def align_around(
    folded: Folded, folded_quote: str, lo: int, hi: int
) -> tuple[tuple[int, int] | None, float]:
    """:func:`_align` in ``folded.text[lo:hi]`` widened by a quarter of the quote and 16
    characters each side: a stretch found by its words may start or end a word or two
    inside the passage the quote was made from."""
    margin = len(folded_quote) // 4 + 16
    return _align(folded, folded_quote, max(0, lo - margin), min(len(folded.text), hi + margin))


#: The most alignment work (quote length × stretch length, in characters) one quote may
#: cost: ~50 ms of ``partial_ratio_alignment``. A near miss of a 16,000-character quote in
#: a megabyte took minutes when the whole source was aligned; bounded, every quote costs
#: a few linear searches and at most this much alignment, so a request of 500 of them
#: answers in bounded time.
ALIGNMENT_BUDGET = 10_000_000
#: A long quote is placed by aligning its first and last this many characters.
_ANCHOR = 256


def _affordable(quote_length: int, stretch: int) -> bool:
    return quote_length * stretch <= ALIGNMENT_BUDGET


def _align(
    folded: Folded, folded_quote: str, lo: int, hi: int
) -> tuple[tuple[int, int] | None, float]:
    """The original span of the best window in ``folded.text[lo:hi]``, and its score.

    Within :data:`ALIGNMENT_BUDGET` the whole quote is aligned; beyond it, its head places
    the start and its tail the end (two short alignments instead of one quadratic one).
    """
    if hi - lo <= len(folded_quote):
        return folded.map.to_original(lo, hi), 0.0
    length = len(folded_quote)
    if _affordable(length, hi - lo) or length <= 2 * _ANCHOR:
        alignment = fuzz.partial_ratio_alignment(folded_quote, folded.text[lo:hi])
        if alignment is None:
            return None, 0.0
        start, end = lo + alignment.dest_start, lo + alignment.dest_end
        return folded.map.to_original(start, end), float(alignment.score)
    head = fuzz.partial_ratio_alignment(folded_quote[:_ANCHOR], folded.text[lo:hi])
    if head is None:
        return None, 0.0
    start = lo + head.dest_start
    # The tail is looked for where the quote would end, give or take half its length.
    tail_lo = max(start, start + length - length // 2 - _ANCHOR)
    tail_hi = min(len(folded.text), start + length + length // 2)
    tail = None
    if tail_lo < tail_hi:  # (a start near the source's end leaves no room for the tail)
        tail = fuzz.partial_ratio_alignment(folded_quote[-_ANCHOR:], folded.text[tail_lo:tail_hi])
    if tail is None or tail_lo + tail.dest_end <= start:
        end, score = min(len(folded.text), start + length), float(head.score) / 2
    else:
        end, score = tail_lo + tail.dest_end, min(float(head.score), float(tail.score))
    return folded.map.to_original(start, end), score


def _phrase_votes(
    haystack: str, folded_quote: str, tokens: list[_Token], bucket: int
) -> dict[int, float]:
    """Votes from runs of the quote's words (:data:`_PHRASE_WORDS` at a time), for a quote
    whose every word is common: a phrase is far rarer than its words, and each costs one
    linear search. The phrases are spread over the quote."""
    if len(tokens) < _PHRASE_WORDS:
        return {}
    starts = range(0, len(tokens) - _PHRASE_WORDS + 1)
    step = max(1, len(starts) // _MAX_PHRASES)
    votes: dict[int, float] = {}
    for first in starts[::step][:_MAX_PHRASES]:
        begin = tokens[first][0]
        phrase = folded_quote[begin : tokens[first + _PHRASE_WORDS - 1][1]]
        found: list[int] = []
        at = haystack.find(phrase)
        while at >= 0 and len(found) <= _MAX_VOTES_PER_WORD:
            found.append(at)
            at = haystack.find(phrase, at + 1)
        if not found or len(found) > _MAX_VOTES_PER_WORD:
            continue
        for at in found:
            key = max(0, at - begin) // bucket
            votes[key] = votes.get(key, 0.0) + 1.0 / len(found)
    return votes


#: How many words make a phrase that votes, and how many phrases vote at most.
_PHRASE_WORDS = 4
_MAX_PHRASES = 24


#: A quote with fewer content words than this is judged on all its words.
_FEWEST_CONTENT_WORDS = 3
#: How much of the source's start settles a tie between stopword lists for the vote.
_CONTEXT_SAMPLE = 2000
#: Words as :class:`PreparedSource` counts them (``re``'s ``\w``, which excludes marks).
_COUNTED = re.compile(r"\w+")
#: A content word occurring more often than this says little about where a quote is.
_MAX_VOTES_PER_WORD = 64
#: In a script without spaces, how many of a quote's pairs of clusters are counted.
_MAX_CANDIDATES = 16
#: The rarest content words vote; more add cost but little precision.
_VOTING_WORDS = 3
#: Below this partial-ratio score (0-100) a voted window is checked against the whole text.
_GOOD_ALIGNMENT = 75.0


def fit_passage(text: str, start: int, end: int, quote: str) -> tuple[int, int]:
    """Fit the window to the quote's words: from the first to the last word they share.

    The character alignment gives a window as long as the quote; when the source has
    words the quote dropped (a ``not``), the window slides off the quote's first or last
    word. So look a little wider, align word by word, and keep the stretch between the
    first and the last shared word, so every difference shows inside the passage.
    """
    slack = len(quote) // 2 + 16
    lo, hi = max(0, start - slack), min(len(text), end + slack)
    spans = [m.span() for m in _WORD.finditer(text, lo, hi)]
    quote_words = words(quote)
    blocks = [
        (q1, p1, q2 - q1)
        for op, q1, q2, p1, _ in _opcodes(quote_words, [text[a:b].casefold() for a, b in spans])
        if op == "equal"
    ]
    if not blocks:
        return _whole_words(text, start, end)
    (first_a, first_b, _), (last_a, last_b, last_size) = blocks[0], blocks[-1]
    # Keep source words the quote changed at its edges too (a first or last word swapped).
    first_word = max(0, first_b - first_a) if first_a else first_b
    last_word = min(
        len(spans) - 1, last_b + last_size - 1 + (len(quote_words) - last_a - last_size)
    )
    return _edge_marks(text, spans[first_word][0], spans[last_word][1], quote)


#: The marks at either edge of a text (outside its first and last word).
_LEAD_MARKS = regex.compile(r"^\s*([^\w\s]*)")
_TAIL_MARKS = regex.compile(r"([^\w\s]*)\s*$")


def _edge_marks(text: str, start: int, end: int, quote: str) -> tuple[int, int]:
    """The passage widened over the marks the quote has at its edges where the source has
    them too, next to the passage (a quote's full stop, its opening bracket): they are
    the passage's, not differences."""
    lead = _LEAD_MARKS.match(quote).group(1)
    tail = _TAIL_MARKS.search(quote).group(1)
    for mark in reversed(lead):
        if start > 0 and _same_mark(text[start - 1], mark):
            start -= 1
        else:
            break
    for mark in tail:
        if end < len(text) and _same_mark(text[end], mark):
            end += 1
        else:
            break
    return start, end


def _same_mark(a: str, b: str) -> bool:
    return a == b or fold(a, _MARK_FOLDS).text == fold(b, _MARK_FOLDS).text


#: How marks at a passage's edges are compared: quotation marks, dashes, compatibility forms.
_MARK_FOLDS = ("unicode", "dashes", "quotes")


def _whole_words(text: str, start: int, end: int) -> tuple[int, int]:
    """``start``/``end`` widened to the edges of the words they fall in (a nearest passage
    never starts or ends inside a word; scripts without spaces are cut anywhere)."""
    while 0 < start < len(text) and _word_char(text[start - 1]) and _word_char(text[start]):
        start -= 1
    while 0 < end < len(text) and _word_char(text[end - 1]) and _word_char(text[end]):
        end += 1
    return start, end


def _word_char(char: str) -> bool:
    return (char.isalnum() or unicodedata.category(char)[0] == "M") and not is_unspaced(char)


#: Above this many word pairs (quote words × passage words), the word alignment is
#: rapidfuzz's Levenshtein (C, bit-parallel) instead of ``difflib`` (whose longest-match
#: search is quadratic and took seconds on a 16,000-character quote of common words).
_DIFFLIB_PAIRS = 250_000


def _opcodes(a: list[str], b: list[str]) -> list[tuple[str, int, int, int, int]]:
    """How to turn word list ``a`` into ``b``: ``equal``/``replace``/``insert``/``delete``
    runs, as :meth:`difflib.SequenceMatcher.get_opcodes` gives them."""
    if len(a) * len(b) <= _DIFFLIB_PAIRS:
        matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
        return [(str(op), *rest) for op, *rest in matcher.get_opcodes()]  # type: ignore[misc]
    return [
        (op.tag, op.src_start, op.src_end, op.dest_start, op.dest_end)
        for op in Levenshtein.opcodes(a, b)
    ]


#: A word, or one punctuation mark: the tokens of the diff when the words are all alike.
_WORD_OR_MARK = regex.compile(rf"{_WORD.pattern}|[^\w\s]", regex.V1)


def word_diff(quote: str, passage: str, names: Iterable[str] = ()) -> tuple[Difference, ...]:
    """Word-level differences between a quote and a passage, in the quote's order.

    The differences are the *minimal* edit between the two word sequences (the fewest
    words changed, added or left out: a Levenshtein alignment, not ``difflib``'s longest
    blocks, which explained two swapped words as one left out and two added). Words are
    compared once the tolerated normalizations ``names`` and case are folded, so what the
    policy tolerates (a quote mark typed straight for a curly one) is never a difference.
    Each side is shown as its text's own characters, with the punctuation glued to its
    words that the other side does not have (``("\t")`` left out, not ``'t'``).
    When every word is alike but the texts differ, the punctuation that differs is named
    (a near miss is never reported with nothing to show for it).
    """
    names = tuple(n for n in names if n != "case")
    sides = _Side(quote, names), _Side(passage, names)
    differences = _diff(_WORD, *sides)
    if not differences:
        differences = _diff(_WORD_OR_MARK, *sides)
    return differences


class _Side:
    """One side of a diff: its text, folded, and (per token pattern) its tokens."""

    def __init__(self, text: str, names: tuple[str, ...]) -> None:
        self.text, self.names = text, names
        self.folded = fold(text, names)

    def tokens(self, pattern: regex.Pattern[str]) -> tuple[list[str], list[tuple[int, int]]]:
        """The tokens' comparison keys (folded, case-folded) and their original spans."""
        found = [m.span() for m in pattern.finditer(self.folded.text)]
        keys = [self.folded.text[a:b].casefold() for a, b in found]
        return keys, self.folded.map.to_original_spans(found)

    def same(self, a: str, b: str) -> bool:
        return a == b or fold(a, self.names).text == fold(b, self.names).text


def _diff(pattern: regex.Pattern[str], quote: _Side, passage: _Side) -> tuple[Difference, ...]:
    quote_keys, quote_spans = quote.tokens(pattern)
    passage_keys, passage_spans = passage.tokens(pattern)
    out: list[Difference] = []
    for q1, q2, p1, p2 in _edits(quote_keys, passage_keys):
        said, source = _shown(quote, quote_spans, q1, q2, passage, passage_spans, p1, p2)
        if q1 < q2 and p1 < p2:
            out.append(Difference("changed", said, source))
        elif p1 < p2:
            out.append(Difference("removed", "", source))
        else:
            out.append(Difference("added", said, ""))
    return tuple(out)


def _edits(a: list[str], b: list[str]) -> list[tuple[int, int, int, int]]:
    """The runs of a minimal edit turning ``a`` into ``b``, each ``(a1, a2, b1, b2)``:
    adjacent substitutions, insertions and deletions are one run."""
    runs: list[tuple[int, int, int, int]] = []
    for op in Levenshtein.opcodes(a, b):
        if op.tag == "equal":
            continue
        if runs and runs[-1][1] == op.src_start and runs[-1][3] == op.dest_start:
            runs[-1] = (runs[-1][0], op.src_end, runs[-1][2], op.dest_end)
        else:
            runs.append((op.src_start, op.src_end, op.dest_start, op.dest_end))
    return runs


def _shown(
    quote: _Side, quote_spans: list[tuple[int, int]], q1: int, q2: int,
    passage: _Side, passage_spans: list[tuple[int, int]], p1: int, p2: int,
) -> tuple[str, str]:  # fmt: skip
    """Each side's words ``[x1, x2)`` as its own characters, with the marks glued to them
    (no space between) that lie outside any token, less the glued marks both sides share
    (``(first)`` and ``(second)`` are ``first`` and ``second``)."""
    q = _glued(quote.text, quote_spans, q1, q2)
    p = _glued(passage.text, passage_spans, p1, p2)
    if q is not None and p is not None:
        (qlo, qin, qout, qhi), (plo, pin, pout, phi) = q, p
        while qlo < qin and plo < pin and quote.same(quote.text[qlo], passage.text[plo]):
            qlo, plo = qlo + 1, plo + 1
        while qout < qhi and pout < phi and quote.same(quote.text[qhi - 1], passage.text[phi - 1]):
            qhi, phi = qhi - 1, phi - 1
        q, p = (qlo, qin, qout, qhi), (plo, pin, pout, phi)
    said = _SPACE.sub(" ", quote.text[q[0] : q[3]]).strip() if q is not None else ""
    source = _SPACE.sub(" ", passage.text[p[0] : p[3]]).strip() if p is not None else ""
    return said, source


_SPACE = regex.compile(r"\s+")


def _glued(
    text: str, spans: list[tuple[int, int]], first: int, end: int
) -> tuple[int, int, int, int] | None:
    """``(lo, first token's start, last token's end, hi)`` for tokens ``[first, end)``,
    ``lo``/``hi`` taking in the non-space characters glued to them up to the tokens on
    either side; None for no tokens."""
    if first >= end:
        return None
    start, stop = spans[first][0], spans[end - 1][1]
    left = spans[first - 1][1] if first else 0
    right = spans[end][0] if end < len(spans) else len(text)
    lo, hi = start, stop
    while lo > left and not text[lo - 1].isspace():
        lo -= 1
    while hi < right and not text[hi].isspace():
        hi += 1
    return lo, start, stop, hi
