"""The web page, end to end in a real headless Chromium (Debian's, driven by Playwright).

Types a source, adds a genuine and an altered quote, checks, and asserts what is
highlighted and how each verdict is labelled; saves a screenshot as a test artifact.
"""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from citeproof.http import ServiceConfig

from ..http.conftest import RunningServer

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARTIFACTS = Path(__file__).parents[2] / "test-artifacts"
SOURCE = (
    "The committee said the “pilot” would run for six months — ending in March — before a "
    "review.\nThe primary group recorded 24 samples across three sessions."
)

if CHROMIUM is None and not os.environ.get("CI"):
    pytest.skip("Debian's chromium is not installed (.ci/run installs it)", allow_module_level=True)


@pytest.fixture(scope="module")
def page_url() -> Iterator[str]:
    with RunningServer(ServiceConfig(allow_urls=False)) as running:
        yield running.url + "/"


def test_highlights_and_labels_in_chromium(page_url: str) -> None:
    from playwright.sync_api import sync_playwright

    assert CHROMIUM is not None, "CI must install chromium"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"],
        )  # fmt: skip
        try:
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            page.goto(page_url)
            page.get_by_label("Source text").fill(SOURCE)
            page.get_by_label("Quotes, one per line").fill(
                'the "pilot" would run for six months - ending in March\n'
                "The primary group recorded 25 samples across three sessions"
            )
            page.get_by_role("button", name="Check").click()
            page.wait_for_selector("#verdicts > li")
            items = page.locator("#verdicts > li")
            assert items.count() == 2
            assert items.nth(0).get_attribute("data-classification") == "normalized"
            assert items.nth(0).locator(".label").text_content() == "✔ NORMALIZED"
            assert items.nth(1).get_attribute("data-classification") == "paraphrase"
            assert items.nth(1).locator(".label").text_content() == "✘ PARAPHRASE"
            assert "the quote says 25 where the source says 24" in items.nth(1).inner_text()
            good = page.locator("mark.normalized")
            assert good.count() == 1
            assert good.inner_text() == "the “pilot” would run for six months — ending in March"
            near = page.locator("mark.near-miss")
            assert near.inner_text().startswith("The primary group recorded 24 samples")
            assert "1 of 2 quotes confirmed" in page.locator("#status").inner_text()
            items.nth(1).focus()
            page.keyboard.press("Enter")
            assert page.locator("mark.current").inner_text().startswith("The primary group")
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "web-page.png"), full_page=True)
        finally:
            browser.close()


def test_a_dropped_pdf_is_read_and_highlighted(page_url: str) -> None:
    from importlib import resources

    from playwright.sync_api import sync_playwright

    pdf = resources.files("citeproof.conformance").joinpath("fixtures", "layout-v1.pdf")
    assert CHROMIUM is not None, "CI must install chromium"
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu", "--no-first-run"]
        )
        try:
            page = browser.new_page()
            page.goto(page_url)
            page.get_by_label("…or a file (.txt, .html, .pdf)").set_input_files(str(pdf))
            page.wait_for_function("document.getElementById('file-name').textContent !== ''")
            page.get_by_label("Quotes, one per line").fill("Treatment 42 7.5")
            page.get_by_role("button", name="Check").click()
            page.wait_for_selector("#verdicts > li")
            item = page.locator("#verdicts > li").first
            assert item.get_attribute("data-classification") == "verbatim"
            assert "page 2" in item.inner_text()
            assert page.locator("mark.verbatim").inner_text() == "Treatment 42 7.5"
            assert "Tabulated observations" in page.locator("#source").inner_text()
            # The page itself, drawn by the service, with the match highlighted.
            picture = page.locator("#pictures figure img")
            picture.wait_for()
            assert picture.count() == 1
            alt = picture.get_attribute("alt") or ""
            assert alt.startswith("Page 2 of layout-v1.pdf with quote 1 (VERBATIM, green)")
            assert page.locator("#pictures figcaption").inner_text().startswith("Page 2:")
            assert page.evaluate(
                "() => { const i = document.querySelector('#pictures img');"
                " return i.complete && i.naturalWidth === 918 && i.naturalHeight === 1188; }"
            )
            # Pixels inside the highlighted cell are green-tinted; the page around is white.
            inside, outside = page.evaluate(
                """() => {
                  const i = document.querySelector('#pictures img');
                  const c = document.createElement('canvas');
                  c.width = i.naturalWidth; c.height = i.naturalHeight;
                  const g = c.getContext('2d'); g.drawImage(i, 0, 0);
                  const at = (x, y) => Array.from(g.getImageData(x, y, 1, 1).data.slice(0, 3));
                  // 'Treatment' starts at x=72pt, baseline y=642pt: 1.5 px/pt, y from the top.
                  return [at(Math.round(73 * 1.5), Math.round((792 - 643) * 1.5)), at(600, 900)];
                }"""
            )
            assert outside == [255, 255, 255]
            assert inside[1] > inside[0], inside
            assert inside[1] > inside[2], inside
            page.locator("#verdicts > li").first.click()
            assert page.locator("#pictures figure.current").count() == 1
            ARTIFACTS.mkdir(exist_ok=True)
            page.screenshot(path=str(ARTIFACTS / "web-page-pdf.png"), full_page=True)
        finally:
            browser.close()
