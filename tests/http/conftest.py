"""A real uvicorn server on loopback for the HTTP contract tests."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator

import pytest
import uvicorn
from starlette.types import ASGIApp

from citeproof.http import ServiceConfig, create_app
from citeproof.sources import FetchConfig


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class RunningServer:
    """uvicorn serving ``config`` (or another ASGI ``app``) in a thread on loopback; ``url``
    is its base URL."""

    def __init__(self, config: ServiceConfig, app: ASGIApp | None = None) -> None:
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        uv = uvicorn.Config(
            app or create_app(config), host="127.0.0.1", port=self.port, log_level="warning"
        )
        self.server = uvicorn.Server(uv)
        self.thread = threading.Thread(target=self.server.run, daemon=True)

    def __enter__(self) -> RunningServer:
        self.thread.start()
        deadline = time.monotonic() + 10
        while not self.server.started:
            if time.monotonic() > deadline:
                raise RuntimeError("uvicorn did not start")
            time.sleep(0.02)
        return self

    def __exit__(self, *exc: object) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)


@pytest.fixture(scope="session")
def api() -> Iterator[str]:
    """The service with test settings: loopback reads allowed explicitly, no store."""
    config = ServiceConfig(
        port=0,
        fetch=FetchConfig(allow_private=True, respect_robots=False),
        max_body_bytes=256 * 1024,
    )
    with RunningServer(config) as running:
        yield running.url
