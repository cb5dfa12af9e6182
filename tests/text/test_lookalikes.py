"""``lookalikes``: a mixed word's standing-in letters, and what it must never touch."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof.text import fold
from citeproof.text._lookalikes import LATIN_TO_CYRILLIC, script_of
from citeproof.text._normalizations import LookAlikes


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        # XeTeX's Triod Postnaja: the stressed а and о given as Latin á and ó
        ("пр\u0457ид\u00f3ша стр\u00e1нъ", "прїидо\u0301ша стра\u0301нъ"),
        ("Pуccкий", "Русский"),  # Latin letters all look-alikes: a Cyrillic word
        ("c\u043epe", "cope"),  # every letter a look-alike: the more letters' script
        ("Y\u0415S", "YES"),  # a Cyrillic Е in a Latin word
        ("c\u043emputer", "computer"),  # a Cyrillic о in a Latin word
        ("Ё\u0435жик", "Ёежик"),
        ("ëжик", "ёжик"),  # composes: Cyrillic е with a diaeresis is ё
        ("сoр", "сор"),  # every letter a look-alike: Cyrillic, as Cyrillic comes first
    ],
)
def test_a_mixed_words_standing_in_letters_become_their_look_alikes(text: str, folded: str) -> None:
    assert LookAlikes()(text) == folded


@pytest.mark.parametrize(
    "text",
    [
        "сор cop",  # a word of one script is never another's
        "IT-специалист",  # two words
        "qж",  # both scripts hold a letter with no look-alike
        "Bот",  # B and в differ in small letters: not a pair
        "Pyccкий",  # y and у are no pair (Y and У differ): both scripts hold a letter without
        "ſоп",  # ſ is not s
        "οἶκος",  # Greek
        "ё ë",
    ],
)
def test_what_it_leaves_alone(text: str) -> None:
    assert LookAlikes()(text) == text


_PIECES = [
    *"aceopxijACEOPXIJ",  # Latin with Cyrillic look-alikes
    *"bkmqzyBKMQZYſ",  # Latin without
    *"асеорхіјАСЕОРХІЈ",  # Cyrillic with Latin look-alikes
    *"бжкмщуБЖКМЩУїё",  # Cyrillic without
    "\u00f3", "\u00e1", "\u00eb", "\u00cf",  # precomposed Latin
    "\u0301", "\u0308", "\u0486", "\u2ded", "\u0483",  # marks, Cyrillic ones among them
    " ", "-", "1", ".", "\n",
]  # fmt: skip
mixed = st.lists(st.sampled_from(_PIECES), max_size=30).map("".join)


@given(mixed)
def test_the_fold_is_its_own_fixed_point(text: str) -> None:
    once = fold(text, ["unicode", "lookalikes"]).text
    assert fold(once, ["unicode", "lookalikes"]).text == once


@given(mixed)
def test_case_folding_before_or_after_gives_the_same_text(text: str) -> None:
    """The pairs are case folded into pairs, so the fold with ``case`` is the fold
    without it, case folded (what a prepared source's shortcut relies on)."""
    with_case = fold(text, ["case", "unicode", "lookalikes"]).text
    without = fold(text, ["unicode", "lookalikes"]).text
    assert with_case == fold(without, ["case", "unicode"]).text


@given(mixed)
def test_every_folded_span_maps_back_to_whole_clusters(text: str) -> None:
    folded = fold(text, ["unicode", "lookalikes"])
    size = folded.map.folded_length
    assert size == len(folded.text)
    assert folded.map.original_length == len(text)
    starts = [folded.map.to_original_start(j) for j in range(size + 1)]
    assert starts == sorted(starts)
    assert folded.map.to_original_start(0) == 0
    assert folded.map.to_original_end(size) == len(text)


@given(st.lists(st.sampled_from(["аб", "жк", "ё", " ", "\u0301", "сор"]), max_size=20).map("".join))
def test_a_text_of_one_script_is_never_touched(text: str) -> None:
    assert LookAlikes()(text) == text
    latin = text.translate(str.maketrans("абжкёсор", "abzkecop"))
    assert LookAlikes()(latin) == latin


def test_case_folding_keeps_each_letters_script_and_look_alike() -> None:
    """A premise of the case shortcut, over all of Unicode: the letters of each script are
    those Unicode names so, and a character that case folds
    into one other is of the same script here as it, and has a look-alike exactly when
    it has one (``K``, the Kelvin sign, folds into Latin ``k`` but is NFC's ``K`` first)."""
    from citeproof.text._lookalikes import _TO_CYRILLIC, _TO_LATIN, _lookalike
    from citeproof.text._unicode import nfc
    from citeproof.text._unicode import unicodedata as current

    def has_one(char: str) -> bool:
        table = _TO_CYRILLIC if script_of(char) == "Latin" else _TO_LATIN
        return script_of(char) is not None and _lookalike(char, table) is not None

    for code in range(0x80, 0x30000):
        folds = chr(code).casefold()
        named = current.name(chr(code), "").split(" ")[0]
        if len(folds) == 1 and named not in {"LATIN", "CYRILLIC"}:
            named = current.name(folds, "").split(" ")[0]
        if current.category(chr(code))[0] == "L" and named in {"LATIN", "CYRILLIC"}:
            assert script_of(chr(code)) == named.title(), hex(code)
        else:
            assert script_of(chr(code)) is None, hex(code)
        char = nfc(chr(code))
        folded = char.casefold()
        if len(char) != 1 or len(folded) != 1 or folded == char:
            continue
        assert script_of(char) == script_of(folded), hex(code)
        assert has_one(char) == has_one(folded), hex(code)
    for latin, cyrillic in LATIN_TO_CYRILLIC.items():
        assert script_of(latin) == "Latin"
        assert script_of(cyrillic) == "Cyrillic"
        assert latin.casefold() in LATIN_TO_CYRILLIC
        assert LATIN_TO_CYRILLIC[latin.casefold()] == cyrillic.casefold()


def test_a_word_broken_at_a_line_after_a_stand_in_letter_is_found() -> None:
    """The stand-in ``ó`` becomes ``о`` and a combining acute (Cyrillic has no precomposed
    one): a hyphen at a line break after it is still after a letter (a review's finding:
    "прїидó-⏎ша" was a paraphrase of its own letters)."""
    from citeproof.match import DEFAULT_POLICY, locate

    source = "Слово пр\u0457ид\u00f3-\nша конец"
    for quote in ("Слово пр\u0457ид\u00f3ша конец", "Слово прїидо\u0301ша конец"):
        finding = locate(source, [quote], DEFAULT_POLICY)[0]
        assert finding.confirmed, quote
        assert source[finding.spans[0].start : finding.spans[0].end] == source
    finding = locate("Он до\u0301-\nма", ["Он до\u0301ма"], DEFAULT_POLICY)[0]
    assert finding.confirmed


def test_capital_y_and_cyrillic_u_differ() -> None:
    """A reader sees ``У`` is not ``Y`` (a review's finding: "Уes" was confirmed)."""
    from citeproof.match import DEFAULT_POLICY, locate

    for source, quote in [("He said Yes to them.", "He said \u0423es to them."),
                          ("The YEAR of plenty", "The \u0423EAR of plenty")]:  # fmt: skip
        assert not locate(source, [quote], DEFAULT_POLICY)[0].confirmed


def test_a_latin_word_of_look_alikes_with_one_cyrillic_stand_in_is_found() -> None:
    from citeproof.match import DEFAULT_POLICY, locate

    assert locate("c\u043epe with the text", ["cope with the text"], DEFAULT_POLICY)[0].confirmed
