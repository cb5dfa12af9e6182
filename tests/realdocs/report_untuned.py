"""Print the untuned-PDF tables without pytest: ``python -m tests.realdocs.report_untuned``.

Names select documents by substring; ``--half`` keeps one half (rules are made from the
tuning half's details only); ``--jobs`` reads that many at once; ``--details`` prints the
quotes missed, the running heads confirmed and the names not confirmed; ``--sentences N``
samples N genuine sentences a document instead of the tables' 15 (the tuning half only:
more of the same documents to make rules on).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from functools import partial

from ._cache import unpacked
from ._oracle import SENTENCES
from ._table import format_table
from .untuned import HALF_TABLE, TABLE, half_rows, measure_untuned, row_cells
from .untuned_pdfs import PDFS, half


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("names", nargs="*", help="substrings of document names")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--details", action="store_true")
    parser.add_argument(
        "--half",
        choices=("tuning", "held-out"),
        help="only this half's documents (rules are made from the tuning half's details)",
    )
    parser.add_argument("--sentences", type=int, default=SENTENCES)
    args = parser.parse_args(argv)
    if args.sentences != SENTENCES and args.half != "tuning":
        parser.error("--sentences samples the tuning half only")
    chosen = [
        p
        for p in PDFS
        if (not args.names or any(n in p.name for n in args.names))
        and (args.half is None or half(p) == args.half)
    ]
    started = time.perf_counter()
    for package in dict.fromkeys(p.package for p in chosen):
        unpacked(package)
    with ProcessPoolExecutor(max(1, args.jobs)) as pool:
        rows = list(pool.map(partial(measure_untuned, limit=args.sentences), chosen))
    print(f"== {TABLE}")
    print(format_table([row_cells(row) for row in rows]))
    print(f"== {HALF_TABLE}")
    print(format_table(half_rows(rows)))
    if args.details:
        for row in rows:
            r = row.result
            if r is None:
                print(f"{row.pdf.name}: error {row.error} {row.problems}")
                continue
            for q in r.unconfirmed:  # every one, not the table's first three
                print(f"{row.pdf.name}: not confirmed: {q!r}")
            for q in r.heads_examples:
                print(f"{row.pdf.name}: head confirmed: {q!r}")
            for q in r.accented_examples:
                print(f"{row.pdf.name}: name not confirmed: {q!r}")
            for q in r.altered_examples:
                print(f"{row.pdf.name}: ALTERED confirmed: {q!r}")
    print(f"{len(rows)} documents; {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
