"""The MCP server over streamable HTTP, guarded as ``citeproof serve`` is.

The same configuration decides (``citeproof mcp --http`` passes the HTTP service's
:class:`~citeproof.http.ServiceConfig`; this module needs only the :class:`Listening`
part of it, so the MCP face does not import the HTTP one): ``check_exposure`` refuses to
listen beyond loopback without API keys (unless told ``insecure_no_auth``), and
``accepts`` checks each request's ``X-API-Key``. A refused request gets 401 with
citeproof's one error shape.
"""

from __future__ import annotations

import json
from typing import Protocol

from starlette.types import ASGIApp, Receive, Scope, Send

from ..errors import CiteproofError, ErrorCode
from ._base import CiteproofServer

__all__ = ["Listening", "guarded_app", "serve_http"]

_REFUSAL = json.dumps(
    {
        "error": CiteproofError(
            "a valid X-API-Key header is required", code=ErrorCode.UNAUTHORIZED
        ).to_dict()
    }
).encode()


class Listening(Protocol):
    """Where to listen and whom to answer (what ``ServiceConfig`` says of both)."""

    @property
    def host(self) -> str: ...

    @property
    def port(self) -> int: ...

    def accepts(self, key: str) -> bool:
        """True when ``key`` (an ``X-API-Key`` header as received) may be answered."""
        ...

    def check_exposure(self) -> None:
        """Raise ``ValueError`` when listening on ``host`` would be unsafe."""
        ...


def guarded_app(server: CiteproofServer, config: Listening) -> ASGIApp:
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


def serve_http(server: CiteproofServer, config: Listening) -> None:
    """Serve ``server`` on ``config.host``:``config.port`` (blocking); refuses unsafe
    exposure first (``ValueError``)."""
    import uvicorn

    config.check_exposure()
    uvicorn.run(
        guarded_app(server, config), host=config.host, port=config.port, log_level="warning"
    )
