"""Checking quotes off the event loop, answered within a deadline, in bounded numbers.

The network faces (the HTTP API and the MCP server) share this: their event loop only
reads requests and writes answers, so ``/healthz`` answers while any request works. The
work itself (reading a source, searching it) runs in a thread of anyio's pool (40
threads, shared with file responses and form parsing). Three bounds keep one request from
holding up the others:

- a **deadline** per request (the HTTP service's ``ServiceConfig.deadline_seconds``, the
  MCP server's 120 s), waiting for a thread included: past it the request is answered
  ``deadline_exceeded`` at once (503 over HTTP, a tool error over MCP);
- at most ``slots`` threads at any time for each of two kinds of work: **heavy** work
  reads a file, an upload, a URL or a snapshot (a PDF can take minutes), **light** work
  only supplied text (its search bounded by the engine's budgets). Each kind has its own
  slots, so a text check never waits behind PDFs;
- a PDF read past the deadline has its worker process killed (``reading_deadline`` of
  :mod:`citeproof.sources`), so overdue work gives its thread and its slot back at the
  deadline.

Python cannot stop a running thread, so other work past its deadline (a search, a URL
read: each bounded by the engine, URL reads by their total timeout) is left to finish.
It keeps its slot until it ends, so abandoned work cannot pile up: with every slot of
its kind taken, new requests wait for one, within their own deadline, and the pool
never grows past the cap.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from .._lazy import deferred
from ..errors import CiteproofError, ErrorCode
from ..sources import reading_deadline

if TYPE_CHECKING:
    import anyio
    from anyio import to_thread
else:
    anyio = deferred("anyio")
    to_thread = deferred("anyio.to_thread")

__all__ = ["Work"]

T = TypeVar("T")

#: How often a request waiting for a slot looks again: soon at first, then every 0.1 s
#: (a hundred waiting requests cost a thousand wake-ups a second, not ten thousand).
_FIRST_POLL, _LAST_POLL = 0.005, 0.1


class _Job:
    """One call in a thread; the slot goes back once, by whoever ends the job."""

    def __init__(
        self, function: Callable[..., Any], args: tuple[Any, ...], slots: Any, end: float
    ) -> None:
        self._function = function
        self._args = args
        self._slots = slots
        self._end = end
        self._lock = threading.Lock()
        self._state = "waiting"  # -> "running" -> "done", or "abandoned" before it ran

    def run(self) -> Any:
        with self._lock:
            if self._state == "abandoned":
                return None  # its request was answered already; nobody reads this
            self._state = "running"
        try:
            with reading_deadline(self._end):
                return self._function(*self._args)
        finally:
            with self._lock:
                self._state = "done"
            self._slots.release()

    def leave(self) -> None:
        """The request is done with the job: a job that never started gives its slot back."""
        with self._lock:
            if self._state == "waiting":
                self._state = "abandoned"
                self._slots.release()


class Work:
    """Runs calls in threads, each answered within ``deadline``: at most ``slots`` heavy
    ones at once and, beside them, at most ``slots`` light ones."""

    def __init__(self, slots: int, deadline: float) -> None:
        if slots < 1 or deadline <= 0:
            raise ValueError("work needs at least one slot and a positive deadline")
        self.deadline = deadline
        self._light = threading.BoundedSemaphore(slots)
        self._heavy = threading.BoundedSemaphore(slots)

    def _late(self) -> CiteproofError:
        return CiteproofError(
            f"the request took longer than its deadline of {self.deadline:g} s; try fewer "
            "or shorter quotes, or a smaller source",
            code=ErrorCode.DEADLINE_EXCEEDED,
        )

    async def run(self, function: Callable[..., T], *args: Any, heavy: bool = False) -> T:
        """``function(*args)`` in a thread; ``deadline_exceeded`` if it is not done in time.
        ``heavy`` work (it reads more than supplied text) takes a slot of its own kind."""
        end = time.monotonic() + self.deadline
        slots = self._heavy if heavy else self._light
        poll = _FIRST_POLL
        while not slots.acquire(blocking=False):
            left = end - time.monotonic()
            if left <= 0:
                raise self._late()
            await anyio.sleep(min(poll, left))
            poll = min(poll * 2, _LAST_POLL)
        job = _Job(function, args, slots, end)
        try:
            with anyio.move_on_after(max(0.0, end - time.monotonic())):
                result: T = await to_thread.run_sync(job.run, abandon_on_cancel=True)
                return result
        finally:
            job.leave()
        raise self._late()
