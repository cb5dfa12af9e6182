"""What reading one document may cost: the one budget every format spends while it reads.

A small file can stand for an enormous document: a DOCX whose ``document.xml`` inflates
to 217 MiB of paragraphs (under both ZIP caps), a shared string referenced by 300,000
cells, a count of spaces of 10^12, millions of ``\\par`` or of subtitle cues. Caps on
bytes do not see these; a :class:`Budget` counts what is built from them, *while* it is
built, and stops the reading with :class:`SourceError` ``too_large`` naming the limit
(``limit`` and ``maximum`` in the error's dict) as soon as one is passed:

- :data:`MAX_CHARACTERS` characters of text (the checked text, notes and furniture; the
  PDF reader's own figure, :data:`~citeproof.sources.pdf.MAX_PDF_CHARACTERS`);
- :data:`MAX_ELEMENTS` elements parsed: XML elements and attributes (counted from the
  markup before lxml builds them, so a tree is never built past it), RTF control words;
- :data:`MAX_BLOCKS` blocks written: paragraphs, cells, cues, each with its locator (what
  a reader spends most of its time on, a few microseconds each).

One budget per document, shared by all its parts (a workbook's sheets and shared strings,
a document's notes and headers). The limits are read when a budget is made, so a test may
lower them.
"""

from __future__ import annotations

from typing import Any

from ..errors import ErrorCode, SourceError

__all__ = ["MAX_BLOCKS", "MAX_CHARACTERS", "MAX_ELEMENTS", "Budget", "SourceTooLarge"]

#: Characters of text read from one document (a long book holds about 2 million).
MAX_CHARACTERS = 10_000_000
#: Elements parsed from one document: XML elements and attributes, RTF control words (a
#: long book's ``document.xml`` holds a million or so).
MAX_ELEMENTS = 4_000_000
#: Blocks written for one document: paragraphs, table cells, subtitle cues.
MAX_BLOCKS = 500_000

_WHAT = {
    "MAX_CHARACTERS": "characters of text",
    "MAX_ELEMENTS": "elements (XML elements and attributes, RTF control words)",
    "MAX_BLOCKS": "blocks (paragraphs, cells, cues)",
}


class SourceTooLarge(SourceError):
    """``too_large``: a source passed one of the limits on what reading it may cost;
    ``limit`` names it, ``maximum`` gives it (both in :meth:`to_dict`)."""

    def __init__(self, message: str, limit: str, maximum: int) -> None:
        super().__init__(message, code=ErrorCode.TOO_LARGE)
        self.limit = limit
        self.maximum = maximum

    def to_dict(self) -> dict[str, Any]:
        """Adds the limit's name and its maximum."""
        out = super().to_dict()
        out.update(limit=self.limit, maximum=self.maximum)
        return out


def _exceeded(title: str, limit: str, maximum: int) -> SourceTooLarge:
    return SourceTooLarge(
        f"{title} holds more than {maximum:,} {_WHAT[limit]}; that is the most read from "
        f"one document ({limit})",
        limit,
        maximum,
    )


class Budget:
    """The characters, elements and blocks one document (``title``) may still cost."""

    __slots__ = ("_blocks", "_characters", "_elements", "max_blocks", "max_characters",
                 "max_elements", "title")  # fmt: skip

    def __init__(self, title: str) -> None:
        self.title = title
        self.max_characters = MAX_CHARACTERS
        self.max_elements = MAX_ELEMENTS
        self.max_blocks = MAX_BLOCKS
        self._characters = 0
        self._elements = 0
        self._blocks = 0

    def characters(self, count: int) -> None:
        """Spend ``count`` characters of text."""
        self._characters += count
        if self._characters > self.max_characters:
            raise _exceeded(self.title, "MAX_CHARACTERS", self.max_characters)

    def pending(self, count: int) -> None:
        """Refuse now if ``count`` characters not yet spent (a paragraph being read)
        could not be: checked as they grow, spent when written."""
        if self._characters + count > self.max_characters:
            raise _exceeded(self.title, "MAX_CHARACTERS", self.max_characters)

    def elements(self, count: int = 1) -> None:
        """Spend ``count`` parsed elements."""
        self._elements += count
        if self._elements > self.max_elements:
            raise _exceeded(self.title, "MAX_ELEMENTS", self.max_elements)

    def markup(self, data: bytes) -> None:
        """Spend the XML elements and attributes ``data`` can make, before it is parsed:
        its start tags (``<`` not followed by ``/``; comments and instructions counted
        too) and its ``=`` signs (at least one per attribute), an upper bound."""
        self.elements(data.count(b"<") - data.count(b"</") + data.count(b"="))

    def blocks(self, count: int = 1) -> None:
        """Spend ``count`` written blocks."""
        self._blocks += count
        if self._blocks > self.max_blocks:
            raise _exceeded(self.title, "MAX_BLOCKS", self.max_blocks)
