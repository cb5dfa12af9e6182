"""Checking quotes off the event loop, answered within a deadline, in bounded numbers.

The network faces (the HTTP API and the MCP server) share this: their event loop only
reads requests and writes answers, so ``/healthz`` answers while any request works. The
work itself (reading a source, searching it) runs in a thread of anyio's pool (40
threads, shared with file responses and form parsing). Two bounds keep one request from
holding up the others:

- a **deadline** per request (the HTTP service's ``ServiceConfig.deadline_seconds``, the
  MCP server's 120 s), waiting for a thread included: past it the request is answered
  ``deadline_exceeded`` at once (503 over HTTP, a tool error over MCP);
- at most ``slots`` threads checking quotes at any time (``ServiceConfig.max_concurrent_work``).

Python cannot stop a running thread, so a request past its deadline leaves its thread
to finish (the engine bounds its own work: URL reads have a total timeout, near-miss
search a budget). That thread keeps its slot until it ends, so abandoned work cannot
pile up: with every slot taken, new requests wait for one, within their own deadline,
and the pool never grows past the cap.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, TypeVar

import anyio
import anyio.to_thread

from ..errors import CiteproofError, ErrorCode

__all__ = ["Work"]

T = TypeVar("T")

#: How often a request waiting for a slot looks again: soon at first, then every 0.1 s
#: (a hundred waiting requests cost a thousand wake-ups a second, not ten thousand).
_FIRST_POLL, _LAST_POLL = 0.005, 0.1


class _Job:
    """One call in a thread; the slot goes back once, by whoever ends the job."""

    def __init__(self, function: Callable[..., Any], args: tuple[Any, ...], slots: Any) -> None:
        self._function = function
        self._args = args
        self._slots = slots
        self._lock = threading.Lock()
        self._state = "waiting"  # -> "running" -> "done", or "abandoned" before it ran

    def run(self) -> Any:
        with self._lock:
            if self._state == "abandoned":
                return None  # its request was answered already; nobody reads this
            self._state = "running"
        try:
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
    """Runs calls in threads: at most ``slots`` at once, each answered within ``deadline``."""

    def __init__(self, slots: int, deadline: float) -> None:
        if slots < 1 or deadline <= 0:
            raise ValueError("work needs at least one slot and a positive deadline")
        self.deadline = deadline
        self._slots = threading.BoundedSemaphore(slots)

    def _late(self) -> CiteproofError:
        return CiteproofError(
            f"the request took longer than its deadline of {self.deadline:g} s; try fewer "
            "or shorter quotes, or a smaller source",
            code=ErrorCode.DEADLINE_EXCEEDED,
        )

    async def run(self, function: Callable[..., T], *args: Any) -> T:
        """``function(*args)`` in a thread; ``deadline_exceeded`` if it is not done in time."""
        end = time.monotonic() + self.deadline
        poll = _FIRST_POLL
        while not self._slots.acquire(blocking=False):
            left = end - time.monotonic()
            if left <= 0:
                raise self._late()
            await anyio.sleep(min(poll, left))
            poll = min(poll * 2, _LAST_POLL)
        job = _Job(function, args, self._slots)
        try:
            with anyio.move_on_after(max(0.0, end - time.monotonic())):
                result: T = await anyio.to_thread.run_sync(job.run, abandon_on_cancel=True)
                return result
        finally:
            job.leave()
        raise self._late()
