"""citeproof's own wire format: everything known about quotes in one source.

Shared by ``citeproof check --json``, ``POST /v1/locate``, the MCP ``verify_quotes`` tool
and the web page: ``{"source": {...}, "results": [...]}``, where ``source`` carries the
seed-004 evidence fields (status, hashes, final URL, representation, warnings) and each
result is a native finding (seed 003's field names where they overlap) with, for each
span, the W3C selectors a client should store and, for PDFs, the rectangles it covers.
"""

from __future__ import annotations

import base64
import binascii
import json
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from ..errors import InputError
from ..match import (
    DEFAULT_POLICY,
    Finding,
    Policy,
    PreparedSource,
    describe,
    find_quote,
    locate,
)
from ..sources import SourceRead, SourceReader, extract
from ._validation import validate
from .evidence import FURNITURE_WARNING, readable

__all__ = ["locate_request", "policy_from", "read_source_spec", "report", "source_summary"]

#: The native default: a whole book is checked (and the report says when it is cut).
DEFAULT_MAX_CHARACTERS = 50_000_000


def policy_from(spec: dict[str, Any] | None) -> Policy:
    """A :class:`Policy` from its JSON form (absent fields keep the defaults).

    Equal specifications give the same object (a batch of a million lines with the same
    policy holds one).
    """
    return _policy(json.dumps(spec or {}, sort_keys=True))


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


def read_source_spec(
    reader: SourceReader, spec: dict[str, Any], *, allow_urls: bool = True
) -> SourceRead:
    """Read the source a request names (text, url, snapshot or an uploaded file)."""
    if "text" in spec:
        return reader.read_text(spec["text"])
    if "url" in spec:
        if not allow_urls:
            raise InputError(
                "this service does not read URLs", path="/source/url", code="urls_disabled"
            )
        return reader.read_url(spec["url"])
    if "snapshot" in spec:
        return reader.read_snapshot(spec["snapshot"])
    file = spec["file"]
    try:
        data = base64.b64decode(file["base64"], validate=True)
    except (binascii.Error, ValueError) as error:
        raise InputError(
            "file.base64 is not base64", path="/source/file/base64", code="invalid_base64"
        ) from error
    document = extract(data, None, file["name"])
    return SourceRead(document, origin="file", path=file["name"])


def source_summary(read: SourceRead, checked: int) -> dict[str, Any]:
    """A read source's seed-004 evidence fields, with its representation and size."""
    evidence = readable({"url": read.requested_url}, read, None)
    for key in ("id", "quote", "quote_check"):
        evidence.pop(key)
    document = read.document
    warnings = list(document.warnings)
    warnings.extend(message for _, message in document.page_warnings)
    if checked < len(document.text):
        warnings.append(f"Only the first {checked:,} characters were checked.")
    evidence.update(
        origin=read.origin,
        representation=document.representation,
        characters=checked,
        full_characters=len(document.text),
        page_starts=list(document.page_starts) if document.page_starts is not None else None,
        warnings=warnings,
    )
    return dict(sorted(evidence.items()))


def report(
    read: SourceRead,
    quotes: Sequence[str],
    policy: Policy = DEFAULT_POLICY,
    *,
    max_characters: int = DEFAULT_MAX_CHARACTERS,
    selectors: bool = True,
) -> tuple[dict[str, Any], list[Finding]]:
    """The native report for ``quotes`` in a read source, and the findings behind it."""
    document = read.document
    text = document.text[:max_characters]
    pages = document.page_starts
    if pages is not None:
        pages = tuple(p for p in pages if p <= len(text)) or (0,)
    findings = locate(PreparedSource(text, pages, document.stepovers), quotes, policy)
    furniture = PreparedSource(document.furniture) if document.furniture else None
    results = []
    for finding in findings:
        data = finding.to_dict()
        quote = finding.quote.strip()
        if (
            furniture is not None
            and not finding.confirmed
            and find_quote(furniture, quote, policy.tolerate, limit=1)[0]
        ):
            data["warnings"] = [FURNITURE_WARNING]
        for span_json, span in zip(data["spans"], finding.spans, strict=True):
            if selectors and span.end > span.start:
                span_json["selectors"] = describe(text, span.start, span.end).to_dict()["selectors"]
            boxes = document.boxes(span.start, span.end)
            if boxes:
                span_json["boxes"] = boxes
        results.append(data)
    return {"source": source_summary(read, len(text)), "results": results}, findings


def locate_request(
    payload: Any, reader: SourceReader, *, allow_urls: bool = True
) -> dict[str, Any]:
    """``POST /v1/locate``: validate, read the source, report every quote."""
    validate(payload, "locate.request.json", {"maxItems /quotes": "too_many_quotes"})
    read = read_source_spec(reader, payload["source"], allow_urls=allow_urls)
    max_characters = payload.get("max_characters", DEFAULT_MAX_CHARACTERS)
    out, _ = report(
        read, payload["quotes"], policy_from(payload.get("policy")), max_characters=max_characters
    )
    if payload.get("include_text"):
        out["source"]["text"] = read.document.text[:max_characters]
    return out
