"""Issue 23's shortcuts for a line of one run (most of a page's lines): the general path's
results, field for field. They also guard a change to the general path (a reading rule
for a lone run) that the shortcut would otherwise skip."""

from __future__ import annotations

import statistics
from array import array

from hypothesis import given, settings
from hypothesis import strategies as st

from citeproof.sources.pdf._extract import _page_line, _run_line, _runs_line
from citeproof.sources.pdf._furniture import PageLine
from citeproof.sources.pdf._layout import (
    OUTSIZED,
    Line,
    Run,
    _column_cut,
    _lines,
    _median_height,
    _middles,
    _one_line_tall,
    _rows,
    reading_order,
)

_coordinate = st.floats(min_value=-50.0, max_value=800.0, allow_nan=False, width=32)


@st.composite
def _runs(draw: st.DrawFn) -> Run:
    # Words, bare digits and symbols (footnote markers), PDFium's line-end hyphen.
    text = draw(st.text(alphabet="ab 1*\ufffe.", min_size=1, max_size=14))
    x0 = draw(_coordinate)
    y0 = draw(_coordinate)
    width = draw(st.sampled_from([0.0, 0.5, 3.0, 40.0, 300.0]))
    height = draw(st.sampled_from([0.0, 0.3, 1.0, 9.96, 14.0]))  # y1 >= y0, as built
    boxed = draw(st.booleans())
    boxes: array[float] | tuple[float, ...] = ()
    if boxed:
        boxes = array("f", [draw(_coordinate) for _ in range(4 * len(text))])
    return Run(text, x0, y0, x0 + width, y0 + height, boxes)


def _plain(line: PageLine) -> tuple[object, ...]:
    return (line.text, line.boxes.tobytes(), line.x0, line.y0, line.x1, line.y1,
            line.height, line.region, line.markers, line.kind, line.block)  # fmt: skip


@settings(max_examples=400, deadline=None)
@given(_runs(), st.integers(min_value=0, max_value=3), st.integers(min_value=0, max_value=5))
def test_a_line_of_one_run_is_read_as_the_general_path_reads_it(
    run: Run, region: int, base: int
) -> None:
    line = Line([run], region)
    assert _plain(_page_line(line, base)) == _plain(_runs_line(line, base))
    if run.height > 0:
        assert _plain(_run_line(run, base + region)) == _plain(_runs_line(line, base))


@settings(max_examples=400, deadline=None)
@given(_runs(), st.floats(min_value=1.0, max_value=20.0))
def test_a_part_of_one_run_is_its_own_line(run: Run, minimum: float) -> None:
    """What reading_order's shortcut stands for: one row, no column cut, one line."""
    assert _rows([run]) == [[run]]
    assert _column_cut([run], minimum) is None
    assert _lines([run]) == [[run]]
    assert reading_order([run]) == [Line([run], 0)]


@settings(max_examples=300, deadline=None)
@given(st.lists(_runs(), max_size=9))
def test_the_median_height_is_statistics_median(runs: list[Run]) -> None:
    expected = statistics.median(r.height for r in runs) if runs else 1.0
    assert _median_height(runs) == expected


def _one_line_tall_by_every_run(tall: Run, runs: list[Run], usual: float) -> bool:
    """The definition, each run asked (as the code did before issue 23's fuzzing)."""
    low = tall.y0 + 0.25 * tall.height
    middles = [
        (r.y0 + r.y1) / 2
        for r in runs
        if r.height <= OUTSIZED * usual and low <= (r.y0 + r.y1) / 2 <= tall.y1
    ]
    return bool(middles) and max(middles) - min(middles) < 0.5 * usual


@settings(max_examples=400, deadline=None)
@given(st.lists(_runs(), min_size=1, max_size=12), _runs())
def test_an_outsized_glyph_is_asked_about_its_line_as_by_every_run(
    runs: list[Run], tall: Run
) -> None:
    usual = _median_height(runs)
    expected = _one_line_tall_by_every_run(tall, runs, usual)
    assert _one_line_tall(tall, _middles(runs, usual), usual) == expected


def test_a_part_of_scattered_glyphs_tries_only_its_widest_gutters() -> None:
    # A damaged file's page of glyphs scattered over hundreds of narrow columns took 7 s:
    # each gutter was tried as a column cut, both sides' lines read each time. The widest
    # MAX_GUTTERS are tried (real pages cut at one of their six widest).
    from unittest.mock import patch

    from citeproof.sources.pdf import _layout

    prose = [Run("a line of prose words", 900.0, 800.0, 1000.0, 810.0)]
    scattered = [Run("x", 6.0 * k, 700.0 - 2 * k, 2.0 + 6 * k, 708.0 - 2 * k)
                 for k in range(300)]  # fmt: skip
    tried: list[float] = []
    split = _layout._split_at

    def counting(runs: list[Run], x: float) -> tuple[list[Run], list[Run]]:
        tried.append(x)
        return split(runs, x)

    with patch.object(_layout, "_split_at", counting):
        _layout._column_cut(prose + scattered, 3.0)
    assert len(tried) <= 16, len(tried)  # 282 were tried
    assert len(tried) == _layout.MAX_GUTTERS
