"""The JSON walk makes a value's pointer only when it needs one, and still refuses the
same payloads with the same first problem (code, path, message) as the walk that made
every pointer; the compiled batch-line schema, its ``oneOf`` of one required key each
checked without an exception per branch, answers as jsonschema does."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from citeproof.contracts import _validation
from citeproof.contracts._validation import (
    MAX_DEPTH,
    MAX_INTEGER,
    _check_integer,
    _check_key,
    _check_text,
    _kind,
    _named,
    json_pointer,
)
from citeproof.errors import CiteproofError, ErrorCode, InputError


def _reference_walk(payload: Any, pointer: str, what: str) -> bool:
    """The walk as it was: every value's pointer made as it is pushed."""
    floats = False
    stack: list[tuple[Any, str, int]] = [(payload, pointer, 0)]
    while stack:
        value, where, depth = stack.pop()
        if isinstance(value, str):
            _check_text(value, where, what)
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, float):
            floats = True
        elif isinstance(value, int):
            _check_integer(value, where, what)
        elif isinstance(value, dict | list):
            if depth >= MAX_DEPTH:
                raise InputError(
                    f"{_named(where, what)} is nested more than {MAX_DEPTH} levels deep",
                    path=where,
                    code=ErrorCode.TOO_DEEP,
                )
            if isinstance(value, list):
                stack.extend((item, f"{where}/{i}", depth + 1) for i, item in enumerate(value))
                continue
            for key, item in value.items():
                _check_key(key, where, what)
                stack.append((item, where + json_pointer([key]), depth + 1))
        else:
            raise InputError(
                f"{_named(where, what)} is a {_kind(value)}, which is not JSON data",
                path=where,
                code=ErrorCode.WRONG_TYPE,
            )
    return floats


_TEXT = st.sampled_from(["a", "~/b", "é", "\ud800", "x\udfff", "", "q/~1"])
_SCALARS = st.one_of(
    _TEXT,
    st.none(),
    st.booleans(),
    st.floats(allow_nan=False),
    st.sampled_from([0, -1, MAX_INTEGER, MAX_INTEGER + 1, -MAX_INTEGER - 1]),
    st.sampled_from([b"bytes", (1, 2)]),
)
_KEYS = st.one_of(_TEXT, st.sampled_from([1, None]))
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(_KEYS, inner, max_size=4)),
    max_leaves=20,
)


def _outcome(walk: Any, payload: Any, pointer: str, what: str) -> Any:
    try:
        return walk(payload, pointer, what)
    except CiteproofError as error:
        return (error.code, error.path, error.message)


@settings(max_examples=400, deadline=None)
@given(
    payload=_VALUES, pointer=st.sampled_from(["", "/quotes"]), what=st.sampled_from(["", "line 3"])
)
def test_the_walk_reports_what_the_pointer_making_walk_reported(
    payload: Any, pointer: str, what: str
) -> None:
    expected = _outcome(_reference_walk, payload, pointer, what)
    assert _outcome(_validation._walk, payload, pointer, what) == expected


_LINE_KEYS = ["id", "quote", "url", "path", "text", "source_id", "version", "page"]
_LINE_VALUES = st.one_of(
    st.sampled_from(["", "a.txt", "the quick brown fox"]), st.integers(-2, 2), st.booleans()
)


def _answer(payload: Any) -> str:
    try:
        _validation.validate(copy.deepcopy(payload), "batch.line.json")
    except CiteproofError as error:
        return f"{error.code} {error.path} {error}"
    return "valid"


@settings(max_examples=300, deadline=None)
@given(line=st.dictionaries(st.sampled_from(_LINE_KEYS), _LINE_VALUES, max_size=6))
def test_the_compiled_batch_line_answers_as_jsonschema(line: dict[str, Any]) -> None:
    original = (_validation.COMPILE_AFTER, dict(_validation._seen))
    try:
        _validation.COMPILE_AFTER = 10**9
        expected = _answer(line)
        _validation.COMPILE_AFTER = 0
        fast = _validation._fast_validator("batch.line.json")
        assert fast is not None
        assert fast(copy.deepcopy(line)) == (expected == "valid")
        assert _answer(line) == expected
    finally:
        _validation.COMPILE_AFTER = original[0]
        _validation._seen.clear()
        _validation._seen.update(original[1])


def test_one_of_keys_is_only_the_plain_form() -> None:
    one = _validation._one_of_keys
    assert one({"oneOf": [{"required": ["url"]}, {"required": ["path"]}]}) == ("url", "path")
    assert one({"oneOf": [{"required": ["a", "b"]}]}) is None
    assert one({"oneOf": [{"required": ["a"], "type": "object"}]}) is None
    assert one({"oneOf": []}) is None
    assert one({"anyOf": [{"required": ["a"]}]}) is None
