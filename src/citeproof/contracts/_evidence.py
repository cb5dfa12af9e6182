"""Seed 004: a source reader's evidence for a cited URL and a quote.

``check_citations({"citations": [{"id", "url", "quote"}]})`` reads each cited source (once
per source in a request), checks the quote against its text with the seed's matching
profile, and returns ``{"results": [evidence, ...]}`` with exactly the seed's fields.
Besides ``url``, a citation may give ``text`` (supplied), ``path`` (a local file) or
``snapshot`` (the SHA-256 of a body in the evidence store).

The matching profile (``quote_check.matching``): white space normalized; case and
punctuation significant (curly and straight quotes differ); word boundaries; no fuzzy
matching. Text beyond ``max_characters`` (default 100,000 code points) is not checked: a
quote not found in the checked prefix is ``source_truncated`` with ``matched: null``,
never ``not_found``. Errors are evidence, not exceptions: ``status: failed`` with a stable
``error`` code, a ``message`` and a ``recovery`` hint.
"""

from __future__ import annotations

import hashlib
from typing import Any

from ..errors import ErrorCode, SourceError
from ..match import PreparedSource, find_quote
from ..service import FURNITURE_WARNING, LOCAL, AccessPolicy, SourceEvidence, SourceSpec, read_each
from ..sources import SourceRead, SourceReader
from ._validation import validate

__all__ = [
    "DEFAULT_MAX_CHARACTERS",
    "RECOVERY",
    "check_citations",
    "failure",
    "prepare",
    "provenance",
    "quote_check",
    "readable",
]

DEFAULT_MAX_CHARACTERS = 100_000
MAX_MATCHES = 20
CONTEXT = 120
MATCHING = {
    "normalize_whitespace": True,
    "case_sensitive": True,
    "punctuation_sensitive": True,
    "word_boundaries": True,
    "fuzzy_matching": False,
}

#: What a caller can do about each failure.
RECOVERY = {
    ErrorCode.UPSTREAM_ERROR: "check_url",
    ErrorCode.ROBOTS_DISALLOWED: "respect_robots",
    ErrorCode.BLOCKED_ADDRESS: "use_public_url",
    ErrorCode.INVALID_URL: "check_url",
    ErrorCode.DNS_ERROR: "check_url",
    ErrorCode.TIMEOUT: "retry_later",
    ErrorCode.CONNECTION_FAILED: "retry_later",
    ErrorCode.TLS_ERROR: "check_url",
    ErrorCode.TOO_LARGE: "provide_text",
    ErrorCode.TOO_MANY_REDIRECTS: "check_url",
    ErrorCode.UNSUPPORTED_CONTENT_TYPE: "provide_text",
    ErrorCode.EXTRACTION_FAILED: "provide_text",
    ErrorCode.UNREADABLE_FILE: "check_path",
    ErrorCode.SNAPSHOT_NOT_FOUND: "check_snapshot",
    ErrorCode.TRUNCATED: "retry_later",
    ErrorCode.NOT_A_REGULAR_FILE: "check_path",
    ErrorCode.NOT_AN_ARCHIVE: "provide_text",
    ErrorCode.RECORD_NOT_FOUND: "check_url",
    ErrorCode.STORE_UNAVAILABLE: "retry_later",
}


def _offsets(paged: bool) -> dict[str, str]:
    out = {
        "unit": "Unicode code points",
        "start": "zero-based inclusive",
        "end": "exclusive",
        "utf16": "utf16_start/end are JavaScript string offsets",
        "lines": "one-based; CRLF counts as one line break",
    }
    if paged:
        out["pages"] = "page_start/page_end are one-based PDF page numbers"
    out["relative_to"] = "checked source text, not raw HTML or Source Reader Markdown"
    return out


#: An empty or white-space-only quote: too short to be evidence either way (the native
#: faces' ``too-short``); the seed's vocabulary has no such status, so it is ``not_found``.
TOO_SHORT_WARNING = (
    "The quote is empty or only white space: too short to be evidence either way (too-short)."
)


def quote_check(
    read: SourceRead, quote: str, *, max_characters: int = DEFAULT_MAX_CHARACTERS,
    prepared: PreparedSource | None = None, furniture: PreparedSource | None = None,
) -> dict[str, Any]:  # fmt: skip
    """The seed's ``quote_check`` object for one quote against one read source."""
    document = read.document
    full = len(document.text)
    truncated = full > max_characters
    if prepared is None:
        prepared = prepare(read, max_characters)
    checked = prepared.text
    needle = quote.strip()
    exact_count, exact_spans = find_quote(prepared, needle, (), limit=MAX_MATCHES)
    total, spans = find_quote(prepared, needle, ("whitespace",), limit=MAX_MATCHES)
    exact_starts = {start for start, _ in exact_spans}
    if exact_count and total < exact_count:  # cannot happen, but never undercount
        total, spans = exact_count, exact_spans
    matches = []
    for start, end in spans:
        kind = "exact_match" if start in exact_starts and end - start == len(needle) else (
            "normalized_match")  # fmt: skip
        coords = prepared.coordinates.span(start, end)
        match: dict[str, Any] = {
            "kind": kind,
            "text": checked[start:end],
            "start": start,
            "end": end,
            "utf16_start": coords.utf16.start,
            "utf16_end": coords.utf16.end,
            "line_start": coords.lines.start,
            "line_end": coords.lines.end,
        }
        if coords.pages is not None:
            match["page_start"] = coords.pages.start
            match["page_end"] = coords.pages.end
        match["before"] = checked[max(0, start - CONTEXT) : start]
        match["after"] = checked[end : end + CONTEXT]
        matches.append(match)
    warnings = list(document.warnings)
    if exact_count:
        status, matched = "exact_match", True
    elif total:
        status, matched = "normalized_match", True
    elif truncated:
        status, matched = "source_truncated", None
    else:
        status, matched = "not_found", False
    if not needle:
        warnings.append(TOO_SHORT_WARNING)
    if truncated:
        warnings.append(
            f"Output was truncated to {max_characters} Unicode code points; use a larger "
            "max_characters to request more."
        )
        if matched is None:
            warnings.append(
                "Only a prefix was checked. A missing quotation is inconclusive for the "
                "complete source."
            )
    if not total and document.furniture:
        furniture = furniture or PreparedSource(document.furniture)
        if find_quote(furniture, needle, ("whitespace",), limit=1)[0]:
            warnings.append(FURNITURE_WARNING)
    return {
        "status": status,
        "matched": matched,
        "match_counts": {"total": total, "exact": exact_count, "normalized": total - exact_count},
        "matches": matches,
        "matches_truncated": total > len(matches),
        "matching": dict(MATCHING),
        "offsets": _offsets(document.page_starts is not None),
        "checked_text_sha256": hashlib.sha256(checked.encode("utf-8", "surrogatepass")).hexdigest(),
        "source_truncated": truncated,
        "source": {
            "representation": document.representation,
            "characters": len(checked),
            "full_characters": full,
        },
        "warnings": warnings,
    }


def prepare(read: SourceRead, max_characters: int) -> PreparedSource:
    """The checked prefix of a read source, prepared for its quotes (pages clipped)."""
    checked = SourceEvidence.of(read, max_characters)
    return PreparedSource(
        read.document.text[: checked.characters], checked.page_starts,
        first_page=checked.first_page,
    )  # fmt: skip


def provenance(source: SourceEvidence) -> dict[str, Any]:
    """Seed 004's fields of a source that was read: status, where it came from, hashes."""
    return {
        "status": "readable",
        "error": None,
        "message": None,
        "http_status": source.http_status,
        "requested_url": source.requested_url,
        "final_url": source.final_url,
        "redirected": source.redirected,
        "redirects": [r.to_dict() for r in source.redirects],
        "content_type": source.content_type,
        "title": source.title,
        "source_sha256": source.sha256,
        "source_bytes": source.source_bytes,
        "retrieved_at": source.retrieved_at,
    }


def readable(
    citation: dict[str, Any], source: SourceEvidence, check: dict[str, Any] | None
) -> dict[str, Any]:
    """The evidence of a source that was read."""
    return {
        "url": citation.get("url"),
        "id": citation.get("id"),
        **provenance(source),
        "quote": citation.get("quote"),
        "quote_check": check,
    }


def failure(citation: dict[str, Any], error: SourceError) -> dict[str, Any]:
    """The evidence of a source that could not be read: the error, and no quote check."""
    upstream = None
    if error.code == ErrorCode.UPSTREAM_ERROR and error.http_status is not None:
        upstream = {
            "stage": error.stage,
            "http_status": error.http_status,
            "retry_after_seconds": error.retry_after,
        }
    recovery = RECOVERY.get(error.code, "check_url")
    status = error.http_status or 0
    if error.code == ErrorCode.UPSTREAM_ERROR and (status in (408, 429) or status >= 500):
        recovery = "retry_later"
    return {
        "url": citation.get("url"),
        "id": citation.get("id"),
        "status": "failed",
        "error": error.code,
        "message": error.message,
        "http_status": error.http_status,
        "upstream": upstream,
        "recovery": recovery,
        "requested_url": None,
        "final_url": None,
        "redirected": None,
        "redirects": [],
        "content_type": None,
        "title": None,
        "source_sha256": None,
        "source_bytes": None,
        "retrieved_at": None,
        "quote": citation.get("quote"),
        "quote_check": None,
    }


def check_citations(
    payload: Any, *, reader: SourceReader | None = None, access: AccessPolicy = LOCAL
) -> dict[str, Any]:
    """Evidence for every citation, in order; each source is read and prepared once.

    Raises :class:`~citeproof.InputError` for an invalid request, or
    ``source_kind_not_allowed`` for a source kind ``access`` does not allow (a service
    refuses ``path``).
    """
    validate(
        payload,
        "check_citations.request.json",
        {"maxItems /citations": ErrorCode.TOO_MANY_CITATIONS},
    )
    max_characters = payload.get("max_characters", DEFAULT_MAX_CHARACTERS)
    citations = payload["citations"]
    specs = [
        SourceSpec.from_json(
            {k: c[k] for k in ("url", "text", "path", "snapshot") if k in c}, f"/citations/{i}"
        )
        for i, c in enumerate(citations)
    ]
    own_reader = reader is None
    reader = reader or SourceReader()
    prepared: dict[SourceSpec, PreparedSource] = {}
    furnitures: dict[SourceSpec, PreparedSource] = {}
    results = []
    try:
        reads = read_each(specs, reader, access)
        for citation, spec in zip(citations, specs, strict=True):
            read = reads[spec]
            if isinstance(read, SourceError):
                results.append(failure(citation, read))
                continue
            if spec not in prepared:
                prepared[spec] = prepare(read, max_characters)
                if read.document.furniture:  # prepared once too, for the furniture warning
                    furnitures[spec] = PreparedSource(read.document.furniture)
            check = quote_check(
                read, citation["quote"], max_characters=max_characters,
                prepared=prepared[spec], furniture=furnitures.get(spec),
            )  # fmt: skip
            results.append(readable(citation, SourceEvidence.of(read), check))
    finally:
        if own_reader:
            reader.close()
    return {"results": results}
