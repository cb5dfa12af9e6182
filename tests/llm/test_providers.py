"""Every provider's shape, built with its SDK over real documents: each decision right."""

from __future__ import annotations

import re
from typing import Any

import pytest

from citeproof import SourceReader, SourceSpec, read
from citeproof.llm import CitationStatus, Provider, QuotationStatus, sniff, verify_response

from . import _fixtures as f

C, M, MIS, ALT, NP, U = (
    CitationStatus.CONFIRMED,
    CitationStatus.MOVED,
    CitationStatus.MISATTRIBUTED,
    CitationStatus.ALTERED,
    CitationStatus.NOT_PRESENT,
    CitationStatus.UNVERIFIABLE,
)


def statuses(report: Any) -> list[CitationStatus]:
    return [c.status for c in report.citations]


@pytest.fixture(scope="module")
def docs() -> dict[str, str]:
    return {
        "clean": f.text_of(f.git_doc("git-clean.txt")),
        "stash": f.text_of(f.git_doc("git-stash.txt")),
        "report": f.text_of(f.REPORT),
    }


def test_anthropic_char_locations_confirmed_moved_misattributed_altered(
    docs: dict[str, str],
) -> None:
    clean = docs["clean"]
    s, e = f.span_of(clean, f.CLEAN_PASSAGE)
    ns, ne = f.span_of(clean, f.CLEAN_NUMBER)
    request = f.anthropic_request(
        f.anthropic_document(f.text_source(f.git_doc("git-clean.txt")), "git-clean"),
        f.anthropic_document(f.text_source(f.REPORT), "Field report"),
        f.anthropic_document(f.text_source(f.git_doc("git-stash.txt")), "git-stash"),
    )
    altered = f.CLEAN_NUMBER.replace("6", "8")
    response = f.anthropic_message(
        [
            ("git clean removes untracked files. ", [f.char_location(0, clean, s, e)]),
            (
                "It starts where you are. ",
                [f.char_location(0, clean, s + 40, e + 40, f.CLEAN_PASSAGE)],
            ),
            ("It saves your changes. ", [f.char_location(0, clean, 0, 50, f.STASH_PASSAGE)]),
            ("The loop has eight subcommands. ", [f.char_location(0, clean, ns, ne, altered)]),
            ("A web page agrees. ", [f.web_location("https://example.org/a", "words on a page")]),
            ('The manual says it "saves your local modifications away" for later. ', []),
            ('An audit "found no errors in any quarterly archive ledger" last year.', []),
        ]
    )
    assert sniff(response) is Provider.ANTHROPIC
    report = verify_response(response, request=request)
    assert statuses(report) == [C, M, MIS, ALT, U]
    confirmed, moved, misattributed, altered_check, web = report.citations
    assert confirmed.found is not None
    assert confirmed.found.span.start == s
    assert moved.claim.location is not None
    assert moved.claim.location.start == s + 40
    assert moved.found is not None
    assert (moved.found.span.start, moved.found.span.end) == (s, e)
    assert misattributed.found is not None
    assert misattributed.found.document == 2
    stash = docs["stash"]
    assert misattributed.found.span.start == stash.index(f.STASH_PASSAGE)
    assert [(d.kind, d.quote, d.source) for d in altered_check.differences] == [
        ("changed", "8", "6")
    ]
    assert "not supplied" in web.reason
    # each citation's answer span is its own text block
    assert confirmed.claim.answer is not None
    assert confirmed.claim.answer.text == "git clean removes untracked files. "
    assert [(q.status, q.found.document if q.found else None) for q in report.quotations] == [
        (QuotationStatus.CONFIRMED, 2),
        (QuotationStatus.UNATTRIBUTED, None),
    ]
    assert not report.all_confirmed
    wire = report.to_dict()
    assert [c["index"] for c in wire["citations"]] == [0, 1, 2, 3, 4]
    assert wire["citations"][1]["claimed"] == {"kind": "char", "start": s + 40, "end": e + 40}
    assert wire["citations"][1]["found"]["codePoint"] == {"start": s, "end": e}


def _unique_line(text: str, start: int, end: int) -> str:
    """A line of ``text[start:end]`` long enough to be evidence that occurs once in ``text``."""
    lines = text[start:end].split("\n")
    for size in (1, 2, 3, 4):  # the PDF repeats its sentences: a few lines together are unique
        for i in range(len(lines) - size):
            passage = "\n".join(lines[i : i + size])
            if len(passage) >= 40 and text.count(passage) == 1:
                return passage
    raise AssertionError("no unique line on that page")


def test_anthropic_page_locations_in_a_base64_pdf() -> None:
    path = f.pdf()
    document = read(SourceSpec.path(path), SourceReader()).document
    starts = document.page_starts
    assert starts is not None
    assert len(starts) == 4
    line = _unique_line(document.text, starts[2], starts[3])  # on page 3
    request = f.anthropic_request(f.anthropic_document(f.pdf_source(path), "outline.pdf"))
    response = f.anthropic_message(
        [
            ("Page three says so. ", [f.page_location(0, line, 3, 4)]),
            ("So does page one. ", [f.page_location(0, line, 1, 2)]),
            ("Pages two to four. ", [f.page_location(0, line, 2, 5)]),
        ]
    )
    report = verify_response(response, request=request)
    assert statuses(report) == [C, M, C]
    moved = report.citations[1]
    assert moved.found is not None
    assert moved.found.span.coordinates.pages is not None
    assert moved.found.span.coordinates.pages.start == 3
    assert "page 3" in moved.reason


def test_anthropic_content_blocks() -> None:
    bisect = f.text_of(f.git_doc("git-bisect.txt"))
    paragraphs = [p for p in re.split(r"\n\s*\n", bisect) if len(p) > 200][:3]
    source = {"type": "content", "content": [{"type": "text", "text": p} for p in paragraphs]}
    request = f.anthropic_request(f.anthropic_document(source, "git-bisect"))
    cited = paragraphs[1][:120]
    response = f.anthropic_message(
        [
            ("The second block. ", [f.block_location(0, cited, 1, 2)]),
            ("The first block. ", [f.block_location(0, cited, 0, 1)]),
        ]
    )
    assert statuses(verify_response(response, request=request)) == [C, M]


def test_openai_responses_url_and_file_citations(docs: dict[str, str]) -> None:
    from openai.types.responses.response_output_text import (
        AnnotationFileCitation,
        AnnotationURLCitation,
    )

    first = f.REPORT_PASSAGE + "."
    second = " The survey will surely grow next year."
    third = " " + f.CLEAN_PASSAGE.replace("\n", " ")
    fourth = " A file that was never uploaded says more."
    text = first + second + third + fourth
    url = "https://example.org/field-report"
    annotations = [
        AnnotationURLCitation(
            type="url_citation",
            url=url,
            title="Field report",
            start_index=0,
            end_index=len(f.REPORT_PASSAGE),
        ),
        AnnotationURLCitation(
            type="url_citation",
            url=url,
            title="Field report",
            start_index=len(first) + 1,
            end_index=len(first + second),
        ),
        AnnotationFileCitation(
            type="file_citation",
            file_id="file-1",
            filename="git-clean.txt",
            index=len(first + second + third),
        ),
        AnnotationFileCitation(
            type="file_citation", file_id="file-2", filename="gone.pdf", index=len(text)
        ),
    ]
    response = f.openai_response(text, annotations)
    assert sniff(response) is Provider.OPENAI_RESPONSES
    documents = [
        {"path": str(f.REPORT), "title": "Field report"},
        {"path": str(f.git_doc("git-clean.txt"))},
    ]
    report = verify_response(response, documents)
    assert statuses(report) == [C, U, C, U]
    assert report.citations[0].claim.pointer == "/output/0/content/0/annotations/0"
    assert "not judged" in report.citations[1].reason
    assert report.citations[2].claim.answer is not None
    assert report.citations[2].claim.answer.text == third.strip()
    assert report.citations[2].found is not None
    assert report.citations[2].found.document == 1
    assert "file-2" in report.citations[3].reason  # the file id it names


def test_openai_chat_completions_url_citation(docs: dict[str, str]) -> None:
    from openai.types.chat.chat_completion_message import Annotation, AnnotationURLCitation

    text = f.REPORT_PASSAGE + ", the report says."
    note = Annotation(
        type="url_citation",
        url_citation=AnnotationURLCitation(
            url="https://example.org/r",
            title="Field report",
            start_index=0,
            end_index=len(f.REPORT_PASSAGE),
        ),
    )
    response = f.openai_chat(text, [note])
    assert sniff(response) is Provider.OPENAI_CHAT
    report = verify_response(response, [{"path": str(f.REPORT), "title": "Field report"}])
    assert statuses(report) == [C]
    assert report.citations[0].claim.pointer == "/choices/0/message/annotations/0/url_citation"


@pytest.mark.parametrize("camel", [False, True], ids=["sdk-dump", "rest-json"])
def test_gemini_byte_offsets_on_non_ascii_text(docs: dict[str, str], camel: bool) -> None:
    report_text = docs["report"]
    sentence = (
        "The committee said the “pilot” would run for six months — ending in March — before a "
        "review."
    )
    claim = " The primary group recorded 24 samples across three sessions."
    answer = sentence + claim
    start, end = len(sentence) + 1, len(answer)
    b_start, b_end = f.utf8(answer, start, end)
    assert (b_start, b_end) != (start, end)  # the dashes and curly quotes are 3 bytes each
    chunk_text = report_text[report_text.index("The committee") : report_text.index("review.") + 7]
    chunks = [
        f.gemini_chunk("report.txt", chunk_text, uri="gs://bucket/report.txt"),
        f.gemini_chunk("An unrelated page", uri="https://example.org/other"),
    ]
    third = answer.index("“")
    supports = [
        (b_start, b_end, claim.strip(), [0]),  # UTF-8 bytes, as the API counts
        (start, end, claim.strip(), [0]),  # code points: the classic bug
        (0, f.utf8(answer, third, third)[0] + 1, None, [0]),  # ends inside “
        (b_start, b_end, claim.strip(), [1]),  # a web page not supplied
    ]
    response = f.gemini_response(answer, chunks, supports, camel=camel)
    assert sniff(response) is Provider.GEMINI
    report = verify_response(response, [{"path": str(f.REPORT)}])
    assert statuses(report) == [C, C, C, U]
    good, shifted, cut, web = (c.claim.answer for c in report.citations)
    assert good is not None
    assert shifted is not None
    assert cut is not None
    assert web is not None
    assert (good.start, good.end, good.text, good.problems) == (start, end, claim.strip(), ())
    assert good.utf8 == (b_start, b_end)
    assert good.utf16 == (start, end)  # no character outside the BMP
    assert any("code points, not utf8" in p for p in shifted.problems)
    assert any("cuts the character '“'" in p for p in cut.problems)
    assert cut.end == third
    assert report.coordinate_problems == 2
    assert not report.all_confirmed


def test_cohere_spans_and_their_text(docs: dict[str, str]) -> None:
    phrase = "recursively removing files that are not under version control"
    text = f"It works by {phrase}, as the manual says."
    start = text.index(phrase)
    data = {"title": "git-clean", "snippet": f.CLEAN_PASSAGE}
    response = f.cohere_response(text, [(start, start + len(phrase), "doc-0", data)])
    shifted = response["message"]["citations"][0] | {
        "start": start + 3,
        "end": start + 3 + len(phrase),
    }
    response["message"]["citations"].append(shifted)
    assert sniff(response) is Provider.COHERE
    report = verify_response(response)
    assert statuses(report)[0] is C
    assert report.citations[0].claim.answer is not None
    assert report.citations[0].claim.answer.problems == ()
    second = report.citations[1].claim.answer
    assert second is not None
    assert any(f"that text is at code points {start}-" in p for p in second.problems)
