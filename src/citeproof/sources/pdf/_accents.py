"""TeX's spacing accents composed with the letters they stand over.

TeX without a Unicode font sets ``\\"o`` as two glyphs: a spacing diaeresis (``¨``) moved
over an ``o``. A text layer then reads "Br¨oker" (or, worse, "Broker" and a stray ``¨``
elsewhere), and no quote naming Bröker is found. As pdftotext does, a spacing accent
glyph whose box lies over a letter's (its centre within the letter's width, on the
letter's baseline give or take a line) is composed with that letter into one character
(NFC: ``o`` and ``¨`` -> ``ö``; a letter no character has with that accent, as a hatted
``L̂`` in a formula, is followed by the combining mark, in a box of no width at its right
edge); an accent over a dotless ``ı`` or ``ȷ`` (TeX's ``\\'\\i``) goes on an ``i`` or
``j``. An accent over no letter stays as it is.

TeX's ``\\not`` is the same trick: a slash drawn over a relation (``\\notin`` is ``\\not\\in``).
Read as it is drawn, "x ∉ A" is "x ∈/ A", and pdftotext drops the slash: "x ∈ A", the
opposite. A slash whose box's centre lies within a relation symbol's width, drawn just
before or after it, makes the negated relation when Unicode has one (``∉``, ``≠``, ``⊄``,
``≰``...: NFC of the symbol and U+0338); over anything else it stays a slash.

Pure: works on glyph records (a character and its page box first), no PDF access.
"""

from __future__ import annotations

import unicodedata
from typing import TypeVar

__all__ = [
    "COMBINING",
    "NEGATABLE",
    "NEGATION_SLASHES",
    "compose_accents",
    "compose_negations",
    "may_negate",
]

#: Each spacing accent glyph and the combining mark it stands for.
COMBINING = {
    "\u00a8": "\u0308",  # ¨ diaeresis
    "\u00b4": "\u0301",  # ´ acute
    "`": "\u0300",  # ` grave
    "\u02c6": "\u0302",  # ˆ circumflex
    "\u02dc": "\u0303",  # ˜ tilde
    "\u00b8": "\u0327",  # ¸ cedilla
    "\u02c7": "\u030c",  # ˇ caron
    "\u02d8": "\u0306",  # ˘ breve
    "\u02d9": "\u0307",  # ˙ dot above
    "\u02da": "\u030a",  # ˚ ring above
    "\u02dd": "\u030b",  # ˝ double acute
    "\u00af": "\u0304",  # ¯ macron
}
_DOTLESS = {"\u0131": "i", "\u0237": "j"}

G = TypeVar("G", bound=tuple)  # type: ignore[type-arg]


def _composed(letter: str, accent: str) -> str | None:
    """The letter with the accent: one character (NFC), or the letter and the combining
    mark when no character is both (a hatted ``L̂`` in a formula: two code points, as a
    person types it and NFC keeps it); None over what is no letter."""
    base = _DOTLESS.get(letter, letter)
    if not base.isalpha() or len(base) != 1:
        return None
    return unicodedata.normalize("NFC", base + COMBINING[accent])


def _over(accent: tuple[object, ...], letter: tuple[object, ...]) -> bool:
    """The accent's centre lies within the letter's width, near its baseline."""
    ax0, ay0, ax1, _ = (float(v) for v in accent[1:5])  # type: ignore[arg-type]
    lx0, ly0, lx1, ly1 = (float(v) for v in letter[1:5])  # type: ignore[arg-type]
    middle = (ax0 + ax1) / 2
    height = max(ly1 - ly0, 1.0)
    return lx0 <= middle <= lx1 and abs(ay0 - ly0) < 1.5 * height


def compose_accents(glyphs: list[G]) -> list[G]:
    """``glyphs`` (``(char, left, bottom, right, top, ...)``) with each spacing accent
    composed into the letter it stands over (drawn before it, after it, or elsewhere in
    the text layer: PDFium may put an accent TeX moved back at the line's end)."""
    accents = [i for i, g in enumerate(glyphs) if g[0] in COMBINING]
    if not accents:
        return glyphs
    rows: dict[int, list[int]] = {}
    for i, g in enumerate(glyphs):
        if g[0] not in COMBINING:
            rows.setdefault(round(float(g[2]) / 4), []).append(i)
    out: list[G] = list(glyphs)
    dropped: set[int] = set()
    taken: set[int] = set()
    marks: dict[int, G] = {}
    for i in accents:
        glyph = glyphs[i]
        row = round(float(glyph[2]) / 4)
        near = [j for r in (row - 1, row, row + 1) for j in rows.get(r, ())]
        middle = (float(glyph[1]) + float(glyph[3])) / 2
        best = None
        for j in sorted(near, key=lambda j: (abs(j - i) > 1, abs(j - i))):
            if j in taken or not _over(glyph, out[j]):
                continue
            composed = _composed(str(out[j][0]), str(glyph[0]))
            if composed is not None:
                centre = (float(out[j][1]) + float(out[j][3])) / 2
                if best is None or abs(centre - middle) < best[0]:
                    best = (abs(centre - middle), j, composed)
        if best is None:
            continue
        _, j, composed = best
        out[j] = (composed[0], *out[j][1:])  # type: ignore[assignment]
        if len(composed) > 1:
            # The mark after its letter, in a box of no width at the letter's right edge
            # (no gap that could read as a word space), the rest of the letter's record.
            letter = out[j]
            right = letter[3]
            mark = (composed[1:], right, letter[2], right, letter[4], *letter[5:6])
            marks[j] = (*mark, *(False,) * (len(letter) - len(mark)))  # type: ignore[assignment]
        taken.add(j)
        dropped.add(i)
    kept: list[G] = []
    for i, g in enumerate(out):
        if i not in dropped:
            kept.append(g)
            if i in marks:
                kept.append(marks[i])
    return kept


#: The glyphs TeX's ``\\not`` draws as (its ToUnicode says one of these).
NEGATION_SLASHES = frozenset({"/", "\u0338", "\u2215", "\u29f8"})
#: Every character that has a negated form of one code point (``∈`` -> ``∉``: NFC of it
#: and U+0338). Listed, not found at import: asking every code point cost each PDF reader's
#: start 5 ms (``tests/sources/pdf`` asks them all and holds the list to it).
NEGATABLE = "<=>←→↔⇐⇒⇔∃∈∋∣∥∼≃≅≈≍≡≤≥≲≳≶≷≺≻≼≽⊂⊃⊆⊇⊑⊒⊢⊨⊩⊫⊲⊳⊴⊵"
_NEGATED = {base: unicodedata.normalize("NFC", base + "\u0338") for base in NEGATABLE}


def may_negate(chars: str) -> bool:
    """True when ``chars`` hold a slash and a relation it could negate (the glyphs are then
    looked at one by one: most pages with a slash have none)."""
    return any(s in chars for s in NEGATION_SLASHES) and not _NEGATED.keys().isdisjoint(chars)


def _struck_through(slash: tuple[object, ...], relation: tuple[object, ...]) -> bool:
    """The slash is drawn across the relation: both upright (a turned glyph's box is in
    the page's frame, where a turned line's glyphs stand stacked, each over the next; a
    turned \\not is left as drawn), their centres within a third of the relation's width
    and a quarter of its height of each other, and the two overlapping by half the slash's
    width at least (a slash on the line below, beside the relation, or next to it in a
    slanted line is text: ``url=/content``, ``a </b``, ``x/=y``)."""
    if len(slash) > 5 and (slash[5] or relation[5]):  # the glyphs' turn, in degrees
        return False
    sx0, sy0, sx1, sy1 = (float(v) for v in slash[1:5])  # type: ignore[arg-type]
    rx0, ry0, rx1, ry1 = (float(v) for v in relation[1:5])  # type: ignore[arg-type]
    # the two centred on each other, across and up: a slanted (sheared) line's loose boxes
    # overlap their neighbours ("x/=y" in a faux italic), a tight column's line below
    # stands within a height
    if abs((sx0 + sx1) / 2 - (rx0 + rx1) / 2) > 0.3 * max(rx1 - rx0, 0.1):
        return False
    if abs((sy0 + sy1) / 2 - (ry0 + ry1) / 2) > 0.25 * max(ry1 - ry0, 1.0):
        return False
    overlap = min(sx1, rx1) - max(sx0, rx0)
    return overlap >= 0.5 * max(sx1 - sx0, 0.1)


def compose_negations(glyphs: list[G]) -> list[G]:
    """``glyphs`` (``(char, left, bottom, right, top, ...)``) with each negation slash drawn
    over a relation symbol next to it in drawing order composed with it (see the module)."""
    out: list[G] = list(glyphs)
    dropped: set[int] = set()
    for i, glyph in enumerate(glyphs):
        if glyph[0] not in NEGATION_SLASHES or i in dropped:
            continue
        for j in (i - 1, i + 1):
            if not 0 <= j < len(out) or j in dropped:
                continue
            negated = _NEGATED.get(str(out[j][0]))
            if negated is not None and _struck_through(glyph, out[j]):
                # the box of both glyphs' ink: the slash reaches below the relation, and a
                # line's rows are told apart by their glyphs' boxes (a subscript beside a
                # negated relation fell to a line of its own)
                a, b = out[j], glyph
                box = (min(float(a[1]), float(b[1])), min(float(a[2]), float(b[2])),
                       max(float(a[3]), float(b[3])), max(float(a[4]), float(b[4])))  # fmt: skip
                out[j] = (negated, *box, *out[j][5:])  # type: ignore[assignment]
                dropped.add(i)
                break
    return [g for i, g in enumerate(out) if i not in dropped] if dropped else glyphs
