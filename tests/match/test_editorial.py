"""Quotations marked the way editors mark them: the ``editorial`` verdict and its list.

Cases as data: tests/data/cases/editorial.json (genuine: confirmed, every alteration
listed) and editorial-refused.json (brackets that would change the meaning: never
confirmed). See tests/data/cases/README.md.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from citeproof.cli._report import Style, render
from citeproof.contracts import citation_span
from citeproof.contracts._validation import load_schema
from citeproof.match import Alteration, Policy, Verdict, locate
from citeproof.match._editorial import EditorialQuote, parse, strip_notes
from citeproof.match._quotes import prepare_quote
from citeproof.service import QuoteResult

CASES = Path(__file__).parents[1] / "data" / "cases"


def load(name: str) -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads((CASES / name).read_text("utf-8"))
    return cases


GENUINE = load("editorial.json")
REFUSED = load("editorial-refused.json")


@pytest.mark.parametrize("case", GENUINE, ids=lambda c: c["label"])
def test_editorially_marked_quotations_are_confirmed_with_every_alteration(
    case: dict[str, Any],
) -> None:
    finding = locate(case["source"], [case["quote"]])[0]
    assert finding.verdict.value == case["verdict"], (case["label"], finding)
    assert finding.confirmed
    listed = [[a.kind, a.quote, a.source] for a in finding.alterations]
    assert listed == case.get("alterations", []), case["label"]
    for alteration in finding.alterations:
        # Where in the quote: the offsets hold exactly the quoted mark.
        assert case["quote"][alteration.start : alteration.end] == alteration.quote
        # The source's words: they are in the source (a note has none).
        assert alteration.source in case["source"]
    assert finding.matched_text
    assert finding.matched_text in case["source"]


@pytest.mark.parametrize("case", REFUSED, ids=lambda c: c["label"])
def test_changes_of_meaning_are_never_confirmed(case: dict[str, Any]) -> None:
    finding = locate(case["source"], [case["quote"]])[0]
    assert finding.verdict.value == case["verdict"], (case["label"], finding)
    assert not finding.confirmed
    assert not finding.alterations
    # The finding reports the source's words.
    assert finding.nearest is not None
    assert finding.nearest.text in case["source"]


def test_editorial_sits_between_elided_and_case_differs_and_confirms() -> None:
    order = list(Verdict)
    assert order.index(Verdict.EDITORIAL) == order.index(Verdict.ELIDED) + 1
    assert order.index(Verdict.CASE_DIFFERS) == order.index(Verdict.EDITORIAL) + 1
    assert Verdict.EDITORIAL.confirmed


def test_the_finding_as_json_lists_alterations_and_fits_the_native_schema() -> None:
    case = GENUINE[10]  # case change, omission and replacement together
    finding = locate(case["source"], [case["quote"]])[0]
    out = finding.to_dict()
    assert out["classification"] == "editorial"
    assert out["confirmed"] is True
    assert out["alterations"][0] == {"kind": "case", "quote": "[T]", "source": "T",
                                     "start": 0, "end": 3}  # fmt: skip
    schema = load_schema("locate.response.json")
    Draft202012Validator(schema["properties"]["results"]["items"]).validate(out)
    # No alterations key for a quote that has none.
    assert "alterations" not in locate(case["source"], ["the permit would be renewed"])[0].to_dict()


def test_seed_003_reports_editorial_as_elided_and_stays_schema_valid() -> None:
    quotes = [{"text": c["quote"]} for c in GENUINE] + [{"text": c["quote"]} for c in REFUSED]
    for case, quote in zip(GENUINE + REFUSED, quotes, strict=True):
        data = citation_span({"source": case["source"], "quotes": [quote]})
        Draft202012Validator(load_schema("citation_span.data.json")).validate(data)
        result = data["results"][0]
        assert result["classification"] != "editorial"
        assert "alterations" not in result
        assert set(data["counts"]) == {
            "verbatim", "normalized", "elided", "case-differs", "paraphrase", "not-present",
            "too-short",
        }  # fmt: skip
    marbury = GENUINE[0]
    request = {"source": marbury["source"], "quotes": [{"text": marbury["quote"]}]}
    data = citation_span(request)
    assert data["status"] == "pass"
    assert data["results"][0]["classification"] == "elided"
    assert data["counts"]["elided"] == 1
    exact = citation_span({**request, "exactOnly": True})
    assert exact["status"] == "fail"
    assert exact["witnesses"][0]["ruleId"] == "exact-only"


def test_the_report_labels_editorial_and_lists_the_alterations() -> None:
    case = GENUINE[8]  # [sic]
    results = [QuoteResult(f) for f in locate(case["source"], [case["quote"]])]
    text = render(results, Style(color=False))
    assert "✔ EDITORIAL" in text
    assert "marked: '[sic]' keeps the source's 'recieved'" in text


def test_alteration_descriptions() -> None:
    assert "is not quoted words" in Alteration("note", "(emphasis added)", "", 0, 16).describe()
    assert "leaves out 'x'" in Alteration("omission", "...", "x", 0, 3).describe()
    said = Alteration("replacement", "[Apple]", "it", 0, 7).describe()
    assert said == "replacement: the quote has '[Apple]' where the source has 'it'"


@pytest.mark.parametrize(
    ("quote", "segments"),
    [
        ("a b c . . . d e f", ("a b c", "d e f")),
        ("a b c. . . . D e f", ("a b c", "D e f")),
        ("a b c.... D e f", ("a b c", "D e f")),
        ("a b c [. . .] d e f", ("a b c", "d e f")),
        ("a b c … d e f", ("a b c", "d e f")),
    ],
)
def test_ellipses_as_style_guides_write_them_split_segments(
    quote: str, segments: tuple[str, ...]
) -> None:
    assert prepare_quote(quote).segments == segments


def test_edge_ellipses_and_notes_are_trimmed_with_offsets() -> None:
    quote = "“. . . the rule is clear . . . .” (emphasis added)"
    prepared = prepare_quote(quote)
    assert prepared.text == "the rule is clear"
    assert quote[prepared.offset : prepared.offset + len(prepared.text)] == prepared.text
    assert prepared.notes == (("(emphasis added)", quote.index("(")),)
    assert prepared.trimmed_wrapper


@pytest.mark.parametrize(
    "text",
    [
        "(emphasis added)",
        "(emphasis in original)",
        "(citations omitted)",
        "(internal quotation marks omitted)",
        "(alteration in original)",
        "(footnote omitted)",
        "[emphasis added]",
        "(internal quotation marks, citations, and alterations omitted)",
        "(cleaned up)",
    ],
)
def test_notes_are_recognised(text: str) -> None:
    assert strip_notes(f"the rule is clear {text}.") == ("the rule is clear", [(text, 18)])


def test_a_quote_that_is_only_a_note_keeps_it() -> None:
    assert strip_notes("(emphasis added)") == ("(emphasis added)", [])


@pytest.mark.parametrize(
    ("quote", "reason"),
    [
        ("it is [not] true", "negation"),
        ("it [wasn't] true at all", "negation"),
        ("the firm paid [$2 million] in fines", "number"),
        ("the firm paid [twelve] fines", "number"),
        ("the firm appl[ies] the rule", "part of a word"),
        ("it is [a sentence of the quoter's own making, not a stand-in] now", "negation"),
        ("it is [a long sentence of the quoter's own making here] now", "too long"),
        ("[sic] the defendent was late", "start"),
    ],
)
def test_brackets_that_could_change_the_meaning_are_refused(quote: str, reason: str) -> None:
    refused = parse(quote)
    assert isinstance(refused, str)
    assert reason in refused


def test_a_quote_with_no_editorial_mark_is_not_editorial() -> None:
    assert parse("the rule is clear and it's settled") is None
    parsed = parse("[T]he rule is clear")
    assert isinstance(parsed, EditorialQuote)
    assert parsed.segments[0].text == "The rule is clear"


def test_a_one_character_bracket_confirms_only_a_change_of_case() -> None:
    source = "The defendant was liable for the rent."
    assert locate(source, ["[t]he defendant was liable"])[0].verdict is Verdict.EDITORIAL
    for quote in ["[S]he defendant was liable", "[2] defendant was liable for the rent"]:
        assert not locate(source, [quote])[0].confirmed


def test_short_segments_between_marks_are_not_evidence_alone() -> None:
    source = "It said so. It said so again. The court agreed with it."
    finding = locate(source, ["[The court] said"])[0]
    assert finding.verdict is Verdict.TOO_SHORT or not finding.confirmed


def test_editorial_follows_the_policy_normalizations() -> None:
    source = "The agency’s plan — announced in May — was withdrawn."
    quote = "[t]he agency's plan - announced in May - was withdrawn (emphasis added)"
    finding = locate(source, [quote])[0]
    assert finding.verdict is Verdict.EDITORIAL
    assert set(finding.normalizations) == {"quotes", "dashes"}
    strict = locate(source, [quote], Policy(tolerate=()))[0]
    assert not strict.confirmed
