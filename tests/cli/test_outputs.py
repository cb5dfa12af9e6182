"""Outputs never destroy a file (issue 22): ``--report``, ``-o`` and ``--warc`` refuse an
input of the same run, a symbolic link (dangling too), a directory or device, and an
existing file without ``--overwrite``; with it they write beside and rename."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from citeproof.cli._main import main
from citeproof.cli._outputs import check_output, write_atomic
from citeproof.errors import CiteproofError, ErrorCode

TEXT = "The primary group recorded 24 samples across three sessions.\n"
DRAFT = 'As they wrote, "recorded 24 samples across three sessions" [@k].\n'


def _code(err: str) -> str:
    assert "Traceback" not in err, err
    return err.split("citeproof: ", 1)[1].split(":", 1)[0]


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    (tmp_path / "source.txt").write_text(TEXT, "utf-8")
    (tmp_path / "draft.md").write_text(DRAFT, "utf-8")
    (tmp_path / "refs.bib").write_text("@misc{k, file={source.txt}}\n", "utf-8")
    return tmp_path


def _manuscript(folder: Path, report: Path, *extra: str) -> int:
    draft, bib = folder / "draft.md", folder / "refs.bib"
    return main(["batch", str(draft), "--bibliography", str(bib), "--report", str(report),
                 "--no-store", *extra])  # fmt: skip


@pytest.mark.parametrize("name", ["draft.md", "refs.bib", "source.txt"])
def test_batch_report_onto_an_input_is_refused(
    folder: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    before = (folder / name).read_bytes()
    assert _manuscript(folder, folder / name, "--overwrite") == 2
    assert _code(capsys.readouterr().err) == ErrorCode.OUTPUT_IS_INPUT
    assert (folder / name).read_bytes() == before


def test_report_through_a_symlink_is_refused(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    target = folder / "kept.html"
    target.write_text("mine", "utf-8")
    (folder / "link.html").symlink_to(target)
    (folder / "dangling.html").symlink_to(folder / "nowhere.html")
    for link in ("link.html", "dangling.html"):
        assert _manuscript(folder, folder / link, "--overwrite") == 2
        assert _code(capsys.readouterr().err) == ErrorCode.OUTPUT_IS_SYMLINK
    assert target.read_text("utf-8") == "mine"
    assert not (folder / "nowhere.html").exists()


def test_report_onto_an_existing_file_needs_overwrite(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    report = folder / "report.html"
    report.write_text("someone's", "utf-8")
    assert _manuscript(folder, report) == 2
    assert _code(capsys.readouterr().err) == ErrorCode.OUTPUT_EXISTS
    assert report.read_text("utf-8") == "someone's"
    assert _manuscript(folder, report, "--overwrite") == 0
    assert "<html" in report.read_text("utf-8").lower()


def test_report_onto_a_directory_is_refused(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (folder / "out").mkdir()
    assert _manuscript(folder, folder / "out", "--overwrite") == 2
    assert _code(capsys.readouterr().err) == ErrorCode.NOT_A_REGULAR_FILE


def test_check_report_onto_its_source_is_refused(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = folder / "source.txt"
    argv = ["check", str(source), "recorded 24 samples", "--no-store", "--overwrite"]
    assert main([*argv, "--report", str(source)]) == 2
    assert _code(capsys.readouterr().err) == ErrorCode.OUTPUT_IS_INPUT
    assert source.read_text("utf-8") == TEXT
    quotes = folder / "quotes.txt"
    quotes.write_text("recorded 24 samples\n", "utf-8")
    hard = folder / "hard.txt"
    os.link(quotes, hard)  # another name of the same file: the same device and inode
    assert main([*argv, "--quotes", str(quotes), "--report", str(hard)]) == 2
    assert _code(capsys.readouterr().err) == ErrorCode.OUTPUT_IS_INPUT
    assert quotes.read_text("utf-8") == "recorded 24 samples\n"


def _jsonl(folder: Path) -> Path:
    path = folder / "in.jsonl"
    line = {"id": "1", "path": "source.txt", "quote": "recorded 24 samples"}
    path.write_text(json.dumps(line) + "\n", "utf-8")
    return path


@pytest.mark.parametrize("name", ["in.jsonl", "source.txt"])
def test_batch_output_onto_its_input_with_overwrite_is_refused(
    folder: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    source = _jsonl(folder)
    before = (folder / name).read_bytes()
    argv = ["batch", str(source), "-o", str(folder / name), "--overwrite", "--no-store"]
    assert main(argv) == 2
    assert _code(capsys.readouterr().err) == ErrorCode.OUTPUT_IS_INPUT
    assert (folder / name).read_bytes() == before


def test_batch_output_through_a_dangling_symlink_is_refused(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = _jsonl(folder)
    (folder / "out.jsonl").symlink_to(folder / "elsewhere.jsonl")
    argv = ["batch", str(source), "-o", str(folder / "out.jsonl"), "--overwrite", "--no-store"]
    assert main(argv) == 2
    assert _code(capsys.readouterr().err) == ErrorCode.OUTPUT_IS_SYMLINK
    assert not (folder / "elsewhere.jsonl").exists()


def test_batch_output_still_resumes(folder: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source, out = _jsonl(folder), folder / "out.jsonl"
    argv = ["batch", str(source), "-o", str(out), "--no-store"]
    assert main(argv) == 0
    first = out.read_bytes()
    assert main(argv) == 0
    assert out.read_bytes() == first
    assert "already complete" in capsys.readouterr().err


def test_warc_onto_an_existing_file_or_symlink_is_refused(
    folder: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Refused before anything is fetched: the URL is never reached.
    existing = folder / "old.warc"
    existing.write_bytes(b"kept")
    (folder / "link.warc").symlink_to(existing)
    url = "http://127.0.0.1:9/page"
    for command in (["check", url, "a quote"], ["extract", url]):
        for out, code in ((existing, ErrorCode.OUTPUT_EXISTS),
                          (folder / "link.warc", ErrorCode.OUTPUT_IS_SYMLINK)):  # fmt: skip
            assert main([*command, "--no-store", "--warc", str(out)]) == 2
            assert _code(capsys.readouterr().err) == code
    assert existing.read_bytes() == b"kept"


def test_a_fifo_output_is_refused(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    with pytest.raises(CiteproofError) as caught:
        check_output(str(fifo), [], overwrite=True, option="--report")
    assert caught.value.code == ErrorCode.NOT_A_REGULAR_FILE


def test_write_atomic_replaces_and_leaves_no_temporary(tmp_path: Path) -> None:
    path = tmp_path / "r.html"
    path.write_text("old", "utf-8")
    write_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.html"]
