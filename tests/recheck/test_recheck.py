"""The library under ``citeproof recheck``: the status vocabulary, durations, a DNS
failure, and a citation whose stored snapshot is no longer in the store."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Sequence
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from citeproof.errors import CiteproofError, InputError
from citeproof.match import PositionSelector, QuoteSelector, ReanchorStatus
from citeproof.recheck import (
    RecheckStatus,
    SetAside,
    StoredCitation,
    citations_from_batch_output,
    parse_age,
    recheck,
)
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


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner,
                                                                 max_size=3),
    max_leaves=8,
)  # fmt: skip
_FIELDS = {
    "type": st.sampled_from(["source", "citation", "error", "summary"]) | _JSON,
    "source": st.sampled_from(["url:a", "url:b"]) | _JSON,
    "evidence": st.fixed_dictionaries(
        {},
        optional={
            "requested_url": st.sampled_from(["https://example.org/a", "file:///x"]) | _JSON,
            "status": st.sampled_from(["readable", "failed"]) | _JSON,
            "source_sha256": st.just("a" * 64) | _JSON,
            "retrieved_at": st.just("2026-01-01T00:00:00.000Z") | _JSON,
        },
    ) | _JSON,
    "finding": st.fixed_dictionaries(
        {},
        optional={
            "confirmed": st.booleans() | _JSON,
            "spans": st.lists(
                st.fixed_dictionaries({}, optional={
                    "text": st.text(max_size=6) | _JSON, "before": _JSON, "after": _JSON,
                    "codePoint": st.fixed_dictionaries({"start": _JSON, "end": _JSON}) | _JSON,
                    "selectors": st.lists(_JSON, max_size=2) | _JSON,
                }) | _JSON,
                max_size=2,
            ) | _JSON,
        },
    ) | _JSON,
    "id": _JSON,
}  # fmt: skip
_RECORD = st.fixed_dictionaries({}, optional=_FIELDS) | _JSON
_SOURCE = {
    "type": "source",
    "source": "url:a",
    "evidence": {
        "requested_url": "https://example.org/a",
        "status": "readable",
        "source_sha256": "a" * 64,
        "retrieved_at": "2026-01-01T00:00:00.000Z",
    },
}
_CITED = {
    "type": "citation",
    "source": "url:a",
    "id": 1,
    "finding": {
        "confirmed": True,
        "spans": [
            {
                "text": "words",
                "before": "the ",
                "after": " here",
                "codePoint": {"start": 4, "end": 9},
            }
        ],
    },
}


def _altered(record: dict[str, object]) -> st.SearchStrategy[dict[str, object]]:
    """``record`` with one of its fields (or one field of a field) given any value."""
    keys = sorted(record)
    return st.sampled_from(keys).flatmap(
        lambda key: _JSON.map(lambda value: {**record, key: value})
    )


_LINE = (
    st.sampled_from([_SOURCE, _CITED]) | _altered(_SOURCE) | _altered(_CITED)
    | _altered(_CITED).map(lambda r: {**r, "type": "citation"}) | _RECORD
).map(json.dumps) | st.text(max_size=20)  # fmt: skip
#: A whole file: any lines, or a source and citations of it each altered in one field.
_OUTPUT = st.lists(_LINE, max_size=6) | st.lists(
    st.just(_CITED) | _altered(_CITED).map(lambda r: {**r, "type": "citation"}),
    min_size=1, max_size=3,
).map(lambda cited: [json.dumps(r) for r in [_SOURCE, *cited]])  # fmt: skip


@settings(max_examples=300, derandomize=True, database=None, deadline=None)
@given(lines=_OUTPUT)
def test_any_output_file_is_read_or_refused_with_a_typed_error(lines: list[str]) -> None:
    """Whatever a file holds, reading it gives citations or one typed error, never an
    untyped exception (a line of JSON of any shape, or not JSON at all)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "out.jsonl"
        path.write_text("\n".join(lines), "utf-8", errors="surrogatepass")
        try:
            found, skipped = citations_from_batch_output([str(path)])
        except CiteproofError:
            return
    for citation in found:
        assert citation.quote.exact
        assert citation.url == "https://example.org/a"
    assert all(isinstance(reason, SetAside) for reason in skipped)


def test_a_line_nested_too_deep_is_too_deep(tmp_path: Path) -> None:
    path = tmp_path / "out.jsonl"
    path.write_text("[" * 100_000 + "]" * 100_000 + "\n", "utf-8")
    with pytest.raises(CiteproofError) as raised:
        citations_from_batch_output([str(path)])
    assert raised.value.code == "too_deep"
