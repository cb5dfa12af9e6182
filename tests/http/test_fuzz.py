"""Every route under generated requests: valid ones from its JSON Schema, hostile ones, and
(for uploads) multipart forms. No answer is a 500; every error has the route's one shape
and a documented status; every 200 fits the documented response schema.

A fixed seed (``derandomize``) keeps CI's run the same every time and fast; schemathesis
(``scripts/api-fuzz``) fuzzes the OpenAPI document besides.
"""

from __future__ import annotations

import importlib
import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import Draft202012Validator
from starlette.testclient import TestClient

from citeproof.contracts import load_schema
from citeproof.http import ServiceConfig, create_app

from .strategies import (
    FILE_BYTES,
    FILE_NAMES,
    HOSTILE_FILES,
    HOSTILE_VALUES,
    SMALL_LIMITS,
    body,
    field_paths,
    from_schema,
    hostile,
    minimal,
    replaced,
    written,
)

ROUTES = {
    "/v1/anchor-check": "anchor_check.input.json",
    "/api/v1/citation-span": "citation_span.request.json",
    "/v1/check": "check_citations.request.json",
    "/v1/llm/verify": "llm_verify.request.json",
    "/v1/locate": "locate.request.json",
    "/v1/pictures": "pictures.request.json",
    "/v1/reanchor": "reanchor.request.json",
}
SEED_003 = "/api/v1/citation-span"
FUZZ = settings(
    max_examples=60,
    derandomize=True,
    database=None,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.filter_too_much],
)  # fmt: skip


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    config = ServiceConfig(allow_urls=False, max_body_bytes=64 * 1024, max_upload_bytes=64 * 1024)
    with pytest.MonkeyPatch.context() as patch:
        for module, name, value in SMALL_LIMITS:  # small shapes reach the limits
            patch.setattr(importlib.import_module(module), name, value)
        with TestClient(create_app(config), raise_server_exceptions=False) as running:
            yield running


@pytest.fixture(scope="module")
def documented(client: TestClient) -> dict[str, dict[str, Any]]:
    spec = client.get("/openapi.json").json()
    return {path: spec["paths"][path]["post"]["responses"] for path in ROUTES}


def judge(path: str, response: Any, documented: dict[str, dict[str, Any]]) -> None:
    status = str(response.status_code)
    assert response.status_code != 500, response.text
    assert status in documented[path], (status, response.text)
    answer = response.json()
    if response.status_code == 200:
        schema = documented[path]["200"]["content"]["application/json"]["schema"]
        Draft202012Validator(schema).validate(answer)
    elif path == SEED_003:
        assert {"error", "code"} <= set(answer), answer
        assert isinstance(answer["error"], str)
    else:
        assert list(answer) == ["error"], answer
        assert {"code", "message", "path"} <= set(answer["error"]), answer


@pytest.mark.parametrize("path", sorted(ROUTES))
@FUZZ
@given(data=st.data())
def test_valid_requests(
    client: TestClient, documented: dict[str, dict[str, Any]], path: str, data: st.DataObject
) -> None:
    payload = data.draw(from_schema(load_schema(ROUTES[path])))
    content, headers = data.draw(body(payload))
    judge(path, client.post(path, content=content, headers=headers), documented)


@pytest.mark.parametrize("value", sorted(HOSTILE_VALUES))
@pytest.mark.parametrize("path", sorted(ROUTES))
@settings(FUZZ, max_examples=12)
@given(data=st.data())
def test_hostile_requests(
    client: TestClient,
    documented: dict[str, dict[str, Any]],
    path: str,
    value: str,
    data: st.DataObject,
) -> None:
    schema = load_schema(ROUTES[path])
    payload = data.draw(hostile(data.draw(from_schema(schema)), schema, HOSTILE_VALUES[value]))
    content, headers = data.draw(body(payload))
    judge(path, client.post(path, content=content, headers=headers), documented)


@pytest.mark.parametrize("path", sorted(ROUTES))
def test_every_field_takes_every_hostile_value(
    client: TestClient, documented: dict[str, dict[str, Any]], path: str
) -> None:
    """Not left to chance: each field of a valid request, and the request itself, given
    each hostile value in turn."""
    base = minimal(load_schema(ROUTES[path]))
    judge(path, client.post(path, content=written(base)), documented)
    for where in [(), *field_paths(base)]:
        for name, value in HOSTILE_VALUES.items():
            response = client.post(path, content=written(replaced(base, where, value)))
            try:
                judge(path, response, documented)
            except AssertionError as error:
                raise AssertionError(f"{path} with {name} at {where}: {error}") from None


@pytest.mark.parametrize("path", ["/v1/locate", "/v1/pictures"])
@FUZZ
@given(data=st.data())
def test_multipart_uploads(
    client: TestClient, documented: dict[str, dict[str, Any]], path: str, data: st.DataObject
) -> None:
    schema = load_schema(ROUTES[path])
    payload = data.draw(from_schema(schema))
    payload.pop("source")
    if data.draw(st.booleans()):
        bad = data.draw(st.sampled_from(sorted(HOSTILE_VALUES)))
        payload = data.draw(hostile(payload, schema, HOSTILE_VALUES[bad]))
    fields: list[tuple[str, Any]] = []
    for name, value in payload.items() if isinstance(payload, dict) else []:
        values = value if isinstance(value, list) else [value]
        fields += [(name, (None, _form_text(v))) for v in values]
    if data.draw(st.integers(0, 4)) == 0:  # a hostile shape of one format
        fields.append(("file", HOSTILE_FILES[data.draw(st.sampled_from(sorted(HOSTILE_FILES)))]))
    elif data.draw(st.integers(0, 9)):  # now and then, no file at all
        name = data.draw(st.sampled_from([*FILE_NAMES.split(), "", "x" * 300]))
        fields.append(("file", (name, data.draw(FILE_BYTES))))
    judge(path, client.post(path, files=fields), documented)


@pytest.mark.parametrize("shape", sorted(HOSTILE_FILES))
def test_every_hostile_file_is_a_typed_answer(
    client: TestClient, documented: dict[str, dict[str, Any]], shape: str
) -> None:
    """Not left to chance: each format's hostile shape, uploaded: a result or a typed
    error, never a 500 (a lone surrogate once made one while the answer was written)."""
    fields = [("quotes", (None, "the archived page")), ("file", HOSTILE_FILES[shape])]
    response = client.post("/v1/locate", files=fields)
    judge("/v1/locate", response, documented)
    if not shape.startswith("rtf-lone") and not shape.startswith("rtf-pair"):
        assert response.json()["error"]["code"] == "too_large", response.text


def _form_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict | list):
        return json.dumps(value)
    return str(value).encode("utf-8", "surrogatepass").decode("utf-8", "replace")
