"""Running a batch: group by source, process (here, in processes, or on Dask), write in order.

Output is JSON Lines in input order: for each citation, its source's evidence once (just
before the source's first citation) and then the citation's finding; a bad input line is
an ``error`` record. Lines are written as soon as they are in order and flushed, so an
interrupted run loses at most the line being written; started again on the same output,
it keeps every complete line and goes on after the last citation written, and the file
ends up identical to that of an uninterrupted run.
"""

from __future__ import annotations

import json
import sqlite3
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from ..match import Verdict
from ..service import SourceSpec
from ._jobs import BadLine, Job
from ._work import (
    Group,
    GroupResult,
    WorkerOptions,
    dumps,
    iter_partition,
    process_partition,
    source_id,
)

__all__ = ["BatchSummary", "group_jobs", "partitions", "run_batch"]


@dataclass
class BatchSummary:
    """Counts for the closing table and the exit status."""

    citations: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    bad_lines: int = 0
    sources_read: int = 0
    sources_failed: int = 0
    resumed_after: int = -1

    @property
    def all_confirmed(self) -> bool:
        """True when every citation was confirmed (``Verdict.confirmed``: the engine's one
        list) and no line was bad; an unreadable source is not confirmed."""
        confirmed = {v.value for v in Verdict if v.confirmed}
        return self.bad_lines == 0 and all(v in confirmed for v in self.verdicts.elements())

    def table(self) -> str:
        """The closing summary, as a small table."""
        rows = [("citations", self.citations)]
        rows += sorted(self.verdicts.items())
        rows += [("bad input lines", self.bad_lines), ("sources read", self.sources_read),
                 ("sources failed", self.sources_failed)]  # fmt: skip
        width = max(len(name) for name, _ in rows)
        return "\n".join(f"  {name:<{width}}  {count:>9,}" for name, count in rows)


def group_jobs(jobs: list[Job]) -> list[Group]:
    """Citations grouped by source, groups in order of each source's first citation."""
    groups: dict[SourceSpec, list[Job]] = {}
    for job in jobs:
        groups.setdefault(job.source, []).append(job)
    return [Group(source, tuple(members)) for source, members in groups.items()]


def partitions(groups: list[Group], parts: int) -> list[list[Group]]:
    """Split groups into about ``parts`` partitions of similar citation counts, in order."""
    if parts <= 1 or len(groups) <= 1:
        return [groups]
    total = sum(len(g.jobs) for g in groups)
    target = max(1, total // parts)
    out: list[list[Group]] = [[]]
    size = 0
    for group in groups:
        if size >= target:
            out.append([])
            size = 0
        out[-1].append(group)
        size += len(group.jobs)
    return out


def _resume(path: Path) -> tuple[int, set[str]]:
    """Keep the complete lines of an earlier run; return the last index and sources written."""
    if not path.exists():
        return -1, set()
    data = path.read_bytes()
    end = data.rfind(b"\n") + 1
    if end < len(data):  # an interrupted write: drop the partial line
        with path.open("r+b") as handle:
            handle.truncate(end)
    last = -1
    seen: set[str] = set()
    for line in data[:end].splitlines():
        record = json.loads(line)
        if record["type"] == "source":
            seen.add(record["source"])
        else:
            last = max(last, record["index"])
    return last, seen


class _Waiting:
    """Lines waiting for their turn: in memory up to a bound, then in a temporary database.

    Sources are processed together, but the output is in input order; when the input
    interleaves sources, most lines must wait. Past ``in_memory`` lines they wait on disk,
    so memory stays bounded however large the batch.
    """

    def __init__(self, in_memory: int = 20_000) -> None:
        self.in_memory = in_memory
        self.memory: dict[int, str] = {}
        self.disk: sqlite3.Connection | None = None
        self.on_disk = 0

    def put(self, index: int, line: str) -> None:
        if len(self.memory) < self.in_memory:
            self.memory[index] = line
            return
        if self.disk is None:
            self.disk = sqlite3.connect("")  # a private temporary database
            self.disk.execute("CREATE TABLE waiting (i INTEGER PRIMARY KEY, line TEXT)")
        self.disk.execute("INSERT INTO waiting VALUES (?, ?)", (index, line))
        self.on_disk += 1

    def take(self, index: int) -> str | None:
        line = self.memory.pop(index, None)
        if line is not None or not self.on_disk or self.disk is None:
            return line
        row = self.disk.execute("SELECT line FROM waiting WHERE i = ?", (index,)).fetchone()
        if row is None:
            return None
        self.disk.execute("DELETE FROM waiting WHERE i = ?", (index,))
        self.on_disk -= 1
        return str(row[0])


class _OrderedWriter:
    """Writes each citation's lines once all earlier citations are written."""

    def __init__(self, stream: IO[str], items: list[Job | BadLine], start: int, seen: set[str],
                 summary: BatchSummary) -> None:  # fmt: skip
        self.stream = stream
        self.items = items
        self.next = start
        self.seen = seen
        self.summary = summary
        self.waiting = _Waiting()
        self.sources: dict[str, str] = {}

    def add(self, result: GroupResult) -> None:
        self.sources[result.source] = result.source_line
        for index, line in result.lines:
            self.waiting.put(index, line)
        self._flush()

    def add_line(self, index: int, line: str) -> None:
        self.waiting.put(index, line)
        self._flush()

    def _flush(self) -> None:
        wrote = False
        while (line := self.waiting.take(self.next)) is not None:
            item = self.items[self.next]
            if isinstance(item, Job):
                name = source_id(item.source)
                if name not in self.seen:
                    self.stream.write(self.sources[name] + "\n")
                    self.seen.add(name)
            self.stream.write(line + "\n")
            self.next += 1
            wrote = True
        if wrote:
            self.stream.flush()


def _engine_results(
    work: list[list[Group]],
    options: WorkerOptions,
    engine: str,
    workers: int,
    scheduler: str | None,
) -> Iterator[list[GroupResult]]:
    if engine == "dask":
        from dask.distributed import Client
        from dask.distributed import as_completed as dask_completed

        with Client(scheduler) as client:  # type: ignore[no-untyped-call]
            futures = [
                client.submit(process_partition, part, options, key=f"citeproof-partition-{i}")
                for i, part in enumerate(work)
            ]
            for future in dask_completed(futures):  # type: ignore[no-untyped-call]
                yield future.result()
        return
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            for future in as_completed([pool.submit(process_partition, p, options) for p in work]):
                yield future.result()
        return
    # In this process, one group at a time: lines are written as soon as they are ready.
    for part in work:
        for result in iter_partition(part, options):
            yield [result]


def run_batch(
    items: list[Job | BadLine],
    output: Path | None,
    options: WorkerOptions,
    *,
    engine: str = "local",
    workers: int = 1,
    scheduler: str | None = None,
    progress: Callable[[int, int, BatchSummary], None] | None = None,
) -> BatchSummary:
    """Run every citation; write the output (``None``: standard output); return the counts."""
    summary = BatchSummary()
    last, seen = _resume(output) if output is not None else (-1, set())
    summary.resumed_after = last
    stream: IO[str] = output.open("a", encoding="utf-8") if output is not None else sys.stdout
    try:
        writer = _OrderedWriter(stream, items, last + 1, seen, summary)
        pending = [item for item in items if item.index > last]
        jobs = [item for item in pending if isinstance(item, Job)]
        for bad in (item for item in pending if isinstance(item, BadLine)):
            summary.bad_lines += 1
            record = {"type": "error", "index": bad.index, "line": bad.line,
                      "column": bad.column, "error": bad.error}  # fmt: skip
            writer.add_line(bad.index, dumps(record))
        groups = group_jobs(jobs)
        count = workers if engine == "local" else max(2, workers)
        work = partitions(groups, count * 4 if count > 1 or engine == "dask" else 1)
        done = 0
        for results in _engine_results(work, options, engine, workers, scheduler):
            for result in results:
                summary.sources_failed += result.source_failed
                summary.sources_read += not result.source_failed
                summary.citations += len(result.lines)
                summary.verdicts.update(result.verdicts)
                done += len(result.lines)
                writer.add(result)
            if progress is not None:
                progress(done, len(jobs), summary)
        if writer.next != len(items):  # pragma: no cover - every index was produced
            raise RuntimeError(f"batch stopped at item {writer.next} of {len(items)}")
    finally:
        if output is not None:
            stream.close()
    return summary
