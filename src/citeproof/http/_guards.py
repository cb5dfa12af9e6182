"""What stands before every route: CORS, the API key, the request id, the access log, and
the one place a bug is caught.

Request headers over ``ServiceConfig.max_header_bytes`` in all (names and values) are
refused 431 ``headers_too_large`` before anything else (uvicorn's own cap applies only to
headers that arrive in pieces). A request without a valid ``X-API-Key`` (when keys are
set) is refused 401 before any route runs, except on the public paths (the page, health,
the documentation). A client that hangs up before its body is whole is one line of
notice (status 499 in the access log), not an error. An unexpected error is logged with
the request id and answered 500 with that id and no traceback. Every answer carries
``x-request-id`` and one JSON line in the access log.
"""

from __future__ import annotations

import json
import logging
import time
import uuid
from collections.abc import Awaitable, Callable

from fastapi import FastAPI, Request
from fastapi.responses import Response
from starlette.middleware.cors import CORSMiddleware

from ..errors import CiteproofError, ErrorCode, LimitExceeded
from ._body import STATUS
from ._config import ServiceConfig
from ._docs import ASSETS
from ._respond import error_response

__all__ = ["add_guards"]

log = logging.getLogger("citeproof.http")
access_log = logging.getLogger("citeproof.http.access")

#: Answered without an API key (besides the documentation's assets).
_EXEMPT = {"/", "/healthz", "/openapi.json", "/docs"}

CallNext = Callable[[Request], Awaitable[Response]]


def add_guards(app: FastAPI, config: ServiceConfig) -> None:
    """CORS for ``config.cors_origins`` (if any), inside the key check and the log."""
    if config.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(config.cors_origins),
            allow_methods=["GET", "POST"],
            allow_headers=["Content-Type", "X-API-Key"],
        )

    @app.middleware("http")
    async def guard_and_log(request: Request, call_next: CallNext) -> Response:
        request_id = request.headers.get("x-request-id") or uuid.uuid4().hex
        started = time.perf_counter()
        size = sum(len(name) + len(value) for name, value in request.scope["headers"])
        if size > config.max_header_bytes:
            too_large = LimitExceeded(
                f"the request's headers are {size} bytes; the limit is {config.max_header_bytes}",
                code=ErrorCode.HEADERS_TOO_LARGE,
                limit="max_header_bytes",
                maximum=config.max_header_bytes,
                actual=size,
            )
            return _logged(request, error_response(too_large), request_id, started)
        if not _public(request.url.path) and not config.accepts(
            request.headers.get("x-api-key", "")
        ):
            refusal = CiteproofError(
                "a valid X-API-Key header is required", code=ErrorCode.UNAUTHORIZED
            )
            return _logged(request, error_response(refusal), request_id, started)
        try:
            response = await call_next(request)
        except Exception:  # the one place a bug is caught: logged, never shown
            log.exception("request %s failed", request_id)
            bug = CiteproofError("internal error", code=ErrorCode.INTERNAL_ERROR)
            response = error_response(bug, 500, request_id=request_id)
        if response.status_code == STATUS[ErrorCode.CLIENT_DISCONNECTED]:
            log.info("request %s: the client disconnected before its body was complete", request_id)
        return _logged(request, response, request_id, started)


def _public(path: str) -> bool:
    """Routes answered without an API key: the page, health, and the documentation."""
    return path in _EXEMPT or path.startswith(ASSETS + "/")


def _logged(request: Request, response: Response, request_id: str, started: float) -> Response:
    response.headers["x-request-id"] = request_id
    access_log.info(
        json.dumps(
            {
                "request_id": request_id,
                "method": request.method,
                "path": request.url.path,
                "status": response.status_code,
                "ms": round((time.perf_counter() - started) * 1000, 2),
            },
            sort_keys=True,
        )
    )
    return response
