"""Input validation for the contracts: the shape of the data, JSON Schema, then the limits.

Three steps, each raising one :class:`~citeproof.errors.InputError` with a stable code
and the JSON pointer of the culprit:

1. :func:`check_json`, one iterative walk before anything recursive sees the data: it is
   JSON data (objects with string keys, arrays, strings, numbers, booleans, null), nested
   at most :data:`MAX_DEPTH` levels (``too_deep``: jsonschema and ``json.dumps`` recurse,
   and a quote nested 1,000 deep would otherwise end in ``RecursionError``), with
   integers that fit in 64 bits (``out_of_range``: Python cannot even print an integer of
   5,000 digits), and text that is Unicode (``invalid_text``: a lone surrogate such as
   ``"\\ud800"`` is no character; orjson cannot write it back and no reader should see
   it). Every face runs it through :func:`validate`: the library, HTTP, MCP and batch.
2. ``jsonschema`` decides validity (no hand-written schema walker); its first error,
   chosen deterministically, becomes one :class:`~citeproof.errors.SchemaViolation`. An
   ``integer`` is what JSON Schema (draft 6 and later) says: a number whose fraction is
   zero, ``50.0`` as much as ``50`` (``50.5`` is ``wrong_type``). Such a number in an
   integer field is made the Python ``int`` it is, in the payload itself, before anything
   reads it: the engine never slices text with a float, and answers echo ``50``, never
   ``50.0``.
3. The contracts' byte and character limits (:func:`check_bytes`, :func:`check_chars`).
   Sizes are UTF-8 bytes unless a contract says characters.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from functools import cache
from importlib import resources
from typing import Any

from jsonschema import Draft202012Validator, validators
from jsonschema.exceptions import ValidationError, best_match

from ..errors import ErrorCode, InputError, LimitExceeded, SchemaViolation
from ..text import find_lone_surrogate

__all__ = [
    "MAX_DEPTH",
    "check_bytes",
    "check_chars",
    "check_json",
    "check_json_floats",
    "json_pointer",
    "load_schema",
    "validate",
]

#: Containers nested deeper than this are ``too_deep`` (the contracts need five levels, a
#: batch line three: itself, its policy, the policy's ``tolerate``).
MAX_DEPTH = 32
#: Integers are at most this large in magnitude (64-bit, as JSON parsers elsewhere read them).
MAX_INTEGER = 2**63 - 1

# jsonschema keyword → the stable code of a violation of it.
_CODES = {
    "required": ErrorCode.MISSING_FIELD,
    "additionalProperties": ErrorCode.UNKNOWN_FIELD,
    "type": ErrorCode.WRONG_TYPE,
    "minLength": ErrorCode.TOO_SHORT,
    "maxLength": ErrorCode.TOO_LONG,
    "const": ErrorCode.INVALID_VALUE,
    "enum": ErrorCode.INVALID_VALUE,
    "minimum": ErrorCode.OUT_OF_RANGE,
    "maximum": ErrorCode.OUT_OF_RANGE,
    "minItems": ErrorCode.TOO_FEW_ITEMS,
    "maxItems": ErrorCode.TOO_MANY_ITEMS,
}


@cache
def load_schema(name: str) -> dict[str, Any]:
    """A JSON Schema shipped in ``citeproof/contracts/schemas/``."""
    text = resources.files(__package__).joinpath("schemas", name).read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


#: Draft 2020-12, with an ``integer`` a Python ``int`` (not ``True``); a float with a zero
#: fraction in an integer field is made an ``int`` first (:func:`_integers`).
_Validator = validators.extend(  # type: ignore[no-untyped-call]
    Draft202012Validator,
    type_checker=Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _checker, value: isinstance(value, int) and not isinstance(value, bool)
    ),
)


@cache
def _validator(name: str, optional: frozenset[str] = frozenset()) -> Draft202012Validator:
    validator: Draft202012Validator = _Validator(_schema(name, optional))
    return validator


def _schema(name: str, optional: frozenset[str]) -> dict[str, Any]:
    """The schema ``name``, the fields in ``optional`` no longer required."""
    schema = load_schema(name)
    if optional:
        required = [key for key in schema.get("required", ()) if key not in optional]
        schema = {**schema, "required": required}
    return schema


#: How many payloads of one schema are validated by jsonschema alone before the schema is
#: compiled (a one-off command validates one; a batch, a server or a benchmark thousands).
COMPILE_AFTER = 3
_seen: dict[tuple[str, frozenset[str]], int] = {}


def _fast_validator(
    name: str, optional: frozenset[str] = frozenset()
) -> Callable[[Any], bool] | None:
    """Whether a payload is valid, by the schema compiled to Python with ``fastjsonschema``
    (once it has been used :data:`COMPILE_AFTER` times), else ``None``."""
    key = (name, optional)
    seen = _seen.get(key, 0)
    if seen < COMPILE_AFTER:
        _seen[key] = seen + 1
        return None
    return _compiled(name, optional)


@cache
def _compiled(name: str, optional: frozenset[str]) -> Callable[[Any], bool] | None:
    """The schema compiled as draft 7 (the schemas use only keywords that drafts 7 and
    2020-12 read alike; no defaults filled in); ``None`` without ``fastjsonschema``."""
    try:
        import fastjsonschema
    except ImportError:  # a dependency; without it, jsonschema alone
        return None
    schema = {k: v for k, v in _schema(name, optional).items() if k != "$schema"}
    keys = _one_of_keys(schema)
    if keys is not None:
        del schema["oneOf"]  # checked below, without an exception per branch not taken
    compiled = fastjsonschema.compile(schema, use_default=False)

    def valid(payload: Any) -> bool:
        if keys is not None and (
            not isinstance(payload, dict) or sum(key in payload for key in keys) != 1
        ):
            return False  # the long way decides (and words the error)
        try:
            compiled(payload)
        except fastjsonschema.JsonSchemaException:
            return False
        return True

    return valid


def _one_of_keys(schema: dict[str, Any]) -> tuple[str, ...] | None:
    """The keys of a top-level ``oneOf`` whose every branch is ``{"required": [key]}``
    (a batch line names exactly one of ``url``, ``path``, ``text``, ``source_id``), else
    ``None``.

    Compiled as it stands, such a ``oneOf`` tries every branch and raises an exception for
    each one not taken: three a batch line, 85% of its validation, and the largest part of
    the serial start of a parallel batch run. "Exactly one of these keys is present" says
    the same for an object; anything else is refused here and goes the long way.
    """
    branches = schema.get("oneOf")
    if not isinstance(branches, list) or not branches:
        return None
    keys: list[str] = []
    for branch in branches:
        if not isinstance(branch, dict) or set(branch) != {"required"}:
            return None
        required = branch["required"]
        if not isinstance(required, list) or len(required) != 1:
            return None
        keys.append(required[0])
    return tuple(keys)


def _kind(value: Any) -> str:
    return type(value).__name__


def _named(where: str, what: str) -> str:
    """The culprit for a message: ``line 3 at /policy``, ``/quotes/0``, ``the input``."""
    if what:
        return f"{what} at {where}" if where else what
    return where or "the input"


def check_json(payload: Any, pointer: str = "", *, what: str = "") -> None:
    """Raise :class:`~citeproof.InputError` unless ``payload`` is JSON data that is safe to
    validate: string keys, at most :data:`MAX_DEPTH` levels, 64-bit integers, no lone
    surrogate in any string (keys included). Iterative, so any depth is refused in time
    linear in the payload. The one walk every JSON input takes (the contracts, HTTP, MCP,
    batch lines and sources files); ``what`` names the input in messages (``line 3``).

    >>> check_json({"quotes": ["fine"]})
    >>> try:
    ...     check_json({"quotes": ["bad \\ud800"]})
    ... except InputError as error:
    ...     print(error.code, error.path)
    invalid_text /quotes/0
    """
    _walk(payload, pointer, what)


def check_json_floats(payload: Any, *, what: str = "") -> bool:
    """:func:`check_json`, and whether the payload holds a float anywhere (NaN and the
    infinities included): what :func:`validate`'s ``floats`` asks, found by the same walk.

    >>> check_json_floats({"min_length": 5}), check_json_floats({"min_length": 5.0})
    (False, True)
    """
    return _walk(payload, "", what)


def _walk(payload: Any, pointer: str, what: str) -> bool:
    """:func:`check_json`'s walk; True when the payload holds a float anywhere.

    A value's pointer is made only when it is needed (the value is a container, or is
    refused): a batch of 100,000 lines made 600,000 pointers that no message ever used.
    The order of the walk, and so which problem is reported first, is unchanged.
    """
    floats = False
    # (value, its container's pointer, its key or index there: None for the payload)
    stack: list[tuple[Any, str, str | int | None, int]] = [(payload, pointer, None, 0)]
    while stack:
        value, parent, step, depth = stack.pop()
        if isinstance(value, str):
            if find_lone_surrogate(value) is not None:
                _check_text(value, _at(parent, step), what)
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, float):
            floats = True
        elif isinstance(value, int):
            if not -MAX_INTEGER <= value <= MAX_INTEGER:
                _check_integer(value, _at(parent, step), what)
        elif isinstance(value, dict | list):
            where = _at(parent, step)
            if depth >= MAX_DEPTH:
                raise InputError(
                    f"{_named(where, what)} is nested more than {MAX_DEPTH} levels deep",
                    path=where,
                    code=ErrorCode.TOO_DEEP,
                )
            if isinstance(value, list):
                stack.extend((item, where, i, depth + 1) for i, item in enumerate(value))
                continue
            for key, item in value.items():
                if not isinstance(key, str) or find_lone_surrogate(key) is not None:
                    _check_key(key, where, what)
                stack.append((item, where, key, depth + 1))
        else:
            where = _at(parent, step)
            raise InputError(
                f"{_named(where, what)} is a {_kind(value)}, which is not JSON data",
                path=where,
                code=ErrorCode.WRONG_TYPE,
            )
    return floats


def _at(parent: str, step: str | int | None) -> str:
    """The pointer of the value at ``step`` (a key or an index) in the container at
    ``parent`` (``None``: the payload itself, at ``parent``)."""
    if step is None:
        return parent
    if isinstance(step, int):
        return f"{parent}/{step}"
    return parent + json_pointer([step])


def _check_integer(value: int, where: str, what: str) -> None:
    if not -MAX_INTEGER <= value <= MAX_INTEGER:
        raise InputError(
            f"{_named(where, what)} is an integer of {value.bit_length()} bits; "
            "integers are at most 64 bits",
            path=where,
            code=ErrorCode.OUT_OF_RANGE,
        )


def _check_key(key: object, where: str, what: str) -> None:
    if not isinstance(key, str):
        raise InputError(
            f"the keys of {_named(where, what)} must be strings, not {_kind(key)}",
            path=where,
            code=ErrorCode.WRONG_TYPE,
        )
    _check_text(key, where, what)


def _check_text(value: str, where: str, what: str) -> None:
    bad = find_lone_surrogate(value)
    if bad is not None:
        raise InputError(
            f"{_named(where, what)} holds a lone surrogate (U+{ord(value[bad]):04X}) at "
            f"character {bad}, which is not text",
            path=where,
            code=ErrorCode.INVALID_TEXT,
        )


def json_pointer(parts: Any) -> str:
    """RFC 6901 pointer for a path of keys and indices."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in parts)


def _pointer(error: ValidationError) -> str:
    parts = list(error.absolute_path)
    if error.validator == "required":
        missing = str(error.message).split("'")[1] if "'" in error.message else ""
        parts.append(missing)
    elif (
        error.validator == "additionalProperties"
        and isinstance(error.instance, Mapping)
        and isinstance(error.schema, Mapping)
    ):
        allowed = set(error.schema.get("properties", {}))
        extra = sorted(k for k in error.instance if k not in allowed)
        if extra:
            parts.append(extra[0])
    return json_pointer(parts)


def validate(
    payload: Any,
    schema_name: str,
    limits: Mapping[str, ErrorCode] | None = None,
    *,
    sent_apart: frozenset[str] = frozenset(),
    floats: bool | None = None,
) -> None:
    """Raise the first problem with ``payload``; a valid payload passes silently.

    :func:`check_json` first, then the schema. ``limits`` names the schema bounds that are
    documented limits: it maps ``"maxItems /sources"`` or ``"maxLength /quotes/*/text"`` (a
    keyword and a JSON pointer, ``*`` for any index) to the limit's code, so breaking it
    raises :class:`LimitExceeded` with the limit named, its maximum and the actual size.
    ``sent_apart`` names required top-level fields the caller sent beside the payload (an
    HTTP multipart upload's file, for ``source``): they need not be in it. ``floats``, from a
    caller that has already run :func:`check_json` on ``payload``, says whether it holds a
    float (the walk is then not made again).
    """
    if floats is None:
        floats = _walk(payload, "", "")
    if not floats:
        # A valid payload is the common case: a compiled validator says so in a fraction of
        # the time. It never passes what jsonschema refuses (same keywords, the same
        # strictness on booleans; a float, which it would take for an integer, goes the
        # long way), and any refusal goes the long way too, for the same error.
        fast = _fast_validator(schema_name, sent_apart)
        if fast is not None and fast(payload):
            return
    validator = _validator(schema_name, sent_apart)
    errors = list(validator.iter_errors(payload))
    if errors and _integers(payload, errors):
        errors = list(validator.iter_errors(payload))
    error = best_match(errors)
    if error is None:
        return
    pointer = _pointer(error)
    keyword = str(error.validator)
    generic = "/".join("*" if part.isdigit() else part for part in pointer.split("/"))
    code = (limits or {}).get(f"{keyword} {generic}")
    if code is not None and keyword in ("maxItems", "maxLength"):
        maximum = int(error.validator_value)
        unit = "items" if keyword == "maxItems" else "characters"
        raise LimitExceeded(
            f"{pointer} has {len(error.instance)} {unit}; the limit is {maximum}",
            path=pointer,
            code=code,
            limit=code,
            maximum=maximum,
            actual=len(error.instance),
        )
    code = _CODES.get(str(error.validator), ErrorCode.SCHEMA_VIOLATION)
    parent = json_pointer(error.absolute_path)
    message = f"{error.message} at {parent}" if parent else str(error.message)
    raise SchemaViolation(message, path=pointer, code=code)


def _integers(payload: Any, errors: list[ValidationError]) -> bool:
    """Make each float with a zero fraction that ``errors`` find where an integer is due
    the ``int`` it is, in ``payload``; True if there was any. (A valid payload has none:
    such a float is a ``type`` error of the validator, so valid payloads cost nothing.)"""
    found = False
    pending = list(errors)
    while pending:
        error = pending.pop()
        pending.extend(error.context or ())
        value, wanted = error.instance, error.validator_value
        types = [wanted] if isinstance(wanted, str) else wanted
        if (
            error.validator != "type"
            or not isinstance(value, float)
            or not value.is_integer()
            or not -MAX_INTEGER <= value <= MAX_INTEGER
            or not isinstance(types, list)
            or "integer" not in types
        ):
            continue
        path = list(error.absolute_path)
        if not path:
            continue  # the payload itself: nothing holds it to be replaced
        parent = payload
        for part in path[:-1]:
            parent = parent[part]
        parent[path[-1]] = int(value)
        found = True
    return found


def _utf8_size(value: str) -> int:
    return len(value.encode("utf-8", "surrogatepass"))


def check_bytes(value: str, maximum: int, *, path: str, code: ErrorCode, what: str) -> None:
    """Raise :class:`LimitExceeded` when ``value`` is over ``maximum`` UTF-8 bytes."""
    size = _utf8_size(value)
    if size > maximum:
        raise LimitExceeded(
            f"{what} is {size} bytes of UTF-8; the limit is {maximum}",
            path=path,
            code=code,
            limit=code,
            maximum=maximum,
            actual=size,
        )


def check_chars(value: str, maximum: int, *, path: str, code: ErrorCode, what: str) -> None:
    """Raise :class:`LimitExceeded` when ``value`` is over ``maximum`` characters."""
    if len(value) > maximum:
        raise LimitExceeded(
            f"{what} is {len(value)} characters; the limit is {maximum}",
            path=path,
            code=code,
            limit=code,
            maximum=maximum,
            actual=len(value),
        )


def payload_size(payload: Any) -> int:
    """UTF-8 size of a payload as compact JSON, as it would arrive over the wire
    (:func:`check_json` first: ``json.dumps`` recurses)."""
    check_json(payload)
    encoded = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    return _utf8_size(encoded)
