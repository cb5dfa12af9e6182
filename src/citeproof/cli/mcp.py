"""``citeproof mcp``: the MCP server, over stdio (default) or streamable HTTP."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..errors import CiteproofError
from ._commands import COMMANDS
from ._io import add_no_cache_option, fail, missing_extra
from ._network import add_network_options, fetch_config, print_allowed
from ._source import add_ocr_options, ocr_options


def run(args: argparse.Namespace) -> int:
    """Serve MCP until the client disconnects (stdio) or the process is stopped."""
    try:
        from ..mcp import build_server
    except ImportError as error:
        return fail(missing_extra("mcp", error), as_json=False)
    from ..service import LOCAL, AccessPolicy, SourceKind
    from ..sources import DocumentCache

    cache = None
    if not args.no_cache:
        cache = DocumentCache(Path(args.cache)) if args.cache else DocumentCache()
    try:
        fetch = fetch_config(args)
        ocr = ocr_options(args)
    except CiteproofError as error:
        return fail(error, as_json=False)
    if not args.http:
        kinds = LOCAL.kinds - ({SourceKind.URL} if args.no_urls else set())
        local = AccessPolicy(frozenset(kinds))
        build_server(local, fetch=fetch, cache=cache, ocr=ocr).run("stdio")
        return 0
    try:
        from ..http import ServiceConfig
        from ..mcp import serve_http
    except ImportError as error:
        return fail(missing_extra("serve", error), as_json=False)

    config = ServiceConfig(
        host=args.host,
        port=args.port,
        api_keys=ServiceConfig.keys_from_environment() | frozenset(args.api_key),
        insecure_no_auth=args.insecure_no_auth,
        allow_urls=not args.no_urls,
        fetch=fetch,
    )
    try:
        config.check_exposure()
    except ValueError as error:
        sys.stderr.write(f"citeproof: {error}\n")
        return 2
    if config.allow_urls:
        print_allowed(fetch.allow)
    # Over the network a caller must not name the server's own files.
    access = AccessPolicy.service(urls=config.allow_urls)
    serve_http(build_server(access, fetch=fetch, cache=cache, ocr=ocr), config)
    return 0


class McpCommand:
    """Registers ``citeproof mcp``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``mcp`` subparser."""
        parser = sub.add_parser(
            "mcp",
            help="run the MCP server for agents (stdio by default)",
            description="Tools for agents: verify_quotes (are these quotations in this text, "
            "file or URL?), anchor_check (does a W3C TextQuoteSelector match exactly one "
            "place?), citation_span (quotes located in a text, with offsets) and "
            "describe_selector (the selectors to store for a span). Over --http, API keys "
            "are required beyond loopback ($CITEPROOF_API_KEYS or --api-key) unless "
            "--insecure-no-auth, and local paths are never read.",
        )
        parser.add_argument(
            "--http", action="store_true", help="serve streamable HTTP at /mcp instead of stdio"
        )
        parser.add_argument(
            "--host",
            default="127.0.0.1",
            help="with --http: address to listen on (default: 127.0.0.1)",
        )
        parser.add_argument(
            "--port", type=int, default=8001, help="with --http: port (default: 8001)"
        )
        parser.add_argument(
            "--api-key",
            action="append",
            default=[],
            metavar="KEY",
            help="with --http: accept requests whose X-API-Key header is KEY "
            "(repeatable; adds to $CITEPROOF_API_KEYS)",
        )
        parser.add_argument(
            "--insecure-no-auth",
            action="store_true",
            help="with --http: serve beyond loopback without API keys",
        )
        parser.add_argument("--no-urls", action="store_true", help="never read URL sources")
        parser.add_argument(
            "--cache", metavar="DIR",
            help="keep what each source reads as here (default: $CITEPROOF_CACHE, config "
            "cache, or ~/.cache/citeproof/documents)",
        )  # fmt: skip
        add_no_cache_option(parser)
        add_ocr_options(parser)
        add_network_options(parser)
        parser.set_defaults(run=run)


COMMANDS.append(McpCommand())
