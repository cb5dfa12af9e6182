"""The MCP server over streamable HTTP, guarded as ``citeproof serve`` is.

The same :class:`~citeproof.http.ServiceConfig` decides: :meth:`ServiceConfig.check_exposure`
refuses to listen beyond loopback without API keys (unless told ``insecure_no_auth``),
and :meth:`ServiceConfig.accepts` checks each request's ``X-API-Key``. A refused request
gets 401 with citeproof's one error shape.
"""

from __future__ import annotations

import json

from starlette.types import ASGIApp, Receive, Scope, Send

from ..errors import CiteproofError
from ..http import ServiceConfig
from ._base import CiteproofServer

__all__ = ["guarded_app", "serve_http"]

_REFUSAL = json.dumps(
    {"error": CiteproofError("a valid X-API-Key header is required", code="unauthorized").to_dict()}
).encode()


def guarded_app(server: CiteproofServer, config: ServiceConfig) -> ASGIApp:
    """The server's streamable HTTP app (at ``/mcp``), refusing requests without a key."""
    inner = server.streamable_http_app(host=config.host)

    async def app(scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http":
            headers = dict(scope.get("headers") or ())
            if not config.accepts(headers.get(b"x-api-key", b"").decode("latin-1")):
                await send(
                    {
                        "type": "http.response.start",
                        "status": 401,
                        "headers": [(b"content-type", b"application/json")],
                    }
                )
                await send({"type": "http.response.body", "body": _REFUSAL})
                return
        await inner(scope, receive, send)

    return app


def serve_http(server: CiteproofServer, config: ServiceConfig) -> None:
    """Serve ``server`` on ``config.host``:``config.port`` (blocking); refuses unsafe
    exposure first (``ValueError``)."""
    import uvicorn

    config.check_exposure()
    uvicorn.run(
        guarded_app(server, config), host=config.host, port=config.port, log_level="warning"
    )
