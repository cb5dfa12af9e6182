"""OpenAPI documentation for the routes: request and response schemas, error responses.

The request schemas are the contracts' own JSON Schemas (the ones inputs are validated
against), so the documentation cannot drift from the validation.
"""

from __future__ import annotations

from typing import Any

from ..contracts._validation import load_schema

__all__ = ["ERROR_SCHEMA", "body", "responses"]

ERROR_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["error", "code"],
    "properties": {
        "error": {"type": "string", "description": "What is wrong, for a person."},
        "code": {"type": "string", "description": "Stable machine-readable code."},
        "path": {"type": "string", "description": "JSON pointer to the offending field."},
        "request_id": {"type": "string"},
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


def responses(ok: dict[str, Any], *, upstream: bool = False) -> dict[int | str, dict[str, Any]]:
    """The documented responses: 200 with ``ok``, and the error shapes."""
    error = {"application/json": {"schema": ERROR_SCHEMA}}
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
