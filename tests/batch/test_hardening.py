"""Batch under attack (issue 14): outputs it did not write, locks, hostile lines and files,
full disks, FIFOs and devices, and Markdown built to make the quotation finder quadratic."""

from __future__ import annotations

import argparse
import errno
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from citeproof.batch import (
    WorkerOptions,
    load_sources,
    parse_jsonl,
    quotations,
    read_input,
    run_batch,
)
from citeproof.errors import CiteproofError
from citeproof.sources.ocr import OcrMode, OcrOptions
from citeproof.sources.render import RenderMode

Cli = Callable[..., subprocess.CompletedProcess[str]]
TEXT = "The primary group recorded 24 samples across three sessions."


@pytest.fixture(autouse=True)
def no_hang() -> Iterator[None]:
    """A hang (a FIFO read, a quadratic scan) fails the test instead of the suite."""
    previous = signal.signal(signal.SIGALRM, lambda *_: pytest.fail("took over 30 s"))
    signal.alarm(30)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def corpus(folder: Path, lines: list[str] | None = None) -> Path:
    (folder / "a.txt").write_text(TEXT, "utf-8")
    rows = lines or [
        json.dumps({"id": "1", "path": "a.txt", "quote": "recorded 24 samples"}),
        json.dumps({"id": "2", "path": "a.txt", "quote": "recorded 25 samples across three"}),
        json.dumps({"id": "3", "text": "Supplied text is a source.", "quote": "is a source"}),
    ]
    path = folder / "citations.jsonl"
    path.write_text("\n".join(rows) + "\n", "utf-8")
    return path


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str]) -> Cli:
    """``citeproof batch ARGS --no-store`` in this process (its exit status and output)."""
    from citeproof.cli import main

    def run(*args: str | Path) -> subprocess.CompletedProcess[str]:
        capsys.readouterr()
        argv = ["batch", *map(str, args), "--no-store"]
        code = main(argv)
        out, err = capsys.readouterr()
        return subprocess.CompletedProcess(argv, code, out, err)

    return run


def subprocess_cli(*args: str | Path, **kw: Any) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "citeproof", "batch", *map(str, args), "--no-store"]
    done: subprocess.CompletedProcess[str] = subprocess.run(
        command, capture_output=True, text=True, check=False, timeout=60, **kw
    )
    return done


def code_of(done: subprocess.CompletedProcess[str]) -> str:
    assert "Traceback" not in done.stderr, done.stderr
    return done.stderr.split("citeproof: ", 1)[1].split(":", 1)[0]


def records(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_bytes().split(b"\n") if line]


# -- the output: only ever this run's, one run at a time -----------------------------------


def test_an_output_it_did_not_write_is_left_whole(
    tmp_path: Path, cli: Callable[..., subprocess.CompletedProcess[str]]
) -> None:
    source = corpus(tmp_path)
    out = tmp_path / "notes.jsonl"
    precious = b'{"mine": 1}\nline two\nno newline at the end'
    out.write_bytes(precious)
    done = cli(source, "-o", out)
    assert done.returncode == 2
    assert code_of(done) == "output_not_resumable"
    assert json.loads(done.stdout)["error"]["code"] == "output_not_resumable"
    assert out.read_bytes() == precious
    assert not (tmp_path / "notes.jsonl.citeproof-run").exists()
    replaced = cli(source, "-o", out, "--overwrite")
    assert replaced.returncode == 1
    assert [r["type"] for r in records(out)][:2] == ["source", "citation"]


def test_an_interrupted_overwrite_leaves_the_old_output_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--overwrite`` writes beside the output and replaces it only when the run is
    complete: a run that fails half-way leaves the old file byte for byte, no stray file."""
    from citeproof.batch import _writer

    source = corpus(tmp_path)
    out = tmp_path / "notes.jsonl"
    precious = b'{"mine": 1}\nline two\n'
    out.write_bytes(precious)
    real_write = _writer.OrderedWriter.add
    written: list[int] = []

    def fail_on_second(self: Any, *args: Any, **kwargs: Any) -> Any:
        written.append(1)
        if len(written) == 2:
            raise OSError(errno.EIO, os.strerror(errno.EIO))
        return real_write(self, *args, **kwargs)

    monkeypatch.setattr(_writer.OrderedWriter, "add", fail_on_second)
    with pytest.raises((CiteproofError, OSError)):
        run_batch(read_input(source), out, WorkerOptions(), overwrite=True)
    assert out.read_bytes() == precious
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "a.txt", "citations.jsonl", "notes.jsonl", "notes.jsonl.citeproof-run",
    ]  # fmt: skip
    monkeypatch.undo()
    run_batch(read_input(source), out, WorkerOptions(), overwrite=True)
    assert [r["type"] for r in records(out)][:2] == ["source", "citation"]
    assert not (tmp_path / "notes.jsonl.citeproof-new").exists()


def test_resuming_with_another_input_or_options_is_refused(
    tmp_path: Path, cli: Callable[..., subprocess.CompletedProcess[str]]
) -> None:
    source = corpus(tmp_path)
    out = tmp_path / "out.jsonl"
    assert cli(source, "-o", out).returncode == 1
    written = out.read_bytes()
    cut = written[: len(written) // 2]  # interrupted
    out.write_bytes(cut)
    other = tmp_path / "other" / "citations.jsonl"
    other.parent.mkdir()
    corpus(other.parent, [json.dumps({"id": "9", "path": "a.txt", "quote": "three sessions"})])
    for args in ([other], [source, "--selectors"]):
        done = cli(*args, "-o", out)
        assert done.returncode == 2, args
        assert code_of(done) == "output_not_resumable"
        assert out.read_bytes() == cut
    assert cli(source, "-o", out).returncode == 1
    assert out.read_bytes() == written


def test_a_tampered_output_is_not_resumed(
    tmp_path: Path, cli: Callable[..., subprocess.CompletedProcess[str]]
) -> None:
    source = corpus(tmp_path)
    out = tmp_path / "out.jsonl"
    cli(source, "-o", out)
    lines = out.read_bytes().split(b"\n")
    tampered = b"\n".join([lines[0], lines[1].replace(b'"id":"1"', b'"id":"7"'), b""])
    out.write_bytes(tampered)
    done = cli(source, "-o", out)
    assert (done.returncode, code_of(done)) == (2, "output_not_resumable")
    assert out.read_bytes() == tampered


def test_a_second_run_on_the_same_output_is_refused(
    tmp_path: Path, cli: Callable[..., subprocess.CompletedProcess[str]]
) -> None:
    import fcntl

    source = corpus(tmp_path)
    out = tmp_path / "out.jsonl"
    run_file = tmp_path / "out.jsonl.citeproof-run"
    with run_file.open("a") as held:  # another run holds the output
        fcntl.flock(held, fcntl.LOCK_EX | fcntl.LOCK_NB)
        with pytest.raises(CiteproofError) as refused:
            run_batch(read_input(source), out, WorkerOptions())
        assert refused.value.code == "output_locked"
        done = cli(source, "-o", out)
        assert (done.returncode, code_of(done)) == (2, "output_locked")
    assert not out.exists()
    # the library with the options the command line gave (OCR and rendering on auto)
    options = WorkerOptions(ocr=OcrOptions(OcrMode.AUTO), render=RenderMode.AUTO)
    summary = run_batch(read_input(source), out, options)
    assert summary.citations == 3


def test_two_runs_at_once_write_the_output_once(tmp_path: Path) -> None:
    rows = [
        json.dumps({"id": str(n), "text": f"Words number {n} here.", "quote": f"number {n}"})
        for n in range(400)
    ]
    source = corpus(tmp_path, rows)
    out = tmp_path / "out.jsonl"
    command = [sys.executable, "-m", "citeproof", "batch", str(source), "-o", str(out)]
    runs = [
        subprocess.Popen(
            [*command, "--no-store"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        for _ in range(2)
    ]
    results = [(run.wait(60), run.stderr.read()) for run in runs]  # type: ignore[union-attr]
    codes = sorted(code for code, _ in results)
    assert codes in ([0, 0], [0, 2]), results  # one finished first, or one was refused
    if codes == [0, 2]:
        assert any("output_locked" in err for _, err in results)
    kept = records(out)
    assert len(kept) == 800  # 400 sources + 400 citations, not twice that


def test_a_finished_output_run_again_keeps_its_exit_status(
    tmp_path: Path, cli: Callable[..., subprocess.CompletedProcess[str]]
) -> None:
    source = corpus(tmp_path)
    out = tmp_path / "out.jsonl"
    first = cli(source, "-o", out)
    assert first.returncode == 1  # one citation is not confirmed
    written = out.read_bytes()
    again = cli(source, "-o", out)
    assert again.returncode == 1
    assert "already complete" in again.stderr
    assert out.read_bytes() == written
    table = first.stderr[first.stderr.index("citations") :]
    assert table in again.stderr  # the same counts: the whole file's
    # the library with the options the command line gave (OCR and rendering on auto)
    options = WorkerOptions(ocr=OcrOptions(OcrMode.AUTO), render=RenderMode.AUTO)
    summary = run_batch(read_input(source), out, options)
    assert summary.citations == 3
    assert summary.sources_read == 2
    assert summary.complete_before
    assert not summary.all_confirmed


def test_an_output_that_is_not_a_regular_file_is_refused(tmp_path: Path) -> None:
    source = corpus(tmp_path)
    (tmp_path / "folder").mkdir()
    with pytest.raises(CiteproofError) as refused:
        run_batch(read_input(source), tmp_path / "folder", WorkerOptions())
    assert refused.value.code == "not_a_regular_file"


# -- a full disk ----------------------------------------------------------------------------


def test_a_full_disk_is_a_typed_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from citeproof.batch import _writer
    from citeproof.cli import main

    source = corpus(tmp_path)

    def full(self: object, data: bytes) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(_writer.Stdout, "write", full)
    with pytest.raises(CiteproofError) as failed:
        run_batch(read_input(source), None, WorkerOptions())
    assert failed.value.code == "unwritable_output"
    assert "No space left on device" in failed.value.message
    assert main(["batch", str(source), "--no-store"]) == 2


def test_a_file_size_limit_mid_run_then_resume(
    tmp_path: Path, cli: Callable[..., subprocess.CompletedProcess[str]]
) -> None:
    """A real failed write (RLIMIT_FSIZE: EFBIG): exit 2, typed, no traceback; the run
    started again without the limit ends with the file an uninterrupted run writes."""
    import resource

    rows = [
        json.dumps({"id": str(n), "path": "a.txt", "quote": "recorded 24 samples"})
        for n in range(60)
    ]
    source = corpus(tmp_path, rows)
    full = tmp_path / "full.jsonl"
    assert cli(source, "-o", full).returncode == 0

    def limit() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (3000, 3000))

    out = tmp_path / "out.jsonl"
    done = subprocess_cli(source, "-o", out, preexec_fn=limit)
    assert (done.returncode, code_of(done)) == (2, "unwritable_output")
    assert 0 < out.stat().st_size <= 3000
    assert cli(source, "-o", out).returncode == 0
    assert out.read_bytes() == full.read_bytes()


# -- FIFOs, devices, caps -------------------------------------------------------------------


def test_fifos_and_devices_are_refused_not_read(
    tmp_path: Path, cli: Callable[..., subprocess.CompletedProcess[str]]
) -> None:
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    for path in (fifo, Path("/dev/zero")):
        with pytest.raises(CiteproofError) as refused:
            read_input(path)
        assert refused.value.code == "not_a_regular_file"
    source = corpus(tmp_path)
    with pytest.raises(CiteproofError) as refused:
        read_input(source, sources_file=fifo)
    assert refused.value.code == "not_a_regular_file"
    done = cli(fifo)
    assert (done.returncode, code_of(done)) == (2, "not_a_regular_file")


def test_a_fifo_or_device_as_a_citations_path_fails_that_source_only(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.txt")
    source = corpus(tmp_path, [
        json.dumps({"id": "1", "path": "pipe.txt", "quote": "anything at all here"}),
        json.dumps({"id": "2", "path": "/dev/zero", "quote": "anything at all here"}),
        json.dumps({"id": "3", "path": "a.txt", "quote": "recorded 24 samples"}),
    ])  # fmt: skip
    out = tmp_path / "out.jsonl"
    started = time.perf_counter()
    summary = run_batch(read_input(source), out, WorkerOptions())
    assert time.perf_counter() - started < 10
    evidence = [r["evidence"] for r in records(out) if r["type"] == "source"]
    assert [e["error"] for e in evidence] == ["not_a_regular_file"] * 2 + [None]  # type: ignore[index]
    assert summary.sources_failed == 2
    assert summary.verdicts["verbatim"] == 1


def test_the_input_size_is_capped_before_reading(tmp_path: Path) -> None:
    source = corpus(tmp_path)
    with pytest.raises(CiteproofError) as refused:
        read_input(source, max_bytes=100)
    assert refused.value.code == "too_large"


# -- hostile lines --------------------------------------------------------------------------


def test_hostile_lines_are_error_records_and_the_run_goes_on(tmp_path: Path) -> None:
    good = json.dumps({"id": "ok", "path": "a.txt", "quote": "recorded 24 samples"})
    source = tmp_path / "citations.jsonl"
    corpus(tmp_path)
    source.write_bytes(b"\n".join([
        b"[" * 100_000,
        b'{"id": "s", "text": "abc def", "quote": "\\ud800 abc"}',
        b'{"id": "k", "text": "abc def", "quote": "abc", "\\udfff": 1}',
        b'{"id": "\xff", "text": "abc def", "quote": "abc"}',
        b'{"id": 1' + b"0" * 5000 + b', "text": "abc", "quote": "abc"}',
        b'{"id": "p", "text": "abc def", "quote": "abc", "policy": ' + b"[" * 40 + b"]" * 40 + b"}",
        good.encode(),
        b"",
    ]))  # fmt: skip
    out = tmp_path / "out.jsonl"
    summary = run_batch(read_input(source), out, WorkerOptions())
    got = records(out)
    errors = [(r["line"], r["error"]["code"]) for r in got if r["type"] == "error"]  # type: ignore[index]
    assert errors == [(1, "too_deep"), (2, "invalid_text"), (3, "invalid_text"),
                      (4, "invalid_text"), (5, "invalid_json"), (6, "too_deep")]  # fmt: skip
    assert got[-1]["finding"]["classification"] == "verbatim"  # type: ignore[index]
    out.read_bytes().decode("utf-8")  # the output is text: no surrogate got through
    assert summary.bad_lines == 6
    again = run_batch(read_input(source), out, WorkerOptions())  # resume passes over them
    assert again.complete_before
    assert again.bad_lines == 6


def test_a_raw_line_separator_inside_a_string_is_not_a_line_break(tmp_path: Path) -> None:
    quote = "recorded 24\u2028samples"
    text = "The group recorded 24\u2028samples\u2029 and more.\x0c"
    line = json.dumps({"id": "1", "text": text, "quote": quote}, ensure_ascii=False)
    items = parse_jsonl((line + "\n").encode("utf-8"))
    assert len(items) == 1
    assert items[0].quote == quote  # type: ignore[union-attr]
    out = tmp_path / "out.jsonl"
    run_batch(items, out, WorkerOptions())
    assert [r["type"] for r in records(out)] == ["source", "citation"]
    assert run_batch(items, out, WorkerOptions()).complete_before  # resume splits at \n too


def test_hostile_sources_files_are_typed_errors(
    tmp_path: Path, cli: Callable[..., subprocess.CompletedProcess[str]]
) -> None:
    sources = tmp_path / "sources.json"
    cases = {
        b"[1,2]": "invalid_sources",
        b'{"source_id": "a", "text": "x"}\n[1]': "invalid_sources",
        b'{"a": 1}': "invalid_sources",
        b"[" * 100_000: "invalid_sources",
        b'[{"source_id": "a", "text": "\\ud800"}]': "invalid_text",
        b"[{,}]": "invalid_sources",
        b'[{"source_id": "a", "text": 5}]': "invalid_sources",
        b"\xff[]": "invalid_sources",
    }
    for data, code in cases.items():
        sources.write_bytes(data)
        with pytest.raises(CiteproofError) as refused:
            load_sources(sources)
        assert refused.value.code == code, data[:40]
    source = corpus(tmp_path)
    sources.write_bytes(b"[1,2]")
    done = cli(source, "--sources", sources)
    assert (done.returncode, code_of(done)) == (2, "invalid_sources")


def test_dask_missing_is_a_typed_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "dask.distributed", None)
    source = corpus(tmp_path)
    with pytest.raises(CiteproofError) as refused:
        run_batch(read_input(source), None, WorkerOptions(), engine="dask", scheduler="x")
    assert refused.value.code == "engine_unavailable"


# -- Markdown in linear time ----------------------------------------------------------------


def test_many_quotations_and_links_in_one_paragraph() -> None:
    paragraph = "“one two three four” [l](http://x) " * 5000
    started = time.perf_counter()
    found = quotations(paragraph + "\n" + "“a b c d”[^1] \n" * 5000 + "\n[^1]: http://f\n")
    assert time.perf_counter() - started < 1.0
    assert len(found) == 10_000
    assert {q.source for q in found} == {"http://x", "http://f"}


# -- help -----------------------------------------------------------------------------------


def test_every_option_is_explained_without_jargon() -> None:
    from citeproof.cli._main import build_parser

    parser = build_parser()
    [commands] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    batch: argparse.ArgumentParser = commands.choices["batch"]
    for action in batch._actions:
        assert action.help, action.option_strings or action.dest
    text = batch.format_help()
    assert "seed" not in text.lower()
    assert "``" not in text
