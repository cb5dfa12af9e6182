"""Word edges and evidence length in scripts written without spaces."""

import regex
from hypothesis import given
from hypothesis import strategies as st

from citeproof.text import cuts_word, evidence_length, find_all, is_unspaced, is_word_char

#: Pieces mixing scripts: Han, Kana, Thai with marks, Hangul, Latin, digits, a negation.
PIECES = [
    "北", "京", "首都", "的", "不", "是", "ひ", "カ", "ー", "ない", "ไม่", "พบ", "ที่", "ทำ",
    "한", "국", "a", "b", "ab", "1", "2", "24", "๒", " ", "，", "。", "\u3099", "e\u0301",
    "မြန်မာ", "\u1039", "က", "\u200d", "\u0e33", "क्ष", "\U0001f468",
]  # fmt: skip
mixed = st.lists(st.sampled_from(PIECES), max_size=30).map("".join)


def edges_by_definition(text: str, i: int) -> bool:
    """An independent statement of the rule, character by character."""
    if not 0 < i < len(text):
        return False
    a, b = text[i - 1], text[i]
    if not (is_word_char(a) and is_word_char(b)):
        return False
    if a.isdecimal() and b.isdecimal():
        return True
    if not (is_unspaced(a) or is_unspaced(b)):
        return True
    clusters = {m.end() for m in regex.finditer(r"\X", text)}
    inside_cluster = i not in clusters
    negated = text[:i].endswith(("不", "ไม่")) or text[i:].startswith("ない")
    return inside_cluster or negated


@given(mixed, st.integers(0, 40))
def test_cuts_word_matches_its_definition(text: str, i: int) -> None:
    assert cuts_word(text, i) == edges_by_definition(text, i)


@given(mixed, mixed.filter(bool))
def test_whole_word_occurrences_are_exactly_those_with_clean_edges(text: str, pat: str) -> None:
    brute = [
        i
        for i in range(len(text) - len(pat) + 1)
        if text.startswith(pat, i) and not cuts_word(text, i) and not cuts_word(text, i + len(pat))
    ]
    assert list(find_all(text, pat, whole_words=True)) == brute


@given(mixed, mixed)
def test_evidence_length_is_additive_and_never_less_than_length(a: str, b: str) -> None:
    assert evidence_length(a + b) == evidence_length(a) + evidence_length(b)
    assert evidence_length(a) >= len(a)


@given(st.text(alphabet=st.characters(max_codepoint=0x24F)))
def test_latin_weighs_its_length(text: str) -> None:
    assert evidence_length(text) == len(text)


def test_weights() -> None:
    assert evidence_length("日本的首都") == 15
    assert evidence_length("ひらがなカタカナ") == 24
    assert evidence_length("한국어") == 9
    assert evidence_length("ไม่พบ") == 7.5
    assert evidence_length("24 samples") == 10
    assert evidence_length("，。") == 2


def test_han_and_kana_break_anywhere_but_digits_never() -> None:
    text = "研究人员记录了124个样本。"
    assert list(find_all(text, "记录了", whole_words=True)) == [4]
    assert not find_all(text, "24个样本", whole_words=True)
    assert not find_all(text, "记录了12", whole_words=True)
    assert list(find_all(text, "124个", whole_words=True)) == [7]
    assert list(find_all("東京タワーに行った", "タワー", whole_words=True)) == [2]


def test_thai_breaks_between_clusters_only() -> None:
    text = "ผู้วิจัยบันทึกตัวอย่างได้ 24 ตัวอย่าง"
    assert list(find_all(text, "บันทึก", whole_words=True)) == [8]
    # ผู้ is one cluster: a match may not leave its marks behind.
    assert not find_all(text, "ผ", whole_words=True)
    assert not find_all("ทำงาน", "ท", whole_words=True)


def test_latin_and_hangul_keep_the_space_rule() -> None:
    assert not find_all("recorded 24 samples", "recorded 2", whole_words=True)
    assert not find_all("대한민국의 수도", "민국의", whole_words=True)
    assert list(find_all("用DNA测序", "DNA", whole_words=True)) == [1]
    assert not find_all("用DNA测序", "NA测序", whole_words=True)


def test_negation_particles_are_not_dropped_at_an_edge() -> None:
    assert not find_all("北京不是日本的首都", "是日本的首都", whole_words=True)
    assert not find_all("ผู้วิจัยไม่พบความผิดปกติ", "พบความผิดปกติ", whole_words=True)
    assert not find_all("その結果は正しくない。", "その結果は正しく", whole_words=True)
    assert find_all("北京是中国的首都", "是中国的首都", whole_words=True)
