"""The reader and the evidence store: one extraction for every origin, snapshots, freshness."""

import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest

from citeproof.errors import SourceError
from citeproof.sources import EvidenceStore, FetchConfig, SourceReader

from .conftest import ToLoopback, public_resolver

HTML = b"<html><head><title>T</title></head><body><p>The quoted words are here.</p></body></html>"


def reader_for(port: int, store: EvidenceStore | None = None) -> SourceReader:
    config = FetchConfig(resolver=public_resolver, transport=ToLoopback(port), respect_robots=False)
    fixed = datetime(2026, 1, 2, 3, 4, 5, 678000, tzinfo=UTC)
    return SourceReader(fetch=config, store=store, clock=lambda: fixed)


def test_url_file_and_text_give_the_same_text(server, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/page"] = (200, {"Content-Type": "text/html; charset=utf-8"}, HTML)
    path = tmp_path / "page.html"
    path.write_bytes(HTML)
    reader = reader_for(port)
    by_url = reader.read_url("http://public.test/page")
    by_file = reader.read_file(path)
    assert by_url.document.text == by_file.document.text == "The quoted words are here."
    assert by_url.retrieved_at == "2026-01-02T03:04:05.678Z"
    assert by_file.retrieved_at is None  # no clock readings for local files
    assert reader.read_text("plain").document.representation == "literal_text"


def test_store_keeps_bodies_and_serves_snapshots(server, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/page"] = (200, {"Content-Type": "text/html"}, HTML)
    store = EvidenceStore(tmp_path / "evidence.sqlite3")
    reader = reader_for(port, store)
    first = reader.read_url("http://public.test/page")
    again = reader.read_url("http://public.test/page")
    assert routes.hits == ["/page"]  # fresh: not fetched again
    assert again.from_store
    assert again.document.text == first.document.text
    snapshot = SourceReader(store=store).read_snapshot(first.document.sha256)
    assert snapshot.document.sha256 == first.document.sha256
    with pytest.raises(SourceError) as caught:
        SourceReader(store=store).read_snapshot("0" * 64)
    assert caught.value.code == "snapshot_not_found"
    mode = sqlite3.connect(tmp_path / "evidence.sqlite3").execute("PRAGMA journal_mode").fetchone()
    assert mode[0] == "wal"


def test_stale_entries_are_fetched_again(server, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/page"] = (200, {"Content-Type": "text/html"}, HTML)
    store = EvidenceStore(tmp_path / "e.sqlite3")
    reader = reader_for(port, store)
    reader.freshness = 0
    reader.read_url("http://public.test/page")
    reader.read_url("http://public.test/page")
    assert routes.hits == ["/page", "/page"]


def test_a_failed_write_loses_nothing_stored(tmp_path: Path) -> None:
    from citeproof.sources import Provenance, Snapshot

    store = EvidenceStore(tmp_path / "e.sqlite3")
    stamped = "2026-01-01T00:00:00.000Z"
    good = Snapshot(Provenance("http://a.test/", "http://a.test/", 200, (), stamped),
                    "text/plain", "a" * 64, b"body", 1.0)  # fmt: skip
    store.put(good)
    # The body row goes in first; the fetch row then fails: the whole write is undone.
    bad = Snapshot(Provenance(None, "http://b.test/", 200, (), stamped),  # type: ignore[arg-type]
                   "text/plain", "b" * 64, b"other", 2.0)  # fmt: skip
    with pytest.raises(sqlite3.IntegrityError):
        store.put(bad)
    assert store.snapshot("a" * 64).body == b"body"
    db = sqlite3.connect(tmp_path / "e.sqlite3")
    assert db.execute("SELECT COUNT(*) FROM bodies WHERE sha256 = ?", ("b" * 64,)).fetchone() == (
        0,
    )
    store.put(good)  # the store still takes writes


def test_missing_file_and_file_over_the_limit(tmp_path: Path) -> None:
    reader = SourceReader(max_file_bytes=10)
    with pytest.raises(SourceError) as caught:
        reader.read_file(tmp_path / "absent.txt")
    assert caught.value.code == "unreadable_file"
    big = tmp_path / "big.txt"
    big.write_text("x" * 11)
    with pytest.raises(SourceError) as caught:
        reader.read_file(big)
    assert caught.value.code == "too_large"


def test_the_store_serves_a_service_threads(tmp_path: Path) -> None:
    """A service reads and writes the store from its worker threads."""
    from concurrent.futures import ThreadPoolExecutor

    from citeproof.sources import Provenance, Snapshot

    store = EvidenceStore(tmp_path / "e.sqlite3")

    def write_and_read(n: int) -> bytes:
        sha = f"{n:064x}"
        url = f"http://t{n}.test/"
        body = f"body {n}".encode()
        store.put(Snapshot(Provenance(url, url, 200, (), "2026-01-01T00:00:00.000Z"), "text/plain",
                           sha, body, float(n)))  # fmt: skip
        return store.snapshot(sha).body

    with ThreadPoolExecutor(max_workers=8) as pool:
        bodies = list(pool.map(write_and_read, range(40)))
    assert bodies == [f"body {n}".encode() for n in range(40)]


def test_a_broken_store_does_not_stop_a_check(server, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A store that fails (full disk, corrupt file) costs the evidence copy, not the check:
    the read goes on and says what was not kept."""
    from citeproof.service import SourceEvidence

    routes, port = server
    routes["/page"] = (200, {"Content-Type": "text/html; charset=utf-8"}, HTML)
    store = EvidenceStore(tmp_path / "store.sqlite3")

    def broken(*args: object, **kwargs: object) -> None:
        raise SourceError("disk full", code="store_unavailable")

    monkeypatch.setattr(store, "put", broken)
    monkeypatch.setattr(store, "latest", broken)
    read = reader_for(port, store).read_url("http://public.test/page")
    assert read.document.text == "The quoted words are here."
    warnings = SourceEvidence.of(read).warnings
    assert any("could not be read: disk full" in w for w in warnings)
    assert any("not kept in the evidence store: disk full" in w for w in warnings)
