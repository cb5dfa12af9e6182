"""reanchor(): each status on a small case, the fail-closed rule, and properties of the
positions it reports (they always slice back to the exact quote)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import citeproof
from citeproof import PositionSelector, QuoteSelector, ReanchorStatus, describe, reanchor
from citeproof.errors import ErrorCode, InputError
from citeproof.match import reanchor_selector

OLD = (
    "The committee met in March. The budget was approved on Tuesday by nine votes. "
    "The minutes were published later."
)
SENTENCE = "The budget was approved on Tuesday by nine votes."


def stored(
    text: str = OLD, exact: str = SENTENCE, context: int = 20
) -> tuple[QuoteSelector, PositionSelector]:
    """A selector as an annotation client stores it: 20 characters each side."""
    start = text.index(exact)
    end = start + len(exact)
    quote = QuoteSelector(exact, text[max(0, start - context) : start], text[end : end + context])
    return quote, PositionSelector(start, end)


def test_public_names() -> None:
    assert {"reanchor", "Reanchored", "ReanchorStatus"} <= set(citeproof.__all__)
    assert [s.value for s in ReanchorStatus] == [
        "unchanged", "moved", "context-changed", "changed", "ambiguous", "orphaned",
    ]  # fmt: skip


def test_unchanged_same_text_same_place() -> None:
    result = reanchor(stored(), OLD, OLD)
    assert result.status is ReanchorStatus.UNCHANGED
    assert result.position == PositionSelector(OLD.index(SENTENCE), OLD.index(SENTENCE) + 49)
    assert result.found
    assert result.context == ()


def test_unchanged_when_only_far_text_changed() -> None:
    new = OLD.replace("published later", "published in May")
    result = reanchor(stored(), new)
    assert result.status is ReanchorStatus.UNCHANGED


def test_moved_keeps_context_and_reports_the_new_position() -> None:
    new = "A new opening paragraph was added. " + OLD
    result = reanchor(stored(), new, OLD)
    assert result.status is ReanchorStatus.MOVED
    assert result.position is not None
    assert new[result.position.start : result.position.end] == SENTENCE
    assert result.position.start == OLD.index(SENTENCE) + len("A new opening paragraph was added. ")
    assert result.selectors()[0]["exact"] == SENTENCE


def test_context_changed_gives_the_context_diff() -> None:
    new = OLD.replace("met in March", "met in April")
    result = reanchor(stored(), new)
    assert result.status is ReanchorStatus.CONTEXT_CHANGED
    (change,) = result.context
    assert change.side == "prefix"
    assert change.stored.endswith("March. ")
    assert change.now.endswith("April. ")
    assert [(d.quote, d.source) for d in change.differences] == [("March", "April")]
    # the new selector carries the new context, so it anchors uniquely in the new text
    assert result.quote is not None
    assert result.quote.prefix.endswith("April. ")
    assert citeproof.anchor(new, result.quote) == (result.position.start, result.position.end)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("old_words", "new_words", "diff"),
    [
        ("nine votes", "eight votes", ("nine", "eight")),
        ("was approved", "was not approved", ("", "not")),
    ],
)
def test_changed_is_never_found_and_shows_the_word_diff(
    old_words: str, new_words: str, diff: tuple[str, str]
) -> None:
    new = OLD.replace(old_words, new_words)
    result = reanchor(stored(), new, OLD)
    assert result.status is ReanchorStatus.CHANGED
    assert not result.found
    assert result.selectors() == []
    assert result.passage is not None
    assert new_words in result.passage.text
    assert any((d.quote, d.source) == diff for d in result.differences)


def test_a_number_that_grew_is_not_the_quote() -> None:
    # "recorded 2" stood before "5 samples"; "recorded 24" holds the characters, not the words
    old = "The primary group recorded 25 samples in all."
    quote = QuoteSelector("recorded 2", "primary group ", "5 samples")
    new = old.replace("25", "24")
    result = reanchor(quote, new, old)
    assert not result.found
    assert result.status in (ReanchorStatus.CHANGED, ReanchorStatus.ORPHANED)


def test_typography_change_is_changed_not_found() -> None:
    old = "He said we don't stop now, twice."
    quote, _ = stored(old, "we don't stop now", 5)
    new = old.replace("don't", "don\u2019t")
    result = reanchor(quote, new)
    assert result.status is ReanchorStatus.CHANGED
    assert result.verdict is not None
    assert result.verdict.value == "normalized"
    assert result.passage is not None
    assert result.passage.text == "we don\u2019t stop now"
    assert result.differences  # the apostrophe that changed is named


def test_ambiguous_when_nothing_picks_an_occurrence() -> None:
    quote = QuoteSelector("the same sentence here", "zzz ", " yyy")
    new = "One: the same sentence here. Two: the same sentence here."
    result = reanchor(quote, new)
    assert result.status is ReanchorStatus.AMBIGUOUS
    assert result.occurrences == 2
    assert len(result.candidates) == 2
    assert not result.found


def test_position_picks_among_copies() -> None:
    text = "the same sentence here. the same sentence here."
    quote = QuoteSelector("the same sentence here", "", "")
    result = reanchor((quote, PositionSelector(24, 46)), text)
    assert result.status is ReanchorStatus.UNCHANGED
    assert result.position == PositionSelector(24, 46)


def test_one_side_of_context_picks_among_copies() -> None:
    quote = QuoteSelector("the same sentence here", "One: ", " end")
    new = "One: the same sentence here! Two: the same sentence here?"
    result = reanchor(quote, new)
    assert result.status is ReanchorStatus.CONTEXT_CHANGED
    assert result.position == PositionSelector(5, 27)


def test_orphaned_when_nothing_close_is_left() -> None:
    result = reanchor(stored(), "An entirely different text about gardening and tomatoes.")
    assert result.status is ReanchorStatus.ORPHANED
    assert result.passage is None
    assert not result.found


def test_replacing_passage_is_the_one_at_the_old_place() -> None:
    # a lookalike elsewhere must not be shown as what replaced the quote
    lookalike = "Elsewhere: the budget was approved on Monday by nine votes. "
    new = lookalike + OLD.replace("Tuesday", "Friday")
    result = reanchor(stored(), new)
    assert result.status is ReanchorStatus.CHANGED
    assert result.passage is not None
    assert "Friday" in result.passage.text


def test_w3c_json_and_findings_are_accepted() -> None:
    quote, position = stored()
    as_json = [quote.to_dict(), position.to_dict()]
    assert reanchor(as_json, OLD).status is ReanchorStatus.UNCHANGED
    finding = citeproof.locate(OLD, [SENTENCE])[0]
    assert reanchor(finding, "Preface. " + OLD).status is ReanchorStatus.MOVED


@pytest.mark.parametrize(
    ("selector", "code"),
    [
        ([{"type": "TextQuoteSelector", "prefix": "a"}], ErrorCode.MISSING_EXACT),
        ([{"type": "TextQuoteSelector", "exact": ""}], ErrorCode.MISSING_EXACT),
        ([{"type": "TextPositionSelector", "start": 0, "end": 3}], ErrorCode.NO_QUOTE_SELECTOR),
        ([{"type": "TextQuoteSelector", "exact": "x", "prefix": 3}], ErrorCode.WRONG_TYPE),
        ([{"type": "TextQuoteSelector", "exact": "abc"},
          {"type": "TextPositionSelector", "start": -1, "end": 2}], ErrorCode.OUT_OF_RANGE),
        (42, ErrorCode.WRONG_TYPE),
    ],
)  # fmt: skip
def test_bad_selectors_are_typed_errors(selector: object, code: ErrorCode) -> None:
    with pytest.raises(InputError) as raised:
        reanchor(selector, OLD)  # type: ignore[arg-type]
    assert raised.value.code is code


def test_a_finding_without_a_span_is_a_typed_error() -> None:
    finding = citeproof.locate(OLD, ["words that are nowhere at all"])[0]
    with pytest.raises(InputError) as raised:
        reanchor(finding, OLD)
    assert raised.value.code is ErrorCode.MISSING_EXACT


# -- properties -----------------------------------------------------------------------------

ALPHABET = st.sampled_from("ab c.é🧭\n")


@st.composite
def edit_case(draw: st.DrawFn) -> tuple[str, int, int, str, int, int, str]:
    text = draw(st.text(alphabet=ALPHABET, min_size=1, max_size=40))
    start = draw(st.integers(0, len(text) - 1))
    end = draw(st.integers(start + 1, len(text)))
    cut_start = draw(st.integers(0, len(text)))
    cut_end = draw(st.integers(cut_start, min(len(text), cut_start + 5)))
    inserted = draw(st.text(alphabet=ALPHABET, max_size=6))
    return (
        text,
        start,
        end,
        text[:cut_start] + inserted + text[cut_end:],
        cut_start,
        cut_end,
        inserted,
    )


@given(edit_case())
def test_a_found_position_slices_back_to_the_exact_quote(
    case: tuple[str, int, int, str, int, int, str],
) -> None:
    old, start, end, new, *_ = case
    quote = QuoteSelector(old[start:end], old[max(0, start - 4) : start], old[end : end + 4])
    result = reanchor_selector(quote, new, old, position=PositionSelector(start, end))
    if result.found:
        assert result.position is not None
        assert result.quote is not None
        assert new[result.position.start : result.position.end] == quote.exact
        assert result.quote.exact == quote.exact
        # the new selectors anchor exactly where the quote was found again
        assert citeproof.anchor(new, result.quote, result.position) == (
            result.position.start, result.position.end,
        )  # fmt: skip
    else:
        assert result.position is None
        assert result.selectors() == []


@given(edit_case())
def test_an_edit_before_the_quote_shifts_it_by_its_length(
    case: tuple[str, int, int, str, int, int, str],
) -> None:
    old, start, end, new, cut_start, cut_end, inserted = case
    if cut_end > start:
        return  # only edits wholly before the quote
    quote = QuoteSelector(old[start:end])
    result = reanchor_selector(quote, new, position=PositionSelector(start, end))
    shift = len(inserted) - (cut_end - cut_start)
    # the quote is still there at the shifted offset: re-anchoring never loses it, and when
    # it is the one occurrence it is reported exactly there
    assert new[start + shift : end + shift] == quote.exact
    if citeproof.find_all(new, quote.exact).count == 1 and result.found:
        assert result.position == PositionSelector(start + shift, end + shift)
        assert result.status in (ReanchorStatus.UNCHANGED, ReanchorStatus.MOVED)
        assert (result.status is ReanchorStatus.UNCHANGED) == (shift == 0)


@given(st.text(alphabet=ALPHABET, min_size=1, max_size=40), st.data())
def test_the_same_text_is_unchanged(text: str, data: st.DataObject) -> None:
    start = data.draw(st.integers(0, len(text) - 1))
    end = data.draw(st.integers(start + 1, len(text)))
    description = describe(text, start, end)
    result = reanchor(description, text, text)
    assert result.status is ReanchorStatus.UNCHANGED
    assert result.position == PositionSelector(start, end)
