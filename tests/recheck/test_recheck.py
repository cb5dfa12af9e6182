"""The library under ``citeproof recheck``: the status vocabulary, durations, a DNS
failure, and a citation whose stored snapshot is no longer in the store."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import pytest

from citeproof.errors import InputError
from citeproof.match import PositionSelector, QuoteSelector, ReanchorStatus
from citeproof.recheck import RecheckStatus, StoredCitation, parse_age, recheck
from citeproof.sources import EvidenceStore, FetchConfig, SourceReader

from .conftest import Site


def test_one_vocabulary_with_unreachable_beside_reanchors() -> None:
    assert {s.value for s in ReanchorStatus} | {"unreachable"} == {s.value for s in RecheckStatus}
    assert all(RecheckStatus.of(s).value == s.value for s in ReanchorStatus)
    drifted = {s.value for s in RecheckStatus if s.drifted}
    assert drifted == {"changed", "ambiguous", "orphaned", "unreachable"}


@pytest.mark.parametrize(
    ("text", "seconds"),
    [("7d", 7 * 86400), ("12h", 43200), ("30m", 1800), ("90s", 90), ("2w", 14 * 86400),
     ("45", 45), (" 1D ", 86400)],
)  # fmt: skip
def test_ages(text: str, seconds: float) -> None:
    assert parse_age(text) == seconds


@pytest.mark.parametrize("text", ["", "a week", "7 days", "-1d", "1.5h", "7y"])
def test_bad_ages_are_typed_errors(text: str) -> None:
    with pytest.raises(InputError) as raised:
        parse_age(text)
    assert raised.value.code == "invalid_value"


def _citation(url: str, sha256: str | None = None) -> StoredCitation:
    quote = QuoteSelector("approved the budget", "The council ", " on Tuesday.")
    return StoredCitation("out.jsonl", 2, "c1", url, sha256, "2026-01-01T00:00:00.000Z",
                          quote, PositionSelector(12, 31))  # fmt: skip


def test_a_host_that_no_longer_resolves_is_unreachable(tmp_path: Path) -> None:
    def resolver(host: str, port: int) -> Sequence[str]:
        raise OSError("Name or service not known")

    store = EvidenceStore(tmp_path / "s.sqlite3")
    reader = SourceReader(fetch=FetchConfig(resolver=resolver), store=store)
    report = recheck([_citation("https://gone.example/page")], reader)
    (only,) = report.citations
    assert only.status is RecheckStatus.UNREACHABLE
    assert only.to_dict()["error"]["code"] == "dns_error"
    assert report.drifted


def test_without_the_stored_snapshot_the_words_and_context_still_decide(
    site: Site, tmp_path: Path
) -> None:
    site.page("/p", "The council approved the budget on Tuesday.\n")
    store = EvidenceStore(tmp_path / "s.sqlite3")
    reader = SourceReader(fetch=FetchConfig(allow_private=True), store=store)
    report = recheck([_citation(site.url("/p"), "0" * 64)], reader)
    (only,) = report.citations
    assert only.status is RecheckStatus.UNCHANGED
    assert "not in the evidence store" in only.page.notes[0]
    assert report.to_dict()["pages"][0]["stored"]["in_store"] is False


def test_a_304_to_a_request_that_was_not_conditional_is_an_upstream_error(site: Site) -> None:
    from citeproof.errors import SourceError
    from citeproof.sources import Fetcher

    site.pages["/odd"] = (304, {}, b"")
    with Fetcher(FetchConfig(allow_private=True)) as fetcher, pytest.raises(SourceError) as raised:
        fetcher.fetch(site.url("/odd"))
    assert (raised.value.code, raised.value.http_status) == ("upstream_error", 304)


def test_validators_with_a_line_break_are_not_sent(site: Site) -> None:
    from citeproof.sources import Fetcher

    site.page("/p", "text")
    with Fetcher(FetchConfig(allow_private=True)) as fetcher:
        fetched = fetcher.fetch(site.url("/p"), validators={"etag": '"a"\r\nX-Evil: 1'})
    assert fetched.status == 200
    _, headers = site.requests[-1]
    assert "if-none-match" not in headers
    assert "x-evil" not in headers


def test_the_store_keeps_validators_and_stamps_an_old_store_current(
    site: Site, tmp_path: Path
) -> None:
    import sqlite3

    from citeproof.sources import STORE_VERSION

    where = tmp_path / "old.sqlite3"
    EvidenceStore(where).close()
    with sqlite3.connect(where) as db:
        db.execute("PRAGMA user_version = 0")  # as a store of the previous release
    store = EvidenceStore(where)
    with sqlite3.connect(where) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == STORE_VERSION
    site.page("/p", "The council approved the budget on Tuesday.\n", etag='"e1"')
    reader = SourceReader(fetch=FetchConfig(allow_private=True), store=store)
    read = reader.read_url(site.url("/p"))
    assert read.data is not None
    snapshot = store.latest(site.url("/p"), 0.0)
    assert snapshot is not None
    assert snapshot.validators == {"etag": '"e1"'}
    again, not_modified = reader.revalidate(site.url("/p"), snapshot)
    assert not_modified
    assert again.from_store
    assert again.document.text == read.document.text
