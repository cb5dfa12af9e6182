"""Issue 20: a space one reader reads where a subscript or superscript ends and another
does not (pdftotext ``σi (x``, citeproof ``σi(x`` unless the gap is a word space's).

The reader marks the script changes (``SourceDocument.script_breaks``); a quote with a
space or none there is confirmed (``normalized``, ``whitespace``); a space anywhere else,
and any other character, stays a difference. The matcher's rule alone is in
``tests/match/test_script_spaces.py``."""

from __future__ import annotations

import math
from array import array
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof.conformance._pdfwrite import build_pdf_streams
from citeproof.contracts import report_json
from citeproof.service import check
from citeproof.sources import PageRange, SourceDocument, SourceRead, extract, slice_pages
from citeproof.sources.cache import DocumentCache
from citeproof.sources.pdf._extract import _line_medians, _with_inner_scripts

# TeX sets a subscript as a smaller glyph on a lowered baseline, right against the next
# character (a text rise, Ts, here); the second line's subscript stands a word space
# from what follows, the third's is a superscript followed by a typed space.
_LINES = [
    "BT /F1 10 Tf 72 700 Td (Then we have s) Tj /F1 7 Tf -4 Ts (i) Tj 0 Ts /F1 10 Tf "
    "((x) for every message.) Tj ET",
    "BT /F1 10 Tf 72 680 Td (Later the value t) Tj /F1 7 Tf -4 Ts [(j) -600] TJ 0 Ts "
    "/F1 10 Tf ((y) is known.) Tj ET",
    "BT /F1 10 Tf 72 660 Td (An element of M) Tj /F1 7 Tf 4 Ts (k) Tj 0 Ts /F1 10 Tf "
    "( \\(G\\) is a modular symbol.) Tj ET",
    "BT /F1 10 Tf 72 640 Td (Nothing is raised in this line at all.) Tj ET",
    # lowered too little to end the glyphs' run: told by its size and box
    "BT /F1 10 Tf 72 620 Td (Thus u) Tj /F1 7 Tf -2 Ts (k) Tj 0 Ts /F1 10 Tf ((z) is small.) Tj ET",
]


#: the second page's words, so that no line repeats (a repeated line is a running head)
_SECOND = {
    "Then": "Now",
    "Later": "Soon",
    "An element": "One element",
    "Nothing": "None",
    "Thus": "So",
}


def _document(pages: int = 1) -> SourceDocument:
    streams = []
    for number in range(pages):
        page = "\n".join(_LINES) + "\n"
        for first, second in _SECOND.items() if number else ():
            page = page.replace(f"({first} ", f"({second} ")
        streams.append(page.encode())
    return extract(build_pdf_streams(streams), "application/pdf", "scripts.pdf")


def _verdicts(document: SourceDocument, *quotes: str) -> list[tuple[str, list[str]]]:
    out = report_json(check(SourceRead(document=document, origin="file"), list(quotes)))
    return [(r["classification"], r.get("normalizations", [])) for r in out["results"]]


def _marked(document: SourceDocument) -> set[str]:
    """The two characters around each place the reader marked (a space or none)."""
    text = document.text
    return {text[i - 1 : i + 1] for i in document.script_breaks}


def test_the_reader_marks_where_the_script_level_changes() -> None:
    document = _document()
    text = document.text
    for read in ("si(x)", "tj (y)", "Mk (G)", "uk(z)"):
        assert read in text
    marked = _marked(document)
    # before and after each script: the character after a change, or the space there
    assert marked == {"si", "i(", "tj", "j ", "Mk", "k ", "uk", "k("}
    nothing = text.index("Nothing")
    assert not [i for i in document.script_breaks if nothing <= i < text.index("Thus")]


def test_a_quote_with_or_without_the_space_after_a_subscript_is_confirmed() -> None:
    document = _document()
    normalized = ("normalized", ["whitespace"])
    assert (
        _verdicts(
            document,
            "Then we have si (x) for every message.",  # as pdftotext reads it
            "Later the value tj(y) is known.",  # typed, where citeproof reads a space
            "An element of Mk(G) is a modular symbol.",
        )
        == [normalized] * 3
    )
    assert _verdicts(document, "Then we have si(x) for every message.")[0][0] == "verbatim"


def test_a_space_elsewhere_or_another_character_stays_a_difference() -> None:
    document = _document()
    verdicts = _verdicts(
        document,
        "Then we have si (x)for every message.",  # a space taken out where none is marked
        "Then we have si (x) for  ev ery message.",  # one added inside a word
        "Then we have si (y) for every message.",  # another character
        "Then we have sj (x) for every message.",
        "Later the value tj(y)is known.",
        "Nothing is raised in this li ne at all.",
    )
    assert [v for v, _ in verdicts if v in ("verbatim", "normalized")] == []


def test_the_marks_survive_the_cache_and_a_page_range(tmp_path: Path) -> None:
    document = _document(pages=2)
    assert len(document.script_breaks) == 16
    cache = DocumentCache(tmp_path)
    cache.put("k" * 64, document)
    again = DocumentCache(tmp_path).get("k" * 64)
    assert again is not None
    assert again.script_breaks == document.script_breaks
    second = slice_pages(document, PageRange(2, 2))
    assert second.script_breaks == tuple(
        i - document.page_starts[1]
        for i in document.script_breaks[8:]  # type: ignore[index]
    )
    assert _verdicts(second, "Now we have si (x) for every message.")[0][0] == "normalized"


def _logo(kern: int) -> SourceDocument:
    # A logo set with its first capital a little apart from the rest (TUGboat's METAPOST),
    # in a line whose word spaces are wider (1 Tw): read "M ETAPOST" here, "METAPOST" by
    # poppler.
    line = (
        f"BT /F1 10 Tf 1 Tw 72 700 Td [(Creating animations with M) -{kern} "
        "(ETAPOST is done with these macros.)] TJ ET\n"
    )
    return extract(build_pdf_streams([line.encode()]), "application/pdf", "logo.pdf")


def test_a_space_far_narrower_than_its_lines_word_spaces_is_marked() -> None:
    document = _logo(150)
    assert "with M ETAPOST is" in document.text
    assert document.text.index("M ETAPOST") + 1 in document.script_breaks
    confirmed = ("normalized", ["whitespace"])
    assert _verdicts(
        document,
        "Creating animations with METAPOST is done",
        "Creating animations with M ETAPOST is done",
        "Creating animations with METAPOST is gone",
        "Creating animationswith METAPOST is done",
    )[:2] == [confirmed, ("verbatim", [])]
    # Another word, or a space left out elsewhere, stays a difference.
    others = _verdicts(
        document,
        "Creating animations with METAPOST is gone",
        "Creating animationswith METAPOST is done",
    )
    assert not {verdict for verdict, _ in others} & {"verbatim", "normalized"}, others
    # As wide as half the line's word spaces: a word space, not marked.
    wide = _logo(250)
    assert "with M ETAPOST is" in wide.text
    assert wide.text.index("M ETAPOST") + 1 not in wide.script_breaks


def _boxes(text: str, gaps: dict[int, float], letter_gap: float = 0.2) -> array[float]:
    # Glyph boxes 6 wide and 10 high on one baseline, `letter_gap` apart, a word space 3.3
    # (a laid-out space has no box), `gaps[i]` before the glyph at offset i instead.
    out = array("f")
    x = 72.0
    for i, char in enumerate(text):
        if char == " ":
            out.extend([math.nan] * 4)
            x += 3.3
            continue
        x += gaps.get(i, letter_gap)
        out.extend([x, 700.0, x + 6.0, 710.0])
        x += 6.0
    return out


def test_a_joined_gap_wider_than_its_lines_letters_is_marked() -> None:
    # TeX's LATEX2ε kerns the 2 0.15 em from the X: read joined here, "LATEX 2ε" by poppler.
    text = "The manual for LATEX2e packages of 1999 is here."
    two = text.index("2e")
    assert two in _with_inner_scripts(text, _boxes(text, {two: 1.7}), [])
    # A gap as narrow as the letters', two digits of a number, or a loosely set line
    # (every gap as wide): no mark.
    assert two not in _with_inner_scripts(text, _boxes(text, {}), [])
    nine = text.index("999")
    assert nine not in _with_inner_scripts(text, _boxes(text, {nine: 1.7}), [])
    assert two not in _with_inner_scripts(text, _boxes(text, {}, letter_gap=1.7), [])


def test_a_number_and_its_unit_a_tenth_of_an_em_apart_are_marked() -> None:
    # microtype's manual: "not more than 1 em", "default is 1 em", the unit kerned 0.1 em
    # from its number (a loose box's height is about an em): read "1em" here, "1 em" by
    # poppler and pdfminer, whose word spaces start at a tenth of the font's size.
    text = "The unit may be any dimension, default is 1em of the font."
    unit = text.index("em of")
    assert unit in _with_inner_scripts(text, _boxes(text, {unit: 1.05}), [])
    assert unit not in _with_inner_scripts(text, _boxes(text, {unit: 0.85}), [])


@given(
    st.lists(
        st.tuples(st.integers(0, 5), st.floats(-5, 5, allow_nan=False)), min_size=1, max_size=40
    )
)
def test_line_medians_are_each_lines_median(pairs: list[tuple[int, float]]) -> None:
    pairs.sort(key=lambda pair: pair[0])  # line numbers ascending, as the reader has them
    line = np.array([p[0] for p in pairs], dtype=np.int64)
    values = np.array([p[1] for p in pairs], dtype=np.float64)
    medians, counts = _line_medians(line, values)
    for k, which in enumerate(line.tolist()):
        mine = values[line == which]
        assert medians[k] == pytest.approx(float(np.median(mine)))
        assert counts[k] == len(mine)


def test_a_narrow_space_beside_a_mark_that_is_no_letter_is_marked() -> None:
    # texlive-lang-italian's frontespizio ("le opzioni “ standard” e “ suftesi”": an opening
    # quotation mark before a typewriter word) and texlive-lang-german's latexsheet-de
    # ("in der Datei file .bib": an italic word before a typewriter ".bib"): TeX's italic
    # correction or a typewriter glyph's bearing, and a font switch there, read as a space
    # here and as none by poppler, far narrower than the line's word spaces.
    text = "Keep it in the file .bib as the “ standard” style 1 000 says x 2 too."
    narrow = {text.index(".bib"): -2.3, text.index("standard"): -2.3}
    narrow |= {text.index("000"): -2.3, text.index("2 too"): -2.3}
    marks = _with_inner_scripts(text, _boxes(text, narrow), [])
    assert text.index(" .bib") in marks
    assert text.index("“ standard") + 1 in marks
    # Two digits (two numbers, or a number's groups) and a letter beside a digit: no mark.
    assert text.index(" 000") not in marks
    assert text.index(" 2 too") not in marks
    # As wide as the line's other word spaces: a word space, not marked.
    assert text.index(" .bib") not in _with_inner_scripts(text, _boxes(text, {}), [])


# TeX's math italic: ``$NT$`` and ``$M(\psi)$`` set with the letter's italic correction
# after it (a TJ kern here), read "N T" and "M (ψ)" by poppler and without the space here.
_MATH = [
    "BT /F1 11 Tf 72 700 Td [(noticed that N) -60 (T correlated observations differ.)] TJ ET",
    "BT /F1 11 Tf 72 680 Td [(the estimators for M) -60 (\\(x\\), respectively, hold.)] TJ ET",
    "BT /F1 11 Tf 72 660 Td [(a plain line where the words are set closely.)] TJ ET",
]


def _math_document(font: bytes) -> SourceDocument:
    """The lines above with their font named ``font`` (padded: the offsets stand)."""
    pdf = build_pdf_streams(["\n".join(_MATH).encode() + b"\n"])
    named = pdf.replace(b"/BaseFont /Helvetica", b"/BaseFont " + font.ljust(len(b"/Helvetica")))
    return extract(named, "application/pdf", "math.pdf")


def test_a_gap_after_a_math_italic_letter_may_be_quoted_as_a_space() -> None:
    document = _math_document(b"/CMMI10")
    text = document.text
    assert "noticed that NT correlated" in text
    assert "for M(x)" in text
    marked = _marked(document)
    assert {"NT", "M("} <= marked
    normalized = ("normalized", ["whitespace"])
    assert (
        _verdicts(
            document,
            "noticed that N T correlated observations differ.",  # as pdftotext reads it
            "the estimators for M (x), respectively, hold.",
        )
        == [normalized] * 2
    )
    assert _verdicts(document, "noticed that NT correlated")[0][0] == "verbatim"
    # a space elsewhere, or another letter, is no such place
    verdicts = _verdicts(
        document,
        "noticed that N T corre lated observations differ.",
        "noticed that N S correlated observations differ.",
        "a plain line where the wo rds are set closely.",
    )
    assert [v for v, _ in verdicts if v in ("verbatim", "normalized")] == []


def test_the_same_gap_in_a_text_font_is_no_mark() -> None:
    """Only a math italic's correction is such a place: the same kern in a text font (a
    word set tight) stays what it reads."""
    document = _math_document(b"/CMR10")
    text = document.text
    assert "noticed that NT correlated" in text
    assert not _marked(document) & {"NT", "M("}
    verdicts = _verdicts(document, "noticed that N T correlated observations differ.")
    assert verdicts[0][0] not in ("verbatim", "normalized")


# LaTeX's thin space between nested quotation marks (csquotes, babel: "“\,‘"), read as a
# space by poppler; the same kern between two letters stays what it reads.
_NESTED = [
    "BT /F1 11 Tf 72 700 Td [(Herbert Spiegelberg. \\223) -60 (\\221Intention\\222 und "
    "\\221Intentionalit\\344t\\222 in der Scholastik.\\222) -60 (\\224 In: Studia.)] TJ ET",
    "BT /F1 11 Tf 72 680 Td [(A plain line of Spiegel) -60 (berg and others.)] TJ ET",
]


def test_a_thin_space_between_nested_quotation_marks_may_be_quoted() -> None:
    document = extract(
        build_pdf_streams(["\n".join(_NESTED).encode("latin-1") + b"\n"]),
        "application/pdf",
        "nested.pdf",
    )
    text = document.text
    assert "Spiegelberg. “‘Intention’ und" in text
    assert "Scholastik.’” In" in text
    marked = _marked(document)
    assert {"“‘", "’”"} <= marked
    normalized = ("normalized", ["whitespace"])
    assert _verdicts(
        document,
        "Herbert Spiegelberg. “ ‘Intention’ und ‘Intentionalität’ in der Scholastik.’ ” In",
    ) == [normalized]
    assert _verdicts(document, "“‘Intention’ und ‘Intentionalität’")[0][0] == "verbatim"
    verdicts = _verdicts(
        document,
        "“ ‘Intention’ und ‘Intention alität’ in der Scholastik.",  # a space elsewhere
        "“ ‘Intention’ and ‘Intentionalität’ in der Scholastik.",  # another word
        "A plain line of Spiegel berg and others.",  # a kern between letters: no mark
    )
    assert [v for v, _ in verdicts if v in ("verbatim", "normalized")] == []
