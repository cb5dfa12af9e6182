"""HTML pages nobody tuned the reading for (issue 20), against Chromium's rendering.

The pages are :mod:`.untuned_html`'s (35 pinned Debian documentation packages, split by
package into a tuning and a held-out half before any rule changed, six DocBook packages,
later four packages' sidebar pages and in round 37 five packages of other generators
added to the tuning half); the labelled quotes
come from Chromium's ``innerText`` (:mod:`._browser`, :mod:`.untuned_html_measure`), not
from citeproof's rules. Criterion on the held-out half: at most 1% of genuine sentences
not confirmed, no navigation line confirmed as text, no altered sentence confirmed. Both
halves are tabled per generator at the end of the run; ``python -m
tests.realdocs.report_untuned_html`` prints the same without pytest (``--decider
trafilatura`` or ``either`` to measure the other deciders).

Runtime: the 35 packages download once into the realdocs cache; the first run renders
698 pages in one browser (about 2 min on two shared cores), later runs read the rendered
text from the cache; reading and checking all pages takes about 50 s.
"""

from __future__ import annotations

import os
import shutil
from functools import cache

import pytest

from citeproof.match import Verdict
from citeproof.service import check
from citeproof.sources import SourceDocument, SourceRead, extract

from ._browser import CHROMIUM
from ._cache import unpacked
from ._table import add_row
from .untuned_html import HELD_OUT, SITES, TUNING, pages
from .untuned_html_measure import HALF_TABLE, PageResult, measure_pages, selected, summary_rows

if CHROMIUM is None or shutil.which(CHROMIUM) is None:
    if os.environ.get("CI"):
        pytest.fail("the HTML oracle needs Debian's chromium", pytrace=False)
    pytest.skip("Debian's chromium is not installed (.ci/run installs it)", allow_module_level=True)

#: At most this share of genuine sentences not confirmed, on the held-out half.
UNCONFIRMED_SHARE = 0.01


@cache
def measured() -> tuple[PageResult, ...]:
    results = tuple(measure_pages(selected()))
    for row in summary_rows(results):
        add_row(HALF_TABLE, row)
    return results


def of_half(which: str) -> list[PageResult]:
    names = {s.package.name for s in (TUNING if which == "tuning" else HELD_OUT)}
    return [r for r in measured() if r.site.package.name in names]


def test_the_split_is_by_package_and_covers_ten_generators() -> None:
    tuning = {s.package.name for s in TUNING}
    held_out = {s.package.name for s in HELD_OUT}
    assert not tuning & held_out
    assert len({s.generator for s in SITES}) >= 10
    counts = {s.package.name: len(pages(s)) for s in SITES}
    assert sum(counts.values()) >= 300
    # Named in the manifest: guile-3.0-doc ships info only (0 pages), and three
    # packages ship one or two pages.
    assert counts["guile-3.0-doc"] == 0
    # Two of the sites chosen later by their sidebars (untuned_html's docstring) are a
    # page each.
    assert [name for name, n in counts.items() if 0 < n < 3] == [
        "autoconf-doc", "python-pytest-doc", "python-setuptools-doc", "gnu-standards",
        "pandoc-data",
    ]  # fmt: skip


@pytest.mark.parametrize("which", ["tuning", "held-out"])
def test_no_navigation_line_and_no_altered_sentence_is_confirmed(which: str) -> None:
    rows = of_half(which)
    assert rows
    assert not [r.name for r in rows if r.error], "pages citeproof could not read"
    navigation = [f"{r.name}: {q!r}" for r in rows for q in r.nav_confirmed]
    altered = [f"{r.name}: {q!r}" for r in rows for q in r.altered_confirmed]
    assert not navigation, f"navigation lines confirmed as text: {navigation[:10]}"
    assert not altered, f"altered sentences confirmed: {altered[:10]}"
    assert sum(r.navigation for r in rows) >= 100
    assert sum(r.altered for r in rows) >= 300


def test_held_out_genuine_sentences_are_confirmed() -> None:
    """Issue 20's criterion on the held-out half: 691/697 (0.9% not confirmed; 5 of the 6
    told ONLY IN THE FURNITURE). Before round 37's rules for a marked ``main`` (its lead,
    the sections made like the choice, no footer chosen over it), found on the tuning
    half's new Doxygen, javadoc, RDoc and XSLT pages: 689/697; before the in-flow
    sidebar rule, whose fault class became known from the held-out half (so the figure
    is partly tuned): 656/697; before the structural rules: 632/697; main's rules at
    first: 565/697."""
    rows = of_half("held-out")
    genuine = sum(r.genuine for r in rows)
    missed = [f"{r.name}: {q!r}" for r in rows for q in r.missed]
    assert len(missed) <= UNCONFIRMED_SHARE * genuine, (
        f"{len(missed)} of {genuine} genuine not confirmed: {missed[:20]}"
    )


def test_the_tuning_half_improves_on_mains_rules() -> None:
    """The tuning half as measured on main before the rules changed: 417/582 (now 552;
    28 of the 30 misses are python3.11-doc's page footer, read as furniture). With the six
    DocBook packages added later: 974/1013 before that round's rules, 978/1013 after; with
    the sidebar pages added later (and the oracle's HTML-AAM ``aside``): 1040/1077 before
    the in-flow sidebar rule, 1042/1077 after; with round 37's five packages of other
    generators (Doxygen, javadoc, RDoc, XSLT): 1349/1401 before that round's rules (and
    6/630 navigation lines confirmed: RDoc's footer), 1360/1401 now."""
    rows = of_half("tuning")
    genuine = sum(r.genuine for r in rows)
    confirmed = genuine - sum(len(r.missed) for r in rows)
    assert confirmed / genuine >= 0.94, f"{confirmed}/{genuine}"


def test_gnuplot_latex2html_first_paragraph_is_confirmed() -> None:
    """The issue's example: gnuplot-doc's node3.html said NOT PRESENT."""
    site = next(s for s in SITES if s.package.name == "gnuplot-doc")
    path = unpacked(site.package) / "usr/share/doc/gnuplot/htmldocs/node3.html"
    document = extract(path.read_bytes(), "text/html", path.name)
    quote = (
        "The source code is copyrighted but freely distributed (i.e., you don't have to "
        "pay for it)."
    )
    report = check(SourceRead(document=document, origin="file"), [quote])
    assert report.findings[0].confirmed, report.findings[0].verdict
    assert report.findings[0].verdict is not Verdict.PARAPHRASE


def test_the_sections_beside_a_docbook_prefaces_best_one_are_text() -> None:
    """debian-reference-ja's pr01.html (tuning half): the preface's sections stand in a
    row and the best-scoring text is a subsection of the last; the article stopped at that
    section and the sections before it (a paragraph naming the projects Debian takes from,
    most of it links) were told ONLY IN THE FURNITURE. Read as sections of one preface
    (``_extract._sections_in_a_row``), they are text."""
    site = next(s for s in SITES if s.package.name == "debian-reference-ja")
    page = next(p for p in pages(site) if p.name == "pr01.ja.html")
    document = extract(page.read_bytes(), "text/html", page.name)
    quote = "Debian はこの多種多様なフリーソフトウエアーを 1つのシステムにまとめ上げます。"
    report = check(SourceRead(document=document, origin="file"), [quote])
    assert report.findings[0].confirmed, report.findings[0].verdict


def _page_of(package: str, relative: str) -> SourceDocument:
    """A selected page of a tuning package (by its path's tail), read as citeproof reads it."""
    site = next(s for s in TUNING if s.package.name == package)
    page = next(p for p in pages(site) if p.as_posix().endswith(relative))
    return extract(page.read_bytes(), "text/html", page.name)


def _verdicts(document: SourceDocument, quotes: list[str]) -> list[Verdict]:
    report = check(SourceRead(document=document, origin="file"), quotes)
    return [finding.verdict for finding in report.findings]


def _confirmed(document: SourceDocument, quotes: list[str]) -> list[bool]:
    report = check(SourceRead(document=document, origin="file"), quotes)
    return [finding.confirmed for finding in report.findings]


def test_a_publican_chapters_own_paragraphs_with_cross_references_are_text() -> None:
    """harden-doc's ``pt-BR/ch04.html`` (tuning half, added later): the chapter's own
    paragraphs between its contents and its first section name sections by ``<a
    class="xref" href="bios-boot.html">`` (no fragment) and read as link blocks, told
    ONLY IN THE FURNITURE. DocBook marks them cross-references (``_marked_xref``)."""
    document = _page_of("harden-doc", "pt-BR/ch04.html")
    quotes = [
        "Once the system is installed you can still do more to secure the system; some of "
        "the steps described in this chapter can be taken.",
        "Optionally, you could take a snapshot of your system (see Seção 4.19, “Fazendo um "
        "snapshot do sistema”).",
    ]
    assert _confirmed(document, quotes) == [True, True], _verdicts(document, quotes)


def test_docbook_and_publican_footnotes_are_text() -> None:
    """debian-reference-en's ``ch09.en.html`` (a footnote naming the pages it cites, a
    link block by its links) and harden-doc's ``es-ES/snort-box.html`` (Publican's
    footnote after the section, set aside by readability's ``foot`` hint): told ONLY IN
    THE FURNITURE; a footnote is the text's (``_marked_note``)."""
    reference = _page_of("debian-reference-en", "ch09.en.html")
    harden = _page_of("harden-doc", "es-ES/snort-box.html")
    assert _confirmed(
        reference,
        [
            'More elaborate customization examples: "Vim Galore", "sensible.vim", '
            '"#vim Recommendations"'
        ],
    ) == [True]
    assert _confirmed(
        harden,
        ["It can also be downloaded from http://www.cert.org/kb/acid/, "
         "http://acidlab.sourceforge.net or http://www.andrew.cmu.edu/~rdanyliw/snort/."],
    ) == [True]  # fmt: skip


def test_a_sentence_ending_in_a_link_is_prose_on_debian_reference() -> None:
    """debian-reference-en's ``ch09.en.html`` and ``ch01.en.html``: sentences ending in a
    link ("… by the <a>hardware-assisted virtualization</a>.") were not seen as prose (the
    stop stood a space from the link's stand-in word), and their blocks read as link
    blocks, told ONLY IN THE FURNITURE."""
    quotes = {
        "ch09.en.html": "QEMU with KVM provides full system emulation by the hardware-assisted "
        "virtualization.",
        "ch01.en.html": 'See "A Brief History of Debian" for the latest Debian leadership history.',
    }
    for page, quote in quotes.items():
        assert _confirmed(_page_of("debian-reference-en", page), [quote]) == [True], page


def test_publican_section_ids_are_no_furniture_marks() -> None:
    """publican's ``desktop/fr-FR/index.html`` (tuning half, added later): sections whose
    English ids name desktop menus (``sect-Publican-Users_Guide-Desktop_menu_entries_for_
    documents``) were set apart as navigation, whole sections of French prose told ONLY
    IN THE FURNITURE; the ids are a scheme of titles (``_id_scheme``)."""
    document = _page_of("publican", "desktop/fr-FR/index.html")
    quotes = [
        "Quand des utilisateurs ont un grand nombre de documents installés sur le système, ce "
        "menu devient vraiment encombré et difficile à explorer.",
        "Publican traitera la chaîne dans « menu_category » et remplacera __LANG__ par la "
        "langue actuelle.",
    ]
    assert _confirmed(document, quotes) == [True, True]


def test_a_line_break_between_japanese_characters_shown_as_a_space_is_confirmed() -> None:
    """aptitude-doc-ja's ``ch02s01s03.html`` (tuning half, added later): the source breaks
    a line between ``と`` and ``<span class="guimenu">表示</span>``; Chromium shows a space
    there (CSS Text 3 leaves it to the browser), so the oracle's sentence, as a reader
    copies it from Chromium, was a paraphrase of its own passage
    (``match._shown_breaks``)."""
    document = _page_of("aptitude-doc-ja", "ja/ch02s01s03.html")
    shown = (
        "次の画面や前の画面に切り替えるには 表示 → 次 (F6) と 表示 → 前 (F7) を用いるか、"
        "スクリーン最上部の画面の名前の上でクリックしてください。"
    )
    assert _confirmed(document, [shown, shown.replace("と 表示", "と表示")]) == [True, True]
    assert _confirmed(document, [shown.replace("には 表示", "には表示")]) == [False]


def test_a_sidebar_in_the_flow_of_a_section_is_text() -> None:
    """python-sqlalchemy-doc's ``dialects/postgresql.html`` (Sphinx with docutils 0.19:
    ``<aside class="sidebar">`` between a section's paragraphs) and docutils-doc's
    ``BUGS.html`` (docutils' own writer: ``<div class="sidebar">``), tuning sites added
    for this: the box's sentences were told ONLY IN THE FURNITURE (sidebar); a sidebar in
    the flow of a section is its text (``_extract._in_flow_sidebar``). pytest's
    ``index.html`` puts a box of training dates straight into the page's ``role="main"``
    beside its one section: a page-level box, still furniture."""
    sqlalchemy = _page_of("python-sqlalchemy-doc", "dialects/postgresql.html")
    assert _confirmed(
        sqlalchemy,
        ["The description of PostgreSQL schema reflection behavior is complex, and is the "
         "product of many years of dealing with widely varied use cases and user "
         "preferences.", "Best Practices for PostgreSQL Schema reflection"],
    ) == [True, True]  # fmt: skip
    bugs = _page_of("docutils-doc", "docutils-doc/BUGS.html")
    quote = (
        "A minimal working example is a complete example which is as as small and simple "
        "as possible."
    )
    assert _confirmed(bugs, [quote]) == [True]
    pytest_index = _page_of("python-pytest-doc", "html/index.html")
    assert _verdicts(pytest_index, ["Next Open Trainings"]) == [Verdict.FURNITURE]
