"""Seed 000, citation-anchor-check 1.0.0: does a TextQuoteSelector anchor uniquely?

The wire format, exactly: input per the seed's ``input_schema`` and ``limits``; output
with ``valid``, ``reason``, ``first_discrepancy`` (always all nine fields), ``match``,
``authenticity_checked`` (always false: only caller-supplied text is checked) and the
constant ``reference_version``, keys in the seed's order.

Comparison order (seed ``semantics``): unknown_source, version_mismatch, exact_not_found,
prefix_mismatch, suffix_mismatch, ambiguous_anchor, position_mismatch.

Choices where the seed leaves a detail open (documented in the README too):

- ``observed`` holds exactly as many code points as the caller's prefix (for
  prefix_mismatch: the text right before the first occurrence of ``exact``) or suffix
  (for suffix_mismatch: the text right after the first prefix-matching occurrence), fewer
  only at the text's edge, so a client can compare it with what it sent, character for
  character.
- Counts (``exact_matches``, ``prefix_matches``, ``full_matches``) and ``match_starts``
  are given for every reason from exact_not_found on; they are null for unknown_source
  and version_mismatch, where no text was searched.
- ``claimed_start`` echoes the caller's value whenever the text was searched, and
  ``resolved_start`` is the unique match's start (position_mismatch only).
- Two supplied sources with the same source_id and version: the first one is used.
"""

from __future__ import annotations

from typing import Any

from ..errors import ErrorCode, LimitExceeded, SchemaViolation
from ..match import QuoteSelector, count_anchors
from ._validation import check_bytes, payload_size, validate

__all__ = ["LIMITS", "REFERENCE_VERSION", "anchor_check"]

REFERENCE_VERSION = (
    "W3C Web Annotation Data Model (Recommendation 2017-02-23) 4.2.4 TextQuoteSelector, "
    "4.2.5 TextPositionSelector; r68 supplied-text profile 1.0.0"
)

#: The seed's limits, every one enforced; sizes are UTF-8 bytes.
LIMITS = {
    "max_input_bytes": 1048576,
    "max_sources": 16,
    "max_text_bytes": 524288,
    "max_quote_bytes": 16384,
    "max_context_bytes": 1024,
    "max_label_bytes": 256,
}

_MATCH_STARTS_SHOWN = 2


def _discrepancy(field: str, **values: Any) -> dict[str, Any]:
    out: dict[str, Any] = {
        "field": field,
        "available_versions": None,
        "exact_matches": None,
        "prefix_matches": None,
        "full_matches": None,
        "match_starts": None,
        "claimed_start": None,
        "resolved_start": None,
        "observed": None,
    }
    out.update(values)
    return out


def _result(
    reason: str | None, discrepancy: dict[str, Any] | None, match: dict[str, int] | None
) -> dict[str, Any]:
    return {
        "valid": reason is None,
        "reason": reason,
        "first_discrepancy": discrepancy,
        "match": match,
        "authenticity_checked": False,
        "reference_version": REFERENCE_VERSION,
    }


def _validate(payload: Any) -> None:
    try:
        size = payload_size(payload)
    except (TypeError, ValueError) as error:
        raise SchemaViolation(
            f"the input is not JSON data: {error}", path="", code=ErrorCode.WRONG_TYPE
        ) from error
    if size > LIMITS["max_input_bytes"]:
        raise LimitExceeded(
            f"the input is {size} bytes of UTF-8 JSON; the limit is {LIMITS['max_input_bytes']}",
            code=ErrorCode.INPUT_TOO_LARGE,
            limit="max_input_bytes",
            maximum=LIMITS["max_input_bytes"],
            actual=size,
        )
    validate(payload, "anchor_check.input.json", {"maxItems /sources": ErrorCode.TOO_MANY_SOURCES})
    for i, source in enumerate(payload["sources"]):
        for label in ("source_id", "version"):
            check_bytes(
                source[label], LIMITS["max_label_bytes"], path=f"/sources/{i}/{label}",
                code=ErrorCode.LABEL_TOO_LARGE, what=f"sources[{i}].{label}",
            )  # fmt: skip
        check_bytes(
            source["text"], LIMITS["max_text_bytes"], path=f"/sources/{i}/text",
            code=ErrorCode.TEXT_TOO_LARGE, what=f"sources[{i}].text",
        )  # fmt: skip
    citation = payload["citation"]
    for label in ("source_id", "version"):
        check_bytes(
            citation[label], LIMITS["max_label_bytes"], path=f"/citation/{label}",
            code=ErrorCode.LABEL_TOO_LARGE, what=f"citation.{label}",
        )  # fmt: skip
    selector = citation["selector"]
    check_bytes(
        selector["exact"], LIMITS["max_quote_bytes"], path="/citation/selector/exact",
        code=ErrorCode.QUOTE_TOO_LARGE, what="selector.exact",
    )  # fmt: skip
    for label in ("prefix", "suffix"):
        check_bytes(
            selector.get(label, ""), LIMITS["max_context_bytes"],
            path=f"/citation/selector/{label}", code=ErrorCode.CONTEXT_TOO_LARGE,
            what=f"selector.{label}",
        )  # fmt: skip


def anchor_check(payload: Any) -> dict[str, Any]:
    """Check a citation's TextQuoteSelector against the supplied source version.

    Raises :class:`~citeproof.InputError` (a subclass, with ``code`` and ``path``) for
    input that breaks the seed's schema or limits; any schema-valid input gets a result.
    """
    _validate(payload)
    citation = payload["citation"]
    source_id, version = citation["source_id"], citation["version"]
    versions = [s for s in payload["sources"] if s["source_id"] == source_id]
    if not versions:
        return _result("unknown_source", _discrepancy("source_id"), None)
    text = next((s["text"] for s in versions if s["version"] == version), None)
    if text is None:
        available = sorted({s["version"] for s in versions})
        return _result(
            "version_mismatch", _discrepancy("version", available_versions=available), None
        )

    raw = citation["selector"]
    selector = QuoteSelector(raw["exact"], raw.get("prefix", ""), raw.get("suffix", ""))
    counts = count_anchors(text, selector)
    claimed = citation.get("claimed_start")
    found = {
        "exact_matches": counts.exact.count,
        "prefix_matches": counts.with_prefix.count,
        "full_matches": counts.full.count,
        "match_starts": counts.full_starts(_MATCH_STARTS_SHOWN),
        "claimed_start": claimed,
    }
    if not counts.exact:
        return _result("exact_not_found", _discrepancy("exact", **found), None)
    if not counts.with_prefix:
        first = counts.exact.first(1)[0]
        observed = text[max(0, first - len(selector.prefix)) : first]
        return _result("prefix_mismatch", _discrepancy("prefix", **found, observed=observed), None)
    if not counts.full:
        start = counts.first_with_prefix()
        assert start is not None
        end = start + len(selector.exact)
        observed = text[end : end + len(selector.suffix)]
        return _result("suffix_mismatch", _discrepancy("suffix", **found, observed=observed), None)
    if counts.full.count > 1:
        return _result("ambiguous_anchor", _discrepancy("exact", **found), None)
    start = found["match_starts"][0]
    if claimed is not None and claimed != start:
        return _result(
            "position_mismatch",
            _discrepancy("claimed_start", **found, resolved_start=start),
            None,
        )
    return _result(None, None, {"start": start, "end": start + len(selector.exact)})
