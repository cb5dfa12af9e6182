"""A prepared source's fold with case added, made from its fold without case, is the fold."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from citeproof.match import PreparedSource
from citeproof.text import NORMALIZATIONS, Folded, fold

#: ASCII letters in both cases and the characters that decide whether the shortcut holds:
#: punctuation it folds, letters with and without case, a ligature, a combining mark.
ALPHABET = "aAbBkKsSzZ 09.,'\"-\n\t" + "“”‘’—–…\u00a0\u00ad🧭§" + "éÉßﬁİıΣσς\u0301Åⅻ"
NAMES = [n for n in NORMALIZATIONS if n != "case"]


def _same(a: Folded, b: Folded) -> None:
    assert a.text == b.text
    assert a.normalizations == b.normalizations
    assert a.map.folded_length == b.map.folded_length
    assert a.map.original_length == b.map.original_length
    for j in range(a.map.folded_length + 1):
        assert a.map.to_original_start(j) == b.map.to_original_start(j)
        assert a.map.to_original_end(j) == b.map.to_original_end(j)


@settings(max_examples=400)
@given(st.text(alphabet=ALPHABET, max_size=40), st.sets(st.sampled_from(NAMES)))
def test_case_added_to_a_cached_fold_is_the_fold(text: str, names: set[str]) -> None:
    prepared = PreparedSource(text)
    prepared.folded(sorted(names))  # the fold without case, cached first (as the ladder does)
    _same(prepared.folded([*names, "case"]), fold(text, [*names, "case"]))


def test_the_shortcut_is_taken_for_ascii_letters_and_punctuation() -> None:
    text = "The “Pilot” ran — six MONTHS… then\u00a0ended."
    prepared = PreparedSource(text)
    names = ("invisible", "quotes", "dashes", "ellipsis", "whitespace")
    plain = prepared.folded(names)
    cased = prepared.folded([*names, "case"])
    assert cased.map is plain.map  # made from the cached fold, not folded again
    _same(cased, fold(text, [*names, "case"]))


def test_a_cased_non_ascii_letter_folds_in_full() -> None:
    for text in ("Straße MAY", "ÉCOLE école", "ﬁnd the FIELD", "ⅫB"):
        prepared = PreparedSource(text)
        prepared.folded(["unicode", "quotes"])
        cased = prepared.folded(["unicode", "quotes", "case"])
        assert cased.map is not prepared.folded(["unicode", "quotes"]).map
        _same(cased, fold(text, ["unicode", "quotes", "case"]))
