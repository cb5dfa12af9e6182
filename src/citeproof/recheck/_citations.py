"""The citations a batch output holds, as the selectors to re-check.

A batch output is JSON Lines: a ``source`` record (its ``evidence``: ``requested_url``,
``source_sha256``, ``retrieved_at``, ``status``) before the first citation of each source,
then one ``citation`` record per quotation (its ``finding``: the ``spans`` of the source's
words that were found, each with its ``text``, ``before`` and ``after`` context, its
``codePoint`` offsets and, with ``--selectors``, the W3C selectors to store). A citation
is re-checked by its first span: the source's own words, not the quote as written.

What cannot be re-checked is counted, not failed: a citation whose source was not a URL,
whose page could not be read then, or that was not confirmed then (its words were not the
source's: nothing held that could drift).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any

from ..errors import ErrorCode, InputError
from ..match import PositionSelector, QuoteSelector
from ..service import is_url, selectors_from_json
from ..sources import read_bytes

#: The largest batch output read (as batch's own input limit): 1 GiB.
MAX_INPUT_BYTES = 1 << 30

__all__ = ["SetAside", "StoredCitation", "citations_from_batch_output", "parse_age"]


class SetAside(StrEnum):
    """Why a stored citation is not re-checked (counted in the summary, never failed)."""

    #: Its source was not an http(s) URL (a file, supplied text): nothing to fetch again.
    NOT_A_URL = "not_a_url"
    #: Its page could not be read when it was checked: no stored version to compare.
    SOURCE_FAILED = "source_failed"
    #: It was not confirmed then: its words were not the source's, nothing held to drift.
    NOT_CONFIRMED = "not_confirmed"
    #: Confirmed, yet no span of the source was recorded (not batch's output as written).
    NOTHING_FOUND = "nothing_found"
    #: A manuscript's quotation of a page the evidence store never read.
    NOT_IN_STORE = "not_in_store"
    #: A bad line of the batch input (an ``error`` record): no citation.
    BAD_LINE = "bad_line"
    #: Retrieved more recently than ``--older-than``.
    FRESH = "fresh"


_AGE = re.compile(r"([0-9]+)\s*([smhdw]?)")
_SECONDS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


def parse_age(text: str) -> float:
    """``7d``, ``12h``, ``30m``, ``90s``, ``2w`` or plain seconds: a duration in seconds
    (``invalid_value`` for anything else)."""
    match = _AGE.fullmatch(text.strip().lower())
    if match is None:
        raise InputError(
            f"--older-than {text!r} is not a duration: give e.g. 7d, 12h, 30m or 2w",
            code=ErrorCode.INVALID_VALUE,
        )
    return float(int(match.group(1)) * _SECONDS[match.group(2)])


@dataclass(frozen=True, slots=True)
class StoredCitation:
    """One citation as stored: where it is in its batch output, its id, the page's URL and
    the stored fetch (SHA-256, retrieval time), and the selectors of the words found."""

    file: str
    line: int
    id: str | None
    url: str
    sha256: str | None
    retrieved_at: str | None
    quote: QuoteSelector
    position: PositionSelector | None

    def age(self, now: datetime) -> float | None:
        """Seconds since the page was retrieved (None when the output does not say)."""
        if not self.retrieved_at:
            return None
        try:
            then = datetime.fromisoformat(self.retrieved_at.replace("Z", "+00:00"))
        except ValueError:
            return None
        return (now - then).total_seconds()


def citations_from_batch_output(
    paths: Iterable[str],
) -> tuple[list[StoredCitation], Counter[SetAside]]:
    """Every re-checkable citation of the outputs, in order, and the counts of those set
    aside (``not_a_url``, ``source_failed``, ``not_confirmed``, ``nothing_found``). A
    file that is not a batch output (not JSON Lines of ``source``/``citation``/``error`` records) is
    ``invalid_input``, naming its line."""
    found: list[StoredCitation] = []
    skipped: Counter[SetAside] = Counter()
    for path in paths:
        _read_one(path, found, skipped)
    return found, skipped


def _read_one(path: str, found: list[StoredCitation], skipped: Counter[SetAside]) -> None:
    data = read_bytes(path, MAX_INPUT_BYTES)  # a regular file, within the limit
    try:
        lines = data.decode("utf-8").split("\n")
    except UnicodeDecodeError as error:
        raise InputError(
            f"{path} is not UTF-8 (byte {error.start + 1}): not citeproof batch's output",
            code=ErrorCode.INVALID_TEXT,
        ) from None
    sources: dict[str, Mapping[str, Any]] = {}
    for number, raw in enumerate(lines, start=1):
        if not raw.strip():
            continue
        where = f"{path}:{number}"
        try:
            record = json.loads(raw)
        except RecursionError:
            raise InputError(
                f"{where} is nested too deep: not citeproof batch's output",
                code=ErrorCode.TOO_DEEP,
            ) from None
        except ValueError as error:  # not JSON, or an integer of over 4,300 digits
            raise InputError(
                f"{where} is not JSON ({error}): recheck reads the JSON Lines "
                "citeproof batch writes (for a manuscript, run citeproof batch MANUSCRIPT "
                "-o OUT.jsonl first, then recheck OUT.jsonl)",
                code=ErrorCode.INVALID_JSON,
            ) from error
        kind = record.get("type") if isinstance(record, dict) else None
        if kind == "source" and isinstance(record.get("evidence"), dict):
            sources[str(record.get("source"))] = record["evidence"]
        elif kind == "citation" and isinstance(record.get("finding"), dict):
            citation = _citation(record, sources, path, number, skipped)
            if citation is not None:
                found.append(citation)
        elif kind == "error":
            skipped[SetAside.BAD_LINE] += 1
        else:
            raise InputError(
                f"{where} is not a record of citeproof batch's output (a source, citation "
                "or error line)",
                code=ErrorCode.INVALID_INPUT,
            )


def _citation(
    record: Mapping[str, Any],
    sources: Mapping[str, Mapping[str, Any]],
    path: str,
    number: int,
    skipped: Counter[SetAside],
) -> StoredCitation | None:
    evidence = sources.get(str(record.get("source")), {})
    url = evidence.get("requested_url") or evidence.get("url")
    if not isinstance(url, str) or not is_url(url):
        skipped[SetAside.NOT_A_URL] += 1
        return None
    if evidence.get("status") != "readable":
        skipped[SetAside.SOURCE_FAILED] += 1
        return None
    if record["finding"].get("confirmed") is not True:
        skipped[SetAside.NOT_CONFIRMED] += 1  # its words were not the source's: nothing held
        return None
    spans = record["finding"].get("spans") or []
    if not spans or not isinstance(spans[0], dict):
        skipped[SetAside.NOTHING_FOUND] += 1
        return None
    quote, position = _selectors(spans[0], f"{path}:{number}")
    ident = record.get("id")
    sha = evidence.get("source_sha256")
    retrieved = evidence.get("retrieved_at")
    return StoredCitation(
        file=path,
        line=number,
        id=str(ident) if ident is not None else None,
        url=url,
        sha256=sha if isinstance(sha, str) else None,
        retrieved_at=retrieved if isinstance(retrieved, str) else None,
        quote=quote,
        position=position,
    )


def _selectors(
    span: Mapping[str, Any], where: str
) -> tuple[QuoteSelector, PositionSelector | None]:
    """The span's W3C selectors when the run kept them, else its words, context and
    code-point offsets."""
    stored = span.get("selectors")
    if isinstance(stored, list) and stored:
        return selectors_from_json(stored, where)
    text, before, after = span.get("text"), span.get("before", ""), span.get("after", "")
    if not isinstance(text, str) or not text:
        raise InputError(
            f"{where}: a span without its text: not citeproof batch's output",
            code=ErrorCode.MISSING_EXACT,
        )
    quote = QuoteSelector(text, before if isinstance(before, str) else "",
                          after if isinstance(after, str) else "")  # fmt: skip
    offsets = span.get("codePoint")
    position = None
    if isinstance(offsets, dict):
        start, end = offsets.get("start"), offsets.get("end")
        if isinstance(start, int) and isinstance(end, int) and end - start == len(text):
            position = PositionSelector(start, end)
    return quote, position
