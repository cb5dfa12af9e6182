"""The control codes of TeX's text encodings read as the glyphs a Type 3 font draws there.

TeX's text fonts keep their ligatures and typographic quotes at codes below 32: the
Cork encoding (T1, the EC fonts most European documents use) ``ﬀ ﬁ ﬂ ﬃ ﬄ`` at 27-31 and
the quotes, guillemets and dashes at 16-22; Knuth's OT1 (Computer Modern) the ligatures
at 11-15 and ``ß æ œ ø Æ Œ Ø`` at 25-31. A Type 3 font (the bitmap fonts ``dvips``
embeds) names its glyphs with no meaning (``/B3``, ``/CP``) and has no ToUnicode map,
so PDFium gives each such glyph its code as the character, a control character the
reading steps over: every word with a ligature lost it (TeX Live's ``sottigra``:
"déchi rez", "A n de", "su sante", "in uencer"; "Afin", "suffisante" not confirmed).

Which of the two encodings a font has is not written in the file. It is told from the
font's own text on the page: a ligature sits inside words, so each code of OT1's
ligatures (11-15) after a letter and before a lower-case one is a vote for OT1, each of
Cork's (27-31) there one for Cork, and the more votes win (Cork's cedilla and ogonek at
11 and 12 stand before a letter too, OT1's ``œ ø`` at 27 and 28 inside words: a few
against a page's ligatures). A font with no votes, or as many for each, is read as
before, and only characters of a Type 3 font are read so: any other font names its
glyphs and PDFium reads them. A Type 3 math font (OML's Greek letters at these codes) is
not told apart: its letters there were dropped before, and may now read as ligatures.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..._lazy import deferred
from ._glyphs import text_objects
from ._type3 import NEEDED, type3_fonts

if TYPE_CHECKING:
    import numpy as np
    import pypdfium2.raw as pdfium_c
else:
    np = deferred("numpy")
    pdfium_c = deferred("pypdfium2.raw")

__all__ = ["CORK", "OT1", "read_tex_codes"]

#: Cork (T1) below 32 (its accents at 0-12 are drawn over letters: left alone).
CORK = {
    0x0D: "‚", 0x0E: "‹", 0x0F: "›", 0x10: "“", 0x11: "”", 0x12: "„", 0x13: "«", 0x14: "»",
    0x15: "–", 0x16: "—", 0x19: "ı", 0x1A: "ȷ",
    0x1B: "ﬀ", 0x1C: "ﬁ", 0x1D: "ﬂ", 0x1E: "ﬃ", 0x1F: "ﬄ",
}  # fmt: skip
#: OT1 below 32 (its Greek capitals at 0-10 are mostly mathematics and its accents at
#: 18-24 are drawn over letters: left alone).
OT1 = {
    0x0B: "ﬀ", 0x0C: "ﬁ", 0x0D: "ﬂ", 0x0E: "ﬃ", 0x0F: "ﬄ", 0x10: "ı", 0x11: "ȷ",
    0x19: "ß", 0x1A: "æ", 0x1B: "œ", 0x1C: "ø", 0x1D: "Æ", 0x1E: "Œ", 0x1F: "Ø",
}  # fmt: skip
_OT1_LIGATURES = frozenset((0x0B, 0x0C, 0x0D, 0x0E, 0x0F))
_CORK_LIGATURES = frozenset((0x1B, 0x1C, 0x1D, 0x1E, 0x1F))
#: Every code either table reads.
_CODES = tuple(sorted(set(CORK) | set(OT1)))
#: Whether each code below 32 is one of them, looked up for a page's codes: ``np.isin``
#: cost three times more, and every page is asked (PDFium ends its lines with ``\r\n``).
_CODE_TABLE = bytes(value in _CODES for value in range(32))


def read_tex_codes(textpage_raw: object, text: str, codes: Any) -> dict[int, str]:
    """The characters at text positions of ``text`` (``codes`` its code points, a numpy
    array) that a Type 3 font draws at a code of TeX's encodings below 32, with the
    character each is read as (see the module). Empty for almost every page: only a page
    holding such a code is asked about its fonts."""
    wanted = np.frombuffer(_CODE_TABLE, dtype=bool)[np.minimum(codes, 31)] & (codes < 32)
    # Code 13 is a carriage return too, and PDFium ends each line it infers with "\r\n":
    # a glyph at 13 is one not followed by "\n".
    wanted[:-1] &= (codes[:-1] != 0x0D) | (codes[1:] != 0x0A)
    if len(codes) and codes[-1] == 0x0D:
        wanted[-1] = False  # "\r" alone at the end: PDFium's, not a glyph
    at = np.flatnonzero(wanted)
    if not len(at) or not all(hasattr(pdfium_c, name) for name in NEEDED):
        return {}
    positions = at.tolist()
    objects = text_objects(textpage_raw, positions)
    fonts = type3_fonts(objects)
    if not fonts:
        return {}
    votes: dict[int, list[int]] = {}  # each font's OT1 and Cork ligature codes in words
    chosen: list[tuple[int, int, int]] = []
    for position, obj in zip(positions, objects, strict=True):
        font = fonts.get(obj) if obj else None
        if font is None:
            continue
        code = ord(text[position])
        chosen.append((position, font, code))
        before = text[position - 1] if position else ""
        after = text[position + 1] if position + 1 < len(text) else ""
        if before.isalpha() and after.islower():  # "modi\x1ced", "A\x1cn"
            tally = votes.setdefault(font, [0, 0])
            tally[0] += code in _OT1_LIGATURES
            tally[1] += code in _CORK_LIGATURES
    tables: dict[int, dict[int, str]] = {}
    for font, (ot1, cork) in votes.items():
        if ot1 > cork:
            tables[font] = OT1
        elif cork > ot1:
            tables[font] = CORK
    out: dict[int, str] = {}
    for position, font, code in chosen:
        char = tables.get(font, {}).get(code)
        if char is not None:
            out[position] = char
    return out
