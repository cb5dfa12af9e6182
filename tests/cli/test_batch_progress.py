"""Batch draws tqdm's progress bar on standard error when it is a terminal, nothing else."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from citeproof.cli import main


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _input(tmp_path: Path) -> Path:
    source = tmp_path / "minutes.txt"
    source.write_text("The committee approved the budget on Tuesday.")
    quotes = ["approved the budget", "on Tuesday"]
    lines = [
        json.dumps({"id": str(n), "path": str(source), "quote": q}) for n, q in enumerate(quotes)
    ]
    path = tmp_path / "citations.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path


def test_a_terminal_gets_a_bar_of_citations(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    terminal = _Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    main(["batch", str(_input(tmp_path)), "--no-store"])
    assert "2/2" in terminal.getvalue()
    assert "citations" in terminal.getvalue()
    capsys.readouterr()


def test_no_terminal_no_bar(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["batch", str(_input(tmp_path)), "--no-store"])
    assert "2/2" not in capsys.readouterr().err
