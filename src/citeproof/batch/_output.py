"""Running a batch: group by source, process (here, in processes, or on Dask), write in order.

Output is JSON Lines in input order: for each citation, its source's evidence once (just
before the source's first citation) and then the citation's finding; a bad input line is
an ``error`` record. Lines are written as soon as they are in order and flushed, so an
interrupted run loses at most the line being written; started again on the same output,
it keeps every complete line and goes on after the last citation written, and the file
ends up identical to that of an uninterrupted run.

An output file is only ever resumed, never clobbered: beside ``OUT.jsonl`` the run keeps
``OUT.jsonl.citeproof-run``, which holds the fingerprint of what the output is made of
(every parsed citation, so the input, the sources file and the options that change
findings, and citeproof's version) and is locked (``flock``) while a run writes, so a
second run on the same output is refused (``output_locked``). A run on an existing
non-empty output resumes only when the fingerprints agree and every kept record is the one
this input gives at its place; otherwise it is refused (``output_not_resumable``, exit 2)
and nothing is touched. Resuming a finished output writes nothing and reports the counts
of the whole file, so the exit status is the one the run had. A failed write (a full disk)
is ``unwritable_output``.
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import stat
import sys
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any, Protocol

from .._version import __version__
from ..errors import CiteproofError, InputError
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

if sys.platform != "win32":
    import fcntl

__all__ = ["RUN_SUFFIX", "BatchSummary", "fingerprint", "group_jobs", "partitions", "run_batch"]

#: Beside ``OUT.jsonl``, ``OUT.jsonl`` + this: the run's fingerprint, and its lock.
RUN_SUFFIX = ".citeproof-run"
_FORMAT = "citeproof-batch-output-1"
_RUN_FILE_BYTES = 4096


@dataclass
class BatchSummary:
    """Counts for the closing table and the exit status."""

    citations: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    bad_lines: int = 0
    sources_read: int = 0
    sources_failed: int = 0
    resumed_after: int = -1
    items: int = 0

    @property
    def complete_before(self) -> bool:
        """True when the output already held every item before this run."""
        return self.items > 0 and self.resumed_after == self.items - 1

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


def fingerprint(items: list[Job | BadLine], options: WorkerOptions) -> str:
    """What an output is made of: every item as parsed (so the input, the sources file,
    ``--min-words`` and ``--source`` all count, and an input that parses the same is the
    same), the options that change findings, and the format and citeproof's version."""
    digest = hashlib.sha256()
    digest.update(repr((_FORMAT, __version__, options.max_characters, options.selectors)).encode())
    for item in items:
        if isinstance(item, Job):
            spec = item.source
            part = ("job", item.index, item.line, item.column, item.id, item.quote,
                    spec.kind.value, spec.value, spec.record, item.policy)  # fmt: skip
        else:
            error = json.dumps(item.error, sort_keys=True)
            part = ("bad", item.index, item.line, item.column, error)  # type: ignore[assignment]
        digest.update(repr(part).encode("utf-8", "surrogatepass") + b"\0")
    return "sha256:" + digest.hexdigest()


def _unwritable(path: object, error: OSError | sqlite3.Error | UnicodeError) -> CiteproofError:
    why = getattr(error, "strerror", None) or str(error)
    return CiteproofError(f"cannot write {path}: {why}", code="unwritable_output")


def _not_resumable(output: Path, why: str) -> InputError:
    return InputError(
        f"{output} {why}; nothing was written. Choose another -o, or give --overwrite "
        "to replace it",
        code="output_not_resumable",
    )


class _RunFile:
    """``OUT.jsonl.citeproof-run``: the output's fingerprint, locked while a run writes."""

    def __init__(self, output: Path) -> None:
        self.path = output.with_name(output.name + RUN_SUFFIX)
        try:
            self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise _unwritable(self.path, error) from None
        if sys.platform == "win32":  # pragma: no cover - no flock; one run at a time
            return
        try:
            fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(self.fd)
            raise InputError(
                f"another citeproof batch is writing {output} (it holds {self.path}); "
                "wait for it, or choose another -o",
                code="output_locked",
            ) from None
        except OSError as error:
            os.close(self.fd)
            raise _unwritable(self.path, error) from None

    def recorded(self) -> str | None:
        """The fingerprint written there, if any."""
        try:
            os.lseek(self.fd, 0, os.SEEK_SET)
            record = json.loads(os.read(self.fd, _RUN_FILE_BYTES))
        except (OSError, ValueError, RecursionError):
            return None
        value = record.get("fingerprint") if isinstance(record, dict) else None
        return value if isinstance(value, str) else None

    def record(self, value: str, items: int) -> None:
        """Write the fingerprint (before any output line)."""
        data = json.dumps({"fingerprint": value, "items": items, "citeproof": __version__})
        try:
            os.ftruncate(self.fd, 0)
            os.lseek(self.fd, 0, os.SEEK_SET)
            os.write(self.fd, data.encode() + b"\n")
            os.fsync(self.fd)
        except OSError as error:
            raise _unwritable(self.path, error) from None

    def close(self) -> None:
        """Release the lock (closing the descriptor releases it)."""
        os.close(self.fd)


def _regular_size(output: Path) -> int:
    """The output's size (0 when absent); only a regular file is an output."""
    try:
        info = output.stat()
    except FileNotFoundError:
        return 0
    except OSError as error:
        raise _unwritable(output, error) from None
    if not stat.S_ISREG(info.st_mode):
        raise InputError(
            f"{output} is not a regular file; give a file to -o, or leave -o out to write to "
            "standard output",
            code="not_a_regular_file",
        )
    return info.st_size


def _keep(
    record: Any, items: list[Job | BadLine], last: int, seen: set[str], summary: BatchSummary
) -> int:
    """Check one kept record against the input; count it; return the last index."""
    kind = record["type"]
    if kind == "source":
        name = record["source"]
        if not isinstance(name, str) or name in seen:
            raise ValueError("a source written twice")
        seen.add(name)
        failed = record["evidence"].get("status") == "failed"
        summary.sources_failed += failed
        summary.sources_read += not failed
        return last
    index = last + 1
    if record["index"] != index or index >= len(items):
        raise ValueError(f"record for item {record['index']} where item {index} belongs")
    item = items[index]
    if record["line"] != item.line:
        raise ValueError(f"item {index} from line {record['line']}, not {item.line}")
    if kind == "error" and isinstance(item, BadLine):
        summary.bad_lines += 1
        return index
    if kind != "citation" or not isinstance(item, Job):
        raise ValueError(f"a {kind} record where item {index} is not one")
    if record["id"] != item.id or record["source"] != source_id(item.source):
        raise ValueError(f"item {index} is another citation")
    if record["source"] not in seen:
        raise ValueError(f"item {index} before its source's record")
    finding = record["finding"]
    summary.citations += 1
    summary.verdicts[finding["classification"] if finding else "unreadable"] += 1
    return index


def _resume(
    output: Path, items: list[Job | BadLine], summary: BatchSummary
) -> tuple[int, set[str]]:
    """Check every complete line of an earlier run of this input and count it; drop a
    partial last line (an interrupted write); return the last index and sources written.

    Lines end at ``\\n`` only (a finding may hold U+2028). Nothing is changed unless every
    complete line is the record this input gives at its place.
    """
    last = -1
    seen: set[str] = set()
    end = 0
    try:
        with output.open("rb") as handle:
            for number, line in enumerate(handle, start=1):
                if not line.endswith(b"\n"):
                    break
                try:
                    last = _keep(json.loads(line), items, last, seen, summary)
                except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as err:
                    raise _not_resumable(
                        output, f"is not this input's output (line {number}: {err})"
                    ) from None
                end += len(line)
            size = handle.seek(0, os.SEEK_END)
        if end < size:  # an interrupted write: drop the partial line
            os.truncate(output, end)
    except OSError as error:
        raise _unwritable(output, error) from None
    return last, seen


def _open_output(
    output: Path,
    items: list[Job | BadLine],
    options: WorkerOptions,
    overwrite: bool,
    summary: BatchSummary,
) -> tuple[_RunFile, int, set[str]]:
    """Lock the output and check it is this run's (or empty, or to be overwritten)."""
    value = fingerprint(items, options)
    run_file_exists = output.with_name(output.name + RUN_SUFFIX).exists()
    if _regular_size(output) and not overwrite and not run_file_exists:
        raise _not_resumable(
            output, f"exists and was not written by citeproof batch (no {RUN_SUFFIX} beside it)"
        )
    run_file = _RunFile(output)
    try:
        if _regular_size(output) and not overwrite:
            if run_file.recorded() != value:
                raise _not_resumable(output, "was written from another input or with other options")
            last, seen = _resume(output, items, summary)
            return run_file, last, seen
        try:
            output.open("wb").close()  # emptied first, then the new fingerprint
        except OSError as error:
            raise _unwritable(output, error) from None
        run_file.record(value, len(items))
        return run_file, -1, set()
    except BaseException:
        run_file.close()
        raise


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
        try:
            if self.disk is None:
                self.disk = sqlite3.connect("")  # a private temporary database
                self.disk.execute("CREATE TABLE waiting (i INTEGER PRIMARY KEY, line TEXT)")
            self.disk.execute("INSERT INTO waiting VALUES (?, ?)", (index, line))
        except sqlite3.Error as error:
            raise _unwritable("the temporary database of waiting lines", error) from None
        self.on_disk += 1

    def take(self, index: int) -> str | None:
        line = self.memory.pop(index, None)
        if line is not None or not self.on_disk or self.disk is None:
            return line
        try:
            row = self.disk.execute("SELECT line FROM waiting WHERE i = ?", (index,)).fetchone()
            if row is None:
                return None
            self.disk.execute("DELETE FROM waiting WHERE i = ?", (index,))
        except sqlite3.Error as error:
            raise _unwritable("the temporary database of waiting lines", error) from None
        self.on_disk -= 1
        return str(row[0])

    def close(self) -> None:
        if self.disk is not None:
            self.disk.close()


class _Sink(Protocol):
    def write(self, data: bytes, /) -> Any: ...
    def flush(self) -> None: ...


class _OrderedWriter:
    """Writes each citation's lines once all earlier citations are written; counts the
    sources it writes (so the summary describes the output file, resumed or not)."""

    def __init__(self, stream: _Sink, name: str, items: list[Job | BadLine], start: int,
                 seen: set[str], summary: BatchSummary) -> None:  # fmt: skip
        self.stream = stream
        self.name = name
        self.items = items
        self.next = start
        self.seen = seen
        self.summary = summary
        self.waiting = _Waiting()
        self.sources: dict[str, tuple[str, bool]] = {}

    def add(self, result: GroupResult) -> None:
        self.sources[result.source] = (result.source_line, result.source_failed)
        for index, line in result.lines:
            self.waiting.put(index, line)
        self._flush()

    def add_line(self, index: int, line: str) -> None:
        self.waiting.put(index, line)
        self._flush()

    def _flush(self) -> None:
        out: list[str] = []
        while (line := self.waiting.take(self.next)) is not None:
            item = self.items[self.next]
            if isinstance(item, Job):
                name = source_id(item.source)
                if name not in self.seen:
                    source_line, failed = self.sources[name]
                    out.append(source_line)
                    self.seen.add(name)
                    self.summary.sources_failed += failed
                    self.summary.sources_read += not failed
            out.append(line)
            self.next += 1
        if not out:
            return
        try:
            self.stream.write("".join(f"{line}\n" for line in out).encode("utf-8"))
            self.stream.flush()
        except (OSError, UnicodeError) as error:  # a full disk, a closed pipe
            raise _unwritable(self.name, error) from None


def _engine_results(
    work: list[list[Group]],
    options: WorkerOptions,
    engine: str,
    workers: int,
    scheduler: str | None,
) -> Iterator[list[GroupResult]]:
    if engine == "dask":
        try:
            from dask.distributed import Client
            from dask.distributed import as_completed as dask_completed
        except ImportError:
            raise CiteproofError(
                "--engine dask needs Dask: pip install 'citeproof[dask]'",
                code="engine_unavailable",
            ) from None
        try:
            client = Client(scheduler)  # type: ignore[no-untyped-call]
        except (OSError, ValueError) as error:  # unreachable, timed out, not an address
            raise CiteproofError(
                f"cannot reach the Dask scheduler {scheduler}: {error}", code="engine_unavailable"
            ) from None
        with client:
            futures = [
                client.submit(process_partition, part, options, key=f"citeproof-partition-{i}")
                for i, part in enumerate(work)
            ]
            for future in dask_completed(futures):  # type: ignore[no-untyped-call]
                yield future.result()
        return
    if workers > 1:
        pool = ProcessPoolExecutor(max_workers=workers)
        try:
            for future in as_completed([pool.submit(process_partition, p, options) for p in work]):
                yield future.result()
        finally:  # on a failure (a full disk), do not wait for partitions not yet begun
            pool.shutdown(wait=True, cancel_futures=True)
        return
    # In this process, one group at a time: lines are written as soon as they are ready.
    for part in work:
        for result in iter_partition(part, options):
            yield [result]


class _Stdout:
    """Standard output as UTF-8 bytes, whatever its text encoding."""

    def write(self, data: bytes) -> None:
        buffer = getattr(sys.stdout, "buffer", None)
        if buffer is None:  # a text-only stream (a test's capture)
            sys.stdout.write(data.decode("utf-8"))
        else:
            sys.stdout.flush()
            buffer.write(data)

    def flush(self) -> None:
        sys.stdout.flush()
        buffer = getattr(sys.stdout, "buffer", None)
        if buffer is not None:
            buffer.flush()


def run_batch(
    items: list[Job | BadLine],
    output: Path | None,
    options: WorkerOptions,
    *,
    engine: str = "local",
    workers: int = 1,
    scheduler: str | None = None,
    progress: Callable[[int, int, BatchSummary], None] | None = None,
    overwrite: bool = False,
) -> BatchSummary:
    """Run every citation; write the output (``None``: standard output); return the counts
    (of the whole output, when it resumes an earlier run).

    ``output`` is resumed only when an earlier run of these items and options wrote it
    (``output_not_resumable`` otherwise, unless ``overwrite``), and only by one run at a
    time (``output_locked``); a failed write is ``unwritable_output``.
    """
    summary = BatchSummary(items=len(items))
    run_file: _RunFile | None = None
    last, seen = -1, set[str]()
    if output is not None:
        run_file, last, seen = _open_output(output, items, options, overwrite, summary)
    summary.resumed_after = last
    stream: IO[bytes] | _Stdout = _Stdout()
    finished = False
    try:
        if output is not None:
            try:
                stream = output.open("ab")
            except OSError as error:
                raise _unwritable(output, error) from None
        name = str(output) if output is not None else "standard output"
        writer = _OrderedWriter(stream, name, items, last + 1, seen, summary)
        try:
            _run(items, last, writer, summary, options, engine, workers, scheduler, progress)
        finally:
            writer.waiting.close()
        finished = True
    finally:
        if output is not None and not isinstance(stream, _Stdout):
            try:
                stream.close()
            except OSError as error:
                if finished:
                    raise _unwritable(output, error) from None
        if run_file is not None:
            run_file.close()
    return summary


def _run(
    items: list[Job | BadLine],
    last: int,
    writer: _OrderedWriter,
    summary: BatchSummary,
    options: WorkerOptions,
    engine: str,
    workers: int,
    scheduler: str | None,
    progress: Callable[[int, int, BatchSummary], None] | None,
) -> None:
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
            summary.citations += len(result.lines)
            summary.verdicts.update(result.verdicts)
            done += len(result.lines)
            writer.add(result)
        if progress is not None:
            progress(done, len(jobs), summary)
    if writer.next != len(items):  # pragma: no cover - every index was produced
        raise RuntimeError(f"batch stopped at item {writer.next} of {len(items)}")
