"""``slice_pages``: some pages of a whole document, as a reading of those pages alone.

The offset map of a slice is a shift by the first page's start; every offset of the
slice must name the same character, page and box as in the whole document.
"""

from __future__ import annotations

from array import array

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof.errors import CiteproofError, ErrorCode
from citeproof.sources import PageRange, SourceDocument, slice_pages
from citeproof.sources._document import Block, Representation
from citeproof.text import Coordinates, Stepover

_PAGE_TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=30)


def _document(pages: list[str], pdf: bool) -> SourceDocument:
    """A paged document made of ``pages``: a PDF's joined by a blank line, another's
    end to end (each then needs a character, or two pages would start together)."""
    separator = "\n\n" if pdf else ""
    starts, at = [], 0
    for text in pages:
        starts.append(at)
        at += len(text) + len(separator)
    text = separator.join(pages)
    boxes = array("f", [float(i) for i in range(len(text)) for _ in range(4)])
    blocks = tuple(
        Block(n, 1, "body", 0.0, 0.0, 1.0, 1.0, start, start + len(page))
        for n, (start, page) in enumerate(zip(starts, pages, strict=True), start=1)
    )
    stepovers = tuple(Stepover("furniture", start, start, f"head {n}") for n, start in
                      enumerate(starts, start=1))  # fmt: skip
    return SourceDocument(
        text,
        Representation.PDF_TEXT_LAYER if pdf else Representation.DOCX_TEXT,
        len(text), "0" * 64, "application/pdf", "t",
        page_starts=tuple(starts), char_boxes=boxes, blocks=blocks, stepovers=stepovers,
        page_warnings=tuple((n, f"page {n}") for n in range(1, len(pages) + 1)),
    )  # fmt: skip


@st.composite
def _case(draw: st.DrawFn) -> tuple[list[str], bool, int, int]:
    pdf = draw(st.booleans())
    page = _PAGE_TEXT if pdf else _PAGE_TEXT.filter(bool)
    pages = draw(st.lists(page, min_size=1, max_size=8))
    first = draw(st.integers(1, len(pages)))
    last = draw(st.integers(first, len(pages)))
    return pages, pdf, first, last


@given(_case())
def test_a_slice_is_its_pages_and_every_offset_maps_back(
    case: tuple[list[str], bool, int, int],
) -> None:
    pages, pdf, first, last = case
    whole = _document(pages, pdf)
    cut = slice_pages(whole, PageRange(first, last))
    if (first, last) == (1, len(pages)):
        assert cut is whole
        return
    assert cut.pages_read == (first, last, len(pages))
    assert cut.text == ("\n\n" if pdf else "").join(pages[first - 1 : last])
    assert whole.page_starts is not None
    assert cut.page_starts is not None
    shift = whole.page_starts[first - 1]
    assert cut.page_starts == tuple(s - shift for s in whole.page_starts[first - 1 : last])
    ours = Coordinates(cut.text, cut.page_starts, cut.first_page)
    theirs = Coordinates(whole.text, whole.page_starts)
    assert whole.char_boxes is not None
    assert cut.char_boxes is not None
    for offset in range(len(cut.text)):
        assert cut.text[offset] == whole.text[offset + shift]
        assert ours.page(offset) == theirs.page(offset + shift)
        assert cut.char_boxes[4 * offset] == whole.char_boxes[4 * (offset + shift)]
    assert [b.page for b in cut.blocks] == list(range(first, last + 1))
    for block in cut.blocks:
        assert cut.text[block.start : block.end] == pages[block.page - 1]
    assert [s.text for s in cut.stepovers] == [f"head {n}" for n in range(first, last + 1)]
    assert [n for n, _ in cut.page_warnings] == list(range(first, last + 1))


def test_a_slice_of_a_slice_is_refused() -> None:
    """A slice is not the whole: its page numbers are not indices into its page starts."""
    cut = slice_pages(_document(["a", "b", "c"], pdf=True), PageRange(2, 3))
    with pytest.raises(CiteproofError) as raised:
        slice_pages(cut, PageRange(2, 2))
    assert raised.value.code == ErrorCode.INVALID_VALUE
    assert "pages 2-3 only" in raised.value.message


def test_coordinates_number_pages_from_the_first_read() -> None:
    coordinates = Coordinates("ab\n\ncd", (0, 4), first_page=21)
    assert [coordinates.page(i) for i in range(6)] == [21, 21, 21, 21, 22, 22]
    pages = coordinates.span(1, 5).pages
    assert pages is not None
    assert (pages.start, pages.end) == (21, 22)
    with pytest.raises(ValueError, match="one-based"):
        Coordinates("ab", (0,), first_page=0)
