"""Explanations say what changed, exactly (issue 21).

The word diff of a near miss is the *minimal* edit between the quote and the passage it
aligns to (``difflib``'s longest-block heuristic said "leaves out 'declined sharply'",
"adds 'sharply'" for a quote that only swapped two words); what a quote leaves out is the
source's own characters (``("\\t")``, not ``'t'``); a difference the policy tolerates
(a quote mark typed straight for a curly one) is never listed.
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from citeproof.match import Policy, Verdict, locate
from citeproof.match._near import word_diff

SENTENCES = (Path(__file__).parents[1] / "data/sentences.txt").read_text("utf-8").splitlines()
VOCABULARY = sorted({w for s in SENTENCES for w in re.findall(r"[a-z]+", s)})


def said(source: str, quote: str, policy: Policy | None = None) -> list[tuple[str, str, str]]:
    finding = locate(source, [quote], policy or Policy())[0]
    assert finding.verdict is Verdict.PARAPHRASE, (quote, finding.verdict)
    return [(d.kind, d.quote, d.source) for d in finding.differences]


def test_two_swapped_words_are_two_edits() -> None:
    source = "Sales grew steadily in the first quarter but declined sharply in the second."
    quote = "Sales grew steadily in the first quarter but in sharply the second."
    assert said(source, quote) == [("changed", "in", "declined"), ("removed", "", "in")]


def test_a_word_moved_is_not_a_word_left_out_and_two_added() -> None:
    source = "The committee said the pilot would run for six months before a review."
    quote = "The committee said the pilot for run six months before a review."
    assert said(source, quote) == [("changed", "for", "would"), ("removed", "", "for")]


def test_the_source_characters_left_out_are_shown_as_they_are() -> None:
    source = 'Split each line at a tab ("\\t") and print the fields one per line.'
    quote = "Split each line at a tab and print the fields one per line."
    assert said(source, quote) == [("removed", "", '("\\t")')]


def test_a_changed_word_in_brackets_is_the_word() -> None:
    source = "The committee said the pilot (the first) would run for six months."
    quote = "The committee said the pilot (the second) would run for six months."
    assert said(source, quote) == [("changed", "second", "first")]


def test_a_tolerated_quote_mark_is_never_a_difference() -> None:
    source = "He said the “pilot” would run for six months before a review."
    assert said(source, 'He said the "pilot", would run for six months before a review') == [
        ("added", ",", "")
    ]
    assert said(source, 'He said the "plot" would run for six months before a review.') == [
        ("changed", "plot", "pilot")
    ]
    assert said(source, "He said the ‘pilot’ will run for six months before a review.") == [
        ("changed", "will", "would")
    ]


def test_a_full_stop_the_source_has_after_the_passage_is_no_difference() -> None:
    source = "He said the “pilot” would run for six months before a review. Then he left."
    assert said(source, "He said the “pilot” would run, for six months before a review.") == [
        ("added", ",", "")
    ]


def test_an_untolerated_quote_mark_is_a_difference() -> None:
    source = "He said the “pilot” would run for six months before a review."
    policy = Policy(tolerate=("whitespace",))
    assert said(source, 'He said the "pilot", would run for six months', policy) == [
        ("changed", '"', "“"),
        ("changed", '",', "”"),
    ]


def _distance(a: list[str], b: list[str]) -> int:
    """Word-level edit distance (substitution, insertion, deletion: 1 each), by the book."""
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        previous, row[0] = row[0], i
        for j, y in enumerate(b, 1):
            previous, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, previous + (x != y))
    return row[-1]


def _words(text: str) -> list[str]:
    return re.findall(r"\w+(?:['’]\w+)*", text.casefold())


@st.composite
def edited(draw: st.DrawFn) -> tuple[str, str]:
    words = draw(st.sampled_from(SENTENCES)).split(" ")
    quote = list(words)
    for _ in range(draw(st.integers(1, 3))):
        k = draw(st.integers(0, len(quote) - 1))
        kind = draw(st.sampled_from(["change", "insert", "drop", "swap"]))
        if kind == "change":
            quote[k] = draw(st.sampled_from(VOCABULARY))
        elif kind == "insert":
            quote.insert(k, draw(st.sampled_from(VOCABULARY)))
        elif kind == "swap" and k + 1 < len(quote):
            quote[k], quote[k + 1] = quote[k + 1], quote[k]
        elif len(quote) > 4:
            del quote[k]
    return " ".join(quote), " ".join(words)


@given(edited())
def test_the_diff_costs_exactly_the_edit_distance(case: tuple[str, str]) -> None:
    quote, passage = case
    differences = word_diff(quote, passage)
    cost = sum(max(len(_words(d.quote)), len(_words(d.source))) for d in differences)
    assert cost == _distance(_words(quote), _words(passage)), [d.describe() for d in differences]


def test_the_known_cases_of_a_longer_diff_cost_the_edit_distance() -> None:
    for quote, passage in [
        ("4.5 million The for", "4.5 million euros for the"),
        ("rose temperatures by 1.2 degrees", "Average temperatures rose by 1.2 degrees"),
        ("the sample of 412 may households verage not", "the sample of 412 households may not"),
    ]:
        differences = word_diff(quote, passage)
        cost = sum(max(len(_words(d.quote)), len(_words(d.source))) for d in differences)
        assert cost == _distance(_words(quote), _words(passage)), quote
