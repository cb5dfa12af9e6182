"""FastAPI's and Starlette's own errors in citeproof's one error shape.

A 404, a 405 or any other ``HTTPException`` keeps its status and headers (``Allow`` on a
405) and gets a code (``not_found``, ``method_not_allowed``, ``http_<status>``); a request
FastAPI itself refuses before a route runs is a 400 ``invalid_input``.
"""

from __future__ import annotations

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import Response
from starlette.exceptions import HTTPException

from ..errors import CiteproofError, ErrorCode, InputError
from ._respond import error_response

__all__ = ["add_error_handlers"]

_HTTP_CODES = {404: ErrorCode.NOT_FOUND, 405: ErrorCode.METHOD_NOT_ALLOWED}


def add_error_handlers(app: FastAPI) -> None:
    """Answer FastAPI's and Starlette's own errors as citeproof's."""

    @app.exception_handler(HTTPException)
    async def http_error(request: Request, error: HTTPException) -> Response:
        code = _HTTP_CODES.get(error.status_code, ErrorCode(f"http_{error.status_code}"))
        message = f"{request.method} {request.url.path}: {error.detail}"
        response = error_response(CiteproofError(message, code=code), error.status_code)
        for name, value in (error.headers or {}).items():
            response.headers[name] = value
        return response

    @app.exception_handler(RequestValidationError)
    async def validation_error(request: Request, error: RequestValidationError) -> Response:
        return error_response(InputError(str(error), code=ErrorCode.INVALID_INPUT))
