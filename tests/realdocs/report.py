"""Print the real-PDF table without pytest: ``python -m tests.realdocs.report [NAME...]``.

Names select documents by substring (``naacl``, ``pdfminer/``); ``--jobs`` reads that many
documents at once. The oracle readings are cached, so after the first run only citeproof's
own reading and checking are timed. Exit status 1 when a document misses the criteria.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from ._cache import unpacked
from ._run import TABLE, UNCONFIRMED_SHARE, Measured, cells, details, run
from ._table import format_table
from .pdfs import PDFS


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="*", help="substrings of document names")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--quiet", action="store_true", help="the table only, no details")
    args = parser.parse_args(argv)
    chosen = [p for p in PDFS if not args.names or any(n in p.name for n in args.names)]
    started = time.perf_counter()
    for package in dict.fromkeys(p.package for p in chosen):
        unpacked(package)  # one process downloads each package, before the pool starts
    fetched = time.perf_counter() - started
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        rows: list[Measured] = list(pool.map(run, chosen))
    print(f"== {TABLE}")
    print(format_table([cells(row) for row in rows]))
    if not args.quiet:
        for row in rows:
            for line in details(row):
                print(line)
    sentences = sum(r.result.sentences for r in rows if r.result)
    confirmed = sum(r.result.confirmed for r in rows if r.result)
    altered = sum(r.result.altered for r in rows if r.result)
    false = sum(r.result.altered_confirmed for r in rows if r.result)
    failing = sum(1 for r in rows if r.problems)
    unconfirmed = (sentences - confirmed) / sentences if sentences else 0.0
    print(
        f"{len(rows)} documents, {failing} failing; sentences confirmed {confirmed}/"
        f"{sentences} ({unconfirmed:.1%} not, limit {UNCONFIRMED_SHARE:.0%}); altered "
        f"confirmed {false}/{altered}; {time.perf_counter() - started:.1f} s "
        f"(packages {fetched:.1f} s)"
    )
    return 1 if failing or unconfirmed > UNCONFIRMED_SHARE or false else 0


if __name__ == "__main__":
    sys.exit(main())
