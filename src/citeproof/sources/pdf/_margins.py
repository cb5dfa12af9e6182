"""Margin notes: a few words in the page's margin, outside its text block, read apart.

LaTeX's package documentation sets the macros it describes in the left margin beside the
paragraph that describes them (ltxdoc's ``\\DescribeMacro``, l3doc's function lists),
change notes ("New feature v1.1") and cross references ("TEXbook: 117") in a margin, and
``\\marginpar`` notes in either. Read by rows, each note stood inside the sentence beside
it: crosswrd's "This command also defines suitable \\@listi parameters for list
environments", icite's "not set New feature This named argument …", jemny's "… o sazbě
TEXbook: 117 matematiky.". The column rules (:func:`._layout.reading_order`) cut a
margin off a part only where it holds three names or more, and a page's parts are cut
small.

A margin is outside the *document's* text block, so its edges are taken from every page
read (odd and even pages apart: a book's margins alternate): the left edge is the
outermost place where a fifth of the document's lines of prose start, and no more than a
tenth start further out (a manual of labelled descriptions, bash's "BASH  Expands to …",
has its labels at the text block's edge and its descriptions indented: its edge is the
labels', and no label is a note); the right edge likewise where lines of justified prose
end.

What stands wholly beyond an edge by a gutter is taken a *stack* at a time (the lines of
one note, set one under the other: a ``\\marginpar`` paragraph, a name over the page it
refers to), whole or not at all: a note is never parted from its own lines. A stack is a
note when it holds a letter, each of its lines is a few words (a margin is narrow), and
it stands beside a line of prose of the block: a line starting at its left edge (or a
paragraph's indent inside it) or ending at its right edge, that holds a sentence's words
or reaches across most of the block (a right margin's name stands beside a list's item:
fontinst's "2. Use fontinst to produce 8r encoded pl files …", "\\transformfont"). A
table's cell sticking out of the text block stands beside other cells, never a line of
prose; a section number or a list's label stands at the edge or inside it; and a column
of labels starting at one place (a bibliography's keys) is no margin's notes. A note
stands a gutter away from every other run on its line: a line running out of the block
(keyfloat's "ultrices aug|ue," beside a figure) is not parted.

A note is read as a note is (:mod:`._extract` marks its lines ``footnote``): after the
page's text, and a quotation running across the page's end steps over it, as over a
footnote. It stays text: a quote of the note itself is confirmed.

Pure geometry on runs (reading frame, y upwards).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ._layout import MIN_GAP, Run

#: A word of two characters or more with a letter in it, as a note holds one (a macro's
#: name, "\\v", is a word too).
_WORD = re.compile(r"(?<!\S)(?=\S*[^\W\d_])\S{2,}")

__all__ = ["TextBlock", "split_margin_notes", "text_blocks"]

#: A line of prose holds this many words at least (a table's cells hold fewer).
PROSE_WORDS = 6
#: An edge is where this share of the document's lines of prose start (or end) ...
EDGE_SHARE = 0.2
#: ... and at least this many ...
LEAST_LINES = 8
#: ... and where at most this share start further out.
OUTSIDE_SHARE = 0.1
#: Edges within this many points are one edge.
ALIGN = 1.5
#: A line beside a note in the left margin starts at the edge or this many heights inside
#: it at most (an indented paragraph's first line).
INDENT = 3.0
#: A line beside a note that holds fewer than PROSE_WORDS words reaches across this share
#: of the text block at least (a paragraph's line of long words: "\\DeclareFontShape").
ACROSS = 0.6
#: A note's line holds at most this many words (a margin is narrow: ``\\marginparwidth``
#: holds six or seven words of small type).
NOTE_WORDS = 8
#: A note stands this share of the text's height beyond the edge at least (LaTeX's
#: ``\\marginparsep`` is 7 to 11 pt beside 10 pt text; a word space is a third of that).
NOTE_GUTTER = 0.5
#: Two lines of a margin are one note's when the gap between them is at most this share of
#: the text's height (a line's leading is about a fifth of it).
STACK_GAP = 0.6
#: A column of this many runs left of the text block, starting at one place, is a list's
#: labels, not notes.
LABELS = 3
#: A run on another's baseline and of its height, each within this share of the height,
#: is in its row.
ROW = 0.02
#: A page holds at most this share of notes' lines against its lines of prose.
NOTE_SHARE = 0.5


@dataclass(frozen=True, slots=True)
class TextBlock:
    """The text block's edges on the pages of one parity (None: no edge found there)."""

    left: float | None
    right: float | None


def text_blocks(pages: Sequence[tuple[int, Sequence[Run]]]) -> dict[int, TextBlock]:
    """The text block of a document's odd pages (key 1) and even pages (key 0), from its
    pages read, each given as (its number, its upright runs)."""
    blocks = {}
    for parity in (0, 1):
        prose = [r for number, runs in pages if number % 2 == parity for r in runs if _is_prose(r)]
        left = _edge([r.x0 for r in prose], lowest=True)
        right = _edge([r.x1 for r in prose], lowest=False)
        blocks[parity] = TextBlock(left, right)
    return blocks


def split_margin_notes(runs: list[Run], block: TextBlock) -> tuple[list[Run], list[list[Run]]]:
    """``runs`` as (the text, the margin notes beside it, each a stack of runs); see the
    module docstring."""
    left, right = block.left, block.right
    low = left if left is not None else -math.inf
    high = right if right is not None else math.inf
    if not any(r.x1 < low or r.x0 > high for r in runs):  # most pages: nothing beyond
        return runs, []
    prose = [r for r in runs if _is_prose(r)]
    if not prose:
        return runs, []
    height = sorted(r.height for r in prose)[len(prose) // 2]
    gutter = max(NOTE_GUTTER * height, MIN_GAP)
    across = ACROSS * (right - left) if left is not None and right is not None else math.inf
    indent = INDENT * height  # a paragraph's first line, beside its macro's name
    edge_lines = [
        r
        for r in runs
        if _is_line(r, across)
        and (
            (left is not None and -ALIGN <= r.x0 - left <= indent)
            or (right is not None and abs(r.x1 - right) <= ALIGN)
        )
    ]
    notes: list[list[Run]] = []
    if left is not None:
        beyond = [r for r in runs if r.x1 <= left - gutter]
        if _lettered(beyond) <= NOTE_SHARE * len(prose):  # else never all notes: left whole
            labels = _label_column(beyond)
            notes += _margin(beyond, height, edge_lines, runs, gutter, labels)
    if right is not None:
        beyond = [r for r in runs if r.x0 >= right + gutter]
        if _lettered(beyond) <= NOTE_SHARE * len(prose):
            notes += _margin(beyond, height, edge_lines, runs, gutter, set())
    if not notes or sum(map(len, notes)) > NOTE_SHARE * len(prose):
        return runs, []
    taken = {id(r) for stack in notes for r in stack}
    return [r for r in runs if id(r) not in taken], notes


def _margin(
    beyond: list[Run],
    height: float,
    edge_lines: list[Run],
    runs: list[Run],
    gutter: float,
    labels: set[int],
) -> list[list[Run]]:
    """The stacks of one margin (the runs ``beyond`` its edge) when every stack holding a
    letter is a note; else none: a margin where something else stands (a name beside no
    line of prose, a label of a column) is left whole to the column rules, which read it
    as a column of its own, never parted from notes taken out beside it (ntheorem's
    Vietnamese guide: the names left behind were read into their rows)."""
    stacks = _stacks(beyond, height)
    notes = []
    for stack in stacks:
        if _is_note(stack, edge_lines, runs, gutter) and not any(id(r) in labels for r in stack):
            notes.append(stack)
        elif any(map(_has_letter, stack)):
            return []
    return notes


def _is_line(run: Run, across: float) -> bool:
    """A line of prose beside which a note stands: a sentence's words, or most of the
    text block's width (a table's cell is neither)."""
    return _is_prose(run) or run.x1 - run.x0 >= across


def _stacks(runs: list[Run], height: float) -> list[list[Run]]:
    """``runs`` (of one margin) in stacks: runs set one under the other (overlapping
    across, STACK_GAP of a height apart at most) or side by side on one line (a logo's
    lowered E, "TEX"), each stack in the order of its top run."""
    parent = list(range(len(runs)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    # only runs whose heights come within STACK_GAP of each other can join: a sweep by y0
    order = sorted(range(len(runs)), key=lambda k: runs[k].y0)
    reach = STACK_GAP * height + max((r.y1 - r.y0 for r in runs), default=0.0)
    start = 0
    for n, i in enumerate(order):
        a = runs[i]
        while runs[order[start]].y0 < a.y0 - reach:
            start += 1
        for j in order[start:n]:
            b = runs[j]
            across = a.x0 < b.x1 and b.x0 < a.x1
            upright = a.y0 < b.y1 and b.y0 < a.y1
            gap_down = max(a.y0 - b.y1, b.y0 - a.y1)
            gap_across = max(a.x0 - b.x1, b.x0 - a.x1)
            if (across and gap_down <= STACK_GAP * height) or (upright and gap_across <= height):
                parent[root(i)] = root(j)
    stacks: dict[int, list[Run]] = {}
    for i, run in enumerate(runs):
        stacks.setdefault(root(i), []).append(run)
    return sorted(stacks.values(), key=lambda stack: -max(r.y1 for r in stack))


def _is_note(stack: list[Run], lines: list[Run], runs: list[Run], gutter: float) -> bool:
    """True when ``stack`` is a margin note: a word in it (two characters, a letter among
    them, "\\v" too: a letter alone is an example's, lshort's letter-spaced "o b o j e s
    t r a n s k o"), a few words a line, beside a line of prose at the edge (their
    heights overlap: a note set between two lines overlaps one of them), and a gutter away
    from every other run on its lines (a line running out of the block, keyfloat's
    "ultrices aug|ue," beside a figure, is no note)."""
    if not any(_WORD.search(r.text) for r in stack):
        return False
    if any(len(r.text.split()) > NOTE_WORDS for r in stack):
        return False
    if not any(_overlap(note, line) for note in stack for line in lines):
        return False
    inside = {id(r) for r in stack}
    return not any(
        (_overlap(note, run) and max(note.x0 - run.x1, run.x0 - note.x1) < gutter)
        or _in_row(note, run)
        for note in stack
        for run in runs
        if id(run) not in inside
    )


def _in_row(note: Run, run: Run) -> bool:
    """True when ``note`` stands on ``run``'s baseline in its very type (the same height):
    a part of its row, not a note (an algorithm's "Input:" hanging beside its item, a
    table's first column or a code line's comment sticking out of the block). A margin's
    notes are set in a type of their own (ltxdoc's names in typewriter, change notes and
    ``\\marginpar`` smaller)."""
    high = max(note.height, run.height)
    return abs(note.y0 - run.y0) <= ROW * high and abs(note.height - run.height) <= ROW * high


def _overlap(a: Run, b: Run) -> bool:
    """True when the heights of ``a`` and ``b`` overlap."""
    return min(a.y1, b.y1) - max(a.y0, b.y0) > 0


def _label_column(runs: list[Run]) -> set[int]:
    """The ids of ``runs`` (left of the text block) starting at one place with LABELS or
    more others: a bibliography's "[A-Ang02]" before its entries, a form's item letters.
    Notes in the left margin are set flush against the text, each starting where its
    width puts it."""
    starts = Counter(round(r.x0 / ALIGN) for r in runs)
    column = {
        k for k, c in starts.items() if c + starts.get(k - 1, 0) + starts.get(k + 1, 0) >= LABELS
    }
    return {id(r) for r in runs if round(r.x0 / ALIGN) in column}


def _is_prose(run: Run) -> bool:
    """A line of prose: PROSE_WORDS words at least, the first not a number (a listing's
    lines, numbered in the margin: ltxdoc's code)."""
    text = run.text
    if text.count(" ") < PROSE_WORDS - 1:  # most runs of a page: no list of words made
        return False
    words = text.split()
    return len(words) >= PROSE_WORDS and not words[0].isdigit()


def _edge(values: list[float], *, lowest: bool) -> float | None:
    """The outermost value (the lowest, or the highest) shared, within ALIGN, by
    EDGE_SHARE of ``values`` and LEAST_LINES, with at most OUTSIDE_SHARE of them beyond
    it; None when none is."""
    if len(values) < LEAST_LINES:
        return None
    counts = Counter(round(v / ALIGN) for v in values)
    least = max(LEAST_LINES, EDGE_SHARE * len(values))
    for key in sorted(counts, reverse=not lowest):
        if counts[key] + counts.get(key - 1, 0) + counts.get(key + 1, 0) >= least:
            near = sorted(v for v in values if abs(round(v / ALIGN) - key) <= 1)
            edge = near[len(near) // 2]
            sign = -1.0 if lowest else 1.0
            beyond = sum(1 for v in values if sign * (v - edge) > ALIGN)
            return edge if beyond <= OUTSIDE_SHARE * len(values) else None
    return None


def _lettered(runs: list[Run]) -> int:
    """How many of ``runs`` hold a letter (each is in a note when the margin is notes)."""
    return sum(map(_has_letter, runs))


def _has_letter(run: Run) -> bool:
    return any(c.isalpha() for c in run.text)
