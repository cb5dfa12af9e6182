"""``citeproof extract SOURCE [--pages A-B] [--json] [--picture DIR]``: what was read.

With ``--pages`` only those pages are read (a PDF loads no other; see
:class:`~citeproof.sources.PageRange`), numbered as in the document, and the JSON's
``source.pages_read`` and a note on standard error say the reading is partial.

Prints the text exactly as quotes are checked against it, a PDF's page by page under
``=== page N ===`` markers, and after each page the furniture kept apart from it
(``--- furniture ---``: running heads, page numbers, stamps; an HTML page's navigation
and asides come at the end). ``--json`` prints the source's provenance and, for each
page, its text, its reading-order blocks, its furniture and its warnings. ``--picture
DIR`` writes one PNG a PDF page with the blocks outlined and numbered in reading order
and the furniture shaded, so anyone can see why a quote was missed. Exit 0, or 2 when
the source cannot be read or the input is invalid.
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from typing import Any

from ..errors import CiteproofError, ErrorCode, InputError
from ..sources import Block, SourceDocument
from ._commands import COMMANDS
from ._io import EXIT_TRUE, fail, print_json
from ._source import add_pages_option, add_source_options, read_source, write_pictures


@dataclass(frozen=True, slots=True)
class _Page:
    number: int
    start: int
    end: int
    blocks: tuple[Block, ...]
    furniture: tuple[str, ...]
    warnings: tuple[str, ...]


def _pages(document: SourceDocument) -> list[_Page]:
    """The source's pages (one for a source without pages) with what belongs to each,
    numbered as in the document (a reading of pages 21-22 holds pages 21 and 22)."""
    starts = document.page_starts or (0,)
    ends = (*starts[1:], len(document.text))
    warned: dict[int, list[str]] = {}
    for number, message in document.page_warnings:
        warned.setdefault(number, []).append(message)
    pages = []
    for index, (start, end) in enumerate(zip(starts, ends, strict=True)):
        number = document.first_page + index
        blocks = tuple(b for b in document.blocks if b.page == number)
        furniture = tuple(
            document.furniture[b.start : b.end] for b in blocks if b.kind == "furniture"
        )
        pages.append(_Page(number, start, end, blocks, furniture, tuple(warned.get(number, ()))))
    return pages


def _block_json(block: Block) -> dict[str, Any]:
    return {
        "number": block.number,
        "kind": block.kind,
        "box": [block.x0, block.y0, block.x1, block.y1],
        "start": block.start,
        "end": block.end,
    }


def _json(
    summary: dict[str, Any], document: SourceDocument, pages: list[_Page], pictures: list[str]
) -> dict[str, Any]:
    out: dict[str, Any] = {
        "source": summary,
        "pages": [
            {
                "page": page.number,
                "start": page.start,
                "end": page.end,
                "text": document.text[page.start : page.end],
                "blocks": [_block_json(b) for b in page.blocks],
                "furniture": list(page.furniture),
                "warnings": list(page.warnings),
            }
            for page in pages
        ],
        "furniture": document.furniture,
        "stepovers": [
            s.to_dict()
            for s in document.stepovers
            if any(p.start <= s.start <= p.end for p in pages)
        ],
    }
    if pictures:
        out["pictures"] = pictures
    return out


def _unplaced(document: SourceDocument) -> str:
    """Furniture no block places on a page (an HTML page's navigation and asides)."""
    placed = any(b.kind == "furniture" for b in document.blocks)
    return "" if placed else document.furniture


def _text(document: SourceDocument, pages: list[_Page]) -> str:
    parts = []
    paged = document.page_starts is not None
    for page in pages:
        if paged:
            parts.append(f"=== page {page.number} ===\n")
        body = document.text[page.start : page.end].rstrip("\n")
        parts.append(body + "\n" if body else "")
        if page.furniture:
            parts.append("--- furniture ---\n")
            parts.extend(f.rstrip("\n") + "\n" for f in page.furniture)
    unplaced = _unplaced(document).rstrip("\n")
    if unplaced:
        parts.append("--- furniture ---\n" + unplaced + "\n")
    return "".join(parts)


def run(args: argparse.Namespace) -> int:
    """Read the source and print what is checked; draw its pages when asked."""
    try:
        source = read_source(args)
        document = source.document
        pages = _pages(document)  # with --pages, the reader read those alone
        wanted = range(pages[0].number, pages[-1].number + 1)
        written: list[str] = []
        if args.picture is not None:
            if not document.representation.has_page_pictures or source.data is None:
                raise InputError(
                    f"--picture draws a PDF's pages; {document.title} is {document.representation}",
                    code=ErrorCode.INVALID_VALUE,
                )
            from ..pictures import layout_pictures

            drawn = layout_pictures(source.data, document.blocks, wanted)
            paths = write_pictures(args.picture, [(f"page-{p.page}.png", p.png) for p in drawn])
            written = [str(path) for path in paths]
    except CiteproofError as error:
        return fail(error, as_json=args.json)
    if args.json:
        from ..contracts import source_json
        from ..service import SourceEvidence

        print_json(_json(source_json(SourceEvidence.of(source)), document, pages, written))
        return EXIT_TRUE
    if document.pages_read is not None:
        sys.stderr.write(f"note: {document.pages_read} read\n")
    for warning in document.warnings:
        sys.stderr.write(f"note: {warning}\n")
    for page in pages:
        for warning in page.warnings:
            sys.stderr.write(f"note: {warning}\n")
    sys.stdout.write(_text(document, pages))
    for path in written:
        sys.stderr.write(f"picture: {path}\n")
    return EXIT_TRUE


class ExtractCommand:
    """Registers ``citeproof extract``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``extract`` subparser."""
        parser = sub.add_parser(
            "extract",
            help="print the text of a source exactly as quotes are checked against it",
            description="Print SOURCE's text exactly as quotes are checked against it: a "
            "PDF page by page (=== page N ===), each page's furniture (running heads, page "
            "numbers) apart (--- furniture ---). With --picture, draw each PDF page with "
            "its reading-order blocks outlined and numbered (body blue, footnotes purple, "
            "furniture grey and shaded). Exit 0, or 2 when the source cannot be read.",
        )
        parser.add_argument(
            "source", nargs="?",
            help="the source: a file path, an http(s) URL, or - for standard input",
        )  # fmt: skip
        add_pages_option(parser, "print")
        parser.add_argument(
            "--json", action="store_true",
            help="print JSON: provenance, and per page its text, blocks, furniture, warnings",
        )  # fmt: skip
        parser.add_argument(
            "--picture", metavar="DIR",
            help="write DIR/page-N.png for each PDF page: blocks outlined, furniture shaded",
        )  # fmt: skip
        add_source_options(parser)
        parser.set_defaults(run=run)


COMMANDS.append(ExtractCommand())
