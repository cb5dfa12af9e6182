"""Batch throughput: 100,000 citations over 1,000 local source files.

Single process, ``--workers 2``, and a Dask ``LocalCluster`` with two workers, each run as
``citeproof batch`` in a subprocess: citations per second and peak memory (the largest
process's maximum resident set). Then 10,000 against 100,000 citations, single process,
to show how the cost grows. The baseline is the single-process rate.

The wall-clock speed-up depends on what else the machine runs, so each parallel run also
prints figures that do not: the main process's CPU split at the engine's start and its
last result (:func:`phased`), the *serial share* (the main process's CPU while no worker
has anything to do, over the single process's CPU), the Amdahl bound for two workers it
implies, and the speed-up predicted for an idle two-core machine when the rest of the
run's CPU (workers, and the main process while they work) is spread over both cores.

:func:`hardening` (run last, or alone: ``.venv/bin/python bench/bench_batch.py hardening``)
measures issue 14's hostile batch inputs against their size, time and peak traced memory,
with the ratio to the previous size (4x the input should cost about 4x): Markdown lines of
unclosed quotation marks, brackets and links (a line of 40,000 “, 120 KB, took 15 s, quadratic),
a paragraph of many quotations and links, JSON Lines of hostile lines (100,000 ``[``, lone
surrogates, bytes that are not UTF-8, raw U+2028), and the check of a finished output
that a resumed run makes before it writes anything.
"""

from __future__ import annotations

import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from bench_span import varied_corpus

SOURCES = 1000


def build(folder: Path, citations: int) -> Path:
    """1,000 source files and ``citations`` JSON Lines citing them (a mix of verdicts)."""
    rng = random.Random(9)
    corpus = varied_corpus(SOURCES * 3000)
    texts = []
    for i in range(SOURCES):
        text = corpus[i * 3000 : (i + 1) * 3000]
        (folder / f"s{i}.txt").write_text(text, "utf-8")
        texts.append(text)
    lines = []
    for n in range(citations):
        i = n % SOURCES
        text = texts[i]
        start = text.find(" ", rng.randrange(0, len(text) - 200)) + 1
        quote = text[start : start + rng.randrange(40, 120)].rsplit(" ", 1)[0]
        kind = n % 4
        if kind == 1:
            quote = quote.replace("“", '"').replace("”", '"').replace("\n", " ")
        elif kind == 2:
            quote = quote.replace(" the ", " not the ", 1) + " indeed"
        elif kind == 3:
            quote = "An invented sentence about tidal charts and migratory birds"
        lines.append(json.dumps({"id": str(n), "path": f"s{i}.txt", "quote": quote}))
    path = folder / f"citations-{citations}.jsonl"
    path.write_text("\n".join(lines) + "\n", "utf-8")
    return path


# A child started straight from this (large) benchmark process would count this process's
# pages in its peak (Linux keeps the high-water mark across exec): a small relay starts it.
_RELAY = "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:]).returncode)"

# The phased launcher runs ``citeproof batch`` in its own process (imports included) and
# marks, by the main process's CPU clock and the wall clock, when the engine starts and
# when each partition's results arrive: what the main process does before the first
# worker has anything to do, while they work, and after the last result (writing what
# came due), against the CPU of every worker it waited for.
_PHASED = """
import contextlib, json, os, resource, sys, time
def cpu(who=resource.RUSAGE_SELF):
    usage = resource.getrusage(who)
    return usage.ru_utime + usage.ru_stime
started = time.perf_counter()
from citeproof.batch import _run
from citeproof.cli._main import main
real, marks = _run.engine_results, {"arrivals": []}
def engine_results(*args, **kwargs):
    marks["start"] = (time.perf_counter(), cpu())
    for results in real(*args, **kwargs):
        marks["arrivals"].append((time.perf_counter(), cpu()))
        yield results
_run.engine_results = engine_results
with open(os.devnull, "w") as null, contextlib.redirect_stdout(null), \\
        contextlib.redirect_stderr(null):
    code = main(sys.argv[1:])
ended, main_cpu = time.perf_counter(), cpu()
children = resource.getrusage(resource.RUSAGE_CHILDREN)
print(json.dumps({"code": code, "wall": ended - started, "main_cpu": main_cpu,
    "workers_cpu": children.ru_utime + children.ru_stime,
    "peak_mb": max(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
                   children.ru_maxrss) / 1024,
    "start": [marks["start"][0] - started, marks["start"][1]],
    "arrivals": [[w - started, c] for w, c in marks["arrivals"]]}))
"""


@dataclass(frozen=True)
class Phased:
    """One ``citeproof batch`` run, split at the engine's start and its last result."""

    wall: float
    peak_mb: float
    main_cpu: float  # the batch process's CPU, start-up and imports included
    workers_cpu: float  # every worker process it waited for (none on Dask)
    before: float  # main CPU until the engine starts: every worker waits
    after: float  # main CPU after the last result arrived: every worker is done
    before_wall: float
    tail_wall: float  # wall time between the last two results: one worker idle

    @property
    def serial(self) -> float:
        """Main-process CPU while no worker has anything to do."""
        return self.before + self.after

    @property
    def during(self) -> float:
        """Main-process CPU while the workers work (it takes cores from them)."""
        return self.main_cpu - self.serial


def phased(args: list[str]) -> Phased:
    """Run ``citeproof batch ARGS`` under the phased launcher."""
    command = [sys.executable, "-c", _RELAY, sys.executable, "-c", _PHASED, "batch", *args]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    data = json.loads(out.splitlines()[-1])
    if data["code"] not in (0, 1):
        raise RuntimeError(f"batch failed: {args}")
    arrivals = data["arrivals"]
    last_wall, last_cpu = arrivals[-1] if arrivals else data["start"]
    tail = last_wall - arrivals[-2][0] if len(arrivals) > 1 else 0.0
    return Phased(
        wall=data["wall"], peak_mb=data["peak_mb"], main_cpu=data["main_cpu"],
        workers_cpu=data["workers_cpu"], before=data["start"][1],
        after=data["main_cpu"] - last_cpu, before_wall=data["start"][0], tail_wall=tail,
    )  # fmt: skip


def amdahl(serial_share: float, workers: int) -> float:
    """The speed-up ``workers`` can give at most when ``serial_share`` of the work cannot
    be spread over them (Amdahl's law)."""
    return 1 / (serial_share + (1 - serial_share) / workers)


def serial_report(label: str, one: Phased, run: Phased, extra_cpu: float = 0.0) -> None:
    """The load-independent figures of a parallel run against the single-process one:
    its serial CPU share, the Amdahl bound for 2 workers it implies, and the speed-up
    predicted for an idle 2-core machine when all its CPU (the main process's while the
    workers work, their start-up, pickling, ``extra_cpu`` such as Dask's scheduler) is
    spread over the two cores and the serial part is not."""
    total = run.main_cpu + run.workers_cpu + extra_cpu
    share = run.serial / one.main_cpu
    predicted = one.main_cpu / (run.serial + (total - run.serial) / 2)
    print(f"    {label}: main process CPU {run.before:.2f} s before the engine starts, "
          f"{run.during:.2f} s while it runs, {run.after:.2f} s after its last result; "
          f"workers {run.workers_cpu + extra_cpu:.1f} s; all {total:.1f} s "
          f"({total / one.main_cpu:.2f}x one process's {one.main_cpu:.1f} s)")  # fmt: skip
    print(f"    {label}: serial share {share:.1%} -> Amdahl bound for 2 workers "
          f"{amdahl(share, 2):.2f}x; predicted on an idle 2-core machine {predicted:.2f}x "
          f"(goal >= 1.70x); wall: {run.before_wall:.2f} s before the engine starts, "
          f"last result {run.tail_wall:.2f} s after the one before")  # fmt: skip


def _cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def run() -> None:
    """Print the batch figures."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        big = build(folder, 100_000)
        small = build(folder, 10_000)
        print("batch — 100,000 citations over 1,000 local files (3,000 characters each)")
        base = ["--no-store", "-o"]
        load = os.getloadavg()[0]
        one = phased([str(big), *base, str(folder / "one.jsonl")])
        single = one.wall
        rate = 100_000 / single
        print(f"  single process           {rate:9,.0f} citations/s   peak {one.peak_mb:7.0f} MB"
              f"   (baseline; CPU {one.main_cpu:.1f} s)")  # fmt: skip
        pair = phased([str(big), *base, str(folder / "two.jsonl"), "--workers", "2"])
        line = f"  --workers 2              {100_000 / pair.wall:9,.0f} citations/s"
        print(
            f"{line}   peak {pair.peak_mb:7.0f} MB   {single / pair.wall:4.2f}x  (goal >= 1.70x "
            f"on an idle 2-core machine; load average {load:.1f} -> {os.getloadavg()[0]:.1f} "
            f"on {os.cpu_count()} cores)"
        )
        serial_report("--workers 2", one, pair)
        same = (folder / "two.jsonl").read_bytes() == (folder / "one.jsonl").read_bytes()
        print(f"    --workers 2 output equals the single-process output byte for byte: {same}")
        try:
            from dask.distributed import Client, LocalCluster
        except ImportError:
            print("  (dask not installed: pip install '.[dask]')")
        else:
            import dask

            from citeproof._dask import LOCAL_CLUSTER_CONFIG

            with dask.config.set(LOCAL_CLUSTER_CONFIG):  # as `batch --engine dask` starts one
                cluster = LocalCluster(n_workers=2, threads_per_worker=1, host="127.0.0.1",
                                       dashboard_address=None, silence_logs=40)  # fmt: skip
            with cluster, Client(cluster) as client:
                address = cluster.scheduler_address
                out = str(folder / "dask.jsonl")
                workers_before = sum(client.run(_cpu_seconds).values())
                scheduler_before = _cpu_seconds()  # the scheduler runs in this process
                load = os.getloadavg()[0]
                on_dask = phased([str(big), *base, out, "--engine", "dask", "--scheduler", address])
                scheduler = _cpu_seconds() - scheduler_before
                workers = sum(client.run(_cpu_seconds).values()) - workers_before
                workers_mb = max(client.run(_peak_mb).values())
            print(f"  Dask LocalCluster, 2     {100_000 / on_dask.wall:9,.0f} citations/s   peak "
                  f"{max(on_dask.peak_mb, workers_mb):7.0f} MB   {single / on_dask.wall:4.2f}x  "
                  f"(goal >= 1.70x on an idle 2-core machine; load average {load:.1f} -> "
                  f"{os.getloadavg()[0]:.1f})")  # fmt: skip
            serial_report("Dask", one, on_dask, extra_cpu=workers + scheduler)
            print(f"    Dask: of which the scheduler (in this process) {scheduler:.2f} s")
            same = (folder / "dask.jsonl").read_bytes() == (folder / "one.jsonl").read_bytes()
            print(f"    Dask output equals the single-process output byte for byte: {same}")
        tenth = phased([str(small), *base, str(folder / "ten.jsonl")])
        ten, ten_mb = tenth.wall, tenth.peak_mb
        print(f"  scaling: 10,000 in {ten:.2f} s ({10_000 / ten:,.0f}/s, {ten_mb:.0f} MB); "
              f"100,000 in {single:.2f} s")  # fmt: skip
        print(f"  {single / ten:.1f}x the time for 10x the citations")
    print()
    hardening()


def _measure(work: Callable[[], object]) -> tuple[float, float]:
    """Seconds (best of 3) and peak traced memory (MiB, one more run) of ``work``."""
    seconds = min(_seconds(work) for _ in range(3))
    tracemalloc.start()
    try:
        work()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return seconds, peak / 2**20


def _seconds(work: Callable[[], object]) -> float:
    started = time.perf_counter()
    work()
    return time.perf_counter() - started


def _growth(label: str, sizes: tuple[int, ...], make: Callable[[int], Callable[[], object]],
            unit: str = "characters") -> None:  # fmt: skip
    """One family: time and peak memory by size, with the ratio to the previous size."""
    print(f"  {label}")
    previous = None
    for size in sizes:
        seconds, peak = _measure(make(size))
        ratio = f"{seconds / previous:5.1f}x" if previous else "      "
        print(f"    {size:>10,} {unit:<10} {seconds * 1000:9.1f} ms {ratio}   peak {peak:8.2f} MiB")
        previous = seconds


MARKDOWN_FAMILIES = {
    "unclosed “": "“",
    "unclosed «": "«",
    "unclosed „": "„",
    "unclosed [": "[",
    "unclosed [^": "[^",
    "[](< without >": "[](<",
    "[](a without )": "[](a",
    "<http://a) without >": "<http://a)",
}


def hardening() -> None:
    """Print the hostile-input figures (each family should grow about 4x per 4x size)."""
    from citeproof.batch import WorkerOptions, parse_jsonl, quotations, run_batch
    from citeproof.batch._inputs import read_input

    sizes = (120_000, 480_000, 1_920_000)
    print("batch hardening — hostile inputs by size (ratio: time against the previous size)")
    print("  Markdown, one line of a mark that never closes (was quadratic: 40,000 “ = 15 s)")
    for label, unit in MARKDOWN_FAMILIES.items():
        _growth(label, sizes, lambda n, u=unit: lambda: quotations("Intro " + u * (n // len(u))))
    _growth(
        "one paragraph: quotations, links and footnote references, one of each per 41 characters",
        sizes,
        lambda n: (
            lambda: quotations(
                "“one two three four” [l](http://x) [^1]  " * (n // 41) + "\n\n[^1]: http://f\n"
            )
        ),
    )
    hostile = [
        b"[" * 100_000,
        b'{"id": "s", "text": "abc def", "quote": "\\ud800 abc"}',
        b'{"id": "\xff", "text": "abc def", "quote": "abc"}',
        json.dumps(
            {"id": "u", "text": "a\u2028b c d", "quote": "a\u2028b"}, ensure_ascii=False
        ).encode(),
    ]
    _growth(
        "JSON Lines: 100,000-[ line, lone surrogate, not UTF-8, raw U+2028 (parse only)",
        (100, 400, 1600),
        lambda n: lambda: parse_jsonl(b"\n".join(hostile * (n // 4))),
        "lines",
    )
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        print("  a finished output run again: every kept record checked, nothing written")
        previous = None
        for count in (2_000, 8_000, 32_000):
            rows = [json.dumps({"id": str(i), "text": f"Words {i % 50} here.", "quote": "here"})
                    for i in range(count)]  # fmt: skip
            source = folder / f"in-{count}.jsonl"
            source.write_text("\n".join(rows) + "\n", "utf-8")
            out = folder / f"out-{count}.jsonl"
            items = read_input(source)
            run_batch(items, out, WorkerOptions())
            seconds, peak = _measure(lambda i=items, o=out: run_batch(i, o, WorkerOptions()))
            ratio = f"{seconds / previous:5.1f}x" if previous else "      "
            size = out.stat().st_size / 2**20
            print(f"    {count:>10,} citations {seconds * 1000:9.1f} ms {ratio}   peak "
                  f"{peak:8.2f} MiB   ({size:.1f} MiB of output)")  # fmt: skip
            previous = seconds


if __name__ == "__main__":
    hardening() if sys.argv[1:] == ["hardening"] else run()
