"""The Markdown scanner under attack (issue 14): drafts built to make it quadratic, marks
that do not pair, and characters that other tools count as line breaks. (Moved here from
tests/batch/test_hardening.py with the scanner batch and manuscript now share.)"""

from __future__ import annotations

import signal
import time
from collections.abc import Iterator

import pytest

from citeproof.quotations import find_quotations


@pytest.fixture(autouse=True)
def no_hang() -> Iterator[None]:
    """A quadratic scan fails the test instead of the suite."""
    previous = signal.signal(signal.SIGALRM, lambda *_: pytest.fail("took over 30 s"))
    signal.alarm(30)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


@pytest.mark.parametrize("unit", ["“", "«", "„", "[", "[^", "[](<", "[](a", "<http://a)"])
def test_quotation_finding_is_linear_in_unclosed_marks(unit: str) -> None:
    line = "Intro " + unit * (100_000 // len(unit))  # was 1.4-27 s at 40,000 characters
    started = time.perf_counter()
    find_quotations("d.md", line + "\n")
    assert time.perf_counter() - started < 1.0


def test_quotation_marks_pair_with_the_nearest_opening_mark() -> None:
    text = "He wrote “ and then “four words are enough” here; «  five words are here too  »."
    assert [q.text for q in find_quotations("d.md", text)] == [
        "four words are enough",
        "five words are here too",
    ]


def test_document_lines_are_counted_at_newlines_only() -> None:
    text = "A\u2028B\x0cC\r\n\r\nThe “four words are enough” line.\n"
    [found] = find_quotations("d.md", text)
    assert (found.line, found.column) == (3, 6)


@pytest.mark.parametrize(
    "text",
    ["[l](http://x) " * 5000 + "“a b c d” " * 5000, "@k " * 5000 + "“a b c d” " * 5000,
     "As @k says:\n\n> a b c d\n\n" * 3000],
    ids=["links-then-quotes", "keys-then-quotes", "blockquotes"],
)  # fmt: skip
def test_pairing_is_linear_in_citations_before_the_quotations(text: str) -> None:
    started = time.perf_counter()
    found = find_quotations("d.md", text)
    assert time.perf_counter() - started < 1.0  # the links first took 12 s (a scan each)
    assert found
    assert all(q.citation is not None for q in found)
