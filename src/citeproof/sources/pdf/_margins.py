"""Margin notes: a few words in the page's margin, outside its text block, read apart.

LaTeX's package documentation sets the macros it describes in the left margin beside the
paragraph that describes them (ltxdoc's ``\\DescribeMacro``, l3doc's function lists),
change notes ("New feature v1.1") and cross references ("TEXbook: 117") in a margin, and
``\\marginpar`` notes in either. Read by rows, each note stood inside the sentence beside
it: crosswrd's "This command also defines suitable \\@listi parameters for list
environments", icite's "not set New feature This named argument …", jemny's "… o sazbě
TEXbook: 117 matematiky." (a number right under a note is the page it refers to). The
column rules (:func:`._layout.reading_order`) cut a margin off a part only where it holds
three names or more, and a page's parts are cut small.

A margin is outside the *document's* text block, so its edges are taken from every page
read (odd and even pages apart: a book's margins alternate): the left edge is the
outermost place where a fifth of the document's lines of prose start, and no more than a
tenth start further out (a manual of labelled descriptions, bash's "BASH  Expands to …",
has its labels at the text block's edge and its descriptions indented: its edge is the
labels', and no label is a note); the right edge likewise where lines of justified prose
end. A run wholly beyond an edge by a gutter, of a few words with a letter, beside a line
of the page that starts (or ends) at that edge (or starts a paragraph's indent inside
it), is a margin note: read after the page's text, never inside its sentences. A table's
cell sticking out of the text block stands beside no line starting at the edge (its
row's next cell starts anywhere), a section number or a list's label stands at the edge
or inside it, and a column of labels starting at one place (a bibliography's keys) is
no margin's notes.

Pure geometry on runs (reading frame, y upwards).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ._layout import MIN_GAP, Run

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
#: A note holds at most this many words a run.
NOTE_WORDS = 4
#: A note stands this share of the text's height beyond the edge at least (LaTeX's
#: ``\\marginparsep`` is 7 to 11 pt beside 10 pt text; a word space is a third of that).
NOTE_GUTTER = 0.5
#: A column of this many runs left of the text block, starting at one place, is a list's
#: labels, not notes.
LABELS = 3
#: A page holds at most this share of notes against its lines of prose.
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


def split_margin_notes(runs: list[Run], block: TextBlock) -> tuple[list[Run], list[Run]]:
    """``runs`` as (the text, the margin notes beside it); see the module docstring."""
    left, right = block.left, block.right
    low = left if left is not None else -math.inf
    high = right if right is not None else math.inf
    outside = [r for r in runs if r.x1 < low or r.x0 > high]
    if not outside:  # most pages: nothing beyond the text block
        return runs, []
    prose = [r for r in runs if _is_prose(r)]
    if not prose:
        return runs, []
    height = sorted(r.height for r in prose)[len(prose) // 2]
    gutter = max(NOTE_GUTTER * height, MIN_GAP)
    indent = INDENT * height  # a paragraph's first line, beside its macro's name
    starting = [r for r in runs if left is not None and -ALIGN <= r.x0 - left <= indent]
    ending = [r for r in runs if right is not None and abs(r.x1 - right) <= ALIGN]
    notes: list[Run] = []
    for run in outside:
        if len(run.text.split()) > NOTE_WORDS or not any(c.isalpha() for c in run.text):
            continue
        beyond_left = left is not None and run.x1 <= left - gutter
        beyond_right = right is not None and run.x0 >= right + gutter
        if (beyond_left and _beside(run, starting)) or (beyond_right and _beside(run, ending)):
            notes.append(run)
    notes = _unlabelled(notes, left)
    if not notes or len(notes) > NOTE_SHARE * len(prose):
        return runs, []
    notes += _references(outside, notes, left, right, gutter)
    taken = {id(r) for r in notes}
    return [r for r in runs if id(r) not in taken], notes


def _unlabelled(notes: list[Run], left: float | None) -> list[Run]:
    """``notes`` less a column of labels: LABELS or more left of the text block starting
    at one place (a bibliography's "[A-Ang02]" before its entries, a form's item letters).
    Notes in the left margin are set flush against the text, each starting where its
    width puts it."""
    if left is None:
        return notes
    starts = Counter(round(n.x0 / ALIGN) for n in notes if n.x1 < left)
    column = {
        k for k, c in starts.items() if c + starts.get(k - 1, 0) + starts.get(k + 1, 0) >= LABELS
    }
    return [n for n in notes if n.x1 >= left or round(n.x0 / ALIGN) not in column]


def _references(
    runs: list[Run], notes: list[Run], left: float | None, right: float | None, gutter: float
) -> list[Run]:
    """The runs of digits beyond an edge standing right under a note, across its width:
    the page a note refers to (jemny's "TEXbook:" over "117")."""
    found: list[Run] = []
    for run in runs:
        if not run.text.strip() or any(c.isalpha() for c in run.text):
            continue
        beyond = (left is not None and run.x1 <= left - gutter) or (
            right is not None and run.x0 >= right + gutter
        )
        if beyond and any(
            n.x0 <= run.x1 and run.x0 <= n.x1 and 0 <= n.y0 - run.y1 < run.height for n in notes
        ):
            found.append(run)
    return found


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


def _beside(note: Run, lines: list[Run]) -> bool:
    """True when a line at the edge stands beside ``note``: their heights overlap (a
    note set between two lines overlaps one of them)."""
    return any(min(note.y1, line.y1) - max(note.y0, line.y0) > 0 for line in lines)
