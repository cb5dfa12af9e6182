"""One exception tree for citeproof; every error carries a stable, machine-readable ``code``.

The tree::

    CiteproofError                 code "error"
    ├── InputError                 code "invalid_input"     (+ ``path``: a JSON pointer)
    │   ├── SchemaViolation        code per violated rule ("missing_field", "wrong_type", ...)
    │   ├── LimitExceeded          code per limit ("text_too_large", "too_many_quotes", ...)
    │   └── ConfigError            code "invalid_config"    (+ ``file``, ``key``, ``line``)
    ├── SpanError                  code "span_out_of_range"
    └── SourceError                code per failure ("unreadable_file", "extraction_failed", ...)

Every code is a member of :class:`ErrorCode`, documented there once; being a
:class:`~enum.StrEnum`, it is its own string on the wire (``"timeout"``, never
``"ErrorCode.TIMEOUT"``). ``tests/test_error_codes.py`` keeps code strings out of the rest of
the source.

Pure search code never raises for "not found" (it returns an empty result); only the
boundaries (contracts, faces) raise, and faces turn these into exit status 2, HTTP 400 or an
MCP tool error, always with ``code``, ``message`` and ``path``.
"""

from __future__ import annotations

import re
from enum import StrEnum
from typing import Any

from ._lazy import re_pattern

__all__ = [
    "CiteproofError",
    "ConfigError",
    "ErrorCode",
    "InputError",
    "LimitExceeded",
    "SchemaViolation",
    "SourceError",
    "SpanError",
]

_HTTP_STATUS: re.Pattern[str] = re_pattern(r"http_[1-5][0-9][0-9]")


class ErrorCode(StrEnum):
    """Every ``code`` citeproof gives an error, grouped by what went wrong.

    Each member is documented by the ``#:`` line above it (when it is raised). The wire
    spelling is the value; HTTP maps some to statuses (``citeproof.http``), seed 004 maps the
    source failures to a recovery hint (``citeproof.contracts.RECOVERY``).
    """

    # -- each exception class's own code, when no more precise one is given ---------------
    #: A :class:`CiteproofError` with no more precise code.
    ERROR = "error"
    #: An :class:`InputError` with no more precise code (also: FastAPI's own validation).
    INVALID_INPUT = "invalid_input"
    #: A JSON Schema rule broken that has no code of its own below.
    SCHEMA_VIOLATION = "schema_violation"
    #: A :class:`LimitExceeded` with no more precise code.
    LIMIT_EXCEEDED = "limit_exceeded"
    #: A span that does not lie inside the text it is said to belong to.
    SPAN_OUT_OF_RANGE = "span_out_of_range"
    #: A :class:`SourceError` with no more precise code.
    SOURCE_ERROR = "source_error"

    # -- input that is not the data it should be (JSON, text, the schemas' rules) ---------
    #: Bytes that do not parse as JSON (a request body, a batch line, ``--json`` input).
    INVALID_JSON = "invalid_json"
    #: Input that is not text: a lone surrogate, or bytes that are not UTF-8.
    INVALID_TEXT = "invalid_text"
    #: JSON nested deeper than the contracts' ``MAX_DEPTH`` (32) levels, or an e-mail whose
    #: parts nest deeper than ``MAX_EMAIL_DEPTH`` (64) levels.
    TOO_DEEP = "too_deep"
    #: A value of the wrong JSON type (``50.5`` for an integer, a list for a string, ...).
    WRONG_TYPE = "wrong_type"
    #: A number outside its bounds (a schema's minimum/maximum, beyond 64 bits, a page).
    OUT_OF_RANGE = "out_of_range"
    #: A required field or argument left out (schema ``required``; a CLI without a source).
    MISSING_FIELD = "missing_field"
    #: A field or argument the contract does not define (``additionalProperties``).
    UNKNOWN_FIELD = "unknown_field"
    #: A string shorter than its schema's ``minLength``.
    TOO_SHORT = "too_short"
    #: A string longer than its schema's ``maxLength`` (or an upload's file name over 255).
    TOO_LONG = "too_long"
    #: A value outside its ``enum``/``const``, or an option value that is not one of the choices.
    INVALID_VALUE = "invalid_value"
    #: An array with fewer items than its schema's ``minItems``.
    TOO_FEW_ITEMS = "too_few_items"
    #: An array with more items than its schema's ``maxItems`` (no documented limit named).
    TOO_MANY_ITEMS = "too_many_items"
    #: A batch line's ``policy`` that is not a matching policy.
    INVALID_POLICY = "invalid_policy"
    #: A W3C TextQuoteSelector with no ``exact`` (or an empty one): nothing to re-anchor.
    MISSING_EXACT = "missing_exact"
    #: A Web Annotation (or Hypothesis annotation) with no ``target``.
    MISSING_TARGET = "missing_target"
    #: An annotation whose target holds no TextQuoteSelector (only ranges, XPaths, ...).
    NO_QUOTE_SELECTOR = "no_quote_selector"
    #: Annotations input that is none of the shapes ``reanchor`` reads (a JSON array, a W3C
    #: ``AnnotationCollection``/``AnnotationPage`` with ``items``, a Hypothesis export with
    #: ``rows``).
    INVALID_ANNOTATIONS = "invalid_annotations"

    # -- the documented limits (LimitExceeded) ---------------------------------------------
    #: Seed 000: the whole input over its byte limit.
    INPUT_TOO_LARGE = "input_too_large"
    #: Seed 000: a source's ``text`` over its byte limit.
    TEXT_TOO_LARGE = "text_too_large"
    #: A quote over its limit (seed 000: ``exact`` bytes; seed 003: a quote's characters).
    QUOTE_TOO_LARGE = "quote_too_large"
    #: Seed 003: all the quotes together over 40,000 characters.
    QUOTES_TOO_LARGE = "quotes_too_large"
    #: Seed 000: a selector's ``prefix`` or ``suffix`` over its byte limit.
    CONTEXT_TOO_LARGE = "context_too_large"
    #: Seed 000: a ``source_id`` or ``version`` label over its byte limit.
    LABEL_TOO_LARGE = "label_too_large"
    #: Seed 003: the ``source`` text over 100,000 characters.
    SOURCE_TOO_LARGE = "source_too_large"
    #: Seed 003: a quote's ``id`` over 100 characters.
    ID_TOO_LONG = "id_too_long"
    #: More quotes than a contract takes (seed 003, ``/v1/locate``, ``/v1/pictures``).
    TOO_MANY_QUOTES = "too_many_quotes"
    #: Seed 000: more sources than it takes.
    TOO_MANY_SOURCES = "too_many_sources"
    #: Seed 004: more citations than it takes.
    TOO_MANY_CITATIONS = "too_many_citations"
    #: An HTTP request body over the service's limit (413).
    BODY_TOO_LARGE = "body_too_large"

    # -- naming a source -------------------------------------------------------------------
    #: A source named more than one way (``text`` and ``url``, a form's field and file).
    AMBIGUOUS_SOURCE = "ambiguous_source"
    #: Something given as a URL that is not an http(s) URL, or that httpx cannot request.
    INVALID_URL = "invalid_url"
    #: A snapshot name that is not a SHA-256 (64 hex digits).
    INVALID_SNAPSHOT = "invalid_snapshot"
    #: An uploaded file's ``base64`` that does not decode.
    INVALID_BASE64 = "invalid_base64"
    #: A kind of source (path, URL, ...) this face does not read (:class:`AccessPolicy`).
    SOURCE_KIND_NOT_ALLOWED = "source_kind_not_allowed"
    #: A batch line's ``source_id``/``version`` that the sources file does not name.
    UNKNOWN_SOURCE = "unknown_source"
    #: A batch quotation in Markdown with no cited source (and no ``--source``).
    NO_SOURCE = "no_source"
    #: A batch sources file that cannot be read as one (not UTF-8, not entries of objects).
    INVALID_SOURCES = "invalid_sources"
    #: An ``--allow-network`` (or config ``allow-network``) that is not a network in CIDR
    #: notation, host bits set included (``10.0.0.1/8``).
    INVALID_NETWORK = "invalid_network"
    #: An ``--allow-host`` (or config ``allow-host``) that is not a DNS host name (an IP
    #: literal, a wildcard, a URL).
    INVALID_HOST = "invalid_host"

    # -- the config file (citeproof.toml, [tool.citeproof], $CITEPROOF_CONFIG) -------------
    #: A config file that is not TOML (or not UTF-8), or cannot be read; ``line`` says where.
    INVALID_CONFIG = "invalid_config"
    #: A config key citeproof does not know (a typo must not silently do nothing).
    UNKNOWN_CONFIG_KEY = "unknown_config_key"
    #: A config key whose value is not what it takes (``expected`` says what it does).
    INVALID_CONFIG_VALUE = "invalid_config_value"

    # -- model responses (citeproof.llm) ---------------------------------------------------
    #: A model response whose shape no provider's reader knows (or not the named provider's).
    UNKNOWN_RESPONSE_SHAPE = "unknown_response_shape"
    #: A citation's document (or search result) index that names no supplied document.
    NO_SUCH_DOCUMENT = "no_such_document"
    #: A citation's offsets, pages, blocks or chunk indices outside the answer or document.
    CITATION_OUT_OF_RANGE = "citation_out_of_range"

    # -- the faces' own files, engines and extras -----------------------------------------
    #: A file given on the command line (input, quote file) that cannot be read.
    UNREADABLE_INPUT = "unreadable_input"
    #: An output file or directory that cannot be written.
    UNWRITABLE_OUTPUT = "unwritable_output"
    #: A batch output another citeproof batch is writing (its lock is held).
    OUTPUT_LOCKED = "output_locked"
    #: A batch output that exists and cannot be resumed (give ``--overwrite``).
    OUTPUT_NOT_RESUMABLE = "output_not_resumable"
    #: An output that is one of the same run's inputs (by path or device and inode).
    OUTPUT_IS_INPUT = "output_is_input"
    #: An output that is a symbolic link (dangling too): nothing is written through one.
    OUTPUT_IS_SYMLINK = "output_is_symlink"
    #: An output file that exists, without ``--overwrite``.
    OUTPUT_EXISTS = "output_exists"
    #: A bibliography attachment outside the folders a run may read (``--allow-paths``),
    #: or not a regular file; it is not read.
    PATH_NOT_ALLOWED = "path_not_allowed"
    #: A batch engine that cannot run (Dask not installed, its scheduler unreachable).
    ENGINE_UNAVAILABLE = "engine_unavailable"
    #: A bibliography that is not what it says it is (not UTF-8, not CSL JSON, ...).
    INVALID_BIBLIOGRAPHY = "invalid_bibliography"
    #: A bibliography (or Zotero data directory) that cannot be read.
    UNREADABLE_BIBLIOGRAPHY = "unreadable_bibliography"
    #: Pictures of pages asked for without Pillow installed.
    PICTURES_UNAVAILABLE = "pictures_unavailable"
    #: A command whose optional extra is not installed (``serve``/``mcp`` without FastAPI
    #: or the MCP SDK); the message names the ``pip install 'citeproof[...]'`` to run.
    EXTRA_NOT_INSTALLED = "extra_not_installed"

    # -- the HTTP and MCP services -----------------------------------------------------------
    #: No valid ``X-API-Key`` where keys are set (401).
    UNAUTHORIZED = "unauthorized"
    #: HTTP 404: no such route.
    NOT_FOUND = "not_found"
    #: HTTP 405: the route does not answer that method.
    METHOD_NOT_ALLOWED = "method_not_allowed"
    #: A multipart form that cannot be read.
    INVALID_FORM = "invalid_form"
    #: A body declared gzip that is not gzip.
    INVALID_CONTENT_ENCODING = "invalid_content_encoding"
    #: A ``Content-Encoding`` other than gzip or identity (415).
    UNSUPPORTED_CONTENT_ENCODING = "unsupported_content_encoding"
    #: Request headers over ``max_header_bytes`` in all (HTTP 431).
    HEADERS_TOO_LARGE = "headers_too_large"
    #: A client that hung up before its request body was whole (499, in the log only).
    CLIENT_DISCONNECTED = "client_disconnected"
    #: A JSON-RPC batch over MCP stdio (MCP takes none): each request in it answered so.
    BATCH_NOT_SUPPORTED = "batch_not_supported"
    #: A JSON-RPC batch over MCP stdio of more than ``max_batch`` (10,000) entries.
    BATCH_TOO_LARGE = "batch_too_large"
    #: A request or tool call that took longer than the deadline (HTTP 503); also a PDF's
    #: reading stopped at it (its worker killed).
    DEADLINE_EXCEEDED = "deadline_exceeded"
    #: A bug, caught at the face, logged, its message not shown (HTTP 500).
    INTERNAL_ERROR = "internal_error"

    # -- reading a URL -----------------------------------------------------------------------
    #: A host that resolves to a private, loopback, link-local or other special address.
    BLOCKED_ADDRESS = "blocked_address"
    #: A host name that does not resolve.
    DNS_ERROR = "dns_error"
    #: A server that could not be connected to, or dropped the connection.
    CONNECTION_FAILED = "connection_failed"
    #: A TLS handshake or certificate that failed.
    TLS_ERROR = "tls_error"
    #: Reading (or resolving) took longer than allowed, or a PDF worker ran out of time.
    TIMEOUT = "timeout"
    #: A server that answered with an error status (``http_status``), or an undecodable body.
    UPSTREAM_ERROR = "upstream_error"
    #: A body cut off before its end (connection closed, compressed stream incomplete).
    TRUNCATED = "truncated"
    #: More redirects than ``max_redirects``.
    TOO_MANY_REDIRECTS = "too_many_redirects"
    #: A URL the site's robots.txt does not let citeproof read.
    ROBOTS_DISALLOWED = "robots_disallowed"
    #: A source over a size limit (bytes read or declared, inflated, pages, elements, a draft).
    TOO_LARGE = "too_large"
    #: A page to be rendered (``--render``) where Playwright or Chromium is not installed.
    RENDER_UNAVAILABLE = "render_unavailable"
    #: The browser failed while rendering a page (it crashed, or could not load it).
    RENDER_FAILED = "render_failed"

    # -- reading a file or the store ---------------------------------------------------------
    #: A local file that cannot be read.
    UNREADABLE_FILE = "unreadable_file"
    #: A path that is a directory, device or pipe, not a regular file.
    NOT_A_REGULAR_FILE = "not_a_regular_file"
    #: A snapshot SHA-256 that the evidence store does not hold.
    SNAPSHOT_NOT_FOUND = "snapshot_not_found"
    #: The evidence store itself failed (a locked or corrupt database, a full disk).
    STORE_UNAVAILABLE = "store_unavailable"
    #: The evidence store was written by a newer citeproof (a format this one cannot read).
    STORE_TOO_NEW = "store_too_new"

    # -- extracting text -----------------------------------------------------------------------
    #: A media type citeproof does not read (or binary data given as text).
    UNSUPPORTED_CONTENT_TYPE = "unsupported_content_type"
    #: A source of a known format whose text could not be extracted.
    EXTRACTION_FAILED = "extraction_failed"
    #: A password-protected PDF.
    ENCRYPTED = "encrypted"
    #: A PDF with no text layer (scanned pages): OCR it first.
    NO_TEXT_LAYER = "no_text_layer"
    #: Pictures of pages asked for a source that is not a PDF.
    NOT_A_PDF = "not_a_pdf"
    #: A record URL given for a source that is no web archive or e-mail.
    NOT_AN_ARCHIVE = "not_an_archive"
    #: A web archive or e-mail without the record (or attachment) asked for.
    RECORD_NOT_FOUND = "record_not_found"

    @classmethod
    def _missing_(cls, value: object) -> ErrorCode | None:
        """``http_<status>``: an HTTP error Starlette raised that has no member of its own
        (404 and 405 have theirs), made on demand so the wire still says which status."""
        if not isinstance(value, str) or not _HTTP_STATUS.fullmatch(value):
            return None
        member = str.__new__(cls, value)
        member._name_ = value.upper()
        member._value_ = value
        return member


class CiteproofError(Exception):
    """Root of every error citeproof raises on purpose."""

    code: ErrorCode = ErrorCode.ERROR
    #: JSON pointer to the part of the input at fault ("" when not about one field).
    path: str = ""

    def __init__(self, message: str, *, code: ErrorCode | None = None) -> None:
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

    code = ErrorCode.INVALID_INPUT

    def __init__(self, message: str, *, path: str = "", code: ErrorCode | None = None) -> None:
        super().__init__(message, code=code)
        self.path = path


class SchemaViolation(InputError):
    """The input breaks the contract's JSON Schema (type, required field, extra field, ...)."""

    code = ErrorCode.SCHEMA_VIOLATION


class LimitExceeded(InputError):
    """The input is larger than a documented limit; ``limit`` names it, ``maximum`` gives it."""

    code = ErrorCode.LIMIT_EXCEEDED

    def __init__(
        self,
        message: str,
        *,
        path: str = "",
        code: ErrorCode | None = None,
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


class ConfigError(InputError):
    """A config file citeproof cannot use: unreadable or not TOML (``invalid_config``), a
    key it does not know (``unknown_config_key``), a value of the wrong kind
    (``invalid_config_value``, or the allow-list's own ``invalid_network``/``invalid_host``).

    ``file`` is the config file, ``key`` the offending key (as written in it), ``line`` the
    TOML error's line (1-based, 0 when not known) and ``expected`` what the key takes; ``path``
    is the key's JSON pointer inside the file (``/tool/citeproof/min-length`` in a
    ``pyproject.toml``). A setting that silently did nothing would be worse than a stop.
    """

    code = ErrorCode.INVALID_CONFIG

    def __init__(
        self,
        message: str,
        *,
        file: str,
        key: str = "",
        path: str = "",
        line: int = 0,
        expected: str = "",
        code: ErrorCode | None = None,
    ) -> None:
        super().__init__(message, path=path, code=code)
        self.file = file
        self.key = key
        self.line = line
        self.expected = expected

    def to_dict(self) -> dict[str, Any]:
        """Adds ``file``, and ``key``, ``line`` and ``expected`` where they are known."""
        out = super().to_dict()
        out["file"] = self.file
        if self.key:
            out["key"] = self.key
        if self.line:
            out["line"] = self.line
        if self.expected:
            out["expected"] = self.expected
        return out


class SpanError(CiteproofError):
    """A span does not lie inside the text it is said to belong to."""

    code = ErrorCode.SPAN_OUT_OF_RANGE


class SourceError(CiteproofError):
    """A source could not be read or its text could not be extracted.

    ``http_status`` and ``retry_after`` (seconds) are set when the server answered with an
    error status; ``stage`` says what was being read (``source`` or ``robots``); ``url``
    is the URL that could not be read (the source's, or a redirect's).
    """

    code = ErrorCode.SOURCE_ERROR

    def __init__(
        self,
        message: str,
        *,
        code: ErrorCode | None = None,
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
