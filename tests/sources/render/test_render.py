"""Pages that need JavaScript, rendered in Chromium that can reach nothing by itself.

A loopback server sends an empty shell whose article only scripts write (one inline, one
fetched, which fetches the text as JSON). Read as sent, no quote is in it; rendered, the
quote is confirmed and the provenance names the browser. Then the hostile pages: a script
that reaches for a private address and the cloud metadata address (refused by the
reader's guard, never reaching the server), a redirect loop, an endless stream of
requests (capped), a script that never ends (killed at the time cap), and a machine with
no browser (a typed error, or with ``auto`` a note and the page as sent).

The server is on loopback, so the reader lets the host name ``localhost`` through its
guard (``AllowList``), and nothing else: a script's request for ``127.0.0.1`` is refused.
"""

from __future__ import annotations

import json
import shutil

import pytest

from citeproof.errors import ErrorCode, SourceError
from citeproof.service import check
from citeproof.sources import AllowList, FetchConfig, SourceReader
from citeproof.sources.render import RenderLimits, RenderMode

from ..conftest import Routes, server

__all__ = ["server"]

pytestmark = pytest.mark.skipif(
    shutil.which("chromium") is None,
    reason="Debian's chromium is not installed (.ci/run installs it)",
)

ARTICLE = "The committee approved the coastal survey budget on Tuesday after a long debate."
SHELL = b"""<!doctype html><html><head><title>Shell</title>
<script src="/app.js"></script></head>
<body><nav><a href="/">Home</a></nav><main id="root">Loading...</main></body></html>"""
APP = b"""
fetch('/article.json').then(r => r.json()).then(data => {
  const p = document.createElement('p');
  p.textContent = data.text;
  document.getElementById('root').replaceChildren(p);
});
"""
PROSE = (
    "<!doctype html><html><body><main><p>"
    + " ".join(["This page reads well as sent, with plenty of words in it."] * 8)
    + "</p></main><script>document.title = 'x'</script></body></html>"
).encode()


def _reader(port: int, mode: RenderMode, limits: RenderLimits | None = None) -> SourceReader:
    fetch = FetchConfig(allow=AllowList.parse([], ["localhost"]))
    # Time enough for a browser started on a loaded machine (CI's other work beside it);
    # the time cap itself has its own test.
    return SourceReader(fetch=fetch, render=mode, render_limits=limits or RenderLimits(seconds=120))


def _shell(routes: Routes) -> None:
    routes["/page"] = (200, {"Content-Type": "text/html"}, SHELL)
    routes["/app.js"] = (200, {"Content-Type": "application/javascript"}, APP)
    routes["/article.json"] = (
        200,
        {"Content-Type": "application/json"},
        json.dumps({"text": ARTICLE}).encode(),
    )


def _confirmed(read: object, quote: str) -> bool:
    return check(read, [quote]).results[0].finding.confirmed  # type: ignore[arg-type]


def test_a_shell_is_rendered_and_its_article_confirmed(server: tuple[Routes, int]) -> None:
    routes, port = server
    _shell(routes)
    url = f"http://localhost:{port}/page"
    quote = "approved the coastal survey budget on Tuesday"
    as_sent = _reader(port, RenderMode.NEVER).read_url(url)
    assert not _confirmed(as_sent, quote)
    assert as_sent.provenance is not None
    assert as_sent.provenance.rendered_by is None
    read = _reader(port, RenderMode.AUTO).read_url(url)
    assert _confirmed(read, quote)
    assert read.provenance is not None
    assert read.provenance.rendered_by is not None
    assert read.provenance.rendered_by.startswith("Chromium ")
    assert read.rendering is not None
    assert read.rendering.requests == 2  # app.js and article.json, through the reader
    assert any("rendered by Chromium" in note for note in read.notes)
    assert read.document.sha256 != as_sent.document.sha256
    assert read.data is not None
    assert ARTICLE.encode() in read.data  # what was checked is kept
    assert "Home" not in read.document.text  # the walker's furniture rules still hold


def test_auto_leaves_a_page_that_reads_well_as_sent(server: tuple[Routes, int]) -> None:
    routes, port = server
    routes["/prose"] = (200, {"Content-Type": "text/html"}, PROSE)
    read = _reader(port, RenderMode.AUTO).read_url(f"http://localhost:{port}/prose")
    assert read.rendering is None
    assert read.provenance is not None
    assert read.provenance.rendered_by is None


def test_scripts_reaching_for_private_addresses_are_refused_by_the_guard(
    server: tuple[Routes, int],
) -> None:
    routes, port = server
    script = f"""
    for (const u of ['http://127.0.0.1:{port}/secret', 'http://169.254.169.254/latest/meta-data/',
                     'http://10.0.0.1/admin', 'file:///etc/passwd']) {{
      fetch(u).catch(() => null);
    }}
    const i = new Image(); i.src = 'http://127.0.0.1:{port}/pixel';
    navigator.sendBeacon && navigator.sendBeacon('http://127.0.0.1:{port}/beacon', 'x');
    fetch('/article.json').then(r => r.json()).then(d => {{ document.body.textContent = d.text; }});
    """.encode()
    routes["/page"] = (
        200,
        {"Content-Type": "text/html"},
        b"<html><body><script src=/h.js></script>",
    )
    routes["/h.js"] = (200, {"Content-Type": "text/javascript"}, script)
    routes["/article.json"] = (
        200,
        {"Content-Type": "application/json"},
        json.dumps({"text": ARTICLE}).encode(),
    )
    routes["/secret"] = (200, {"Content-Type": "text/plain"}, b"secret")
    read = _reader(port, RenderMode.ALWAYS).read_url(f"http://localhost:{port}/page")
    assert _confirmed(read, "approved the coastal survey budget")
    assert read.rendering is not None
    refused = dict(read.rendering.refused)
    assert refused[f"http://127.0.0.1:{port}/secret"] == "blocked_address"
    assert refused["http://169.254.169.254/latest/meta-data/"] == "blocked_address"
    assert refused["http://10.0.0.1/admin"] == "blocked_address"
    assert not {"/secret", "/pixel", "/beacon"} & set(routes.hits)  # nothing got through


def test_a_redirect_loop_and_an_endless_stream_of_requests_are_capped(
    server: tuple[Routes, int],
) -> None:
    routes, port = server
    script = b"""
    fetch('/loop').catch(() => null);
    let n = 0;
    function more() { if (n < 500) { fetch('/n' + (n++)).catch(() => null).then(more); } }
    more();
    document.body.textContent = 'The survey was written by scripts alone today.';
    """
    routes["/page"] = (
        200,
        {"Content-Type": "text/html"},
        b"<html><body><script src=/s.js></script>",
    )
    routes["/s.js"] = (200, {"Content-Type": "text/javascript"}, script)
    routes["/loop"] = (302, {"Location": "/loop"}, b"")
    limits = RenderLimits(seconds=20, requests=20)
    read = _reader(port, RenderMode.ALWAYS, limits).read_url(f"http://localhost:{port}/page")
    assert _confirmed(read, "was written by scripts alone today")
    assert read.rendering is not None
    refused = dict(read.rendering.refused)
    assert refused[f"http://localhost:{port}/loop"] == "too_many_redirects"
    assert "too_large" in refused.values()  # past MAX_RENDER_REQUESTS
    assert read.rendering.requests <= limits.requests
    assert sum(h.startswith("/n") for h in routes.hits) <= limits.requests


def test_a_script_that_never_ends_is_killed_at_the_time_cap(server: tuple[Routes, int]) -> None:
    routes, port = server
    routes["/page"] = (
        200,
        {"Content-Type": "text/html"},
        b"<html><body><p>Wait.</p><script>while (true) {}</script></body></html>",
    )
    url = f"http://localhost:{port}/page"
    limits = RenderLimits(seconds=6)
    with pytest.raises(SourceError) as caught:
        _reader(port, RenderMode.ALWAYS, limits).read_url(url)
    assert caught.value.code is ErrorCode.TIMEOUT
    assert "MAX_RENDER_SECONDS" in caught.value.message
    read = _reader(port, RenderMode.AUTO, limits).read_url(url)  # auto: the page as sent
    assert read.rendering is None
    assert any("was not rendered (timeout" in note for note in read.notes)


def test_no_browser_is_a_typed_error_or_with_auto_a_note(
    server: tuple[Routes, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    routes, port = server
    _shell(routes)
    monkeypatch.setenv("CITEPROOF_CHROMIUM", "/nonexistent/chromium")
    url = f"http://localhost:{port}/page"
    with pytest.raises(SourceError) as caught:
        _reader(port, RenderMode.ALWAYS).read_url(url)
    assert caught.value.code is ErrorCode.RENDER_UNAVAILABLE
    assert "citeproof[render]" in caught.value.message
    read = _reader(port, RenderMode.AUTO).read_url(url)
    assert any("render_unavailable" in note for note in read.notes)
