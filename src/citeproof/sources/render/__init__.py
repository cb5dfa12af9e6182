"""render/: pages that need JavaScript, drawn by a browser that can reach nothing by itself.

Many sites send an empty shell and write the article with scripts: read as sent, such a
page holds no quotation at all. With rendering on (:class:`RenderMode`), the page is run in
the system Chromium (through Playwright, the ``citeproof[render]`` extra) and the DOM the
scripts left is read by the same HTML walker as any page, so offsets, furniture and
evidence work as for any other page.

The browser is never given the network. Every request it makes is handed back to the
reader's own :class:`~citeproof.sources.Fetcher` (the address guard on every hop and DNS
answer, robots.txt, the caps on bytes, time and redirects) and answered with what that
fetched, or refused; anything the routing cannot see (a WebSocket, WebRTC, a DNS
prefetch) meets a proxy that does not exist and a resolver that resolves nothing. Only
``http``/``https`` GETs of documents, scripts and data are fetched; images, fonts, media,
stylesheets, downloads and service workers never are. The browser runs in a worker
process killed, with every process it started, at :data:`MAX_RENDER_SECONDS`.

Here: the modes and limits (``_mode``), the worker that drives the browser (``_worker``)
and the parent side that answers its requests and enforces the caps (``_isolated``).
"""

from typing import TYPE_CHECKING

from ..._lazy import exports

if TYPE_CHECKING:  # the names below, as type checkers read them; loaded on first use
    from ._isolated import Rendered as Rendered
    from ._isolated import render_page as render_page
    from ._mode import MAX_RENDER_BYTES as MAX_RENDER_BYTES
    from ._mode import MAX_RENDER_REQUESTS as MAX_RENDER_REQUESTS
    from ._mode import MAX_RENDER_SECONDS as MAX_RENDER_SECONDS
    from ._mode import RenderLimits as RenderLimits
    from ._mode import RenderMode as RenderMode
    from ._mode import needs_rendering as needs_rendering

__all__ = [
    "MAX_RENDER_BYTES",
    "MAX_RENDER_REQUESTS",
    "MAX_RENDER_SECONDS",
    "RenderLimits",
    "RenderMode",
    "Rendered",
    "needs_rendering",
    "render_page",
]

__getattr__, __dir__ = exports(
    __name__,
    {
        "._isolated": "Rendered render_page",
        "._mode": (
            "MAX_RENDER_BYTES MAX_RENDER_REQUESTS MAX_RENDER_SECONDS RenderLimits RenderMode "
            "needs_rendering"
        ),
    },
)  # fmt: skip
