"""A local file's bytes are kept in the evidence store (issue 22): the ``source_sha256``
that ``check FILE Q --json`` prints is then found by ``check --snapshot SHA Q``."""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from citeproof.errors import ErrorCode, SourceError
from citeproof.sources import EvidenceStore, SourceReader

ROOT = Path(__file__).parents[2]
SOURCE = "The primary group recorded 24 samples across three sessions.\n"


def run(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "citeproof", *args], capture_output=True, text=True,
        check=False, cwd=ROOT, env={**os.environ, **env},
    )  # fmt: skip


def test_a_checked_file_can_be_checked_again_by_its_snapshot(tmp_path: Path) -> None:
    source = tmp_path / "report.txt"
    source.write_text(SOURCE, encoding="utf-8")
    env = {"CITEPROOF_STORE": str(tmp_path / "store.sqlite3")}  # never the user's store
    first = run("check", str(source), "recorded 24 samples", "--json", env=env)
    assert first.returncode == 0, first.stderr
    digest = json.loads(first.stdout)["source"]["source_sha256"]
    source.unlink()  # the stored bytes, not the file, answer now
    again = run("check", "--snapshot", digest, "recorded 24 samples", env=env)
    assert again.returncode == 0, again.stderr
    assert "VERBATIM  recorded 24 samples" in again.stdout


def test_the_reader_keeps_a_file_only_when_it_has_a_store(tmp_path: Path) -> None:
    source = tmp_path / "page.html"
    source.write_bytes(b"<html><body><p>The quoted words are here.</p></body></html>")
    store = EvidenceStore(tmp_path / "e.sqlite3")
    read = SourceReader(store=store).read_file(source)
    again = SourceReader(store=store).read_snapshot(read.document.sha256)
    assert again.document.text == read.document.text == "The quoted words are here."
    assert again.provenance is None  # a file's snapshot claims no web provenance
    assert again.http_status is None
    assert SourceReader().read_file(source).notes == ()  # no store: nothing kept, no error


def test_a_store_that_cannot_be_written_does_not_stop_reading_a_file(tmp_path: Path) -> None:
    source = tmp_path / "report.txt"
    source.write_text(SOURCE, encoding="utf-8")
    full = tmp_path / "full.sqlite3"
    store = EvidenceStore(full)

    def refuse(snapshot: object) -> None:  # a full disk, as the store reports it
        raise SourceError("disk full", code=ErrorCode.STORE_UNAVAILABLE)

    store.put = refuse  # type: ignore[method-assign]
    read = SourceReader(store=store).read_file(source)
    assert read.document.text == SOURCE
    assert read.notes == ("What was read is not kept in the evidence store: disk full",)


def test_a_file_kept_and_cached_is_hashed_once(tmp_path: Path, monkeypatch: Any) -> None:
    """The cache's key and the store's snapshot take the same SHA-256 (a 311-page PDF's
    bytes hashed twice cost every second check 0.8 ms)."""
    from citeproof.sources import DocumentCache, _reader

    source = tmp_path / "report.txt"
    source.write_text(SOURCE, encoding="utf-8")
    hashed: list[int] = []

    def counted(data: bytes) -> str:
        hashed.append(len(data))
        return hashlib.sha256(data).hexdigest()

    monkeypatch.setattr(_reader, "sha256_hex", counted)
    store = EvidenceStore(tmp_path / "e.sqlite3")
    reader = SourceReader(store=store, cache=DocumentCache(tmp_path / "cache"))
    read = reader.read_file(source)
    assert hashed == [len(SOURCE)]
    digest = hashlib.sha256(SOURCE.encode()).hexdigest()
    assert store.snapshot(digest).body == SOURCE.encode()  # kept under the bytes' hash
    again = reader.read_file(source)  # the same key: the cache answers
    assert again.document == read.document
    assert hashed == [len(SOURCE)] * 2
