"""``citeproof check SOURCE [QUOTE ...] [--quote-file FILE ...]``: the main job for a person.

SOURCE is a path or an http(s) URL (``--snapshot SHA256`` re-checks stored bytes instead).
Checks each quote with the native default policy (every tolerated normalization,
elisions and near misses) and prints a readable report, or with ``--json``
``{"source": {...}, "results": [...]}`` where ``source`` carries the seed-004 evidence
fields. ``--picture DIR`` writes, for a PDF, each page a match is on with the match
highlighted. Exit 0 when every quote is verbatim, normalized, elided or editorial; 1 when
any is not; 2 when the source cannot be read or the input is invalid.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ..contracts.evidence import failure
from ..contracts.native import report
from ..contracts.pictures import finding_boxes
from ..errors import CiteproofError, InputError, SourceError
from ..match import Finding, Policy
from ..sources import highlight_pages
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_INVALID, EXIT_TRUE, fail, print_json
from ._report import Style, render
from ._source import Source, add_source_options, read_source, write_pictures


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


def _use_color(choice: str) -> bool:
    if choice != "auto":
        return choice == "always"
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ


def _pictures(directory: str, source: Source, findings: list[Finding]) -> list[Path]:
    """A PNG of each page a confirmed span or a near miss's nearest passage is on."""
    document = source.read.document
    if not source.is_pdf:
        sys.stderr.write(f"note: no pictures: {document.title} is not a PDF\n")
        return []
    data = source.data()
    named = []
    for finding in findings:
        boxes = finding_boxes(document, finding)
        for picture in highlight_pages(data, boxes):
            named.append((f"quote-{finding.index + 1}-page-{picture.page}.png", picture.png))
    return write_pictures(directory, named)


def run(args: argparse.Namespace) -> int:
    """Read the source, check the quotes, report."""
    try:
        quotes = _quotes(args)
        source = read_source(args, keep_bytes=args.picture is not None)
    except SourceError as error:
        if args.json:
            print_json({"source": failure({"url": args.source}, error), "results": []})
            sys.stderr.write(f"citeproof: {error.code}: {error.message}\n")
            return EXIT_INVALID
        return fail(error)
    except CiteproofError as error:
        return fail(error)
    read = source.read
    document = read.document
    policy = Policy(min_length=args.min_length)
    out, findings = report(read, quotes, policy, max_characters=args.max_characters)
    pictures: list[Path] = []
    if args.picture is not None:
        try:
            pictures = _pictures(args.picture, source, findings)
        except CiteproofError as error:
            return fail(error)
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
    for path in pictures:
        (sys.stderr if args.json else sys.stdout).write(f"picture: {path}\n")
    return EXIT_TRUE if all(f.confirmed for f in findings) else EXIT_FALSE


class CheckCommand:
    """Registers ``citeproof check``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``check`` subparser."""
        parser = sub.add_parser(
            "check",
            help="check quotes against a source file",
            description="Check each quote against SOURCE. Exit 0 when every quote is "
            "verbatim, normalized, elided or editorial, 1 when any is not, 2 when the source "
            "cannot be "
            "read or the input is invalid.",
        )
        parser.add_argument("source", nargs="?", help="the source: a file path or an http(s) URL")
        parser.add_argument("quotes", nargs="*", help="quotes to check")
        parser.add_argument(
            "--quote-file", action="append", default=[], metavar="FILE",
            help="a file holding one quote (its whole text, line breaks included); repeatable",
        )  # fmt: skip
        parser.add_argument("--json", action="store_true", help="print JSON instead of a report")
        add_source_options(parser)
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
        parser.add_argument(
            "--picture", metavar="DIR",
            help="for a PDF, write DIR/quote-N-page-P.png: each page a match (green) or a "
            "near miss's nearest passage (amber) is on, highlighted",
        )  # fmt: skip
        parser.set_defaults(run=run, extra_positionals="quotes")


COMMANDS.append(CheckCommand())
