"""Timing helpers shared by the benchmarks: best of several runs, printed with ratios."""

from __future__ import annotations

import time
from collections.abc import Callable


def best(fn: Callable[[], object], repeat: int = 5, *, cpu: bool = False) -> float:
    """The fastest of ``repeat`` runs of ``fn``, in seconds (of this process's CPU time with
    ``cpu``: on a shared machine, what others run costs the figure nothing)."""
    clock = time.process_time if cpu else time.perf_counter
    times = []
    for _ in range(repeat):
        start = clock()
        fn()
        times.append(clock() - start)
    return min(times)


def row(label: str, seconds: float, baseline: float | None = None, note: str = "") -> None:
    """Print one benchmark line, with the ratio to a baseline when given."""
    ratio = f"{seconds / baseline:10.1f}x baseline" if baseline else " " * 20
    print(f"  {label:<58} {seconds * 1000:10.2f} ms {ratio}  {note}")
