"""``citeproof manuscript DRAFT... [--bibliography FILE] [--zotero DIR]``: quotations linted.

Finds every quotation in the drafts (Markdown/pandoc, LaTeX), resolves its citation
(``[@key, p. 12]``, ``\\cite[p.~12]{key}``, a footnote, a link) in the bibliographies
(BibTeX/BibLaTeX with ``file`` fields, CSL JSON, a Zotero data directory), reads each
cited source once and checks each quotation in it, pinpoint page included. Prints one
line per finding (``draft.md:47:12: paraphrase [@smith2020, p. 12]: ...``), grouped by
file, and a summary that lists them; ``--format github`` prints workflow annotations,
``--format json`` one JSON document; ``--report OUT.html`` writes the evidence report.
Exit 0 when every quotation is confirmed, 1 when any is not, 2 on invalid input.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..errors import CiteproofError, ErrorCode, InputError, SourceError
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_TRUE, add_no_cache_option, fail
from ._network import add_network_options, allow_list, fetch_config
from ._outputs import check_output, write_atomic
from ._progress import progress_bar
from ._source import add_ocr_options, add_render_option

_WARNINGS = frozenset({"too_short", "uncited"})


def _escape(text: str, *, property_value: bool = False) -> str:
    """A value for a GitHub workflow command (``%``, line breaks; ``:`` and ``,`` in
    properties)."""
    text = text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    if property_value:
        text = text.replace(":", "%3A").replace(",", "%2C")
    return text


def _line(check: Any) -> str:
    q = check.quotation
    return f"{q.path}:{q.line}:{q.column}: {check.label} {check.citation_text}: {check.message}"


def _summary(report: Any) -> list[str]:
    """The closing summary: counts, then every failure by kind, with where it is."""
    total = len(report.checks)
    failures = report.failures
    files = len(report.files)
    head = (
        f"{total} quotation{'s' * (total != 1)} in {files} file{'s' * (files != 1)}, "
        f"{report.sources_read} source{'s' * (report.sources_read != 1)} read: "
        f"{total - len(failures)} confirmed, {len(failures)} not"
    )
    lines = [head + ("." if not failures else ":")]
    by_status: dict[str, list[Any]] = {}
    for check in failures:
        by_status.setdefault(check.status, []).append(check)
    for status, checks in sorted(
        by_status.items(), key=lambda item: list(report.counts()).index(item[0])
    ):
        places = ", ".join(
            f"{c.quotation.path}:{c.quotation.line}:{c.quotation.column}"
            + (f" (@{c.cite.key})" if status == "no_source" and c.cite and c.cite.key else "")
            for c in checks
        )
        lines.append(f"  {checks[0].label} ({len(checks)}): {places}")
    return lines


def _print_text(report: Any, show_all: bool) -> None:
    out = sys.stdout
    previous = None
    for check in report.checks:
        if check.confirmed and not show_all:
            continue
        if previous is not None and check.quotation.path != previous:
            out.write("\n")
        previous = check.quotation.path
        out.write(_line(check) + "\n")
    if previous is not None:
        out.write("\n")
    out.write("\n".join(_summary(report)) + "\n")


def _print_github(report: Any) -> None:
    out = sys.stdout
    for check in report.failures:
        q = check.quotation
        level = "warning" if check.status in _WARNINGS else "error"
        properties = (
            f"file={_escape(q.path, property_value=True)},line={q.line},col={q.column},"
            f"title={_escape('citeproof: ' + check.label, property_value=True)}"
        )
        out.write(
            f"::{level} {properties}::{_escape(check.citation_text + ': ' + check.message)}\n"
        )
    out.write("\n".join(_summary(report)) + "\n")


def _json(report: Any) -> dict[str, Any]:
    return {
        "files": list(report.files),
        "quotations": [check.to_dict() for check in report.checks],
        "summary": {
            "quotations": len(report.checks),
            "confirmed": len(report.checks) - len(report.failures),
            "allConfirmed": report.all_confirmed,
            "counts": report.counts(),
            "failures": [
                {
                    "file": c.quotation.path,
                    "line": c.quotation.line,
                    "column": c.quotation.column,
                    "status": c.status,
                    "message": c.message,
                }
                for c in report.failures
            ],
            "sourcesRead": report.sources_read,
        },
        "problems": list(report.problems),
    }


def add_allow_paths(parser: argparse.ArgumentParser) -> None:
    """``--allow-paths DIR``: one more folder attachments may be read from."""
    parser.add_argument(
        "--allow-paths", action="append", metavar="DIR",
        help="also read bibliography attachments inside DIR (besides the bibliography's, "
        "the draft's and Zotero's storage folders); repeatable",
    )  # fmt: skip


def _inputs(args: argparse.Namespace) -> list[str | None]:
    """The files a manuscript run reads that the command line names."""
    return [*args.drafts, *(args.bibliography or []), *(args.zotero or [])]


def _write_report(path: str, report: Any, overwrite: bool) -> None:
    from ..web import EvidenceItem, render_evidence

    items = [
        EvidenceItem(
            title=f"{c.quotation.path}:{c.quotation.line}:{c.quotation.column} {c.citation_text}",
            status=c.status,
            message=c.message,
            quote=c.quotation.text,
            result=c.result,
            read=c.read,
            page_note=c.page_mismatch,
        )
        for c in report.checks
    ]
    names = ", ".join(Path(p).name for p in report.files)
    page = render_evidence(items, title=f"citeproof: {names}")
    read = [c.read.path for c in report.checks if c.read is not None]
    check_output(path, [*report.files, *read], overwrite=overwrite, option="--report")
    write_atomic(path, page.encode("utf-8"))


def _bibliography(args: argparse.Namespace) -> Any:
    from ..manuscript import Bibliography, load_bibliography, load_zotero

    bibliography = Bibliography()
    for path in args.bibliography or []:
        bibliography.merge(load_bibliography(path))
    for directory in args.zotero or []:
        bibliography.merge(load_zotero(directory))
    return bibliography


def _reader(args: argparse.Namespace) -> Any:
    from ..sources import EvidenceStore, SourceReader
    from ._source import document_cache, ocr_options, render_mode

    store = None
    if not args.no_store:
        try:
            store = EvidenceStore(args.store) if args.store else EvidenceStore()
        except SourceError as error:
            sys.stderr.write(f"note: going on without the evidence store: {error.message}\n")
    return SourceReader(
        fetch=fetch_config(args),
        store=store,
        cache=document_cache(args),
        freshness=0.0 if args.refresh else 3600.0,
        ocr=ocr_options(args),
        render=render_mode(args),
    )


def run(args: argparse.Namespace) -> int:
    """Check the drafts and print the findings."""
    from ..manuscript import check_drafts, read_draft

    as_json = args.format == "json"
    if args.min_words < 1:
        return fail(
            InputError("--min-words must be at least 1", code=ErrorCode.INVALID_VALUE),
            as_json=as_json,
        )
    try:
        if args.report:
            check_output(
                args.report, _inputs(args), overwrite=bool(getattr(args, "overwrite", False)),
                option="--report",
            )  # fmt: skip
        drafts = [(path, read_draft(path)) for path in args.drafts]
        bibliography = _bibliography(args)
        allow_list(args)  # a bad --allow-network is an error before any store is opened
    except CiteproofError as error:
        return fail(error, as_json=as_json)
    for problem in bibliography.problems:
        sys.stderr.write(f"citeproof: warning: {problem}\n")
    reader = _reader(args)
    progress = progress_bar("sources")
    try:
        report = check_drafts(
            drafts, bibliography, reader, min_words=args.min_words,
            allow_paths=[str(Path(d).absolute()) for d in getattr(args, "allow_paths", None) or []],
            progress=progress,
        )  # fmt: skip
    except CiteproofError as error:
        return fail(error, as_json=as_json)
    finally:
        if progress is not None:
            progress.close()
        reader.close()
        if reader.store is not None:
            reader.store.close()
    # Times go to standard error: the findings on standard output are the same bytes for
    # the same drafts and sources.
    sys.stderr.write(
        f"{report.sources_read} source{'s' * (report.sources_read != 1)} read in "
        f"{report.reading_seconds:.1f} s of {report.seconds:.1f} s\n"
    )
    if args.report:
        try:
            _write_report(args.report, report, bool(getattr(args, "overwrite", False)))
        except CiteproofError as error:
            return fail(error, as_json=as_json)
    if as_json:
        sys.stdout.write(json.dumps(_json(report), ensure_ascii=False) + "\n")
    elif args.format == "github":
        _print_github(report)
    else:
        _print_text(report, args.all)
    return EXIT_TRUE if report.all_confirmed else EXIT_FALSE


class ManuscriptCommand:
    """Registers ``citeproof manuscript``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``manuscript`` subparser."""
        parser = sub.add_parser(
            "manuscript",
            help="check a draft's quotations against its bibliography, pages included",
            # The docstring is reST; --help shows it as plain text (no ``literal`` marks).
            description=(__doc__ or "").replace("``", ""),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        parser.add_argument("drafts", nargs="+", metavar="DRAFT", help="Markdown or LaTeX drafts")
        parser.add_argument(
            "--bibliography", "-b", action="append", metavar="FILE",
            help="BibTeX/BibLaTeX (.bib) or CSL JSON (.json); may be repeated",
        )  # fmt: skip
        parser.add_argument(
            "--zotero", action="append", metavar="DIR",
            help="a Zotero data directory (zotero.sqlite is read read-only); may be repeated",
        )  # fmt: skip
        parser.add_argument(
            "--format",
            choices=["text", "github", "json"],
            default="text",
            help="text: one line per finding and a summary (default); github: workflow "
            "annotations; json: one JSON document",
        )
        parser.add_argument(
            "--report",
            metavar="OUT.html",
            help="write the evidence report (one self-contained file)",
        )
        parser.add_argument(
            "--all", action="store_true", help="print confirmed quotations too (text format)"
        )
        parser.add_argument(
            "--min-words", type=int, default=4, metavar="N",
            help="inline quotations shorter than N words are not claims (default 4)",
        )  # fmt: skip
        add_allow_paths(parser)
        parser.add_argument(
            "--overwrite", action="store_true",
            help="replace an existing --report file (written beside it, then renamed)",
        )  # fmt: skip
        parser.add_argument(
            "--store", metavar="PATH",
            help="evidence store for URL sources (default: $CITEPROOF_STORE, config store, "
            "or the user's store)",
        )  # fmt: skip
        parser.add_argument(
            "--cache", metavar="DIR",
            help="keep what each source reads as here (default: $CITEPROOF_CACHE, config "
            "cache, or ~/.cache/citeproof/documents)",
        )  # fmt: skip
        parser.add_argument(
            "--no-store", action="store_true", help="keep no evidence store and no document cache"
        )
        add_no_cache_option(parser)
        parser.add_argument(
            "--refresh",
            action="store_true",
            help="fetch URLs again instead of reusing stored bodies",
        )
        add_ocr_options(parser)
        add_render_option(parser)
        add_network_options(parser)
        parser.set_defaults(run=run)


COMMANDS.append(ManuscriptCommand())
