"""The routes, by group: which contract answers which path, and the pages.

- :func:`text_routes`: the seed contracts over a supplied text (anchor check, citation
  span), which read nothing;
- :func:`source_routes`: the routes that read sources (the evidence check, ``/v1/locate``,
  ``/v1/llm/verify``, ``/v1/reanchor``);
- :func:`picture_routes`: ``/v1/pictures``;
- :func:`add_pages`: ``/healthz`` and the web page at ``/`` (``GET`` and ``HEAD``).

Each contract route is a :class:`~._contract_route.ContractRoute`; the order here is
the order of the OpenAPI's paths. A request of the source routes that names anything but
supplied text (:func:`reads_sources`) is heavy work, with worker slots of its own.
"""

from __future__ import annotations

from importlib import resources
from typing import Any

from fastapi import FastAPI
from fastapi.responses import HTMLResponse, Response

from .._version import __version__
from ..contracts import (
    anchor_check,
    check_citations,
    citation_span,
    locate_request,
    pictures_request,
    reanchor_request,
    verify_model_citations,
)
from ..service import AccessPolicy, SourceSpec
from ..sources import SourceReader
from ._contract_route import ContractRoute
from ._openapi import HEALTH_SCHEMA, responses, schema
from ._respond import json_response

__all__ = [
    "add_pages",
    "picture_routes",
    "reads_documents",
    "reads_sources",
    "source_routes",
    "text_routes",
]

#: The source kinds that read more than the request's own text.
_READING_KINDS = frozenset({"url", "path", "snapshot", "file"})


def reads_sources(payload: Any, upload: SourceSpec | None) -> bool:
    """True unless every source the request names is supplied text: an upload, a
    ``source`` or a citation naming a URL, path, snapshot or file is heavy work. A
    payload of another shape is light (its contract refuses it at once)."""
    if upload is not None:
        return True
    if not isinstance(payload, dict):
        return False
    if "source" in payload:
        source = payload["source"]
        return not isinstance(source, dict) or bool(_READING_KINDS & source.keys())
    citations = payload.get("citations")
    if isinstance(citations, list):
        return any(not isinstance(c, dict) or bool(_READING_KINDS & c.keys()) for c in citations)
    return False


def reads_documents(payload: Any, upload: SourceSpec | None) -> bool:
    """For ``/v1/llm/verify``: True unless every document named is supplied text (a
    request's documents may be PDFs; a generic citation's source may be a URL)."""
    if not isinstance(payload, dict):
        return False
    if "request" in payload or payload.get("read_cited_urls") is True:
        return True
    documents = payload.get("documents")
    named = list(documents) if isinstance(documents, list) else []
    response = payload.get("response")
    citations = response.get("citations") if isinstance(response, dict) else None
    if isinstance(citations, list):
        named += [c.get("source") for c in citations if isinstance(c, dict)]
    return any(isinstance(d, dict) and bool(_READING_KINDS & d.keys()) for d in named)


def text_routes() -> list[ContractRoute]:
    """Seeds 000 and 003: quotes checked against the text the request supplies."""
    span_ok = {"type": "object", "required": ["data"],
               "properties": {"data": schema("citation_span.data.json")}}  # fmt: skip
    return [
        ContractRoute(
            "/v1/tools/citation-anchor-check/versions/1.0.0/execute",
            lambda payload, _: anchor_check(payload),
            "anchor_check.input.json",
            schema("anchor_check.output.json"),
            summary="Does a W3C TextQuoteSelector (exact, prefix, suffix) match exactly one "
            "place in the supplied text? Strict: no normalization. (citation-anchor-check 1.0.0)",
            extra_paths=("/v1/anchor-check",),
        ),
        ContractRoute(
            "/api/v1/citation-span",
            lambda payload, _: citation_span(payload),
            "citation_span.request.json",
            span_ok,
            summary="Locate quotes in a supplied text: each classified (verbatim, normalized, "
            "elided, case-differs, paraphrase, not-present, too-short) with offsets in UTF-16, "
            "code points, UTF-8 and graphemes; errors as {error: message, code}.",
            wrap="data",
            seed_003_errors=True,
        ),
    ]


def source_routes(
    reader: SourceReader, access: AccessPolicy, upload_limit: int
) -> list[ContractRoute]:
    """Seed 004's evidence check and ``/v1/locate``: sources read within ``access``."""
    return [
        ContractRoute(
            "/v1/check",
            lambda payload, _: check_citations(payload, reader=reader, access=access),
            "check_citations.request.json",
            schema("check_citations.response.json"),
            summary="Read each cited source (URL, text or snapshot) and check its quote: "
            "evidence of what was read (hashes, final URL, status) and the quote's verdict.",
            heavy=reads_sources,
        ),
        ContractRoute(
            "/v1/locate",
            lambda payload, source: locate_request(payload, reader, access, source=source),
            "locate.request.json",
            schema("locate.response.json"),
            limit=upload_limit,
            summary="Quotes in one source (text, URL, snapshot, or a file as JSON base64 or a "
            "multipart upload): verdicts, W3C selectors and, for PDFs, page boxes.",
            upload=True,
            heavy=reads_sources,
        ),
        ContractRoute(
            "/v1/llm/verify",
            lambda payload, _: verify_model_citations(payload, reader, access),
            "llm_verify.request.json",
            {"type": "object", "required": ["citations", "quotations", "counts"]},
            summary="A language model's response (Anthropic, OpenAI, Gemini, Cohere or "
            "{answer, citations}): each citation's passage checked in the document it points "
            "to (confirmed, moved, misattributed, altered, not-present, unverifiable) and "
            "each quotation of the answer (unattributed when no document holds it).",
            heavy=reads_documents,
        ),
        ContractRoute(
            "/v1/reanchor",
            lambda payload, _: reanchor_request(payload, reader, access),
            "reanchor.request.json",
            schema("reanchor.response.json"),
            summary="Stored annotations (W3C Web Annotations or a Hypothesis export) found "
            "again in the new version of their source: each unchanged, moved, "
            "context-changed, changed (the replacing passage and the word diff; never "
            "found), ambiguous or orphaned, with new selectors when found.",
            heavy=reads_sources,
        ),
    ]


def picture_routes(
    reader: SourceReader, access: AccessPolicy, upload_limit: int
) -> list[ContractRoute]:
    """``/v1/pictures``: a PDF's pages with the quotes found on them highlighted."""
    return [
        ContractRoute(
            "/v1/pictures",
            lambda payload, source: pictures_request(payload, reader, access, source=source),
            "pictures.request.json",
            schema("pictures.response.json"),
            limit=upload_limit,
            summary="For a PDF (JSON base64 or a multipart upload): each page a quote was "
            "found on, highlighted, as a PNG data URL.",
            upload=True,
            heavy=reads_sources,
        )
    ]


def add_pages(app: FastAPI) -> None:
    """``/healthz`` (documented) and the web page at ``/``, each for ``GET`` and ``HEAD``."""
    page = resources.files("citeproof.web").joinpath("static", "index.html").read_text("utf-8")

    async def healthz() -> Response:
        return json_response({"status": "ok", "version": __version__})

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
