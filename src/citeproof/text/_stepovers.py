"""Stepovers: what a quotation may run across without quoting it, and the text without it.

A quoted sentence that runs across a page or column break crosses what the page prints
in between (running heads, page numbers, footnotes), and a raised footnote marker may
sit glued to a quoted word; the writer types none of them. A source reader names them
as :class:`Stepover` values; :func:`step_over` gives the text with them taken out and a
map back, so a quote can be found across them and reported in the original text.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ._edits import rewrite
from ._offsetmap import EditLayer

__all__ = ["GLUED_STEPOVERS", "STEPOVER_KINDS", "Stepover", "step_over"]

#: The kinds of stepovers: a raised footnote marker, a footnote, page furniture, and words
#: a renderer adds that the file does not hold (Sphinx prints ``make()`` for
#: ``:func:`make```: a quote of the file's own ``make`` runs across the ``()``).
STEPOVER_KINDS = ("footnote_marker", "footnote", "furniture", "generated")
#: The kinds that sit glued to a quoted word, taken out before anything else.
GLUED_STEPOVERS = frozenset({"footnote_marker", "generated"})


@dataclass(frozen=True, slots=True)
class Stepover:
    """Something a quotation may run across without quoting it.

    ``kind`` is one of :data:`STEPOVER_KINDS`. ``start``/``end`` delimit it in the
    checked text; furniture is not in the checked text, so for it ``start == end`` is
    where it was taken out, and ``text`` says what it was.

    >>> Stepover("footnote_marker", 4, 5, "1").kind
    'footnote_marker'
    """

    kind: str
    start: int
    end: int
    text: str

    def to_dict(self) -> dict[str, object]:
        """The stepover as JSON."""
        return {"kind": self.kind, "start": self.start, "end": self.end, "text": self.text}


def step_over(text: str, stepovers: Sequence[Stepover]) -> tuple[str, EditLayer]:
    """``text`` with every non-empty stepover taken out, and the edits that did it.

    A footnote marker glued to a word is simply removed (``word¹ next`` becomes ``word
    next``); a footnote block leaves the line breaks around it, which the ``whitespace``
    normalization then treats as one space.

    >>> step_over("word1 next", [Stepover("footnote_marker", 4, 5, "1")])[0]
    'word next'
    """
    removed: list[tuple[int, int, str]] = []
    for start, end in sorted((s.start, s.end) for s in stepovers if s.end > s.start):
        start = max(start, removed[-1][1]) if removed else start  # overlapping: merged
        if end > start:
            removed.append((start, end, ""))
    return rewrite(text, removed)
