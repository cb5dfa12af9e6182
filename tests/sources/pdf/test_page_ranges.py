"""Reading some pages of a PDF (``SourceReader(pages=...)``, ``check``/``extract --pages``).

Only those pages (and :data:`FURNITURE_CONTEXT` neighbours, for the running heads) are
loaded; page numbers stay the document's; the result says it is partial; the cache keys
the range, and a whole document already cached is cut instead of read.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from citeproof.conformance._pdfwrite import build_pdf_streams
from citeproof.contracts import report_json
from citeproof.errors import CiteproofError, ErrorCode
from citeproof.service import check
from citeproof.sources import DocumentCache, PageRange, SourceDocument, SourceReader, slice_pages
from citeproof.sources.pdf import FURNITURE_CONTEXT
from citeproof.sources.pdf import _extract as pdf_extract


def _line(x: float, y: float, text: str, size: float = 10) -> str:
    return f"BT /F1 {size:g} Tf {x:g} {y:g} Td ({text}) Tj ET"


def _says(page: int, n: int, what: str) -> str:
    """A body line unlike any other page's (digits alone would key alike: a running head)."""
    word = "".join(chr(ord("a") + int(d)) for d in str(page))
    return f"Page {page} holds sentence {n} of the {what} about {word}{'x' * n}."


def _plain(pages: int) -> bytes:
    """Pages of body text only: no furniture to tell by repetition."""
    streams = []
    for page in range(1, pages + 1):
        ops = [_line(72, 700 - 14 * n, _says(page, n, "report")) for n in range(3)]
        streams.append(("\n".join(ops) + "\n").encode())
    return build_pdf_streams(streams)


def _book(pages: int) -> bytes:
    """A running head on every page and the page number at its foot."""
    streams = []
    for page in range(1, pages + 1):
        ops = [_line(72, 760, "Journal of Drawn Examples Volume 12", 8)]
        ops += [_line(72, 700 - 14 * n, _says(page, n, "journal")) for n in range(3)]
        ops.append(_line(300, 40, str(page), 8))
        streams.append(("\n".join(ops) + "\n").encode())
    return build_pdf_streams(streams)


def _fields(document: SourceDocument) -> dict[str, object]:
    values = {f.name: getattr(document, f.name) for f in dataclasses.fields(document)}
    boxes = values["char_boxes"]
    values["char_boxes"] = None if boxes is None else boxes.tobytes()
    return values


def test_only_the_pages_asked_and_their_context_are_loaded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    loaded: list[int] = []
    real = pdf_extract._page_as_shown

    def counting(pdf: object, index: int) -> object:
        loaded.append(index + 1)
        return real(pdf, index)  # type: ignore[arg-type]

    monkeypatch.setattr(pdf_extract, "_page_as_shown", counting)
    document = pdf_extract._extract_here(_plain(30), "report.pdf", 2000, pages=PageRange(14, 15))
    context = FURNITURE_CONTEXT
    assert loaded == list(range(14 - context, 15 + context + 1))
    assert document.pages_read == (14, 15, 30)
    assert document.text.startswith("Page 14 holds sentence 0")
    assert document.text.endswith(_says(15, 2, "report"))
    assert "Page 13" not in document.text
    assert "Page 16" not in document.text
    assert {block.page for block in document.blocks} == {14, 15}
    loaded.clear()
    pdf_extract._extract_here(_plain(30), "report.pdf", 2000, pages=PageRange(29, 29), context=0)
    assert loaded == [29]


def test_a_reading_of_some_pages_equals_the_whole_readings_pages() -> None:
    for data in (_plain(12), _book(12)):  # the book's head is told with the context pages
        whole = pdf_extract._extract_here(data, "report.pdf", 2000)
        for first, last in ((1, 2), (6, 7), (11, 12), (5, 5), (3, 10), (9, None)):
            pages = PageRange(first, last)
            alone = pdf_extract._extract_here(data, "report.pdf", 2000, pages=pages)
            assert _fields(alone) == _fields(slice_pages(whole, pages)), (first, last)


def test_page_numbers_spans_and_boxes_are_the_documents() -> None:
    data = _book(12)
    alone = pdf_extract._extract_here(data, "journal.pdf", 2000, pages=PageRange(7, 8))
    assert "Journal of Drawn Examples" not in alone.text  # furniture, as in the whole
    assert alone.furniture.split("\n") == [
        "Journal of Drawn Examples Volume 12", "7", "Journal of Drawn Examples Volume 12", "8",
    ]  # fmt: skip
    report = check(_read_of(alone), [_says(8, 1, "journal"), _says(2, 1, "journal")], boxes=True)
    out = report_json(report)
    found, absent = out["results"]
    assert found["spans"][0]["pages"] == {"start": 8, "end": 8}
    assert [box["page"] for box in found["spans"][0]["boxes"]] == [8]
    assert not absent["confirmed"]
    assert out["source"]["pages_read"] == {"first": 7, "last": 8, "of": 12}
    assert any("Only pages 7-8 of 12 were read" in w for w in out["source"]["warnings"])


def _read_of(document: SourceDocument):  # type: ignore[no-untyped-def]
    from citeproof.sources import SourceRead

    return SourceRead(document=document, origin="file")


def test_the_cache_keeps_each_range_apart_and_cuts_a_cached_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "report.pdf"
    source.write_bytes(_plain(10))
    calls: list[PageRange | None] = []
    real = pdf_extract.extract_pdf

    def counting(data: bytes, title: str, **options: object) -> SourceDocument:
        calls.append(options.get("pages"))  # type: ignore[arg-type]
        return real(data, title, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(pdf_extract, "extract_pdf", counting)
    import citeproof.sources.pdf as pdf_package

    monkeypatch.setattr(pdf_package, "extract_pdf", counting)

    def read(pages: PageRange | None, cache: Path) -> SourceDocument:
        reader = SourceReader(cache=DocumentCache(cache, in_memory=0), pages=pages)
        return reader.read_file(source).document

    first = read(PageRange(2, 3), tmp_path / "a")
    second = read(PageRange(4, 5), tmp_path / "a")
    assert calls == [PageRange(2, 3), PageRange(4, 5)]  # a range is its own key
    assert len(list((tmp_path / "a").glob("??/*.doc"))) == 2
    assert _fields(read(PageRange(2, 3), tmp_path / "a")) == _fields(first)
    assert calls == [PageRange(2, 3), PageRange(4, 5)]  # the same range: from the cache
    assert first.pages_read == (2, 3, 10)
    assert second.pages_read == (4, 5, 10)

    whole = read(None, tmp_path / "b")  # the whole document, cached: its pages are cut
    calls.clear()
    cut = read(PageRange(2, 3), tmp_path / "b")
    assert calls == []
    assert _fields(cut) == _fields(first)
    assert cut.text == whole.text[whole.page_starts[1] : whole.page_starts[3] - 2]


def test_out_of_range_and_pageless_sources_are_typed_errors(tmp_path: Path) -> None:
    source = tmp_path / "report.pdf"
    source.write_bytes(_plain(3))
    for pages in (PageRange(3, 4), PageRange(5, 5), PageRange(4, None)):
        with pytest.raises(CiteproofError) as raised:
            SourceReader(pages=pages).read_file(source)
        assert raised.value.code == ErrorCode.OUT_OF_RANGE
        assert "pages 1-3" in raised.value.message
    notes = tmp_path / "notes.txt"
    notes.write_text("The committee approved the budget.")
    with pytest.raises(CiteproofError) as raised:
        SourceReader(pages=PageRange(1, 1)).read_file(notes)
    assert raised.value.code == ErrorCode.INVALID_VALUE
    assert "has no pages" in raised.value.message
    # every page asked: the whole document, not a partial one
    whole = SourceReader(pages=PageRange(1, 1)).read_file(source)
    assert whole.document.pages_read == (1, 1, 3)
    everything = SourceReader(pages=PageRange(1, None)).read_file(source).document
    assert everything.pages_read is None
    assert everything.text == SourceReader().read_file(source).document.text


@pytest.mark.parametrize(
    ("spec", "code"),
    [("x", ErrorCode.INVALID_VALUE), ("1-2-3", ErrorCode.INVALID_VALUE),
     ("0", ErrorCode.OUT_OF_RANGE), ("4-2", ErrorCode.OUT_OF_RANGE)],
)  # fmt: skip
def test_a_malformed_range_is_refused_before_reading(spec: str, code: ErrorCode) -> None:
    with pytest.raises(CiteproofError) as raised:
        PageRange.parse(spec)
    assert raised.value.code == code
    assert "--pages" in raised.value.message


def test_ranges_parse_as_extract_always_took_them() -> None:
    assert PageRange.parse(" 21 - 22 ") == PageRange(21, 22)
    assert PageRange.parse("7") == PageRange(7, 7)
    assert PageRange.parse("5-") == PageRange(5, None)
    assert PageRange(5, None).resolve(9, "t") == (5, 9)
    assert PageRange(21, 22).fingerprint != PageRange(21, 23).fingerprint
