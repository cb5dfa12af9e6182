"""EPUB 2 and 3 books: the spine's documents in order, each read by the HTML walker.

The container (``META-INF/container.xml``), the package document (OPF) and the table of
contents (EPUB 3 navigation document or EPUB 2 NCX) are parsed with lxml under the rules
of :mod:`.._zip`; every spine document is read by
:func:`~citeproof.sources.html.extract_html` (Lexbor's HTML5 parser: an XHTML document's
DOCTYPE and entities are not expanded), so a chapter is read exactly as a web page would
be, furniture included. Only XML's empty elements are written out first (``<a name="x"/>``
would open a link that swallows the heading after it). No EPUB library:
ebooklib reads every member of the book into memory (images included) before the first
chapter, and gives nothing the OPF does not.

What is the text (``epub_text``): the spine's documents in spine order (``linear="no"``
items too: they are part of the book), each chapter's blocks as the walker lays them out.
The navigation document, the NCX and whatever each chapter's walk keeps apart are furniture,
and so is a block that opens or closes many chapters alike (a running head or foot the
book's maker repeated on each: :func:`_repeated_edges`), and a sidebar the walker reads as
a section's text that stands, the same, in many chapters (:func:`_repeated_sidebars`).

Locators: ``chapter`` for each spine document with text, labelled with its place in the
spine and its title (``"3: The Voyage"``; the title from the table of contents, else the
document's own ``<title>``, else its first line), and ``paragraph`` for each of its blocks,
numbered from 1 within the chapter.
"""

from __future__ import annotations

import posixpath
import re
from typing import TYPE_CHECKING
from urllib.parse import unquote

from ...._lazy import deferred
from ....errors import ErrorCode, SourceError
from ..._decode import decode
from ..._document import Representation, SourceDocument
from ...html import extract_html
from .._builder import TextBuilder
from .._signatures import EPUB_MEDIA_TYPE, recognise_epub
from .._zip import SafeZip, parse_xml, resolve, text_of

if TYPE_CHECKING:
    from lxml import etree
else:
    etree = deferred("lxml.etree")

__all__ = ["EPUB_MEDIA_TYPE", "read_epub", "recognise_epub"]

_OPF = "{http://www.idpf.org/2007/opf}"
_DC = "{http://purl.org/dc/elements/1.1/}"
_CONTAINER = "{urn:oasis:names:tc:opendocument:xmlns:container}"
_NCX = "{http://www.daisy.org/z3986/2005/ncx/}"
_XHTML_TYPES = ("application/xhtml+xml", "text/html", "application/xml", "text/xml")
#: ``<a name="x"/>``: XML's empty element, which an HTML parser reads as an open ``<a>``
#: swallowing what follows (a heading then reads as a link, and as furniture).
_SELF_CLOSED = re.compile(r"<([A-Za-z][A-Za-z0-9:-]*)((?:\s[^<>]*?)?)\s*/>")
_VOID = frozenset(
    "area base br col embed hr img input link meta source track wbr param keygen".split()
)
_XML_ENCODING = re.compile(rb"""^\s*<\?xml[^>]*encoding\s*=\s*["']([A-Za-z0-9_.:-]+)""")


def _package_path(book: SafeZip) -> str:
    data = book.read_optional("META-INF/container.xml")
    if data is not None:
        for rootfile in parse_xml(data, book.title, "META-INF/container.xml", book.budget).iter(
            f"{_CONTAINER}rootfile", "rootfile"
        ):
            path = resolve("", rootfile.get("full-path", ""))
            if path is not None and book.find(path) is not None:
                return str(book.find(path))
    found = next((n for n in book.names if n.lower().endswith(".opf")), None)
    if found is None:
        raise SourceError(
            f"{book.title}: an EPUB without a package document", code=ErrorCode.EXTRACTION_FAILED
        )
    return found


def _toc_titles(book: SafeZip, nav: str | None, ncx: str | None) -> dict[str, str]:
    """Member name -> the title the table of contents gives it (first entry wins)."""
    titles: dict[str, str] = {}
    if nav is not None:
        root = _parse_xhtml(book, nav)
        if root is not None:
            for link in root.iter("{http://www.w3.org/1999/xhtml}a", "a"):
                target = resolve(nav, unquote(link.get("href", "")))
                label = text_of(link)
                if target and label:
                    titles.setdefault(target, label)
    if ncx is not None:
        data = book.read_optional(ncx)
        if data is not None:
            for point in parse_xml(data, book.title, ncx, book.budget).iter(f"{_NCX}navPoint"):
                content = point.find(f"{_NCX}content")
                target = (
                    resolve(ncx, unquote(content.get("src", ""))) if content is not None else None
                )
                label = text_of(point.find(f"{_NCX}navLabel"))
                if target and label:
                    titles.setdefault(target, label)
    return titles


def _parse_xhtml(book: SafeZip, member: str) -> etree._Element | None:
    data = book.read_optional(member)
    if data is None:
        return None
    try:
        return parse_xml(data, book.title, member, book.budget)
    except SourceError as error:
        if "entities" in error.message:
            raise
        return None  # a navigation document that is not well-formed: no titles from it


def _decode_xhtml(data: bytes, member: str, title: str) -> str:
    declared = _XML_ENCODING.match(data[:200])
    try:
        text, _ = decode(data, declared.group(1).decode("ascii") if declared else "utf-8")
    except (UnicodeDecodeError, LookupError) as error:
        raise SourceError(
            f"{title}: {member} is not decodable: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    return text


def _as_html(xhtml: str) -> str:
    """XHTML with every empty non-void element written out (``<a/>`` -> ``<a></a>``)."""

    def expand(match: re.Match[str]) -> str:
        name = match.group(1)
        if name.lower() in _VOID:
            return match.group(0)
        return f"<{name}{match.group(2)}></{name}>"

    return _SELF_CLOSED.sub(expand, xhtml)


#: Blocks at each end of a chapter where a book's running heads and feet stand.
_EDGE = 2
#: A block at a chapter's edge is furniture when it stands at the edge of this many
#: chapters or more, and of this share of them, and is no longer than a line or two.
_REPEATS, _REPEATED_SHARE, _REPEATED_LENGTH = 3, 0.3, 200


def _at_edge(index: int, count: int) -> bool:
    return index < _EDGE or index >= count - _EDGE


def _repeated_edges(texts: list[str]) -> set[str]:
    """Blocks (white space squeezed) that open or close many chapters of one book alike:
    a running head or foot the book's maker put on every chapter ("Back to contents", the
    book's title above each chapter), repeated across the pages of the book, not a
    chapter's own text. A block repeated inside chapters (a scene break) is not looked at."""
    counts: dict[str, int] = {}
    chapters = 0
    for text in texts:
        blocks = [" ".join(b.split()) for b in re.split(r"\n\s*\n", text) if b.strip()]
        if not blocks:
            continue
        chapters += 1
        edges = {b for i, b in enumerate(blocks) if _at_edge(i, len(blocks))}
        for block in edges:
            if len(block) <= _REPEATED_LENGTH:
                counts[block] = counts.get(block, 0) + 1
    least = max(_REPEATS, _REPEATED_SHARE * chapters)
    return {block for block, count in counts.items() if count >= least}


def _repeated_sidebars(found: list[list[tuple[str, ...]]]) -> set[tuple[str, ...]]:
    """Sidebars in the flow of a chapter's text (which the HTML walker reads as text: a
    DocBook or docutils box among a section's paragraphs) that stand, the same, in many
    chapters of one book (as many as :func:`_repeated_edges` asks): a box the book's
    maker put on every chapter ("Support this book"), repeated across its pages, not a
    section's own aside. ``found`` holds each chapter's sidebars, block by block."""
    counts: dict[tuple[str, ...], int] = {}
    for boxes in found:
        for box in set(boxes):
            counts[box] = counts.get(box, 0) + 1
    least = max(_REPEATS, _REPEATED_SHARE * len(found))
    return {box for box, count in counts.items() if count >= least}


def read_epub(data: bytes, name: str, charset: str | None = None) -> SourceDocument:
    """An EPUB book's text (``epub_text``; see the module docstring)."""
    book = SafeZip(data, name)
    opf = _package_path(book)
    package = book.parse(opf)
    manifest: dict[str, tuple[str, str, str]] = {}
    nav = ncx = None
    for item in package.iter(f"{_OPF}item"):
        href = resolve(opf, unquote(item.get("href", "")))
        if href is None:
            continue
        media, properties = item.get("media-type", ""), item.get("properties", "").split()
        manifest[item.get("id", "")] = (href, media, " ".join(properties))
        if "nav" in properties:
            nav = href
        if media == "application/x-dtbncx+xml":
            ncx = href
    spine = package.find(f"{_OPF}spine")
    if spine is not None and ncx is None and spine.get("toc") in manifest:
        ncx = manifest[spine.get("toc", "")][0]
    titles = _toc_titles(book, nav, ncx)
    builder = TextBuilder(book.budget)
    chapters = 0
    seen: set[str] = set()
    read: list[tuple[str, SourceDocument]] = []
    boxes: dict[str, list[tuple[str, ...]]] = {}  # each chapter's sidebars read as text
    for itemref in spine.iter(f"{_OPF}itemref") if spine is not None else ():
        href, media, _ = manifest.get(itemref.get("idref", ""), ("", "", ""))
        if not href or media not in _XHTML_TYPES or book.find(href) is None or href in seen:
            continue  # items that point into a document already read (``x.xhtml#part``) too
        seen.add(href)
        raw = book.read(href)
        text = _as_html(_decode_xhtml(raw, href, name))
        found = boxes.setdefault(href, [])
        read.append((href, extract_html(raw, text, posixpath.basename(href), sidebars=found)))
    chapter_texts = [(href, chapter) for href, chapter in read if href != nav]
    repeated = _repeated_edges([chapter.text for _, chapter in chapter_texts])
    repeated_boxes = _repeated_sidebars(
        [boxes[href] for href, chapter in chapter_texts if chapter.text.strip()]
    )
    for href, chapter in read:
        if href == nav:
            builder.furniture(chapter.text)
            builder.furniture(chapter.furniture)
            continue
        builder.furniture(chapter.furniture)
        if not chapter.text.strip():
            continue
        chapters += 1
        first_line = chapter.text.strip().split("\n", 1)[0][:80]
        title = titles.get(href) or chapter.title
        if title == posixpath.basename(href):
            title = first_line
        builder.open("chapter", f"{chapters}: {title}")
        blocks = re.split(r"\n\s*\n", chapter.text)
        boxed = {block for box in boxes[href] if box in repeated_boxes for block in box}
        for number, block in enumerate(blocks, start=1):
            squeezed = " ".join(block.split())
            if _at_edge(number - 1, len(blocks)) and squeezed in repeated:
                builder.furniture(block)  # the book's running head or foot
                continue
            if squeezed in boxed:
                builder.furniture(block)  # a box the book's maker put in every chapter
                continue
            builder.block(block, (("paragraph", str(number)),))
            # a table row's extra blank line is not kept: a chapter is read as paragraphs
        builder.close("chapter")
    spine_members = {manifest.get(i.get("idref", ""), ("",))[0] for i in
                     (spine.iter(f"{_OPF}itemref") if spine is not None else ())}  # fmt: skip
    if nav is not None and nav not in spine_members and book.find(nav) is not None:
        raw = book.read(nav)
        page = extract_html(raw, _as_html(_decode_xhtml(raw, nav, name)), nav)
        builder.furniture(page.text)
        builder.furniture(page.furniture)
    metadata = package.find(f"{_OPF}metadata")
    if metadata is None:
        metadata = next(package.iter("{*}metadata"), None)
    book_title = text_of(metadata.find(f"{_DC}title")) if metadata is not None else ""
    about: dict[str, str] = {}
    if metadata is not None:
        wanted = (("creator", "author"), ("date", "date"), ("language", "language"),
                  ("publisher", "publisher"))  # fmt: skip
        for field, key in ((f"{_DC}{name}", key) for name, key in wanted):
            value = text_of(metadata.find(field))
            if value:
                about[key] = value
    return builder.document(
        data,
        representation=Representation.EPUB_TEXT,
        content_type=EPUB_MEDIA_TYPE,
        title=book_title or name,
        metadata=about,
    )
