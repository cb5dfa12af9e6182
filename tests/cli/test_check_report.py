"""``citeproof check SOURCE QUOTES --report OUT.html``: the evidence report from the CLI."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]
PDF = ROOT / "src/citeproof/conformance/fixtures/layout-v1.pdf"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "citeproof", *args],
        capture_output=True, text=True, check=False, cwd=ROOT,
    )  # fmt: skip


def test_one_item_per_quote_with_its_verdict(tmp_path: Path) -> None:
    out = tmp_path / "report.html"
    done = run(
        "check", str(PDF), "Treatment 42 7.5", "The left column reports 25 samples.",
        "<script>alert(1)</script> not in it", "--report", str(out), "--color", "never",
    )  # fmt: skip
    assert done.returncode == 1, done.stderr
    assert f"report: {out}" in done.stdout
    page = out.read_text("utf-8")
    assert page.startswith("<!doctype html>")
    assert "<title>citeproof evidence: layout-v1.pdf</title>" in page
    statuses = re.findall(r'<article id="q(\d)" [^>]*data-status="([a-z_]+)"', page)
    assert statuses == [("1", "confirmed"), ("2", "paraphrase"), ("3", "not_present")]
    assert '✔</span> <span class="label">VERBATIM</span>' in page
    assert '✘</span> <span class="label">PARAPHRASE</span>' in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "<script>" not in page
    assert len(re.findall(r'<img src="data:image/png;base64,', page)) == 2  # 2 PDF regions
    assert "3 quotations: 1 confirmed; 2 not: 1 paraphrase, 1 not present." in page


def test_with_json_the_report_line_goes_to_stderr(tmp_path: Path) -> None:
    out = tmp_path / "r.html"
    done = run("check", "examples/report.txt", "Researchers may extend the survey",
               "--json", "--report", str(out))  # fmt: skip
    assert done.returncode == 0
    assert f"report: {out}" in done.stderr
    assert 'data-status="confirmed"' in out.read_text("utf-8")


def test_an_unwritable_report_is_an_input_error(tmp_path: Path) -> None:
    done = run("check", "examples/report.txt", "Researchers may extend the survey",
               "--report", str(tmp_path / "missing" / "r.html"))  # fmt: skip
    assert done.returncode == 2
    assert "unwritable_output" in done.stderr
