"""A draft as the scanners see it: one string with code blanked out, where each line and
paragraph starts, and the small text helpers both syntaxes share.

Blanking replaces characters by spaces and keeps line breaks, so every offset, line and
column found in the blanked text is the one of the draft as written.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import dataclass, field

__all__ = ["Doc", "blank", "clean", "doc", "split_lines", "without"]

_NOT_NEWLINE = re.compile(r"[^\n]")
_EMPHASIS = re.compile(r"(\*{1,3}|_{1,2})(?=\S)(.+?)(?<=\S)\1")


def split_lines(text: str) -> list[str]:
    """Lines split at ``\\n`` only (a ``\\r`` before it dropped): U+2028, form feeds and
    other characters :meth:`str.splitlines` breaks at do not start a line in an editor."""
    lines = text.split("\n")
    return [line[:-1] if line.endswith("\r") else line for line in lines]


@dataclass
class Doc:
    """The draft as one string (lines joined by ``\\n``) with code blanked out, and where
    each line and paragraph starts."""

    text: str
    line_starts: list[int]
    paragraphs: list[tuple[int, int]]  # [start, end) offsets of each non-blank run
    paragraph_starts: list[int] = field(init=False, repr=False)
    paragraph_ends: list[int] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.paragraph_starts = [start for start, _ in self.paragraphs]
        self.paragraph_ends = [end for _, end in self.paragraphs]

    def position(self, offset: int) -> tuple[int, int]:
        """The one-based line and column of ``offset``."""
        row = bisect_right(self.line_starts, offset) - 1
        return row + 1, offset - self.line_starts[row] + 1

    def paragraph(self, offset: int) -> tuple[int, int]:
        """The paragraph ``offset`` is in (or the one before it, in a blank run)."""
        index = bisect_right(self.paragraph_starts, offset) - 1
        return self.paragraphs[max(index, 0)]

    def paragraph_before(self, offset: int) -> tuple[int, int] | None:
        """The last paragraph that ends at or before ``offset``, if any."""
        index = bisect_right(self.paragraph_ends, offset)
        return self.paragraphs[index - 1] if index else None


def doc(lines: list[str]) -> Doc:
    """The :class:`Doc` of ``lines`` (already blanked where they hold code)."""
    starts, at = [], 0
    for line in lines:
        starts.append(at)
        at += len(line) + 1
    text = "\n".join(lines)
    paragraphs: list[tuple[int, int]] = []
    begin: int | None = None
    for i, line in enumerate(lines):
        if line.strip() and begin is None:
            begin = starts[i]
        elif not line.strip() and begin is not None:
            paragraphs.append((begin, starts[i] - 1))
            begin = None
    if begin is not None:
        paragraphs.append((begin, len(text)))
    return Doc(text, starts, paragraphs or [(0, len(text))])


def blank(text: str, spans: Iterable[tuple[int, int]]) -> str:
    """``text`` with each ``[start, end)`` of ``spans`` (in order, not overlapping)
    replaced by spaces, line breaks kept; one pass, however many spans."""
    parts: list[str] = []
    at = 0
    for start, end in spans:
        parts.append(text[at:start])
        parts.append(_NOT_NEWLINE.sub(" ", text[start:end]))
        at = end
    if not parts:
        return text
    parts.append(text[at:])
    return "".join(parts)


def without(text: str, start: int, spans: Iterable[tuple[int, int, object]]) -> str:
    """``text`` (which starts at offset ``start``) with the citations in it removed."""
    for s, e, _ in reversed(list(spans)):
        a, b = max(s - start, 0), max(e - start, 0)
        text = text[:a] + text[b:]
    return text


def clean(text: str) -> str:
    """A quotation's words: emphasis marks dropped, white space collapsed."""
    text = _EMPHASIS.sub(lambda m: m.group(2), text)
    return " ".join(text.split())
