"""``letterspacing``: a word set letter by letter equals the word, and nothing else does."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from citeproof.match import Policy, Verdict, locate
from citeproof.text import LetterSpacing, fold
from citeproof.text import _letterspacing as spacing
from citeproof.text._edits import rewrite

FOLD = LetterSpacing()


@pytest.mark.parametrize(
    ("text", "folded"),
    [
        ("such as с м и р е\u0301 н ъ, is", "such as смире\u0301нъ, is"),
        ("ѻ\u0486 т е\u0301 ц ъ or", "ѻ\u0486те\u0301цъ or"),
        ("(g e s p e r r t)", "(gesperrt)"),
        ("«с м и р е н ъ»", "«смиренъ»"),
        ("N A S A said", "NASA said"),
        ("ἀ ρ ε τ ή", "ἀρετή"),
    ],
)
def test_a_spaced_word_is_the_word(text: str, folded: str) -> None:
    assert FOLD(text) == folded


@pytest.mark.parametrize(
    "text",
    [
        "a b",  # two letters: two words more often than one
        "1 2 3",  # digits
        "of a to",  # a letter beside longer words
        "東 京 都",  # no case: a space typed between two Han characters stays
        "ب ت ث",  # nor between Arabic letters
        "x y2 z",  # a letter and a digit are a word
        "a  b  c",  # two spaces apart (white space's fold makes them one first)
    ],
)
def test_what_is_not_a_spaced_word_stays(text: str) -> None:
    assert FOLD(text) == text


def test_only_the_cased_letters_of_a_run_are_closed_up() -> None:
    assert FOLD("中 a b c") == "中 abc"
    assert FOLD("a b 中 c d") == "a b 中 c d"


def test_a_one_letter_word_beside_a_spaced_word_is_read_into_it() -> None:
    """The known cost, said in the normalization's docstring."""
    assert FOLD("и с м и р е н ъ") == "исмиренъ"


def test_the_map_leads_back_to_the_spaced_letters() -> None:
    source = "A word set wide, such as с м и р е\u0301 н ъ, is stressed."
    found = locate(source, ["such as смире\u0301нъ, is stressed"])[0]
    assert found.verdict is Verdict.NORMALIZED
    assert found.normalizations == ("letterspacing",)
    span = found.spans[0]
    assert source[span.start : span.end] == "such as с м и р е\u0301 н ъ, is stressed"


def test_an_altered_spaced_word_is_not_confirmed() -> None:
    source = "A word set wide, such as с м и р е\u0301 н ъ, is stressed."
    for altered in ("such as смирѣнъ, is stressed", "such as смире\u0301н, is stressed"):
        assert not locate(source, [altered])[0].confirmed


def test_a_quote_ending_inside_a_run_of_one_letter_words_is_still_found() -> None:
    """``letterspacing`` is a last resort: its fold of ``x y z`` holds no ``x y``, and a
    quote found without it is found as before (the ladder tries it only after the rest)."""
    source = "Then the variables of x y z were fixed for the run."
    found = locate(source, ["Then the variables of x y"])[0]
    assert found.verdict is Verdict.VERBATIM
    quote = "the variables of x y z were\nfixed"
    assert locate(source, [quote])[0].normalizations == ("whitespace",)


def test_not_tolerated_it_folds_nothing() -> None:
    source = "such as с м и р е н ъ, is"
    policy = Policy(tolerate=("whitespace",))
    assert not locate(source, ["such as смиренъ, is"], policy)[0].confirmed


_PIECES = st.sampled_from(
    ["a", "B", "é", "е\u0301", "ѻ\u0486", "中", "7", "ab", " ", " ", "  ", ",", "(", "\n", "ß"]
)


@settings(max_examples=300)
@given(st.lists(_PIECES, max_size=40))
def test_a_long_text_is_read_as_a_short_one(pieces: list[str]) -> None:
    """The numpy look over a long text finds every run the pattern finds in a short one."""
    text = "".join(pieces)
    short = spacing.spaced_letters(text)
    padding = "x" * spacing.ARRAY_SCAN
    shift = len(padding) + 1
    long_found = spacing.spaced_letters(f"{padding} {text}")
    assert [(s - shift, e - shift, n) for s, e, n in long_found] == short


@given(st.lists(_PIECES, max_size=40))
def test_the_fold_deletes_spaces_only(pieces: list[str]) -> None:
    text = "".join(pieces)
    edits = spacing.spaced_letters(text)
    assert all(text[s:e] == " " and new == "" for s, e, new in edits)
    folded, _ = rewrite(text, edits)
    assert folded.replace(" ", "") == text.replace(" ", "")
    assert fold(text, ["letterspacing"]).text == folded
