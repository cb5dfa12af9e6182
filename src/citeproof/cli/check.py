"""``citeproof check SOURCE [QUOTE ...] [--quote-file FILE ...]``: the main job for a person.

SOURCE is a path or an http(s) URL (``--snapshot SHA256`` re-checks stored bytes instead).
Checks each quote with the native default policy (every tolerated normalization,
elisions and near misses) and prints a readable report, or with ``--json``
``{"source": {...}, "results": [...]}`` where ``source`` carries the seed-004 evidence
fields. Exit 0 when every quote is verbatim, normalized or elided; 1 when any is not;
2 when the source cannot be read or the input is invalid.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ..contracts.evidence import failure
from ..contracts.native import report
from ..errors import CiteproofError, InputError, SourceError
from ..match import Policy
from ..sources import EvidenceStore, SourceRead, SourceReader
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_INVALID, EXIT_TRUE, fail, print_json
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


def _reader(args: argparse.Namespace) -> SourceReader:
    store = None
    if not args.no_store:
        store = EvidenceStore(args.store) if args.store else EvidenceStore()
    return SourceReader(store=store)


def _use_color(choice: str) -> bool:
    if choice != "auto":
        return choice == "always"
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ


def _read(args: argparse.Namespace) -> SourceRead:
    reader = _reader(args)
    try:
        if args.snapshot:
            return reader.read_snapshot(args.snapshot)
        if not args.source:
            raise InputError("give a SOURCE (a path or a URL) or --snapshot", code="missing_field")
        return reader.read(args.source)
    finally:
        reader.close()


def run(args: argparse.Namespace) -> int:
    """Read the source, check the quotes, report."""
    try:
        quotes = _quotes(args)
        read = _read(args)
    except SourceError as error:
        if args.json:
            print_json({"source": failure({"url": args.source}, error), "results": []})
            sys.stderr.write(f"citeproof: {error.code}: {error.message}\n")
            return EXIT_INVALID
        return fail(error)
    except CiteproofError as error:
        return fail(error)
    document = read.document
    policy = Policy(min_length=args.min_length)
    out, findings = report(read, quotes, policy, max_characters=args.max_characters)
    checked = out["source"]["characters"]
    target = args.source or f"snapshot {args.snapshot}"
    if args.json:
        print_json(out)
    else:
        where = read.final_url or target
        sys.stdout.write(f"{where}: {document.representation}, {checked:,} characters")
        if read.retrieved_at:
            sys.stdout.write(f", retrieved {read.retrieved_at}")
        sys.stdout.write(f"\nsha256 {document.sha256}\n")
        for warning in document.warnings:
            sys.stdout.write(f"note: {warning}\n")
        if checked < len(document.text):
            sys.stdout.write(f"note: only the first {checked:,} characters were checked\n")
        sys.stdout.write("\n")
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
        parser.add_argument("source", nargs="?", help="the source: a file path or an http(s) URL")
        parser.add_argument("quotes", nargs="*", help="quotes to check")
        parser.add_argument(
            "--quote-file", action="append", default=[], metavar="FILE",
            help="a file holding one quote (its whole text, line breaks included); repeatable",
        )  # fmt: skip
        parser.add_argument("--json", action="store_true", help="print JSON instead of a report")
        parser.add_argument(
            "--snapshot", metavar="SHA256",
            help="check against the stored body with this SHA-256 instead of reading SOURCE",
        )  # fmt: skip
        parser.add_argument(
            "--store", metavar="PATH",
            help="evidence store (default: $CITEPROOF_STORE or ~/.local/share/citeproof/)",
        )  # fmt: skip
        parser.add_argument("--no-store", action="store_true", help="do not keep what is read")
        parser.add_argument(
            "--max-characters", type=int, default=50_000_000, metavar="N",
            help="check at most the first N characters (default 50,000,000: a whole book)",
        )  # fmt: skip
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
