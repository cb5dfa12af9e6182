"""The MCP tools' wire format: what ``verify_quotes`` and ``describe_selector`` answer.

The MCP server (:mod:`citeproof.mcp`) parses a tool's arguments and prints its answer;
the answer is built here, as every other face's is in this package:

- :func:`verify_quotes`: a source named by exactly one of ``text``, ``path`` or ``url``,
  read within an :class:`~citeproof.service.AccessPolicy`, its quotes checked, and the
  report in the compact form an agent acts on (:func:`compact_finding` per quote);
- :func:`describe_selector`: the W3C selectors to store for a span of a text.

``anchor_check`` and ``citation_span`` answer with seeds 000 and 003 as they are
(:func:`~._anchor_check.anchor_check`, :func:`~._citation_span.citation_span`).
"""

from __future__ import annotations

from typing import Any

from ..errors import ErrorCode, InputError
from ..match import Finding, Verdict, describe
from ..service import AccessPolicy, Report, SourceSpec, check, read
from ..sources import SourceReader
from ._validation import check_json

__all__ = ["compact_finding", "describe_selector", "verify_quotes"]

#: Verdicts whose nearest passage is the quote's own passage, changed.
_NEAR_MISSES = (Verdict.PARAPHRASE, Verdict.CASE_DIFFERS)


def compact_finding(finding: Finding) -> dict[str, Any]:
    """A finding in the form an agent acts on: verdict, the source's words, what differs.

    ``source_words`` and ``what_differs`` are given only for a confirmed quote or a near
    miss: the nearest passage of an absent quote shares a word or two with it, and its
    words offered as "what the source says" would send an agent to quote something else.
    """
    near = finding.verdict in _NEAR_MISSES
    differs = [d.describe() for d in finding.differences]
    source_words = finding.matched_text if finding.confirmed else None
    if near and finding.nearest is not None:
        source_words = source_words or finding.nearest.text
    place = finding.spans[0] if finding.spans else (finding.nearest if near else None)
    out: dict[str, Any] = {
        "quote": finding.quote,
        "verdict": finding.verdict.value,
        "label": finding.verdict.label,
        "confirmed": finding.confirmed,
        "source_words": source_words,
        "where": place.where() if place is not None else None,
        "what_differs": differs,
        "tolerated": list(finding.normalizations),
        "occurrences": finding.occurrences,
    }
    if finding.alterations:
        out["alterations"] = [a.describe() for a in finding.alterations]
    if finding.ambiguous:
        out["note"] = f"the quote occurs {finding.occurrences} times; cite the right one"
    return out


def verify_quotes(
    arguments: dict[str, Any], reader: SourceReader, access: AccessPolicy
) -> dict[str, Any]:
    """``verify_quotes``' answer for its ``arguments`` (``quotes`` and one of ``text``,
    ``path`` or ``url``, the others None): what was read, and each quote's verdict."""
    check_json(arguments)
    source = read(_named_source(arguments), reader, access)
    return _verified(check(source, arguments["quotes"]))


def describe_selector(arguments: dict[str, Any]) -> dict[str, Any]:
    """``describe_selector``'s answer for ``text``, ``start`` and ``end`` (code points)."""
    check_json({"text": arguments["text"]})
    return describe(arguments["text"], arguments["start"], arguments["end"]).to_dict()


def _named_source(arguments: dict[str, Any]) -> SourceSpec:
    """The source named by exactly one of ``text``, ``path`` or ``url``."""
    given = [(name, arguments[name]) for name in ("text", "path", "url")
             if arguments[name] is not None]  # fmt: skip
    if len(given) != 1:
        raise InputError(
            "name the source with exactly one of text, path or url",
            path="" if not given else f"/{given[1][0]}",
            code=ErrorCode.MISSING_FIELD if not given else ErrorCode.AMBIGUOUS_SOURCE,
        )
    return SourceSpec.from_json(dict(given), pointer="")


def _verified(report: Report) -> dict[str, Any]:
    """A report as ``verify_quotes`` answers it."""
    return {
        "all_confirmed": report.all_confirmed,
        "source": {
            "representation": report.source.representation,
            "final_url": report.source.final_url,
            "sha256": report.source.sha256,
            "characters": report.source.characters,
            "warnings": list(report.source.warnings),
        },
        "results": [
            {**compact_finding(r.finding), **({"warnings": list(r.warnings)} if r.warnings else {})}
            for r in report.results
        ],
    }
