"""Running a batch: plan, process (here, in processes, or on Dask), write in order.

Output is JSON Lines in input order: for each citation, its source's evidence once (just
before the source's first citation) and then the citation's finding; a bad input line is
an ``error`` record. The pieces, one job each: :mod:`._plan` (groups by source,
partitions), :mod:`._output` (the run file, fingerprint, lock and resume),
:mod:`._writer` (input order, waiting lines), :mod:`._executors` (where partitions run).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import IO

from ._executors import engine_results
from ._jobs import BadLine, Job
from ._output import RunFile, open_output, unwritable
from ._plan import group_jobs, partition_count, partitions
from ._summary import BatchSummary
from ._work import WorkerOptions, dumps
from ._writer import OrderedWriter, Stdout

__all__ = ["run_batch"]

Progress = Callable[[int, int, BatchSummary], None]


def run_batch(
    items: list[Job | BadLine],
    output: Path | None,
    options: WorkerOptions,
    *,
    engine: str = "local",
    workers: int = 1,
    scheduler: str | None = None,
    progress: Progress | None = None,
    overwrite: bool = False,
) -> BatchSummary:
    """Run every citation; write the output (``None``: standard output); return the counts
    (of the whole output, when it resumes an earlier run).

    ``output`` is resumed only when an earlier run of these items and options wrote it
    (``output_not_resumable`` otherwise, unless ``overwrite``), and only by one run at a
    time (``output_locked``); a failed write is ``unwritable_output``.
    """
    summary = BatchSummary(items=len(items))
    run_file: RunFile | None = None
    last, seen = -1, set[str]()
    target = output
    if output is not None:
        run_file, last, seen, target = open_output(output, items, options, overwrite, summary)
    summary.resumed_after = last
    stream: IO[bytes] | Stdout = Stdout()
    finished = False
    try:
        if target is not None:
            stream = _append(target)
        name = str(output) if output is not None else "standard output"
        writer = OrderedWriter(stream, name, items, last + 1, seen, summary)
        try:
            _run(items, last, writer, summary, options, engine, workers, scheduler, progress)
        finally:
            writer.waiting.close()
        finished = True
    finally:
        if target is not None and not isinstance(stream, Stdout):
            _close(stream, target, finished)
        if output is not None and target is not None and target != output:
            _replace(target, output, finished)
        if run_file is not None:
            run_file.close()
    return summary


def _append(output: Path) -> IO[bytes]:
    try:
        return output.open("ab")
    except OSError as error:
        raise unwritable(output, error) from None


def _replace(new: Path, output: Path, finished: bool) -> None:
    """An ``--overwrite`` run's new findings put in the output's place when complete
    (``os.replace``: atomic), else dropped, the old output left whole."""
    try:
        if finished:
            os.replace(new, output)
        else:
            new.unlink(missing_ok=True)
    except OSError as error:
        if finished:
            raise unwritable(output, error) from None


def _close(stream: IO[bytes], output: Path, finished: bool) -> None:
    """Close the output; a failure to is an error only when nothing else went wrong."""
    try:
        stream.close()
    except OSError as error:
        if finished:
            raise unwritable(output, error) from None


def _run(
    items: list[Job | BadLine],
    last: int,
    writer: OrderedWriter,
    summary: BatchSummary,
    options: WorkerOptions,
    engine: str,
    workers: int,
    scheduler: str | None,
    progress: Progress | None,
) -> None:
    pending = [item for item in items if item.index > last]
    jobs = [item for item in pending if isinstance(item, Job)]
    for bad in (item for item in pending if isinstance(item, BadLine)):
        summary.bad_lines += 1
        record = {"type": "error", "index": bad.index, "line": bad.line,
                  "column": bad.column, "error": bad.error}  # fmt: skip
        writer.add_line(bad.index, dumps(record))
    work = partitions(group_jobs(jobs), partition_count(engine, workers))
    done = 0
    for results in engine_results(work, options, engine, workers, scheduler):
        for result in results:
            summary.citations += len(result.lines)
            summary.verdicts.update(result.verdicts)
            done += len(result.lines)
            writer.add(result)
        if progress is not None:
            progress(done, len(jobs), summary)
    if writer.next != len(items):  # pragma: no cover - every index was produced
        raise RuntimeError(f"batch stopped at item {writer.next} of {len(items)}")
