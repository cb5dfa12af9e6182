"""The MCP transports: every stdio line answered, and ``--http`` guarded as ``serve`` is."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import anyio
import httpx
import httpx2
import pytest
from mcp import ClientSession
from mcp.client.streamable_http import streamable_http_client

from citeproof.cli import main
from citeproof.http import ServiceConfig
from citeproof.mcp import build_server
from citeproof.mcp._http import guarded_app
from citeproof.service import AccessPolicy

from ..http.conftest import RunningServer

INITIALIZE = {
    "jsonrpc": "2.0", "id": 1, "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {},
               "clientInfo": {"name": "test", "version": "1"}},
}  # fmt: skip


class StdioServer:
    """``citeproof mcp`` as a subprocess, spoken to line by line."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-m", "citeproof", "mcp", "--no-urls"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )

    def send(self, line: bytes) -> None:
        assert self.process.stdin is not None
        self.process.stdin.write(line + b"\n")
        self.process.stdin.flush()

    def reply(self, timeout: float = 20) -> dict[str, Any]:
        """The next line the server writes, within ``timeout`` (a client does not wait
        forever)."""
        assert self.process.stdout is not None
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        assert ready, "no answer"
        answer: dict[str, Any] = json.loads(self.process.stdout.readline())
        return answer

    def replies(self, count: int, timeout: float = 60) -> list[dict[str, Any]]:
        """The next ``count`` lines, the server killed if they take over ``timeout``."""
        assert self.process.stdout is not None
        watchdog = threading.Timer(timeout, self.process.kill)
        watchdog.start()
        try:
            lines = [self.process.stdout.readline() for _ in range(count)]
        finally:
            watchdog.cancel()
        assert all(lines), "no answer"
        return [json.loads(line) for line in lines]

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=20)


@pytest.fixture
def stdio() -> Iterator[StdioServer]:
    server = StdioServer()
    try:
        yield server
    finally:
        server.close()


@pytest.mark.parametrize(
    ("line", "code", "request_id"),
    [
        (b"not json at all", -32700, None),
        (b'{"jsonrpc": "2.0", "id": 7, "method": ', -32700, None),
        (b'{"jsonrpc": "2.0", "id": 7}', -32600, 7),
        (b'{"jsonrpc": "2.0", "id": "x", "method": 5}', -32600, "x"),
        (b'{"no": "id"}', -32600, None),
        (b"[1, 2]", -32600, None),
    ],
)
def test_a_line_that_is_not_a_message_is_answered(
    stdio: StdioServer, line: bytes, code: int, request_id: object
) -> None:
    stdio.send(line)
    answer = stdio.reply()
    assert answer["jsonrpc"] == "2.0"
    assert (answer["id"], answer["error"]["code"]) == (request_id, code)
    # and the server goes on serving
    stdio.send(json.dumps(INITIALIZE).encode())
    assert stdio.reply()["result"]["serverInfo"]["name"] == "citeproof"


def test_http_refuses_to_listen_beyond_loopback_without_a_key() -> None:
    env = {k: v for k, v in os.environ.items() if k != "CITEPROOF_API_KEYS"}
    done = subprocess.run(
        [sys.executable, "-m", "citeproof", "mcp", "--http", "--host", "0.0.0.0", "--port", "9"],
        capture_output=True, text=True, env=env, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 2
    assert "refusing to listen on 0.0.0.0 without API keys" in done.stderr


def test_http_keys_come_from_the_environment_and_the_option(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import citeproof.mcp as mcp_package

    served: list[ServiceConfig] = []
    monkeypatch.setattr(mcp_package, "serve_http", lambda server, config: served.append(config))
    monkeypatch.setenv("CITEPROOF_API_KEYS", "from-env")
    assert main(["mcp", "--http", "--host", "0.0.0.0", "--api-key", "given"]) == 0
    assert served[0].api_keys == {"from-env", "given"}
    assert main(["mcp", "--http", "--host", "0.0.0.0", "--insecure-no-auth"]) == 0


async def _session(url: str, key: str) -> tuple[list[str], Any, Any]:
    async with (
        httpx2.AsyncClient(headers={"X-API-Key": key}) as client,
        streamable_http_client(url, http_client=client) as (read, write, *_),
        ClientSession(read, write) as session,
    ):
        await session.initialize()
        names = [tool.name for tool in (await session.list_tools()).tools]
        text = await session.call_tool(
            "verify_quotes", {"text": "The cat sat on the mat.", "quotes": ["cat sat on the mat"]}
        )
        path = await session.call_tool("verify_quotes", {"path": "/etc/hostname", "quotes": ["x"]})
    return names, text, path


def test_http_asks_for_the_key_and_reads_no_local_path() -> None:
    config = ServiceConfig(api_keys=frozenset({"secret"}))
    app = guarded_app(build_server(AccessPolicy.service(urls=False)), config)
    with RunningServer(config, app=app) as running:
        url = running.url + "/mcp"
        for headers in ({}, {"X-API-Key": "wrong"}, {"X-API-Key": "é".encode("latin-1")}):
            refused = httpx.post(url, json=INITIALIZE, headers=headers, timeout=10)
            assert refused.status_code == 401
            assert refused.json()["error"]["code"] == "unauthorized"
        names, text, path = anyio.run(_session, url, "secret")
        time.sleep(0.1)
    assert "verify_quotes" in names
    assert text.structured_content["all_confirmed"] is True
    assert path.is_error
    assert json.loads(path.content[0].text)["error"]["code"] == "source_kind_not_allowed"


def test_a_batch_gets_an_answer_for_every_request_in_it(stdio: StdioServer) -> None:
    """MCP does not take JSON-RPC batches; each request of one is answered by its id (a
    client waiting for its ids never waits forever), and the server goes on serving."""
    pings = [{"jsonrpc": "2.0", "id": n, "method": "ping"} for n in range(10_000)]
    stdio.send(json.dumps(pings).encode())
    answers = stdio.replies(len(pings))
    assert [a["id"] for a in answers] == list(range(10_000))
    assert {a["error"]["code"] for a in answers} == {-32600}
    assert answers[0]["error"]["data"]["error"]["code"] == "batch_not_supported"
    # a notification in a batch gets no answer (JSON-RPC answers none); nor does one with
    # an id that is no id
    stdio.send(b'[{"jsonrpc": "2.0", "method": "x"}, {"id": true}, {"id": "last"}]')
    assert stdio.reply()["id"] == "last"
    stdio.send(json.dumps(INITIALIZE).encode())
    assert stdio.reply()["result"]["serverInfo"]["name"] == "citeproof"


def test_a_batch_over_the_limit_is_refused_in_one_answer(stdio: StdioServer) -> None:
    pings = [{"jsonrpc": "2.0", "id": n, "method": "ping"} for n in range(10_001)]
    stdio.send(json.dumps(pings).encode())
    answer = stdio.reply()
    assert (answer["id"], answer["error"]["code"]) == (None, -32600)
    error = answer["error"]["data"]["error"]
    assert (error["code"], error["limit"], error["maximum"]) == (
        "batch_too_large", "max_batch", 10_000)  # fmt: skip
    stdio.send(json.dumps(INITIALIZE).encode())
    assert stdio.reply()["result"]["serverInfo"]["name"] == "citeproof"


@pytest.mark.parametrize(
    ("line", "request_id", "path"),
    [
        (b'{"jsonrpc": "2.0", "id": 7, "method": "ping", "params": {"x": "\\ud800"}}', 7,
         "/params/x"),
        (b'{"jsonrpc": "2.0", "id": "q", "method": "tools/call", "params": {"name": '
         b'"verify_quotes", "arguments": {"text": "a\\udc00b", "quotes": ["ab"]}}}', "q",
         "/params/arguments/text"),
        (b'{"jsonrpc": "2.0", "method": "x", "params": ["\\ud800"]}', None, "/params/0"),
        # an id no answer can carry (it cannot be written as UTF-8): answered with a null
        # id (answering with it ended the server)
        (b'{"jsonrpc": "2.0", "id": "\\ud800", "method": "ping"}', None, "/id"),
        (b'{"jsonrpc": "2.0", "id": "a\\udc00", "method": "tools/list"}', None, "/id"),
    ],
)  # fmt: skip
def test_a_lone_surrogate_is_answered_by_its_id_as_invalid_text(
    stdio: StdioServer, line: bytes, request_id: object, path: str
) -> None:
    stdio.send(line)
    answer = stdio.reply()
    assert answer["id"] == request_id
    assert answer["error"]["code"] == -32700
    assert answer["error"]["data"]["error"]["code"] == "invalid_text"
    assert answer["error"]["data"]["error"]["path"] == path
    stdio.send(json.dumps(INITIALIZE).encode())
    assert stdio.reply()["result"]["serverInfo"]["name"] == "citeproof"
