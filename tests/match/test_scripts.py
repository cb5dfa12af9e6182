"""Quotes in scripts written without spaces: Chinese, Japanese, Thai.

A genuine quote (any stretch of a sentence that starts and ends between grapheme clusters,
not inside a number) is verbatim; a quote with a digit changed, a name changed or a
negation particle added or dropped is never confirmed; near misses name what changed.
"""

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from citeproof import locate
from citeproof.contracts import citation_span
from citeproof.match import Policy, PreparedSource
from citeproof.text import cuts_word

SENTENCES = [
    "北京是中华人民共和国的首都，也是全国的政治中心。",
    "研究人员在2023年记录了24个样本，其中3个样本没有出现异常。",
    "该药物在临床试验中并未显示出明显的副作用。",
    "上海是中国人口最多的城市，常住人口超过2400万。",
    "東京は日本の首都であり、人口は約1400万人である。",
    "研究者は24個のサンプルを記録したが、対照群では異常は見られなかった。",
    "この薬は副作用が少ないと報告されている。",
    "ผู้วิจัยบันทึกตัวอย่างได้ 24 ตัวอย่าง และไม่พบความผิดปกติใดๆ ในกลุ่มควบคุม",
    "กรุงเทพมหานครเป็นเมืองหลวงของประเทศไทย",
    "ประเทศไทยมีประชากรประมาณ 70 ล้านคน",
]
SOURCE_TEXT = "\n".join(SENTENCES)
SOURCE = PreparedSource(SOURCE_TEXT)
CONFIRMED = {"verbatim", "normalized", "elided"}
POLICY = Policy()


def verdict(quote: str, source: str | PreparedSource = SOURCE) -> str:
    return locate(source, [quote], POLICY)[0].verdict.value


@st.composite
def genuine_quote(draw: st.DrawFn) -> str:
    """A stretch of one sentence, cut only where the whole-word rule allows."""
    k = draw(st.integers(0, len(SENTENCES) - 1))
    offset = sum(len(s) + 1 for s in SENTENCES[:k])
    sentence = SENTENCES[k]
    edges = [i for i in range(len(sentence) + 1) if not cuts_word(SOURCE_TEXT, offset + i)]
    start = draw(st.sampled_from(edges[:-1]))
    end = draw(st.sampled_from([e for e in edges if e >= start + 4] or [len(sentence)]))
    quote = sentence[start:end].strip()
    assume(len(quote) >= 4 and not POLICY.too_short(quote))
    return quote


@given(genuine_quote())
def test_genuine_quotes_are_verbatim(quote: str) -> None:
    assert verdict(quote) == "verbatim"


@st.composite
def quote_with_digit(draw: st.DrawFn) -> tuple[str, int]:
    """A genuine stretch of a sentence that holds a digit, and that digit's index in it
    (built around the digit, so nothing need be filtered out)."""
    numbered = [k for k, s in enumerate(SENTENCES) if any(c.isdigit() for c in s)]
    k = draw(st.sampled_from(numbered))
    offset = sum(len(s) + 1 for s in SENTENCES[:k])
    sentence = SENTENCES[k]
    digit = draw(st.sampled_from([i for i, c in enumerate(sentence) if c.isdigit()]))
    edges = [i for i in range(len(sentence) + 1) if not cuts_word(SOURCE_TEXT, offset + i)]
    start = draw(st.sampled_from([e for e in edges if e <= digit]))
    end = draw(st.sampled_from([e for e in edges if e > digit]))
    while POLICY.too_short(sentence[start:end]) and (start > 0 or end < len(sentence)):
        start, end = max(0, start - 1), min(len(sentence), end + 1)
    while start in range(1, len(sentence)) and cuts_word(SOURCE_TEXT, offset + start):
        start -= 1
    while end < len(sentence) and cuts_word(SOURCE_TEXT, offset + end):
        end += 1
    return sentence[start:end], digit - start


@given(quote_with_digit())
def test_a_changed_digit_is_never_confirmed(case: tuple[str, int]) -> None:
    quote, i = case
    changed = quote[:i] + str((int(quote[i]) + 1) % 10) + quote[i + 1 :]
    assume(changed not in SOURCE_TEXT)
    assert verdict(changed) not in CONFIRMED


@given(genuine_quote(), st.data())
def test_an_added_negation_is_never_confirmed(quote: str, data: st.DataObject) -> None:
    thai = any("\u0e00" <= c <= "\u0e7f" for c in quote)
    particle = data.draw(st.sampled_from(["ไม่"] if thai else ["不", "没", "非", "未"]))
    edges = [i for i in range(len(quote) + 1) if not cuts_word(quote, i)]
    at = data.draw(st.sampled_from(edges))
    negated = quote[:at] + particle + quote[at:]
    assume(negated not in SOURCE_TEXT)
    assert verdict(negated) not in CONFIRMED


@pytest.mark.parametrize(
    ("source", "quote"),
    [
        ("研究人员在2023年记录了24个样本", "在2023年记录了4个样本"),
        ("研究人员在2023年记录了124个样本", "记录了24个样本"),
        ("研究人员在2023年记录了24个样本", "研究人员在2023年记录了2"),
        ("ประเทศไทยมีประชากรประมาณ 70 ล้านคน", "มีประชากรประมาณ 7"),
        ("研究者は124個のサンプルを記録した", "24個のサンプルを記録した"),
    ],
)
def test_a_match_never_cuts_a_number(source: str, quote: str) -> None:
    assert verdict(quote, source) not in CONFIRMED


@pytest.mark.parametrize(
    ("quote", "expected"),
    [
        # A changed name.
        ("南京是中华人民共和国的首都", "paraphrase"),
        ("京都は日本の首都であり", "paraphrase"),
        ("เชียงใหม่เป็นเมืองหลวงของประเทศไทย", "paraphrase"),
        # A negation particle dropped, inside the quote or at its edge.
        ("其中3个样本有出现异常", "paraphrase"),
        ("有出现异常", "paraphrase"),
        ("该药物在临床试验中并显示出明显的副作用", "paraphrase"),
        ("และพบความผิดปกติใดๆ", "paraphrase"),
        ("พบความผิดปกติใดๆ ในกลุ่มควบคุม", "paraphrase"),
        ("対照群では異常は見られ", "paraphrase"),
        # Added.
        ("北京不是中华人民共和国的首都", "paraphrase"),
        ("この薬は副作用が少なくないと報告されている", "paraphrase"),
    ],
)
def test_changed_names_and_negations_are_never_confirmed(quote: str, expected: str) -> None:
    assert verdict(quote) == expected


def test_the_issue_examples() -> None:
    src = "北京是中华人民共和国的首都，也是全国的政治中心。研究人员记录了24个样本。"
    assert verdict("中华人民共和国的首都", src) == "verbatim"
    short = locate(src, ["日本的首都"])[0]
    assert short.verdict.value == "not-present"  # a verdict: shares 的首, 首都, only half
    assert short.overlap == 0.5
    thai = "ผู้วิจัยบันทึกตัวอย่างได้ 24 ตัวอย่าง และไม่พบความผิดปกติใดๆ ในกลุ่มควบคุม"
    assert verdict("บันทึกตัวอย่างได้ 24 ตัวอย่าง", thai) == "verbatim"


def test_near_misses_name_the_changed_characters() -> None:
    changed = locate(SOURCE, ["研究人员在2023年记录了25个样本"])[0]
    assert changed.verdict.value == "paraphrase"
    assert changed.nearest is not None
    assert changed.nearest.text == "研究人员在2023年记录了24个样本"
    assert [(d.kind, d.quote, d.source) for d in changed.differences] == [("changed", "25", "24")]
    added = locate(SOURCE, ["北京不是中华人民共和国的首都"])[0]
    assert [(d.kind, d.quote, d.source) for d in added.differences] == [("added", "不", "")]
    dropped = locate(SOURCE, ["และพบความผิดปกติใดๆ"])[0]
    assert [(d.kind, d.quote, d.source) for d in dropped.differences] == [("removed", "", "ไม่")]
    japanese = locate(SOURCE, ["研究者は25個のサンプルを記録した"])[0]
    assert [(d.kind, d.quote, d.source) for d in japanese.differences] == [("changed", "25", "24")]


def test_elisions_in_chinese_refuse_a_hidden_negation() -> None:
    found = locate(SOURCE, ["研究人员在2023年记录了 … 出现异常"])[0]
    assert found.verdict.value != "elided"
    ok = locate(SOURCE, ["北京是中华人民共和国 … 全国的政治中心"])[0]
    assert ok.verdict.value == "elided"


def test_evidence_is_weighed_by_script() -> None:
    assert verdict("日本的首都", SOURCE) != "too-short"
    assert verdict("的首都", SOURCE) == "verbatim"  # 9 Latin letters' worth
    assert verdict("首都", SOURCE) == "too-short"
    assert verdict("ล้านคน", SOURCE) == "verbatim"  # 6 code points, 9 letters' worth
    assert verdict("review.", "a review.") == "too-short"  # Latin counts as before
    unweighed = Policy(weigh_scripts=False)
    assert locate(SOURCE, ["日本的首都"], unweighed)[0].verdict.value == "too-short"


def test_seed_003_min_length_counts_characters() -> None:
    def classify(quote: str, **options: object) -> str:
        payload = {"source": SOURCE_TEXT, "quotes": [{"text": quote}], **options}
        result: str = citation_span(payload)["results"][0]["classification"]
        return result

    assert classify("的首都") == "too-short"  # 3 characters < 8
    assert classify("中华人民共和国的首都") == "verbatim"
    assert classify("的首都", minLength=3) == "verbatim"
    assert classify("的首都", minLength=4) == "too-short"


def test_numbers_vote_as_whole_words() -> None:
    """Among many similar sentences, the nearest passage is the one whose numbers agree as
    whole numbers (49 is not inside 1489)."""
    source = "".join(
        f"研究人员在{1900 + i % 120}年记录了{i}个样本，其中{i % 17}个样本没有出现异常。"
        for i in range(1500)
    )
    found = locate(source, ["研究人员在1949年记录了48个样本，其中15个样本"])[0]
    assert found.verdict.value == "paraphrase"
    assert [(d.quote, d.source) for d in found.differences] == [("48", "49")]
