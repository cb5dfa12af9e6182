"""Every route over real HTTP: the seed paths, the native routes, errors and limits."""

from __future__ import annotations

import base64
import json
from importlib import resources
from pathlib import Path

import httpx
import pytest
from jsonschema import Draft202012Validator

from citeproof.contracts._validation import load_schema
from citeproof.http import ServiceConfig

from .conftest import RunningServer

DATA = Path(__file__).parents[1] / "data"
SEED000 = json.loads((DATA / "seed000_examples.json").read_text("utf-8"))
SEED003 = json.loads((DATA / "seed003_example_request.json").read_text("utf-8"))
PDF = resources.files("citeproof.conformance").joinpath("fixtures", "layout-v1.pdf").read_bytes()


def post(api: str, path: str, payload: object, **kw: object) -> httpx.Response:
    return httpx.post(api + path, json=payload, timeout=30, **kw)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "path", ["/v1/tools/citation-anchor-check/versions/1.0.0/execute", "/v1/anchor-check"]
)
@pytest.mark.parametrize("index", [0, 1])
def test_seed_000_examples_through_both_paths(api: str, path: str, index: int) -> None:
    response = post(api, path, SEED000[index]["input"])
    assert response.status_code == 200
    assert response.json() == SEED000[index]["output"]
    assert list(response.json()) == list(SEED000[index]["output"])


def test_seed_003_through_its_path(api: str) -> None:
    response = post(api, "/api/v1/citation-span", SEED003)
    assert response.status_code == 200
    body = response.json()
    assert list(body) == ["data"]
    Draft202012Validator(load_schema("citation_span.data.json")).validate(body["data"])
    assert body["data"]["results"][0]["classification"] == "normalized"
    assert body["data"]["status"] == "fail"


def test_check_with_supplied_text_and_a_loopback_url(api: str) -> None:
    payload = {
        "citations": [{"id": "t", "text": "The quick brown fox.", "quote": "quick brown fox"}]
    }
    response = post(api, "/v1/check", payload)
    assert response.status_code == 200
    Draft202012Validator(load_schema("check_citations.response.json")).validate(response.json())
    assert response.json()["results"][0]["quote_check"]["status"] == "exact_match"
    # A URL: the test service reads loopback (opted out of the guard in its config).
    url_payload = {"citations": [{"id": "u", "url": api + "/healthz", "quote": "status"}]}
    evidence = post(api, "/v1/check", url_payload).json()["results"][0]
    assert evidence["status"] == "failed"  # JSON is not a supported content type
    assert evidence["error"] == "unsupported_content_type"


def test_check_refuses_paths_by_default(api: str) -> None:
    payload = {"citations": [{"id": "p", "path": "/etc/passwd", "quote": "root"}]}
    response = post(api, "/v1/check", payload)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "source_kind_not_allowed"
    assert response.json()["error"]["path"] == "/citations/0/path"


def test_locate_text_with_selectors(api: str) -> None:
    payload = {"source": {"text": "Alpha beta. Alpha beta gamma."}, "quotes": ["alpha beta gamma"],
               "policy": {"tolerate": ["case"]}, "include_text": True}  # fmt: skip
    response = post(api, "/v1/locate", payload)
    assert response.status_code == 200
    body = response.json()
    Draft202012Validator(load_schema("locate.response.json")).validate(body)
    result = body["results"][0]
    assert result["classification"] == "normalized"
    span = result["spans"][0]
    quote_selector = span["selectors"][0]
    assert quote_selector["type"] == "TextQuoteSelector"
    assert quote_selector["exact"] == "Alpha beta gamma"
    assert body["source"]["text"] == "Alpha beta. Alpha beta gamma."


def test_locate_an_uploaded_pdf_reports_pages_and_boxes(api: str) -> None:
    file = {"name": "layout-v1.pdf", "base64": base64.b64encode(PDF).decode()}
    payload = {"source": {"file": file}, "quotes": ["Treatment 42 7.5"]}
    response = httpx.post(api + "/v1/locate", json=payload, timeout=30)
    assert response.status_code == 200
    span = response.json()["results"][0]["spans"][0]
    assert span["pages"] == {"start": 2, "end": 2}
    assert span["boxes"][0]["page"] == 2


def test_invalid_json_and_schema_errors_are_400_with_code_and_path(api: str) -> None:
    response = httpx.post(api + "/v1/anchor-check", content=b"{not json", timeout=10)
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "invalid_json"
    response = post(api, "/v1/anchor-check", {"sources": []})
    assert response.status_code == 400
    body = response.json()
    assert set(body) == {"error"}
    assert set(body["error"]) >= {"code", "message", "path"}
    assert "detail" not in body  # never FastAPI's 422 shape
    # Seed 003's route keeps its contract's shape: {"error": message, "code"}.
    response = post(
        api, "/api/v1/citation-span", {"source": "x" * 100_001, "quotes": [{"text": "x"}]}
    )
    assert (response.status_code, response.json()["code"]) == (400, "source_too_large")
    assert isinstance(response.json()["error"], str)


def test_framework_errors_have_the_one_shape(api: str) -> None:
    """FastAPI's own 404 and 405 answer in citeproof's error shape, not ``{"detail"}``."""
    missing = httpx.get(api + "/v1/nothing-here", timeout=10)
    assert missing.status_code == 404
    assert missing.json()["error"]["code"] == "not_found"
    wrong = httpx.get(api + "/v1/locate", timeout=10)
    assert wrong.status_code == 405
    assert wrong.json()["error"]["code"] == "method_not_allowed"
    assert "detail" not in wrong.json()


def test_body_over_the_limit_is_413_before_parsing(api: str) -> None:
    big = b"{" + b" " * (300 * 1024) + b"}"
    assert httpx.post(api + "/v1/anchor-check", content=big, timeout=10).status_code == 413

    def chunks():  # type: ignore[no-untyped-def]
        for _ in range(300):
            yield b" " * 1024

    response = httpx.post(api + "/v1/anchor-check", content=chunks(), timeout=10)
    assert response.status_code == 413
    assert response.json()["error"]["code"] == "body_too_large"


def test_health_docs_openapi_and_page(api: str) -> None:
    assert httpx.get(api + "/healthz").json()["status"] == "ok"
    assert httpx.get(api + "/docs").status_code == 200
    page = httpx.get(api + "/")
    assert page.status_code == 200
    assert "<form" in page.text
    assert "http://" not in page.text.replace("http://www.w3.org", "")  # no external resources
    spec = httpx.get(api + "/openapi.json").json()
    for path in ("/v1/anchor-check", "/api/v1/citation-span", "/v1/check", "/v1/locate",
                 "/v1/tools/citation-anchor-check/versions/1.0.0/execute"):  # fmt: skip
        operation = spec["paths"][path]["post"]
        assert "requestBody" in operation
        assert {"200", "400", "413", "500"} <= set(operation["responses"])


def test_api_keys(tmp_path: Path) -> None:
    config = ServiceConfig(api_keys=frozenset({"secret"}))
    with RunningServer(config) as running:
        url = running.url + "/v1/anchor-check"
        assert httpx.post(url, json=SEED000[0]["input"]).status_code == 401
        ok = httpx.post(url, json=SEED000[0]["input"], headers={"X-API-Key": "secret"})
        assert ok.status_code == 200
        assert httpx.get(running.url + "/healthz").status_code == 200


def test_exposure_without_keys_is_refused() -> None:
    with pytest.raises(ValueError, match="without API keys"):
        ServiceConfig(host="0.0.0.0").check_exposure()
    ServiceConfig(host="0.0.0.0", api_keys=frozenset({"k"})).check_exposure()
    ServiceConfig(host="0.0.0.0", insecure_no_auth=True).check_exposure()
    ServiceConfig(host="127.0.0.1").check_exposure()


def test_a_bug_is_a_logged_500_without_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    import citeproof.http._routes as app_module

    def broken(payload: object) -> object:
        raise RuntimeError("secret internal detail")

    monkeypatch.setattr(app_module, "anchor_check", broken)
    with RunningServer(ServiceConfig()) as running:
        response = httpx.post(running.url + "/v1/anchor-check", json={})
    assert response.status_code == 500
    body = response.json()
    assert body["error"]["code"] == "internal_error"
    assert body["error"]["request_id"] == response.headers["x-request-id"]
    assert "secret internal detail" not in response.text
    assert "Traceback" not in response.text
