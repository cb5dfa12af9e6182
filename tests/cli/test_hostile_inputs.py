"""Inputs handed to a command that no reader should choke on (found by fuzzing the faces):
JSON nested deeper than Python's reader goes, integers of over 4,300 digits, devices that
never end. Each is a typed error with its code and exit status 2, never a traceback or a
process that fills memory."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeproof.cli import _io, main
from citeproof.errors import InputError

DEEP = "[" * 100_000
HUGE = '{"x": ' + "9" * 6000 + "}"


@pytest.mark.parametrize("command", ["span", "anchor", "llm", "reanchor"])
@pytest.mark.parametrize(("payload", "code"), [(DEEP, "too_deep"), (HUGE, "invalid_json")])
def test_a_json_input_too_deep_or_with_a_huge_number(
    command: str, payload: str, code: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    given = tmp_path / "input.json"
    given.write_text(payload)
    args = [command, str(given)]
    if command == "reanchor":
        (tmp_path / "s.txt").write_text("some source words")
        args = [command, str(given), str(tmp_path / "s.txt"), "--no-store"]
    assert main(args) == 2
    assert f"citeproof: {code}" in capsys.readouterr().err


def test_a_jsonl_line_too_deep_or_huge_is_that_line_s_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``citeproof llm RESPONSES.jsonl``: such a line is one error record; the lines
    around it are checked (the whole batch died)."""
    good = {"answer": "The group recorded 24 samples.",
            "citations": [{"quote": "recorded 24 samples",
                           "source": {"text": "The group recorded 24 samples."}}]}  # fmt: skip
    lines = [json.dumps(good), DEEP, HUGE, json.dumps(good)]
    given = tmp_path / "responses.jsonl"
    given.write_text("\n".join(lines) + "\n")
    main(["llm", str(given), "--json"])
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    codes = [r.get("error", {}).get("code") for r in out]
    assert codes == [None, "too_deep", "invalid_json", None]


def test_recheck_refuses_a_huge_number_typed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    given = tmp_path / "old.jsonl"
    given.write_text(HUGE + "\n")
    assert main(["recheck", str(given), "--store", str(tmp_path / "store.sqlite3")]) == 2
    assert "citeproof: invalid_json" in capsys.readouterr().err


def test_an_input_that_never_ends_is_too_large(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``/dev/zero`` as a quote file, a JSON input or a config file: ``too_large`` at the
    limit (memory filled until the process died)."""
    monkeypatch.setattr(_io, "MAX_INPUT_BYTES", 1 << 16)
    with pytest.raises(InputError) as raised:
        _io.read_input("/dev/zero")
    assert raised.value.code == "too_large"
    source = tmp_path / "s.txt"
    source.write_text("some source words")
    for args in (["check", str(source), "--quote-file", "/dev/zero"], ["span", "/dev/zero"]):
        assert main(args) == 2
        assert "citeproof: too_large" in capsys.readouterr().err
    monkeypatch.setenv("CITEPROOF_CONFIG", "/dev/zero")
    assert main(["check", str(source), "some source words", "--no-store"]) == 2
    assert "invalid_config" in capsys.readouterr().err


def test_a_quote_file_with_crlf_line_ends_reads_as_text(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A quote file written on Windows: its CRLFs are line breaks, as a text file's are
    (read as bytes, the quote gained a CR and needed ``whitespace``)."""
    source = tmp_path / "s.txt"
    source.write_text("The committee approved\nthe budget on Tuesday.\n")
    quote = tmp_path / "q.txt"
    quote.write_bytes(b"The committee approved\r\nthe budget on Tuesday.\r\n")
    assert main(["check", str(source), "--quote-file", str(quote), "--exact-only", "--json",
                 "--no-store"]) == 0  # fmt: skip
    assert '"classification": "verbatim"' in capsys.readouterr().out.replace('":"', '": "')
