"""Input validation for the seed contracts: JSON Schema first, then the byte limits.

``jsonschema`` decides validity (no hand-written schema walker); its first error, chosen
deterministically, becomes one :class:`~citeproof.errors.SchemaViolation` with a stable
code and the JSON pointer of the offending field. Sizes are UTF-8 bytes unless a contract
says characters.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

from jsonschema import Draft202012Validator
from jsonschema.exceptions import ValidationError, best_match

from ..errors import LimitExceeded, SchemaViolation

__all__ = ["check_bytes", "check_chars", "json_pointer", "load_schema", "validate"]

# jsonschema keyword → the stable code of a violation of it.
_CODES = {
    "required": "missing_field",
    "additionalProperties": "unknown_field",
    "type": "wrong_type",
    "minLength": "too_short",
    "maxLength": "too_long",
    "const": "invalid_value",
    "enum": "invalid_value",
    "minimum": "out_of_range",
    "maximum": "out_of_range",
    "minItems": "too_few_items",
    "maxItems": "too_many_items",
}


@cache
def load_schema(name: str) -> dict[str, Any]:
    """A JSON Schema shipped in ``citeproof/contracts/schemas/``."""
    text = resources.files(__package__).joinpath("schemas", name).read_text("utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


@cache
def _validator(name: str) -> Draft202012Validator:
    return Draft202012Validator(load_schema(name))


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


def validate(payload: Any, schema_name: str, limits: Mapping[str, str] | None = None) -> None:
    """Raise the first schema violation of ``payload``; a valid payload passes silently.

    ``limits`` names the schema bounds that are documented limits: it maps
    ``"maxItems /sources"`` or ``"maxLength /quotes/*/text"`` (a keyword and a JSON pointer,
    ``*`` for any index) to the limit's code, so breaking it raises :class:`LimitExceeded`
    with the limit named, its maximum and the actual size.
    """
    error = best_match(_validator(schema_name).iter_errors(payload))
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
    code = _CODES.get(str(error.validator), "schema_violation")
    parent = json_pointer(error.absolute_path)
    message = f"{error.message} at {parent}" if parent else str(error.message)
    raise SchemaViolation(message, path=pointer, code=code)


def _utf8_size(value: str) -> int:
    return len(value.encode("utf-8", "surrogatepass"))


def check_bytes(value: str, maximum: int, *, path: str, code: str, what: str) -> None:
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


def check_chars(value: str, maximum: int, *, path: str, code: str, what: str) -> None:
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
    """UTF-8 size of a payload as compact JSON, as it would arrive over the wire."""
    encoded = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    return _utf8_size(encoded)
