"""Hypothesis strategies for the HTTP routes' requests, built from their JSON Schemas.

:func:`from_schema` draws valid payloads for the subset of JSON Schema the contracts use
(types, ``const``/``enum``, bounds, ``pattern``, ``required``, ``oneOf`` of required
fields); :func:`hostile` breaks one of them the ways attacks did (a float for an integer,
huge numbers, lone surrogates, deep nesting, unknown and missing fields); :func:`body`
writes the result as the bytes a client would send, plain or gzipped, or broken.
"""

from __future__ import annotations

import base64
import gzip
import json
from typing import Any

from hypothesis import strategies as st

from ..sources import hostile
from ..text.strategies import TRICKY

#: Short text that makes the engine work: words, typography, scripts, control characters.
words = st.lists(
    st.sampled_from([*TRICKY, "the", "not", "24", "25", "[...]", "[sic]", " ", "\x00"]),
    min_size=1,
    max_size=12,
).map("".join)

#: Files of every format the readers know, with bytes that are mostly not that format.
FILE_NAMES = "a.pdf a.html a.txt a.docx a.odt a.epub a.rtf a.xlsx a.md a.rst a.srt a.vtt a.eml "
FILE_NAMES += "a.warc a.csv a a.zip"
FILE_BYTES = st.one_of(
    st.binary(max_size=200),
    st.sampled_from([b"%PDF-1.4\n%%EOF", b"PK\x03\x04", b"{\\rtf1 x}", b"<html><p>x</p>",
                     b"WARC/1.0\r\n\r\n", b"\x1f\x8b\x08\x00", b"1\n00:00:01,000 --> x\n"]),
).map(bytes)  # fmt: skip

#: Every format's hostile shapes (issue 22), small: each passes the lowered limits of
#: :data:`SMALL_LIMITS` the way its full-size attack passes the real ones (bombs of
#: markup, one string everywhere, huge space counts, millions of paragraphs, cells or
#: cues, gzip bombs in web archives, lone surrogates in RTF).
HOSTILE_FILES: dict[str, tuple[str, bytes]] = {
    "docx-paragraphs": ("a.docx", hostile.docx_paragraphs(3_000)),
    "xlsx-shared-strings": ("a.xlsx", hostile.xlsx_shared_strings(3_000)),
    "xlsx-one-string-everywhere": ("a.xlsx", hostile.xlsx_one_string_everywhere(2_000, 500)),
    "odt-spaces": ("a.odt", hostile.odt_spaces(300)),
    "rtf-paragraphs": ("a.rtf", hostile.rtf_paragraphs(3_000)),
    "csv-cells": ("a.csv", hostile.csv_cells(6_000, per_row=100)),
    "srt-cues": ("a.srt", hostile.srt_cues(1_200)),
    "warc-skipped-bomb": ("a.warc.gz", hostile.warc_skipped_bomb(4 << 20)),
    "warc-whole-gzip": ("a.warc.gz", hostile.warc_whole_gzip(4 << 20)),
    "wacz-bomb": ("a.wacz", hostile.wacz_bomb(4 << 20)),
    **{f"rtf-{k}": ("a.rtf", v) for k, v in hostile.RTF_SURROGATES.items()},
}
#: The limits the fuzz suite's server reads under (module, name, value), so each small
#: hostile shape reaches one as its full-size attack does.
SMALL_LIMITS = (
    ("citeproof.sources._budget", "MAX_CHARACTERS", 20_000),
    ("citeproof.sources._budget", "MAX_ELEMENTS", 5_000),
    ("citeproof.sources._budget", "MAX_BLOCKS", 1_000),
    ("citeproof.sources.formats.archives._warc", "MAX_ARCHIVE", 1 << 20),
)

#: Placeholders replaced by raw JSON text when the body is written (see :func:`body`).
DEEP = {f"@@deep{n}@@": "[" * n + "]" * n for n in (40, 1000, 3000)}
#: What attacks sent, by name (each a test of its own, so none is left to chance).
HOSTILE_VALUES: dict[str, Any] = {
    "null": None, "true": True, "negative": -1, "float-for-int": 5.5, "int64+1": 2**63,
    "10**400": 10**400, "1e300": 1e300, "empty": "", "lone-surrogate": "\ud800",
    "low-surrogate": "a\udc00b", "long": "x" * 20_000, "empty-list": [], "empty-object": {},
    "object": {"1": 1}, **{marker.strip("@"): marker for marker in DEEP},
}  # fmt: skip


def from_schema(schema: dict[str, Any]) -> st.SearchStrategy[Any]:
    """Valid values of ``schema`` (small: at most a few items, short strings)."""
    if "const" in schema:
        return st.just(schema["const"])
    if "enum" in schema:
        return st.sampled_from(schema["enum"])
    kind = schema.get("type")
    if isinstance(kind, list):
        return st.one_of(*(from_schema({**schema, "type": k}) for k in kind))
    if kind == "string":
        if "pattern" in schema:
            return st.from_regex(schema["pattern"], fullmatch=True)
        low = schema.get("minLength", 0)
        return words.filter(lambda s: low <= len(s) <= schema.get("maxLength", 10**9))
    if kind == "integer":
        return st.integers(schema.get("minimum", -5), min(schema.get("maximum", 100), 100))
    if kind == "number":
        return st.floats(schema.get("minimum", -5), min(schema.get("maximum", 100), 100))
    if kind == "boolean":
        return st.booleans()
    if kind == "array":
        low = schema.get("minItems", 0)
        return st.lists(from_schema(schema.get("items", {})), min_size=low,
                        max_size=min(schema.get("maxItems", 3), low + 3))  # fmt: skip
    if kind == "object":
        return _object(schema)
    return st.just(None)


def _object(schema: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
    properties = schema.get("properties", {})
    if set(properties) == {"name", "base64"}:  # a file: a name and some bytes
        return st.builds(
            lambda name, data: {"name": name, "base64": base64.b64encode(data).decode()},
            st.sampled_from(FILE_NAMES.split()), FILE_BYTES,
        )  # fmt: skip
    choices = [alt["required"] for alt in schema.get("oneOf", [])] or [[]]

    @st.composite
    def build(draw: st.DrawFn) -> dict[str, Any]:
        required = set(schema.get("required", ())) | set(draw(st.sampled_from(choices)))
        exclusive = {name for alt in choices for name in alt} - required
        optional = sorted(set(properties) - required - exclusive)
        chosen = draw(st.lists(st.sampled_from(optional), unique=True)) if optional else []
        return {name: draw(from_schema(properties[name])) for name in sorted(required) + chosen}

    return build()


def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    if isinstance(value, dict):
        return [path] + [p for k, v in value.items() for p in _leaves(v, (*path, k))]
    if isinstance(value, list):
        return [path] + [p for i, v in enumerate(value) for p in _leaves(v, (*path, i))]
    return [path]


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replace(value[head], rest, new)}
    return [_replace(v, rest, new) if i == head else v for i, v in enumerate(value)]


@st.composite
def hostile(draw: st.DrawFn, payload: Any, schema: dict[str, Any], value: Any) -> Any:
    """``payload`` (valid for ``schema``) broken in one place: ``value`` put in place of one
    of its values or of a field of the schema it lacks, or ``value`` added (to a list, or
    as an unknown field), or a field removed."""
    how = draw(st.sampled_from(["value", "value", "field", "add", "remove"]))
    if how == "field" and isinstance(payload, dict) and schema.get("properties"):
        name = draw(st.sampled_from(sorted(schema["properties"])))
        return {**payload, name: value}
    where = draw(st.sampled_from(_leaves(payload)))
    if how in ("value", "field") or not where:
        return _replace(payload, where, value)
    parent = where[:-1]
    container: Any = payload
    for step in parent:
        container = container[step]
    if how == "remove" and isinstance(container, dict):
        return _replace(payload, parent, {k: v for k, v in container.items() if k != where[-1]})
    if isinstance(container, dict):
        return _replace(payload, parent, {**container, "unexpected": value})
    return _replace(payload, parent, [*container, value])


@st.composite
def body(draw: st.DrawFn, payload: Any) -> tuple[bytes, dict[str, str]]:
    """``payload`` as request bytes and headers: JSON (lone surrogates escaped as a client
    would, deep nesting written out), sometimes gzipped, sometimes broken."""
    data = written(payload)
    encoding = draw(st.sampled_from(["", "", "", "", "", "gzip", "broken-gzip", "truncated", "br"]))
    if encoding == "gzip":
        return gzip.compress(data), {"content-encoding": "gzip"}
    if encoding == "broken-gzip":
        return data, {"content-encoding": "gzip"}
    if encoding == "truncated":
        return data[: draw(st.integers(0, max(0, len(data) - 1)))], {}
    if encoding == "br":
        return data, {"content-encoding": "br"}
    return data, {}


SENTENCE = "They approved the budget on Tuesday, after a debate that ran late into the night."


def minimal(schema: dict[str, Any]) -> Any:
    """One valid value of ``schema`` with every optional field present (the first of
    exclusive alternatives): the base that :func:`field_paths` break one field at a time."""
    if "const" in schema:
        return schema["const"]
    if "enum" in schema:
        return schema["enum"][0]
    kind = schema.get("type")
    kind = kind[0] if isinstance(kind, list) else kind
    if kind == "string":
        return "0" * 64 if "pattern" in schema else SENTENCE[: schema.get("maxLength", 10**9)]
    if kind in ("integer", "number"):
        return max(schema.get("minimum", 1), 1)
    if kind == "boolean":
        return False
    if kind == "array":
        return [minimal(schema.get("items", {}))] * max(schema.get("minItems", 1), 1)
    if kind == "object":
        properties = schema.get("properties", {})
        if set(properties) == {"name", "base64"}:
            return {"name": "a.txt", "base64": base64.b64encode(SENTENCE.encode()).decode()}
        alternatives = [alt["required"] for alt in schema.get("oneOf", [])]
        excluded = {name for alt in alternatives[1:] for name in alt}
        if alternatives and "text" in properties:  # a source: the supplied text is the base
            excluded = {name for alt in alternatives for name in alt} - {"text"}
        return {name: minimal(sub) for name, sub in properties.items() if name not in excluded}
    return None


def field_paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in ``value`` a field or an item can be broken."""
    return _leaves(value, path)[1:] if path == () else _leaves(value, path)


def replaced(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    """``value`` with ``new`` at ``path``."""
    return _replace(value, path, new)


def written(payload: Any) -> bytes:
    """``payload`` as a client writes it (lone surrogates escaped, deep nesting written)."""
    text = json.dumps(payload, ensure_ascii=True)
    for marker, raw in DEEP.items():
        text = text.replace(json.dumps(marker), raw)
    return text.encode()
