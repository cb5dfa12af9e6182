"""The rendering worker: ``python -m citeproof.sources.render._worker``.

Started (in a session of its own, so that it and the browser die together) and fed only
by :mod:`._isolated`. It reads one request, a length-prefixed pickle ``("render", url,
body, content_type, chromium, user_agent, limits)``, loads ``url`` in Chromium with the
page answered from ``body``, and asks the parent for every other request the page makes:
it writes ``("fetch", url)`` and waits for ``("fetched", status, content_type, body)`` or
``("refused", code, message)``. It ends with ``("done", html, browser_version,
refused, skipped)``, ``("error", code, message)`` or ``("failed", description)``.
"""

from __future__ import annotations

import os
import sys
from contextlib import suppress
from typing import Any, BinaryIO

from .._pipe import receive, send

#: Request kinds fetched for the page: what can change its text. Images, media, fonts,
#: stylesheets, beacons and the like are never fetched.
FETCHED_KINDS = frozenset({"document", "script", "xhr", "fetch"})
#: Chromium, cut off from everything but what the page's routing answers: a proxy that
#: does not exist (loopback included: ``<-loopback>`` sends it to the proxy too), a
#: resolver that resolves no name, no DNS prefetch, WebRTC without UDP, and none of its
#: own background traffic.
CHROMIUM_ARGUMENTS = (
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
    "--disable-dns-prefetch",
    "--proxy-server=http://127.0.0.1:9",
    "--proxy-bypass-list=<-loopback>",
    "--host-resolver-rules=MAP * ~NOTFOUND",
    "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--disable-features=DnsOverHttps,NetworkPrediction,Prefetch",
)


def _render(request: tuple[Any, ...], stdin: BinaryIO, stdout: BinaryIO) -> tuple[Any, ...]:
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import Route, sync_playwright

    _, url, body, content_type, chromium, user_agent, limits = request
    requests, received = 0, 0
    refused: list[tuple[str, str]] = []
    skipped = 0

    def answer(route: Route) -> None:
        nonlocal requests, received, skipped
        asked = route.request
        if asked.url.split("#")[0] == url.split("#")[0] and asked.resource_type == "document":
            route.fulfill(status=200, content_type=content_type, body=body)
            return
        scheme = asked.url.split(":", 1)[0].lower()
        if asked.resource_type not in FETCHED_KINDS and scheme in ("http", "https"):
            skipped += 1
            route.abort("blockedbyclient")
            return
        why = None
        if scheme not in ("http", "https"):
            why = ("invalid_url", "only http and https are fetched")
        elif asked.method != "GET":
            why = ("invalid_value", f"a {asked.method} request (a reader only reads)")
        elif requests >= limits["requests"]:
            why = ("too_large", f"more than {limits['requests']} requests (MAX_RENDER_REQUESTS)")
        if why is not None:
            refused.append((asked.url, why[0]))
            route.abort("blockedbyclient")
            return
        requests += 1
        send(stdout, ("fetch", asked.url))
        reply = receive(stdin)
        if reply is None:
            route.abort("failed")
            return
        if reply[0] == "refused":
            refused.append((asked.url, reply[1]))
            route.abort("blockedbyclient")
            return
        _, status, kind, data = reply
        received += len(data)
        if received > limits["bytes"]:
            refused.append((asked.url, "too_large"))
            route.abort("blockedbyclient")
            return
        route.fulfill(status=status, content_type=kind or "application/octet-stream", body=data)

    arguments = list(CHROMIUM_ARGUMENTS)
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        arguments.append("--no-sandbox")  # Chromium's sandbox cannot run as root
    timeout = limits["seconds"] * 1000
    # Playwright gives the browser a fresh, empty profile of its own each launch.
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=chromium, headless=True, args=arguments, timeout=timeout
        )
        try:
            context = browser.new_context(
                java_script_enabled=True,
                accept_downloads=False,
                service_workers="block",
                user_agent=user_agent,
            )
            context.route("**/*", answer)
            page = context.new_page()
            page.set_default_timeout(timeout)
            try:
                page.goto(url, wait_until="load", timeout=timeout)
            except PlaywrightError as error:
                return ("error", "upstream_error", f"the browser could not load {url}: {error}")
            with suppress(PlaywrightError):  # scripts that fetch after the load: wait, briefly
                page.wait_for_load_state("networkidle", timeout=min(timeout, 5000))
            html = page.content()
            return ("done", html, browser.version, tuple(refused), skipped)
        finally:
            browser.close()


def main() -> None:
    """Render the one request on stdin, then end."""
    # The answers go on a private copy of stdout; whatever the libraries print goes to
    # stderr, so nothing but answers ever reaches the parent's pipe.
    stdin, stdout = sys.stdin.buffer, os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)
    request = receive(stdin)
    if request is None:
        return
    try:
        outcome = _render(request, stdin, stdout)
    except ImportError as error:
        outcome = ("error", "render_unavailable", f"Playwright is not installed ({error.name})")
    except Exception as error:  # the browser's own failures: reported, typed by the parent
        outcome = ("failed", f"{type(error).__name__}: {error}")
    send(stdout, outcome)


if __name__ == "__main__":
    main()
