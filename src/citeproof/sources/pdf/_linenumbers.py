"""Margin line numbers: a column of small integers beside the text, set apart.

A line-numbered draft (LaTeX's ``lineno``, a critical edition, pleading paper) prints a
number in the margin beside every line or every fifth. Read as text they land inside
sentences ("from the first revision. The 357 second command"). A run is a margin line
number when it is a bare integer of one to four digits (or a roman numeral, ``xiv``),
stands on the baseline of a text run beside it (a gap of half a glyph's height at least
between them), and it is one of at least :data:`LEAST` such runs that form a column, none
with text drawn against it (a table's ``137a``): aligned on one edge, each beside text on
the same side, outside the text they number (left of all of it, or right of all of it),
their values rising down the page, evenly spaced (lines per unit of value one line pitch
for a share of the steps, none shorter: unnumbered material such as a displayed equation
only lengthens a step). Those runs are taken out of the text and kept as furniture, so a
quote runs across them.

Pure geometry on runs (reading frame, y upwards).
"""

from __future__ import annotations

import re
from itertools import pairwise
from statistics import median

from ._layout import Run

__all__ = ["LEAST", "SPACING_TOLERANCE", "split_line_numbers"]

#: A column needs at least this many numbers.
LEAST = 3
#: Points per unit of value may differ from the column's median by this share.
SPACING_TOLERANCE = 0.25
#: At least this share of a column's steps keep its line pitch ...
EVEN_SHARE = 0.3
#: ... which is at least this share of the text's line height.
LINE_PITCH = 0.8
#: A number at the start of a run is set apart from the rest by this share of its height
#: at least (a word space is about 0.3).
LEADING_GAP = 0.45
#: Edges within this many points are aligned.
ALIGN = 2.5
#: A text run drawn within this share of a number's height of its end (or start), across
#: its height, touches it: the number is that text's (a thin space is about 0.17).
TOUCHING = 0.1


_ROMAN = re.compile(r"m{0,3}(?:cm|cd|d?c{0,3})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})")
_ROMAN_VALUES = {"m": 1000, "d": 500, "c": 100, "l": 50, "x": 10, "v": 5, "i": 1}
#: What a number's first character can be: most runs of a page are words and fail here,
#: before the stripping, case tests and the numeral's regex.
_FIRST = frozenset("0123456789mdclxviMDCLXVI")


def _number(run: Run) -> int | None:
    """The value of a run that is a bare integer of one to four digits, or a roman
    numeral in one case (``xiv``, ``XIV``: lineno's ``\\linenumberstyle{roman}``)."""
    first = run.text[:1]
    if first not in _FIRST and not first.isspace():
        return None
    text = run.text.strip()
    if text.isdigit() and len(text) <= 4 and text.isascii():
        return int(text)
    lower = text.lower()
    if not text or not (text.islower() or text.isupper()) or not _ROMAN.fullmatch(lower):
        return None
    values = [_ROMAN_VALUES[c] for c in lower]
    return sum(-v if i + 1 < len(values) and v < values[i + 1] else v for i, v in enumerate(values))


def _beside(run: Run, others: list[Run]) -> str | None:
    """``left`` when a text run on ``run``'s baseline starts right of it, ``right`` when one
    ends left of it (the number then stands right of the text); None if neither."""
    height = max(run.height, 1.0)
    for other in others:
        if other is run or abs(other.y0 - run.y0) > 0.35 * max(height, other.height):
            continue
        if other.x0 - run.x1 >= LEADING_GAP * height:
            return "left"
        if run.x0 - other.x1 >= LEADING_GAP * height:
            return "right"
    return None


def _touched(run: Run, others: list[Run]) -> bool:
    """True when another run is drawn against ``run``'s end or start, across its height: a
    table's entry numbered ``137a``, its letter a raised run of a smaller font set right
    after the digits (``sanskrit``'s tables of conjuncts; ``928c``'s ``c`` is a roman
    numeral, asked too). A margin line number stands apart from its line, nothing drawn
    against it: a column with such a number is no margin's (taking the number out of the
    column instead left a table of contents' page numbers, ``23`` read as ``2`` and a
    lower ``3``, looking evenly spaced)."""
    height = max(run.height, 1.0)
    for other in others:
        if other is run or other.y1 <= run.y0 or other.y0 >= run.y1:
            continue
        near = TOUCHING * height
        if abs(other.x0 - run.x1) <= near or abs(run.x0 - other.x1) <= near:
            return True
    return False


def _evenly_spaced(column: list[tuple[Run, int]], line_height: float) -> bool:
    """True when the numbers step down the page at one line pitch per unit of value:
    the shortest step that a share :data:`EVEN_SHARE` of the steps keep, at least a
    line's height (a table of contents' page numbers rise by several a line), and no step
    shorter. A step may be longer where unnumbered material (a displayed equation, a
    heading's space, a figure) stands between two numbered lines."""
    column = sorted(column, key=lambda item: -item[0].y0)
    steps = []
    for (a, va), (b, vb) in pairwise(column):
        if vb <= va:
            return False
        steps.append((a.y0 - b.y0) / (vb - va))
    for pitch in sorted(steps):
        close = sum(1 for s in steps if abs(s - pitch) <= SPACING_TOLERANCE * pitch)
        if close >= EVEN_SHARE * len(steps):
            break
    else:
        return False
    if pitch < LINE_PITCH * line_height:
        return False
    return all(s >= (1 - SPACING_TOLERANCE) * pitch for s in steps)


def _leading_number(run: Run) -> tuple[Run, Run] | None:
    """A run that starts with a bare integer set apart from the rest by more than a word
    space (a margin number close enough to its line to be read into the same run), as
    (number, rest); None otherwise or when its character boxes are not upright."""
    text = run.text
    digits = len(text) - len(text.lstrip("0123456789"))
    if not 0 < digits <= 4 or text[digits : digits + 1] != " " or len(text) <= digits + 1:
        return None
    boxes = run.boxes
    if len(boxes) != 4 * len(text) or abs(boxes[0] - run.x0) > 0.01:
        return None  # no boxes, or a turned frame: the page boxes are not the run's
    start = 4 * (digits + 1)
    number_end, rest_start = boxes[4 * digits - 2], boxes[start]
    if rest_start - number_end < LEADING_GAP * max(run.height, 1.0):
        return None
    number = Run(text[:digits], run.x0, run.y0, number_end, run.y1, boxes[: 4 * digits])
    rest = Run(text[digits + 1 :], rest_start, run.y0, run.x1, run.y1, boxes[start:], run.rtl)
    return number, rest


def split_line_numbers(runs: list[Run]) -> tuple[list[Run], list[Run]]:
    """``runs`` as (text runs, margin line numbers); see the module docstring.

    A number read into the start of its line's run is tried apart from it too, and
    taken apart only when it is one of a column of margin numbers.
    """
    parts = {id(r): split for r in runs if (split := _leading_number(r)) is not None}
    if not parts:
        return _split(runs)
    expanded = [piece for r in runs for piece in parts.get(id(r), (r,))]
    _, found = _split(expanded)
    numbers = {id(r) for r in found}
    texts: list[Run] = []
    margin: list[Run] = []
    for run in runs:
        split = parts.get(id(run))
        if split is not None and id(split[0]) in numbers:
            margin.append(split[0])
            texts.append(split[1])
        elif split is None and id(run) in numbers:
            margin.append(run)
        else:
            texts.append(run)
    return texts, margin


def _split(runs: list[Run]) -> tuple[list[Run], list[Run]]:
    values = [_number(r) for r in runs]
    numbered = [(r, n) for r, n in zip(runs, values, strict=True) if n is not None]
    if len(numbered) < LEAST:
        return runs, []
    texts = [r for r, n in zip(runs, values, strict=True) if n is None]
    if not texts:
        return runs, []
    left_edge = min(r.x0 for r in texts)
    height = median(r.height for r in texts)
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
            if (
                len(column) >= LEAST
                and _evenly_spaced(column, height)
                and not any(_touched(r, runs) for r, _ in column)
            ):
                found.update(id(r) for r, _ in column)
    if not found:
        return runs, []
    return [r for r in runs if id(r) not in found], [r for r in runs if id(r) in found]
