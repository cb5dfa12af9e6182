"""A quote none of whose word pairs is in the source is placed where most of its words are.

Such a quote (ten of the source's words in an order it does not have, as a model's made-up
quotation in a document's vocabulary is) was placed by aligning it with the whole source,
character by character: 3 to 12 ms a quote in 100,000 characters, so ten of them took a
seed-003 request from 25 to 50-80 ms. The stretches holding most of its distinct words are
found on the word index instead (``_candidates.most_words``) and aligned alone. The work is
counted, not timed.
"""

from __future__ import annotations

import itertools
import random
from array import array
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rapidfuzz import fuzz

from citeproof import PreparedSource, Verdict, locate
from citeproof.match import _near
from citeproof.match._candidates import (
    ShingleIndex,
    _best_stretches_arrays,
    _stretch_counts,
    most_words,
    quote_words,
)

WORDS = (
    "survey northern coast stations water five teams season council report budget river "
    "market stone seven weather records sampled reached visited"
).split()


def _walk(words: int, seed: int) -> str:
    """Prose of :data:`WORDS` in which a word is followed only by the next one or the one
    after it (in the list's cyclic order): every word common, most pairs never seen."""
    pick = random.Random(seed)
    at, out = 0, []
    for k in range(words):
        out.append(WORDS[at] + ("." if k % 11 == 10 else ""))
        at = (at + pick.choice((1, 2))) % len(WORDS)
    return " ".join(out)


def _aligned_lengths(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    lengths: list[int] = []
    real = fuzz.partial_ratio_alignment

    def counted(a: str, b: str, *args: Any, **kwargs: Any) -> Any:
        lengths.append(len(b))
        return real(a, b, *args, **kwargs)

    monkeypatch.setattr(_near.fuzz, "partial_ratio_alignment", counted)
    return lengths


def test_a_quote_with_no_pair_in_the_source_is_not_aligned_with_all_of_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # 100,000 characters of a small vocabulary (the seed-003 bench's kind), every word of
    # the quote hundreds of times there, no two side by side as quoted: before, the quote
    # was aligned with every character of the source.
    text = _walk(15_000, 1)
    quote = " ".join(WORDS[(5 * k) % len(WORDS) + k // 4] for k in range(8))
    index = ShingleIndex(text.casefold())
    assert not any(len(range(*index.pair(a, b))) for a, b in itertools.pairwise(quote.split()))
    lengths = _aligned_lengths(monkeypatch)
    finding = locate(PreparedSource(text), [quote])[0]
    assert not finding.confirmed
    assert lengths, "a near miss was looked for"
    assert max(lengths) < len(text) // 50


def test_the_nearest_passage_holds_most_of_the_quotes_words() -> None:
    # The quote's words, shuffled, stand together in one sentence only: that sentence is
    # the nearest passage, though no two of them stand side by side there as quoted.
    filler = " ".join(random.Random(3).choice(WORDS) for _ in range(12_000))
    sentence = "The harrier nests in reed beds near tidal creeks of the marsh every spring."
    text = filler[:40_000] + ". " + sentence + " " + filler[40_000:]
    quote = "creeks harrier reed marsh tidal nests near beds"
    finding = locate(PreparedSource(text), [quote])[0]
    assert finding.verdict in (Verdict.PARAPHRASE, Verdict.NOT_PRESENT)
    assert finding.nearest is not None
    at = text.index(sentence)
    assert at - 10 <= finding.nearest.start
    assert finding.nearest.end <= at + len(sentence) + 20


def test_a_quote_in_a_script_without_spaces_keeps_its_own_search() -> None:
    index = ShingleIndex("天下大乱 " * 100)
    assert most_words(index, quote_words("天下")) == []


def test_no_stretch_for_a_quote_whose_words_are_all_absent() -> None:
    index = ShingleIndex("alpha beta gamma " * 50)
    assert most_words(index, ["delta", "epsilon"]) == []


def test_stretches_are_in_text_order_and_do_not_overlap() -> None:
    text = "a b c x y z " * 30 + "a b c"
    index = ShingleIndex(text)
    starts = most_words(index, ["c", "b", "a"], count=4)
    assert len(starts) == 4
    assert starts == sorted(starts)
    assert all(b - a >= 3 for a, b in itertools.pairwise(starts))
    for first in starts:  # each holds all three words
        held = set(text.split()[first : first + 3])
        assert {"a", "b", "c"} <= held


@given(
    st.lists(st.integers(0, 7), min_size=1, max_size=80),
    st.lists(st.integers(0, 9), min_size=1, max_size=5, unique=True),
    st.integers(1, 80),
)
def test_the_array_count_finds_the_stretches_the_plain_count_finds(
    ids: list[int], wanted: list[int], width: int
) -> None:
    width = min(width, len(ids))
    words = array("q", ids)
    held = _stretch_counts(words, sorted(wanted), width)
    assert len(held) == len(ids) - width + 1
    for start, count in enumerate(held):  # the plain count is the definition
        assert count == len(set(ids[start : start + width]) & set(wanted))
    most = max(held)
    expected = [k for k, h in enumerate(held) if h == most]
    assert _best_stretches_arrays(words, sorted(wanted), width, 10) == expected


def test_a_reworded_passage_is_found_past_a_stretch_dense_in_function_words() -> None:
    # A review's case: the rare words pull the vote to a line naming four of them, and a
    # sentence of the quote's function words held more distinct quote words than the
    # reworded passage; counting content words, over twice the quote's length, finds the
    # passage that says it (aligned with the whole source, as before, it was found too).
    pick = random.Random(2)
    fill = (
        "lorem ipsum dolor sit amet consectetur adipiscing elit sed eiusmod tempor "
        "incididunt labore magna aliqua enim minim veniam quis nostrud"
    ).split()

    def filler(n: int) -> str:
        return " ".join(pick.choice(fill) for _ in range(n)) + ". "

    quote = "it was not for the heron that he came to the marsh but for the harrier in the reeds"
    said = quote.split()
    passage = " ".join(w for k, word in enumerate(said) for w in (word, fill[k % len(fill)]))
    votes = "Reeds, harrier; heron marsh. "
    function_words = "But was it in for that to he not came the. "
    text = filler(200) + votes + filler(100) + function_words + filler(200) + passage + ". "
    text += filler(200)
    finding = locate(PreparedSource(text), [quote])[0]
    assert finding.verdict is Verdict.PARAPHRASE
    assert finding.nearest is not None
    assert finding.nearest.text.startswith("it lorem was ipsum not")
