"""Search: exact counts of overlapping occurrences, linear on periodic text."""

import pytest
import regex
from hypothesis import given
from hypothesis import strategies as st

from citeproof.text import SOFT_HYPHEN_MARK, find_all, find_all_soft, fold, is_word_char
from citeproof.text._search import _soft_pattern, _soft_runs

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


_MARKED = st.text(alphabet=["a", "b", "-", " ", SOFT_HYPHEN_MARK], max_size=80)
_SOUGHT = st.text(alphabet=["a", "b", "-", " ", SOFT_HYPHEN_MARK], min_size=1, max_size=8)


@given(_MARKED, _SOUGHT, st.integers(min_value=0, max_value=20))
def test_a_soft_search_tries_the_marks_reach_only_and_finds_all(
    text: str, pat: str, start: int
) -> None:
    """The soft search finds what the soft pattern finds tried at every character by
    another engine (``regex``'s overlapped search, the reference), though it tries the
    pattern only within reach of the text's marks, with :mod:`re` (issue 23)."""
    soft = regex.compile(_soft_pattern(pat).pattern)
    reference = [(m.start(), m.end()) for m in soft.finditer(text, start, overlapped=True)]
    assert find_all_soft(text, pat, start=start) == reference
    runs, lengths = _soft_runs(text, pat, start, len(text))  # every character, with re
    assert [(r.start, r.start + n) for r, n in zip(runs, lengths, strict=True)] == reference


def test_a_soft_search_far_from_any_mark_finds_the_pattern_itself() -> None:
    text = "ab-ab " * 50 + "a" + SOFT_HYPHEN_MARK + "b " + "ab-ab " * 50
    found = find_all_soft(text, "ab")
    assert len(found) == 201
    assert (300, 303) in found
    assert all(text[s:e].replace(SOFT_HYPHEN_MARK, "") == "ab" for s, e in found)


@given(
    st.text(alphabet="ab", min_size=2, max_size=12),
    st.integers(min_value=1, max_value=11),
    st.text(alphabet="ab -", max_size=20),
)
def test_a_word_split_by_a_mark_is_found_wherever_the_mark_falls(
    word: str, at: int, around: str
) -> None:
    """A mark at any place inside a long sought word, the word's start as far from it as
    the word is long: the search reaches it (the reference finds it too)."""
    at = min(at, len(word) - 1)
    text = f"{around} {word[:at]}{SOFT_HYPHEN_MARK}{word[at:]} {around}"
    start = len(around) + 1
    assert (start, start + len(word) + 1) in find_all_soft(text, word)


def test_the_empty_pattern_occurs_nowhere_in_marked_text_too() -> None:
    assert find_all_soft("a" + SOFT_HYPHEN_MARK + "b", "") == []
    assert find_all_soft("ab", "") == []
