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
and :func:`script_spaces` finds the quote with white space taken out, then checks each
gap: quote and source agree on white space (some or none), except at a marked place, where
the quote may have a space or none whatever the source reads. A space anywhere else, and
any other character, stays a difference.
"""

from __future__ import annotations

import re
from collections.abc import Collection

__all__ = ["script_spaces"]


def _edge(char: str) -> bool:
    return char.isalnum()


def _pattern(quote: str) -> re.Pattern[str] | None:
    """The quote's characters in order, any white space (or none) between each two."""
    chars = [c for c in quote if not c.isspace()]
    if not chars:
        return None
    return re.compile(r"\s*".join(re.escape(c) for c in chars))


def _agrees(source: str, start: int, end: int, quote: str, marks: Collection[int]) -> bool:
    """``quote`` is ``source[start:end]`` but for white space (the pattern found it so),
    and every gap agrees: white space on both sides or neither, unless the gap stands at a
    mark (``marks``: offsets into ``source`` of a character after a script change, or of
    the one space the reader put there)."""
    quote_gaps = _gaps(quote)
    at = start
    for i, said in enumerate(quote_gaps):
        gap_start = at
        while source[at].isspace():
            at += 1
        typed = at > gap_start
        at += 1  # the character itself
        if i == 0 or said == typed:
            continue
        if typed:  # one space the reader put at a script change, the quote none
            if not (at - 1 - gap_start == 1 and source[gap_start] == " " and gap_start in marks):
                return False
        elif at - 1 not in marks:  # the quote's space where the reader read none
            return False
    return at == end


def _gaps(quote: str) -> list[bool]:
    """For each character of ``quote`` that is not white space: white space before it?"""
    gaps: list[bool] = []
    space = False
    for char in quote:
        if char.isspace():
            space = True
            continue
        gaps.append(space)
        space = False
    return gaps


def script_spaces(
    source: str, quote: str, marks: Collection[int], limit: int
) -> list[tuple[int, int]]:
    """Where ``quote`` occurs in ``source`` with a space added or left out at marked script
    changes only (see the module's docstring): up to ``limit`` spans, never inside a word.
    Empty when nothing is marked."""
    quote = quote.strip()
    pattern = _pattern(quote) if marks else None
    if pattern is None:
        return []
    spans: list[tuple[int, int]] = []
    match = pattern.search(source)
    while match is not None and len(spans) < limit:
        start, end = match.span()
        inside = (start > 0 and _edge(quote[0]) and _edge(source[start - 1])) or (
            end < len(source) and _edge(quote[-1]) and _edge(source[end])
        )
        if not inside and _agrees(source, start, end, quote, marks):
            spans.append((start, end))
        match = pattern.search(source, start + 1)
    return spans
