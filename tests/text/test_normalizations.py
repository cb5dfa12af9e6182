"""Each normalization: the false alarm it prevents, and the near miss it must not accept."""

import unicodedata
from itertools import pairwise

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from citeproof.text import NORMALIZATIONS, SOFT_HYPHEN_MARK, _normalizations, find_all_soft, fold
from citeproof.text._unicode import unicodedata as current_unicodedata

from .strategies import any_text

ALL = tuple(NORMALIZATIONS)


def equal_under(name: str, source: str, quote: str) -> bool:
    folded_source = fold(source, [name]).text
    folded_quote = fold(quote, [name]).text
    return bool(find_all_soft(folded_source, folded_quote)) and len(
        fold(source, [name]).text
    ) >= len(folded_quote)


# (name, source, genuine quote it must accept, altered quote it must still reject)
CASES = [
    ("whitespace", "The measured\r\n  value\u00a0is 42.", "The measured value is 42.",
     "The measuredvalue is 42."),
    ("whitespace", "the margin ⟩ and (ζf ) by f( x )", "the margin⟩ and (ζf) by f(x)",
     "the margin⟩ and (ζg) by f(x)"),
    ("quotes", "the “pilot” and it’s", "the \"pilot\" and it's", "the pilot and its"),
    ("quotes", "„low” ‹a› «b» 5′ 6″", "\"low\" 'a' \"b\" 5' 6\"", "'low' 'a' 'b' 5' 6'"),
    # Greek elision: a text layer's spacing psili (Old Standard) for the apostrophe
    ("quotes", "ἀλλ\u1fbf ἕκαστος", "ἀλλ’ ἕκαστος", "ἀλλ ἕκαστος"),
    ("dashes", "six months — ending −5 10–12 non‑stop", "six months - ending -5 10-12 non-stop",
     "six months ending 5 1012 nonstop"),
    ("dashes", "six months — ending in March – pp. 10–12",
     "six months -- ending in March --- pp. 10--12", "six months - ending in March pp. 1012"),
    ("ellipsis", "wait… what", "wait... what", "wait.. what"),
    ("invisible", "co\u00adoper\u200bation\ufeff and \u2066ltr\u2069", "cooperation and ltr",
     "co-operation and ltr"),
    # XeTeX's pointed Hebrew: a combining grapheme joiner before a letter in its text layer
    ("invisible", "הַ\u034fיְּלָדִים", "הַיְּלָדִים", "הַיְלָדִים"),
    # a glyph a PDF's text layer maps to nothing, copied as its control code
    ("invisible", "“This is an example”", "\x10This is an example\x7f", "\x10This is an exampler"),
    ("unicode", "café ﬁnd ﬄ Å", "cafe\u0301 find ffl \u212b", "cafe find ff A"),
    ("unicode", "m² résumé", "m² re\u0301sume\u0301", "m2 resume"),
    # a PDF's text layer gives a letter's marks of one class in the order its font draws them
    ("unicode", "и\u0486\u0300мъ м\u2ded\u0487цъ", "и\u0300\u0486мъ м\u0487\u2dedцъ",
     "и\u0486мъ м\u0487цъ"),
    # XeTeX names Triod Postnaja's stressed а and о by Latin letters; a page's Cyrillic о
    ("lookalikes", "пр\u0457ид\u00f3ша стр\u00e1нъ, c\u043emputer",
     "прїидо\u0301ша стра\u0301нъ, computer", "прїидоша стра\u0300нъ, komputer"),
    # a word stressed by spacing its letters (разрядка, Sperrsatz), as a PDF gives it
    ("letterspacing", "such as с м и р е\u0301 н ъ, is g e s p e r r t",
     "such as смире\u0301нъ, is gesperrt", "such as смирѣнъ, is gesperr t"),
    ("case", "Straße may", "STRASSE May", "Strase may"),
    ("symbols", "source → page ≠ file, ±2 (c) ™ ℅", "source --> page =/= file, +/-2 © (tm) c/o",
     "source -> page = file, +2 (C) tm co"),
    ("hyphenation", "hyphen-\nation and cross-\nvalidation", "hyphenation and cross-validation",
     "hyphen ation and cross validation"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "source", "genuine", "altered"), CASES)
def test_prevents_its_false_alarm(name: str, source: str, genuine: str, altered: str) -> None:
    assert source != genuine
    assert equal_under(name, source, genuine)


@pytest.mark.parametrize(("name", "source", "genuine", "altered"), CASES)
def test_accepts_no_meaning_change(name: str, source: str, genuine: str, altered: str) -> None:
    assert not equal_under(name, source, altered)
    assert not equal_under(name, source, altered.replace("a", "o", 1))


@pytest.mark.parametrize(
    ("source", "quote"),
    [("m²", "m2"), ("résumé", "resume"), ("24", "25"), ("½", "1/2"), ("Ａ", "A"), ("x₂", "x2")],
)
def test_all_normalizations_keep_meaning(source: str, quote: str) -> None:
    assert fold(source, ALL).text != fold(quote, ALL).text


def test_a_space_inside_a_bracket_is_nothing_but_between_words_it_stays() -> None:
    from citeproof.text import Whitespace

    assert Whitespace()("f( x ) [ y ] ⟨ z ⟩") == "f(x) [y] ⟨z⟩"
    assert Whitespace()("a (b) c") == "a (b) c"  # outside the brackets, spaces stay
    assert fold("(a b)", ["whitespace"]).text != fold("(ab)", ["whitespace"]).text


@given(
    st.text(st.sampled_from([" ", " ", "a", "b", *"([{\u27e8\u3008\u3010)]}\u27e9\u3009\u3011"]),
            max_size=40)
)  # fmt: skip
def test_the_spacing_runs_are_the_pattern_s_matches(text: str) -> None:
    """The runs of spaces found by substring searches, each with its replacement, are the
    matches of the pattern they replaced (tried at every space: a fifth of a fold)."""
    from citeproof.text._normalizations import _SPACING, _spacing_runs

    expected = [(*m.span(), " " if m.lastindex else "") for m in _SPACING.finditer(text)]
    assert _spacing_runs(text) == expected


def test_runs_of_spaces_beside_brackets() -> None:
    from citeproof.text._normalizations import _spacing_runs

    assert _spacing_runs("a  b (  c  ) [d ]  e") == [
        (1, 3, " "), (6, 8, ""), (9, 11, ""), (15, 16, ""), (17, 19, " "),
    ]  # fmt: skip
    assert _spacing_runs("( )") == [(1, 2, "")]
    assert _spacing_runs("  ") == [(0, 2, " ")]
    assert _spacing_runs("a b") == []


def test_digit_line_break_is_not_hyphenation() -> None:
    assert SOFT_HYPHEN_MARK not in fold("pages 2-\n3", ["hyphenation"]).text


def test_every_normalization_is_documented_with_an_example() -> None:
    for normalization in NORMALIZATIONS.values():
        doc = normalization.__class__.__doc__ or ""
        assert "False alarm prevented" in doc
        assert "Leaves alone" in doc
        assert ">>>" in doc


@pytest.mark.parametrize("name", ALL)
@given(text=any_text)
@example(text="+/--->")  # symbols: ``+/-`` took the hyphen before the arrow, then not
def test_each_normalization_is_idempotent(name: str, text: str) -> None:
    once = fold(text, [name]).text
    assert fold(once, [name]).text == once


@given(text=any_text)
def test_all_together_are_idempotent(text: str) -> None:
    once = fold(text, ALL).text
    assert fold(once, ALL).text == once


@given(text=any_text)
def test_unicode_equals_nfc_with_ligatures_expanded(text: str) -> None:
    # The Latin and Armenian ligatures, and the Arabic presentation forms that are letters.
    from citeproof.text._unicode import ligature_codes

    assert {chr(c) for c in ligature_codes()} >= set("Ĳĳﬀﬁﬂﬃﬄﬅﬆﬓﬔﬕﬖﬗﻻﺍﻟ")
    ligatures = {chr(c): current_unicodedata.normalize("NFKC", chr(c)) for c in ligature_codes()}
    ligatures["\ufb05"] = "\u017ft"  # a long s stays a long s (test_long_s_t_ligature_...)
    expected = current_unicodedata.normalize("NFC", text)
    for lig, letters in ligatures.items():
        expected = expected.replace(lig, letters)
    folded = fold(text, ["unicode"]).text
    if _cyrillic_marks_of_one_class(expected):  # their order is the fold's own (next test)
        assert _in_any_order(folded) == _in_any_order(expected)
    else:
        assert folded == expected


_CYRILLIC_MARKS = "\u0483\u0484\u0485\u0486\u0487\u2de0\u2ded\u2de6\ua67c\ua67d"


def _cyrillic_marks_of_one_class(text: str) -> bool:
    """Two marks of one combining class on one letter, one of them Cyrillic."""
    decomposed = current_unicodedata.normalize("NFD", text)
    return any(
        current_unicodedata.combining(a)
        and current_unicodedata.combining(a) == current_unicodedata.combining(b)
        and (a in _CYRILLIC_MARKS or b in _CYRILLIC_MARKS or "\u2de0" <= max(a, b) <= "\u2dff")
        for a, b in pairwise(decomposed)
    )


def _in_any_order(text: str) -> list[tuple[str, ...]]:
    """``text`` decomposed, each letter's marks as a sorted tuple after the letter."""
    out: list[tuple[str, ...]] = []
    for char in current_unicodedata.normalize("NFD", text):
        if current_unicodedata.combining(char) and out:
            out[-1] = (out[-1][0], *sorted((*out[-1][1:], char)))
        else:
            out.append((char,))
    return out


@given(
    letter=st.sampled_from("aeиоѻмгАѠ"),
    cyrillic=st.sampled_from(_CYRILLIC_MARKS),
    others=st.lists(st.sampled_from(_CYRILLIC_MARKS + "\u0300\u0301\u0302\u0306\u0308"),
                    max_size=3),
    data=st.data(),
)  # fmt: skip
def test_cyrillic_marks_of_one_class_on_a_letter_are_equal_in_any_order(
    letter: str, cyrillic: str, others: list[str], data: st.DataObject
) -> None:
    """A PDF's text layer gives them in the order its font draws them (Triod Postnaja's
    ``и҆̀`` as ``ѝ҆``): every order folds to one text, in NFC, and a mark less is another."""
    marks = [cyrillic, *others]
    shuffled = data.draw(st.permutations(marks))
    one = fold(letter + "".join(marks), ["unicode"]).text
    assert fold(letter + "".join(shuffled), ["unicode"]).text == one
    assert current_unicodedata.normalize("NFC", one) == one
    assert fold(one, ["unicode"]).text == one
    assert fold(letter + "".join(marks[1:]), ["unicode"]).text != one


def test_marks_of_other_scripts_keep_their_order() -> None:
    """A review's findings: with every order of any script's marks equal, Vietnamese ``e``
    with the acute under the circumflex equalled ``ế``, and Latvian ``ṻ`` typed decomposed
    was Pinyin's ``ǖ``."""
    assert not equal_under("unicode", "\u1ebf", "e\u0301\u0302")
    assert equal_under("unicode", "\u1ebf", "e\u0302\u0301")
    assert not equal_under("unicode", "\u01d6", "u\u0304\u0308")
    assert equal_under("unicode", "\u1e7b", "u\u0304\u0308")


def test_long_s_t_ligature_is_long_s_and_t() -> None:
    # U+FB05 is a long s and a t by its Unicode decomposition; NFKC made it "st", so a
    # specimen's "teﬅe" quoted from a page read "teſte" was a case difference, unconfirmed.
    assert fold("je te\ufb05e, qui e\ufb05", ["unicode"]).text == "je te\u017fte, qui e\u017ft"
    assert fold("\ufb06 \ufb00", ["unicode"]).text == "st ff"


def test_nfc_candidates_cover_every_code_point_nfc_changes() -> None:
    folded = fold
    missed = []
    for code in range(0x80, 0x30000):
        char = chr(code)
        if 0xD800 <= code <= 0xDFFF:
            continue
        if (
            current_unicodedata.normalize("NFC", char) != char
            and folded(char, ["unicode"]).text == char
        ):
            missed.append(hex(code))
    assert missed == []


def test_case_folds_fully() -> None:
    assert (
        fold("Straße ΐ İ", ["case", "unicode"]).text
        == fold("STRASSE ΐ i\u0307", ["case", "unicode"]).text
    )
    assert unicodedata.is_normalized("NFC", fold("ΐ", ["case", "unicode"]).text)


def test_a_line_break_inside_unspaced_scripts_is_nothing_but_a_typed_space_stays() -> None:
    from citeproof.text import Whitespace, fold

    assert Whitespace()("新しい地名\n  は少ない") == "新しい地名は少ない"
    assert Whitespace()("ผู้วิจัย\nบันทึก") == "ผู้วิจัยบันทึก"
    assert Whitespace()("地名 は") == "地名 は"  # a space someone typed is a difference
    assert Whitespace()("地名\nand") == "地名 and"  # next to Latin it is a space
    folded = fold("東京。新しい地名\r\nは少ない", ["whitespace"])
    start = folded.text.index("地名は")
    assert folded.map.to_original(start, start + 3) == (6, 11)


def test_arabic_tatweel_and_presentation_forms_are_tolerated_and_named() -> None:
    from citeproof import locate

    stretched = "الباحثون سجـــلوا 24 عينة في المجموعة الأولى"
    shaped = "ﺍﻟﺒﺎﺣﺜﻮﻥ سجلوا 24 عينة في المجموعة الأولى"
    plain = "الباحثون سجلوا 24 عينة في المجموعة الأولى"
    assert locate(stretched, [plain])[0].normalizations == ("invisible",)
    assert locate(shaped, [plain])[0].normalizations == ("unicode",)
    assert not locate(shaped, [plain.replace("24", "25")])[0].confirmed
    assert not locate("ﻻ يوجد دليل على ذلك", ["يوجد دليل على ذلك الآن"])[0].confirmed


def test_scripts_the_case_and_unicode_forms_must_handle() -> None:
    import unicodedata

    from citeproof import locate
    from citeproof.match import DEFAULT_POLICY

    with_case = DEFAULT_POLICY.with_case()
    # Greek final sigma and German ß fold under case, and only under case.
    assert locate("Ο ΛΟΓΟΣ ΤΟΥ ΠΡΟΕΔΡΟΥ ήταν σύντομος.", ["ο λογος του προεδρου"], with_case)[
        0
    ].normalizations == ("case",)
    assert locate("Die STRASSE wurde gesperrt.", ["die Straße wurde gesperrt"], with_case)[
        0
    ].normalizations == ("case",)
    assert not locate("Die STRASSE wurde gesperrt.", ["die Straße wurde gesperrt"])[0].confirmed
    # Vietnamese stacked diacritics: NFD equals NFC; a changed tone mark is a difference.
    vi = "Các nhà nghiên cứu đã ghi nhận 24 mẫu"
    assert locate(unicodedata.normalize("NFD", vi), [vi])[0].normalizations == ("unicode",)
    tone = locate(vi, ["Các nhà nghiên cứu đá ghi nhận 24 mẫu"])[0]
    assert not tone.confirmed
    assert [(d.quote, d.source) for d in tone.differences] == [("đá", "đã")]
    # Bidi controls vanish (named); Hebrew vowel points (niqqud) are a difference.
    bidi = "\u200fالباحثون سجلوا \u206624\u2069 عينة في المجموعة الأولى\u200e"
    assert locate(bidi, ["الباحثون سجلوا 24 عينة في المجموعة الأولى"])[0].normalizations == (
        "invisible",
    )
    pointed = "בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם"
    assert not locate(pointed, ["בראשית ברא אלהים את השמים"])[0].confirmed


_WORD = st.text(alphabet="abcxyz019", min_size=1, max_size=6)


@given(words=st.lists(_WORD, min_size=2, max_size=6), dash=st.sampled_from("\u2013\u2014"),
       typed=st.sampled_from(["--", "---"]), spaced=st.booleans())  # fmt: skip
def test_dashes_typed_as_two_or_three_hyphens(
    words: list[str], dash: str, typed: str, spaced: bool
) -> None:
    """An en or em dash typed ``--`` or ``---`` (between words, or between spaces) is the
    same dash under ``dashes``, and the quote finds its source."""
    gap = " " if spaced else ""
    source = (gap + dash + gap).join(words)
    quote = (gap + typed + gap).join(words)
    assert fold(source, ["dashes"]).text == fold(quote, ["dashes"]).text


@given(before=_WORD, after=_WORD, run=st.sampled_from(["--", "---"]))
def test_dashes_leave_options_and_long_runs(before: str, after: str, run: str) -> None:
    """``--help`` is not ``-help``, nor is a run of four or more hyphens a dash."""
    option = f"{before} {run}{after}"
    assert fold(option, ["dashes"]).text == option
    assert fold(f"{before}----{after}", ["dashes"]).text == f"{before}----{after}"


@given(words=st.lists(_WORD, min_size=2, max_size=6), typed=st.sampled_from(["--", "---"]),
       before=st.sampled_from(["\n", "\n\n", " ", "x.\n"]))  # fmt: skip
def test_a_quote_opening_with_a_typed_dash_finds_the_line_that_opens_with_it(
    words: list[str], typed: str, before: str
) -> None:
    """A mail's ``--- Below the next line is a copy of the message.`` quoted from its
    dash on: the quote's start is where the source had a line break or a space, so its
    ``---`` folds as the source's does (it was left as typed, and the quote, needing
    ``whitespace`` for a line break inside it, was a PARAPHRASE that "adds '---'")."""
    from citeproof.match import locate

    line = f"{typed} " + " ".join(words)
    source = f"{before}{line}.\n{typed} " + " ".join(reversed(words))
    quote = f"{line}. {typed} {words[-1]}"
    finding = locate(source, [quote])[0]
    assert finding.confirmed, finding.verdict


@given(
    st.text(
        st.sampled_from(
            ["a", "A", " ", "ß", "ﬁ", "İ", "ΐ", "e", "\u0301", "\u212b", "한", "\u1161", "\ud83d"]
        )
        | st.characters(),
        max_size=40,
    )
)
def test_a_texts_own_tables_match_as_the_whole_tables_do(text: str) -> None:
    """``expanding_in`` and ``changing_in`` ask only the code points a text holds; on that
    text they match and run exactly as the tables of every code point do (which are no
    longer built at the start of every check that is not verbatim); a lone surrogate is
    in neither."""
    from citeproof.text import _unicode
    from citeproof.text._unicode import changing_in, expanding_in, nfc_candidate, unicode_tables

    _unicode._NON_ASCII.scanned = 0  # the scan itself, not the whole tables it gives way to
    expanding, changing = unicode_tables()
    assert [m.span() for m in expanding.finditer(text)] == [
        m.span() for m in expanding_in(text).finditer(text)
    ]
    assert changing.runs(text) == changing_in(text).runs(text)
    for char in set(text):
        assert nfc_candidate(char) == bool(changing.runs(char))


@given(
    st.text(
        st.sampled_from([" ", "a", "(", ")", "[", "]", "{", "}", "\u27e8", "\u27e9", "\u3010",
                         "\u3011"]),
        max_size=60,
    )
)  # fmt: skip
def test_a_spacing_run_is_removed_exactly_when_it_touches_a_bracket(text: str) -> None:
    """The spacing pattern's third alternative (a group) marks the runs inside no bracket:
    a run is taken out when it follows an opening bracket or precedes a closing one, and
    made one space otherwise, as the rule says."""
    for m in _normalizations._SPACING.finditer(text):
        start, end = m.span()
        bracket = (start > 0 and text[start - 1] in _normalizations._OPENING) or (
            end < len(text) and text[end] in _normalizations._CLOSING
        )
        assert (m.lastindex is None) == bracket


@given(st.text(st.sampled_from(["a", " ", "\n", "\r", "\t", "`", "\u2019", "\u201c", "\u2014",
                                "\u00a0", "\u200b", "\u2026", "\u00e9", "\U0001f9ed", "\ud800",
                                "\x10", "\x7f", "\x00"])
               | st.characters(codec=None), max_size=50))  # fmt: skip
def test_the_inventory_is_the_same_however_it_is_taken(text: str) -> None:
    """A long text's inventory (numpy's distinct characters, a search for each ASCII one)
    is the regex's, as is its set of characters beyond ASCII."""
    from unittest.mock import patch

    import numpy  # noqa: F401  (at hand: the long text's way is taken)

    from citeproof.text import _charsets, _normalizations

    expected = frozenset(_normalizations._INVENTORIED.findall(text))
    beyond = {char for char in text if not char.isascii()}
    assert _normalizations.inventory(text) == expected
    assert _charsets.characters_beyond_ascii(text) == beyond
    with patch.object(_normalizations, "ARRAY_SCAN", 0), patch.object(_charsets, "ARRAY_SCAN", 0):
        assert _normalizations.inventory(text) == expected
        assert _charsets.characters_beyond_ascii(text) == beyond


@given(st.text(st.sampled_from(["-", "-", "-", "a", " ", "\n", ".", "_", "\u00e9"]), max_size=40))
def test_typed_dashes_are_the_pattern_s_matches_over_the_whole_text(text: str) -> None:
    """Sought run by run of hyphens, the typed dashes are those the pattern finds when it
    is tried at every character."""
    from citeproof.text._normalizations import Dashes

    dashes = Dashes()
    assert [m.span() for m in dashes._typed_in(text)] == [
        m.span() for m in dashes.typed.finditer(text)
    ]


@given(st.lists(st.sampled_from(["\u4e2d", "\u30bf", "\u0e01", "a", "\u00e9", " ", "\n", "\r\n",
                                 "\u3000", "\u3002"]), max_size=30).map("".join))  # fmt: skip
def test_a_text_without_unspaced_characters_has_no_unspaced_breaks(text: str) -> None:
    """The early answer for a long text (none of its characters is of an unspaced script),
    with numpy and without, is the pattern's own."""
    from unittest.mock import patch

    from citeproof.text import _charsets, _normalizations

    expected = [
        (m.start() - len(text[: m.start()]) + len(text[: m.start()].rstrip(" \t\u3000")), m.end())
        for m in _normalizations._UNSPACED_BREAK.finditer(text)
    ]
    for at_hand in (True, False):
        with (
            patch.object(_normalizations, "ARRAY_SCAN", 0),
            patch.object(_charsets, "ARRAY_SCAN", 0 if at_hand else 10**9),
        ):
            assert _normalizations._unspaced_breaks(text) == expected


@given(st.lists(st.sampled_from([*NORMALIZATIONS, "nonesuch"]), max_size=12))
def test_canonical_order_is_the_registrys_whatever_the_input_kind(names: list[str]) -> None:
    """Each set's canonical order is kept once worked out: a list, a tuple, a set and a
    generator of the same names give the same answer, and an unknown name is refused
    every time it is asked (an error is never kept)."""
    from citeproof.text import canonical

    if "nonesuch" in names:
        for _ in range(2):
            with pytest.raises(ValueError, match="nonesuch"):
                canonical(tuple(names))
        return
    expected = tuple(n for n in NORMALIZATIONS if n in set(names))
    assert canonical(names) == canonical(tuple(names)) == expected
    assert canonical(set(names)) == canonical(n for n in names) == expected


@given(
    st.lists(
        st.sampled_from(["-", "--", "<", ">", "=", "/", "+", "(", ")", "c", "o", "r", "tm",
                         "C", "x", "_", "é", " ", "\n", "-->", "<--", "(c)", "c/o", "=/="]),
        max_size=30,
    ).map("".join)
)  # fmt: skip
@example("a <--> b <---> c ---> d <-- e --> f")
@example("+/-->, =/=/=, (c)(r)(tm), c/o xc/o c/o_ é c/o")
@example("+/---> +/----> +/-->")
def test_symbols_found_by_searches_are_the_patterns_matches(text: str) -> None:
    """The substring searches of the ``symbols`` fold take the spellings the one pattern
    takes, leftmost first, none overlapping."""
    expected = [
        (m.start(), m.end(), _normalizations._SPELLED_SYMBOLS[m.group()])
        for m in _normalizations._SPELLINGS.finditer(text)
    ]
    assert list(_normalizations._spellings_in(text)) == expected


@pytest.mark.parametrize(
    ("source", "quote"),
    [
        # Biblical Hebrew keeps a patah before a hiriq with a joiner; canonical order swaps
        # them without it
        ("בירושל\u05b4\u05b7ם היא עיר.", "בירושל\u05b7\u034f\u05b4ם היא עיר."),
        ("The form a\u0323\u0307 here.", "The form a\u0307\u034f\u0323 here."),
        ("Die Form Büro hier.", "Die Form Bu\u034f\u0308ro hier."),
    ],
)
def test_a_grapheme_joiner_before_a_mark_is_kept(source: str, quote: str) -> None:
    """A review's finding: with every U+034F dropped before Unicode's forms were taken, a
    quote whose marks stood in another order than the source's was confirmed. Before a
    combining mark the joiner stays (it keeps the marks' order), so they differ."""
    from citeproof.service import check
    from citeproof.sources import SourceRead, extract

    document = extract(source.encode(), "text/plain; charset=utf-8", "s.txt")
    report = check(SourceRead(document=document, origin="file"), [quote])
    assert [finding.confirmed for finding in report.findings] == [False]
