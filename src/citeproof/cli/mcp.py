"""``citeproof mcp``: the MCP server, over stdio (default) or streamable HTTP."""

from __future__ import annotations

import argparse

from ._commands import COMMANDS


def run(args: argparse.Namespace) -> int:
    """Serve MCP until the client disconnects (stdio) or the process is stopped."""
    from ..mcp import build_server
    from ..service import LOCAL, AccessPolicy, SourceKind

    if args.http:
        # Over the network a caller must not name the server's own files.
        server = build_server(AccessPolicy.service(urls=not args.no_urls))
        server.run("streamable-http", host=args.host, port=args.port)
    else:
        kinds = LOCAL.kinds - ({SourceKind.URL} if args.no_urls else set())
        build_server(AccessPolicy(frozenset(kinds))).run("stdio")
    return 0


class McpCommand:
    """Registers ``citeproof mcp``."""

    def register(self, sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
        """Add the ``mcp`` subparser."""
        parser = sub.add_parser(
            "mcp",
            help="run the MCP server for agents (stdio by default)",
            description="Tools: verify_quotes, anchor_check, citation_span, describe_selector.",
        )
        parser.add_argument("--http", action="store_true", help="streamable HTTP, not stdio")
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8001)
        parser.add_argument("--no-urls", action="store_true", help="never read URL sources")
        parser.set_defaults(run=run)


COMMANDS.append(McpCommand())
