"""``citeproof llm RESPONSES.jsonl``: a batch of model responses, one a line.

Each line is decided on its own and printed in order (a broken line is an error record,
the rest go on); the exit code says whether every response was all confirmed; and a
document that many lines cite is extracted once.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from citeproof.cli import main

REPORT = Path(__file__).parents[2] / "examples" / "report.txt"
GOOD = {
    "answer": "It recorded 24 samples.",
    "citations": [
        {"quote": "recorded 24 samples across three sessions", "source": {"document_index": 0}}
    ],
}
ALTERED = {
    "answer": "It recorded 25 samples.",
    "citations": [
        {"quote": "recorded 25 samples across three sessions", "source": {"document_index": 0}}
    ],
}
OWN_TEXT = {
    "id": "own",
    "response": {
        "answer": "x",
        "citations": [{"quote": "ends here", "source": {"document_index": 1}}],
    },
    "documents": [{"text": "The minutes ends here."}],
}


def _write(path: Path, lines: list[str]) -> str:
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return str(path)


def _records(out: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in out.splitlines()]


def test_each_line_is_decided_in_order_and_a_broken_line_does_not_stop_the_rest(
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    counted: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("CITEPROOF_CACHE", str(tmp_path / "cache"))  # a cache of its own
    lines = [json.dumps(GOOD), "", json.dumps({"id": 7, "response": ALTERED}), "{not json",
             json.dumps(OWN_TEXT), json.dumps(GOOD)]  # fmt: skip
    path = _write(tmp_path / "responses.jsonl", lines)
    assert main(["llm", path, "--documents", str(REPORT), "--json"]) == 1
    captured = capsys.readouterr()
    records = _records(captured.out)
    assert [r["line"] for r in records] == [1, 3, 4, 5, 6]
    assert [r.get("id") for r in records] == [None, 7, None, "own", None]
    statuses = [
        [c["status"] for c in r["report"]["citations"]] if "report" in r else r["error"]["code"]
        for r in records
    ]
    assert statuses == [["confirmed"], ["altered"], "invalid_json", ["confirmed"], ["confirmed"]]
    assert "5 responses: 3 all confirmed, 1 not, 1 unreadable" in captured.err
    assert counted.count("report.txt") == 1  # read once for five lines


def test_all_confirmed_is_exit_0_and_text_output_names_each_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = _write(tmp_path / "ok.jsonl", [json.dumps(GOOD), json.dumps(OWN_TEXT)])
    assert main(["llm", path, "--documents", str(REPORT)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("line 1: generic response: 1 citations")
    assert "\nline 2 (own): generic response" in out
    assert out.rstrip().endswith("2 responses: 2 all confirmed, 0 not, 0 unreadable")


def test_standard_input_with_jsonl(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    data = (json.dumps(ALTERED) + "\n").encode()
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(data)))
    assert main(["llm", "-", "--jsonl", "--documents", str(REPORT), "--json"]) == 1
    (record,) = _records(capsys.readouterr().out)
    assert record["report"]["citations"][0]["differences"] == [  # type: ignore[index]
        {"kind": "changed", "quote": "25", "source": "24"}
    ]


@pytest.mark.parametrize(
    ("args", "code"),
    [
        (["missing.jsonl"], "unreadable_input"),
        (["x.jsonl", "--request", "r.json"], "invalid_value"),
        (["x.jsonl", "--report", "r.html"], "invalid_value"),
    ],
)
def test_bad_batch_input_is_a_typed_error(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    code: str,
) -> None:
    monkeypatch.chdir(tmp_path)
    _write(tmp_path / "x.jsonl", [json.dumps(GOOD)])
    assert main(["llm", *args, "--json"]) == 2
    captured = capsys.readouterr()
    (record,) = _records(captured.out)
    assert record["error"]["code"] == code  # type: ignore[index]
    assert f"citeproof: {code}" in captured.err


def test_a_wrapper_with_documents_of_the_wrong_type_is_that_lines_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = {"response": GOOD, "documents": {"text": "not a list"}}
    path = _write(tmp_path / "w.jsonl", [json.dumps(bad), json.dumps(GOOD)])
    assert main(["llm", path, "--documents", str(REPORT), "--json"]) == 1
    first, second = _records(capsys.readouterr().out)
    assert first["error"] == {  # type: ignore[comparison-overlap]
        "code": "wrong_type",
        "message": "documents must be an array of source objects",
        "path": "/documents",
    }
    assert second["report"]["all_confirmed"] is True  # type: ignore[index]
