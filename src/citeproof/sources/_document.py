"""A source as read: its checked text, page boundaries, layout and provenance.

The vocabulary every trade of :mod:`citeproof.sources` shares: :class:`SourceDocument`
(what any extractor returns), :class:`Representation` (how its text was obtained),
:class:`Provenance` and :class:`Redirect` (where and when bytes were read from the web),
and :func:`sha256_hex` (the one fingerprint of the bytes read).
"""

from __future__ import annotations

import hashlib
import math
from array import array
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import NamedTuple

from ..text import FurnitureKind, Stepover
from ._stored_boxes import StoredBoxes

__all__ = [
    "Block",
    "Locator",
    "PagesRead",
    "Provenance",
    "ProvenanceView",
    "Redirect",
    "Representation",
    "SourceDocument",
    "sha256_hex",
]

_ARCHIVED = "archived_"


class Representation(StrEnum):
    """How a document's text was obtained: the one spelling, on every face and in JSON.

    Each format reads to one representation; a document taken out of a web archive
    (WARC, WACZ) is its record's representation prefixed ``archived_``
    (:meth:`archived`). The members are strings, so JSON and messages print the value.
    """

    LITERAL_TEXT = "literal_text"
    EXTRACTED_HTML_TEXT = "extracted_html_text"
    PDF_TEXT_LAYER = "pdf_text_layer"
    DOCX_TEXT = "docx_text"
    ODF_TEXT = "odf_text"
    EPUB_TEXT = "epub_text"
    RTF_TEXT = "rtf_text"
    XLSX_TEXT = "xlsx_text"
    PPTX_TEXT = "pptx_text"
    CSV_TEXT = "csv_text"
    RENDERED_MARKDOWN = "rendered_markdown"
    RENDERED_RST = "rendered_rst"
    SUBTITLE_TEXT = "subtitle_text"
    EMAIL_TEXT = "email_text"
    ARCHIVED_LITERAL_TEXT = "archived_literal_text"
    ARCHIVED_EXTRACTED_HTML_TEXT = "archived_extracted_html_text"
    ARCHIVED_PDF_TEXT_LAYER = "archived_pdf_text_layer"
    ARCHIVED_DOCX_TEXT = "archived_docx_text"
    ARCHIVED_ODF_TEXT = "archived_odf_text"
    ARCHIVED_EPUB_TEXT = "archived_epub_text"
    ARCHIVED_RTF_TEXT = "archived_rtf_text"
    ARCHIVED_XLSX_TEXT = "archived_xlsx_text"
    ARCHIVED_PPTX_TEXT = "archived_pptx_text"
    ARCHIVED_CSV_TEXT = "archived_csv_text"
    ARCHIVED_RENDERED_MARKDOWN = "archived_rendered_markdown"
    ARCHIVED_RENDERED_RST = "archived_rendered_rst"
    ARCHIVED_SUBTITLE_TEXT = "archived_subtitle_text"
    ARCHIVED_EMAIL_TEXT = "archived_email_text"

    def archived(self) -> Representation:
        """This representation as read out of a web archive.

        An archive inside an archive is still one ``archived_`` (the wire schemas allow
        one), so an archived representation is its own archived form.

        >>> Representation.PDF_TEXT_LAYER.archived()
        <Representation.ARCHIVED_PDF_TEXT_LAYER: 'archived_pdf_text_layer'>
        """
        return self if self.is_archived else Representation(_ARCHIVED + self.value)

    @property
    def is_archived(self) -> bool:
        """True when the text was read out of a web archive's record."""
        return self.value.startswith(_ARCHIVED)

    @property
    def inner(self) -> Representation:
        """The representation of the record itself (itself when not archived).

        >>> Representation.ARCHIVED_LITERAL_TEXT.inner
        <Representation.LITERAL_TEXT: 'literal_text'>
        """
        return Representation(self.value.removeprefix(_ARCHIVED))

    @property
    def has_page_pictures(self) -> bool:
        """True when pictures of the pages can be drawn from the bytes read: a PDF's text
        layer read directly (an archived PDF's bytes are the archive's, not the PDF's)."""
        return self is Representation.PDF_TEXT_LAYER


def sha256_hex(data: bytes) -> str:
    """The SHA-256 of the bytes read, in hex: how a document, a snapshot and the evidence
    store name exactly what was read (never the text, which depends on extraction)."""
    return hashlib.sha256(data).hexdigest()


@dataclass(frozen=True, slots=True)
class Redirect:
    """One redirect followed while fetching: ``source`` answered ``status`` pointing to
    ``target`` (the absolute URL, resolved against ``source``)."""

    source: str
    target: str
    status: int

    def to_dict(self) -> dict[str, object]:
        """The wire shape, ``{"from", "to", "status"}`` (JSON and the evidence store)."""
        return {"from": self.source, "to": self.target, "status": self.status}

    @classmethod
    def from_dict(cls, data: dict[str, object]) -> Redirect:
        """A redirect from its wire shape (as :meth:`to_dict` wrote it)."""
        return cls(str(data["from"]), str(data["to"]), int(str(data["status"])))


@dataclass(frozen=True, slots=True)
class Provenance:
    """Where bytes were read from the web, and when: the one record a fetch, a stored
    snapshot, a read and a report's evidence share (rather than each copying the fields).

    ``retrieved_at`` (ISO 8601, UTC, milliseconds) is ``None`` until a reader with a
    clock stamps it: the fetcher itself keeps no time. ``rendered_by`` names the browser
    (``"Chromium 156.0.8078.73"``) when the text is the DOM the page's scripts left, not
    the bytes the server sent (see :mod:`citeproof.sources.render`).
    """

    requested_url: str
    final_url: str
    http_status: int
    redirects: tuple[Redirect, ...] = ()
    retrieved_at: str | None = None
    rendered_by: str | None = None


class ProvenanceView:
    """Read-only views of an optional :class:`Provenance`, for what holds one (a read, a
    report's evidence): ``None`` and no redirects when the source was not a URL."""

    __slots__ = ()
    provenance: Provenance | None

    @property
    def requested_url(self) -> str | None:
        """The URL asked for, when a URL was read."""
        return self.provenance.requested_url if self.provenance else None

    @property
    def final_url(self) -> str | None:
        """Where a URL's reading ended up, after the redirects."""
        return self.provenance.final_url if self.provenance else None

    @property
    def redirects(self) -> tuple[Redirect, ...]:
        """The redirects a URL's reading followed."""
        return self.provenance.redirects if self.provenance else ()

    @property
    def http_status(self) -> int | None:
        """The final HTTP status of a URL's reading."""
        return self.provenance.http_status if self.provenance else None

    @property
    def retrieved_at(self) -> str | None:
        """When a URL's bytes were read (ISO 8601, UTC)."""
        return self.provenance.retrieved_at if self.provenance else None


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


class PagesRead(NamedTuple):
    """Which pages a reading of some pages holds: ``first`` to ``last`` of ``of``.

    >>> str(PagesRead(21, 22, 311)), str(PagesRead(7, 7, 9))
    ('pages 21-22 of 311', 'page 7 of 9')
    """

    first: int
    last: int
    of: int

    def __str__(self) -> str:
        if self.first == self.last:
            return f"page {self.first} of {self.of}"
        return f"pages {self.first}-{self.last} of {self.of}"


@dataclass(frozen=True, slots=True)
class Block:
    """A region of a page read as one unit, numbered in reading order.

    ``kind`` is ``body`` (the document's text), ``footnote`` (notes read after the page's
    body: footnotes, and a PDF's notes in its margins) or ``furniture`` (running heads and
    feet, page numbers, repeated stamps: kept apart, never evidence). ``start``/``end``
    are code-point offsets into :attr:`SourceDocument.text`, or into
    :attr:`SourceDocument.furniture` for furniture. The box is in PDF points, y growing
    upwards, in the page's unrotated user space as PDFium reports character boxes.
    ``page`` and ``number`` are one-based.
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

    ``representation`` names how the text was obtained (a :class:`Representation`:
    ``literal_text`` for plain text decoded exactly, ``extracted_html_text``,
    ``pdf_text_layer``, ``docx_text``...); ``page_starts`` holds the
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
    ``furniture_kinds`` says what each stretch of :attr:`furniture` is (see
    :meth:`furniture_kind`). ``ocr_words`` are the words OCR read on scanned pages, as
    ``(start, end, confidence)`` in :attr:`text` (confidence 0-100, tesseract's): a near
    miss that differs only in unsure words is the scan's doubt, not the author's.

    ``first_page`` and ``page_count`` say what a reading of some pages only holds
    (``SourceReader(pages=...)``): ``page_starts[0]`` is the start of page ``first_page``
    (the document's own number: page 21 stays page 21 in every locator, box and block),
    and ``page_count`` is how many pages the whole document has (``None`` when every page
    was read). A quote absent from such a reading is absent from those pages only, so
    :attr:`pages_read` is reported beside every verdict.

    ``script_breaks`` are the offsets in :attr:`text`, sorted, where a PDF's line changes
    script level (a sub- or superscript begins or ends: the baseline moves) with nothing
    between the two characters (the offset of the second) or one space the layout put there
    (the offset of the space). Readers differ there (pdftotext reads ``σi (x``, citeproof
    ``σi(x`` unless the gap is a word space's), so the matcher lets a quote have a space or
    none at those places only (:mod:`citeproof.match._script_spaces`). Two other places
    readers differ on are marked alike: a closing quotation mark kerned apart from its word,
    and a space between two letters far narrower than its line's other word spaces (a logo
    such as TUGboat's ``M ETAPOST``).
    """

    text: str
    representation: Representation
    source_bytes: int
    sha256: str
    content_type: str
    title: str
    page_starts: tuple[int, ...] | None = None
    warnings: tuple[str, ...] = field(default_factory=tuple)
    furniture: str = ""
    char_boxes: array[float] | StoredBoxes | None = field(default=None, repr=False, compare=False)
    blocks: Sequence[Block] = field(default=(), repr=False, compare=False)
    stepovers: tuple[Stepover, ...] = field(default=(), repr=False, compare=False)
    page_warnings: tuple[tuple[int, str], ...] = ()
    locators: tuple[Locator, ...] = field(default=(), repr=False, compare=False)
    metadata: tuple[tuple[str, str], ...] = ()
    page_labels: tuple[str, ...] = ()
    furniture_kinds: tuple[tuple[int, FurnitureKind], ...] = ()
    ocr_words: tuple[tuple[int, int, float], ...] = field(default=(), repr=False, compare=False)
    first_page: int = 1
    page_count: int | None = None
    script_breaks: tuple[int, ...] = field(default=(), repr=False, compare=False)

    @property
    def pages_read(self) -> PagesRead | None:
        """``(first, last, of)`` when only some pages of a paged document were read, else
        ``None`` (the whole document).

        >>> SourceDocument("ab", Representation.PDF_TEXT_LAYER, 0, "", "", "",
        ...                page_starts=(0, 1), first_page=21, page_count=311).pages_read
        PagesRead(first=21, last=22, of=311)
        """
        if self.page_count is None or self.page_starts is None:
            return None
        last = self.first_page + len(self.page_starts) - 1
        return PagesRead(self.first_page, last, self.page_count)

    def furniture_kind(self, offset: int) -> FurnitureKind:
        """What kind of furniture sits at ``offset`` into :attr:`furniture`: the last of
        ``furniture_kinds`` (sorted ``(start, kind)`` pairs) starting at or before it, else
        :attr:`FurnitureKind.OTHER`."""
        kind = FurnitureKind.OTHER
        for start, named in self.furniture_kinds:
            if start > offset:
                break
            kind = named
        return kind

    def page_label(self, page: int) -> str:
        """How the one-based ``page`` is printed: its label, else its number.

        >>> SourceDocument("", Representation.PDF_TEXT_LAYER, 0, "", "", "",
        ...                page_labels=("i", "ii", "1")).page_label(3)
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
        try:  # one read of a cache entry's boxes
            numbers = self.char_boxes[4 * start : 4 * end]
        except (OSError, ValueError):  # the entry cut short or gone since: no geometry
            return []
        for i in range(start, end):
            while page + 1 < len(self.page_starts) and self.page_starts[page + 1] <= i:
                page += 1
            if self.text[i] == "\n":
                line += 1
                continue
            at = 4 * (i - start)
            x0, y0, x1, y1 = numbers[at : at + 4]
            if math.isnan(x0):
                continue
            rect = rects.setdefault((page, line), [x0, y0, x1, y1])
            rect[:] = [min(rect[0], x0), min(rect[1], y0), max(rect[2], x1), max(rect[3], y1)]
        return [
            {"page": page + self.first_page, "x0": round(r[0], 2), "y0": round(r[1], 2),
             "x1": round(r[2], 2), "y1": round(r[3], 2)}
            for (page, _), r in sorted(rects.items())
        ]  # fmt: skip
