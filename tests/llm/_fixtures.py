"""Model responses built through the official SDKs' types, over real documents.

Every response here is made with the provider's own SDK model (``anthropic.types.Message``,
``openai.types.responses.Response``, ``google.genai.types.GenerateContentResponse``,
``cohere.V2ChatResponse``) and dumped with ``model_dump(mode="json")``, so a shape the SDK
rejects cannot be one citeproof is tested on; Anthropic's request blocks are validated
with the SDK's ``DocumentBlockParam`` through pydantic.

The documents are real: git's manual pages (Debian's ``git-doc``, pinned by version and
sha256, fetched into the test cache), a LaTeX PDF of pypdf's test resources, and the
bundled ``examples/report.txt`` (curly quotes, dashes: UTF-8 bytes differ from code
points). Offsets are computed from the documents' text, never written down.
"""

from __future__ import annotations

import base64
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import TypeAdapter

from ..realdocs._cache import Package, fetch_member
from ..realdocs.pdfs import PYPDF

ROOT = Path(__file__).parents[2]
REPORT = ROOT / "examples" / "report.txt"

GIT_DOC = Package(
    "debian",
    "git-doc",
    "1:2.39.5-0+deb12u3",
    "3c89668a11053a6bafade3de1f611f4613db31e082af63f43d8c5b69ad8795ec",
)
_GIT_MEMBERS = {
    "git-clean.txt": "d416f9b9b74fee22771477b8e206508e99df186d499f4064137d09b5d2c9ecf7",
    "git-stash.txt": "77056086dbd626c7c0b2d7ad8b524fc92caa3ab7cb88d0eb12c51fb5780c0915",
    "git-bisect.txt": "d1c34dcbead1915c9ba73d4247b099d0e5ebaa2268aabc81110c40241c96af7c",
}
PDF_SHA256 = "17b5a4dac75613b82749c7538fc93991a385a5d419cc9832fdba24c1726a031a"

#: Passages of the real documents the responses cite (each occurs once in its document).
CLEAN_PASSAGE = (
    "Cleans the working tree by recursively removing files that are not\n"
    "under version control, starting from the current directory."
)
CLEAN_NUMBER = "The main command loop has 6 subcommands."
STASH_PASSAGE = (
    "The command saves your local modifications away\n"
    "and reverts the working directory to match the `HEAD` commit."
)
REPORT_PASSAGE = "The primary group recorded 24 samples across three sessions"


@cache
def git_doc(name: str) -> Path:
    """A manual page of git's documentation, from the pinned Debian package."""
    return fetch_member(GIT_DOC, f"usr/share/doc/git-doc/{name}", _GIT_MEMBERS[name])


@cache
def pdf() -> Path:
    """A four-page LaTeX PDF (pypdf's ``pdflatex-outline.pdf``)."""
    return fetch_member(PYPDF, "*/resources/pdflatex-outline.pdf", PDF_SHA256)


def text_of(path: Path) -> str:
    return path.read_text("utf-8")


def span_of(text: str, passage: str) -> tuple[int, int]:
    """Where ``passage`` is in ``text`` (it must be there exactly once)."""
    assert text.count(passage) == 1, passage
    start = text.index(passage)
    return start, start + len(passage)


# -- Anthropic ------------------------------------------------------------------------------


def anthropic_document(source: dict[str, Any], title: str) -> dict[str, Any]:
    """A request's ``document`` block, validated by the SDK's ``DocumentBlockParam``."""
    from anthropic.types import DocumentBlockParam

    block = {"type": "document", "source": source, "title": title, "citations": {"enabled": True}}
    TypeAdapter(DocumentBlockParam).validate_python(block)
    return block


def anthropic_request(*documents: dict[str, Any]) -> dict[str, Any]:
    question = {"type": "text", "text": "What do the documents say?"}
    return {
        "model": "claude-sonnet-4-5",
        "max_tokens": 1024,
        "messages": [{"role": "user", "content": [*documents, question]}],
    }


def text_source(path: Path) -> dict[str, Any]:
    return {"type": "text", "media_type": "text/plain", "data": text_of(path)}


def pdf_source(path: Path) -> dict[str, Any]:
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    return {"type": "base64", "media_type": "application/pdf", "data": data}


def anthropic_message(blocks: list[tuple[str, list[Any]]]) -> dict[str, Any]:
    """A Message whose text blocks carry the given citations (SDK citation models)."""
    from anthropic.types import Message, TextBlock, Usage

    content = [TextBlock(type="text", text=text, citations=cites or None) for text, cites in blocks]
    message = Message(
        id="msg_01",
        type="message",
        role="assistant",
        model="claude-sonnet-4-5",
        content=content,
        stop_reason="end_turn",
        stop_sequence=None,
        usage=Usage(input_tokens=100, output_tokens=50),
    )
    dumped: dict[str, Any] = message.model_dump(mode="json")
    return dumped


def char_location(index: int, text: str, start: int, end: int, cited: str | None = None) -> Any:
    from anthropic.types import CitationCharLocation

    return CitationCharLocation(
        type="char_location",
        cited_text=text[start:end] if cited is None else cited,
        document_index=index,
        document_title=None,
        start_char_index=start,
        end_char_index=end,
    )


def page_location(index: int, cited: str, start: int, end: int) -> Any:
    from anthropic.types import CitationPageLocation

    return CitationPageLocation(
        type="page_location",
        cited_text=cited,
        document_index=index,
        document_title=None,
        start_page_number=start,
        end_page_number=end,
    )


def block_location(index: int, cited: str, start: int, end: int) -> Any:
    from anthropic.types import CitationContentBlockLocation

    return CitationContentBlockLocation(
        type="content_block_location",
        cited_text=cited,
        document_index=index,
        document_title=None,
        start_block_index=start,
        end_block_index=end,
    )


def web_location(url: str, cited: str) -> Any:
    from anthropic.types import CitationsWebSearchResultLocation

    return CitationsWebSearchResultLocation(
        type="web_search_result_location",
        cited_text=cited,
        url=url,
        title="A page",
        encrypted_index="EoQBCk",
    )


# -- OpenAI ---------------------------------------------------------------------------------


def openai_response(text: str, annotations: list[Any]) -> dict[str, Any]:
    from openai.types.responses import Response, ResponseOutputMessage, ResponseOutputText

    output = ResponseOutputMessage(
        id="msg_1",
        type="message",
        role="assistant",
        status="completed",
        content=[ResponseOutputText(type="output_text", text=text, annotations=annotations)],
    )
    response = Response(
        id="resp_1",
        object="response",
        created_at=0,
        model="gpt-4.1",
        output=[output],
        parallel_tool_calls=True,
        tool_choice="auto",
        tools=[],
    )
    dumped: dict[str, Any] = response.model_dump(mode="json")
    return dumped


def openai_chat(text: str, annotations: list[Any]) -> dict[str, Any]:
    from openai.types.chat import ChatCompletion
    from openai.types.chat.chat_completion import Choice
    from openai.types.chat.chat_completion_message import ChatCompletionMessage

    message = ChatCompletionMessage(role="assistant", content=text, annotations=annotations)
    completion = ChatCompletion(
        id="chatcmpl-1",
        object="chat.completion",
        created=0,
        model="gpt-4o-search-preview",
        choices=[Choice(index=0, finish_reason="stop", message=message)],
    )
    dumped: dict[str, Any] = completion.model_dump(mode="json")
    return dumped


# -- Gemini ---------------------------------------------------------------------------------


def gemini_response(
    text: str,
    chunks: list[Any],
    supports: list[tuple[int, int, str | None, list[int]]],
    *,
    camel: bool = False,
) -> dict[str, Any]:
    """``supports``: (start, end, segment text, chunk indices), offsets as given."""
    from google.genai import types

    metadata = types.GroundingMetadata(
        grounding_chunks=chunks,
        grounding_supports=[
            types.GroundingSupport(
                segment=types.Segment(start_index=s, end_index=e, text=t),
                grounding_chunk_indices=indices,
            )
            for s, e, t, indices in supports
        ],
    )
    response = types.GenerateContentResponse(
        candidates=[
            types.Candidate(
                content=types.Content(role="model", parts=[types.Part(text=text)]),
                grounding_metadata=metadata,
            )
        ]
    )
    dumped: dict[str, Any] = response.model_dump(mode="json", exclude_none=True, by_alias=camel)
    return dumped


def gemini_chunk(title: str, text: str | None = None, uri: str | None = None) -> Any:
    from google.genai import types

    if text is None:
        return types.GroundingChunk(web=types.GroundingChunkWeb(uri=uri, title=title))
    return types.GroundingChunk(
        retrieved_context=types.GroundingChunkRetrievedContext(uri=uri, title=title, text=text)
    )


def utf8(text: str, start: int, end: int) -> tuple[int, int]:
    """Code-point offsets as UTF-8 byte offsets (what Gemini's segments count)."""
    return len(text[:start].encode("utf-8")), len(text[:end].encode("utf-8"))


# -- Cohere ---------------------------------------------------------------------------------


def cohere_response(text: str, citations: list[tuple[int, int, str, dict[str, Any]]]) -> Any:
    """``citations``: (start, end, document id, document data)."""
    import cohere

    message = cohere.AssistantMessageResponse(
        role="assistant",
        content=[cohere.TextAssistantMessageResponseContentItem(type="text", text=text)],
        citations=[
            cohere.Citation(
                start=s,
                end=e,
                text=text[s:e],
                type="TEXT_CONTENT",
                sources=[cohere.DocumentSource(type="document", id=ident, document=data)],
            )
            for s, e, ident, data in citations
        ],
    )
    response = cohere.V2ChatResponse(id="c-1", finish_reason="COMPLETE", message=message)
    return response.model_dump(mode="json")
