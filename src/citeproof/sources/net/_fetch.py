"""Fetching a URL safely: redirects by hand, the address guard, caps on size and time.

Every hop is checked before it is requested: only ``http`` and ``https``; the host is
resolved and guarded (:mod:`._guard`) and the request goes to the checked address (the
``Host`` header and TLS server name stay the host's, so certificates are still checked
against it); robots.txt is consulted for the hop's origin. Redirects (at most
``max_redirects``) are followed here, each recorded as a
:class:`~citeproof.sources.Redirect`. The body is read as a stream and decompressed with a
byte budget (:mod:`._inflate`), so neither a large body nor a gzip bomb can exhaust
memory; a corrupt compressed body is ``upstream_error`` and one that stops before its end
is ``truncated``, never a half text taken for the whole.

Connect, read and total time are capped. The total deadline covers everything a fetch
does (robots.txt, DNS, connect, TLS, request, headers, body, every redirect): each socket
operation is given at most the time left (:class:`~._deadline._DeadlineBackend`), so a server that
drips one header byte at a time cannot hold a read past ``total_timeout``.

All ``httpx`` exceptions are translated at one place (:func:`_translate`) into
:class:`~citeproof.errors.SourceError` codes.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING
from urllib.parse import urljoin, urlsplit, urlunsplit

from ..._lazy import deferred
from ...errors import ErrorCode, SourceError
from .._document import Provenance, Redirect
from ._config import PRODUCT_TOKEN, USER_AGENT, FetchConfig
from ._fetched import Fetched
from ._guard import check_addresses, resolve
from ._inflate import inflater_for
from ._robots import RobotsPolicy
from ._time_left import DEADLINE as _DEADLINE

if TYPE_CHECKING:
    import httpx
else:
    httpx = deferred("httpx")

__all__ = ["USER_AGENT", "FetchConfig", "Fetched", "Fetcher"]

_REDIRECTS = {301, 302, 303, 307, 308}
#: Retry-After is a hint to the caller; a week is as long as it is passed on.
MAX_RETRY_AFTER = 7 * 24 * 3600


def _retry_after(value: str | None) -> int | None:
    """Seconds to wait, from delta-seconds or an HTTP date; None when it is neither.

    Only ASCII digits count (``"²".isdigit()`` is true, and ``int("²")`` fails), and the
    value is capped at :data:`MAX_RETRY_AFTER` (a 5,000-digit number fails ``int``).
    """
    value = (value or "").strip()
    if not value:
        return None
    if value.isascii() and value.isdigit():
        return MAX_RETRY_AFTER if len(value) > 9 else min(int(value), MAX_RETRY_AFTER)
    try:
        from email.utils import parsedate_to_datetime

        seconds = parsedate_to_datetime(value).timestamp() - time.time()
    except (TypeError, ValueError, IndexError, OverflowError, OSError):
        return None
    return max(0, min(int(seconds), MAX_RETRY_AFTER))


def _translate(error: Exception, url: str) -> SourceError:
    """One boundary for httpx's exceptions: most specific first."""
    if isinstance(error, httpx.TimeoutException):
        return SourceError(f"reading {url} timed out", code=ErrorCode.TIMEOUT)
    if isinstance(error, httpx.ConnectError):
        if "SSL" in str(error) or "certificate" in str(error).lower():
            return SourceError(f"TLS failed for {url}: {error}", code=ErrorCode.TLS_ERROR)
        return SourceError(f"could not connect to {url}: {error}", code=ErrorCode.CONNECTION_FAILED)
    if isinstance(error, httpx.UnsupportedProtocol | httpx.InvalidURL):
        return SourceError(f"{url} is not a readable URL: {error}", code=ErrorCode.INVALID_URL)
    if isinstance(error, httpx.DecodingError):
        return SourceError(
            f"{url} sent a body that could not be decoded: {error}", code=ErrorCode.UPSTREAM_ERROR
        )
    if isinstance(error, httpx.RemoteProtocolError) and "complete message body" in str(error):
        return SourceError(
            f"{url} closed the connection before the end of its body: {error}",
            code=ErrorCode.TRUNCATED,
        )
    if isinstance(error, httpx.TransportError):
        return SourceError(f"reading {url} failed: {error}", code=ErrorCode.CONNECTION_FAILED)
    if isinstance(error, httpx.HTTPError):
        return SourceError(f"reading {url} failed: {error}", code=ErrorCode.UPSTREAM_ERROR)
    return SourceError(f"reading {url} failed: {error}", code=ErrorCode.CONNECTION_FAILED)


def check_url(url: str) -> httpx.URL:
    """The URL, if it is an absolute http(s) URL with a host; ``invalid_url`` otherwise."""
    try:
        parsed = httpx.URL(url)
    except (httpx.InvalidURL, TypeError, ValueError) as error:
        raise SourceError(
            f"{url!r} is not a valid URL: {error}", code=ErrorCode.INVALID_URL
        ) from error
    if parsed.scheme not in ("http", "https"):
        raise SourceError(f"{url!r}: only http and https URLs are read", code=ErrorCode.INVALID_URL)
    if not parsed.host:
        raise SourceError(f"{url!r} has no host", code=ErrorCode.INVALID_URL)
    return parsed


class _Budget:
    """Bytes and seconds left for one read."""

    def __init__(self, max_bytes: int, seconds: float, deadline: float | None = None) -> None:
        self.max_bytes = max_bytes
        self.seconds = seconds
        self.deadline = time.monotonic() + seconds if deadline is None else deadline

    def left(self) -> float:
        return self.deadline - time.monotonic()

    def spent(self) -> bool:
        return self.left() <= 0

    def check_time(self, url: str) -> None:
        if self.spent():
            raise self.timeout(url)

    def timeout(self, url: str) -> SourceError:
        return SourceError(
            f"reading {url} took longer than the total time allowed ({self.seconds:g} s)",
            code=ErrorCode.TIMEOUT,
        )


def _deadline_transport() -> httpx.HTTPTransport:
    """httpx's transport with deadline-aware sockets (:mod:`._deadline`, imported on the
    first fetch)."""
    from ._deadline import deadline_transport

    return deadline_transport()


#: Failures that mean the site was not reached (as opposed to a robots.txt that was bad).
_UNREACHABLE = frozenset(
    {ErrorCode.DNS_ERROR, ErrorCode.CONNECTION_FAILED, ErrorCode.TLS_ERROR, ErrorCode.TIMEOUT}
)

#: How each of those failures is named in the message (the code alone says it too).
_UNREACHABLE_WHY = {
    ErrorCode.DNS_ERROR: "does not resolve: DNS lookup failed",
    ErrorCode.CONNECTION_FAILED: "refused or dropped the connection",
    ErrorCode.TLS_ERROR: "failed the TLS handshake",
    ErrorCode.TIMEOUT: "did not answer in time",
}


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
            transport=self.config.transport or _deadline_transport(),
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

    def _get(
        self, url: httpx.URL, budget: _Budget, conditional: Mapping[str, str] | None = None
    ) -> tuple[httpx.Response, bytes]:
        """One guarded GET of ``url``; the body read within the budget; ``conditional``
        the ``If-None-Match`` / ``If-Modified-Since`` headers, if any."""
        host = url.host
        port = url.port or (443 if url.scheme == "https" else 80)
        budget.check_time(str(url))
        dns_time = min(self.config.connect_timeout, budget.left())
        addresses = resolve(host, port, self.config.resolver, dns_time)
        address = check_addresses(host, addresses, self.config.allow_private, self.config.allow)
        ip = f"[{address}]" if address.version == 6 else str(address)
        target = url.copy_with(host=ip.strip("[]"))
        headers = {"Host": url.netloc.decode("ascii"), **(conditional or {})}
        extensions = {"sni_hostname": host} if url.scheme == "https" else {}
        budget.check_time(str(url))
        with self._count:
            self.requests += 1
        deadline = _DEADLINE.set(budget.deadline)
        try:
            with self._client.stream(
                "GET", target, headers=headers, extensions=extensions
            ) as response:
                body = self._read_body(response, budget, str(url))
        except httpx.HTTPError as error:
            if isinstance(error, httpx.TimeoutException) and budget.spent():
                raise budget.timeout(str(url)) from error
            raise _translate(error, str(url)) from error
        finally:
            _DEADLINE.reset(deadline)
        return response, body

    def _read_body(self, response: httpx.Response, budget: _Budget, url: str) -> bytes:
        if response.status_code in _REDIRECTS or response.status_code >= 400:
            return b""
        declared = response.headers.get("content-length")
        if declared and declared.isdigit() and int(declared) > budget.max_bytes:
            raise SourceError(
                f"{url} is {int(declared)} bytes; the limit is {budget.max_bytes}",
                code=ErrorCode.TOO_LARGE,
            )
        inflater = inflater_for(response.headers.get("content-encoding"), url)
        parts: list[bytes] = []
        size = 0
        for chunk in response.iter_raw():
            budget.check_time(url)
            data = inflater.feed(chunk, budget.max_bytes - size) if inflater else chunk
            size += len(data)
            if size > budget.max_bytes:
                raise SourceError(
                    f"{url} is larger than {budget.max_bytes} bytes (after decompression)",
                    code=ErrorCode.TOO_LARGE,
                )
            parts.append(data)
        if inflater is not None:
            inflater.finish()
        return b"".join(parts)

    def robots(self, url: httpx.URL, within: _Budget | None = None) -> RobotsPolicy:
        """The origin's robots policy, fetched once (without robots, within its own byte
        cap, and within the deadline of the fetch that needs it, ``within``)."""
        origin = f"{url.scheme}://{url.netloc.decode('ascii')}"
        policy = self._robots.get(origin)
        if policy is not None:
            return policy
        robots_url = url.copy_with(path="/robots.txt", query=None, fragment=None)
        try:
            status, text = self._fetch_robots(robots_url, within)
        except SourceError as error:
            if error.code == ErrorCode.BLOCKED_ADDRESS:
                raise
            if within is not None and within.spent():
                raise within.timeout(str(url)) from error  # not the site's fault: not kept
            if error.code in _UNREACHABLE:
                # The site could not be reached at all: say so (the page is not read
                # either), rather than blame a robots.txt nobody has seen. Not kept: the
                # next attempt may reach it.
                what = _UNREACHABLE_WHY.get(error.code, "could not be reached")
                raise SourceError(
                    f"{origin} {what} (while reading its robots.txt): {error.message}",
                    code=error.code,
                    stage="robots",
                    url=str(url),
                ) from error
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

    def _fetch_robots(self, url: httpx.URL, within: _Budget | None) -> tuple[int, str]:
        deadline = within.deadline if within is not None else None
        budget = _Budget(self.config.robots_max_bytes, self.config.total_timeout, deadline)
        for _ in range(self.config.max_redirects + 1):
            response, body = self._get(url, budget)
            if response.status_code in _REDIRECTS and "location" in response.headers:
                url = check_url(urljoin(str(url), response.headers["location"]))
                continue
            return response.status_code, body.decode("utf-8", "replace")
        return 500, ""

    def fetch(
        self,
        url: str,
        *,
        validators: Mapping[str, str] | None = None,
        seconds: float | None = None,
        max_bytes: int | None = None,
    ) -> Fetched:
        """GET ``url`` following redirects by hand; raise :class:`SourceError` on failure.

        ``validators`` (``etag``, ``last-modified``: what a stored fetch of the page kept)
        make the request conditional (``If-None-Match``, ``If-Modified-Since``, on every
        hop, each still guarded): a ``304 Not Modified`` answer is returned as a
        :class:`Fetched` with status 304 and no body, for the caller to read as "the bytes
        it already has". Without validators no 304 can come back. ``seconds`` and
        ``max_bytes`` tighten the configured total time and size for this fetch alone (a
        rendered page's requests share the rendering's budget)."""
        current = check_url(url)
        conditional = _conditional(validators or {})
        total = self.config.total_timeout
        size = self.config.max_bytes
        budget = _Budget(
            size if max_bytes is None else min(max_bytes, size),
            total if seconds is None else min(seconds, total),
        )
        redirects: list[Redirect] = []
        while True:
            if self.config.respect_robots:
                decision = self.robots(current, budget).decide(str(current), PRODUCT_TOKEN)
                if not decision.allowed:
                    raise SourceError(decision.reason, code=ErrorCode.ROBOTS_DISALLOWED)
            response, body = self._get(current, budget, conditional)
            status = response.status_code
            if status == _NOT_MODIFIED and not conditional:
                raise SourceError(
                    f"{current} answered 304 Not Modified to a request that was not conditional",
                    code=ErrorCode.UPSTREAM_ERROR,
                    http_status=status,
                )
            if status in _REDIRECTS:
                location = response.headers.get("location")
                if not location:
                    raise SourceError(
                        f"{current} redirected without a Location", code=ErrorCode.UPSTREAM_ERROR
                    )
                if len(redirects) >= self.config.max_redirects:
                    raise SourceError(
                        f"{url} redirected more than {self.config.max_redirects} times",
                        code=ErrorCode.TOO_MANY_REDIRECTS,
                    )
                following = urljoin(str(current), location)
                redirects.append(Redirect(str(current), following, status))
                current = check_url(following)
                continue
            if status >= 400:
                raise SourceError(
                    f"The source returned HTTP {status}.",
                    code=ErrorCode.UPSTREAM_ERROR,
                    http_status=status,
                    retry_after=_retry_after(response.headers.get("retry-after")),
                )
            return Fetched(
                provenance=Provenance(url, _display(current), status, tuple(redirects)),
                content_type=response.headers.get("content-type"),
                body=body,
                headers=tuple(sorted((k.lower(), v) for k, v in response.headers.items())),
            )


_NOT_MODIFIED = 304


def _conditional(validators: Mapping[str, str]) -> dict[str, str]:
    """The conditional request headers for a stored response's validators (a value with a
    line break is dropped: it would not be a header)."""
    names = {"etag": "If-None-Match", "last-modified": "If-Modified-Since"}
    return {
        names[key]: value
        for key, value in validators.items()
        if key in names and value and "\r" not in value and "\n" not in value
    }


def _display(url: httpx.URL) -> str:
    parts = urlsplit(str(url))
    return urlunsplit(parts)
