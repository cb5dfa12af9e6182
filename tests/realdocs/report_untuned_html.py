"""Print the untuned-HTML table without pytest: ``python -m tests.realdocs.report_untuned_html``.

``--half tuning`` or ``--half held-out`` measures one half; ``--details`` prints every
genuine sentence missed, navigation line and altered quote confirmed (look at the
tuning half's only while making rules).
"""

from __future__ import annotations

import argparse
import sys
import time

from ._table import format_table
from .untuned_html_measure import measure_pages, selected, summary_rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", choices=("tuning", "held-out"))
    parser.add_argument("--details", action="store_true")
    parser.add_argument(
        "--decider", choices=("rules", "trafilatura", "either"), default="rules",
        help="what decides which blocks are main: citeproof's rules, trafilatura "
        "aligned to the walker's blocks, or either of them",
    )  # fmt: skip
    parser.add_argument("names", nargs="*", help="substrings of package names")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    chosen = [
        (site, path)
        for site, path in selected(args.half)
        if not args.names or any(n in site.package.name for n in args.names)
    ]
    if args.decider != "rules":
        from .trafilatura_decider import read_with_either, read_with_trafilatura

        read = read_with_trafilatura if args.decider == "trafilatura" else read_with_either
        results = measure_pages(chosen, read)
    else:
        results = measure_pages(chosen)
    print(format_table(summary_rows(results)))
    if args.details:
        for r in results:
            if r.error:
                print(f"{r.name}: error {r.error}")
            for q in r.missed:
                print(f"{r.name}: MISSED {q!r}")
            for q in r.nav_confirmed:
                print(f"{r.name}: NAV confirmed {q!r}")
            for q in r.altered_confirmed:
                print(f"{r.name}: ALTERED confirmed {q!r}")
    print(f"{len(results)} pages; {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
