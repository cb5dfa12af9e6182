"""The oracle for HTML that is not our rules (issue 20): what Chromium shows a reader.

Each page is opened in Debian's ``chromium`` through Playwright, headless, with
JavaScript disabled and every request but the page itself aborted (no style sheet, no
image, no font, nothing from the network), ``noscript`` removed (with JavaScript off
Chromium shows it; a reader's browser runs scripts and does not), and three readings
are taken from the rendered DOM:

- ``text``: ``document.body.innerText``, the text a person can select on the page;
- ``furniture``: the ``innerText`` of each marked furniture element (``nav``, ``menu``,
  the page's own ``aside``, ``header`` and ``footer``, and the ARIA roles navigation,
  complementary, menu, menubar, search, banner and contentinfo), outermost ones only;
- ``content``: ``document.body.innerText`` again with those elements hidden.

The markup decides what is furniture here, as the page's author marked it; nothing of
citeproof's reading is used. The readings are cached on disk in the realdocs cache,
keyed by the page's sha256 (and :data:`VERSION`), so a second run does not render again;
all pages of a run are rendered in one browser.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import tempfile
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ._cache import cache_dir, write_whole

__all__ = ["CHROMIUM", "VERSION", "Rendered", "chromium", "render"]

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
#: Chromium's flags for a headless run on a closed network: no sandbox (run as root), no
#: GPU, none of its own connections (refused here, many at a time, and slow to fail).
LAUNCH_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]  # fmt: skip
#: Bumped when what is read from the browser changes (the cache key's second half).
#: 3: an ``aside`` is furniture only where it is a page's complementary landmark (below).
VERSION = "3"

#: Marked furniture, as the page marks it, by the role HTML-AAM maps each element to: a
#: header or footer inside an article, aside, nav, section or main is that part's own (no
#: banner or contentinfo); an ``aside`` is the page's complementary landmark only when it
#: is scoped to the body or ``main``, or has an accessible name, and inside an article,
#: aside, nav or section without a name it is a generic part of that section (a DocBook or
#: docutils sidebar box among a section's paragraphs, a footnote) — and an element's own
#: ``role`` is its role (``<aside class="footnote" role="note">`` is a note). Version 2
#: counted every ``aside`` as furniture, so a sidebar in a section's flow, which a reader
#: reads with the section, was a navigation line.
_MARKED = (
    "nav, aside, menu, [role=navigation], [role=complementary], [role=menu], "
    "[role=menubar], [role=search], [role=banner], [role=contentinfo], header, footer"
)
_READ = r"""
(marked) => {
  for (const e of document.querySelectorAll("noscript")) e.remove();
  const text = document.body ? document.body.innerText : "";
  const roles = ["navigation", "complementary", "menu", "menubar", "search", "banner",
                 "contentinfo"];
  const role = (e) => (e.getAttribute("role") || "").trim().toLowerCase().split(/\s+/)[0];
  const named = (e) => ["aria-label", "aria-labelledby", "title"].some((a) => e.hasAttribute(a));
  const page = (e) => {
    if (["HEADER", "FOOTER"].includes(e.tagName))
      return e.getAttribute("role")
        || !e.parentElement.closest("article, aside, nav, section, main");
    if (e.tagName === "ASIDE") {
      if (role(e)) return roles.includes(role(e));  // its own role (a footnote's "note")
      return named(e) || !e.parentElement.closest("article, aside, nav, section");
    }
    return true;
  };
  const found = Array.from(document.querySelectorAll(marked)).filter(page);
  const outer = found.filter((e) => !found.some((o) => o !== e && o.contains(e)));
  const furniture = outer.map((e) => e.innerText).filter((t) => t.trim());
  for (const e of outer) e.style.setProperty("display", "none", "important");
  const content = document.body ? document.body.innerText : "";
  return {text, furniture, content};
}
"""


@dataclass(frozen=True)
class Rendered:
    """One page as Chromium shows it (see the module's docstring)."""

    text: str
    content: str
    furniture: tuple[str, ...]


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _cached(sha256: str) -> Path:
    folder = cache_dir() / "chromium-innertext"
    folder.mkdir(parents=True, exist_ok=True)
    return folder / f"{sha256}-v{VERSION}.json"


def _load(entry: Path) -> Rendered:
    data = json.loads(entry.read_text("utf-8"))
    return Rendered(data["text"], data["content"], tuple(data["furniture"]))


def render(paths: Sequence[Path], timeout_ms: int = 30_000) -> list[Rendered]:
    """Each page of ``paths`` as Chromium shows it, from the cache where it has been
    rendered before; the others are rendered in one browser (launched only if needed)."""
    keys = [_sha256(path) for path in paths]
    out: dict[int, Rendered] = {
        i: _load(_cached(key)) for i, key in enumerate(keys) if _cached(key).exists()
    }
    todo = [i for i in range(len(paths)) if i not in out]
    if todo:
        for i, rendered in zip(todo, _render([paths[i] for i in todo], timeout_ms), strict=True):
            entry = _cached(keys[i])
            write_whole(
                entry,
                json.dumps({
                    "text": rendered.text, "content": rendered.content,
                    "furniture": list(rendered.furniture),
                }, ensure_ascii=False),
            )  # fmt: skip
            out[i] = rendered
    return [out[i] for i in range(len(paths))]


@contextmanager
def chromium(prefix: str, **options: Any) -> Iterator[Any]:
    """A context of Debian's chromium through Playwright, headless with
    :data:`LAUNCH_ARGS`, in a profile of its own (a temporary folder named ``prefix``…),
    closed after; ``options`` go to ``launch_persistent_context``."""
    from playwright.sync_api import sync_playwright

    if CHROMIUM is None:
        raise RuntimeError("reading pages in a browser needs Debian's chromium")
    with (
        tempfile.TemporaryDirectory(prefix=prefix) as profile,
        sync_playwright() as playwright,
    ):
        context = playwright.chromium.launch_persistent_context(
            profile, executable_path=CHROMIUM, headless=True, args=LAUNCH_ARGS, **options
        )
        try:
            yield context
        finally:
            context.close()


def _render(paths: Sequence[Path], timeout_ms: int) -> list[Rendered]:
    from playwright.sync_api import Route

    out = []
    with chromium("citeproof-oracle-", java_script_enabled=False) as context:
        allowed = {"url": ""}

        def only_the_page(route: Route) -> None:
            if route.request.url == allowed["url"]:
                route.continue_()
            else:
                route.abort()

        context.route("**/*", only_the_page)
        page = context.new_page()
        for path in paths:
            allowed["url"] = path.absolute().as_uri()
            page.goto(allowed["url"], wait_until="load", timeout=timeout_ms)
            read = page.evaluate(_READ, _MARKED)
            out.append(Rendered(read["text"], read["content"], tuple(read["furniture"])))
    return out
