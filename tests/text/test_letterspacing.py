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
        # microtype's \textls under pdfLaTeX leaves the tracking's space before a comma
        ("die S p e r r s a t z , und", "die Sperrsatz, und"),
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
    ["a", "B", "é", "е\u0301", "ѻ\u0486", "中", "7", "ab", " ", " ", "  ", ",", "(", "\n", "ß",
     "’", "—", "🧭", "\u05b0", "\u02bc", "ж", "p"]
)  # fmt: skip
_MARKS = tuple(spacing._MARK_RANGES)


def _runs_by_hand(text: str) -> list[tuple[int, int]]:
    """The runs, found a character at a time: maximal stretches of letters (each with its
    marks of the cased scripts) each two one space apart, none touching a letter or a
    mark outside the stretch: the oracle for the pattern and its search."""

    def mark(c: str) -> bool:
        return any(low <= ord(c) <= high for low, high in _MARKS)

    def letter(c: str) -> bool:  # an apostrophe written as a modifier letter is none
        return c.isalpha() and not ("\u02b9" <= c <= "\u02bf" or "\u02c8" <= c <= "\u02cb")

    def unit_end(i: int) -> int | None:  # a letter at i with its marks, standing alone
        if (
            i >= len(text)
            or not letter(text[i])
            or (i and (letter(text[i - 1]) or mark(text[i - 1])))
        ):
            return None
        j = i + 1
        while j < len(text) and mark(text[j]):
            j += 1
        return None if j < len(text) and (letter(text[j]) or mark(text[j])) else j

    out = []
    i = 0
    while i < len(text):
        end = unit_end(i)
        if end is None:
            i += 1
            continue
        units = 1
        while end + 1 < len(text) and text[end] == " " and (nxt := unit_end(end + 1)) is not None:
            end, units = nxt, units + 1
        if units >= 2:
            out.append((i, end))
        i = end
    return out


@settings(max_examples=500)
@given(st.lists(_PIECES, max_size=40))
def test_the_runs_are_the_ones_found_by_hand(pieces: list[str]) -> None:
    text = "".join(pieces)
    expected: list[tuple[int, int, str]] = []
    for start, end in _runs_by_hand(text):
        expected.extend(spacing._closed_up(text, start, end))
    assert spacing.spaced_letters(text) == expected


@pytest.mark.parametrize(
    ("source", "altered", "genuine"),
    [
        # a review's findings: a run's first letter glued to what stands before it
        ("Il libro difende l’a t e i s m o come scelta di vita, disse.",
         "teismo come scelta di vita", "l’ateismo come scelta di vita"),
        ("Il giudice disse che il gesto era—s c o r r e t t o—secondo la legge.",
         "corretto—secondo la legge", "era—scorretto—secondo la legge"),
        ("Der Text nennt es 1a m o r a l und so weiter im Buch.",
         "moral und so weiter im Buch", "es 1amoral und so weiter"),
        # ... and its last letter glued to what follows it (a footnote's digit)
        ("They called it u n f a i r2 and moved on at once.",
         "called it unfai r2 and moved on", "called it unfair2 and moved on"),
    ],
)  # fmt: skip
def test_a_run_is_whole(source: str, altered: str, genuine: str) -> None:
    assert not locate(source, [altered])[0].confirmed
    assert locate(source, [genuine])[0].confirmed


def test_the_fold_deletes_spaces_only() -> None:
    text = "a🧭g e s p e r r t and (x y z) or с м и р е\u0301 н ъ, да"
    edits = spacing.spaced_letters(text)
    folded, _ = rewrite(text, edits)
    assert folded == "a🧭gesperrt and (xyz) or смире\u0301нъ, да"
    assert fold(text, ["letterspacing"]).text == folded


def test_a_run_after_a_modifier_apostrophe_is_whole() -> None:
    """A second review: "dellʼa t e i s m o" (U+02BC, a letter by its category) let
    "teismo" stand for "ateismo"."""
    source = "dellʼa t e i s m o di Voltaire e altro"
    assert not locate(source, ["teismo di Voltaire e altro"])[0].confirmed
    assert locate(source, ["dellʼateismo di Voltaire e altro"])[0].confirmed


def test_a_quote_ending_with_a_word_before_its_comma_ends_there() -> None:
    """A second review: the space closed before the comma was the last letter's, so the
    span ended on it and every normalization was named."""
    source = "Es war der S p e r r s a t z , und mehr"
    found = locate(source, ["Es war der Sperrsatz"])[0]
    assert found.normalizations == ("letterspacing",)
    assert source[found.spans[0].start : found.spans[0].end] == "Es war der S p e r r s a t z"


@pytest.mark.parametrize("text", ["a ж ж", "Z« a ж X", "с м и p е н ъ"])
def test_look_alikes_fold_what_letterspacing_closed(text: str) -> None:
    """A second review: look-alikes ran before letterspacing, so a word it made of a
    Latin and Cyrillic letter was folded again by a second fold."""
    names = ("lookalikes", "letterspacing")
    once = fold(text, names).text
    assert fold(once, names).text == once


def test_a_spaced_word_with_a_look_alike_is_found() -> None:
    source = "он был с м и p е н ъ всегда"  # a Latin p among the Cyrillic letters
    assert locate(source, ["он был смиренъ всегда"])[0].confirmed
