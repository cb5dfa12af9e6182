"""Margin line numbers: a column of small integers beside the text, set apart.

A line-numbered draft (LaTeX's ``lineno``, a critical edition, pleading paper) prints a
number in the margin beside every line or every fifth. Read as text they land inside
sentences ("from the first revision. The 357 second command"). A run is a margin line
number when it is a bare integer of one to four digits, stands on the baseline of a
text run beside it (a gap of a glyph's height at least between them), and it is one of
at least :data:`LEAST` such runs that form a column: aligned on one edge, each beside
text on the same side, outside the text they number (left of all of it, or right of
all of it), their values rising down the page, evenly spaced (lines per unit of value
alike within :data:`SPACING_TOLERANCE` for most steps, none shorter: unnumbered material
such as a displayed equation only lengthens a step). Those runs are taken out of the
text and kept as furniture, so a quote runs across them.

Pure geometry on runs (reading frame, y upwards).
"""

from __future__ import annotations

from itertools import pairwise
from statistics import median

from ._layout import Run

__all__ = ["LEAST", "SPACING_TOLERANCE", "split_line_numbers"]

#: A column needs at least this many numbers.
LEAST = 3
#: Points per unit of value may differ from the column's median by this share.
SPACING_TOLERANCE = 0.25
#: At least this share of a column's steps keep its median pitch.
EVEN_SHARE = 0.6
#: Edges within this many points are aligned.
ALIGN = 2.5


def _number(run: Run) -> int | None:
    text = run.text.strip()
    return int(text) if text.isdigit() and len(text) <= 4 and text.isascii() else None


def _beside(run: Run, others: list[Run]) -> str | None:
    """``left`` when a text run on ``run``'s baseline starts right of it, ``right`` when one
    ends left of it (the number then stands right of the text); None if neither."""
    height = max(run.height, 1.0)
    for other in others:
        if other is run or abs(other.y0 - run.y0) > 0.35 * max(height, other.height):
            continue
        if other.x0 - run.x1 >= 0.8 * height:
            return "left"
        if run.x0 - other.x1 >= 0.8 * height:
            return "right"
    return None


def _evenly_spaced(column: list[tuple[Run, int]]) -> bool:
    column = sorted(column, key=lambda item: -item[0].y0)
    steps = []
    for (a, va), (b, vb) in pairwise(column):
        if vb <= va:
            return False
        steps.append((a.y0 - b.y0) / (vb - va))
    usual = median(steps)
    if usual <= 0:
        return False
    # A step may be longer where unnumbered material stands between two numbered lines
    # (a displayed equation, a figure), never shorter: lines have one pitch. Most steps
    # keep the pitch.
    close = sum(1 for s in steps if abs(s - usual) <= SPACING_TOLERANCE * usual)
    shorter = any(s < (1 - SPACING_TOLERANCE) * usual for s in steps)
    return not shorter and close >= EVEN_SHARE * len(steps)


def split_line_numbers(runs: list[Run]) -> tuple[list[Run], list[Run]]:
    """``runs`` as (text runs, margin line numbers); see the module docstring."""
    numbered = [(r, n) for r in runs if (n := _number(r)) is not None]
    if len(numbered) < LEAST:
        return runs, []
    texts = [r for r in runs if _number(r) is None]
    if not texts:
        return runs, []
    left_edge = min(r.x0 for r in texts)
    right_edge = max(r.x1 for r in texts)
    found: set[int] = set()
    for side in ("left", "right"):
        beside = [(r, n) for r, n in numbered if _beside(r, texts) == side]
        beside = [
            (r, n) for r, n in beside
            if (r.x1 <= left_edge + ALIGN if side == "left" else r.x0 >= right_edge - ALIGN)
        ]  # fmt: skip
        # Columns by aligned right edge (left margin) or left edge (right margin).
        columns: dict[int, list[tuple[Run, int]]] = {}
        for r, n in beside:
            edge = r.x1 if side == "left" else r.x0
            columns.setdefault(round(edge / ALIGN), []).append((r, n))
        merged: list[list[tuple[Run, int]]] = []
        prev = None
        for key in sorted(columns):
            if merged and prev is not None and key - prev <= 1:
                merged[-1].extend(columns[key])
            else:
                merged.append(list(columns[key]))
            prev = key
        for column in merged:
            if len(column) >= LEAST and _evenly_spaced(column):
                found.update(id(r) for r, _ in column)
    if not found:
        return runs, []
    return [r for r in runs if id(r) not in found], [r for r in runs if id(r) in found]
