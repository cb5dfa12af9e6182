"""Fetch each stored page again, conditionally, and re-anchor its citations.

Per page (a URL and the SHA-256 of the stored fetch): the stored snapshot gives the old
text and the validators; :meth:`~citeproof.sources.SourceReader.revalidate` asks again
(``304``: the stored bytes; otherwise the new fetch, added to the store); each citation is
re-anchored in the new text with the old one (identical bytes answer ``unchanged`` at
once). A page that cannot be read now makes all its citations ``unreachable``, with the
error's code (``upstream_error`` with ``http_status`` 404 or 410 for a page that is gone,
``dns_error``, ``connection_failed``...). Pages are fetched concurrently (at most 8 at a
time), each one once.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from contextvars import copy_context
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Any

from ..errors import ErrorCode, SourceError
from ..match import PreparedSource, Reanchored, ReanchorStatus, reanchor_selector
from ..sources import Snapshot, SourceRead, SourceReader
from ._citations import SetAside, StoredCitation

__all__ = [
    "Engine",
    "PageCheck",
    "PageDone",
    "PageWork",
    "RecheckReport",
    "RecheckStatus",
    "Rechecked",
    "check_page",
    "local_engine",
    "recheck",
]

#: The HTTP statuses that say a page is gone for good.
GONE = (404, 410)


class RecheckStatus(StrEnum):
    """What happened to a stored citation: :class:`~citeproof.match.ReanchorStatus`'s
    statuses for a page read again, and ``unreachable`` for one that could not be."""

    UNCHANGED = "unchanged"
    MOVED = "moved"
    CONTEXT_CHANGED = "context-changed"
    CHANGED = "changed"
    AMBIGUOUS = "ambiguous"
    ORPHANED = "orphaned"
    UNREACHABLE = "unreachable"

    @classmethod
    def of(cls, status: ReanchorStatus) -> RecheckStatus:
        """The re-anchoring's status, in this vocabulary."""
        return cls(status.value)

    @property
    def drifted(self) -> bool:
        """True when the citation no longer holds as stored: its words changed or are
        gone, it cannot be told apart from another place, or its page cannot be read. A
        quotation that only moved, or whose surroundings changed, still holds."""
        return self in (
            RecheckStatus.CHANGED,
            RecheckStatus.AMBIGUOUS,
            RecheckStatus.ORPHANED,
            RecheckStatus.UNREACHABLE,
        )


@dataclass(frozen=True, slots=True)
class PageCheck:
    """One page read again: the stored fetch (``stored``, None when the store no longer
    has it, or no store was given), the read now (``now``) or the error, and whether the
    server said ``304 Not Modified``."""

    url: str
    stored_sha256: str | None
    stored: SourceRead | None = field(default=None, repr=False, compare=False)
    stored_snapshot: Snapshot | None = field(default=None, repr=False, compare=False)
    now: SourceRead | None = field(default=None, repr=False, compare=False)
    not_modified: bool = False
    error: SourceError | None = None
    notes: tuple[str, ...] = ()

    @property
    def now_sha256(self) -> str | None:
        """The SHA-256 of the bytes read now."""
        if self.now is None or self.now.data is None:
            return None
        return hashlib.sha256(self.now.data).hexdigest()

    def to_dict(self) -> dict[str, Any]:
        """The page as JSON: the two versions' hashes and times, or the error."""
        stored = self.stored_snapshot
        out: dict[str, Any] = {
            "url": self.url,
            "stored": {
                "sha256": self.stored_sha256,
                "retrieved_at": stored.provenance.retrieved_at if stored else None,
                "in_store": stored is not None,
            },
            "now": None,
            "not_modified": self.not_modified,
            "error": None,
            "notes": list(self.notes),
        }
        if self.now is not None:
            out["now"] = {
                "sha256": self.now_sha256,
                "retrieved_at": self.now.retrieved_at,
                "final_url": self.now.final_url,
                "http_status": self.now.http_status,
            }
        if self.error is not None:
            out["error"] = {
                **self.error.to_dict(),
                "http_status": self.error.http_status,
                "gone": self.error.http_status in GONE,
            }
        return out


@dataclass(frozen=True, slots=True)
class Rechecked:
    """One citation re-checked: its status, the re-anchoring (None when unreachable) and
    its page."""

    citation: StoredCitation
    status: RecheckStatus
    page: PageCheck
    result: Reanchored | None = None

    def to_dict(self) -> dict[str, Any]:
        """The citation as JSON: where it is stored, the status, the re-anchoring's
        details (new selectors, context changes, the replacing passage and word diff)."""
        c = self.citation
        out: dict[str, Any] = {
            "id": c.id,
            "file": c.file,
            "line": c.line,
            "url": c.url,
            "exact": c.quote.exact,
            "found": False,
            "selectors": [],
            "context": [],
            "diff": [],
            "occurrences": 0,
        }
        if self.result is not None:
            out.update(self.result.to_dict())
        out["status"] = self.status.value
        out["drifted"] = self.status.drifted
        out["stored"] = {"sha256": c.sha256, "retrieved_at": c.retrieved_at}
        if self.page.error is not None:
            out["error"] = self.page.to_dict()["error"]
        return dict(sorted(out.items()))


@dataclass(frozen=True, slots=True)
class RecheckReport:
    """Every citation re-checked, in input order; the pages read; what was set aside."""

    citations: tuple[Rechecked, ...]
    pages: tuple[PageCheck, ...]
    skipped: Counter[SetAside]

    @property
    def drifted(self) -> bool:
        """True when any citation drifted (:attr:`RecheckStatus.drifted`)."""
        return any(r.status.drifted for r in self.citations)

    def counts(self) -> dict[str, int]:
        """How many citations have each status (every status named)."""
        counted = Counter(r.status.value for r in self.citations)
        return {status.value: counted[status.value] for status in RecheckStatus}

    def to_dict(self) -> dict[str, Any]:
        """``{"citations", "pages", "summary"}``."""
        return {
            "citations": [r.to_dict() for r in self.citations],
            "pages": [p.to_dict() for p in self.pages],
            "summary": {
                "total": len(self.citations),
                "statuses": self.counts(),
                "skipped": {reason.value: n for reason, n in sorted(self.skipped.items())},
                "pages": len(self.pages),
                "not_modified": sum(p.not_modified for p in self.pages),
                "drifted": self.drifted,
            },
        }


#: One page's work: its URL, the stored fetch's SHA-256, and its citations.
PageWork = tuple[str, str | None, list[StoredCitation]]
#: What came of it: the page, and each citation re-checked, in the order given.
PageDone = tuple[PageCheck, list["Rechecked"]]
#: Where pages are re-checked: every work item's result, in the order given.
Engine = Callable[[list[PageWork]], list[PageDone]]


def recheck(
    citations: Sequence[StoredCitation],
    reader: SourceReader,
    *,
    older_than: float = 0.0,
    now: datetime | None = None,
    skipped: Counter[SetAside] | None = None,
    engine: Engine | None = None,
) -> RecheckReport:
    """Re-check ``citations`` (those retrieved at least ``older_than`` seconds before
    ``now``; the others are counted as ``fresh``) with ``reader``, whose store holds the
    stored snapshots and receives the new ones; ``engine`` runs the pages (default:
    :func:`local_engine`, threads of this process; :func:`dask_engine`, a cluster)."""
    moment = now or datetime.now(UTC)
    aside: Counter[SetAside] = Counter(skipped or {})
    grouped: dict[tuple[str, str | None], list[int]] = {}
    chosen: list[StoredCitation] = []
    for citation in citations:
        age = citation.age(moment)
        if older_than > 0 and age is not None and age < older_than:
            aside[SetAside.FRESH] += 1
            continue
        grouped.setdefault((citation.url, citation.sha256), []).append(len(chosen))
        chosen.append(citation)
    work = [(url, sha, [chosen[i] for i in at]) for (url, sha), at in grouped.items()]
    results = (engine or local_engine(reader))(work)
    done: list[Rechecked | None] = [None] * len(chosen)
    for at, (_, rechecked) in zip(grouped.values(), results, strict=True):
        for i, one in zip(at, rechecked, strict=True):
            done[i] = one
    assert all(one is not None for one in done), "every citation is in one page's work"
    return RecheckReport(
        tuple(one for one in done if one is not None), tuple(p for p, _ in results), aside
    )


def check_page(work: PageWork, reader: SourceReader) -> PageDone:
    """One page read again and each of its citations re-anchored in it."""
    url, sha256, citations = work
    page = _page(url, sha256, reader)
    if page.now is None:
        return page, [Rechecked(c, RecheckStatus.UNREACHABLE, page) for c in citations]
    prepared = PreparedSource(page.now.document.text)
    old = page.stored.document.text if page.stored is not None else None
    rechecked = []
    for citation in citations:
        result = reanchor_selector(citation.quote, prepared, old, position=citation.position)
        rechecked.append(Rechecked(citation, RecheckStatus.of(result.status), page, result))
    return page, rechecked


def local_engine(reader: SourceReader, threads: int = 8) -> Engine:
    """Pages re-checked in this process, ``threads`` fetched at a time (one slow site
    does not hold up the others)."""

    def run(work: list[PageWork]) -> list[PageDone]:
        if len(work) <= 1:
            return [check_page(item, reader) for item in work]
        # each thread runs in a copy of the caller's context (a PDF's reading deadline)
        contexts = [copy_context() for _ in work]
        with ThreadPoolExecutor(max_workers=min(threads, len(work))) as pool:
            return list(
                pool.map(lambda ctx, item: ctx.run(check_page, item, reader), contexts, work)
            )

    return run


def _page(url: str, sha256: str | None, reader: SourceReader) -> PageCheck:
    """The stored version of ``url`` (by ``sha256``) and the page read again now."""
    snapshot: Snapshot | None = None
    stored: SourceRead | None = None
    notes: list[str] = []
    if reader.store is not None and sha256:
        try:
            snapshot = reader.store.snapshot(sha256)
            stored = reader.read_snapshot(sha256)
        except SourceError as error:
            if error.code not in (ErrorCode.SNAPSHOT_NOT_FOUND, ErrorCode.STORE_UNAVAILABLE):
                raise
            snapshot = stored = None
            notes.append(
                f"the stored snapshot {sha256[:12]}… is not in the evidence store: the "
                "citation is re-anchored by its words and context alone"
            )
    elif sha256:
        notes.append("no evidence store: the citation is re-anchored by its words alone")
    try:
        read, not_modified = reader.revalidate(url, snapshot)
    except SourceError as error:
        if error.url is None:
            error.url = url
        return PageCheck(url, sha256, stored, snapshot, error=error, notes=tuple(notes))
    return PageCheck(
        url, sha256, stored, snapshot, now=read, not_modified=not_modified,
        notes=tuple(notes) + read.notes,
    )  # fmt: skip
