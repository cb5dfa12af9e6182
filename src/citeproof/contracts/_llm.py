"""``POST /v1/llm/verify`` and the MCP tool ``verify_model_citations``: a model response's
citations checked, as JSON (:meth:`citeproof.llm.ResponseReport.to_dict`).

The request is validated against its schema (``llm_verify.request.json``); every
document it names is read within the face's :class:`~citeproof.service.AccessPolicy` (the
HTTP API reads no host path unless the operator allows it).
"""

from __future__ import annotations

from typing import Any

from ..errors import ErrorCode
from ..llm import verify_response
from ..service import LOCAL, AccessPolicy
from ..sources import SourceReader
from ._validation import validate

__all__ = ["verify_model_citations"]


def verify_model_citations(
    payload: Any, reader: SourceReader, access: AccessPolicy = LOCAL
) -> dict[str, Any]:
    """Validate ``{response, request?, documents?, provider?, read_cited_urls?}``,
    verify, report."""
    validate(
        payload, "llm_verify.request.json", {"maxItems /documents": ErrorCode.TOO_MANY_SOURCES}
    )
    report = verify_response(
        payload["response"],
        payload.get("documents"),
        payload.get("provider"),
        request=payload.get("request"),
        reader=reader,
        access=access,
        read_cited_urls=bool(payload.get("read_cited_urls", False)),
    )
    return report.to_dict()
