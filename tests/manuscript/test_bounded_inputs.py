"""Bounded inputs (issue 22): a bibliography or draft that is a device, a link to one or a
FIFO is a typed error before it is opened (never a read without end, never a block)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from citeproof.cli._main import main
from citeproof.errors import ErrorCode


def _code(err: str) -> str:
    assert "Traceback" not in err, err
    return err.split("citeproof: ", 1)[1].split(":", 1)[0]


def _watchdog(*argv: str) -> subprocess.CompletedProcess[str]:
    """``citeproof manuscript ARGV`` in a subprocess that must end within a generous 60 s."""
    command = [sys.executable, "-m", "citeproof", "manuscript", *argv, "--no-store"]
    return subprocess.run(command, capture_output=True, text=True, check=False, timeout=60)


def test_dev_zero_and_a_json_link_to_it_are_refused(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    draft = tmp_path / "d.md"
    draft.write_text('"four words said here" [@k]\n', "utf-8")
    link = tmp_path / "refs.json"
    link.symlink_to("/dev/zero")
    for bib in ("/dev/zero", str(link)):
        assert main(["manuscript", str(draft), "-b", bib, "--no-store"]) == 2
        assert _code(capsys.readouterr().err) == ErrorCode.NOT_A_REGULAR_FILE


def test_a_fifo_as_bibliography_or_draft_is_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.bib"
    os.mkfifo(fifo)
    draft = tmp_path / "d.md"
    draft.write_text('"four words said here" [@k]\n', "utf-8")
    for argv in ((str(draft), "-b", str(fifo)), (str(fifo), "-b", str(draft))):
        done = _watchdog(*argv)
        assert done.returncode == 2
        assert _code(done.stderr) == ErrorCode.NOT_A_REGULAR_FILE


def test_csl_json_of_100000_brackets_is_too_deep(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    draft = tmp_path / "d.md"
    draft.write_text('"four words said here" [@k]\n', "utf-8")
    deep = tmp_path / "deep.json"
    deep.write_text("[" * 100_000, "utf-8")
    assert main(["manuscript", str(draft), "-b", str(deep), "--no-store"]) == 2
    assert _code(capsys.readouterr().err) == ErrorCode.TOO_DEEP


@pytest.mark.parametrize("opener", ["\\cite[", "\\enquote{"])
def test_100000_unclosed_latex_openers_end_under_a_watchdog(tmp_path: Path, opener: str) -> None:
    draft = tmp_path / "d.tex"
    draft.write_text(opener * 100_000, "utf-8")
    empty = tmp_path / "refs.json"
    empty.write_text("[]", "utf-8")
    done = _watchdog(str(draft), "-b", str(empty))
    assert done.returncode == 0, done.stderr


def test_a_zotero_extra_of_100000_newlines_is_linear(tmp_path: Path) -> None:
    """The ``Citation Key:`` line sought in ``extra`` without a quadratic scan."""
    code = (
        "from citeproof.manuscript._bibliography import _CITATION_KEY_LINE as r\n"
        "assert r.search('\\n' * 100_000 + 'Citation Key: k2020').group(1) == 'k2020'\n"
        "assert r.search('\\n' * 100_000) is None\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=False, timeout=20
    )
    assert done.returncode == 0, done.stderr
