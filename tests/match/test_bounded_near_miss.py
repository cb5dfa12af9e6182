"""A near miss costs bounded alignment work, whatever the quote's and the source's size.

A 16,000-character quote of common words against 280 KB took 86 s when the whole source
was aligned with the whole quote (and a server stopped answering). The work is counted,
not timed: every call to ``partial_ratio_alignment`` is measured in character pairs.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from rapidfuzz import fuzz

from citeproof import PreparedSource, Verdict, locate
from citeproof.match import _near

WORDS = "alpha beta gamma delta river stone market report council budget seven north".split()


def _text(words: int, seed: int) -> str:
    pick = random.Random(seed)
    return " ".join(pick.choice(WORDS) + ("." if pick.random() < 0.1 else "") for _ in range(words))


@pytest.mark.parametrize(("quote_words", "source_words"), [(2700, 45_000), (700, 180_000)])
def test_alignment_work_is_bounded(
    monkeypatch: pytest.MonkeyPatch, quote_words: int, source_words: int
) -> None:
    pairs: list[int] = []
    real = fuzz.partial_ratio_alignment

    def counted(a: str, b: str, *args: Any, **kwargs: Any) -> Any:
        pairs.append(len(a) * len(b))
        return real(a, b, *args, **kwargs)

    monkeypatch.setattr(_near.fuzz, "partial_ratio_alignment", counted)
    source = PreparedSource(_text(source_words, 1))
    quote = _text(quote_words, 2)
    finding = locate(source, [quote])[0]
    assert not finding.confirmed
    assert pairs, "a near miss was looked for"
    # Whole quote × whole source would be 16,000 × 280,000 = 4.5e9 pairs.
    assert sum(pairs) <= 4 * _near.ALIGNMENT_BUDGET


def test_a_long_near_miss_still_finds_its_passage() -> None:
    """Bounded, the passage of a long quote with one changed number is still found and
    the difference named."""
    source = _text(20_000, 3)
    start = source.index(" ", 40_000) + 1
    passage = source[start : source.index(" ", start + 6_000)]
    words = passage.split(" ")
    words[len(words) // 2] = "24"
    quote = " ".join(words)
    finding = locate(source, [quote])[0]
    assert finding.verdict is Verdict.PARAPHRASE
    assert finding.nearest is not None
    # In twelve words repeated at random the edges may slide a little; the passage holds it.
    assert finding.nearest.start <= start + 100
    assert finding.nearest.end >= start + len(passage) - 100
    assert finding.nearest.end - finding.nearest.start < 2 * len(passage)
    assert any(d.quote == "24" for d in finding.differences)


@pytest.mark.parametrize(("quote_words", "source_words"), [(12, 400_000), (2700, 45_000)])
def test_candidate_search_work_is_bounded(
    monkeypatch: pytest.MonkeyPatch, quote_words: int, source_words: int
) -> None:
    """The word-pair index (issue 21) visits at most ``MAX_POSITIONS`` occurrences and scores
    at most ``MAX_WINDOWS`` stretches a quote, however common its pairs (twelve words
    repeated at random: every pair occurs thousands of times)."""
    from citeproof.match import _candidates

    looked_up: list[int] = []
    scored: list[int] = []
    real_pair = _candidates.ShingleIndex.pair
    real_lcs = _candidates.LCSseq.similarity

    def pair(self: _candidates.ShingleIndex, first: str, second: str) -> tuple[int, int]:
        lo, hi = real_pair(self, first, second)
        looked_up.append(hi - lo)
        return lo, hi

    def lcs(a: Any, b: Any, *args: Any, **kwargs: Any) -> Any:
        scored.append(len(a) * len(b))
        return real_lcs(a, b, *args, **kwargs)

    monkeypatch.setattr(_candidates.ShingleIndex, "pair", pair)
    monkeypatch.setattr(_candidates.LCSseq, "similarity", lcs)
    visited: list[int] = []
    real_candidates = _candidates.candidates

    def counted(index: _candidates.ShingleIndex, words: Any, count: int = 3) -> Any:
        found = real_candidates(index, words, count)
        visited.append(sum(looked_up))
        return found

    monkeypatch.setattr(_candidates, "candidates", counted)
    source = PreparedSource(_text(source_words, 4))
    finding = locate(source, [_text(quote_words, 5)])[0]
    assert not finding.confirmed
    assert looked_up, "the index was asked"
    assert len(looked_up) <= _candidates.MAX_SEEDS
    assert len(scored) <= _candidates.MAX_WINDOWS + 1
    words = quote_words + 1
    band = max(4, words // 8)
    assert max(scored) <= words * (words + 2 * (band + words // 4 + 2) + 2 * band + 1)
    # Occurrences visited: the rarest pairs first, stopping within the budget.
    assert sum(sorted(looked_up)[: len(looked_up) - 1]) <= _candidates.MAX_POSITIONS or (
        finding.nearest is None
    )
