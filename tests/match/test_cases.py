"""Locate cases as data (see tests/data/cases/README.md), and the replay of every match."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from citeproof.match import locate
from citeproof.text import equal_under

CASES = Path(__file__).parents[1] / "data" / "cases"


def load(name: str) -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads((CASES / name).read_text("utf-8"))
    return cases


def check(case: dict[str, Any]) -> None:
    finding = locate(case["source"], [case["quote"]])[0]
    assert finding.verdict.value == case["verdict"], (case["label"], finding)
    if "normalizations" in case:
        assert list(finding.normalizations) == case["normalizations"], case["label"]


@pytest.mark.parametrize("case", load("genuine.json"), ids=lambda c: c["label"])
def test_genuine_quotations_verify(case: dict[str, Any]) -> None:
    check(case)


@pytest.mark.parametrize("case", load("altered.json"), ids=lambda c: c["label"])
def test_altered_quotations_never_verify(case: dict[str, Any]) -> None:
    check(case)
    assert not locate(case["source"], [case["quote"]])[0].confirmed


@pytest.mark.parametrize("case", load("known-failures.json"), ids=lambda c: c["label"])
@pytest.mark.xfail(strict=True, reason="known failure: see the case's comment")
def test_known_failures(case: dict[str, Any]) -> None:
    check(case)


@pytest.mark.parametrize("case", load("genuine.json"), ids=lambda c: c["label"])
def test_named_normalizations_replay(case: dict[str, Any]) -> None:
    """Folding the source's words and the quote with exactly the named normalizations
    makes them equal: the explanation is data that replays."""
    finding = locate(case["source"], [case["quote"]])[0]
    if finding.verdict.value != "normalized":
        return
    words, quote = finding.spans[0].text, case["quote"]
    names = finding.normalizations
    assert equal_under(words, quote, names)
    for name in names:  # and each one was needed
        assert not equal_under(words, quote, [n for n in names if n != name])
