"""One way for every document format to lay out its text, locators and furniture.

The layout follows the HTML walker's, so a quote behaves the same in every format:
blocks (paragraphs, headings, table cells) are separated by a blank line, and a table
row ends with one more blank line. Each block may carry locators (its paragraph number,
its cell); a unit that spans blocks (a chapter, a sheet, a page) is opened and closed
around them. Furniture (headers, footers, comments, navigation) goes to its own pool,
never into the checked text.

A builder spends its document's :class:`~citeproof.sources._budget.Budget` as it writes:
each block's characters and the block itself, each piece of furniture's characters, and a
word-processor paragraph's characters as they are added (before it is a block), so a
document is refused while it is read, never after it was built. A part read on its own (a
note, a header) is written by a :meth:`TextBuilder.part`, which spends the same budget;
its text is then taken whole (:meth:`TextBuilder.block_of`, :meth:`TextBuilder.furniture_of`)
without being spent twice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .._budget import Budget
from .._document import Locator, Representation, SourceDocument, sha256_hex

if TYPE_CHECKING:
    from lxml import etree

__all__ = ["Paragraph", "TextBuilder", "clean_block"]


@dataclass
class Paragraph:
    """A word-processor paragraph being read (DOCX, ODF): its text pieces, where page
    breaks fall in it, and what it anchors (text boxes, frames: read after it); its
    length is checked against ``budget`` as it grows."""

    budget: Budget | None = None
    parts: list[str] = field(default_factory=list)
    length: int = 0
    breaks: list[int] = field(default_factory=list)
    anchored: list[etree._Element] = field(default_factory=list)

    def add(self, text: str) -> None:
        """Append a piece of text (``too_large`` past the budget's characters)."""
        self.parts.append(text)
        self.length += len(text)
        if self.budget is not None:
            self.budget.pending(self.length)


_BLOCK_SEPARATOR = "\n\n"
_ROW_END = "\n\n\n\n"
_SPACES = " \t\r\f\v"


def clean_block(text: str) -> str:
    """A block's text without white space at its ends or around its line breaks (line
    by line: a pattern for spaces around a break is retried at every space, quadratic in
    a run of spaces without one)."""
    if "\n" not in text:
        return text.strip()
    return "\n".join(line.strip(_SPACES) for line in text.split("\n")).strip()


class TextBuilder:
    """Accumulates blocks into the checked text, recording where each one lands, and
    spends ``budget`` (one of its own when none is given) as it does."""

    def __init__(self, budget: Budget | None = None, title: str = "the document") -> None:
        self.budget = budget if budget is not None else Budget(title)
        self._parts: list[str] = []
        self._length = 0
        self._row_open = False
        self._locators: list[Locator] = []
        self._open: dict[str, tuple[str, int]] = {}
        self._furniture: list[str] = []
        self._page_starts: list[int] = [0]
        self._pending_page = False

    @property
    def length(self) -> int:
        """Code points written so far."""
        return self._length

    @property
    def text(self) -> str:
        """The text written so far."""
        return "".join(self._parts)

    def part(self) -> TextBuilder:
        """A builder for a part read on its own (a note, a header), spending this
        builder's budget; take its text with :meth:`block_of` or :meth:`furniture_of`."""
        return TextBuilder(self.budget)

    def paragraph_start(self) -> Paragraph:
        """A new word-processor paragraph, checked against this builder's budget."""
        return Paragraph(self.budget)

    def next_start(self) -> int:
        """Where the next block will start."""
        if not self._parts:
            return 0
        return self._length + len(_ROW_END if self._row_open else _BLOCK_SEPARATOR)

    def block(self, text: str, locators: tuple[tuple[str, str], ...] = ()) -> tuple[int, int]:
        """Add a block (cleaned; nothing happens when it is empty) with ``(kind, label)``
        locators covering it; returns its ``(start, end)`` offsets (equal when empty)."""
        return self._block(text, locators, spend=True)

    def block_of(self, part: TextBuilder, locators: tuple[tuple[str, str], ...] = ()) -> None:
        """Add the text of a :meth:`part` (already spent) as one block."""
        self._block(part.text, locators, spend=False)

    def _block(
        self, text: str, locators: tuple[tuple[str, str], ...], *, spend: bool
    ) -> tuple[int, int]:
        text = clean_block(text)
        if not text:
            return (self._length, self._length)
        if spend:
            self.budget.characters(len(text))
        self.budget.blocks()
        if self._parts:
            separator = _ROW_END if self._row_open else _BLOCK_SEPARATOR
            self._parts.append(separator)
            self._length += len(separator)
        self._row_open = False
        start = self._length
        if self._pending_page:
            self._page(start)
        self._parts.append(text)
        self._length += len(text)
        for kind, label in locators:
            self._locators.append(Locator(kind, label, start, self._length))
        return (start, self._length)

    def end_row(self) -> None:
        """End a table row: the next block follows after one more blank line."""
        if self._parts:
            self._row_open = True

    def open(self, kind: str, label: str) -> None:
        """Start a unit (``chapter``, ``sheet``) that covers the blocks until :meth:`close`."""
        self._open[kind] = (label, self.next_start())

    def close(self, kind: str) -> None:
        """End the unit ``kind``; it is recorded only if it holds text."""
        label, start = self._open.pop(kind)
        if self._length > start:
            self._locators.append(Locator(kind, label, start, self._length))

    def paragraph(
        self, paragraph: Paragraph, locators: tuple[tuple[str, str], ...] = ()
    ) -> tuple[int, int]:
        """Write a word-processor paragraph as a block, its page breaks where they fall:
        before it when no text precedes them, else inside it. Returns its span."""
        raw = "".join(paragraph.parts)
        for at in paragraph.breaks:
            if not raw[:at].strip():
                self.page_break()
        start, end = self.block(raw, locators)
        for at in paragraph.breaks:
            if raw[:at].strip():
                self.page_break(min(end, start + len(raw[:at].strip())))
        return start, end

    def page_break(self, at: int | None = None) -> None:
        """A new page starts at offset ``at`` (inside a block), or with the next block."""
        if at is None:
            self._pending_page = True
        else:
            self._page(at)

    def _page(self, at: int) -> None:
        self._pending_page = False
        if at > self._page_starts[-1]:
            self._page_starts.append(at)

    def furniture(self, text: str) -> None:
        """Add text that is never evidence (headers, footers, comments, navigation)."""
        text = clean_block(text)
        if text:
            self.budget.characters(len(text))
            self._furniture.append(text)

    def furniture_of(self, part: TextBuilder) -> None:
        """Add the text of a :meth:`part` (already spent) as furniture."""
        text = clean_block(part.text)
        if text:
            self._furniture.append(text)

    def document(
        self,
        data: bytes,
        *,
        representation: Representation,
        content_type: str,
        title: str,
        metadata: dict[str, str] | None = None,
        warnings: tuple[str, ...] = (),
    ) -> SourceDocument:
        """The :class:`SourceDocument` built so far (pages only if a break was recorded)."""
        text = "".join(self._parts)
        pages = tuple(p for p in self._page_starts if p < len(text)) or (0,)
        return SourceDocument(
            text=text,
            representation=representation,
            source_bytes=len(data),
            sha256=sha256_hex(data),
            content_type=content_type,
            title=title,
            page_starts=pages if len(pages) > 1 else None,
            warnings=warnings,
            furniture="\n\n".join(self._furniture),
            locators=tuple(sorted(self._locators, key=lambda loc: (loc.start, -loc.end))),
            metadata=tuple(sorted((metadata or {}).items())),
        )
