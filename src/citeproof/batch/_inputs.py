"""Batch inputs from files: JSON Lines of citations, or a document's quotations.

The input and the sources file are read like any local source: regular files only (a FIFO
would block, ``/dev/zero`` never ends: ``not_a_regular_file``), with the size checked
before reading and at most :data:`MAX_INPUT_BYTES` + 1 bytes ever read (``too_large``).
"""

from __future__ import annotations

from pathlib import Path

from ..errors import ErrorCode, InputError
from ..match import DEFAULT_POLICY
from ..service import SourceSpec, is_url
from ..sources import read_bytes
from ._document import quotations
from ._jobs import BadLine, Job, load_sources, parse_jsonl, resolved

__all__ = ["MAX_INPUT_BYTES", "read_input"]

#: The largest input (or sources file) batch reads: 1 GiB.
MAX_INPUT_BYTES = 1 << 30


_JSONL = (".jsonl", ".ndjson", ".json")


def _source_key(reference: str, base: Path) -> SourceSpec:
    if is_url(reference):
        return SourceSpec.url(reference)
    return SourceSpec.path(resolved(base, reference))


def read_input(
    path: Path,
    *,
    sources_file: Path | None = None,
    default_source: str | None = None,
    min_words: int = 4,
    max_bytes: int = MAX_INPUT_BYTES,
) -> list[Job | BadLine]:
    """The jobs of an input file: JSON Lines by extension, otherwise a document."""
    data = read_bytes(path, max_bytes)
    base = path.parent
    if path.suffix.lower() in _JSONL:
        sources: dict[tuple[str, str], SourceSpec] = {}
        if sources_file:
            sources = load_sources(sources_file, data=read_bytes(sources_file, max_bytes))
        return parse_jsonl(data, sources, base)
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputError(
            f"{path} is not UTF-8 text (byte {error.start + 1})", code=ErrorCode.INVALID_TEXT
        ) from None
    items: list[Job | BadLine] = []
    for quotation in quotations(text, min_words=min_words, default_source=default_source):
        index = len(items)
        if quotation.source is None:
            items.append(BadLine(index, quotation.line, {
                "code": ErrorCode.NO_SOURCE, "path": "",
                "message": f"no cited source for the quotation at line {quotation.line}, "
                f"column {quotation.column}; give --source",
            }, quotation.column))  # fmt: skip
            continue
        items.append(
            Job(index, quotation.line, f"{quotation.line}:{quotation.column}", quotation.text,
                _source_key(quotation.source, base), DEFAULT_POLICY, quotation.column)
        )  # fmt: skip
    return items
