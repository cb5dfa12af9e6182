"""The ordered writer writes what comes due in bounded chunks.

An interleaved input (each source cited in turn) keeps nearly every line waiting until
the last source is done; then they all come due at once. Written as one string they would
hold the whole output in memory twice (a 100,000-citation batch peaked at 669 MB): the
writer writes them :data:`CHUNK_BYTES` at a time instead, in input order, each write
bounded, and the bytes are the same whatever the chunk size.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from citeproof.batch import WorkerOptions, _writer, read_input, run_batch

TEXTS = [
    f"Source {i} says the committee met {i} times in the spring of that year." for i in range(6)
]


def _interleaved(folder: Path, rounds: int = 30) -> Path:
    for i, text in enumerate(TEXTS):
        (folder / f"s{i}.txt").write_text(text, "utf-8")
    rows = [
        json.dumps({"id": f"{r}-{i}", "path": f"s{i}.txt", "quote": f"the committee met {i} times"})
        for r in range(rounds)
        for i in range(len(TEXTS))
    ]
    path = folder / "citations.jsonl"
    path.write_text("\n".join(rows) + "\n", "utf-8")
    return path


def test_lines_that_come_due_together_are_written_in_bounded_chunks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = _interleaved(tmp_path)
    whole = tmp_path / "whole.jsonl"
    run_batch(read_input(source), whole, WorkerOptions())
    sizes: list[int] = []
    real = _writer.OrderedWriter._write

    def counting(self: _writer.OrderedWriter, lines: list[str]) -> None:
        sizes.append(sum(len(line) + 1 for line in lines))
        real(self, lines)

    monkeypatch.setattr(_writer, "CHUNK_BYTES", 2000)
    monkeypatch.setattr(_writer.OrderedWriter, "_write", counting)
    chunked = tmp_path / "chunked.jsonl"
    run_batch(read_input(source), chunked, WorkerOptions())
    longest = max(len(line) for line in chunked.read_text("utf-8").splitlines())
    assert chunked.read_bytes() == whole.read_bytes()
    assert len(sizes) > 3
    assert max(sizes) <= 2000 + 2 * (longest + 1)  # a chunk passes the bound by a line at most
    records = [json.loads(line) for line in chunked.read_text("utf-8").splitlines()]
    ids = [r["id"] for r in records if r["type"] == "citation"]
    assert ids == [f"{r}-{i}" for r in range(30) for i in range(len(TEXTS))]
