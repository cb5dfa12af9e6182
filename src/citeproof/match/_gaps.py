"""A quote found with white space taken out, then judged gap by gap by one rule.

Two readers may disagree on a space no one typed: a browser shows a line break between
two Chinese characters as a space (:mod:`._shown_breaks`), one PDF reader reads a space
where a subscript ends and another does not (:mod:`._script_spaces`). The whitespace
normalization cannot let such a space come or go (it keeps a typed space a difference:
``地名 は`` is not ``地名は``, ``σi (x`` not ``σi(x``), so a quote copied from the other
reader was a paraphrase of its own passage. Each such tolerance is a :class:`GapRule`: the
quote is found with white space taken out of both (its characters in order, any white
space or none between each two), and every gap between two of its characters is put to
the rule; one gap it refuses and the place is no match. So a rule can only let white space
differ, and only where it says; every other character must be the source's.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

__all__ = ["find_with_gaps"]

if TYPE_CHECKING:  # a type only: a Protocol class costs every command's start ~1 ms
    from typing import Protocol

    class GapRule(Protocol):
        """Where a quote's white space may differ from the source's, and what ends a word."""

        def agrees(self, source: str, gap: int, char: int, said: str) -> bool:
            """Whether the quote's white space ``said`` before the character at ``char`` of
            ``source`` may stand for the source's own, ``source[gap:char]`` (may be
            empty)."""
            ...

        def word_char(self, char: str) -> bool:
            """A character that continues a word (a match may not start or end inside
            one)."""
            ...


def _pattern(chars: list[str]) -> re.Pattern[str]:
    """The characters in order, any white space (or none) between each two."""
    return re.compile(r"\s*".join(re.escape(c) for c in chars))


def _split(quote: str) -> tuple[list[str], list[str]]:
    """The characters of ``quote`` that are not white space, and the white space before
    each."""
    chars: list[str] = []
    gaps: list[str] = []
    gap: list[str] = []
    for char in quote:
        if char.isspace():
            gap.append(char)
            continue
        chars.append(char)
        gaps.append("".join(gap))
        gap.clear()
    return chars, gaps


def _agrees(source: str, start: int, quote_gaps: list[str], rule: GapRule) -> bool:
    """Each gap of the match at ``start`` agrees with the quote's by ``rule`` (the
    pattern found it, so the characters are the quote's)."""
    at = start + 1  # after the first character; its gap is outside the match
    for said in quote_gaps[1:]:
        gap = at
        while source[at].isspace():
            at += 1
        if not rule.agrees(source, gap, at, said):
            return False
        at += 1
    return True


def find_with_gaps(source: str, quote: str, rule: GapRule, limit: int) -> list[tuple[int, int]]:
    """Where ``quote`` occurs in ``source`` with its white space judged by ``rule`` (see
    the module's docstring): up to ``limit`` spans of ``source``, never inside a word."""
    quote = quote.strip()
    chars, quote_gaps = _split(quote)
    if not chars:
        return []
    pattern = _pattern(chars)
    spans: list[tuple[int, int]] = []
    match = pattern.search(source)
    while match is not None and len(spans) < limit:
        start, end = match.span()
        inside = (start > 0 and rule.word_char(quote[0]) and rule.word_char(source[start - 1])) or (
            end < len(source) and rule.word_char(quote[-1]) and rule.word_char(source[end])
        )
        if not inside and _agrees(source, start, quote_gaps, rule):
            spans.append((start, end))
        match = pattern.search(source, start + 1)
    return spans
