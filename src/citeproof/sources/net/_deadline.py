"""Sockets whose every operation ends by the fetch's deadline (httpcore's network seam).

Kept apart from :mod:`._fetch` so that importing the reader does not import httpcore's
classes to subclass them: they are needed only once a URL is fetched.
"""

from __future__ import annotations

import ssl
from typing import Any

import httpcore
import httpx

from ._time_left import within as _within

__all__ = ["deadline_transport"]


class _DeadlineStream(httpcore.NetworkStream):
    """A socket whose every read, write and handshake ends by the fetch's deadline."""

    def __init__(self, inner: httpcore.NetworkStream) -> None:
        self._inner = inner

    def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        return self._inner.read(max_bytes, _within(timeout, httpcore.ReadTimeout))

    def write(self, buffer: bytes, timeout: float | None = None) -> None:
        self._inner.write(buffer, _within(timeout, httpcore.WriteTimeout))

    def close(self) -> None:
        self._inner.close()

    def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.NetworkStream:
        limit = _within(timeout, httpcore.ConnectTimeout)
        return _DeadlineStream(self._inner.start_tls(ssl_context, server_hostname, limit))

    def get_extra_info(self, info: str) -> Any:
        return self._inner.get_extra_info(info)


class _DeadlineBackend(httpcore.NetworkBackend):
    """httpcore's sockets, each wrapped in a :class:`_DeadlineStream`.

    httpx's timeouts are per operation: a read that gets one byte every 0.2 s never
    times out. Shortening every operation to the time left makes the total deadline hold
    for connect, headers and body alike, without a watchdog thread.
    """

    def __init__(self, inner: httpcore.NetworkBackend) -> None:
        self._inner = inner

    def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Any = None,
    ) -> httpcore.NetworkStream:
        limit = _within(timeout, httpcore.ConnectTimeout)
        stream = self._inner.connect_tcp(host, port, limit, local_address, socket_options)
        return _DeadlineStream(stream)

    def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Any = None
    ) -> httpcore.NetworkStream:
        limit = _within(timeout, httpcore.ConnectTimeout)
        return _DeadlineStream(self._inner.connect_unix_socket(path, limit, socket_options))

    def sleep(self, seconds: float) -> None:
        self._inner.sleep(seconds)


def deadline_transport() -> httpx.HTTPTransport:
    """httpx's own transport, its sockets made deadline-aware (see :class:`_DeadlineBackend`)."""
    transport = httpx.HTTPTransport(trust_env=False)
    pool = transport._pool  # httpx builds the pool; its backend is the one seam it has
    backend = getattr(pool, "_network_backend", None)
    if not isinstance(backend, httpcore.NetworkBackend):  # pragma: no cover - httpx changed
        raise RuntimeError("httpx's connection pool no longer takes a network backend")
    pool._network_backend = _DeadlineBackend(backend)
    return transport
