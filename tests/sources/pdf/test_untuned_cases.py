"""Issue 20's PDF cases, drawn: TeX's separate accent glyphs, margin line numbers.

The real documents are in ``tests/realdocs/untuned_pdfs.py`` (``gnuplot-doc`` page 1,
``lineno``, the critical-edition examples)."""

from __future__ import annotations

import io

from PIL import Image

from citeproof.conformance._pdfwrite import build_pdf_streams
from citeproof.contracts import report_json
from citeproof.service import check
from citeproof.sources import SourceDocument, SourceRead, extract
from citeproof.text import FurnitureKind


def _pdf(*pages: list[str]) -> bytes:
    return build_pdf_streams([("\n".join(ops) + "\n").encode() for ops in pages])


def _at(x: float, y: float, text: str, size: float = 10) -> str:
    return f"BT /F1 {size:g} Tf {x:g} {y:g} Td ({text}) Tj ET"


def _read(data: bytes) -> SourceDocument:
    return extract(data, "application/pdf", "drawn.pdf")


def _confirmed(document: SourceDocument, *quotes: str) -> list[bool]:
    out = report_json(check(SourceRead(document=document, origin="file"), list(quotes)))
    return [bool(r["confirmed"]) for r in out["results"]]


def test_a_spacing_accent_over_a_letter_is_composed_as_pdftotext_does() -> None:
    # "Br" (Helvetica 10: B 6.67, r 3.33), a diaeresis (\250, 3.33 wide) centred over the
    # o that follows (5.56 wide), as TeX sets \"o: "Bröker".
    ops = [
        _at(72, 700, "Hans-Bernhard Br"),
        _at(72 + 80.03 + 1.115, 700, "\\250"),
        _at(72 + 80.03, 700, "oker and P"),
    ]
    document = _read(_pdf(ops))
    assert "Bröker" in document.text
    assert "¨" not in document.text
    assert _confirmed(document, "Hans-Bernhard Bröker and") == [True]


def test_an_accent_no_character_has_follows_its_letter_as_a_combining_mark() -> None:
    # PARI/GP's modular forms card: a hatted L (TeX's \hat L, a circumflex glyph over the
    # L) was read "L ˆp"; no character is both, so the L is followed by U+0302, as
    # pdftotext reads it and a person types it (NFC keeps it decomposed).
    ops = [
        _at(72, 700, "the p-adic L-function L"),
        _at(72 + 98.94 - 5.56 + 1.115, 702, "\\210"),
        _at(72 + 98.94, 700, "p of the form"),
    ]
    document = _read(_pdf(ops))
    assert "function L\u0302p of the form" in document.text
    assert "\u02c6" not in document.text
    assert _confirmed(document, "the p-adic L-function L\u0302p of the form") == [True]
    assert _confirmed(document, "the p-adic L-function Lp of the form") == [False]


def _numbered_page(first: int) -> list[str]:
    body = [
        "The reader keeps the words of each line of the draft",
        "as they stand, from the first revision to the",
        "second command, and the numbers in the margin",
        "count the lines of the page for the reviewers",
        "who mark them in their comments on the text.",
    ]
    ops = []
    for n, text in enumerate(body):
        y = 700 - 14 * n
        ops.append(_at(90, y, text))
        ops.append(_at(60, y, str(first + n), 7))
    return ops


def test_margin_line_numbers_are_furniture_and_a_sentence_runs_across_them() -> None:
    document = _read(_pdf(_numbered_page(355), _numbered_page(360)))
    quote = "from the first revision to the second command, and the numbers in the margin"
    assert "357" not in document.text
    assert _confirmed(document, quote) == [True]
    assert _confirmed(document, quote.replace("second", "third")) == [False]


def _headed_page(number: int) -> list[str]:
    return [
        _at(72, 760, "Field Notes of the Survey", 9),
        _at(72, 700, f"Page {number} holds the observations of one day in the field."),
        _at(300, 40, str(number), 9),
    ]


def test_a_quote_only_in_a_running_head_or_margin_is_told_where_it_is() -> None:
    """Furniture a PDF sets apart is named: a running head, a page number, a margin line
    number — the furniture verdict says which, not "other"."""
    headed = _read(_pdf(*(_headed_page(n) for n in (1, 2, 3, 4))))
    numbered = _read(_pdf(_numbered_page(355), _numbered_page(360)))
    report = check(SourceRead(document=headed, origin="file"), ["Field Notes of the Survey"])
    (head,) = report.results
    assert (head.finding.verdict.value, head.finding.furniture_kind) == (
        "furniture",
        FurnitureKind.RUNNING_HEAD,
    )
    kinds = {kind for _, kind in numbered.furniture_kinds}
    assert FurnitureKind.MARGIN_LINE_NUMBER in kinds
    assert {kind for _, kind in headed.furniture_kinds} >= {
        FurnitureKind.RUNNING_HEAD,
        FurnitureKind.PAGE_NUMBER,
    }


def test_extract_picture_shades_margin_numbers_and_running_heads() -> None:
    """``extract --picture``'s layout draws furniture blocks grey and shaded: the margin
    line numbers and the running head are among them, in the left margin and at the top."""
    from citeproof.pictures import layout_pictures

    numbered = _read(_pdf(_numbered_page(355), _numbered_page(360)))
    margin = [
        b for b in numbered.blocks
        if b.kind == "furniture" and numbered.furniture[b.start : b.end].isdigit()
    ]  # fmt: skip
    assert len(margin) == 10
    assert all(b.x1 < 90 for b in margin)
    data = _pdf(*(_headed_page(n) for n in (1, 2, 3, 4)))
    headed = _read(data)
    heads = [b for b in headed.blocks if b.kind == "furniture" and b.y0 > 700]
    assert [headed.furniture[b.start : b.end] for b in heads] == ["Field Notes of the Survey"] * 4
    (shaded,) = layout_pictures(data, headed.blocks, [1], scale=1.0)
    (plain,) = layout_pictures(data, [], [1], scale=1.0)
    with_blocks = Image.open(io.BytesIO(shaded.png)).convert("RGB")
    without = Image.open(io.BytesIO(plain.png)).convert("RGB")
    head = heads[0]
    top = with_blocks.height
    box = [
        (x, y)
        for x in range(int(head.x0) + 3, int(head.x1) - 3)
        for y in range(int(top - head.y1) + 2, int(top - head.y0) - 2)
        if without.getpixel((x, y)) == (255, 255, 255)
    ]
    assert box
    # Every blank pixel inside the running head's box is shaded, none left white.
    assert all(with_blocks.getpixel(p) != (255, 255, 255) for p in box)


def test_a_runs_first_character_rules_out_a_margin_number_only_where_no_number_starts() -> None:
    """A run is asked whether it is a margin number (digits, or a roman numeral in one
    case) only when its first character can start one: no other character, nor its lower
    case (the numeral is matched lowered), starts a number once the run's white space is
    stripped (every code point)."""
    from citeproof.sources.pdf._layout import Run
    from citeproof.sources.pdf._linenumbers import _FIRST, _number

    def _run(text: str) -> Run:
        return Run(text, 10.0, 700.0, 20.0, 710.0)

    roman = set("mdclxvi")
    for code in range(0x110000):
        char = chr(code)
        if char in _FIRST or char.isspace():
            continue
        assert not (char.isascii() and char.isdigit()), hex(code)
        assert not set(char.lower()) <= roman, hex(code)  # "İ" lowers to "i" and a dot
    for text in ("12", " 12", "\u00a012", "xiv", "XIV", "\u2003iv"):
        assert _number(_run(text)) is not None, text
    for text in ("Xiv", "the", "", "\u2160", "12a"):
        assert _number(_run(text)) is None, text


def test_tex_not_slash_over_a_relation_is_the_negated_relation() -> None:
    # TeX's \neq and \notin are a slash drawn over = and ∈, just before or after it ("x ∈/
    # A"; pdftotext drops the slash: "x ∈ A", the opposite). Helvetica 10: "whenever x "
    # 53.9 wide, "=" 5.84, "/" 2.78 centred over it; a slash beside letters ("and/or")
    # stays a slash.
    ops = [
        _at(72, 700, "whenever x "),
        _at(126, 700, "="),
        _at(126 + (5.84 - 2.78) / 2, 700, "/"),
        _at(131.84, 700, " y holds, and/or"),
    ]
    document = _read(_pdf(ops))
    assert "x ≠ y holds, and/or" in document.text
    assert _confirmed(document, "whenever x ≠ y holds") == [True]
    assert _confirmed(document, "whenever x = y holds") == [False]


def test_a_negation_slash_composes_only_over_a_relation_beside_it() -> None:
    from citeproof.sources.pdf._accents import compose_negations

    def glyph(char: str, x0: float, x1: float, y0: float = 0.0, y1: float = 7.0) -> tuple:
        return (char, x0, y0, x1, y1, 0, False, False)

    element, slash = glyph("∈", 10, 16), glyph("/", 11.5, 14.5, -2.0, 8.0)
    assert compose_negations([element, slash]) == [glyph("∉", 10, 16, -2.0, 8.0)]
    assert compose_negations([glyph("\u0338", 11, 14), glyph("=", 10, 16)]) == [glyph("≠", 10, 16)]
    letters = [glyph("a", 10, 16), glyph("/", 11.5, 14.5)]  # no negated letter
    assert compose_negations(letters) == letters
    apart = [glyph("=", 10, 16), glyph("/", 17, 19)]  # beside, not over
    assert compose_negations(apart) == apart
    below = [glyph("=", 10, 16), glyph("/", 11.5, 14.5, -14.0, -7.0)]  # the next line's
    assert compose_negations(below) == below
    # a slanted line's loose boxes overlap their neighbours: a slash off the relation's
    # centre is the next character ("x/=y" in a faux italic); so is one a line below
    # in a tight column
    slanted = [glyph("=", 10, 16), glyph("/", 13.5, 18.5)]
    assert compose_negations(slanted) == slanted
    tight = [glyph("=", 10, 16), glyph("/", 11.5, 14.5, -5.0, 2.0)]
    assert compose_negations(tight) == tight
    # turned text: the page's frame stacks a turned line's glyphs, each over the next
    # ("url=/content" in a margin stamp): never composed
    turned = [(*g[:5], 90, *g[6:]) for g in (element, slash)]
    assert compose_negations(turned) == turned


def test_the_negatable_relations_are_every_one_unicode_negates_in_one_code_point() -> None:
    import sys
    import unicodedata

    from citeproof.sources.pdf._accents import NEGATABLE

    derived = {
        base
        for base in map(chr, range(0x20, sys.maxunicode + 1))
        if not 0xD800 <= ord(base) <= 0xDFFF
        and len(unicodedata.normalize("NFC", base + "\u0338")) == 1
    }
    assert derived == set(NEGATABLE)
    assert len(NEGATABLE) == len(set(NEGATABLE))
