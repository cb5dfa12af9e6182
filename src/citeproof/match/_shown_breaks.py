"""A space a browser shows where the source breaks a line between two wide characters.

CSS Text leaves it to the browser what a line break in the source (a *segment break*)
between two Chinese or Japanese characters becomes: CSS Text 3 says the transformation
is UA-defined; CSS Text 4 removes it when both characters are East Asian Wide, Fullwidth
or Halfwidth (not Hangul), as Firefox does; Chromium shows a space. So the same page
reads ``と表示`` in one browser and ``と 表示`` in the other, and a quote copied from
Chromium carries a space the source never typed. The whitespace normalization takes the
break out (``地名\\nは`` is ``地名は``) but keeps a typed space a difference (``地名 は`` is
not ``地名は``), so the copied quote was a paraphrase of its own passage.

:func:`shown_breaks` finds the quote as a browser may have shown the source, a gap rule
(:mod:`._gaps`): the quote may have a space between two wide characters only where the
source has white space (a typed space, or a line break), and none only where the source
has nothing or a line break; every other gap has white space on both sides or neither. So
a space typed between two such characters where the source has none, or one left out
where the source typed it, stays a difference; and nothing but white space may differ.
"""

from __future__ import annotations

import re
from functools import cache

from ._gaps import find_with_gaps

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


_BREAKS = frozenset("\r\n\u2028\u2029\x0b\x0c\x85")


def has_shown_break(quote: str) -> bool:
    """Whether ``quote`` has white space between two wide characters."""
    return not quote.isascii() and _shown().search(quote) is not None


def _wide(char: str) -> bool:
    return _wide_char().match(char) is not None


class _ShownBreaks:
    """The gap rule of a browser's shown line breaks (see the module's docstring)."""

    def agrees(self, source: str, gap: int, char: int, said: str) -> bool:
        typed = source[gap:char]
        if _wide(source[gap - 1]) and _wide(source[char]):
            if said and not typed:
                return False  # a space typed where the source has none
            # no space where the source typed one (a line break a browser may drop)
            return bool(said) or not typed or bool(_BREAKS.intersection(typed))
        return bool(said) == bool(typed)

    def word_char(self, char: str) -> bool:
        return char.isalnum() and not _wide(char)


_RULE = _ShownBreaks()


def shown_breaks(source: str, quote: str, limit: int) -> list[tuple[int, int]]:
    """Where ``quote`` occurs in ``source`` as a browser may have shown it (see the
    module's docstring): up to ``limit`` spans of ``source``, never inside a word."""
    return find_with_gaps(source, quote, _RULE, limit)
