"""The two citation kinds the other tests leave out, built with their SDK types: Anthropic's
``search_result_location`` (into the request's ``search_result`` blocks, counted apart from
its documents) and OpenAI's ``container_file_citation`` (a file of a code-interpreter
container, cited by an answer span)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pydantic import TypeAdapter

from citeproof import InputError
from citeproof.llm import CitationStatus, verify_response

from . import _fixtures as f

C, M, ALT, U = (
    CitationStatus.CONFIRMED,
    CitationStatus.MOVED,
    CitationStatus.ALTERED,
    CitationStatus.UNVERIFIABLE,
)


def _paragraphs(name: str, count: int) -> list[str]:
    text = f.text_of(f.git_doc(name))
    return [p.strip() for p in re.split(r"\n\s*\n", text) if len(p.strip()) > 150][:count]


def _search_result(source: str, title: str, texts: list[str]) -> dict[str, Any]:
    from anthropic.types import SearchResultBlockParam

    block = {
        "type": "search_result",
        "source": source,
        "title": title,
        "content": [{"type": "text", "text": t} for t in texts],
        "citations": {"enabled": True},
    }
    TypeAdapter(SearchResultBlockParam).validate_python(block)
    return block


def _located(index: int, cited: str, start: int, end: int, title: str) -> Any:
    from anthropic.types import CitationsSearchResultLocation

    return CitationsSearchResultLocation(
        type="search_result_location",
        cited_text=cited,
        search_result_index=index,
        source=f"https://example.org/{title}",
        title=title,
        start_block_index=start,
        end_block_index=end,
    )


def _request() -> tuple[dict[str, Any], list[str], list[str]]:
    stash, bisect = _paragraphs("git-stash.txt", 3), _paragraphs("git-bisect.txt", 3)
    request = f.anthropic_request(
        f.anthropic_document(f.text_source(f.REPORT), "field report"),  # document_index 0
        _search_result("https://example.org/stash", "stash", stash),  # search_result_index 0
        _search_result("https://example.org/bisect", "bisect", bisect),  # search_result_index 1
    )
    return request, stash, bisect


def test_search_result_locations_count_the_search_results_not_the_documents() -> None:
    request, stash, bisect = _request()
    cited = bisect[1][: bisect[1].rindex(" ", 0, 100)]
    altered = cited.replace("binary", "linear", 1)
    assert altered != cited
    response = f.anthropic_message(
        [
            ("Bisect's second block. ", [_located(1, cited, 1, 2, "bisect")]),
            ("Said to be its first. ", [_located(1, cited, 0, 1, "bisect")]),
            ("Said of stash. ", [_located(0, cited, 1, 2, "stash")]),
            ("Changed. ", [_located(1, altered, 1, 2, "bisect")]),
            ("Stash's first block. ", [_located(0, stash[0][:80], 0, 1, "stash")]),
        ]
    )
    report = verify_response(response, request=request)
    assert [c.status for c in report.citations] == [
        C,
        M,
        CitationStatus.MISATTRIBUTED,
        ALT,
        C,
    ]
    names = {d.index: d.name for d in report.documents}
    first = report.citations[0]
    assert first.found is not None
    assert names[first.found.document] == "bisect"
    misattributed = report.citations[2]
    assert misattributed.found is not None
    assert names[misattributed.found.document] == "bisect"
    assert report.citations[3].differences


def test_a_search_result_index_with_no_search_result_is_a_typed_error() -> None:
    request, _, bisect = _request()
    response = f.anthropic_message([("Nowhere. ", [_located(2, bisect[0][:60], 0, 1, "x")])])
    with pytest.raises(InputError) as caught:
        verify_response(response, request=request)
    assert caught.value.path == "/content/0/citations/0/search_result_index"


def test_container_file_citations_by_their_answer_span() -> None:
    from openai.types.responses.response_output_text import AnnotationContainerFileCitation

    passage = " ".join(f.CLEAN_PASSAGE.split())
    first = passage + "."
    second = " The tool deletes every file in the repository."
    third = " A chart was drawn."
    text = first + second + third

    def cite(start: int, end: int, file_id: str, filename: str) -> Any:
        return AnnotationContainerFileCitation(
            type="container_file_citation",
            container_id="cntr_1",
            file_id=file_id,
            filename=filename,
            start_index=start,
            end_index=end,
        )

    annotations = [
        cite(0, len(passage), "cfile_1", "git-clean.txt"),
        cite(len(first) + 1, len(first + second), "cfile_1", "git-clean.txt"),
        cite(len(first + second) + 1, len(text), "cfile_9", "chart.png"),
    ]
    response = f.openai_response(text, annotations)
    report = verify_response(response, [{"path": str(f.git_doc("git-clean.txt"))}])
    assert [c.status for c in report.citations] == [C, U, U]
    assert [c.claim.kind for c in report.citations] == ["container_file_citation"] * 3
    span = report.citations[0].claim.answer
    assert span is not None
    assert span.text == passage
    assert span.problems == ()
    assert "not judged" in report.citations[1].reason
    assert "cfile_9" in report.citations[2].reason or "chart.png" in report.citations[2].reason
