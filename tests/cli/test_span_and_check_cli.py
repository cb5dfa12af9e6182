"""``citeproof span`` and ``citeproof check``: verdicts, JSON, exit statuses."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[2]
EXAMPLE = (ROOT / "tests/data/seed003_example_request.json").read_text("utf-8")


def _error_code(done: subprocess.CompletedProcess[str]) -> str:
    """The code of the error a text-mode command printed on standard error."""
    line = done.stderr.strip().splitlines()[-1]
    assert line.startswith("citeproof: "), done.stderr
    return line.removeprefix("citeproof: ").split(":")[0].split(" ")[0]


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "citeproof", *args],
        input=stdin, capture_output=True, text=True, check=False, cwd=ROOT,
    )  # fmt: skip


def test_span_prints_data_and_exits_one_on_fail() -> None:
    done = run("span", stdin=EXAMPLE)
    assert done.returncode == 1
    data = json.loads(done.stdout)
    assert data["status"] == "fail"
    assert data["results"][0]["classification"] == "normalized"


def test_span_exits_zero_on_pass_and_two_on_bad_input() -> None:
    ok = json.dumps({"source": "the quick brown fox", "quotes": [{"text": "quick brown fox"}]})
    assert run("span", stdin=ok).returncode == 0
    bad = run("span", stdin=json.dumps({"source": "x"}))
    assert bad.returncode == 2
    assert _error_code(bad) == "missing_field"


def test_check_the_bundled_example() -> None:
    quotes = sorted((ROOT / "examples/quotes").glob("*.txt"))
    args = [a for q in quotes for a in ("--quote-file", str(q))]
    done = run("check", "examples/report.txt", *args, "--color", "never")
    assert done.returncode == 1
    assert "✔ NORMALIZED" in done.stdout
    assert "the quote says '25' where the source says '24'" in done.stdout
    assert "the quote leaves out 'not'" in done.stdout
    assert "2 of 4 quotes confirmed" in done.stdout


def test_check_json_and_exit_zero() -> None:
    done = run("check", "examples/report.txt", "Researchers may extend the survey", "--json")
    assert done.returncode == 0
    out = json.loads(done.stdout)
    assert out["source"]["representation"] == "literal_text"
    assert out["results"][0]["classification"] == "verbatim"
    assert out["results"][0]["spans"][0]["lines"] == {"start": 5, "end": 5}


def test_check_unreadable_source_exits_two(tmp_path: Path) -> None:
    done = run("check", str(tmp_path / "missing.txt"), "some quote here")
    assert done.returncode == 2
    assert _error_code(done) == "unreadable_file"


def test_check_needs_a_quote() -> None:
    done = run("check", "examples/report.txt")
    assert done.returncode == 2
