"""The tolerance ladder: each tier, what it reports, and what it must never accept."""

import pytest

from citeproof.match import DEFAULT_POLICY, Policy, PreparedSource, Verdict, locate

SOURCE = (
    "Field report\n\n"
    "The committee said the “pilot” would run for six months — ending in March — before a\n"
    "review. The primary group recorded 24 samples across three sessions; the control group\n"
    "recorded 19. Researchers may extend the survey if the data allow it. The ﬁnal\n"
    "recommendation was not to expand the programme until the review is com-\nplete. "
    "A cross-\nvalidation was run. The samples were recorded. The samples were recorded.\n"
)


def one(quote: str, policy: Policy = DEFAULT_POLICY):  # type: ignore[no-untyped-def]
    return locate(SOURCE, [quote], policy)[0]


def test_verbatim_with_spans_that_slice_back() -> None:
    finding = one("The primary group recorded 24 samples")
    assert finding.verdict is Verdict.VERBATIM
    assert finding.normalizations == ()
    span = finding.spans[0]
    assert SOURCE[span.start : span.end] == "The primary group recorded 24 samples"
    c = span.coordinates
    assert (
        SOURCE.encode("utf-16-le")[2 * c.utf16.start : 2 * c.utf16.end].decode("utf-16-le")
        == span.text
    )
    assert SOURCE.encode()[c.utf8.start : c.utf8.end].decode() == span.text
    assert (c.lines.start, c.lines.end) == (4, 4)


@pytest.mark.parametrize(
    ("quote", "needed"),
    [
        ('the "pilot" would run for six months - ending in March', ("quotes", "dashes")),
        ("ending in March — before a review", ("whitespace",)),
        ("The final recommendation", ("unicode", "whitespace")),
        ("until the review is complete.", ("hyphenation",)),
        ("A cross-validation was run.", ("hyphenation",)),
    ],
)
def test_normalized_names_exactly_what_was_needed(quote: str, needed: tuple[str, ...]) -> None:
    finding = one(quote)
    assert finding.verdict is Verdict.NORMALIZED
    assert finding.normalizations == needed
    assert finding.confirmed


def test_normalized_span_maps_back_to_the_source_words() -> None:
    finding = one("ending in March - before a review.")
    assert finding.matched_text == "ending in March — before a\nreview."


def test_elided_segments_in_order() -> None:
    finding = one("recommendation was not to expand … the review is complete.")
    assert finding.verdict is Verdict.ELIDED
    assert len(finding.spans) == 2
    assert finding.spans[0].end <= finding.spans[1].start
    assert (
        finding.matched_text
        == "recommendation was not to expand the programme until the review is com-\nplete."
    )
    assert finding.normalizations == ("hyphenation",)


@pytest.mark.parametrize("marker", ["...", "…", "[...]", "[…]", "[. . .]"])
def test_every_ellipsis_marker(marker: str) -> None:
    finding = one(f"The primary group recorded 24 samples {marker} the control group")
    assert finding.verdict is Verdict.ELIDED


def test_elision_out_of_order_is_not_elided() -> None:
    finding = one("the control group recorded 19 … The primary group recorded 24 samples")
    assert not finding.confirmed


def test_elision_with_a_segment_too_short_is_not_evidence() -> None:
    finding = one("The primary group recorded … 25")
    assert finding.verdict is not Verdict.ELIDED


def test_elision_that_hides_a_negation_is_refused() -> None:
    far = one("The committee said the “pilot” would run … until the review is complete.")
    assert not far.confirmed  # the left-out stretch holds "was not to expand"
    finding = one("The final recommendation was … to expand the programme")
    assert not finding.confirmed
    assert finding.verdict is Verdict.PARAPHRASE
    assert ("removed", "not") in [(d.kind, d.source) for d in finding.differences]


def test_case_differs_is_reported_and_fails() -> None:
    # (The first letter alone is editorial/initial-case: tests/match/test_initial_case.py.)
    finding = one("researchers may Extend the survey")
    assert finding.verdict is Verdict.CASE_DIFFERS
    assert "case" in finding.normalizations
    assert not finding.confirmed
    tolerant = one("researchers may extend the survey", DEFAULT_POLICY.with_case())
    assert tolerant.verdict is Verdict.NORMALIZED
    assert tolerant.normalizations == ("case",)


def test_paraphrase_gives_nearest_overlap_and_diff() -> None:
    finding = one("The primary group recorded 25 samples across three sessions")
    assert finding.verdict is Verdict.PARAPHRASE
    assert finding.nearest is not None
    assert finding.nearest.text == "The primary group recorded 24 samples across three sessions"
    assert finding.overlap is not None
    assert finding.overlap > 0.5
    assert [(d.kind, d.quote, d.source) for d in finding.differences] == [("changed", "25", "24")]


def test_modal_change_shows_in_the_diff() -> None:
    finding = one("Researchers can extend the survey if the data allow it.")
    assert ("changed", "can", "may") in [(d.kind, d.quote, d.source) for d in finding.differences]


def test_not_present_still_gives_the_nearest_passage() -> None:
    finding = one("the pilot will last half a year")
    assert finding.verdict is Verdict.NOT_PRESENT
    assert finding.nearest is not None
    assert finding.overlap is not None
    assert finding.overlap <= 0.5


def test_too_short_gets_no_verdict() -> None:
    finding = one("“24”")
    assert finding.verdict is Verdict.TOO_SHORT
    assert not finding.confirmed


def test_wrapper_quotes_and_edge_ellipses_are_trimmed() -> None:
    for quote in ["“Researchers may extend the survey”", "… may extend the survey …",
                  "\"...the data allow it\""]:  # fmt: skip
        finding = one(quote)
        assert finding.confirmed, quote
        assert finding.trimmed_wrapper


def test_occurrences_are_counted_and_ambiguity_flagged() -> None:
    finding = one("The samples were recorded.")
    assert finding.occurrences == 2
    assert finding.ambiguous
    assert len(finding.spans) == 2


def test_whole_words_a_truncated_number_is_not_found() -> None:
    finding = one("The primary group recorded 2")
    assert not finding.confirmed


def test_a_source_is_prepared_once_for_all_its_quotes() -> None:
    source = PreparedSource(SOURCE)
    locate(source, ["The primary group recorded 24 samples", "ending in March - before"])
    first = source.folded(DEFAULT_POLICY.tolerate)
    locate(source, ["recorded 19. Researchers"])
    assert source.folded(DEFAULT_POLICY.tolerate) is first


def test_paged_source_reports_pages() -> None:
    text = "First page text here.\n\nSecond page has the quote in it."
    source = PreparedSource(text, page_starts=[0, 23])
    finding = locate(source, ["the quote in it"])[0]
    pages = finding.spans[0].coordinates.pages
    assert pages is not None
    assert (pages.start, pages.end) == (2, 2)


def test_finding_json_uses_seed_003_names() -> None:
    data = one("The primary group recorded 25 samples").to_dict()
    assert {"classification", "occurrences", "spans", "normalizations", "trimmedWrapper",
            "overlap", "nearest", "differences"} <= set(data)  # fmt: skip


def test_elision_tries_every_occurrence_of_its_first_part() -> None:
    """Issue 21: a first part found dozens of times is not anchored at the first alone."""
    source = "The variable is set. " * 30 + "The variable is set when the shell starts."
    finding = locate(source, ["The variable is set … the shell starts"])[0]
    assert finding.verdict is Verdict.ELIDED
    assert finding.spans[0].start == source.rindex("The variable is set")
    source = (
        "The option is enabled, but it is not used. "
        "The option is enabled by default and it is used."
    )
    finding = locate(source, ["The option is enabled … and it is used"])[0]
    assert finding.verdict is Verdict.ELIDED
    assert finding.spans[0].start == source.rindex("The option is enabled")


def test_four_dots_leave_out_whole_sentences() -> None:
    """Issue 21: ``. . . .`` after a sentence's own period leaves out whole sentences, a
    negation among them reversing none of the quoted words; inside a sentence it is still
    refused."""
    source = (
        "Mozilla Foundation is the license steward. Except as provided in Section 10.3, no one"
        " other than the license steward has the right to modify or publish new versions of"
        " this License. Each version will be given a distinguishing version number."
    )
    for quote in (
        "is the license steward. . . . Each version will be given",
        "is the license steward.... Each version will be given",
    ):
        assert locate(source, [quote])[0].verdict is Verdict.ELIDED
    refused = locate(source, ["Except as provided … has the right to modify"])[0]
    assert not refused.confirmed
    assert refused.differences[0].kind == "hidden-negation"


@pytest.mark.parametrize("tolerate", [(), ("whitespace", "quotes"), ("whitespace", "case")])
def test_max_count_stops_counting_but_keeps_the_first_spans(tolerate: tuple[str, ...]) -> None:
    """A face that reports the count capped (seed 003 counts to 50) counts no further;
    the first spans are those of a full count, and a count under the cap is exact."""
    source = "The samples were recorded, and weighed. " * 120 + "Weighed once. weighed"
    full = Policy(tolerate=tolerate)
    capped = Policy(tolerate=tolerate, max_count=50)
    for quote, total in (("The samples were recorded", 120), ("Weighed once", 1)):
        a, b = locate(source, [quote], full)[0], locate(source, [quote], capped)[0]
        assert a.occurrences == total
        assert b.occurrences == min(total, 50)
        assert [s.start for s in b.spans] == [s.start for s in a.spans]
    a = locate(source, ["and weighed"], capped)[0]  # 120 times
    assert a.occurrences == 50
    assert len(a.spans) == 5
    with pytest.raises(ValueError, match="max_count"):
        Policy(max_count=4)


MARKDOWN = "Brace expansion: a{b,{c,d}} --> ab ac ad, applied first (c) 2024; x =/= y.\n"


@pytest.mark.parametrize(
    "quote",
    ["Brace expansion: a{b,{c,d}} → ab ac ad, applied first © 2024; x ≠ y."],
)
def test_a_symbol_the_page_prints_equals_the_spelling_the_file_holds(quote: str) -> None:
    """pymdownx's smart symbols print the file's ``-->`` as ``→``: the page's quote is the
    file's words, named ``symbols``; seed 003's six tolerances do not include it."""
    finding = locate(MARKDOWN, [quote], DEFAULT_POLICY)[0]
    assert finding.verdict is Verdict.NORMALIZED
    assert finding.normalizations == ("symbols",)
    span = finding.spans[0]
    assert MARKDOWN[span.start : span.end] == MARKDOWN.rstrip("\n")
    seed_003 = Policy(
        tolerate=("whitespace", "quotes", "dashes", "ellipsis", "invisible", "unicode")
    )
    assert not locate(MARKDOWN, [quote], seed_003)[0].confirmed


#: XeTeX's text layer of Triod Postnaja: the stressed а and о are the Latin á and ó.
TRIOD = "Въ лѣ́то ѻ҆́ное пр\u0457ид\u00f3ша мни́си ѿ полꙋ́нощныхъ стр\u00e1нъ во ст҃ꙋ́ю ѡ҆би́тель."


def test_a_cyrillic_quote_of_latin_look_alikes_is_confirmed_and_named() -> None:
    quote = "прїидо\u0301ша мни́си ѿ полꙋ́нощныхъ стра\u0301нъ"
    finding = locate(TRIOD, [quote], DEFAULT_POLICY)[0]
    assert finding.verdict is Verdict.NORMALIZED
    assert finding.normalizations == ("lookalikes",)
    span = finding.spans[0]
    assert TRIOD[span.start : span.end] == "пр\u0457ид\u00f3ша мни́си ѿ полꙋ́нощныхъ стр\u00e1нъ"
    seed_003 = Policy(
        tolerate=("whitespace", "quotes", "dashes", "ellipsis", "invisible", "unicode")
    )
    assert not locate(TRIOD, [quote], seed_003)[0].confirmed


@pytest.mark.parametrize(
    "quote",
    [
        "прїидоша мни́си ѿ полꙋ́нощныхъ стра́нъ",  # the stress taken off
        "прїидо́ша мни́си ѿ полꙋ́нощныхъ стра̀нъ",  # another accent
        "прїидо́ша мни́си ѿ полꙋ́нощныхъ стрꙋ́нъ",  # another letter
    ],
)
def test_a_changed_letter_among_look_alikes_is_not_confirmed(quote: str) -> None:
    assert not locate(TRIOD, [quote], DEFAULT_POLICY)[0].confirmed


@pytest.mark.parametrize(
    "quote",
    [
        "Brace expansion: a{b,{c,d}} -> ab ac ad, applied first",  # another arrow
        "Brace expansion: a{b,{c,d}} ← ab ac ad, applied first",  # the other way
        "applied first (C) 2024; x ≠ y.",  # capitals: only with case
        "applied first © 2024; x = y.",  # not-equal made equal
    ],
)
def test_a_changed_symbol_is_not_confirmed(quote: str) -> None:
    assert not locate(MARKDOWN, [quote], DEFAULT_POLICY)[0].confirmed


def test_a_spelling_in_capitals_is_a_symbol_only_with_case() -> None:
    """``(C)`` is a spelling of ``©`` once case is folded: the case-differs tier says so,
    and a policy tolerating case confirms it, also on a source already folded without
    case (whose fold, case folded after, would keep ``(c)``)."""
    source = PreparedSource("Copyright (C) 2024 the authors of this manual, all rights reserved.")
    quote = "Copyright © 2024 the authors of this manual"
    assert locate(source, ["the authors of this manual"], DEFAULT_POLICY)[0].verdict is (
        Verdict.VERBATIM
    )
    assert locate(source, [quote], DEFAULT_POLICY)[0].verdict is Verdict.CASE_DIFFERS
    finding = locate(source, [quote], DEFAULT_POLICY.with_case())[0]
    assert finding.verdict is Verdict.NORMALIZED
    assert finding.normalizations == ("case", "symbols")
