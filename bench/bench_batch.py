"""Batch throughput: 100,000 citations over 1,000 local source files.

Single process, ``--workers 2``, and a Dask ``LocalCluster`` with two workers, each run as
``citeproof batch`` in a subprocess: citations per second and peak memory (the largest
process's maximum resident set). Then 10,000 against 100,000 citations, single process,
to show how the cost grows. The baseline is the single-process rate.

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


# A small launcher measures the run: a child forked straight from this (large) benchmark
# process would count this process's pages in its peak before it execs.
_LAUNCHER = (
    "import resource, subprocess, sys, time\n"
    "t = time.perf_counter()\n"
    "code = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL,"
    " stderr=subprocess.DEVNULL).returncode\n"
    "u = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
    "print(time.perf_counter() - t, u.ru_maxrss, code, u.ru_utime + u.ru_stime)"
)


def timed(args: list[str]) -> tuple[float, float]:
    """Seconds and peak RSS (MB) of one ``citeproof batch`` run."""
    elapsed, peak, _ = timed_cpu(args)
    return elapsed, peak


def timed_cpu(args: list[str]) -> tuple[float, float, float]:
    """Seconds, peak RSS (MB) and CPU seconds (the batch process and every worker process
    it waited for) of one ``citeproof batch`` run."""
    command = [sys.executable, "-c", _LAUNCHER, sys.executable, "-m", "citeproof", "batch", *args]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout.split()
    elapsed, peak_kb, code, cpu = float(out[0]), int(out[1]), int(out[2]), float(out[3])
    if code not in (0, 1):
        raise RuntimeError(f"batch failed: {args}")
    return elapsed, peak_kb / 1024, cpu


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
        single, single_mb, single_cpu = timed_cpu([str(big), *base, str(folder / "one.jsonl")])
        rate = 100_000 / single
        print(f"  single process           {rate:9,.0f} citations/s   peak {single_mb:7.0f} MB"
              f"   (baseline; CPU {single_cpu:.1f} s)")  # fmt: skip
        two, two_mb, two_cpu = timed_cpu(
            [str(big), *base, str(folder / "two.jsonl"), "--workers", "2"]
        )
        line = f"  --workers 2              {100_000 / two:9,.0f} citations/s"
        print(
            f"{line}   peak {two_mb:7.0f} MB   {single / two:4.2f}x  (goal >= 1.70x on an "
            f"idle 2-core machine; load average {load:.1f} on {os.cpu_count()} cores)"
        )
        print(
            f"  --workers 2, CPU of all its processes {two_cpu:.1f} s: "
            f"{two_cpu / single_cpu:4.2f}x one process's (goal: about 1x)"
        )
        try:
            from dask.distributed import Client, LocalCluster
        except ImportError:
            print("  (dask not installed: pip install '.[dask]')")
        else:
            cluster = LocalCluster(n_workers=2, threads_per_worker=1, host="127.0.0.1",
                                   dashboard_address=None, silence_logs=40)  # fmt: skip
            with cluster, Client(cluster) as client:
                address = cluster.scheduler_address
                out = str(folder / "dask.jsonl")
                on_dask, client_mb = timed(
                    [str(big), *base, out, "--engine", "dask", "--scheduler", address]
                )
                workers_mb = max(client.run(_peak_mb).values())
            print(f"  Dask LocalCluster, 2     {100_000 / on_dask:9,.0f} citations/s   peak "
                  f"{max(client_mb, workers_mb):7.0f} MB   {single / on_dask:4.2f}x  (goal >= "
                  "1.70x on an idle 2-core machine)")  # fmt: skip
            same = (folder / "dask.jsonl").read_bytes() == (folder / "one.jsonl").read_bytes()
            print(f"  Dask output equals the single-process output byte for byte: {same}")
        ten, ten_mb = timed([str(small), *base, str(folder / "ten.jsonl")])
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
