"""Stopwords per language, chosen from the text (citeproof-stopwords-2, from Stopwords ISO)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from citeproof.contracts import citation_span
from citeproof.match import locate
from citeproof.match._near import content_words, overlap, stopwords_for
from citeproof.match._negation import NEGATIONS
from citeproof.match._stopwords import LIST_NAME, NO_STOPWORDS, choose, stopwords

SOURCES = json.loads(
    (Path(__file__).parents[1] / "data" / "cases" / "languages.json").read_text("utf-8")
)["sources"]
LANGUAGES = ("en", "de", "fr", "es", "it", "pt", "nl", "pl", "ru", "zh", "ja", "ko", "ar",
             "he", "hi", "th", "vi", "tr", "el")  # fmt: skip


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_the_list_is_chosen_from_real_text(name: str) -> None:
    """Every real source of the language cases gets its own language's list."""
    language = name.split("/")[0]
    assert choose(SOURCES[name]["text"]).language == language


@pytest.mark.parametrize(
    ("quote", "language"),
    [
        ("The drug reduced symptoms in most patients.", "en"),
        ("Die Firma wird die Preise erhöhen, sagte der Sprecher.", "de"),
        ("L'azienda aumenterà i prezzi quest'anno", "it"),
        ("Công ty sẽ tăng giá trong năm nay", "vi"),
        ("Компания будет повышать цены в этом году", "ru"),
        ("すべて人は、衣食住、医療及び必要な社会的施設等により", "ja"),
        ("北京是中华人民共和国的首都，也是全国的政治中心。", "zh"),
        ("ผู้วิจัยบันทึกตัวอย่างได้ 24 ตัวอย่าง", "th"),
    ],
)
def test_short_quotes(quote: str, language: str) -> None:
    assert stopwords_for(quote).language == language


def test_a_kanji_quote_takes_japanese_from_its_passage() -> None:
    """Han alone could be Chinese or Japanese: the passage's kana settle it."""
    assert stopwords_for("日本国憲法").language == "zh"
    assert stopwords_for("日本国憲法", "日本国民は、正当に選挙された国会").language == "ja"


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_list_holds_a_negation_or_a_number(language: str) -> None:
    """Negations and numbers are content everywhere: no list makes them function words."""
    words = stopwords(language).words
    assert words, language
    assert not words & {w.casefold() for w in NEGATIONS}
    assert not any(c.isdigit() for w in words for c in w)
    assert not words & {"一", "二", "三", "不", "没", "ไม่", "ない"}


def test_function_words_are_not_content() -> None:
    assert content_words("Die Firma wird die Preise erhöhen") == ["firma", "preise", "erhöhen"]
    assert "nicht" in content_words("Die Firma wird die Preise nicht erhöhen")


def test_unspaced_pairs_inside_function_words_are_not_content() -> None:
    """我们 and 因为 are function words; 日本 and 和平 stay content (a single Han character
    is never looked for as a function word)."""
    words = content_words("我们因为日本和平")
    assert "我们" not in words
    assert "因为" not in words
    assert "日本" in words
    assert "和平" in words


def test_a_quote_of_function_words_counts_every_word() -> None:
    assert content_words("it is what it is") == ["it", "is", "what", "it", "is"]
    assert overlap("it is what it is", "what it is") == 1.0


def test_the_old_example_is_still_not_a_paraphrase() -> None:
    """日本的首都 shares 的首 and 首都 with 中华人民共和国的首都: half, not most."""
    assert overlap("日本的首都", "中华人民共和国的首都") == 0.5
    assert locate("北京是中华人民共和国的首都。", ["日本的首都"])[0].verdict.value == "not-present"


def test_seed_003_names_the_lists_it_used() -> None:
    source = "Die Firma wird die Preise nicht erhöhen, sagte der Sprecher gestern."
    request = {"source": source, "quotes": [{"text": "Die Firma wird die Preise erhöhen"}]}
    versions = citation_span(request)["versions"]
    assert versions["stopwords"].startswith(f"{LIST_NAME} (de) from stopwordsiso ")
    found = {"source": source, "quotes": [{"text": "Die Firma wird die Preise nicht erhöhen"}]}
    assert "(unused: no near miss)" in citation_span(found)["versions"]["stopwords"]


def test_no_list_for_a_script_without_one() -> None:
    assert choose("ᚠᚢᚦᚨᚱᚲ ᚷᚹᚺᚾ") is NO_STOPWORDS


_LETTERS_AND_MORE = st.text(
    alphabet=st.one_of(
        st.characters(categories=["Lu", "Ll", "Lo", "Lm", "Mn", "Nd", "Zs", "Po"]),
        st.sampled_from("aeñßαβγжзщ中文ไม่않없'’- "),
    ),
    max_size=40,
)


@settings(max_examples=400)
@given(st.one_of(_LETTERS_AND_MORE, st.sampled_from(sorted(NEGATIONS)), st.text(max_size=20)))
def test_a_word_of_letters_alone_is_a_negation_as_its_runs_say(text: str) -> None:
    """The one-lookup answer for text of letters alone is the answer of its runs."""
    from citeproof.match._negation import _negation_in_runs, _negation_word

    assert _negation_word(text) == _negation_in_runs(text)
    assert _negation_word(text.upper()) == _negation_in_runs(text.upper())


@settings(max_examples=300)
@given(_LETTERS_AND_MORE)
def test_the_dominant_script_counts_every_letter(text: str) -> None:
    """Counting each distinct character once, with its count, gives what asking the
    script of every letter gave."""
    import regex

    from citeproof.match._stopwords import _dominant_script, script_of

    letters = regex.findall(r"[\p{L}\p{M}]", text, regex.V1)
    expected: str | None
    if not letters:
        expected = None
    elif "".join(letters).isascii():
        expected = "latin"
    else:
        counts: dict[str, int] = {}
        for char in letters:
            name = script_of(char)
            if name is not None:
                counts[name] = counts.get(name, 0) + 1
        expected = min(counts, key=lambda n: (-counts[n], n)) if counts else None
    assert _dominant_script(text) == expected


def test_the_lists_read_from_the_data_file_are_the_packages_own() -> None:
    """The lists are read from Stopwords ISO's data file without importing the package
    (its start asks importlib.metadata for its version): the same lists, language for
    language, as the package gives."""
    import stopwordsiso

    from citeproof.match._stopwords import _lists

    lists = _lists()
    assert set(lists) == set(stopwordsiso.langs())
    for language, words in lists.items():
        assert set(words) == stopwordsiso.stopwords(language), language


def test_a_package_laid_out_otherwise_is_imported_and_asked(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import importlib.util

    import stopwordsiso

    from citeproof.match import _stopwords

    monkeypatch.setattr(_stopwords, "_DATA_FILE", "no-such-file.json")
    _stopwords._lists.cache_clear()
    try:
        lists = _stopwords._lists()
        assert {k: set(v) for k, v in lists.items()} == {
            k: stopwordsiso.stopwords(k) for k in stopwordsiso.langs()
        }
        monkeypatch.setattr(importlib.util, "find_spec", lambda name: None)
        _stopwords._lists.cache_clear()
        assert set(_stopwords._lists()) == set(stopwordsiso.langs())
    finally:
        _stopwords._lists.cache_clear()


def test_isnumeric_is_unicodedata_numeric_for_every_code_point() -> None:
    """A list entry holding a numeral is left out; ``str.isnumeric`` is asked, which reads
    the table ``unicodedata.numeric`` reads (Unihan's numerals included: 五)."""
    import sys
    import unicodedata

    differ = [
        code
        for code in range(sys.maxunicode + 1)
        if chr(code).isnumeric() != (unicodedata.numeric(chr(code), None) is not None)
    ]
    assert differ == []
    assert "五".isnumeric()


_ENTRY_CHARS = st.sampled_from(
    ["a", "Z", "ß", "İ", "ǰ", "ﬁ", "e\u0301", "\u0301", "\u0327", "\u0323\u0307", " ", "\u00a0",
     "\n", "\r", "\t", "Σ", "ς", "ὒ", "가", "\u1100\u1161", "'", "-", "1"]
)  # fmt: skip


@settings(max_examples=400)
@given(st.lists(st.lists(_ENTRY_CHARS, max_size=6).map("".join), max_size=8))
def test_entries_folded_as_one_text_are_each_entry_folded_alone(entries: list[str]) -> None:
    """Folding a list as one text, an entry a line, gives what folding each entry alone
    gives: marks at an entry's start, whitespace at its ends, case folding that grows a
    character, entries holding a line break."""
    import unicodedata

    from citeproof.match._stopwords import fold_entries

    alone = {unicodedata.normalize("NFC", e.strip()).casefold() for e in entries}
    assert fold_entries(entries) == alone


def test_the_script_index_and_the_owners_are_those_of_the_lists_built_in_full() -> None:
    """Choosing a list reads each list's script off its folded entries and scores a word
    by the entries that hold it, asking whether the word is kept only of the words a text
    has: for every list shipped, the same index, and for every word any list holds, the
    same languages, as building every list in full gives."""
    from citeproof.match import _stopwords as sw

    languages = sorted(sw._lists())
    full: dict[str, list[str]] = {}
    for language in languages:
        script = sw._list_script(stopwords(language).words)
        if script is not None:
            full.setdefault(script, []).append(language)
    assert {k: sorted(v) for k, v in full.items()} == {k: sorted(v) for k, v in sw._index().items()}
    for script, ordered in sw._index().items():
        if script in sw._UNSPACED_SCRIPTS:
            continue
        expected: dict[str, int] = {}
        for bit, language in enumerate(ordered):
            for word in stopwords(language).words:
                expected[word] = expected.get(word, 0) | (1 << bit)
        owners = sw._owners(script)
        scored = {w: m for w, m in owners.items() if sw._kept_word(w)}
        assert scored == expected, script


def _raw_latin_entries() -> list[str]:
    from citeproof.match import _stopwords as sw

    return sorted({e for lang in sw._index()["latin"] for e in sw._lists()[lang]})[::7]


@settings(max_examples=150, deadline=None)
@given(st.data())
def test_a_text_is_scored_as_by_the_lists_built_in_full(data: st.DataObject) -> None:
    """Each list's score of a text (its words covered) is what the list built in full
    gives, for texts of raw entries: negations, numerals and punctuation a list holds
    but does not keep score nothing."""
    from citeproof.match import _stopwords as sw

    entries = _raw_latin_entries()
    words = data.draw(st.lists(st.sampled_from([*entries, "not", "n't", "10", "l'azienda"])))
    text = " ".join(words)
    languages = sw._index()["latin"]
    expected = [0] * len(languages)
    for token in sw._TOKEN.findall(text):
        word = token.casefold()
        parts = [word, *sw._APOSTROPHE.split(word)] if sw._APOSTROPHE.search(word) else [word]
        for part in parts:
            for i, language in enumerate(languages):
                expected[i] += part in stopwords(language).words
    assert sw._hits(text, "latin") == expected


def test_many_words_are_looked_up_in_the_map_of_every_entry_alike() -> None:
    """A long text's words are scored through the map of every entry, a short one's list
    by list: the same masks either way."""
    from unittest import mock

    from citeproof.match import _stopwords as sw

    words = {*_raw_latin_entries(), "the", "not", "10", "zzzz", "l", "azienda"}
    words = {w.casefold() for w in words if len(w.split()) == 1}
    with mock.patch.object(sw, "_OWNERS_FROM", 0):
        through_map = sw._word_masks(words, "latin")
    with mock.patch.object(sw, "_OWNERS_FROM", 10**9):
        list_by_list = sw._word_masks(words, "latin")
    assert through_map == list_by_list
    assert through_map["not"] == 0
    assert through_map["10"] == 0
    assert through_map["the"] != 0
