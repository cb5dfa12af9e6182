"""``citeproof recheck BATCH_OUTPUT.jsonl | MANUSCRIPT … [--store PATH] [--older-than 7d]``:
did the quotations still hold?

Every citation of a URL in the batch outputs (``citeproof batch -o OUT.jsonl``), and every
quotation of a URL in a manuscript (located in the newest stored fetch of its page), is
re-checked: its page is fetched again through the guarded reader, conditionally (the
stored fetch's ``ETag`` / ``Last-Modified``; ``304`` means the stored bytes), and the
citation is re-anchored in the new text with the stored snapshot's text as the old one:
UNCHANGED, MOVED, CONTEXT CHANGED, CHANGED (the word diff; never found), AMBIGUOUS,
ORPHANED, or UNREACHABLE (404/410, DNS failure, refused connection...). The stored
snapshot stays in the evidence store as the evidence of what the page said then; the new
fetch is added to it. ``--warc OUT`` writes both versions of every page.

Exit 0 when nothing drifted (every citation unchanged, moved or context-changed); 1 when
a citation changed, is ambiguous, orphaned or unreachable; 2 on bad input (an output that
is not batch's, a store written by a newer citeproof, a bad ``--older-than``).
"""

from __future__ import annotations

import argparse
import io
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import CiteproofError, ErrorCode, InputError
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_TRUE, add_no_cache_option, fail
from ._network import add_network_options, fetch_config
from .manuscript import _escape
from .reanchor import _describe, _short

if TYPE_CHECKING:
    from ..recheck import PageCheck, RecheckReport
    from ..sources import EvidenceStore

_MARK = {True: "✘", False: "✔"}
#: A batch output by its extension (as batch tells its JSON Lines input); anything else is
#: a manuscript.
_JSONL = (".jsonl", ".ndjson", ".json")


def _store(path: str | None) -> EvidenceStore:
    """The store the citations' snapshots are in: it must exist (recheck creates none)."""
    from ..sources import EvidenceStore, default_store_path

    where = Path(path) if path else default_store_path()
    if not where.is_file():
        raise InputError(
            f"no evidence store at {where}: name the one the batch run kept with --store",
            code=ErrorCode.STORE_UNAVAILABLE,
        )
    return EvidenceStore(where)


def _lines(entry: dict[str, Any]) -> list[str]:
    status = entry["status"]
    label = status.upper().replace("-", " ")
    name = f" [{entry['id']}]" if entry.get("id") else ""
    lines = [
        f"{_MARK[entry['drifted']]} {label:<15} {_short(entry['exact'])!r}{name}",
        f"    {entry['url']} ({entry['file']}:{entry['line']})",
    ]
    error = entry.get("error")
    if error is not None:
        gone = "the page is gone: " if error["gone"] else ""
        lines.append(f"    {gone}{error['code']}: {error['message']}")
        return lines
    details = dict(entry, notes=[])
    return lines + _describe(details)[1:]


def _summary(report: RecheckReport) -> str:
    counts = ", ".join(f"{n} {s}" for s, n in report.counts().items() if n)
    pages = len(report.pages)
    same = sum(p.not_modified for p in report.pages)
    skipped = ", ".join(
        f"{n} {s.value.replace('_', ' ')}" for s, n in sorted(report.skipped.items())
    )
    text = (
        f"{len(report.citations)} citations on {pages} pages ({same} not modified): "
        f"{counts or 'nothing to re-check'}"
    )
    return text + (f"; set aside: {skipped}" if skipped else "")


def _print_text(report: RecheckReport) -> None:
    out = sys.stdout
    for rechecked in report.citations:
        out.write("\n".join(_lines(rechecked.to_dict())) + "\n")
    for page in report.pages:
        for note in page.notes:
            out.write(f"note: {page.url}: {note}\n")
    out.write(f"\n{_summary(report)}\n")


def _print_github(report: RecheckReport) -> None:
    """Workflow commands: an error per drifted citation, a notice per context change."""
    out = sys.stdout
    for rechecked in report.citations:
        entry = rechecked.to_dict()
        if entry["drifted"]:
            level = "error"
        elif entry["status"] == "context-changed":
            level = "notice"
        else:
            continue
        detail = "; ".join(line.strip() for line in _lines(entry)[2:])
        properties = (
            f"file={_escape(entry['file'], property_value=True)},line={entry['line']},"
            f"title={_escape('citeproof recheck: ' + entry['status'], property_value=True)}"
        )
        message = f"{_short(entry['exact'])!r} at {entry['url']}" + (
            f": {detail}" if detail else ""
        )
        out.write(f"::{level} {properties}::{_escape(message)}\n")
    out.write(_summary(report) + "\n")


def _write_warc(path: str, pages: tuple[PageCheck, ...], overwrite: bool) -> None:
    """Both versions of each page: the stored snapshot and the answer now."""
    from ..sources.formats import Exchange, exchanges_from_fetched, write_warc
    from ._outputs import write_atomic

    exchanges = []
    for page in pages:
        stored = page.stored_snapshot
        if stored is not None:
            headers = [("Content-Length", str(len(stored.body)))]
            if stored.content_type:
                headers.append(("Content-Type", stored.content_type))
            headers += [(k.title(), v) for k, v in stored.headers]
            exchanges.append(
                Exchange(
                    url=stored.provenance.final_url,
                    status=stored.provenance.http_status,
                    response_headers=tuple(headers),
                    body=stored.body,
                    date=stored.provenance.retrieved_at,
                )
            )
        if page.now is not None and page.now.fetched is not None:
            exchanges += exchanges_from_fetched(page.now.fetched, date=page.now.retrieved_at)
    buffer = io.BytesIO()
    write_warc(exchanges, buffer)
    write_atomic(path, buffer.getvalue())
    sys.stderr.write(f"warc: {path}\n")


def run(args: argparse.Namespace) -> int:
    """Read the stored citations, re-check them, report."""
    from ..recheck import (
        citations_from_batch_output,
        citations_from_manuscript,
        dask_engine,
        parse_age,
        recheck,
    )
    from ..sources import SourceReader
    from ._outputs import check_output
    from ._source import document_cache

    as_json = args.format == "json" or args.json
    try:
        if not args.inputs:
            raise InputError(
                "name the batch outputs whose citations to re-check (citeproof batch "
                "INPUT -o OUT.jsonl writes one)",
                code=ErrorCode.MISSING_FIELD,
            )
        older_than = parse_age(args.older_than) if args.older_than else 0.0
        if args.warc:
            check_output(args.warc, args.inputs, overwrite=args.overwrite, option="--warc")
        outputs = [p for p in args.inputs if Path(p).suffix.lower() in _JSONL]
        citations, skipped = citations_from_batch_output(outputs)
        store = _store(args.store)
        fetch = fetch_config(args)
        reader = SourceReader(fetch=fetch, store=store, cache=document_cache(args))
        engine = None
        if args.engine == "dask":
            engine = dask_engine(args.scheduler, fetch, str(store.path.resolve()))
        try:
            for draft in (p for p in args.inputs if p not in outputs):
                more, aside = citations_from_manuscript(draft, reader, min_words=args.min_words)
                citations += more
                skipped += aside
            report = recheck(
                citations, reader, older_than=older_than, skipped=skipped, engine=engine
            )
        finally:
            reader.close()
            store.close()
        if args.warc:
            _write_warc(args.warc, report.pages, args.overwrite)
    except CiteproofError as error:
        return fail(error, as_json=as_json)
    if as_json:
        sys.stdout.write(json.dumps(report.to_dict(), ensure_ascii=False, sort_keys=True) + "\n")
    elif args.format == "github":
        _print_github(report)
    else:
        _print_text(report)
    return EXIT_FALSE if report.drifted else EXIT_TRUE


class RecheckCommand:
    """Registers ``citeproof recheck``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``recheck`` subparser."""
        parser = sub.add_parser(
            "recheck",
            help="fetch the pages of stored citations again and say what became of each "
            "quotation (unchanged, moved, changed with the diff, orphaned, unreachable)",
            description="Re-check every citation of a URL in batch outputs (and every "
            "quotation of a URL in a manuscript, located in the stored page): fetch its page "
            "again (conditionally, with the stored ETag/Last-Modified), re-anchor the "
            "words found then in the text now, with the stored snapshot as the old text. "
            "UNCHANGED, MOVED, CONTEXT CHANGED, CHANGED (word diff; never found), "
            "AMBIGUOUS, ORPHANED or UNREACHABLE (404/410, DNS, refused). The stored "
            "snapshot is kept; the new fetch is added to the store. Exit 0 when nothing "
            "drifted, 1 when a citation changed, is ambiguous, orphaned or unreachable, "
            "2 on bad input.",
        )
        parser.add_argument(
            "inputs", nargs="*", metavar="BATCH_OUTPUT.jsonl | MANUSCRIPT",
            help="outputs of citeproof batch -o (.jsonl: source and citation records), or "
            "Markdown/LaTeX drafts whose quotations of URLs are located in the newest "
            "stored fetch of each page and re-checked",
        )  # fmt: skip
        parser.add_argument(
            "--min-words",
            type=int,
            default=4,
            metavar="N",
            help="a manuscript's inline quotations of at least N words count (default 4)",
        )
        parser.add_argument(
            "--store", metavar="PATH",
            help="the evidence store holding the stored snapshots (default: $CITEPROOF_STORE "
            "or ~/.local/share/citeproof/evidence.sqlite3); the new fetches are added to it",
        )  # fmt: skip
        parser.add_argument(
            "--older-than", metavar="AGE",
            help="re-check only citations whose page was retrieved at least AGE ago "
            "(7d, 12h, 30m, 2w); the others are counted as fresh",
        )  # fmt: skip
        parser.add_argument(
            "--format", choices=["text", "github", "json"], default="text",
            help="text: a block per citation and a summary (default); github: workflow "
            "annotations (an error per drifted citation); json: as --json",
        )  # fmt: skip
        parser.add_argument(
            "--json", action="store_true",
            help='print JSON: {"citations": [{"status", "selectors", "diff", ...}], "pages", '
            '"summary"}, keys sorted, in the input\'s order',
        )  # fmt: skip
        parser.add_argument(
            "--warc", metavar="OUT",
            help="write both versions of every page (the stored snapshot and the answer "
            "now) to OUT as a WARC file",
        )  # fmt: skip
        parser.add_argument(
            "--overwrite", action="store_true", help="replace an existing --warc file"
        )
        parser.add_argument(
            "--engine", choices=["local", "dask"], default="local",
            help="local: pages fetched 8 at a time in this process (default); dask: "
            "spread over a Dask cluster (the store at the same path on every worker)",
        )  # fmt: skip
        parser.add_argument(
            "--scheduler", metavar="ADDRESS",
            help="the Dask scheduler for --engine dask, e.g. tcp://HOST:8786 (default: a "
            "local cluster)",
        )  # fmt: skip
        add_no_cache_option(parser)
        add_network_options(parser)
        parser.set_defaults(run=run)


COMMANDS.append(RecheckCommand())
