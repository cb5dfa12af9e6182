"""Print the untuned e-mail table without pytest: ``python -m tests.realdocs.report_untuned_mails``.

``--half tuning`` or ``--half held-out``; ``--details`` prints every genuine paragraph not
confirmed and every altered one confirmed (look at the tuning half's only while making
rules).
"""

from __future__ import annotations

import argparse
import sys
from collections import defaultdict

from ._table import format_table
from .untuned_mails import MailResult, mails, measure


def rows(results: list[MailResult]) -> list[dict[str, str]]:
    """One row a package, and the total."""
    by_package: dict[str, list[MailResult]] = defaultdict(list)
    for r in results:
        by_package[r.mail.package.name].append(r)
    out = []
    for name, members in [*sorted(by_package.items()), ("all", results)]:
        genuine = sum(m.genuine for m in members)
        absent = sum(len(m.absent) for m in members)
        out.append({
            "package": name,
            "mails": str(len(members)),
            "genuine": str(genuine),
            "confirmed": str(sum(m.confirmed for m in members)),
            "furniture verdict": str(sum(len(m.in_furniture) for m in members)),
            "judged absent": f"{absent} ({100 * absent / max(genuine, 1):.1f}%)",
            "altered confirmed": f"{sum(len(m.altered_confirmed) for m in members)}"
            f"/{sum(m.altered for m in members)}",
            "quoted replies confirmed": f"{sum(len(m.quoted_confirmed) for m in members)}"
            f"/{sum(m.quoted for m in members)}",
            "errors": str(sum(m.error is not None for m in members)),
        })  # fmt: skip
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--half", choices=("tuning", "held-out"), default="tuning")
    parser.add_argument("--details", action="store_true")
    args = parser.parse_args(argv)
    results = [measure(m) for m in mails(args.half)]
    print(format_table(rows(results)))
    if args.details:
        for r in results:
            for q in r.in_furniture:
                print(f"{r.mail.name}: FURNITURE {q[:300]!r}")
            for q in r.absent:
                print(f"{r.mail.name}: ABSENT {q[:300]!r}")
            for q in r.quoted_confirmed:
                print(f"{r.mail.name}: QUOTED confirmed {q[:300]!r}")
            for q in r.altered_confirmed:
                print(f"{r.mail.name}: ALTERED confirmed {q!r}")
            if r.error:
                print(f"{r.mail.name}: error {r.error}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
