"""Preparing a quote looks for ellipses only where one can be: a quote holding none of
the marks every ellipsis holds is neither trimmed at its edges nor split. A property
against the patterns themselves: the shortcut never changes what they find."""

from __future__ import annotations

from hypothesis import example, given, settings
from hypothesis import strategies as st

from citeproof.match._quotes import (
    _EDGE_ELLIPSIS,
    _INNER_ELLIPSIS,
    may_hold_ellipsis,
    prepare_quote,
)

_PIECES = st.sampled_from(
    [".", " ", "\u00a0", "…", "[", "]", "word", "a", "\n", "\u2003", "..", ". .", "“", "”"]
)


@settings(max_examples=500)
@given(st.lists(_PIECES, max_size=14).map("".join))
@example("[. . .] the survey")
@example("the survey [\u2026]")
@example("the survey.\u00a0.\u00a0.")
@example("…")
def test_a_quote_without_ellipsis_marks_has_no_ellipsis(text: str) -> None:
    if not may_hold_ellipsis(text):
        assert _EDGE_ELLIPSIS.sub("", text) == text
        assert _INNER_ELLIPSIS.split(text) == [text]
        assert _EDGE_ELLIPSIS.search(text) is None


def test_ellipses_are_still_trimmed_and_split() -> None:
    quote = prepare_quote("… the survey covered . . . the seasons [...]")
    assert quote.text == "the survey covered . . . the seasons"
    assert quote.segments == ("the survey covered", "the seasons")
    assert prepare_quote("The survey covered the seasons.").segments == ()
    assert prepare_quote("The survey covered the seasons.").text == (
        "The survey covered the seasons."
    )
