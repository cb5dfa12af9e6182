"""Reproduce the seed-004 conformance report from the bundled fixtures.

Each case reads its citation through the real reader (guard opted out for loopback,
robots.txt, redirects, extraction) against :class:`FixtureServer`, with a fixed clock, and
is compared with the seed's expectations: status, matched, passage, page, final path,
redirect count, truncation, error and HTTP status, the offsets of every match, and the
known extracted texts (the PDF's exactly, the article's from code point 81 on).
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from importlib import resources
from typing import Any
from urllib.parse import urlsplit

import httpx

from ..contracts import check_citations
from ..sources import FetchConfig, SourceReader, extract
from ._server import CORPUS_HOST, FIXTURES, FixtureServer, fixture_bytes

__all__ = ["load_cases", "run_conformance"]


class _CorpusTransport(httpx.BaseTransport):
    """Sends every request for the corpus host to the loopback fixture server over HTTP."""

    def __init__(self, port: int) -> None:
        self._port = port
        self._inner = httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        request.url = request.url.copy_with(scheme="http", host="127.0.0.1", port=self._port)
        request.extensions.pop("sni_hostname", None)
        return self._inner.handle_request(request)

    def close(self) -> None:
        self._inner.close()


def load_cases() -> dict[str, Any]:
    """The seed's cases (ids, inputs, expectations, offsets) and the known texts."""
    text = resources.files(__package__).joinpath("cases.json").read_text("utf-8")
    cases: dict[str, Any] = json.loads(text)
    return cases


def _manifest() -> list[dict[str, Any]]:
    out = []
    for path, content_type in FIXTURES.items():
        data = fixture_bytes(path)
        out.append({
            "path": path,
            "content_type": content_type,
            "bytes": len(data),
            "sha256": hashlib.sha256(data).hexdigest(),
        })  # fmt: skip
    return out


def _problems(case: dict[str, Any], evidence: dict[str, Any], known: dict[str, Any],
              reader_texts: dict[str, str]) -> list[str]:  # fmt: skip
    expected = case["expected"]
    problems: list[str] = []
    check = evidence.get("quote_check") or {}
    matches = check.get("matches") or []

    def expect(name: str, actual: object) -> None:
        if name in expected and expected[name] != actual:
            problems.append(f"{name}: expected {expected[name]!r}, got {actual!r}")

    if "error" in expected:
        expect("error", evidence["error"])
        expect("http_status", evidence["http_status"])
    else:
        expect("status", check.get("status"))
    expect("matched", check.get("matched"))
    expect("passage", matches[0]["text"] if matches else None)
    expect("page", matches[0].get("page_start") if matches else None)
    expect("final_path", urlsplit(evidence.get("final_url") or "").path or None)
    expect("redirects", len(evidence.get("redirects") or []))
    expect("truncated", check.get("source_truncated"))
    wanted = case.get("expected_matches")
    if wanted is not None:
        got = [{k: m[k] for k in w} for m, w in zip(matches, wanted, strict=False)]
        if len(matches) != len(wanted) or got != wanted:
            problems.append(f"match offsets: expected {wanted}, got {got}")
    path = urlsplit(evidence.get("final_url") or "").path
    facts = known.get(path, {})
    text = reader_texts.get(path)
    if check and facts:
        for key in ("checked_text_sha256", "characters", "full_characters"):
            where = check if key == "checked_text_sha256" else check["source"]
            if key in facts and where[key] != facts[key]:
                problems.append(f"{key}: expected {facts[key]!r}, got {where[key]!r}")
        if text is not None and "tail_sha256" in facts:
            tail = text[facts["tail_from"] :].encode("utf-8")
            if hashlib.sha256(tail).hexdigest() != facts["tail_sha256"]:
                problems.append(f"extracted text from code point {facts['tail_from']} differs")
    return problems


def run_conformance() -> dict[str, Any]:
    """The report, in the seed's shape."""
    data = load_cases()
    clock_value = datetime.fromisoformat(data["retrieved_at"].replace("Z", "+00:00"))
    results = []
    with FixtureServer() as server:
        for case in data["cases"]:
            config = FetchConfig(
                allow_private=True,  # the fixture server is on loopback: opted out explicitly
                resolver=lambda host, port: ["127.0.0.1"] if host == CORPUS_HOST else [],
                transport=_CorpusTransport(server.port),
            )
            reader = SourceReader(fetch=config, clock=lambda: clock_value)
            texts: dict[str, str] = {}
            try:
                evidence = check_citations(case["input"], reader=reader)["results"][0]
                requests = reader.fetcher.requests
                path = urlsplit(evidence.get("final_url") or "").path
                if evidence["status"] == "readable" and path in FIXTURES:
                    # The same extraction the reader ran, on the bytes served: no second fetch.
                    texts[path] = extract(fixture_bytes(path), FIXTURES[path], path).text
            finally:
                reader.close()
            problems = _problems(case, evidence, data["known_texts"], texts)
            if requests != case["source_requests"]:
                problems.append(
                    f"source_requests: expected {case['source_requests']}, got {requests}"
                )
            results.append({
                "id": case["id"],
                "label": case["label"],
                "input": case["input"],
                "expected": case["expected"],
                "passed": not problems,
                "problems": problems,
                "source_requests": requests,
                "evidence": evidence,
            })  # fmt: skip
    passed = sum(r["passed"] for r in results)
    return {
        "corpus_version": data["corpus_version"],
        "mode": "offline controlled fixtures on a loopback server; real extraction and matching",
        "fixture_manifest": _manifest(),
        "total": len(results),
        "passed": passed,
        "results": results,
    }
