"""``citeproof conformance``: reproduce the seed-004 report from the bundled fixtures.

Prints the report (the seed's shape) as JSON, then a last line ``N passed, M failed``.
Exit 0 when every case passes.
"""

from __future__ import annotations

import argparse
import json
import sys

from ._commands import COMMANDS


def run(args: argparse.Namespace) -> int:
    """Run the corpus and print the report."""
    from ..conformance import run_conformance

    report = run_conformance()
    if not args.quiet:
        sys.stdout.write(json.dumps(report, ensure_ascii=False, indent=2) + "\n")
    for result in report["results"]:
        if not result["passed"]:
            sys.stderr.write(f"FAILED {result['id']}: {'; '.join(result['problems'])}\n")
    failed = report["total"] - report["passed"]
    sys.stdout.write(f"{report['passed']} passed, {failed} failed\n")
    return 0 if failed == 0 else 1


class ConformanceCommand:
    """Registers ``citeproof conformance``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``conformance`` subparser."""
        parser = sub.add_parser(
            "conformance",
            help="run the source reader's conformance suite (URL reading, extraction, "
            "evidence) on bundled fixtures",
            description="Serve the bundled fixture files on loopback, read every case of the "
            "source reader's conformance suite (redirects, robots.txt, limits, HTML and PDF "
            "extraction, evidence fields) through the real reader, and print the report. Exit "
            "0 when all pass.",
        )
        parser.add_argument("--quiet", action="store_true", help="print only the summary line")
        parser.set_defaults(run=run)


COMMANDS.append(ConformanceCommand())
