"""Batch inputs from files: JSON Lines of citations, or a document's quotations."""

from __future__ import annotations

from pathlib import Path

from ..match import DEFAULT_POLICY
from ..service import SourceSpec, is_url
from ._document import quotations
from ._jobs import BadLine, Job, load_sources, parse_jsonl

__all__ = ["read_input"]

_JSONL = (".jsonl", ".ndjson", ".json")


def _source_key(reference: str, base: Path) -> SourceSpec:
    if is_url(reference):
        return SourceSpec.url(reference)
    return SourceSpec.path((base / reference).resolve())


def read_input(
    path: Path,
    *,
    sources_file: Path | None = None,
    default_source: str | None = None,
    min_words: int = 4,
) -> list[Job | BadLine]:
    """The jobs of an input file: JSON Lines by extension, otherwise a document."""
    text = path.read_text("utf-8")
    base = path.parent
    if path.suffix.lower() in _JSONL:
        sources = load_sources(sources_file) if sources_file else {}
        return parse_jsonl(text, sources, base)
    items: list[Job | BadLine] = []
    for quotation in quotations(text, min_words=min_words, default_source=default_source):
        index = len(items)
        if quotation.source is None:
            items.append(BadLine(index, quotation.line, {
                "code": "no_source", "path": "",
                "message": f"no cited source for the quotation at line {quotation.line}, "
                f"column {quotation.column}; give --source",
            }, quotation.column))  # fmt: skip
            continue
        items.append(
            Job(index, quotation.line, f"{quotation.line}:{quotation.column}", quotation.text,
                _source_key(quotation.source, base), DEFAULT_POLICY, quotation.column)
        )  # fmt: skip
    return items
