"""citeproof's own wire format: a :class:`~citeproof.service.Report` as JSON.

Shared by ``citeproof check --json``, ``POST /v1/locate``, batch and the web page:
``{"source": {...}, "results": [...]}``, where ``source`` carries the seed-004 evidence
fields (status, hashes, final URL, representation, warnings) and each result is a
native finding (seed 003's field names where they overlap) with, for each span, the W3C
selectors a client should store and, for PDFs, the rectangles it covers (when asked).
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from ..errors import ErrorCode
from ..match import DEFAULT_POLICY, Policy
from ..service import (
    DEFAULT_MAX_CHARACTERS,
    LOCAL,
    AccessPolicy,
    QuoteResult,
    Report,
    SourceEvidence,
    SourceSpec,
    check,
    read,
)
from ..sources import SourceReader
from ._evidence import provenance
from ._validation import validate

__all__ = [
    "DEFAULT_MAX_CHARACTERS",
    "locate_request",
    "policy_from",
    "report_json",
    "result_json",
    "source_json",
]


def policy_from(spec: dict[str, Any] | None) -> Policy:
    """A :class:`Policy` from its JSON form (absent fields keep the defaults).

    Equal specifications give the same object (a batch of a million lines with the same
    policy holds one).
    """
    if not spec:  # most batch lines: no policy, no JSON made for it
        return _policy("{}")
    return _policy(json.dumps(spec, sort_keys=True))


@lru_cache(maxsize=1024)
def _policy(canonical_spec: str) -> Policy:
    spec = json.loads(canonical_spec)
    return Policy(
        tolerate=tuple(spec.get("tolerate", DEFAULT_POLICY.tolerate)),
        elisions=spec.get("elisions", DEFAULT_POLICY.elisions),
        near_misses=spec.get("near_misses", DEFAULT_POLICY.near_misses),
        min_length=spec.get("min_length", DEFAULT_POLICY.min_length),
        whole_words=spec.get("whole_words", DEFAULT_POLICY.whole_words),
    )


def source_json(source: SourceEvidence) -> dict[str, Any]:
    """A source's evidence: seed 004's fields of a readable source, with its origin,
    representation, size, pages and warnings (sorted keys); ``pages_read`` (``{"first",
    "last", "of"}``) only when some pages alone were read, ``page_starts`` then holding
    theirs."""
    out: dict[str, Any] = {
        "url": source.requested_url,
        **provenance(source),
        "origin": source.origin,
        "representation": source.representation,
        "characters": source.characters,
        "full_characters": source.full_characters,
        "page_starts": list(source.page_starts) if source.page_starts is not None else None,
        "warnings": list(source.warnings),
    }
    if source.metadata:
        out["metadata"] = dict(source.metadata)
    if source.pages_read is not None:
        out["pages_read"] = source.pages_read._asdict()
    return dict(sorted(out.items()))


def result_json(result: QuoteResult) -> dict[str, Any]:
    """One quote's native finding, with its warnings and per-span selectors and boxes."""
    data = result.finding.to_dict()
    if result.warnings:
        data["warnings"] = list(result.warnings)
    for i, span_json in enumerate(data["spans"]):
        if result.selectors is not None and result.selectors[i] is not None:
            span_json["selectors"] = result.selectors[i]
        if result.boxes is not None and result.boxes[i]:
            span_json["boxes"] = [dict(box) for box in result.boxes[i]]
    return data


def report_json(report: Report) -> dict[str, Any]:
    """``{"source": ..., "results": [...]}``."""
    return {
        "source": source_json(report.source),
        "results": [result_json(result) for result in report.results],
    }


def locate_request(
    payload: Any,
    reader: SourceReader,
    access: AccessPolicy = LOCAL,
    *,
    source: SourceSpec | None = None,
) -> dict[str, Any]:
    """``POST /v1/locate``: validate, read the source, report every quote.

    ``source``: the source when it came beside the payload (a multipart upload), which
    then has no ``source`` of its own."""
    validate(
        payload, "locate.request.json", {"maxItems /quotes": ErrorCode.TOO_MANY_QUOTES},
        sent_apart=frozenset({"source"} if source else ()),
    )  # fmt: skip
    spec = source or SourceSpec.from_json(payload["source"])
    source_read = read(spec, reader, access)
    max_characters = payload.get("max_characters", DEFAULT_MAX_CHARACTERS)
    report = check(
        source_read, payload["quotes"], policy_from(payload.get("policy")),
        max_characters=max_characters, selectors=True, boxes=True,
    )  # fmt: skip
    out = report_json(report)
    if payload.get("include_text"):
        out["source"]["text"] = source_read.document.text[: report.source.characters]
    return out
