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

A long text is first looked over with numpy, when it is at hand (a run needs two tokens
of one letter in a row: 0.3 ms for 100,000 characters against 1 ms for a pattern over
the whole text); each place found, and every short text, is read by the pattern.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

from .._lazy import deferred, re_pattern
from ._charsets import ARRAY_SCAN, arrays_at_hand
from ._edits import Replacement

if TYPE_CHECKING:
    import re

    import numpy as np
else:
    np = deferred("numpy")

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
#: A run from a token's start: opening punctuation, then letters with their marks, each
#: two a space apart, the last not followed by a letter, digit or mark.
_RUN: re.Pattern[str] = re_pattern(
    rf"[^\w\s{_MARKS}]*([^\W\d_][{_MARKS}]*(?: [^\W\d_][{_MARKS}]*)+)(?![\w{_MARKS}])"
)
#: At least this many letters make a spaced word (``a b`` is two words more often than
#: one).
LEAST_LETTERS = 3
_CASED = frozenset(("Lu", "Ll", "Lt"))


def spaced_letters(text: str) -> list[Replacement]:
    """The spaces inside each run of :data:`LEAST_LETTERS` or more cased letters (each
    with its marks) standing alone between single spaces, as deletions, in order."""
    if " " not in text:
        return []
    if len(text) >= ARRAY_SCAN and arrays_at_hand():
        starts = _candidate_starts(text)
    else:
        starts = [0, *(at + 1 for at in _spaces(text))]
    out: list[Replacement] = []
    done = 0  # the end of the last run read: a candidate inside it is passed over
    for start in starts:
        if start < done:
            continue
        found = _RUN.match(text, start)
        if found is None:
            continue
        out.extend(_closed_up(text, found.start(1), found.end(1)))
        done = found.end(1)
    return out


def _spaces(text: str) -> list[int]:
    at = text.find(" ")
    found = []
    while at >= 0:
        found.append(at)
        at = text.find(" ", at + 1)
    return found


def _closed_up(text: str, start: int, end: int) -> list[Replacement]:
    """The spaces to delete in ``text[start:end]``, letters a space apart: those between
    the letters of each stretch of :data:`LEAST_LETTERS` or more cased ones."""
    out: list[Replacement] = []
    letters = 0  # in the stretch of cased letters so far
    inside: list[int] = []  # the spaces between them
    at = start
    for token in text[start:end].split(" "):
        if unicodedata.category(token[0]) in _CASED:
            if letters:
                inside.append(at - 1)
            letters += 1
        else:
            if letters >= LEAST_LETTERS:
                out.extend((s, s + 1, "") for s in inside)
            letters, inside = 0, []
        at += len(token) + 1
    if letters >= LEAST_LETTERS:
        out.extend((s, s + 1, "") for s in inside)
    return out


def _candidate_starts(text: str) -> list[int]:
    """Where a run may start: the token before each place where two tokens of one letter
    (its marks aside) follow each other, and that place (the token before may open the
    run with a bracket or a quotation mark)."""
    codes = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")
    counted = np.ones(len(codes), dtype=np.int64)
    if int(codes.max()) >= _MARK_RANGES[0][0]:
        for low, high in _MARK_RANGES:
            counted[(codes >= low) & (codes <= high)] = 0
    spaces = np.flatnonzero(codes == 0x20)
    if len(spaces) < 2:
        return [0]
    # token i lies between bounds[i] and bounds[i + 1]; its weight is its characters
    # less its marks
    bounds = np.concatenate(([-1], spaces, [len(codes)]))
    total = np.concatenate(([0], np.cumsum(counted)))
    weight = total[bounds[1:]] - total[bounds[:-1] + 1]
    single = weight == 1
    pairs = np.flatnonzero(single[:-1] & single[1:])
    if not len(pairs):
        return []
    firsts = pairs[np.concatenate(([True], pairs[1:] != pairs[:-1] + 1))]
    token_starts = bounds[:-1] + 1
    found: set[int] = set()
    for first in firsts.tolist():
        found.add(int(token_starts[first]))
        if first > 0:
            found.add(int(token_starts[first - 1]))
    return sorted(found)
