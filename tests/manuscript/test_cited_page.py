"""A quotation cited to a page: its near miss is sought on that page first (issue 21).

A one-word swap of a sentence of p. 3 was pinned on the title page, which holds more of
the quote's words in order: the writer cites p. 3, and p. 3 holds the sentence the quote
alters. The cited page is searched first; the whole document only when the page holds no
paraphrase, and then the finding says the page is wrong, in the linter line and, on every
verdict, in the evidence report.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from citeproof.cli._main import main
from citeproof.conformance._pdfwrite import build_pdf
from citeproof.manuscript import check_drafts, load_bibtex
from citeproof.sources import SourceReader


def _runs(lines: list[str]) -> list[tuple[float, float, float, str]]:
    return [(72, 720 - 16 * i, 11, text) for i, text in enumerate(lines)]


PAGES = [
    ["The Plotting Manual", "Gnuplot supports many kinds of plots in 2D and 3D", "Version 5"],
    ["Introduction to the program and its history.", "It was written long ago by two people."],
    ["Chapter one. Gnuplot supports many types of plots in either 2D or 3D.",
     "It can draw lines, points, boxes and contours in colour."],
]  # fmt: skip
DRAFT = (
    'The manual says "Gnuplot supports many kinds of plots in either 2D and 3D" '
    "[@manual, p. 3].\n\n"
    'It adds that "It can draw lines, points, arrows and contours in colour" [@manual, p. 2].\n\n'
    'And "It was written long ago by two people" [@manual, p. 3].\n'
)


@pytest.fixture
def manuscript(tmp_path: Path) -> Path:
    (tmp_path / "manual.pdf").write_bytes(build_pdf([_runs(p) for p in PAGES]))
    (tmp_path / "refs.bib").write_text("@manual{manual, title={Manual}, file={manual.pdf}}\n")
    (tmp_path / "draft.md").write_text(DRAFT)
    return tmp_path


def _checks(root: Path) -> list:
    bibliography = load_bibtex(root / "refs.bib")
    report = check_drafts([(str(root / "draft.md"), DRAFT)], bibliography, SourceReader())
    return list(report.checks)


def test_the_cited_page_is_searched_first_for_the_near_miss(manuscript: Path) -> None:
    swap = _checks(manuscript)[0]
    assert swap.status == "paraphrase"
    assert swap.found_pages == ("3",)
    assert swap.result is not None
    assert swap.result.finding.nearest is not None
    assert "types of plots in either 2D or 3D" in swap.result.finding.nearest.text
    assert "the quote says 'kinds' where the source says 'types'" in swap.message
    assert not swap.page_mismatch


def test_a_near_miss_off_the_cited_page_says_so(manuscript: Path) -> None:
    elsewhere = _checks(manuscript)[1]
    assert elsewhere.status == "paraphrase"
    assert elsewhere.found_pages == ("3",)
    assert elsewhere.page_mismatch == "cited to p. 2, but the nearest passage is on p. 3"
    assert "cited to p. 2" in elsewhere.message
    assert elsewhere.to_dict()["pageMismatch"] == elsewhere.page_mismatch
    confirmed = _checks(manuscript)[2]
    assert confirmed.status == "wrong_page"
    assert confirmed.page_mismatch == "cited to p. 3, but the quote is on p. 2"


def test_the_evidence_report_flags_the_wrong_page_on_every_verdict(
    manuscript: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(manuscript)
    code = main(["manuscript", "draft.md", "-b", "refs.bib", "--no-store",
                 "--report", "report.html"])  # fmt: skip
    capsys.readouterr()
    assert code == 1
    page = (manuscript / "report.html").read_text()
    articles = page.split("<article")[1:]
    assert len(articles) == 3
    flag = 'class="flag wrong-page"'
    assert flag not in articles[0]  # on the cited page
    assert flag in articles[1]  # a paraphrase, off the cited page
    assert "cited to p. 2, but the nearest passage is on p. 3" in articles[1]
    assert flag in articles[2]  # confirmed words, off the cited page
