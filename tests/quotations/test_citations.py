"""Quotations and their citations in drafts: every syntax, its page, its place."""

from __future__ import annotations

import pytest

from citeproof.quotations import find_quotations, page_range


def _one(
    text: str, path: str = "d.md"
) -> tuple[str, str | None, list[tuple[str | None, str, object]]]:
    found = find_quotations(path, text)
    assert len(found) == 1, found
    q = found[0]
    cites = (
        [(c.key or c.target or c.reference, c.locator, c.pages) for c in q.citation.cites]
        if q.citation
        else []
    )
    return q.text, q.citation.text if q.citation else None, cites


@pytest.mark.parametrize(
    ("text", "citation", "cites"),
    [
        ('He wrote "the budget was approved on Tuesday" [@smith2020].', "[@smith2020]",
         [("smith2020", "", None)]),
        ('He wrote "the budget was approved on Tuesday" [@smith2020, p. 12].',
         "[@smith2020, p. 12]", [("smith2020", "p. 12", ("12", "12"))]),
        ('He wrote "the budget was approved on Tuesday" [see @smith2020, pp. 3-5; @doe_99, 7].',
         "[see @smith2020, pp. 3-5; @doe_99, 7]",
         [("smith2020", "pp. 3-5", ("3", "5")), ("doe_99", "7", ("7", "7"))]),
        ('@smith2020 [p. 4] says "the budget was approved on Tuesday" in the end.',
         "@smith2020 [p. 4]", [("smith2020", "p. 4", ("4", "4"))]),
        ('As [-@smith2020, p. xii] put it: "the budget was approved on Tuesday".',
         "[-@smith2020, p. xii]", [("smith2020", "p. xii", ("xii", "xii"))]),
        ('"the budget was approved on Tuesday" ([source](https://example.org/a.pdf))',
         "[source](https://example.org/a.pdf)", [("https://example.org/a.pdf", "", None)]),
        ('"the budget was approved on Tuesday" <https://example.org/b>',
         "<https://example.org/b>", [("https://example.org/b", "", None)]),
        ('Mail a@b.com or see https://x.org/@user: "the budget was approved on Tuesday".',
         "https://x.org/@user:", [("https://x.org/@user:", "", None)]),
    ],
)  # fmt: skip
def test_pandoc_and_link_citations(text: str, citation: str, cites: list[object]) -> None:
    quote, got, got_cites = _one(text)
    assert quote == "the budget was approved on Tuesday"
    assert got == citation
    assert got_cites == cites


def test_footnotes_with_a_key_a_link_or_free_text() -> None:
    text = (
        'One "the first quotation of four words"[^a], two "the second quotation of words"[^b],\n'
        'three "the third quotation in words"[^3].\n'
        "\n"
        "[^a]: See @smith2020, p. 9.\n"
        "[^b]: [The report](report.pdf), p. 4.\n"
        '[^3]: Smith, "A Title of Things", pp. 12-14.\n'
    )
    found = find_quotations("d.md", text)
    assert [q.text for q in found] == [
        "the first quotation of four words",
        "the second quotation of words",
        "the third quotation in words",
    ]  # the title in the third note is not a quotation
    cites = [q.citation.cites[0] for q in found if q.citation]
    assert (cites[0].key, cites[0].pages) == ("smith2020", ("9", "9"))
    assert (cites[1].target, cites[1].pages) == ("report.pdf", ("4", "4"))
    assert cites[2].reference == 'Smith, "A Title of Things", pp. 12-14.'
    assert cites[2].pages == ("12", "14")


def test_each_quotation_takes_the_citation_before_the_next_quotation() -> None:
    text = (
        'First "alpha beta gamma delta" [@a, p. 1] and then "epsilon zeta eta theta" [@b].\n'
        '"iota kappa lambda mu" and more text [@c].'
    )
    found = find_quotations("d.md", text)
    assert [(q.line, q.column, q.citation.text if q.citation else None) for q in found] == [
        (1, 8, "[@a, p. 1]"),
        (1, 53, "[@b]"),
        (2, 2, "[@c]"),
    ]


def test_blockquotes_take_the_citation_inside_after_or_introducing_them() -> None:
    text = (
        "> the first block of quoted words\n"
        "> on two lines [@a, p. 2]\n"
        "\n"
        "> the second block of quoted words\n"
        "\n"
        "[@b, p. 3]\n"
        "\n"
        "As @c [p. 4] writes:\n"
        "\n"
        "> the third block of quoted words\n"
    )
    found = find_quotations("d.md", text)
    assert [(q.text, q.line, q.column, q.citation.text if q.citation else None) for q in found] == [
        ("the first block of quoted words on two lines", 1, 3, "[@a, p. 2]"),
        ("the second block of quoted words", 4, 3, "[@b, p. 3]"),
        ("the third block of quoted words", 10, 3, "@c [p. 4]"),
    ]


def test_code_and_short_quotations_are_not_claims() -> None:
    text = (
        '```\n"a fenced quotation of many words" [@a]\n```\n'
        'Use `"an inline code quotation of words"` and "too short" [@b].\n'
        'But "emphasis is *removed* from the words" [@c].'
    )
    found = find_quotations("d.md", text)
    assert [(q.text, q.line) for q in found] == [("emphasis is removed from the words", 5)]


def test_latex_citations_and_quotations() -> None:
    text = (
        "% ``a commented quotation of many words'' \\cite{x}\n"
        "As \\textcite[p.~12]{smith} says, \\enquote{the \\emph{budget} was approved}.\n"
        "``It was approved on Tuesday -- late'' \\parencite[see][pp.~3--5]{doe, roe}.\n"
        "Then \\autocite[\\pno~7]{zed} after ``nothing in the quotation here''.\n"
        "\\begin{displayquote}\n  The whole block of words.\n\\end{displayquote}\n"
        "\\cite[ch.~2]{smith}\n"
    )
    found = find_quotations("d.tex", text)
    summary = [(q.text, q.line, q.column, q.kind, [(c.key, c.pages) for c in q.citation.cites])
               for q in found if q.citation]  # fmt: skip
    assert summary == [
        ("the budget was approved", 2, 43, "inline", [("smith", ("12", "12"))]),
        ("It was approved on Tuesday – late", 3, 3, "inline",
         [("doe", None), ("roe", ("3", "5"))]),
        ("nothing in the quotation here", 4, 37, "inline", [("zed", None)]),
        ("The whole block of words.", 6, 3, "blockquote", [("smith", None)]),
    ]  # fmt: skip


def test_lines_are_split_at_line_feeds_only() -> None:
    text = 'a\u2028b\r\nsecond "the quotation of four words" [@k]\r\n'
    (q,) = find_quotations("d.md", text)
    assert (q.line, q.column) == (2, 9)


@pytest.mark.parametrize(
    ("locator", "pages"),
    [("p. 12", ("12", "12")), ("pp. 3–5", ("3", "5")), ("pp. 123-5", ("123", "125")),
     ("p. 12n3", ("12", "12")), ("12ff.", ("12", "12")), ("page iv", ("iv", "iv")),
     ("pp. iii-v", ("iii", "v")), ("S. 7", ("7", "7")), ("p. A-3", ("A-3", "A-3")),
     ("chap. 3", None), ("sec. 2", None), ("", None)],
)  # fmt: skip
def test_page_locators(locator: str, pages: tuple[str, str] | None) -> None:
    assert page_range(locator) == pages
