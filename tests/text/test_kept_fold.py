"""A fold written as bytes reads back as the same fold, or as a ValueError: never a wrong map."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof.text import NORMALIZATIONS, fold, fold_bytes, fold_from_bytes

from .strategies import any_text

names = st.sets(st.sampled_from(sorted(NORMALIZATIONS))).map(tuple)


@given(any_text, names)
def test_a_kept_fold_reads_back_as_the_fold(text: str, chosen: tuple[str, ...]) -> None:
    """Text, normalizations and every offset's way back, rounded either way."""
    folded = fold(text, chosen)
    back = fold_from_bytes(fold_bytes(folded), chosen, len(text))
    assert back.text == folded.text
    assert back.normalizations == folded.normalizations
    for j in range(len(folded.text) + 1):
        assert back.map.to_original_start(j) == folded.map.to_original_start(j)
        assert back.map.to_original_end(j) == folded.map.to_original_end(j)


def test_a_lone_surrogate_comes_back() -> None:
    folded = fold("a\ud800 \u00a0b", ["whitespace", "unicode"])
    assert fold_from_bytes(fold_bytes(folded), folded.normalizations, 5).text == folded.text


def test_a_fold_of_other_names_or_another_length_is_refused() -> None:
    folded = fold("a  b—c", ["whitespace", "dashes"])
    data = fold_bytes(folded)
    with pytest.raises(ValueError, match="another text"):
        fold_from_bytes(data, ["whitespace"], 6)
    with pytest.raises(ValueError, match="another text"):
        fold_from_bytes(data, ["whitespace", "dashes"], 7)
    assert fold_from_bytes(data, ["dashes", "whitespace"], 6).text == folded.text  # any order


@given(st.data())
def test_changed_or_cut_bytes_are_refused(data: st.DataObject) -> None:
    """A byte changed anywhere, or the bytes cut anywhere: a ValueError (the digest)."""
    text = "one  two\u2014three \u201cfour\u201d\r\nfive"
    folded = fold(text, ["whitespace", "quotes", "dashes"])
    kept = fold_bytes(folded)
    assert fold_from_bytes(kept, folded.normalizations, len(text)).text == folded.text
    at = data.draw(st.integers(min_value=0, max_value=len(kept) - 1))
    changed = bytearray(kept)
    changed[at] ^= data.draw(st.integers(min_value=1, max_value=255))
    for damaged in (bytes(changed), kept[:at]):
        with pytest.raises(ValueError, match="kept fold"):
            fold_from_bytes(damaged, folded.normalizations, len(text))
