"""The one adapter from a finding to page boxes, and the one test for pages to draw."""

from __future__ import annotations

from importlib import resources

from citeproof.match import locate
from citeproof.pictures import finding_boxes, has_pages, match_boxes
from citeproof.sources import extract

LAYOUT = resources.files("citeproof.conformance").joinpath("fixtures", "layout-v1.pdf")


def test_only_a_pdf_has_pages_to_draw() -> None:
    assert has_pages(extract(LAYOUT.read_bytes(), "application/pdf", "layout-v1.pdf"))
    assert not has_pages(extract(b"plain words", "text/plain", "a.txt"))


def test_a_finding_becomes_boxes_with_its_tone_and_quote() -> None:
    document = extract(LAYOUT.read_bytes(), "application/pdf", "layout-v1.pdf")
    found, near, absent = locate(
        document.text,
        ["Treatment 42 7.5", "The left column reports 25 samples.", "zebra quagga okapi"],
    )
    boxes = finding_boxes(document, found)
    span = found.spans[0]
    assert [{k: b[k] for k in b if k not in ("tone", "quote")} for b in boxes] == match_boxes(
        document, span.start, span.end
    )
    assert {(b["tone"], b["quote"]) for b in boxes} == {("match", 0)}
    assert {(b["tone"], b["quote"]) for b in finding_boxes(document, near)} == {("near", 1)}
    assert finding_boxes(document, absent) == []
    assert finding_boxes(extract(b"Treatment 42 7.5", "text/plain", "a.txt"), found) == []
