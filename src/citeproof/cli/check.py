"""``citeproof check SOURCE [QUOTE ...] [--quote-file FILE ...] [--quotes FILE ...]``.

The main job for a person. Quotes are given as arguments, one a file (``--quote-file``)
or one a line (``--quotes``, as the web page takes them: blank lines skipped); ``-``
reads standard input (once). SOURCE is a path, an http(s) URL, or ``-`` for standard
input (``--snapshot SHA256`` re-checks stored bytes instead). Each quote is checked
with the native default policy (every tolerated normalization but case, elisions,
editorial marks and near misses) or the one the options set, and a readable report is
printed, or with ``--json`` ``{"source": {...}, "results": [...]}`` where ``source``
carries the evidence fields. ``--picture DIR`` writes, for a PDF, each page a match is
on with the match highlighted; ``--report OUT.html`` writes the evidence report, one
self-contained page setting each quote beside the source's words (and, for a PDF, the
page region). ``--pages A-B`` checks those pages alone (a PDF reads no other): the
report says so beside the source, in a note and in the JSON's ``source.pages_read``, since
a quote not found on them may be on another page. Exit 0 when every quote is confirmed
(verbatim, normalized, elided or editorial); 1 when any is not; 2 when the source cannot
be read or the input is invalid.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from ..errors import CiteproofError, ErrorCode, InputError
from ..match import DEFAULT_POLICY, Policy
from ..service import Report, check
from ..text import NORMALIZATIONS
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_TRUE, fail, print_json, read_input
from ._outputs import check_output, write_atomic
from ._report import Style, render
from ._source import (
    add_pages_option,
    add_source_options,
    read_source,
    run_inputs,
    write_pictures,
)


def _read_quotes(file: str, what: str) -> str:
    """The text of a quote file (``-``: standard input), UTF-8: ``unreadable_input``, or
    ``too_large`` past :data:`~._io.MAX_INPUT_BYTES` (``/dev/zero`` filled memory)."""
    data = read_input(file)
    try:  # newlines as a text file reads them (a CRLF quote file was a whitespace change)
        return data.decode("utf-8-sig").replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError as error:
        raise InputError(
            f"cannot read {what} {file}: {error}", code=ErrorCode.UNREADABLE_INPUT
        ) from error


def _lines(text: str) -> list[str]:
    """One quote per line, as the web page takes them: each line trimmed (a CRLF's CR
    too), blank lines skipped."""
    return [line.strip() for line in text.split("\n") if line.strip()]


def _quotes(args: argparse.Namespace) -> list[str]:
    """The positional quotes, then each ``--quote-file`` (one quote a file), then each
    ``--quotes`` file's lines (one quote a line)."""
    stdin_users = [f"--quote-file {f}" for f in args.quote_file if f == "-"]
    stdin_users += [f"--quotes {f}" for f in args.quote_lines if f == "-"]
    if args.source == "-":
        stdin_users.append("SOURCE -")
    if len(stdin_users) > 1:
        raise InputError(
            f"standard input can be read once: {', '.join(stdin_users)} all ask for it",
            code=ErrorCode.INVALID_VALUE,
        )
    quotes = list(args.quotes)
    quotes += [_read_quotes(file, "quote file") for file in args.quote_file]
    for file in args.quote_lines:
        quotes += _lines(_read_quotes(file, "quotes file"))
    if not quotes:
        raise InputError(
            "give at least one quote, --quote-file or --quotes (every line was blank)"
            if args.quote_lines else "give at least one quote, --quote-file or --quotes",
            code=ErrorCode.MISSING_FIELD,
        )  # fmt: skip
    return quotes


def _policy(args: argparse.Namespace) -> Policy:
    """The policy the options set (``--exact-only`` wins over the others); the settings
    (:mod:`._settings`) have filled in what the command line left to a config file."""
    min_length = DEFAULT_POLICY.min_length if args.min_length is None else args.min_length
    if min_length < 1:
        raise InputError("--min-length must be at least 1", code=ErrorCode.INVALID_VALUE)
    if args.exact_only:
        return Policy(tolerate=(), elisions=False, min_length=min_length)
    tolerate = DEFAULT_POLICY.tolerate
    if args.tolerate is not None:
        names = [n.strip() for part in args.tolerate for n in part.split(",") if n.strip()]
        unknown = sorted(set(names) - set(NORMALIZATIONS))
        if unknown:
            raise InputError(
                f"--tolerate: unknown normalization {', '.join(unknown)}; "
                f"choose from {', '.join(NORMALIZATIONS)}",
                code=ErrorCode.INVALID_VALUE,
            )
        tolerate = tuple(names)
    policy = Policy(tolerate=tolerate, elisions=args.elisions is not False, min_length=min_length)
    if args.ignore_case and not policy.ignores_case:
        policy = policy.with_case()
    return policy


def _use_color(choice: str) -> bool:
    if choice != "auto":
        return choice == "always"
    if os.environ.get("FORCE_COLOR"):
        return True
    return sys.stdout.isatty() and "NO_COLOR" not in os.environ


def _pictures(directory: str, report: Report) -> list[Path]:
    """A PNG of each page a confirmed span or a near miss's nearest passage is on, and,
    where a scan is unclear, a close-up of the words OCR was unsure of."""
    from ..pictures import PageRegions, finding_boxes, highlight_pages

    document = report.read.document
    if not document.representation.has_page_pictures or report.read.data is None:
        sys.stderr.write(f"note: no pictures: {document.title} is not a PDF\n")
        return []
    named = []
    for finding in report.findings:
        boxes = finding_boxes(document, finding)
        for picture in highlight_pages(report.read.data, boxes):
            named.append((f"quote-{finding.index + 1}-page-{picture.page}.png", picture.png))
    if document.ocr_words:
        with PageRegions() as regions:
            for finding in report.findings:
                for region in regions.unclear(report.read.data, document, finding):
                    name = f"quote-{finding.index + 1}-unclear-page-{region.page}.png"
                    named.append((name, region.png))
    return write_pictures(directory, named)


def _write_report(path: str, report: Report, overwrite: bool) -> Path:
    """The evidence report (one item per quote, its status from the verdict) in ``path``."""
    from ..web import evidence_items, render_evidence

    page = render_evidence(
        evidence_items(report), title=f"citeproof evidence: {report.source.title}"
    )
    check_output(path, [report.read.path], overwrite=overwrite, option="--report")
    write_atomic(path, page.encode("utf-8"))
    return Path(path)


def _print_report(report: Report, target: str, color: bool) -> None:
    source = report.source
    where = source.final_url or target
    sys.stdout.write(f"{where}: {source.representation}, {source.characters:,} characters")
    if source.pages_read is not None:  # a verdict about these pages, not the document
        sys.stdout.write(f" ({source.pages_read} only)")
    if source.retrieved_at:
        sys.stdout.write(f", retrieved {source.retrieved_at}")
    sys.stdout.write(f"\nsha256 {source.sha256}\n")
    for warning in source.warnings:
        sys.stdout.write(f"note: {warning}\n")
    sys.stdout.write("\n")
    sys.stdout.write(render(report.results, Style(color)) + "\n")
    if source.pages_read is not None:  # under the verdicts too: they are about these pages
        sys.stdout.write(f"checked against {source.pages_read} only\n")


def run(args: argparse.Namespace) -> int:
    """Read the source, check the quotes, report."""
    if args.snapshot and args.source:
        # ``check --snapshot SHA256 "a quote"``: with stored bytes named, every positional
        # is a quote (argparse gives the first to SOURCE).
        args.quotes.insert(0, args.source)
        args.source = None
    try:
        if args.report is not None:
            check_output(args.report, run_inputs(args), overwrite=args.overwrite, option="--report")
        quotes = _quotes(args)
        policy = _policy(args)
        source = read_source(args)
        report = check(
            source, quotes, policy, max_characters=args.max_characters,
            selectors=args.json, boxes=args.json,
        )  # fmt: skip
        pictures = _pictures(args.picture, report) if args.picture is not None else []
        written = (
            _write_report(args.report, report, args.overwrite) if args.report is not None else None
        )
    except CiteproofError as error:
        return fail(error, as_json=args.json)
    if args.json:
        from ..contracts import report_json

        print_json(report_json(report))
    else:
        target = {"-": "standard input", None: f"snapshot {args.snapshot}"}.get(
            args.source, args.source
        )
        _print_report(report, target, _use_color(args.color))
    for path in pictures:
        (sys.stderr if args.json else sys.stdout).write(f"picture: {path}\n")
    if written is not None:
        (sys.stderr if args.json else sys.stdout).write(f"report: {written}\n")
    return EXIT_TRUE if report.all_confirmed else EXIT_FALSE


def _add_policy_options(parser: argparse.ArgumentParser) -> None:
    """What counts as the same words: the options :func:`_policy` reads."""
    policy = parser.add_argument_group("what counts as the same words")
    policy.add_argument(
        "--ignore-case", action=argparse.BooleanOptionalAction, default=None,
        help="accept differences of capitals (reported as tolerated: case); config "
        "ignore-case",
    )  # fmt: skip
    policy.add_argument(
        "--tolerate", action="append", metavar="NAMES",
        help="tolerate only these differences (comma-separated; default: all but case; "
        "config tolerate): "
        + ", ".join(NORMALIZATIONS),
    )  # fmt: skip
    policy.add_argument(
        "--elisions", action=argparse.BooleanOptionalAction, default=None,
        help="accept quotes with … standing for left-out words (default; --no-elisions: "
        "do not); config elisions",
    )  # fmt: skip
    policy.add_argument(
        "--exact-only", action="store_true",
        help="confirm only quotes the source holds character for character",
    )  # fmt: skip
    policy.add_argument(
        "--min-length", type=int, default=None, metavar="N",
        help="quotes shorter than N characters get no verdict (default 8, or config "
        "min-length; Chinese, Japanese and Korean characters count 3, Thai 1.5)",
    )  # fmt: skip


def _add_output_options(parser: argparse.ArgumentParser) -> None:
    """``--color``, ``--picture``, ``--report``: what is written besides the findings."""
    parser.add_argument(
        "--color", choices=["auto", "always", "never"], default="auto",
        help="colour the report (default: on a terminal, or when FORCE_COLOR is set; "
        "never when NO_COLOR is)",
    )  # fmt: skip
    parser.add_argument(
        "--picture", metavar="DIR",
        help="for a PDF, write DIR/quote-N-page-P.png: each page a match (green) or a "
        "near miss's nearest passage (amber) is on, highlighted",
    )  # fmt: skip
    parser.add_argument(
        "--report", metavar="OUT.html",
        help="write the evidence report: one self-contained HTML file setting each "
        "quote beside the source's words, the differences and, for a PDF, the page "
        "region with the match highlighted (readable printed)",
    )  # fmt: skip


class CheckCommand:
    """Registers ``citeproof check``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``check`` subparser."""
        parser = sub.add_parser(
            "check",
            help="check quotes against a source (a file, a URL, standard input)",
            description="Check each quote against SOURCE. A quote is confirmed when the "
            "source holds its words: VERBATIM, NORMALIZED (only typography differs), ELIDED "
            "(… between parts that are there) or EDITORIAL ([T]he, [sic], (emphasis added): "
            "each change listed); otherwise it is CASE DIFFERS, PARAPHRASE (a close passage "
            "with other words: the differences are listed), NOT PRESENT or TOO SHORT. Exit "
            "0 when every quote is confirmed, 1 when any is not, 2 when the source cannot "
            "be read or the input is invalid.",
        )
        parser.add_argument(
            "source", nargs="?",
            help="the source: a file path (PDF, HTML, text...), an http(s) URL, or - for "
            "standard input",
        )  # fmt: skip
        parser.add_argument("quotes", nargs="*", help="quotes to check")
        parser.add_argument(
            "--quote-file", action="append", default=[], metavar="FILE",
            help="a file holding one quote (its whole text, line breaks included), - for "
            "standard input; repeatable",
        )  # fmt: skip
        parser.add_argument(
            "--quotes", action="append", default=[], metavar="FILE", dest="quote_lines",
            help="a file of quotes, one quote per line, as the web page takes them (blank "
            "lines skipped, each line trimmed, CRLF or LF), - for standard input; repeatable",
        )  # fmt: skip
        parser.add_argument(
            "--json", action="store_true",
            help="print JSON (source evidence, findings with W3C selectors and PDF boxes)",
        )  # fmt: skip
        add_source_options(parser)
        add_pages_option(parser, "check against")
        _add_policy_options(parser)
        parser.add_argument(
            "--max-characters", type=int, default=50_000_000, metavar="N",
            help="check at most the first N characters (default 50,000,000: a whole book)",
        )  # fmt: skip
        _add_output_options(parser)
        parser.set_defaults(run=run, extra_positionals="quotes")


COMMANDS.append(CheckCommand())
