"""stdio with an answer for every line: a line that is not a JSON-RPC message gets one.

The SDK's stdio transport hands a line it cannot parse to the session as an exception,
and the session only logs it: a client that sent a broken request waits forever. Here
such a line is answered as JSON-RPC 2.0 says, with the request's ``id`` whenever one can
be read from it (``null`` otherwise), and citeproof's one error shape as the error's
``data`` (``{"error": {"code", "message", "path"}}``) where there is more to say:

- ``-32700`` (parse error) when it is not JSON; when it is JSON holding a lone surrogate
  escape such as ``"\\ud800"`` (no character: the SDK refuses it as not JSON), the id is
  read anyway and the answer is ``invalid_text`` with the pointer to the string;
- ``-32600`` (invalid request) when it is JSON but not a message;
- a batch (a JSON array: MCP takes none) gets one ``-32600`` ``batch_not_supported``
  answer per request in it, each by its id, so no client waits for an answer that never
  comes; a batch of more than :data:`MAX_BATCH` entries gets one answer,
  ``batch_too_large``.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream
from mcp.shared.message import SessionMessage
from mcp_types import INVALID_REQUEST, PARSE_ERROR, ErrorData, JSONRPCError
from pydantic import ValidationError

from ..contracts import check_json
from ..errors import CiteproofError, ErrorCode, InputError, LimitExceeded

__all__ = ["MAX_BATCH", "answering_bad_lines", "replies_to"]

#: The most entries of a batch answered one by one; a larger batch gets one answer.
MAX_BATCH = 10_000

_NOT_JSON = object()


def _is_id(value: Any) -> bool:
    """A request id an answer can carry: a number, or a string that is text (an id
    holding a lone surrogate, ``"\\ud800"``, cannot be written back as UTF-8: answering
    with it ended the server, so such a request is answered with ``id: null``)."""
    if isinstance(value, str):
        return _not_text(value) is None
    return isinstance(value, int) and not isinstance(value, bool)


def _id_of(value: Any) -> str | int | None:
    if isinstance(value, dict) and _is_id(value.get("id")):
        request_id: str | int = value["id"]
        return request_id
    return None


def _error(
    request_id: str | int | None, code: int, message: str, error: CiteproofError | None = None
) -> JSONRPCError:
    data = None if error is None else {"error": error.to_dict()}
    return JSONRPCError(
        jsonrpc="2.0", id=request_id, error=ErrorData(code=code, message=message, data=data)
    )


def _lenient(line: Any) -> Any:
    """``line`` read by Python's own JSON reader, which takes lone surrogate escapes (the
    SDK's refuses them), or :data:`_NOT_JSON`."""
    if not isinstance(line, str | bytes):
        return _NOT_JSON
    try:
        return json.loads(line)
    except (ValueError, RecursionError):
        return _NOT_JSON


def _not_text(value: Any) -> InputError | None:
    """The ``invalid_text`` error of a value holding a lone surrogate (None if it holds none)."""
    try:
        check_json(value)
    except InputError as error:
        return error if error.code == ErrorCode.INVALID_TEXT else None
    return None


def _batch(entries: list[Any]) -> list[JSONRPCError]:
    if len(entries) > MAX_BATCH:
        refusal = LimitExceeded(
            f"a batch of {len(entries):,} messages; MCP takes no batches, and at most "
            f"{MAX_BATCH:,} entries of one are answered one by one",
            code=ErrorCode.BATCH_TOO_LARGE,
            limit="max_batch",
            maximum=MAX_BATCH,
            actual=len(entries),
        )
        return [_error(None, INVALID_REQUEST, "Invalid Request: batch too large", refusal)]
    refusal_of_one = CiteproofError(
        "MCP takes no JSON-RPC batches: send each message on a line of its own",
        code=ErrorCode.BATCH_NOT_SUPPORTED,
    )
    ids = [request_id for request_id in map(_id_of, entries) if request_id is not None]
    message = "Invalid Request: JSON-RPC batches are not supported"
    return [_error(request_id, INVALID_REQUEST, message, refusal_of_one) for request_id in ids] or [
        _error(None, INVALID_REQUEST, message, refusal_of_one)
    ]


def replies_to(error: Exception) -> list[JSONRPCError]:
    """The JSON-RPC errors answering a line the transport could not read (one, or one per
    request of a batch)."""
    problems = error.errors() if isinstance(error, ValidationError) else []
    unparsed = next((p for p in problems if p["type"] == "json_invalid"), None)
    if not problems or unparsed is not None:
        value = _lenient(unparsed.get("input") if unparsed is not None else None)
        bad_text = None if value is _NOT_JSON else _not_text(value)
        if bad_text is None:
            return [_error(None, PARSE_ERROR, "Parse error: the line is not JSON")]
        if isinstance(value, list):
            return _batch(value)
        message = "Parse error: the line holds a lone surrogate escape, which is not text"
        return [_error(_id_of(value), PARSE_ERROR, message, bad_text)]
    given = next((p.get("input") for p in problems), None)
    if isinstance(given, list):
        return _batch(given)
    request_id = next((_id_of(p.get("input")) for p in problems if _id_of(p.get("input"))), None)
    message = "Invalid Request: the line is JSON but not a JSON-RPC 2.0 message"
    return [_error(request_id, INVALID_REQUEST, message)]


@asynccontextmanager
async def answering_bad_lines(
    read_stream: Any, write_stream: Any
) -> AsyncIterator[MemoryObjectReceiveStream[SessionMessage | Exception]]:
    """The transport's ``read_stream`` without its unreadable lines, each answered on its
    ``write_stream`` (the SDK's stdio streams)."""
    send, receive = anyio.create_memory_object_stream[SessionMessage | Exception](0)

    async def pump() -> None:
        async with send:
            async for item in read_stream:
                if isinstance(item, Exception):
                    for reply in replies_to(item):
                        await write_stream.send(SessionMessage(reply))
                else:
                    await send.send(item)

    async with anyio.create_task_group() as tasks:
        tasks.start_soon(pump)
        yield receive
        tasks.cancel_scope.cancel()
