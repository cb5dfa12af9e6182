"""Batch: JSON Lines and documents, input order, bad lines, resume, determinism, engines."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from citeproof.batch import WorkerOptions, parse_jsonl, quotations, read_input, run_batch
from citeproof.service import SourceSpec

SOURCES = {
    "a.txt": "The primary group recorded 24 samples across three sessions.",
    "b.txt": "The final recommendation was not to expand the programme.",
    "c.html": "<html><body><article><p>The “pilot” would run for six months.</p></article>"
    "</body></html>",
}


def write_corpus(folder: Path, copies: int = 1) -> Path:
    for name, text in SOURCES.items():
        (folder / name).write_text(text, "utf-8")
    lines = []
    for n in range(copies):
        lines += [
            {"id": f"{n}-1", "path": "a.txt", "quote": "recorded 24 samples"},
            {"id": f"{n}-2", "path": "b.txt", "quote": "The final recommendation was to expand"},
            {"id": f"{n}-3", "path": "c.html", "quote": 'The "pilot" would run for six months.'},
            {"id": f"{n}-4", "path": "a.txt", "quote": "recorded 25 samples across three sessions"},
            {"id": f"{n}-5", "text": "Supplied text is a source too.", "quote": "is a source too"},
        ]
    rows = [json.dumps(line) for line in lines]
    rows.insert(2, "{not json")
    rows.insert(4, json.dumps({"id": "x", "quote": "no source given"}))
    path = folder / "citations.jsonl"
    path.write_text("\n".join(rows) + "\n", "utf-8")
    return path


def records(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()]


def run(folder: Path, output: Path, **kw: object) -> None:
    items = read_input(folder / "citations.jsonl")
    run_batch(items, output, WorkerOptions(), **kw)  # type: ignore[arg-type]


def test_jsonl_in_input_order_with_sources_once(tmp_path: Path) -> None:
    write_corpus(tmp_path)
    out = tmp_path / "out.jsonl"
    items = read_input(tmp_path / "citations.jsonl")
    summary = run_batch(items, out, WorkerOptions())
    got = records(out)
    kinds = [r["type"] for r in got]
    assert kinds == ["source", "citation", "source", "citation", "error", "source", "citation",
                     "error", "citation", "source", "citation"]  # fmt: skip
    citations = [r for r in got if r["type"] == "citation"]
    verdicts = [r["finding"]["classification"] for r in citations]  # type: ignore[index]
    assert verdicts == ["verbatim", "paraphrase", "normalized", "paraphrase", "verbatim"]
    errors = [r for r in got if r["type"] == "error"]
    assert [e["line"] for e in errors] == [3, 5]
    assert [e["error"]["code"] for e in errors] == ["invalid_json", "schema_violation"]  # type: ignore[index]
    assert summary.sources_read == 4
    assert summary.bad_lines == 2
    assert not summary.all_confirmed
    assert "sources read" in summary.table()


def test_unreadable_source_is_reported_and_the_run_goes_on(tmp_path: Path) -> None:
    (tmp_path / "citations.jsonl").write_text(
        json.dumps({"id": "1", "path": "missing.txt", "quote": "anything at all"}) + "\n"
        + json.dumps({"id": "2", "text": "present words here", "quote": "present words"}) + "\n",
        "utf-8",
    )  # fmt: skip
    out = tmp_path / "out.jsonl"
    summary = run_batch(read_input(tmp_path / "citations.jsonl"), out, WorkerOptions())
    got = records(out)
    assert got[0]["evidence"]["error"] == "unreadable_file"  # type: ignore[index]
    assert got[1]["finding"] is None
    assert summary.sources_failed == 1
    assert summary.verdicts["unreadable"] == 1


@pytest.mark.parametrize("name", ["loop", "nul\u0000byte"])
def test_a_path_no_file_can_have_fails_its_citation_alone(tmp_path: Path, name: str) -> None:
    """A link loop or a NUL byte in a citation's path (or in a document's link to its
    source) is that citation's ``unreadable_file``: resolving the path raised, and the
    whole run ended with nothing written, the good lines too. (A lone surrogate cannot be
    in a line of UTF-8: that line is ``invalid_text``.)"""
    (tmp_path / "loop").symlink_to(tmp_path / "loop2")
    (tmp_path / "loop2").symlink_to(tmp_path / "loop")
    (tmp_path / "a.txt").write_text("present words here", "utf-8")
    lines = [{"id": "1", "path": "a.txt", "quote": "present words"},
             {"id": "2", "path": name, "quote": "anything at all"}]  # fmt: skip
    (tmp_path / "citations.jsonl").write_text(
        "\n".join(json.dumps(line) for line in lines) + "\n", "utf-8"
    )
    out = tmp_path / "out.jsonl"
    summary = run_batch(read_input(tmp_path / "citations.jsonl"), out, WorkerOptions())
    got = records(out)
    assert [r["type"] for r in got] == ["source", "citation", "source", "citation"]
    assert got[1]["finding"]["classification"] == "verbatim"  # type: ignore[index]
    assert got[2]["evidence"]["error"] == "unreadable_file"  # type: ignore[index]
    assert got[3]["finding"] is None
    assert (summary.sources_read, summary.sources_failed) == (1, 1)
    document = tmp_path / "draft.md"
    document.write_text(f'He wrote "the present words are here" ([src]({name})).\n')
    (job,) = read_input(document)  # a document's link is resolved the same way
    summary = run_batch([job], tmp_path / "draft.jsonl", WorkerOptions())
    assert summary.sources_failed == 1
    evidence = records(tmp_path / "draft.jsonl")[0]["evidence"]
    assert evidence["error"] == "unreadable_file"  # type: ignore[index]


def test_deterministic_and_engines_agree(tmp_path: Path) -> None:
    write_corpus(tmp_path, copies=5)
    one, two, again = tmp_path / "1.jsonl", tmp_path / "2.jsonl", tmp_path / "3.jsonl"
    run(tmp_path, one)
    run(tmp_path, again)
    run(tmp_path, two, workers=2)
    assert one.read_bytes() == again.read_bytes() == two.read_bytes()


def test_resume_after_an_interruption_gives_the_same_file(tmp_path: Path) -> None:
    write_corpus(tmp_path, copies=4)
    full = tmp_path / "full.jsonl"
    run(tmp_path, full)
    data = full.read_bytes()
    run_file = (tmp_path / "full.jsonl.citeproof-run").read_bytes()
    for cut in (1, len(data) // 3, len(data) // 2 + 7, len(data) - 2):
        partial = tmp_path / f"partial-{cut}.jsonl"
        partial.write_bytes(data[:cut])  # killed mid-write
        (tmp_path / f"partial-{cut}.jsonl.citeproof-run").write_bytes(run_file)
        run(tmp_path, partial)
        assert partial.read_bytes() == data, cut


def test_document_quotations_with_lines_and_columns(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text(SOURCES["a.txt"], "utf-8")
    doc = tmp_path / "draft.md"
    doc.write_text(
        "# Draft\n\nThe study says “recorded 24 samples across three sessions” ([data](a.txt)).\n\n"
        "> The primary group recorded 25 samples\n\n— [source](a.txt)\n\n"
        "An uncited “quotation with enough words here” stands alone.\n",
        "utf-8",
    )  # fmt: skip
    items = read_input(doc)
    assert [(i.line, getattr(i, "column", None)) for i in items] == [(3, 17), (5, 3), (9, 13)]
    out = tmp_path / "out.jsonl"
    run_batch(items, out, WorkerOptions())
    got = [r for r in records(out) if r["type"] != "source"]
    assert got[0]["finding"]["classification"] == "verbatim"  # type: ignore[index]
    assert got[1]["finding"]["classification"] == "paraphrase"  # type: ignore[index]
    assert got[2]["error"]["code"] == "no_source"  # type: ignore[index]


def test_quotation_rules() -> None:
    text = 'He said "too short" and `"this is code not a quote"` then “four words are enough”.'
    assert [q.text for q in quotations(text, default_source="s")] == ["four words are enough"]


def test_parse_jsonl_sources_file(tmp_path: Path) -> None:
    (tmp_path / "sources.json").write_text(
        json.dumps([{"source_id": "doc", "version": "1", "text": "alpha beta gamma"}]), "utf-8"
    )
    from citeproof.batch import load_sources

    table = load_sources(tmp_path / "sources.json")
    items = parse_jsonl(
        json.dumps({"id": "1", "source_id": "doc", "version": "1", "quote": "beta gamma"}) + "\n"
        + json.dumps({"id": "2", "source_id": "doc", "version": "9", "quote": "beta gamma"}),
        table,
    )  # fmt: skip
    assert items[0].source == SourceSpec.text("alpha beta gamma")  # type: ignore[union-attr]
    assert items[1].error["code"] == "unknown_source"  # type: ignore[union-attr]


def test_cli_exit_status_and_summary(tmp_path: Path) -> None:
    write_corpus(tmp_path)
    out = tmp_path / "out.jsonl"
    done = subprocess.run(
        [sys.executable, "-m", "citeproof", "batch", str(tmp_path / "citations.jsonl"),
         "-o", str(out), "--no-store"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 1
    assert "bad input lines" in done.stderr
    assert len(records(out)) == 11


def test_a_store_that_cannot_be_opened_does_not_stop_the_run(tmp_path: Path) -> None:
    write_corpus(tmp_path)
    out = tmp_path / "out.jsonl"
    folder_as_store = tmp_path / "a-folder"
    folder_as_store.mkdir()
    done = subprocess.run(
        [sys.executable, "-m", "citeproof", "batch", str(tmp_path / "citations.jsonl"),
         "-o", str(out), "--store", str(folder_as_store)],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 1  # the corpus holds unconfirmed citations, not exit 2
    assert "going on without the evidence store" in done.stderr
    assert len(records(out)) == 11


@pytest.mark.slow
def test_dask_local_cluster_equals_single_process(tmp_path: Path) -> None:
    distributed = pytest.importorskip("dask.distributed")
    write_corpus(tmp_path, copies=6)
    single, on_dask = tmp_path / "single.jsonl", tmp_path / "dask.jsonl"
    run(tmp_path, single)
    with distributed.LocalCluster(
        n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1",
        dashboard_address=None, silence_logs=40,
    ) as cluster:  # fmt: skip
        run(tmp_path, on_dask, engine="dask", scheduler=cluster.scheduler_address)
    assert on_dask.read_bytes() == single.read_bytes()


def test_waiting_lines_spill_to_disk_in_order(tmp_path: Path) -> None:
    from citeproof.batch import _writer

    write_corpus(tmp_path, copies=6)
    expected = tmp_path / "memory.jsonl"
    run(tmp_path, expected)
    original = _writer.Waiting.__init__.__defaults__
    _writer.Waiting.__init__.__defaults__ = (2, 3)  # spill almost everything, 3 at a time
    try:
        spilled = tmp_path / "spilled.jsonl"
        run(tmp_path, spilled)
    finally:
        _writer.Waiting.__init__.__defaults__ = original
    assert spilled.read_bytes() == expected.read_bytes()
