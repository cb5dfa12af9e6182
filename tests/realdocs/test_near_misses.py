"""Misquotes of long real documents point at the passage they alter (issue 21).

gnuplot's 311-page manual and 10 MB of Python's documentation sources (pinned Debian
packages, fetched on first use: see ``alterations.py``), and thirteen long manuals of
other packages held out from the tuning. ``bench/run near`` prints the
same measure with the engine before issue 21 and the peer beside it.
"""

from __future__ import annotations

import random
import re
from difflib import SequenceMatcher

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from citeproof import PreparedSource, Verdict, locate
from citeproof.match import DEFAULT_POLICY, locate_one

from .alterations import (
    LONG_PDFS,
    alter,
    gnuplot_manual,
    localised,
    long_pdf,
    misquotes,
    python_docs,
    sentences,
)


def test_the_issues_example_is_a_paraphrase_on_page_21() -> None:
    source = gnuplot_manual()
    quote = "Gnuplot supports many kinds of plots in either 2D and 3D."
    finding = locate(source, [quote])[0]
    assert finding.verdict is Verdict.PARAPHRASE
    assert finding.nearest is not None
    assert finding.nearest.coordinates.pages is not None
    assert finding.nearest.coordinates.pages.start == 21
    assert "types of plots" in finding.nearest.text
    assert [(d.kind, d.quote, d.source) for d in finding.differences] == [
        ("changed", "kinds", "types")
    ]


@pytest.mark.parametrize(("load", "count"), [(gnuplot_manual, 100), (python_docs, 40)])
def test_misquotes_are_localised_and_never_confirmed(load: object, count: int) -> None:
    source: PreparedSource = load()  # type: ignore[operator]
    made = list(misquotes(source, count, seed=7))
    findings = [locate_one(source, m.quote, DEFAULT_POLICY) for m in made]
    assert not [f.quote for f in findings if f.confirmed]
    missed = [m.quote for m, f in zip(made, findings, strict=True) if not localised(f, m)]
    assert len(missed) <= count // 100, missed


def test_misquotes_of_thirteen_held_out_manuals_are_localised() -> None:
    """40 misquotes of each of 13 long manuals nobody tuned on (13,000 pages in all): at
    least 99% point at the sentence altered, none confirmed. Measured when written: 519 of
    520 (the miss: a two-word change of an 8-word French sentence that leaves half its
    content words, NOT PRESENT by the half-the-content-words rule, its nearest right)."""
    made = localised_count = 0
    confirmed: list[str] = []
    for package, member in LONG_PDFS:
        source = long_pdf(package, member)
        for m in misquotes(source, 40, seed=7):
            finding = locate_one(source, m.quote, DEFAULT_POLICY)
            made += 1
            localised_count += localised(finding, m)
            if finding.confirmed:
                confirmed.append(m.quote)
    assert not confirmed
    assert made >= 500
    assert localised_count >= 0.99 * made, (localised_count, made)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_sentence_with_one_word_altered_points_at_it(data: st.DataObject) -> None:
    source = gnuplot_manual()
    found = _sentences()
    start, end, sentence = data.draw(st.sampled_from(found), label="sentence")
    kind = data.draw(st.sampled_from(["swap", "drop", "add", "number"]), label="kind")
    seed = data.draw(st.integers(0, 2**16), label="seed")
    quote = alter(sentence, kind, random.Random(seed), _vocabulary())
    if quote is None or quote.casefold() in _flat_folded():
        # no alteration but, at most, of case: the words stand in the source (dropping
        # "ConTeXt" from "Context ConTeXt is a macro package ..." leaves the source's
        # "ConTeXt is a macro package ..." with its case changed: case-differs, below)
        return
    finding = locate_one(source, quote, DEFAULT_POLICY)
    assert finding.verdict is Verdict.PARAPHRASE, (quote, finding.verdict)
    assert finding.nearest is not None
    nearest = finding.nearest
    if nearest.start >= end or nearest.end <= start:
        # Another passage as near to the quote as its own sentence is as right an answer:
        # the manual says "If back is given (the default), the label is written underneath
        # the graphed data." of labels and the same of arrows, and "... the redefines is
        # ..." is one word from each. A passage further away is a wrong one.
        elsewhere = source.text[nearest.start : nearest.end]
        assert _words_apart(elsewhere, quote) <= _words_apart(sentence, quote), quote


def _words_apart(passage: str, quote: str) -> int:
    """How many words of the two difflib does not match with one another."""
    a, b = passage.split(), quote.split()
    held = sum(
        block.size for block in SequenceMatcher(None, a, b, autojunk=False).get_matching_blocks()
    )
    return len(a) + len(b) - 2 * held


_CACHE: dict[str, object] = {}


def _flat() -> str:
    if "flat" not in _CACHE:
        _CACHE["flat"] = " ".join(gnuplot_manual().text.split())
    return _CACHE["flat"]  # type: ignore[return-value]


def _flat_folded() -> str:
    if "flat_folded" not in _CACHE:
        _CACHE["flat_folded"] = _flat().casefold()
    return _CACHE["flat_folded"]  # type: ignore[return-value]


def test_a_dropped_word_that_leaves_the_source_s_words_is_a_case_difference() -> None:
    """Found by the property test above: "Context ConTeXt is a macro package ..." (a
    heading run into its sentence) with "ConTeXt" dropped is the source's own sentence in
    other case: not confirmed, and not a paraphrase either."""
    quote = (
        "Context is a macro package for TeX, highly integrated with Metapost (for drawing "
        "figures) and intended for creation of high-quality PDF documents."
    )
    finding = locate_one(gnuplot_manual(), quote, DEFAULT_POLICY)
    assert finding.verdict is Verdict.CASE_DIFFERS
    assert not finding.confirmed
    assert finding.spans[0].text.startswith("ConTeXt is a macro package")


def _sentences() -> list[tuple[int, int, str]]:
    if "sentences" not in _CACHE:
        flat = _flat()
        found = sentences(gnuplot_manual().text)
        _CACHE["sentences"] = [s for s in found[::7] if flat.count(s[2]) == 1]
    return _CACHE["sentences"]  # type: ignore[return-value]


def _vocabulary() -> list[str]:
    if "vocabulary" not in _CACHE:
        _CACHE["vocabulary"] = sorted(set(re.findall(r"\b[a-z]{4,}\b", gnuplot_manual().text)))
    return _CACHE["vocabulary"]  # type: ignore[return-value]
