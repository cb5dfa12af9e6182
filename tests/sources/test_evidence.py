"""Seed 004's evidence: the conformance corpus, and check_citations beyond URLs."""

import json
from pathlib import Path

import pytest

from citeproof import InputError, check_citations
from citeproof.conformance import run_conformance
from citeproof.contracts import RECOVERY


def test_conformance_report_passes_all_fourteen() -> None:
    report = run_conformance()
    failures = {r["id"]: r["problems"] for r in report["results"] if not r["passed"]}
    assert failures == {}
    assert (report["total"], report["passed"]) == (14, 14)
    seed_keys = ["url", "id", "status", "error", "message", "http_status", "requested_url",
                 "final_url", "redirected", "redirects", "content_type", "title", "source_sha256",
                 "source_bytes", "retrieved_at", "quote", "quote_check"]  # fmt: skip
    assert list(report["results"][0]["evidence"]) == seed_keys


def test_supplied_text_and_truncation() -> None:
    text = "x " * 60 + "The final sentence."
    citation = {"id": "a", "text": text, "quote": "The final sentence."}
    result = check_citations({"citations": [citation], "max_characters": 100})["results"][0]
    check = result["quote_check"]
    assert (check["status"], check["matched"], check["source_truncated"]) == (
        "source_truncated", None, True)  # fmt: skip
    assert len(check["warnings"]) == 2
    found = check_citations({"citations": [{"id": "a", "text": text, "quote": "x x x"}],
                             "max_characters": 100})["results"][0]["quote_check"]  # fmt: skip
    assert found["status"] == "exact_match"
    assert found["match_counts"]["total"] > 20
    assert found["matches_truncated"] is True


def test_exact_and_normalized_counts() -> None:
    text = "The measured value is 42.\nThe measured\n value is 42."
    check = check_citations({"citations": [{"id": "a", "text": text,
                                            "quote": "The measured value is 42."}]})  # fmt: skip
    counts = check["results"][0]["quote_check"]["match_counts"]
    assert counts == {"total": 2, "exact": 1, "normalized": 1}


def test_punctuation_and_case_are_significant() -> None:
    text = "The researcher wrote “café”."
    for quote in ('The researcher wrote "café".', "the researcher wrote “café”."):
        result = check_citations({"citations": [{"id": "a", "text": text, "quote": quote}]})
        assert result["results"][0]["quote_check"]["status"] == "not_found"


def test_path_citation_and_source_read_once(tmp_path: Path) -> None:
    path = tmp_path / "doc.txt"
    path.write_text("alpha beta gamma delta", "utf-8")
    result = check_citations({"citations": [
        {"id": "1", "path": str(path), "quote": "beta gamma"},
        {"id": "2", "path": str(path), "quote": "gamma delta"},
        {"id": "3", "path": str(tmp_path / "none.txt"), "quote": "x"},
    ]})["results"]  # fmt: skip
    assert [r["status"] for r in result] == ["readable", "readable", "failed"]
    assert result[2]["error"] == "unreadable_file"
    assert result[2]["recovery"] == RECOVERY["unreadable_file"]


def test_blocked_url_is_evidence_not_an_exception() -> None:
    result = check_citations({"citations": [{"id": "a", "url": "http://127.0.0.1/", "quote": "x"}]})
    evidence = result["results"][0]
    assert (evidence["status"], evidence["error"], evidence["recovery"]) == (
        "failed", "blocked_address", "use_public_url")  # fmt: skip
    assert evidence["quote_check"] is None


@pytest.mark.parametrize(
    ("payload", "code"),
    [({}, "missing_field"), ({"citations": []}, "too_few_items"),
     ({"citations": [{"id": "a", "quote": "q"}]}, "schema_violation"),
     ({"citations": [{"id": "a", "quote": "q", "url": "u", "text": "t"}]}, "schema_violation"),
     ({"citations": [{"id": "a", "quote": "q", "url": ""}]}, "too_short"),
     ({"citations": [{"id": "a", "quote": "q", "snapshot": "xyz"}]}, "schema_violation")],
)  # fmt: skip
def test_invalid_requests(payload: dict[str, object], code: str) -> None:
    with pytest.raises(InputError) as caught:
        check_citations(payload)
    assert caught.value.code == code


def test_deterministic_for_local_sources(tmp_path: Path) -> None:
    path = tmp_path / "doc.txt"
    path.write_text("alpha beta gamma delta", "utf-8")
    payload = {"citations": [{"id": "1", "path": str(path), "quote": "beta gamma"}]}
    assert json.dumps(check_citations(payload)) == json.dumps(check_citations(payload))


def test_urls_in_one_request_are_read_concurrently(server) -> None:  # type: ignore[no-untyped-def]
    """Both pages answer only while the other is being read too: sequential reads would fail."""
    import threading

    from citeproof.sources import FetchConfig, SourceReader

    from .conftest import ToLoopback, public_resolver

    routes, port = server
    both_in_flight = threading.Barrier(2, timeout=5)

    def page(text: bytes):  # type: ignore[no-untyped-def]
        def respond() -> tuple[int, dict[str, str], bytes]:
            try:
                both_in_flight.wait()
            except threading.BrokenBarrierError:
                return 503, {}, b""
            return 200, {"Content-Type": "text/plain"}, text

        return respond

    routes["/one"] = page(b"the first page text")
    routes["/two"] = page(b"the second page text")
    config = FetchConfig(resolver=public_resolver, transport=ToLoopback(port), respect_robots=False)
    reader = SourceReader(fetch=config)
    result = check_citations(
        {"citations": [
            {"id": "1", "url": "http://one.test/one", "quote": "first page"},
            {"id": "2", "url": "http://two.test/two", "quote": "second page"},
        ]},
        reader=reader,
    )  # fmt: skip
    assert [r["quote_check"]["status"] for r in result["results"]] == ["exact_match"] * 2
