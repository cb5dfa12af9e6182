"""OpenAPI documentation for the routes: request and response schemas, error responses.

The request schemas are the contracts' own JSON Schemas (the ones inputs are validated
against), so the documentation cannot drift from the validation.
"""

from __future__ import annotations

from typing import Any

from ..contracts import load_schema

__all__ = ["ERROR_SCHEMA", "HEALTH_SCHEMA", "SEED_003_ERROR_SCHEMA", "body", "responses", "schema"]

#: ``GET /healthz``.
HEALTH_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["status", "version"],
    "properties": {"status": {"const": "ok"}, "version": {"type": "string"}},
}

#: citeproof's one error shape (``CiteproofError.to_dict()``), as every face prints it.
ERROR_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["error"],
    "properties": {
        "error": {
            "type": "object",
            "required": ["code", "message", "path"],
            "properties": {
                "code": {"type": "string", "description": "Stable machine-readable code."},
                "message": {"type": "string", "description": "What is wrong, for a person."},
                "path": {"type": "string", "description": "JSON pointer to the culprit."},
                "url": {"type": "string", "description": "The URL that could not be read."},
                "limit": {"type": "string", "description": "The limit that was exceeded."},
                "maximum": {"type": "integer"},
                "actual": {"type": "integer"},
                "request_id": {"type": "string", "description": "For a 500: the log's id."},
            },
        }
    },
}

#: Seed 003's own error shape (its contract): ``{"error": message, "code": code}``.
SEED_003_ERROR_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["error", "code"],
    "properties": {
        "error": {"type": "string", "description": "What is wrong, for a person."},
        "code": {"type": "string", "description": "Stable machine-readable code."},
        "path": {"type": "string", "description": "JSON pointer to the offending field."},
    },
}


def _clean(schema: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in schema.items() if k not in ("$schema", "title")}


def _form(request: dict[str, Any]) -> dict[str, Any]:
    """The multipart form of a request whose ``source`` is a file: the file as the part
    ``file``, every other field a part of its own (``quotes`` once per quote)."""
    properties = {k: v for k, v in request["properties"].items() if k != "source"}
    return {
        "type": "object",
        "required": ["file", *(k for k in request.get("required", ()) if k != "source")],
        "properties": {
            "file": {
                "type": "string",
                "format": "binary",
                "description": "The source file (PDF, HTML, text, Word, EPUB...); its file "
                "name helps tell the format.",
            },
            **properties,
        },
    }


def body(schema_name: str, *, form: bool = False) -> dict[str, Any]:
    """``openapi_extra`` for a route whose JSON body follows ``schema_name`` (and which,
    with ``form``, also takes the source as a multipart upload)."""
    request = _clean(load_schema(schema_name))
    content: dict[str, Any] = {"application/json": {"schema": request}}
    if form:
        content["multipart/form-data"] = {
            "schema": _form(request),
            "encoding": {"policy": {"contentType": "application/json"}},
        }
    return {"requestBody": {"required": True, "content": content}}


def responses(
    ok: dict[str, Any], *, error_schema: dict[str, Any] = ERROR_SCHEMA, refusals: bool = True
) -> dict[int | str, dict[str, Any]]:
    """The documented responses: 200 with ``ok`` and every error in ``error_schema``;
    without ``refusals`` (a route with no input to refuse), 200 and 500 only."""
    error = {"application/json": {"schema": error_schema}}
    result = {"description": "The result.", "content": {"application/json": {"schema": ok}}}
    bug = {"description": "A bug: logged with the request id; no traceback.", "content": error}
    if not refusals:
        return {200: result, 500: bug}
    return {
        200: result,
        400: {
            "description": "Invalid input: not JSON, not the schema, over a documented limit, "
            "or a source that cannot be read (the code says which).",
            "content": error,
        },
        401: {
            "description": "Missing or wrong X-API-Key (when keys are configured).",
            "content": error,
        },
        413: {
            "description": "Request body over the limit; refused before parsing.",
            "content": error,
        },
        415: {
            "description": "A Content-Encoding other than gzip or none.",
            "content": error,
        },
        500: bug,
        503: {
            "description": "deadline_exceeded: the request took longer than the service's "
            "deadline (waiting for a worker included).",
            "content": error,
        },
    }


def schema(name: str) -> dict[str, Any]:
    """A response schema shipped with the contracts."""
    return _clean(load_schema(name))
