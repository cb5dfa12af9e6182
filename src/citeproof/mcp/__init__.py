"""The MCP server for agents (``citeproof mcp``), built on the official ``mcp`` SDK."""

from ._http import serve_http
from ._server import build_server, compact

__all__ = ["build_server", "compact", "serve_http"]
