"""A space a browser shows where the source breaks a line between two wide characters.

CSS Text leaves it to the browser what a line break in the source (a *segment break*)
between two Chinese or Japanese characters becomes: CSS Text 3 says the transformation
is UA-defined; CSS Text 4 removes it when both characters are East Asian Wide, Fullwidth
or Halfwidth (not Hangul), as Firefox does; Chromium shows a space. So the same page
reads ``と表示`` in one browser and ``と 表示`` in the other, and a quote copied from
Chromium carries a space the source never typed. The whitespace normalization takes the
break out (``地名\\nは`` is ``地名は``) but keeps a typed space a difference (``地名 は`` is
not ``地名は``), so the copied quote was a paraphrase of its own passage.

:func:`shown_breaks` finds the quote as a browser may have shown the source: both
compared with white space between two wide characters taken out and every other run of
white space as one space, then each place checked: the quote may have a space between two
wide characters only where the source has white space (a typed space, or a line break), and
none only where the source has nothing or a line break. So a space typed between two such
characters where the source has none, or one left out where the source typed it, stays a
difference; and nothing but white space may differ.
"""

from __future__ import annotations

import re
from functools import cache, lru_cache

__all__ = ["has_shown_break", "shown_breaks"]

#: East Asian Wide, Fullwidth and Halfwidth characters, Hangul left out (CSS Text 4's
#: segment-break rule): Han, kana, CJK punctuation, full-width and half-width forms.
_WIDE = (
    "\u3000-\u303f\u3040-\u309f\u30a0-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff"
    "\uf900-\ufaff\uff01-\uff9f\U00020000-\U0003134f"
)


@cache
def _wide_char() -> re.Pattern[str]:
    """A wide character. Compiled on first use, as :func:`_shown` is: the class's ranges
    cost ``re`` 5 ms at every start of a command that never meets a wide character."""
    return re.compile(f"[{_WIDE}]")


@cache
def _shown() -> re.Pattern[str]:
    """White space between two wide characters (in a quote: a space a browser may show)."""
    return re.compile(f"(?<=[{_WIDE}])\\s+(?=[{_WIDE}])")


_WHITE_RUN = re.compile(r"\s+")
_BREAKS = frozenset("\r\n\u2028\u2029\x0b\x0c\x85")


def has_shown_break(quote: str) -> bool:
    """Whether ``quote`` has white space between two wide characters."""
    return not quote.isascii() and _shown().search(quote) is not None


def _wide(char: str) -> bool:
    return _wide_char().match(char) is not None


def _squeezed(text: str) -> tuple[str, list[int]]:
    """``text`` with white space between two wide characters taken out and every other
    run of white space one space, and the offset in ``text`` of each character kept."""
    pieces: list[str] = []
    offsets: list[int] = []
    last = 0
    for m in _WHITE_RUN.finditer(text):
        start, end = m.span()
        pieces.append(text[last:start])
        offsets.extend(range(last, start))
        if not (start > 0 and end < len(text) and _wide(text[start - 1]) and _wide(text[end])):
            pieces.append(" ")
            offsets.append(start)
        last = end
    pieces.append(text[last:])
    offsets.extend(range(last, len(text)))
    return "".join(pieces), offsets


@lru_cache(maxsize=4)
def _squeezed_source(source: str) -> tuple[str, list[int]]:
    """:func:`_squeezed` of a source, kept: every quote of a request that has such a space
    is looked for in the same source, which is squeezed once, not once a quote."""
    return _squeezed(source)


def _gaps(text: str) -> tuple[list[str], list[str]]:
    """The characters of ``text`` that are not white space, and the white space before each."""
    chars: list[str] = []
    gaps: list[str] = []
    gap: list[str] = []
    for char in text:
        if char.isspace():
            gap.append(char)
            continue
        chars.append(char)
        gaps.append("".join(gap))
        gap.clear()
    return chars, gaps


def _agrees(matched: str, quote: str) -> bool:
    """``quote`` is ``matched`` but for white space, and each gap between two wide
    characters agrees: a space in the quote where the source has white space, none where
    it has nothing or a line break; every other gap: white space on both sides or neither."""
    source_chars, source_gaps = _gaps(matched)
    quote_chars, quote_gaps = _gaps(quote)
    if source_chars != quote_chars:
        return False
    for i in range(1, len(quote_chars)):
        said, typed = quote_gaps[i], source_gaps[i]
        if _wide(quote_chars[i - 1]) and _wide(quote_chars[i]):
            if said and not typed:
                return False
            if not said and typed and not _BREAKS.intersection(typed):
                return False
        elif bool(said) != bool(typed):
            return False
    return True


def _edge(char: str) -> bool:
    return char.isalnum() and not _wide(char)


def shown_breaks(source: str, quote: str, limit: int) -> list[tuple[int, int]]:
    """Where ``quote`` occurs in ``source`` as a browser may have shown it (see the
    module's docstring): up to ``limit`` spans of ``source``, never inside a word."""
    quote = quote.strip()
    wanted, _ = _squeezed(quote)
    if not wanted:
        return []
    text, offsets = _squeezed_source(source)
    spans: list[tuple[int, int]] = []
    at = text.find(wanted)
    while at >= 0 and len(spans) < limit:
        start, end = offsets[at], offsets[at + len(wanted) - 1] + 1
        inside = (start > 0 and _edge(quote[0]) and _edge(source[start - 1])) or (
            end < len(source) and _edge(quote[-1]) and _edge(source[end])
        )
        if not inside and _agrees(source[start:end], quote):
            spans.append((start, end))
        at = text.find(wanted, at + 1)
    return spans
