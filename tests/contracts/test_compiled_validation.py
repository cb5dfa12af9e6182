"""A schema compiled with fastjsonschema (after a few payloads) decides exactly as jsonschema:
valid payloads pass untouched, and every invalid one raises the same error (code, path,
message), a float where an integer is due made the ``int`` it is, as before."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from citeproof.contracts import _validation
from citeproof.errors import CiteproofError

QUOTE = {"id": "q1", "text": "the quick brown fox"}
SPAN = {"source": "the quick brown fox jumps", "quotes": [QUOTE]}
LINE = {"id": "1", "path": "a.txt", "quote": "the quick brown fox"}

PAYLOADS: list[tuple[str, Any]] = [
    ("citation_span.request.json", SPAN),
    ("citation_span.request.json", {**SPAN, "quotes": []}),
    ("citation_span.request.json", {**SPAN, "extra": 1}),
    ("citation_span.request.json", {"quotes": [QUOTE]}),
    ("citation_span.request.json", {**SPAN, "quotes": [{"id": 1, "text": "x"}]}),
    ("citation_span.request.json", {**SPAN, "quotes": [{"id": True, "text": "x"}]}),
    ("citation_span.request.json", {**SPAN, "quotes": [{"id": "a", "text": ""}]}),
    ("citation_span.request.json", {**SPAN, "source": None}),
    ("citation_span.request.json", {**SPAN, "options": {"tolerate": ["nope"]}}),
    ("citation_span.request.json", {**SPAN, "quotes": [QUOTE] * 1001}),
    ("citation_span.request.json", {**SPAN, "source": "x" * 1_000_001}),
    ("batch.line.json", LINE),
    ("batch.line.json", {**LINE, "id": 7}),
    ("batch.line.json", {**LINE, "id": 7.0}),
    ("batch.line.json", {**LINE, "id": True}),
    ("batch.line.json", {**LINE, "policy": {"min_length": 5}}),
    ("batch.line.json", {**LINE, "policy": {"min_length": 5.0}}),
    ("batch.line.json", {**LINE, "policy": {"min_length": 5.5}}),
    ("batch.line.json", {**LINE, "policy": {"min_length": True}}),
    ("batch.line.json", {**LINE, "policy": {"min_length": 0}}),
    ("batch.line.json", {**LINE, "policy": {"elisions": 1}}),
    ("batch.line.json", {**LINE, "policy": {"tolerate": ["case", "nope"]}}),
    ("batch.line.json", {**LINE, "policy": {"tolerate": ["case", "quotes"]}}),
    ("batch.line.json", {**LINE, "page": 2}),
    ("batch.line.json", {"id": "1", "quote": "q"}),
    ("batch.line.json", {**LINE, "url": "https://example.org", "text": "t"}),
    ("batch.line.json", [LINE]),
]


def _outcome(schema: str, payload: Any) -> tuple[str, Any]:
    mine = copy.deepcopy(payload)
    try:
        _validation.validate(mine, schema)
    except CiteproofError as error:
        return f"{type(error).__name__} {error.code} {error.path} {error}", mine
    return "valid", json.dumps(mine, sort_keys=True)


@pytest.mark.parametrize(("schema", "payload"), PAYLOADS)
def test_the_compiled_schema_answers_as_jsonschema(
    schema: str, payload: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_validation, "COMPILE_AFTER", 10**9)
    monkeypatch.setattr(_validation, "_seen", {})
    expected = _outcome(schema, payload)
    monkeypatch.setattr(_validation, "COMPILE_AFTER", 0)
    assert _validation._fast_validator(schema) is not None  # the compiled path is taken
    assert _outcome(schema, payload) == expected
