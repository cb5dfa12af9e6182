"""Bounded work in every format (issue 22): each attack is a typed error or a result,
within a watchdog and 2 GiB of address space, never a hang, a swap storm or a traceback.

Each hostile file is built here (a few MB on disk at most: see :mod:`.hostile`) and read
by ``citeproof extract --json`` in a subprocess whose address space is capped at 2 GiB
(past it, Python raises ``MemoryError``: a traceback, so the test fails) and which is
killed past :data:`WATCHDOG` seconds (generous: the machine is shared; the readers stop
well within 10 s). The limits themselves are :mod:`citeproof.sources._budget`'s and the
web archives' :data:`~citeproof.sources.formats.archives._warc.MAX_ARCHIVE`.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import citeproof
from citeproof.errors import SourceError
from citeproof.sources import _budget, extract
from citeproof.sources.formats.office._rtf import read_rtf

from . import hostile

WATCHDOG = 60
MEMORY = 2 << 30
_SRC = str(Path(citeproof.__file__).resolve().parents[1])


def _cap_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def extracted(path: Path, *args: str) -> tuple[int, dict[str, Any]]:
    """``citeproof extract --json path`` under the watchdog and the memory cap: its exit
    status and its JSON (an error's ``{"error": ...}`` or the document)."""
    env = {**os.environ, "PYTHONPATH": _SRC, "CITEPROOF_STORE": os.devnull}
    try:
        done = subprocess.run(
            [sys.executable, "-m", "citeproof", "extract", "--no-store", "--json", *args,
             str(path)],
            capture_output=True, timeout=WATCHDOG, env=env, preexec_fn=_cap_memory, check=False,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        pytest.fail(f"{path.name}: still reading after {WATCHDOG} s")
    assert b"Traceback" not in done.stderr, done.stderr.decode(errors="replace")[-2000:]
    return done.returncode, json.loads(done.stdout)


def refused(path: Path, limit: str) -> dict[str, Any]:
    status, answer = extracted(path)
    assert status == 2, answer
    error = answer["error"]
    assert error["code"] == "too_large", error
    assert limit in error["message"], error
    return dict(error)


SHAPES: dict[str, tuple[str, Callable[[], bytes], str]] = {
    # memory: parts that inflate to hundreds of MiB of markup, under both ZIP caps
    "docx-4M-paragraphs": ("a.docx", lambda: hostile.docx_paragraphs(4_000_000, pad=2_500_000),
                           "MAX_ELEMENTS"),
    "xlsx-6M-shared-strings": ("a.xlsx",
                               lambda: hostile.xlsx_shared_strings(6_000_000, pad=2_000_000),
                               "MAX_ELEMENTS"),
    # hangs
    "xlsx-100KB-string-in-300000-cells": (
        "a.xlsx", lambda: hostile.xlsx_one_string_everywhere(100_000, 300_000), "MAX_CHARACTERS"),
    "odt-spaces-in-20000-paragraphs": ("a.odt", lambda: hostile.odt_spaces(20_000),
                                       "MAX_CHARACTERS"),
    "warc-10GiB-member-in-skipped-record": ("a.warc.gz",
                                            lambda: hostile.warc_skipped_bomb(10 << 30),
                                            "MAX_ARCHIVE"),
    "warc-1GiB-whole-file-gzip": ("a.warc.gz", lambda: hostile.warc_whole_gzip(1 << 30),
                                  "MAX_ARCHIVE"),
    "wacz-warc-inflating-to-1GiB": ("a.wacz", lambda: hostile.wacz_bomb(1 << 30),
                                    "MAX_ARCHIVE"),
    "csv-15.7M-cells": ("a.csv", lambda: hostile.csv_cells(15_700_000), "MAX_BLOCKS"),
    "rtf-5M-paragraphs": ("a.rtf", lambda: hostile.rtf_paragraphs(5_000_000), "MAX_"),
    "srt-1M-cues": ("a.srt", lambda: hostile.srt_cues(1_000_000), "MAX_BLOCKS"),
}  # fmt: skip


@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_every_hostile_shape_is_refused_naming_its_limit(tmp_path: Path, shape: str) -> None:
    name, build, limit = SHAPES[shape]
    path = tmp_path / name
    path.write_bytes(build())
    error = refused(path, limit)
    if limit.startswith("MAX_") and limit != "MAX_":
        assert error.get("limit") == limit, error
        assert isinstance(error.get("maximum"), int), error
        assert error["maximum"] > 0, error


def test_odt_space_counts_alone_are_a_result(tmp_path: Path) -> None:
    """Paragraphs of nothing but a huge ``text:s`` are empty once cleaned: read, quickly."""
    path = tmp_path / "spaces.odt"
    path.write_bytes(hostile.odt_spaces(20_000, text=""))
    status, answer = extracted(path)
    assert status == 0, answer


def test_cleaning_a_block_is_linear_in_its_spaces() -> None:
    """The old pattern (spaces, a newline, spaces) was tried again at every space:
    quadratic (300,000 spaces: hours). Now a few milliseconds, under the watchdog."""
    code = (
        "from citeproof.sources.formats._builder import clean_block\n"
        "assert clean_block(' ' * 300_000 + 'x' + ' \\t ' * 1000 + '\\n  y ') == 'x\\ny'\n"
    )
    env = {**os.environ, "PYTHONPATH": _SRC}
    done = subprocess.run([sys.executable, "-c", code], timeout=WATCHDOG, env=env, check=False)
    assert done.returncode == 0


# -- lone surrogates -------------------------------------------------------------------


@pytest.mark.parametrize("shape", sorted(hostile.RTF_SURROGATES))
def test_rtf_unicode_escapes_never_yield_a_lone_surrogate(shape: str) -> None:
    document = read_rtf(hostile.RTF_SURROGATES[shape], "a.rtf")
    document.text.encode("utf-8")  # a lone surrogate cannot be encoded
    assert document.text.startswith("before ")
    assert document.text.endswith(" after")
    if shape == "pair":
        assert document.text == "before \U00010000 after"
    else:
        assert "\ufffd" in document.text


def test_an_rtf_with_a_lone_surrogate_prints_its_json(tmp_path: Path) -> None:
    path = tmp_path / "a.rtf"
    path.write_bytes(hostile.RTF_SURROGATES["lone-high"])
    status, answer = extracted(path)
    assert status == 0, answer
    assert "before \ufffd after" in json.dumps(answer, ensure_ascii=False)


# -- the one budget --------------------------------------------------------------------


def test_the_budget_names_each_limit_and_its_maximum() -> None:
    budget = _budget.Budget("a.docx")
    budget.characters(_budget.MAX_CHARACTERS)
    with pytest.raises(SourceError) as caught:
        budget.characters(1)
    error = caught.value.to_dict()
    assert error["code"] == "too_large"
    assert error["limit"] == "MAX_CHARACTERS"
    assert error["maximum"] == _budget.MAX_CHARACTERS
    assert "a.docx" in error["message"]
    assert "MAX_CHARACTERS" in error["message"]
    for count, limit in ((budget.elements, "MAX_ELEMENTS"), (budget.blocks, "MAX_BLOCKS")):
        with pytest.raises(SourceError, match=limit):
            count(10**9)


@pytest.fixture
def small_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_budget, "MAX_CHARACTERS", 5_000)
    monkeypatch.setattr(_budget, "MAX_ELEMENTS", 2_000)
    monkeypatch.setattr(_budget, "MAX_BLOCKS", 300)


@pytest.mark.usefixtures("small_budget")
@pytest.mark.parametrize(
    ("name", "data", "limit"),
    [
        ("a.docx", hostile.docx_paragraphs(1_000), "MAX_ELEMENTS"),
        ("a.xlsx", hostile.xlsx_shared_strings(1_000), "MAX_ELEMENTS"),
        ("a.xlsx", hostile.xlsx_one_string_everywhere(1_000, 100), "MAX_CHARACTERS"),
        ("a.odt", hostile.odt_spaces(200, "1000000000000"), "MAX_CHARACTERS"),
        ("a.rtf", hostile.rtf_paragraphs(400), "MAX_BLOCKS"),
        ("a.csv", hostile.csv_cells(400, per_row=20), "MAX_BLOCKS"),
        ("a.srt", hostile.srt_cues(400), "MAX_BLOCKS"),
    ],
)
def test_every_format_spends_the_one_budget_while_it_reads(
    name: str, data: bytes, limit: str
) -> None:
    with pytest.raises(SourceError, match=limit) as caught:
        extract(data, None, name)
    assert caught.value.code == "too_large"


@pytest.mark.usefixtures("small_budget")
def test_one_paragraph_cannot_grow_past_the_budget_before_it_is_written() -> None:
    """A paragraph's pieces are checked as they are added (one ``text:p`` of 900 large
    ``text:s`` would otherwise hold 900,000 spaces before its block is counted)."""
    one = hostile.odt("<text:p>" + '<text:s text:c="1000"/>x' * 900 + "</text:p>", 1)
    with pytest.raises(SourceError, match="MAX_CHARACTERS"):
        extract(one, None, "a.odt")
