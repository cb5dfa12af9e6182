"""The time left to the fetch running in this thread: what the fetcher sets and its sockets
read (apart from both, so neither imports the other)."""

from __future__ import annotations

import contextvars
import time

__all__ = ["DEADLINE", "within"]

#: The deadline of the fetch running in this thread (set by the fetcher, read by the sockets).
DEADLINE: contextvars.ContextVar[float | None] = contextvars.ContextVar(
    "citeproof_fetch_deadline", default=None
)


def within(timeout: float | None, expired: type[Exception]) -> float | None:
    """``timeout``, shortened to the time left before the fetch's deadline."""
    deadline = DEADLINE.get()
    if deadline is None:
        return timeout
    left = deadline - time.monotonic()
    if left <= 0:
        raise expired("the total time allowed is spent")
    return left if timeout is None else min(timeout, left)
