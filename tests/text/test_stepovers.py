"""Stepovers: the text with footnotes, markers and furniture taken out, and the way back."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from citeproof.text import OffsetMap, Stepover, step_over

from .strategies import any_text


@st.composite
def text_with_stepovers(draw: st.DrawFn) -> tuple[str, list[Stepover]]:
    text = draw(any_text)
    cuts = sorted(draw(st.lists(st.integers(0, len(text)), max_size=8)))
    stepovers = []
    for a, b in zip(cuts[::2], cuts[1::2], strict=False):
        kind = draw(st.sampled_from(["footnote_marker", "footnote", "furniture"]))
        if kind == "furniture":
            stepovers.append(Stepover(kind, a, a, "Running head"))
        else:
            stepovers.append(Stepover(kind, a, b, text[a:b]))
    return text, stepovers


def _removed(text: str, stepovers: list[Stepover]) -> str:
    keep = [True] * len(text)
    for s in stepovers:
        for i in range(s.start, s.end):
            keep[i] = False
    return "".join(c for c, k in zip(text, keep, strict=True) if k)


@given(text_with_stepovers())
def test_stepped_text_is_the_text_without_its_stepovers(case: tuple[str, list[Stepover]]) -> None:
    text, stepovers = case
    stepped, _ = step_over(text, stepovers)
    assert stepped == _removed(text, stepovers)


@given(text_with_stepovers(), st.data())
def test_every_stepped_span_maps_back_to_an_original_span_that_holds_it(
    case: tuple[str, list[Stepover]], data: st.DataObject
) -> None:
    text, stepovers = case
    stepped, layer = step_over(text, stepovers)
    back = OffsetMap.identity(len(stepped)).after(layer)
    start = data.draw(st.integers(0, len(stepped)))
    end = data.draw(st.integers(start, len(stepped)))
    a, b = back.to_original(start, end)
    assert 0 <= a <= b <= len(text)
    inside = [s for s in stepovers if a <= s.start and s.end <= b]
    assert _removed(text[a:b], [Stepover(s.kind, s.start - a, s.end - a, s.text)
                                for s in inside]) == stepped[start:end]  # fmt: skip


@given(text_with_stepovers())
def test_monotonic(case: tuple[str, list[Stepover]]) -> None:
    text, stepovers = case
    stepped, layer = step_over(text, stepovers)
    back = OffsetMap.identity(len(stepped)).after(layer)
    starts = [back.to_original_start(j) for j in range(len(stepped) + 1)]
    assert starts == sorted(starts)
