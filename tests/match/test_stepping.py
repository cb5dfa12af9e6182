"""A quote runs across footnotes, footnote markers and page furniture, never across words."""

from __future__ import annotations

import pytest

from citeproof.match import PreparedSource, Verdict, locate
from citeproof.text import Stepover

BODY = "The committee found that the pilot reduced delays1 by a third in the first year"
NOTE = "1 Delays were measured at the gate."
NEXT = "and recommended that it continue for two more years."
TEXT = f"{BODY}\n{NOTE}\n\n{NEXT}"
MARK = BODY.index("1 by")
NOTE_AT = TEXT.index(NOTE)
PAGE2 = TEXT.index(NEXT)
STEPOVERS = (
    Stepover("footnote_marker", MARK, MARK + 1, "1"),
    Stepover("footnote", NOTE_AT, NOTE_AT + len(NOTE), NOTE),
    Stepover("furniture", PAGE2, PAGE2, "Journal of Examples 12"),
)


def _source() -> PreparedSource:
    return PreparedSource(TEXT, (0, PAGE2), STEPOVERS)


def test_a_quote_typed_without_the_marker_is_normalized_and_names_it() -> None:
    [finding] = locate(_source(), ["the pilot reduced delays by a third"])
    assert finding.verdict is Verdict.NORMALIZED
    assert [s.kind for s in finding.stepped_over] == ["footnote_marker"]
    assert finding.spans[0].text == "the pilot reduced delays1 by a third"


def test_a_quote_across_the_page_break_steps_over_the_footnote_and_furniture() -> None:
    quote = "by a third in the first year and recommended that it continue"
    [finding] = locate(_source(), [quote])
    assert finding.confirmed
    assert {s.kind for s in finding.stepped_over} == {"footnote", "furniture"}
    assert finding.spans[0].coordinates.pages is not None
    assert (finding.spans[0].coordinates.pages.start, finding.spans[0].coordinates.pages.end) == (
        1, 2)  # fmt: skip


@pytest.mark.parametrize(
    "altered",
    [
        "the pilot reduced delays by a fourth",
        "by a third in the first year and recommended that it stop",
        "the pilot reduced delays1 by half",
        "reduced delays by a third in the second year",
    ],
)
def test_altered_quotes_are_never_confirmed_by_stepping(altered: str) -> None:
    [finding] = locate(_source(), [altered])
    assert not finding.confirmed


def test_a_named_stepover_is_honoured_so_the_reader_must_never_name_an_exponent() -> None:
    text = "the value 10" + "5" + " cells were counted"
    # An exponent is not a marker, but even a wrongly named stepover inside a number
    # cannot make "10 cells" match "105 cells" as a whole word elsewhere.
    source = PreparedSource(text, None, (Stepover("footnote_marker", 12, 13, "5"),))
    [finding] = locate(source, ["the value 10 cells were counted"])
    assert finding.verdict is Verdict.NORMALIZED  # the stepover is honoured as named
    [plain] = locate(PreparedSource(text), ["the value 10 cells were counted"])
    assert not plain.confirmed


def test_without_stepovers_nothing_changes() -> None:
    [finding] = locate(PreparedSource(TEXT), ["the pilot reduced delays by a third"])
    assert not finding.confirmed


def test_the_text_markers_and_all_stepovers_leave_alike_is_folded_once() -> None:
    """A PDF's furniture is taken out of its text (its stepovers mark only where): the
    text without the footnote markers and the text without every stepover are the same,
    folded once (a 311-page manual's second fold was 60 ms of a check not verbatim); a
    footnote taken out makes another text, folded apart; each map leads back to the text."""
    from citeproof.text import Folded, fold

    folded: list[str] = []

    def counted(text: str, names: tuple[str, ...]) -> Folded:
        folded.append(text)
        return fold(text, names)

    marks_and_furniture = (STEPOVERS[0], STEPOVERS[2])
    source = PreparedSource(TEXT, (0, PAGE2), marks_and_furniture, fold_text=counted)
    names = ("whitespace",)
    markers = source.folded_stepping(names, markers_only=True)
    every = source.folded_stepping(names, markers_only=False)
    assert len(folded) == 1
    assert markers.text == every.text == " ".join(TEXT.replace("delays1", "delays").split())
    at = every.text.index("recommended")
    assert TEXT[slice(*every.map.to_original(at, at + 11))] == "recommended"
    with_note = PreparedSource(TEXT, (0, PAGE2), STEPOVERS, fold_text=counted)
    assert with_note.folded_stepping(names, True).text != with_note.folded_stepping(names).text
    assert len(folded) == 3
