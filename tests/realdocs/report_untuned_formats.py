"""Print the untuned Word/Markdown/reStructuredText/subtitle table without pytest:
``python -m tests.realdocs.report_untuned_formats --half tuning|held-out [--details]
[--kind KIND] [--every-file]`` (``--details`` prints every genuine quote not confirmed and
every altered one confirmed: look at the tuning half's only while making rules;
``--every-file`` reads every file of the tuning half's widened packages, not a sample of
each, and ``--kind`` one kind of file alone)."""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict

from ._table import format_table
from .untuned_formats import Result, documents, measure


def rows(results: list[Result]) -> list[dict[str, str]]:
    """One row a kind and package, one a kind, and the total."""
    groups: dict[tuple[str, str], list[Result]] = defaultdict(list)
    for r in results:
        groups[(r.document.kind, r.document.package.name)].append(r)
        groups[(r.document.kind, "all")].append(r)
    out = []
    for (kind, name), members in [*sorted(groups.items()), (("all", "all"), results)]:
        genuine = sum(m.genuine for m in members)
        absent = sum(len(m.absent) for m in members)
        out.append({
            "kind": kind,
            "package": name,
            "documents": str(len(members)),
            "genuine": str(genuine),
            "confirmed": str(sum(m.confirmed for m in members)),
            "furniture verdict": str(sum(len(m.in_furniture) for m in members)),
            "judged absent": f"{absent} ({100 * absent / max(genuine, 1):.1f}%)",
            "altered confirmed": f"{sum(len(m.altered_confirmed) for m in members)}"
            f"/{sum(m.altered for m in members)}",
            "errors": str(sum(m.error is not None for m in members)),
        })  # fmt: skip
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", choices=("tuning", "held-out"), default="tuning")
    parser.add_argument("--details", action="store_true")
    parser.add_argument("--kind", choices=("docx", "markdown", "rst", "subtitles"))
    parser.add_argument("--every-file", action="store_true")
    args = parser.parse_args(argv)
    if args.every_file and args.half != "tuning":
        parser.error("--every-file reads the tuning half only")
    chosen = documents(args.half, every_file=args.every_file)
    results = [measure(d) for d in chosen if args.kind in (None, d.kind)]
    print(format_table(rows(results)))
    if args.details:
        for r in results:
            for q in r.in_furniture:
                print(f"{r.document.name}: FURNITURE {q[:300]!r}")
            for q in r.absent:
                print(f"{r.document.name}: ABSENT {q[:300]!r}")
            for q in r.altered_confirmed:
                print(f"{r.document.name}: ALTERED confirmed {q!r}")
            if r.error:
                print(f"{r.document.name}: error {r.error}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
