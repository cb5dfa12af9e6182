"""Batch input: one citation per job, from JSON Lines or from a document's quotations.

A JSON Lines input holds one object per line: ``id``, ``quote``, and the source as ``url``,
``path``, ``text``, or ``source_id`` + ``version`` (looked up in a sources file); an
optional ``policy`` (as in ``/v1/locate``). A bad line is reported with its number and
skipped; the run goes on.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..contracts import policy_from, validate
from ..errors import CiteproofError, InputError
from ..match import Policy
from ..service import SourceSpec

__all__ = ["BadLine", "Job", "load_sources", "parse_jsonl"]


@dataclass(frozen=True, slots=True)
class Job:
    """One citation to check: where it came from, its quote, its source, its policy."""

    index: int
    line: int
    id: str
    quote: str
    source: SourceSpec
    policy: Policy
    column: int | None = None


@dataclass(frozen=True, slots=True)
class BadLine:
    """An input line that could not be read as a citation."""

    index: int
    line: int
    error: dict[str, Any]
    column: int | None = None


def _spec(kind: str, value: str, base: Path) -> SourceSpec:
    """A batch line's (or sources entry's) source: paths relative to ``base``."""
    if kind == "path":
        return SourceSpec.path((base / value).resolve(), pointer="/path")
    return SourceSpec.from_json({kind: value}, "")


def load_sources(path: str | Path) -> dict[tuple[str, str], SourceSpec]:
    """A sources file (JSON array or JSON Lines) mapping (source_id, version) to a source.

    Each entry: ``{"source_id", "version"}`` and one of ``text``, ``path``, ``url``.
    Relative paths are taken from the sources file's folder.
    """
    base = Path(path).parent
    raw = Path(path).read_text("utf-8")
    stripped = raw.lstrip()
    entries = json.loads(raw) if stripped.startswith("[") else [
        json.loads(line) for line in raw.splitlines() if line.strip()
    ]  # fmt: skip
    table: dict[tuple[str, str], SourceSpec] = {}
    for number, entry in enumerate(entries, start=1):
        if not isinstance(entry, dict):
            raise InputError(f"sources entry {number} is not an object", code="invalid_sources")
        key = (str(entry.get("source_id", "")), str(entry.get("version", "")))
        for kind in ("text", "path", "url"):
            if kind in entry:
                if not isinstance(entry[kind], str):
                    raise InputError(
                        f"sources entry {number}: {kind} is not a string", code="invalid_sources"
                    )
                table[key] = _spec(kind, entry[kind], base)
                break
        else:
            raise InputError(
                f"sources entry {number} names no text, path or url", code="invalid_sources"
            )
    return table


def _job(
    index: int, number: int, data: Any, sources: dict[tuple[str, str], SourceSpec], base: Path
) -> Job:
    validate(data, "batch.line.json")
    if "source_id" in data:
        key = (data["source_id"], data.get("version", ""))
        if key not in sources:
            raise InputError(
                f"unknown source {key[0]!r} version {key[1]!r}",
                path="/source_id",
                code="unknown_source",
            )
        source = sources[key]
    else:
        kind = next(k for k in ("url", "path", "text") if k in data)
        source = _spec(kind, data[kind], base)
    return Job(
        index, number, str(data["id"]), data["quote"], source, policy_from(data.get("policy"))
    )


def parse_jsonl(
    text: str, sources: dict[tuple[str, str], SourceSpec] | None = None, base: Path | None = None
) -> list[Job | BadLine]:
    """Every non-empty line as a :class:`Job`, or a :class:`BadLine` saying why not."""
    out: list[Job | BadLine] = []
    base = base or Path.cwd()
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        index = len(out)
        try:
            data = json.loads(line)
            out.append(_job(index, number, data, sources or {}, base))
        except json.JSONDecodeError as error:
            out.append(
                BadLine(index, number, {"code": "invalid_json", "message": str(error), "path": ""})
            )
        except CiteproofError as error:
            out.append(BadLine(index, number, error.to_dict()))
        except ValueError as error:
            out.append(
                BadLine(
                    index,
                    number,
                    {"code": "invalid_policy", "message": str(error), "path": "/policy"},
                )
            )
    return out
