"""Fetching a URL safely: redirects by hand, the address guard, caps on size and time.

Every hop is checked before it is requested: only ``http`` and ``https``; the host is
resolved and guarded (:mod:`._guard`) and the request goes to the checked address (the
``Host`` header and TLS server name stay the host's, so certificates are still checked
against it); robots.txt is consulted for the hop's origin. Redirects (at most
``max_redirects``) are followed here, each recorded as ``{from, to, status}``. The body is
read as a stream and decompressed here with a byte budget, so neither a large body nor a
gzip bomb can exhaust memory. Connect, read and total time are capped.

All ``httpx`` exceptions are translated at one place (:func:`_translate`) into
:class:`~citeproof.errors.SourceError` codes.
"""

from __future__ import annotations

import email.utils
import threading
import time
import zlib
from collections.abc import Callable
from dataclasses import dataclass, field
from urllib.parse import urljoin, urlsplit, urlunsplit

import httpx

from .._version import __version__
from ..errors import SourceError
from ._guard import Resolver, check_addresses, resolve
from ._robots import RobotsPolicy

__all__ = ["USER_AGENT", "FetchConfig", "Fetched", "Fetcher"]

#: The reader's product token, as robots.txt sees it.
PRODUCT_TOKEN = "citeproof"
USER_AGENT = (
    f"{PRODUCT_TOKEN}/{__version__} (quotation checker; +https://pypi.org/project/citeproof/)"
)
_REDIRECTS = {301, 302, 303, 307, 308}


@dataclass(frozen=True, slots=True)
class FetchConfig:
    """Limits and switches for reading URLs; the defaults are the safe ones.

    ``allow_private`` turns the address guard off (tests on loopback only);
    ``resolver`` and ``transport`` are seams for tests and the conformance corpus.
    """

    max_bytes: int = 25 * 1024 * 1024
    max_redirects: int = 5
    connect_timeout: float = 10.0
    read_timeout: float = 20.0
    total_timeout: float = 60.0
    respect_robots: bool = True
    allow_private: bool = False
    user_agent: str = USER_AGENT
    robots_max_bytes: int = 512 * 1024
    resolver: Resolver | None = None
    transport: httpx.BaseTransport | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Fetched:
    """A body read from the web, with where it came from."""

    requested_url: str
    final_url: str
    status: int
    content_type: str | None
    body: bytes
    redirects: tuple[dict[str, object], ...]
    headers: tuple[tuple[str, str], ...]


def _retry_after(value: str | None) -> int | None:
    if not value:
        return None
    if value.strip().isdigit():
        return int(value.strip())
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0, int(when.timestamp() - time.time()))


def _translate(error: Exception, url: str) -> SourceError:
    """One boundary for httpx's exceptions: most specific first."""
    if isinstance(error, httpx.TimeoutException):
        return SourceError(f"reading {url} timed out", code="timeout")
    if isinstance(error, httpx.ConnectError):
        if "SSL" in str(error) or "certificate" in str(error).lower():
            return SourceError(f"TLS failed for {url}: {error}", code="tls_error")
        return SourceError(f"could not connect to {url}: {error}", code="connection_failed")
    if isinstance(error, httpx.UnsupportedProtocol | httpx.InvalidURL):
        return SourceError(f"{url} is not a readable URL: {error}", code="invalid_url")
    if isinstance(error, httpx.DecodingError):
        return SourceError(
            f"{url} sent a body that could not be decoded: {error}", code="upstream_error"
        )
    if isinstance(error, httpx.TransportError):
        return SourceError(f"reading {url} failed: {error}", code="connection_failed")
    if isinstance(error, httpx.HTTPError):
        return SourceError(f"reading {url} failed: {error}", code="upstream_error")
    return SourceError(f"reading {url} failed: {error}", code="connection_failed")


def check_url(url: str) -> httpx.URL:
    """The URL, if it is an absolute http(s) URL with a host; ``invalid_url`` otherwise."""
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError, ValueError) as error:
        raise SourceError(f"{url!r} is not a valid URL: {error}", code="invalid_url") from error
    if parsed.scheme not in ("http", "https"):
        raise SourceError(f"{url!r}: only http and https URLs are read", code="invalid_url")
    if not parsed.host:
        raise SourceError(f"{url!r} has no host", code="invalid_url")
    return parsed


class _Budget:
    """Bytes and seconds left for one read."""

    def __init__(self, max_bytes: int, seconds: float) -> None:
        self.max_bytes = max_bytes
        self.deadline = time.monotonic() + seconds

    def check_time(self, url: str) -> None:
        if time.monotonic() > self.deadline:
            raise SourceError(
                f"reading {url} took longer than the total time allowed", code="timeout"
            )


def _decoder(encoding: str | None) -> Callable[[bytes, int], bytes] | None:
    encoding = (encoding or "identity").lower().strip()
    if encoding in ("identity", ""):
        return None
    if encoding in ("gzip", "x-gzip", "deflate"):
        wbits = 16 + zlib.MAX_WBITS if encoding != "deflate" else zlib.MAX_WBITS
        inflater = zlib.decompressobj(wbits)

        def decode(chunk: bytes, room: int) -> bytes:
            # Never inflate more than the room left (plus one byte to notice overflow).
            out = inflater.decompress(inflater.unconsumed_tail + chunk, room + 1)
            return out

        return decode
    raise SourceError(f"unsupported content encoding {encoding!r}", code="upstream_error")


class Fetcher:
    """Reads URLs under a :class:`FetchConfig`; caches robots.txt per origin; counts requests."""

    def __init__(self, config: FetchConfig | None = None) -> None:
        self.config = config or FetchConfig()
        self.requests = 0
        self._count = threading.Lock()
        self._robots: dict[str, RobotsPolicy] = {}
        timeout = httpx.Timeout(
            connect=self.config.connect_timeout,
            read=self.config.read_timeout,
            write=self.config.read_timeout,
            pool=self.config.connect_timeout,
        )
        self._client = httpx.Client(
            transport=self.config.transport,
            timeout=timeout,
            follow_redirects=False,
            headers={"User-Agent": self.config.user_agent, "Accept-Encoding": "gzip, deflate"},
            trust_env=False,
        )

    def close(self) -> None:
        """Close the connections."""
        self._client.close()

    def __enter__(self) -> Fetcher:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _get(self, url: httpx.URL, budget: _Budget) -> tuple[httpx.Response, bytes]:
        """One guarded GET of ``url``; the body read within the budget."""
        host = url.host
        port = url.port or (443 if url.scheme == "https" else 80)
        addresses = resolve(host, port, self.config.resolver, self.config.connect_timeout)
        address = check_addresses(host, addresses, self.config.allow_private)
        ip = f"[{address}]" if address.version == 6 else str(address)
        target = url.copy_with(host=ip.strip("[]"))
        headers = {"Host": url.netloc.decode("ascii")}
        extensions = {"sni_hostname": host} if url.scheme == "https" else {}
        budget.check_time(str(url))
        with self._count:
            self.requests += 1
        try:
            with self._client.stream(
                "GET", target, headers=headers, extensions=extensions
            ) as response:
                body = self._read_body(response, budget, str(url))
        except httpx.HTTPError as error:
            raise _translate(error, str(url)) from error
        return response, body

    def _read_body(self, response: httpx.Response, budget: _Budget, url: str) -> bytes:
        if response.status_code in _REDIRECTS or response.status_code >= 400:
            return b""
        declared = response.headers.get("content-length")
        if declared and declared.isdigit() and int(declared) > budget.max_bytes:
            raise SourceError(
                f"{url} is {int(declared)} bytes; the limit is {budget.max_bytes}", code="too_large"
            )
        decode = _decoder(response.headers.get("content-encoding"))
        parts: list[bytes] = []
        size = 0
        for chunk in response.iter_raw():
            budget.check_time(url)
            data = decode(chunk, budget.max_bytes - size) if decode else chunk
            size += len(data)
            if size > budget.max_bytes:
                raise SourceError(
                    f"{url} is larger than {budget.max_bytes} bytes (after decompression)",
                    code="too_large",
                )
            parts.append(data)
        return b"".join(parts)

    def robots(self, url: httpx.URL) -> RobotsPolicy:
        """The origin's robots policy, fetched once (without robots, within its own caps)."""
        origin = f"{url.scheme}://{url.netloc.decode('ascii')}"
        policy = self._robots.get(origin)
        if policy is not None:
            return policy
        robots_url = url.copy_with(path="/robots.txt", query=None, fragment=None)
        try:
            status, text = self._fetch_robots(robots_url)
        except SourceError as error:
            if error.code == "blocked_address":
                raise
            policy = RobotsPolicy.disallow_all(None)
        else:
            if 200 <= status < 300:
                policy = RobotsPolicy(text, status=status)
            elif 400 <= status < 500:
                policy = RobotsPolicy.allow_all(status)
            else:
                policy = RobotsPolicy.disallow_all(status)
        self._robots[origin] = policy
        return policy

    def _fetch_robots(self, url: httpx.URL) -> tuple[int, str]:
        budget = _Budget(self.config.robots_max_bytes, self.config.total_timeout)
        for _ in range(self.config.max_redirects + 1):
            response, body = self._get(url, budget)
            if response.status_code in _REDIRECTS and "location" in response.headers:
                url = check_url(urljoin(str(url), response.headers["location"]))
                continue
            return response.status_code, body.decode("utf-8", "replace")
        return 500, ""

    def fetch(self, url: str) -> Fetched:
        """GET ``url`` following redirects by hand; raise :class:`SourceError` on failure."""
        current = check_url(url)
        budget = _Budget(self.config.max_bytes, self.config.total_timeout)
        redirects: list[dict[str, object]] = []
        while True:
            if self.config.respect_robots:
                decision = self.robots(current).decide(str(current), PRODUCT_TOKEN)
                if not decision.allowed:
                    raise SourceError(decision.reason, code="robots_disallowed")
            response, body = self._get(current, budget)
            status = response.status_code
            if status in _REDIRECTS:
                location = response.headers.get("location")
                if not location:
                    raise SourceError(
                        f"{current} redirected without a Location", code="upstream_error"
                    )
                if len(redirects) >= self.config.max_redirects:
                    raise SourceError(
                        f"{url} redirected more than {self.config.max_redirects} times",
                        code="too_many_redirects",
                    )
                following = urljoin(str(current), location)
                redirects.append({"from": str(current), "to": following, "status": status})
                current = check_url(following)
                continue
            if status >= 400:
                raise SourceError(
                    f"The source returned HTTP {status}.",
                    code="upstream_error",
                    http_status=status,
                    retry_after=_retry_after(response.headers.get("retry-after")),
                )
            return Fetched(
                requested_url=url,
                final_url=_display(current),
                status=status,
                content_type=response.headers.get("content-type"),
                body=body,
                redirects=tuple(redirects),
                headers=tuple(sorted((k.lower(), v) for k, v in response.headers.items())),
            )


def _display(url: httpx.URL) -> str:
    parts = urlsplit(str(url))
    return urlunsplit(parts)
