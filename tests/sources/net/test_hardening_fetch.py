"""The reader under hostile servers: a header drip, broken compression, odd headers.

Servers here listen on loopback only; tests opt out of the address guard explicitly
(``allow_private=True``) or route public test names to loopback (``ToLoopback``).
"""

from __future__ import annotations

import gzip
import socket
import threading
import time
import zlib
from collections.abc import Iterator

import pytest

from citeproof.errors import SourceError
from citeproof.sources import FetchConfig, Fetcher
from citeproof.sources.net._fetch import MAX_RETRY_AFTER, _retry_after

from ..conftest import ToLoopback, public_resolver


@pytest.fixture
def dripping() -> Iterator[tuple[int, threading.Event]]:
    """A server that answers a status line, then one header byte every 0.1 s (for 8 s)."""
    listener = socket.create_server(("127.0.0.1", 0))
    stop = threading.Event()

    def serve() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                connection, _ = listener.accept()
            except OSError:
                continue
            with connection:
                connection.recv(65536)
                try:
                    connection.sendall(b"HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n")
                    for _ in range(80):
                        if stop.wait(0.1):
                            break
                        connection.sendall(b"X")
                except OSError:
                    pass

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield int(listener.getsockname()[1]), stop
    finally:
        stop.set()
        thread.join(timeout=5)
        listener.close()


def test_total_timeout_holds_while_headers_drip(dripping) -> None:  # type: ignore[no-untyped-def]
    port, _ = dripping
    config = FetchConfig(
        allow_private=True, respect_robots=False, total_timeout=1.0, read_timeout=5.0
    )
    started = time.monotonic()
    with Fetcher(config) as fetcher, pytest.raises(SourceError) as caught:
        fetcher.fetch(f"http://127.0.0.1:{port}/drip")
    elapsed = time.monotonic() - started
    assert caught.value.code == "timeout"
    assert "total time" in caught.value.message
    assert elapsed < 2.0


def test_the_robots_fetch_counts_against_the_same_deadline(dripping) -> None:  # type: ignore[no-untyped-def]
    port, _ = dripping
    config = FetchConfig(allow_private=True, total_timeout=1.0, read_timeout=5.0)
    started = time.monotonic()
    with Fetcher(config) as fetcher, pytest.raises(SourceError) as caught:
        fetcher.fetch(f"http://127.0.0.1:{port}/page")
    assert caught.value.code == "timeout"
    assert time.monotonic() - started < 2.0


def _fetch(server, path: str, route, **options: object):  # type: ignore[no-untyped-def]
    routes, port = server
    routes[path] = route
    config = FetchConfig(resolver=public_resolver, transport=ToLoopback(port), **options)  # type: ignore[arg-type]
    with Fetcher(config) as fetcher:
        return fetcher.fetch(f"http://public.test{path}")


def _error(server, path: str, route, **options: object) -> SourceError:  # type: ignore[no-untyped-def]
    with pytest.raises(SourceError) as caught:
        _fetch(server, path, route, respect_robots=False, **options)
    return caught.value


TEXT = b"The whole text, to its last word. " * 200


def test_corrupt_gzip_is_a_typed_error(server) -> None:  # type: ignore[no-untyped-def]
    route = (200, {"Content-Type": "text/plain", "Content-Encoding": "gzip"}, b"not gzip at all")
    error = _error(server, "/corrupt", route)
    assert error.code == "upstream_error"
    assert "not valid gzip" in error.message


def test_corrupt_gzip_in_the_middle_is_a_typed_error(server) -> None:  # type: ignore[no-untyped-def]
    body = bytearray(gzip.compress(TEXT))
    body[30:60] = b"\xff" * 30
    route = (200, {"Content-Type": "text/plain", "Content-Encoding": "gzip"}, bytes(body))
    assert _error(server, "/mangled", route).code == "upstream_error"


def test_raw_deflate_is_read(server) -> None:  # type: ignore[no-untyped-def]
    squeeze = zlib.compressobj(wbits=-zlib.MAX_WBITS)
    raw = squeeze.compress(TEXT) + squeeze.flush()
    route = (200, {"Content-Type": "text/plain", "Content-Encoding": "deflate"}, raw)
    assert _fetch(server, "/raw", route, respect_robots=False).body == TEXT


def test_zlib_wrapped_deflate_is_read(server) -> None:  # type: ignore[no-untyped-def]
    route = (
        200,
        {"Content-Type": "text/plain", "Content-Encoding": "deflate"},
        zlib.compress(TEXT),
    )
    assert _fetch(server, "/wrapped", route, respect_robots=False).body == TEXT


def test_several_gzip_members_are_read_in_turn(server) -> None:  # type: ignore[no-untyped-def]
    body = gzip.compress(TEXT[:1000]) + gzip.compress(TEXT[1000:])
    route = (200, {"Content-Type": "text/plain", "Content-Encoding": "gzip"}, body)
    assert _fetch(server, "/members", route, respect_robots=False).body == TEXT


@pytest.mark.parametrize("keep", [0.5, 0.9, -8])
def test_a_truncated_gzip_body_is_not_taken_as_complete(server, keep: float) -> None:  # type: ignore[no-untyped-def]
    whole = gzip.compress(TEXT)
    body = whole[: int(len(whole) * keep)] if keep > 0 else whole[: int(keep)]
    route = (200, {"Content-Type": "text/plain", "Content-Encoding": "gzip"}, body)
    error = _error(server, "/cut", route)
    assert error.code == "truncated"


def test_a_body_shorter_than_its_length_is_truncated(server) -> None:  # type: ignore[no-untyped-def]
    route = (200, {"Content-Type": "text/plain", "Content-Length": "5000"}, b"only this")
    assert _error(server, "/short", route).code == "truncated"


def test_corrupt_gzip_robots_is_read_as_unreachable(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/robots.txt"] = (200, {"Content-Type": "text/plain", "Content-Encoding": "gzip"},
                             b"\x1f\x8b garbage")  # fmt: skip
    routes["/page"] = (200, {"Content-Type": "text/plain"}, b"page")
    config = FetchConfig(resolver=public_resolver, transport=ToLoopback(port))
    with Fetcher(config) as fetcher, pytest.raises(SourceError) as caught:
        fetcher.fetch("http://public.test/page")
    assert caught.value.code == "robots_disallowed"


@pytest.mark.parametrize(
    ("value", "seconds"),
    [("²", None), ("١٢", None), ("120", 120), (" 7 ", 7), ("9" * 5000, MAX_RETRY_AFTER),
     ("Wed, 21 Oct 2015 07:28:00 GMT", 0), ("Mon, 99 Foo 99999 99:99:99 GMT", None), ("", None)],
)  # fmt: skip
def test_retry_after_values(value: str, seconds: int | None) -> None:
    assert _retry_after(value) == seconds


def test_a_non_ascii_retry_after_from_a_server(server) -> None:  # type: ignore[no-untyped-def]
    error = _error(server, "/busy", (503, {"Retry-After": "²"}, b""))
    assert (error.code, error.http_status, error.retry_after) == ("upstream_error", 503, None)
