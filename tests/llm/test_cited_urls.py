"""Pages a model cites by URL, read through the guarded reader like any source.

``--documents`` takes URLs; ``--read-cited-urls`` fetches a page a citation names but that
was not supplied (a ``url_citation``, a web search result). The address guard holds as
everywhere: a loopback page is refused (the citation is UNVERIFIABLE, saying why) unless
``--allow-network`` lists it, so the tests opt out of the guard explicitly.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from citeproof.cli import main
from citeproof.llm import CitationStatus, verify_response

from ..sources.conftest import Routes, server
from . import _fixtures as f

__all__ = ["server"]  # the loopback fixture server, shared with the sources tests

PAGE = b"The primary group recorded 24 samples across three sessions.\n"
CLAIM = "The primary group recorded 24 samples"


def _serve(server: tuple[Routes, int]) -> str:
    routes, port = server
    routes["/report.txt"] = (200, {"Content-Type": "text/plain"}, PAGE)
    return f"http://127.0.0.1:{port}/report.txt"


def _url_citation_response(url: str) -> dict[str, Any]:
    from openai.types.responses.response_output_text import AnnotationURLCitation

    text = CLAIM + ". More follows."
    note = AnnotationURLCitation(
        type="url_citation", url=url, title="Report", start_index=0, end_index=len(CLAIM)
    )
    return f.openai_response(text, [note])


def _run(tmp_path: Path, response: Any, *args: str) -> int:
    (tmp_path / "r.json").write_text(json.dumps(response), "utf-8")
    return main(["llm", str(tmp_path / "r.json"), "--json", "--no-store", *args])


def _statuses(out: str) -> list[str]:
    return [c["status"] for c in json.loads(out)["citations"]]


def test_a_supplied_url_is_read_when_the_guard_lets_it_through(
    server: tuple[Routes, int], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = _serve(server)
    response = {
        "answer": "It recorded 24 samples.",
        "citations": [{"quote": "recorded 24 samples across", "source": {"document_index": 0}}],
    }
    code = _run(tmp_path, response, "--documents", url)
    refused = json.loads(capsys.readouterr().out)
    assert code == 1
    assert [c["status"] for c in refused["citations"]] == ["unverifiable"]
    assert refused["documents"][0]["error"]["code"] == "blocked_address"
    code = _run(tmp_path, response, "--documents", url, "--allow-network", "127.0.0.1/32")
    assert code == 0
    assert _statuses(capsys.readouterr().out) == ["confirmed"]


def test_a_cited_url_is_fetched_only_when_asked(
    server: tuple[Routes, int], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    url = _serve(server)
    response = _url_citation_response(url)
    allow = ("--allow-network", "127.0.0.1/32")
    assert _run(tmp_path, response, *allow) == 1
    out = json.loads(capsys.readouterr().out)
    assert _statuses(json.dumps(out)) == ["unverifiable"]
    assert out["documents"][0]["origin"] == "not supplied"
    assert _run(tmp_path, response, "--read-cited-urls", *allow) == 0
    assert _statuses(capsys.readouterr().out) == ["confirmed"]


def test_the_library_keeps_the_guard_for_cited_urls(server: tuple[Routes, int]) -> None:
    url = _serve(server)
    report = verify_response(_url_citation_response(url), read_cited_urls=True)
    (citation,) = report.citations
    assert citation.status is CitationStatus.UNVERIFIABLE
    (document,) = report.documents
    assert document.error is not None
    assert document.error["code"] == "blocked_address"  # type: ignore[index]


def test_http_and_mcp_read_cited_urls_through_their_guard(server: tuple[Routes, int]) -> None:
    import anyio
    from fastapi.testclient import TestClient

    from citeproof.http import ServiceConfig, create_app
    from citeproof.mcp import build_server
    from citeproof.sources import AllowList, FetchConfig

    url = _serve(server)
    response = _url_citation_response(url)
    allowed = FetchConfig(allow=AllowList.parse(["127.0.0.1/32"], []))
    for fetch, wanted in ((FetchConfig(), "unverifiable"), (allowed, "confirmed")):
        app = create_app(ServiceConfig(fetch=fetch))
        with TestClient(app, raise_server_exceptions=False) as client:
            body = {"response": response, "read_cited_urls": True}
            answer = client.post("/v1/llm/verify", json=body)
            assert answer.status_code == 200, answer.text
            assert [c["status"] for c in answer.json()["citations"]] == [wanted]
            unasked = client.post("/v1/llm/verify", json={"response": response})
            assert [c["status"] for c in unasked.json()["citations"]] == ["unverifiable"]

    async def call() -> Any:
        tool = build_server(fetch=allowed)
        return await tool.call_tool(
            "verify_model_citations", {"response": response, "read_cited_urls": True}
        )

    assert '"status": "confirmed"' in str(anyio.run(call))
