"""The web page, end to end in a real headless Chromium (Debian's, driven by Playwright).

Each test types or drops a source and quotes as a user would, checks, and asserts what the
page shows: which source is checked, what is highlighted, how each verdict is labelled, where
focus and scroll go, what is exported and printed. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import json
import os
import shutil
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from citeproof.http import ServiceConfig

from ..http.conftest import RunningServer

if TYPE_CHECKING:
    from playwright.sync_api import Browser, FilePayload, Page, ViewportSize

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARTIFACTS = Path(__file__).parents[2] / "test-artifacts"
SOURCE = (
    "The committee said the “pilot” would run for six months — ending in March — before a "
    "review.\nThe primary group recorded 24 samples across three sessions."
)
OVERLAPPING = "The cat sat on the mat and the dog sat on the log today."

if CHROMIUM is None and not os.environ.get("CI"):
    pytest.skip("Debian's chromium is not installed (.ci/run installs it)", allow_module_level=True)


@pytest.fixture(scope="module")
def page_url() -> Iterator[str]:
    with RunningServer(ServiceConfig(allow_urls=False)) as running:
        yield running.url + "/"


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    from playwright.sync_api import sync_playwright

    assert CHROMIUM is not None, "CI must install chromium"
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(
            executable_path=CHROMIUM,
            args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                  "--disable-component-update", "--disable-sync", "--no-first-run"],
        )  # fmt: skip
        try:
            yield launched
        finally:
            launched.close()


def open_page(browser: Browser, url: str, width: int = 1280, height: int = 900) -> Page:
    viewport: ViewportSize = {"width": width, "height": height}
    context = browser.new_context(viewport=viewport, accept_downloads=True)
    page = context.new_page()
    page.goto(url)
    return page


def text_file(name: str, content: bytes) -> FilePayload:
    return {"name": name, "mimeType": "text/plain", "buffer": content}


def check(page: Page) -> None:
    page.get_by_role("button", name="Check", exact=True).click()
    page.wait_for_selector("#verdicts > li")


def screenshot(page: Page, name: str) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name), full_page=True)


def test_highlights_and_labels_in_chromium(browser: Browser, page_url: str) -> None:
    page = open_page(browser, page_url)
    page.get_by_label("Source text").fill(SOURCE)
    page.get_by_label("Quotes, one per line").fill(
        'the "pilot" would run for six months - ending in March\n'
        "The primary group recorded 25 samples across three sessions"
    )
    check(page)
    items = page.locator("#verdicts > li")
    assert items.count() == 2
    assert items.nth(0).get_attribute("data-classification") == "normalized"
    assert items.nth(0).locator(".label").text_content() == "✔ NORMALIZED"
    assert items.nth(1).get_attribute("data-classification") == "paraphrase"
    assert items.nth(1).locator(".label").text_content() == "✘ PARAPHRASE"
    assert "the quote says 25 where the source says 24" in items.nth(1).inner_text()
    good = page.locator("#source mark.normalized")
    assert good.count() == 1
    assert good.inner_text() == "the “pilot” would run for six months — ending in March"
    near = page.locator("#source mark.near-miss")
    assert near.inner_text().startswith("The primary group recorded 24 samples")
    assert "1 of 2 quotes confirmed" in page.locator("#status").inner_text()
    items.nth(1).focus()
    page.keyboard.press("Enter")
    assert page.locator("#source mark.current").inner_text().startswith("The primary group")
    # Keyboard: the focused highlight leads back to its verdict, arrows move between verdicts.
    assert page.evaluate("document.activeElement.id") == "quote-1"
    page.keyboard.press("Escape")
    assert page.evaluate("document.activeElement.id") == "verdict-1"
    page.keyboard.press("ArrowUp")
    assert page.evaluate("document.activeElement.id") == "verdict-0"
    screenshot(page, "web-page.png")


def test_a_dropped_pdf_is_read_and_highlighted(browser: Browser, page_url: str) -> None:
    from importlib import resources

    pdf = resources.files("citeproof.conformance").joinpath("fixtures", "layout-v1.pdf")
    page = open_page(browser, page_url, 1000, 900)
    page.get_by_label("…or a file (PDF, HTML, text, Word…)").set_input_files(str(pdf))
    assert "layout-v1.pdf" in page.locator("#current").inner_text()
    page.get_by_label("Quotes, one per line").fill("Treatment 42 7.5")
    check(page)
    item = page.locator("#verdicts > li").first
    assert item.get_attribute("data-classification") == "verbatim"
    assert "page 2" in item.inner_text()
    assert page.locator("#source mark.verbatim").inner_text() == "Treatment 42 7.5"
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
    screenshot(page, "web-page-pdf.png")


def posted_source(page: Page) -> dict[str, Any]:
    """Click Check and return the source object the page posted to /v1/locate."""
    with page.expect_request("**/v1/locate") as request:
        page.get_by_role("button", name="Check", exact=True).click()
    body = json.loads(request.value.post_data or "{}")
    page.wait_for_function("document.getElementById('status').textContent.startsWith('Checked')")
    source: dict[str, Any] = body["source"]
    return source


def test_the_last_source_given_is_the_one_checked(browser: Browser, page_url: str) -> None:
    page = open_page(browser, page_url)
    current = page.locator("#current")
    assert "none yet" in current.inner_text()
    page.get_by_label("Quotes, one per line").fill("the PRIMARY group recorded 24 samples")
    # A chosen file: shown with its name, kind and size.
    page.get_by_label("…or a file (PDF, HTML, text, Word…)").set_input_files(
        files=[text_file("notes.txt", b"Nothing to see here.")]
    )
    assert "the file notes.txt — plain text, 20 bytes" in current.inner_text()
    # Newly pasted text wins over the file, and the page says so.
    page.get_by_label("Source text").fill(SOURCE)
    assert current.get_attribute("data-kind") == "text"
    assert "the pasted text" in current.inner_text()
    assert "Not used: the file" in current.inner_text()
    assert posted_source(page) == {"text": SOURCE}
    assert "Checked the pasted text" in page.locator("#results-for").inner_text()
    first = page.locator("#verdicts > li").first
    assert first.get_attribute("data-classification") == "case-differs"
    # CASE DIFFERS is not explained as "tolerated: case".
    assert "tolerated: case" not in page.locator("#verdicts").inner_text()
    # A dropped file wins over the text, until the user types a URL.
    page.evaluate(
        """() => { const dt = new DataTransfer();
          dt.items.add(new File(['The primary group recorded 24 samples.'], 'dropped.txt',
                                {type: 'text/plain'}));
          document.body.dispatchEvent(new DragEvent('drop', {dataTransfer: dt, bubbles: true,
                                                             cancelable: true})); }"""
    )
    assert "the file dropped.txt — plain text, 38 bytes" in current.inner_text()
    source = posted_source(page)
    assert source["file"]["name"] == "dropped.txt"
    assert "Checked the file dropped.txt" in page.locator("#status").inner_text()
    page.get_by_label("…or the source's URL").fill("https://example.org/a")
    assert current.get_attribute("data-kind") == "url"
    # This service reads no URLs: the error names the URL as what was tried, old results go.
    page.get_by_role("button", name="Check", exact=True).click()
    page.wait_for_function("document.getElementById('status').textContent.startsWith('Error')")
    assert "the URL https://example.org/a" in page.locator("#status").inner_text()
    assert "source_kind_not_allowed" in page.locator("#status").inner_text()
    assert page.locator("#results").is_hidden()
    # Clearing goes back to the source given before; the file can be cleared too.
    page.get_by_role("button", name="Clear the URL").click()
    assert page.get_by_label("…or the source's URL").input_value() == ""
    assert current.get_attribute("data-kind") == "file"
    page.get_by_role("button", name="Check the pasted text instead").click()
    assert current.get_attribute("data-kind") == "text"
    page.get_by_role("button", name="Check the file instead").click()
    page.get_by_role("button", name="Clear the file").click()
    assert current.get_attribute("data-kind") == "text"
    assert "file" not in current.inner_text()
    assert posted_source(page) == {"text": SOURCE}


def test_overlapping_quotes_are_each_highlighted_and_reachable(
    browser: Browser, page_url: str
) -> None:
    page = open_page(browser, page_url)
    page.get_by_label("Source text").fill(OVERLAPPING)
    quotes = [
        "cat sat on the mat",  # shares "sat on the mat" with the next one
        "sat on the mat and the dog",
        "the mat and the dog",  # inside the one before
        "The cat sat on the mat and the dog sat on the log",  # around all of them
    ]
    page.get_by_label("Quotes, one per line").fill("\n".join(quotes))
    check(page)
    assert [
        page.locator("#verdicts > li").nth(i).get_attribute("data-classification") for i in range(4)
    ] == ["verbatim"] * 4
    for i, quote in enumerate(quotes):
        pieces = page.locator(f'#source mark[data-quote="{i}"]')
        assert pieces.count() >= 1
        # Each quote's pieces, in order, spell exactly its text: none lost to another.
        assert "".join(pieces.all_inner_texts()) == quote
        assert page.locator(f'#source mark[data-quote="{i}"][data-n="{i + 1}"]').count() == 1
    assert page.locator("#source mark mark mark").count() >= 1  # nested, three deep
    assert page.locator("#source").inner_text() == OVERLAPPING  # the source text unchanged
    for i in [2, 0, 3, 1]:
        page.locator(f"#verdict-{i}").focus()
        page.keyboard.press("Enter")
        assert page.evaluate("document.activeElement.id") == f"quote-{i}"
        current = page.locator("#source mark.current")
        assert {current.nth(k).get_attribute("data-quote") for k in range(current.count())} == {
            str(i)
        }
        assert "".join(current.all_inner_texts()) == quotes[i]
    # And back: clicking the inner highlight selects its verdict.
    page.locator('#source mark[data-n="3"]').click()
    assert page.evaluate("document.activeElement.id") == "verdict-2"
    screenshot(page, "web-page-overlaps.png")


def test_no_empty_panels_on_load(browser: Browser, page_url: str) -> None:
    page = open_page(browser, page_url)
    for selector in ["#results", "#pages", "#source", "#verdicts", "#pictures", "#warnings"]:
        assert page.locator(selector).is_hidden(), selector
    # Nothing visible on the page is an empty box.
    empty = page.evaluate(
        """() => Array.from(document.querySelectorAll('main *')).filter((e) => {
             const r = e.getBoundingClientRect();
             return r.width > 1 && r.height > 1 && e.textContent.trim() === ''
               && !['INPUT', 'TEXTAREA', 'BUTTON'].includes(e.tagName)
               && !e.querySelector('input, textarea, button');
           }).map((e) => e.id || e.tagName)"""
    )
    assert empty == []


LONG_URL = "https://example.org/" + "a-very-long-path-segment/" * 12 + "?q=" + "x" * 200
LONG_WORD = "Pneumonoultramicroscopicsilicovolcanoconiosis" * 6


def test_no_sideways_scroll_at_390_px_and_results_scrolled_into_view(
    browser: Browser, page_url: str
) -> None:
    from playwright.sync_api import expect

    page = open_page(browser, page_url, 390, 844)
    width = "document.documentElement.scrollWidth"
    assert page.evaluate(width) <= 390
    page.get_by_label("…or the source's URL").fill(LONG_URL)
    assert page.evaluate(width) <= 390
    page.get_by_label("…or a file (PDF, HTML, text, Word…)").set_input_files(
        files=[text_file("x" * 120 + ".txt", b"short")]
    )
    assert page.evaluate(width) <= 390
    source = f"{SOURCE}\n{LONG_URL}\n{LONG_WORD} and then the end of it.\n" + "Filler line.\n" * 30
    page.get_by_label("Source text").fill(source)
    page.get_by_label("Quotes, one per line").fill(
        f"{LONG_WORD} and then the end\n{LONG_URL}\nThe primary group recorded 25 samples"
    )
    check(page)
    assert page.locator("#verdicts > li").count() == 3
    assert page.locator("#verdicts > li").nth(0).get_attribute("data-classification") == "verbatim"
    # The results come into view (and take the focus) after the check.
    expect(page.locator("#results-heading")).to_be_in_viewport()
    expect(page.locator("#results-heading")).to_be_focused()
    page.wait_for_function(  # scrolled to the top of the window, not merely somewhere on it
        "Math.abs(document.getElementById('results').getBoundingClientRect().top) < 20"
    )
    assert page.evaluate("window.scrollY") > 900
    assert page.evaluate(width) <= 390
    page.locator("#verdict-1").focus()
    page.keyboard.press("Enter")
    expect(page.locator("#quote-1")).to_be_in_viewport()
    assert page.evaluate(width) <= 390
    screenshot(page, "web-page-390.png")


def test_export_json_and_printable_view(browser: Browser, page_url: str) -> None:
    page = open_page(browser, page_url)
    page.get_by_label("Source text").fill(SOURCE)
    page.get_by_label("Quotes, one per line").fill(
        "would run for six months\nThe primary group recorded 25 samples\nnever said at all here"
    )
    with page.expect_response("**/v1/locate") as response:
        check(page)
    served = response.value.body()
    with page.expect_download() as download:
        page.get_by_role("link", name="Download the results (JSON)").click()
    path = download.value.path()
    assert path is not None
    assert Path(path).read_bytes() == served  # exactly the /v1/locate response
    assert download.value.suggested_filename.startswith("citeproof-")
    # The same request made directly gives the same findings.
    request = urllib.request.Request(
        page_url + "v1/locate",
        data=json.dumps({"source": {"text": SOURCE}, "quotes": [
            "would run for six months", "The primary group recorded 25 samples",
            "never said at all here"], "include_text": True}).encode(),
        headers={"Content-Type": "application/json"},
    )  # fmt: skip
    with urllib.request.urlopen(request, timeout=10) as direct:
        assert json.loads(direct.read())["results"] == json.loads(served)["results"]
    # Print: the button opens the browser's print dialog.
    page.evaluate("() => { window.printed = 0; window.print = () => { window.printed += 1; }; }")
    page.get_by_role("button", name="Print the results").click()
    assert page.evaluate("window.printed") == 1
    # The printed sheet: the report without the form; labels, marks and numbers, not colour.
    page.emulate_media(media="print")
    assert page.locator("form").is_hidden()
    assert page.locator(".export").is_hidden()
    assert page.locator("#printed-at").is_visible()
    labels = page.locator("#verdicts .label").all_inner_texts()
    assert labels == ["✔ VERBATIM", "✘ PARAPHRASE", "✘ NOT PRESENT"]
    assert page.locator("#verdicts .context").first.is_visible()
    # An absent quote gets no word diff against an unrelated passage, only where that is.
    absent = page.locator("#verdict-2")
    assert absent.locator(".diff").count() == 0
    assert "not in the source; the passage sharing most words" in absent.inner_text()
    # Verdicts come first on paper, the source after them.
    above = page.evaluate(
        "document.getElementById('verdicts-box').getBoundingClientRect().top"
        " < document.getElementById('source-box').getBoundingClientRect().top"
    )
    assert above
    styles = page.evaluate(
        """() => ['verbatim', 'near-miss'].map((c) => {
             const m = document.querySelector('#source mark.' + c);
             return [getComputedStyle(m).borderBottomStyle,
                     getComputedStyle(m, '::before').content];
           })"""
    )
    assert styles == [["solid", '"1"'], ["dotted", '"2"']]
    screenshot(page, "web-page-print.png")
    page.emulate_media(media="screen")
    assert page.locator("form").is_visible()
