"""Issue 22: one rule on every face. An empty or white-space-only quote is a TOO SHORT
finding on the native routes (as in the CLI), never a 400. ``/v1/check`` answers in seed
004's vocabulary, which has no too-short: ``not_found`` with a warning saying why. The
citation-span route keeps its seed's ``text`` ``minLength: 1`` (a 400, its error shape)."""

from __future__ import annotations

import httpx
import pytest
from jsonschema import Draft202012Validator

from citeproof.contracts._evidence import TOO_SHORT_WARNING
from citeproof.contracts._validation import load_schema

EMPTY = ["", "   ", "\n\t "]


def post(api: str, path: str, payload: object) -> httpx.Response:
    return httpx.post(api + path, json=payload, timeout=30)


@pytest.mark.parametrize("quote", EMPTY)
def test_locate_gives_too_short_for_an_empty_quote(api: str, quote: str) -> None:
    payload = {
        "source": {"text": "The quick brown fox jumps."},
        "quotes": [quote, "quick brown fox"],
    }
    response = post(api, "/v1/locate", payload)
    assert response.status_code == 200, response.text
    body = response.json()
    Draft202012Validator(load_schema("locate.response.json")).validate(body)
    assert [r["classification"] for r in body["results"]] == ["too-short", "verbatim"]


@pytest.mark.parametrize("quote", EMPTY)
def test_check_gives_too_short_for_an_empty_quote(api: str, quote: str) -> None:
    payload = {"citations": [{"id": "t", "text": "The quick brown fox.", "quote": quote}]}
    response = post(api, "/v1/check", payload)
    assert response.status_code == 200, response.text
    body = response.json()
    Draft202012Validator(load_schema("check_citations.response.json")).validate(body)
    check = body["results"][0]["quote_check"]
    # Seed 004's vocabulary has no too-short: not_found, with the native rule named.
    assert check["status"] == "not_found"
    assert TOO_SHORT_WARNING in check["warnings"]


def test_citation_span_keeps_its_seed_rule(api: str) -> None:
    payload = {"source": "The quick brown fox.", "quotes": [{"text": ""}]}
    response = post(api, "/api/v1/citation-span", payload)
    assert response.status_code == 400
    body = response.json()
    assert isinstance(body["error"], str)
    assert body["code"] == "too_short"
