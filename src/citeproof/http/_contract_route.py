"""One POST route per contract: read the body, call the contract in a worker, answer JSON.

A :class:`ContractRoute` says what a route does (its contract function, request and
response schemas, body limit, error shape); :func:`add_contract_route` mounts it. The
body is read by :mod:`._body` (413 past the limit before parsing, gzip within it, JSON
or, with ``upload``, a multipart form whose file is the source); the contract runs
under the service's deadline and worker cap (:class:`~citeproof.service.Work`), as
heavy work when ``heavy`` says the request reads more than supplied text; its errors
come back in the route's error shape.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import Response

from ..contracts import load_schema
from ..errors import CiteproofError
from ..service import SourceSpec, Work
from ._body import is_form, read_form, read_json
from ._openapi import ERROR_SCHEMA, SEED_003_ERROR_SCHEMA, body, responses
from ._respond import error_response, json_response, seed_003_error_response

__all__ = ["Contract", "ContractRoute", "add_contract_route"]

#: A contract called with the request's payload and, for a multipart upload, its file.
Contract = Callable[[Any, SourceSpec | None], Any]

#: Whether a request (its payload and, for a multipart upload, its file) is heavy work.
Weigh = Callable[[Any, SourceSpec | None], bool]

#: What FastAPI calls for a request.
Endpoint = Callable[[Request], Awaitable[Response]]


@dataclass(frozen=True, slots=True)
class ContractRoute:
    """A POST route answered by one contract.

    - ``limit``: the body limit (None: ``ServiceConfig.max_body_bytes``);
    - ``wrap``: the key the result is answered under (seed 003's ``data``), if any;
    - ``extra_paths``: further paths answering the same (a versioned alias);
    - ``seed_003_errors``: errors in seed 003's shape, ``{"error": message, "code"}``;
    - ``upload``: the source may come as a multipart upload;
    - ``heavy``: whether a request reads more than supplied text (None: it never does).
    """

    path: str
    function: Contract
    request_schema: str
    ok_schema: dict[str, Any]
    summary: str
    limit: int | None = None
    wrap: str | None = None
    extra_paths: tuple[str, ...] = ()
    seed_003_errors: bool = False
    upload: bool = False
    heavy: Weigh | None = None


def add_contract_route(app: FastAPI, contract: ContractRoute, work: Work, max_body: int) -> None:
    """Mount ``contract`` at its path (and extra paths), documented in the OpenAPI."""
    endpoint = _endpoint(contract, work, contract.limit or max_body)
    error_schema = SEED_003_ERROR_SCHEMA if contract.seed_003_errors else ERROR_SCHEMA
    for where in (contract.path, *contract.extra_paths):
        app.add_api_route(
            where,
            endpoint,
            methods=["POST"],
            summary=contract.summary,
            openapi_extra=body(contract.request_schema, form=contract.upload),
            responses=responses(contract.ok_schema, error_schema=error_schema),
            operation_id=_operation_id(where),
        )


def _endpoint(contract: ContractRoute, work: Work, size: int) -> Endpoint:
    """The endpoint: the body read within ``size``, the contract called within the deadline."""
    properties = load_schema(contract.request_schema)["properties"]

    async def route(request: Request) -> Response:
        try:
            source: SourceSpec | None = None
            if contract.upload and is_form(request):
                payload, source = await read_form(request, size, properties)
            else:
                payload = await read_json(request, size)
            heavy = contract.heavy is not None and contract.heavy(payload, source)
            result = await work.run(contract.function, payload, source, heavy=heavy)
        except CiteproofError as error:
            if contract.seed_003_errors:
                return seed_003_error_response(error)
            return error_response(error)
        return json_response({contract.wrap: result} if contract.wrap else result)

    return route


def _operation_id(path: str) -> str:
    """``/v1/anchor-check`` -> ``v1_anchor_check``."""
    return path.strip("/").replace("/", "_").replace(".", "_").replace("-", "_")
