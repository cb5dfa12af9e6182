"""Seed 003, the citation-span API: locate each quote, classify it, give exact offsets.

An exact projection of the native findings (:func:`citeproof.match.locate`) onto the
seed's response ``data`` object, with no field the seed does not define. The request's
options behave as the seed says: ``tolerate`` (default: all six of whitespace, quotes,
dashes, ellipsis, invisible, unicode), ``ignoreCase`` (case becomes tolerated and is
reported as a normalization), ``exactOnly`` (only byte-identical matches pass) and
``minLength`` (default 8).

Decisions where the seed is silent, as a careful fact-checker would take them:

- ``status`` is ``fail`` when any quote is case-differs, paraphrase or not-present (or,
  with ``exactOnly``, normalized or elided); else ``unknown`` when any quote is too-short
  (missing evidence is never a pass); else ``pass``. ``unsupported`` is not produced.
- An elided quote passes: each segment is in the source in order, and an omission that
  hides a negation is never accepted as elided.
- An ``editorial`` quote (changed the way editors mark changes: ``[T]he``,
  ``[the company]``, ``[sic]``, ``(emphasis added)``; see :mod:`citeproof.match`) is
  classified ``elided``: the seed's classification and counts have no other verdict that
  says "the source holds these words, with marked changes", and ``elided`` already means
  marked omissions. It passes like an elided quote; the native response (``/v1/locate``)
  keeps ``editorial`` and lists every alteration.
- A quote whose first letter alone is in the other case (``researchers may…`` for
  ``Researchers may…``), which the native ladder confirms as ``editorial`` with an
  ``initial-case`` alteration, is ``case-differs`` here unless ``ignoreCase``: the seed
  says so of case, and its ``elided`` says nothing of case.
- An ambiguous quote (``occurrences`` > 1) passes: its words are in the source; the
  count says the citation does not pin down where.
- ``matchedText`` is the source's own words: the first occurrence, or for an elided
  quote the whole stretch from the first segment to the last.
- One witness per quote that failed (``quote-in-source``, ``quote-case``,
  ``exact-only``) or gave no verdict (``min-length``), pointing at ``/quotes/N/text``.
"""

from __future__ import annotations

from functools import lru_cache
from importlib.metadata import version as distribution_version
from typing import Any

from .._version import __version__
from ..errors import ErrorCode, LimitExceeded
from ..match import (
    STOPWORD_LISTS,
    Finding,
    Policy,
    PreparedSource,
    Verdict,
    locate,
    stopword_package,
    stopwords_for,
)
from ..text import UNICODE_VERSION, unicode_versions
from ._validation import validate

__all__ = ["LIMITS", "TOLERABLE", "citation_span"]

TOLERABLE = ("whitespace", "quotes", "dashes", "ellipsis", "invisible", "unicode")
LIMITS = {
    "source_characters": 100_000,
    "quotes": 50,
    "quote_characters": 2_000,
    "total_quote_characters": 40_000,
    "id_characters": 100,
    "occurrences_counted": 50,
    "spans_per_quote": 5,
}
_LIMIT_CODES = {
    "maxLength /source": ErrorCode.SOURCE_TOO_LARGE,
    "maxItems /quotes": ErrorCode.TOO_MANY_QUOTES,
    "maxLength /quotes/*/text": ErrorCode.QUOTE_TOO_LARGE,
    "maxLength /quotes/*/id": ErrorCode.ID_TOO_LONG,
}
_LIMIT_TEXT = [
    "source: at most 100000 characters",
    "quotes: at most 50, each at most 2000 characters, 40000 characters in total",
    "id: at most 100 characters",
    "occurrences: counted to 50",
    "spans: at most 5 per quote (one per segment for elided quotes)",
    "minLength: 1 to 200 characters, default 8",
]
_FAILED = {Verdict.CASE_DIFFERS, Verdict.PARAPHRASE, Verdict.NOT_PRESENT, Verdict.FURNITURE}
#: Not byte-identical: fails under ``exactOnly``.
_INEXACT = {Verdict.NORMALIZED, Verdict.ELIDED, Verdict.EDITORIAL}


def _classification(verdict: Verdict) -> str:
    """The seed's classification: ``editorial`` is reported as ``elided`` (see above)."""
    if verdict is Verdict.FURNITURE:  # the seed has no such verdict: the text does not hold it
        return Verdict.NOT_PRESENT.value
    return Verdict.ELIDED.value if verdict is Verdict.EDITORIAL else verdict.value


def _validate(payload: Any) -> None:
    validate(payload, "citation_span.request.json", _LIMIT_CODES)
    total = sum(len(q["text"]) for q in payload["quotes"])
    if total > LIMITS["total_quote_characters"]:
        raise LimitExceeded(
            f"the quotes hold {total} characters in all; the limit is 40000",
            path="/quotes",
            code=ErrorCode.QUOTES_TOO_LARGE,
            limit="quotes_too_large",
            maximum=LIMITS["total_quote_characters"],
            actual=total,
        )


def _span(finding_span: Any) -> dict[str, Any]:
    c = finding_span.coordinates
    return {
        "utf16": {"start": c.utf16.start, "end": c.utf16.end},
        "codePoint": {"start": c.code_point.start, "end": c.code_point.end},
        "utf8": {"start": c.utf8.start, "end": c.utf8.end},
        "grapheme": {"start": c.grapheme.start, "end": c.grapheme.end},
        "graphemeAligned": c.grapheme_aligned,
    }


def _result(finding: Finding, quote: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"index": finding.index}
    if "id" in quote:
        out["id"] = quote["id"]
    out["classification"] = _classification(finding.verdict)
    out["occurrences"] = min(finding.occurrences, LIMITS["occurrences_counted"])
    out["spans"] = [_span(s) for s in finding.spans[: LIMITS["spans_per_quote"]]]
    if finding.spans:
        out["matchedText"] = finding.matched_text
    out["normalizations"] = list(finding.normalizations)
    out["trimmedWrapper"] = finding.trimmed_wrapper
    if finding.verdict in (Verdict.PARAPHRASE, Verdict.NOT_PRESENT):
        out["overlap"] = finding.overlap if finding.overlap is not None else 0.0
        if finding.nearest is not None:
            out["nearest"] = _span(finding.nearest)
    return out


def _witness(finding: Finding, exact_only: bool) -> dict[str, Any] | None:
    verdict = finding.verdict
    where = finding.spans[0] if finding.spans else finding.nearest
    if verdict in _FAILED:
        if verdict is Verdict.CASE_DIFFERS:
            rule, detail = "quote-case", "the quote's words are in the source, in another case"
        else:
            share = f"{round((finding.overlap or 0.0) * 100)}%"
            rule = "quote-in-source"
            detail = (
                f"the quote is not in the source; the nearest passage holds {share} of its "
                f"content words ({verdict.value})"
            )
    elif exact_only and verdict in _INEXACT:
        rule = "exact-only"
        detail = f"exactOnly: the quote is {_classification(verdict)}, not byte-identical"
    elif verdict is Verdict.TOO_SHORT:
        rule, detail = "min-length", "the quote is shorter than minLength: no verdict"
    else:
        return None
    witness: dict[str, Any] = {
        "ruleId": rule,
        "detail": detail,
        "path": f"/quotes/{finding.index}/text",
        "index": finding.index,
    }
    if where is not None:
        witness["offset"] = where.start
    witness["expected"] = finding.quote
    witness["actual"] = where.text if where is not None else None
    return witness


def _status(findings: list[Finding], exact_only: bool) -> str:
    verdicts = {f.verdict for f in findings}
    if verdicts & _FAILED:
        return "fail"
    if exact_only and verdicts & _INEXACT:
        return "fail"
    if Verdict.TOO_SHORT in verdicts:
        return "unknown"
    return "pass"


def _stopwords(findings: list[Finding]) -> str:
    """The stopword lists the near misses were judged with (content words drive where the
    nearest passage is and the paraphrase overlap; no other verdict uses them)."""
    languages = sorted(
        {
            stopwords_for(f.quote, f.nearest.text if f.nearest else "").language or "none"
            for f in findings
            if f.verdict in (Verdict.PARAPHRASE, Verdict.NOT_PRESENT)
        }
    )
    used = ", ".join(languages) if languages else "unused: no near miss"
    return f"{STOPWORD_LISTS} ({used}) from {stopword_package()}"


@lru_cache(maxsize=256)
def _versions(stopwords: str) -> tuple[tuple[str, str], ...]:
    data = unicode_versions()
    return tuple(
        sorted(
            {
                "engine": f"citeproof {__version__}",
                "unicode": UNICODE_VERSION,
                "unicodeData": data["unicodedata"],
                "graphemes": f"UAX #29 extended grapheme clusters via {data['regex']}",
                "nearestPassage": f"rapidfuzz {distribution_version('rapidfuzz')} "
                "partial_ratio_alignment",
                "stopwords": stopwords,
                "paraphraseOverlap": "more than 0.5 of the quote's content words",
                "schema": "citation-span API 2.0.0 (seed 003)",
            }.items()
        )
    )


def versions(stopwords: str = f"{STOPWORD_LISTS} (unused: no near miss)") -> dict[str, Any]:
    """Every dependency that can change an answer, with its version (sorted by name);
    ``stopwords`` names the stopword lists the answer used."""
    return dict(_versions(stopwords))


def citation_span(payload: Any, source: PreparedSource | None = None) -> dict[str, Any]:
    """Seed 003's response ``data`` object for a request.

    Raises :class:`~citeproof.InputError` (with ``code`` and ``path``) for input that
    breaks the request schema or its limits. ``source`` may pass an already prepared
    source with the same text, so a service can reuse its folds across requests.
    """
    _validate(payload)
    tolerate = list(payload.get("tolerate", TOLERABLE))
    if payload.get("ignoreCase", False):
        tolerate.append("case")
    # The seed counts minLength in characters: no weighing by script here.
    # Seed 003's case rule holds for the first letter too: case-differs unless ignoreCase
    # (no ``initial-case`` alteration; the seed has no verdict to report it with).
    policy = Policy(
        tolerate=tuple(tolerate), min_length=payload.get("minLength", 8), weigh_scripts=False,
        initial_case=False, max_count=LIMITS["occurrences_counted"],
    )  # fmt: skip
    exact_only = bool(payload.get("exactOnly", False))
    prepared = source if source is not None else PreparedSource(payload["source"])
    quotes = payload["quotes"]
    findings = locate(prepared, [q["text"] for q in quotes], policy)
    counts = {v.value: 0 for v in Verdict if v not in (Verdict.EDITORIAL, Verdict.FURNITURE)}
    for finding in findings:
        counts[_classification(finding.verdict)] += 1
    witnesses = [w for f in findings if (w := _witness(f, exact_only)) is not None]
    return {
        "status": _status(findings, exact_only),
        "results": [_result(f, q) for f, q in zip(findings, quotes, strict=True)],
        "counts": counts,
        "witnesses": witnesses,
        "versions": versions(_stopwords(findings)),
        "limits": list(_LIMIT_TEXT),
        "deterministic": True,
    }
