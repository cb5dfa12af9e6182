"""The document cache keeps a long text's folds, so the next process does not fold it again
(issue 23: the second check of a quote that is not verbatim)."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest

import citeproof.text
from citeproof.service import _prepared as kept_sources
from citeproof.service import check
from citeproof.sources import DocumentCache, SourceReader
from citeproof.sources import cache as cache_module
from citeproof.text import Folded, fold

NAMES = ("whitespace", "quotes", "dashes")
#: A long text with something for each normalization to change.
LONG = "The \u201ccommittee\u201d  approved\u2014at last\u2014the budget.\n" * 4_000


@pytest.fixture
def folds(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The length of each text :func:`citeproof.text.fold` folds from here on."""
    made: list[int] = []

    def counted(text: str, names: tuple[str, ...]) -> Folded:
        made.append(len(text))
        return fold(text, names)

    monkeypatch.setattr(citeproof.text, "fold", counted)
    return made


def _same(a: Folded, b: Folded) -> bool:
    ends = range(0, len(a.text) + 1, 997)
    return a.text == b.text and all(
        a.map.to_original(j, j + 1) == b.map.to_original(j, j + 1) for j in ends[:-1]
    )


def test_a_long_texts_fold_is_kept_for_the_next_process(tmp_path: Path, folds: list[int]) -> None:
    first = DocumentCache(tmp_path).fold(LONG, NAMES)
    again = DocumentCache(tmp_path)  # a new process: the fold read from disk
    second = again.fold(LONG, NAMES)
    assert folds == [len(LONG)]
    assert (again.fold_hits, again.fold_misses) == (1, 0)
    assert _same(first, second)
    assert _same(second, fold(LONG, NAMES))


def test_another_text_or_other_names_miss(tmp_path: Path, folds: list[int]) -> None:
    cache = DocumentCache(tmp_path)
    cache.fold(LONG, NAMES)
    changed = LONG.replace("budget", "budgets", 1)
    assert cache.fold(changed, NAMES).text == fold(changed, NAMES).text
    assert cache.fold(LONG, ("whitespace",)).text == fold(LONG, ("whitespace",)).text
    assert cache.fold(LONG, ("dashes", "quotes", "whitespace")).text == fold(LONG, NAMES).text
    assert len(folds) == 3  # the last names are the first, in another order: a hit


def test_a_new_reader_misses(
    tmp_path: Path, folds: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    DocumentCache(tmp_path).fold(LONG, NAMES)
    monkeypatch.setattr(cache_module, "reader_fingerprint", lambda folder=None: "a newer reader")
    DocumentCache(tmp_path).fold(LONG, NAMES)
    assert len(folds) == 2


def test_a_short_text_is_folded_and_not_kept(tmp_path: Path, folds: list[int]) -> None:
    short = LONG[: cache_module.FOLDS_KEPT_FROM - 1]
    cache = DocumentCache(tmp_path)
    cache.fold(short, NAMES)
    cache.fold(short, NAMES)
    assert len(folds) == 2
    assert cache.size() == (0, 0)


def _kept_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("??/*.kept"))


@pytest.mark.parametrize("damage", ["cut", "flip", "empty"])
def test_a_damaged_fold_is_removed_and_made_again(
    tmp_path: Path, folds: list[int], damage: str
) -> None:
    DocumentCache(tmp_path).fold(LONG, NAMES)
    (file,) = _kept_files(tmp_path)
    data = bytearray(file.read_bytes())
    if damage == "cut":
        data = data[: len(data) // 2]
    elif damage == "flip":
        data[len(data) // 3] ^= 0x20
    else:
        data = bytearray()
    file.write_bytes(bytes(data))
    again = DocumentCache(tmp_path)
    assert _same(again.fold(LONG, NAMES), fold(LONG, NAMES))
    assert len(folds) == 2
    assert again.fold_misses == 1
    assert [f.read_bytes() for f in _kept_files(tmp_path)] != [bytes(data)]  # made again


def test_kept_folds_count_in_the_bound_and_are_cleared(tmp_path: Path) -> None:
    cache = DocumentCache(tmp_path)
    cache.fold(LONG, NAMES)
    count, size = cache.size()
    assert count == 1
    assert size > len(LONG)
    bounded = DocumentCache(tmp_path, max_bytes=size + size // 2)
    bounded.fold(LONG.upper(), NAMES)  # a second fold beyond the bound: the older goes
    assert bounded.size()[0] == 1
    bounded.clear()
    assert bounded.size() == (0, 0)


def test_an_unwritable_cache_still_folds(tmp_path: Path, folds: list[int]) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    cache = DocumentCache(blocked)
    assert cache.fold(LONG, NAMES).text == fold(LONG, NAMES).text
    assert cache.fold(LONG, NAMES).text == fold(LONG, NAMES).text
    assert len(folds) == 2


def _fresh_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Forget the sources this process prepared, as a new command starts with none."""
    monkeypatch.setattr(kept_sources, "_kept", type(kept_sources._kept)())


def test_a_check_through_the_cache_folds_the_source_once(
    tmp_path: Path, folds: list[int], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The second command checking a quote that is not verbatim folds only the quote."""
    source = tmp_path / "minutes.txt"
    source.write_text(LONG + "The end of the minutes.\n", encoding="utf-8")
    quote = 'The "committee" approved\u2014at last\u2014the budget. The end'  # quote marks
    reports: list[bool] = []
    for _ in range(2):
        _fresh_process(monkeypatch)
        read = SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
        reports.append(check(read, [quote]).results[0].finding.confirmed)
    long_folds = [n for n in folds if n >= cache_module.FOLDS_KEPT_FROM]
    assert reports == [True, True]
    assert long_folds
    assert len(long_folds) == len(set(long_folds))


def test_a_check_without_a_cache_keeps_no_fold(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "minutes.txt"
    source.write_text(LONG, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    _fresh_process(monkeypatch)
    read = SourceReader().read_file(source)
    assert read.cache is None
    check(read, ["the committee approved"])
    assert sorted(os.listdir(tmp_path)) == ["minutes.txt"]


def test_the_cache_folds_as_the_text_package_does() -> None:
    made: Callable[[str, tuple[str, ...]], Folded] = DocumentCache(Path("/nonexistent")).fold
    assert made("a  b", NAMES).text == fold("a  b", NAMES).text


def test_a_near_miss_through_the_cache_indexes_the_source_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The second command checking a misquote reads the word index the first kept, and
    points at the same passage; a damaged index is built again."""
    from citeproof.match import _candidates

    built: list[int] = []
    real_init = _candidates.ShingleIndex.__init__

    def counted(self: _candidates.ShingleIndex, text: str) -> None:
        built.append(len(text))
        real_init(self, text)

    monkeypatch.setattr(_candidates.ShingleIndex, "__init__", counted)
    source = tmp_path / "minutes.txt"
    source.write_text(LONG + "Then the committee rejected the motion.\n", encoding="utf-8")
    quote = "Then the committee accepted the motion."
    nearest = []
    for damage in (False, False, True, False):
        _fresh_process(monkeypatch)
        if damage:
            for file in sorted((tmp_path / "cache").glob("??/*.kept")):
                file.write_bytes(file.read_bytes()[:-1])
        read = SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
        finding = check(read, [quote]).results[0].finding
        assert not finding.confirmed
        nearest.append(finding.nearest)
    assert len(set(nearest)) == 1
    assert nearest[0] is not None
    assert read.document.text[nearest[0].start : nearest[0].end].startswith("Then the committee")
    assert len(built) == 2  # the first command's, and again after the damage


def test_a_kept_file_under_another_key_is_a_miss(tmp_path: Path, folds: list[int]) -> None:
    """Each kept file starts with its key: one copied or synced into another key's place
    (here: the fold of another text of the same length) is removed, never used."""
    cache = DocumentCache(tmp_path)
    other = LONG.replace("approved", "rejected")
    assert len(other) == len(LONG)
    cache.fold(other, NAMES)
    (file,) = _kept_files(tmp_path)
    wanted = cache.derived_key("fold", ",".join(NAMES), LONG)
    target = tmp_path / wanted[:2] / f"{wanted}.kept"
    target.parent.mkdir(exist_ok=True)
    target.write_bytes(file.read_bytes())
    assert cache.kept(wanted) is None
    assert not target.exists()
    assert "rejected" not in cache.fold(LONG, NAMES).text


def test_a_source_prepared_through_one_cache_is_not_handed_to_a_check_through_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process keeps the sources it prepared with the cache their folds go through: a
    later check of the same text read through no cache prepares its own, and keeps
    nothing in the first reader's folder."""
    source = tmp_path / "minutes.txt"
    source.write_text(LONG, encoding="utf-8")
    _fresh_process(monkeypatch)
    cached = SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
    check(cached, ["approved\u2014at last\u2014the budget."])  # verbatim: nothing folded
    assert _kept_files(tmp_path / "cache") == []
    check(SourceReader().read_file(source), ['The "committee" approved'])
    assert _kept_files(tmp_path / "cache") == []
