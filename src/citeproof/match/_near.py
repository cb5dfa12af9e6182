"""Near misses: the nearest passage to a quote that is not there, and what differs.

Finding the passage is ``rapidfuzz``'s ``partial_ratio_alignment`` (the best-matching
window, in C++: about a millisecond in 100,000 characters, where a Python window scan
with ``difflib`` takes seconds). It runs on the source folded with every tolerated
normalization and case, so a near miss is judged on wording, not typography. The window
is widened to whole words of the original, and compared word by word with the quote.
"""

from __future__ import annotations

import difflib
import re

from rapidfuzz import fuzz

from ..text import Folded
from ._finding import Difference

__all__ = ["NEGATIONS", "content_words", "nearest_window", "overlap", "word_diff"]

_WORD = re.compile(r"\w+(?:['’]\w+)*")


def _word_set(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Function words that carry little of a quote's content. Negations, modals, numbers and
#: quantities are deliberately absent: "may" vs "must", "not", "24" are the content.
STOPWORDS = _word_set(
    """a an the and or but if then than so as of at by for from in into on onto to with
    about over under between through during before after above below up down out off
    is are was were be been being am it its this that these those there here which who
    whom whose what when where why how he she they we you i me him her them us my your
    his their our also just very too such"""
)

#: Words whose removal by an elision would reverse what the source says.
NEGATIONS = _word_set("not no never nor neither none nobody nothing nowhere cannot without n't")


def words(text: str) -> list[str]:
    """The words of ``text``, case-folded."""
    return [w.casefold() for w in _WORD.findall(text)]


def content_words(text: str) -> list[str]:
    """The words of ``text`` that are not function words."""
    return [w for w in words(text) if w not in STOPWORDS]


def overlap(quote: str, passage: str) -> float:
    """Share of the quote's distinct content words that the passage holds (0 to 1)."""
    wanted = set(content_words(quote))
    if not wanted:
        return 0.0
    return round(len(wanted & set(content_words(passage))) / len(wanted), 4)


def nearest_window(folded: Folded, folded_quote: str) -> tuple[int, int] | None:
    """The original span of the passage most like the quote, widened to whole words."""
    haystack = folded.text
    if not haystack.strip() or not folded_quote.strip():
        return None
    if len(folded_quote) >= len(haystack):
        start, end = 0, len(haystack)
    else:
        alignment = fuzz.partial_ratio_alignment(folded_quote, haystack)
        if alignment is None or alignment.score == 0:
            return None
        start, end = alignment.dest_start, alignment.dest_end
    original_start, original_end = folded.map.to_original(start, end)
    return original_start, original_end


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
    matcher = difflib.SequenceMatcher(
        None, quote_words, [text[a:b].casefold() for a, b in spans], autojunk=False
    )
    blocks = [b for b in matcher.get_matching_blocks() if b.size]
    if not blocks:
        return start, end
    first, last = blocks[0], blocks[-1]
    # Keep source words the quote changed at its edges too (a first or last word swapped).
    first_word = max(0, first.b - first.a) if first.a else first.b
    last_word = min(
        len(spans) - 1, last.b + last.size - 1 + (len(quote_words) - last.a - last.size)
    )
    return spans[first_word][0], spans[last_word][1]


def word_diff(quote: str, passage: str) -> tuple[Difference, ...]:
    """Word-level differences between a quote and a passage, in the quote's order."""
    quote_words = _WORD.findall(quote)
    passage_words = _WORD.findall(passage)
    matcher = difflib.SequenceMatcher(
        None,
        [w.casefold() for w in quote_words],
        [w.casefold() for w in passage_words],
        autojunk=False,
    )
    out: list[Difference] = []
    for op, q1, q2, p1, p2 in matcher.get_opcodes():
        said = " ".join(quote_words[q1:q2])
        source = " ".join(passage_words[p1:p2])
        if op == "replace":
            out.append(Difference("changed", said, source))
        elif op == "insert":
            out.append(Difference("removed", "", source))
        elif op == "delete":
            out.append(Difference("added", said, ""))
    return tuple(out)


def has_negation(text: str) -> bool:
    """True when ``text`` holds a negation word (or a ``n't`` contraction)."""
    return any(w in NEGATIONS or w.endswith("n't") or w.endswith("n’t") for w in words(text))
