"""Extraction throughput: a 200-page PDF, a 1 MB HTML page and a 1 MB EPUB, against other
libraries.

The HTML and EPUB criterion (issue 23): citeproof's reading at most 4x Lexbor's own parse
and text (selectolax; for the EPUB, of every chapter, with the ZIP read), in CPU time,
measured in the same run, interleaved, best of 5.
"""

from __future__ import annotations

import io
import random
import zipfile

from _timing import best, best_cpu, goal_row, row

from citeproof.conformance._pdfwrite import build_pdf
from citeproof.sources import extract

WORDS = (
    "survey coast season station water temperature salinity species sample month report "
    "trend estimate weather gap team record observe northern value delay group control"
).split()


def sentence(rng: random.Random, words: int) -> str:
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def pdf_200_pages() -> bytes:
    """200 pages, each two columns of 40 prose lines drawn in turn, and a footer."""
    rng = random.Random(1)
    pages = []
    for number in range(200):
        runs = [(72.0, 740.0, 14.0, f"Chapter {number + 1}")]
        for line in range(40):
            y = 700.0 - 15 * line
            runs.append((72.0, y, 9.0, sentence(rng, 7)))
            runs.append((320.0, y - 2, 9.0, sentence(rng, 7)))
        runs.append((72.0, 40.0, 8.0, f"Page {number + 1}"))
        pages.append(runs)
    return build_pdf(pages)


def html_1mb() -> bytes:
    """About 1 MB of article HTML with navigation, tables, entities and emoji."""
    rng = random.Random(2)
    parts = ["<!doctype html><html><head><title>Big page</title></head><body>",
             "<nav>" + " ".join(f"<a href='/{i}'>Link {i}</a>" for i in range(50)) + "</nav>",
             "<article><h1>Big page</h1>"]  # fmt: skip
    size = sum(map(len, parts))
    while size < 1_000_000:
        block = (
            f"<p>{sentence(rng, 40)} &ldquo;{sentence(rng, 5)}&rdquo; &mdash; 🧭 "
            f"<b>{sentence(rng, 6)}</b></p>"
            f"<table><tr><td>{rng.randrange(99)}</td><td>{sentence(rng, 2)}</td></tr></table>"
        )
        parts.append(block)
        size += len(block)
    parts.append("</article><footer>Footer</footer></body></html>")
    return "".join(parts).encode("utf-8")


def epub_1mb() -> bytes:
    """About 1 MB of EPUB 3: 20 XHTML chapters of article prose (as :func:`html_1mb`), a
    navigation document and a running line repeated at each chapter's head."""
    rng = random.Random(3)
    chapters = []
    for number in range(20):
        parts = [f"<p class='running'>A Book</p><h1>Chapter {number + 1}</h1>"]
        size = 0
        while size < 50_000:
            block = (
                f"<p>{sentence(rng, 40)} &#8220;{sentence(rng, 5)}&#8221; &#8212; "
                f"<em>{sentence(rng, 6)}</em></p>"
            )
            parts.append(block)
            size += len(block)
        chapters.append("".join(parts))
    manifest = "".join(
        f'<item id="c{i}" href="c{i}.xhtml" media-type="application/xhtml+xml"/>'
        for i in range(len(chapters))
    )
    spine = "".join(f'<itemref idref="c{i}"/>' for i in range(len(chapters)))
    links = "".join(f'<li><a href="c{i}.xhtml">Chapter {i + 1}</a></li>' for i in range(20))
    members = {
        "META-INF/container.xml": (
            '<container xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>'
            '<rootfile full-path="OEBPS/book.opf"/></rootfiles></container>'
        ),
        "OEBPS/book.opf": (
            '<package xmlns="http://www.idpf.org/2007/opf" version="3.0"><metadata '
            'xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>A Book</dc:title>'
            "</metadata><manifest>"
            '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>'
            f'{manifest}</manifest><spine><itemref idref="nav"/>{spine}</spine></package>'
        ),
        "OEBPS/nav.xhtml": (
            '<html xmlns="http://www.w3.org/1999/xhtml"><body><nav><ol>'
            f"{links}</ol></nav></body></html>"
        ),
    }
    for i, body in enumerate(chapters):
        members[f"OEBPS/c{i}.xhtml"] = (
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml"><head><title>c{i}</title></head>'
            f"<body>{body}</body></html>"
        )
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("mimetype", "application/epub+zip", zipfile.ZIP_STORED)
        for name, text in members.items():
            archive.writestr(name, text, zipfile.ZIP_DEFLATED)
    return out.getvalue()


def run() -> None:
    """Print the extraction figures."""
    run_pdf()
    run_markup()


def run_pdf() -> None:
    """The PDF figures (slow: a 200-page PDF read by three readers)."""
    pdf = pdf_200_pages()
    print(f"extraction — a 200-page PDF ({len(pdf) / 1e6:.1f} MB, two columns a page)")
    import pypdfium2 as pdfium

    def pdfium_plain() -> None:
        document = pdfium.PdfDocument(pdf)
        for page in document:
            page.get_textpage().get_text_range()
        document.close()

    floor = best(pdfium_plain, repeat=2)
    row("pypdfium2 get_text_range, drawing order (the floor)", floor)
    ours = best(lambda: extract(pdf, "application/pdf", "big.pdf"), repeat=2)
    row("citeproof extract: reading order from character boxes", ours, floor,
        f"{ours / 200 * 1000:.1f} ms a page")  # fmt: skip
    try:
        from pdfminer.high_level import extract_text
    except ImportError:
        print("  (pdfminer.six not installed: pip install '.[bench]')")
    else:
        peer = best(lambda: extract_text(io.BytesIO(pdf)), repeat=1)
        row("pdfminer.six extract_text (alternative)", peer, floor,
            f"citeproof is {peer / ours:.1f}x faster")  # fmt: skip


def run_markup() -> None:
    """The HTML and EPUB figures (``bench_extract.run_markup()`` runs them alone)."""
    html = html_1mb()
    print(f"extraction — a {len(html) / 1e6:.1f} MB HTML page")
    from selectolax.lexbor import LexborHTMLParser

    from citeproof.sources.html import _extract as walker
    from citeproof.sources.html._bound import estimate

    text = html.decode()
    body = LexborHTMLParser(text).body
    assert body is not None
    page = walker._walk(body)
    parts = walker._rules(page, text)
    cpu = best_cpu({
        "floor": lambda: LexborHTMLParser(html.decode()).body.text(),  # type: ignore[union-attr]
        "ours": lambda: extract(html, "text/html; charset=utf-8", "big.html"),
        "bound": lambda: estimate(text),
        "walk": lambda: walker._walk(body),
        "rules": lambda: walker._assemble(page, walker._rules(page, text)),
        "assemble": lambda: walker._assemble(page, parts),
    })  # fmt: skip
    floor, ours = cpu["floor"], cpu["ours"]
    row("selectolax parse + text() (the floor: no blocks, no furniture)", floor)
    goal_row("citeproof extract: blocks, tables, furniture, main content", ours, floor, 4.0)
    row("  of which the pre-parse bound (_bound.estimate, issue 14)", cpu["bound"], floor)
    row("  of which the walk of the tree (_extract._walk)", cpu["walk"], floor)
    row("  of which the rules and the assembly (_rules, _assemble)", cpu["rules"], floor)
    row("    of which the assembly alone (_assemble, _token_parts)", cpu["assemble"], floor)
    try:
        from bs4 import BeautifulSoup
    except ImportError:
        print("  (beautifulsoup4 not installed: pip install '.[bench]')")
    else:
        peer = best(lambda: BeautifulSoup(html, "html.parser").get_text("\n\n"), repeat=2)
        row("BeautifulSoup html.parser get_text (alternative)", peer, floor,
            f"citeproof is {peer / ours:.1f}x faster")  # fmt: skip

    book = epub_1mb()
    print(f"extraction — a {len(book) / 1e6:.2f} MB EPUB (20 chapters, "
          f"{sum(i.file_size for i in zipfile.ZipFile(io.BytesIO(book)).infolist()) / 1e6:.1f} MB"
          " of XHTML)")  # fmt: skip

    def lexbor_chapters() -> None:
        with zipfile.ZipFile(io.BytesIO(book)) as archive:
            for name in archive.namelist():
                if name.endswith(".xhtml"):
                    LexborHTMLParser(archive.read(name).decode()).body.text()  # type: ignore[union-attr]

    cpu = best_cpu({
        "floor": lexbor_chapters,
        "ours": lambda: extract(book, "application/epub+zip", "book.epub"),
    })  # fmt: skip
    row("ZIP read + selectolax parse + text() of every chapter (floor)", cpu["floor"])
    goal_row("citeproof extract: spine order, blocks, furniture", cpu["ours"], cpu["floor"], 4.0)
