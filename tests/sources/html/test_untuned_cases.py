# ruff: noqa: E501  (pages of HTML, a tag sequence a line)
"""Pages nobody tuned the reading for (issue 20): small hand-made cases of each example.

Each page is made here in the shape its generator writes (LaTeX2HTML, DocBook, texinfo,
an API page, a theme's template) and checked the way ``citeproof check`` would: genuine
sentences confirmed, navigation not, and a quote of one passage never reported as a
paraphrase of another because the first was thrown away.
"""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from citeproof.match import Verdict
from citeproof.service import check
from citeproof.sources import SourceDocument, SourceRead, extract
from citeproof.text import FurnitureKind


def read(body: str, head: str = "<title>T</title>") -> SourceDocument:
    page = (
        f"<!DOCTYPE html><html><head><meta charset='utf-8'>{head}</head><body>{body}</body></html>"
    )
    return extract(page.encode("utf-8"), "text/html", "page.html")


def verdicts(document: SourceDocument, quotes: list[str]) -> list[Verdict]:
    report = check(SourceRead(document=document, origin="file"), quotes)
    return [finding.verdict for finding in report.findings]


def confirmed(document: SourceDocument, quotes: list[str]) -> list[bool]:
    report = check(SourceRead(document=document, origin="file"), quotes)
    return [finding.confirmed for finding in report.findings]


LATEX2HTML_NAVIGATION = (
    "<!--Navigation Panel--><a name='tex2html1' href='node4.html'><img alt='next' src='n.png'></a>"
    "<a href='node2.html'><img alt='up' src='u.png'></a>"
    "<br><b> Next:</b> <a href='node4.html'>Seeking-assistance</a>"
    " <b> Up:</b> <a href='node2.html'>Introduction</a>"
    " <b> Previous:</b> <a href='node2.html'>Introduction</a><br><br>"
)


def test_latex2html_first_paragraph_is_text() -> None:
    """gnuplot-doc's node3.html: the paragraphs stand straight in <body> after the panel."""
    first = "The source code is copyrighted but freely distributed (i.e., you don't have to pay for it)."
    document = read(
        LATEX2HTML_NAVIGATION
        + "<h2><a name='SECTION00310000000000000000'>Copyright</a></h2>"
        + f"<p>{first} It can be modified and redistributed under the terms in the file.</p>"
        + "<p>The second paragraph says what the license asks of those who change it, "
        "and where the list of authors is kept; it is long enough to be an article.</p>"
        + "<p>A third paragraph, with commas, clauses, and more words, so that the page "
        "reads as the running prose of a manual and not as a list of links.</p>"
        + "<hr>" + LATEX2HTML_NAVIGATION
    )  # fmt: skip
    assert confirmed(document, [first]) == [True]
    assert "Seeking-assistance" not in document.text


def _docbook(sections: list[tuple[str, str]]) -> str:
    """A DocBook chunk: navheader table, a chapter of sections, each opened by a named
    anchor written ``<a name=…/>`` (left open by an HTML parser), navfooter."""
    out = [
        "<div class='navheader'><table width='100%'><tr><td><a accesskey='p' href='a.html'>"
        "Prev</a></td><td>Chapter 2</td><td><a accesskey='n' href='b.html'>Next</a></td></tr>"
        "</table><hr></div><div class='chapter'><div class='titlepage'><h2 class='title'>"
        "<a name='ch'/>Chapter 2. History</h2></div>"
    ]
    for name, prose in sections:
        out.append(
            f"<div class='section'><div class='titlepage'><h3 class='title'><a name='{name}'/>"
            f"{name}</h3></div>{prose}</div>"
        )
    out.append(
        "</div><div class='navfooter'><hr><a href='a.html'>Prev</a> <a href='b.html'>Next</a></div>"
    )
    return "".join(out)


def test_every_section_of_a_docbook_chapter_is_text() -> None:
    """The KDE case: a later release's line was thrown away with its section, and a quote
    of it was reported as a paraphrase of the earlier release's line."""
    earlier = "KDE Plasma Workspaces and KDE Applications 4.8"
    later = "KDE Plasma Workspaces and KDE Applications 5.14"
    long = (
        "<p>Wheezy, released in 2013, shipped with a graphical desktop that many users "
        "of the distribution chose, and with thousands of other packages, among them:</p>"
        f"<ul><li><p>{earlier}</p></li><li><p>GNOME 3.4</p></li></ul>"
        "<p>It was supported for five years, which is the longest any release had been, "
        "thanks to the long term support team, which began its work with it.</p>" * 3
    )
    short = (
        "<p>Buster, released in 2019, came with newer versions of everything:</p>"
        f"<ul><li><p>{later}</p></li><li><p>GNOME 3.30</p></li></ul>"
    )
    document = read(_docbook([("wheezy", long), ("buster", short)]))
    assert verdicts(document, [later]) != [Verdict.PARAPHRASE]
    assert confirmed(document, [later, earlier]) == [True, True]


def test_footnotes_and_table_cells_are_text() -> None:
    footnote = "The name was chosen by a vote of the developers in the summer of 1996."
    cell = "Frozen for eight months before the release"
    body = (
        "<p>Every release of the distribution is named after a character of a film, and "
        "the names were chosen early on, as the first releases were made<sup>[<a "
        "href='#ftn.1' name='1'>1</a>]</sup>.</p>" * 4
        + "<div class='table'><table border='1'><tr><th>Release</th><th>Freeze</th></tr>"
        f"<tr><td>Bo</td><td>{cell}</td></tr><tr><td>Hamm</td><td>Six months</td></tr></table></div>"
        + f"<div class='footnotes'><hr><div class='footnote'><p><sup>[<a href='#1'>1</a>]</sup> {footnote}</p></div></div>"
    )  # fmt: skip
    document = read(_docbook([("names", body)]))
    assert confirmed(document, [footnote, cell]) == [True, True]


def test_sections_in_korean_japanese_and_russian_are_text() -> None:
    english = (
        "<p>This chapter is translated into several languages, and each translation "
        "keeps the structure of the original, with the same sections and notes.</p>" * 5
    )
    korean = "<p>이 장은 여러 언어로 번역되어 있으며 각 번역은 원문의 구조를 그대로 유지합니다.</p>"
    japanese = "<p>この章はいくつかの言語に翻訳されており、各翻訳は原文の構成を保っています。</p>"
    russian = "<p>Эта глава переведена на несколько языков, и каждый перевод сохраняет структуру оригинала.</p>"
    document = read(_docbook([("en", english), ("ko", korean), ("ja", japanese), ("ru", russian)]))
    quotes = [
        "이 장은 여러 언어로 번역되어 있으며 각 번역은 원문의 구조를 그대로 유지합니다.",
        "この章はいくつかの言語に翻訳されており、各翻訳は原文の構成を保っています。",
        "Эта глава переведена на несколько языков, и каждый перевод сохраняет структуру оригинала.",
    ]
    assert confirmed(document, quotes) == [True, True, True]


def test_navigation_of_a_docbook_chunk_is_not_confirmed_as_text() -> None:
    document = read(
        "<div class='navheader'><table><tr><td><a href='a.html'>Prev</a></td></tr></table></div>"
        "<nav><ul><li><a href='c1.html'>Chapter 1. Installing the system</a></li>"
        "<li><a href='c2.html'>Chapter 2. Configuring the network</a></li></ul></nav>"
        + _docbook([("s", "<p>Some running prose of the chapter, long enough to be read.</p>" * 6)])
    )
    assert confirmed(document, ["Chapter 2. Configuring the network"]) == [False]
    assert verdicts(document, ["Chapter 2. Configuring the network"]) == [Verdict.FURNITURE]


def test_a_page_that_is_all_navigation_has_no_text() -> None:
    """A theme's breadcrumbs template: one role=navigation element and nothing else."""
    document = read(
        "<div role='navigation' aria-label='breadcrumbs navigation'><ul>"
        "<li><a href='/'>Docs</a> &raquo;</li><li><a href='/user-guide/'>User Guide</a> &raquo;</li>"
        "<li>Configuring the theme of the documentation site</li></ul></div>"
    )
    assert confirmed(document, ["Configuring the theme of the documentation site"]) == [False]


def test_a_sentence_of_prose_is_not_furniture_for_its_words() -> None:
    """The phrase list decides short lines only: a sentence that mentions cookies,
    copyright or a newsletter is the page's text."""
    sentence = "Read more about how the newsletter is made and who holds the copyright of it."
    document = read(
        "<article><p>The article starts with a paragraph of prose, long enough to be the "
        f"text of the page, with commas, clauses, and more.</p><div>{sentence}</div>"
        "<div>Share this article:</div></article>"
    )
    assert confirmed(document, [sentence]) == [True]
    assert "Share this article:" in document.furniture


def test_a_named_anchor_is_not_a_link() -> None:
    """``<a name=…>`` around a whole section (an unclosed XHTML anchor) is no link block."""
    prose = "The section text follows its title, and it reads as running prose of a manual."
    document = read(
        "<div class='chapter'><div class='section'><h2><a name='x'>Title</h2>"
        f"<div class='itemizedlist'><ul><li><p>{prose}</p></li><li><p>{prose.upper()}</p></li>"
        "</ul></div></a></div>"
        + "<div class='section'><p>Another section of prose with commas, clauses, and more words.</p></div>" * 4
        + "</div>"
    )  # fmt: skip
    assert confirmed(document, [prose]) == [True]


def test_long_sections_of_one_titled_chapter_are_not_a_stream_of_articles() -> None:
    """Two long sections with one class under a chapter's title are one document (a page
    of several articles from one template has no title of its own above them)."""
    first = "The first section tells how the project began, and who was there at the start. " * 14
    second = "The second section tells how it grew, and which releases followed the first. " * 14
    document = read(_docbook([("begin", f"<p>{first}</p>"), ("grow", f"<p>{second}</p>")]))
    assert confirmed(document, [first.split(". ")[0] + ".", second.split(". ")[0] + "."]) == [
        True,
        True,
    ]


_SHAPES = (
    "<p>{}</p>",
    "<div>{}</div>",
    "<ul><li>{}</li></ul>",
    "<nav><a href='/x'>{}</a></nav>",
    "<a href='/y'>{}</a>",
    "{}<br>",
    "<div class='section'><a name='n'>{}</a></div>",
    "<div class='footer'>{}</div>",
    "<table><tr><td>{}</td></tr></table>",
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.integers(0, len(_SHAPES) - 1), st.integers(1, 12)), max_size=25))
def test_every_word_is_read_once_as_text_or_furniture(blocks: list[tuple[int, int]]) -> None:
    """Whatever the rules decide, no word of the page is lost or read twice: each is in
    the text or in the furniture, once (words are unique: ``w0``, ``w1``, …)."""
    counter = iter(range(10_000))
    parts, words = [], []
    for shape, length in blocks:
        run = [f"w{next(counter)}" for _ in range(length)]
        words += run
        parts.append(_SHAPES[shape].format(" ".join(run)))
    document = read("".join(parts))
    seen = re.findall(r"w\d+", document.text) + re.findall(r"w\d+", document.furniture)
    assert sorted(seen) == sorted(words)


def test_a_disclaimer_section_beside_a_long_section_with_subsections_is_text() -> None:
    """debian-reference's preface: a short section whose open anchor's id is its title
    (``_disclaimer``), beside a long section holding a long subsection of the same class
    (one document, not two articles of a stream)."""
    disclaimer = (
        "The Debian system itself is a moving target, and so is this document of it, which "
        "is why it is best read as a starting point."
    )
    inner = "The subsection explains, in detail, one convention of the book, with examples. " * 15
    outer = f"<p>{'The section introduces the conventions of the book one by one. ' * 18}</p>"
    document = read(
        "<div class='preface'><div class='titlepage'><h1>Preface</h1></div>"
        f"<div class='section'><h2><a id='_disclaimer'>Disclaimer</h2><p>{disclaimer}</p></a></div>"
        f"<div class='section'>{outer}<div class='section'><p>{inner}</p></div></div></div>"
    )
    assert confirmed(document, [disclaimer]) == [True]


def test_a_contents_page_is_its_contents() -> None:
    """texinfo's ``gettext_toc.html``: a row of navigation buttons, then the book's
    contents as nested link lists, each entry's own text before its sublist. A person
    reads the contents; the button row is navigation."""
    entry = "11.1.2 Problems with the catgets Interface?!"
    document = read(
        "<table><tr><td>[<a href='#top'>Top</a>]</td><td>[<a href='#c'>Contents</a>]</td>"
        "<td>[<a href='i.html'>Index</a>]</td><td>[<a href='a.html'> ? </a>]</td></tr></table>"
        "<h1>GNU gettext utilities</h1><h1>Table of Contents</h1><div class='contents'><ul class='toc'>"
        + "".join(
            f"<li><a href='g{n}.html'>{n}. Chapter number {n} of the manual</a><ul class='toc'>"
            f"<li><a href='g{n}.html#1'>{n}.1 The first section of chapter {n}</a></li>"
            f"<li><a href='g{n}.html#2'>{n}.2 The second section of chapter {n}</a></li></ul></li>"
            for n in range(1, 11)
        )
        + f"<li><a href='g11.html'>11. Other Programming Languages</a><ul><li><a href='g11.html#2'>{entry}</a></li></ul></li>"
        "</ul></div><p><font size='-1'>This document was generated by a person on a day using texi2html 1.78a.</font></p>"
    )  # fmt: skip
    assert confirmed(document, [entry, "1. Chapter number 1 of the manual"]) == [True, True]
    assert confirmed(
        document, ["This document was generated by a person on a day using texi2html 1.78a."]
    ) == [True]
    assert "Contents" not in document.text.split("Table of Contents")[0]


def test_a_docbook_book_index_page_is_its_lists_of_contents_and_tables() -> None:
    """debian-reference's ``index.en.html``: a title page with a licence paragraph, the
    contents, then a list of tables; the best-scoring container is the list of tables
    alone, but the page is all of them."""
    licence = (
        "This book is free; you may redistribute it and/or modify it under the terms of the "
        "GNU General Public License of any version compliant to the Debian Free Software Guidelines (DFSG)."
    )
    chapters = "".join(
        f"<dt><span class='chapter'><a href='ch{n:02}.html'>{n}. Chapter {n} of the reference</a></span></dt>"
        f"<dd><dl><dt><span class='section'><a href='ch{n:02}.html#a'>{n}.1. A first section</a></span></dt>"
        f"<dt><span class='section'><a href='ch{n:02}.html#b'>{n}.2. A second section</a></span></dt></dl></dd>"
        for n in range(1, 15)
    )
    tables = "".join(
        f"<dt>{n}.1. <a href='ch{n:02}.html#t'>List of notable tools for the task of chapter {n}</a></dt>"
        for n in range(1, 120)
    )
    document = read(
        "<div class='book'><div class='titlepage'><div><h1 class='title'><a id='idm1'></a>Debian Reference</h1>"
        f"<div><div class='abstract'><p class='title'><b>Abstract</b></p><p>{licence}</p></div></div></div><hr></div>"
        f"<div class='toc'><p><b>Table of Contents</b></p><dl class='toc'>{chapters}</dl></div>"
        f"<div class='list-of-tables'><p><b>List of Tables</b></p><dl>{tables}</dl></div></div>"
    )  # fmt: skip
    assert confirmed(
        document,
        [
            licence,
            "3. Chapter 3 of the reference",
            "List of notable tools for the task of chapter 7",
        ],
    ) == [True, True, True]


def test_a_toctree_holding_most_of_the_article_is_its_text() -> None:
    """Sphinx's ``library/python.html``: an introduction and a toctree (a nested list of
    links) that is most of the article; a sidebar's list stays apart."""
    entry = "What is the “top-level code environment”?"
    items = "".join(
        f"<li class='toctree-l1'><a class='reference internal' href='m{n}.html'>module{n} — Module number {n}</a>"
        f"<ul><li class='toctree-l2'><a class='reference internal' href='m{n}.html#a'>The first part of module {n}</a></li></ul></li>"
        for n in range(12)
    )
    document = read(
        "<div class='related' role='navigation'><ul><li><a href='index.html'>index</a></li></ul></div>"
        "<div class='document'><div class='documentwrapper'><div class='bodywrapper'><div class='body' role='main'>"
        "<section id='python-runtime-services'><h1>Python Runtime Services</h1>"
        "<p>The modules described in this chapter provide a wide range of services related to the interpreter.</p>"
        f"<div class='toctree-wrapper compound'><ul>{items}<li class='toctree-l1'><a href='main.html'>__main__</a>"
        f"<ul><li class='toctree-l2'><a href='main.html#a'>{entry}</a></li></ul></li></ul></div></section>"
        "</div></div></div><div class='sphinxsidebar' role='navigation'><h3>Previous topic</h3>"
        "<p><a href='p.html'>The previous chapter of the library reference</a></p></div></div>"
    )  # fmt: skip
    assert confirmed(document, [entry, "The first part of module 3"]) == [True, True]
    assert confirmed(document, ["The previous chapter of the library reference"]) == [False]


def test_a_related_link_box_in_a_story_is_still_furniture() -> None:
    """A list of links that is a small part of the story stays apart (the listing rule is
    for the contents page, not for the box beside a story)."""
    story = (
        "<p>The story is told in paragraphs of prose, with commas, clauses, and names of places.</p>"
        * 8
    )
    document = read(
        f"<article>{story}<ul><li><a href='/a'>Hit the track today with a new racing game</a></li>"
        "<li><a href='/b'>Another headline of another story on the site</a></li>"
        "<li><a href='/c'>A third headline to read next on the site</a></li></ul></article>"
    )
    assert confirmed(document, ["Hit the track today with a new racing game"]) == [False]


def test_a_section_named_after_its_heading_is_not_judged_by_its_name() -> None:
    """Sphinx's ``whatsnew/3.3.html``: ``<section id="pep-412-key-sharing-dictionary">``;
    the id is the heading's words ("sharing"), no mark of a share bar."""
    sentence = "This reduces the memory consumption of programs creating many instances of non-builtin types."
    sections = "".join(
        f"<section id='other-change-{n}'><h2>Other change {n}</h2><p>{'A paragraph about a change of the release, with commas, and more. ' * 4}</p></section>"
        for n in range(4)
    )
    document = read(
        f"<div class='body' role='main'><section id='whats-new'><h1>What's New</h1>{sections}"
        "<section id='pep-412-key-sharing-dictionary'><h2>PEP 412: Key-Sharing Dictionary</h2>"
        f"<p>Dictionaries used for the storage of objects’ attributes are now able to share part of their internal storage. {sentence}</p>"
        "</section></section></div>"
    )  # fmt: skip
    assert confirmed(document, [sentence]) == [True]


def test_a_paragraph_named_as_a_newsletter_box_stays_furniture() -> None:
    """A paragraph whose id marks it (``<p id="newsletter-teaser">``) is furniture even
    though it reads as a sentence; an id made of a paragraph's own words is not a mark."""
    teaser = "Abonnieren Sie kostenlos den Newsletter und bleiben Sie über alle Entwicklungen auf dem Laufenden."
    own = "Share the load between the workers, so that no single machine carries the whole job."
    story = (
        "<p>Die Geschichte wird in Absätzen erzählt, mit Kommas, Nebensätzen und Namen von Orten.</p>"
        * 8
    )
    document = read(
        f"<article>{story}<p id='share-the-load'>{own}</p><p id='newsletter-teaser'><em>{teaser}</em></p></article>"
    )
    assert confirmed(document, [teaser, own]) == [False, True]


def test_a_cross_reference_in_a_tip_box_is_a_sentence_of_the_text() -> None:
    """debian-reference's ``ch12.en.html``: a tip box holding one sentence that is mostly
    a cross-reference (``<a class="xref" href="ch09.en.html#_…">``) is text; a box of one
    link to another page, written out the same way, is a link block."""
    tip = "See Section 9.4.9, “Repeating a command looping over files”."
    prose = (
        "<p>The shell runs a command for each file, and each run is logged with its status.</p>" * 6
    )
    document = read(
        f"<div class='chapter'><div class='section'><h2>Shell loops</h2>{prose}"
        "<div class='tip'><table><tr><td><p>See <a class='xref' href='ch09.en.html#_repeating'>"
        "Section 9.4.9, “Repeating a command looping over files”</a>.</p></td></tr></table></div>"
        "<div class='box'><p>See <a href='https://example.org/news/other-story'>"
        "Another story about looping over many files</a>.</p></div>"
        f"{prose}</div></div>"
    )  # fmt: skip
    assert confirmed(document, [tip, "See Another story about looping over many files."]) == [
        True,
        False,
    ]


def test_a_method_section_outside_the_chosen_summary_is_text() -> None:
    """javadoc's ``Failable.html``: the chosen container is the summary table; each
    method's detail section (a description, then short parameter lines) is text too."""
    details = "".join(
        f"<li><section class='detail' id='m{n}'><h3>method{n}</h3>"
        f"<div class='member-signature'>public static <a href='S.html'>FailableStream</a> method{n}"
        "(<a href='C.html'>Collection</a> value, <a href='F.html'>FailableSupplier</a> supplier)</div>"
        f"<div class='block'>Runs the method number {n} on the given value, and reports what it did.</div>"
        "<dl class='notes'><dt>Parameters:</dt>"
        f"<dd><code>supplier</code> - The boolean supplier to invoke number {n}.</dd>"
        "<dt>Returns:</dt><dd>the value the supplier gave.</dd></dl></section></li>"
        for n in range(8)
    )
    rows = "".join(
        f"<div class='col-first'><code>static void</code></div><div class='col-second'><code>"
        f"<a href='#m{n}'>method{n}</a>(Object value)</code></div><div class='col-last'><div class='block'>"
        f"Runs the method number {n} on the given value, then, if it can, returns it, unchanged, "
        "to the caller, who asked for it, or to the handler, who waits.</div></div>"
        for n in range(8)
    )
    document = read(
        "<header role='banner'><nav><a href='index.html'>Overview</a></nav></header><main role='main'>"
        "<section class='summary'><ul class='summary-list'><li><section class='method-summary'>"
        "<h2>Method Summary</h2><div class='method-summary-table'><div class='caption'>All Methods</div>"
        f"<div class='summary-table three-column-summary'>{rows}</div></div></section></li></ul></section>"
        f"<section class='details'><ul class='details-list'>{details}</ul></section></main>"
    )  # fmt: skip
    assert confirmed(document, ["supplier - The boolean supplier to invoke number 3."]) == [True]


def _chapter(inner: str) -> SourceDocument:
    prose = (
        "<p>The chapter explains the system, step by step, with commas, clauses, and examples.</p>"
        * 8
    )
    return read(
        f"<div class='chapter'><div class='section'><h2>Tools</h2>{prose}{inner}{prose}</div></div>"
    )


def test_a_sentence_with_its_links_in_it_is_not_a_link_block() -> None:
    """debian-reference: a note whose sentence is mostly one link's title ("See "A Brief
    History of Debian" for the latest…") is text; a list entry whose only sentence is
    inside its link ("Send us an e-mail. Please include…") stays a link block."""
    note = (
        'See "A Brief History of the Debian Project and its Leaders" and '
        '"Debian Project Leader Elections" for the latest history.'
    )
    document = _chapter(
        "<div class='tip'><table><tr><td><p>See <a class='ulink' href='https://www.debian.org/doc/manuals/project-history/'>"
        '"A Brief History of the Debian Project and its Leaders"</a> and <a class="ulink" '
        "href='https://www.debian.org/vote/'>\"Debian Project Leader Elections\"</a> for the latest history.</p></td></tr></table></div>"
        "<ul class='smallList'><li><strong>Date</strong> 10.06.2013</li><li><strong>Related Subjects</strong> "
        "<a href='/t/1'>German Wine Route</a>, <a href='/t/2'>Sommelier</a></li><li><strong>Feedback</strong>: "
        "<a href='/feedback'>Send us an e-mail. Please include your name and country in your reply.</a></li></ul>"
    )  # fmt: skip
    assert confirmed(document, [note, "Related Subjects German Wine Route, Sommelier"]) == [
        True,
        False,
    ]


def test_a_table_of_packages_with_descriptions_is_text() -> None:
    """debian-reference's tables: each row links a package, its popularity and its size
    (short links), and describes it in a sentence; the rows are the table's data."""
    rows = "".join(
        f"<tr><td><a href='http://packages.debian.org/sid/pkg{n}'>pkg{n}</a></td>"
        f"<td><a href='http://qa.debian.org/popcon.php?p={n}'>V:3, I:4{n}</a></td>"
        f"<td><a href='http://packages.qa.debian.org/p/pkg{n}.html'>34{n}</a></td><td>Supported</td>"
        f"<td>This understands the <a href='https://en.wikipedia.org/wiki/FAT'>MSDOS filesystem (FAT)</a> of the {name} disk.</td></tr>"
        for n, name in enumerate(("first", "second", "third", "fourth", "fifth", "sixth"))
    )
    document = _chapter(
        f"<div class='table'><div class='table-contents'><table><tbody>{rows}</tbody></table></div></div>"
    )
    assert confirmed(
        document, ["This understands the MSDOS filesystem (FAT) of the fourth disk."]
    ) == [True]


def test_a_sentence_ending_in_a_path_or_a_file_name_is_prose() -> None:
    """A short paragraph with "you may" in it is a boilerplate line only when it is not a
    sentence; sentences end in "/sbin/". or config.h.in. too."""
    first = 'You may need to issue full command path such as "/sbin/ifconfig" or add "/sbin/".'
    second = "Since it is tedious, you may use autoheader to generate it, see config.h.in."
    document = _chapter(f"<p>{first}</p><p>{second}</p>")
    assert confirmed(document, [first, second]) == [True, True]


def test_a_texinfo_section_named_after_its_heading_is_not_a_comment_section() -> None:
    """autoconf's manual: ``<div class="section" id="Backslash_002dNewline-Comments">``
    is "12.5 Backslash-Newline in Make Comments" (``_002d`` is "-"), no comment section."""
    sentence = (
        "According to Posix, Make comments start with # and continue until an unescaped newline."
    )
    sections = "".join(
        f"<div class='section' id='Other-{n}'><h3 class='section'>12.{n} Other {n}</h3>"
        f"<p>{'A paragraph of the manual about make, with commas, and clauses. ' * 4}</p></div>"
        for n in range(4)
    )
    document = read(
        f"<div class='chapter' id='Portable-Make'><h2>12 Portable Make Programming</h2>{sections}"
        "<div class='section' id='Backslash_002dNewline-Comments'><h3 class='section'>12.5 "
        f"Backslash-Newline in Make Comments</h3><p>{sentence} However this is not always the case.</p></div></div>"
    )  # fmt: skip
    assert confirmed(document, [sentence]) == [True]


def test_a_class_summary_beside_the_chosen_details_is_text() -> None:
    """javadoc's ``SystemUtils.html``: inside ``main`` the chosen container (the field and
    method details) holds most of the text; the summary tables beside it, a sentence in
    each row, are the page's text too."""
    details = "".join(
        f"<li><section class='detail' id='f{n}'><h3>FIELD_{n}</h3><div class='member-signature'>public static final "
        f"<a href='S.html'>String</a> FIELD_{n}</div><div class='block'><p>The value of the system property number {n}, "
        "read when the class is loaded, and kept, as it was, for the life of the program, unless it changes.</p>"
        "<p>Defaults to null if the runtime does not have security access to read this property, or the property "
        "does not exist.</p></div></section></li>"
        for n in range(12)
    )
    rows = "".join(
        f"<div class='col-first'><code>static <a href='F.html'>File</a></code></div><div class='col-second'><code>"
        f"<a href='#f{n}'>getUserDirectoryNumber{n}</a>(<a href='C.html'>ClassLoader</a>)</code></div><div class='col-last'><div class='block'>"
        f"Gets the {word} directory of the user as a File.</div></div>"
        for n, word in enumerate(("home", "temporary", "working", "cache", "config"))
    )
    document = read(
        "<header role='banner'><nav><a href='index.html'>Overview</a></nav></header><main role='main'>"
        "<section class='summary'><ul class='summary-list'><li><section class='method-summary'>"
        f"<h2>Method Summary</h2><div class='summary-table three-column-summary'>{rows}</div></section></li></ul></section>"
        f"<section class='details'><ul class='details-list'>{details}</ul></section></main>"
    )  # fmt: skip
    assert confirmed(document, ["Gets the cache directory of the user as a File."]) == [True]


def test_a_box_of_a_sentence_or_two_beside_a_story_in_main_stays_apart() -> None:
    """github.blog, wikimediafoundation.org: a promotion box beside the story inside
    ``main`` is not the story's text."""
    story = (
        "<p>The story is told in paragraphs of prose, with commas, clauses, and names of places.</p>"
        * 10
    )
    document = read(
        f"<main><div class='post'><div class='post-body'>{story}</div></div>"
        "<div class='box'><h3>Missed the main event?</h3><p>Stay up-to-date on our work, every week, by mail.</p></div></main>"
    )  # fmt: skip
    assert confirmed(document, ["Stay up-to-date on our work, every week, by mail."]) == [False]


def test_a_japanese_table_of_packages_with_descriptions_is_text() -> None:
    """debian-reference-ja's tables: a description written without spaces between words
    is a sentence of prose too (it ends in 。), so the row is data, not a link row."""
    words = (
        "ハードディスク上のセクター位置に依存します。",
        "ブートフロッピーで使われます。",
        "ディスクパーティションを理解するだけです。",
    )
    rows = "".join(
        f"<tr><td><a href='http://packages.debian.org/sid/pkg{n}'>pkg{n}</a></td>"
        f"<td><a href='http://qa.debian.org/popcon.php?p={n}'>V:3, I:4{n}</a></td>"
        f"<td><a href='http://packages.qa.debian.org/p/pkg{n}.html'>34{n}</a></td><td>対応</td>"
        f"<td><a href='https://ja.wikipedia.org/wiki/GRUB'>GRUB</a> {sentence}</td></tr>"
        for n, sentence in enumerate(words)
    )
    prose = "<p>この章ではシステムの起動について、順を追って、例を挙げながら説明します。</p>" * 8
    document = read(
        f"<div class='chapter'><div class='section'><h2>ブートローダー</h2>{prose}"
        f"<div class='table'><div class='table-contents'><table><tbody>{rows}</tbody></table></div></div>{prose}</div></div>"
    )  # fmt: skip
    assert confirmed(document, [words[0]]) == [True]


def test_a_page_footer_named_by_its_class_is_told_as_the_footer() -> None:
    """python3.11-doc: ``<div class="footer">`` after the document, the same on every
    page (copyright, licence, "Last updated on"): the page's foot, read as furniture as a
    PDF's running foot is, and a quote of it is told where it is."""
    line = "This page is licensed under the Python Software Foundation License Version 2."
    document = read(
        "<div class='related' role='navigation'><ul><li><a href='index.html'>index</a></li></ul></div>"
        "<div class='document'><div class='documentwrapper'><div class='bodywrapper'><div class='body' role='main'>"
        + "<p>The module documents the interfaces of the interpreter, with examples, notes, and more.</p>" * 6
        + "</div></div></div><div class='sphinxsidebar' role='navigation'><h3>This Page</h3>"
        "<ul><li><a href='bugs.html'>Report a Bug</a></li></ul></div></div>"
        f"<div class='footer'>&copy; <a href='copyright.html'>Copyright</a> 2001-2026, Python Software Foundation.<br>{line}<br>"
        "Last updated on October 07, 2026.</div>"
    )  # fmt: skip
    report = check(SourceRead(document=document, origin="file"), [line])
    assert report.findings[0].verdict is Verdict.FURNITURE
    assert report.findings[0].furniture_kind is FurnitureKind.FOOTER


def _publican_chapter(intro: str) -> str:
    """A Publican (DocBook) chapter page: the title, its contents (links to the chapter's
    sections, each on its own page), the chapter's own paragraphs, its first section."""
    contents = "".join(
        f"<dt><span class='section'><a href='s{n}.html'>4.{n}. Section number {n} of the chapter</a></span></dt>"
        for n in range(2, 14)
    )
    section = "".join(
        f"<div class='para'>The first section says, in sentence {n}, how the system is kept, and why.</div>"
        for n in range(6)
    )
    return (
        "<ul class='docnav top'><li class='previous'><a href='ch03.html'><strong>Prev</strong></a></li>"
        "<li class='home'>Securing Debian Manual</li><li class='next'><a href='s2.html'><strong>Next</strong></a></li></ul>"
        "<div class='chapter'><div class='titlepage'><div><div><h1 class='title'>Chapter 4. After installation</h1></div></div></div>"
        f"<div class='toc'><dl class='toc'>{contents}</dl></div>"
        f"<div class='para'>{intro}</div>"
        "<div class='section'><div class='titlepage'><div><div><h2 class='title'>4.1. Subscribe</h2></div></div></div>"
        f"{section}</div></div>"
        "<ul class='docnav'><li class='previous'><a href='ch03.html'><strong>Prev</strong>3.7. Read the lists</a></li>"
        "<li class='next'><a href='s2.html'><strong>Next</strong>4.2. Execute a security update</a></li></ul>"
    )


def test_a_docbook_cross_reference_without_a_fragment_is_a_word_of_its_sentence() -> None:
    """harden-doc's Publican chapter pages (``pt-BR/ch04.html``): the chapter's own
    paragraph names sections by ``<a class="xref" href="bios-boot.html">`` (a chunk's
    top: no fragment), most of its text in those links; it read as a link block and was
    told ONLY IN THE FURNITURE. DocBook marks the link a cross-reference: a word of the
    sentence. The same paragraph with plain links to other pages stays a link block."""
    first = "Once the system is installed you can still do more to secure the system; some of the steps described in this chapter can be taken."
    refs = ", ".join(
        f"<a class='{{cls}}' href='s{n}.html'>Section 4.{n}, “Section number {n} of the chapter”</a>"
        for n in (3, 4, 6, 7, 8)
    )
    intro = f"{first} Of course this depends on your setup but you should read {refs}."
    marked = read(_publican_chapter(intro.replace("{cls}", "xref")))
    plain = read(_publican_chapter(intro.replace("{cls}", "other")))
    assert confirmed(marked, [first]) == [True]
    assert verdicts(plain, [first]) == [Verdict.FURNITURE]
    # The contents and the page's navigation stay apart.
    assert confirmed(marked, ["4.2. Execute a security update"]) == [False]


def test_a_docbook_footnote_is_text_even_when_mostly_links() -> None:
    """debian-reference's ``ch09.en.html`` and harden-doc's ``snort-box.html``: a
    footnote (``<div class="footnote">``) naming the pages it cites is mostly link text
    and read as a link block (inside the chapter), or was set aside by readability's
    ``foot`` hint (after it); both told ONLY IN THE FURNITURE. A footnote is text; the
    same block without the footnote's mark stays a link block."""
    note = "More elaborate customization examples: “Vim Galore”, “sensible.vim”, “#vim Recommendations”."
    cites = (
        "More elaborate customization examples: “<a class='ulink' href='https://github.com/mhinz/vim-galore'>Vim Galore</a>”, "
        "“<a class='ulink' href='https://github.com/tpope/vim-sensible'>sensible.vim</a>”, "
        "“<a class='ulink' href='https://www.vi-improved.org/recommendations/'>#vim Recommendations</a>”."
    )
    prose = "".join(
        f"<p>The editor keeps its settings in a file, and sentence {n} says which one, and why.</p>"
        for n in range(8)
    )

    def page(mark: str, inside: bool) -> str:
        notes = (
            f"<div class='{mark}s'><hr><div id='ftn.1' class='{mark}'><p><a href='#n1' class='para'>"
            f"<sup class='para'>[2] </sup></a>{cites}</p></div></div>"
        )
        chapter = (
            f"<div class='chapter'><div class='titlepage'><h1>Chapter 9. Tips</h1></div>{prose}"
        )
        body = chapter + (notes + "</div>" if inside else "</div>" + notes)
        return (
            body
            + "<div class='navfooter'><a href='ch08.html'>Prev</a> <a href='ch10.html'>Next</a></div>"
        )

    assert confirmed(read(page("footnote", True)), [note]) == [True]
    assert confirmed(read(page("footnote", False)), [note]) == [True]
    assert verdicts(read(page("box", False)), [note]) == [Verdict.FURNITURE]


def test_a_sentence_ending_in_a_link_is_prose() -> None:
    """debian-reference's ``ch09.en.html``: a list of sentences, each naming its programs
    by links and ending in one ("… by the <a>hardware-assisted virtualization</a>.").
    A link stands in a sentence as one word; the stop after it was kept a space away, so
    no sentence ended, the list read as a list of links, told ONLY IN THE FURNITURE."""
    wiki = "https://en.wikipedia.org/wiki/"
    items = [
        f"<a href='{wiki}QEMU'>QEMU</a> with <a href='{wiki}KVM'>KVM</a> provides full system emulation by the <a href='{wiki}HAV'>hardware-assisted virtualization</a>.",
        f"<a href='{wiki}VirtualBox'>VirtualBox</a> provides full system emulation on i386 and amd64 with the <a href='{wiki}HAV'>hardware-assisted virtualization</a>.",
        f"<a href='{wiki}Xen'>Xen</a> runs several guest systems side by side on the <a href='{wiki}Hypervisor'>Xen hypervisor of the host</a>.",
    ]
    listing = "".join(f"<li class='listitem'><p>{item}</p></li>" for item in items)
    prose = "".join(
        f"<p>The system can be run in many ways, and sentence {n} says which of them is the safest.</p>"
        for n in range(8)
    )
    document = read(
        f"<div class='chapter'><div class='section'><h2>9.11. Virtualized system</h2>{prose}"
        f"<div class='itemizedlist'><ul class='itemizedlist'>{listing}</ul></div>{prose}</div></div>"
    )
    quote = "QEMU with KVM provides full system emulation by the hardware-assisted virtualization."
    assert confirmed(document, [quote]) == [True]


def test_section_ids_in_a_scheme_of_titles_are_no_furniture_marks() -> None:
    """publican's French Users' Guide (``desktop/fr-FR/index.html``): Publican names
    each section after its English title (``<section class="section"
    id="sect-Publican-Users_Guide-Desktop_menu_entries_for_documents">`` above "Entrées
    de menu de bureau pour documents"); "menu" in the id set the section apart as
    navigation, a whole section of prose told ONLY IN THE FURNITURE. Ids told apart only
    by numbers (``menu-1``, ``menu-2``, …) keep their mark."""

    def section(element_id: str, title: str, sentence: str) -> str:
        return (
            f"<section class='section' id='{element_id}'><div class='titlepage'><div><div>"
            f"<h3 class='title'>{title}</h3></div></div></div>"
            f"<p>{sentence} Le paramètre se règle dans le fichier publican.cfg du document.</p>"
            f"<p>{sentence} Notez que la construction produit un paquet, puis un autre.</p></section>"
        )

    menu = "Par défaut, les paquets des documents apparaissent sur le bureau dans le menu Documentation."

    def page(ids: list[str]) -> SourceDocument:
        sections = "".join(
            section(
                element_id,
                f"4.8.{n}. Titre numéro {n}",
                menu if n == 1 else f"La section {n} explique comment construire un paquet.",
            )
            for n, element_id in enumerate(ids)
        )
        return read(
            f"<div class='book'><div class='chapter'><div class='titlepage'><h2>Chapitre 4</h2></div>{sections}</div></div>"
        )

    scheme = [
        "sect-Publican-Users_Guide-Packaging_a_document",
        "sect-Publican-Users_Guide-Desktop_menu_entries_for_documents",
        "sect-Publican-Users_Guide-Building_a_website",
        "sect-Publican-Users_Guide-Installing_a_brand",
    ]
    assert confirmed(page(scheme), [menu]) == [True]
    numbered = ["menu-1", "menu-2", "menu-3", "menu-4"]
    assert verdicts(page(numbered), [menu]) == [Verdict.FURNITURE]


def _section_with(box: str, tag: str = "section") -> str:
    """A manual's page: a titled section whose paragraphs have ``box`` between them."""
    before = "".join(
        f"<p>The package keeps its settings in one file, and sentence {n} says which file, and why it is there.</p>"
        for n in range(4)
    )
    after = "".join(
        f"<p>After the box the section goes on, and sentence {n} explains the next step of the setup.</p>"
        for n in range(4)
    )
    return (
        f"<div class='body'><{tag} class='section' id='setup'><h2>Setting it up</h2>"
        f"{before}{box}{after}</{tag}></div>"
    )


SIDEBAR_SENTENCE = (
    "The first versions of the tool kept every setting in the registry of the old system."
)


def test_a_sidebar_in_the_flow_of_a_section_is_text() -> None:
    """DocBook's ``<sidebar>`` (``<div class="sidebar">`` by DocBook XSL and Publican: a
    "CULTURE" or "BACK TO BASICS" box among a section's paragraphs) and docutils'
    ``.. sidebar::`` (``<aside class="sidebar">`` by Sphinx with docutils 0.19,
    python-sqlalchemy-doc's ``dialects/postgresql.html``): the box is read with its
    section, its title too, as a reader reads it and as the HTML standard says of an
    ``aside`` inside an article. By their tag or class they were furniture, told ONLY IN
    THE FURNITURE (sidebar)."""
    title = "CULTURE The registry"
    docbook = (
        "<div class='sidebar'><div class='titlepage'><div><div><p class='title'><strong>CULTURE</strong> "
        f"The registry</p></div></div></div><div class='para'>{SIDEBAR_SENTENCE} It was dropped later.</div></div>"
    )
    sphinx = (
        "<aside class='sidebar'><p class='sidebar-title'>CULTURE The registry</p>"
        f"<p>{SIDEBAR_SENTENCE} It was dropped later.</p></aside>"
    )
    for box, tag in ((docbook, "div"), (sphinx, "section")):
        document = read(_section_with(box, tag))
        assert confirmed(document, [SIDEBAR_SENTENCE, title]) == [True, True], box


def test_a_sidebar_column_beside_the_article_is_still_furniture() -> None:
    """A page-level sidebar (a column beside the article: a child of the body or of
    ``main``, among the page's columns, not a section's paragraphs) stays furniture even
    when it holds a sentence of prose; so does a box in a section whose class names more
    than a sidebar (``sidebar related``), and a sidebar's link list."""
    column_div = (
        "<div class='wrapper'><div class='content'>" + _section_with("") + "</div>"
        f"<div class='sidebar'><h3>About</h3><p>{SIDEBAR_SENTENCE}</p></div></div>"
    )
    column_aside = (
        "<main><article>" + _section_with("") + "</article>"
        f"<aside><p>{SIDEBAR_SENTENCE}</p></aside></main>"
    )
    in_body = _section_with("") + f"<aside class='sidebar'><p>{SIDEBAR_SENTENCE}</p></aside>"
    related = _section_with(f"<div class='sidebar related'><p>{SIDEBAR_SENTENCE}</p></div>")
    links = _section_with(
        "<aside class='sidebar'><ul>"
        + "".join(
            f"<li><a href='/p{n}.html'>Another page of the site, number {n}</a></li>"
            for n in range(6)
        )
        + "</ul></aside>"
    )
    for body in (column_div, column_aside, in_body, related):
        assert verdicts(read(body), [SIDEBAR_SENTENCE]) == [Verdict.FURNITURE], body
    assert confirmed(read(links), ["Another page of the site, number 3"]) == [False]
    # The section's own paragraphs are text on each page.
    ours = "After the box the section goes on, and sentence 2 explains the next step of the setup."
    assert confirmed(read(column_div), [ours]) == [True]


def test_a_named_aside_or_an_aside_with_its_own_landmark_role_stays_furniture() -> None:
    """An ``aside`` with a landmark role of its own stays the page's complementary part,
    wherever it stands; docutils' footnote (``<aside class="footnote" role="note">``) is a
    note of the section, read with it."""
    landmark = _section_with(f"<aside role='complementary'><p>{SIDEBAR_SENTENCE}</p></aside>")
    assert verdicts(read(landmark), [SIDEBAR_SENTENCE]) == [Verdict.FURNITURE]
    note = _section_with(
        f"<aside class='footnote brackets' id='f1' role='note'><span class='label'>1</span><p>{SIDEBAR_SENTENCE}</p></aside>"
    )
    assert confirmed(read(note), [SIDEBAR_SENTENCE]) == [True]


def _rdoc_class(
    description: str, methods: int, title: str = "class Asciidoctor::Stylesheets"
) -> str:
    """An RDoc (Darkfish) class page: navigation, ``main`` (title, description, methods),
    and the generator's footer with its own sentences."""
    details = "".join(
        f"<div class='method-detail' id='method-i-m{n}'><div class='method-heading'><span class='method-name'>m{n}</span></div>"
        f"<div class='method-description'><p>Public: Read the contents of the stylesheet number {n}</p>"
        f"<p>Returns the [String] stylesheet data, wrapped in a tag</p><div class='method-source-code'>"
        f"<pre><span class='ruby-comment'># File lib/asciidoctor/stylesheets.rb, line {n}</span>\n"
        f"def m{n}\n  (SyntaxHighlighter.for 'coderay').read_stylesheet {n}, nil\nend</pre></div></div></div>"
        for n in range(methods)
    )
    body = (
        f"<section class='method-section'><header><h3>Public Instance Methods</h3></header>{details}</section>"
        if methods
        else ""
    )
    return (
        "<nav role='navigation'><div class='nav-section'><h3>Methods</h3><ul class='link-list' role='directory'>"
        + "".join(f"<li><a href='#method-i-m{n}'>#m{n}</a></li>" for n in range(methods))
        + f"</ul></div></nav><main role='main'><h1 class='class'>{title}</h1>"
        + (f"<section class='description'><p>{description}</p></section>" if description else "")
        + f"<section class='documentation-section'>{body}</section></main>"
        "<footer id='validator-badges' role='contentinfo'><p><a href='https://validator.w3.org'>Validate</a></p>"
        "<p>Generated by <a href='https://ruby.github.io/rdoc/'>RDoc</a> 6.4.0.</p>"
        "<p>Based on <a href='http://deveiate.org/projects/Darkfish-RDoc/'>Darkfish</a> by Michael Granger.</p></footer>"
    )  # fmt: skip


def test_the_title_and_description_above_the_chosen_methods_are_text() -> None:
    """RDoc's class page: inside ``main`` the methods hold most of the text; the title and
    the one-line description above them were told ONLY IN THE FURNITURE."""
    description = "A utility class for working with the built-in stylesheets."
    document = read(_rdoc_class(description, methods=12))
    assert confirmed(document, [description, "class Asciidoctor::Stylesheets"]) == [True, True]
    assert verdicts(document, ["Based on Darkfish by Michael Granger."]) == [Verdict.FURNITURE]


def test_a_page_whose_main_scores_nothing_never_takes_its_footer_for_the_text() -> None:
    """RDoc's page of a class with no method: nothing in ``main`` scores, and the footer,
    the only block with sentences, was chosen as the article and confirmed."""
    document = read(_rdoc_class("", methods=0, title="class Array"))
    assert verdicts(
        document, ["Based on Darkfish by Michael Granger.", "Generated by RDoc 6.4.0."]
    ) == [Verdict.FURNITURE, Verdict.FURNITURE]


def test_sections_made_like_the_chosen_one_are_text() -> None:
    """javadoc's "Uses of" page (commons-io's ``class-use/IOFunction.html``): one
    ``li.blockList`` a package, the longest chosen; the packages table above it and the
    other package's section, each a sentence or two among signatures of links, were told
    ONLY IN THE FURNITURE."""
    link = "<a href='../IOFunction.html' title='interface in org.apache.commons.io.function'>IOFunction</a>"
    own = "".join(
        f"<tr><td class='colFirst'><code>default &lt;V&gt; {link}&lt;T,V&gt;</code></td>"
        f"<th class='colSecond'><code><a href='../IOFunction.html#andThen{n}(java.util.function.Function)'>andThen{n}</a>"
        "(java.util.function.Function&lt;? super R,? extends V&gt; after)</code></th>"
        f"<td class='colLast'><div class='block'>Returns a composed {link} that first applies this function to its input, "
        f"and then applies the after function number {n} to the result.</div></td></tr>"
        for n in range(10)
    )
    other = (
        "<tr><th class='colSecond'><code><a href='../../output/T.html#%3Cinit%3E(int,IOConsumer,IOFunction)'>ThresholdingOutputStream</a>"
        f"(int threshold, <a href='../IOConsumer.html'>IOConsumer</a>&lt;<a href='../../output/T.html'>ThresholdingOutputStream</a>&gt; "
        f"thresholdConsumer, {link}&lt;<a href='../../output/T.html'>ThresholdingOutputStream</a>,OutputStream&gt; outputStreamGetter)</code></th>"
        "<td class='colLast'><div class='block'>Constructs an instance of this class which will trigger an event at the specified threshold.</div></td></tr>"
    )
    packages = "".join(
        f"<tr><th class='colFirst'><a href='#org.apache.commons.io.{name}'>org.apache.commons.io.{name}</a></th>"
        f"<td class='colLast'><div class='block'>{description}</div></td></tr>"
        for name, description in (
            (
                "function",
                "This package defines IO-only related functional interfaces for lambda expressions and method references.",
            ),
            (
                "output",
                "This package provides implementations of output classes, such as OutputStream and Writer.",
            ),
        )
    )

    def section(name: str, rows: str) -> str:
        return (
            f"<li class='blockList'><section role='region'><a id='org.apache.commons.io.{name}'></a>"
            f"<h3>Uses of {link} in <a href='../package-summary.html'>org.apache.commons.io.{name}</a></h3>"
            f"<table class='useSummary'><caption>Methods in org.apache.commons.io.{name}</caption><tbody>{rows}</tbody></table></section></li>"
        )

    document = read(
        "<header><nav><ul class='navList'><li><a href='o.html'>Overview</a></li><li><a href='t.html'>Tree</a></li></ul></nav></header>"
        "<main role='main'><div class='header'><h2 class='title'>Uses of Interface org.apache.commons.io.function.IOFunction</h2></div>"
        f"<div class='classUseContainer'><ul class='blockList'><li class='blockList'><table class='useSummary'><caption>Packages that use {link}</caption>"
        f"<tbody>{packages}</tbody></table></li><li class='blockList'><ul class='blockList'>{section('function', own)}{section('output', other)}"
        "</ul></li></ul></div></main>"
    )  # fmt: skip
    assert confirmed(
        document,
        [
            "Constructs an instance of this class which will trigger an event at the specified threshold.",
            "This package provides implementations of output classes, such as OutputStream and Writer.",
        ],
    ) == [True, True]


def test_a_note_above_a_pages_one_article_in_main_is_not_its_lead() -> None:
    """chip.de: an affiliate note in its own box above the page's one ``article`` inside
    ``main`` is not the article's text; the page marked where its text is."""
    story = (
        "<p>The story is told in paragraphs of prose, with commas, clauses, and names of places.</p>"
        * 10
    )
    document = read(
        "<main><section class='dialog'><figure><figcaption><p>For links on this page the site may earn a commission from the seller.</p>"
        f"</figcaption></figure></section><div class='container'><article class='report'>{story}</article></div></main>"
    )  # fmt: skip
    assert confirmed(
        document, ["For links on this page the site may earn a commission from the seller."]
    ) == [False]


def _story_with_teasers(teaser: str) -> str:
    """A story in ``main`` and, beside it in the same container, three teasers of other
    stories made from the story's own template (``div.post``)."""
    story = "".join(
        f"<p>The council voted on the budget number {n}, after a long debate about schools, roads, and the harbour.</p>"
        for n in range(12)
    )
    teasers = "".join(teaser.format(n=n) for n in range(3))
    return (
        f"<nav><a href='/'>Home</a></nav><main><div class='posts'><div class='post'><h1>Budget passed</h1>{story}</div>"
        f"{teasers}</div></main><footer><p>Copyright the town paper.</p></footer>"
    )  # fmt: skip


STORY_LINE = "The council voted on the budget number 3, after a long debate about schools, roads, and the harbour."


def test_a_teaser_made_like_the_story_joins_it_only_as_text() -> None:
    """readability's bonus for a sibling of the story's own class admitted teasers of
    other stories, every word a link, and their linked sentences were confirmed."""
    teaser = (
        "<div class='post'><h3><a href='/news/story-{n}.html'>Another headline about the town number {n}</a></h3>"
        "<p><a href='/news/story-{n}.html'>Residents of the town gathered again on Sunday, and the mayor spoke to them at length.</a></p></div>"
    )  # fmt: skip
    document = read(_story_with_teasers(teaser))
    assert verdicts(
        document,
        [
            "Residents of the town gathered again on Sunday, and the mayor spoke to them at length.",
            STORY_LINE,
        ],
    ) == [Verdict.FURNITURE, Verdict.VERBATIM]


def test_a_section_made_like_the_story_is_text_only_with_prose_in_few_links() -> None:
    """Inside ``main``, a sibling of the choice with its tag and class is another section
    of the same text (see the javadoc case above) only when it reads as text: a teaser
    that is one long link is not."""
    teaser = (
        "<div class='post'><a href='/news/story-{n}.html'>Residents of the town gathered again on Sunday number {n}, "
        "and the mayor spoke to them at length about the new harbour and its costs.</a></div>"
    )  # fmt: skip
    document = read(_story_with_teasers(teaser))
    assert verdicts(
        document,
        [
            "Residents of the town gathered again on Sunday number 1, and the mayor spoke to them at length about the new harbour and its costs.",
            STORY_LINE,
        ],
    ) == [Verdict.FURNITURE, Verdict.VERBATIM]


def test_a_javadoc_deprecation_note_is_text_not_a_comment_section() -> None:
    """javadoc's ``div.deprecation-comment`` is the documentation's note on a deprecated
    member; readability's "comment" hint set it apart with reader comments."""
    methods = "".join(
        f"<section class='detail' id='write{n}'><h3>write{n}</h3><div class='member-signature'><span class='modifiers'>public static</span>"
        f"&nbsp;<span class='return-type'>void</span>&nbsp;<span class='element-name'>write{n}</span>(byte[]&nbsp;data, Writer&nbsp;writer)</div>"
        "<div class='deprecation-block'><span class='deprecated-label'>Deprecated.</span>"
        f"<div class='deprecation-comment'>Use the method number {n} with a Charset instead, and name the encoding.</div></div>"
        f"<div class='block'>Writes bytes from a byte array to a writer number {n}, using the default character encoding of the platform.</div></section>"
        for n in range(8)
    )
    document = read(
        "<header><nav><ul class='nav-list'><li><a href='o.html'>Overview</a></li><li><a href='t.html'>Tree</a></li></ul></nav></header>"
        f"<main role='main'><div class='header'><h1 class='title'>Class IOUtils</h1></div><section class='details'>{methods}</section></main>"
    )  # fmt: skip
    assert confirmed(
        document,
        [
            "Use the method number 3 with a Charset instead, and name the encoding.",
            "Writes bytes from a byte array to a writer number 3, using the default character encoding of the platform.",
        ],
    ) == [True, True]


def test_mathml_is_read_as_its_tokens_without_its_annotations() -> None:
    # MathML was skipped whole: "where n is the number of items" read "where  is the
    # number of items" (pandoc's EPUB and HTML with --mathml); a formula reads as a browser
    # shows it, its tokens without the white space between them, its TeX annotation left out
    formula = (
        "<math><semantics><mrow>\n  <mi>E</mi>\n  <mo>=</mo>\n  <mi>m</mi>\n"
        "  <msup><mi>c</mi><mn>2</mn></msup>\n</mrow>"
        '<annotation encoding="application/x-tex">E = mc^2</annotation></semantics></math>'
    )
    document = read(
        "<p>Where <math><mi>n</mi></math> is the number of items, the mass gives "
        f"{formula} by the rule.</p>"
    )
    assert document.text == "Where n is the number of items, the mass gives E=mc2 by the rule."
    assert [v.confirmed for v in verdicts(document, [
        "Where n is the number of items", "Where m is the number of items",
    ])] == [True, False]  # fmt: skip


def test_a_mathjax_formula_is_read_once_and_mathml_spacing_as_shown() -> None:
    # review: MathJax 2 draws a formula in text and keeps a MathML copy for screen readers
    # beside it: "where n is" read "where nn is"; when the drawing is aria-hidden (MathJax
    # 2.7) the copy is what is read. A phantom is not drawn; an mtext's space is text.
    def drawn(hidden: str) -> str:
        return (
            f'<span class="MathJax"><nobr{hidden}><span class="mi">n</span></nobr>'
            '<span class="MJX_Assistive_MathML"><math><mi>n</mi></math></span></span>'
        )

    assert read(f"<p>where {drawn('')} is</p>").text == "where n is"
    hidden = drawn(' aria-hidden="true"')
    assert read(f"<p>where {hidden} is</p>").text == "where n is"
    spaced = "<math><mi>a</mi><mtext> </mtext><mi>b</mi><mphantom><mi>z</mi></mphantom></math>"
    assert read(f"<p>see {spaced} here</p>").text == "see a b here"
