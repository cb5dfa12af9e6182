"""Issue 23: the cycle collector is off while a PDF is read and as it was after, whatever
the reading did (an error included)."""

from __future__ import annotations

import gc

import pytest

from citeproof.errors import SourceError
from citeproof.sources.pdf import _extract
from citeproof.sources.pdf._extract import _cycles_paused, _extract_here


def test_the_collector_is_off_inside_and_on_again_after() -> None:
    assert gc.isenabled()
    with _cycles_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(ValueError, match="mid-reading"), _cycles_paused():
        raise ValueError("mid-reading")
    assert gc.isenabled()


def test_a_collector_that_was_off_stays_off() -> None:
    gc.disable()
    try:
        with _cycles_paused():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_a_reading_runs_with_the_collector_off_and_leaves_it_on(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    seen: list[bool] = []

    def read_pages(*args: object, **kwargs: object) -> object:
        seen.append(gc.isenabled())
        raise SourceError("no pages", code=_extract.ErrorCode.EXTRACTION_FAILED)

    monkeypatch.setattr(_extract, "_read_pages", read_pages)
    with pytest.raises(SourceError):
        _extract_here(b"%PDF-1.4", "x.pdf", 10)
    assert seen == [False]
    assert gc.isenabled()
