"""Fetching: redirects recorded, caps on size and time, every error a stable code."""

import gzip
import time

import httpx
import pytest

from citeproof.errors import SourceError
from citeproof.sources import FetchConfig, Fetcher
from citeproof.sources.net._fetch import _translate

from ..conftest import ToLoopback, gzip_bomb, public_resolver


def fetcher_for(port: int, **options: object) -> Fetcher:
    config = FetchConfig(resolver=public_resolver, transport=ToLoopback(port), **options)  # type: ignore[arg-type]
    return Fetcher(config)


def fail(fetcher: Fetcher, url: str) -> SourceError:
    with pytest.raises(SourceError) as caught:
        fetcher.fetch(url)
    return caught.value


def test_redirects_are_followed_by_hand_and_recorded(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/a"] = (301, {"Location": "/b"}, b"")
    routes["/b"] = (302, {"Location": "http://other.test/c"}, b"")
    routes["/c"] = (200, {"Content-Type": "text/plain"}, b"done")
    with fetcher_for(port, respect_robots=False) as fetcher:
        fetched = fetcher.fetch("http://public.test/a")
    assert fetched.body == b"done"
    assert fetched.final_url == "http://other.test/c"
    assert [r.status for r in fetched.redirects] == [301, 302]
    assert fetched.redirects[0].to_dict() == {
        "from": "http://public.test/a", "to": "http://public.test/b", "status": 301
    }  # fmt: skip


def test_too_many_redirects(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    for i in range(7):
        routes[f"/r{i}"] = (302, {"Location": f"/r{i + 1}"}, b"")
    with fetcher_for(port, respect_robots=False) as fetcher:
        assert fail(fetcher, "http://public.test/r0").code == "too_many_redirects"
        assert fetcher.requests == 6  # the first request and five redirects


def test_only_http_and_https(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/ftp"] = (302, {"Location": "ftp://public.test/file"}, b"")
    with fetcher_for(port, respect_robots=False) as fetcher:
        for url in ("ftp://public.test/x", "file:///etc/passwd", "not a url", "http:///nohost"):
            assert fail(fetcher, url).code == "invalid_url"
        assert fail(fetcher, "http://public.test/ftp").code == "invalid_url"


def test_upstream_status_with_retry_after(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/busy"] = (503, {"Retry-After": "120"}, b"")
    with fetcher_for(port, respect_robots=False) as fetcher:
        error = fail(fetcher, "http://public.test/busy")
        assert (error.code, error.http_status, error.retry_after) == ("upstream_error", 503, 120)
        error = fail(fetcher, "http://public.test/nothing-here")
        assert (error.code, error.http_status) == ("upstream_error", 404)


def test_body_over_the_cap(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/big"] = (200, {"Content-Type": "text/plain"}, b"x" * 5000)
    routes["/chunked"] = lambda: (200, {"Content-Type": "text/plain", "Content-Length": "0"}, b"")
    with fetcher_for(port, respect_robots=False, max_bytes=4096) as fetcher:
        assert fail(fetcher, "http://public.test/big").code == "too_large"


def test_gzip_bomb_is_stopped_at_the_cap(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    bomb = gzip_bomb(200 * 1024 * 1024)  # 200 MB of zeros in about 200 KB
    routes["/bomb"] = (200, {"Content-Type": "text/plain", "Content-Encoding": "gzip"}, bomb)
    routes["/small"] = (200, {"Content-Type": "text/plain", "Content-Encoding": "gzip"},
                        gzip.compress(b"fine text"))  # fmt: skip
    with fetcher_for(port, respect_robots=False, max_bytes=1024 * 1024) as fetcher:
        started = time.monotonic()
        assert fail(fetcher, "http://public.test/bomb").code == "too_large"
        assert time.monotonic() - started < 10
        assert fetcher.fetch("http://public.test/small").body == b"fine text"


def test_read_timeout(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server

    def slow() -> tuple[int, dict[str, str], bytes]:
        time.sleep(1.5)
        return 200, {}, b"late"

    routes["/slow"] = slow
    with fetcher_for(port, respect_robots=False, read_timeout=0.3) as fetcher:
        assert fail(fetcher, "http://public.test/slow").code == "timeout"


def test_dns_error() -> None:
    def no_such_host(host: str, port: int) -> list[str]:
        raise OSError("Name or service not known")

    with Fetcher(FetchConfig(resolver=no_such_host, respect_robots=False)) as fetcher:
        assert fail(fetcher, "http://nowhere.test/").code == "dns_error"


def test_connection_refused_is_connection_failed() -> None:
    config = FetchConfig(allow_private=True, respect_robots=False, connect_timeout=2)
    with Fetcher(config) as fetcher:
        assert fail(fetcher, "http://127.0.0.1:9/").code == "connection_failed"


@pytest.mark.parametrize(
    ("error", "code"),
    [
        (httpx.ConnectTimeout("t"), "timeout"),
        (httpx.ReadTimeout("t"), "timeout"),
        (httpx.WriteTimeout("t"), "timeout"),
        (httpx.PoolTimeout("t"), "timeout"),
        (httpx.ConnectError("refused"), "connection_failed"),
        (httpx.ConnectError("[SSL: CERTIFICATE_VERIFY_FAILED]"), "tls_error"),
        (httpx.ReadError("reset"), "connection_failed"),
        (httpx.RemoteProtocolError("bad"), "connection_failed"),
        (httpx.UnsupportedProtocol("x"), "invalid_url"),
        (httpx.DecodingError("x"), "upstream_error"),
        (httpx.TooManyRedirects("x"), "upstream_error"),
    ],
)
def test_every_httpx_error_is_translated(error: Exception, code: str) -> None:
    assert _translate(error, "http://x.test/").code == code


def test_every_httpx_exception_class_is_mapped() -> None:
    """No httpx error escapes untranslated: each maps to a documented code."""
    documented = {"timeout", "connection_failed", "tls_error", "invalid_url", "upstream_error"}
    for name in dir(httpx):
        cls = getattr(httpx, name)
        if isinstance(cls, type) and issubclass(cls, httpx.HTTPError):
            request = httpx.Request("GET", "http://x.test/")
            if cls is httpx.HTTPStatusError:
                instance = cls("x", request=request, response=httpx.Response(500, request=request))
            else:
                instance = cls("x")
            assert _translate(instance, "http://x.test/").code in documented, name
