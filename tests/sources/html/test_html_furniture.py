"""HTML furniture that pages mark with plain divs: one small drawn page per rule.

Each page has an article long enough to be chosen as the main content; the furniture is
put inside (or next to) it. The article's text stays exactly as written; the furniture's
text is kept apart in ``SourceDocument.furniture``.
"""

from __future__ import annotations

from citeproof.sources import SourceDocument, extract

PROSE = (
    "<p>The council met on Tuesday, after a long delay, to settle the budget for the "
    "coming year, which had been argued over since spring.</p>"
    "<p>Members agreed, with two abstaining, that the library would stay open on "
    "Sundays, and that the pool would close for repairs in winter.</p>"
    "<p>The mayor said the decision was overdue, and thanked the residents who had "
    "written in, many of them more than once, about the opening hours.</p>"
)


def read(body: str) -> SourceDocument:
    html = f"<html><head><title>T</title></head><body>{body}</body></html>"
    return extract(html.encode(), "text/html; charset=utf-8", "page.html")


def in_article(inner: str, after: str = "") -> SourceDocument:
    return read(f"<div class='story'>{PROSE}{inner}</div>{after}")


def assert_furniture(document: SourceDocument, line: str) -> None:
    assert line not in document.text
    assert line in document.furniture
    assert "The council met on Tuesday" in document.text


def test_comment_section_inside_the_article_is_furniture() -> None:
    document = in_article(
        "<div id='comments'><h3>3 Responses</h3><ol class='commentlist'><li><p>Great "
        "piece, I fully agree with the mayor about the opening hours.</p></li></ol></div>"
    )
    assert_furniture(document, "Great piece, I fully agree with the mayor")
    assert "3 Responses" in document.furniture


def test_link_dense_related_list_is_furniture_a_paragraph_with_links_is_not() -> None:
    document = in_article(
        "<p>The full minutes are on <a href='/m'>the council's site</a>, and the "
        "<a href='/b'>budget itself</a> is published as a spreadsheet for anyone.</p>"
        "<h4>Editors' picks</h4><ul><li><a href='/1'>Pool repairs begin next month</a>"
        "</li><li><a href='/2'>Library hours: what changes</a></li>"
        "<li><a href='/3'>Mayor defends the budget</a></li></ul>"
    )
    assert_furniture(document, "Pool repairs begin next month")
    assert "The full minutes are on the council's site, and the budget itself" in document.text


def test_newsletter_share_and_author_boxes_are_furniture() -> None:
    for box, line in [
        ("<div class='newsletter-signup'><p>Get our morning briefing.</p></div>",
         "Get our morning briefing."),
        ("<div class='share-bar'><span>Share on Facebook</span></div>", "Share on Facebook"),
        ("<div class='author-bio'><p>Jane Roe covers the council.</p></div>",
         "Jane Roe covers the council."),
        ("<div class='relatedPosts'><p>More from the town hall this week.</p></div>",
         "More from the town hall this week."),
    ]:  # fmt: skip
        assert_furniture(in_article(box), line)


def test_short_boilerplate_lines_are_furniture() -> None:
    for line in [
        "© 2024 The Town Gazette. All rights reserved.",
        "Share this article:",
        "Leave a Reply",
        "Tags: budget, library",
    ]:
        assert_furniture(in_article(f"<div>{line}</div>"), line)


def test_forms_and_the_articles_own_footer_are_furniture_its_header_is_not() -> None:
    document = read(
        f"<article><header><p>By Jane Roe, 3 March</p></header>{PROSE}"
        "<footer><p>Filed in local politics</p></footer>"
        "<form><p>Your email address will be kept private.</p></form></article>"
    )
    assert document.text.startswith("By Jane Roe, 3 March")
    assert_furniture(document, "Filed in local politics")
    assert "Your email address will be kept private." in document.furniture


def test_quotes_lists_and_tables_with_prose_stay_in_the_article() -> None:
    document = in_article(
        "<blockquote><p>We have waited long enough for this, and so have the "
        "children who use the library after school.</p></blockquote>"
        "<ul><li>The library opens on Sundays from May.</li>"
        "<li>The pool closes from December to February.</li></ul>"
    )
    assert "We have waited long enough for this" in document.text
    assert "The pool closes from December to February." in document.text


def test_a_block_hinted_as_ads_that_holds_the_text_stays() -> None:
    document = read(
        f"<div class='story'>{PROSE}<section class='story__section--ads'>{PROSE}</section></div>"
    )
    assert document.text.count("The council met on Tuesday") == 2


def test_headings_are_not_judged_by_their_anchor_ids() -> None:
    document = in_article("<h3 id='nav_the_vote'>The vote</h3><p>It was close.</p>")
    assert "The vote\n\nIt was close." in document.text


def test_text_either_side_of_a_removed_block_does_not_run_together() -> None:
    document = in_article("<div>Before the box<div class='share'>Share</div>after the box</div>")
    assert "Before the box\n\nafter the box" in document.text


def test_an_aside_around_the_article_is_not_furniture() -> None:
    document = read(f"<main><aside class='content'><section>{PROSE}</section></aside></main>")
    assert document.text.startswith("The council met on Tuesday")


def test_a_lede_in_a_sibling_div_joins_the_article() -> None:
    document = read(
        "<div class='wrap'><div class='lede'>After months of argument, the town has a "
        "budget at last; the library wins its Sundays, and the pool will have to wait.</div>"
        f"<div class='body'>{PROSE}</div>"
        "</div><div class='sidebar'><a href='/x'>Weather</a> <a href='/y'>Sport</a></div>"
    )
    assert document.text.startswith("After months of argument, the town has a budget")
    assert "Weather" in document.furniture


def test_the_first_of_several_articles_from_one_template_is_the_page() -> None:
    first = PROSE * 3
    other = first.replace("council", "committee").replace("Tuesday", "Friday")
    document = read(
        f"<div class='item'><div class='item__body'>{first}</div></div>"
        f"<div class='item'><div class='item__body'>{other}{other}</div></div>"
    )
    assert document.text.startswith("The council met on Tuesday")
    assert "The committee met on Friday" in document.furniture


def test_custom_elements_are_blocks() -> None:
    document = in_article("<x-box>First</x-box><x-box>Second</x-box>")
    assert "First\n\nSecond" in document.text


def test_each_kind_of_marked_furniture_is_named() -> None:
    """A quote found only in the furniture is told where: the marked element's kind."""
    from citeproof.service import check
    from citeproof.sources import SourceRead
    from citeproof.text import FurnitureKind

    document = read(
        "<header><p>The Riverside Chronicle, news of the valley since 1901</p></header>"
        "<nav><a href='/a'>Council and budget archive</a> <a href='/b'>Sports</a></nav>"
        f"<main><article>{PROSE}</article></main>"
        "<aside><p>Readers also liked a story about the new footbridge plans</p></aside>"
        "<footer><p>All rights reserved by the valley publishing cooperative</p></footer>"
    )
    found = {
        quote: document.furniture_kind(document.furniture.index(quote))
        for quote in (
            "news of the valley since 1901",
            "Council and budget archive",
            "a story about the new footbridge plans",
            "the valley publishing cooperative",
        )
    }
    assert list(found.values()) == [
        FurnitureKind.HEADER,
        FurnitureKind.NAVIGATION,
        FurnitureKind.SIDEBAR,
        FurnitureKind.FOOTER,
    ]
    report = check(
        SourceRead(document=document, origin="file"), ["a story about the new footbridge plans"]
    )
    (result,) = report.results
    assert (result.finding.verdict.value, result.finding.furniture_kind) == (
        "furniture",
        FurnitureKind.SIDEBAR,
    )
