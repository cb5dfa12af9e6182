"""A loopback site whose pages can be edited between two runs, answering conditional
requests (``If-None-Match`` against a page's ``ETag``, ``If-Modified-Since`` against its
``Last-Modified``) with ``304`` as a real server does."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest


@dataclass
class Site:
    """path -> (status, headers, body); each request's path and headers in ``requests``."""

    port: int = 0
    pages: dict[str, tuple[int, dict[str, str], bytes]] = field(default_factory=dict)
    requests: list[tuple[str, dict[str, str]]] = field(default_factory=list)

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}{path}"

    def page(self, path: str, text: str, **headers: str) -> None:
        names = {"etag": "ETag", "last_modified": "Last-Modified"}
        sent = {"Content-Type": "text/plain; charset=utf-8"}
        sent.update({names[k]: v for k, v in headers.items()})
        self.pages[path] = (200, sent, text.encode("utf-8"))

    def gone(self, path: str, status: int = 404) -> None:
        self.pages[path] = (status, {"Content-Type": "text/plain"}, b"no such page")


@pytest.fixture
def site() -> Iterator[Site]:
    state = Site()

    class Handler(BaseHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            headers = {k.lower(): v for k, v in self.headers.items()}
            state.requests.append((self.path, headers))
            status, sent, body = state.pages.get(self.path, (404, {}, b"missing"))
            etag, modified = sent.get("ETag"), sent.get("Last-Modified")
            if status == 200 and (
                (etag and headers.get("if-none-match") == etag)
                or (modified and headers.get("if-modified-since") == modified)
            ):
                status, body = 304, b""
            self.send_response(status)
            for key, value in sent.items():
                self.send_header(key, value)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    state.port = int(httpd.server_address[1])
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield state
    finally:
        httpd.shutdown()
        httpd.server_close()
