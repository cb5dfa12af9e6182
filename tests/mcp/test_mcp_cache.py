"""Issue 23: an agent checking one document in many ``verify_quotes`` calls has it read once."""

from __future__ import annotations

from pathlib import Path

import pytest

from citeproof.mcp import build_server
from citeproof.sources import DocumentCache, extract
from citeproof.sources import _reader as reader_module

from .test_mcp_tools import call


def test_ten_calls_on_one_file_extract_it_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []

    def counting(data: bytes, content_type: str | None, name: str, **kw: object) -> object:
        calls.append(name)
        return extract(data, content_type, name, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(reader_module, "extract", counting)
    source = tmp_path / "minutes.txt"
    source.write_text("The committee approved the budget on Tuesday after a long debate.")
    server = build_server(cache=DocumentCache(tmp_path / "cache"))
    verdicts = []
    for quote in ["approved the budget", "on Tuesday", "rejected the budget"] * 3:
        answer = call(server, "verify_quotes", {"path": str(source), "quotes": [quote]})
        verdicts.append(answer.structured_content["results"][0]["verdict"])
    assert verdicts == ["verbatim", "verbatim", "paraphrase"] * 3
    assert calls == ["minutes.txt"]
    source.write_text("The committee rejected the budget on Tuesday after a long debate.")
    answer = call(server, "verify_quotes", {"path": str(source), "quotes": ["rejected the budget"]})
    assert answer.structured_content["results"][0]["verdict"] == "verbatim"  # never stale
    assert calls == ["minutes.txt", "minutes.txt"]
