"""Link targets written out after a link are never read as the text (issue 20).

Sphinx's EPUB builder (``epub_show_urls = "inline"``, its default) writes each external
link's address after it: ``<a href="U">Launchpad</a><span class="link-target"> [U]</span>``.
Read as text, "…please report a bug on Launchpad." became "…on Launchpad [U]." and the
quote was reported as adding "." (Debian's developers-reference EPUB held 101 of them).
"""

from __future__ import annotations

import io

from ebooklib import epub

from citeproof import locate
from citeproof.match import Verdict
from citeproof.sources import extract

URL = "https://bugs.launchpad.net/ubuntu/+source/citeproof/+filebug"
SENTENCE = "If you find a problem, please report a bug on Launchpad."


def _book(paragraph: str) -> bytes:
    book = epub.EpubBook()
    book.set_identifier("issue-20")
    book.set_title("Reporting bugs")
    book.set_language("en")
    chapter = epub.EpubHtml(title="Bugs", file_name="bugs.xhtml", lang="en")
    chapter.content = f"<html><body><h1>Bugs</h1><p>{paragraph}</p></body></html>"
    book.add_item(chapter)
    book.toc = (chapter,)
    book.spine = ["nav", chapter]
    book.add_item(epub.EpubNcx())
    book.add_item(epub.EpubNav())
    out = io.BytesIO()
    epub.write_epub(out, book)
    return out.getvalue()


def test_a_sphinx_link_target_is_not_in_an_epub_text() -> None:
    paragraph = (
        "If you find a problem, please report a bug on "
        f'<a class="reference external" href="{URL}">Launchpad</a>'
        f'<span class="link-target"> [{URL}]</span>.'
    )
    document = extract(_book(paragraph), None, "bugs.epub")
    assert URL not in document.text
    (finding,) = locate(document.text, [SENTENCE])
    assert finding.verdict is Verdict.VERBATIM


def test_a_link_target_in_parentheses_on_a_web_page_is_left_out() -> None:
    page = (
        f'<html><body><main><p>Read <a href="{URL}">the tracker</a> '
        f"<span>({URL})</span>, then write.</p></main></body></html>"
    ).encode()
    document = extract(page, "text/html", "page.html")
    assert URL not in document.text
    assert "Read the tracker" in document.text
    assert ", then write." in document.text


def test_words_after_a_link_that_are_not_its_target_stay() -> None:
    paragraph = f'See <a href="{URL}">Launchpad</a><span> [the bug tracker]</span>.'
    document = extract(_book(paragraph), None, "bugs.epub")
    assert "See Launchpad [the bug tracker]." in document.text
