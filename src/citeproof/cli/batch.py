"""``citeproof batch INPUT [-o OUTPUT.jsonl] [--workers N]``: every quotation, in order.

INPUT is JSON Lines of citations (``.jsonl``) or a Markdown/plain-text document whose
quotations are found and paired with their cited sources. Findings are written as JSON
Lines in input order; a summary table closes the run on standard error. Exit 0 when every
quotation is confirmed, 1 when any is not (or a line was bad), 2 on error.

A draft checked against its bibliography (--bibliography, --zotero, --report or --format)
is a manuscript: each quotation is checked in the work its citation key names, pinpoint
page included, exactly as ``citeproof manuscript`` does, and the findings are printed as
a linter's lines (see that command).

An interrupted run started again with the same -o goes on where it stopped. -o only ever
resumes a file that this input and these options produced (OUTPUT.jsonl.citeproof-run
beside it records what), one run at a time; any other existing file is left alone (exit 2)
unless --overwrite.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import CiteproofError, ErrorCode, InputError, SourceError
from ..service import SourceKind
from ..sources import EvidenceStore, default_store_path
from ._commands import COMMANDS
from ._io import EXIT_FALSE, EXIT_TRUE, add_no_cache_option, fail
from ._network import add_network_options, fetch_config
from ._outputs import check_output
from ._progress import ProgressBar, progress_bar
from ._source import add_ocr_options, add_render_option, ocr_options, render_mode

if TYPE_CHECKING:
    from ..batch import BadLine, BatchSummary, Job


_JSON_LINES = (".jsonl", ".ndjson", ".json")


def _is_manuscript(args: argparse.Namespace) -> bool:
    """A draft (not JSON Lines) with a bibliography, a report or a linter format asked for."""
    asked = args.bibliography or args.zotero or args.report or args.format is not None
    return bool(asked) and not args.input.lower().endswith(_JSON_LINES)


def _manuscript_arguments(args: argparse.Namespace) -> argparse.Namespace:
    return argparse.Namespace(
        drafts=[args.input], bibliography=args.bibliography, zotero=args.zotero,
        format=args.format or "text", report=args.report, all=args.all,
        min_words=args.min_words, store=args.store, no_store=args.no_store,
        no_cache=args.no_cache, cache=args.cache,
        refresh=args.refresh, overwrite=args.overwrite, allow_paths=args.allow_paths,
        allow_network=args.allow_network, allow_host=args.allow_host,
        user_agent=args.user_agent,
    )  # fmt: skip


def _items(args: argparse.Namespace) -> list[Job | BadLine]:
    """The input's citations (``--sources`` resolved, a document's quotations found)."""
    from ..batch import read_input

    try:
        return read_input(
            Path(args.input),
            sources_file=Path(args.sources) if args.sources else None,
            default_source=args.source,
            min_words=args.min_words,
        )
    except OSError as error:
        raise InputError(
            f"cannot read {args.input}: {error.strerror}", code=ErrorCode.UNREADABLE_INPUT
        ) from None
    except ValueError as error:
        raise InputError(f"{args.input}: {error}", code=ErrorCode.INVALID_INPUT) from None


def _store(args: argparse.Namespace) -> str | None:
    """The evidence store's path; a store that cannot be opened costs the evidence
    copies, not the run."""
    store = None if args.no_store else (args.store or str(default_store_path()))
    if store is not None:
        try:
            EvidenceStore(store).close()
        except SourceError as error:
            sys.stderr.write(f"note: going on without the evidence store: {error.message}\n")
            store = None
    return store


def _cache(args: argparse.Namespace) -> str | None:
    """The document cache's directory: none with ``--no-cache`` or ``--no-store``."""
    from ..sources import default_cache_path

    if args.no_cache or args.no_store:
        return None
    return str(args.cache) if args.cache else str(default_cache_path())


def _end_progress(progress: ProgressBar | None) -> None:
    """End the progress bar, when there is one."""
    if progress is not None:
        progress.close()


def _print_end(args: argparse.Namespace, summary: BatchSummary) -> None:
    """Whether it resumed, then the closing table (on standard error)."""
    if summary.complete_before:
        sys.stderr.write(f"{args.output} was already complete; nothing to do\n")
    elif summary.resumed_after >= 0:
        sys.stderr.write(f"resumed after item {summary.resumed_after + 1}\n")
    sys.stderr.write(summary.table() + "\n")


def run(args: argparse.Namespace) -> int:
    """Read the input, run the batch, print the summary."""
    from ..batch import Job, WorkerOptions, run_batch

    if _is_manuscript(args):
        from .manuscript import run as run_manuscript

        return run_manuscript(_manuscript_arguments(args))
    if args.engine == "dask" and not args.scheduler:
        return fail(
            InputError("--engine dask needs --scheduler ADDRESS", code=ErrorCode.MISSING_FIELD)
        )
    try:
        fetch = fetch_config(args)
        items = _items(args)
        if args.output:
            paths = [
                i.source.value
                for i in items
                if isinstance(i, Job) and i.source.kind is SourceKind.PATH
            ]
            check_output(
                args.output, [args.input, args.sources, *paths], overwrite=args.overwrite,
                option="-o", existing_ok=True,
            )  # fmt: skip
    except CiteproofError as error:
        return fail(error)
    options = WorkerOptions(
        store_path=_store(args),
        cache_path=_cache(args),
        refresh=args.refresh,
        selectors=args.selectors,
        fetch=fetch,
        ocr=ocr_options(args),
        render=render_mode(args),
    )
    progress = progress_bar("citations")
    try:
        summary = run_batch(
            items,
            Path(args.output) if args.output else None,
            options,
            engine=args.engine,
            workers=args.workers,
            scheduler=args.scheduler,
            progress=progress,
            overwrite=args.overwrite,
        )
    except CiteproofError as error:  # a full disk, a locked or foreign output, no store
        _end_progress(progress)
        return fail(error, as_json=args.output is not None)
    _end_progress(progress)
    _print_end(args, summary)
    return EXIT_TRUE if summary.all_confirmed else EXIT_FALSE


def _add_output_options(parser: argparse.ArgumentParser) -> None:
    """``-o`` and ``--overwrite``: where the findings go, and what may be replaced."""
    parser.add_argument(
        "-o",
        "--output",
        metavar="OUTPUT.jsonl",
        help="write the findings here instead of standard output; run again with the "
        "same input and options to resume an interrupted run",
    )
    parser.add_argument(
        "--overwrite",
        action="store_true",
        help="replace OUTPUT.jsonl even if it holds something else (by default an "
        "existing output is only resumed, and only if this input produced it)",
    )


def _add_engine_options(parser: argparse.ArgumentParser) -> None:
    """``--workers``, ``--engine``, ``--scheduler``: where the work runs."""
    parser.add_argument(
        "--workers",
        type=int,
        default=1,
        metavar="N",
        help="check sources in N processes on this machine (default 1); same output",
    )
    parser.add_argument(
        "--engine",
        choices=["local", "dask"],
        default="local",
        help="where to run: this machine (default), or a Dask cluster (needs --scheduler)",
    )
    parser.add_argument(
        "--scheduler",
        metavar="ADDRESS",
        help="the Dask scheduler's address for --engine dask, e.g. tcp://10.0.0.5:8786",
    )


def _add_input_options(parser: argparse.ArgumentParser) -> None:
    """``--sources``, ``--source``, ``--min-words``: what the input's citations name."""
    parser.add_argument(
        "--sources",
        metavar="FILE",
        help="a JSON array or JSON Lines file of sources ({source_id, version} and one of "
        "text, path, url) for citations that name a source_id and version",
    )
    parser.add_argument(
        "--source",
        metavar="PATH_OR_URL",
        help="for a document: the source of quotations that cite none",
    )
    parser.add_argument(
        "--min-words",
        type=int,
        default=4,
        metavar="N",
        help="for a document: inline quotations shorter than N words are not checked (default 4)",
    )


def _add_store_options(parser: argparse.ArgumentParser) -> None:
    """``--store``, ``--no-store``, ``--refresh``: the evidence store."""
    parser.add_argument(
        "--store",
        metavar="PATH",
        help="the evidence store that keeps fetched URL sources (default: $CITEPROOF_STORE, "
        "config store, or the user's store)",
    )
    parser.add_argument(
        "--cache", metavar="DIR",
        help="keep what each source reads as here (default: $CITEPROOF_CACHE, config "
        "cache, or ~/.cache/citeproof/documents)",
    )  # fmt: skip
    parser.add_argument(
        "--no-store",
        action="store_true",
        help="keep no evidence store and no document cache; fetch every URL",
    )
    add_no_cache_option(parser)
    parser.add_argument(
        "--refresh",
        action="store_true",
        help="fetch URLs again instead of reusing the bodies in the evidence store",
    )


def _add_manuscript_options(parser: argparse.ArgumentParser) -> None:
    """A draft against its bibliography, as ``citeproof manuscript``."""
    manuscript = parser.add_argument_group(
        "a draft against its bibliography (as citeproof manuscript)"
    )
    manuscript.add_argument(
        "--bibliography", "-b", action="append", metavar="FILE",
        help="BibTeX/BibLaTeX (.bib, with file fields) or CSL JSON: citation keys in the "
        "draft ([@key, p. 12], \\cite[p.~12]{key}) name the works to check; repeatable",
    )  # fmt: skip
    manuscript.add_argument(
        "--zotero", action="append", metavar="DIR",
        help="a Zotero data directory (read read-only) as the bibliography; repeatable",
    )  # fmt: skip
    manuscript.add_argument(
        "--allow-paths", action="append", metavar="DIR",
        help="also read bibliography attachments inside DIR; repeatable",
    )  # fmt: skip
    manuscript.add_argument(
        "--report", metavar="OUT.html",
        help="write the evidence report: each quotation beside the source's words",
    )  # fmt: skip
    manuscript.add_argument(
        "--format", choices=["text", "github", "json"],
        help="print findings as a linter's lines (text), GitHub workflow annotations, "
        "or JSON",
    )  # fmt: skip
    manuscript.add_argument(
        "--all", action="store_true", help="list confirmed quotations too (text format)"
    )


class BatchCommand:
    """Registers ``citeproof batch``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``batch`` subparser."""
        parser = sub.add_parser(
            "batch",
            help="check every quotation in a JSON Lines dataset or a document",
            description=(__doc__ or "").replace("``", ""),
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        parser.add_argument(
            "input",
            help="citations as JSON Lines (.jsonl, .ndjson, .json: one object a line), or a "
            "Markdown or plain-text document whose quotations are checked",
        )
        _add_output_options(parser)
        _add_engine_options(parser)
        _add_input_options(parser)
        _add_store_options(parser)
        add_ocr_options(parser)
        add_render_option(parser)
        add_network_options(parser)
        _add_manuscript_options(parser)
        parser.add_argument(
            "--selectors",
            action="store_true",
            help="add W3C text selectors and page boxes to every span (slower)",
        )
        parser.set_defaults(run=run)


COMMANDS.append(BatchCommand())
