"""Words set letter by letter: where they are, so that ``letterspacing`` can close them up.

Cyrillic and German books stress a word by spacing its letters (разрядка, Sperrsatz), and
old e-texts type such a word ``g e s p e r r t``; a PDF's text layer gives the letters with
spaces between them (pdftotext and pdfminer read them so too), since the spacing is as
wide as a word space: tracked at a quarter of an em, a spaced Church Slavonic word's gaps
were 0.16 to 0.25 of its letters' height, the line's word gaps 0.14 to 0.24 (XeTeX and
LuaTeX, round 60). Nothing on the page tells the letters of a spaced word from words of
one letter, so the reading keeps the spaces, and the fold reads three or more letters of
a cased script (Latin, Greek, Cyrillic, Armenian ...), each alone between spaces with its
marks, as one word, on both sides of a comparison.

A run is whole: its first letter is the first after anything but a letter or a mark (a
dash, an apostrophe, a digit: "l’a t e i s m o" is "l’ateismo", never "l’a teismo", which
would let "teismo" stand for "ateismo"), and its last the last before anything but one.
Every run of three letters holds one alone between two spaces, so the text is searched
for those (a pattern led by a space), and each run is read from its first letter: about
4 ms for 100,000 characters of prose, linear, 40 to 75 ms where words of one letter crowd
(it folds only for a quote nothing else found: ``Policy.LAST_RESORT``).
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

from .._lazy import re_pattern
from ._edits import Replacement

if TYPE_CHECKING:
    import re

__all__ = ["spaced_letters"]

#: The combining marks of the cased scripts: Latin, Greek and Cyrillic accents and
#: breathings (U+0300 to U+036F), Cyrillic titlo and its kin (U+0483 to U+0489), the
#: extended and supplementary diacritics, the marks for symbols, the combining Cyrillic
#: letters and Slavonic marks, and the half marks.
_MARK_RANGES = (
    (0x0300, 0x036F), (0x0483, 0x0489), (0x1AB0, 0x1AFF), (0x1DC0, 0x1DFF),
    (0x20D0, 0x20FF), (0x2DE0, 0x2DFF), (0xA66F, 0xA67D), (0xFE20, 0xFE2F),
)  # fmt: skip
_MARKS = "".join(f"{chr(a)}-{chr(b)}" for a, b in _MARK_RANGES)
_LETTER = rf"[^\W\d_][{_MARKS}]*"  # a letter with its marks
#: Modifier letters written as apostrophes and primes (U+02B9 to U+02BF, U+02C8 to
#: U+02CB: "dellʼa t e i s m o"), which stand between words as punctuation does.
_APOSTROPHE_RANGES = ((0x02B9, 0x02BF), (0x02C8, 0x02CB))
_APOSTROPHES = "".join(f"{chr(a)}-{chr(b)}" for a, b in _APOSTROPHE_RANGES)
#: A letter with its marks alone between two spaces: the middle of every run of three.
_MIDDLE: re.Pattern[str] = re_pattern(rf" {_LETTER}(?= )")
#: A run from its first letter: letters with their marks, each two a space apart, the
#: first after no letter or mark, the last before none.
_RUN: re.Pattern[str] = re_pattern(
    rf"(?:(?<=[{_APOSTROPHES}])|(?<![^\W\d_]))(?<![{_MARKS}])"
    rf"{_LETTER}(?: {_LETTER})+(?![^\W\d_])(?![{_MARKS}])"
)
#: At least this many letters make a spaced word (``a b`` is two words more often than
#: one).
LEAST_LETTERS = 3
_CASED = frozenset(("Lu", "Ll", "Lt"))
#: What closes a clause or a bracket right after a word: a spaced word's tracking leaves
#: a space before it (pdfLaTeX with microtype's ``\textls``: "S p e r r s a t z , und").
_CLOSING = frozenset(",.;:!?)]}»”’…")


def spaced_letters(text: str) -> list[Replacement]:
    """Each run of :data:`LEAST_LETTERS` or more cased letters (each with its marks)
    standing alone between single spaces, closed up: each space with the character before
    it replaced by that character (so that every space stays in a folded character's
    piece), in order."""
    out: list[Replacement] = []
    done = 0  # the end of the last run read: a middle inside it is passed over
    for middle in _MIDDLE.finditer(text):
        at = middle.start()
        if at < done:
            continue
        first = _first_letter(text, at)
        found = _RUN.match(text, first)
        if found is None and (first == at or _after_a_letter(text, first)):
            # (no letter ends at the space, or it ends a longer word: the run starts
            # after the space; a letter glued to what stands before it, "xa m o r a l",
            # is a run that does not start whole, so none is read there)
            found = _RUN.match(text, at + 1)
        if found is None:
            continue
        done = found.end()
        out.extend(_closed_up(text, found.start(), done))
    return out


def _first_letter(text: str, space: int) -> int:
    """Where the letter with its marks just before ``space`` starts (``space`` itself
    when a mark or a letter does not end there)."""
    at = space
    while at > 0 and _is_mark(text[at - 1]):
        at -= 1
    if at > 0 and text[at - 1].isalpha():
        return at - 1
    return space


def _after_a_letter(text: str, at: int) -> bool:
    """A letter (not an apostrophe's modifier letter) or a mark stands before ``at``."""
    if at == 0:
        return False
    before = text[at - 1]
    if _is_mark(before):
        return True
    return before.isalpha() and not _within(before, _APOSTROPHE_RANGES)


def _is_mark(char: str) -> bool:
    return _within(char, _MARK_RANGES)


def _within(char: str, ranges: tuple[tuple[int, int], ...]) -> bool:
    return any(low <= ord(char) <= high for low, high in ranges)


def _closed_up(text: str, start: int, end: int) -> list[Replacement]:
    """The spaces to take out in ``text[start:end]``, letters a space apart: those
    between the letters of each stretch of :data:`LEAST_LETTERS` or more cased ones."""
    out: list[Replacement] = []
    letters = 0  # in the stretch of cased letters so far
    inside: list[int] = []  # the spaces between them
    at = start
    for token in [*text[start:end].split(" "), ""]:  # "": the end closes the last stretch
        if token and unicodedata.category(token[0]) in _CASED:
            if letters:
                inside.append(at - 1)
            letters += 1
            at += len(token) + 1
            continue
        if letters >= LEAST_LETTERS:
            out.extend((s - 1, s + 1, text[s - 1]) for s in inside)
            if not token and text[end : end + 1] == " " and text[end + 1 : end + 2] in _CLOSING:
                # the tracking's space before a comma (microtype's \textls), kept in the
                # comma's piece: a quote ending with the word ends where the word does
                out.append((end, end + 2, text[end + 1]))
        letters, inside = 0, []
        at += len(token) + 1
    return out
