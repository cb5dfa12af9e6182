"""The parent side of a rendering: the worker started, its requests fetched, its time capped.

The worker (:mod:`._worker`) runs the browser; every request the page makes comes back
here and is fetched by the caller's :class:`~citeproof.sources.Fetcher` (the guard,
robots.txt, the redirects and caps, within what is left of the rendering's time and
bytes), so the browser never opens a connection of its own. The worker runs in a session
of its own: at :data:`~._mode.MAX_RENDER_SECONDS`, or when anything goes wrong, it is
killed with the browser and every process the browser started.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from contextlib import suppress
from dataclasses import dataclass
from typing import Any

from ...errors import ErrorCode, SourceError
from .._pipe import receive_by, send
from ..net import Fetcher
from ._mode import RenderLimits

__all__ = ["CHROMIUM_NAMES", "Rendered", "chromium_path", "render_page"]

#: How much of the browser's last words an error message quotes (characters).
_LOG_TAIL = 300
#: The browser's executable, by these names on the PATH, unless ``$CITEPROOF_CHROMIUM``
#: names one.
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


@dataclass(frozen=True, slots=True)
class Rendered:
    """What the browser left: the DOM serialized as HTML, the browser that drew it, how
    many requests the page made through the reader, which were refused (URL and error
    code) and how many were not fetched at all (images, fonts, styles...)."""

    html: str
    browser: str
    requests: int
    refused: tuple[tuple[str, str], ...] = ()
    skipped: int = 0

    def describe(self) -> str:
        """One line for the report's notes."""
        line = (
            f"The page was rendered by {self.browser} (its scripts run; "
            f"{self.requests} request{'s' if self.requests != 1 else ''} made through the "
            "address guard"
        )
        if self.refused:
            line += f", {len(self.refused)} refused"
        return line + ")."


def _unavailable(why: str) -> SourceError:
    return SourceError(
        f"this page needs a browser to render it, but {why}: pip install 'citeproof[render]' "
        "and install Chromium (Debian: apt-get install chromium), or set $CITEPROOF_CHROMIUM",
        code=ErrorCode.RENDER_UNAVAILABLE,
    )


def chromium_path() -> str:
    """The browser to render with: ``$CITEPROOF_CHROMIUM``, else the first of
    :data:`CHROMIUM_NAMES` on the PATH (``render_unavailable`` when there is none)."""
    named = os.environ.get("CITEPROOF_CHROMIUM")
    if named:
        if not os.access(named, os.X_OK):
            raise _unavailable(f"$CITEPROOF_CHROMIUM ({named}) is not an executable")
        return named
    for name in CHROMIUM_NAMES:
        found = shutil.which(name)
        if found:
            return found
    raise _unavailable("no Chromium is installed")


class _Worker:
    """The worker process, in a session of its own, and the pipes to it."""

    def __init__(self) -> None:
        # What the browser and Playwright say on stderr is kept (in a file: a pipe nobody
        # reads would fill up and stop them), to say why a rendering failed.
        self.log = tempfile.TemporaryFile()  # noqa: SIM115  (closed in kill())
        self.process = subprocess.Popen(
            [sys.executable, "-m", "citeproof.sources.render._worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=self.log,
            start_new_session=True,
        )

    def said(self) -> str:
        """The last lines the worker wrote on stderr (for an error message), or ''."""
        self.log.seek(0, os.SEEK_END)
        size = self.log.tell()
        self.log.seek(max(0, size - _LOG_TAIL))
        tail = self.log.read().decode("utf-8", "replace").strip()
        return f" (the browser said: {' '.join(tail.split())[-_LOG_TAIL:]})" if tail else ""

    def send(self, message: tuple[Any, ...]) -> None:
        assert self.process.stdin is not None
        with suppress(BrokenPipeError, OSError):  # the worker is gone: its answer says so
            send(self.process.stdin, message)

    def receive(self, deadline: float) -> tuple[Any, ...] | None:
        """The next message, None when the worker is gone; TimeoutError at ``deadline``."""
        assert self.process.stdout is not None
        return receive_by(self.process.stdout.fileno(), deadline)

    def kill(self) -> None:
        """End the worker and everything it started (the browser's processes, which may
        outlive a worker that ended: they are in its session, its process group)."""
        with suppress(ProcessLookupError, PermissionError):
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait()
        self.log.close()


def _answer(fetcher: Fetcher, url: str, seconds: float, max_bytes: int) -> tuple[Any, ...]:
    """The worker's request fetched by the reader (or refused, with the reader's code)."""
    try:
        fetched = fetcher.fetch(url, seconds=seconds, max_bytes=max_bytes)
    except SourceError as error:
        if error.http_status is not None:  # the page's scripts may handle a 404
            return ("fetched", error.http_status, "text/plain", b"")
        return ("refused", str(error.code), error.message)
    return ("fetched", fetched.status, fetched.content_type, fetched.body)


def render_page(
    fetcher: Fetcher,
    url: str,
    body: bytes,
    content_type: str | None,
    limits: RenderLimits | None = None,
) -> Rendered:
    """``url``, whose response was ``body``, run in Chromium: the DOM its scripts left.

    ``render_unavailable`` when Playwright or the browser is missing, ``timeout`` past
    ``limits.seconds`` (the worker and the browser killed), ``render_failed`` when the
    browser fails otherwise."""
    limits = limits or RenderLimits()
    if importlib.util.find_spec("playwright") is None:
        raise _unavailable("Playwright is not installed")
    chromium = chromium_path()
    deadline = time.monotonic() + limits.seconds
    worker = _Worker()
    left_bytes = limits.bytes
    try:
        worker.send(
            (
                "render",
                url,
                body,
                content_type or "text/html",
                chromium,
                fetcher.config.user_agent,
                {"seconds": limits.seconds, "requests": limits.requests, "bytes": limits.bytes},
            )
        )
        requests = 0
        while True:
            message = worker.receive(deadline)
            if message is None:
                raise SourceError(
                    f"{url}: the browser stopped while rendering the page{worker.said()}",
                    code=ErrorCode.RENDER_FAILED,
                )
            kind = message[0]
            if kind == "fetch":
                requests += 1
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError
                reply = _answer(fetcher, message[1], left, max(1, left_bytes))
                if reply[0] == "fetched":
                    left_bytes -= len(reply[3])
                worker.send(reply)
            elif kind == "done":
                _, html, version, refused, skipped = message
                return Rendered(html, f"Chromium {version}", requests, tuple(refused), skipped)
            elif kind == "error":
                raise SourceError(message[2], code=ErrorCode(message[1]))
            else:
                raise SourceError(
                    f"{url}: the browser failed while rendering the page: {message[1]}"
                    f"{worker.said()}",
                    code=ErrorCode.RENDER_FAILED,
                )
    except TimeoutError:
        raise SourceError(
            f"{url} took more than {limits.seconds:g} s to render (MAX_RENDER_SECONDS)"
            f"{worker.said()}",
            code=ErrorCode.TIMEOUT,
        ) from None
    finally:
        worker.kill()
