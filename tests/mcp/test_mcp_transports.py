"""The MCP transports: every stdio line answered, and ``--http`` guarded as ``serve`` is."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
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
