"""The HTTP JSON API: thin routes over the contracts, a web page, no logic of its own.

Every route reads its body itself (:mod:`._body`: refused with 413 past the limit before
parsing, gzip decoded within the limit, JSON or, for ``/v1/locate`` and ``/v1/pictures``,
a multipart upload), calls one contract function in a worker thread within a deadline
(:mod:`._work`), and answers with orjson bytes. Every error, FastAPI's own 404 and 405
included, has citeproof's one shape ``{"error": {"code", "message", "path"}}``
(``CiteproofError.to_dict()``), except on seed 003's route, whose contract fixes
``{"error": message, "code"}``; an unexpected error is a logged 500 with a request id
and no traceback in the body. ``GET`` routes answer ``HEAD`` too.
"""

from __future__ import annotations

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
from starlette.exceptions import HTTPException
from starlette.middleware.cors import CORSMiddleware

from .._version import __version__
from ..contracts import (
    anchor_check,
    check_citations,
    citation_span,
    load_schema,
    locate_request,
    pictures_request,
)
from ..errors import CiteproofError, InputError
from ..service import AccessPolicy, SourceSpec
from ..sources import EvidenceStore, SourceReader
from ._body import STATUS, is_form, read_form, read_json
from ._config import ServiceConfig
from ._docs import ASSETS, add_docs
from ._openapi import HEALTH_SCHEMA, SEED_003_ERROR_SCHEMA, body, responses, schema
from ._work import Work

__all__ = ["create_app"]

log = logging.getLogger("citeproof.http")
access_log = logging.getLogger("citeproof.http.access")

_EXEMPT = {"/", "/healthz", "/openapi.json", "/docs"}
_HTTP_CODES = {404: "not_found", 405: "method_not_allowed"}

#: A contract called with the request's payload and, for a multipart upload, its file.
Contract = Callable[[Any, SourceSpec | None], Any]


def _json(value: Any, status: int = 200) -> Response:
    return Response(orjson.dumps(value), status_code=status, media_type="application/json")


def _error(error: CiteproofError, status: int | None = None, **extra: Any) -> Response:
    """The one error shape: ``{"error": error.to_dict()}`` (plus ``extra`` inside)."""
    return _json({"error": {**error.to_dict(), **extra}}, status or STATUS.get(error.code, 400))


def _seed_003_error(error: CiteproofError) -> Response:
    """Seed 003's error shape, which its contract fixes: ``{"error": message, "code"}``."""
    body = {"error": error.message, "code": error.code, "path": error.path}
    return _json(body, STATUS.get(error.code, 400))


def _public(path: str) -> bool:
    """Routes answered without an API key: the page, health, and the documentation."""
    return path in _EXEMPT or path.startswith(ASSETS + "/")


def create_app(config: ServiceConfig | None = None) -> FastAPI:
    """The ASGI application for ``config``."""
    config = config or ServiceConfig()
    store = EvidenceStore(config.store_path) if config.store_path else None
    reader = SourceReader(fetch=config.fetch, store=store)
    work = Work(config.max_concurrent_work, config.deadline_seconds)

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
        'coordinate system. Every error is `{"error": {"code", "message", "path"}}` '
        '(`/api/v1/citation-span`: `{"error": message, "code", "path"}`): 400 for input, '
        "401 without a valid `X-API-Key` (when keys are set), 404, 405, 413 past the body "
        "limit, 415 for an "
        "unsupported `Content-Encoding`, 503 `deadline_exceeded` for a request that takes "
        "longer than the deadline.",
        docs_url=None,
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
        response = _error(CiteproofError(message, code=code), error.status_code)
        for name, value in (error.headers or {}).items():
            response.headers[name] = value
        return response

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, error: RequestValidationError) -> Response:
        return _error(InputError(str(error), code="invalid_input"))

    @app.middleware("http")
    async def guard_and_log(
        request: Request, call_next: Callable[[Request], Awaitable[Response]]
    ) -> Response:
        request_id = request.headers.get("x-request-id") or uuid.uuid4().hex
        started = time.perf_counter()
        if not _public(request.url.path) and not config.accepts(
            request.headers.get("x-api-key", "")
        ):
            refusal = CiteproofError("a valid X-API-Key header is required", code="unauthorized")
            return _logged(request, _error(refusal), request_id, started)
        try:
            response = await call_next(request)
        except Exception:  # the one place a bug is caught: logged, never shown
            log.exception("request %s failed", request_id)
            bug = CiteproofError("internal error", code="internal_error")
            response = _error(bug, 500, request_id=request_id)
        return _logged(request, response, request_id, started)

    def contract(
        path: str,
        function: Contract,
        request_schema: str,
        ok_schema: dict[str, Any],
        *,
        limit: int | None = None,
        summary: str,
        wrap: str | None = None,
        extra_paths: tuple[str, ...] = (),
        seed_003_errors: bool = False,
        upload: bool = False,
    ) -> None:
        properties = load_schema(request_schema)["properties"]
        size = limit or config.max_body_bytes

        async def route(request: Request) -> Response:
            try:
                source: SourceSpec | None = None
                if upload and is_form(request):
                    payload, source = await read_form(request, size, properties)
                else:
                    payload = await read_json(request, size)
                result = await work.run(function, payload, source)
            except CiteproofError as error:
                return _seed_003_error(error) if seed_003_errors else _error(error)
            return _json({wrap: result} if wrap else result)

        for where in (path, *extra_paths):
            app.add_api_route(
                where,
                route,
                methods=["POST"],
                summary=summary,
                openapi_extra=body(request_schema, form=upload),
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
        lambda payload, _: anchor_check(payload),
        "anchor_check.input.json",
        anchor_out,
        summary="Does a W3C TextQuoteSelector (exact, prefix, suffix) match exactly one place "
        "in the supplied text? Strict: no normalization. (citation-anchor-check 1.0.0)",
        extra_paths=("/v1/anchor-check",),
    )
    contract(
        "/api/v1/citation-span",
        lambda payload, _: citation_span(payload),
        "citation_span.request.json",
        {"type": "object", "required": ["data"],
         "properties": {"data": schema("citation_span.data.json")}},
        summary="Locate quotes in a supplied text: each classified (verbatim, normalized, "
        "elided, case-differs, paraphrase, not-present, too-short) with offsets in UTF-16, "
        "code points, UTF-8 and graphemes; errors as {error: message, code}.",
        wrap="data",
        seed_003_errors=True,
    )  # fmt: skip
    contract(
        "/v1/check",
        lambda payload, _: check_citations(payload, reader=reader, access=access),
        "check_citations.request.json",
        schema("check_citations.response.json"),
        summary="Read each cited source (URL, text or snapshot) and check its quote: evidence "
        "of what was read (hashes, final URL, status) and the quote's verdict.",
    )
    contract(
        "/v1/locate",
        lambda payload, source: locate_request(payload, reader, access, source=source),
        "locate.request.json",
        schema("locate.response.json"),
        limit=config.max_upload_bytes,
        summary="Quotes in one source (text, URL, snapshot, or a file as JSON base64 or a "
        "multipart upload): verdicts, W3C selectors and, for PDFs, page boxes.",
        upload=True,
    )
    contract(
        "/v1/pictures",
        lambda payload, source: pictures_request(payload, reader, access, source=source),
        "pictures.request.json",
        schema("pictures.response.json"),
        limit=config.max_upload_bytes,
        summary="For a PDF (JSON base64 or a multipart upload): each page a quote was found "
        "on, highlighted, as a PNG data URL.",
        upload=True,
    )

    async def healthz() -> Response:
        return _json({"status": "ok", "version": __version__})

    page = resources.files("citeproof.web").joinpath("static", "index.html").read_text("utf-8")

    async def index() -> HTMLResponse:
        return HTMLResponse(page)

    for where, endpoint, summary, documented in (
        ("/healthz", healthz, "Liveness and version.", True),
        ("/", index, "The web page.", False),
    ):
        app.add_api_route(
            where, endpoint, methods=["GET"], summary=summary, include_in_schema=documented,
            responses=responses(HEALTH_SCHEMA, refusals=False) if documented else None,
        )  # fmt: skip
        app.add_api_route(where, endpoint, methods=["HEAD"], include_in_schema=False)
    add_docs(app, "citeproof")
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
