"""``citeproof manuscript`` draws a bar of sources read on a terminal, and nothing else.

Two works, one of them with a first location that cannot be read (its second is read in
the next round): the bar counts every location read, 3 of 3.
"""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from citeproof.cli import main
from citeproof.manuscript import check_drafts, load_bibtex
from citeproof.sources import SourceReader

DRAFT = (
    'The minutes say the committee "approved the budget on Tuesday" [@minutes].\n\n'
    'The letter says it "was sent in March" [@letter].\n'
)
BIB = (
    "@misc{minutes, title={Minutes}, file={minutes.txt}}\n"
    "@misc{letter, title={Letter}, file={gone.txt;letter.txt}}\n"
)


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def manuscript(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "minutes.txt").write_text("The committee approved the budget on Tuesday.")
    (tmp_path / "letter.txt").write_text("The letter was sent in March, with the minutes.")
    (tmp_path / "refs.bib").write_text(BIB)
    (tmp_path / "draft.md").write_text(DRAFT)
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_the_library_reports_each_source_read(manuscript: Path) -> None:
    seen: list[tuple[int, int]] = []
    report = check_drafts(
        [("draft.md", DRAFT)], load_bibtex(manuscript / "refs.bib"), SourceReader(),
        progress=lambda done, total: seen.append((done, total)),
    )  # fmt: skip
    assert all(c.status == "confirmed" for c in report.checks), [c.status for c in report.checks]
    assert seen[-1] == (3, 3)
    assert [done for done, _ in seen] == [1, 2, 3]


def test_a_terminal_gets_a_bar_of_sources(
    manuscript: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = _Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert main(["manuscript", "draft.md", "-b", "refs.bib", "--no-store"]) == 0
    assert "3/3" in terminal.getvalue()
    assert "sources" in terminal.getvalue()
    capsys.readouterr()


def test_no_terminal_no_bar(manuscript: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["manuscript", "draft.md", "-b", "refs.bib", "--no-store"]) == 0
    assert "3/3" not in capsys.readouterr().err
