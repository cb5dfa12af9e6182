"""A prepared source's fold with case added, made from its fold without case, is the fold."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from citeproof.match import PreparedSource
from citeproof.text import NORMALIZATIONS, Folded, fold

#: ASCII letters in both cases and the characters that decide whether the shortcut holds:
#: punctuation it folds, letters with and without case, a ligature, a combining mark.
ALPHABET = "aAbBkKsSzZ 09.,'\"-\n\t" + "“”‘’—–…\u00a0\u00ad🧭§" + "éÉßﬁİıΣσς\u0301Åⅻ"
#: Letters the wider shortcut takes (a ligature, signs NFC replaces, letters of other
#: scripts, full-width Latin, one without case, tatweel) and those it must refuse: a
#: ligature case folding lengthens, a composing Hangul vowel, a cased symbol.
LETTERS = "ﬀﬅſΩKÅÆæÖöŒœĲĳΑαΔδЖжԱաＡａ中かـ\u212b\u2126\u212aﻟﺒ\u1f71\u2000\u037eﬆΐŉǰ\u1161\u0345Ⓐⓐǅ"
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


@settings(max_examples=600)
@given(
    st.text(alphabet=ALPHABET + LETTERS, max_size=40),
    st.sets(st.sampled_from(NAMES)),
)
def test_case_added_to_a_cached_fold_of_letters_is_the_fold(text: str, names: set[str]) -> None:
    prepared = PreparedSource(text)
    prepared.folded(sorted(names))
    _same(prepared.folded([*names, "case"]), fold(text, [*names, "case"]))


#: Latin and Cyrillic letters with look-alikes and without, in both cases, and marks.
MIXED = "aAoOcCyYiIkKbBſ\u212a" + "аАоОсСуУіІжЖвВ\u1c82\u1c83" + "óÓëЁ\u0301\u0486 -"


@settings(max_examples=600)
@given(st.text(alphabet=MIXED, max_size=30), st.sets(st.sampled_from(NAMES)))
def test_case_added_to_a_cached_fold_of_mixed_words_is_the_fold(text: str, names: set[str]) -> None:
    """``lookalikes`` reads a word as a whole: case folding must leave its decision."""
    prepared = PreparedSource(text)
    prepared.folded(sorted(names))
    _same(prepared.folded([*names, "case"]), fold(text, [*names, "case"]))


#: Letters alone between spaces, in both cases, with marks and letters case folding
#: lengthens: ``letterspacing`` closes up three or more of them.
SPACED = "aAbBßİΐ\u0301\u0486 1"


@settings(max_examples=600)
@given(st.text(alphabet=SPACED, max_size=30), st.sets(st.sampled_from(NAMES)))
def test_case_added_to_a_cached_fold_of_spaced_letters_is_the_fold(
    text: str, names: set[str]
) -> None:
    """``letterspacing`` asks whether a token is one cased letter: case folding must leave
    its decision."""
    prepared = PreparedSource(text)
    prepared.folded(sorted(names))
    _same(prepared.folded([*names, "case"]), fold(text, [*names, "case"]))


#: Symbols' spellings in both cases, and what makes one (a space after a bracket, an en
#: dash before an arrow): case folding makes ``(C)`` a spelling ``symbols`` folds.
SPELLINGS = ["(c)", "(C)", "( C)", "(Tm)", "(TM)", "C/O", "c/o", "-->", "–->", "(", ")", "C",
             "c", "/", "O", "a", " ", "É", "ﬁ", "\n", "-", ">", "M", "T"]  # fmt: skip


@settings(max_examples=400)
@given(
    st.lists(st.sampled_from(SPELLINGS), max_size=12).map("".join), st.sets(st.sampled_from(NAMES))
)
def test_case_added_to_a_cached_fold_of_spellings_is_the_fold(text: str, names: set[str]) -> None:
    prepared = PreparedSource(text)
    prepared.folded(sorted(names))
    _same(prepared.folded([*names, "case"]), fold(text, [*names, "case"]))


def test_no_cased_letter_changes_script_spacing_when_case_folded() -> None:
    """A premise of the wider shortcut: a letter case folding changes into one other is,
    like it, of a script written without spaces or not (``whitespace`` takes out a line
    break between two such characters)."""
    import regex

    from citeproof.text._normalizations import _UNSPACED
    from citeproof.text._unicode import composes_back

    unspaced = regex.compile(_UNSPACED)
    for code in range(0x80, 0x30000):
        char = chr(code)
        folded = char.casefold()
        if folded == char or len(folded) != 1 or composes_back(char):
            continue
        assert (unspaced.match(char) is None) == (unspaced.match(folded) is None), char


def test_only_composing_characters_join_a_run_of_changed_ones() -> None:
    """A premise of the wider shortcut: within a run of characters ``unicode`` changes,
    NFC joins none to the one before unless it composes back (a mark, a Hangul vowel:
    :func:`~citeproof.text._unicode.composes_back`, which the shortcut refuses). The second
    character of every canonical composition composes back or is one ``unicode`` never
    changes (Kirat Rai's vowel sign E, Unicode 16, a letter), so it is in no run."""
    from citeproof.text._unicode import composes_back, unicode_tables, unicodedata

    changing = unicode_tables()[1]
    for code in range(0x80, 0x110000):
        parts = unicodedata.decomposition(chr(code)).split()
        if len(parts) == 2 and not parts[0].startswith("<"):
            second = chr(int(parts[1], 16))
            assert composes_back(second) or not changing.runs(second), hex(code)


def test_a_letter_case_folding_lengthens_or_a_composing_one_folds_in_full() -> None:
    for text in ("Straße MAY", "ⅫB", "İstanbul", "ΐ", "cafe\u0301 CAFÉ", "Éﬁ", "ﬁﬁ", "\u212bΩ"):
        prepared = PreparedSource(text)
        prepared.folded(["unicode", "quotes"])
        cased = prepared.folded(["unicode", "quotes", "case"])
        assert cased.map is not prepared.folded(["unicode", "quotes"]).map
        _same(cased, fold(text, ["unicode", "quotes", "case"]))


def test_a_ligature_without_unicode_folds_in_full() -> None:
    """Without ``unicode`` the fold keeps ``ﬁ``, which case folding makes two letters."""
    prepared = PreparedSource("ﬁnd the FIELD")
    prepared.folded(["quotes"])
    cased = prepared.folded(["quotes", "case"])
    assert cased.map is not prepared.folded(["quotes"]).map
    _same(cased, fold("ﬁnd the FIELD", ["quotes", "case"]))


def test_the_shortcut_is_taken_for_letters_that_fold_alike() -> None:
    """Accented letters, ligatures ``unicode`` spells out, Greek and Cyrillic: the fold
    with case is the fold without it, case folded (the bench's repetitive source)."""
    for text in ("ÉCOLE école", "Its ﬁndings were “signiﬁcant”", "ΩMEGA Жук", "ﬆop STOP"):
        prepared = PreparedSource(text)
        plain = prepared.folded(["unicode", "quotes"])
        cased = prepared.folded(["unicode", "quotes", "case"])
        assert cased.map is plain.map
        _same(cased, fold(text, ["unicode", "quotes", "case"]))
