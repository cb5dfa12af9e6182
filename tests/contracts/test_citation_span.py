"""Seed 003 (citation-span): the example, options, limits, and a strict response schema."""

import json
from pathlib import Path
from typing import Any

import pytest
from jsonschema import Draft202012Validator

from citeproof import InputError, LimitExceeded
from citeproof.contracts import citation_span
from citeproof.contracts._validation import load_schema


def strict(schema: Any) -> Any:
    """The seed's response schema with no room for extra fields anywhere."""
    if isinstance(schema, dict):
        out = {k: strict(v) for k, v in schema.items()}
        if out.get("type") == "object" and "properties" in out:
            out["additionalProperties"] = False
        return out
    if isinstance(schema, list):
        return [strict(v) for v in schema]
    return schema


DATA = Draft202012Validator(load_schema("citation_span.data.json"))
STRICT = Draft202012Validator(strict(load_schema("citation_span.data.json")))
EXAMPLE = json.loads(
    (Path(__file__).parents[1] / "data/seed003_example_request.json").read_text("utf-8")
)
SOURCE = (
    "The committee said the “pilot” would run for six months — ending in March — before a "
    "review. Researchers may extend it. Researchers may extend it."
)


def span(payload: dict[str, Any]) -> dict[str, Any]:
    data = citation_span(payload)
    DATA.validate(data)
    STRICT.validate(data)
    return data


def request(*quotes: str, **options: Any) -> dict[str, Any]:
    return {"source": SOURCE, "quotes": [{"text": q} for q in quotes], **options}


def test_the_seed_example() -> None:
    data = span(EXAMPLE)
    q1, q2 = data["results"]
    assert (q1["id"], q1["classification"], q1["normalizations"]) == (
        "q1", "normalized", ["quotes", "dashes"])  # fmt: skip
    assert q1["matchedText"] == "the “pilot” would run for six months — ending in March"
    assert q2["id"] == "q2"
    assert q2["classification"] in ("paraphrase", "not-present")
    assert "nearest" in q2
    assert 0 <= q2["overlap"] <= 1
    assert data["status"] == "fail"
    assert data["counts"]["normalized"] == 1
    assert data["deterministic"] is True
    assert [w["path"] for w in data["witnesses"]] == ["/quotes/1/text"]


def test_spans_in_four_systems_slice_back() -> None:
    source = "🧭 café e\u0301 “quoted” text here"
    data = span({"source": source, "quotes": [{"text": '"quoted" text here'}]})
    s = data["results"][0]["spans"][0]
    text = source[s["codePoint"]["start"] : s["codePoint"]["end"]]
    assert text == "“quoted” text here"
    utf16 = source.encode("utf-16-le")
    assert utf16[2 * s["utf16"]["start"] : 2 * s["utf16"]["end"]].decode("utf-16-le") == text
    assert source.encode()[s["utf8"]["start"] : s["utf8"]["end"]].decode() == text
    assert s["grapheme"]["start"] == s["codePoint"]["start"] - 1  # e + U+0301 is one cluster
    assert s["graphemeAligned"] is True


def test_pass_and_ambiguous_is_still_a_pass() -> None:
    data = span(request("Researchers may extend it."))
    assert data["status"] == "pass"
    assert data["results"][0]["occurrences"] == 2
    assert len(data["results"][0]["spans"]) == 2
    assert data["witnesses"] == []


def test_elided_passes() -> None:
    data = span(request("The committee said … before a review."))
    assert data["results"][0]["classification"] == "elided"
    assert data["status"] == "pass"


def test_ignore_case_tolerates_and_reports_case() -> None:
    assert span(request("researchers may extend it"))["results"][0]["classification"] == (
        "case-differs")  # fmt: skip
    data = span(request("researchers may extend it", ignoreCase=True))
    assert data["results"][0]["normalizations"] == ["case"]
    assert data["status"] == "pass"


def test_tolerate_subset() -> None:
    quote = 'the "pilot" would run for six months'
    assert span(request(quote))["results"][0]["classification"] == "normalized"
    data = span(request(quote, tolerate=["dashes"]))
    assert data["results"][0]["classification"] in ("paraphrase", "not-present")
    assert data["status"] == "fail"


def test_exact_only_fails_normalized_matches() -> None:
    data = span(request('the "pilot" would run for six months', exactOnly=True))
    assert data["results"][0]["classification"] == "normalized"
    assert data["status"] == "fail"
    assert data["witnesses"][0]["ruleId"] == "exact-only"
    assert span(request("Researchers may extend it.", exactOnly=True))["status"] == "pass"


def test_min_length_and_unknown() -> None:
    data = span(request("“review”", minLength=8))
    assert data["results"][0]["classification"] == "too-short"
    assert data["results"][0]["trimmedWrapper"] is True
    assert data["status"] == "unknown"
    assert span(request("“review”", minLength=5))["status"] == "pass"
    mixed = span(request("“review”", "the pilot will last half a year"))
    assert mixed["status"] == "fail"


def test_counts_cover_every_classification() -> None:
    data = span(request("Researchers may extend it."))
    assert set(data["counts"]) == {"verbatim", "normalized", "elided", "case-differs",
                                   "paraphrase", "not-present", "too-short"}  # fmt: skip


def test_versions_name_the_unicode_version() -> None:
    versions = span(request("Researchers may extend it."))["versions"]
    assert "unicode" in versions
    assert list(versions) == sorted(versions)


def test_deterministic_byte_for_byte() -> None:
    first = json.dumps(citation_span(EXAMPLE), ensure_ascii=False)
    assert json.dumps(citation_span(EXAMPLE), ensure_ascii=False) == first


@pytest.mark.parametrize(
    ("payload", "code", "path"),
    [
        ({"quotes": [{"text": "x"}]}, "missing_field", "/source"),
        ({"source": "", "quotes": [{"text": "x"}]}, "too_short", "/source"),
        ({"source": "s", "quotes": []}, "too_few_items", "/quotes"),
        ({"source": "s", "quotes": [{"text": ""}]}, "too_short", "/quotes/0/text"),
        ({"source": "s", "quotes": [{"text": "x", "extra": 1}]}, "unknown_field",
         "/quotes/0/extra"),
        ({"source": "s", "quotes": [{"text": "x"}], "tolerate": ["case"]}, "invalid_value",
         "/tolerate/0"),
        ({"source": "s", "quotes": [{"text": "x"}], "minLength": 0}, "out_of_range",
         "/minLength"),
        ({"source": "s", "quotes": [{"text": "x"}], "minLength": 201}, "out_of_range",
         "/minLength"),
        ({"source": "s", "quotes": [{"text": "x"}], "ignoreCase": "yes"}, "wrong_type",
         "/ignoreCase"),
    ],
)  # fmt: skip
def test_invalid_requests_are_typed(payload: dict[str, Any], code: str, path: str) -> None:
    with pytest.raises(InputError) as caught:
        citation_span(payload)
    assert (caught.value.code, caught.value.path) == (code, path)


@pytest.mark.parametrize(
    ("build", "code"),
    [
        (lambda n: {"source": "s" * n, "quotes": [{"text": "x"}]}, "source_too_large"),
        (lambda n: {"source": "s", "quotes": [{"text": "x" * n}]}, "quote_too_large"),
        (lambda n: {"source": "s", "quotes": [{"text": "x", "id": "i" * n}]}, "id_too_long"),
        (lambda n: {"source": "s", "quotes": [{"text": "x"}] * n}, "too_many_quotes"),
    ],
)
def test_limits_at_and_one_past(build: Any, code: str) -> None:
    maximum = {"source_too_large": 100_000, "quote_too_large": 2_000, "id_too_long": 100,
               "too_many_quotes": 50}[code]  # fmt: skip
    span(build(maximum))
    with pytest.raises(LimitExceeded) as caught:
        citation_span(build(maximum + 1))
    assert caught.value.code == code
    assert caught.value.maximum == maximum


def test_total_quote_characters() -> None:
    at = {"source": "s", "quotes": [{"text": "x" * 2000}] * 20}
    span(at)
    over = {"source": "s", "quotes": [{"text": "x" * 2000}] * 20 + [{"text": "y"}]}
    with pytest.raises(LimitExceeded) as caught:
        citation_span(over)
    assert (caught.value.code, caught.value.maximum) == ("quotes_too_large", 40_000)
