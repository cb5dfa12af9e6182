"""``citeproof anchor``: JSON in, JSON out, exit 0/1/2."""

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

EXAMPLES = json.loads((Path(__file__).parents[1] / "data/seed000_examples.json").read_text("utf-8"))


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "citeproof", *args],
        input=stdin, capture_output=True, text=True, check=False,
    )  # fmt: skip


def test_valid_exits_zero_and_prints_the_seed_output(tmp_path: Path) -> None:
    path = tmp_path / "payload.json"
    path.write_text(json.dumps(EXAMPLES[0]["input"]), "utf-8")
    done = run("anchor", str(path))
    assert done.returncode == 0
    assert json.loads(done.stdout) == EXAMPLES[0]["output"]


def test_invalid_verdict_exits_one_from_stdin() -> None:
    done = run("anchor", stdin=json.dumps(EXAMPLES[1]["input"]))
    assert done.returncode == 1
    assert json.loads(done.stdout)["reason"] == "ambiguous_anchor"


def test_invalid_input_exits_two_with_a_typed_error() -> None:
    for stdin, code in [("{", "invalid_json"), ('{"sources": []}', "missing_field")]:
        done = run("anchor", stdin=stdin)
        assert done.returncode == 2
        error: dict[str, Any] = json.loads(done.stdout)["error"]
        assert error["code"] == code
        assert set(error) >= {"code", "message", "path"}
        assert len(done.stderr.strip().splitlines()) == 1
        assert "Traceback" not in done.stderr


def test_missing_file_is_an_input_error(tmp_path: Path) -> None:
    done = run("anchor", str(tmp_path / "absent.json"))
    assert done.returncode == 2
    assert json.loads(done.stdout)["error"]["code"] == "unreadable_input"
