"""``citeproof recheck``: a batch run's citations of a loopback site re-checked after the
site changed, each status (304 and 404 included), exit 0/1/2, the store only added to."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from citeproof.cli import main

from .conftest import Site

LOOPBACK = ["--allow-network", "127.0.0.1/32"]

MINUTES = "Minutes. The budget was approved on Tuesday by the whole council. End of the minutes.\n"
REPORT = "Report. The primary group recorded 24 samples across three sessions. Thanks to all.\n"
NOTES = "Notes. The survey may be extended if the data allow it. Nothing else was said.\n"
POLICY = "Policy. Visitors must sign in at the front desk before entering. Staff need not.\n"
ESSAY = "Essay. It was the best of times and the wisest of ages, as the opening says.\n"
GONE = "Gone. This page will be deleted before anyone reads it twice, we were told.\n"

#: path -> (text then, the quotation)
PAGES = {
    "/minutes": (MINUTES, "The budget was approved on Tuesday"),
    "/report": (REPORT, "recorded 24 samples across three sessions"),
    "/notes": (NOTES, "The survey may be extended if the data allow it."),
    "/policy": (POLICY, "Visitors must sign in at the front desk"),
    "/essay": (ESSAY, "the best of times and the wisest of ages"),
    "/gone": (GONE, "This page will be deleted before anyone reads it twice"),
    "/removed": (GONE.replace("Gone.", "Removed."), "will be deleted before anyone reads"),
    "/echo": (
        "Echo. We shall never surrender, said he. More follows.\n",
        "We shall never surrender",
    ),
}


def _batch(site: Site, tmp_path: Path, paths: list[str]) -> tuple[Path, Path]:
    """A batch run over ``paths`` as they are now: its output and its store."""
    for path in paths:
        text, _ = PAGES[path]
        if path == "/minutes":
            site.page(path, text, etag='"v1"')
        elif path == "/report":
            site.page(path, text, last_modified="Tue, 01 Dec 2026 10:00:00 GMT")
        else:
            site.page(path, text)
    lines = [json.dumps({"id": p.strip("/"), "quote": PAGES[p][1], "url": site.url(p)})
             for p in paths]  # fmt: skip
    given = tmp_path / "citations.jsonl"
    given.write_text("\n".join(lines) + "\n", "utf-8")
    output, store = tmp_path / "out.jsonl", tmp_path / "evidence.sqlite3"
    args = ["batch", str(given), "-o", str(output), "--store", str(store), "--no-cache"]
    assert main([*args, *LOOPBACK]) == 0
    return output, store


def _recheck(
    output: Path, store: Path, capsys: pytest.CaptureFixture[str], *more: str
) -> tuple[int, Any]:
    capsys.readouterr()
    code = main(["recheck", str(output), "--store", str(store), "--json", "--no-cache",
                 *LOOPBACK, *more])  # fmt: skip
    return code, json.loads(capsys.readouterr().out)


def _fetches(store: Path) -> list[tuple[str, str, int]]:
    with sqlite3.connect(store) as db:
        rows = db.execute("SELECT requested_url, sha256, http_status FROM fetches ORDER BY id")
        return [(str(u), str(s), int(h)) for u, s, h in rows]


def test_every_status_after_the_site_changed(
    site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output, store = _batch(site, tmp_path, list(PAGES))
    before = _fetches(store)
    site.requests.clear()
    # /minutes keeps its ETag and /report its Last-Modified: both answer 304.
    site.page("/notes", "Preface added. " + NOTES)  # moved
    site.page("/policy", POLICY.replace("Staff need not.", "Staff must too."))  # context
    site.page("/essay", ESSAY.replace("best of times", "worst of times"))  # changed
    site.page("/removed", "Removed. Entirely different words stand here now, about cats.\n")
    site.gone("/gone", 410)
    site.page("/echo", "A: We shall never surrender! B: We shall never surrender?\n")
    code, answer = _recheck(output, store, capsys)
    assert code == 1
    statuses = {c["id"]: c["status"] for c in answer["citations"]}
    assert statuses == {
        "minutes": "unchanged", "report": "unchanged", "notes": "moved",
        "policy": "context-changed", "essay": "changed", "gone": "unreachable",
        "removed": "orphaned", "echo": "ambiguous",
    }  # fmt: skip
    by_id = {c["id"]: c for c in answer["citations"]}
    # conditional requests: the stored validators went back, and 304 is the stored bytes
    sent = dict(site.requests)
    assert sent["/minutes"]["if-none-match"] == '"v1"'
    assert sent["/report"]["if-modified-since"] == "Tue, 01 Dec 2026 10:00:00 GMT"
    pages = {p["url"]: p for p in answer["pages"]}
    assert pages[site.url("/minutes")]["not_modified"] is True
    assert pages[site.url("/report")]["not_modified"] is True
    assert answer["summary"]["not_modified"] == 2
    # fail closed: a changed quotation is never found, and says what changed
    essay = by_id["essay"]
    assert (essay["found"], essay["selectors"], essay["drifted"]) == (False, [], True)
    assert essay["diff"] == [{"kind": "changed", "quote": "best", "source": "worst"}]
    assert by_id["notes"]["selectors"][-1]["start"] == len("Preface added. ") + NOTES.index(
        PAGES["/notes"][1]
    )
    assert by_id["notes"]["drifted"] is False
    assert by_id["policy"]["context"][0]["side"] == "suffix"
    gone = by_id["gone"]
    assert gone["error"]["http_status"] == 410
    assert gone["error"]["gone"] is True
    assert answer["summary"]["drifted"] is True
    # the store: every stored fetch kept as it was, the new versions added, nothing else
    after = _fetches(store)
    assert after[: len(before)] == before
    added = {url.rsplit("/", 1)[1] for url, _, _ in after[len(before) :]}
    assert added == {"notes", "policy", "essay", "removed", "echo"}


def test_404_and_a_refused_connection_are_unreachable(
    site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output, store = _batch(site, tmp_path, ["/minutes", "/notes"])
    site.gone("/notes", 404)
    code, answer = _recheck(output, store, capsys)
    assert code == 1
    notes = next(c for c in answer["citations"] if c["id"] == "notes")
    assert notes["status"] == "unreachable"
    assert (notes["error"]["code"], notes["error"]["http_status"]) == ("upstream_error", 404)
    # the whole site down: the connection is refused
    text = output.read_text("utf-8").replace(f":{site.port}/", ":9/")
    moved = tmp_path / "elsewhere.jsonl"
    moved.write_text(text, "utf-8")
    code, answer = _recheck(moved, store, capsys)
    assert code == 1
    assert {c["status"] for c in answer["citations"]} == {"unreachable"}
    assert {c["error"]["code"] for c in answer["citations"]} == {"connection_failed"}


def test_nothing_drifted_exits_0_and_older_than_leaves_fresh_citations(
    site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output, store = _batch(site, tmp_path, ["/minutes", "/notes"])
    site.page("/notes", "Preface added. " + NOTES)
    site.requests.clear()
    code, answer = _recheck(output, store, capsys, "--older-than", "7d")
    assert (code, answer["citations"], answer["summary"]["skipped"]) == (0, [], {"fresh": 2})
    assert site.requests == []
    code, answer = _recheck(output, store, capsys, "--older-than", "0")
    assert code == 0
    assert [c["status"] for c in answer["citations"]] == ["unchanged", "moved"]


def test_text_github_and_warc(
    site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output, store = _batch(site, tmp_path, ["/minutes", "/essay"])
    site.page("/essay", ESSAY.replace("best of times", "worst of times"))
    warc = tmp_path / "both.warc.gz"
    capsys.readouterr()
    args = ["recheck", str(output), "--store", str(store), "--no-cache", *LOOPBACK]
    assert main([*args, "--warc", str(warc)]) == 1
    text = capsys.readouterr().out
    assert "✘ CHANGED" in text
    assert "'best' is now 'worst'" in text
    assert "✔ UNCHANGED" in text
    assert "2 citations on 2 pages (1 not modified)" in text
    from warcio.archiveiterator import ArchiveIterator

    with warc.open("rb") as stream:
        bodies = [
            record.content_stream().read()
            for record in ArchiveIterator(stream)
            if record.rec_type == "response"
        ]
    assert ESSAY.encode() in bodies
    assert ESSAY.replace("best of times", "worst of times").encode() in bodies
    assert main([*args, "--format", "github"]) == 1
    lines = capsys.readouterr().out.splitlines()
    errors = [line for line in lines if line.startswith("::error ")]
    assert len(errors) == 1
    assert "title=citeproof recheck%3A changed" in errors[0]
    assert ",line=4," in errors[0]  # the essay's citation record in the output


def test_bad_input_exits_2(site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    output, store = _batch(site, tmp_path, ["/minutes"])
    not_batch = tmp_path / "notes.jsonl"
    not_batch.write_text('As they said, "the budget was approved".\n', "utf-8")
    other = tmp_path / "other.jsonl"
    other.write_text('{"id": 1, "quote": "a citation, not a record of an output"}\n', "utf-8")
    cases = [
        ([str(not_batch)], "invalid_json"),
        ([str(other)], "invalid_input"),
        ([], "missing_field"),
        ([str(output), "--older-than", "a week"], "invalid_value"),
        ([str(output), "--store", str(tmp_path / "none.sqlite3")], "store_unavailable"),
    ]
    for argv, code in cases:
        capsys.readouterr()
        base = ["recheck", *argv, "--json", *LOOPBACK]
        if "--store" not in argv:
            base += ["--store", str(store)]
        assert main(base) == 2, argv
        assert json.loads(capsys.readouterr().out)["error"]["code"] == code, argv
    assert not (tmp_path / "none.sqlite3").exists()


def test_a_store_written_by_a_newer_citeproof_is_refused(
    site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output, store = _batch(site, tmp_path, ["/minutes"])
    with sqlite3.connect(store) as db:
        db.execute("PRAGMA user_version = 99")
    before = store.read_bytes()
    site.requests.clear()
    code = main(["recheck", str(output), "--store", str(store), "--json", *LOOPBACK])
    assert code == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["code"] == "store_too_new"
    assert site.requests == []
    assert store.read_bytes() == before


def test_a_manuscripts_quotations_of_urls_are_located_in_the_stored_pages(
    site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    output, store = _batch(site, tmp_path, ["/minutes", "/essay"])
    draft = tmp_path / "draft.md"
    minutes, essay, never = site.url("/minutes"), site.url("/essay"), site.url("/never")
    draft.write_text(
        "# Draft\n\n"
        f'The minutes say "The budget was approved on Tuesday" ([minutes]({minutes})).\n\n'
        f'Dickens wrote "It was the best of times and the wisest of ages" ([x]({essay})).\n\n'
        f'Nobody read "a page this store never fetched at all" ([y]({never})).\n\n'
        f'And "words the minutes never held at any time" ([z]({minutes})).\n',
        "utf-8",
    )
    site.page("/essay", ESSAY.replace("best of times", "worst of times"))
    code, answer = _recheck(draft, store, capsys)
    assert code == 1, answer
    assert [(c["line"], c["status"]) for c in answer["citations"]] == [
        (3, "unchanged"), (5, "changed"),
    ]  # fmt: skip
    assert answer["summary"]["skipped"] == {"not_confirmed": 1, "not_in_store": 1}
    # a batch output and a manuscript together
    capsys.readouterr()
    args = ["recheck", str(output), str(draft), "--store", str(store), "--json", *LOOPBACK]
    assert main(args) == 1
    answer = json.loads(capsys.readouterr().out)
    assert [c["status"] for c in answer["citations"]] == ["unchanged", "changed"] * 2


@pytest.mark.slow
def test_dask_local_cluster_gives_the_single_process_report(
    site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    distributed = pytest.importorskip("dask.distributed")
    output, store = _batch(site, tmp_path, ["/minutes", "/notes", "/essay", "/gone"])
    site.page("/notes", "Preface added. " + NOTES)
    site.page("/essay", ESSAY.replace("best of times", "worst of times"))
    site.gone("/gone", 404)
    code, single = _recheck(output, store, capsys)
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=True, host="127.0.0.1",
        dashboard_address=None, silence_logs=40,
    ) as cluster:  # fmt: skip
        more = ["--engine", "dask", "--scheduler", cluster.scheduler_address]
        code_dask, on_dask = _recheck(output, store, capsys, *more)
    assert (code, code_dask) == (1, 1)

    def timeless(answer: Any) -> Any:
        for page in answer["pages"]:
            if page["now"] is not None:
                page["now"]["retrieved_at"] = None
        return answer

    assert timeless(on_dask) == timeless(single)
    statuses = [c["status"] for c in on_dask["citations"]]
    assert statuses == ["unchanged", "moved", "changed", "unreachable"]


def test_dask_without_a_scheduler_to_reach_is_engine_unavailable(
    site: Site, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    dask = pytest.importorskip("dask")
    pytest.importorskip("dask.distributed")
    output, store = _batch(site, tmp_path, ["/minutes"])
    with dask.config.set({"distributed.comm.timeouts.connect": "2s"}):  # not the default 30
        code, answer = _recheck(output, store, capsys, "--engine", "dask", "--scheduler",
                                "tcp://127.0.0.1:9")  # fmt: skip
    assert code == 2
    assert answer["error"]["code"] == "engine_unavailable"
