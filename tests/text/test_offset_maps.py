"""Offset maps: monotonic, covering, and every match maps back to its exact original."""

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from citeproof.text import (
    NORMALIZATIONS,
    SOFT_HYPHEN_MARK,
    fold,
    is_word_char,
    needed_normalizations,
)
from citeproof.text._normalizations import _INVISIBLE

from .strategies import any_text, tricky_text

ALL = tuple(NORMALIZATIONS)
subsets = st.sets(st.sampled_from(ALL)).map(tuple)


@given(text=any_text, names=subsets)
def test_maps_are_monotonic(text: str, names: tuple[str, ...]) -> None:
    folded = fold(text, names)
    m = folded.map
    starts = [m.to_original_start(j) for j in range(len(folded.text) + 1)]
    ends = [m.to_original_end(j) for j in range(len(folded.text) + 1)]
    assert starts == sorted(starts)
    assert ends == sorted(ends)
    assert all(0 <= x <= len(text) for x in starts + ends)
    for j in range(len(folded.text)):
        assert starts[j] < ends[j + 1]


@given(text=any_text, names=subsets)
def test_maps_cover_the_text(text: str, names: tuple[str, ...]) -> None:
    """Every original character is in some folded character's piece, or was invisible."""
    folded = fold(text, names)
    m = folded.map
    covered = [False] * len(text)
    previous = (0, 0)
    for j in range(len(folded.text)):
        piece = (m.to_original_start(j), m.to_original_end(j + 1))
        assert piece == previous or piece[0] >= previous[1]  # identical or disjoint, in order
        previous = piece
        for i in range(*piece):
            covered[i] = True
    import regex

    invisible = regex.compile("[" + _INVISIBLE + "]")
    for i, char in enumerate(text):
        if not covered[i]:
            assert "invisible" in names, (i, char)
            assert invisible.match(char), (i, char)


@given(text=tricky_text, names=subsets, data=st.data())
def test_a_match_maps_back_to_an_original_that_folds_to_it(
    text: str, names: tuple[str, ...], data: st.DataObject
) -> None:
    folded = fold(text, names)
    f = folded.text
    word = [is_word_char(c) and c != SOFT_HYPHEN_MARK for c in f]
    # A match starts at a word's start and ends at a word's end.
    starts = [i for i in range(len(f)) if word[i] and (i == 0 or not word[i - 1])]
    ends = [i + 1 for i in range(len(f)) if word[i] and (i + 1 == len(f) or not word[i + 1])]
    assume(starts)
    a = data.draw(st.sampled_from(starts))
    b = data.draw(st.sampled_from([e for e in ends if e > a]))
    assume(SOFT_HYPHEN_MARK not in f[max(0, a - 1) : b + 1])
    start, end = folded.map.to_original(a, b)
    assert fold(text[start:end], names).text == folded.text[a:b]


@pytest.mark.parametrize(
    ("source", "quote", "needed"),
    [
        ("The measured\n  value", "The measured value", ("whitespace",)),
        ("“ﬁnd”", '"find"', ("unicode", "quotes")),
        ("May", "may", ("case",)),
        ("hyphen-\nation", "hyphenation", ("hyphenation",)),
        ("same", "same", ()),
        ("a — b…", "a - b...", ("dashes", "ellipsis")),
    ],
)
def test_needed_names_only_what_was_needed(
    source: str, quote: str, needed: tuple[str, ...]
) -> None:
    assert needed_normalizations(source, quote, ALL) == needed


def test_needed_when_one_normalization_makes_work_for_another() -> None:
    assert needed_normalizations("a \u200b b", "a b", ALL) == ("invisible", "whitespace")


@given(text=any_text, names=subsets, data=st.data())
def test_many_spans_map_as_each_alone(
    text: str, names: tuple[str, ...], data: st.DataObject
) -> None:
    """``to_original_spans`` (numpy, from 48 spans) gives what ``to_original`` gives for
    each span alone, empty spans and spans at the text's ends included."""
    folded = fold(text, names)
    m = folded.map
    size = len(folded.text)
    offsets = st.integers(min_value=0, max_value=size)
    spans = data.draw(
        st.lists(st.tuples(offsets, offsets).map(lambda p: (min(p), max(p))), max_size=120)
    )
    assert m.to_original_spans(spans) == [m.to_original(a, b) for a, b in spans]
    every = [(j, k) for j in range(size + 1) for k in (j, min(j + 1, size), size)]
    assert m.to_original_spans(every) == [m.to_original(a, b) for a, b in every]


@given(text=any_text, names=subsets, data=st.data())
def test_a_patterns_occurrences_map_as_their_spans(
    text: str, names: tuple[str, ...], data: st.DataObject
) -> None:
    """``to_original_matches`` (the spans ``(s, s + length)`` of ascending starts, their
    arrays made from the starts) gives what ``to_original_spans`` gives for those spans,
    below and above the count mapped with numpy."""
    folded = fold(text, names)
    m = folded.map
    size = len(folded.text)
    length = data.draw(st.integers(min_value=1, max_value=max(1, size)))
    if length > size:
        return
    starts = sorted(
        data.draw(st.lists(st.integers(min_value=0, max_value=size - length), max_size=120))
    )
    spans = [(s, s + length) for s in starts]
    assert m.to_original_matches(starts, length) == m.to_original_spans(spans)
    every = list(range(size - length + 1)) * 2
    assert m.to_original_matches(sorted(every), length) == m.to_original_spans(
        [(s, s + length) for s in sorted(every)]
    )


def test_many_matches_outside_the_folded_text_are_refused() -> None:
    m = fold("a\u00a0 b  c" * 20, ("whitespace",)).map
    with pytest.raises(ValueError, match="outside the folded text"):
        m.to_original_matches([0] * 60 + [m.folded_length], 1)


def test_many_spans_outside_the_folded_text_are_refused() -> None:
    m = fold("a\u00a0 b  c" * 20, ("whitespace",)).map
    assert not m.is_identity
    with pytest.raises(ValueError, match="outside the folded text"):
        m.to_original_spans([(0, 1)] * 60 + [(0, m.folded_length + 1)])
