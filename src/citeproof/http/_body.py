"""Request bodies: read within a limit, decoded per ``Content-Encoding``, parsed once.

A body is refused as soon as it is known to be too large: by its declared length before
a byte is read, else by counting while it streams in (after gzip decoding, so a small
compressed body cannot inflate past the limit). A JSON body is parsed by orjson; a
``multipart/form-data`` body (``curl -F file=@paper.pdf -F quotes='...'``) becomes the
same payload as the JSON form, with the file as a :class:`~citeproof.service.SourceSpec`
upload beside it. Every refusal is a :class:`~citeproof.errors.CiteproofError` with its
code; :data:`STATUS` gives the HTTP status of the codes that are not 400 (499, nginx's
"client closed request", is only ever written to the log: that client is gone).
"""

from __future__ import annotations

import math
import re
import zlib
from collections.abc import AsyncIterator, Mapping
from typing import Any

import orjson
from starlette.datastructures import UploadFile
from starlette.exceptions import HTTPException
from starlette.formparsers import MultiPartException
from starlette.requests import ClientDisconnect, Request
from starlette.types import Message

from ..errors import CiteproofError, ErrorCode, InputError, LimitExceeded
from ..service import SourceSpec

__all__ = ["STATUS", "is_form", "read_form", "read_json"]

#: HTTP status per error code, where it is not 400.
STATUS = {
    ErrorCode.UNAUTHORIZED: 401,
    ErrorCode.BODY_TOO_LARGE: 413,
    ErrorCode.UNSUPPORTED_CONTENT_ENCODING: 415,
    ErrorCode.HEADERS_TOO_LARGE: 431,
    ErrorCode.CLIENT_DISCONNECTED: 499,
    ErrorCode.DEADLINE_EXCEEDED: 503,
}

_IDENTITY = ("", "identity")
_GZIP = ("gzip", "x-gzip")
_INTEGER = re.compile(r"-?[0-9]{1,19}")
#: A number as JSON writes it (Python's float() also takes "inf", "1_0" and " 1").
_NUMBER = re.compile(r"-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?")
_MAX_INTEGER = 2**63 - 1
_FORM_FIELDS = 64


def _too_large(limit: int, actual: int) -> LimitExceeded:
    return LimitExceeded(
        f"the body is over {limit} bytes",
        code=ErrorCode.BODY_TOO_LARGE,
        limit="max_body_bytes",
        maximum=limit,
        actual=actual,
    )


def _bad_encoding(message: str) -> InputError:
    return InputError(f"the body is not gzip: {message}", code=ErrorCode.INVALID_CONTENT_ENCODING)


async def _chunks(request: Request, limit: int) -> AsyncIterator[bytes]:
    """The body's bytes, decoded, never more than ``limit`` of them; a client that hangs
    up before its body is whole is ``client_disconnected`` (nobody is left to answer)."""
    try:
        async for chunk in _decoded(request, limit):
            yield chunk
    except ClientDisconnect:
        raise CiteproofError(
            "the client disconnected before its request body was complete",
            code=ErrorCode.CLIENT_DISCONNECTED,
        ) from None


async def _decoded(request: Request, limit: int) -> AsyncIterator[bytes]:
    encoding = request.headers.get("content-encoding", "").strip().lower()
    if encoding not in _IDENTITY + _GZIP:
        raise InputError(
            f"Content-Encoding {encoding!r} is not supported (send gzip or none)",
            code=ErrorCode.UNSUPPORTED_CONTENT_ENCODING,
        )
    declared = request.headers.get("content-length", "")
    if declared.isascii() and declared.isdigit() and int(declared) > limit:
        raise _too_large(limit, int(declared))
    size = 0
    if encoding in _IDENTITY:
        async for chunk in request.stream():
            size += len(chunk)
            if size > limit:
                raise _too_large(limit, size)
            yield chunk
        return
    inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    async for chunk in request.stream():
        data = chunk
        while data:
            try:
                piece = inflater.decompress(data, limit + 1 - size)
            except zlib.error as error:
                raise _bad_encoding(str(error)) from error
            size += len(piece)
            if size > limit:
                raise _too_large(limit, size)
            yield piece
            data = inflater.unconsumed_tail
            if inflater.eof and inflater.unused_data:  # another gzip member follows
                data = inflater.unused_data
                inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
    if not inflater.eof:
        raise _bad_encoding("it ends before its gzip stream does")


def _parse_error(
    error: orjson.JSONDecodeError, what: str = "the body", path: str = ""
) -> InputError:
    """orjson's refusal, typed like :func:`~citeproof.contracts.check_json`'s."""
    reason = str(error)
    if "depth limit" in reason:
        return InputError(
            f"{what} is nested too deep: {reason}", path=path, code=ErrorCode.TOO_DEEP
        )
    if "surrogate" in reason or "UTF-8" in reason:
        return InputError(
            f"{what} holds text that is not Unicode (invalid UTF-8 or a lone surrogate "
            f"escape such as \\ud800): {reason}",
            path=path,
            code=ErrorCode.INVALID_TEXT,
        )
    if "infinity" in reason:
        return InputError(
            f"{what} holds a number too large: {reason}", path=path, code=ErrorCode.OUT_OF_RANGE
        )
    return InputError(f"{what} is not valid JSON: {reason}", path=path, code=ErrorCode.INVALID_JSON)


async def read_json(request: Request, limit: int) -> Any:
    """The body as JSON data."""
    body = b"".join([chunk async for chunk in _chunks(request, limit)])
    try:
        return orjson.loads(body)
    except orjson.JSONDecodeError as error:
        raise _parse_error(error) from error


def is_form(request: Request) -> bool:
    """True for a ``multipart/form-data`` body."""
    return request.headers.get("content-type", "").lower().startswith("multipart/form-data")


async def read_form(
    request: Request, limit: int, properties: Mapping[str, Any]
) -> tuple[dict[str, Any], SourceSpec]:
    """A multipart body as ``(payload, upload)``: the file part ``file`` is the source; each
    other part is the payload's field of that name, converted by its JSON Schema type in
    ``properties`` (``quotes`` repeated, one quote each; ``policy`` as JSON)."""
    chunks = _chunks(request, limit)

    async def receive() -> Message:
        chunk = await anext(chunks, None)
        return {"type": "http.request", "body": chunk or b"", "more_body": chunk is not None}

    try:
        form = await Request(request.scope, receive).form(
            max_files=1, max_fields=_FORM_FIELDS, max_part_size=limit
        )
    except (MultiPartException, HTTPException) as error:
        # Starlette turns its own MultiPartException into a 400 HTTPException.
        reason = error.message if isinstance(error, MultiPartException) else error.detail
        raise InputError(
            f"the form cannot be read: {reason}", code=ErrorCode.INVALID_FORM
        ) from error
    try:
        values: dict[str, list[str]] = {}
        upload: UploadFile | None = None
        for name, value in form.multi_items():
            if isinstance(value, UploadFile):
                if name != "file":
                    raise InputError(
                        f"the file part is named {name!r}; name it 'file'",
                        path=f"/{name}",
                        code=ErrorCode.UNKNOWN_FIELD,
                    )
                upload = value
            else:
                values.setdefault(name, []).append(value)
        if upload is None:
            raise InputError(
                "send the source as a file part named 'file' (curl -F file=@PATH)",
                path="/file",
                code=ErrorCode.MISSING_FIELD,
            )
        if "source" in values:
            raise InputError(
                "a form carries its source as the 'file' part, not a 'source' field",
                path="/source",
                code=ErrorCode.AMBIGUOUS_SOURCE,
            )
        name = upload.filename or "upload"
        if len(name) > 255:
            raise InputError(
                "the file name is over 255 characters", path="/file", code=ErrorCode.TOO_LONG
            )
        data = await upload.read()
    finally:
        await form.close()
    payload = {key: _field(key, given, properties.get(key, {})) for key, given in values.items()}
    return payload, SourceSpec.upload(name, data, pointer="/file")


def _field(name: str, given: list[str], schema: Mapping[str, Any]) -> Any:
    """A form field's value as the JSON type its schema names; left a string (or a list,
    when given twice) where it does not convert, for the schema to refuse with its code."""
    kind = schema.get("type")
    if kind == "array":
        return given
    values = [_convert(name, value, kind) for value in given]
    return values[0] if len(values) == 1 else values


def _convert(name: str, value: str, kind: Any) -> Any:
    text = value.strip()
    if kind in ("integer", "number") and _NUMBER.fullmatch(text):
        if _INTEGER.fullmatch(text):
            return int(text)
        number = float(text)
        if not math.isfinite(number):
            return value
        # JSON Schema's integer: a number whose fraction is zero ("3.0", "1e2") is one
        if number.is_integer() and abs(number) <= _MAX_INTEGER:
            return int(number)
        return number
    if kind == "boolean" and text in ("true", "false"):
        return text == "true"
    if kind == "object":
        try:
            return orjson.loads(value)
        except orjson.JSONDecodeError as error:
            raise _parse_error(error, f"the field {name!r}", f"/{name}") from error
    return value
