"""A quote copied from a browser that shows a source's line break between two Chinese or
Japanese characters as a space (Chromium; CSS Text 3 leaves it to the browser, CSS Text
4 and Firefox show nothing) is the source's text; a space typed where the source has
none, or left out where it typed one, stays a difference."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from citeproof import locate
from citeproof.match import Policy, Verdict

SOURCE = (
    "東京の新しい地名は少ないと言われています。\n\n"
    "大阪の地名\nは多いと言われています。京都の 地名 です。"
)


def test_a_space_for_a_line_break_between_wide_characters_is_confirmed() -> None:
    """aptitude-doc-ja's ``ch02s01s03.html``: ``と\\n<span>表示</span>`` read as ``と 表示``
    by Chromium; the quote was a paraphrase of its own passage."""
    found = locate(SOURCE, ["大阪の地名 は多いと言われています。"])[0]
    assert found.verdict is Verdict.NORMALIZED
    assert found.normalizations == ("whitespace",)
    assert (
        SOURCE[found.spans[0].start : found.spans[0].end] == "大阪の地名\nは多いと言われています。"
    )
    assert locate(SOURCE, ["大阪の地名は多いと言われています。"])[0].confirmed  # Firefox's


def test_a_space_where_the_source_has_none_or_typed_one_stays_a_difference() -> None:
    quotes = [
        "東京の新しい地名 は少ないと言われています。",  # no break there
        "京都の地名です。",  # the source typed the spaces
        "京都の 地名です。",
        "大阪の地名 は少ないと言われています。",  # a changed word
    ]
    assert [f.confirmed for f in locate(SOURCE, quotes)] == [False] * 4
    strict = Policy(tolerate=("quotes", "dashes"))
    assert not locate(SOURCE, ["大阪の地名 は多いと言われています。"], strict)[0].confirmed


WIDE = st.sampled_from(list("日本語の文章で地名は少ないと言われ中文句子在这里换行之后继续"))


@given(
    chars=st.lists(WIDE, min_size=12, max_size=40),
    breaks=st.sets(st.integers(min_value=1, max_value=39)),
    typed=st.integers(min_value=1, max_value=39),
)
def test_chromium_shown_text_is_confirmed_and_a_typed_space_is_not(
    chars: list[str], breaks: set[int], typed: int
) -> None:
    """Property: the source with line breaks at ``breaks``; the quote as Chromium shows
    it (a space at each break) is confirmed at the source's own span; a quote with one
    more space where the source has nothing is not."""
    breaks = {b for b in breaks if b < len(chars)}
    source_text = "".join(("\n" if i in breaks else "") + c for i, c in enumerate(chars))
    source = f"Before it. {source_text}。 After it."
    shown = "".join((" " if i in breaks else "") + c for i, c in enumerate(chars)) + "。"
    found = locate(source, [shown])[0]
    assert found.confirmed
    start = source.index(source_text)
    assert (found.spans[0].start, found.spans[0].end) == (start, start + len(source_text) + 1)
    if typed < len(chars) and typed not in breaks:
        extra = (
            "".join((" " if i in breaks or i == typed else "") + c for i, c in enumerate(chars))
            + "。"
        )
        assert not locate(source, [extra])[0].confirmed
