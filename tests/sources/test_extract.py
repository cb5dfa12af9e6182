"""Extraction: the same text whatever the origin; HTML, PDF and plain text; hostile input."""

import codecs
import hashlib
from importlib import resources

import pytest

from citeproof.errors import SourceError
from citeproof.sources import extract, sniff
from citeproof.sources.html._extract import MAX_NESTING
from citeproof.sources.pdf._layout import Run, reading_order

FIXTURES = resources.files("citeproof.conformance").joinpath("fixtures")
PDF = FIXTURES.joinpath("layout-v1.pdf").read_bytes()
ARTICLE = FIXTURES.joinpath("article.html").read_bytes()
FRENCH = (
    "Le comité a déclaré que le projet pilote durerait six mois, jusqu'à la révision prévue "
    "en mars. Les échantillons ont été prélevés à l'été ; les résultats sont présentés "
    "ci-dessous, avec les réserves d'usage sur leur représentativité générale."
)
PDF_TEXT_SHA256 = "80c4fe2a43eecc8d18d5b206fcd4b95c6423bfc96cee79ed8d9aaf0119aaef46"


def test_pdf_reads_columns_and_table_cells_in_order() -> None:
    document = extract(PDF, "application/pdf", "layout-v1.pdf")
    assert hashlib.sha256(document.text.encode()).hexdigest() == PDF_TEXT_SHA256
    assert document.page_starts == (0, 403)
    assert document.representation == "pdf_text_layer"
    assert "Group Samples Delay (ms)\nTreatment 42 7.5" in document.text
    assert document.warnings


def test_a_pdf_served_as_html_is_still_a_pdf() -> None:
    assert sniff(PDF, "text/html; charset=utf-8") == "application/pdf"
    assert extract(PDF, "text/html", "x").representation == "pdf_text_layer"


@pytest.mark.parametrize("data", [PDF[: len(PDF) // 2], b"%PDF-1.4\n garbage", b"%PDF-"])
def test_truncated_or_corrupt_pdf_is_extraction_failed(data: bytes) -> None:
    with pytest.raises(SourceError) as caught:
        extract(data, "application/pdf", "broken.pdf")
    assert caught.value.code == "extraction_failed"


def test_article_text_keeps_whitespace_and_leaves_furniture_out() -> None:
    document = extract(ARTICLE, "text/html; charset=utf-8", "article.html")
    assert len(document.text) == 566
    assert document.title == "Extraction field report"
    assert "Separate\n   whitespace remains" in document.text
    assert "Group\n\nSamples\n\nDelay\n\n\n\nPrimary" in document.text
    assert "Navigation says" not in document.text
    assert "Navigation says the trial succeeded." in document.furniture
    assert "Footer text" in document.furniture
    assert "🧭 The researcher wrote “café”—not “cafe”." in document.text


def test_broken_markup_still_extracts() -> None:
    html = b"<html><body><p>Unclosed <b>bold <i>text</p><div>Next block<table><tr><td>cell"
    document = extract(html, "text/html", "broken.html")
    assert document.text == "Unclosed bold text\n\nNext block\n\ncell"


def test_hidden_and_script_are_left_out() -> None:
    html = (b"<body><p>Shown</p><p hidden>Hidden</p><p style='display: none'>Gone</p>"
            b"<script>var x = 'code';</script><template><p>T</p></template>"
            b"<p aria-hidden=true>Aria</p><p>Last &amp; final</p></body>")  # fmt: skip
    assert extract(html, "text/html", "x").text == "Shown\n\nLast & final"


def test_div_furniture_is_left_out_by_the_main_content_choice() -> None:
    html = (b"<body><div class='site-menu'><a href='/'>Home</a> <a href='/x'>News</a></div>"
            b"<div class='story-body'><p>The first paragraph, with clauses, commas, and a "
            b"length that makes it count as article text.</p><p>A second paragraph, also "
            b"long enough, carries the rest of the story here.</p></div>"
            b"<div class='related-links'><a href='/y'>Read this other story instead</a></div>"
            b"</body>")  # fmt: skip
    document = extract(html, "text/html", "x")
    assert document.text.startswith("The first paragraph")
    assert "Home" not in document.text
    assert "Read this other story" in document.furniture


def test_pathologically_deep_markup_is_refused_quickly() -> None:
    html = b"<div>" * (MAX_NESTING * 5) + b"deep"
    with pytest.raises(SourceError) as caught:
        extract(html, "text/html", "deep.html")
    assert caught.value.code == "extraction_failed"


@pytest.mark.parametrize(
    ("data", "content_type", "expected"),
    [
        (codecs.BOM_UTF8 + "café".encode(), "text/plain", "café"),
        ("café".encode("utf-16"), "text/plain", "café"),
        ("café".encode("latin-1"), "text/plain; charset=iso-8859-1", "café"),
        (FRENCH.encode("cp1252"), "text/plain", FRENCH),
        ("<html><head><meta charset='iso-8859-1'></head><body><p>caf\xe9</p></body></html>"
         .encode("latin-1"), "text/html", "café"),
    ],
)  # fmt: skip
def test_charset_from_bom_header_meta_then_detection(
    data: bytes, content_type: str, expected: str
) -> None:
    assert extract(data, content_type, "x").text == expected


def test_plain_text_is_literal_crlf_kept() -> None:
    data = FIXTURES.joinpath("whitespace.txt").read_bytes()
    document = extract(data, "text/plain; charset=utf-8", "whitespace.txt")
    assert document.representation == "literal_text"
    assert document.text == data.decode()
    assert len(document.text) == 43


@pytest.mark.parametrize("content_type", ["image/png", "application/zip", "video/mp4"])
def test_unsupported_types(content_type: str) -> None:
    with pytest.raises(SourceError) as caught:
        extract(b"\x89PNG....", content_type, "x")
    assert caught.value.code == "unsupported_content_type"


def test_reading_order_of_columns_and_cells() -> None:
    def run(text: str, x: float, y: float) -> Run:
        return Run(text, x, y, x + 6 * len(text), y + 10)

    columns = [
        run("Left column line one here", 72, 700),
        run("Right column line one here", 340, 698),
        run("Left column line two here", 72, 686),
        run("Right column line two here", 340, 684),
    ]
    lines = [" ".join(r.text for r in line.runs) for line in reading_order(columns)]
    assert lines == [
        "Left column line one here",
        "Left column line two here",
        "Right column line one here",
        "Right column line two here",
    ]
    cells = [
        run("Name", 72, 700),
        run("Count", 200, 700),
        run("Alpha", 72, 686),
        run("7", 200, 686),
    ]
    lines = [" ".join(r.text for r in line.runs) for line in reading_order(cells)]
    assert lines == ["Name Count", "Alpha 7"]  # fmt: skip


def test_pdf_spans_map_to_page_coordinates() -> None:
    document = extract(PDF, "application/pdf", "layout-v1.pdf")
    assert document.char_boxes is not None
    assert len(document.char_boxes) == 4 * len(document.text)
    start = document.text.index("The control group contains 19 samples.")
    rects = document.boxes(start, start + len("The control group contains 19 samples."))
    assert len(rects) == 1
    rect = rects[0]
    assert rect["page"] == 1
    assert 335 <= rect["x0"] <= 337  # the right column is drawn at x = 336
    table = document.text.index("Treatment 42 7.5")
    cells = document.boxes(table, table + len("Treatment 42 7.5"))
    assert [c["page"] for c in cells] == [2]
    assert cells[0]["x0"] < 80 < 300 < cells[0]["x1"]  # one row across the three cells
