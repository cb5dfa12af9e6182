"""A source as read: its checked text, page boundaries, layout and provenance."""

from __future__ import annotations

import math
from array import array
from dataclasses import dataclass, field

from ..text import Stepover

__all__ = ["Block", "Locator", "SourceDocument"]


@dataclass(frozen=True, slots=True)
class Locator:
    """Where a stretch of the text sits in the document, in the document's own terms.

    Pages are not enough for every format: a Word brief is cited by paragraph, an EPUB by
    chapter, a spreadsheet by cell, a subtitle by time, a Markdown file by line and column.
    ``kind`` names the unit (``paragraph``, ``chapter``, ``cell``, ``cue``, ``line``,
    ``footnote``...), ``label`` how a reader cites it (``"12"``, ``"3: The Voyage"``,
    ``"Sheet1!B7"``, ``"00:01:02.500 --> 00:01:05.000"``, ``"47:12"``), and
    ``start``/``end`` the code-point offsets into :attr:`SourceDocument.text` it covers.
    Locators of one kind do not overlap; kinds may nest (a chapter holds paragraphs).
    """

    kind: str
    label: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class Block:
    """A region of a page read as one unit, numbered in reading order.

    ``kind`` is ``body`` (the document's text), ``footnote`` (notes read after the page's
    body) or ``furniture`` (running heads and feet, page numbers, repeated stamps: kept
    apart, never evidence). ``start``/``end`` are code-point offsets into
    :attr:`SourceDocument.text`, or into :attr:`SourceDocument.furniture` for furniture.
    The box is in PDF points, y growing upwards, in the page's unrotated user space as
    PDFium reports character boxes. ``page`` and ``number`` are one-based.
    """

    page: int
    number: int
    kind: str
    x0: float
    y0: float
    x1: float
    y1: float
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class SourceDocument:
    """The text a quote is checked against, and where it came from.

    ``representation`` names how the text was obtained (``literal_text`` for plain text
    decoded exactly, ``extracted_html_text``, ``pdf_text_layer``); ``page_starts`` holds the
    code-point offset of each page for paged sources; ``sha256`` and ``source_bytes`` are
    those of the bytes read (not of the text). ``furniture`` is text that is not the
    document's own (an HTML page's navigation, headers, footers and asides; a PDF's running
    heads, page numbers and stamps): never evidence, kept so a quote found only there can
    be reported as such. ``blocks`` is a PDF's reading order, page by page, and
    ``stepovers`` what a quotation may run across (see :class:`~citeproof.text.Stepover`).
    ``page_warnings`` maps a one-based page number to what is wrong with it (no text
    layer). ``locators`` say where text sits in the document's own units (paragraph,
    chapter, cell, cue time, line:column; see :class:`Locator`), sorted by ``start``;
    ``metadata`` holds format-specific provenance as sorted ``(name, value)`` pairs (an
    e-mail's From, Date, Subject and Message-ID; an archive record's target URI).
    ``page_labels`` are a PDF's printed page numbers (``"xii"``, ``"12"``, ``"A-3"``), one
    per page, as its page-label tree gives them; empty when the file defines none.
    """

    text: str
    representation: str
    source_bytes: int
    sha256: str
    content_type: str
    title: str
    page_starts: tuple[int, ...] | None = None
    warnings: tuple[str, ...] = field(default_factory=tuple)
    furniture: str = ""
    char_boxes: array[float] | None = field(default=None, repr=False, compare=False)
    blocks: tuple[Block, ...] = field(default=(), repr=False, compare=False)
    stepovers: tuple[Stepover, ...] = field(default=(), repr=False, compare=False)
    page_warnings: tuple[tuple[int, str], ...] = ()
    locators: tuple[Locator, ...] = field(default=(), repr=False, compare=False)
    metadata: tuple[tuple[str, str], ...] = ()
    page_labels: tuple[str, ...] = ()

    def page_label(self, page: int) -> str:
        """How the one-based ``page`` is printed: its label, else its number.

        >>> SourceDocument("", "x", 0, "", "", "", page_labels=("i", "ii", "1")).page_label(3)
        '1'
        """
        if 0 < page <= len(self.page_labels) and self.page_labels[page - 1]:
            return self.page_labels[page - 1]
        return str(page)

    def locate(self, start: int, end: int) -> list[Locator]:
        """The locators that overlap ``text[start:end]``, in document order.

        A zero-width span reports the locator holding its position.
        """
        return [
            loc
            for loc in self.locators
            if loc.start < max(end, start + 1) and start < max(loc.end, loc.start + 1)
        ]

    def boxes(self, start: int, end: int) -> list[dict[str, float | int]]:
        """Where ``text[start:end]`` is drawn: one rectangle per page and line (PDF points).

        Empty for sources without geometry (HTML, plain text).
        """
        if self.char_boxes is None or self.page_starts is None:
            return []
        rects: dict[tuple[int, int], list[float]] = {}
        line = self.text.count("\n", 0, start)
        page = 0
        for i in range(start, end):
            while page + 1 < len(self.page_starts) and self.page_starts[page + 1] <= i:
                page += 1
            if self.text[i] == "\n":
                line += 1
                continue
            x0, y0, x1, y1 = self.char_boxes[4 * i : 4 * i + 4]
            if math.isnan(x0):
                continue
            rect = rects.setdefault((page, line), [x0, y0, x1, y1])
            rect[:] = [min(rect[0], x0), min(rect[1], y0), max(rect[2], x1), max(rect[3], y1)]
        return [
            {"page": page + 1, "x0": round(r[0], 2), "y0": round(r[1], 2),
             "x1": round(r[2], 2), "y1": round(r[3], 2)}
            for (page, _), r in sorted(rects.items())
        ]  # fmt: skip
