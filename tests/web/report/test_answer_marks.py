"""The answer section of the evidence report: a model's answer with each checked stretch
marked and linked to its check.

The runs are a partition of the answer (joined, they give it back exactly), and each
character is marked by exactly the items whose stretch covers it, whatever the marks
(overlapping, nested, out of range): a hypothesis property. Then the rendered page:
escaped, linked, and the same bytes twice.
"""

from __future__ import annotations

import html
import re

from hypothesis import given
from hypothesis import strategies as st

from citeproof.service import check
from citeproof.sources import SourceReader
from citeproof.web.report import AnswerMark, EvidenceItem, evidence_items, render_evidence
from citeproof.web.report._view import page_view

SOURCE = "The primary group recorded 24 samples across three sessions. It ended in March."


def _items(quotes: list[str]) -> list[EvidenceItem]:
    read = SourceReader().read_text(SOURCE, name="minutes.txt")
    return evidence_items(check(read, quotes))


ITEMS = _items(["recorded 24 samples across three sessions", "It ended in May."])


@given(
    answer=st.text(max_size=40),
    raw=st.lists(
        st.tuples(st.integers(-3, 45), st.integers(-3, 45), st.integers(0, 3)), max_size=6
    ),
)
def test_runs_partition_the_answer_and_mark_exactly_the_covering_items(
    answer: str, raw: list[tuple[int, int, int]]
) -> None:
    marks = [AnswerMark(start, end, item) for start, end, item in raw]
    view = page_view(ITEMS, "t", answer, marks).answer
    assert view is not None
    assert "".join(run.text for run in view.runs) == answer
    valid = [m for m in marks if 0 <= m.start < m.end <= len(answer) and m.item in (1, 2)]
    at = 0
    for run in view.runs:
        assert run.text or not answer
        for i in range(at, at + len(run.text)):
            assert set(run.items) == {m.item for m in valid if m.start <= i < m.end}
        ended = {m.item for m in valid if m.end == at + len(run.text)}
        assert {n for n, _, _ in run.ends} == ended
        at += len(run.text)


def test_the_worst_verdict_colours_an_overlap() -> None:
    answer = "It recorded 24 samples and ended in May."
    marks = [AnswerMark(3, 22, 1), AnswerMark(12, 40, 2)]
    view = page_view(ITEMS, "t", answer, marks).answer
    assert view is not None
    assert [(r.text, r.items, r.tone) for r in view.runs] == [
        ("It ", (), ""),
        ("recorded ", (1,), "ok"),
        ("24 samples", (1, 2), "fail"),
        (" and ended in May.", (2,), "fail"),
    ]


def test_the_page_shows_the_answer_marked_escaped_and_linked() -> None:
    answer = 'It <b>recorded</b> 24 samples across three sessions; "It ended in May."'
    first = answer.index("24")
    second = answer.index('"It') + 1
    marks = [AnswerMark(first - 9, first + 32, 1), AnswerMark(second, len(answer) - 1, 2)]
    page = render_evidence(ITEMS, title="a model's citations", answer=answer, marks=marks)
    assert page == render_evidence(ITEMS, title="a model's citations", answer=answer, marks=marks)
    assert "<b>recorded" not in page
    assert "&lt;b&gt;" in page
    section = re.search(r'<section id="answer".*?</section>', page, re.S)
    assert section is not None
    marked = re.findall(r'<mark class="cited (\w+)"[^>]*>(.*?)</mark>', section.group(0))
    assert [(tone, html.unescape(text)) for tone, text in marked] == [
        ("ok", answer[first - 9 : first + 32]),
        ("fail", answer[second : len(answer) - 1]),
    ]
    assert re.findall(r'<a href="#q(\d)"', section.group(0)) == ["1", "2"]
    assert 'id="q1"' in page
    assert 'id="q2"' in page
    assert '<a href="#answer">' in page


def test_without_an_answer_the_page_has_no_answer_section() -> None:
    page = render_evidence(ITEMS)
    assert 'id="answer"' not in page
