"""stdio with an answer for every line: a line that is not a JSON-RPC message gets one.

The SDK's stdio transport hands a line it cannot parse to the session as an exception,
and the session only logs it: a client that sent a broken request waits forever. Here
such a line is answered as JSON-RPC 2.0 says: ``-32700`` (parse error) when it is not
JSON, ``-32600`` (invalid request) when it is JSON but not a message, with the request's
``id`` when one can be read from it and ``null`` otherwise.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream
from mcp.shared.message import SessionMessage
from mcp_types import INVALID_REQUEST, PARSE_ERROR, ErrorData, JSONRPCError
from pydantic import ValidationError

__all__ = ["answering_bad_lines", "reply_to"]


def _is_id(value: Any) -> bool:
    return isinstance(value, str | int) and not isinstance(value, bool)


def reply_to(error: Exception) -> JSONRPCError:
    """The JSON-RPC error answering a line the transport could not read."""
    problems = error.errors() if isinstance(error, ValidationError) else []
    if not problems or any(p["type"] == "json_invalid" for p in problems):
        return JSONRPCError(
            jsonrpc="2.0",
            id=None,
            error=ErrorData(code=PARSE_ERROR, message="Parse error: the line is not JSON"),
        )
    request_id = next(
        (given["id"] for given in (p.get("input") for p in problems)
         if isinstance(given, dict) and _is_id(given.get("id"))),
        None,
    )  # fmt: skip
    return JSONRPCError(
        jsonrpc="2.0",
        id=request_id,
        error=ErrorData(
            code=INVALID_REQUEST,
            message="Invalid Request: the line is JSON but not a JSON-RPC 2.0 message",
        ),
    )


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
                    await write_stream.send(SessionMessage(reply_to(item)))
                else:
                    await send.send(item)

    async with anyio.create_task_group() as tasks:
        tasks.start_soon(pump)
        yield receive
        tasks.cancel_scope.cancel()
