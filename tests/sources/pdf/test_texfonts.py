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
    names: dict[int, str] = {}
    monkeypatch.setattr(
        _texfonts, "_font", lambda raw, index, buffer, flags: names.get(index, "CMR10")
    )
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
    class Buffer:
        value = b"ABCDEF+CMEX10"

        def __len__(self) -> int:
            return 64

    calls: list[int] = []
    real = _texfonts.pdfium_c

    class Fake:
        @staticmethod
        def FPDFText_GetFontInfo(raw: object, index: int, *rest: object) -> int:  # noqa: N802
            calls.append(index)
            return 14

    try:
        _texfonts.pdfium_c = Fake  # type: ignore[assignment]
        assert _texfonts._font(None, 3, Buffer(), _texfonts.ctypes.c_int()) == "CMEX10"
    finally:
        _texfonts.pdfium_c = real
    assert calls == [3]
