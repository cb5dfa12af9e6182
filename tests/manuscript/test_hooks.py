"""The pre-commit hook and the GitHub Actions example run the manuscript command."""

from __future__ import annotations

import shlex
from pathlib import Path

import yaml

from citeproof.cli._main import build_parser

ROOT = Path(__file__).parents[2]


def test_pre_commit_hook_runs_the_manuscript_command() -> None:
    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text())
    assert hook["id"] == "citeproof-manuscript"
    assert hook["language"] == "python"
    assert set(hook["types_or"]) == {"markdown", "tex"}
    # pre-commit appends the staged files after the hook's entry and the user's args.
    argv = [*shlex.split(hook["entry"])[1:], "--bibliography", "refs.bib", "a.md", "b.tex"]
    args = build_parser().parse_args(argv)
    assert (args.drafts, args.bibliography) == (["a.md", "b.tex"], ["refs.bib"])


def test_github_action_example_annotates_and_keeps_the_report() -> None:
    workflow = yaml.safe_load((ROOT / "docs" / "github-action.yml").read_text())
    steps = workflow["jobs"]["citeproof"]["steps"]
    (command,) = [s["run"] for s in steps if "citeproof manuscript" in s.get("run", "")]
    args = build_parser().parse_args(shlex.split(command)[1:])
    assert args.format == "github"
    assert args.report == "citeproof-report.html"
    assert any(s.get("with", {}).get("path") == "citeproof-report.html" for s in steps)
