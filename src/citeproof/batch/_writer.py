"""Writing a batch's lines in input order, to the output file or standard output.

Sources are processed together, but the output is in input order: each citation's lines
(its source's evidence once, just before the source's first citation, then its finding)
are written once all earlier citations are written, and flushed. Lines that wait for their
turn wait in memory up to a bound, then in a temporary database (:class:`Waiting`).
"""

from __future__ import annotations

import sqlite3
import sys
from typing import Any, Protocol

from ._jobs import BadLine, Job
from ._output import unwritable
from ._summary import BatchSummary
from ._work import GroupResult, source_id

__all__ = ["CHUNK_BYTES", "OrderedWriter", "Sink", "Stdout", "Waiting"]

#: Lines are written out in chunks of about this many characters.
CHUNK_BYTES = 1 << 20


class Waiting:
    """Lines waiting for their turn: in memory up to a bound, then in a temporary database.

    Sources are processed together, but the output is in input order; when the input
    interleaves sources, most lines must wait. Past ``in_memory`` lines they wait on disk,
    so memory stays bounded however large the batch.

    The database is written and read ``batch`` lines at a time (one ``executemany`` per
    batch spilled, one range read and one range delete per batch taken back), not two
    statements a line: when the last source of an interleaved input is done, every
    waiting line comes due while the workers have nothing left to do: with 80,000 single
    lookups, writing the 85 MB of a 100,000-citation run's lines at its end cost 0.68
    CPU-s; 4,096 at a time, 0.40 (with the source names of the writer's cache). Memory stays
    bounded: at most ``in_memory`` + 2 × ``batch`` lines are held (a range read back
    holds lines of at most ``batch`` consecutive indices).
    """

    def __init__(self, in_memory: int = 20_000, batch: int = 4096) -> None:
        self.in_memory = in_memory
        self.batch = max(1, batch)
        self.memory: dict[int, str] = {}
        self.spilled: dict[int, str] = {}  # on their way to disk
        self.ahead: dict[int, str] = {}  # read back from disk ahead of their turn
        self.disk: sqlite3.Connection | None = None
        self.on_disk = 0

    def put(self, index: int, line: str) -> None:
        if len(self.memory) < self.in_memory:
            self.memory[index] = line
            return
        self.spilled[index] = line
        if len(self.spilled) >= self.batch:
            self._spill()

    def _spill(self) -> None:
        try:
            if self.disk is None:
                self.disk = sqlite3.connect("")  # a private temporary database
                self.disk.execute("CREATE TABLE waiting (i INTEGER PRIMARY KEY, line TEXT)")
            self.disk.executemany("INSERT INTO waiting VALUES (?, ?)", self.spilled.items())
        except sqlite3.Error as error:
            raise unwritable("the temporary database of waiting lines", error) from None
        self.on_disk += len(self.spilled)
        self.spilled.clear()

    def take(self, index: int) -> str | None:
        line = self.memory.pop(index, None)
        if line is None:
            line = self.spilled.pop(index, None)
        if line is None:
            line = self.ahead.pop(index, None)
        if line is not None or not self.on_disk or self.disk is None:
            return line
        # Asked once per result the main process takes in, mostly for a line not done
        # yet: a lookup by key says so without reading anything back.
        try:
            if self.disk.execute("SELECT 1 FROM waiting WHERE i = ?", (index,)).fetchone() is None:
                return None
            last = index + self.batch - 1
            rows = self.disk.execute(
                "SELECT i, line FROM waiting WHERE i BETWEEN ? AND ?", (index, last)
            ).fetchall()
            self.disk.execute("DELETE FROM waiting WHERE i BETWEEN ? AND ?", (index, last))
        except sqlite3.Error as error:
            raise unwritable("the temporary database of waiting lines", error) from None
        self.on_disk -= len(rows)
        self.ahead.update((int(i), str(text)) for i, text in rows)
        return self.ahead.pop(index)

    def close(self) -> None:
        if self.disk is not None:
            self.disk.close()


class Sink(Protocol):
    """Where the lines go: a file opened for appending, or :class:`Stdout`."""

    def write(self, data: bytes, /) -> Any: ...
    def flush(self) -> None: ...


class OrderedWriter:
    """Writes each citation's lines once all earlier citations are written; counts the
    sources it writes (so the summary describes the output file, resumed or not)."""

    def __init__(self, stream: Sink, name: str, items: list[Job | BadLine], start: int,
                 seen: set[str], summary: BatchSummary) -> None:  # fmt: skip
        self.stream = stream
        self.name = name
        self.items = items
        self.next = start
        self.seen = seen
        self.summary = summary
        self.waiting = Waiting()
        self.sources: dict[str, tuple[str, bool]] = {}
        self.names: dict[int, str] = {}  # by id() of a source the items hold

    def add(self, result: GroupResult) -> None:
        self.sources[result.source] = (result.source_line, result.source_failed)
        for index, line in result.lines:
            self.waiting.put(index, line)
        self._flush()

    def add_line(self, index: int, line: str) -> None:
        self.waiting.put(index, line)
        self._flush()

    def _flush(self) -> None:
        """Write every line whose turn has come, :data:`CHUNK_BYTES` at a time: when the
        last source of an interleaved input is done, every waiting line comes due at
        once, and joining them all would hold the whole output in memory twice."""
        out: list[str] = []
        size = 0
        names = self.names
        while (line := self.waiting.take(self.next)) is not None:
            item = self.items[self.next]
            if isinstance(item, Job):
                # A source's name once per source object (the citations of a source share
                # it), not once a line: a supplied text's name is the SHA-256 of the text.
                name = names.get(id(item.source))
                if name is None:
                    name = names[id(item.source)] = source_id(item.source)
                if name not in self.seen:
                    source_line, failed = self.sources[name]
                    out.append(source_line)
                    self.seen.add(name)
                    self.summary.count_source(failed)
            out.append(line)
            size += len(line)
            self.next += 1
            if size >= CHUNK_BYTES:
                self._write(out)
                out, size = [], 0
        if out:
            self._write(out)

    def _write(self, lines: list[str]) -> None:
        try:
            self.stream.write("".join(f"{line}\n" for line in lines).encode("utf-8"))
            self.stream.flush()
        except (OSError, UnicodeError) as error:  # a full disk, a closed pipe
            raise unwritable(self.name, error) from None


class Stdout:
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
