"""TeX's spacing accents composed with the letters they stand over.

TeX without a Unicode font sets ``\\"o`` as two glyphs: a spacing diaeresis (``¨``) moved
over an ``o``. A text layer then reads "Br¨oker" (or, worse, "Broker" and a stray ``¨``
elsewhere), and no quote naming Bröker is found. As pdftotext does, a spacing accent
glyph whose box lies over a letter's (its centre within the letter's width, on the
letter's baseline give or take a line) is composed with that letter into one character
(NFC: ``o`` and ``¨`` -> ``ö``; a letter no character has with that accent, as a hatted
``L̂`` in a formula, is followed by the combining mark, in a box of no width at its right
edge); an accent over a dotless ``ı`` or ``ȷ`` (TeX's ``\\'\\i``) goes on an ``i`` or
``j``. An accent over a letter that has one already, higher or lower, is stacked on it
(``ī̀``: the letter and its accents, the lowest first, NFC). An accent over no letter stays
as it is.

TeX's ``\\not`` is the same trick: a slash drawn over a relation (``\\notin`` is ``\\not\\in``).
Read as it is drawn, "x ∉ A" is "x ∈/ A", and pdftotext drops the slash: "x ∈ A", the
opposite. A slash whose box's centre lies within a relation symbol's width, drawn just
before or after it, makes the negated relation when Unicode has one (``∉``, ``≠``, ``⊄``,
``≰``...: NFC of the symbol and U+0338); over anything else it stays a slash.

Pure: works on glyph records (a character and its page box first), no PDF access.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping, Sequence
from operator import itemgetter
from typing import Any, TypeVar, overload

__all__ = [
    "COMBINING",
    "NEGATABLE",
    "NEGATION_SLASHES",
    "GlyphColumns",
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


class GlyphColumns(Sequence[tuple[Any, ...]]):
    """A page's glyph records held as columns, each record made when it is asked for.

    Most pages with an accent or a slash compose nothing (gnuplot's manual: code set with
    backquotes on half its pages), and making every glyph's record to find that out was
    4 % of its reading. The composers read the characters (:attr:`chars`) and the boxes
    (:attr:`edges`) as columns and make records only of the glyphs they look at; a record
    is what :meth:`records` makes of every glyph at once (Python floats, ints and bools)."""

    def __init__(
        self,
        chars: str,
        edges: tuple[Any, Any, Any, Any],
        degrees: Sequence[int],
        spaces: Any,
        new_objects: Any,
    ) -> None:
        #: The glyphs' characters, one each.
        self.chars = chars
        #: The glyphs' left, bottom, right and top edges: float arrays.
        self.edges = edges
        self._degrees = degrees
        self._flags = (spaces, new_objects)

    def __len__(self) -> int:
        return len(self.chars)

    @overload
    def __getitem__(self, k: int) -> tuple[Any, ...]: ...
    @overload
    def __getitem__(self, k: slice) -> Sequence[tuple[Any, ...]]: ...
    def __getitem__(self, k: int | slice) -> Any:
        if isinstance(k, slice):
            return [self[j] for j in range(*k.indices(len(self)))]
        left, bottom, right, top = self.edges
        spaces, new_objects = self._flags
        return (self.chars[k], float(left[k]), float(bottom[k]), float(right[k]),
                float(top[k]), self._degrees[k], bool(spaces[k]), bool(new_objects[k]))  # fmt: skip

    def records(self) -> list[tuple[Any, ...]]:
        """Every record, made in one pass."""
        left, bottom, right, top = (edge.tolist() for edge in self.edges)
        spaces, new_objects = (flag.tolist() for flag in self._flags)
        return list(zip(self.chars, left, bottom, right, top, self._degrees, spaces,
                        new_objects, strict=True))  # fmt: skip


def _edges(glyphs: Sequence[Any]) -> tuple[Any, Any, Any, Any]:
    """The glyphs' left, bottom, right and top edges as float arrays."""
    import numpy as np

    if isinstance(glyphs, GlyphColumns):
        return tuple(np.asarray(e, dtype=np.float64) for e in glyphs.edges)  # type: ignore[return-value]
    boxes = np.array([[float(v) for v in g[1:5]] for g in glyphs], dtype=np.float64)
    boxes = boxes.reshape(len(glyphs), 4)
    return boxes[:, 0], boxes[:, 1], boxes[:, 2], boxes[:, 3]


def _chars(glyphs: Sequence[Any]) -> str | None:
    """The glyphs' characters as one string, or None when a record holds several."""
    if isinstance(glyphs, GlyphColumns):
        return glyphs.chars
    chars = "".join(map(itemgetter(0), glyphs))
    return chars if len(chars) == len(glyphs) else None


class _Overlay:
    """``glyphs`` with some records replaced, the rest read through (no copy made until
    something changed: :meth:`composed`)."""

    def __init__(self, glyphs: Sequence[Any]) -> None:
        self._glyphs = glyphs
        self._changed: dict[int, Any] = {}

    def __getitem__(self, k: int) -> Any:
        changed = self._changed.get(k)
        return self._glyphs[k] if changed is None else changed

    def __setitem__(self, k: int, record: Any) -> None:
        self._changed[k] = record

    def __len__(self) -> int:
        return len(self._glyphs)

    def composed(self, dropped: set[int], marks: Mapping[int, Sequence[Any]]) -> list[Any]:
        """The records in order, ``dropped`` left out, each of ``marks``' records (one a
        mark) after its place."""
        glyphs = self._glyphs
        base = glyphs.records() if isinstance(glyphs, GlyphColumns) else list(glyphs)
        for k, record in self._changed.items():
            base[k] = record
        kept: list[Any] = []
        for i, g in enumerate(base):
            if i not in dropped:
                kept.append(g)
                if i in marks:
                    kept.extend(marks[i])
        return kept


def compose_accents(glyphs: Sequence[G]) -> Sequence[G]:
    """``glyphs`` (``(char, left, bottom, right, top, ...)``) with each spacing accent
    composed into the letter it stands over (drawn before it, after it, or elsewhere in
    the text layer: PDFium may put an accent TeX moved back at the line's end). Returns
    ``glyphs`` itself when nothing is composed."""
    chars = _chars(glyphs)
    if chars is None:  # a record of more than one character: asked one by one
        return _compose_accents(glyphs, [i for i, g in enumerate(glyphs) if g[0] in COMBINING])
    return _compose_accents(glyphs, [m.start() for m in _ACCENT.finditer(chars)])


#: Any spacing accent :data:`COMBINING` composes.
_ACCENT = re.compile("[" + re.escape("".join(sorted(COMBINING))) + "]")


class _Rows:
    """The glyphs that are no accent, by row (``round(bottom / 4)``), asked only for the
    rows an accent stands in or beside: a page's code set with backquotes has a few
    dozen accents among 2,000 glyphs, and filing every glyph by its row was a Python step
    each (rounding in numpy is Python's: half to even)."""

    def __init__(self, bottoms: Any, accents: list[int]) -> None:
        import numpy as np

        self._rows = np.round(bottoms / 4)
        self._letters = np.ones(len(bottoms), dtype=bool)
        self._letters[accents] = False
        self._asked: dict[int, list[int]] = {}

    def get(self, row: int) -> list[int]:
        """The glyphs of ``row`` that are no accent, in page order."""
        found = self._asked.get(row)
        if found is None:
            import numpy as np

            found = np.flatnonzero((self._rows == row) & self._letters).tolist()
            self._asked[row] = found
        return found


def _under(accent: tuple[object, ...], near: list[int], edges: tuple[Any, ...]) -> set[int]:
    """Those of the glyphs ``near`` the accent stands over: its centre within the letter's
    width, near its baseline (each letter's box from the arrays at once)."""
    import numpy as np

    ax0, ay0, ax1, _ = (float(v) for v in accent[1:5])  # type: ignore[arg-type]
    at = np.asarray(near, dtype=np.int64)
    lx0, ly0, lx1, ly1 = (edge[at] for edge in edges)
    middle = (ax0 + ax1) / 2
    height = np.maximum(ly1 - ly0, 1.0)
    over = (lx0 <= middle) & (middle <= lx1) & (np.abs(ay0 - ly0) < 1.5 * height)
    return set(at[over].tolist())


#: An accent stacked over another on one letter stands higher or lower than the nearest
#: of those on it by this share of the letter's height at least (the same accent drawn
#: twice at one height is none) ...
STACKED = 0.1
#: ... and at most this share (a row of accents a line above stands further off).
STACK_REACH = 0.5


def _stacked(
    accent: tuple[object, ...],
    letters: set[int],
    stacks: dict[int, list[tuple[str, float]]],
    out: _Overlay,
) -> tuple[float, int, str] | None:
    """An accent over a letter that has one already, just above or below it: TeX's Vedic
    ``\\`{\\=\\i}`` draws a grave over the macron over a dotless i (``sanskrit``'s
    ``nāvádhī̀tamastu``), and the grave, its letter taken, stayed a spacing accent at the
    line's end (where a quote that left the accent out was confirmed). The letter with
    all its accents, the lowest first (NFC: ``ī`` and a combining grave), as
    (distance of the centres, letter, composed); the nearest such letter, or None."""
    middle = (float(accent[1]) + float(accent[3])) / 2  # type: ignore[arg-type]
    bottom = float(accent[2])  # type: ignore[arg-type]
    best = None
    for j in letters:
        stack = stacks[j]
        height = max(float(out[j][4]) - float(out[j][2]), 1.0)
        nearest = min(abs(bottom - below) for _, below in stack[1:])
        if not STACKED * height <= nearest <= STACK_REACH * height:
            continue
        base = _DOTLESS.get(stack[0][0], stack[0][0])
        above = sorted([*stack[1:], (str(accent[0]), bottom)], key=itemgetter(1))
        composed = unicodedata.normalize("NFC", base + "".join(COMBINING[a] for a, _ in above))
        centre = (float(out[j][1]) + float(out[j][3])) / 2
        if best is None or abs(centre - middle) < best[0]:
            best = (abs(centre - middle), j, composed)
    return best


def _compose_accents(glyphs: Sequence[G], accents: list[int]) -> Sequence[G]:
    """:func:`compose_accents` with the accents' places in ``glyphs`` found."""
    if not accents:
        return glyphs
    edges = _edges(glyphs)
    rows = _Rows(edges[1], accents)
    out = _Overlay(glyphs)
    dropped: set[int] = set()
    taken: set[int] = set()
    marks: dict[int, list[G]] = {}
    stacks: dict[int, list[tuple[str, float]]] = {}  # a letter, then its accents, each's bottom
    for i in accents:
        glyph = glyphs[i]
        row = round(float(glyph[2]) / 4)
        near = [j for r in (row - 1, row, row + 1) for j in rows.get(r)]
        if not near:
            continue
        # a letter's box never changes as accents are composed into it (only its character)
        under = _under(glyph, near, edges)
        middle = (float(glyph[1]) + float(glyph[3])) / 2
        best = None
        for j in sorted(near, key=lambda j: (abs(j - i) > 1, abs(j - i))):
            if j in taken or j not in under:
                continue
            composed = _composed(str(out[j][0]), str(glyph[0]))
            if composed is not None:
                centre = (float(out[j][1]) + float(out[j][3])) / 2
                if best is None or abs(centre - middle) < best[0]:
                    best = (abs(centre - middle), j, composed)
        if best is None:
            best = _stacked(glyph, under & taken, stacks, out)
            if best is None:
                continue
        _, j, composed = best
        stacks.setdefault(j, [(str(out[j][0]), float(out[j][2]))]).append(
            (str(glyph[0]), float(glyph[2]))
        )
        out[j] = (composed[0], *out[j][1:])
        if len(composed) > 1:
            # Each mark after its letter, in a box of no width at the letter's right edge
            # (no gap that could read as a word space), the rest of the letter's record.
            letter = out[j]
            right = letter[3]
            rest = (*letter[5:6], *(False,) * (len(letter) - 6))
            marks[j] = [
                (c, right, letter[2], right, letter[4], *rest)  # type: ignore[misc]
                for c in composed[1:]
            ]
        else:  # a second accent may make a letter of one code point (ǖ)
            marks.pop(j, None)
        taken.add(j)
        dropped.add(i)
    if not dropped:  # no accent over a letter: nothing changed
        return glyphs
    return out.composed(dropped, marks)


#: The glyphs TeX's ``\\not`` draws as (its ToUnicode says one of these).
NEGATION_SLASHES = frozenset({"/", "\u0338", "\u2215", "\u29f8"})
#: Every character that has a negated form of one code point (``∈`` -> ``∉``: NFC of it
#: and U+0338). Listed, not found at import: asking every code point cost each PDF reader's
#: start 5 ms (``tests/sources/pdf`` asks them all and holds the list to it).
NEGATABLE = "<=>←→↔⇐⇒⇔∃∈∋∣∥∼≃≅≈≍≡≤≥≲≳≶≷≺≻≼≽⊂⊃⊆⊇⊑⊒⊢⊨⊩⊫⊲⊳⊴⊵"
_NEGATED = {base: unicodedata.normalize("NFC", base + "\u0338") for base in NEGATABLE}


#: Any of :data:`NEGATION_SLASHES`.
_SLASH = re.compile("[" + re.escape("".join(sorted(NEGATION_SLASHES))) + "]")


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


def compose_negations(glyphs: Sequence[G]) -> Sequence[G]:
    """``glyphs`` (``(char, left, bottom, right, top, ...)``) with each negation slash drawn
    over a relation symbol next to it in drawing order composed with it (see the module).
    Returns ``glyphs`` itself when nothing is composed."""
    chars = _chars(glyphs)
    if chars is not None:  # one character a record: the slashes found in C
        if not may_negate(chars):
            return glyphs
        slashes = [m.start() for m in _SLASH.finditer(chars)]
    else:
        slashes = [i for i, g in enumerate(glyphs) if g[0] in NEGATION_SLASHES]
    out = _Overlay(glyphs)
    dropped: set[int] = set()
    for i in slashes:
        glyph = glyphs[i]
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
                out[j] = (negated, *box, *out[j][5:])
                dropped.add(i)
                break
    return out.composed(dropped, {}) if dropped else glyphs
