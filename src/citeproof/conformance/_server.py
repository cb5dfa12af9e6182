"""A loopback HTTP server for the seed-004 corpus (``corpus.example.org``'s paths).

Serves the fixtures shipped in this package, a robots.txt that denies ``/denied`` on its
line 3, ``/old-article`` as a 301 to ``/article.html`` and ``/missing`` as a 404. It
listens on 127.0.0.1 only, on a port the system picks, and stops with the context.
"""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from importlib import resources
from types import TracebackType

__all__ = ["CORPUS_HOST", "FIXTURES", "ROBOTS_TXT", "FixtureServer", "fixture_bytes"]

CORPUS_HOST = "corpus.example.org"
ROBOTS_TXT = b"User-agent: *\nAllow: /\nDisallow: /denied\n"
FIXTURES = {
    "/article.html": "text/html; charset=utf-8",
    "/layout-v1.pdf": "application/pdf",
    "/long.txt": "text/plain; charset=utf-8",
    "/whitespace.txt": "text/plain; charset=utf-8",
}


def fixture_bytes(path: str) -> bytes:
    """A fixture's bytes, from the installed package."""
    return resources.files(__package__).joinpath("fixtures", path.lstrip("/")).read_bytes()


class _Handler(BaseHTTPRequestHandler):
    server_version = "citeproof-fixtures"
    sys_version = ""

    def log_message(self, format: str, *args: object) -> None:
        """Quiet: the report says what was read."""

    def _send(self, status: int, body: bytes, content_type: str, extra: dict[str, str]) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for key, value in extra.items():
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self) -> None:
        path = self.path.split("?", 1)[0]
        if path == "/robots.txt":
            self._send(200, ROBOTS_TXT, "text/plain; charset=utf-8", {})
        elif path in FIXTURES:
            self._send(200, fixture_bytes(path), FIXTURES[path], {})
        elif path == "/old-article":
            location = f"https://{CORPUS_HOST}/article.html"
            self._send(301, b"", "text/plain", {"Location": location})
        else:
            self._send(404, b"not found\n", "text/plain; charset=utf-8", {})


class FixtureServer:
    """The corpus on 127.0.0.1; use as a context manager."""

    def __init__(self) -> None:
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
        self._httpd.daemon_threads = True
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def port(self) -> int:
        """The port the server listens on."""
        return int(self._httpd.server_address[1])

    def __enter__(self) -> FixtureServer:
        self._thread.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        self._thread.join(timeout=5)
