"""The accent and negation composers find their glyphs in C; each gives what asking every
glyph in Python gave (the references below are the code before, kept as the oracle)."""

from __future__ import annotations

import unicodedata
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from citeproof.sources.pdf import _accents
from citeproof.sources.pdf._accents import (
    COMBINING,
    NEGATION_SLASHES,
    GlyphColumns,
    compose_accents,
    compose_negations,
)


def _over(accent: tuple[Any, ...], letter: tuple[Any, ...]) -> bool:
    """The accent's centre lies within the letter's width, near its baseline."""
    ax0, ay0, ax1, _ = (float(v) for v in accent[1:5])
    lx0, ly0, lx1, ly1 = (float(v) for v in letter[1:5])
    middle = (ax0 + ax1) / 2
    height = max(ly1 - ly0, 1.0)
    return lx0 <= middle <= lx1 and abs(ay0 - ly0) < 1.5 * height


def _reference_accents(glyphs: list[Any]) -> list[Any]:
    accents = [i for i, g in enumerate(glyphs) if g[0] in COMBINING]
    if not accents:
        return glyphs
    rows: dict[int, list[int]] = {}
    for i, g in enumerate(glyphs):
        if g[0] not in COMBINING:
            rows.setdefault(round(float(g[2]) / 4), []).append(i)
    out = list(glyphs)
    dropped: set[int] = set()
    taken: set[int] = set()
    marks: dict[int, Any] = {}
    stacks: dict[int, list[tuple[str, float]]] = {}
    for i in accents:
        glyph = glyphs[i]
        row = round(float(glyph[2]) / 4)
        near = [j for r in (row - 1, row, row + 1) for j in rows.get(r, ())]
        middle = (float(glyph[1]) + float(glyph[3])) / 2
        best = None
        for j in sorted(near, key=lambda j: (abs(j - i) > 1, abs(j - i))):
            if j in taken or not _over(glyph, out[j]):
                continue
            composed = _accents._composed(str(out[j][0]), str(glyph[0]))
            if composed is not None:
                centre = (float(out[j][1]) + float(out[j][3])) / 2
                if best is None or abs(centre - middle) < best[0]:
                    best = (abs(centre - middle), j, composed)
        if best is None:  # an accent stacked over the one on a taken letter
            bottom = float(glyph[2])
            for j in sorted(taken.intersection(near)):
                height = max(float(out[j][4]) - float(out[j][2]), 1.0)
                stack = stacks[j]
                nearest = min(abs(bottom - below) for _, below in stack[1:])
                if not _over(glyph, out[j]) or not (
                    _accents.STACKED * height <= nearest <= _accents.STACK_REACH * height
                ):
                    continue
                base = _accents._DOTLESS.get(stack[0][0], stack[0][0])
                above = sorted([*stack[1:], (str(glyph[0]), bottom)], key=lambda a: a[1])
                composed = unicodedata.normalize(
                    "NFC", base + "".join(COMBINING[a] for a, _ in above)
                )
                centre = (float(out[j][1]) + float(out[j][3])) / 2
                if best is None or abs(centre - middle) < best[0]:
                    best = (abs(centre - middle), j, composed)
            if best is None:
                continue
        _, j, composed = best
        stacks.setdefault(j, [(str(out[j][0]), float(out[j][2]))]).append(
            (str(glyph[0]), float(glyph[2]))
        )
        out[j] = (composed[0], *out[j][1:])
        if len(composed) > 1:
            letter = out[j]
            right = letter[3]
            marks[j] = []
            for combining in composed[1:]:
                mark = (combining, right, letter[2], right, letter[4], *letter[5:6])
                marks[j].append((*mark, *(False,) * (len(letter) - len(mark))))
        else:
            marks.pop(j, None)
        taken.add(j)
        dropped.add(i)
    kept = []
    for i, g in enumerate(out):
        if i not in dropped:
            kept.append(g)
            if i in marks:
                kept.extend(marks[i])
    return kept


def _reference_negations(glyphs: list[Any]) -> list[Any]:
    out = list(glyphs)
    dropped: set[int] = set()
    for i, glyph in enumerate(glyphs):
        if glyph[0] not in NEGATION_SLASHES or i in dropped:
            continue
        for j in (i - 1, i + 1):
            if not 0 <= j < len(out) or j in dropped:
                continue
            negated = _accents._NEGATED.get(str(out[j][0]))
            if negated is not None and _accents._struck_through(glyph, out[j]):
                a, b = out[j], glyph
                box = (min(float(a[1]), float(b[1])), min(float(a[2]), float(b[2])),
                       max(float(a[3]), float(b[3])), max(float(a[4]), float(b[4])))  # fmt: skip
                out[j] = (negated, *box, *out[j][5:])
                dropped.add(i)
                break
    return [g for i, g in enumerate(out) if i not in dropped] if dropped else glyphs


_CHARS = ["o", "e", "i", "\u0131", "L", "x", " ", "=", "\u2208", "<", "/", "\u0338", *COMBINING]
_GLYPH = st.tuples(
    st.sampled_from(_CHARS),
    st.integers(0, 12).map(lambda k: 2.5 * k),  # left: neighbours overlap
    st.sampled_from([0.0, 1.0, 2.0, 6.0, 10.0, 12.5]),  # bottom: rows 4 apart, halves
    st.sampled_from([1.0, 3.0, 5.0]),  # width
    st.sampled_from([4.0, 8.0]),  # height
).map(lambda g: (g[0], g[1], g[2], g[1] + g[3], g[2] + g[4], 0, False, False))


@settings(max_examples=600)
@given(st.lists(_GLYPH, max_size=14))
def test_accents_and_negations_are_composed_as_glyph_by_glyph(glyphs: list[Any]) -> None:
    assert compose_accents(glyphs) == _reference_accents(glyphs)
    assert compose_negations(glyphs) == _reference_negations(glyphs)
    expected = _reference_negations(_reference_accents(glyphs))
    assert compose_negations(compose_accents(glyphs)) == expected
    columns = _columns(glyphs)
    composed = compose_negations(compose_accents(columns))
    if expected == glyphs:  # nothing composed: the columns themselves, no record made
        assert composed is columns
    else:
        assert list(composed) == expected


def _columns(glyphs: list[Any]) -> GlyphColumns:
    """The records as a page's columns, as the PDF reader holds them."""
    import numpy as np

    chars = "".join(g[0] for g in glyphs)
    edges = tuple(np.array([g[k] for g in glyphs], dtype=np.float64) for k in (1, 2, 3, 4))
    flags = [np.array([g[k] for g in glyphs], dtype=bool) for k in (6, 7)]
    columns = GlyphColumns(chars, edges, [g[5] for g in glyphs], *flags)  # type: ignore[arg-type]
    assert columns.records() == glyphs
    assert [columns[k] for k in range(len(glyphs))] == glyphs
    return columns


def test_a_record_of_several_characters_is_asked_one_by_one() -> None:
    glyphs = [
        ("oo", 0.0, 0.0, 5.0, 8.0),
        ("\u00a8", 1.0, 0.0, 4.0, 8.0),
        ("o", 5.0, 0.0, 10.0, 8.0),
    ]
    assert compose_accents(glyphs) == _reference_accents(glyphs)
    slash = [
        ("\u2208\u2208", 0.0, 0.0, 5.0, 8.0),
        ("/", 1.0, 0.0, 4.0, 8.0),
        ("=", 1.0, 0.0, 4.0, 8.0),
    ]
    assert compose_negations(slash) == _reference_negations(slash)
