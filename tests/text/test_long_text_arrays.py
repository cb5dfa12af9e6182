"""Long texts (:data:`~citeproof.text._charsets.ARRAY_SCAN` characters or more) are first
asked with numpy whether any of their distinct characters is of a script written without
spaces; the line breaks found must be what the pattern alone finds, on any text."""

from __future__ import annotations

import numpy  # noqa: F401  (at hand: the prefilter is taken only then)
from hypothesis import given
from hypothesis import strategies as st

from citeproof.text import _normalizations
from citeproof.text._charsets import ARRAY_SCAN


def test_a_long_texts_unspaced_breaks_are_found_or_none_is() -> None:
    prose = "Plain prose with “curly quotes” — and dashes,\nbroken across lines. " * 900
    assert len(prose) >= ARRAY_SCAN
    assert _normalizations._unspaced_breaks(prose) == []
    chinese = prose + "地名\n  は北京です。"
    breaks = _normalizations._unspaced_breaks(chinese)
    assert [chinese[a:b] for a, b in breaks] == ["\n  "]


@given(st.text(st.sampled_from(["a", " ", "\n", "中", "は", "ไ", "ท", "é", "\r"]), max_size=40))
def test_the_prefilter_never_hides_a_break(tail: str) -> None:
    """A long text's breaks are what the pattern finds without the prefilter."""
    text = "x" * ARRAY_SCAN + tail
    found = _normalizations._unspaced_breaks(text)
    expected = []
    for m in _normalizations._UNSPACED_BREAK.finditer(text):
        start = m.start()
        while start and text[start - 1] not in "\r\n" and text[start - 1].isspace():
            start -= 1
        expected.append((start, m.end()))
    assert found == expected


@given(
    st.lists(
        st.tuples(st.integers(0, 3), st.text(st.sampled_from("aé—“”ﬁ中\u0301"), max_size=6)),
        min_size=1,
        max_size=12,
    )
)
def test_the_kept_scans_answer_each_long_text_its_own_characters(
    asks: list[tuple[int, str]],
) -> None:
    """The numpy scan keeps the last texts' answers, told apart by identity: long texts
    asked in any order, the same text again or an equal one made anew, each gets its own
    characters beyond ASCII (and the joiner scan, with another floor, its own)."""
    from citeproof.text import characters_beyond_ascii
    from citeproof.text._graphemes import _BEYOND_FIRST_JOINER

    texts = ["x" * ARRAY_SCAN + "é", "y" * ARRAY_SCAN + "中—", "z" * ARRAY_SCAN, ""]
    for which, tail in asks:
        text = texts[which] + tail
        expected = {char for char in text if ord(char) >= 0x80}
        assert characters_beyond_ascii(text) == expected
        assert _BEYOND_FIRST_JOINER.distinct(text) == {
            char for char in text if ord(char) >= _BEYOND_FIRST_JOINER.floor
        }
        assert characters_beyond_ascii(text) == expected


@given(
    st.lists(
        st.tuples(st.integers(0, 2), st.text(st.sampled_from("aé\U0001f9ed\ud800 "), max_size=5)),
        min_size=1,
        max_size=8,
    )
)
def test_a_long_texts_kept_code_points_are_its_own(asks: list[tuple[int, str]]) -> None:
    """The last long text's code points are kept by identity: asked of long texts in any
    order (equal ones made apart among them), each answer is that text's own."""
    import numpy as np

    from citeproof.text import _charsets

    texts = ["x" * _charsets._KEEP_CODE_POINTS + tail for _, tail in asks]
    for which, _ in asks:
        text = texts[min(which, len(texts) - 1)]
        codes = _charsets.code_points(text)
        assert not codes.flags.writeable  # shared, so never written
        fresh = np.frombuffer(text.encode("utf-32-le", "surrogatepass"), dtype="<u4")
        assert np.array_equal(codes, fresh)
        again = "".join(list(text))  # equal, another object
        assert np.array_equal(_charsets.code_points(again), fresh)
