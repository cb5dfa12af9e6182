"""``citeproof serve``: the HTTP API and the web page, with uvicorn."""

from __future__ import annotations

import argparse
import sys

from ._commands import COMMANDS


def run(args: argparse.Namespace) -> int:
    """Build the configuration and serve until interrupted."""
    from ..http import ServiceConfig, serve
    from ..http._server import default_config

    keys = set(ServiceConfig.keys_from_environment()) | set(args.api_key)
    config = default_config(
        host=args.host,
        port=args.port,
        api_keys=frozenset(keys),
        insecure_no_auth=args.insecure_no_auth,
        allow_urls=not args.no_urls,
        allow_paths=args.allow_paths,
        cors_origins=tuple(args.cors_origin),
        **({"store_path": None} if args.no_store else {}),
    )
    try:
        serve(config, workers=args.workers)
    except ValueError as error:
        sys.stderr.write(f"citeproof: {error}\n")
        return 2
    return 0


class ServeCommand:
    """Registers ``citeproof serve``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``serve`` subparser."""
        parser = sub.add_parser(
            "serve",
            help="serve the HTTP API and the web page",
            description="Serve the JSON API and the web page. Beyond loopback, API keys are "
            "required ($CITEPROOF_API_KEYS or --api-key) unless --insecure-no-auth.",
        )
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8000)
        parser.add_argument("--workers", type=int, default=1, metavar="N")
        parser.add_argument("--api-key", action="append", default=[], metavar="KEY")
        parser.add_argument("--insecure-no-auth", action="store_true",
                            help="serve beyond loopback without API keys")  # fmt: skip
        parser.add_argument("--no-urls", action="store_true", help="never read URL sources")
        parser.add_argument(
            "--allow-paths", action="store_true",
            help="let requests name local files (off: the server's disk is private)",
        )  # fmt: skip
        parser.add_argument("--cors-origin", action="append", default=[], metavar="ORIGIN")
        parser.add_argument("--no-store", action="store_true", help="keep no evidence store")
        parser.set_defaults(run=run)


COMMANDS.append(ServeCommand())
