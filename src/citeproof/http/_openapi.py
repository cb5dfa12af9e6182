"""OpenAPI documentation for the routes: request and response schemas, error responses.

The request schemas are the contracts' own JSON Schemas (the ones inputs are validated
against), so the documentation cannot drift from the validation.
"""

from __future__ import annotations

from typing import Any

from ..contracts import load_schema

__all__ = ["ERROR_SCHEMA", "SEED_003_ERROR_SCHEMA", "body", "responses"]

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


def body(schema_name: str) -> dict[str, Any]:
    """``openapi_extra`` for a route whose JSON body follows ``schema_name``."""
    return {
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": _clean(load_schema(schema_name))}},
        }
    }


def responses(
    ok: dict[str, Any], *, error_schema: dict[str, Any] = ERROR_SCHEMA
) -> dict[int | str, dict[str, Any]]:
    """The documented responses: 200 with ``ok``, and the error shape."""
    error = {"application/json": {"schema": error_schema}}
    out: dict[int | str, dict[str, Any]] = {
        200: {"description": "The result.", "content": {"application/json": {"schema": ok}}},
        400: {"description": "Invalid input (schema, limits, JSON).", "content": error},
        401: {
            "description": "Missing or wrong X-API-Key (when keys are configured).",
            "content": error,
        },
        413: {
            "description": "Request body over the limit; refused before parsing.",
            "content": error,
        },
        500: {"description": "A bug: logged with the request id; no traceback.", "content": error},
    }
    return out


def schema(name: str) -> dict[str, Any]:
    """A response schema shipped with the contracts."""
    return _clean(load_schema(name))
