"""A store that cannot be used is ``store_unavailable``, never an ``sqlite3`` exception."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from citeproof.errors import SourceError
from citeproof.sources import EvidenceStore, Provenance, Snapshot
from citeproof.sources.store import STORE_UNAVAILABLE


def snapshot(body: bytes = b"body", sha: str = "a" * 64, url: str = "http://a.test/") -> Snapshot:
    provenance = Provenance(url, url, 200, (), "2026-01-01T00:00:00.000Z")
    return Snapshot(provenance, "text/plain", sha, body, 1.0)


def unavailable(action) -> SourceError:  # type: ignore[no-untyped-def]
    with pytest.raises(SourceError) as caught:
        action()
    assert caught.value.code == STORE_UNAVAILABLE
    return caught.value


def _filled(path: Path) -> None:
    store = EvidenceStore(path)
    for i in range(50):
        store.put(snapshot(os.urandom(2000), f"{i:064x}", f"http://a.test/{i}"))
    store.close()


def test_a_file_that_is_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite3"
    path.write_bytes(b"this is not an SQLite database at all" * 100)
    error = unavailable(lambda: EvidenceStore(path))
    assert str(path) in error.message


def test_a_corrupted_database(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite3"
    _filled(path)
    data = bytearray(path.read_bytes())
    data[4096 : len(data)] = os.urandom(len(data) - 4096)  # every page but the header
    path.write_bytes(bytes(data))

    def use() -> None:
        store = EvidenceStore(path)
        store.latest("http://a.test/7", 0.0)
        store.snapshot("7" * 64)

    unavailable(use)


def test_a_truncated_database(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite3"
    _filled(path)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 3])

    def use() -> None:
        store = EvidenceStore(path)
        for i in range(50):
            store.snapshot(f"{i:064x}")

    unavailable(use)


def test_a_directory_as_the_store(tmp_path: Path) -> None:
    unavailable(lambda: EvidenceStore(tmp_path))
    (tmp_path / "file").write_text("x")
    unavailable(lambda: EvidenceStore(tmp_path / "file" / "e.sqlite3"))  # parent is a file


def test_an_unwritable_store(tmp_path: Path) -> None:
    path = tmp_path / "e.sqlite3"
    EvidenceStore(path).close()
    # Read-only by SQLite's own flag (file permissions do not bind root).
    uri = f"file:{path}?mode=ro"

    store = EvidenceStore(path)
    store._db.close()
    store._db = sqlite3.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
    unavailable(lambda: store.put(snapshot()))


def test_a_full_disk_during_a_write_loses_nothing_and_the_store_goes_on(tmp_path: Path) -> None:
    store = EvidenceStore(tmp_path / "e.sqlite3")
    store.put(snapshot())
    pages = store._db.execute("PRAGMA page_count").fetchone()[0]
    store._db.execute(f"PRAGMA max_page_count = {pages + 1}")  # the disk is full
    error = unavailable(lambda: store.put(snapshot(os.urandom(100_000), "b" * 64)))
    assert "full" in error.message
    assert store.snapshot("a" * 64).body == b"body"
    store._db.execute("PRAGMA max_page_count = 1000000")
    store.put(snapshot(b"later", "c" * 64))  # no transaction was left open
    assert store.snapshot("c" * 64).body == b"later"


def test_a_missing_snapshot_is_still_its_own_code(tmp_path: Path) -> None:
    store = EvidenceStore(tmp_path / "e.sqlite3")
    with pytest.raises(SourceError) as caught:
        store.snapshot("f" * 64)
    assert caught.value.code == "snapshot_not_found"
