"""A loopback HTTP server for the reader's tests, and a transport that routes to it.

Every request goes to 127.0.0.1 only. Tests that read from it opt out of the address
guard explicitly, or resolve a test host name to a *public* address while the routing
transport delivers to loopback: the guard then sees exactly what it would see in the
wild, and refuses private targets before any connection is made.
"""

from __future__ import annotations

import gzip
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import httpx
import pytest

Route = tuple[int, dict[str, str], bytes]
PUBLIC_IP = "93.184.216.34"


class Routes(dict[str, Route | Callable[[], Route]]):
    """path → (status, headers, body); requests are recorded in ``hits`` (their paths)
    and ``agents`` (their User-Agent headers)."""

    def __init__(self) -> None:
        super().__init__()
        self.hits: list[str] = []
        self.agents: list[str] = []


@pytest.fixture
def server() -> Iterator[tuple[Routes, int]]:
    routes = Routes()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            routes.hits.append(self.path)
            routes.agents.append(self.headers.get("User-Agent", ""))
            route = routes.get(self.path.split("?")[0])
            if callable(route):
                route = route()
            status, headers, body = route or (404, {}, b"missing")
            self.send_response(status)
            for key, value in headers.items():
                self.send_header(key, value)
            if "Content-Length" not in headers:
                self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield routes, int(httpd.server_address[1])
    finally:
        httpd.shutdown()
        httpd.server_close()


class ToLoopback(httpx.BaseTransport):
    """Delivers every request to the loopback test server, whatever address it names."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.inner = httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        request.url = request.url.copy_with(scheme="http", host="127.0.0.1", port=self.port)
        request.extensions.pop("sni_hostname", None)
        return self.inner.handle_request(request)


def public_resolver(host: str, port: int) -> list[str]:
    """Test host names: ``*.test`` are public; ``loopback.test`` resolves to 127.0.0.1."""
    if host == "loopback.test":
        return ["127.0.0.1"]
    if host == "mixed.test":
        return [PUBLIC_IP, "10.1.2.3"]
    return [PUBLIC_IP]


def gzip_bomb(size: int) -> bytes:
    return gzip.compress(b"\0" * size, compresslevel=9)
