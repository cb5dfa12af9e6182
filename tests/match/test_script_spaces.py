"""A quote may have a space or none where a PDF reader marked a script change (a sub- or
superscript beginning or ending: ``SourceDocument.script_breaks``), and only there: a
space added or left out at any other place, and any other character, stays a difference.
The reader's marks on a drawn PDF are tested in ``tests/sources/pdf/test_script_spaces.py``.
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from citeproof import locate
from citeproof.match import Policy, PreparedSource, Verdict

_BEFORE, _AFTER = "Before it: ", " after it."
#: letters and digits, unique in a body (no substring repeats). Brackets and punctuation are
#: left out: the whitespace normalization already lets a space stand inside ``( x )``.
_CHARS = list("abcdefghijklmnopqrstuvwxyzσπτ0123456789")


def _source(chars: list[str], spaced: set[int], marked: set[int]) -> tuple[str, list[int]]:
    """The body (a space before ``chars[i]`` for ``i`` in ``spaced``), framed, and the
    marks of the gaps in ``marked``: the offset of the space there, or of the character."""
    text, marks = _BEFORE, []
    for i, char in enumerate(chars):
        if i in spaced:
            if i in marked:
                marks.append(len(text))
            text += " "
        elif i in marked:
            marks.append(len(text))
        text += char
    return text + _AFTER, marks


def _quote(chars: list[str], spaced: set[int]) -> str:
    return "".join((" " if i in spaced else "") + c for i, c in enumerate(chars))


def _found(source: str, marks: list[int], quote: str, policy: Policy | None = None) -> object:
    prepared = PreparedSource(source, script_breaks=marks)
    return locate(prepared, [quote], policy or Policy())[0]


GAPS = st.sets(st.integers(min_value=1, max_value=23))


@given(
    chars=st.lists(st.sampled_from(_CHARS), min_size=10, max_size=24, unique=True),
    spaced=GAPS,
    marked=GAPS,
    toggled=GAPS,
)
def test_a_space_toggled_at_marked_gaps_only_is_confirmed_at_the_same_span(
    chars: list[str], spaced: set[int], marked: set[int], toggled: set[int]
) -> None:
    gaps = set(range(1, len(chars)))
    spaced, marked = spaced & gaps, marked & gaps
    source, marks = _source(chars, spaced, marked)
    quote = _quote(chars, spaced ^ (toggled & marked))
    found = _found(source, marks, quote)
    assert found.confirmed  # type: ignore[attr-defined]
    span = found.spans[0]  # type: ignore[attr-defined]
    assert (span.start, span.end) == (len(_BEFORE), len(source) - len(_AFTER))
    if toggled & marked:
        assert found.verdict is Verdict.NORMALIZED  # type: ignore[attr-defined]
        assert found.normalizations == ("whitespace",)  # type: ignore[attr-defined]
    # white space not tolerated: the marks tolerate nothing either
    strict = _found(source, marks, quote, Policy(tolerate=("quotes",)))
    assert strict.confirmed == (not toggled & marked)  # type: ignore[attr-defined]


@given(
    chars=st.lists(st.sampled_from(_CHARS), min_size=10, max_size=24, unique=True),
    spaced=GAPS,
    marked=GAPS,
    toggled=GAPS,
    wrong=st.integers(min_value=1, max_value=23),
    changed=st.integers(min_value=0, max_value=23),
    other=st.sampled_from(list("ΩЖ#@%")),
)
def test_a_space_at_an_unmarked_gap_or_another_character_stays_a_difference(
    chars: list[str],
    spaced: set[int],
    marked: set[int],
    toggled: set[int],
    wrong: int,
    changed: int,
    other: str,
) -> None:
    gaps = set(range(1, len(chars)))
    spaced, marked = spaced & gaps, marked & gaps
    source, marks = _source(chars, spaced, marked)
    allowed = spaced ^ (toggled & marked)
    if wrong in gaps and wrong not in marked:
        quote = _quote(chars, allowed ^ {wrong})
        assert not _found(source, marks, quote).confirmed  # type: ignore[attr-defined]
    if changed < len(chars):
        altered = [other if i == changed else c for i, c in enumerate(chars)]
        assert not _found(source, marks, _quote(altered, allowed)).confirmed  # type: ignore[attr-defined]


def test_no_marks_no_tolerance() -> None:
    source = "Then we have σi(x) for every message."
    assert locate(source, ["we have σi (x) for every"])[0].verdict is Verdict.PARAPHRASE
    assert _found(source, [source.index("(")], "we have σi (x) for every").confirmed  # type: ignore[attr-defined]
    assert not _found(source, [source.index("i")], "we have σi (x) for every").confirmed  # type: ignore[attr-defined]
