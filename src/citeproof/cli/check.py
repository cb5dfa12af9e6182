"""``citeproof check SOURCE [QUOTE ...] [--quote-file FILE ...]``: the main job for a person.

Checks each quote against the source with the native default policy (every tolerated
normalization, elisions and near misses) and prints a readable report, or with ``--json``
``{"source": {...}, "results": [...]}``. Exit 0 when every quote is verbatim, normalized
or elided; 1 when any is not; 2 when the source cannot be read or the input is invalid.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from ..errors import CiteproofError, InputError
from ..match import Finding, Policy, PreparedSource, locate
from ..sources import SourceDocument, SourceReader
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_TRUE, fail, print_json
from ._report import Style, render


def _quotes(args: argparse.Namespace) -> list[str]:
    quotes = list(args.quotes)
    for file in args.quote_file:
        try:
            quotes.append(Path(file).read_text("utf-8"))
        except (OSError, UnicodeDecodeError) as error:
            raise InputError(
                f"cannot read quote file {file}: {error}", code="unreadable_input"
            ) from error
    if not quotes:
        raise InputError("give at least one quote, or --quote-file", code="missing_field")
    return quotes


def _source_json(document: SourceDocument, target: str) -> dict[str, Any]:
    return {
        "target": target,
        "status": "readable",
        "representation": document.representation,
        "content_type": document.content_type,
        "title": document.title,
        "source_sha256": document.sha256,
        "source_bytes": document.source_bytes,
        "characters": len(document.text),
        "warnings": list(document.warnings),
    }


def _use_color(choice: str) -> bool:
    if choice != "auto":
        return choice == "always"
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ


def run(args: argparse.Namespace) -> int:
    """Read the source, check the quotes, report."""
    try:
        quotes = _quotes(args)
        document = SourceReader().read(args.source).document
    except CiteproofError as error:
        return fail(error)
    policy = Policy(min_length=args.min_length)
    findings: list[Finding] = locate(
        PreparedSource(document.text, document.page_starts), quotes, policy
    )
    if args.json:
        print_json(
            {
                "source": _source_json(document, args.source),
                "results": [f.to_dict() for f in findings],
            }
        )
    else:
        sys.stdout.write(
            f"{args.source}: {document.representation}, {len(document.text):,} characters\n\n"
        )
        sys.stdout.write(render(findings, Style(_use_color(args.color))) + "\n")
    return EXIT_TRUE if all(f.confirmed for f in findings) else EXIT_FALSE


class CheckCommand:
    """Registers ``citeproof check``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``check`` subparser."""
        parser = sub.add_parser(
            "check",
            help="check quotes against a source file",
            description="Check each quote against SOURCE. Exit 0 when every quote is "
            "verbatim, normalized or elided, 1 when any is not, 2 when the source cannot be "
            "read or the input is invalid.",
        )
        parser.add_argument("source", help="the source: a file path")
        parser.add_argument("quotes", nargs="*", help="quotes to check")
        parser.add_argument(
            "--quote-file", action="append", default=[], metavar="FILE",
            help="a file holding one quote (its whole text, line breaks included); repeatable",
        )  # fmt: skip
        parser.add_argument("--json", action="store_true", help="print JSON instead of a report")
        parser.add_argument(
            "--min-length", type=int, default=8, metavar="N",
            help="quotes shorter than N characters get no verdict (default 8)",
        )  # fmt: skip
        parser.add_argument(
            "--color", choices=["auto", "always", "never"], default="auto",
            help="colour the report (default: when writing to a terminal)",
        )  # fmt: skip
        parser.set_defaults(run=run, extra_positionals="quotes")


COMMANDS.append(CheckCommand())
