"""Some pages of a paged source: the range asked for, and a whole reading cut to it.

``check --pages 21-22`` and ``extract --pages 21-22`` of a 311-page PDF need two pages,
not 311: the PDF reader loads only those (and a few neighbours, for the running heads:
:data:`~citeproof.sources.pdf.FURNITURE_CONTEXT`). When the whole document is already
in the document cache, the pages are cut out of it instead (:func:`slice_pages`), which
is exactly the whole reading's text of those pages. Either way page numbers stay the
document's own (page 21 is page 21) and offsets are into the text of the pages read;
:attr:`~citeproof.sources.SourceDocument.pages_read` says the reading is partial.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from ..errors import ErrorCode, InputError
from ._document import Representation, SourceDocument

__all__ = ["PageRange", "slice_pages"]

_PAGES = re.compile(r"^\s*(\d+)\s*(?:-\s*(\d*)\s*)?$")
#: Between two pages of a PDF's text: a blank line (``pdf._extract._Assembly``).
_PDF_PAGE_BREAK = "\n\n"


@dataclass(frozen=True, slots=True)
class PageRange:
    """One-based pages ``first`` to ``last`` inclusive; ``last`` ``None``: to the end."""

    first: int
    last: int | None

    @classmethod
    def parse(cls, spec: str) -> PageRange:
        """``A``, ``A-B`` or ``A-`` as a range; ``invalid_value`` for anything else, and
        ``out_of_range`` for a range no document has (page 0, a last page before the first).

        >>> PageRange.parse("21-22"), PageRange.parse("7"), PageRange.parse("5-")
        (PageRange(first=21, last=22), PageRange(first=7, last=7), PageRange(first=5, last=None))
        """
        match = _PAGES.match(spec)
        if not match:
            raise InputError(
                f"--pages takes A, A-B or A- (one-based page numbers), not {spec!r}",
                code=ErrorCode.INVALID_VALUE,
            )
        first = int(match[1])
        last = None if match[2] == "" else int(match[2]) if match[2] else first
        if first < 1 or (last is not None and last < first):
            raise InputError(
                f"--pages {spec} is within no document's pages (one-based, first to last)",
                code=ErrorCode.OUT_OF_RANGE,
            )
        return cls(first, last)

    def resolve(self, count: int, title: str) -> tuple[int, int]:
        """``(first, last)`` within a document of ``count`` pages; ``out_of_range``
        when the range is not inside it."""
        last = count if self.last is None else self.last
        if not 1 <= self.first <= last <= count:
            raise InputError(
                f"--pages {self} is not within pages 1-{count} of {title}",
                code=ErrorCode.OUT_OF_RANGE,
            )
        return self.first, last

    @property
    def fingerprint(self) -> str:
        """The range as part of a document cache key (``pages=21-22``)."""
        return f"pages={self}"

    def __str__(self) -> str:
        if self.last == self.first:
            return str(self.first)
        return f"{self.first}-{'' if self.last is None else self.last}"


def no_pages(document: SourceDocument) -> InputError:
    """The error for a page range asked of a source without pages."""
    return InputError(
        f"--pages: {document.title} has no pages ({document.representation}); "
        "check or extract it whole",
        code=ErrorCode.INVALID_VALUE,
    )


def slice_pages(document: SourceDocument, pages: PageRange) -> SourceDocument:
    """Pages ``pages`` of a whole ``document``, as a reading of those pages alone: the
    text, boxes, blocks, stepovers, furniture and warnings of those pages, offsets moved
    to the start of the first, page numbers kept. A PDF's pages are separated by a blank
    line, which is not part of either page; other formats' pages end where the next
    begins. A range that covers every page is the document itself."""
    starts = document.page_starts
    if starts is None:
        raise no_pages(document)
    if document.pages_read is not None:  # its numbers are not indices into page_starts
        raise InputError(
            f"{document.title} holds pages {document.pages_read[0]}-"
            f"{document.pages_read[1]} only: cut pages from the whole document",
            code=ErrorCode.INVALID_VALUE,
        )
    first, last = pages.resolve(len(starts), document.title)
    if (first, last) == (1, len(starts)):
        return document
    start = starts[first - 1]
    end = starts[last] if last < len(starts) else len(document.text)
    # where the next page starts, if that is where these end: what stands there is its
    next_start = end if last < len(starts) else None
    if next_start is not None and document.representation is Representation.PDF_TEXT_LAYER:
        end -= len(_PDF_PAGE_BREAK)
        next_start = None
    kept = range(first, last + 1)
    furniture = [b for b in document.blocks if b.page in kept and b.kind == "furniture"]
    f_start = min((b.start for b in furniture), default=0)
    f_end = max((b.end for b in furniture), default=0)
    # the furniture text of the pages: the stretch their furniture blocks cover
    blocks = tuple(
        replace(b, start=b.start - f_start, end=b.end - f_start)
        if b.kind == "furniture"
        else replace(b, start=b.start - start, end=b.end - start)
        for b in document.blocks
        if b.page in kept
    )
    kinds = [(s - f_start, k) for s, k in document.furniture_kinds if f_start <= s < f_end]
    before = [(s, k) for s, k in document.furniture_kinds if s <= f_start]
    if furniture and before and (not kinds or kinds[0][0] > 0):
        kinds.insert(0, (0, before[-1][1]))  # the kind in force where the slice begins
    boxes = document.char_boxes
    if boxes is not None:
        try:
            boxes = boxes[4 * start : 4 * end]
        except (OSError, ValueError):  # a cache entry's boxes cut short or gone since
            boxes = None
    return replace(
        document,
        text=document.text[start:end],
        page_starts=tuple(s - start for s in starts[first - 1 : last]),
        furniture=document.furniture[f_start:f_end] if furniture else "",
        furniture_kinds=tuple(kinds) if furniture else (),
        char_boxes=boxes,
        blocks=blocks,
        stepovers=tuple(
            replace(s, start=s.start - start, end=s.end - start)
            for s in document.stepovers
            if start <= s.start and s.end <= end and not s.start == s.end == next_start
        ),
        page_warnings=tuple((n, message) for n, message in document.page_warnings if n in kept),
        locators=tuple(
            replace(x, start=max(x.start, start) - start, end=min(x.end, end) - start)
            for x in document.locators
            if x.start < end and start < x.end
        ),
        ocr_words=tuple(
            (a - start, b - start, c) for a, b, c in document.ocr_words if start <= a and b <= end
        ),
        first_page=first,
        page_count=len(starts),
        script_breaks=tuple(i - start for i in document.script_breaks if start <= i < end),
    )
