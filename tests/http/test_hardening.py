"""The attacks that once made the service answer 500 or stop answering, each typed now."""

from __future__ import annotations

import gzip
import json
import logging
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx
import pytest

from citeproof.conformance._pdfwrite import build_pdf
from citeproof.http import ServiceConfig
from citeproof.sources.pdf import _isolated

from .conftest import RunningServer

QUOTE = "the budget"
LOCATE = b'{"source": {"text": "They approved the budget."}, "quotes": ["the budget"]}'
SEED000 = {
    "sources": [{"source_id": "s", "version": "1", "text": "They approved the budget."}],
    "citation": {"source_id": "s", "version": "1",
                 "selector": {"type": "TextQuoteSelector", "exact": "the budget"}},
}  # fmt: skip


def nested(depth: int) -> bytes:
    return b"[" * depth + b'"the budget"' + b"]" * depth


@pytest.mark.parametrize(
    ("path", "content", "headers", "status", "code"),
    [
        ("/v1/locate", LOCATE.replace(b"]}", b'], "max_characters": 50.5}'), {}, 400,
         "wrong_type"),
        ("/v1/locate", LOCATE.replace(b"]}", b'], "max_characters": 1' + b"0" * 5000 + b"}"),
         {}, 400, "out_of_range"),
        ("/v1/locate", LOCATE.replace(b'["the budget"]', b"[" + nested(1000) + b"]"), {}, 400,
         "too_deep"),
        ("/v1/locate", LOCATE.replace(b'["the budget"]', b"[" + nested(5000) + b"]"), {}, 400,
         "too_deep"),
        ("/v1/locate", LOCATE.replace(b"the budget.", b"the \\ud800budget."), {}, 400,
         "invalid_text"),
        ("/v1/check", b'{"citations": [{"id": "1", "text": "\\udc00", "quote": "x"}]}', {}, 400,
         "invalid_text"),
        ("/v1/anchor-check", json.dumps(SEED000).replace("They", "\\ud83dThey").encode(), {},
         400, "invalid_text"),
        ("/v1/locate", b"\xff\xfe not UTF-8", {}, 400, "invalid_text"),
        ("/v1/locate", LOCATE, {"Content-Encoding": "gzip"}, 400, "invalid_content_encoding"),
        ("/v1/locate", gzip.compress(LOCATE)[:-4], {"Content-Encoding": "gzip"}, 400,
         "invalid_content_encoding"),
        ("/v1/check", gzip.compress(b" " * 400_000), {"Content-Encoding": "gzip"}, 413,
         "body_too_large"),
        ("/v1/locate", LOCATE, {"Content-Encoding": "br"}, 415, "unsupported_content_encoding"),
    ],
)  # fmt: skip
def test_hostile_bodies_are_typed_errors(
    api: str, path: str, content: bytes, headers: dict[str, str], status: int, code: str
) -> None:
    response = httpx.post(api + path, content=content, headers=headers, timeout=30)
    assert response.status_code == status, response.text
    assert list(response.json()) == ["error"]
    assert response.json()["error"]["code"] == code


def test_seed_003_route_keeps_its_error_shape_for_the_new_refusals(api: str) -> None:
    body = b'{"source": "They approved \\ud800 it.", "quotes": [{"text": "approved"}]}'
    response = httpx.post(api + "/api/v1/citation-span", content=body, timeout=30)
    assert response.status_code == 400
    assert response.json()["code"] == "invalid_text"
    assert isinstance(response.json()["error"], str)


def test_a_gzipped_body_is_read(api: str) -> None:
    response = httpx.post(
        api + "/v1/locate", content=gzip.compress(LOCATE), headers={"Content-Encoding": "gzip"}
    )
    assert response.status_code == 200, response.text
    assert response.json()["results"][0]["classification"] == "verbatim"


def test_a_non_ascii_api_key_is_refused_not_a_crash() -> None:
    with RunningServer(ServiceConfig(api_keys=frozenset({"secret", "clé"}))) as running:
        for key in ("é".encode("latin-1"), "clé".encode(), b"\xff\x00"[:1], b"secret"):
            response = httpx.post(
                running.url + "/v1/anchor-check", json=SEED000, headers={"X-API-Key": key}
            )
            expected = 200 if key in (b"secret", "clé".encode()) else 401
            assert response.status_code == expected, (key, response.text)
            if expected == 401:
                assert response.json()["error"]["code"] == "unauthorized"


@pytest.mark.parametrize("path", ["/", "/healthz", "/docs", "/openapi.json"])
def test_head_answers_every_get_route(api: str, path: str) -> None:
    got = httpx.get(api + path)
    head = httpx.head(api + path)
    assert (got.status_code, head.status_code) == (200, 200)
    assert head.content == b""
    assert head.headers["content-type"] == got.headers["content-type"]


@pytest.fixture
def slow_contract(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """``/v1/anchor-check`` made to compute for 2 s in pure Python; yields a list that
    holds, at every moment, how many are running."""
    import citeproof.http._routes as app_module

    running: list[int] = [0]
    peak: list[int] = [0]
    lock = threading.Lock()

    def slow(payload: object) -> object:
        with lock:
            running[0] += 1
            peak[0] = max(peak[0], running[0])
        try:
            end = time.monotonic() + 2
            while time.monotonic() < end:
                sum(range(1000))
            return {"done": True}
        finally:
            with lock:
                running[0] -= 1

    monkeypatch.setattr(app_module, "anchor_check", slow)
    return peak


def test_a_long_request_gets_503_at_its_deadline_and_health_keeps_answering(
    slow_contract: list[int],
) -> None:
    config = ServiceConfig(deadline_seconds=0.5, max_concurrent_work=2)
    with RunningServer(config) as running:
        answers: dict[int, tuple[int, str, float]] = {}

        def post(i: int) -> None:
            started = time.monotonic()
            response = httpx.post(running.url + "/v1/anchor-check", json={}, timeout=30)
            code = response.json()["error"]["code"] if response.status_code != 200 else ""
            answers[i] = (response.status_code, code, time.monotonic() - started)

        threads = [threading.Thread(target=post, args=(i,)) for i in range(4)]
        for thread in threads:
            thread.start()
        time.sleep(0.1)
        health = [httpx.get(running.url + "/healthz", timeout=5) for _ in range(5)]
        for thread in threads:
            thread.join()
        assert all(h.status_code == 200 for h in health)
        for status, code, took in answers.values():
            assert (status, code) == (503, "deadline_exceeded")
            assert took < 2.0  # answered at the deadline, not when the work ended
        assert slow_contract[0] <= 2  # abandoned work still counts against the cap
        time.sleep(2.2)  # the abandoned threads end; their slots come back
        slow_contract[0] = 0
        post(9)
        assert answers[9][:2] == (503, "deadline_exceeded")
        assert slow_contract[0] == 1


def test_a_long_request_does_not_hold_up_a_short_one(slow_contract: list[int]) -> None:
    with RunningServer(ServiceConfig(deadline_seconds=10)) as running:
        slow = threading.Thread(
            target=httpx.post, args=(running.url + "/v1/anchor-check",), kwargs={"json": {}}
        )
        slow.start()
        time.sleep(0.2)
        started = time.monotonic()
        quick = httpx.post(running.url + "/v1/locate", content=LOCATE, timeout=10)
        took = time.monotonic() - started
        slow.join()
    assert quick.status_code == 200
    assert took < 1.5  # not after the 2 s the long one works


def test_503_is_documented_on_every_route_that_works(api: str) -> None:
    spec = httpx.get(api + "/openapi.json").json()
    for path, operations in spec["paths"].items():
        if "post" in operations:
            assert {"400", "413", "415", "503"} <= set(operations["post"]["responses"]), path


class _HungWorker(_isolated._Worker):
    """A PDF worker that never answers: every PDF is a slow one."""

    def __init__(self, memory: int) -> None:
        self.memory = memory
        self.process = subprocess.Popen(
            [sys.executable, "-c", "import time; time.sleep(60)"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
        )
        _HUNG.append(self.process)


_HUNG: list[subprocess.Popen[bytes]] = []


def test_slow_pdf_uploads_give_their_slots_back_and_never_hold_up_a_text_check(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``serve --deadline 2 --max-concurrent-work 2`` and two PDF uploads that would take
    minutes: both answered 503 at the deadline, a text check meanwhile answered at once
    (before the uploads are: it never waits for their slots), and an upload after the
    deadline gets a slot (the overdue workers were killed)."""
    _isolated._POOL.close()  # no idle real worker left to answer
    monkeypatch.setattr(_isolated, "_Worker", _HungWorker)
    _HUNG.clear()
    pdf = build_pdf([[(72.0, 700.0, 11.0, "They approved the budget.")]])
    try:
        with RunningServer(ServiceConfig(deadline_seconds=2, max_concurrent_work=2)) as running:
            answers: list[tuple[int, str]] = []

            def upload() -> None:
                response = httpx.post(
                    running.url + "/v1/locate",
                    files={"file": ("slow.pdf", pdf, "application/pdf")},
                    data={"quotes": QUOTE},
                    timeout=30,
                )
                answers.append((response.status_code, response.json()["error"]["code"]))

            uploads = [threading.Thread(target=upload) for _ in range(2)]
            for thread in uploads:
                thread.start()
            time.sleep(0.3)
            started = time.monotonic()
            for path, content in (("/v1/locate", LOCATE), ("/v1/anchor-check", SEED000)):
                quick = httpx.post(running.url + path, content=json.dumps(content) if
                                   isinstance(content, dict) else content, timeout=30)  # fmt: skip
                assert quick.status_code == 200, quick.text
            assert not answers  # answered while the uploads still wait for their deadline
            assert time.monotonic() - started < 1.7  # ... which comes 2 s after they began
            for thread in uploads:
                thread.join()
            assert answers == [(503, "deadline_exceeded")] * 2
            for process in _HUNG:
                assert process.wait(timeout=2) != 0  # killed at the deadline
            text = httpx.post(
                running.url + "/v1/locate",
                files={"file": ("notes.txt", b"They approved the budget.", "text/plain")},
                data={"quotes": QUOTE},
                timeout=30,
            )
            assert text.status_code == 200, text.text  # a heavy slot is free again
    finally:
        for process in _HUNG:
            process.kill()
            process.wait()


def _raw(url: str, request: bytes, *, close_early: bool = False) -> bytes:
    """``request`` sent on a socket of its own; what came back (nothing when the client
    hung up before its request was whole)."""
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(request)
        if close_early:
            return b""
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
        return answer


def test_a_client_gone_mid_body_is_a_one_line_notice_not_a_500(
    api: str, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.INFO, logger="citeproof")
    head = b"POST /v1/locate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    _raw(api, head + b"Content-Length: 5000\r\n\r\n" + LOCATE[:20], close_early=True)
    deadline = time.monotonic() + 10
    while not any("disconnected" in r.getMessage() for r in caplog.records):
        assert time.monotonic() < deadline, [r.getMessage() for r in caplog.records]
        time.sleep(0.05)
    records = [r for r in caplog.records if r.name.startswith("citeproof")]
    assert not [r for r in records if r.exc_info or r.levelno >= logging.ERROR]
    assert not [r for r in records if '"status": 500' in r.getMessage()]
    notice = next(r.getMessage() for r in records if "disconnected" in r.getMessage())
    assert "\n" not in notice
    assert httpx.get(api + "/healthz").status_code == 200


@pytest.mark.parametrize("path", ["/healthz", "/v1/locate"])
def test_a_100_kb_request_header_is_refused_typed(api: str, path: str) -> None:
    response = httpx.post(api + path, content=LOCATE, headers={"X-Pad": "a" * 100_000})
    assert response.status_code == 431, response.text
    error = response.json()["error"]
    assert (error["code"], error["limit"], error["maximum"]) == (
        "headers_too_large", "max_header_bytes", 16384)  # fmt: skip
    assert error["actual"] > 100_000
    # many headers, each small, are counted together
    many = {f"X-Pad-{n}": "a" * 1000 for n in range(40)}
    assert httpx.get(api + "/healthz", headers=many).status_code == 431
    assert httpx.get(api + "/healthz", headers={"X-Pad": "a" * 8000}).status_code == 200


def test_without_a_store_a_snapshot_lookup_is_typed_and_creates_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``serve --no-store`` (``store_path=None``) must not open the default store."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path))
    body = {"source": {"snapshot": "a" * 64}, "quotes": [QUOTE]}
    with RunningServer(ServiceConfig(store_path=None)) as running:
        for path, payload in (
            ("/v1/locate", body),
            ("/v1/pictures", body),
            ("/v1/check", {"citations": [{"id": "1", "quote": QUOTE, "snapshot": "a" * 64}]}),
        ):
            response = httpx.post(running.url + path, json=payload, timeout=30)
            text = response.text
            assert response.status_code in (200, 400), text
            assert "store_unavailable" in text, text
    assert list(tmp_path.rglob("*")) == []


def test_an_integer_written_with_a_zero_fraction_is_that_integer_on_every_route(
    api: str,
) -> None:
    anchored = dict(SEED000, citation={**SEED000["citation"], "claimed_start": 14.0})
    for path in ("/v1/anchor-check", "/v1/tools/citation-anchor-check/versions/1.0.0/execute"):
        answer = httpx.post(api + path, json=anchored).json()
        assert (answer["valid"], answer["match"]) == (True, {"start": 14, "end": 24})
    moved = dict(SEED000, citation={**SEED000["citation"], "claimed_start": 1.0})
    answer = httpx.post(api + "/v1/anchor-check", content=json.dumps(moved)).content
    assert b'"claimed_start":1,' in answer  # echoed as an integer, never 1.0
    span = {"source": "They approved the budget.", "quotes": [{"text": QUOTE}],
            "minLength": 8.0}  # fmt: skip
    assert httpx.post(api + "/api/v1/citation-span", json=span).status_code == 200
    check = {"citations": [{"id": "1", "text": "They approved the budget.", "quote": QUOTE}],
             "max_characters": 100.0}  # fmt: skip
    assert httpx.post(api + "/v1/check", json=check).status_code == 200
    located = httpx.post(api + "/v1/locate", content=LOCATE.replace(
        b"]}", b'], "max_characters": 50.0, "policy": {"min_length": 3.0}}'))  # fmt: skip
    assert located.status_code == 200, located.text
    for given, status in (("3.0", 200), ("3", 200), ("3.5", 400), ("1e0", 200)):
        form = httpx.post(
            api + "/v1/locate",
            files={"file": ("a.txt", b"They approved the budget.", "text/plain")},
            data={"quotes": QUOTE, "max_characters": given},
        )
        assert form.status_code == status, (given, form.text)
        if status == 400:
            assert form.json()["error"]["code"] == "wrong_type"
