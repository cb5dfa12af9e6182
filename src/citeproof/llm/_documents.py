"""The documents a response's citations point to: named once, read once, searched by the engine.

A citation names its document by the API's own means: Anthropic by the index of a
``document`` block in the request (text, a base64 PDF, custom content blocks, a URL, a
file of the Files API) or of a search result; OpenAI by a file id or name or a URL; Gemini
and Cohere by a chunk or a source carrying its text. Every one becomes a
:class:`Document` of one :class:`Pool`, with a :class:`~citeproof.service.SourceSpec`
(read through :func:`citeproof.service.read`: the same guarded reader, PDF pages as the
PDF has them) and the names it may be looked up by. A document that is named but not
supplied (a file id, a web result) is in the pool without a spec: what cites it is
``unverifiable``, never skipped.
"""

from __future__ import annotations

import base64
import binascii
import posixpath
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from ..errors import CiteproofError, ErrorCode, InputError, SourceError
from ..match import DEFAULT_POLICY, Policy
from ..service import LOCAL, AccessPolicy, Report, SourceKind, SourceSpec, check, read
from ..sources import SourceRead, SourceReader
from ._model import DocumentInfo

__all__ = ["Document", "Pool", "document_from_json", "documents_from_anthropic_request"]

#: How content blocks (Anthropic's custom content, a search result's texts) are joined
#: into one text: a paragraph break, which the whitespace normalization tolerates.
BLOCK_JOINER = "\n\n"


@dataclass(frozen=True, slots=True)
class Document:
    """One document a citation may point to.

    ``spec`` is None when the document is named but not supplied; ``names`` are what a
    citation may call it (title, file name, file id, URL); ``block_starts`` are the
    code-point offsets where each content block begins, for block-located citations.
    """

    name: str
    spec: SourceSpec | None
    names: tuple[str, ...] = ()
    block_starts: tuple[int, ...] | None = None
    pointer: str = ""


def _key(name: str) -> str:
    """A name as it is compared: a URL without its fragment and trailing slash, else the
    name itself, case-folded."""
    name = name.strip()
    parts = urlsplit(name)
    if parts.scheme in ("http", "https"):
        return parts._replace(fragment="").geturl().rstrip("/").casefold()
    return name.casefold()


@dataclass
class Pool:
    """The documents of one response, each read on first use and kept; quotes checked
    against a document through :func:`citeproof.service.check`."""

    documents: list[Document]
    reader: SourceReader
    access: AccessPolicy = LOCAL
    policy: Policy = DEFAULT_POLICY
    read_cited_urls: bool = False
    _reads: dict[int, SourceRead | CiteproofError] = field(default_factory=dict)
    _checks: dict[tuple[int, str], Report] = field(default_factory=dict)

    def add(self, document: Document) -> int:
        """Add ``document`` (or find it: the same spec, or a spec-less one's same names)."""
        for i, known in enumerate(self.documents):
            if document.spec is not None and known.spec == document.spec:
                return i
        self.documents.append(document)
        return len(self.documents) - 1

    def unsupplied(self, *names: str) -> Document:
        """A document a citation names that was not supplied: read from its URL when
        :attr:`read_cited_urls` is on (and the access policy reads URLs), through the
        same guarded reader and evidence store as any source; else without a spec, so
        what cites it is ``unverifiable``."""
        wanted = next((n for n in names if n), "")
        known = tuple(n for n in names if n)
        spec = None
        if (
            self.read_cited_urls
            and urlsplit(wanted).scheme in ("http", "https")
            and self.access.allows(SourceKind.URL)
        ):
            spec = SourceSpec.url(wanted)
        return Document(wanted or "unnamed", spec, known)

    def find(self, *names: str) -> int | None:
        """The first document any of ``names`` names (a supplied one first), else None:
        a full name or URL, else a file's base name."""
        wanted = {_key(n) for n in names if n}
        if not wanted:
            return None
        bases = {posixpath.basename(w) for w in wanted if "://" not in w}
        hits = []
        for i, document in enumerate(self.documents):
            keys = {_key(n) for n in document.names}
            if keys & wanted or {posixpath.basename(k) for k in keys} & bases:
                hits.append(i)
        supplied = [i for i in hits if self.documents[i].spec is not None]
        best = supplied or hits
        return best[0] if best else None

    def read(self, index: int) -> SourceRead | CiteproofError | None:
        """Document ``index`` read (its error if it cannot be), None when not supplied."""
        spec = self.documents[index].spec
        if spec is None:
            return None
        if index not in self._reads:
            try:
                self._reads[index] = read(spec, self.reader, self.access)
            except SourceError as error:
                self._reads[index] = error
        return self._reads[index]

    def check(self, index: int, quote: str) -> Report | None:
        """``quote`` checked against document ``index``; None when it cannot be read."""
        got = self.read(index)
        if not isinstance(got, SourceRead):
            return None
        key = (index, quote)
        if key not in self._checks:
            self._checks[key] = check(got, [quote], self.policy)
        return self._checks[key]

    def readable(self) -> list[int]:
        """The indices of the documents that were supplied and can be read."""
        return [i for i in range(len(self.documents)) if isinstance(self.read(i), SourceRead)]

    def reads(self) -> tuple[SourceRead | None, ...]:
        """Each document as read, None when it was not (or could not be) read."""
        return tuple(
            got if isinstance(got := self._reads.get(i), SourceRead) else None
            for i in range(len(self.documents))
        )

    def info(self) -> tuple[DocumentInfo, ...]:
        """Each document as the report names it (read or not, and why not)."""
        out = []
        for i, document in enumerate(self.documents):
            got = self._reads.get(i)
            origin = document.spec.describe() if document.spec else "not supplied"
            if isinstance(got, SourceRead):
                text = got.document.text
                out.append(DocumentInfo(i, document.name, origin, len(text), got.document.sha256))
            else:
                error = got.to_dict() if isinstance(got, CiteproofError) else None
                out.append(DocumentInfo(i, document.name, origin, None, None, error))
        return tuple(out)


def document_from_json(value: Any, pointer: str) -> Document:
    """A supplied document: a :class:`SourceSpec`, or a source object (``{text}``,
    ``{path}``, ``{url}``, ``{snapshot}``, ``{file: {name, base64}}``) with optional
    ``title``, ``name`` or ``id`` to be cited by."""
    if isinstance(value, SourceSpec):
        return Document(_spec_name(value), value, (value.value,) if value.kind != "text" else ())
    if not isinstance(value, dict):
        raise InputError(
            "a document is a SourceSpec or a source object ({text}, {path}, {url}, {file})",
            path=pointer,
            code=ErrorCode.WRONG_TYPE,
        )
    spec = SourceSpec.from_json(value, pointer)
    names = [str(value[k]) for k in ("title", "name", "id", "url", "path") if value.get(k)]
    if isinstance(value.get("file"), dict) and value["file"].get("name"):
        names.append(str(value["file"]["name"]))
    return Document(names[0] if names else _spec_name(spec), spec, tuple(names), pointer=pointer)


def _spec_name(spec: SourceSpec) -> str:
    return spec.describe() if spec.kind != "text" else "supplied text"


def documents_from_anthropic_request(request: Any) -> tuple[list[Document], list[Document]]:
    """The ``document`` blocks and the ``search_result`` blocks of a Messages request, in
    the order the API numbers them (``document_index``, ``search_result_index``)."""
    if not isinstance(request, dict) or not isinstance(request.get("messages"), list):
        raise InputError(
            "the request is not a Messages request: it has no messages list",
            path="/messages",
            code=ErrorCode.UNKNOWN_RESPONSE_SHAPE,
        )
    documents: list[Document] = []
    results: list[Document] = []
    for m, message in enumerate(request["messages"]):
        content = message.get("content") if isinstance(message, dict) else None
        if not isinstance(content, list):
            continue
        for b, block in enumerate(content):
            _collect(block, f"/messages/{m}/content/{b}", documents, results)
    return documents, results


def _collect(block: Any, pointer: str, documents: list[Document], results: list[Document]) -> None:
    if not isinstance(block, dict):
        return
    kind = block.get("type")
    if kind == "document":
        documents.append(_anthropic_document(block, pointer, len(documents)))
    elif kind == "search_result":
        texts = _texts(block.get("content"), f"{pointer}/content")
        names = tuple(str(block[k]) for k in ("source", "title") if block.get(k))
        name = names[-1] if names else f"search result {len(results)}"
        results.append(_blocks(name, texts, names, pointer))
    elif kind == "tool_result" and isinstance(block.get("content"), list):
        for i, inner in enumerate(block["content"]):
            _collect(inner, f"{pointer}/content/{i}", documents, results)


def _anthropic_document(block: dict[str, Any], pointer: str, index: int) -> Document:
    source = block.get("source")
    title = str(block.get("title") or f"document {index}")
    where = f"{pointer}/source"
    if not isinstance(source, dict):
        raise InputError("a document block has no source", path=where, code=ErrorCode.MISSING_FIELD)
    kind = source.get("type")
    names: tuple[str, ...] = (title,)
    if kind == "text":
        data = source.get("data")
        if not isinstance(data, str):
            raise InputError(
                "data must be a string", path=f"{where}/data", code=ErrorCode.WRONG_TYPE
            )
        return Document(
            title, SourceSpec.text(data, pointer=f"{where}/data"), names, pointer=pointer
        )
    if kind == "base64":
        try:
            data_bytes = base64.b64decode(str(source.get("data", "")), validate=True)
        except (binascii.Error, ValueError) as error:
            raise InputError(
                "data is not base64", path=f"{where}/data", code=ErrorCode.INVALID_BASE64
            ) from error
        suffix = ".pdf" if source.get("media_type") == "application/pdf" else ""
        file_name = title if title.lower().endswith(suffix) else title + suffix
        spec = SourceSpec.upload(file_name, data_bytes, pointer=f"{where}/data")
        return Document(title, spec, names, pointer=pointer)
    if kind == "content":
        return _blocks(title, _texts(source.get("content"), f"{where}/content"), names, pointer)
    if kind == "url":
        url = str(source.get("url", ""))
        return Document(
            title, SourceSpec.url(url, pointer=f"{where}/url"), (*names, url), pointer=pointer
        )
    if kind == "file":
        return Document(title, None, (*names, str(source.get("file_id", ""))), pointer=pointer)
    raise InputError(
        f"a document source of type {kind!r} is not one citeproof reads",
        path=f"{where}/type",
        code=ErrorCode.UNKNOWN_RESPONSE_SHAPE,
    )


def _texts(content: Any, pointer: str) -> list[str]:
    """The texts of a list of content blocks (or one string)."""
    if isinstance(content, str):
        return [content]
    if not isinstance(content, list):
        raise InputError(
            "content must be a list of blocks", path=pointer, code=ErrorCode.WRONG_TYPE
        )
    return [
        str(b.get("text", "")) for b in content if isinstance(b, dict) and b.get("type") == "text"
    ]


def _blocks(name: str, texts: Sequence[str], names: tuple[str, ...], pointer: str) -> Document:
    starts, at = [], 0
    for text in texts:
        starts.append(at)
        at += len(text) + len(BLOCK_JOINER)
    spec = SourceSpec.text(BLOCK_JOINER.join(texts), pointer=pointer)
    return Document(name, spec, names, tuple(starts), pointer=pointer)
