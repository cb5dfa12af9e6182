"""The grapheme map skips segmentation for text below the first joining code point, and
builds its joiner table from ``regex``'s own tables: both must agree with ``\\X`` itself."""

from __future__ import annotations

import pytest
import regex
from hypothesis import given
from hypothesis import strategies as st

from citeproof.text._charsets import PresentScan
from citeproof.text._graphemes import _JOINERS, FIRST_JOINER, GraphemeMap


def test_no_code_point_below_the_first_joiner_joins_a_cluster() -> None:
    below = [c for c in range(FIRST_JOINER) if _JOINERS.match(chr(c))]
    assert below == []
    assert _JOINERS.match(chr(FIRST_JOINER))


def _clusters(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in regex.finditer(r"\X", text) if m.end() - m.start() > 1]


@given(
    st.text(
        st.sampled_from(["a", "e", "\r", "\n", " ", "\u0301", "\u200d", "\U0001f1eb", "한", "é"]),
        max_size=40,
    )
)
def test_the_map_stores_exactly_the_clusters_of_several_code_points(text: str) -> None:
    graphemes = GraphemeMap(text)
    assert list(zip(graphemes._starts, graphemes._ends, strict=True)) == _clusters(text)


@given(
    st.lists(
        st.sampled_from(["\r\n", "\r", "\n", "a", "\u0301", "\u200d", "\U0001f468", "\u0915",
                         "\u094d", "\U0001f1eb", "\u1100", "\u1161", "\u0600"]),
        max_size=30,
    ).map("".join)
)  # fmt: skip
def test_line_breaks_beside_joiners_are_the_clusters_x_finds(text: str) -> None:
    """A CR LF is taken as a cluster without segmenting: beside combining marks, ZWJ
    sequences, conjuncts, flags, jamo and prepended marks the map still holds exactly
    ``\\X``'s clusters."""
    graphemes = GraphemeMap(text)
    assert list(zip(graphemes._starts, graphemes._ends, strict=True)) == _clusters(text)


def test_a_windows_text_s_line_breaks_are_clusters() -> None:
    text = "first line\r\nsecond\r\n\r\nthird\rfourth\n"
    graphemes = GraphemeMap(text)
    assert list(zip(graphemes._starts, graphemes._ends, strict=True)) == [
        (10, 12), (18, 20), (20, 22),
    ]  # fmt: skip
    assert graphemes.floor(len(text)) == len(text) - 3
    assert not graphemes.is_boundary(11)


@given(st.text(alphabet=st.characters(max_codepoint=0x400)) | st.text())
def test_the_scan_for_a_joiner_is_the_maximum_check(text: str) -> None:
    """The regex scan says a text reaches FIRST_JOINER exactly when its largest code point
    does (what it replaced)."""
    from citeproof.text._graphemes import _REACHES_JOINERS

    expected = bool(text) and ord(max(text)) >= FIRST_JOINER
    assert (_REACHES_JOINERS.search(text) is not None) == expected


@given(
    st.text(
        st.sampled_from(
            ["a", " ", "\u0301", "\u200d", "\U0001f1eb", "한", "é", "\u1161", "中", "\ud83d"]
        )
        | st.characters(),
        max_size=60,
    )
)
def test_the_joiners_of_a_text_give_the_whole_tables_runs(text: str) -> None:
    """The joiners found among a text's own code points mark the same runs as the table of
    every joiner (which is no longer built at every start)."""
    from citeproof.text import _graphemes
    from citeproof.text._graphemes import _joiners, _joiners_in

    _graphemes._BEYOND_FIRST_JOINER.scanned = 0  # the scan, not the table it gives way to
    assert _joiners_in(text).runs(text) == _joiners().runs(text)


def test_no_code_point_told_apart_by_its_category_joins_a_cluster() -> None:
    """The general categories asked before ``regex`` is (cased letters, numbers,
    punctuation, math symbols...) hold no code point of regex's joiner table, and the
    other symbols none but the regional indicators: every code point is asked."""
    from citeproof.text._graphemes import _joiners, _may_join

    every = "".join(chr(c) for c in range(0x80, 0x110000) if not 0xD800 <= c <= 0xDFFF)
    joining = {char for a, b in _joiners().runs(every) for char in every[a:b]}
    assert joining, "the table is not empty"
    assert not {char for char in joining if not _may_join(char)}
    assert {c for c in joining if "\U0001f1e6" <= c <= "\U0001f1ff"} == {
        chr(c) for c in range(0x1F1E6, 0x1F200)
    }
    # Typography a manual is full of joins nothing, and is told so by its category alone.
    assert not any(_may_join(c) for c in "\u201c\u201d\u2013\u2014\u2022\u2192\u2264\u00a9\u20ac")


def test_after_many_scans_the_whole_tables_are_taken() -> None:
    """A process that has scanned many texts (a server, a batch) takes the whole tables,
    built once, instead of scanning each text again."""
    from citeproof.text import _graphemes, _unicode

    scans = (_graphemes._BEYOND_FIRST_JOINER, _unicode._NON_ASCII)
    before = [scan.scanned for scan in scans]
    for scan in scans:
        scan.scanned = scan.limit
    try:
        assert _graphemes._joiners_in("e\u0301") is _graphemes._joiners()
        assert _unicode.expanding_in("abc") is _unicode.unicode_tables()[0]
        assert _unicode.changing_in("abc") is _unicode.unicode_tables()[1]
    finally:
        for scan, scanned in zip(scans, before, strict=True):
            scan.scanned = scanned


def test_a_text_written_without_spaces_counts_as_its_characters() -> None:
    """A Chinese text is one run of non-ASCII characters however long: counted as one run,
    a server reading Chinese scanned every text and never took the table."""
    scan = PresentScan(0x80, 1_000)
    assert scan("这是一个测试。" * 200) == set("这是一个测试。")
    assert scan("这") is None  # the first text (1,400 characters in one run) used the limit
    accented = PresentScan(0x80, 1_000)
    assert accented(" é" * 100) == {"é"}  # 100 runs of a letter: 700 of the 1,000
    assert accented(" é") == {"é"}


@given(
    st.text(
        st.sampled_from(["a", " ", "é", "\u0301", "中", "\U0001f1eb", "\ud83d", "\x7f", "\x80"])
        | st.characters(),
        max_size=80,
    ),
    st.sampled_from([0x80, FIRST_JOINER]),
)
def test_a_long_texts_scan_by_arrays_is_the_regex_scan(text: str, floor: int) -> None:
    """numpy's scan (long texts) and the regex's (short ones) find the same code points,
    characters and runs, lone surrogates and astral characters included."""
    scan = PresentScan(floor, 10**12)
    assert scan._arrays(text) == scan._regex(text)


def test_a_long_text_is_always_scanned_and_not_counted() -> None:
    """A long text's scan (numpy, when imported) costs less than the whole table's runs
    in it: it is made even after the limit, and does not count towards it."""
    import numpy  # noqa: F401  (at hand, as in a process that has read a PDF)

    from citeproof.text._charsets import ARRAY_SCAN

    scan = PresentScan(0x80, 1_000)
    long = "caf\u00e9 au lait, " * (ARRAY_SCAN // 14 + 1)
    assert scan(long) == {"\u00e9"}
    assert scan.scanned == 0
    scan.scanned = scan.limit
    assert scan(long) == {"\u00e9"}
    assert scan("\u00e9") is None


def test_without_numpy_imported_a_long_text_is_scanned_by_the_regex(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A command that has not imported numpy does not import it for a scan (its import
    costs more than the scan saves): the regex scans, and counts."""
    from citeproof.text import _charsets

    monkeypatch.setattr(_charsets, "arrays_at_hand", lambda: False)
    scan = PresentScan(0x80, 10**9)
    long = "caf\u00e9 au lait, " * (_charsets.ARRAY_SCAN // 14 + 1)
    assert scan(long) == {"\u00e9"}
    assert scan.scanned == long.count("\u00e9") * (1 + _charsets.RUN_COST)  # a run each
