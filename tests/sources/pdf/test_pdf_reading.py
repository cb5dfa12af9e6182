"""Reading PDFs as the page shows them: drawn fixtures for each rule of the reader.

Every fixture is built here, byte for byte, with the project's PDF writer: words set by
``TJ`` kerning with no space glyph (as TeX does), columns drawn in turn, raised footnote
markers, footnotes in small type, running heads and page numbers, rotated pages. The
real-document set (``tests/realdocs``) proves the same rules on public PDFs.
"""

from __future__ import annotations

import pytest

from citeproof.conformance._pdfwrite import build_pdf_streams
from citeproof.contracts import report_json
from citeproof.errors import SourceError
from citeproof.service import check
from citeproof.sources import SourceDocument, SourceRead, extract


def _tj(words: list[str], gap: int = 333) -> str:
    """A TJ array: words moved apart by ``gap`` thousandths of an em, no space glyph."""
    return "[" + f"-{gap}".join(f"({w})" for w in words) + "] TJ"


def _line(x: float, y: float, text: str, size: float = 10) -> str:
    return f"BT /F1 {size:g} Tf {x:g} {y:g} Td {_tj(text.split())} ET"


def _pdf(*pages: list[str], rotate: list[int] | None = None) -> bytes:
    return build_pdf_streams([("\n".join(ops) + "\n").encode() for ops in pages], rotate=rotate)


def _read(data: bytes) -> SourceDocument:
    return extract(data, "application/pdf", "drawn.pdf")


def _check(document: SourceDocument, *quotes: str) -> list[dict[str, object]]:
    out = report_json(check(SourceRead(document=document, origin="file"), list(quotes)))
    results: list[dict[str, object]] = out["results"]
    return results


def test_words_set_apart_by_kerning_get_spaces_and_kerning_splits_no_word() -> None:
    data = _pdf([
        _line(72, 700, "Here's to the crazy ones. The misfits. The rebels."),
        "BT /F1 10 Tf 72 680 Td [(W)80(ord)-333(pa)40(irs)-333(K)60(erned)] TJ ET",
    ])  # fmt: skip
    text = _read(data).text
    assert text == "Here's to the crazy ones. The misfits. The rebels.\nWord pairs Kerned"


def test_two_columns_under_a_full_width_title_are_read_column_by_column() -> None:
    left = [f"left column line {n} says something" for n in range(1, 6)]
    right = [f"right column line {n} says more" for n in range(1, 6)]
    ops = [_line(72, 740, "A Title That Runs Across The Whole Page Width Of The Paper", 14)]
    for n in range(5):  # drawn in turn, line by line across the columns
        ops.append(_line(72, 700 - 12 * n, left[n]))
        ops.append(_line(320, 700 - 12 * n, right[n]))
    ops.append(_line(72, 600, "A full width caption after the columns spans both of them too"))
    for n in range(3):
        ops.append(_line(72, 570 - 12 * n, f"then the left column resumes {n} below it"))
        ops.append(_line(320, 570 - 12 * n, f"and the right column resumes {n} too"))
    lines = _read(_pdf(ops)).text.split("\n")
    assert lines[0].startswith("A Title")
    assert lines[1:6] == left
    assert lines[6:11] == right
    assert lines[11].startswith("A full width caption")
    assert lines[12:] == [f"then the left column resumes {n} below it" for n in range(3)] + [
        f"and the right column resumes {n} too" for n in range(3)
    ]


def test_a_table_is_read_row_by_row() -> None:
    ops = []
    for column, (x, cells) in enumerate(
        [(72, ["Group", "Treatment", "Control"]), (200, ["Samples", "42", "38"])]
    ):
        del column
        for row, cell in enumerate(cells):
            ops.append(_line(x, 700 - 14 * row, cell))
    assert _read(_pdf(ops)).text == "Group Samples\nTreatment 42\nControl 38"


def _marked_page() -> list[str]:
    return [
        "BT /F1 10 Tf 72 700 Td [(the)-333(pilot)-333(reduced)-333(delays)] TJ"
        " /F1 6 Tf 4 Ts (1) Tj 0 Ts /F1 10 Tf [-333(by)-333(a)-333(third)] TJ ET",
        "BT /F1 10 Tf 72 680 Td [(we)-333(counted)-333(10)] TJ"
        " /F1 6 Tf 4 Ts (5) Tj 0 Ts /F1 10 Tf [-333(cells)-333(in)-333(all)] TJ ET",
    ]


def test_a_raised_footnote_marker_is_stepped_over_and_named() -> None:
    document = _read(_pdf(_marked_page()))
    assert "delays1 by a third" in document.text
    [marker] = [s for s in document.stepovers if s.kind == "footnote_marker"]
    assert marker.text == "1"
    [result] = _check(document, "the pilot reduced delays by a third")
    assert result["classification"] == "normalized"
    assert result["steppedOver"] == [marker.to_dict()]


def test_an_exponent_after_a_number_is_never_a_marker() -> None:
    document = _read(_pdf(_marked_page()))
    assert "counted 105 cells" in document.text
    results = _check(document, "we counted 10 cells in all", "we counted 105 cells in all")
    assert [r["confirmed"] for r in results] == [False, True]


def test_an_exponent_after_a_unit_is_never_a_marker() -> None:
    page = [
        "BT /F1 10 Tf 72 700 Td [(an)-333(area)-333(of)-333(25)-333(m)] TJ"
        " /F1 6 Tf 4 Ts (2) Tj 0 Ts /F1 10 Tf [-333(was)-333(cleared)] TJ ET"
    ]
    document = _read(_pdf(page))
    assert not [s for s in document.stepovers if s.kind == "footnote_marker"]
    [result] = _check(document, "an area of 25 m was cleared")
    assert not result["confirmed"]


def _body(page: int, lines: int, top: float = 700) -> list[str]:
    return [
        _line(72, top - 14 * n, f"page {page} sentence {n} of the running body text")
        for n in range(lines)
    ]


def _book(pages: int) -> list[list[str]]:
    out = []
    for page in range(1, pages + 1):
        ops = [_line(72, 760, "Journal of Drawn Examples Volume 12", 8)]
        ops += _body(page, 4)
        if page == 2:  # a sentence runs from page 2 onto page 3, over a footnote
            ops.append(_line(72, 630, "the committee found that the pilot reduced"))
            ops.append(_line(72, 90, "1 Delays were measured at the gate.", 7))
        if page == 3:
            ops.insert(1, _line(72, 714, "delays by a third in the first year"))
        ops.append(_line(300, 40, str(page), 8))
        out.append(ops)
    return out


def test_running_heads_and_page_numbers_are_furniture() -> None:
    document = _read(_pdf(*_book(4)))
    assert "Journal of Drawn Examples" not in document.text
    assert document.furniture.count("Journal of Drawn Examples Volume 12") == 4
    assert {"1", "2", "3", "4"} <= set(document.furniture.split("\n"))
    kinds = {b.kind for b in document.blocks}
    assert kinds == {"body", "footnote", "furniture"}
    [result] = _check(document, "Journal of Drawn Examples Volume 12")
    assert not result["confirmed"]
    assert result["warnings"]


def test_a_quote_across_a_page_break_steps_over_the_footnote_and_furniture() -> None:
    document = _read(_pdf(*_book(4)))
    page2 = document.text[document.page_starts[1] : document.page_starts[2]]
    assert page2.rstrip().endswith("1 Delays were measured at the gate.")  # after the body
    quote = "the committee found that the pilot reduced delays by a third in the first year"
    [result] = _check(document, quote)
    assert result["confirmed"]
    kinds = sorted({str(s["kind"]) for s in result["steppedOver"]})  # type: ignore[index, union-attr]
    assert kinds == ["footnote", "furniture"]
    [span] = result["spans"]  # type: ignore[misc]
    assert span["pages"] == {"start": 2, "end": 3}


def test_altered_quotes_across_the_break_are_not_confirmed() -> None:
    document = _read(_pdf(*_book(4)))
    results = _check(
        document,
        "the committee found that the pilot reduced delays by a quarter in the first year",
        "the committee found that the pilot reduced costs by a third in the first year",
        "the committee found that the pilot reduced Delays were measured at the gate",
    )
    assert not any(r["confirmed"] for r in results)


@pytest.mark.parametrize("turn", [90, 270])
def test_a_rotated_page_is_read_in_its_own_frame(turn: int) -> None:
    # Text drawn rotated so that it reads upright once the page is turned for display.
    matrix = "0 1 -1 0" if turn == 90 else "0 -1 1 0"
    x, y = (500, 72) if turn == 90 else (100, 720)
    ops = [
        f"BT /F1 10 Tf {matrix} {x} {y} Tm {_tj('first rotated line of text'.split())} ET",
        f"BT /F1 10 Tf {matrix} {x + 14 if turn == 90 else x - 14} {y} Tm "
        f"{_tj('second rotated line of text'.split())} ET",
    ]
    text = _read(_pdf(ops, rotate=[turn])).text
    assert text == "first rotated line of text\nsecond rotated line of text"


def test_a_pdf_without_text_is_no_text_layer_with_a_hint() -> None:
    data = _pdf(["0 0 1 rg 72 72 200 200 re f"], ["0 1 0 rg 72 72 100 100 re f"])
    with pytest.raises(SourceError) as caught:
        _read(data)
    assert caught.value.code == "no_text_layer"
    assert "OCR" in caught.value.message


def test_a_page_without_text_gets_a_page_warning() -> None:
    document = _read(_pdf(_body(1, 2), ["0 0 1 rg 72 72 200 200 re f"], _body(3, 2)))
    assert [page for page, _ in document.page_warnings] == [2]
    out = report_json(check(SourceRead(document=document, origin="file"), ["page 1 sentence 0"]))
    assert any("page 2" in w for w in out["source"]["warnings"])


def test_thousands_of_evenly_spaced_lines_need_no_recursion() -> None:
    ops = [_line(72 + 60 * (n % 8), 780 - 0.15 * (n // 8), f"w{n}", 1) for n in range(4000)]
    document = _read(_pdf(ops))
    assert document.text.count("w") == 4000
