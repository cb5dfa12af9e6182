"""Schema-valid input never raises, whatever its text; the output always fits its schema."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from citeproof import anchor_check, citation_span, locate
from citeproof.contracts._validation import load_schema

from ..text.strategies import TRICKY

words = st.lists(st.sampled_from([*TRICKY, "the", "not", "24", "25", "…", "[...]", "“", "”"]),
                 min_size=1, max_size=30).map("".join)  # fmt: skip
ANCHOR_OUT = Draft202012Validator(load_schema("anchor_check.output.json"))
SPAN_OUT = Draft202012Validator(load_schema("citation_span.data.json"))


@given(text=words, exact=words, prefix=st.one_of(st.none(), words), claimed=st.integers(0, 50))
def test_anchor_check_answers_any_valid_payload(
    text: str, exact: str, prefix: str | None, claimed: int
) -> None:
    selector: dict[str, Any] = {"type": "TextQuoteSelector", "exact": exact}
    if prefix is not None:
        selector["prefix"] = prefix
    payload = {
        "sources": [{"source_id": "s", "version": "v", "text": text}],
        "citation": {
            "source_id": "s",
            "version": "v",
            "selector": selector,
            "claimed_start": claimed,
        },
    }
    ANCHOR_OUT.validate(anchor_check(payload))


@given(
    source=words,
    quotes=st.lists(words, min_size=1, max_size=4),
    ignore_case=st.booleans(),
    exact_only=st.booleans(),
    min_length=st.integers(1, 20),
)
def test_citation_span_answers_any_valid_request(
    source: str, quotes: list[str], ignore_case: bool, exact_only: bool, min_length: int
) -> None:
    payload = {
        "source": source,
        "quotes": [{"text": q} for q in quotes],
        "ignoreCase": ignore_case,
        "exactOnly": exact_only,
        "minLength": min_length,
    }
    data = citation_span(payload)
    SPAN_OUT.validate(data)
    for result, quote in zip(data["results"], quotes, strict=True):
        for span in result["spans"]:
            assert source[span["codePoint"]["start"] : span["codePoint"]["end"]]
        if result["classification"] == "verbatim":
            assert result["matchedText"] in quote


@given(source=words, quote=words)
def test_confirmed_spans_slice_to_the_matched_text(source: str, quote: str) -> None:
    finding = locate(source, [quote])[0]
    for span in finding.spans:
        assert source[span.start : span.end] == span.text
    if finding.verdict.value == "verbatim":
        assert finding.spans[0].text in quote
