"""The first letter's case changed to fit the writer's sentence: ``editorial``/``initial-case``.

Editors change the case of a quotation's first letter silently to fit the sentence it is
woven into (Chicago Manual of Style 13.19): "researchers may extend the survey" for
"Researchers may extend the survey". citeproof confirms it as ``editorial`` with an
alteration ``initial-case``; only the first letter of the quote, nothing else: a second
changed capital is CASE DIFFERS as before. Seed 003 keeps its rule (case-differs unless
``ignoreCase``), tested in tests/contracts/test_citation_span.py.
"""

from __future__ import annotations

import re
from pathlib import Path

from hypothesis import assume, given
from hypothesis import strategies as st

from citeproof.match import Policy, PreparedSource, Verdict, locate

SOURCE = "The study ended. Researchers may extend the survey if the data allow it."
SENTENCES = (Path(__file__).parents[1] / "data/sentences.txt").read_text("utf-8").splitlines()
PREPARED = PreparedSource("\n".join(SENTENCES))
VOCABULARY = sorted({w for s in SENTENCES for w in re.findall(r"[A-Za-z]+", s)})


def listed(quote: str, source: str = SOURCE, policy: Policy | None = None) -> tuple[str, list]:
    finding = locate(source, [quote], policy or Policy())[0]
    return finding.verdict.value, [[a.kind, a.quote, a.source] for a in finding.alterations]


def test_lower_cased_first_letter_is_editorial_initial_case() -> None:
    finding = locate(SOURCE, ["researchers may extend the survey"])[0]
    assert finding.verdict is Verdict.EDITORIAL
    assert finding.confirmed
    (alteration,) = finding.alterations
    assert (alteration.kind, alteration.quote, alteration.source) == ("initial-case", "r", "R")
    assert (alteration.start, alteration.end) == (0, 1)
    assert finding.matched_text == "Researchers may extend the survey"
    assert finding.spans[0].start == SOURCE.index("Researchers")


def test_upper_cased_first_letter_is_editorial_too() -> None:
    assert listed("The data allow it") == ("editorial", [["initial-case", "T", "t"]])


def test_offsets_point_into_the_quote_as_given() -> None:
    quote = "  “researchers may extend the survey”"
    finding = locate(SOURCE, [quote])[0]
    (alteration,) = finding.alterations
    assert quote[alteration.start : alteration.end] == "r"


def test_a_second_changed_capital_is_case_differs() -> None:
    assert listed("researchers May extend the survey")[0] == "case-differs"
    assert listed("Researchers May extend the survey")[0] == "case-differs"
    assert listed("researchers may extend the Survey")[0] == "case-differs"


def test_ignore_case_still_names_case_as_a_normalization() -> None:
    policy = Policy().with_case()
    finding = locate(SOURCE, ["researchers may extend the survey"], policy)[0]
    assert finding.verdict is Verdict.NORMALIZED
    assert finding.normalizations == ("case",)


def test_with_other_marks_every_alteration_is_listed() -> None:
    assert listed("researchers may extend . . . if the data allow it") == (
        "editorial",
        [["initial-case", "r", "R"], ["omission", ". . .", "the survey"]],
    )
    assert listed("researchers may extend [the study] if the data allow it") == (
        "editorial",
        [["initial-case", "r", "R"], ["replacement", "[the study]", "the survey"]],
    )


def test_a_bracketed_case_change_is_not_counted_twice() -> None:
    assert listed("[r]esearchers may extend the survey") == ("editorial", [["case", "[r]", "R"]])


def test_a_changed_word_with_a_changed_first_letter_is_not_confirmed() -> None:
    assert listed("researchers may expand the survey")[0] == "paraphrase"


def test_the_policy_can_turn_it_off() -> None:
    policy = Policy(initial_case=False)
    assert listed("researchers may extend the survey", policy=policy)[0] == "case-differs"


@st.composite
def real_quote(draw: st.DrawFn) -> str:
    words = draw(st.sampled_from(SENTENCES)).split(" ")
    start = draw(st.integers(0, len(words) - 4))
    end = draw(st.integers(start + 4, len(words)))
    quote = " ".join(words[start:end])
    assume(quote[0].isalpha())
    return quote


def flip(text: str, at: int) -> str:
    return text[:at] + text[at].swapcase() + text[at + 1 :]


@given(real_quote())
def test_flipping_the_first_letter_is_editorial_initial_case(quote: str) -> None:
    flipped = flip(quote, 0)
    assume(flipped not in PREPARED.text)  # the other case happens to be in the source too
    finding = locate(PREPARED, [flipped])[0]
    assert finding.verdict is Verdict.EDITORIAL, (flipped, finding.verdict)
    kinds = [(a.kind, a.quote, a.source) for a in finding.alterations]
    assert kinds == [("initial-case", flipped[0], quote[0])]


@st.composite
def other_change(draw: st.DrawFn) -> str:
    """The first letter flipped and one more change: another letter's case, a word."""
    quote = flip(draw(real_quote()), 0)
    words = quote.split(" ")
    kind = draw(st.sampled_from(["case", "word", "insert", "drop"]))
    i = draw(st.integers(1, len(words) - 1))
    if kind == "case":
        letters = [k for k, c in enumerate(quote) if k > 0 and c.isalpha()]
        return flip(quote, draw(st.sampled_from(letters)))
    if kind == "word":
        new = draw(st.sampled_from(VOCABULARY))
        assume(new.casefold() != words[i].strip(".,;").casefold())
        words[i] = new
    elif kind == "insert":
        words.insert(i, draw(st.sampled_from(VOCABULARY)))
    else:
        assume(len(words) > 4)
        del words[i]
    return " ".join(words)


@given(other_change())
def test_any_other_change_is_still_not_confirmed(quote: str) -> None:
    folded = quote[0].swapcase() + quote[1:]
    # Independently: the quote with its first letter restored is nowhere in the source.
    assume(folded not in PREPARED.text and quote not in PREPARED.text)
    assume(re.sub(r"\s+", " ", folded) not in re.sub(r"\s+", " ", PREPARED.text))
    finding = locate(PREPARED, [quote])[0]
    assert not finding.confirmed, (quote, finding.verdict, finding.alterations)


def test_a_trailing_note_is_listed_beside_the_changed_letter() -> None:
    assert listed("researchers may extend the survey (emphasis added)") == (
        "editorial",
        [["initial-case", "r", "R"], ["note", "(emphasis added)", ""]],
    )
    # A bracketed case change keeps its alteration beside a note too (it was dropped).
    assert listed("[r]esearchers may extend the survey (emphasis added)") == (
        "editorial",
        [["case", "[r]", "R"], ["note", "(emphasis added)", ""]],
    )


def test_occurrences_are_counted() -> None:
    source = "Researchers may extend it. Later: Researchers may extend it."
    finding = locate(source, ["researchers may extend it"])[0]
    assert finding.verdict is Verdict.EDITORIAL
    assert finding.occurrences == 2


def test_the_finding_fits_the_native_schema() -> None:
    from jsonschema import Draft202012Validator

    from citeproof.contracts._validation import load_schema

    out = locate(SOURCE, ["researchers may extend the survey"])[0].to_dict()
    assert out["alterations"] == [
        {"kind": "initial-case", "quote": "r", "source": "R", "start": 0, "end": 1}
    ]
    schema = load_schema("locate.response.json")
    Draft202012Validator(schema["properties"]["results"]["items"]).validate(out)


def test_the_alteration_says_what_changed() -> None:
    (alteration,) = locate(SOURCE, ["researchers may extend the survey"])[0].alterations
    assert alteration.describe().startswith("initial-case: the quote's first letter 'r' is 'R'")
