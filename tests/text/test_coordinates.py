"""Coordinates: every span slices back exactly in every coordinate system."""

import re
from unittest.mock import patch

import numpy  # noqa: F401  (at hand: the unit counters' sparse way is taken)
import pytest
import regex
from hypothesis import given
from hypothesis import strategies as st

from citeproof.errors import SpanError
from citeproof.text import Coordinates, Range, _units
from citeproof.text._coordinates import DIRECT_LINES

from .strategies import any_text

WHITESPACE_FIXTURE = "🧭 Start.\r\nThe measured\n  value is 42.\r\nEnd."


def spans(text: str) -> st.SearchStrategy[tuple[int, int]]:
    n = len(text)
    return st.tuples(st.integers(0, n), st.integers(0, n)).map(lambda p: (min(p), max(p)))


@st.composite
def text_and_span(draw: st.DrawFn) -> tuple[str, int, int]:
    text = draw(any_text)
    start, end = draw(spans(text))
    return text, start, end


def clusters(text: str) -> list[str]:
    return regex.findall(r"\X", text)


def test_seed_004_whitespace_fixture_offsets() -> None:
    span = Coordinates(WHITESPACE_FIXTURE).span(10, 37)
    assert WHITESPACE_FIXTURE[10:37] == "The measured\n  value is 42."
    assert (span.utf16.start, span.utf16.end) == (11, 38)
    assert (span.lines.start, span.lines.end) == (2, 3)
    assert (span.utf8.start, span.utf8.end) == (13, 40)
    assert span.pages is None


@given(text_and_span())
def test_utf16_and_utf8_slice_back(case: tuple[str, int, int]) -> None:
    text, start, end = case
    span = Coordinates(text).span(start, end)
    utf16 = text.encode("utf-16-le", "surrogatepass")
    utf8 = text.encode("utf-8", "surrogatepass")
    piece = text[start:end]
    assert (
        utf16[2 * span.utf16.start : 2 * span.utf16.end].decode("utf-16-le", "surrogatepass")
        == piece
    )
    assert utf8[span.utf8.start : span.utf8.end].decode("utf-8", "surrogatepass") == piece


@given(text_and_span())
def test_graphemes_cover_the_span_and_flag_cuts(case: tuple[str, int, int]) -> None:
    text, start, end = case
    span = Coordinates(text).span(start, end)
    parts = clusters(text)
    bounds = [0]
    for part in parts:
        bounds.append(bounds[-1] + len(part))
    covered = "".join(parts[span.grapheme.start : span.grapheme.end])
    aligned = start in bounds and end in bounds
    assert span.grapheme_aligned == aligned
    if aligned:
        assert covered == text[start:end]
    else:
        lo = bounds[span.grapheme.start]
        assert lo <= start
        assert lo + len(covered) >= end


@given(any_text)
def test_sparse_grapheme_map_equals_full_segmentation(text: str) -> None:
    coords = Coordinates(text)
    offset = 0
    for index, part in enumerate(clusters(text)):
        span = coords.span(offset, offset + len(part))
        assert (span.grapheme.start, span.grapheme.end) == (index, index + 1)
        assert span.grapheme_aligned
        offset += len(part)


@given(text_and_span())
def test_lines_count_lf_crlf_and_lone_cr(case: tuple[str, int, int]) -> None:
    text, start, end = case
    span = Coordinates(text).span(start, end)
    break_ends = []
    i = 0
    while i < len(text):
        if text[i] == "\r" and text[i + 1 : i + 2] == "\n":
            i += 1
        if text[i] in "\r\n":
            break_ends.append(i + 1)
        i += 1

    def line(offset: int) -> int:
        return 1 + sum(1 for e in break_ends if e <= offset)

    assert span.lines.start == line(start)
    assert span.lines.end == line(max(start, end - 1))


@given(st.text(st.sampled_from("ab\r\n\u2028\x85"), max_size=40))
def test_lines_counted_directly_and_from_the_table_agree(text: str) -> None:
    """The first lookups count breaks, later ones search the table: the same lines, at
    every offset, including a CR whose LF is the next character."""
    table = Coordinates(text)
    ends = [m.end() for m in re.finditer(r"\r\n|\r|\n", text)]
    reference = [1 + sum(1 for e in ends if e <= i) for i in range(len(text) + 1)]
    assert [table.line(i) for i in range(len(text) + 1)] == reference  # direct, then table
    assert [Coordinates(text).line(i) for i in range(len(text) + 1)] == reference  # direct
    assert [table.line(i) for i in range(len(text) + 1)] == reference  # table
    assert len(text) + 1 <= DIRECT_LINES or "_line_ends" in vars(table)


@given(st.text(st.sampled_from("ab\r\n\u2028\x85\U0001f9ed"), max_size=40))
def test_lines_from_the_code_points_agree_with_the_counted_ones(text: str) -> None:
    """A long text with numpy at hand has its table made from its code points at the
    first lookup: the same lines as counting, at every offset (short texts here, with the
    length it takes lowered to none)."""
    from citeproof.text import _coordinates

    original = _coordinates.ARRAY_LINES, _coordinates.arrays_at_hand
    _coordinates.ARRAY_LINES, _coordinates.arrays_at_hand = 0, lambda: True
    try:
        tabled = Coordinates(text)
        lines = [tabled.line(i) for i in range(len(text) + 1)]
        assert "_line_ends" in vars(tabled)  # made at the first lookup
    finally:
        _coordinates.ARRAY_LINES, _coordinates.arrays_at_hand = original
    ends = [m.end() for m in re.finditer(r"\r\n|\r|\n", text)]
    assert lines == [1 + sum(1 for e in ends if e <= i) for i in range(len(text) + 1)]


def test_crlf_is_one_break_and_never_split() -> None:
    coords = Coordinates("a\r\nb\rc\nd")
    assert [coords.line(i) for i in range(8)] == [1, 1, 1, 2, 2, 3, 3, 4]
    assert not coords.grapheme_aligned(2)  # between CR and LF


@given(any_text, st.data())
def test_unit_offsets_convert_back(text: str, data: st.DataObject) -> None:
    coords = Coordinates(text)
    i = data.draw(st.integers(0, len(text)))
    assert coords.from_utf16(coords.utf16(i)) == (i, True)
    assert coords.from_utf8(coords.utf8(i)) == (i, True)


def test_unit_offset_inside_a_character_is_flagged() -> None:
    coords = Coordinates("a🧭b")
    assert coords.from_utf16(2) == (1, False)
    assert coords.from_utf8(3) == (1, False)
    assert coords.from_utf16(3) == (2, True)


def test_a_unit_offset_right_after_a_lone_surrogate_is_exact() -> None:
    """Supplied text may hold a lone surrogate (JSON's ``\\ud800``): the offset after it
    is a character boundary in both encodings, with an astral character in the text too
    (the blocks' path) or not."""
    for text in ("a\ud800b", "a\ud800b\U0001f9ed"):
        coords = Coordinates(text)
        assert coords.from_utf16(2) == (2, True)
        assert coords.from_utf8(4) == (2, True)
        assert coords.from_utf8(2) == (1, False)


def test_pages() -> None:
    text = "page one\n\npage two\n\npage three"
    coords = Coordinates(text, page_starts=[0, 10, 20])
    span = coords.span(text.index("two"), text.index("three") + 2)
    assert span.pages is not None
    assert (span.pages.start, span.pages.end) == (2, 3)
    assert coords.span(0, 4).pages is not None


def test_bad_spans_and_pages_are_refused() -> None:
    coords = Coordinates("abc")
    for start, end in [(-1, 2), (2, 1), (0, 4)]:
        with pytest.raises(SpanError) as caught:
            coords.span(start, end)
        assert caught.value.code == "span_out_of_range"
    for pages in ([1, 2], [0, 0], [0, 9]):
        with pytest.raises(ValueError, match="page"):
            Coordinates("abc", page_starts=pages)


@given(text_and_span())
def test_unit_counts_across_many_small_blocks(case: tuple[str, int, int]) -> None:
    """Texts in tests are short; tiny blocks make every lookup cross block boundaries."""
    text, start, end = case
    with patch.object(_units, "BLOCK", 3):
        coords = Coordinates(text)
        span = coords.span(start, end)
        assert coords.from_utf16(span.utf16.start) == (start, True)
        assert coords.from_utf8(span.utf8.end) == (end, True)
    utf8 = text.encode("utf-8", "surrogatepass")
    assert utf8[span.utf8.start : span.utf8.end].decode("utf-8", "surrogatepass") == text[start:end]
    assert (
        span.utf16.end - span.utf16.start
        == len(text[start:end].encode("utf-16-le", "surrogatepass")) // 2
    )


@given(
    st.text(st.sampled_from("ab é中\U0001f9ed\ud800") | st.characters(codec=None), max_size=40),
    st.sampled_from([("utf-8", 1), ("utf-16-le", 2)]),
    st.data(),
)
def test_unit_counts_are_the_encodings_own(
    text: str, encoding: tuple[str, int], data: st.DataObject
) -> None:
    """Both ways, against the encoded text itself: a text of one unit a character (ASCII,
    or no astral character in UTF-16) takes the offsets as they are, any other the
    blocks (both paths asked here); a unit offset inside a character or past the end is
    flagged, one right after a lone surrogate is exact."""
    name, unit = encoding
    counter = _units.UnitCounter(text, name, unit)
    encoded = text.encode(name, "surrogatepass")
    i = data.draw(st.integers(0, len(text)))
    expected_units = len(text[:i].encode(name, "surrogatepass")) // unit
    assert counter.to_units(i) == expected_units
    total = len(encoded) // unit
    units = data.draw(st.integers(0, total + 3))
    ends = [len(text[:k].encode(name, "surrogatepass")) // unit for k in range(len(text) + 1)]
    if units >= total:
        expected = (len(text) + units - total, units == total)
    else:  # the last character boundary at or before the offset
        at = max(k for k, end in enumerate(ends) if end <= units)
        expected = (at, ends[at] == units)
    assert counter.to_code_points(units) == expected
    with patch.object(_units, "BLOCK", 3), patch.object(_units, "SPARSE", 10**9):
        blocks = _units.UnitCounter(text, name, unit)  # the blocks' path, whatever the text
        blocks._same = False
        blocks._before = [0]
        for start in range(0, len(text), 3):
            blocks._before.append(blocks._before[-1] + blocks._length(start, start + 3))
        assert blocks.to_code_points(units) == expected
        assert blocks.to_units(i) == expected_units
    # every wider character kept, however many, however short the text
    with patch.object(_units, "SPARSE", 1), patch.object(_units, "ARRAY_SCAN", 0):
        sparse = _units.UnitCounter(text, name, unit)
        assert sparse._same or sparse._wide
        assert sparse.to_code_points(units) == expected
        assert sparse.to_units(i) == expected_units


def test_a_text_with_few_wider_characters_keeps_where_they_are() -> None:
    """Latin prose with its typography: the wider characters' places, no blocks; Chinese:
    blocks; the answers alike."""
    prose = ("The \u201cpilot\u201d study \u2014 na\u00efve \U0001f9ed " + "plain words " * 40) * 5
    for name, unit in (("utf-8", 1), ("utf-16-le", 2)):
        with patch.object(_units, "ARRAY_SCAN", 0):  # numpy at hand: a long text's way
            counter = _units.UnitCounter(prose, name, unit)
        assert counter._wide
        assert not counter._before
        for i in range(len(prose) + 1):
            assert counter.to_units(i) == len(prose[:i].encode(name)) // unit
    chinese = _units.UnitCounter("\u4e2d\u6587" * 400, "utf-8", 1)
    assert chinese._before
    assert not chinese._wide
    assert chinese.to_units(3) == 9


@given(text_and_span())
def test_span_coordinates_are_values_worked_out_when_read(case: tuple[str, int, int]) -> None:
    """The code-unit and grapheme offsets are worked out when first read (a report for a
    person reads lines and pages only), and the span is still a value: equal, hashed and
    pickled by its seven coordinates, never by the text it was measured in."""
    import pickle

    text, start, end = case
    coords = Coordinates(text)
    span = coords.span(start, end)
    assert "_graphemes" not in vars(coords)
    assert "_utf16" not in vars(coords)
    again = Coordinates(text).span(start, end)
    assert span == again
    assert hash(span) == hash(again)
    assert "_graphemes" in vars(coords)  # compared: now worked out
    unpickled = pickle.loads(pickle.dumps(span))
    assert unpickled == span
    assert repr(unpickled) == repr(span)
    assert len(pickle.dumps(span)) < 400 + len(text) // 100
    other = Coordinates(text + "x").span(start, end + 1)
    assert span != other


def test_a_span_of_a_long_text_pickles_without_the_text() -> None:
    import pickle

    span = Coordinates("é" * 100_000).span(10, 20)
    assert len(pickle.dumps(span)) < 1_000
    assert pickle.loads(pickle.dumps(span)).utf8 == Range(20, 40)


def test_span_coordinates_are_frozen_and_let_go_of_their_text_once_worked_out() -> None:
    from dataclasses import FrozenInstanceError

    span = Coordinates("one\ntwo three").span(4, 7)
    with pytest.raises(FrozenInstanceError):
        span.code_point = Range(0, 3)  # type: ignore[misc]
    with pytest.raises(FrozenInstanceError):
        del span.lines
    assert span._of is not None
    assert (span.utf16, span.utf8, span.grapheme, span.grapheme_aligned) == (
        Range(4, 7),
        Range(4, 7),
        Range(4, 7),
        True,
    )
    assert span._of is None  # every value known: the text's maps are not held


def test_a_negative_offset_is_line_one_counted_or_tabled() -> None:
    coords = Coordinates("a\nb\nc")
    assert coords.line(-1) == 1  # counted (str.count read -1 from the end: line 3)
    for _ in range(DIRECT_LINES):
        coords.line(0)
    assert coords.line(-1) == 1  # from the table
