"""Real HTML pages (GitHub issue 10): article sentences confirmed, furniture lines not.

Each page of :data:`~tests.realdocs.html_pages.PAGES` is read by citeproof and every
expectation checked the way ``citeproof check`` would (the native report), with no
minimum quote length so that short furniture lines (``Teilen``, ``Impressum``) are
really looked for. A page's row (sentences confirmed, furniture lines confirmed, where
the furniture went) is added to the table printed at the end of the run.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pytest

from citeproof.match import Policy
from citeproof.service import check
from citeproof.sources import SourceDocument, SourceRead, extract

from ._cache import fetch_member
from ._table import add_row
from .html_pages import PAGES, HtmlPage

TABLE = "real HTML pages: article sentences and furniture lines"
#: Share of article sentences that may go unconfirmed across the set.
MISSING_SHARE = 0.02
#: No minimum length: a one-word furniture line must be looked for too.
POLICY = Policy(min_length=1)


@dataclass
class Checked:
    page: HtmlPage
    document: SourceDocument
    missing: list[str] = field(default_factory=list)
    leaked: list[str] = field(default_factory=list)
    in_furniture: int = 0


def confirmed(document: SourceDocument, quotes: Sequence[str]) -> list[bool]:
    if not quotes:
        return []
    read = SourceRead(document=document, origin="file")
    report = check(read, list(quotes), POLICY, max_characters=max(len(document.text), 1))
    return [finding.confirmed for finding in report.findings]


_CHECKED: dict[str, Checked] = {}


def checked(page: HtmlPage) -> Checked:
    """``page`` read and checked once per session."""
    if page.name in _CHECKED:
        return _CHECKED[page.name]
    path = fetch_member(page.package, page.member, page.sha256)
    document = extract(path.read_bytes(), "text/html", path.name)
    furniture = page.furniture + page.comments
    verdicts = confirmed(document, page.article + furniture)
    row = Checked(page, document)
    row.missing = [q for q, ok in zip(page.article, verdicts, strict=False) if not ok]
    row.leaked = [q for q, ok in zip(furniture, verdicts[len(page.article) :], strict=True) if ok]
    squeezed = " ".join(document.furniture.split())
    row.in_furniture = sum(" ".join(q.split()) in squeezed for q in furniture)
    _CHECKED[page.name] = row
    add_row(
        TABLE,
        {
            "page": page.name,
            "characters": len(document.text),
            "article confirmed": f"{len(page.article) - len(row.missing)}/{len(page.article)}",
            "furniture confirmed": f"{len(row.leaked)}/{len(furniture)}",
            "furniture kept apart": f"{row.in_furniture}/{len(furniture)}",
            "excluded": len(page.excluded),
        },
    )
    return row


def test_the_set_covers_what_the_issue_asks() -> None:
    assert len(PAGES) >= 20
    assert len({page.name for page in PAGES}) == len(PAGES)
    assert sum(bool(page.article and page.furniture) for page in PAGES) >= 20
    assert sum(bool(page.comments) for page in PAGES) >= 5
    hosts = {page.url.split("/")[2].removeprefix("www.").split(".")[-1] for page in PAGES}
    assert {"de", "com", "fr", "org"} <= hosts  # German, English and French pages
    for page in PAGES:
        assert all(reason for _, reason in page.excluded)


@pytest.mark.parametrize("page", PAGES, ids=[page.name for page in PAGES])
def test_furniture_lines_are_not_confirmed(page: HtmlPage) -> None:
    row = checked(page)
    assert not row.leaked, f"{page.name}: furniture confirmed as article text: {row.leaked}"


def test_article_sentences_are_confirmed_across_the_set() -> None:
    rows = [checked(page) for page in PAGES]
    total = sum(len(row.page.article) for row in rows)
    missing = [(row.page.name, q) for row in rows for q in row.missing]
    assert len(missing) <= MISSING_SHARE * total, f"{len(missing)}/{total} missing: {missing}"
