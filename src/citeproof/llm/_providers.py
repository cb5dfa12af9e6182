"""Each provider's response shape read into one answer and a list of :class:`Claim`.

The shapes are the documented ones, as the official SDKs dump them
(``model_dump(mode="json")``: snake_case; Gemini's REST JSON is camelCase, and both are
read). Nothing is guessed past the shape: a citation that names no document the response
or the caller supplied is an error naming its JSON pointer (``no_such_document``), a span
outside the answer is ``citation_out_of_range``, a shape no reader knows
``unknown_response_shape``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..errors import ErrorCode, InputError
from ..service import SourceSpec
from ._answer import UNITS, Answer
from ._documents import Document, Pool, document_from_json
from ._model import AnswerSpan, Claim, Location, Provider

__all__ = ["Parsed", "parse", "sniff"]

_SNAKE = re.compile(r"(?<!^)(?=[A-Z])")


@dataclass
class Parsed:
    """A response read: its answer and its citations, documents added to the pool."""

    answer: Answer
    claims: list[Claim]


@dataclass
class _Context:
    """What a reader needs besides the response: the pool and how indices map into it."""

    pool: Pool
    documents: list[int]  # document_index -> pool index
    results: list[int]  # search_result_index -> pool index


def _get(value: Any, name: str, default: Any = None) -> Any:
    """``value[name]`` in camelCase or snake_case (Gemini's REST JSON or the SDK's dump)."""
    if not isinstance(value, dict):
        return default
    if name in value:
        return value[name]
    return value.get(_SNAKE.sub("_", name).lower(), default)


def _list(value: Any, pointer: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise InputError("expected a list", path=pointer, code=ErrorCode.WRONG_TYPE)
    return value


def _int(value: Any, pointer: str, default: int | None = None) -> int:
    if value is None and default is not None:
        return default
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError("expected a whole number", path=pointer, code=ErrorCode.WRONG_TYPE)
    return value


def sniff(response: Any) -> Provider:
    """The provider whose shape ``response`` has; ``unknown_response_shape`` if none."""
    if isinstance(response, dict):
        if response.get("type") == "message" and isinstance(response.get("content"), list):
            return Provider.ANTHROPIC
        if response.get("object") == "response" or isinstance(response.get("output"), list):
            return Provider.OPENAI_RESPONSES
        if isinstance(response.get("choices"), list):
            return Provider.OPENAI_CHAT
        if isinstance(response.get("candidates"), list):
            return Provider.GEMINI
        message = response.get("message")
        if isinstance(message, dict) and isinstance(message.get("content"), list):
            return Provider.COHERE
        if isinstance(response.get("answer"), str) and isinstance(response.get("citations"), list):
            return Provider.GENERIC
        if response.get("role") == "assistant" and isinstance(response.get("content"), list):
            return Provider.ANTHROPIC
    raise InputError(
        "the response has no shape citeproof reads (Anthropic Messages, OpenAI Responses or "
        "Chat Completions, Gemini, Cohere v2 chat, or {answer, citations})",
        path="",
        code=ErrorCode.UNKNOWN_RESPONSE_SHAPE,
    )


def parse(
    response: Any, provider: Provider, pool: Pool, documents: list[int], results: list[int]
) -> Parsed:
    """``response`` read as ``provider``'s shape."""
    if not isinstance(response, dict):
        raise InputError(
            "the response must be a JSON object", path="", code=ErrorCode.UNKNOWN_RESPONSE_SHAPE
        )
    readers: dict[Provider, Callable[[dict[str, Any], _Context], Parsed]] = {
        Provider.ANTHROPIC: _anthropic,
        Provider.OPENAI_RESPONSES: _openai_responses,
        Provider.OPENAI_CHAT: _openai_chat,
        Provider.GEMINI: _gemini,
        Provider.COHERE: _cohere,
        Provider.GENERIC: _generic,
    }
    return readers[provider](response, _Context(pool, documents, results))


def _claims(claims: list[Claim]) -> list[Claim]:
    """The claims numbered in the response's order."""
    from dataclasses import replace

    return [replace(claim, index=i) for i, claim in enumerate(claims)]


def _indexed(ctx: _Context, table: list[int], value: Any, pointer: str, what: str) -> int:
    index = _int(value, pointer)
    if not 0 <= index < len(table):
        raise InputError(
            f"{what} {index} names no document: {len(table)} supplied",
            path=pointer,
            code=ErrorCode.NO_SUCH_DOCUMENT,
        )
    return table[index]


def _named(ctx: _Context, *names: str) -> tuple[int, str]:
    """The pool's document of that name, or a new one that is not supplied."""
    found = ctx.pool.find(*names)
    wanted = next((n for n in names if n), "")
    if found is None:
        found = ctx.pool.add(ctx.pool.unsupplied(*names))
    return found, wanted


# -- Anthropic Messages ---------------------------------------------------------------------


def _anthropic(response: dict[str, Any], ctx: _Context) -> Parsed:
    content = _list(response.get("content"), "/content")
    parts: list[str] = []
    blocks: list[tuple[int, int, dict[str, Any]]] = []  # (content index, part index, block)
    for b, block in enumerate(content):
        if isinstance(block, dict) and block.get("type") == "text":
            text = block.get("text")
            if not isinstance(text, str):
                raise InputError(
                    "text must be a string", path=f"/content/{b}/text", code=ErrorCode.WRONG_TYPE
                )
            blocks.append((b, len(parts), block))
            parts.append(text)
        elif isinstance(block, dict) and block.get("type") == "web_search_tool_result":
            results = block.get("content")
            for result in results if isinstance(results, list) else []:
                if isinstance(result, dict) and result.get("url"):
                    _named(ctx, str(result["url"]), str(result.get("title") or ""))
    answer = Answer(parts)
    claims: list[Claim] = []
    for b, p, block in blocks:
        start = answer.part_starts[p]
        span = answer.at(start, start + len(parts[p]))
        for c, citation in enumerate(_list(block.get("citations"), f"/content/{b}/citations")):
            claims.append(_anthropic_claim(citation, f"/content/{b}/citations/{c}", span, ctx))
    return Parsed(answer, _claims(claims))


_ANTHROPIC_LOCATIONS = {
    "char_location": ("char", "start_char_index", "end_char_index"),
    "page_location": ("page", "start_page_number", "end_page_number"),
    "content_block_location": ("block", "start_block_index", "end_block_index"),
    "search_result_location": ("block", "start_block_index", "end_block_index"),
}


def _anthropic_claim(citation: Any, pointer: str, span: AnswerSpan, ctx: _Context) -> Claim:
    if not isinstance(citation, dict):
        raise InputError("a citation must be an object", path=pointer, code=ErrorCode.WRONG_TYPE)
    kind = citation.get("type")
    quote = citation.get("cited_text")
    if not isinstance(quote, str):
        raise InputError(
            "cited_text must be a string", path=f"{pointer}/cited_text", code=ErrorCode.WRONG_TYPE
        )
    if kind == "web_search_result_location":
        url = str(citation.get("url") or "")
        document, wanted = _named(ctx, url, str(citation.get("title") or ""))
        return Claim(0, pointer, str(kind), quote, document, wanted, None, span)
    if kind not in _ANTHROPIC_LOCATIONS:
        raise InputError(
            f"a citation of type {kind!r} is not one citeproof reads",
            path=f"{pointer}/type",
            code=ErrorCode.UNKNOWN_RESPONSE_SHAPE,
        )
    unit, start_key, end_key = _ANTHROPIC_LOCATIONS[kind]
    if kind == "search_result_location":
        where = f"{pointer}/search_result_index"
        document = _indexed(
            ctx, ctx.results, citation.get("search_result_index"), where, "search_result_index"
        )
    else:
        where = f"{pointer}/document_index"
        document = _indexed(
            ctx, ctx.documents, citation.get("document_index"), where, "document_index"
        )
    location = Location(
        unit,
        _int(citation.get(start_key), f"{pointer}/{start_key}"),
        _int(citation.get(end_key), f"{pointer}/{end_key}"),
    )
    return Claim(0, pointer, str(kind), quote, document, "", location, span)


# -- OpenAI Responses and Chat Completions --------------------------------------------------


def _openai_responses(response: dict[str, Any], ctx: _Context) -> Parsed:
    parts: list[str] = []
    found: list[tuple[str, int, dict[str, Any]]] = []  # (pointer, part index, output_text)
    for i, item in enumerate(_list(response.get("output"), "/output")):
        if not isinstance(item, dict) or item.get("type") != "message":
            continue
        for j, content in enumerate(_list(item.get("content"), f"/output/{i}/content")):
            if isinstance(content, dict) and content.get("type") == "output_text":
                found.append((f"/output/{i}/content/{j}", len(parts), content))
                parts.append(str(content.get("text") or ""))
    answer = Answer(parts)
    claims: list[Claim] = []
    for where, p, content in found:
        for k, note in enumerate(_list(content.get("annotations"), f"{where}/annotations")):
            claim = _openai_claim(note, f"{where}/annotations/{k}", answer, p, ctx)
            if claim is not None:
                claims.append(claim)
    return Parsed(answer, _claims(claims))


def _openai_chat(response: dict[str, Any], ctx: _Context) -> Parsed:
    parts: list[str] = []
    found: list[tuple[str, dict[str, Any]]] = []
    for c, choice in enumerate(_list(response.get("choices"), "/choices")):
        message = choice.get("message") if isinstance(choice, dict) else None
        if isinstance(message, dict):
            found.append((f"/choices/{c}/message", message))
            parts.append(str(message.get("content") or ""))
    answer = Answer(parts)
    claims: list[Claim] = []
    for p, (where, message) in enumerate(found):
        for k, note in enumerate(_list(message.get("annotations"), f"{where}/annotations")):
            pointer = f"{where}/annotations/{k}"
            if isinstance(note, dict) and isinstance(note.get("url_citation"), dict):
                note = {"type": note.get("type"), **note["url_citation"]}
                pointer += "/url_citation"
            claim = _openai_claim(note, pointer, answer, p, ctx)
            if claim is not None:
                claims.append(claim)
    return Parsed(answer, _claims(claims))


def _openai_claim(
    note: Any, pointer: str, answer: Answer, part: int, ctx: _Context
) -> Claim | None:
    if not isinstance(note, dict):
        raise InputError("an annotation must be an object", path=pointer, code=ErrorCode.WRONG_TYPE)
    kind = str(note.get("type"))
    if kind == "file_path":
        return None  # a link to a generated file, not a citation
    if kind == "url_citation":
        span = answer.span(
            _int(note.get("start_index"), f"{pointer}/start_index"),
            _int(note.get("end_index"), f"{pointer}/end_index"),
            part=part,
            pointer=pointer,
        )
        document, wanted = _named(ctx, str(note.get("url") or ""), str(note.get("title") or ""))
        return Claim(0, pointer, kind, None, document, wanted, None, span)
    if kind in ("file_citation", "container_file_citation"):
        names = (str(note.get("file_id") or ""), str(note.get("filename") or ""))
        document, wanted = _named(ctx, *names)
        if kind == "file_citation":
            index = _int(note.get("index"), f"{pointer}/index")
            span = _sentence_before(answer, part, index, pointer)
        else:
            span = answer.span(
                _int(note.get("start_index"), f"{pointer}/start_index"),
                _int(note.get("end_index"), f"{pointer}/end_index"),
                part=part,
                pointer=pointer,
            )
        return Claim(0, pointer, kind, None, document, wanted, None, span)
    raise InputError(
        f"an annotation of type {kind!r} is not one citeproof reads",
        path=f"{pointer}/type",
        code=ErrorCode.UNKNOWN_RESPONSE_SHAPE,
    )


_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*\s+|\n\s*\n")


def _sentence_before(answer: Answer, part: int, index: int, pointer: str) -> AnswerSpan:
    """A ``file_citation`` marks one point: the claim is the sentence that ends there."""
    point = answer.span(index, index, part=part, pointer=pointer)
    text = answer.parts[part]
    local = point.start - answer.part_starts[part]
    ends = [m.end() for m in _SENTENCE_END.finditer(text, 0, max(0, local - 1))]
    start = ends[-1] if ends else 0
    return answer.at(answer.part_starts[part] + start, point.start)


# -- Google Gemini --------------------------------------------------------------------------


def _gemini(response: dict[str, Any], ctx: _Context) -> Parsed:
    candidates = _list(_get(response, "candidates"), "/candidates")
    if not candidates or not isinstance(candidates[0], dict):
        raise InputError(
            "the response has no candidate", path="/candidates", code=ErrorCode.MISSING_FIELD
        )
    candidate = candidates[0]
    parts = [
        str(_get(part, "text") or "")
        for part in _list(_get(_get(candidate, "content", {}), "parts"), "/candidates/0/content")
    ]
    answer = Answer(parts)
    meta_key = "groundingMetadata" if "groundingMetadata" in candidate else "grounding_metadata"
    meta = _get(candidate, "groundingMetadata") or {}
    base = f"/candidates/0/{meta_key}"
    chunks_key = "groundingChunks" if "groundingChunks" in meta else "grounding_chunks"
    chunks = _list(_get(meta, "groundingChunks"), f"{base}/{chunks_key}")
    supports_key = "groundingSupports" if "groundingSupports" in meta else "grounding_supports"
    claims: list[Claim] = []
    for s, support in enumerate(_list(_get(meta, "groundingSupports"), f"{base}/{supports_key}")):
        pointer = f"{base}/{supports_key}/{s}"
        segment = _get(support, "segment") or {}
        text = _get(segment, "text")
        span = answer.span(
            _int(_get(segment, "startIndex"), f"{pointer}/segment/startIndex", 0),
            _int(_get(segment, "endIndex"), f"{pointer}/segment/endIndex"),
            unit="utf8",
            part=_int(_get(segment, "partIndex"), f"{pointer}/segment/partIndex", 0),
            expected=text if isinstance(text, str) else None,
            pointer=f"{pointer}/segment",
        )
        indices = _get(support, "groundingChunkIndices") or []
        for n, k in enumerate(_list(indices, f"{pointer}/groundingChunkIndices")):
            where = f"{pointer}/groundingChunkIndices/{n}"
            k = _int(k, where)
            if not 0 <= k < len(chunks):
                raise InputError(
                    f"grounding chunk {k} does not exist: the response has {len(chunks)}",
                    path=where,
                    code=ErrorCode.CITATION_OUT_OF_RANGE,
                )
            chunk = f"{base}/{chunks_key}/{k}"
            claims.append(_gemini_claim(chunks[k], where, chunk, span, ctx))
    return Parsed(answer, _claims(claims))


def _gemini_claim(
    chunk: Any, pointer: str, chunk_pointer: str, span: AnswerSpan, ctx: _Context
) -> Claim:
    web = _get(chunk, "web")
    context = _get(chunk, "retrievedContext")
    source = context if isinstance(context, dict) else web if isinstance(web, dict) else {}
    uri, title = str(_get(source, "uri") or ""), str(_get(source, "title") or "")
    text = _get(source, "text") if source is context else None
    if text is not None and not isinstance(text, str):
        # the passage to find: a list or an object was taken as one (a TypeError when the
        # chunk's document was supplied: HTTP 500, MCP internal_error)
        key = "retrievedContext" if "retrievedContext" in chunk else "retrieved_context"
        raise InputError(
            "a retrieved context's text must be a string",
            path=f"{chunk_pointer}/{key}/text",
            code=ErrorCode.WRONG_TYPE,
        )
    supplied = ctx.pool.find(uri, title)
    if supplied is not None and ctx.pool.documents[supplied].spec is not None:
        # the chunk's document is supplied: the chunk's text is the passage to find in it
        kind = "retrieved_context" if source is context else "web"
        return Claim(0, pointer, kind, text, supplied, uri or title, None, span)
    if isinstance(text, str) and text:
        # only the chunk is supplied: the claim is looked for in the chunk itself
        names = tuple(n for n in (uri, title) if n)
        document = ctx.pool.add(
            Document(title or uri or "retrieved context", SourceSpec.text(text), names)
        )
        return Claim(0, pointer, "retrieved_context", None, document, uri or title, None, span)
    document, wanted = _named(ctx, uri, title)
    return Claim(0, pointer, "web", None, document, wanted, None, span)


# -- Cohere v2 chat -------------------------------------------------------------------------


def _cohere(response: dict[str, Any], ctx: _Context) -> Parsed:
    message = response["message"]
    content = _list(message.get("content"), "/message/content")
    parts = [str(c.get("text") or "") if isinstance(c, dict) else "" for c in content]
    answer = Answer(parts)
    claims: list[Claim] = []
    for c, citation in enumerate(_list(message.get("citations"), "/message/citations")):
        pointer = f"/message/citations/{c}"
        if not isinstance(citation, dict):
            raise InputError(
                "a citation must be an object", path=pointer, code=ErrorCode.WRONG_TYPE
            )
        part = citation.get("content_index")
        span = answer.span(
            _int(citation.get("start"), f"{pointer}/start"),
            _int(citation.get("end"), f"{pointer}/end"),
            part=_int(part, f"{pointer}/content_index") if part is not None else None,
            expected=citation.get("text") if isinstance(citation.get("text"), str) else None,
            pointer=pointer,
        )
        for s, source in enumerate(_list(citation.get("sources"), f"{pointer}/sources")):
            claims.append(_cohere_claim(source, f"{pointer}/sources/{s}", span, ctx))
    return Parsed(answer, _claims(claims))


def _cohere_claim(source: Any, pointer: str, span: AnswerSpan, ctx: _Context) -> Claim:
    if not isinstance(source, dict):
        raise InputError("a source must be an object", path=pointer, code=ErrorCode.WRONG_TYPE)
    data = source.get("document") or source.get("tool_output") or {}
    ident = str(source.get("id") or "")
    title = str(data.get("title") or "") if isinstance(data, dict) else ""
    found = ctx.pool.find(ident, title)
    if found is None or ctx.pool.documents[found].spec is None:
        text = _document_text(data)
        if text:
            names = tuple(n for n in (ident, title, str(data.get("id") or "")) if n)
            found = ctx.pool.add(Document(title or ident, SourceSpec.text(text), names))
        else:
            found, _ = _named(ctx, ident, title)
    return Claim(0, pointer, str(source.get("type") or "document"), None, found, ident, None, span)


def _document_text(data: Any) -> str:
    """A Cohere document's text: its ``text`` or ``snippet``, else its string fields in
    key order (the API renders a document's fields the same way)."""
    if not isinstance(data, dict):
        return ""
    for key in ("text", "snippet", "content"):
        if isinstance(data.get(key), str):
            return str(data[key])
    return "\n".join(str(data[k]) for k in sorted(data) if isinstance(data[k], str) and k != "id")


# -- the generic form -----------------------------------------------------------------------


def _generic(response: dict[str, Any], ctx: _Context) -> Parsed:
    answer = Answer([response["answer"]])
    own = [
        ctx.pool.add(document_from_json(value, f"/documents/{d}"))
        for d, value in enumerate(_list(response.get("documents"), "/documents"))
    ]
    ctx.documents[:0] = own  # document_index counts the response's documents first
    claims: list[Claim] = []
    for c, citation in enumerate(_list(response.get("citations"), "/citations")):
        claims.append(_generic_claim(citation, f"/citations/{c}", answer, ctx))
    return Parsed(answer, _claims(claims))


def _generic_claim(citation: Any, pointer: str, answer: Answer, ctx: _Context) -> Claim:
    if not isinstance(citation, dict):
        raise InputError("a citation must be an object", path=pointer, code=ErrorCode.WRONG_TYPE)
    quote = citation.get("quote")
    if quote is not None and not isinstance(quote, str):
        raise InputError(
            "quote must be a string", path=f"{pointer}/quote", code=ErrorCode.WRONG_TYPE
        )
    span = None
    if "answer_span" in citation:
        where = f"{pointer}/answer_span"
        value = citation["answer_span"]
        if not isinstance(value, dict):
            raise InputError("answer_span must be an object", path=where, code=ErrorCode.WRONG_TYPE)
        unit = str(value.get("unit", "code_point"))
        if unit not in UNITS:
            raise InputError(
                f"unit must be one of {', '.join(UNITS)}",
                path=f"{where}/unit",
                code=ErrorCode.INVALID_VALUE,
            )
        span = answer.span(
            _int(value.get("start"), f"{where}/start"),
            _int(value.get("end"), f"{where}/end"),
            unit=unit,
            expected=value.get("text") if isinstance(value.get("text"), str) else None,
            pointer=where,
        )
    if quote is None and span is None:
        raise InputError(
            "a citation needs a quote or an answer_span",
            path=pointer,
            code=ErrorCode.MISSING_FIELD,
        )
    source = citation.get("source")
    where = f"{pointer}/source"
    if not isinstance(source, dict):
        raise InputError("source must be an object", path=where, code=ErrorCode.MISSING_FIELD)
    if "document_index" in source:
        document = _indexed(
            ctx,
            ctx.documents,
            source["document_index"],
            f"{where}/document_index",
            "document_index",
        )
    else:
        document = ctx.pool.add(document_from_json(source, where))
    return Claim(
        0, pointer, "generic", quote, document, "", _generic_location(citation, pointer), span
    )


def _generic_location(citation: dict[str, Any], pointer: str) -> Location | None:
    value = citation.get("location")
    if value is None:
        return None
    where = f"{pointer}/location"
    if not isinstance(value, dict):
        raise InputError("location must be an object", path=where, code=ErrorCode.WRONG_TYPE)
    for kind, start, end in (
        ("page", "start_page", "end_page"),
        ("block", "start_block", "end_block"),
        ("char", "start", "end"),
    ):
        if start in value:
            return Location(
                kind, _int(value[start], f"{where}/{start}"), _int(value.get(end), f"{where}/{end}")
            )
    raise InputError(
        "location needs start/end, start_page/end_page or start_block/end_block",
        path=where,
        code=ErrorCode.MISSING_FIELD,
    )
