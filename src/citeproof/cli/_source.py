"""What the commands that read one source share: its options, naming it, reading it.

``SOURCE`` is an http(s) URL, ``-`` for standard input, or else a path — never the text
itself; ``--snapshot SHA256`` names stored bytes instead. URL bodies are kept in the
evidence store (``--store``) unless ``--no-store``, which creates no database at all.
What a source reads as is kept in the document cache (``--cache``; ``--no-cache``, or
``--no-store``, which keeps nothing at all), so the next check of the same bytes does not
extract them again.
A store that cannot be opened does not stop a check: the command goes on without it and
says so. The parsing ends in a :class:`~citeproof.service.SourceSpec`; reading goes
through :func:`citeproof.service.read` like every other face's.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import ErrorCode, InputError, SourceError
from ..service import LOCAL, SourceKind, SourceSpec, read
from ..sources import SourceRead, SourceReader
from ..sources.ocr import OcrMode, OcrOptions
from ..sources.render import MAX_RENDER_SECONDS, RenderLimits, RenderMode
from ._io import read_input
from ._network import add_network_options, fetch_config, gives_network_options
from ._outputs import check_output, write_atomic
from ._progress import progress_bar
from ._settings import OCR_MODES, valid_languages

if TYPE_CHECKING:
    from ..sources import DocumentCache, EvidenceStore, PageRange

__all__ = [
    "add_pages_option",
    "add_source_options",
    "document_cache",
    "evidence_store",
    "page_range",
    "read_source",
    "source_spec",
    "write_pictures",
]


def add_source_options(parser: argparse.ArgumentParser) -> None:
    """``--snapshot``, ``--store``, ``--no-store``, ``--record``, ``--warc``,
    ``--overwrite`` and the allow-list (``--allow-network``, ``--allow-host``)."""
    parser.add_argument(
        "--snapshot", metavar="SHA256",
        help="check the body stored under this SHA-256 (see the report's sha256 line) "
        "instead of reading SOURCE again",
    )  # fmt: skip
    parser.add_argument(
        "--store", metavar="PATH",
        help="evidence store for what is read from URLs "
        "(default: $CITEPROOF_STORE or ~/.local/share/citeproof/evidence.sqlite3)",
    )  # fmt: skip
    parser.add_argument(
        "--no-store", action="store_true",
        help="keep nothing of what is read (no store is created or opened)",
    )  # fmt: skip
    parser.add_argument(
        "--cache", metavar="DIR",
        help="keep what each source reads as here, so the same bytes are extracted once "
        "(default: $CITEPROOF_CACHE or ~/.cache/citeproof/documents)",
    )  # fmt: skip
    parser.add_argument(
        "--no-cache", action="store_true",
        help="extract the source afresh and keep no copy of its text",
    )  # fmt: skip
    parser.add_argument(
        "--record", metavar="URL|NAME",
        help="SOURCE is a web archive (WARC or WACZ): read the capture of this URL "
        "(default: the first HTML, PDF or text response); SOURCE is an e-mail: read the "
        "attachment with this file name",
    )  # fmt: skip
    parser.add_argument(
        "--warc", metavar="OUT",
        help="SOURCE is a URL: fetch it afresh and write what was fetched (requests, "
        "responses, redirects) to OUT as a standard WARC file, to replay or archive",
    )  # fmt: skip
    parser.add_argument(
        "--overwrite", action="store_true",
        help="replace an existing --warc or --report file (written beside it, then renamed)",
    )  # fmt: skip
    add_render_option(parser)
    add_network_options(parser)
    add_ocr_options(parser)


def add_ocr_options(parser: argparse.ArgumentParser) -> None:
    """``--ocr`` and ``--ocr-lang``: how a scanned PDF's pages are read."""
    group = parser.add_argument_group("scanned PDFs (the 'ocr' extra: tesseract)")
    group.add_argument(
        "--ocr", choices=OCR_MODES, default=None,
        help="auto (default): recognise PDF pages without a text layer; always: every "
        "page, its text layer ignored; never: a scan stays no_text_layer (config ocr)",
    )  # fmt: skip
    group.add_argument(
        "--ocr-lang", default=None, metavar="LANGS",
        help="tesseract's languages, joined by + (default: the language the PDF declares, "
        "with English, when its model is installed, else eng; e.g. deu+eng, each from "
        "Debian's tesseract-ocr-LANG; config ocr-lang)",
    )  # fmt: skip


def ocr_options(args: argparse.Namespace) -> OcrOptions:
    """The OCR options the command line (and the config file) give."""
    mode = OcrMode(getattr(args, "ocr", None) or "auto")
    languages = getattr(args, "ocr_lang", None)
    if languages is None:  # the document's declared language when its model is installed
        return OcrOptions(mode, "eng", from_document=True)
    if not valid_languages(languages):
        raise InputError(
            f"--ocr-lang: {languages!r} is not tesseract languages joined by + (deu+eng)",
            code=ErrorCode.INVALID_VALUE,
        )
    return OcrOptions(mode, languages)


def add_render_option(parser: argparse.ArgumentParser) -> None:
    """``--render auto|always|never``: pages that need JavaScript run in Chromium."""
    parser.add_argument(
        "--render", choices=[m.value for m in RenderMode], default=RenderMode.AUTO.value,
        help="run an HTML page's scripts in Chromium before reading it (the citeproof[render] "
        "extra and Debian's chromium): auto (default) when the page as sent has almost no "
        "text and loads scripts, always, or never; every request the page makes goes "
        "through the address guard, robots.txt and the limits",
    )  # fmt: skip
    parser.add_argument(
        "--render-seconds", type=float, default=None, metavar="SECONDS",
        help=f"the most a rendering may take, the browser's start included (default "
        f"{MAX_RENDER_SECONDS:g}: MAX_RENDER_SECONDS; a slow machine may need more)",
    )  # fmt: skip


def render_limits(args: argparse.Namespace) -> RenderLimits:
    """The limits of one rendering: ``--render-seconds`` (default MAX_RENDER_SECONDS)."""
    seconds = getattr(args, "render_seconds", None)
    if seconds is None:
        return RenderLimits()
    if not 0 < seconds <= 600:
        raise InputError(
            f"--render-seconds takes 0 < SECONDS <= 600, not {seconds:g}",
            code=ErrorCode.INVALID_VALUE,
        )
    return RenderLimits(seconds=seconds)


def render_mode(args: argparse.Namespace) -> RenderMode:
    """The ``--render`` mode (never for a command without the option)."""
    return RenderMode(getattr(args, "render", RenderMode.NEVER.value))


def source_spec(args: argparse.Namespace) -> SourceSpec:
    """The source the command line names: ``--snapshot``, ``-`` (standard input), a URL
    or a path."""
    if args.snapshot:
        return SourceSpec.snapshot(args.snapshot)
    if not args.source:
        raise InputError(
            "give a SOURCE (a path, an http(s) URL or - for standard input) or --snapshot",
            code=ErrorCode.MISSING_FIELD,
        )
    if args.source == "-":
        return SourceSpec.upload("stdin", read_input("-"), record=args.record)
    return SourceSpec.argument(args.source, record=args.record)


def evidence_store(args: argparse.Namespace) -> EvidenceStore | None:
    """The evidence store ``--store``/``--no-store`` name (None with ``--no-store``, or
    when it cannot be opened: the command goes on without it and says so)."""
    if args.no_store:
        if getattr(args, "snapshot", None):
            raise InputError(
                "--snapshot reads the store; drop --no-store", code=ErrorCode.INVALID_VALUE
            )
        return None
    from ..sources import EvidenceStore  # a check that keeps nothing never imports the store

    try:
        return EvidenceStore(args.store) if args.store else EvidenceStore()
    except SourceError as error:
        if getattr(args, "snapshot", None):
            raise
        sys.stderr.write(f"note: going on without the evidence store: {error.message}\n")
        return None


def document_cache(args: argparse.Namespace) -> DocumentCache | None:
    """The document cache the options name: none with ``--no-cache`` or ``--no-store``
    (which keeps nothing of what is read)."""
    if getattr(args, "no_cache", False) or getattr(args, "no_store", False):
        return None
    from ..sources import DocumentCache

    directory = getattr(args, "cache", None)
    return DocumentCache(Path(directory)) if directory else DocumentCache()


def read_source(args: argparse.Namespace, spec: SourceSpec | None = None) -> SourceRead:
    """Read the source the command line names, with the store options in ``args``."""
    spec = spec or source_spec(args)
    if args.warc and spec.kind is not SourceKind.URL:
        raise InputError(
            "--warc records a fetch: give an http(s) URL as SOURCE", code=ErrorCode.INVALID_VALUE
        )
    if args.warc:
        check_output(
            args.warc, run_inputs(args), overwrite=bool(getattr(args, "overwrite", False)),
            option="--warc",
        )  # fmt: skip
    # With --warc the page is fetched now, never served from the store: the archive must
    # hold what the site answered to this request.
    # A source that is not a URL fetches nothing: its reader's fetch stays the default,
    # made (with the HTTP side's modules) only if a URL is read after all.
    shaped = spec.kind is SourceKind.URL or gives_network_options(args)
    reader = SourceReader(
        fetch=fetch_config(args) if shaped else None,
        store=evidence_store(args),
        cache=document_cache(args),
        freshness=0.0 if args.warc else 3600.0,
        render=render_mode(args),
        render_limits=render_limits(args),
        ocr=ocr_options(args),
        pages=page_range(args),
    )
    progress = progress_bar("pages")  # a big PDF's pages, on a terminal
    try:
        if progress is None:  # no terminal: nothing to tell, and no PDF machinery imported
            source = read(spec, reader, LOCAL)
        else:
            from ..sources import reading_progress

            with reading_progress(progress):
                source = read(spec, reader, LOCAL)
    finally:
        if progress is not None:
            progress.close()
        reader.close()
        if reader.store is not None:
            reader.store.close()
    if args.warc:
        _write_warc(args.warc, source, bool(getattr(args, "overwrite", False)))
    return source


def page_range(args: argparse.Namespace) -> PageRange | None:
    """The pages ``--pages A-B`` asks for (``invalid_value`` when malformed), if any."""
    spec = getattr(args, "pages", None)
    if spec is None:
        return None
    from ..sources import PageRange

    return PageRange.parse(spec)


def add_pages_option(parser: argparse.ArgumentParser, what: str) -> None:
    """``--pages A-B``: read only those pages (a PDF loads no other)."""
    parser.add_argument(
        "--pages", metavar="A-B",
        help=f"{what} only pages A to B of a paged source (one-based, as printed by "
        "extract; A alone for one page, A- to the end): a PDF reads no other page",
    )  # fmt: skip


def run_inputs(args: argparse.Namespace) -> list[str | None]:
    """The files this command line reads: SOURCE, quote files, ``--quotes`` files."""
    inputs: list[str | None] = [getattr(args, "source", None)]
    inputs += getattr(args, "quote_file", None) or []
    inputs += getattr(args, "quote_lines", None) or []
    return inputs


def _write_warc(path: str, source: SourceRead, overwrite: bool) -> None:
    from ..sources.formats import Resource, exchanges_from_fetched, write_warc

    assert source.fetched is not None, "a URL read afresh keeps its fetch"
    check_output(path, [], overwrite=overwrite, option="--warc")
    buffer = io.BytesIO()
    resources = []
    if source.rendering is not None and source.data is not None and source.final_url:
        dom = Resource(source.final_url, "text/html; charset=utf-8", source.data,
                       source.rendering.browser)  # fmt: skip
        resources.append(dom)
    write_warc(exchanges_from_fetched(source.fetched), buffer, resources=resources)
    write_atomic(path, buffer.getvalue())
    sys.stderr.write(f"warc: {path}\n")


def write_pictures(directory: str, named: list[tuple[str, bytes]]) -> list[Path]:
    """Write each ``(file name, PNG bytes)`` into ``directory`` (created); the paths."""
    folder = Path(directory)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        paths = []
        for name, png in named:
            path = folder / name
            path.write_bytes(png)
            paths.append(path)
    except OSError as error:
        raise InputError(
            f"cannot write pictures to {directory}: {error.strerror}",
            code=ErrorCode.UNWRITABLE_OUTPUT,
        ) from error
    return paths
