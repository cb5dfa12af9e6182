"""Reading order from character boxes: lines by baseline, columns and cells by gaps.

A PDF's text layer follows drawing order, which need not be reading order: two columns
drawn line by line in turn, or a table drawn column by column. This module orders text
runs geometrically with a recursive XY-cut: a region is cut at its widest empty band,
horizontal (between blocks of lines) or vertical (between columns), and the parts are read
top to bottom, left to right. A vertical cut is only taken between *text columns* (lines
of several words on both sides); between table cells, whose lines are a word or two, it
is refused, so the cells of a row are read as one line, joined by a space.

Pure geometry: coordinates are PDF points with y growing upwards.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from statistics import median

__all__ = ["Run", "reading_order"]

#: A vertical cut needs both sides to read like prose: lines of at least this many words.
MIN_WORDS_PER_COLUMN_LINE = 3
#: Gaps narrower than this (points) are not cuts: letter and word spacing.
MIN_GAP = 1.0


@dataclass(frozen=True, slots=True)
class Run:
    """A stretch of characters on one baseline: its text, its box, and each character's box.

    ``boxes`` holds four numbers (x0, y0, x1, y1) per character of ``text``, or is empty
    when they are not known.
    """

    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    boxes: tuple[float, ...] = ()

    @property
    def height(self) -> float:
        """The run's box height (about its font size)."""
        return self.y1 - self.y0


def _bands(intervals: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Merge overlapping intervals; return them sorted."""
    merged: list[tuple[float, float]] = []
    for lo, hi in sorted(intervals):
        if merged and lo <= merged[-1][1] + MIN_GAP:
            merged[-1] = (merged[-1][0], max(hi, merged[-1][1]))
        else:
            merged.append((lo, hi))
    return merged


def _lines(runs: list[Run]) -> list[list[Run]]:
    """Group runs into lines (overlapping vertical extents), top to bottom, left to right."""
    lines: list[list[Run]] = []
    for run in sorted(runs, key=lambda r: (-r.y1, r.x0)):
        if lines:
            last = lines[-1]
            top = max(r.y1 for r in last)
            bottom = min(r.y0 for r in last)
            overlap = min(top, run.y1) - max(bottom, run.y0)
            if overlap > 0.5 * min(run.height, top - bottom):
                last.append(run)
                continue
        lines.append([run])
    return [sorted(line, key=lambda r: r.x0) for line in lines]


def _reads_like_prose(runs: list[Run]) -> bool:
    words = [sum(len(r.text.split()) for r in line) for line in _lines(runs)]
    return bool(words) and median(words) >= MIN_WORDS_PER_COLUMN_LINE


def _cut(runs: list[Run]) -> list[list[Run]] | None:
    """Split a region at its widest acceptable gap, in reading order; None if none."""
    rows = _bands([(r.y0, r.y1) for r in runs])
    cols = _bands([(r.x0, r.x1) for r in runs])
    best_h = max(
        ((rows[i + 1][0] - rows[i][1], rows[i][1]) for i in range(len(rows) - 1)), default=None
    )
    best_v = max(
        ((cols[i + 1][0] - cols[i][1], cols[i][1]) for i in range(len(cols) - 1)), default=None
    )
    if best_v is not None:
        left = [r for r in runs if r.x1 <= best_v[1] + MIN_GAP]
        right = [r for r in runs if r.x1 > best_v[1] + MIN_GAP]
        columns_ok = _reads_like_prose(left) and _reads_like_prose(right)
        if columns_ok and (best_h is None or best_v[0] >= best_h[0]):
            return [left, right]
    if best_h is not None:
        cut = best_h[1]
        above = [r for r in runs if r.y0 >= cut - MIN_GAP]
        below = [r for r in runs if r.y0 < cut - MIN_GAP]
        return [above, below]
    return None


def reading_order(runs: list[Run]) -> list[list[Run]]:
    """The runs as lines in reading order; each line's runs left to right."""
    if not runs:
        return []
    parts = _cut(runs)
    if parts is None or any(not p for p in parts):
        return _lines(runs)
    return [line for part in parts for line in reading_order(part)]


def line_parts(line: list[Run]) -> list[Run | str]:
    """A line as runs and the spaces put between them (where runs are apart, not touching)."""
    parts: list[Run | str] = [line[0]]
    for previous, run in pairwise(line):
        gap = run.x0 - previous.x1
        touching = gap < 0.15 * min(run.height, previous.height)
        if not (touching or previous.text.endswith(" ") or run.text.startswith(" ")):
            parts.append(" ")
        parts.append(run)
    return parts


def join_line(line: list[Run]) -> str:
    """A line's text: runs joined by a space where they are apart, directly where they touch."""
    return "".join(p if isinstance(p, str) else p.text for p in line_parts(line))
