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


def best_cpu(fns: dict[str, Callable[[], object]], repeat: int = 5) -> dict[str, float]:
    """The least CPU time (this process's, ``time.process_time``) of ``repeat`` runs of
    each function, the functions run in turn each round (interleaved: a machine shared
    with other work slows them alike), in seconds by name."""
    times: dict[str, list[float]] = {name: [] for name in fns}
    for _ in range(repeat):
        for name, fn in fns.items():
            start = time.process_time()
            fn()
            times[name].append(time.process_time() - start)
    return {name: min(values) for name, values in times.items()}


def goal_row(label: str, ours: float, floor: float, goal: float, note: str = "") -> None:
    """Print one ratio against its goal: ``ours`` CPU seconds over ``floor``'s, the goal
    (at most ``goal`` times), and whether it is met."""
    ratio = ours / floor
    verdict = "MET" if ratio <= goal else "NOT MET"
    print(f"  {label:<58} {ours * 1000:10.2f} ms {ratio:10.2f}x floor  "
          f"goal <= {goal:g}x: {verdict}{'; ' + note if note else ''}")  # fmt: skip
