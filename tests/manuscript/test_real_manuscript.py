"""A manuscript over real public sources: every finding right, line and column exact.

The drafts (``fixture/draft.md``, ``fixture/draft.tex``) quote three real documents the
real-document tests already fetch (pinned by sha256: AMC's manual, a PDF with printed
page labels i-v then 1...; the Copyright Office's DMCA summary, a PDF without labels; a
magazine page from trafilatura's test cache) and Steve Jobs's "Crazy Ones" from pypdf's
test files, kept in a Zotero data directory built with Zotero's schema. The bibliography
is a ``.bib`` with ``file`` fields (Zotero and JabRef forms), a CSL JSON and the Zotero
directory. Genuine quotations, a wrong page (by the printed label, and without labels), a
misquote, a fabrication, a key in no bibliography and an entry whose file is gone.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from citeproof.cli._main import main
from citeproof.manuscript import check_drafts, load_bibliography, load_zotero, read_draft
from citeproof.sources import SourceReader

from ..realdocs._cache import fetch_member
from ..realdocs.html_pages import PAGES
from ..realdocs.pdfs import PDFS
from ._zotero import Attachment, Item, make_zotero

FIXTURE = Path(__file__).parent / "fixture"


def _pdf(name: str) -> Path:
    pdf = next(p for p in PDFS if p.name == name)
    return fetch_member(pdf.package, pdf.member, pdf.sha256)


@pytest.fixture(scope="module")
def manuscript(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("manuscript")
    for name in ("draft.md", "draft.tex", "refs.bib", "refs.json"):
        shutil.copyfile(FIXTURE / name, root / name)
    papers = root / "papers"
    papers.mkdir()
    page = next(p for p in PAGES if p.name == "luxuriousmagazine.com.polo")
    # Copies, not links: an attachment is read only inside the bibliography's folder, and a
    # link out of it (into the download cache) would be refused (path_not_allowed).
    shutil.copyfile(_pdf("amc/manual-en"), papers / "amc-manual-en.pdf")
    shutil.copyfile(_pdf("pdfminer/dmca"), papers / "dmca.pdf")
    shutil.copyfile(
        fetch_member(page.package, page.member, page.sha256), papers / "royal-salute-polo-rome.html"
    )
    make_zotero(
        root / "zotero",
        [
            Item("JOBS1997", "webpage",
                 {"title": "The Crazy Ones", "extra": "Citation Key: jobs1997"},
                 ["Jobs"], [Attachment("CRZY0001", source=_pdf("pypdf/crazyones"))]),
            # In the trash: its key must not shadow anything.
            Item("TRASHED1", "book", {"title": "Old", "citationKey": "nobody2021"}, deleted=True),
        ],
    )  # fmt: skip
    return root


def _run(root: Path, *extra: str, capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    cwd = Path.cwd()
    os.chdir(root)
    try:
        code = main(["manuscript", "draft.md", "draft.tex", "-b", "refs.bib", "-b",
                     "refs.json", "--zotero", "zotero", "--store", str(root / "store.sqlite"),
                     *extra])  # fmt: skip
    finally:
        os.chdir(cwd)
    out, err = capsys.readouterr()
    return code, out, err


def _at(path: Path, words: str) -> tuple[int, int]:
    """Where ``words`` start in the draft: an oracle independent of the scanner."""
    for number, line in enumerate(path.read_text().split("\n"), start=1):
        if words in line:
            return number, line.index(words) + 1
    raise AssertionError(words)


#: (draft, first words of the quotation, status, pages found, words of the message).
EXPECTED = [
    ("draft.md", "Some\noptions", "confirmed", ["11"], "verbatim in amc-manual-en.pdf, p. 11"),
    ("draft.md", "You can always", "wrong_page", ["12"],
     "cited to p. 13, but the quote is on p. 12 of amc-manual-en.pdf (page 17 of the file)"),
    ("draft.md", "Here, the image", "confirmed", ["13"], "in amc-manual-en.pdf, p. 13"),
    ("draft.md", "To get a verbatim", "confirmed", ["13"], "verbatim in amc-manual-en.pdf, p. 13"),
    ("draft.md", "Title I requires", "paraphrase", ["2"],
     "the quote says 'three' where the source says 'two' (p. 2 of dmca.pdf)"),
    ("draft.md", "Section 411(a)", "confirmed", ["3"], "in dmca.pdf, p. 3"),
    ("draft.md", "The DMCA also", "confirmed", ["1"], "in dmca.pdf, p. 1"),
    ("draft.md", "is a complicated", "confirmed", [], "verbatim in royal-salute-polo-rome.html"),
    ("draft.md", "a dozen chukkas", "not_present", [],
     "royal-salute-polo-rome.html does not hold these words"),
    ("draft.md", "Because they change", "confirmed", ["1"], "in crazyones.pdf, p. 1"),
    ("draft.md", "this sentence is cited", "no_source", [],
     "@nobody2021 is not in the bibliography"),
    ("draft.md", "the attached file", "no_source", [], "moved-away.pdf: unreadable_file"),
    ("draft.tex", "You should also", "confirmed", ["12"], "verbatim in amc-manual-en.pdf, p. 12"),
    ("draft.tex", "Section 104", "wrong_page", ["2"],
     "cited to p. 11, but the quote is on p. 2 of dmca.pdf"),
    ("draft.tex", "Each of the WIPO", "confirmed", ["3"], "verbatim in dmca.pdf, p. 3"),
]  # fmt: skip


def test_every_finding_is_right_with_exact_line_and_column(
    manuscript: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = _run(manuscript, "--format", "json", capsys=capsys)
    assert code == 1
    document = json.loads(out)
    got = document["quotations"]
    assert len(got) == len(EXPECTED)
    for quotation, (draft, words, status, pages, message) in zip(got, EXPECTED, strict=True):
        first = words.split("\n")[0]
        line, column = _at(manuscript / draft, first)
        assert (quotation["file"], quotation["line"], quotation["column"]) == (draft, line, column)
        assert quotation["quote"].startswith(" ".join(words.split()))
        assert quotation["status"] == status, quotation
        assert quotation["foundPages"] == pages, quotation
        assert message in quotation["message"], quotation["message"]
    summary = document["summary"]
    assert summary["counts"] == {"confirmed": 9, "wrong_page": 2, "paraphrase": 1,
                                 "not_present": 1, "no_source": 2}  # fmt: skip
    assert summary["sourcesRead"] == 4  # AMC (by key and by link), DMCA, the page, Zotero's PDF
    assert [f["line"] for f in summary["failures"]] == [5, 16, 27, 33, 34, 7]


def test_linter_lines_grouped_by_file_and_a_summary_listing_failures(
    manuscript: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = _run(manuscript, capsys=capsys)
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == (
        "draft.md:5:30: wrong page [@amc2019, p. 13]: cited to p. 13, but the quote is on "
        "p. 12 of amc-manual-en.pdf (page 17 of the file)"
    )
    assert lines[1] == (
        "draft.md:16:37: paraphrase [@dmca1998, p. 2]: the quote says 'three' where the "
        "source says 'two' (p. 2 of dmca.pdf)"
    )
    blank = lines.index("")
    assert all(line.startswith("draft.md:") for line in lines[:blank])
    assert lines[blank + 1].startswith("draft.tex:7:16: wrong page \\parencite[p.~11]{dmca1998}")
    summary = lines[lines.index("", blank + 1) + 1 :]
    assert summary[0].startswith("15 quotations in 2 files, 4 sources read")
    assert summary[0].endswith("9 confirmed, 6 not:")
    assert summary[1:] == [
        "  wrong page (2): draft.md:5:30, draft.tex:7:16",
        "  paraphrase (1): draft.md:16:37",
        "  not present (1): draft.md:27:2",
        "  no source (2): draft.md:33:28 (@nobody2021), draft.md:34:30 (@lost2020)",
    ]


def test_github_annotations(manuscript: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(manuscript, "--format", "github", capsys=capsys)
    assert code == 1
    annotations = [line for line in out.splitlines() if line.startswith("::")]
    assert len(annotations) == 6
    assert annotations[0] == (
        "::error file=draft.md,line=5,col=30,title=citeproof%3A wrong page::[@amc2019, p. 13]: "
        "cited to p. 13, but the quote is on p. 12 of amc-manual-en.pdf (page 17 of the file)"
    )
    assert annotations[-1].startswith("::error file=draft.tex,line=7,col=16,")


def test_the_evidence_report_is_written(
    manuscript: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = manuscript / "report.html"
    code, _, _ = _run(manuscript, "--format", "json", "--report", str(report), capsys=capsys)
    assert code == 1
    page = report.read_text()
    assert page.startswith("<!doctype html>")
    assert "draft.md:5:30 [@amc2019, p. 13]" in page
    assert "wrong_page" in page or "wrong page" in page.lower()
    assert "http://" not in page.split("<body", 1)[-1].replace("http://www.w3.org", "")


def test_each_source_is_read_once(manuscript: Path) -> None:
    reads: list[str] = []

    class Counting(SourceReader):
        def read_file(self, path: str | Path, *, record: str | None = None) -> Any:
            reads.append(str(path))
            return super().read_file(path, record=record)

    bibliography = load_bibliography(manuscript / "refs.bib")
    bibliography.merge(load_bibliography(manuscript / "refs.json"))
    bibliography.merge(load_zotero(manuscript / "zotero"))
    drafts = [(str(manuscript / n), read_draft(manuscript / n)) for n in ("draft.md", "draft.tex")]
    report = check_drafts(drafts, bibliography, Counting())
    assert len(reads) == len(set(reads)) == 5  # the four sources, and the missing file once
    assert report.sources_read == 4
    assert 0 < report.reading_seconds <= report.seconds


def test_batch_on_a_draft_with_a_bibliography_is_the_manuscript_check(
    manuscript: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``citeproof batch draft.md --bibliography refs.bib --report report.html`` (the
    issue's own command) gives the manuscript check's findings and writes the report."""
    cwd = Path.cwd()
    os.chdir(manuscript)
    try:
        code = main(["batch", "draft.md", "--bibliography", "refs.bib", "-b", "refs.json",
                     "--zotero", "zotero", "--report", "report.html", "--overwrite",
                     "--store", str(manuscript / "store.sqlite")])  # fmt: skip
        batch_out, _ = capsys.readouterr()
        store = str(manuscript / "store.sqlite")
        same = main(["manuscript", "draft.md", "-b", "refs.bib", "-b", "refs.json",
                     "--zotero", "zotero", "--store", store])  # fmt: skip
        manuscript_out, _ = capsys.readouterr()
    finally:
        os.chdir(cwd)
    assert code == same == 1
    assert batch_out == manuscript_out
    assert "draft.md:" in batch_out
    report = (manuscript / "report.html").read_text("utf-8")
    assert report.startswith("<!DOCTYPE html>") or report.lower().startswith("<!doctype html>")
