"""The HTTP JSON API: thin routes over the contracts, a web page, no logic of its own.

:func:`create_app` only assembles the rooms: the guards before every route
(:mod:`._guards`: CORS, the API key, the request id and access log, the one place a bug
becomes a logged 500 with a request id and no traceback), FastAPI's own errors in
citeproof's shape (:mod:`._handlers`), the contract routes by group and the pages
(:mod:`._routes`, mounted by :mod:`._contract_route`), and the offline documentation
(:mod:`._docs`).

Every route reads its body itself (:mod:`._body`: refused with 413 past the limit before
parsing, gzip decoded within the limit, JSON or, for ``/v1/locate`` and ``/v1/pictures``,
a multipart upload), calls one contract function in a worker thread within a deadline
(:class:`~citeproof.service.Work`), and answers with orjson bytes. Every error, FastAPI's
own 404 and 405 included, has citeproof's one shape ``{"error": {"code", "message",
"path"}}`` (``CiteproofError.to_dict()``), except on seed 003's route, whose contract
fixes ``{"error": message, "code"}``. ``GET`` routes answer ``HEAD`` too.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path

from fastapi import FastAPI

from .._version import __version__
from ..service import AccessPolicy, Work
from ..sources import DocumentCache, EvidenceStore, SourceReader
from ._config import ServiceConfig
from ._contract_route import add_contract_route
from ._docs import add_docs
from ._guards import add_guards
from ._handlers import add_error_handlers
from ._routes import add_pages, picture_routes, source_routes, text_routes

__all__ = ["create_app"]

DESCRIPTION = (
    "Is this quotation really in the source? Exact, normalized, elided, "
    "editorial ([T]he, [sic], notes: every change listed) or near miss, with spans in every "
    'coordinate system. Every error is `{"error": {"code", "message", "path"}}` '
    '(`/api/v1/citation-span`: `{"error": message, "code", "path"}`): 400 for input, '
    "401 without a valid `X-API-Key` (when keys are set), 404, 405, 413 past the body "
    "limit, 415 for an "
    "unsupported `Content-Encoding`, 503 `deadline_exceeded` for a request that takes "
    "longer than the deadline."
)


def create_app(config: ServiceConfig | None = None) -> FastAPI:
    """The ASGI application for ``config``."""
    config = config or ServiceConfig()
    store = EvidenceStore(config.store_path) if config.store_path else None
    cache = DocumentCache(Path(config.cache_path)) if config.cache_path else None
    reader = SourceReader(fetch=config.fetch, store=store, cache=cache, ocr=config.ocr)
    work = Work(config.max_concurrent_work, config.deadline_seconds)
    access = AccessPolicy.service(urls=config.allow_urls, paths=config.allow_paths)
    app = FastAPI(
        lifespan=_closing(reader),
        title="citeproof",
        version=__version__,
        description=DESCRIPTION,
        docs_url=None,
        redoc_url=None,
    )
    add_guards(app, config)
    app.state.reader = reader
    add_error_handlers(app)
    upload_limit = config.max_upload_bytes
    for route in (
        *text_routes(),
        *source_routes(reader, access, upload_limit),
        *picture_routes(reader, access, upload_limit),
    ):
        add_contract_route(app, route, work, config.max_body_bytes)
    add_pages(app)
    add_docs(app, "citeproof")
    return app


def _closing(reader: SourceReader) -> Callable[[FastAPI], AbstractAsyncContextManager[None]]:
    """The app's lifespan: nothing to start; the reader's connections closed at the end."""

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        yield
        reader.close()

    return lifespan
