"""Annotation files re-anchored: W3C Web Annotation JSON(-LD) and Hypothesis API exports.

What is read (W3C Web Annotation Data Model, 2017; the Hypothesis API's annotation JSON):

- the input is a JSON array of annotations, a W3C ``AnnotationCollection`` or
  ``AnnotationPage`` with ``items`` (a collection's ``first`` page when it is embedded),
  a Hypothesis search answer or export with ``rows``, or one annotation object;
- an annotation's ``target`` is an object, or a list of them (the first one holding a
  TextQuoteSelector is used); its ``selector`` is an object or a list of them.
  ``refinedBy`` is not followed (a note says so): the quote is re-anchored in the whole
  source. Other selectors (RangeSelector, XPathSelector, CSS...) are kept as they were.

An annotation with no ``target``, a target with no TextQuoteSelector, or a selector with no
``exact`` is a typed error naming the annotation by its JSON pointer: the file is not what
``reanchor`` reads, and nothing is reported for it by halves.

The answer, in the input's order: per annotation its ``status``, the new ``selectors`` (for
``unchanged``, ``moved`` and ``context-changed``), the ``diff`` (the word diff of a
``changed`` quote), the context's changes, the replacing passage, and ``annotation``: the
input annotation with its TextQuoteSelector and TextPositionSelector replaced by the new
ones when the quote was found again, unchanged otherwise.

Every face answers the same way: :func:`reanchored_source` is the one step "annotations +
a source read -> the answer" (``citeproof reanchor --json``, ``POST /v1/reanchor`` and the
MCP tool ``reanchor_annotations`` all print what it builds); :func:`reanchor_request` is
that step behind the HTTP and MCP request schema (``reanchor.request.json``).
"""

from __future__ import annotations

import copy
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..errors import ErrorCode, InputError, LimitExceeded
from ..match import (
    DEFAULT_POLICY,
    Policy,
    PositionSelector,
    PreparedSource,
    QuoteSelector,
    Reanchored,
    ReanchorStatus,
    reanchor_selector,
)
from ..service import LOCAL, AccessPolicy, SourceEvidence, SourceSpec, read, selectors_from_json
from ..sources import SourceRead, SourceReader
from ._native import source_json
from ._validation import validate

__all__ = [
    "MAX_ANNOTATIONS",
    "StoredAnnotation",
    "annotations_from_json",
    "held",
    "reanchor_annotations",
    "reanchor_request",
    "reanchored_source",
]

#: The most annotations one request re-anchors (each is a search of the whole source).
MAX_ANNOTATIONS = 1000

_REFINED_NOTE = (
    "refinedBy is not followed: the quote is re-anchored in the whole source, not within "
    "the refined part"
)


@dataclass(frozen=True, slots=True)
class StoredAnnotation:
    """One annotation as read: where it is in the input, its id, the selectors to
    re-anchor, which target holds them, and notes on what was set aside."""

    pointer: str
    id: str | None
    annotation: Mapping[str, Any]
    target_index: int | None  # None: ``target`` is one object, not a list
    quote: QuoteSelector
    position: PositionSelector | None
    notes: tuple[str, ...]


def annotations_from_json(value: Any) -> list[StoredAnnotation]:
    """Every annotation in ``value`` (see the module docstring for the shapes read)."""
    items, base = _items(value)
    return [_annotation(item, f"{base}/{i}" if base is not None else "") for i, item in items]


def _items(value: Any) -> tuple[list[tuple[int, Any]], str | None]:
    """The annotations and the JSON pointer of the list holding them (None: one object)."""
    if isinstance(value, list):
        return list(enumerate(value)), ""
    if not isinstance(value, Mapping):
        raise InputError(
            "annotations must be a JSON array, an AnnotationCollection or AnnotationPage "
            "with 'items', a Hypothesis export with 'rows', or one annotation",
            code=ErrorCode.INVALID_ANNOTATIONS,
        )
    for key in ("items", "rows"):
        if key in value:
            return _listed(value[key], f"/{key}"), f"/{key}"
    first = value.get("first")
    if isinstance(first, Mapping) and "items" in first:
        return _listed(first["items"], "/first/items"), "/first/items"
    if "target" in value or value.get("type") == "Annotation":
        return [(0, value)], None
    raise InputError(
        "no annotations found: expected 'items' (W3C AnnotationCollection or "
        "AnnotationPage), 'rows' (Hypothesis) or an annotation with a 'target'",
        code=ErrorCode.INVALID_ANNOTATIONS,
    )


def _listed(value: Any, pointer: str) -> list[tuple[int, Any]]:
    if not isinstance(value, list):
        raise InputError(
            "the annotations must be a JSON array", path=pointer, code=ErrorCode.WRONG_TYPE
        )
    return list(enumerate(value))


def _annotation(item: Any, pointer: str) -> StoredAnnotation:
    if not isinstance(item, Mapping):
        raise InputError(
            "an annotation must be a JSON object", path=pointer, code=ErrorCode.WRONG_TYPE
        )
    ident = item.get("id", item.get("@id"))
    target = item.get("target")
    if target is None or target == [] or target == "":
        raise InputError(
            "the annotation has no target: nothing says what it quotes",
            path=f"{pointer}/target",
            code=ErrorCode.MISSING_TARGET,
        )
    targets: list[tuple[int | None, Any]] = (
        list(enumerate(target)) if isinstance(target, list) else [(None, target)]
    )
    for index, one in targets:
        where = f"{pointer}/target" + (f"/{index}" if index is not None else "")
        if not isinstance(one, Mapping) or "selector" not in one:
            continue
        raw = one["selector"]
        selectors = raw if isinstance(raw, list) else [raw]
        if not any(
            isinstance(s, Mapping) and s.get("type") == "TextQuoteSelector" for s in selectors
        ):
            continue
        notes = tuple(
            _REFINED_NOTE for s in selectors if isinstance(s, Mapping) and "refinedBy" in s
        )[:1]
        quote, position = selectors_from_json(selectors, f"{where}/selector")
        return StoredAnnotation(
            pointer, str(ident) if ident is not None else None, item, index, quote, position, notes
        )
    raise InputError(
        "the annotation's target holds no TextQuoteSelector: nothing to re-anchor by its words",
        path=f"{pointer}/target",
        code=ErrorCode.NO_QUOTE_SELECTOR,
    )


def _is_quote_selector(selector: Any) -> bool:
    return isinstance(selector, Mapping) and selector.get("type") == "TextQuoteSelector"


def _updated(stored: StoredAnnotation, result: Reanchored) -> dict[str, Any]:
    """The annotation with its quote and position selectors replaced by the new ones."""
    annotation = copy.deepcopy(dict(stored.annotation))
    if not result.found:
        return annotation
    target = annotation["target"]
    one = target[stored.target_index] if stored.target_index is not None else target
    raw = one["selector"]
    selectors = raw if isinstance(raw, list) else [raw]
    kept = [s for s in selectors if not (isinstance(s, Mapping) and s.get("type") in _REPLACED)]
    one["selector"] = [*kept, *result.selectors()]
    return annotation


_REPLACED = ("TextQuoteSelector", "TextPositionSelector")


def reanchor_annotations(
    annotations: Sequence[StoredAnnotation],
    text: str | PreparedSource,
    old_text: str | None = None,
    *,
    policy: Policy = DEFAULT_POLICY,
) -> dict[str, Any]:
    """``{"annotations": [...], "summary": {...}}``: each annotation re-anchored in
    ``text`` (prepared once for all), in order; ``summary`` counts the statuses and says
    whether every one is ``unchanged`` or ``moved`` (``all_held``)."""
    prepared = text if isinstance(text, PreparedSource) else PreparedSource(text)
    out = []
    counts: Counter[str] = Counter()
    for stored in annotations:
        result = reanchor_selector(
            stored.quote, prepared, old_text, position=stored.position, policy=policy
        )
        counts[result.status.value] += 1
        entry = result.to_dict()
        entry.update(
            id=stored.id,
            pointer=stored.pointer,
            notes=list(stored.notes),
            annotation=_updated(stored, result),
        )
        out.append(entry)
    return {
        "annotations": out,
        "summary": {
            "total": len(out),
            "statuses": {status.value: counts[status.value] for status in ReanchorStatus},
            "all_held": all(held(entry["status"]) for entry in out),
        },
    }


def held(status: str) -> bool:
    """True for the statuses that need nothing done: ``unchanged`` and ``moved``."""
    return status in (ReanchorStatus.UNCHANGED.value, ReanchorStatus.MOVED.value)


def reanchored_source(
    annotations: Sequence[StoredAnnotation],
    source: SourceRead,
    old_text: str | None = None,
    *,
    policy: Policy = DEFAULT_POLICY,
) -> dict[str, Any]:
    """:func:`reanchor_annotations` in ``source``'s text, with ``"source"``: the evidence
    of what was read (hashes, URL, retrieval time), so the answer says which version the
    new selectors belong to."""
    answer = reanchor_annotations(annotations, source.document.text, old_text, policy=policy)
    answer["source"] = source_json(SourceEvidence.of(source))
    return answer


def reanchor_request(
    payload: Any, reader: SourceReader, access: AccessPolicy = LOCAL
) -> dict[str, Any]:
    """``POST /v1/reanchor`` and the MCP tool: validate ``{annotations, source,
    old_text?}``, read the source within ``access``, answer as ``citeproof reanchor
    --json`` does (each annotation's ``pointer`` is within ``annotations``; an error's
    ``path`` is within the request). At most :data:`MAX_ANNOTATIONS` annotations
    (``too_many_items``)."""
    validate(payload, "reanchor.request.json", {"maxItems /annotations": ErrorCode.TOO_MANY_ITEMS})
    try:
        stored = annotations_from_json(payload["annotations"])
    except InputError as error:  # its pointer is within the annotations: name the field
        error.path = "/annotations" + error.path
        raise
    if len(stored) > MAX_ANNOTATIONS:
        raise LimitExceeded(
            f"{len(stored)} annotations; at most {MAX_ANNOTATIONS} are re-anchored at once",
            path="/annotations",
            code=ErrorCode.TOO_MANY_ITEMS,
            limit="max_annotations",
            maximum=MAX_ANNOTATIONS,
            actual=len(stored),
        )
    source = read(SourceSpec.from_json(payload["source"]), reader, access)
    return reanchored_source(stored, source, payload.get("old_text"))
