"""Issue 22: an empty or white-space-only quote is a TOO SHORT finding (exit 1), never a
request error (exit 2), in ``check`` and in ``batch``: one rule on every face."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeproof.cli._main import main

EMPTY = ["", "   ", "\n\t "]


@pytest.mark.parametrize("quote", EMPTY)
def test_check_gives_too_short(
    tmp_path: Path, quote: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "source.txt"
    source.write_text("The quick brown fox jumps.", "utf-8")
    code = main(["check", str(source), "--no-store", "--json", quote, "quick brown fox"])
    results = json.loads(capsys.readouterr().out)["results"]
    assert code == 1
    assert [r["classification"] for r in results] == ["too-short", "verbatim"]


def test_batch_gives_too_short_not_an_error_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = [{"id": str(i), "quote": quote, "text": "The quick brown fox."}
             for i, quote in enumerate([*EMPTY, "quick brown fox"])]  # fmt: skip
    path = tmp_path / "in.jsonl"
    path.write_text("".join(json.dumps(line) + "\n" for line in lines), "utf-8")
    main(["batch", str(path), "--no-store"])
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["type"] for r in records if r["type"] == "error"] == []
    findings = {r["id"]: r["finding"]["classification"] for r in records if "finding" in r}
    assert findings == {"0": "too-short", "1": "too-short", "2": "too-short", "3": "verbatim"}
