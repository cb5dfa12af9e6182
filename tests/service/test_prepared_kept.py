"""A source prepared for one check is kept for the next check of the same text
(``service._prepared``): a server checking quotes one request at a time folds a source
once, and a different text, or the same text read with other stepovers, is never
matched against another's preparation."""

from __future__ import annotations

import pytest

from citeproof.match import Verdict
from citeproof.service import _prepared as kept_module
from citeproof.service import check
from citeproof.sources import Representation, SourceDocument, SourceRead
from citeproof.text import Stepover

TEXT = (
    "The Source Code is copyrighted but freely distributed (i.e., you don't have to pay "
    "for it). It was originally written by Thomas Williams and Colin Kelley. "
) * 20


def _read(text: str, stepovers: tuple[Stepover, ...] = (), furniture: str = "") -> SourceRead:
    document = SourceDocument(
        furniture=furniture,
        text=text,
        representation=Representation.LITERAL_TEXT,
        source_bytes=len(text),
        sha256="0" * 64,
        content_type="text/plain",
        title="t",
        stepovers=stepovers,
    )
    return SourceRead(document=document, origin="file")


@pytest.fixture
def folds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts folded from now on (the preparation's costly step), and an empty memo."""
    monkeypatch.setattr(kept_module, "_kept", type(kept_module._kept)())
    monkeypatch.setattr(kept_module, "_kept_furniture", type(kept_module._kept)())
    seen: list[str] = []
    real = kept_module.fold  # how the service folds a text read through no cache

    def counting(text: str, names: object) -> object:
        seen.append(text)
        return real(text, names)  # type: ignore[arg-type]

    monkeypatch.setattr(kept_module, "fold", counting)
    return seen


def test_a_second_check_of_the_same_text_folds_nothing_again(folds: list[str]) -> None:
    quote = "the source code is copyrighted"  # case differs: folded tiers run
    first = check(_read(TEXT), [quote])
    made = len(folds)
    assert made > 0
    second = check(_read(TEXT), [quote])  # another document object, the same text
    assert len(folds) == made
    assert first.findings[0].verdict is second.findings[0].verdict is Verdict.CASE_DIFFERS
    assert first.findings[0].spans == second.findings[0].spans


def test_another_text_or_other_stepovers_are_prepared_afresh(folds: list[str]) -> None:
    quote = "the source code is copyrighted"
    check(_read(TEXT), [quote])
    made = len(folds)
    changed = TEXT.replace("Thomas", "Tomas")
    report = check(_read(changed), [quote])
    assert len(folds) > made
    assert report.findings[0].verdict is Verdict.CASE_DIFFERS
    made = len(folds)
    stepped = check(_read(TEXT, (Stepover("footnote_marker", 10, 11, "1"),)), [quote])
    assert len(folds) > made
    assert stepped.findings[0].verdict is Verdict.CASE_DIFFERS


def test_at_most_kept_sources_stay(folds: list[str]) -> None:
    for n in range(kept_module.KEPT + 3):
        check(_read(TEXT + f" Edition {n}."), ["the source code is copyrighted"])
    assert len(kept_module._kept) == kept_module.KEPT


def test_two_pages_with_furniture_checked_in_turn_are_each_prepared_once(
    folds: list[str],
) -> None:
    """A page's furniture is kept apart from the texts: sharing their slots, one page and
    its furniture filled them, and two pages checked in turn were prepared at every call."""
    pages = [
        _read(TEXT + f" Edition {n}.", furniture=f"Home | Contents | Page {n} of the manual")
        for n in range(kept_module.KEPT)
    ]
    quote = "the source code is copyrighted"
    for page in pages:
        check(page, [quote])
    made = len(folds)
    for _ in range(3):
        for page in pages:
            assert check(page, [quote]).findings[0].verdict is Verdict.CASE_DIFFERS
    assert len(folds) == made
