"""The word-pair index is built two ways (plain Python for short texts, numpy's whole-array
sort for long ones); both must give the same index, or a near miss would depend on the
length of the text around it."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from citeproof.match import _candidates
from citeproof.match._candidates import (
    ShingleIndex,
    _build_arrays,
    _build_python,
    _pair_order,
    _strongest,
    _strongest_arrays,
    _votes,
    _votes_arrays,
)

_WORDS = st.sampled_from(["the", "a", "tide", "Tide", "ölçü", "中文", "x2", "_", "ß", "e\u0301"])
_GAPS = st.sampled_from([" ", "  ", "\n", ", ", "—", "", "'", "\u00a0", "…"])


@st.composite
def texts(draw: st.DrawFn) -> str:
    parts = draw(st.lists(st.tuples(_GAPS, _WORDS), max_size=60))
    return "".join(gap + word for gap, word in parts) + draw(_GAPS)


@settings(max_examples=300)
@given(st.one_of(texts(), st.text(max_size=200)))
@example("")
@example("word")
@example("  two words  ")
@example("a\ud800b \U0001d400\U0001d401 c_d \u00b2 \u0663\u0664")  # lone surrogate, astral
def test_both_builds_give_the_same_index(text: str) -> None:
    assert _build_arrays(text) == _build_python(text)


def test_a_long_text_is_built_with_arrays_and_finds_pairs_as_a_short_one() -> None:
    text = "the tide rose and the tide fell, " * 2000
    assert len(text) >= _candidates._ARRAY_BUILD
    index = ShingleIndex(text)
    assert type(index.order[0]) is int  # plain ints, never numpy scalars
    lo, hi = index.pair("the", "tide")
    assert hi - lo == 4000
    first = index.order[lo]
    assert text[index.starts[first] : index.starts[first] + 8] == "the tide"


@settings(max_examples=200)
@given(
    st.lists(st.integers(0, 300), min_size=1, max_size=400),
    st.lists(
        st.tuples(st.integers(0, 40), st.integers(0, 399), st.integers(0, 60), st.floats(0.05, 1)),
        min_size=1, max_size=12,
    ),
    st.integers(4, 12),
)  # fmt: skip
def test_votes_counted_with_numpy_are_the_loops_votes(
    positions: list[int], seeds: list[tuple[int, int, int, float]], band: int
) -> None:
    """Same bands, and bit for bit the same sums (added in the same order)."""
    from array import array

    order = array("q", positions)
    voting = [(j, lo, min(lo + n, len(order)), w) for j, lo, n, w in seeds if lo < len(order)]
    voting = [v for v in voting if v[2] > v[1]]
    if not voting:
        return
    voted, sums = _votes_arrays(order, voting, band)
    low, loop = int(voted[0]), _votes(order, voting, band)
    by_band = dict(enumerate(sums.tolist(), start=low))
    assert {k: by_band[k] for k in voted.tolist()} == loop  # the same bands, the same sums
    assert not any(v for k, v in by_band.items() if k not in loop)  # none where none voted
    # and the strongest bands chosen from those arrays are the loop's, supports and all
    assert _strongest_arrays(voted, sums) == _strongest(_votes(order, voting, band))


@settings(max_examples=200)
@given(
    st.dictionaries(st.integers(-30, 60), st.sampled_from([0.1, 0.25, 1 / 3, 0.5, 1.0]),
                    min_size=1, max_size=40),
)  # fmt: skip
def test_the_strongest_bands_are_chosen_alike_with_ties(votes: dict[int, float]) -> None:
    """Few distinct weights, so many bands tie on support: ties go to the lower band in
    both, and no chosen band is next to another."""
    import numpy as np

    voted = np.asarray(sorted(votes), dtype=np.int64)
    low = int(voted[0])
    sums = np.zeros(int(voted[-1]) - low + 1)
    sums[voted - low] = [votes[k] for k in sorted(votes)]
    chosen = _strongest(votes)
    assert _strongest_arrays(voted, sums) == chosen
    keys = [k for k, _ in chosen]
    assert all(abs(a - b) > 1 for a in keys for b in keys if a != b)
    assert len(chosen) <= _candidates.MAX_WINDOWS


@settings(max_examples=200)
@given(st.lists(st.integers(0, 40), min_size=2, max_size=300), st.booleans())
def test_pairs_ordered_by_their_numbers_as_by_a_stable_sort(ids: list[int], huge: bool) -> None:
    """The positions ordered by one sort of numbered pairs are those a stable argsort of
    the keys gives, and so when the numbers would not fit (``huge``: the argsort itself)."""
    import numpy as np

    words = np.asarray(ids, dtype=np.int64)
    keys = (words[:-1] << _candidates._SHIFT) | words[1:]
    distinct = 1 << 31 if huge else max(ids) + 1
    expected = np.argsort(keys, kind="stable")
    assert _pair_order(words, distinct, keys).tolist() == expected.tolist()


@settings(max_examples=100)
@given(st.one_of(texts(), st.text(max_size=200)))
def test_word_counts_by_numpy_are_the_loops(text: str) -> None:
    """The index counts its words with numpy's bincount when built with numpy: the same
    counts as the loop, and as counting the words of the text."""
    from collections import Counter

    index = ShingleIndex(text)
    index._arrays = True
    by_numpy = index.counts()
    index._arrays = False
    assert by_numpy == index.counts()
    words = Counter(_candidates._TOKEN.findall(text))
    assert {w: by_numpy[i] for w, i in index.vocabulary.items()} == dict(words)


@settings(max_examples=150, deadline=None)
@given(texts(), st.lists(_WORDS, min_size=2, max_size=12), st.integers(1, 12))
def test_the_first_candidates_are_the_first_of_all(text: str, words: list[str], count: int) -> None:
    """A stretch's aligned start (which breaks ties) is worked out only for the stretches
    that could be among the first ``count``: the same first ones as when every stretch is
    aligned and ranked."""
    index = ShingleIndex(" ".join([text] * 3))
    words = [w.casefold() for w in words]
    every = _candidates.candidates(index, words, count=_candidates.MAX_WINDOWS)
    assert _candidates.candidates(index, words, count=count) == every[:count]


def _fields(index: ShingleIndex) -> tuple[object, ...]:
    return (index.ids, index.starts, index.lengths, index.order, index.keys, index.vocabulary,
            index._arrays)  # fmt: skip


@settings(max_examples=200)
@given(st.one_of(texts(), st.text(max_size=200)))
@example("")
@example("word")
@example("a\ud800b \U0001d400\U0001d401 c_d")  # a lone surrogate in a word
def test_a_kept_index_reads_back_as_the_index(text: str) -> None:
    """Written as bytes (how a long text's index is kept beside its cached document) and
    read back: the same arrays, vocabulary and build, so the same near misses."""
    index = ShingleIndex(text)
    assert _fields(ShingleIndex.from_bytes(index.to_bytes(), len(text))) == _fields(index)


def test_a_long_texts_kept_index_finds_the_same_pairs() -> None:
    text = "the tide rose and the tide fell, ölçü " * 2000
    back = ShingleIndex.from_bytes(ShingleIndex(text).to_bytes(), len(text))
    assert back._arrays
    assert back.pair("the", "tide") == ShingleIndex(text).pair("the", "tide")
    assert back.counts() == ShingleIndex(text).counts()


@settings(max_examples=100)
@given(st.data())
def test_a_changed_or_cut_kept_index_is_refused(data: st.DataObject) -> None:
    import pytest

    text = "the tide rose and the tide fell"
    kept = ShingleIndex(text).to_bytes()
    at = data.draw(st.integers(min_value=0, max_value=len(kept) - 1))
    changed = bytearray(kept)
    changed[at] ^= data.draw(st.integers(min_value=1, max_value=255))
    for damaged in (bytes(changed), kept[:at]):
        with pytest.raises(ValueError, match="kept word index"):
            ShingleIndex.from_bytes(damaged, len(text))
    with pytest.raises(ValueError, match="does not fit"):
        ShingleIndex.from_bytes(kept, len(text) - 1)  # another, shorter text
