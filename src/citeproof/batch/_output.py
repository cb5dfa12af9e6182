"""The output of a batch run: only ever this run's, resumable, one run at a time.

Output lines are flushed as soon as they are in order, so an interrupted run loses at most
the line being written; started again on the same output, it keeps every complete line and
goes on after the last citation written, and the file ends up identical to that of an
uninterrupted run.

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
from pathlib import Path
from typing import Any

from .._version import __version__
from ..errors import CiteproofError, ErrorCode, InputError
from ._jobs import BadLine, Job
from ._summary import BatchSummary
from ._work import WorkerOptions, source_id

if sys.platform != "win32":
    import fcntl

__all__ = ["NEW_SUFFIX", "RUN_SUFFIX", "RunFile", "fingerprint", "open_output", "unwritable"]

#: Beside ``OUT.jsonl``, ``OUT.jsonl`` + this: the run's fingerprint, and its lock.
RUN_SUFFIX = ".citeproof-run"
_FORMAT = "citeproof-batch-output-1"
_RUN_FILE_BYTES = 4096


def fingerprint(items: list[Job | BadLine], options: WorkerOptions) -> str:
    """What an output is made of: every item as parsed (so the input, the sources file,
    ``--min-words`` and ``--source`` all count, and an input that parses the same is the
    same), the options that change findings, and the format and citeproof's version."""
    digest = hashlib.sha256()
    ocr = (str(options.ocr.mode), options.ocr.languages, options.ocr.dpi)
    changing = (options.max_characters, options.selectors, ocr, str(options.render))
    digest.update(repr((_FORMAT, __version__, *changing)).encode())
    # Each item is the repr of its tuple; a policy's repr (half of that cost) is made once
    # per policy object, as the lines share them, and joined in as the tuple's repr would
    # have it: the same bytes, in the serial part of a run before any worker starts.
    policies: dict[int, str] = {}
    for item in items:
        if isinstance(item, Job):
            spec, policy = item.source, item.policy
            known = policies.get(id(policy))
            if known is None:
                known = policies[id(policy)] = repr(policy)
            head = (item.index, item.line, item.column, item.id, item.quote,
                    spec.kind.value, spec.value, spec.record)  # fmt: skip
            text = "('job', " + ", ".join(map(repr, head)) + ", " + known + ")"
        else:
            error = json.dumps(item.error, sort_keys=True)
            text = repr(("bad", item.index, item.line, item.column, error))
        digest.update(text.encode("utf-8", "surrogatepass") + b"\0")
    return "sha256:" + digest.hexdigest()


def unwritable(path: object, error: OSError | sqlite3.Error | UnicodeError) -> CiteproofError:
    """A failed write (a full disk, a closed pipe) as the one typed error batch gives."""
    why = getattr(error, "strerror", None) or str(error)
    return CiteproofError(f"cannot write {path}: {why}", code=ErrorCode.UNWRITABLE_OUTPUT)


def _not_resumable(output: Path, why: str) -> InputError:
    return InputError(
        f"{output} {why}; nothing was written. Choose another -o, or give --overwrite "
        "to replace it",
        code=ErrorCode.OUTPUT_NOT_RESUMABLE,
    )


class RunFile:
    """``OUT.jsonl.citeproof-run``: the output's fingerprint, locked while a run writes."""

    def __init__(self, output: Path) -> None:
        self.path = output.with_name(output.name + RUN_SUFFIX)
        try:
            self.fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise unwritable(self.path, error) from None
        if sys.platform == "win32":  # pragma: no cover - no flock; one run at a time
            return
        try:
            fcntl.flock(self.fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(self.fd)
            raise InputError(
                f"another citeproof batch is writing {output} (it holds {self.path}); "
                "wait for it, or choose another -o",
                code=ErrorCode.OUTPUT_LOCKED,
            ) from None
        except OSError as error:
            os.close(self.fd)
            raise unwritable(self.path, error) from None

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
            raise unwritable(self.path, error) from None

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
        raise unwritable(output, error) from None
    if not stat.S_ISREG(info.st_mode):
        raise InputError(
            f"{output} is not a regular file; give a file to -o, or leave -o out to write to "
            "standard output",
            code=ErrorCode.NOT_A_REGULAR_FILE,
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
        summary.count_source(record["evidence"].get("status") == "failed")
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
        raise unwritable(output, error) from None
    return last, seen


#: Beside the output, the new findings of an ``--overwrite`` run until they are complete.
NEW_SUFFIX = ".citeproof-new"


def open_output(
    output: Path,
    items: list[Job | BadLine],
    options: WorkerOptions,
    overwrite: bool,
    summary: BatchSummary,
) -> tuple[RunFile, int, set[str], Path]:
    """Lock the output and check it is this run's (or empty, or to be overwritten); and
    the file to write: the output itself, or — overwriting a file that has content — a new
    file beside it (:data:`NEW_SUFFIX`) that replaces it only when the run is complete, so
    an interrupted ``--overwrite`` leaves the old file whole."""
    value = fingerprint(items, options)
    run_file_exists = output.with_name(output.name + RUN_SUFFIX).exists()
    if _regular_size(output) and not overwrite and not run_file_exists:
        raise _not_resumable(
            output, f"exists and was not written by citeproof batch (no {RUN_SUFFIX} beside it)"
        )
    run_file = RunFile(output)
    try:
        if _regular_size(output) and not overwrite:
            if run_file.recorded() != value:
                raise _not_resumable(output, "was written from another input or with other options")
            last, seen = _resume(output, items, summary)
            return run_file, last, seen, output
        target = output.with_name(output.name + NEW_SUFFIX) if _regular_size(output) else output
        try:
            target.unlink(missing_ok=True)  # never through a link left at the new file's name
            with target.open("xb"):
                pass  # created empty, then the new fingerprint
        except OSError as error:
            raise unwritable(target, error) from None
        run_file.record(value, len(items))
        return run_file, -1, set(), target
    except BaseException:
        run_file.close()
        raise
