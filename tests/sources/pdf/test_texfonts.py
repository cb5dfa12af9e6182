"""TeX's big operators from ``cmex`` without a ToUnicode map read as the operators
(:mod:`citeproof.sources.pdf._texfonts`; amsmath's ``testmath`` read ``− Pj̸=i k̂ij``).

Drawing a PDF with an embedded ``cmex10`` needs TeX, so the font PDFium names for each
character is given here; the real documents are in ``tests/realdocs``."""

from __future__ import annotations

import numpy as np
import pytest

from citeproof.sources.pdf import _texfonts


@pytest.fixture
def fonts(monkeypatch: pytest.MonkeyPatch) -> dict[int, str]:
    """Each character its own text object, with the font named here (CMR10 unless)."""
    names: dict[int, str] = {}
    monkeypatch.setattr(
        _texfonts, "_font", lambda raw, index, buffer, flags: names.get(index, "CMR10").encode()
    )
    monkeypatch.setattr(_texfonts, "_objects", lambda raw, indices: [i + 1 for i in indices])
    return names


def _codes(text: str) -> np.ndarray:
    return np.frombuffer(text.encode("utf-32-le"), dtype="<u4")


def test_a_sum_from_cmex_reads_as_the_sum(fonts: dict[int, str]) -> None:
    text = "k = -Pj k. Pages X"
    fonts[5] = "CMEX10"  # the P before j
    out = _texfonts.tex_symbols(None, _codes(text), list(range(len(text))))
    assert out == "k = -∑j k. Pages X"
    assert len(out) == len(text)  # every box stays its character's


def test_capitals_of_other_fonts_and_subset_tags(fonts: dict[int, str]) -> None:
    text = "PQRZ"
    fonts.update({0: "CMR10", 1: "CMEX10", 2: "CMSY10", 3: "CMEX7"})
    indices = [10, 11, 12, 13]  # the text page's indices, not the positions in ``text``
    assert _texfonts.tex_symbols(None, _codes(text), indices) == "PQRZ"
    fonts.update({11: "CMEX10", 13: "CMEX7"})
    assert _texfonts.tex_symbols(None, _codes(text), indices) == "P∏R∫"


def test_text_without_capitals_asks_no_font(monkeypatch: pytest.MonkeyPatch) -> None:
    def asked(*_: object) -> str:
        raise AssertionError("no character could be an operator")

    monkeypatch.setattr(_texfonts, "_font", asked)
    assert _texfonts.tex_symbols(None, _codes("plain text, 1 + 2"), list(range(17))) == (
        "plain text, 1 + 2"
    )


def test_the_subset_tag_is_dropped() -> None:
    assert _texfonts._base_name(b"ABCDEF+cmex10") == "CMEX10"
    assert _texfonts._base_name(b"CMEX7") == "CMEX7"


def test_what_pdfium_writes_or_not(monkeypatch: pytest.MonkeyPatch) -> None:
    """A name that fits is read from the buffer; none written (no text object: 0; a name
    longer than the buffer) is None, the buffer keeping what it held."""
    sizes = {3: 14, 4: 0, 5: 70}

    def get_font_info(page: object, index: int, buffer: object, *_: object) -> int:
        if sizes[index] == 14:
            _texfonts.ctypes.memmove(buffer, b"ABCDEF+CMEX10\0", 14)
        return sizes[index]

    monkeypatch.setattr(_texfonts, "_FONT_INFO", [get_font_info])
    buffer = _texfonts.ctypes.create_string_buffer(64)
    flags = _texfonts.ctypes.c_int()
    assert _texfonts._font(None, 3, buffer, flags) == b"ABCDEF+CMEX10"
    assert _texfonts._font(None, 4, buffer, flags) is None
    assert _texfonts._font(None, 5, buffer, flags) is None


def test_the_font_is_asked_once_a_text_object(monkeypatch: pytest.MonkeyPatch) -> None:
    """Capitals of one text object share its font: asked for the first alone. A capital
    with no object, or whose font name did not fit, reads the name written before it,
    as one buffer reused for every capital would."""
    asked: list[int] = []
    fonts = {0: b"CMEX10", 1: b"CMR10", 4: None}

    def font(raw: object, index: int, buffer: object, flags: object) -> bytes | None:
        asked.append(index)
        return fonts.get(index)

    objects = {0: 7, 1: 8, 2: 7, 3: None, 4: 9, 5: 8, 6: 9}
    monkeypatch.setattr(_texfonts, "_font", font)
    monkeypatch.setattr(_texfonts, "_objects", lambda raw, indices: [objects[i] for i in indices])
    # P(cmex) Q(cmr) R(cmex, object 7 again) S(no object: cmex, written last) X(object 9,
    # its name did not fit: cmex still) Y(cmr, object 8 again) Z(object 9: cmr still)
    assert _texfonts.tex_symbols(None, _codes("PQRSXYZ"), list(range(7))) == "∑Q∫⋃∑YZ"
    assert asked == [0, 1, 3, 4]


def test_a_wide_hat_from_cmex_is_composed_with_the_letter_under_it() -> None:
    """TeX's ``\\widehat{x}``: a ``b`` from ``cmex10`` (no ToUnicode map) drawn over the
    letter, its font's loose box reaching far below. Read as ``ˆ`` and seated on the
    letter's row, it is composed with it (``x̂``), not read as a ``b`` on a line of its own
    between two of the text's ("find a point⏎b⏎estimate", r-cran-lme4's vignette)."""
    from citeproof.conformance._pdfwrite import build_pdf_streams
    from citeproof.sources import extract

    stream = (
        b"BT /F1 10 Tf 72 700 Td (the estimate of x is good and so on) Tj ET\n"
        b"BT /F1 10 Tf 72 686 Td (a second line of the same words here) Tj ET\n"
        b"BT /F1 10 Tf 151.8 709 Td (b) Tj ET\n"
    )
    pdf = build_pdf_streams([stream])
    # every glyph in a font named cmex10 (padded: offsets stand); only the lone b is asked
    pdf = pdf.replace(b"/BaseFont /Helvetica", b"/BaseFont /CMEX10".ljust(20))
    text = extract(pdf, "application/pdf", "hat.pdf").text
    assert "the estimate of x\u0302 is good and so on" in text
    assert "\nb\n" not in text
    assert "\u02c6" not in text
