"""``citeproof serve`` hands its configuration to uvicorn's workers through the environment
as JSON: every field must come back as the configuration it was (the OCR options came back
a dict, and every request that read a file answered 500)."""

from __future__ import annotations

import json
from dataclasses import fields
from importlib import resources
from pathlib import Path

import httpx
import pytest

from citeproof.http import ServiceConfig, _server
from citeproof.sources import AllowList, FetchConfig
from citeproof.sources.ocr import OcrMode, OcrOptions

from .conftest import RunningServer

PDF = resources.files("citeproof.conformance").joinpath("fixtures", "layout-v1.pdf").read_bytes()


def _every_field_set(tmp_path: Path) -> ServiceConfig:
    return ServiceConfig(
        host="127.0.0.2",
        port=8123,
        api_keys=frozenset({"k1", "k2"}),
        insecure_no_auth=True,
        allow_urls=False,
        allow_paths=True,
        max_body_bytes=1234,
        max_upload_bytes=5678,
        max_header_bytes=4321,
        cors_origins=("https://a.example", "https://b.example"),
        store_path=str(tmp_path / "store.sqlite3"),
        cache_path=str(tmp_path / "cache"),
        deadline_seconds=7.5,
        max_concurrent_work=3,
        fetch=FetchConfig(allow=AllowList.parse(["10.0.0.0/8"], ["wiki.corp"]), user_agent="ua"),
        ocr=OcrOptions(OcrMode.ALWAYS, languages="deu+eng", dpi=200, from_document=True),
    )


def test_every_field_survives_the_trip_to_the_workers(tmp_path: Path) -> None:
    config = _every_field_set(tmp_path)
    default = ServiceConfig()
    for field in fields(ServiceConfig):  # a new field must be set above, and survive
        assert getattr(config, field.name) != getattr(default, field.name), field.name
    trip = _server.config_from_json(json.loads(json.dumps(_server.config_to_json(config))))
    assert trip == config
    assert isinstance(trip.ocr, OcrOptions)
    assert trip.ocr.mode is OcrMode.ALWAYS
    assert _server.config_from_json({}) == ServiceConfig()


@pytest.mark.parametrize(
    ("name", "data"), [("a.txt", b"the quick brown fox jumps"), ("a.pdf", PDF)]
)
def test_a_worker_built_as_serve_builds_it_reads_uploads(
    name: str, data: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app each uvicorn worker makes from the environment ``serve`` writes, with OCR
    on as ``citeproof serve`` has it and the document cache in use: an upload is read."""
    config = _server.default_config(
        store_path=None, cache_path=str(tmp_path / "cache"), ocr=OcrOptions(OcrMode.AUTO)
    )
    monkeypatch.setattr("uvicorn.run", lambda *a, **k: None)
    monkeypatch.setattr(_server.logging.config, "dictConfig", lambda config: None)
    monkeypatch.setenv(_server._ENV, "{}")  # restored after the test
    _server.serve(config)
    with RunningServer(config, app=_server.app_from_environment()) as running:
        quote = "quick brown fox" if name.endswith(".txt") else "Treatment 42 7.5"
        answer = httpx.post(
            running.url + "/v1/locate",
            files=[("quotes", (None, quote)), ("file", (name, data))],
            timeout=60,
        )
    assert answer.status_code == 200, answer.text
    assert answer.json()["results"][0]["spans"]
