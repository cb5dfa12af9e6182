"""``POST /v1/reanchor`` and the MCP tool ``reanchor_annotations``: the answer of
``citeproof reanchor --json``, from one implementation, with typed errors (never a 500)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import anyio
import pytest
from jsonschema import Draft202012Validator
from starlette.testclient import TestClient

from citeproof.cli._main import main
from citeproof.contracts import MAX_ANNOTATIONS, load_schema
from citeproof.http import ServiceConfig, create_app
from citeproof.mcp import build_server

OLD = "Intro. The budget was approved on Tuesday by the council. End of the minutes.\n"
QUOTE = "The budget was approved on Tuesday"


def annotation(exact: str = QUOTE, text: str = OLD) -> dict[str, Any]:
    start = text.index(exact)
    end = start + len(exact)
    return {
        "id": f"urn:{exact[:8]}",
        "type": "Annotation",
        "target": {
            "source": "https://example.org/minutes",
            "selector": [
                {"type": "TextQuoteSelector", "exact": exact,
                 "prefix": text[max(0, start - 12) : start], "suffix": text[end : end + 12]},
                {"type": "TextPositionSelector", "start": start, "end": end},
            ],
        },
    }  # fmt: skip


@pytest.fixture(scope="module")
def client() -> Any:
    app = create_app(ServiceConfig(allow_urls=False))
    with TestClient(app, raise_server_exceptions=False) as running:
        yield running


def test_statuses_over_http_fit_the_documented_schema(client: TestClient) -> None:
    annotations = [annotation(), annotation("End of the minutes.")]
    new = "A new first line. " + OLD.replace("approved", "rejected")
    response = client.post(
        "/v1/reanchor",
        json={"annotations": annotations, "source": {"text": new}, "old_text": OLD},
    )
    assert response.status_code == 200, response.text
    answer = response.json()
    schema = client.get("/openapi.json").json()["paths"]["/v1/reanchor"]["post"]
    ok = schema["responses"]["200"]["content"]["application/json"]["schema"]
    Draft202012Validator(ok).validate(answer)
    changed, moved = answer["annotations"]
    assert (changed["status"], changed["found"]) == ("changed", False)
    assert changed["diff"] == [{"kind": "changed", "quote": "approved", "source": "rejected"}]
    assert changed["selectors"] == []
    assert moved["status"] == "moved"
    start = new.index("End of the minutes.")
    assert moved["selectors"][-1] == {"type": "TextPositionSelector", "start": start,
                                      "end": start + len("End of the minutes.")}  # fmt: skip
    assert answer["summary"]["all_held"] is False
    assert answer["source"]["representation"] == "literal_text"


def test_http_answers_what_the_cli_prints(
    client: TestClient, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """One implementation under both faces: the same annotations and source give the same
    JSON (the CLI reads its source from a file, so only the evidence's origin differs)."""
    new = "Preface.\n" + OLD
    (tmp_path / "a.json").write_text(json.dumps([annotation()]), "utf-8")
    (tmp_path / "new.txt").write_text(new, "utf-8")
    code = main(["reanchor", str(tmp_path / "a.json"), str(tmp_path / "new.txt"), "--json",
                 "--no-store", "--no-cache"])  # fmt: skip
    printed = json.loads(capsys.readouterr().out)
    answered = client.post(
        "/v1/reanchor", json={"annotations": [annotation()], "source": {"text": new}}
    ).json()
    assert code == 0
    assert printed["annotations"] == answered["annotations"]
    assert printed["summary"] == answered["summary"]


@pytest.mark.parametrize(
    ("payload", "code", "path"),
    [
        ({"annotations": [{"id": "x"}], "source": {"text": "t"}}, "missing_target",
         "/annotations/0/target"),
        ({"annotations": {"rows": [{"target": [{"selector": {"type": "TextQuoteSelector"}}]}]},
          "source": {"text": "t"}}, "missing_exact",
         "/annotations/rows/0/target/0/selector/0/exact"),
        ({"annotations": [{"target": {"selector": {"type": "RangeSelector"}}}],
          "source": {"text": "t"}}, "no_quote_selector", "/annotations/0/target"),
        ({"annotations": {"what": 1}, "source": {"text": "t"}}, "invalid_annotations",
         "/annotations"),
        ({"annotations": [annotation()], "source": {"path": "/etc/hostname"}},
         "source_kind_not_allowed", "/source/path"),
        ({"annotations": [annotation()], "source": {"url": "https://example.org/"}},
         "source_kind_not_allowed", "/source/url"),
        ({"annotations": [annotation()]}, "missing_field", "/source"),
        ({"annotations": [annotation()] * (MAX_ANNOTATIONS + 1), "source": {"text": OLD}},
         "too_many_items", "/annotations"),
    ],
)  # fmt: skip
def test_bad_requests_are_typed_errors(
    client: TestClient, payload: dict[str, Any], code: str, path: str
) -> None:
    response = client.post("/v1/reanchor", json=payload)
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error["code"] == code, error
    assert error["path"] == path, error


def test_items_past_the_limit_inside_a_collection_are_refused(client: TestClient) -> None:
    """The schema bounds a bare array; a collection's items are counted after reading."""
    items = [annotation()] * (MAX_ANNOTATIONS + 1)
    collection = {"type": "AnnotationCollection", "items": items}
    payload = {"annotations": collection, "source": {"text": OLD}}
    response = client.post("/v1/reanchor", json=payload)
    assert response.status_code == 400
    assert response.json()["error"]["limit"] == "max_annotations"


def test_the_mcp_tool_answers_the_same(tmp_path: Path) -> None:
    server = build_server()
    new = "Preface.\n" + OLD
    path = tmp_path / "new.txt"
    path.write_text(new, "utf-8")

    async def go(arguments: dict[str, Any]) -> Any:
        return await server.call_tool("reanchor_annotations", arguments)

    by_text = anyio.run(go, {"annotations": [annotation()], "text": new, "old_text": OLD})
    by_path = anyio.run(go, {"annotations": {"rows": [annotation()]}, "path": str(path)})
    for result in (by_text, by_path):
        assert not result.is_error, result
        structured = result.structured_content
        assert [a["status"] for a in structured["annotations"]] == ["moved"]
        assert structured["annotations"][0]["annotation"]["target"]["selector"][-1]["start"] == (
            new.index(QUOTE)
        )
    tools = {tool.name: tool for tool in anyio.run(server.list_tools)}
    published = tools["reanchor_annotations"].output_schema
    Draft202012Validator(published).validate(by_text.structured_content)
    assert load_schema("reanchor.response.json")["required"] == ["annotations", "summary", "source"]


def test_a_url_source_is_read_through_the_guard() -> None:
    """The route reads a URL as /v1/locate does: refused on loopback by default, read
    when the operator lists the network."""
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
    from threading import Thread

    from citeproof.sources import AllowList, FetchConfig

    new = ("Preface.\n" + OLD).encode()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            body = new if self.path == "/minutes" else b""
            self.send_response(200 if body else 404)
            self.send_header("Content-Type", "text/plain; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/minutes"
    payload = {"annotations": [annotation()], "source": {"url": url}}
    try:
        for allow, status in ((AllowList(), 400), (AllowList.parse(["127.0.0.1/32"]), 200)):
            config = ServiceConfig(fetch=FetchConfig(allow=allow), store_path=None)
            with TestClient(create_app(config), raise_server_exceptions=False) as running:
                response = running.post("/v1/reanchor", json=payload)
            assert response.status_code == status, response.text
        answer = response.json()
        assert answer["annotations"][0]["status"] == "moved"
        assert answer["source"]["final_url"] == url
    finally:
        httpd.shutdown()
        httpd.server_close()
