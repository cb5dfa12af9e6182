"""The HTTP service's configuration: one immutable value, safe by default."""

from __future__ import annotations

import hmac
import ipaddress
import os
from dataclasses import dataclass, field

from ..sources import FetchConfig
from ..sources.ocr import OCR_OFF, OcrOptions

__all__ = ["ServiceConfig"]


@dataclass(frozen=True, slots=True)
class ServiceConfig:
    """How the service runs.

    - ``api_keys``: accepted ``X-API-Key`` values; empty means no key is asked for, which
      :meth:`check_exposure` allows only on a loopback address unless ``insecure_no_auth``.
    - ``allow_urls``: read ``url`` sources (off for tests that must stay offline).
    - ``allow_paths``: read local ``path`` sources named in requests (off: a network
      service must not read its own disk for callers).
    - ``max_body_bytes``: larger request bodies are refused with 413 before parsing;
      ``max_upload_bytes`` for ``/v1/locate``, which can carry a file.
    - ``max_header_bytes``: requests whose headers (names and values) are larger in all
      are refused with 431 (``citeproof serve`` also caps headers arriving in pieces at
      this size, in uvicorn).
    - ``cors_origins``: browser origins allowed to call the API (none by default).
    - ``store_path``: the evidence store for URL reads (None: no store).
    - ``cache_path``: the document cache: each source's extracted text kept by the bytes'
      SHA-256, so the same document is read once across requests (None: no cache).
    - ``deadline_seconds``: how long a request that checks quotes may take, waiting for a
      worker included; past it the answer is 503 ``deadline_exceeded``.
    - ``max_concurrent_work``: threads checking quotes at once for each kind of work
      (heavy: reading a file, upload, URL or snapshot; light: supplied text only, never
      queued behind heavy work), abandoned ones (past their deadline, still finishing)
      included; further requests wait within their deadline. A PDF read past the
      deadline has its worker killed, so its thread comes back at the deadline.
    - ``ocr``: how scanned PDFs (uploads, URLs) are read: off here; ``citeproof serve``
      recognises pages without a text layer (``--ocr auto``, its default), so the web page
      shows a dropped scan's words with their matches.
    """

    host: str = "127.0.0.1"
    port: int = 8000
    api_keys: frozenset[str] = frozenset()
    insecure_no_auth: bool = False
    allow_urls: bool = True
    allow_paths: bool = False
    max_body_bytes: int = 2 * 1024 * 1024
    max_upload_bytes: int = 32 * 1024 * 1024
    max_header_bytes: int = 16 * 1024
    cors_origins: tuple[str, ...] = ()
    store_path: str | None = None
    cache_path: str | None = None
    deadline_seconds: float = 120.0
    max_concurrent_work: int = 8
    fetch: FetchConfig = field(default_factory=FetchConfig)
    ocr: OcrOptions = OCR_OFF

    @classmethod
    def keys_from_environment(cls) -> frozenset[str]:
        """Keys from ``$CITEPROOF_API_KEYS`` (comma-separated)."""
        raw = os.environ.get("CITEPROOF_API_KEYS", "")
        return frozenset(k.strip() for k in raw.split(",") if k.strip())

    def accepts(self, key: str) -> bool:
        """True when ``key`` (an ``X-API-Key`` header as received) is one of the keys, or no
        key is asked for. Compared as bytes in constant time: a header may hold any byte
        (``é`` arrives as Latin-1), and ``hmac.compare_digest`` refuses non-ASCII ``str``."""
        if not self.api_keys:
            return True
        given = key.encode("latin-1", "replace")
        return any(hmac.compare_digest(given, known.encode()) for known in self.api_keys)

    def is_loopback(self) -> bool:
        """True when the service listens on a loopback address only."""
        if self.host == "localhost":
            return True
        try:
            return ipaddress.ip_address(self.host).is_loopback
        except ValueError:
            return False

    def check_exposure(self) -> None:
        """Refuse to serve beyond loopback without keys, unless told so explicitly."""
        if not self.api_keys and not self.is_loopback() and not self.insecure_no_auth:
            raise ValueError(
                f"refusing to listen on {self.host} without API keys: set CITEPROOF_API_KEYS "
                "(or pass --api-key), or pass --insecure-no-auth to serve without them"
            )
