"""A space one PDF reader shows where a subscript or superscript ends, and another does not.

A PDF draws ``σ``, a lowered ``i`` and ``(x`` as three stretches of glyphs on two baselines;
where one ends and the next begins the file says nothing of a space. poppler's
``pdftotext`` (and so whatever a reader copied from a viewer built on it) reads one after
every subscript (``σi (x``); citeproof reads one only where the gap is a word space's, so
the same page reads ``σi(x`` here and ``σi (x`` there, and a quote copied from one reader,
or typed, was a paraphrase of its own passage. Reading a space after every script change
was tried and dropped (it cost sentences on documents nobody tuned for).

So the reader marks where the script level changes (a baseline shift between two adjacent
characters, with nothing or one laid-out space between: ``SourceDocument.script_breaks``),
and :func:`script_spaces` finds the quote by a gap rule (:mod:`._gaps`): quote and source
agree on white space (some or none), except at a marked place, where the quote may have a
space or none whatever the source reads. A space anywhere else, and
any other character, stays a difference.
"""

from __future__ import annotations

from collections.abc import Collection

from ._gaps import find_with_gaps

__all__ = ["script_spaces"]


class _ScriptChanges:
    """The gap rule of marked script changes (``marks``: offsets into the source of a
    character after a script change, or of the one space the reader put there)."""

    __slots__ = ("marks",)

    def __init__(self, marks: Collection[int]) -> None:
        self.marks = marks

    def agrees(self, source: str, gap: int, char: int, said: str) -> bool:
        typed = char > gap
        if bool(said) == typed:
            return True
        if typed:  # one space the reader put at a script change, the quote none
            return char - gap == 1 and source[gap] == " " and gap in self.marks
        return char in self.marks  # the quote's space where the reader read none

    def word_char(self, char: str) -> bool:
        return char.isalnum()


def script_spaces(
    source: str, quote: str, marks: Collection[int], limit: int
) -> list[tuple[int, int]]:
    """Where ``quote`` occurs in ``source`` with a space added or left out at marked script
    changes only (see the module's docstring): up to ``limit`` spans, never inside a word.
    Empty when nothing is marked."""
    if not marks:
        return []
    return find_with_gaps(source, quote, _ScriptChanges(marks), limit)
