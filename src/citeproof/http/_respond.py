"""The answers every route, guard and error handler sends: orjson bytes in one error shape.

Every error is ``{"error": {"code", "message", "path"}}`` (``CiteproofError.to_dict()``),
except on seed 003's route, whose contract fixes ``{"error": message, "code", "path"}``.
The status follows the code (:data:`~._body.STATUS`), 400 when it names none.
"""

from __future__ import annotations

from typing import Any

import orjson
from fastapi.responses import Response

from ..errors import CiteproofError
from ._body import STATUS

__all__ = ["error_response", "json_response", "seed_003_error_response"]


def json_response(value: Any, status: int = 200) -> Response:
    """``value`` as JSON (orjson: fast, and no NaN or Infinity slips out)."""
    return Response(orjson.dumps(value), status_code=status, media_type="application/json")


def error_response(error: CiteproofError, status: int | None = None, **extra: Any) -> Response:
    """The one error shape: ``{"error": error.to_dict()}`` (plus ``extra`` inside)."""
    body = {"error": {**error.to_dict(), **extra}}
    return json_response(body, status or STATUS.get(error.code, 400))


def seed_003_error_response(error: CiteproofError) -> Response:
    """Seed 003's error shape, which its contract fixes: ``{"error": message, "code"}``."""
    body = {"error": error.message, "code": error.code, "path": error.path}
    return json_response(body, STATUS.get(error.code, 400))
