"""Seed 000 (citation-anchor-check): examples, every reason, every limit, a brute-force model."""

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from jsonschema import Draft202012Validator

from citeproof import InputError, LimitExceeded, anchor_check
from citeproof.contracts._validation import load_schema

# The seed's two examples, copied verbatim from shared/seeds/000_07caa3ff4e5a99ec.txt.
EXAMPLES = json.loads((Path(__file__).parents[1] / "data/seed000_examples.json").read_text("utf-8"))
OUTPUT = Draft202012Validator(load_schema("anchor_check.output.json"))


def payload(
    text: str,
    exact: str,
    prefix: str | None = None,
    suffix: str | None = None,
    claimed: int | None = None,
    **extra: Any,
) -> dict[str, Any]:
    selector: dict[str, Any] = {"type": "TextQuoteSelector", "exact": exact}
    if prefix is not None:
        selector["prefix"] = prefix
    if suffix is not None:
        selector["suffix"] = suffix
    citation: dict[str, Any] = {"source_id": "doc", "version": "v1", "selector": selector}
    if claimed is not None:
        citation["claimed_start"] = claimed
    out = {"sources": [{"source_id": "doc", "version": "v1", "text": text}], "citation": citation}
    out.update(extra)
    return out  # fmt: skip


def check(p: dict[str, Any]) -> dict[str, Any]:
    result = anchor_check(p)
    OUTPUT.validate(result)
    return result


EXAMPLE_TEXT = "An anotation is not an annotation, but this is an anotation that has some typos."


@pytest.mark.parametrize("index", [0, 1])
def test_seed_examples_byte_for_byte(index: int) -> None:
    example = EXAMPLES[index]
    assert json.dumps(check(example["input"]), ensure_ascii=False) == json.dumps(
        example["output"], ensure_ascii=False
    )


def test_example_one_inline() -> None:
    result = check(payload(EXAMPLE_TEXT, "anotation", "this is an ", " that has some"))
    assert result["valid"] is True
    assert result["match"] == {"start": 50, "end": 59}
    assert list(result) == ["valid", "reason", "first_discrepancy", "match",
                            "authenticity_checked", "reference_version"]  # fmt: skip


def test_unknown_source() -> None:
    p = payload("text", "text")
    p["citation"]["source_id"] = "other"
    result = check(p)
    assert result["reason"] == "unknown_source"
    assert result["first_discrepancy"]["field"] == "source_id"
    assert result["first_discrepancy"]["exact_matches"] is None


def test_version_mismatch_sorts_versions_by_code_point() -> None:
    p = payload("x", "x")
    p["sources"] = [
        {"source_id": "doc", "version": v, "text": "x"} for v in ["é-2", "Z", "a", "日本", "a"]
    ]
    p["citation"]["version"] = "missing"
    result = check(p)
    assert result["reason"] == "version_mismatch"
    assert result["first_discrepancy"]["available_versions"] == ["Z", "a", "é-2", "日本"]


def test_several_sources_and_non_ascii_versions() -> None:
    p = payload("", "x")
    p["sources"] = [
        {"source_id": "doc", "version": "première", "text": "nothing here"},
        {"source_id": "other", "version": "v1", "text": "the quote x"},
        {"source_id": "doc", "version": "版本2", "text": "the quote x"},
    ]
    p["citation"]["version"] = "版本2"
    assert check(p)["match"] == {"start": 10, "end": 11}


def test_exact_not_found() -> None:
    result = check(payload("abc", "abd"))
    assert result["reason"] == "exact_not_found"
    fd = result["first_discrepancy"]
    assert (fd["field"], fd["exact_matches"], fd["full_matches"]) == ("exact", 0, 0)


def test_prefix_mismatch_observes_the_text_before_the_first_occurrence() -> None:
    result = check(payload(EXAMPLE_TEXT, "anotation", "this is not "))
    assert result["reason"] == "prefix_mismatch"
    fd = result["first_discrepancy"]
    assert fd["field"] == "prefix"
    assert fd["observed"] == "An "  # at the text's edge: fewer code points than the prefix
    assert (fd["exact_matches"], fd["prefix_matches"], fd["full_matches"]) == (2, 0, 0)
    result = check(payload("xx A yy B", "B", "zz "))
    assert result["first_discrepancy"]["observed"] == "yy "


def test_suffix_mismatch_observes_the_text_after_the_first_prefix_match() -> None:
    result = check(payload(EXAMPLE_TEXT, "anotation", "an ", " that has none"))
    fd = result["first_discrepancy"]
    assert result["reason"] == "suffix_mismatch"
    assert fd["field"] == "suffix"
    assert fd["observed"] == " that has some"  # "An anotation" is not after "an "
    assert (fd["exact_matches"], fd["prefix_matches"], fd["full_matches"]) == (2, 1, 0)
    result = check(payload(EXAMPLE_TEXT, "anotation", "", " that has none"))
    assert result["first_discrepancy"]["observed"] == " is not an ann"


def test_ambiguous_counts_overlapping_occurrences() -> None:
    result = check(payload("aaaa", "aa"))
    fd = result["first_discrepancy"]
    assert result["reason"] == "ambiguous_anchor"
    assert (fd["exact_matches"], fd["full_matches"], fd["match_starts"]) == (3, 3, [0, 1])


def test_claimed_start_right_wrong_and_ambiguous() -> None:
    assert check(payload(EXAMPLE_TEXT, "anotation", "is an ", claimed=50))["valid"]
    result = check(payload(EXAMPLE_TEXT, "anotation", "is an ", claimed=3))
    fd = result["first_discrepancy"]
    assert result["reason"] == "position_mismatch"
    assert (fd["field"], fd["claimed_start"], fd["resolved_start"]) == ("claimed_start", 3, 50)
    result = check(payload(EXAMPLE_TEXT, "anotation", claimed=50))
    assert result["reason"] == "ambiguous_anchor"  # ambiguity is reported before position
    assert result["first_discrepancy"]["claimed_start"] == 50


def test_positions_are_code_points_after_astral_characters() -> None:
    result = check(payload("🧭🇫🇷 x marks", "x"))
    assert result["match"] == {"start": 4, "end": 5}


def test_no_normalization_of_any_kind() -> None:
    assert check(payload("caf\u00e9", "cafe\u0301"))["reason"] == "exact_not_found"
    assert check(payload("cafe\u0301", "caf\u00e9"))["reason"] == "exact_not_found"
    assert check(payload("a  b", "a b"))["reason"] == "exact_not_found"
    assert check(payload("May", "may"))["reason"] == "exact_not_found"
    assert check(payload("“x”", '"x"'))["reason"] == "exact_not_found"
    result = check(payload("cafe\u0301 e", "e"))  # the e of the decomposed é counts too
    assert result["first_discrepancy"]["exact_matches"] == 2


def test_crlf_is_text_like_any_other() -> None:
    text = "line one\r\nline two\r\n"
    assert check(payload(text, "two", "line ", "\r\n"))["match"] == {"start": 15, "end": 18}
    assert check(payload(text, "one\nline"))["reason"] == "exact_not_found"


def test_prefix_at_text_start_and_suffix_at_text_end() -> None:
    assert check(payload("abc", "a", "", "bc"))["match"] == {"start": 0, "end": 1}
    assert check(payload("abc", "c", "ab", ""))["match"] == {"start": 2, "end": 3}
    assert check(payload("abc", "a", "x"))["reason"] == "prefix_mismatch"
    assert check(payload("abc", "c", None, "x"))["reason"] == "suffix_mismatch"


# ---- validation ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mutate", "code", "path"),
    [
        (lambda p: p.pop("citation"), "missing_field", "/citation"),
        (lambda p: p.update(extra=1), "unknown_field", "/extra"),
        (lambda p: p["citation"]["selector"].update(type="TextPositionSelector"),
         "invalid_value", "/citation/selector/type"),
        (lambda p: p["citation"]["selector"].update(exact=""), "too_short",
         "/citation/selector/exact"),
        (lambda p: p["citation"].update(claimed_start=-1), "out_of_range",
         "/citation/claimed_start"),
        (lambda p: p["citation"].update(claimed_start=1.5), "wrong_type",
         "/citation/claimed_start"),
        (lambda p: p["sources"][0].update(text=5), "wrong_type", "/sources/0/text"),
        (lambda p: p.update(sources=[]), "too_few_items", "/sources"),
        (lambda p: p["sources"][0].update(source_id=""), "too_short", "/sources/0/source_id"),
        (lambda p: p["citation"]["selector"].update(prefix=None), "wrong_type",
         "/citation/selector/prefix"),
    ],
)  # fmt: skip
def test_schema_violations_are_typed(mutate: Any, code: str, path: str) -> None:
    p = payload("some text", "text")
    mutate(p)
    with pytest.raises(InputError) as caught:
        anchor_check(p)
    assert (caught.value.code, caught.value.path) == (code, path)


def test_non_object_input() -> None:
    for bad in (None, [], "x", 3):
        with pytest.raises(InputError) as caught:
            anchor_check(bad)
        assert caught.value.code == "wrong_type"


LIMIT_CASES = [
    ("text_too_large", "max_text_bytes", 524288, lambda p, v: p["sources"][0].update(text=v)),
    ("quote_too_large", "max_quote_bytes", 16384,
     lambda p, v: p["citation"]["selector"].update(exact=v)),
    ("context_too_large", "max_context_bytes", 1024,
     lambda p, v: p["citation"]["selector"].update(prefix=v)),
    ("context_too_large", "max_context_bytes", 1024,
     lambda p, v: p["citation"]["selector"].update(suffix=v)),
    ("label_too_large", "max_label_bytes", 256,
     lambda p, v: (p["sources"][0].update(version=v), p["citation"].update(version=v))),
]  # fmt: skip


@pytest.mark.parametrize(("code", "limit", "size", "put"), LIMIT_CASES)
def test_byte_limits_at_and_one_past(code: str, limit: str, size: int, put: Any) -> None:
    at = "é" * (size // 2)  # two bytes each: the limit counts UTF-8 bytes, not characters
    p = payload("x", "x")
    put(p, at)
    anchor_check(p)  # at the limit: accepted
    p = payload("x", "x")
    put(p, at + "a")
    with pytest.raises(LimitExceeded) as caught:
        anchor_check(p)
    assert caught.value.code == code
    assert caught.value.maximum == size


def test_source_count_limit() -> None:
    p = payload("x", "x")
    p["sources"] = [{"source_id": f"s{i}", "version": "v", "text": "x"} for i in range(16)]
    p["sources"][0] = {"source_id": "doc", "version": "v1", "text": "x"}
    anchor_check(p)
    p["sources"].append({"source_id": "s16", "version": "v", "text": "x"})
    with pytest.raises(LimitExceeded) as caught:
        anchor_check(p)
    assert (caught.value.code, caught.value.path) == ("too_many_sources", "/sources")


def test_input_byte_limit() -> None:
    p = payload("x", "x")
    p["sources"] = [{"source_id": f"s{i}", "version": "v", "text": "é" * 40000} for i in range(16)]
    p["sources"][0]["source_id"] = "doc"
    p["sources"][0]["version"] = "v1"
    with pytest.raises(LimitExceeded) as caught:
        anchor_check(p)
    assert caught.value.code == "input_too_large"


# ---- a brute-force model ------------------------------------------------------------------


def model(text: str, exact: str, prefix: str, suffix: str) -> tuple[int, int, int, list[int]]:
    starts = [i for i in range(len(text)) if text.startswith(exact, i)]
    with_prefix = [i for i in starts if i >= len(prefix) and text[i - len(prefix) : i] == prefix]
    full = [i for i in with_prefix if text.startswith(suffix, i + len(exact))]
    return len(starts), len(with_prefix), len(full), full


tiny = st.text(alphabet="ab", max_size=12)


@given(tiny, st.text(alphabet="ab", min_size=1, max_size=3), tiny.map(lambda s: s[:3]),
       tiny.map(lambda s: s[:3]), st.one_of(st.none(), st.integers(0, 12)))  # fmt: skip
def test_against_brute_force_model(
    text: str, exact: str, prefix: str, suffix: str, claimed: int | None
) -> None:
    result = check(payload(text, exact, prefix, suffix, claimed))
    n_exact, n_prefix, n_full, full = model(text, exact, prefix, suffix)
    if n_exact == 0:
        expected = "exact_not_found"
    elif n_prefix == 0:
        expected = "prefix_mismatch"
    elif n_full == 0:
        expected = "suffix_mismatch"
    elif n_full > 1:
        expected = "ambiguous_anchor"
    elif claimed is not None and claimed != full[0]:
        expected = "position_mismatch"
    else:
        expected = None
    assert result["reason"] == expected
    fd = result["first_discrepancy"]
    if expected is None:
        assert result["match"] == {"start": full[0], "end": full[0] + len(exact)}
    else:
        assert (fd["exact_matches"], fd["prefix_matches"], fd["full_matches"]) == (
            n_exact, n_prefix, n_full)  # fmt: skip
        assert fd["match_starts"] == full[:2]
