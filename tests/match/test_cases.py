"""Locate cases as data (see tests/data/cases/README.md), and the replay of every match."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from citeproof.match import Verdict, locate
from citeproof.text import equal_under

CASES = Path(__file__).parents[1] / "data" / "cases"
#: The languages the real-text cases must cover, each with genuine and altered quotes.
LANGUAGES = ("zh", "ja", "ko", "th", "ar", "he", "hi", "ru", "de", "fr", "es", "pt", "vi",
             "tr", "el", "pl")  # fmt: skip


def load(name: str) -> list[dict[str, Any]]:
    cases: list[dict[str, Any]] = json.loads((CASES / name).read_text("utf-8"))
    return cases


def load_languages() -> list[dict[str, Any]]:
    """languages.json's cases, each with its source's text and origin filled in."""
    data = json.loads((CASES / "languages.json").read_text("utf-8"))
    sources = data["sources"]
    return [
        {**case, "source": sources[case["source"]]["text"],
         "origin": sources[case["source"]]["origin"], "source_name": case["source"]}
        for case in data["cases"]
    ]  # fmt: skip


IN_LANGUAGES = load_languages()


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


@pytest.mark.parametrize("case", IN_LANGUAGES, ids=lambda c: c["label"])
def test_real_texts_in_every_script(case: dict[str, Any]) -> None:
    """Genuine quotations from real texts verify as expected; a one-character or one-word
    alteration (a digit, a negation, a letter of a name) is never confirmed."""
    check(case)
    if not Verdict(case["verdict"]).confirmed:
        assert not locate(case["source"], [case["quote"]])[0].confirmed


def test_real_texts_cover_the_languages() -> None:
    """Each language has genuine and altered quotes, and every source names where its text
    came from (package, version, file)."""
    for language in LANGUAGES:
        verdicts = [Verdict(c["verdict"]) for c in IN_LANGUAGES if c["language"] == language]
        assert any(v.confirmed for v in verdicts), language
        assert any(not v.confirmed for v in verdicts), language
    for case in IN_LANGUAGES:
        assert set(case["origin"]) == {"package", "version", "file"}, case["label"]


@pytest.mark.parametrize(
    "case",
    load("genuine.json") + [c for c in IN_LANGUAGES if Verdict(c["verdict"]).confirmed],
    ids=lambda c: c["label"],
)
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


def test_long_s_t_ligature_is_the_long_s_and_t_it_is_made_of() -> None:
    # fontbook's specimens of free fonts: the page shows "teﬅe"; citeproof reads the glyph
    # as its letters, "teſte", and a quote of it with the ligature or with the long s is
    # that text; a quote with a round s stays a case difference, as it is for a long s alone.
    source = "Danſ l'aﬄiction éphémère qui m'accable, je teſte la police qui eſt utiliſée ſur"
    for quote in ("je te\ufb05e la police qui e\ufb05 utiliſée", "je teſte la police qui eſt"):
        assert locate(source, [quote])[0].confirmed, quote
    assert not locate(source, ["je teste la police qui est"])[0].confirmed
    ligature = source.replace("ſt", "\ufb05")
    assert locate(ligature, ["je teſte la police qui eſt utiliſée"])[0].confirmed
