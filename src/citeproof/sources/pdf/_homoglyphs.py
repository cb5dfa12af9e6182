"""Latin letters a PDF's text layer gives inside Cyrillic words, read as the Cyrillic
letters they are drawn as.

A font that draws Latin and Cyrillic shares one glyph between look-alike letters (``o``
and ``о``, ``a`` and ``а``, ``ó`` and ``о́``), and a text layer made from the font's
character map (XeTeX's) names the glyph by whichever code point comes first: Triod
Postnaja's stressed ``о́`` is given as Latin ``ó``, and "прїидо́ша" was read
"прїидóша", so no quote of the word was confirmed (round 58's probe of pages set by TeX,
``tests/realdocs/tex_printed.py``; LuaTeX, naming each glyph by what was typed, reads it
right). A word that is Cyrillic but for such letters is read all Cyrillic, as its reader
sees it; a Latin word, or a word holding any Latin letter without a Cyrillic look-alike
(a product name, "PDF-файл" split at its hyphen apart), is left as given.
"""

from __future__ import annotations

import re
import unicodedata
from array import array
from typing import Any

from ._layout import Run

__all__ = ["LOOK_ALIKES", "cyrillic_words", "may_mix"]

#: Latin letters and the Cyrillic letters drawn with the same glyph in fonts with both
#: scripts (Unicode's confusables, the letters alone: no digit, no symbol).
LOOK_ALIKES: dict[str, str] = {
    "a": "\u0430", "c": "\u0441", "e": "\u0435", "i": "\u0456", "j": "\u0458",
    "o": "\u043e", "p": "\u0440", "s": "\u0455", "x": "\u0445", "y": "\u0443",
    "A": "\u0410", "B": "\u0412", "C": "\u0421", "E": "\u0415", "H": "\u041d",
    "I": "\u0406", "J": "\u0408", "K": "\u041a", "M": "\u041c", "O": "\u041e",
    "P": "\u0420", "S": "\u0405", "T": "\u0422", "X": "\u0425",
}  # fmt: skip

_WORD = re.compile(r"[^\W\d_][\w]*")


def _is_cyrillic(char: str) -> bool:
    return "\u0400" <= char < "\u0530" or "\u2de0" <= char < "\u2e00" or "\ua640" <= char < "\ua6a0"


def may_mix(codes: Any) -> bool:
    """A page's glyph codes (an array) hold Cyrillic letters and Latin ones: only then
    can a word mix them."""
    if not ((codes >= 0x400) & (codes < 0x530)).any():
        return False
    upper = (codes >= 0x41) & (codes <= 0x5A)
    return bool(
        (upper | ((codes >= 0x61) & (codes <= 0x7A)) | ((codes >= 0xC0) & (codes < 0x250))).any()
    )


def _cyrillic(char: str) -> str | None:
    """The Cyrillic letter (and its marks, decomposed) ``char`` is drawn as, or None."""
    parts = unicodedata.normalize("NFD", char)
    letter = LOOK_ALIKES.get(parts[0])
    return None if letter is None else letter + parts[1:]


def _mixed(word: str) -> bool:
    """``word`` holds a Cyrillic letter and Latin look-alikes, and no other Latin letter."""
    cyrillic = latin = False
    for char in word:
        if _is_cyrillic(char):
            cyrillic = cyrillic or char.isalpha()
        elif char.isalpha():
            if _cyrillic(char) is None:
                return False
            latin = True
    return cyrillic and latin


def cyrillic_words(runs: list[Run]) -> list[Run]:
    """``runs`` with each Cyrillic word's Latin look-alike letters read as Cyrillic; a
    letter that becomes a letter and its marks gives each mark a box of no width at the
    letter's right edge, as a seated mark has (:func:`._extract._seat_marks`)."""
    out: list[Run] = []
    for run in runs:
        text = run.text
        if not any(_is_cyrillic(char) for char in text) or text.isascii():
            out.append(run)
            continue
        pieces: list[str] = []
        boxes = array("f")
        at = 0
        changed = False
        for match in _WORD.finditer(text):
            if not _mixed(match.group()):
                continue
            changed = True
            start = match.start()
            pieces.append(text[at:start])
            if run.boxes:
                boxes.extend(run.boxes[4 * at : 4 * start])
            for k, char in enumerate(match.group(), start):
                new = char if _is_cyrillic(char) else (_cyrillic(char) or char)
                pieces.append(new)
                if run.boxes:
                    x0, y0, x1, y1 = run.boxes[4 * k : 4 * k + 4]
                    boxes.extend((x0, y0, x1, y1))
                    for _ in new[1:]:
                        boxes.extend((x1, y0, x1, y1))
            at = match.end()
        if not changed:
            out.append(run)
            continue
        pieces.append(text[at:])
        if run.boxes:
            boxes.extend(run.boxes[4 * at :])
        out.append(Run("".join(pieces), run.x0, run.y0, run.x1, run.y1, boxes, run.rtl))
    return out
