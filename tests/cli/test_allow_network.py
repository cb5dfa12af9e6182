"""``--allow-network`` and ``--allow-host`` on every face that reads URLs.

``check`` and ``batch`` read a page from a real server on 127.0.0.1 (refused by default,
read when listed); ``serve`` and ``mcp --http`` say what they let through before they
listen, and hand the allow-list to the readers they build (the servers themselves are
replaced by stand-ins: the test needs what they were given, not a port).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from citeproof.cli import main
from citeproof.sources import AllowList

from ..sources.conftest import Routes

PAGE = b"The primary group recorded 24 samples across three sessions.\n"
QUOTE = "recorded 24 samples across"


def _page(routes: Routes) -> None:
    routes["/page.txt"] = (200, {"Content-Type": "text/plain"}, PAGE)


def _json(capsys: pytest.CaptureFixture[str]) -> Any:
    return json.loads(capsys.readouterr().out)


def test_check_refuses_loopback_by_default_and_reads_it_when_listed(
    server: tuple[Routes, int],
    capsys: pytest.CaptureFixture[str],
) -> None:
    routes, port = server
    _page(routes)
    url = f"http://127.0.0.1:{port}/page.txt"
    assert main(["check", url, QUOTE, "--no-store", "--json"]) == 2
    assert _json(capsys)["error"]["code"] == "blocked_address"
    assert routes.hits == []
    args = ["check", url, QUOTE, "--no-store", "--json", "--allow-network", "127.0.0.1/32"]
    assert main(args) == 0
    assert _json(capsys)["results"][0]["classification"] == "verbatim"


def test_check_allow_host_localhost(
    server: tuple[Routes, int], capsys: pytest.CaptureFixture[str]
) -> None:
    routes, port = server
    _page(routes)
    url = f"http://localhost:{port}/page.txt"
    args = ["check", url, QUOTE, "--no-store", "--json"]
    assert main([*args, "--allow-host", "wiki.example"]) == 2
    assert _json(capsys)["error"]["code"] == "blocked_address"
    assert main([*args, "--allow-host", "wiki.example", "--allow-host", "localhost"]) == 0
    assert _json(capsys)["source"]["final_url"] == url


def test_a_bad_network_or_host_is_a_typed_error(capsys: pytest.CaptureFixture[str]) -> None:
    base = ["check", "http://wiki.example/", QUOTE, "--no-store", "--json"]
    assert main([*base, "--allow-network", "10.0.0.1/8"]) == 2
    error = _json(capsys)["error"]
    assert error["code"] == "invalid_network"
    assert "did you mean 10.0.0.0/8" in error["message"]
    assert main([*base, "--allow-host", "10.0.0.1"]) == 2
    error = _json(capsys)["error"]
    assert error["code"] == "invalid_host"
    assert "--allow-network 10.0.0.1/32" in error["message"]


def test_batch_passes_the_allow_list_to_its_workers(
    server: tuple[Routes, int],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    routes, port = server
    _page(routes)
    citations = tmp_path / "in.jsonl"
    line = {"id": "1", "url": f"http://127.0.0.1:{port}/page.txt", "quote": QUOTE}
    citations.write_text(json.dumps(line) + "\n", "utf-8")

    def lines(*options: str) -> tuple[int, list[dict[str, Any]]]:
        status = main(["batch", str(citations), "--no-store", *options])
        out = capsys.readouterr().out
        return status, [json.loads(x) for x in out.splitlines()]

    status, records = lines()
    assert status == 1
    assert records[0]["evidence"]["error"] == "blocked_address"
    for workers in ("1", "2"):  # in this process, and pickled to a pool
        status, records = lines("--allow-network", "127.0.0.0/8", "--workers", workers)
        assert status == 0
        assert records[1]["finding"]["classification"] == "verbatim"
    assert main(["batch", str(citations), "--allow-network", "nonsense"]) == 2
    assert "invalid_network" in capsys.readouterr().err


def test_serve_says_what_it_allows_and_its_workers_get_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import citeproof.http
    from citeproof.http import _server

    given: list[Any] = []
    monkeypatch.setattr(citeproof.http, "serve", lambda config, workers: given.append(config))
    monkeypatch.delenv("CITEPROOF_API_KEYS", raising=False)
    args = ["serve", "--no-store", "--allow-network", "10.0.0.0/8", "--allow-host", "Wiki.Corp."]
    assert main(args) == 0
    err = capsys.readouterr().err
    assert "address guard: public addresses, and networks 10.0.0.0/8; hosts wiki.corp" in err
    assert given[0].fetch.allow == AllowList.parse(["10.0.0.0/8"], ["wiki.corp"])
    # the uvicorn workers rebuild the configuration from the environment: the list survives
    monkeypatch.setattr("uvicorn.run", lambda *a, **k: None)
    monkeypatch.setattr(_server.logging.config, "dictConfig", lambda config: None)
    monkeypatch.setenv(_server._ENV, "{}")  # restored after the test
    _server.serve(given[0])
    app = _server.app_from_environment()
    assert app.state.reader.fetch.allow == given[0].fetch.allow

    assert main(["serve", "--no-store"]) == 0
    assert "public addresses only" in capsys.readouterr().err
    assert given[1].fetch.allow == AllowList()


def test_mcp_http_says_what_it_allows(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("mcp")
    import citeproof.mcp

    served: list[Any] = []
    monkeypatch.setattr(citeproof.mcp, "serve_http", lambda app, config: served.append(config))
    monkeypatch.delenv("CITEPROOF_API_KEYS", raising=False)
    assert main(["mcp", "--http", "--allow-network", "fd00::/8"]) == 0
    assert "networks fd00::/8" in capsys.readouterr().err
    assert served[0].fetch.allow == AllowList.parse(["fd00::/8"])
    assert main(["mcp", "--http", "--allow-network", "fd00::1/8"]) == 2
    assert "invalid_network" in capsys.readouterr().err
