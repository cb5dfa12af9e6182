"""Text set in Type 3 fonts (TeX's bitmap fonts as dvips embeds them) read line by line.

Such a font is drawn flipped (``/FontMatrix [s 0 0 -s 0 0]``, glyphs in pixel rows
downwards) with a font box PDFium cannot take an ascent from: its loose box of each glyph
then had the glyph's own top, or reached a hundred points above the line, and the line
under a heading was read into it (TeX Live's ``sottigra``: 17 of its 45 sampled sentences
not confirmed, 44 of 45 after). The PDFs here are written byte by byte: no library writes
Type 3 fonts.
"""

from __future__ import annotations

import numpy as np

from citeproof.sources.pdf._type3 import suspect

from .test_untuned_rules import _confirmed, _read

_LETTERS = "abcdefghijklmnopqrstuvwxyzO"
_ASCENDERS = frozenset("bdfhkltO")
_DESCENDERS = frozenset("gjpqy")


def _glyph(char: str) -> bytes:
    """A glyph as a filled box of its letter's ink (x-height, ascender or descender), drawn
    in the flipped frame: y grows downwards from the baseline."""
    low, high = (-200, 430) if char in _DESCENDERS else (0, 690 if char in _ASCENDERS else 430)
    top, bottom = -high, -low
    return f"500 0 50 {top} 450 {bottom} d1 50 {top} 400 {bottom - top} re f".encode()


def _font(bbox: str, procs: dict[str, int], extra: tuple[int, ...] = ()) -> bytes:
    """A Type 3 font of the box letters, and of a box glyph at each code of ``extra``
    named as Ghostscript names a bitmap font's glyphs, with no meaning (``/G27``)."""
    glyphs = {ord(c): f"/{c}" for c in _LETTERS} | {code: f"/G{code}" for code in extra}
    first, last = min(glyphs), max(glyphs)
    widths = " ".join("500" if k in glyphs else "0" for k in range(first, last + 1))
    names = " ".join(f"{code} {name}" for code, name in sorted(glyphs.items()))
    charprocs = " ".join(f"/{c} {procs[c]} 0 R" for c in _LETTERS)
    charprocs += "".join(f" /G{code} {procs['f']} 0 R" for code in extra)
    return (
        f"<< /Type /Font /Subtype /Type3 /FontBBox [{bbox}] /FontMatrix [0.001 0 0 -0.001 0 0] "
        f"/CharProcs << {charprocs} >> /Encoding << /Type /Encoding /Differences [{names}] >> "
        f"/FirstChar {first} /LastChar {last} /Widths [{widths}] /Resources << >> >>"
    ).encode()


def _literal(word: str) -> str:
    """``word`` as a PDF string's contents: a control code written as its octal escape."""
    return "".join(f"\\{ord(c):03o}" if ord(c) < 0x20 or c in "()\\" else c for c in word)


def _stream(data: bytes) -> bytes:
    return b"<< /Length %d >>\nstream\n" % len(data) + data + b"\nendstream"


def type3_pdf(
    lines: list[tuple[str, float, float, list[str]]], extra: tuple[int, ...] = ()
) -> bytes:
    """A one-page PDF of ``lines`` (font ``F1`` or ``F2``, x, y, words), both Type 3 fonts
    of box letters drawn flipped; ``F1``'s box is a bitmap font's ``[0 0 1000 1000]``,
    ``F2``'s reaches twelve ems up, as a damaged one does. Both have a glyph at each code
    of ``extra`` too."""
    bodies: list[bytes] = []

    def add(body: bytes) -> int:
        bodies.append(body)
        return len(bodies)

    procs = {c: add(_stream(_glyph(c))) for c in _LETTERS}
    f1 = add(_font("0 0 1000 1000", procs, extra))
    f2 = add(_font("0 -200 1000 12000", procs, extra))
    text = "\n".join(
        f"BT /{font} 10 Tf {x} {y} Td [{' '.join(f'({_literal(w)}) -330' for w in words)}] TJ ET"
        for font, x, y, words in lines
    )
    content = add(_stream(text.encode()))
    pages = len(bodies) + 2
    page = add(
        f"<< /Type /Page /Parent {pages} 0 R /MediaBox [0 0 612 792] /Contents {content} 0 R "
        f"/Resources << /Font << /F1 {f1} 0 R /F2 {f2} 0 R >> >> >>".encode()
    )
    add(f"<< /Type /Pages /Kids [{page} 0 R] /Count 1 >>".encode())
    catalog = add(f"<< /Type /Catalog /Pages {pages} 0 R >>".encode())
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(bodies, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(bodies) + 1)
    out += b"".join(b"%010d 00000 n \n" % offset for offset in offsets)
    out += b"trailer\n<< /Size %d /Root %d 0 R >>\n" % (len(bodies) + 1, catalog)
    out += b"startxref\n%d\n%%%%EOF\n" % xref
    return bytes(out)


_PAGE = [
    ("F1", 72, 720, ["the", "quiet", "people", "keep", "their", "happy", "dog"]),
    ("F2", 72, 700, ["Overview"]),
    ("F1", 72, 680, ["a", "pretty", "puppy", "played", "happily", "in", "the", "yard"]),
    ("F1", 72, 668, ["and", "jumped", "up", "quickly", "to", "greet", "everybody"]),
]


def test_a_heading_in_a_type3_font_is_its_own_line() -> None:
    document = _read(type3_pdf(_PAGE))
    lines = document.text.splitlines()
    assert lines[:4] == [
        "the quiet people keep their happy dog",
        "Overview",
        "a pretty puppy played happily in the yard",
        "and jumped up quickly to greet everybody",
    ]
    quote = "a pretty puppy played happily in the yard"
    assert _confirmed(document, quote, quote.replace("yard", "park")) == [True, False]


def test_a_towering_heading_alone_is_read_apart_from_the_lines_around_it() -> None:
    document = _read(type3_pdf([_PAGE[0], _PAGE[1], ("F1", 72, 690, ["under", "the", "heading"])]))
    assert document.text.splitlines()[:3] == [
        "the quiet people keep their happy dog",
        "Overview",
        "under the heading",
    ]


def test_boxes_of_one_font_and_line_are_not_suspect() -> None:
    boxes = np.array([[72.0 + 5 * k, 718.0, 77.0 + 5 * k, 727.0] for k in range(40)])
    assert not suspect(boxes)


def test_ink_boxes_and_a_towering_box_are_suspect() -> None:
    tops = [724.3, 726.9, 724.3, 724.3, 726.9]  # x-height letters and ascenders
    ink = np.array([[72.0 + 5 * k, 720.0, 77.0 + 5 * k, tops[k % 5]] for k in range(40)])
    assert suspect(ink)
    towering = np.array([[72.0 + 5 * k, 718.0, 77.0 + 5 * k, 727.0] for k in range(40)])
    towering[3, 3] = 840.0
    assert suspect(towering)


def test_one_type3_font_at_two_sizes_has_an_em_for_each() -> None:
    # review: the em was the font's largest on the page, so a 24-point heading in the
    # same font gave 10-point lines 11 points apart boxes of 24 points, merged in pairs
    lines = [("F1", 72, 740, ["Overview"])] + [
        ("F1", 72, 700 - 11 * k, words.split())
        for k, words in enumerate(
            ["the quiet people keep their dog", "a pretty puppy played in the yard",
             "and jumped up quickly to greet", "then they all went back home"]
        )
    ]  # fmt: skip
    data = type3_pdf(lines).replace(b"BT /F1 10 Tf 72 740 Td", b"BT /F1 24 Tf 72 740 Td", 1)
    assert _read(data).text.splitlines()[:5] == [
        "Overview",
        "the quiet people keep their dog",
        "a pretty puppy played in the yard",
        "and jumped up quickly to greet",
        "then they all went back home",
    ]


def test_cork_ligatures_of_a_type3_font_are_read_as_ligatures() -> None:
    # A bitmap font in the Cork encoding keeps ff, fi, fl, ffi at codes 27-30: PDFium gave
    # them as control characters, which were stepped over ("modi ed", "su cient")
    words = ["a", "modi\x1ced", "table", "of", "su\x1ecient", "e\x1bort", "in\x1duence"]
    document = _read(type3_pdf([("F1", 72, 720, words)], extra=(0x1B, 0x1C, 0x1D, 0x1E)))
    assert document.text.splitlines()[0] == "a modiﬁed table of suﬃcient eﬀort inﬂuence"
    quote = "a modified table of sufficient effort influence"
    assert _confirmed(document, quote, quote.replace("sufficient", "efficient")) == [True, False]


def test_ot1_ligatures_tell_the_font_apart_from_cork() -> None:
    # Computer Modern (OT1) keeps its ligatures at 11-15 and oe at 27, where Cork has ff
    words = ["the", "o\x0ece", "was", "\x0crst", "e\x0bort", "and", "c\x1bur"]
    document = _read(type3_pdf([("F1", 72, 720, words)], extra=(0x0B, 0x0C, 0x0E, 0x1B)))
    assert document.text.splitlines()[0] == "the oﬃce was ﬁrst eﬀort and cœur"
    assert _confirmed(document, "the office was first effort") == [True]


def test_a_control_code_with_no_word_around_it_is_left_unread() -> None:
    # Nothing on the page tells which encoding the font has: read as before
    words = ["the", "\x1c", "alone", "here"]
    document = _read(type3_pdf([("F1", 72, 720, words)], extra=(0x1C,)))
    assert document.text.splitlines()[0] == "the alone here"


def test_ot1_fl_at_the_code_of_a_carriage_return_is_read() -> None:
    # OT1's fl is code 13: PDFium gives it as "\r", its own line ends as "\r\n"
    lines = [("F1", 72, 720, ["a", "\x0cne", "o\x0dw", "end"]), ("F1", 72, 700, ["next", "line"])]
    document = _read(type3_pdf(lines, extra=(0x0C, 0x0D)))
    assert document.text.splitlines()[:2] == ["a ﬁne oﬂw end", "next line"]


def test_a_cork_accent_before_a_letter_does_not_make_the_font_ot1() -> None:
    # review: Cork's cedilla (code 11) set before a letter counted as OT1's ff, and one
    # \c{k} turned the whole font's ligatures into OT1's letters ("modiøed")
    words = ["a", "modi\x1ced", "su\x1ecient", "lau\x0bku", "e\x1bort"]
    document = _read(type3_pdf([("F1", 72, 720, words)], extra=(0x0B, 0x1B, 0x1C, 0x1E)))
    assert document.text.splitlines()[0].startswith("a modiﬁed suﬃcient lau")
    assert document.text.splitlines()[0].endswith("eﬀort")
