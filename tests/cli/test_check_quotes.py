"""``citeproof check SOURCE --quotes FILE``: one quote per line, as the web page takes them.

Blank lines are skipped, CRLF line ends are fine, each line's surrounding white space is
trimmed (the web page's ``split("\\n").map(trim).filter(Boolean)``); ``--quotes -`` reads
standard input; ``--quote-file`` still takes a whole file as one quote.
"""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from citeproof.cli._main import main

SOURCE = (
    "The committee said the pilot would run for six months, ending in March, before a "
    "review.\nThe primary group recorded 24 samples across three sessions.\n"
)


def _check(
    tmp_path: Path, *args: str, capsys: pytest.CaptureFixture[str]
) -> tuple[int, dict | None, str]:
    source = tmp_path / "source.txt"
    source.write_text(SOURCE, "utf-8")
    code = main(["check", str(source), "--no-store", "--json", *args])
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip() else None), err


def _quotes(document: dict | None) -> list[str]:
    assert document is not None
    return [r["quote"] for r in document["results"]]


def test_one_quote_per_line_blank_lines_skipped_crlf_ok(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = tmp_path / "quotes.txt"
    lines.write_bytes(
        b"\xef\xbb\xbfthe pilot would run for six months\r\n\r\n   \n"
        b"  recorded 24 samples across three sessions  \r\nrecorded 25 samples\n"
    )
    code, document, _ = _check(tmp_path, "--quotes", str(lines), capsys=capsys)
    assert code == 1
    assert _quotes(document) == [
        "the pilot would run for six months",
        "recorded 24 samples across three sessions",
        "recorded 25 samples",
    ]
    assert document is not None
    verdicts = [r["classification"] for r in document["results"]]
    assert verdicts == ["verbatim", "verbatim", "paraphrase"]


def test_quotes_from_standard_input(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(
        "sys.stdin", io.TextIOWrapper(io.BytesIO(b"the pilot would run\n\nrecorded 24 samples\n"))
    )
    code, document, _ = _check(tmp_path, "a positional quote here", "--quotes", "-",
                               capsys=capsys)  # fmt: skip
    assert code == 1
    assert _quotes(document) == ["a positional quote here", "the pilot would run",
                                 "recorded 24 samples"]  # fmt: skip


def test_quote_file_keeps_one_quote_per_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    whole = tmp_path / "quote.txt"
    whole.write_text("the pilot would run for six months, ending in March, before a\nreview.")
    code, document, _ = _check(tmp_path, "--quote-file", str(whole), capsys=capsys)
    assert code == 0
    assert len(_quotes(document)) == 1


def test_an_empty_quotes_file_is_a_typed_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    empty = tmp_path / "empty.txt"
    empty.write_text("\n  \r\n")
    code, _, err = _check(tmp_path, "--quotes", str(empty), capsys=capsys)
    assert code == 2
    assert "missing_field" in err


def test_an_unreadable_quotes_file_is_a_typed_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = _check(tmp_path, "--quotes", str(tmp_path / "none.txt"), capsys=capsys)
    assert code == 2
    assert "unreadable_input" in err
    binary = tmp_path / "binary.txt"
    binary.write_bytes(b"\xff\xfe\x00bad")
    code, _, err = _check(tmp_path, "--quotes", str(binary), capsys=capsys)
    assert code == 2
    assert "unreadable_input" in err


def test_standard_input_is_read_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.stdin", io.TextIOWrapper(io.BytesIO(b"the pilot would run\n")))
    code, _, err = _check(tmp_path, "--quotes", "-", "--quote-file", "-", capsys=capsys)
    assert code == 2
    assert "standard input" in err


def test_the_help_names_it(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["check", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "--quotes FILE" in out
    assert "one quote per line" in out
