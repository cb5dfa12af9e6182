"""describe(): the shortest unique context, and anchoring it always returns the same span."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof import PositionSelector, QuoteSelector, anchor, describe
from citeproof.errors import SpanError
from citeproof.match import count_anchors


@st.composite
def text_and_span(draw: st.DrawFn) -> tuple[str, int, int]:
    text = draw(st.text(alphabet=st.sampled_from("ab é🧭\n"), min_size=1, max_size=40))
    start = draw(st.integers(0, len(text) - 1))
    end = draw(st.integers(start + 1, len(text)))
    return text, start, end


@given(text_and_span())
def test_anchoring_the_description_returns_the_span(case: tuple[str, int, int]) -> None:
    text, start, end = case
    description = describe(text, start, end)
    assert anchor(text, description.quote, description.position) == (start, end)
    if description.unique:
        assert anchor(text, description.quote) == (start, end)


@given(text_and_span())
def test_context_is_shortest(case: tuple[str, int, int]) -> None:
    text, start, end = case
    d = describe(text, start, end)
    if not d.unique:
        return
    q = d.quote
    if q.prefix:
        shorter = QuoteSelector(q.exact, q.prefix[1:], q.suffix)
        assert count_anchors(text, shorter).full.count > 1
    if q.suffix:
        shorter = QuoteSelector(q.exact, q.prefix, q.suffix[:-1])
        assert count_anchors(text, shorter).full.count > 1


def test_unique_quote_needs_no_context() -> None:
    d = describe("the cat sat", 4, 7)
    assert d.quote == QuoteSelector("cat")
    assert d.to_dict()["selectors"][1] == {"type": "TextPositionSelector", "start": 4, "end": 7}


def test_context_limit_is_in_bytes() -> None:
    text = "é" * 2000 + "x" + "é" * 2000 + "x"
    d = describe(text, 2000, 2001, max_context_bytes=1024)
    assert len(d.quote.prefix.encode()) <= 1024
    assert d.unique is False or anchor(text, d.quote) == (2000, 2001)


def test_not_unique_keeps_position() -> None:
    text = "aaaa"
    d = describe(text, 1, 2, max_context_bytes=0)
    assert d.unique is False
    assert anchor(text, d.quote, d.position) == (1, 2)
    assert anchor(text, d.quote, PositionSelector(1, 3)) is None  # does not reproduce exact


def test_empty_span_is_refused() -> None:
    with pytest.raises(SpanError):
        describe("abc", 1, 1)
