"""A line a book's maker put on every chapter is furniture (issue 20: what repeats across
the pages of one EPUB is the book's running head or foot, not a chapter's text)."""

from __future__ import annotations

import io

from ebooklib import epub

from citeproof.match import Verdict
from citeproof.service import check
from citeproof.sources import SourceRead, extract

HEAD = "The Voyage of the Beagle, by Charles Darwin"
FOOT = "Back to the table of contents"
MIDDLE = "The log of the day was written up by the captain that night."


def _book(chapters: int, edges: bool = True) -> bytes:
    book = epub.EpubBook()
    book.set_identifier("issue-20-edges")
    book.set_title("The Voyage")
    book.set_language("en")
    items = []
    for n in range(1, chapters + 1):
        item = epub.EpubHtml(title=f"Chapter {n}", file_name=f"c{n}.xhtml", lang="en")
        head = f"<p class='running'>{HEAD}</p>" if edges else ""
        foot = f"<p><a href='toc.xhtml'>{FOOT}</a></p>" if edges else ""
        item.content = (
            f"<html><body>{head}<h1>Chapter {n}</h1>"
            f"<p>The ship sailed on the {n}th day of the month, and the weather held fair.</p>"
            f"<p>{MIDDLE}</p>"
            "<p>The next morning the wind turned, and the ship stood out to sea again.</p>"
            f"<p>In the evening of that day the crew saw land to the west, number {n}.</p>"
            f"{foot}</body></html>"
        )
        book.add_item(item)
        items.append(item)
    book.toc = tuple(items)
    book.spine = ["nav", *items]
    book.add_item(epub.EpubNcx())
    book.add_item(epub.EpubNav())
    out = io.BytesIO()
    epub.write_epub(out, book)
    return out.getvalue()


def _verdicts(data: bytes, quotes: list[str]) -> list[Verdict]:
    document = extract(data, None, "book.epub")
    report = check(SourceRead(document=document, origin="file"), quotes)
    return [finding.verdict for finding in report.findings]


def test_a_running_head_and_foot_on_every_chapter_are_furniture() -> None:
    data = _book(4)
    document = extract(data, None, "book.epub")
    assert HEAD not in document.text
    assert FOOT not in document.text
    assert HEAD in document.furniture
    assert _verdicts(
        data, [HEAD, "The ship sailed on the 3th day of the month, and the weather held fair."]
    ) == [
        Verdict.FURNITURE,
        Verdict.VERBATIM,
    ]
    assert document.text.count(MIDDLE) == 4  # repeated inside chapters: their text


def test_a_book_of_two_chapters_keeps_its_lines() -> None:
    """Two chapters alike are too few to call a line the book's furniture."""
    document = extract(_book(2), None, "book.epub")
    assert HEAD in document.text


BOX = "Every copy sold pays the printer of this edition, and the rest goes to the lifeboat fund."


def _boxed_book(chapters: int, same: bool) -> bytes:
    """A book whose chapters each hold a sidebar among a section's paragraphs (DocBook's
    ``<div class="sidebar">``): the same box in every chapter, or each chapter its own."""
    book = epub.EpubBook()
    book.set_identifier("issue-20-sidebars")
    book.set_title("The Voyage")
    book.set_language("en")
    items = []
    for n in range(1, chapters + 1):
        item = epub.EpubHtml(title=f"Chapter {n}", file_name=f"c{n}.xhtml", lang="en")
        said = BOX if same else f"The ship's log of day {n} was kept by the second mate, in ink."
        box = (
            f"<div class='sidebar'><p class='title'><b>SUPPORT THIS BOOK</b></p><p>{said}</p></div>"
        )
        item.content = (
            f"<html><body><div class='chapter'><h1>Chapter {n}</h1>"
            f"<div class='section'><h2>Day {n}</h2>"
            f"<p>The ship sailed on the {n}th day of the month, and the weather held fair.</p>"
            f"<p>{MIDDLE}</p>{box}"
            "<p>The next morning the wind turned, and the ship stood out to sea again.</p>"
            f"<p>In the evening of that day the crew saw land to the west, number {n}.</p>"
            "</div></div></body></html>"
        )
        book.add_item(item)
        items.append(item)
    book.toc = tuple(items)
    book.spine = ["nav", *items]
    book.add_item(epub.EpubNcx())
    book.add_item(epub.EpubNav())
    out = io.BytesIO()
    epub.write_epub(out, book)
    return out.getvalue()


def test_a_sidebar_repeated_in_every_chapter_is_the_books_furniture() -> None:
    """A sidebar among a section's paragraphs is that section's text (the HTML walker's
    ``_in_flow_sidebar``), but the same box in every chapter of a book is the maker's,
    repeated across its pages like a running head: furniture. Each chapter's own box is
    its text, and so is the box of one page read alone."""
    same = extract(_boxed_book(4, same=True), None, "book.epub")
    assert BOX not in same.text
    assert BOX in same.furniture
    assert "SUPPORT THIS BOOK" not in same.text
    assert _verdicts(_boxed_book(4, same=True), [BOX]) == [Verdict.FURNITURE]
    own = extract(_boxed_book(4, same=False), None, "book.epub")
    assert "The ship's log of day 3 was kept by the second mate, in ink." in own.text
    assert own.text.count("SUPPORT THIS BOOK") == 4
    assert own.text.count(MIDDLE) == 4
    few = extract(_boxed_book(2, same=True), None, "book.epub")
    assert few.text.count(BOX) == 2  # two chapters alike are too few
