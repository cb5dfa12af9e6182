"""The MCP server for agents (``citeproof mcp``), built on the official ``mcp`` SDK.

Here: the server and its five tools (arguments typed for the agent, every failure in
citeproof's one error shape), and its stdio and streamable HTTP transports. Not here:
the answers the tools return (built in :mod:`citeproof.contracts`), the deadline and
worker cap (:class:`citeproof.service.Work`), and the HTTP service's configuration,
which ``citeproof mcp --http`` passes in (:class:`citeproof.http.ServiceConfig`).
"""

from ._http import serve_http
from ._server import build_server

__all__ = ["build_server", "serve_http"]
