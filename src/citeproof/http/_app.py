"""The HTTP JSON API: thin routes over the contracts, a web page, no logic of its own.

Every route reads its body itself (refusing it with 413 past the limit before parsing),
parses JSON with orjson, calls one contract function off the event loop, and answers
with orjson bytes. Every error, FastAPI's own 404 and 405 included, has citeproof's one
shape ``{"error": {"code", "message", "path"}}`` (``CiteproofError.to_dict()``), except
on seed 003's route, whose contract fixes ``{"error": message, "code"}``; an unexpected
error is a logged 500 with a request id and no traceback in the body.
"""

from __future__ import annotations

import hmac
import json
import logging
import time
import uuid
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from importlib import resources
from typing import Any

import orjson
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import HTMLResponse, Response
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware.cors import CORSMiddleware

from .._version import __version__
from ..contracts import (
    anchor_check,
    check_citations,
    citation_span,
    locate_request,
    pictures_request,
)
from ..errors import CiteproofError, InputError
from ..service import AccessPolicy
from ..sources import EvidenceStore, SourceReader
from ._config import ServiceConfig
from ._openapi import SEED_003_ERROR_SCHEMA, body, responses, schema

__all__ = ["create_app"]

log = logging.getLogger("citeproof.http")
access_log = logging.getLogger("citeproof.http.access")

_EXEMPT = {"/", "/healthz", "/openapi.json", "/docs", "/docs/oauth2-redirect"}


class _TooLarge(Exception):
    def __init__(self, limit: int) -> None:
        self.limit = limit


def _json(value: Any, status: int = 200) -> Response:
    return Response(orjson.dumps(value), status_code=status, media_type="application/json")


def _error(status: int, error: CiteproofError, **extra: Any) -> Response:
    """The one error shape: ``{"error": error.to_dict()}`` (plus ``extra`` inside)."""
    return _json({"error": {**error.to_dict(), **extra}}, status)


def _seed_003_error(status: int, error: CiteproofError) -> Response:
    """Seed 003's error shape, which its contract fixes: ``{"error": message, "code"}``."""
    return _json({"error": error.message, "code": error.code, "path": error.path}, status)


_HTTP_CODES = {404: "not_found", 405: "method_not_allowed"}


async def _read_json(request: Request, limit: int) -> Any:
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit:
        raise _TooLarge(limit)
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise _TooLarge(limit)
        chunks.append(chunk)
    try:
        return orjson.loads(b"".join(chunks))
    except orjson.JSONDecodeError as error:
        raise InputError(f"the body is not valid JSON: {error}", code="invalid_json") from error


def create_app(config: ServiceConfig | None = None) -> FastAPI:
    """The ASGI application for ``config``."""
    config = config or ServiceConfig()
    store = EvidenceStore(config.store_path) if config.store_path else None
    reader = SourceReader(fetch=config.fetch, store=store)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        yield
        reader.close()

    app = FastAPI(
        lifespan=lifespan,
        title="citeproof",
        version=__version__,
        description="Is this quotation really in the source? Exact, normalized, elided, "
        "editorial ([T]he, [sic], notes: every change listed) or near miss, with spans in every "
        "coordinate system. Errors: 400 "
        '`{"error", "code", "path"}`; 413 past the body limit; optional `X-API-Key`.',
        docs_url="/docs",
        redoc_url=None,
    )
    if config.cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(config.cors_origins),
            allow_methods=["GET", "POST"],
            allow_headers=["Content-Type", "X-API-Key"],
        )
    app.state.reader = reader
    access = AccessPolicy.service(urls=config.allow_urls, paths=config.allow_paths)

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, error: HTTPException) -> Response:
        code = _HTTP_CODES.get(error.status_code, f"http_{error.status_code}")
        message = f"{request.method} {request.url.path}: {error.detail}"
        response = _error(error.status_code, CiteproofError(message, code=code))
        for name, value in (error.headers or {}).items():
            response.headers[name] = value
        return response

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, error: RequestValidationError) -> Response:
        return _error(400, InputError(str(error), code="invalid_input"))

    @app.middleware("http")
    async def guard_and_log(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        request_id = request.headers.get("x-request-id") or uuid.uuid4().hex
        started = time.perf_counter()
        if config.api_keys and request.url.path not in _EXEMPT:
            given = request.headers.get("x-api-key", "")
            if not any(hmac.compare_digest(given, key) for key in config.api_keys):
                response = _error(
                    401, CiteproofError("a valid X-API-Key header is required", code="unauthorized")
                )
                return _logged(request, response, request_id, started)
        try:
            response = await call_next(request)
        except Exception:  # the one place a bug is caught: logged, never shown
            log.exception("request %s failed", request_id)
            response = _error(
                500, CiteproofError("internal error", code="internal_error"), request_id=request_id
            )
        return _logged(request, response, request_id, started)

    def contract(
        path: str,
        function: Callable[[Any], Any],
        request_schema: str,
        ok_schema: dict[str, Any],
        *,
        limit: int | None = None,
        summary: str,
        wrap: str | None = None,
        extra_paths: tuple[str, ...] = (),
        seed_003_errors: bool = False,
    ) -> None:
        error_response = _seed_003_error if seed_003_errors else _error

        async def route(request: Request) -> Response:
            try:
                payload = await _read_json(request, limit or config.max_body_bytes)
                result = await run_in_threadpool(function, payload)
            except _TooLarge as too_large:
                message = f"the body is over {too_large.limit} bytes"
                return error_response(413, InputError(message, code="body_too_large"))
            except CiteproofError as error:
                return error_response(400, error)
            return _json({wrap: result} if wrap else result)

        for where in (path, *extra_paths):
            app.add_api_route(
                where,
                route,
                methods=["POST"],
                summary=summary,
                openapi_extra=body(request_schema),
                responses=(
                    responses(ok_schema, error_schema=SEED_003_ERROR_SCHEMA)
                    if seed_003_errors
                    else responses(ok_schema)
                ),
                operation_id=where.strip("/").replace("/", "_").replace(".", "_").replace("-", "_"),
            )

    anchor_out = schema("anchor_check.output.json")
    contract(
        "/v1/tools/citation-anchor-check/versions/1.0.0/execute",
        anchor_check,
        "anchor_check.input.json",
        anchor_out,
        summary="Seed 000: does a TextQuoteSelector anchor uniquely in supplied text?",
        extra_paths=("/v1/anchor-check",),
    )
    contract(
        "/api/v1/citation-span",
        citation_span,
        "citation_span.request.json",
        {"type": "object", "required": ["data"],
         "properties": {"data": schema("citation_span.data.json")}},
        summary="Seed 003: locate quotes in a source; classify each; exact offsets.",
        wrap="data",
        seed_003_errors=True,
    )  # fmt: skip
    contract(
        "/v1/check",
        lambda payload: check_citations(payload, reader=reader, access=access),
        "check_citations.request.json",
        schema("check_citations.response.json"),
        summary="Seed 004: read each cited source and check its quote; evidence objects.",
    )
    contract(
        "/v1/locate",
        lambda payload: locate_request(payload, reader, access),
        "locate.request.json",
        schema("locate.response.json"),
        limit=config.max_upload_bytes,
        summary="Native findings for quotes in one source, selectors and page boxes included.",
    )
    contract(
        "/v1/pictures",
        lambda payload: pictures_request(payload, reader, access),
        "pictures.request.json",
        schema("pictures.response.json"),
        limit=config.max_upload_bytes,
        summary="For a PDF: each page a quote was found on, highlighted, as a PNG data URL.",
    )

    @app.get("/healthz", summary="Liveness and version.")
    async def healthz() -> Response:
        return _json({"status": "ok", "version": __version__})

    page = resources.files("citeproof.web").joinpath("static", "index.html").read_text("utf-8")

    @app.get("/", response_class=HTMLResponse, summary="The web page.", include_in_schema=False)
    async def index() -> HTMLResponse:
        return HTMLResponse(page)

    return app


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
