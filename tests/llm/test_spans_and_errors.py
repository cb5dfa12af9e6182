"""Answer spans converted exactly among bytes, UTF-16 and code points; bad input typed."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof import InputError
from citeproof.llm import verify_response
from citeproof.llm._answer import Answer

from . import _fixtures as f

TEXT = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=40)


@given(TEXT, st.data())
def test_spans_round_trip_among_units(text: str, data: st.DataObject) -> None:
    answer = Answer([text])
    start = data.draw(st.integers(0, len(text)))
    end = data.draw(st.integers(start, len(text)))
    span = answer.at(start, end)
    assert span.utf8 == (len(text[:start].encode()), len(text[:end].encode()))
    assert span.utf16 == (
        len(text[:start].encode("utf-16-le")) // 2,
        len(text[:end].encode("utf-16-le")) // 2,
    )
    for unit, (a, b) in (("utf8", span.utf8), ("utf16", span.utf16)):
        back = answer.span(a, b, unit=unit, expected=text[start:end])
        assert (back.start, back.end, back.problems) == (start, end, ())


@given(TEXT.filter(lambda t: any(len(c.encode()) > 1 for c in t)), st.data())
def test_a_byte_offset_inside_a_character_is_a_finding(text: str, data: st.DataObject) -> None:
    encoded = text.encode()
    inside = [i for i in range(len(encoded)) if (encoded[i] & 0xC0) == 0x80]
    offset = data.draw(st.sampled_from(inside))
    span = Answer([text]).span(0, offset, unit="utf8")
    assert len(span.problems) == 1
    assert "cuts the character" in span.problems[0]
    assert len(text[: span.end].encode()) < offset  # the character's start, before the cut


def _error(response: Any, **options: Any) -> tuple[str, str]:
    with pytest.raises(InputError) as raised:
        verify_response(response, **options)
    return str(raised.value.code), raised.value.path


def test_bad_input_is_a_typed_error_naming_the_json_pointer() -> None:
    assert _error({"what": "ever"}) == ("unknown_response_shape", "")
    clean = "Some words of a document that is supplied here."
    response = f.anthropic_message([("Text. ", [f.char_location(5, clean, 0, 10)])])
    request = f.anthropic_request(
        f.anthropic_document({"type": "text", "media_type": "text/plain", "data": clean}, "one")
    )
    assert _error(response, request=request) == (
        "no_such_document",
        "/content/0/citations/0/document_index",
    )
    assert _error(response) == ("no_such_document", "/content/0/citations/0/document_index")
    wide = f.anthropic_message([("Text. ", [f.char_location(0, clean, 0, 500, "Some words")])])
    assert _error(wide, request=request) == ("citation_out_of_range", "/content/0/citations/0")
    gemini = f.gemini_response(
        "An answer.", [f.gemini_chunk("t", "An answer.")], [(0, 10, None, [3])], camel=True
    )
    pointer = "/candidates/0/groundingMetadata/groundingSupports/0/groundingChunkIndices/0"
    assert _error(gemini) == ("citation_out_of_range", pointer)
    assert _error({"answer": "x", "citations": [{"source": {"text": "y"}}]}) == (
        "missing_field",
        "/citations/0",
    )
    assert _error({"answer": "x", "citations": []}, provider="bogus") == (
        "invalid_value",
        "/provider",
    )


def _cli(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    src = Path(__file__).parents[2] / "src"
    return subprocess.run(
        [sys.executable, "-m", "citeproof", "llm", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=120,
        env={"PYTHONPATH": str(src), "PATH": "/usr/bin:/bin"},
    )


def test_cli_exit_codes_and_json(tmp_path: Path) -> None:
    source = {"path": str(f.REPORT)}
    good = {
        "answer": "It recorded 24 samples.",
        "citations": [{"quote": "recorded 24 samples across three sessions", "source": source}],
    }
    bad = {
        "answer": "It recorded 25 samples.",
        "citations": [
            {"quote": "recorded 25 samples across three sessions", "source": source},
            {
                "quote": "recorded 24 samples across three sessions",
                "source": source,
                "location": {"start": 0, "end": 40},
            },
        ],
    }
    for name, value in (("good.json", good), ("bad.json", bad)):
        (tmp_path / name).write_text(json.dumps(value), "utf-8")
    (tmp_path / "broken.json").write_text("{not json", "utf-8")
    assert _cli("good.json", cwd=tmp_path).returncode == 0
    run = _cli("bad.json", "--json", cwd=tmp_path)
    assert run.returncode == 1
    out = json.loads(run.stdout)
    assert [(c["index"], c["status"]) for c in out["citations"]] == [(0, "altered"), (1, "moved")]
    assert run.stdout.strip() == json.dumps(out, ensure_ascii=False, sort_keys=True)
    broken = _cli("broken.json", "--json", cwd=tmp_path)
    assert broken.returncode == 2
    assert json.loads(broken.stdout)["error"]["code"] == "invalid_json"


def test_http_route_and_mcp_tool() -> None:
    import anyio
    from fastapi.testclient import TestClient

    from citeproof.http import ServiceConfig, create_app
    from citeproof.mcp import build_server

    response = {
        "answer": "It recorded 24 samples.",
        "citations": [
            {"quote": "recorded 24 samples", "source": {"text": "We recorded 24 samples."}}
        ],
    }
    with TestClient(create_app(ServiceConfig()), raise_server_exceptions=False) as client:
        ok = client.post("/v1/llm/verify", json={"response": response})
        assert ok.status_code == 200
        assert ok.json()["citations"][0]["status"] == "confirmed"
        refused = client.post("/v1/llm/verify", json={"response": {"what": 1}})
        assert refused.status_code == 400
        assert refused.json()["error"]["code"] == "unknown_response_shape"

    async def call() -> Any:
        return await build_server().call_tool("verify_model_citations", {"response": response})

    result = anyio.run(call)
    assert '"status": "confirmed"' in str(result)


def test_cli_report_marks_the_answer(tmp_path: Path) -> None:
    source = {"path": str(f.REPORT)}
    answer = "The primary group recorded 24 samples. It recorded 25 samples."
    response = {
        "answer": answer,
        "citations": [
            {
                "quote": "The primary group recorded 24 samples",
                "answer_span": {"start": 0, "end": 38},
                "source": source,
            },
            {
                "quote": "recorded 25 samples across three sessions",
                "answer_span": {"start": 39, "end": len(answer)},
                "source": source,
            },
        ],
    }
    (tmp_path / "r.json").write_text(json.dumps(response), "utf-8")
    run = _cli("r.json", "--report", "out.html", cwd=tmp_path)
    assert run.returncode == 1, run.stderr
    page = (tmp_path / "out.html").read_text("utf-8")
    section = page[page.index('<section id="answer"') : page.index("</section>")]
    marked = re.findall(r'<mark class="cited (\w+)"[^>]*>(.*?)</mark>', section)
    assert [text for _, text in marked] == [answer[:38], answer[39:]]
    assert [tone for tone, _ in marked] == ["ok", "fail"]
    assert re.findall(r'href="#q(\d+)"', section) == ["1", "2"]
