"""The evidence store: every body read, by its SHA-256, in an embedded SQLite database.

A citation can be re-checked later against exactly the bytes that were read
(``--snapshot SHA256``), and repeated checks of one URL within a freshness window do not
fetch again. Writes are transactions in WAL mode: a crash mid-write loses nothing already
stored, and readers never see half a record.

Default path: ``$CITEPROOF_STORE``, else ``$XDG_DATA_HOME/citeproof/evidence.sqlite3``
(``~/.local/share/citeproof/evidence.sqlite3``).

A store that cannot be used (a corrupted or truncated file, a directory, no permission,
a full disk) raises :class:`~citeproof.errors.SourceError` with code
``store_unavailable``, from the constructor and from every method, never an
``sqlite3`` exception: a caller can then go on without the store. Only a caller's own
mistakes (a constraint violated by a bad :class:`Snapshot`) stay ``sqlite3`` errors.

The store's format has a version (SQLite's ``user_version``, :data:`STORE_VERSION`): a
store written by a newer citeproof is refused (``store_too_new``) rather than read by
guesswork or written in an older shape. Version 1 keeps each fetch's validators (``ETag``,
``Last-Modified``) in ``fetches.headers``, so a page can be asked for again conditionally
(``citeproof recheck``); a version-0 store (the same tables, ``headers`` always ``{}``) is
stamped 1 when opened.
"""

from __future__ import annotations

import json
import os
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager, suppress
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from .._lazy import deferred
from ..errors import ErrorCode, SourceError
from ._document import Provenance, Redirect, sha256_hex

if TYPE_CHECKING:
    import sqlite3

    from .net import Fetched
else:
    sqlite3 = deferred("sqlite3")  # opened only when a store is

__all__ = [
    "STORE_UNAVAILABLE",
    "STORE_VERSION",
    "VALIDATORS",
    "EvidenceStore",
    "Snapshot",
    "default_store_path",
]

#: The code of every failure of the store itself.
STORE_UNAVAILABLE = ErrorCode.STORE_UNAVAILABLE

#: The version of the store's format this citeproof reads and writes.
STORE_VERSION = 1

#: The response headers kept with a fetch: what a conditional request sends back.
VALIDATORS = ("etag", "last-modified")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS bodies (
    sha256 TEXT PRIMARY KEY,
    body BLOB NOT NULL,
    size INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS fetches (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    requested_url TEXT NOT NULL,
    final_url TEXT NOT NULL,
    http_status INTEGER NOT NULL,
    content_type TEXT,
    sha256 TEXT NOT NULL REFERENCES bodies(sha256),
    redirects TEXT NOT NULL,
    headers TEXT NOT NULL,
    retrieved_at TEXT NOT NULL,
    retrieved_epoch REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS fetches_by_url ON fetches(requested_url, retrieved_epoch);
CREATE INDEX IF NOT EXISTS fetches_by_sha ON fetches(sha256);
"""


def default_store_path() -> Path:
    """Where the evidence store lives unless told otherwise."""
    explicit = os.environ.get("CITEPROOF_STORE")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "citeproof" / "evidence.sqlite3"


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A stored fetch: the bytes, and where and when they were read (``provenance``,
    stamped with its ``retrieved_at``; ``retrieved_epoch`` is the same moment as a number,
    for the freshness window)."""

    provenance: Provenance
    content_type: str | None
    sha256: str
    body: bytes
    retrieved_epoch: float
    #: The response's validators (:data:`VALIDATORS`, lower-case names), when it sent any.
    headers: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, fetched: Fetched, retrieved_at: str, retrieved_epoch: float) -> Snapshot:
        """What ``fetched`` read, stamped with the moment it was read."""
        return cls(
            provenance=replace(fetched.provenance, retrieved_at=retrieved_at),
            content_type=fetched.content_type,
            sha256=sha256_hex(fetched.body),
            body=fetched.body,
            retrieved_epoch=retrieved_epoch,
            headers=tuple((k, v) for k, v in fetched.headers if k.lower() in VALIDATORS),
        )

    @property
    def validators(self) -> Mapping[str, str]:
        """``{"etag": ..., "last-modified": ...}`` as far as the response gave them."""
        return {k.lower(): v for k, v in self.headers if k.lower() in VALIDATORS}


class EvidenceStore:
    """An SQLite evidence store (one file; safe for several processes)."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_store_path()
        # One connection, shared by the threads of a service under a lock.
        self._lock = threading.RLock()
        with self._guarded("opening"):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(
                self.path, timeout=30, isolation_level=None, check_same_thread=False
            )
            try:
                self._db.execute("PRAGMA journal_mode=WAL")
                self._db.execute("PRAGMA synchronous=NORMAL")
                self._db.executescript(_SCHEMA)
                self._db.execute("SELECT COUNT(*) FROM fetches WHERE id < 0").fetchone()
                self._check_version()
            except BaseException:
                self._db.close()
                raise

    def _check_version(self) -> None:
        """Refuse a store of a newer format; stamp an older (same-tabled) one current."""
        row = self._db.execute("PRAGMA user_version").fetchone()
        version = int(row[0]) if row else 0
        if version > STORE_VERSION:
            raise SourceError(
                f"the evidence store {self.path} was written by a newer citeproof (format "
                f"{version}; this one reads up to {STORE_VERSION}): upgrade citeproof or "
                "name another store",
                code=ErrorCode.STORE_TOO_NEW,
            )
        if version < STORE_VERSION:
            self._db.execute(f"PRAGMA user_version = {STORE_VERSION}")

    @contextmanager
    def _guarded(self, doing: str) -> Iterator[None]:
        """Turn the store's own failures into ``store_unavailable``."""
        try:
            yield
        except (sqlite3.IntegrityError, sqlite3.ProgrammingError, sqlite3.InterfaceError):
            raise  # the caller's mistake, not the store's
        except (sqlite3.Error, OSError, ValueError, TypeError) as error:
            raise SourceError(
                f"the evidence store {self.path} cannot be used ({doing}): {error}",
                code=STORE_UNAVAILABLE,
            ) from error

    def close(self) -> None:
        """Close the database."""
        with self._guarded("closing"):
            self._db.close()

    def put(self, snapshot: Snapshot) -> None:
        """Store a fetch and its body (the body once per SHA-256), in one transaction."""
        with self._lock, self._guarded("writing"), self._transaction():
            self._db.execute(
                "INSERT OR IGNORE INTO bodies (sha256, body, size) VALUES (?, ?, ?)",
                (snapshot.sha256, snapshot.body, len(snapshot.body)),
            )
            where = snapshot.provenance
            self._db.execute(
                "INSERT INTO fetches (requested_url, final_url, http_status, content_type,"
                " sha256, redirects, headers, retrieved_at, retrieved_epoch)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    where.requested_url,
                    where.final_url,
                    where.http_status,
                    snapshot.content_type,
                    snapshot.sha256,
                    json.dumps([r.to_dict() for r in where.redirects], sort_keys=True),
                    json.dumps(dict(snapshot.headers), sort_keys=True),
                    where.retrieved_at,
                    snapshot.retrieved_epoch,
                ),
            )

    def _query(self, sql: str, parameters: tuple[object, ...]) -> tuple[object, ...] | None:
        row: tuple[object, ...] | None = self._db.execute(sql, parameters).fetchone()
        return row

    def _transaction(self) -> _Commit:
        self._db.execute("BEGIN IMMEDIATE")
        return _Commit(self._db)

    def latest(self, url: str, newer_than: float) -> Snapshot | None:
        """The newest fetch of ``url`` retrieved after epoch ``newer_than``, if any."""
        with self._lock, self._guarded("reading"):
            row = self._query(
                "SELECT f.requested_url, f.final_url, f.http_status, f.content_type, f.sha256,"
                " b.body, f.redirects, f.retrieved_at, f.retrieved_epoch, f.headers FROM fetches f"
                " JOIN bodies b USING (sha256) WHERE f.requested_url = ? AND f.retrieved_epoch > ?"
                " ORDER BY f.retrieved_epoch DESC, f.id DESC LIMIT 1",
                (url, newer_than),
            )
            return _snapshot(row) if row else None

    def history(self, url: str, limit: int = 100) -> list[Snapshot]:
        """The fetches of ``url``, newest first, one per distinct body (at most
        ``limit``): the versions of a page the store has seen."""
        with self._lock, self._guarded("reading"):
            rows = self._db.execute(
                "SELECT f.requested_url, f.final_url, f.http_status, f.content_type, f.sha256,"
                " b.body, f.redirects, f.retrieved_at, f.retrieved_epoch, f.headers FROM fetches f"
                " JOIN bodies b USING (sha256) WHERE f.requested_url = ?"
                " ORDER BY f.retrieved_epoch DESC, f.id DESC",
                (url,),
            )
            seen: set[str] = set()
            found = []
            for row in rows:
                if str(row[4]) in seen:
                    continue
                seen.add(str(row[4]))
                found.append(_snapshot(row))
                if len(found) >= limit:
                    break
            return found

    def snapshot(self, sha256: str) -> Snapshot:
        """The newest fetch whose body has this SHA-256 (``snapshot_not_found`` if none)."""
        with self._lock, self._guarded("reading"):
            row = self._query(
                "SELECT f.requested_url, f.final_url, f.http_status, f.content_type, f.sha256,"
                " b.body, f.redirects, f.retrieved_at, f.retrieved_epoch, f.headers FROM fetches f"
                " JOIN bodies b USING (sha256) WHERE f.sha256 = ?"
                " ORDER BY f.retrieved_epoch DESC, f.id DESC LIMIT 1",
                (sha256.lower(),),
            )
            if row is None:
                raise SourceError(
                    f"no stored snapshot has SHA-256 {sha256}", code=ErrorCode.SNAPSHOT_NOT_FOUND
                )
            return _snapshot(row)


class _Commit:
    """Commit on success, roll back on error (the transaction is already begun)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self._db = db

    def __enter__(self) -> sqlite3.Connection:
        return self._db

    def __exit__(self, exc_type: object, *rest: object) -> None:
        if not exc_type:
            try:
                self._db.execute("COMMIT")
            except sqlite3.Error:
                self._rollback()  # a failed COMMIT can leave the transaction open
                raise
            return
        self._rollback()

    def _rollback(self) -> None:
        # SQLite may have rolled back already (a full disk does): the first error is the one.
        with suppress(sqlite3.Error):
            self._db.execute("ROLLBACK")


def _snapshot(row: tuple[object, ...]) -> Snapshot:
    provenance = Provenance(
        requested_url=str(row[0]),
        final_url=str(row[1]),
        http_status=int(row[2]),  # type: ignore[call-overload]
        redirects=tuple(Redirect.from_dict(r) for r in json.loads(str(row[6]))),
        retrieved_at=str(row[7]),
    )
    return Snapshot(
        provenance=provenance,
        content_type=str(row[3]) if row[3] is not None else None,
        sha256=str(row[4]),
        body=row[5] if isinstance(row[5], bytes) else b"",
        retrieved_epoch=float(row[8]),  # type: ignore[arg-type]
        headers=_headers(row[9]),
    )


def _headers(value: object) -> tuple[tuple[str, str], ...]:
    """The validators kept with a fetch (none from a version-0 store's ``{}``)."""
    try:
        data = json.loads(str(value))
    except ValueError:
        return ()
    if not isinstance(data, dict):
        return ()
    return tuple(sorted((str(k), str(v)) for k, v in data.items() if str(k) in VALIDATORS))
