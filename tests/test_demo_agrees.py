"""The demo's comment, the README's line about it and the demo's real output agree."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeproof.cli import main

ROOT = Path(__file__).resolve().parents[1]


def test_demo_says_what_it_does(capsys: pytest.CaptureFixture[str]) -> None:
    quotes = sorted((ROOT / "examples" / "quotes").glob("*.txt"))
    argv = ["check", str(ROOT / "examples" / "report.txt")]
    for quote in quotes:
        argv += ["--quote-file", str(quote)]
    assert main(argv) == 1
    out = capsys.readouterr().out
    assert "2 of 4 quotes confirmed" in out
    assert "two of them altered" in (ROOT / "scripts" / "demo").read_text(encoding="utf-8")
    assert "one quote is altered" not in (ROOT / "README.md").read_text(encoding="utf-8")


def test_float_for_int_is_not_an_integer() -> None:
    from tests.http.strategies import HOSTILE_VALUES

    value = HOSTILE_VALUES["float-for-int"]
    assert isinstance(value, float)
    assert not value.is_integer()
