"""Search: exact counts of overlapping occurrences, linear on periodic text."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof.text import find_all, find_all_soft, fold, is_word_char

small = st.text(alphabet="ab", max_size=60)
pattern = st.text(alphabet="ab", min_size=1, max_size=8)


def brute(text: str, pat: str) -> list[int]:
    return [i for i in range(len(text) - len(pat) + 1) if text[i : i + len(pat)] == pat]


@given(small, pattern)
def test_counts_equal_brute_force(text: str, pat: str) -> None:
    found = find_all(text, pat)
    assert list(found) == brute(text, pat)
    assert found.count == len(brute(text, pat))


@given(st.text(alphabet="ab ", max_size=60), st.text(alphabet="ab ", min_size=1, max_size=6))
def test_whole_words_equal_brute_force(text: str, pat: str) -> None:
    def ok(i: int) -> bool:
        j = i + len(pat)
        left = i > 0 and is_word_char(text[i - 1]) and is_word_char(text[i])
        right = j < len(text) and is_word_char(text[j - 1]) and is_word_char(text[j])
        return not left and not right

    assert list(find_all(text, pat, whole_words=True)) == [i for i in brute(text, pat) if ok(i)]


@given(small, pattern, st.integers(0, 5))
def test_first_is_a_capped_prefix(text: str, pat: str, k: int) -> None:
    assert find_all(text, pat).first(k) == brute(text, pat)[:k]


def test_periodic_worst_case_counts_exactly() -> None:
    found = find_all("a" * 524288, "a" * 16384)
    assert found.count == 524288 - 16384 + 1
    assert len(found.runs) == 1


def test_period_with_gaps() -> None:
    text = "aabaabaa" + "x" + "aabaa" + "aabaa"
    assert list(find_all(text, "aabaa")) == brute(text, "aabaa")


def test_word_boundaries() -> None:
    assert list(find_all("245 24 x24", "24", whole_words=True)) == [4]
    assert not find_all("concatenate", "cat", whole_words=True)
    assert list(find_all("a cat.", "cat", whole_words=True)) == [2]


def test_empty_pattern_occurs_nowhere() -> None:
    assert find_all("abc", "").count == 0


@pytest.mark.parametrize(
    ("source", "quote"),
    [
        ("a hyphen-\nation b", "hyphenation"),
        ("a cross-\nvalidation b", "cross-validation"),
        ("a hyphenation b", "hyphen-\nation"),
        ("a hyphen-\nation b", "hyphen- ation"),  # the break copied as a space
        ("a hyphen- ation b", "hyphen- ation"),
    ],
)
def test_soft_hyphen_search(source: str, quote: str) -> None:
    src = fold(source, ["hyphenation", "whitespace"]).text
    pat = fold(quote, ["hyphenation", "whitespace"]).text
    spans = find_all_soft(src, pat)
    assert len(spans) == 1


def test_soft_search_rejects_other_words() -> None:
    src = fold("a hyphen-\nation b", ["hyphenation"]).text
    assert find_all_soft(src, "hyphenations") == []
    assert find_all_soft(src, "hyphen ation") == []
    assert find_all_soft(src, "hyphe- nation") == []  # a hyphen where the source has none
    assert find_all_soft(src, "hyphen -ation") == []


_LETTERS = st.text(alphabet="abcdefghij", min_size=2, max_size=12)


@given(_LETTERS, _LETTERS, _LETTERS, st.sampled_from(["- ", "-", "", " ", "-  ", " -"]))
def test_a_word_split_at_a_line_break_is_found_only_as_the_break_allows(
    left: str, right: str, other: str, copied: str
) -> None:
    """Split at a line break, a word is found joined, hyphenated, or with the break copied
    as a space after the hyphen (white space only differs), at the split word's span;
    a space without the hyphen, or before it, is a difference."""
    source = f"{other} {left}-\n{right} {other}"
    folded = fold(source, ["hyphenation", "whitespace"])
    pattern = fold(f"{left}{copied}{right}", ["hyphenation", "whitespace"]).text
    spans = find_all_soft(folded.text, pattern, whole_words=True)
    start = folded.text.index(left, len(other))
    wanted = [(start, start + len(left) + 1 + len(right))]
    if copied.strip() in ("-", "") and not copied.startswith(" ") and copied != " ":
        assert wanted[0] in spans
    else:
        assert wanted[0] not in spans
