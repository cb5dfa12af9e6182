"""The ``furniture`` verdict: a quote found only in a source's furniture is named as such
(not confirmed), on the library, the CLI, MCP and seed 003 (which keeps ``not-present``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import citeproof
from citeproof.contracts._mcp import compact_finding
from citeproof.match import Verdict
from citeproof.service import SourceSpec, check, read
from citeproof.sources import SourceReader
from citeproof.text import FurnitureKind

MAIL = (
    b"From: a@example.org\nTo: b@example.org\nSubject: re: the plan\n\n"
    b"I agree with the schedule we set last week.\n\n"
    b"> The committee will meet again on the third Tuesday of May.\n"
)


def _report(tmp_path: Path, quotes: list[str]) -> citeproof.Report:
    path = tmp_path / "reply.eml"
    path.write_bytes(MAIL)
    return check(read(SourceSpec.path(str(path)), SourceReader()), quotes)


def test_a_quoted_reply_is_furniture_not_absent(tmp_path: Path) -> None:
    quote = "The committee will meet again on the third Tuesday of May."
    finding = _report(tmp_path, [quote]).results[0].finding
    assert finding.verdict is Verdict.FURNITURE
    assert not finding.confirmed
    assert finding.furniture_kind is FurnitureKind.QUOTED_REPLY
    assert "third Tuesday of May" in finding.matched_text
    assert finding.to_dict()["furniture"]["kind"] == "quoted-reply"
    assert Verdict.FURNITURE.label == "ONLY IN THE FURNITURE"
    compact = compact_finding(finding)
    assert compact["verdict"] == "furniture"
    assert compact["where"] == "only in the quoted reply"


def test_an_altered_quote_is_never_furniture(tmp_path: Path) -> None:
    quote = "The committee will meet again on the fourth Tuesday of May."
    finding = _report(tmp_path, [quote]).results[0].finding
    assert finding.verdict is not Verdict.FURNITURE
    assert finding.furniture_kind is None


def test_own_words_stay_confirmed(tmp_path: Path) -> None:
    finding = _report(tmp_path, ["I agree with the schedule we set last week."]).results[0]
    assert finding.finding.verdict is Verdict.VERBATIM


def test_the_cli_shows_it_and_exits_as_unconfirmed(tmp_path: Path) -> None:
    path = tmp_path / "reply.eml"
    path.write_bytes(MAIL)
    quote = "The committee will meet again on the third Tuesday of May."
    run = subprocess.run(
        [sys.executable, "-m", "citeproof", "check", str(path), quote],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert run.returncode == 1, run.stderr
    assert "ONLY IN THE FURNITURE" in run.stdout
    assert "quoted reply" in run.stdout
    run = subprocess.run(
        [sys.executable, "-m", "citeproof", "check", str(path), quote, "--json"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert run.returncode == 1
    assert '"furniture"' in run.stdout


def test_seed_003_keeps_not_present() -> None:
    from citeproof.contracts._citation_span import _classification

    assert _classification(Verdict.FURNITURE) == "not-present"


def test_batch_and_manuscript_name_it_too(tmp_path: Path) -> None:
    """Batch records carry the furniture finding; the manuscript linter says where the
    words are (the quoted reply) and shows them, and exits as for any unconfirmed one."""
    import json

    (tmp_path / "reply.eml").write_bytes(MAIL)
    quote = "The committee will meet again on the third Tuesday of May."
    (tmp_path / "in.jsonl").write_text(json.dumps({"id": "1", "path": "reply.eml", "quote": quote}))
    run = subprocess.run(
        [sys.executable, "-m", "citeproof", "batch", "in.jsonl", "-o", "out.jsonl", "--no-store"],
        capture_output=True, text=True, check=False, cwd=tmp_path,
    )  # fmt: skip
    assert run.returncode == 1, run.stderr
    records = [json.loads(line) for line in (tmp_path / "out.jsonl").read_text().splitlines()]
    (finding,) = [r["finding"] for r in records if r["type"] == "citation"]
    assert finding["classification"] == "furniture"
    assert finding["furniture"] == {"kind": "quoted-reply", "text": quote}
    (tmp_path / "draft.md").write_text(f'As they wrote, "{quote}" [@k]\n')
    (tmp_path / "refs.bib").write_text("@misc{k, title={x}, file={reply.eml}}\n")
    run = subprocess.run(
        [sys.executable, "-m", "citeproof", "manuscript", "draft.md", "-b", "refs.bib",
         "--no-store"],
        capture_output=True, text=True, check=False, cwd=tmp_path,
    )  # fmt: skip
    assert run.returncode == 1, run.stderr
    assert "only in the quoted reply of reply.eml" in run.stdout
    assert "third Tuesday of May" in run.stdout
