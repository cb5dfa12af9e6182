"""Batch input: one citation per job, from JSON Lines or from a document's quotations.

A JSON Lines input holds one object per line: ``id``, ``quote``, and the source as ``url``,
``path``, ``text``, or ``source_id`` + ``version`` (looked up in a sources file); an
optional ``policy`` (as in ``/v1/locate``). A bad line is reported with its number and
skipped; the run goes on.

Lines end at ``\n`` only: a raw U+2028 inside a JSON string is part of the string, as JSON
says. Each line is decoded and parsed on its own, so a line that is not UTF-8, not JSON,
nested deeper than :data:`~citeproof.contracts.MAX_DEPTH` (``too_deep``; a line of 100,000
``[`` included) or holding a lone surrogate such as ``"\\ud800"`` (``invalid_text``: not a
character, it cannot be written out) is one ``error`` record, and the run goes on: each
line takes the walk every JSON input takes (:func:`citeproof.contracts.check_json`).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..contracts import MAX_DEPTH, check_json_floats, policy_from, validate
from ..errors import CiteproofError, ErrorCode, InputError
from ..match import Policy
from ..service import SourceSpec

__all__ = ["BadLine", "Job", "load_sources", "parse_jsonl", "resolved"]

_BLANK = " \t\r"  # JSON's whitespace, besides the \n that ends the line


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

    def __reduce__(self) -> tuple[type[Job], tuple[Any, ...]]:
        """Pickled as its fields, in order: a frozen slotted dataclass is otherwise pickled
        through Python-level ``__getstate__``/``__setstate__``, and the parent pickles every
        job it sends a worker while the workers wait for work (100,000 jobs: 0.30 -> 0.12
        CPU-s to pickle, 0.41 -> 0.20 to unpickle)."""
        fields = (self.index, self.line, self.id, self.quote, self.source, self.policy)
        return Job, (*fields, self.column)


@dataclass(frozen=True, slots=True)
class BadLine:
    """An input line that could not be read as a citation."""

    index: int
    line: int
    error: dict[str, Any]
    column: int | None = None


def _loads(line: str, where: str) -> Any:
    """One JSON value; every way it can fail is an :class:`InputError` with a code."""
    data, _ = _loads_noting_floats(line, where)
    return data


def _loads_noting_floats(line: str, where: str) -> tuple[Any, bool]:
    """:func:`_loads`, and whether the value holds a float (for :func:`validate`).

    The float is noted by the walk every value takes anyway, not by a ``parse_float``
    hook: a hook makes ``json.loads`` build a decoder for every line, a fifth of parsing
    a batch line. The walk also counts NaN and the infinities, which only sends such a
    line the long way through validation, to the same answer.
    """
    try:
        data = json.loads(line)
    except RecursionError:
        raise InputError(
            f"{where} is nested more than {MAX_DEPTH} levels deep", code=ErrorCode.TOO_DEEP
        ) from None
    except ValueError as error:  # JSONDecodeError, and integers of over 4,300 digits
        raise InputError(
            f"{where} is not valid JSON: {error}", code=ErrorCode.INVALID_JSON
        ) from None
    return data, check_json_floats(data, what=where)


def _lines(data: str | bytes) -> Iterator[tuple[int, str | None, str]]:
    """(line number, text or None when not UTF-8, why not) of each line, split at \\n only."""
    if isinstance(data, bytes):
        if data.startswith(b"\xef\xbb\xbf"):
            data = data[3:]
        for number, raw in enumerate(data.split(b"\n"), start=1):
            try:
                yield number, raw.decode("utf-8"), ""
            except UnicodeDecodeError as error:
                yield (
                    number,
                    None,
                    (
                        f"line {number} is not UTF-8 text: byte 0x{raw[error.start]:02X} at "
                        f"byte {error.start + 1}"
                    ),
                )
        return
    for number, line in enumerate(data.removeprefix("\ufeff").split("\n"), start=1):
        yield number, line, ""


def resolved(base: Path, reference: str) -> Path:
    """``reference`` (a path relative to ``base``) made absolute, its links followed where
    they can be: a link loop, a NUL byte or a lone surrogate in the name is left for the
    reading to report (``unreadable_file``) for that citation alone. ``Path.resolve``
    raised on them, and the whole run ended (``invalid_input``) with nothing written."""
    path = base / reference
    try:
        return path.resolve()
    except (OSError, RuntimeError, ValueError, UnicodeError):
        return Path(os.path.abspath(path))


def _spec(kind: str, value: str, base: Path) -> SourceSpec:
    """A batch line's (or sources entry's) source: paths relative to ``base``."""
    if kind == "path":
        return SourceSpec.path(resolved(base, value), pointer="/path")
    return SourceSpec.from_json({kind: value}, "")


def _invalid_sources(message: str, error: CiteproofError | None = None) -> InputError:
    code = (
        error.code
        if error is not None and error.code == ErrorCode.INVALID_TEXT
        else ErrorCode.INVALID_SOURCES
    )
    return InputError(message, code=code)


def _source_entries(data: str | bytes) -> list[tuple[int, Any]]:
    """(entry number, parsed entry) of a sources file: a JSON array or JSON Lines."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise InputError(
                f"the sources file is not UTF-8 text (byte {error.start + 1})",
                code=ErrorCode.INVALID_SOURCES,
            ) from None
    if data.lstrip(_BLANK + "\n\ufeff").startswith("["):
        try:
            entries = _loads(data.lstrip("\ufeff"), "the sources file")
        except InputError as error:
            raise _invalid_sources(error.message, error) from None
        return list(enumerate(entries, start=1))
    out: list[tuple[int, Any]] = []
    for number, line, _ in _lines(data):
        if line is None or not line.strip(_BLANK):
            continue
        try:
            out.append((len(out) + 1, _loads(line, f"sources line {number}")))
        except InputError as error:
            raise _invalid_sources(error.message, error) from None
    return out


def load_sources(
    path: str | Path, *, data: str | bytes | None = None
) -> dict[tuple[str, str], SourceSpec]:
    """A sources file (JSON array or JSON Lines) mapping (source_id, version) to a source.

    Each entry: ``{"source_id", "version"}`` and one of ``text``, ``path``, ``url``.
    Relative paths are taken from the sources file's folder. ``data`` is the file's
    content when already read (:func:`~citeproof.batch.read_input` reads it with
    the size cap, regular files only); anything but a list of such objects is
    ``invalid_sources`` (a lone surrogate: ``invalid_text``).
    """
    base = Path(path).parent
    raw = Path(path).read_bytes() if data is None else data
    table: dict[tuple[str, str], SourceSpec] = {}
    for number, entry in _source_entries(raw):
        if not isinstance(entry, dict):
            raise InputError(
                f"sources entry {number} is not an object", code=ErrorCode.INVALID_SOURCES
            )
        key = (str(entry.get("source_id", "")), str(entry.get("version", "")))
        for kind in ("text", "path", "url"):
            if kind in entry:
                if not isinstance(entry[kind], str) or not entry[kind]:
                    raise InputError(
                        f"sources entry {number}: {kind} is not a non-empty string",
                        code=ErrorCode.INVALID_SOURCES,
                    )
                table[key] = _spec(kind, entry[kind], base)
                break
        else:
            raise InputError(
                f"sources entry {number} names no text, path or url", code=ErrorCode.INVALID_SOURCES
            )
    return table


def _job(
    index: int,
    number: int,
    data: Any,
    sources: dict[tuple[str, str], SourceSpec],
    base: Path,
    specs: dict[tuple[str, str], SourceSpec],
    floats: bool | None = None,
) -> Job:
    validate(data, "batch.line.json", floats=floats)
    if "source_id" in data:
        key = (data["source_id"], data.get("version", ""))
        if key not in sources:
            raise InputError(
                f"unknown source {key[0]!r} version {key[1]!r}",
                path="/source_id",
                code=ErrorCode.UNKNOWN_SOURCE,
            )
        source = sources[key]
    else:
        kind = next(k for k in ("url", "path", "text") if k in data)
        named = (kind, data[kind])
        source = specs.get(named) or specs.setdefault(named, _spec(kind, data[kind], base))
    try:
        policy = policy_from(data.get("policy"))
    except ValueError as error:
        raise InputError(str(error), path="/policy", code=ErrorCode.INVALID_POLICY) from None
    return Job(index, number, str(data["id"]), data["quote"], source, policy)


def parse_jsonl(
    text: str | bytes,
    sources: dict[tuple[str, str], SourceSpec] | None = None,
    base: Path | None = None,
) -> list[Job | BadLine]:
    """Every non-blank line as a :class:`Job`, or a :class:`BadLine` saying why not.

    ``text`` may be the file's bytes: each line is then decoded on its own, so one line
    that is not UTF-8 is one bad line.
    """
    out: list[Job | BadLine] = []
    base = base or Path.cwd()
    # Each source named once: a path cited 100 times is resolved (three system calls
    # and more) once, not 100 times.
    specs: dict[tuple[str, str], SourceSpec] = {}
    for number, line, why_not in _lines(text):
        index = len(out)
        if line is None:
            out.append(BadLine(index, number, {"code": ErrorCode.INVALID_TEXT, "message": why_not,
                                               "path": ""}))  # fmt: skip
            continue
        if not line.strip(_BLANK):
            continue
        try:
            data, floats = _loads_noting_floats(line, f"line {number}")
            out.append(_job(index, number, data, sources or {}, base, specs, floats))
        except CiteproofError as error:
            out.append(BadLine(index, number, error.to_dict()))
    return out
