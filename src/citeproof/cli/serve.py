"""``citeproof serve``: the HTTP API and the web page, with uvicorn."""

from __future__ import annotations

import argparse
import sys

from ..errors import CiteproofError
from ._commands import COMMANDS
from ._io import add_no_cache_option, fail, missing_extra
from ._network import add_network_options, fetch_config, print_allowed
from ._source import add_ocr_options, ocr_options


def run(args: argparse.Namespace) -> int:
    """Build the configuration and serve until interrupted."""
    try:
        from ..http import ServiceConfig, default_config, serve
    except ImportError as error:
        return fail(missing_extra("serve", error), as_json=False)

    try:
        fetch = fetch_config(args)
        ocr = ocr_options(args)
    except CiteproofError as error:
        return fail(error, as_json=False)
    keys = set(ServiceConfig.keys_from_environment()) | set(args.api_key)
    config = default_config(
        host=args.host,
        port=args.port,
        api_keys=frozenset(keys),
        insecure_no_auth=args.insecure_no_auth,
        allow_urls=not args.no_urls,
        allow_paths=args.allow_paths,
        cors_origins=tuple(args.cors_origin),
        deadline_seconds=args.deadline,
        max_concurrent_work=args.max_concurrent_work,
        fetch=fetch,
        ocr=ocr,
        **({"store_path": None} if args.no_store else _given("store_path", args.store)),
        **(
            {"cache_path": None}
            if args.no_store or args.no_cache
            else _given("cache_path", args.cache)
        ),
    )
    try:
        if args.deadline <= 0 or args.max_concurrent_work < 1:
            raise ValueError("--deadline must be positive and --max-concurrent-work at least 1")
        config.check_exposure()
        if config.allow_urls:
            print_allowed(config.fetch.allow)
        serve(config, workers=args.workers)
    except ValueError as error:
        sys.stderr.write(f"citeproof: {error}\n")
        return 2
    return 0


def _given(option: str, value: str | None) -> dict[str, str]:
    """``{option: value}`` when a path was given (else the default's own)."""
    return {option: str(value)} if value else {}


ROUTES = """\
routes:
  POST /v1/locate        quotes in one source (text, URL, snapshot, or a file: JSON
                         base64 or curl -F file=@paper.pdf -F quotes='...'): verdicts,
                         W3C selectors, PDF page boxes
  POST /v1/check         many citations, each with its source: what was read (hashes,
                         final URL) and each quote's verdict
  POST /v1/pictures      a PDF's pages with the quotes found on them highlighted (PNG)
  POST /v1/anchor-check  does a W3C TextQuoteSelector match exactly one place in the
                         supplied text? (also at
                         /v1/tools/citation-anchor-check/versions/1.0.0/execute)
  POST /api/v1/citation-span
                         quotes located in a supplied text, offsets in UTF-16, code
                         points, UTF-8 and graphemes
  GET  /healthz, /openapi.json, /docs, /   health, the OpenAPI, its docs, the web page
"""


class ServeCommand:
    """Registers ``citeproof serve``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``serve`` subparser."""
        parser = sub.add_parser(
            "serve",
            help="serve the HTTP API and the web page",
            description="Serve the JSON API (routes and schemas at /docs, which works "
            "offline), and the web page at /. Beyond loopback, API keys are required "
            "($CITEPROOF_API_KEYS or --api-key) unless --insecure-no-auth.",
            epilog=ROUTES,
            formatter_class=argparse.RawDescriptionHelpFormatter,
        )
        parser.add_argument(
            "--host",
            default="127.0.0.1",
            help="address to listen on (default: 127.0.0.1, this machine only)",
        )
        parser.add_argument("--port", type=int, default=8000, help="port (default: 8000)")
        parser.add_argument(
            "--workers", type=int, default=1, metavar="N", help="server processes (default: 1)"
        )
        parser.add_argument(
            "--api-key",
            action="append",
            default=[],
            metavar="KEY",
            help="accept requests whose X-API-Key header is KEY (repeatable; "
            "adds to the comma-separated keys in $CITEPROOF_API_KEYS)",
        )
        parser.add_argument(
            "--insecure-no-auth", action="store_true", help="serve beyond loopback without API keys"
        )
        parser.add_argument(
            "--no-urls",
            action="store_true",
            help="never read URL sources: only supplied text and uploads",
        )
        parser.add_argument(
            "--allow-paths",
            action="store_true",
            help="let requests name local files (off: the server's disk is private)",
        )
        parser.add_argument(
            "--cors-origin",
            action="append",
            default=[],
            metavar="ORIGIN",
            help="let web pages from ORIGIN (e.g. https://example.org) call "
            "the API from a browser (repeatable; none by default)",
        )
        parser.add_argument(
            "--no-store",
            action="store_true",
            help="keep no evidence store (URL reads are not kept) and no document cache",
        )
        parser.add_argument(
            "--store", metavar="PATH",
            help="the evidence store for URL reads (default: $CITEPROOF_STORE, config "
            "store, or ~/.local/share/citeproof/evidence.sqlite3)",
        )  # fmt: skip
        parser.add_argument(
            "--cache", metavar="DIR",
            help="keep what each source reads as here (default: $CITEPROOF_CACHE, config "
            "cache, or ~/.cache/citeproof/documents)",
        )  # fmt: skip
        add_no_cache_option(parser)
        parser.add_argument(
            "--deadline",
            type=float,
            default=120.0,
            metavar="SECONDS",
            help="answer 503 deadline_exceeded to a request still working "
            "after SECONDS (default: 120)",
        )
        parser.add_argument(
            "--max-concurrent-work",
            type=int,
            default=8,
            metavar="N",
            help="requests checking quotes at once in each process, work "
            "past its deadline included; others wait (default: 8)",
        )
        add_ocr_options(parser)
        add_network_options(parser)
        parser.set_defaults(run=run)


COMMANDS.append(ServeCommand())
