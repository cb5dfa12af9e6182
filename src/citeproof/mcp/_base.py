"""The SDK's server, adapted: one error shape for every tool error, and stdio lines answered.

Every failure of a tool call reaches the model as a tool error whose text is exactly
citeproof's ``{"error": {"code", "message", "path"}}``: the tool's own (a
:class:`Refusal`), arguments that do not fit the input schema (pydantic's complaint, in the
words and codes the JSON Schema validation gives the same fault; unknown arguments, which
the SDK ignores, included), and ``internal_error`` for a bug (logged, its message kept
on the server).
"""

from __future__ import annotations

import json
import logging
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError, UnexpectedToolError
from pydantic import ValidationError

from ..contracts import json_pointer
from ..errors import CiteproofError, ErrorCode, InputError
from ._stdio import answering_bad_lines

__all__ = ["CiteproofServer", "Refusal"]

log = logging.getLogger("citeproof.mcp")

#: pydantic's error types, as the codes the JSON Schema validation gives the same faults.
_PYDANTIC_CODES = {
    "missing": ErrorCode.MISSING_FIELD,
    "extra_forbidden": ErrorCode.UNKNOWN_FIELD,
    "literal_error": ErrorCode.INVALID_VALUE,
    "enum": ErrorCode.INVALID_VALUE,
    "greater_than_equal": ErrorCode.OUT_OF_RANGE,
    "less_than_equal": ErrorCode.OUT_OF_RANGE,
    "greater_than": ErrorCode.OUT_OF_RANGE,
    "less_than": ErrorCode.OUT_OF_RANGE,
    "too_short": ErrorCode.TOO_FEW_ITEMS,
    "too_long": ErrorCode.TOO_MANY_ITEMS,
    "string_too_short": ErrorCode.TOO_SHORT,
    "string_too_long": ErrorCode.TOO_LONG,
}


class Refusal(ToolError):
    """A tool error whose text is citeproof's one error shape."""

    def __init__(self, error: CiteproofError) -> None:
        super().__init__(json.dumps({"error": error.to_dict()}, ensure_ascii=False, sort_keys=True))


def _from_pydantic(error: ValidationError) -> InputError:
    """The first of pydantic's complaints, as the JSON Schema validation would word it."""
    first = error.errors(include_input=False, include_url=False)[0]
    kind = str(first["type"])
    code = _PYDANTIC_CODES.get(
        kind, ErrorCode.WRONG_TYPE if kind.endswith("_type") else ErrorCode.SCHEMA_VIOLATION
    )
    pointer = json_pointer(first["loc"])
    return InputError(f"{first['msg']} at {pointer or '/'}", path=pointer, code=code)


class CiteproofServer(MCPServer):
    """The SDK's server with citeproof's error shape for every tool error, and a stdio
    transport that answers lines it cannot read (:mod:`._stdio`)."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        """Call a tool; its failures as :class:`Refusal`, unknown arguments included (the
        SDK ignores them; the contracts' schemas refuse unknown fields)."""
        for tool in await self.list_tools():
            unknown = sorted(set(arguments) - set(tool.input_schema.get("properties", {})))
            if tool.name == name and unknown:
                raise Refusal(
                    InputError(
                        f"{name} takes no argument {unknown[0]!r}",
                        path=json_pointer([unknown[0]]),
                        code=ErrorCode.UNKNOWN_FIELD,
                    )
                )
        try:
            return await super().call_tool(name, arguments, context)
        except UnexpectedToolError:
            log.exception("tool %s failed", name)
            raise Refusal(CiteproofError("internal error", code=ErrorCode.INTERNAL_ERROR)) from None
        except ToolError as failure:
            cause = failure.__cause__
            if isinstance(cause, Refusal):
                raise cause from None
            if isinstance(cause, ValidationError):
                raise Refusal(_from_pydantic(cause)) from None
            raise

    async def run_stdio_async(self) -> None:
        """Serve over stdio; a line that is not a JSON-RPC message is answered."""
        from mcp.server.stdio import stdio_server

        server = self._lowlevel_server
        async with (
            stdio_server() as (incoming, outgoing),
            answering_bad_lines(incoming, outgoing) as messages,
        ):
            await server.run(messages, outgoing, server.create_initialization_options())
