"""``strip_notes`` skips the editor's-note pattern when no note can end the quote, and that
shortcut never changes what it finds: a hypothesis property against the pattern alone."""

from __future__ import annotations

from hypothesis import example, given
from hypothesis import strategies as st

from citeproof.match._notes import _trailing_note, strip_notes

PIECES = st.sampled_from([
    "emphasis added", "citations omitted", "cleaned up", "internal quotation marks omitted",
    "(", ")", "[", "]", ".", ",", ";", " ", "  ", "\n", "word", "the court said", "and",
    "Emphasis ADDED", "in the original", "emphasis mine", "supplied", "footnotes", "it up",
    "pay for it", "\u017f", "\u212a", "ſupplied", "emphasis omitted", "e", "d",
])  # fmt: skip


def _reference(text: str) -> tuple[str, list[tuple[str, int]]]:
    notes: list[tuple[str, int]] = []
    while True:
        found = _trailing_note().search(text)
        if found is None or not text[: found.start()].strip():
            return text, notes
        notes.insert(0, (found.group(1), found.start(1)))
        text = text[: found.start()].rstrip()


@given(st.lists(PIECES, max_size=14).map("".join))
@example("the rule applies (emphasis \u017fupplied).")  # a long s: the pattern's s, without case
@example("the rule applies [EMPHASIS ADDED] (internal quotation marks omitted);")
@example("the rule applies (alterations in the original)")
def test_the_shortcut_finds_what_the_pattern_finds(text: str) -> None:
    assert strip_notes(text) == _reference(text)


def test_a_note_is_still_taken_off() -> None:
    assert strip_notes("the rule applies (emphasis added).") == (
        "the rule applies",
        [("(emphasis added)", 17)],
    )


def test_a_bracket_no_note_can_end_compiles_no_pattern() -> None:
    """A quote ending in an aside (``(i.e., …)``) is not a note: the pattern, about 12 ms
    to compile, is not asked."""
    _trailing_note.cache_clear()
    quote = "freely distributed (i.e., you do not have to pay for it)."
    assert strip_notes(quote) == (quote, [])
    assert _trailing_note.cache_info().currsize == 0
