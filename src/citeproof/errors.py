"""One exception tree for citeproof; every error carries a stable, machine-readable ``code``.

The tree::

    CiteproofError                 code "error"
    ├── InputError                 code "invalid_input"     (+ ``path``: a JSON pointer)
    │   ├── SchemaViolation        code per violated rule ("missing_field", "wrong_type", ...)
    │   └── LimitExceeded          code per limit ("text_too_large", "too_many_quotes", ...)
    ├── SpanError                  code "span_out_of_range"
    └── SourceError                code per failure ("unreadable_file", "extraction_failed", ...)

Pure search code never raises for "not found" (it returns an empty result); only the
boundaries (contracts, faces) raise, and faces turn these into exit status 2, HTTP 400 or an
MCP tool error, always with ``code``, ``message`` and ``path``.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "CiteproofError",
    "InputError",
    "LimitExceeded",
    "SchemaViolation",
    "SourceError",
    "SpanError",
]


class CiteproofError(Exception):
    """Root of every error citeproof raises on purpose."""

    code: str = "error"
    #: JSON pointer to the part of the input at fault ("" when not about one field).
    path: str = ""

    def __init__(self, message: str, *, code: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        if code is not None:
            self.code = code

    def to_dict(self) -> dict[str, Any]:
        """The error's one shape, on every face: ``{"code", "message", "path"}`` (and
        ``url``, ``limit``... where the error has them). Faces wrap it as ``{"error": ...}``."""
        return {"code": self.code, "message": self.message, "path": self.path}


class InputError(CiteproofError):
    """The caller's input is not acceptable; ``path`` is a JSON pointer to the culprit."""

    code = "invalid_input"

    def __init__(self, message: str, *, path: str = "", code: str | None = None) -> None:
        super().__init__(message, code=code)
        self.path = path


class SchemaViolation(InputError):
    """The input breaks the contract's JSON Schema (type, required field, extra field, ...)."""

    code = "schema_violation"


class LimitExceeded(InputError):
    """The input is larger than a documented limit; ``limit`` names it, ``maximum`` gives it."""

    code = "limit_exceeded"

    def __init__(
        self,
        message: str,
        *,
        path: str = "",
        code: str | None = None,
        limit: str = "",
        maximum: int = 0,
        actual: int = 0,
    ) -> None:
        super().__init__(message, path=path, code=code)
        self.limit = limit
        self.maximum = maximum
        self.actual = actual

    def to_dict(self) -> dict[str, Any]:
        """Adds the limit's name, its maximum and the offending size."""
        out = super().to_dict()
        out.update(limit=self.limit, maximum=self.maximum, actual=self.actual)
        return out


class SpanError(CiteproofError):
    """A span does not lie inside the text it is said to belong to."""

    code = "span_out_of_range"


class SourceError(CiteproofError):
    """A source could not be read or its text could not be extracted.

    ``http_status`` and ``retry_after`` (seconds) are set when the server answered with an
    error status; ``stage`` says what was being read (``source`` or ``robots``); ``url``
    is the URL that could not be read (the source's, or a redirect's).
    """

    code = "source_error"

    def __init__(
        self,
        message: str,
        *,
        code: str | None = None,
        http_status: int | None = None,
        retry_after: int | None = None,
        stage: str = "source",
        url: str | None = None,
    ) -> None:
        super().__init__(message, code=code)
        self.http_status = http_status
        self.retry_after = retry_after
        self.stage = stage
        self.url = url

    def to_dict(self) -> dict[str, Any]:
        """Adds ``url`` when a URL could not be read."""
        out = super().to_dict()
        if self.url is not None:
            out["url"] = self.url
        return out
