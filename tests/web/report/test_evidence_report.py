"""The evidence report: one self-contained HTML file, escaped, deterministic, read in Chromium.

The structure is checked in Python; then the file is opened from disk in Debian's
Chromium (driven by Playwright): no request leaves the file, no script runs, the keyboard
reaches every quotation, the print sheet holds, and screenshots (screen, print, a PDF
page region) are saved in ``test-artifacts/`` to be looked at.
"""

from __future__ import annotations

import base64
import io
import re
import shutil
from collections.abc import Iterator
from dataclasses import replace
from importlib import resources
from pathlib import Path

import pytest

from citeproof.service import check
from citeproof.sources import Provenance, SourceRead, SourceReader
from citeproof.text import Stepover
from citeproof.web.report import EvidenceItem, evidence_items, render_evidence

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
ARTIFACTS = Path(__file__).parents[3] / "test-artifacts"
FIXTURE_PDF = Path(
    str(resources.files("citeproof.conformance").joinpath("fixtures", "layout-v1.pdf"))
)
EVIL = '<script>document.title="pwned"</script><img src=x onerror="document.title=1">'
SOURCE = (
    "The committee said the pilot would run for six months, ending in March, before a "
    "review. The primary group recorded 24 samples across three sessions. "
    f"A hostile line follows: {EVIL} and the report ends here."
)


def _reader() -> SourceReader:
    return SourceReader()


def _text_read(text: str = SOURCE, name: str = "minutes.txt") -> SourceRead:
    return _reader().read_text(text, name=name)


def _pdf_read() -> SourceRead:
    return _reader().read_file(FIXTURE_PDF)


def _items() -> list[EvidenceItem]:
    """A manuscript's worth: every kind of finding, a PDF, a fetched page, a hostile source."""
    pdf = _pdf_read()
    web = replace(
        _text_read(),
        origin="url",
        provenance=Provenance(
            requested_url="http://example.org/minutes",
            final_url="https://example.org/minutes?x=<b>",
            retrieved_at="2024-05-01T10:00:00.000Z",
            http_status=200,
        ),
    )
    items = evidence_items(
        check(pdf, ["Treatment 42 7.5", "The left column reports 25 samples."]),
        ["draft.md:3:1 [@fixture, p. 2]", "draft.md:5:9 [@fixture, p. 1]"],
    )
    web_items = evidence_items(
        check(web, ["[T]he committee said the pilot would run", f"recorded 24 samples {EVIL}"]),
        ["draft.md:7:2 [@minutes]", f"draft.md:8:1 {EVIL}"],
    )
    wrong_page = check(pdf, ["The control group contains 19 samples."]).results[0]
    return [
        *items,
        *web_items,
        EvidenceItem(
            "draft.md:9:4 [@fixture, p. 2]",
            "wrong_page",
            "cited to p. 2; it is on p. 1",
            wrong_page.finding.quote,
            wrong_page,
            pdf,
        ),
        EvidenceItem(
            "draft.md:11:1 [@nobody2021]",
            "no_source",
            "no file for nobody2021",
            "a quotation with nothing to check it against",
            None,
            None,
        ),
    ]


@pytest.fixture(scope="module")
def report() -> str:
    return render_evidence(_items(), title=f"Evidence for draft.md {EVIL}")


# -- the file -------------------------------------------------------------------------


def test_untrusted_text_is_escaped_everywhere(report: str) -> None:
    # The hostile string is in a source, a quote, an item title and the report title.
    assert "<script" not in report.lower()
    assert "onerror=" not in report.replace("onerror=&quot;", "")
    assert report.count("&lt;script&gt;") >= 4
    assert "https://example.org/minutes?x=&lt;b&gt;" in report


def test_self_contained(report: str) -> None:
    for attribute, value in re.findall(r'\b(src|href)="([^"]*)"', report):
        if attribute == "src":
            assert value.startswith("data:image/png;base64,"), value
        else:
            assert value.startswith(("#", "https://example.org/")), value
    assert "<link" not in report
    assert "@import" not in report
    assert "url(" not in report
    assert "default-src 'none'" in report  # and the browser is told to load nothing


def test_deterministic(report: str) -> None:
    assert render_evidence(_items(), title=f"Evidence for draft.md {EVIL}") == report


def test_verdicts_by_mark_and_label(report: str) -> None:
    toc = report[report.index('<nav id="contents"') : report.index("</nav>")]
    labels = re.findall(r'<span aria-hidden="true">(.)</span> ([A-Z ]+)</span>', toc)
    assert labels == [
        ("✔", "VERBATIM"), ("✘", "PARAPHRASE"), ("✔", "EDITORIAL"), ("✘", "PARAPHRASE"),
        ("✘", "WRONG PAGE"), ("✘", "NO SOURCE"),
    ]  # fmt: skip
    assert "(words: NORMALIZED)" in report or "(words: VERBATIM)" in report
    assert "6 quotations: 2 confirmed; 4 not: 2 paraphrase, 1 wrong page, 1 no source." in report


def test_the_diff_and_the_alterations(report: str) -> None:
    assert (
        'the quote says <del class="quote">25</del> where the source says '
        '<ins class="source">24</ins>'
    ) in report
    assert "case: the quote has &#x27;[T]&#x27; where the source has &#x27;T&#x27;" in report
    # A near miss's nearest passage is marked in its context, not colour alone (wavy); the
    # quote's full stop, which the source has there too, is the passage's.
    assert '<mark class="near">The left column reports 24 samples.</mark>' in report


def test_provenance_per_source(report: str) -> None:
    sources = report[report.index('<section id="sources"') :]
    assert sources.count('class="source-card"') == 2  # the PDF once, for three items
    assert "2024-05-01T10:00:00.000Z" in sources
    assert '<a href="https://example.org/minutes?x=&lt;b&gt;">' in sources
    assert "pdf_text_layer (application/pdf)" in sources
    pdf_sha = _pdf_read().document.sha256
    assert f'<code class="hash">{pdf_sha}</code>' in sources


def test_a_link_is_only_an_http_address() -> None:
    read = replace(_text_read(), provenance=Provenance("", "javascript:alert(1)", 200))
    page = render_evidence(evidence_items(check(read, ["the pilot would run for six months"])))
    assert 'href="javascript' not in page
    assert "javascript:alert(1)" in page  # shown as text


def _png_of(page: str) -> bytes:
    match = re.search(r'src="data:image/png;base64,([^"]+)"', page)
    assert match is not None
    return base64.b64decode(match.group(1))


def test_a_pdf_match_is_a_cropped_highlighted_region() -> None:
    from PIL import Image

    page = render_evidence(evidence_items(check(_pdf_read(), ["Treatment 42 7.5"])))
    image = Image.open(io.BytesIO(_png_of(page))).convert("RGB")
    # Scale 2: a 612 x 792 pt page is 1224 x 1584 px; the region keeps the width only.
    assert image.size[0] == 1224
    assert 80 < image.size[1] < 500
    pixels = list(image.get_flattened_data())
    green = sum(1 for r, g, b in pixels if g > r + 40 and g > b + 30)
    assert green > 500  # the highlighted cell
    # The band ends on blank rows: no line of text is cut at either edge.
    for y in (0, image.size[1] - 1):
        row = image.crop((0, y, image.size[0], y + 1)).convert("L").getextrema()
        assert row[1] - row[0] <= 12, (y, row)
    assert 'alt="Part of page 2 of layout-v1.pdf, with the quotation highlighted' in page


def test_a_turned_page_keeps_its_lines_whole() -> None:
    """A page with /Rotate 90 shows its lines running down: the region is a column band."""
    import pypdfium2 as pdfium
    from PIL import Image

    document = pdfium.PdfDocument(FIXTURE_PDF.read_bytes())
    document[1].set_rotation(90)
    turned = io.BytesIO()
    document.save(turned)
    document.close()
    read = _reader().read_upload(turned.getvalue(), "turned.pdf")
    page = render_evidence(evidence_items(check(read, ["Treatment 42 7.5"])))
    image = Image.open(io.BytesIO(_png_of(page))).convert("RGB")
    assert image.size[1] == 1224  # the page's width, now its height
    assert 80 < image.size[0] < 500
    pixels = list(image.get_flattened_data())
    assert sum(1 for r, g, b in pixels if g > r + 40 and g > b + 30) > 500


def test_a_stepped_over_footnote_is_struck_in_the_passage() -> None:
    text = "The vote was close.1 Footnote: see minutes. The board approved the plan."
    start = text.index("1 Footnote")
    document = replace(
        _text_read(text).document,
        stepovers=(
            Stepover(
                "footnote", start, start + len("1 Footnote: see minutes."), text[start : start + 24]
            ),
        ),
    )
    read = replace(_text_read(text), document=document)
    page = render_evidence(evidence_items(check(read, ["The vote was close. The board approved"])))
    assert '<del class="over" title="stepped over: footnote">1 Footnote: see minutes.</del>' in page
    assert "<h3>Stepped over</h3>" in page
    assert "footnote: <q>1 Footnote: see minutes.</q>" in page


def test_no_items_and_no_result() -> None:
    assert "No quotations were found." in render_evidence([])
    item = EvidenceItem("q", "unreadable_source", "the PDF is encrypted", "words", None, None)
    page = render_evidence([item])
    assert "✘</span> UNREADABLE SOURCE" in page
    assert "The cited source could not be read." in page
    assert 'id="sources"' not in page


def test_too_short_is_not_a_failure() -> None:
    result = check(_text_read(), ["the"]).results[0]
    item = EvidenceItem("q", "too_short", "too short", "the", result, _text_read())
    page = render_evidence([item])
    assert 'class="verdict neutral"' in page
    assert "TOO SHORT" in page
    assert "Too short to be evidence either way" in page


def test_a_real_pdf_with_a_footnote_and_a_page_break() -> None:
    """camlidl's manual (LaTeX): a quotation running across a footnote and a page break."""
    from ...realdocs._cache import fetch_member
    from ...realdocs.pdfs import CAMLIDL

    try:
        path = fetch_member(CAMLIDL, "usr/share/doc/camlidl/camlidl-1.04.doc.pdf")
    except (RuntimeError, FileNotFoundError, OSError) as error:
        pytest.skip(f"camlidl's manual is not at hand: {error}")
    read = _reader().read_file(path)
    quote = "9 | _} Literals. Integer literals, character literals and string literals"
    page = render_evidence(evidence_items(check(read, [quote]), ["manual.md:1:1 [@camlidl]"]))
    assert "✔</span> NORMALIZED" in page
    assert 'title="stepped over: footnote">2http://msdn.microsoft.com</del>' in page
    pictures = re.findall(
        r'<img src="data:image/png;base64,[^"]+" width="\d+" height="\d+" alt="([^"]+)"', page
    )
    assert [a.split(" of camlidl")[0] for a in pictures] == ["Part of page 2", "Part of page 3"]
    ARTIFACTS.mkdir(exist_ok=True)
    (ARTIFACTS / "evidence-report-camlidl.html").write_text(page, "utf-8")


# -- in Chromium ----------------------------------------------------------------------

needs_chromium = pytest.mark.skipif(
    CHROMIUM is None, reason="Debian's chromium is not installed (.ci/run installs it)"
)


@pytest.fixture(scope="module")
def browser() -> Iterator[object]:
    from playwright.sync_api import sync_playwright

    assert CHROMIUM is not None
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


@pytest.fixture(scope="module")
def report_file(report: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / "evidence-report.html"
    path.write_text(report, "utf-8")
    return path


@needs_chromium
def test_in_chromium_nothing_is_fetched_and_nothing_runs(
    browser: object, report_file: Path
) -> None:
    from playwright.sync_api import Browser

    assert isinstance(browser, Browser)
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    requests: list[str] = []
    dialogs: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(report_file.as_uri())
    page.wait_for_load_state("networkidle")
    assert [u for u in requests if not u.startswith(("file:", "data:"))] == []
    assert dialogs == []
    assert page.title() == f"Evidence for draft.md {EVIL}"
    assert page.evaluate("document.querySelectorAll('script, iframe, object, embed').length") == 0
    # The hostile <img> is text: the only images are the page pictures, all decoded.
    assert page.evaluate(
        "Array.from(document.images).every(i => i.src.startsWith('data:image/png') "
        "&& i.complete && i.naturalWidth > 0)"
    )
    assert page.locator("img").count() == 3
    page.close()


@needs_chromium
def test_in_chromium_the_keyboard_reaches_every_quotation(
    browser: object, report_file: Path
) -> None:
    from playwright.sync_api import Browser

    assert isinstance(browser, Browser)
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    page.goto(report_file.as_uri())
    page.keyboard.press("Tab")
    skip = page.evaluate("document.activeElement.textContent")
    assert skip == "Skip to the quotations"
    assert page.evaluate("document.activeElement.getBoundingClientRect().top") >= 0  # shown
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "items"
    articles = page.locator("article.item")
    assert articles.count() == 6
    for n in range(1, 7):
        # From the contents: Tab to the n-th link, Enter moves focus to its quotation.
        page.locator("#contents").focus()
        for _ in range(n):
            page.keyboard.press("Tab")
        link = page.evaluate("document.activeElement.getAttribute('href')")
        assert link == f"#q{n}"
        page.keyboard.press("Enter")
        assert page.evaluate("document.activeElement.id") == f"q{n}"
        assert page.evaluate(
            "(() => { const r = document.activeElement.getBoundingClientRect();"
            " return r.top >= -1 && r.top < innerHeight; })()"
        )
        # Its heading gives the verdict in words, as a screen reader announces it.
        name = page.locator(f"#q{n}-h").inner_text()
        assert re.match(rf"{n}\. [✔✘] [A-Z ]+ (\(words: [A-Z]+\) )?draft\.md:", name), name
    # In a quotation, Tab goes on to its links, one of them back to the contents.
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.getAttribute('href')") == "#contents"
    page.keyboard.press("Enter")
    assert page.evaluate("document.activeElement.id") == "contents"
    page.close()


@needs_chromium
def test_in_chromium_screen_and_print(browser: object, report_file: Path) -> None:
    from playwright.sync_api import Browser

    assert isinstance(browser, Browser)
    page = browser.new_page(viewport={"width": 1200, "height": 900})
    page.goto(report_file.as_uri())
    page.screenshot(path=str(ARTIFACTS / "evidence-report-screen.png"), full_page=True)
    # A PDF page region beside its quotation.
    page.locator("#q2").screenshot(path=str(ARTIFACTS / "evidence-report-pdf-region.png"))
    mark = "getComputedStyle(document.querySelector('mark.match'))"
    assert page.evaluate(f"{mark}.textDecorationLine") == "underline"
    page.emulate_media(media="print")
    styles = page.evaluate(
        """() => {
          const style = (s, p) => getComputedStyle(document.querySelector(s), p);
          return {
            breakBefore: style('#q2').breakBefore,
            markBackground: style('mark.match').backgroundColor,
            markUnderline: style('mark.match').textDecorationLine,
            verdictBackground: style('.verdict.fail').backgroundColor,
            skip: style('.skip').display,
            url: style('#sources a[href^="https"]', '::after').content,
          };
        }"""
    )
    assert styles == {
        "breakBefore": "page",
        "markBackground": "rgba(0, 0, 0, 0)",  # readable with backgrounds off
        "markUnderline": "underline",
        "verdictBackground": "rgba(0, 0, 0, 0)",
        "skip": "none",
        "url": '" <https://example.org/minutes?x=<b>>"',
    }
    page.screenshot(path=str(ARTIFACTS / "evidence-report-print.png"), full_page=True)
    pdf = page.pdf(format="A4")
    assert pdf.startswith(b"%PDF")
    (ARTIFACTS / "evidence-report-print.pdf").write_bytes(pdf)
    page.close()


def test_pages_are_named_as_printed_when_the_pdf_labels_them() -> None:
    from citeproof import PreparedSource, SourceDocument, SourceRead, locate
    from citeproof.web.report._view import _where

    text = "Front matter here.\nThe body says the budget passed on Tuesday.\n"
    starts = (0, 19)
    document = SourceDocument(
        text, "pdf_text_layer", 0, "", "application/pdf", "book.pdf",
        page_starts=starts, page_labels=("iv", "11"),
    )  # fmt: skip
    span = locate(PreparedSource(text, starts), ["the budget passed on Tuesday"])[0].spans[0]
    read = SourceRead(document, origin="file")
    assert _where(read, span).startswith("p. 11 (page 2 of the file), line 2")
    unlabelled = SourceRead(
        SourceDocument(text, "pdf_text_layer", 0, "", "", "b.pdf", page_starts=starts),
        origin="file",
    )
    assert _where(unlabelled, span) == span.where()
