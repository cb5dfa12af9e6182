"""Issue 20's PDF reading rules on small PDFs drawn with reportlab: TeX's LaTeX logo,
marginal macro names, line numbers around an unnumbered equation, a reference card's
head, a rotated page's heads, and running heads keyed and placed as a page sets them.

The real documents they come from are in ``tests/realdocs/untuned_pdfs.py`` (the tuning
half: ``parskip``, ``euro``, ``ntgclass``, ``linenoamsmathdemo``, PARI/GP's reference
card, ``semsamp3``, R's manuals)."""

from __future__ import annotations

import io
import unicodedata
from array import array
from collections.abc import Callable
from pathlib import Path

import pytest

from citeproof.contracts import report_json
from citeproof.service import check
from citeproof.sources import SourceDocument, SourceRead, extract
from citeproof.sources.pdf._furniture import PageLine, _mark_stamps, find_furniture
from citeproof.sources.pdf._layout import Run
from citeproof.text import FurnitureKind

canvas = pytest.importorskip("reportlab.pdfgen.canvas")

Draw = Callable[..., None]


def _pdf(*pages: Callable[[Draw], None], size: tuple[float, float] = (612, 792),
         rotate: int = 0, turn: bool = False) -> bytes:  # fmt: skip
    """A PDF of one page per callable, each given ``at(x, y, text, size=10, font=...)``.

    ``rotate`` sets the pages' /Rotate; ``turn`` draws the text turned a quarter clockwise
    (upright once the page is shown turned back, as a landscape slide is).
    """
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=size, invariant=1)
    for draw in pages:
        if rotate:
            page.setPageRotation(rotate)
        page.saveState()
        if turn:
            page.translate(0, size[0] if rotate else size[1])
            page.rotate(-90)

        def at(x: float, y: float, text: str, size: float = 10, font: str = "Helvetica") -> None:
            page.setFont(font, size)
            page.drawString(x, y, text)

        draw(at)
        page.restoreState()
        page.showPage()
    page.save()
    return out.getvalue()


def _read(data: bytes) -> SourceDocument:
    return extract(data, "application/pdf", "drawn.pdf")


def _confirmed(document: SourceDocument, *quotes: str) -> list[bool]:
    out = report_json(check(SourceRead(document=document, origin="file"), list(quotes)))
    return [bool(r["confirmed"]) for r in out["results"]]


def test_the_latex_logo_is_one_word() -> None:
    # As TeX sets \LaTeX: a small A raised and kerned back under the L's arm, a lowered E
    # between T and X, each glyph overlapping the one before it.
    def draw(at: Draw) -> None:
        at(72, 700, "L")
        at(73.2, 702.6, "A", 7)
        at(76.4, 700, "T")
        at(80.8, 697.85, "E")
        at(86.2, 700, "X")
        at(96.44, 700, "is a document preparation system for typesetting.")

    document = _read(_pdf(draw))
    assert document.text.startswith("LATEX is a document")
    quote = "LATEX is a document preparation system"
    assert _confirmed(document, quote, quote.replace("preparation", "publishing")) == [
        True,
        False,
    ]


def test_marginal_macro_names_are_read_apart_from_the_text_beside_them() -> None:
    # A documented package (ltxdoc): each macro's name right-aligned in the left margin,
    # against the column, on the line where its description or its code starts.
    names = ["\\EURO@zero", "\\EURO@lzero", "\\EURO@rzero", "\\EURO@point"]
    text = [
        "These macros are for internal use only. They partly predefine",
        "the format. Never change them here, but create a config file",
        "where you can redefine them without causing any side effects.",
        "7 \\newcommand*\\EURO@zero{0}",
        "8 \\newcommand*\\EURO@lzero{0}",
        "9 \\newcommand*\\EURO@point{,}",
    ]

    def draw(at: Draw) -> None:
        for n, line in enumerate(text):
            at(150, 700 - 12 * n, line, 9)
        for n, name in enumerate(names):
            width = canvas.Canvas(io.BytesIO()).stringWidth(name, "Helvetica", 8)
            at(140 - width, 700 - 12 * (n if n < 3 else 5), name, 8)

    document = _read(_pdf(draw))
    quote = "They partly predefine the format. Never change them here"
    assert _confirmed(document, quote) == [True]
    assert "\\EURO@lzero" in document.text  # read, as a line of its own


def test_margin_line_numbers_skip_an_unnumbered_displayed_equation() -> None:
    # lineno numbers the lines of text, not a displayed equation: the step across it is
    # longer, never shorter.
    body = [
        (15, "Without line numbers in equations the reader"),
        (16, "still counts every line of the running text,"),
        (None, "E = mc2"),
        (17, "and the numbers go on after the equation as"),
        (18, "they did before it, one for each line of text."),
        (19, "The reviewers cite them in their comments."),
    ]

    def draw(at: Draw) -> None:
        for n, (number, line) in enumerate(body):
            y = 700 - 14 * n
            at(90 if number else 150, y, line)
            if number is not None:
                at(60, y, str(number), 7)

    document = _read(_pdf(draw))
    assert "16" not in document.text
    assert "18" not in document.text
    quote = "and the numbers go on after the equation as they did before it"
    assert _confirmed(document, quote) == [True]


def _card(page: int) -> Callable[[Draw], None]:
    """A reference card's page: three columns; the card's title heads the first column on
    page 1 (its first lines follow close under it) and the middle column on the others."""

    def draw(at: Draw) -> None:
        for column, x in enumerate((30, 310, 590)):
            top = 560
            if column == (0 if page == 1 else 1):
                at(x + 20, 570, "Pari-GP reference card", 12)
                top = 560 if page == 1 else 540
            for n in range(12):
                at(x, top - 11 * n, f"column {column} row {n} of page {page} says some words", 8)

    return draw


def test_a_reference_card_title_is_furniture_on_every_page() -> None:
    document = _read(_pdf(*(_card(n) for n in (1, 2, 3)), size=(842, 595)))
    assert "Pari-GP reference card" not in document.text
    assert document.furniture.count("Pari-GP reference card") == 3
    assert _confirmed(document, "column 0 row 1 of page 1 says some words") == [True]


def test_a_rotated_pages_running_head_is_furniture() -> None:
    # A slide class sets portrait pages turned to landscape (/Rotate 270): the head at
    # the top of the shown page is at its edge in the frame of the character boxes.
    def slide(n: int) -> Callable[[Draw], None]:
        def draw(at: Draw) -> None:
            at(72, 560, f"Demonstration of backgrounds {n}")
            at(72, 400, f"Slide {n} tells of the colours the backgrounds take.")

        return draw

    document = _read(_pdf(slide(1), slide(2), size=(842, 595), rotate=270, turn=True))
    assert "Demonstration of backgrounds" not in document.text
    assert document.furniture.count("Demonstration of backgrounds") == 2


def _line(text: str, x0: float, y0: float, region: int = 0, height: float = 10) -> PageLine:
    return PageLine(text, array("f"), x0, y0, x0 + 6 * len(text), y0 + height, height, region)


def test_a_head_a_column_cut_parted_from_its_page_number_is_keyed_with_it() -> None:
    pages = []
    for n in range(1, 6):
        words = ["pairlists", "vectors", "attributes", "names", "lists"][n - 1]
        body = [_line(f"Body text on {words} runs on here.", 90, 680 - 14 * k) for k in range(8)]
        if n == 3:  # read as two lines in two column regions
            head = [_line("Chapter 2: Objects", 90, 732, 1), _line(str(n), 516, 732, 2)]
        else:
            head = [_line(f"Chapter 2: Objects {n}", 90, 732)]
        pages.append((head + body, 792.0, 0.0))
    find_furniture(pages)
    kinds = [[line.kind for line in lines[:2]] for lines, _, _ in pages]
    assert all(k[0] == "furniture" for k in kinds)
    assert kinds[2] == ["furniture", "furniture"]
    assert all(line.kind == "body" for lines, _, _ in pages for line in lines[2:] if
               line.text.startswith("Body"))  # fmt: skip


def test_a_head_at_two_places_is_furniture_at_both() -> None:
    # Odd and even pages set the head at different heights: each place repeats.
    pages = []
    for n in range(1, 9):
        y = 740 if n % 2 else 720
        lines = [_line("A Treatise on the Measures", 90, y)]
        lines += [_line(f"Text of page {n} and its words.", 90, 680 - 14 * k) for k in range(6)]
        pages.append((lines, 792.0, 0.0))
    find_furniture(pages)
    assert all(lines[0].kind == "furniture" for lines, _, _ in pages)


def _spaced(parts: list[tuple[str, float]], y0: float, height: float = 10) -> PageLine:
    """One line of ``(text, x0)`` parts, each character 5 points wide, with a box per
    character: a space between two parts spans the gap between them, as TeX's glue does."""
    text, boxes = "", array("f")
    for k, (part, x0) in enumerate(parts):
        if k:
            text += " "
            boxes.extend((boxes[-2], y0, x0, y0 + height))
        for i, _ in enumerate(part):
            boxes.extend((x0 + 5 * i, y0, x0 + 5 * i + 5, y0 + height))
        text += part
    return PageLine(text, boxes, parts[0][1], y0, boxes[-2], y0 + height, height, 0)


#: Section titles that change every page, as a running head shows them.
_SECTIONS = ["Lens", "Aspheric lens", "Optical plate", "Pinhole", "Arrows", "Bars", "Crystal"]


def _sectioned_pages(head: Callable[[int, str], list[PageLine]]) -> list[PageLineFrame]:
    """Seven pages whose first row is ``head(page number, section title)``, each above
    body text of its own (no line repeats on another page)."""
    pages = []
    for n, title in enumerate(_SECTIONS, start=10):
        lines = head(n, title)
        lines += [_line(f"Text {title} {'ab'[k % 2] * (k + 1)} runs on.", 90, 680 - 14 * k)
                  for k in range(8)]  # fmt: skip
        pages.append((lines, 792.0, 0.0))
    return pages


PageLineFrame = tuple[list[PageLine], float, float]


def test_a_section_head_with_its_page_number_in_step_is_furniture() -> None:
    # pst-optexp's manual: "4.2. Aspheric lens 29", "4.3. Optical plate 31": the section's
    # title changes every page or two, so it repeats on too few pages to be a head by
    # repetition; its page number runs in step with the pages (printed = index + 19 here).
    pages = _sectioned_pages(
        lambda n, title: [_spaced([(f"4.{n - 9}.", 90), (title, 115), (str(n + 19), 500)], 740)]
    )
    find_furniture(pages)
    assert [lines[0].kind for lines, _, _ in pages] == ["furniture"] * 7
    assert {lines[0].furniture_kind for lines, _, _ in pages} == {FurnitureKind.RUNNING_HEAD}
    assert all(line.kind == "body" for lines, _, _ in pages for line in lines[1:])


def test_a_head_beside_its_page_number_read_apart_is_furniture() -> None:
    # lshort-cs: "1.2. Základy" and "3" read as two lines of one row (a column cut parts
    # them); book-class heads put the number first on even pages, last on odd ones.
    def head(n: int, title: str) -> list[PageLine]:
        number = _line(str(n - 6), 90 if n % 2 == 0 else 500, 740, 1)
        return [_line(title, 150, 740, 2), number]

    pages = _sectioned_pages(head)
    find_furniture(pages)
    assert [[line.kind for line in lines[:2]] for lines, _, _ in pages] == [
        ["furniture", "furniture"]
    ] * 7
    assert all(line.kind == "body" for lines, _, _ in pages for line in lines[2:])


def test_a_front_matters_section_head_with_a_roman_number_in_step_is_furniture() -> None:
    pages = _sectioned_pages(
        lambda n, title: [_spaced([(_roman(n - 7), 90), (title.upper(), 300)], 740)]
    )
    find_furniture(pages)
    assert [lines[0].kind for lines, _, _ in pages] == ["furniture"] * 7


def _roman(value: int) -> str:
    return ["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"][value - 1]


def test_numbered_headings_atop_pages_in_step_with_them_stay_text() -> None:
    # A heading or list item that starts with its number ("3 Lens", one per page, so its
    # number runs in step with the pages) stands a space from its words, not a margin
    # apart: the document's own text, set off by the heading's space under it.
    pages = _sectioned_pages(lambda n, title: [_spaced([(str(n - 7), 90), (title, 104)], 740)])
    find_furniture(pages)
    assert [lines[0].kind for lines, _, _ in pages] == ["body"] * 7


def test_a_page_number_out_of_step_keeps_a_line_text() -> None:
    # A table of contents' first entries, their page numbers a margin from their titles
    # but in no step with the pages they stand on.
    pages = _sectioned_pages(
        lambda n, title: [_spaced([(title, 90), (str(3 * n * n % 97), 500)], 740)]
    )
    find_furniture(pages)
    assert [lines[0].kind for lines, _, _ in pages] == ["body"] * 7


def test_a_front_matters_head_with_a_roman_page_number_is_keyed_with_the_bodys() -> None:
    # lettre's manual: "De la correspondance française avec LaTeX 2ε v" atop its contents,
    # "… 2ε 1", "… 2ε 2" atop its chapters, the number on the head's own line each time.
    pages = []
    for n, word in zip(["v", "vi", "1", "2", "3", "4"], "abcdef", strict=True):
        lines = [_line(f"De la correspondance française avec LaTeX 2ε {n}", 70, 730)]
        lines += [
            _line(f"Text {word * (k + 1)} and its words.", 70, 680 - 14 * k) for k in range(6)
        ]
        pages.append((lines, 792.0, 0.0))
    find_furniture(pages)
    assert [lines[0].kind for lines, _, _ in pages] == ["furniture"] * 6
    assert all(line.kind == "body" for lines, _, _ in pages for line in lines[1:])


def test_a_heads_closing_word_like_a_roman_number_in_capitals_stays_apart() -> None:
    # Only small roman numerals at a line's start or end are taken for its page number.
    pages = []
    for n in range(1, 6):
        lines = [_line("Henry VI" if n <= 2 else "Henry", 70, 730)]
        lines += [
            _line(f"Text {'abcde'[n - 1] * (k + 1)} and more.", 70, 680 - 14 * k) for k in range(6)
        ]
        pages.append((lines, 792.0, 0.0))
    find_furniture(pages)
    assert [lines[0].kind for lines, _, _ in pages] == ["body"] * 2 + ["furniture"] * 3


def test_margin_numbers_close_to_their_lines_and_unevenly_spaced_are_taken_apart() -> None:
    # Numbers a few points from their lines (read into the same run), and lines set
    # apart by a heading's space and two displayed equations: the pitch is the shortest
    # step, the others longer.
    gaps = [0, 12, 12, 30, 12, 12, 26, 12, 12]
    text = [
        "Numbered lines of the manuscript start here",
        "and the reviewer counts each of them in turn",
        "so that a comment can name the line it means",
        "after a heading the numbering simply goes on",
        "with the same pitch as before for every line",
        "until a displayed equation stands in between",
        "and then the numbers resume below it as well",
        "while the text of the sentence runs straight",
        "across the margin numbers that stand beside.",
    ]

    def draw(at: Draw) -> None:
        y = 700.0
        for n, (gap, line) in enumerate(zip(gaps, text, strict=True)):
            y -= gap
            at(75, y, str(40 + n))
            at(92, y, line)

    document = _read(_pdf(draw))
    assert "43" not in document.text
    assert "47" not in document.text
    quote = "while the text of the sentence runs straight across the margin numbers"
    assert _confirmed(document, quote) == [True]


def test_a_table_of_contents_keeps_its_page_numbers() -> None:
    # Page numbers rise by several a line: no line pitch, no margin numbers.
    entries = [("Introduction", 1), ("Methods", 7), ("Results", 19), ("Discussion", 31),
               ("Conclusion", 44), ("References", 52)]  # fmt: skip

    def draw(at: Draw) -> None:
        for n, (title, page) in enumerate(entries):
            at(72, 700 - 14 * n, f"{n + 1} {title} of the report and its parts")
            at(500, 700 - 14 * n, str(page))

    document = _read(_pdf(draw))
    assert "Discussion of the report and its parts 31" in document.text


def test_a_wide_space_on_one_justified_line_is_no_column_gutter() -> None:
    # A justified line stretched at a sentence's end (pari's INSTALL): the gap is as wide
    # as a narrow gutter, on that one line only, short lines under its left part; the
    # sentence after it reads on.
    width = canvas.Canvas(io.BytesIO()).stringWidth

    def draw(at: Draw) -> None:
        first = "built there is suitable for debugging."
        at(72, 712, "creates a directory containing a special Makefile ensuring that the")
        at(72, 700, first)
        at(
            72 + width(first, "Helvetica", 10) + 12,
            700,
            "If you want to profile gp, using gprof for",
        )
        at(72, 688, "instance,")
        at(94, 670, "Configure -pg")
        at(72, 652, "will create an Oxxx.prf directory where a suitable version can be built.")

    document = _read(_pdf(draw))
    quote = "If you want to profile gp, using gprof for instance, Configure -pg will create"
    assert _confirmed(document, quote) == [True]


def test_a_tables_header_repeated_atop_pages_with_empty_margins_is_furniture() -> None:
    # No running heads, wide margins: the first line of each page is the long table's
    # repeated header, 130 points under the paper's edge but at the edge of the text.
    def page(n: int) -> Callable[[Draw], None]:
        def draw(at: Draw) -> None:
            at(144, 700, "\\fontdimen   Dimension name   Description")
            for k in range(10):
                at(144, 680 - 13 * k, f"{10 * n + k} NAME{k} the value of entry {k} on sheet {n}")

        return draw

    document = _read(_pdf(page(1), page(2), size=(595, 842)))
    assert "Dimension name" not in document.text
    assert document.furniture.count("Dimension name") == 2


def _assembled(objects: list[bytes]) -> bytes:
    """A PDF of ``objects`` (numbered from 1, the first the catalog) with its cross-reference
    table, as a writer lays them out."""
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n%s\nendobj\n" % (number, body)
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1,
        xref,
    )
    return bytes(out)


def _helvetica_page(content: bytes, code: bytes, unicode: bytes) -> bytes:
    """A one-page PDF drawing ``content`` in Helvetica (``/F1``) whose ToUnicode map reads
    ASCII as itself and the byte ``code`` as ``unicode`` (hex, UTF-16), with its
    cross-reference table: a font's map reportlab cannot write."""
    cmap = (
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
        b"/CMapName /Page def /CMapType 2 def\n"
        b"1 begincodespacerange <00> <FF> endcodespacerange\n"
        b"1 beginbfrange <20> <7E> <0020> endbfrange\n"
        b"1 beginbfchar <%s> <%s> endbfchar\n"
        b"endcmap CMapName currentdict /CMap defineresource pop end end\n" % (code, unicode)
    )
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n%sendstream" % (len(content), content),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /ToUnicode 6 0 R >>",
        b"<< /Length %d >>\nstream\n%sendstream" % (len(cmap), cmap),
    ]
    return _assembled(objects)


def _astral_pdf() -> bytes:
    """One line of Helvetica whose ToUnicode maps ``x`` to U+1D465 (mathematical italic
    small x), as unicode-math's documents do: PDFium holds it as two surrogate indices."""
    content = b"BT /F1 12 Tf 72 700 Td (to get a mathematical x, type the letter) Tj ET\n"
    return _helvetica_page(content, b"78", b"D835DC65")


def test_an_astral_character_reads_as_itself() -> None:
    # unicode-math's manual: "to get a mathematical ‘𝑥’" read as two U+FFFD, so no quote
    # of the sentence could be confirmed; PDFium holds the character as its two surrogates.
    document = _read(_astral_pdf())
    assert "to get a mathematical \U0001d465, type the letter" in document.text
    assert "\ufffd" not in document.text
    assert _confirmed(document, "to get a mathematical \U0001d465, type the letter") == [True]
    assert _confirmed(document, "to get a mathematical y, type the letter") == [False]


def _type0_pdf(content: bytes) -> bytes:
    """A one-page PDF drawing ``content`` (two-byte glyph numbers) in a composite font
    (Type 0, ``Identity-H``) whose ToUnicode map reads 0x20 to 0x7E as ASCII and has no
    entry for any other glyph, as xdvipdfmx writes none for a ligature it finds no
    characters for."""
    cmap = (
        b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n"
        b"/CMapName /Page def /CMapType 2 def\n"
        b"1 begincodespacerange <0000> <FFFF> endcodespacerange\n"
        b"1 beginbfrange <0020> <007E> <0020> endbfrange\n"
        b"endcmap CMapName currentdict /CMap defineresource pop end end\n"
    )
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d >>\nstream\n%sendstream" % (len(content), content),
        b"<< /Type /Font /Subtype /Type0 /BaseFont /ABCDEF+Fanwood /Encoding /Identity-H "
        b"/DescendantFonts [7 0 R] /ToUnicode 6 0 R >>",
        b"<< /Length %d >>\nstream\n%sendstream" % (len(cmap), cmap),
        b"<< /Type /Font /Subtype /CIDFontType2 /BaseFont /ABCDEF+Fanwood "
        b"/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> "
        b"/DW 500 /CIDToGIDMap /Identity >>",
    ]
    return _assembled(objects)


def test_a_composite_fonts_glyph_mapped_to_nothing_is_no_letter() -> None:
    # fontbook's specimen of Fanwood: its ffi ligature, glyph 420, has no ToUnicode entry;
    # PDFium gives the glyph's number as its character, and "d'affichage" was read
    # "d'aƤchage", a letter the page does not show, which a quote could be confirmed by.
    line = "la police d'a\x00chage qui est utilisee sur cette page"
    glyphs = "".join("01A4" if c == "\x00" else f"{ord(c):04X}" for c in line)
    document = _read(_type0_pdf(b"BT /F1 12 Tf 72 700 Td <%s> Tj ET\n" % glyphs.encode()))
    assert "la police d'a\ufffdchage qui est utilisee sur cette page" in document.text
    assert _confirmed(document, "la police d'a\u01a4chage qui est utilisee") == [False]
    assert _confirmed(document, "qui est utilisee sur cette page") == [True]


def _slide(page: int) -> Callable[[Draw], None]:
    """A beamer slide with a navigation sidebar: the sections in small type down the right
    edge, the same on every slide, beside bullet points whose lines wrap."""
    entries = ["Syntax versus", "Semantik", "Ziele und Inhalt", "Was ist Syntax?",
               "Syntax von", "Programmiersprachen", "Was ist Semantik?", "Grundlage der",
               "Syntax: Text", "Worte", "Zusammenfassung"]  # fmt: skip
    bullets = [
        f"Slide {page}: es gibt aber Regeln, die offenbar eingehalten wurden, wie",
        "Hieroglyphen stehen in Zeilen, und man kann sie sehen.",
        "Solche Regeln sind syntaktische Regeln, man kann sie",
        "ueberpruefen, ohne den Inhalt des Textes zu verstehen.",
    ]

    def draw(at: Draw) -> None:
        for n, line in enumerate(bullets):
            at(20, 180 - 14 * n, line, 10)
        for n, entry in enumerate(entries):
            at(320, 250 - 17 * n, entry, 5.5)

    return draw


def test_a_slides_sidebar_is_furniture_not_inside_its_sentences() -> None:
    # beamer's sidebar theme (beamerexample-lecture-beamer-version): the section names
    # were read into the bullet lines beside them ("... wurden, wie Syntax: Text").
    document = _read(_pdf(*(_slide(page) for page in range(1, 5)), size=(364, 273)))
    quote = "Regeln, die offenbar eingehalten wurden, wie Hieroglyphen stehen in Zeilen"
    assert _confirmed(document, quote, quote.replace("Zeilen", "Spalten")) == [True, False]
    assert "Syntax: Text" not in document.text
    assert "Was ist Semantik?" in document.furniture
    finding = report_json(check(SourceRead(document=document, origin="file"), ["Zusammenfassung"]))
    assert not finding["results"][0]["confirmed"]


def test_a_tables_wrapped_description_is_read_whole() -> None:
    # unicode-math's table of font dimensions: a number, a name that may wrap, and a
    # description wrapped over several lines; read row by row, the name's second line
    # stood inside the description's sentence ("... the top element UP of a stack").
    rows = [
        ("32", ["STACKTOPSHIFTUP"],
         ["Standard shift up applied to the top element", "of a stack."]),
        ("33", ["STACKTOPDISPLAYSTYLESHIFT-", "UP"],
         ["Standard shift up applied to the top element", "of a stack in display style."]),
        ("34", ["STACKBOTTOMSHIFTDOWN"],
         ["Standard shift down applied to the bottom", "element of a stack. Positive for moving",
          "in the downward direction."]),
    ]  # fmt: skip

    def draw(at: Draw) -> None:
        at(100, 720, "\\fontdimen")
        at(160, 720, "Dimension name")
        at(300, 720, "Description")
        y = 700.0
        for number, name, description in rows:
            at(110, y, number)
            for n, part in enumerate(name):
                at(160, y - 13 * n, part, 8)
            for n, part in enumerate(description):
                at(300, y - 13 * n, part)
            y -= 13 * max(len(name), len(description)) + 6

    document = _read(_pdf(draw))
    quote = "Standard shift up applied to the top element of a stack in display style."
    altered = quote.replace("display", "text")
    assert _confirmed(document, quote, altered) == [True, False]
    assert "STACKTOPDISPLAYSTYLESHIFT-\nUP" in document.text


def test_a_stamp_counts_where_an_edge_rule_already_set_it_apart() -> None:
    # The sidebar's last entry stands at the foot of every slide: the edge rule set it
    # apart on some slides only, and the rest, too few by themselves, stayed text.
    pages = []
    for n in range(4):
        entry = _line("Zusammenfassung", 309.1, 34.7, height=5.3)
        text = _line(f"Slide {n}: a bullet point of the slide's own text", 20.0, 150.0 - n)
        if n < 2:
            entry.set_apart(FurnitureKind.RUNNING_HEAD)
        pages.append(([text, entry], 273.0, 0.0))
    _mark_stamps(pages, list(range(4)))
    assert [lines[1].kind for lines, _, _ in pages] == ["furniture"] * 4
    assert [lines[0].kind for lines, _, _ in pages] == ["body"] * 4


_POEM = (
    "Wer reitet so spät durch Nacht und Wind?",
    "Es ist der Vater mit seinem Kind;",
    "Er hat den Knaben wohl in dem Arm,",
    "Er faßt ihn sicher, er hält ihn warm.",
    "Mein Sohn, was birgst du so bang dein Gesicht?",
    "Siehst, Vater, du den Erlkönig nicht?",
    "Den Erlenkönig mit Kron und Schweif?",
    "Mein Sohn, es ist ein Nebelstreif.",
)


def test_a_text_set_once_a_page_in_several_fonts_is_read_on_every_page() -> None:
    # yfonts-otf's Erlkönig: the poem once a page, each page in another blackletter font,
    # every line at one place on every page. Its title and first lines were read as running
    # heads, its last and the poet as feet, and the rest as stamps: only the one line that
    # differed (a ligature) stayed text.
    def page(font: str) -> Callable[[Draw], None]:
        def draw(at: Draw) -> None:
            at(265, 705, "Erlkönig", 24, font)
            for n, line in enumerate(_POEM):
                at(113, 617 - 22 * n - 40 * (n // 4), line, 16, font)
            at(314, 166, "Johann Wolfgang von Goethe", 16, font)

        return draw

    document = _read(_pdf(page("Times-Roman"), page("Helvetica"), page("Courier")))
    assert document.text.count("Erlkönig\n") == 3
    assert document.text.count("Johann Wolfgang von Goethe") == 3
    assert not document.furniture.strip(), document.furniture
    quote = "Er hat den Knaben wohl in dem Arm, Er faßt ihn sicher, er hält ihn warm."
    assert _confirmed(document, quote, quote.replace("warm", "fest")) == [True, False]


def test_page_numbers_stay_furniture_on_pages_that_are_copies() -> None:
    # Two pages of one poem, each numbered at its foot: the pages are copies, yet their
    # numbers are page numbers, and a quote running across the page break steps over the
    # first (a review found the number gate counting copies once: "…Nebelstreif.\n2").
    def page(font: str, number: int) -> Callable[[Draw], None]:
        def draw(at: Draw) -> None:
            for n, line in enumerate(_POEM):
                at(113, 617 - 22 * n, line, 16, font)
            at(300, 40, str(number))

        return draw

    document = _read(_pdf(page("Times-Roman", 1), page("Helvetica", 2)))
    assert document.furniture.split() == ["1", "2"]
    quote = f"{_POEM[-1]} {_POEM[0]}"
    assert _confirmed(document, quote, quote.replace("Wind", "Wald")) == [True, False]


def test_pages_of_a_table_whose_numbers_differ_are_not_copies() -> None:
    # The tax table of IRS's 1040-NR instructions, page after page: the same column labels,
    # other numbers. Keyed as running heads are, numbers aside, the pages were alike and
    # counted once, and their running foot was read as text on every page.
    def page(n: int) -> Callable[[Draw], None]:
        def draw(at: Draw) -> None:
            at(72, 740, "If line 40 is at least  But less than  Your tax is")
            for row in range(30):
                low = 1000 * n + 50 * row
                at(72, 720 - 20 * row, f"{low}  {low + 50}  {low // 10}")
            at(72, 60, "(Continued on the next page)")

        return draw

    document = _read(_pdf(*(page(n) for n in range(6))))
    assert document.furniture.count("(Continued on the next page)") == 6
    assert "Continued" not in document.text


def test_a_slanted_word_is_read_in_its_line() -> None:
    # pxfonts' documentation: "turn off dvips partial font downloading" with "dvips" in a
    # slanted typewriter font (a skewed text matrix); PDFium gives its glyphs an angle of
    # 9.5 degrees, so the word was read as turned text after the page.
    out = io.BytesIO()
    page = canvas.Canvas(out, invariant=1)
    page.setFont("Helvetica", 10)
    page.drawString(72, 700, "I would like to strongly recommend to turn off")
    page.saveState()
    page.translate(287, 700)
    page.skew(0, 9.5)
    page.setFont("Courier-Bold", 10)
    page.drawString(0, 0, "dvips")
    page.restoreState()
    page.setFont("Helvetica", 10)
    page.drawString(322, 700, "partial font downloading.")
    page.showPage()
    page.save()
    document = _read(out.getvalue())
    quote = "recommend to turn off dvips partial font downloading."
    assert _confirmed(document, quote, quote.replace("off", "on")) == [True, False]


def test_a_row_whose_cells_do_not_wrap_is_read_as_before() -> None:
    # marvosym's documentation: a table whose names and descriptions wrap stands over the
    # page's foot ("MARVOSYM.TTF V3.10 – 2007-11-04   5/12"), which read as the table's
    # last row; cut into cells, the foot was parted from its page number, so not keyed as
    # the other pages' foot. Only a row whose cells wrap beside its description is cut.
    from citeproof.sources.pdf._layout import Run, _wrapped_cells

    def run(text: str, x0: float, y0: float, size: float = 10) -> Run:
        return Run(text, x0, y0, x0 + 5 * len(text), y0 + size)

    runs = []
    for n, y in enumerate((700.0, 660.0)):
        runs += [
            run(f"{128 + n}", 80, y),
            run("HERMAPHRO-", 120, y, 9),
            run("DITE", 120, y - 12, 9),
            run("beidgeschlechtlich und ausgefuellt, wie man", 300, y),
            run("es von den anderen Zeichen kennt.", 300, y - 12),
        ]
    foot = [run("MARVOSYM", 60, 60, 9), run("5/12", 530, 60, 9)]
    parts = _wrapped_cells(runs + foot, 6.0)
    assert parts is not None
    texts = [sorted(r.text for r in part) for part in parts]
    assert ["128", "DITE", "HERMAPHRO-"] in texts  # a wrapped row: its cells, then
    assert [
        "beidgeschlechtlich und ausgefuellt, wie man",
        "es von den anderen Zeichen kennt.",
    ] in texts
    assert ["5/12", "MARVOSYM"] in texts  # the foot: one row, as before


def _table_runs(rows: list[tuple[list[str], list[str]]], gap: float) -> list[Run]:
    """A table's runs, each row's shorter cell centred on the other: label lines at x 90,
    the last column's at x 190, 10 high at a leading of 12, rows ``gap`` further apart."""
    runs, top = [], 700.0
    for labels, lines in rows:
        height = 12 * max(len(labels), len(lines)) - 2
        for cell, x in ((labels, 90.0), (lines, 190.0)):
            first = top - (height - (12 * len(cell) - 2)) / 2  # centred in the row
            for k, text in enumerate(cell):
                y1 = first - 12 * k
                runs.append(Run(text, x, y1 - 10, x + 4.5 * len(text), y1))
        top -= height + 2 + gap
    return runs


def test_a_label_centred_beside_its_description_is_read_before_it() -> None:
    # ReportLab's user guide, table 11-6: "minimumTickSpacing" centred beside its seven-line
    # description, read row by row inside its sentence ("closer than X points apart (based,
    # presumably, on considerations / minimumTickSpacing of the label font size and angle)").
    from citeproof.sources.pdf._layout import reading_order

    rows = [
        (["strokeWidth"], ["Width of axis in points"]),
        (["tickLeft"], ["How far to the left of the axis should the", "tick marks protrude?"]),
        (["valueMin"], ["The y value to which the bottom of the axis", "should correspond. It",
                        "is common to set this to zero to avoid", "misleading the eye."]),
        (["minimumTickSpacing"], ["The designer specified that tick marks should",
                                  "be no closer than X points apart, based on",
                                  "the label font size and angle."]),
    ]  # fmt: skip
    lines = [" ".join(r.text for r in line.runs) for line in reading_order(_table_runs(rows, 6))]
    assert lines == [
        "strokeWidth Width of axis in points",  # a row of one-line cells: as before
        "tickLeft",
        *rows[1][1],
        "valueMin",
        *rows[2][1],
        "minimumTickSpacing",  # a line of the description's, read after it
        *rows[3][1],
    ]


def test_a_wrapped_label_centred_beside_unspaced_prose_is_read_whole() -> None:
    # Debian's reference card in Japanese: "/usr/share/ doc/パッケージ名/" centred beside a
    # description of four lines, the rows set at one leading with rules between them; the
    # description, set without spaces, reads like no prose, and its sentence was read with
    # the label's lines inside ("/usr/share/ ます。README.Debian には").
    from citeproof.sources.pdf._layout import reading_order

    rows = [
        (["man ページ", "bash"], ["全コマンドのヘルプ", "を表示。"]),
        (["/usr/share/", "doc/パッケージ名/"], ["全ての参考文献がここで", "見つかります。README",
                                              "には特有の情報が含まれて", "います。"]),
        (["ウェブ上にある文献"], ["リファレンス/マニュア", "ル/FAQ/HOWTO 等が",
                                 "https://www.debian.org/doc/", "にあります。"]),
    ]  # fmt: skip
    lines = [" ".join(r.text for r in line.runs) for line in reading_order(_table_runs(rows, 0))]
    assert lines == [
        "man ページ 全コマンドのヘルプ",  # cells of as many lines: row by row, as before
        "bash を表示。",
        *rows[1][0],
        *rows[1][1],
        *rows[2][0],
        *rows[2][1],
    ]


def test_a_numbered_list_is_not_taken_for_centred_cells() -> None:
    # Items of three lines each, their numbers on their first lines, under a line set at
    # the items' indent: cut so, each number is centred on three lines, but no number is
    # set between two lines, as a centred cell shorter by a line would be.
    from citeproof.sources.pdf._layout import reading_order

    runs = [Run("an introduction set at the indent", 110, 690, 300, 700)]
    for item in range(3):
        top = 688 - 36 * item
        runs.append(Run(f"{item + 1}.", 90, top - 10, 98, top))
        runs += [
            Run(f"item {item} has words on its line {k}", 110, top - 12 * k - 10, 300, top - 12 * k)
            for k in range(3)
        ]
    lines = [" ".join(r.text for r in line.runs) for line in reading_order(runs)]
    assert lines[:3] == [
        "an introduction set at the indent",
        "1. item 0 has words on its line 0",
        "item 0 has words on its line 1",
    ]


def test_a_heading_under_a_cards_columns_goes_with_the_paragraph_after_it() -> None:
    # PARI/GP's number field card: descriptions and their functions in two columns, then
    # a heading in the first column only and a paragraph across both; the heading was read
    # with the descriptions, before the functions, so parted from its paragraph.
    rows = [
        ("integral basis of field Q[x]/(f)", "nfbasis(f)"),
        ("field discriminant of Q[x]/(f)", "nfdisc(f)"),
        ("express x on integer basis", "nfalgtobasis(nf,x)"),
        ("express element x as a polmod", "nfbasistoalg(nf,x)"),
    ]

    def draw(at: Draw) -> None:
        y = 700.0
        for description, function in rows:
            at(40, y, description, 9)
            at(230, y, function, 9, "Courier")
            y -= 11
        at(40, y - 6, "Hecke Grossencharacters", 10, "Helvetica-Bold")
        at(40, y - 19, "Let K be a number field and m a modulus. A gchar structure", 9)
        at(40, y - 30, "describes the group of Hecke Grossencharacters of K of modulus m", 9)

    document = _read(_pdf(draw))
    quote = "Hecke Grossencharacters Let K be a number field and m a modulus."
    assert _confirmed(document, quote, quote.replace("number", "function")) == [True, False]


def test_a_font_switch_inside_a_tightly_set_word_is_no_space() -> None:
    # PARI/GP's card and tutorial: "defined by T ∈ K[x]" and "fixes K, exactly", an italic
    # K then a roman bracket or comma, each its own text object, in TeX's tight setting
    # (glyph boxes overlapping); the font switch was read as a word space: "K [x]", "K ,".
    # Here the K ends a text object set with negative letter spacing, the bracket starts
    # the next one 0.4 pt past the K's box.
    out = io.BytesIO()
    page = canvas.Canvas(out, invariant=1)
    prefix = "Extension L is defined by the polynomial T in "
    text = page.beginText(72, 700)
    text.setFont("Helvetica", 10)
    text.setCharSpace(-0.6)
    text.textOut(prefix)
    text.textOut("K")
    page.drawText(text)
    width = canvas.Canvas(io.BytesIO()).stringWidth
    right = 72 + width(prefix, "Helvetica", 10) - 0.6 * len(prefix) + width("K", "Helvetica", 10)
    page.setFont("Helvetica", 10)
    page.drawString(right + 0.4, 700, "[x] of the field.")  # 0.4 past the K's box
    page.showPage()
    page.save()
    document = _read(out.getvalue())
    assert "polynomial T in K[x] of the field." in document.text
    quote = "defined by the polynomial T in K[x] of the field."
    assert _confirmed(document, quote, quote.replace("K[x]", "K[y]")) == [True, False]


def test_roman_margin_line_numbers_are_furniture() -> None:
    # lineno's manual (ulineno), \linenumberstyle{roman} in the right margin: "xiv", "xv"
    # were read into the sentences ("If you xiv modify those").
    body = [
        "The first is used in running mode, the other two in pagewise mode. If you",
        "modify those, you cut into the margin selection mechanism as advertised",
        "above. You will have to call a mode selection command after changing",
        "these macros, to make them take effect at least for the running mode.",
        "You can go up one more step. The margin selection commands redefine",
    ]

    def draw(at: Draw) -> None:
        for n, line in enumerate(body):
            at(72, 700 - 13 * n, line)
        for n, numeral in enumerate(["xiv", "xv", "xvi", "xvii", "xviii"]):
            at(470, 700 - 13 * n, numeral, 8)

    document = _read(_pdf(draw))
    assert "xiv" not in document.text
    assert "xvi" not in document.text
    quote = "If you modify those, you cut into the margin selection mechanism as advertised above."
    assert _confirmed(document, quote, quote.replace("margin", "mode")) == [True, False]


_PROSE = (
    "A class is a set of vertices in space, together",
    "with a way to draw faces, and therefore edges.",
    "The author's focus was to manipulate (and later",
    "animate) polyhedra. As an example, the poly.mp",
    "package provides the definition of each of the five",
    "regular convex polyhedra and of many other solids.",
    "Each class consists of two macros: one defines",
    "the points, the other calls the first macro and",
    "defines the faces of the instance it is given.",
    "The points of a regular tetrahedron are defined",
)
_LISTING = (
    "set_obj_point(1,0,0,0);",
    "set_obj_point(2,1,0,0);",
    "sinan=1/sqrt(3);",
    "cosan=sqrt(1-sinan**2);",
    "an=180-2*angle((cosan,sinan));",
    "new_face_point(4,1,2,3,an);",
    "normalize_obj(inst)(1,2,3,4);",
    "set_obj_point(5,0,0,0);",
    "enddef;",
)


def test_a_column_of_code_beside_a_column_of_prose_is_a_column() -> None:
    # A TUGboat article (texlive-metapost-doc's tb57roeg, texlive-latex-base-doc's
    # tugboat-babelbib): the right column opens with prose and goes on as a listing in
    # smaller type and leading, so it does not read like prose; the page was read row by
    # row, each line of prose with the line of code beside it.
    def draw(at: Draw) -> None:
        for k, line in enumerate(_PROSE):
            at(72, 700 - 12 * k, line)
        at(314, 700, "All five convex regular polyhedra are defined in")
        at(314, 688, "this way and may therefore be inscribed in a sphere")
        at(314, 676, "of radius one, as this macro for the tetrahedron does:")
        for k, line in enumerate(_LISTING):
            at(324, 670 - 12 * k, line, 9, "Courier")  # half a line off the prose's
        at(314, 550, "The second macro defines the faces of the instance.")

    document = _read(_pdf(draw))
    assert "The author's focus was to manipulate (and later\nanimate)" in document.text
    quote = "The author's focus was to manipulate (and later animate) polyhedra."
    assert _confirmed(document, quote, quote.replace("manipulate", "rotate")) == [True, False]


def test_a_tables_rows_of_one_width_are_still_read_row_by_row() -> None:
    # gnuplot's table of STATS_ variables: name and formula beside a description, the two
    # sides of one width; its rows share their baselines, so it stays a table.
    rows = [
        ("STATS_min min(y)", "minimum value of in-range data points"),
        ("STATS_max max(y)", "maximum value of in-range data points"),
        ("STATS_index_min i | yi = min(y) over all i", "index i for which data[i] == STATS min"),
        ("STATS_index_max i | yi = max(y)", "index i for which data[i] == STATS max"),
        ("STATS_mean mean(y) of y", "mean value of the in-range data points"),
        ("STATS_lo_quartile_boundary", "value of the lower quartile boundary"),
        ("STATS_up_quartile_boundary", "value of the upper quartile boundary"),
        ("STATS_sumsq_of_the_points", "sum of squares of the in-range data"),
    ]

    def draw(at: Draw) -> None:
        for k, (name, description) in enumerate(rows):
            at(72, 700 - 12 * k, name)
            at(300, 700 - 12 * k, description)

    document = _read(_pdf(draw))
    assert "STATS_max max(y) maximum value of in-range data points" in document.text


def test_a_change_note_with_a_date_in_the_margin_is_read_apart() -> None:
    # LaTeX's fntguide: "New / description / 2019/07/10" in the right margin, in type a
    # little smaller than the text's, each line of it at the height of a text line.
    def draw(at: Draw) -> None:
        lines = (
            "Note, that there are a large variety of names floating around like regular,",
            "black, demi-bold, thin, heavy and many more. If at all possible they",
            "should be matched into the standard naming scheme to allow for sensible default",
            "substitutions if necessary, e.g., demi-bold is normally just another name for",
            "semi-bold, so should get sb assigned, etc.",
        )
        for k, line in enumerate(lines):
            at(90, 700 - 12 * k, line)
        for k, note in enumerate(("New", "description", "2019/07/10")):
            at(470, 700.3 - 11 * k, note, 8.5)

    document = _read(_pdf(draw))
    quote = "If at all possible they should be matched into the standard naming scheme"
    assert _confirmed(document, quote, quote.replace("standard", "usual")) == [True, False]


def test_a_tables_last_column_with_a_number_stays_in_its_rows() -> None:
    # cite's table of penalties: its last column ("Default", two macro names, "1000") is
    # single aligned words in the text's own type, so it is no margin note.
    def draw(at: Draw) -> None:
        rows = (
            ("Command", "Location", "Default"),
            ("\\citeprepenalty", "before entire citation", "\\@highpenalty"),
            ("\\citemidpenalty", "in \\citemid, before note", "\\@medpenalty"),
            ("\\citepunctpenalty", "in \\citepunct and \\citedash", "1000"),
        )
        for k, (command, location, default) in enumerate(rows):
            at(90, 700 - 12 * k, command)
            at(200, 700 - 12 * k, location)
            at(380, 700 - 12 * k, default)

    assert "\\citepunctpenalty in \\citepunct and \\citedash 1000" in _read(_pdf(draw)).text


def _bracketed(at: Draw) -> None:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    at(72, 712, "A line of text that comes before the bracketed one.")
    x = 72.0
    # a bracket twice the text's size, its top at the line's: its box reaches into the
    # line below, as TeX's ⟨ ⟩ from a symbol font whose box has a line's depth
    parts = (("Each object ", 10, 0), ("(", 19, -8), ("obj", 10, 0), (")", 19, -8),
             (" is moved by the vector it is given.", 10, 0))  # fmt: skip
    for text, size, dy in parts:
        at(x, 700 + dy, text, size=size)
        x += stringWidth(text, "Helvetica", size)
    at(72, 688, "A line of text that comes after the bracketed one.")
    at(72, 676, "And one more line of text to make a paragraph.")


def test_a_tall_bracket_beside_one_line_is_read_in_it() -> None:
    # TUGboat's 3d article (tb57roeg): "translate_obj(⟨obj⟩,⟨avn⟩)" with cmsy's brackets,
    # whose box is almost two lines tall, was read with every bracket on a line of its own.
    document = _read(_pdf(_bracketed))
    quote = "Each object (obj) is moved by the vector it is given."
    assert "(\n" not in document.text
    assert _confirmed(document, quote, quote.replace("moved", "turned")) == [True, False]


def test_a_brace_spanning_two_lines_is_still_read_apart() -> None:
    def page(at: Draw) -> None:
        at(72, 712, "A line of text that comes before the braced pair.")
        at(72, 694, "{", size=30)
        at(92, 700, "the first of two lines a brace holds together")
        at(92, 688, "and the second of the two lines it holds.")
        at(72, 676, "And one more line of text to make a paragraph.")

    document = _read(_pdf(page))
    assert document.text.startswith("{\nA line of text")  # joined to no line's text
    assert "together\nand the second" in document.text
    quote = "the first of two lines a brace holds together and the second of the two lines"
    assert _confirmed(document, quote) == [True]


def _journal_page(at: Draw) -> None:
    # a head whose gap between page number and title spans the few points between the
    # section number and its title below it (TUGboat's babelbib article, page 4)
    at(72, 785, "1004")
    at(176, 785, "preliminary draft, September 24, 2008")
    at(389, 785, "TUGboat, Volume 0 (2060), No. 0")
    at(72, 756, "3.3")
    at(104, 756, "Changing keywords", font="Helvetica-Bold")
    at(314, 756, "the files are described for the example of")
    left = (
        "If you do not like some of the keywords",
        "provided by the package you are able",
        "to change them with one command that",
        "takes the language and the definitions.",
    )
    right = (
        "english.bdf, a file of the package.",
        "The commands for the keywords are",
        "called after the keyword they stand for",
        "and are set in the language's file.",
    )
    for k, (one, two) in enumerate(zip(left, right, strict=True)):
        at(72, 740 - 12 * k, one)
        at(314, 744 - 12 * k, two)


def test_a_columns_first_row_is_not_grouped_with_the_page_head() -> None:
    document = _read(_pdf(_journal_page))
    quote = "the files are described for the example of english.bdf, a file of the package."
    assert "3.3 Changing keywords\n" in document.text
    assert _confirmed(document, quote, quote.replace("files", "lines")) == [True, False]


def _called(at: Draw) -> None:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    start = "This book is often called the \u201cBlue Book"
    at(72, 700, start, font="Times-Roman")
    # TeX's italic correction before the closing mark: a gap well under a word space
    at(
        72 + stringWidth(start, "Times-Roman", 10) + 0.8,
        700,
        "\u201d. It is blue.",
        font="Times-Roman",
    )
    at(72, 688, "And a second line of text follows the first one here.", font="Times-Roman")


def test_a_space_before_a_kerned_closing_quote_mark_may_be_quoted_or_not() -> None:
    # R's language manual: poppler reads "called the “Blue Book ”." (a space before the
    # mark set after an italic correction), citeproof "Book”."
    document = _read(_pdf(_called))
    assert "Blue Book\u201d." in document.text
    spaced = "This book is often called the \u201cBlue Book \u201d."
    close = "This book is often called the \u201cBlue Book\u201d."
    altered = "This book is often called the \u201cRed Book \u201d."
    assert _confirmed(document, spaced, close, altered) == [True, True, False]


def _grabbed(at: Draw) -> None:
    from reportlab.pdfbase.pdfmetrics import stringWidth

    start = "It will print I grabbed \u2018stuff"
    at(72, 700, start, font="Times-Italic")
    # the closing mark after an italic correction and a kern: a gap of a fifth of a
    # height, which citeproof reads as a space and poppler does not
    x = 72 + stringWidth(start, "Times-Italic", 10) + 2.0
    at(x, 700, "\u2019 and nothing more in this line.", font="Times-Roman")
    at(72, 688, "And a second line of text follows the first one here.", font="Times-Roman")


def test_a_space_read_before_a_closing_quote_mark_may_be_left_out() -> None:
    document = _read(_pdf(_grabbed))
    assert "\u2018stuff \u2019 and" in document.text
    close = "It will print I grabbed \u2018stuff\u2019 and nothing more in this line."
    altered = "It will print I grabbed \u2018staff\u2019 and nothing more in this line."
    assert _confirmed(document, close, altered) == [True, False]


def test_an_upright_head_over_a_turned_table_is_furniture() -> None:
    # A paper's wide table set turned a quarter on page 3: its head stays upright at the
    # top. Measured in the table's frame the head stood at no edge and was read as text;
    # in its own frame it stands where the other pages' heads do.
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=(612, 792), invariant=1)
    for n in range(1, 6):
        page.setFont("Helvetica", 9)
        page.drawString(150, 750, f"Sample Template for Writing the Working Papers of the Bank {n}")
        page.setFont("Helvetica", 10)
        if n == 3:
            page.saveState()
            page.translate(540, 80)
            page.rotate(90)
            for row in range(30):
                cells = "   ".join(f"{(row * 7 + col) % 13 - 6.5:+.3f}" for col in range(9))
                page.drawString(0, -14 * row, f"Row {row + 1}   {cells}")
            page.restoreState()
        else:
            for k in range(20):
                page.drawString(72, 700 - 14 * k, f"Page {n} line {k} of the paper's running text.")
        page.showPage()
    page.save()
    document = _read(out.getvalue())
    assert "Sample Template" not in document.text
    assert document.furniture.count("Sample Template for Writing the Working Papers") == 5


def test_xetexs_reversed_e_is_read_in_its_place() -> None:
    # XeTeX's logo as TeX draws it: X, T, then the E mirrored left to right and lowered
    # (PDFium gives it an angle of 180°), back between X and T, then the lowered E and X.
    # It was read as a turned line of its own after the page ("X TEX" in the sentence).
    from citeproof.conformance._pdfwrite import build_pdf_streams

    stream = (
        "BT /F1 10 Tf 72 700 Td (It was typeset by X) Tj ET\n"
        "BT /F1 10 Tf 1 0 0 1 159.68 700 Tm (T) Tj ET\n"
        "BT /F1 10 Tf -1 0 0 1 160.93 697.8 Tm (E) Tj ET\n"
        "BT /F1 10 Tf 1 0 0 1 165.79 697.8 Tm (E) Tj ET\n"
        "BT /F1 10 Tf 1 0 0 1 172.46 700 Tm (X in the end.) Tj ET\n"
    )
    document = _read(build_pdf_streams([stream.encode()]))
    assert document.text == "It was typeset by XETEX in the end."
    assert _confirmed(document, "typeset by XETEX in the end", "typeset by XETEX in an end") == [
        True,
        False,
    ]


def _named_ligature_pdf(differences: str) -> bytes:
    # Helvetica with one code renamed in its /Differences, no ToUnicode map, widths given
    # (a name Helvetica lacks has none): pdfTeX's Libertine sets its 'fi' so, as 'f_i'.
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from citeproof.conformance._pdfwrite import build_pdf_streams

    widths = " ".join(
        str(556 if code == 86 else round(stringWidth(chr(code), "Helvetica", 1000)))
        for code in range(32, 127)
    )
    data = build_pdf_streams([b"BT /F1 10 Tf 72 700 Td (The deVned names Vt here.) Tj ET\n"])
    return data.replace(
        b"/Encoding /WinAnsiEncoding",
        f"/Encoding << /BaseEncoding /WinAnsiEncoding /Differences [{differences}] >> "
        f"/FirstChar 32 /LastChar 126 /Widths [{widths}]".encode(),
    )


def test_a_ligature_glyph_named_in_the_encoding_without_a_tounicode_reads_as_its_letters() -> None:
    # PDFium knows no 'f_i' and read the glyph as its code, 'V': "deVned".
    document = _read(_named_ligature_pdf("86 /f_i"))
    assert document.text == "The deﬁned names ﬁt here."
    assert _confirmed(document, "The defined names fit here", "The deVned names") == [True, False]
    # A name PDFium maps itself, or a code no ligature is named at, reads as before.
    assert _read(_named_ligature_pdf("86 /V")).text == "The deVned names Vt here."
    assert _read(_named_ligature_pdf("85 /f_i")).text == "The deVned names Vt here."


def _in_object_stream(data: bytes) -> bytes:
    """``data`` (a :func:`build_pdf_streams` file of one page) rewritten with its font's
    dictionary (object 3) inside a Flate-compressed object stream and a cross-reference
    stream, as pdfTeX writes at ``\\pdfobjcompresslevel`` 2 (TeX Live 2020 and later)."""
    import re
    import zlib

    bodies = {
        int(m.group(1)): m.group(2)
        for m in re.finditer(rb"(\d+) 0 obj\n(.*?)\nendobj\n", data, re.DOTALL)
    }
    header = b"3 0 "
    packed = zlib.compress(header + bodies.pop(3))
    bodies[6] = (
        b"<< /Type /ObjStm /N 1 /First %d /Filter /FlateDecode /Length %d >>\nstream\n"
        % (len(header), len(packed))
        + packed
        + b"\nendstream"
    )
    out = bytearray(b"%PDF-1.5\n%\xe2\xe3\xcf\xd3\n")
    offsets: dict[int, int] = {}
    for number in sorted(bodies):
        offsets[number] = len(out)
        out += b"%d 0 obj\n" % number + bodies[number] + b"\nendobj\n"
    offsets[7] = len(out)
    rows = [b"\x00\x00\x00\x00\x00\xff\xff"]  # object 0: free
    for number in range(1, 8):
        if number == 3:
            rows.append(b"\x02" + (6).to_bytes(4, "big") + (0).to_bytes(2, "big"))
        else:
            rows.append(b"\x01" + offsets[number].to_bytes(4, "big") + (0).to_bytes(2, "big"))
    table = b"".join(rows)
    out += (
        b"7 0 obj\n<< /Type /XRef /Size 8 /W [1 4 2] /Root 1 0 R /Length %d >>\nstream\n"
        % len(table)
        + table
        + b"\nendstream\nendobj\nstartxref\n%d\n%%%%EOF\n" % offsets[7]
    )
    return bytes(out)


def test_a_ligature_named_in_an_object_streams_font_reads_as_its_letters() -> None:
    # autoaligne's French manual (pdfTeX of TeX Live 2020, Libertine): its fonts and their
    # encodings stand in compressed object streams, so the names were never seen and
    # "affichés" read "a chés", "définit" "dé nit" (four sentences of 21 absent).
    data = _in_object_stream(_named_ligature_pdf("86 /f_i"))
    assert b"/f_i" not in data  # only inside the compressed stream
    document = _read(data)
    assert document.text == "The deﬁned names ﬁt here."
    assert _confirmed(document, "The defined names fit here", "The deVned names") == [True, False]
    # The same file with another name at that code reads as before.
    assert _read(_in_object_stream(_named_ligature_pdf("86 /V"))).text == (
        "The deVned names Vt here."
    )


def _control_ligature_pdf(differences: str) -> bytes:
    # fontools' Libertine encoding: f_i, f_f_i and f_f at codes 27 to 29, control codes.
    from reportlab.pdfbase.pdfmetrics import stringWidth

    from citeproof.conformance._pdfwrite import build_pdf_streams

    widths = " ".join(
        str(834 if code == 28 else round(stringWidth(chr(max(code, 32)), "Helvetica", 1000)))
        for code in range(127)
    )
    data = build_pdf_streams([b"BT /F1 10 Tf 72 700 Td (Les signes non a\034ch\351s ici.) Tj ET\n"])
    return data.replace(
        b"/Encoding /WinAnsiEncoding",
        f"/Encoding << /BaseEncoding /WinAnsiEncoding /Differences [{differences}] >> "
        f"/FirstChar 0 /LastChar 126 /Widths [{widths}]".encode(),
    )


def test_a_ligature_named_at_a_control_code_reads_as_its_letters() -> None:
    # autoaligne's French manual: 'f_f_i' at code 28 was read as a control character and
    # dropped ("affichés" read "a chés").
    document = _read(_in_object_stream(_control_ligature_pdf("27 /f_i /f_f_i /f_f")))
    assert document.text == "Les signes non aﬃchés ici."
    assert _confirmed(document, "Les signes non affichés ici", "non a chés") == [True, False]


def _cheat_sheet(leadings: tuple[float, float, float]) -> Callable[[Draw], None]:
    """Three columns of one width (their longest lines about 195 points): short code and
    table lines, one sentence in the first column, each column in its own ``leadings``."""
    columns = [
        [
            "\\hline Horizontal rule.",
            "\\cline{x-y} Partial rule.",
            "Math mode",
            "Formulas in running text with $formula$. Displayed",
            "formulas with \\begin{equation} or another environment.",
            "x^{x} Superscript",
            "x_{x} Subscript",
            "\\sqrt{x} Root",
        ],
        ["@article Journal article", "@book Book", "@booklet Bound work", "@inbook Part",
         "@misc Anything", "@phdthesis Thesis", "@techreport Report", "@unpublished Draft",
         "Not all fields are needed, see the example on the right."],
        ["\\documentclass{scrreprt}", "\\usepackage[utf8]{inputenc}", "\\usepackage{babel}",
         "\\title{Template}", "\\author{Name}", "\\begin{document}", "\\maketitle",
         "\\section{Heading}", "\\renewcommand{\\name}{new text} redefines it"],
    ]  # fmt: skip

    def draw(at: Draw) -> None:
        for x, lines, leading in zip((36.0, 279.0, 523.0), columns, leadings, strict=True):
            for k, line in enumerate(lines):
                font = "Courier" if line.startswith("\\") else "Helvetica"
                at(x, 560 - leading * k, line, 8, font)

    return draw


def test_a_cheat_sheets_three_columns_are_read_column_by_column() -> None:
    # texlive-lang-german's latexsheet-de: three columns of one width, of tables, code
    # and short descriptions, none reading like prose, so no column was cut and the page
    # was read row by row: "Formeln im Fließtext mit $formel$. Abgesetzte Formeln mit
    # \usepackage[ngerman]{babel}", the third column's code inside the first's sentence.
    document = _read(_pdf(_cheat_sheet((10.0, 10.7, 9.4)), size=(792, 612)))
    quote = "Formulas in running text with $formula$. Displayed formulas with"
    assert _confirmed(document, quote, quote.replace("running", "inline")) == [True, False]


def test_a_three_column_table_is_still_read_row_by_row() -> None:
    # The same columns on one leading share their baselines: a table's rows, read across.
    document = _read(_pdf(_cheat_sheet((10.0, 10.0, 10.0)), size=(792, 612)))
    assert "\\hline Horizontal rule. @article Journal article" in document.text


def test_a_folded_cards_panels_are_read_one_after_another() -> None:
    # debian-refcard: three panels of one width, the outer two each a table of commands
    # and what they do, whose own gutter parts its panel in two unequal columns; with
    # that gutter counted no three columns were of one width, so the card was read row
    # by row across the panels, a command beside another panel's description.
    from citeproof.sources.pdf._layout import Run, reading_order

    def run(text: str, x0: float, x1: float, y: float) -> Run:
        return Run(text, x0, y, x1, y + 8)

    runs = []
    for k in range(8):
        y = 700 - 12 * k
        runs += [run(f"cmd{k}", 30, 80 + 2 * k, y), run(f"left{k}", 120, 256 - 3 * k, y)]
        runs.append(run(f"middle entry {k}", 296, 530 - 3 * k, 695 - 13 * k))
        y = 698 - 11 * k
        runs += [run(f"opt{k}", 570, 620 + 2 * k, y), run(f"right{k}", 650, 800 - 3 * k, y)]
    lines = [" ".join(r.text for r in line.runs) for line in reading_order(runs)]
    assert lines[:2] == ["cmd0 left0", "cmd1 left1"]
    assert lines[8:10] == ["middle entry 0", "middle entry 1"]
    assert lines[16:18] == ["opt0 right0", "opt1 right1"]


def _chaptered(label: Callable[[int], str], on: set[int], pages: int = 12) -> list[PageLine]:
    """A document of ``pages`` pages whose pages ``on`` open with ``label(page)`` set
    twice the text's size at the top edge; returns those label lines."""
    document, labels = [], []
    for n in range(pages):
        lines = [_line(f"Text of page {n} and its words.", 90, 660 - 14 * k) for k in range(20)]
        if n in on:
            labels.append(_line(label(n), 90, 720, height=20))
            lines.insert(0, labels[-1])
        document.append((lines, 792.0, 0.0))
    find_furniture(document)
    return labels


def test_a_chapters_numbered_label_is_its_text_not_a_running_head() -> None:
    # GLPK's manuals (glpk-doc): "Chapter 1", "Capítulo 2" in large type atop each
    # chapter's first page, keyed alike with the number left out, were read as a running
    # head, so a quote of it was not confirmed.
    chapters = {0: 1, 4: 2, 7: 3, 10: 4}
    labels = _chaptered(lambda n: f"Capítulo {chapters[n]}", set(chapters))
    assert [line.kind for line in labels] == ["body"] * 4
    # A large head with each page's number on pages one after another stays a head, and
    # so does a large unnumbered title on several pages.
    heads = _chaptered(lambda n: f"Page {n + 1} of 12", set(range(12)))
    assert {line.kind for line in heads} == {"furniture"}
    titles = _chaptered(lambda n: "Reference Card", set(chapters))
    assert {line.kind for line in titles} == {"furniture"}


def test_a_footnote_marker_does_not_narrow_a_line_that_a_small_glyph_then_misses() -> None:
    # l2tabuit (TeX Live's Italian l2tabu), page 19: "Type 1²²." with the "1" in a font
    # whose box is its ink (5.4 high) and the footnote marker "22" raised. Read as a row of
    # its own, the row's median height (8.2) made the text's 11-high band look tall, the
    # marker's band was taken for the line's, and the "1" missed it: read a line later
    # ("… di caratteri" / "1" / "cm-super"), so the sentence was not confirmed.
    from citeproof.sources.pdf._layout import Run, _lines, reading_order

    above = Run("I problemi qui descritti non si presentano se si usa", 100.1, 357.7, 501.0, 368.7)
    before = Run("e in formato Type", 89.3, 343.5, 178.5, 354.5)
    after = Run(". Perciò di recente sono stati progettate", 196.1, 343.5, 506.0, 354.5)
    marker = Run("22", 187.6, 350.5, 195.6, 354.4)
    one = Run("1", 182.0, 346.5, 187.6, 351.9)
    below = Run("cm-super e Latin Modern. Poiché quest’ultima famiglia", 89.3, 329.0, 506.0, 340.0)
    row = [before, after, marker, one]
    lines = reading_order([above, *row, below])
    assert ["".join(run.text for run in line.runs) for line in lines] == [
        above.text,
        "e in formato Type122. Perciò di recente sono stati progettate",
        below.text,
    ]
    # a part that is all small runs is still read by its own median
    assert len(_lines(row)) == 2


def test_an_angle_bracket_taller_than_the_text_does_not_draw_the_next_line_in() -> None:
    # lettre (TeX Live's lettre.pdf), page 90: "appeler \\lettre@lmp@selectlanguage{⟨lang″⟩},
    # et cet appel" with TeX's angle brackets from the symbol font, a fifth taller than the
    # text and reaching below its line. Taken for the line's band, the bracket drew the next
    # line into this one: "… par hlang00i}, et cet appel" and no quote of either line held.
    from citeproof.sources.pdf._layout import reading_order

    first = Run(
        "En définitive, on va appeler \\lettre@lmp@selectlanguage{", 153.7, 664.06, 415.8, 678.44
    )
    tail = Run("}, et cet appel", 446.5, 664.06, 507.3, 678.44)
    primes = Run("00", 437.5, 669.47, 442.1, 676.05)
    opening = Run("h", 415.8, 657.64, 419.7, 674.93)
    closing = Run("i", 442.6, 657.64, 446.5, 674.93)
    word = Run("lang", 419.7, 665.18, 437.8, 674.12)
    second = Run("est préparé dans \\toks4. Mais pas tout à fait", 153.7, 652.10, 507.1, 666.48)
    third = Run("lettre des environnements de base (par ex. itemize)", 153.7, 640.15, 507.3, 654.52)
    lines = reading_order([first, tail, primes, opening, closing, word, second, third])
    assert ["".join(run.text for run in line.runs) for line in lines] == [
        "En définitive, on va appeler \\lettre@lmp@selectlanguage{hlang00i}, et cet appel",
        second.text,
        third.text,
    ]


def _figure_atop_the_left_column(at: Draw) -> None:
    # TUGboat's layout (tugboat-geometry-space, page 6): the page head, a figure heading
    # the left column (no text: drawn shapes only), the right column's text from the top.
    at(72, 736, "1006")
    at(191, 736, "preliminary draft, October 25, 2002")
    at(388, 736, "TUGboat, Volume 0 (2001), No. 0")
    right = [
        "to reduce the size of the projection by decreasing",
        "the drawing scale as was shown in the last part.",
        "A first category of parallel projections are the",
        "isometric (also called military perspective), dimetric",
        "and trimetric projections, all usually grouped under",
        "the axonometric perspectives. However, according",
        "to Krikke these projections are misnamed, whereas",
        "the isometric perspective was invented by a man in",
        "1822 to answer needs created by the revolution and",
        "the real axonometric perspective is one that began",
        "in China and Japan, in particular because it suits",
        "a presentation in rolls, as many paintings were.",
    ]
    left = [
        "Figure 8: The cube with a camera five times",
        "closer as in figure 3, seen from its corner.",
        "By default, all representations are done in linear",
        "perspective, that is the perspective corresponding",
        "to what a camera sees when its field of view is",
        "projected on a plane orthogonal to the viewing",
        "direction. The rules of a linear perspective were",
        "codified by the painters of the Quattrocento.",
    ]
    for k, line in enumerate(right):
        at(314, 706 - 12 * k, line)
    for k, line in enumerate(left):
        at(72, 646 - 12 * k, line)


def test_a_columns_first_lines_beside_a_figure_are_read_with_their_column() -> None:
    # The head's gap between page number and title lay over the figure, so the right
    # column's first lines were grouped with the head and read before the left column,
    # the rest of the right column after it: "... grouped under" / "Figure 8: ..." and
    # the sentence was not confirmed.
    document = _read(_pdf(_figure_atop_the_left_column))
    text = document.text
    assert text.index("codified by the painters") < text.index("to reduce the size")
    quote = (
        "A first category of parallel projections are the isometric (also called military "
        "perspective), dimetric and trimetric projections, all usually grouped under the "
        "axonometric perspectives."
    )
    assert _confirmed(document, quote, quote.replace("dimetric", "metric")) == [True, False]
    left = "By default, all representations are done in linear perspective"
    assert _confirmed(document, left) == [True]


def test_a_definition_lists_terms_stay_on_their_lines_under_a_wrapped_description() -> None:
    # R-FAQ's mailing lists: a description's last lines, alone on the right of the terms'
    # gutter, stand above the next term; taken into that term's group as a column's first
    # lines, the terms were read apart from their text ("R-help" / "R-devel" / "The ...").
    def page(at: Draw) -> None:
        at(72, 700, "R-packages")
        at(148, 700, "A moderated list of announcements of contributed packages for")
        at(148, 688, "the system, and of updates to them, posted by their maintainers")
        at(72, 670, "R-help")
        at(148, 670, "The main mailing list, for discussion about problems and their")
        at(148, 658, "solutions found by users of the system, and for announcements")
        at(72, 640, "R-devel")
        at(148, 640, "This list is for questions and discussion about the code of it")
        at(148, 628, "and its development, and for reports of the problems found")

    lines = _read(_pdf(page)).text.splitlines()
    assert "R-help The main mailing list, for discussion about problems and their" in lines
    assert "R-devel This list is for questions and discussion about the code of it" in lines


def test_a_right_aligned_line_above_two_columns_stays_above_them() -> None:
    # review: an epigraph's attribution, set flush right above two columns, was taken as
    # the right column's first line and read after the whole left column
    left = [
        "the quiet people keep their happy dog in",
        "a pretty garden where a puppy played in",
        "the yard and jumped up quickly to greet",
        "everybody who came by the house on the",
        "hill, then they all went back home to eat",
        "and rest until the evening came at last.",
    ]
    right = [
        "My second column starts right here and",
        "holds other words of its very own, so",
        "that nobody reads them out of order, as",
        "we hope the reader keeps them apart from",
        "the left column text which stands beside",
        "it always, as pages are set in two ways.",
    ]

    def page(at: Draw) -> None:
        at(150, 720, "The reports of my death are greatly exaggerated, he wrote once")
        at(450, 706, "— Mark Twain, 1897")
        for k, (one, two) in enumerate(zip(left, right, strict=True)):
            at(72, 686 - 12 * k, one)
            at(320, 686 - 12 * k, two)

    text = _read(_pdf(page)).text
    assert text.index("Mark Twain") < text.index("the quiet people")


def _head_over_code(at: Draw) -> None:
    # TUGboat's babelbib article, page 7: the head's gap between its volume and its date
    # lies over the few points the left column's short lines of code leave free, so head
    # and code rows shared a gutter and were read row by row, across the columns
    at(72, 785, "TUGboat, Volume 0 (2060), No. 0")
    at(242, 785, "preliminary draft, September 24, 2008 20:26")
    at(518, 785, "1007")
    left = ('"\\bibitem{" write$', "cite$ write$", '"}" write$', "newline$", "FUNCTION {bbl}",
            "This is the code of the style file, and",
            "the package writes it for each language",
            "so that the keywords are set right in",
            "every entry of the list of references.")  # fmt: skip
    right = ("Some functions are defined that allow to", "switch the fonts easily. They are like",
             "the existing emphasize function, and are", "named after what they set in the list",
             "of references of the document, so that", "a user may change them in one place",
             "without touching any of the other files", "of the package or the style of it, as",
             "the examples in this article all show.")  # fmt: skip
    for k, (one, two) in enumerate(zip(left, right, strict=True)):
        at(81 if k < 5 else 72, 756 - 12 * k, one)
        at(314, 756 - 12 * k, two)


def test_a_page_head_across_the_columns_gutter_is_read_alone_over_its_columns() -> None:
    document = _read(_pdf(_head_over_code))
    head = "TUGboat, Volume 0 (2060), No. 0 preliminary draft, September 24, 2008 20:26 1007\n"
    assert document.text.startswith(head)  # one line: a running head is known by it
    quote = "Some functions are defined that allow to switch the fonts easily."
    assert _confirmed(document, quote, quote.replace("easily", "quickly")) == [True, False]
    assert "write$\ncite$ write$" in document.text  # the code column read as a column


def test_a_head_a_column_cut_parted_in_two_is_keyed_as_its_whole_row() -> None:
    # On two pages of five the columns' gutter runs through the head's gap: each piece
    # alone stands on two pages, too few to be a head; as the row it is, on all five.
    pages = []
    for n in range(1, 6):
        words = ["pairlists", "vectors", "attributes", "names", "lists"][n - 1]
        body = [_line(f"Body text on {words} runs on here.", 90, 680 - 14 * k) for k in range(8)]
        volume, draft = "TUGboat, Volume 0 (2001), No. 0", f"preliminary draft, 2011 100{n}"
        if n in (2, 4):
            head = [_line(volume, 72, 732, 1), _line(draft, 300, 732, 2)]
        else:
            head = [_line(f"{volume} {draft}", 72, 732)]
        pages.append((head + body, 792.0, 0.0))
    find_furniture(pages)
    assert all(line.kind == "furniture" for lines, _, _ in pages for line in lines[:-8])
    assert all(line.kind == "body" for lines, _, _ in pages for line in lines[-8:])


def _columns_first_lines_apart(at: Draw) -> None:
    # the two columns' first lines stand apart over a short group of rows, the left one
    # running further right than the lines under it (the review's page)
    at(72, 750, "Table 2 shows that the city council did not")
    at(314, 750, "approve the budget. Results")
    at(72, 720, "The first of the rows in the left one")
    at(314, 720, "The vote was held on Monday and the")
    at(72, 708, "and its second row goes on right here")
    at(314, 708, "members agreed on every other point.")
    at(72, 670, "Figure 1: a caption that runs all the way across the page and both of the columns")


def test_two_columns_first_lines_standing_apart_are_no_head_read_as_one_line() -> None:
    document = _read(_pdf(_columns_first_lines_apart))
    assert _confirmed(document, "the city council did not approve the budget") == [False]
    assert "did not\nThe first of the rows" in document.text


def _paragraph_runs(split: tuple[int, ...], gap: float) -> list[Run]:
    """A justified paragraph's five lines (x 90 to 522, 10 high, 13 apart), the lines of
    ``split`` each two runs ``gap`` apart at x 296 (a sentence's end stretched wide)."""
    words = [
        ("ESS is also available through the Emacs Lisp Package Archive (MELPA),", ""),
        ("a popular repository for Emacs packages.", "Instructions on how to do so are found on"),
        ("MELPA's website (https://melpa.org/).", "MELPA also hosts MELPA-stable with sta-"),
        ("ble ESS builds. You may choose between MELPA with the latest features", ""),
        ("(and bugs) or MELPA-stable, which may lag a bit behind the other one.", ""),
    ]
    runs = []
    for k, (first, second) in enumerate(words):
        y1 = 700.0 - 13 * k
        x0 = 105.0 if k == 0 else 90.0
        if k in split:
            runs.append(Run(first, x0, y1 - 10, 296.0, y1))
            runs.append(Run(second, 296.0 + gap, y1 - 10, 522.0, y1))
        else:
            runs.append(Run(f"{first} {second}".strip(), x0, y1 - 10, 522.0, y1))
    return runs


def test_a_paragraphs_wide_spaces_lined_up_on_two_lines_are_no_column_gutter() -> None:
    # ESS's manual: two lines' sentence ends a word space wide at one place were cut as two
    # columns of two lines ("packages. / MELPA's website" read before "Instructions on ...").
    from citeproof.sources.pdf._layout import reading_order

    def read(runs: list[Run]) -> list[str]:
        return [" ".join(r.text for r in line.runs) for line in reading_order(runs)]

    lines = read(_paragraph_runs((1, 2), 10.0))
    assert lines[1] == (
        "a popular repository for Emacs packages. Instructions on how to do so are found on"
    )
    assert lines[2].startswith("MELPA's website (https://melpa.org/). MELPA also hosts")
    assert len(lines) == 5
    # Two columns of two lines standing apart from the lines around them are still cut.
    runs = [r for r in _paragraph_runs((1, 2), 10.0) if r.y1 in (687.0, 674.0)]
    runs += [Run("A heading above the columns", 90, 640, 300, 650)]
    runs += [Run("Two words", 90, 720, 140, 730)]
    assert read(runs)[1:3] == [
        "a popular repository for Emacs packages.",
        "MELPA's website (https://melpa.org/).",
    ]


def test_a_paragraphs_first_line_with_a_margin_name_is_not_read_with_the_listing_above() -> None:
    # mathdots' manual: a numbered listing (numbers at 154, code at 174), then a paragraph
    # (indented first line at 169) with the doc package's macro names in the left margin.
    # The gap between name and first line met the listing's gutter: the first line was
    # read with the listing, apart from the rest of its sentence.
    from citeproof.sources.pdf._layout import reading_order

    runs = []
    for k in range(4):
        y0 = 650.0 - 11 * k
        runs.append(Run(f"{27 + k}", 153.7, y0 + 0.6, 161.6, y0 + 6.8))
        runs.append(Run(f"\\kern{k}\\MDo@unit\\hbox{{\\MDo@dot}}%", 173.7, y0, 420.0, y0 + 8.2))
    text = [
        (168.6, "We include current (as of 2014/06/11) definitions so a user"),
        (153.7, "can choose them. They do not have the other diagonal, so we provide"),
        (153.7, "a \\fixediddots which is just \\fixedddots with the boxes reversed."),
        (153.7, "We save the versions at load time so user can use them in case."),
    ]
    names = ["\\fixedddots", "\\fixedvdots", "\\fixediddots", "\\originalvdots"]
    for k, ((x0, line), name) in enumerate(zip(text, names, strict=True)):
        y0 = 594.0 - 12 * k
        runs.append(Run(line, x0, y0, 507.9, y0 + 9.0))
        runs.append(Run(name, 142.7 - 6 * len(name), y0, 142.7, y0 + 8.2))
    lines = [" ".join(r.text for r in line.runs) for line in reading_order(runs)]
    assert lines[4:8] == names
    assert lines[8:] == [line for _, line in text]


def test_a_band_of_cells_at_several_heights_under_a_full_width_line_is_still_cut() -> None:
    # A form's checkbox labels (pikepdf's DD 293, its page foot): cells of two lines each,
    # staggered, under a full-width question and over the page's foot: no paragraph's
    # lines, still cut between the foot's columns ("OTHER MENTAL" over "HEALTH").
    from citeproof.sources.pdf._layout import reading_order

    cells = [
        ("19. ARE ANY OF THE FOLLOWING ISSUES/CONDITIONS RELATED TO YOUR REQUEST: (Select all "
         "that apply. If checked, no special consideration applies.)", 19.42, 60.21, 592.50, 71.13),
        ("OTHER MENTAL", 127.19, 46.94, 189.86, 57.86),
        ("SEXUAL ASSAULT/", 212.96, 46.94, 285.57, 57.86),
        ("REPRISAL/", 366.29, 46.94, 408.22, 57.86),
        ("INTIMATE PARTNER VIOLENCE/", 469.94, 46.94, 592.77, 57.86),
        ("PTSD", 32.96, 42.94, 54.30, 53.86),
        ("TBI", 81.16, 42.94, 93.61, 53.86),
        ("DADT", 314.86, 42.94, 336.64, 53.86),
        ("HEALTH", 127.19, 38.94, 158.75, 49.86),
        ("HARASSMENT", 212.96, 38.94, 268.52, 49.86),
        ("WHISTLEBLOWER", 366.29, 38.94, 436.52, 49.86),
        ("DOMESTIC VIOLENCE", 469.94, 38.94, 554.85, 49.86),
        ("Controlled by:", 377.36, 26.86, 417.46, 35.73),
        ("Page 1 of 4", 546.12, 23.09, 588.36, 34.55),
        ("DD FORM 293, FEB 2025", 21.60, 18.74, 138.30, 33.06),
        ("CUI (when filled in)", 261.00, 18.31, 351.01, 32.63),
        ("CUI Category:", 377.36, 19.06, 418.53, 27.93),
        ("LDC:", 377.36, 11.26, 392.16, 20.13),
        ("PREVIOUS EDITION IS OBSOLETE.", 21.60, 6.93, 154.98, 17.85),
        ("POC:", 377.36, 3.46, 393.25, 12.33),
    ]  # fmt: skip
    runs = [Run(text, x0, y0, x1, y1) for text, x0, y0, x1, y1 in cells]
    lines = [" ".join(r.text for r in line.runs) for line in reading_order(runs)]
    assert lines[1:3] == ["PTSD TBI OTHER MENTAL", "HEALTH"]


def _object_stream(packed: bytes) -> bytes:
    """Object 5: a Flate-compressed object stream of ``packed`` bytes (its header four
    bytes long), as the object-stream tests below give it."""
    return (
        b"5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length %d >>\nstream\n"
        % len(packed)
        + packed
        + b"\nendstream\nendobj\n"
    )


def test_an_object_stream_built_to_inflate_a_thousandfold_is_cut(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An object stream is inflated to MAX_INFLATED bytes at most, a file's together to
    MAX_INFLATED_IN_ALL: a zip bomb in a PDF is cut there, never read whole."""
    import zlib

    from citeproof.sources.pdf import _ligatures

    monkeypatch.setattr(_ligatures, "MAX_INFLATED", 1 << 16)
    monkeypatch.setattr(_ligatures, "MAX_INFLATED_IN_ALL", 3 << 16)
    bomb = zlib.compress(b"1 0 " + b" " * (1 << 22), 9)
    stream = _object_stream(bomb)
    inflated = _ligatures._object_streams(b"%PDF-1.5\n" + stream * 5)
    assert [len(numbers) + len(objects) for numbers, objects in inflated] == [1 << 16] * 3
    assert _ligatures.ligature_codes(b"%PDF-1.5\n" + stream * 5) == {}


def test_an_object_stream_whose_header_is_no_numbers_is_passed_over() -> None:
    """A damaged object stream (or text that only looks like one) leaves the ligature
    table without its objects; the file is read as before, never refused for it."""
    import zlib

    from citeproof.sources.pdf import _ligatures

    junk = zlib.compress(b"BT junk /Differences [27 /f_i] /BaseFont /Libertine")
    stream = _object_stream(junk)
    assert _ligatures._stream_heads(b"BT junk", b"/Differences [27 /f_i]") == {}
    assert _ligatures.ligature_codes(b"%PDF-1.5\n" + stream) == {}
    data = _in_object_stream(_named_ligature_pdf("86 /f_i"))
    damaged = data.replace(b"%%EOF", b"%%EOF\n" + stream)
    assert _read(damaged).text == "The deﬁned names ﬁt here."


def test_object_streams_are_sought_near_their_dictionaries_and_only_so_many(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """An object stream's ``obj`` and ``stream`` are sought near its ``/Type /ObjStm``,
    and only MAX_OBJECT_STREAMS of a file's are tried: a file of markers with neither
    near is passed over in one scan, not searched to its ends at each."""
    import zlib

    from citeproof.sources.pdf import _ligatures

    body = zlib.compress(b"1 0 << /Differences [27 /f_i] >>")
    one = _object_stream(body)
    assert len(_ligatures._object_streams(b"%PDF-1.5\n" + one * 5)) == 5
    monkeypatch.setattr(_ligatures, "MAX_OBJECT_STREAMS", 3)
    assert len(_ligatures._object_streams(b"%PDF-1.5\n" + one * 5)) == 3
    far = b"%PDF-1.5\n1 0 obj\n" + b"%" * 5000 + b"/Type /ObjStm " * 100 + b"%" * 5000 + b"stream"
    assert _ligatures._object_streams(far) == []


def test_a_tables_entry_numbers_with_a_raised_letter_are_its_text() -> None:
    # sanskrit's tables of conjuncts (texlive-lang-other's sktdoc): each entry numbered
    # "137a", "928c", the letter a raised run of a smaller font drawn right after the
    # digits. The digits, rising one a row down the table's left edge, were taken for
    # margin line numbers and the quotes "137a ṅgla" and "928c śya" were not found; "c"
    # is a roman numeral, so it counted as one of the numbers itself.
    width = canvas.Canvas(io.BytesIO()).stringWidth("137", "Helvetica", 12)
    letters = "cacapcca"

    def draw(at: Draw) -> None:
        for n, letter in enumerate(letters):
            y = 700 - 20 * n
            at(72, y, str(133 + n), 12)
            at(72 + width, y + 4, letter, 8)
            at(102, y, f"the conjunct of row {133 + n} in the table of the sanskrit font", 12)

    document = _read(_pdf(draw))
    assert "137p the conjunct of row 137" in document.text
    assert "138c the conjunct of row 138" in document.text
    quotes = ["137p the conjunct of row 137 in the table", "138c the conjunct of row 138"]
    altered = ["137a the conjunct of row 137 in the table", "139c the conjunct of row 138"]
    assert _confirmed(document, *quotes, *altered) == [True, True, False, False]


def _marked_pdf() -> bytes:
    """One line of Helvetica in three text objects, as LuaTeX sets ``V̆`` in a Unicode
    font: the ``V``, then a combining breve (U+0306, its ToUnicode's for the narrow
    quotesingle glyph) drawn over the ``V``'s middle, its right edge well left of the
    ``V``'s, then the comma and the rest at the ``V``'s end."""
    # Helvetica at 12 points: "also available for " is 93.372 wide, V 8.004, ' 2.292
    v = 72 + 93.372
    content = (
        b"BT /F1 12 Tf 72 700 Td (also available for V) Tj ET\n"
        b"BT /F1 12 Tf %.3f 702 Td (') Tj ET\n"
        b"BT /F1 12 Tf %.3f 700 Td (, and for the other vowels.) Tj ET\n" % (v + 2.856, v + 8.004)
    )
    return _helvetica_page(content, b"27", b"0306")


def test_a_combining_mark_drawn_over_its_letter_leaves_no_space_after_it() -> None:
    # babel-latin's manual (LuaTeX, Libertinus): "also available for Ĕ, Ĭ, Ŏ, Ŭ, V̆, and
    # Y̆." was read "V̆ , and Y̆ .": the gap from the breve's right edge (left of the V's)
    # to the comma counted as a word space.
    document = _read(_marked_pdf())
    assert "also available for V\u0306, and for the other vowels." in document.text
    quote = "also available for V\u0306, and for the other vowels."
    altered = "also available for V\u0302, and for the other vowels."
    assert _confirmed(document, quote, altered, quote.replace("\u0306", "")) == [True, False, False]


def _mark_first_pdf() -> bytes:
    """One line of Helvetica, as TeX's ``\\accent`` sets ``\\"o`` with a font's combining
    diaeresis (its ToUnicode U+0308, here the narrow quotesingle glyph's): "The ballad
    Erlk", a kern to the middle of the ``o`` to come, the mark, a kern back to where the
    ``o`` starts, then "onig is set"."""
    # Helvetica at 12 points: o 6.672 wide, ' 2.292: (6.672 - 2.292) / 2 = 2.19 right
    # (182.5 thousandths of 12 points), then 2.19 + 2.292 = 4.482 back (373.5)
    content = (
        b"BT /F1 12 Tf 72 700 Td "
        b"[(The ballad Erlk) -182.5 (') 373.5 (onig is set to music by Schubert.)] TJ ET\n"
    )
    return _helvetica_page(content, b"27", b"0308")


def test_a_combining_mark_drawn_before_its_letter_goes_on_that_letter() -> None:
    # A mark drawn before the letter it stands over (TeX's \\accent, a math accent:
    # perfectcut's \\bar\\mu read "||\u0304\U0001d707") went on the glyph before it,
    # "Erlk\u0308onig", as pdftotext reads it too.
    document = _read(_mark_first_pdf())
    assert "ballad Erl" + unicodedata.normalize("NFC", "ko\u0308nig is set") in (
        unicodedata.normalize("NFC", document.text)
    )
    quote = "The ballad Erlk\u00f6nig is set to music by Schubert."
    altered = quote.replace("\u00f6", "o")
    assert _confirmed(document, quote, altered, quote.replace("k\u00f6", "k\u0308o")) == [
        True,
        False,
        False,
    ]


def test_an_accent_stacked_over_an_accented_letter_is_composed_with_it() -> None:
    # sanskrit's manual (texlive-lang-other's sktdoc): the Vedic "nāvádhī̀tamastu" sets a
    # grave over the macron over an i. The grave, its letter taken by the macron, stayed
    # a spacing accent at the line's end, and a quote that left it out was confirmed.
    def width(text: str) -> float:
        return float(canvas.Canvas(io.BytesIO()).stringWidth(text, "Helvetica", 12))

    def draw(at: Draw) -> None:
        prefix, rest = "the Vedic accents of tejasvi navadh", "tamastu are shown here."
        at(72, 700, prefix, 12)
        x = 72 + width(prefix)
        at(x, 700, "i", 12)
        at(x + (width("i") - width("\u00af")) / 2, 700, "\u00af", 12)
        at(x + (width("i") - width("`")) / 2, 703, "`", 12)
        at(x + width("i"), 700, rest, 12)

    document = _read(_pdf(draw))
    assert "tejasvi navadh\u012b\u0300tamastu are shown" in document.text
    quote = "the Vedic accents of tejasvi navadh\u012b\u0300tamastu are shown here."
    assert _confirmed(
        document, quote, quote.replace("\u0300", ""), quote.replace("\u012b\u0300", "\u00ec")
    ) == [True, False, False]


def test_a_long_run_of_combining_marks_is_read_within_the_watchdog(tmp_path: Path) -> None:
    """Each mark of a run is seated on the glyph before the run, found once for the run: a
    walk back from each mark was quadratic (8,000 marks in a row took 4 s, a page of
    100,000 would take ten minutes)."""
    from ..test_hardening_formats import extracted

    marks = 60_000
    run = b"".join(b"(%s) Tj\n" % (b"'" * 10_000) for _ in range(marks // 10_000))
    content = b"BT /F1 12 Tf 72 700 Td (a) Tj\n" + run + b"( and the rest) Tj ET\n"
    path = tmp_path / "marks.pdf"
    path.write_bytes(_helvetica_page(content, b"27", b"0301"))
    status, answer = extracted(path)
    assert status == 0, answer
    text = "".join(page["text"] for page in answer["pages"])
    assert text.count("\u0301") + text.count("\u00e1") == marks  # the first may compose
    assert text.endswith("and the rest")


def test_a_paragraph_beside_a_forms_fields_is_read_whole() -> None:
    # hagenberg-thesis' questionnaire (fragebogen): the fields "Firma: ____", "Name: ____"
    # at a leading of 14.8 points beside a paragraph in smaller type at 8.4; no side reads
    # like prose, so no column was cut, and "Name: ____" was read inside the sentence.
    paragraph = (
        "Wenn Sie die Erhebung nicht online beantwortet haben, sondern",
        "mittels dieses Fragebogens, so ersuchen wir Sie, diesen an folgende",
        "Adresse zu senden oder direkt im Gemeindeamt abzugeben.",
    )

    def draw(at: Draw) -> None:
        at(20, 700, "Ihre Daten:", 9)
        for k, label in enumerate(("Firma:", "Name:", "Adresse:", "PLZ/Ort:", "E-Mail:")):
            at(20, 685 - 14.8 * k, label, 9)
            at(60, 685 - 14.8 * k, "_" * 48, 9)
        for k, line in enumerate(paragraph):
            at(335, 681 - 8.4 * k, line, 7.5)
        at(335, 631, "Danke für Ihre Mitarbeit!", 7.5)

    document = _read(_pdf(draw))
    quote = " ".join(paragraph)
    assert _confirmed(document, quote, quote.replace("online", "schriftlich")) == [True, False]
    assert "Firma: ____" in document.text
    assert "E-Mail: ____" in document.text


def _theorem_beside_its_source(offset: float) -> Callable[[Draw], None]:
    """A LaTeX source of short lines beside the theorem it typesets, both at a leading of
    12 points, the theorem's baselines ``offset`` points below the source's."""
    source = ("\\begin{mur}", "If there are", "two or more", "ways to", "do something,",
              "and one", "of those", "ways can", "result in", "disaster, then", "somebody",
              "will do it.", "\\end{mur}")  # fmt: skip
    theorem = ("Murphy's Law 3.8.1. If there are two or", "more ways to do something, and one of",
               "those ways can result in disaster, then", "somebody will do it.")  # fmt: skip

    def draw(at: Draw) -> None:
        at(113, 720, "\\newtheorem{mur}{Murphy's Law}[section]", 10, "Courier")
        for k, line in enumerate(source):
            at(113, 708 - 12 * k, line, 10, "Courier")
        for k, line in enumerate(theorem):
            at(307, 672 - offset - 12 * k, line, 10, "Times-Italic")
        at(113, 530, "In this example the theorem is numbered in its section.", 10, "Times-Roman")

    return draw


_MURPHY = (
    "If there are two or more ways to do something, and one of those ways can result in "
    "disaster, then somebody will do it."
)


def test_a_theorem_beside_its_source_on_another_grid_is_read_whole() -> None:
    # lshort-tr's "Murphy Yasası": the source's lines and the theorem's at one leading,
    # the theorem's 3.3 points lower (its lines' middles 3.6 points off the source's, 0.3
    # of a leading), were read in turn ("varsa, ve bu Murphy Yasası 3.8.1. Bir işi yapmak").
    # Here 3.9 points: Courier's and Times' boxes put the lines' middles 3.6 apart too.
    document = _read(_pdf(_theorem_beside_its_source(3.9)))
    altered = _MURPHY.replace("disaster", "success")
    assert _confirmed(document, _MURPHY, altered) == [True, False]
    assert "ways to\ndo something," in document.text  # the source read whole too


def test_a_forms_box_numbers_off_their_lines_baselines_stay_in_their_rows() -> None:
    # f1040nr: each line's box number ("17b" beside "17a Pensions and annuities") in
    # smaller type, a point or two off the line's baseline: rows, not a panel beside.
    lines = (
        "16 Scholarship and fellowship grants. Attach Form(s) 1042-S",
        "17 Pensions and annuities, the taxable amount (see page 13)",
        "18 Rental real estate, royalties, partnerships, trusts, etc.",
        "19 Farm income or (loss). Attach Schedule F (Form 1040)",
        "20 Unemployment compensation",
    )

    def draw(at: Draw) -> None:
        for k, line in enumerate(lines):
            at(40, 700 - 12 * k, line, 8)
            at(420, 698 - 12 * k, ("16b", "17b", "18", "19", "20")[k], 7)

    document = _read(_pdf(draw))
    assert "18 Rental real estate, royalties, partnerships, trusts, etc. 18" in document.text
