"""The report's items and their status vocabulary: what a quotation's verdict is called,
marked and coloured on the page.

A status is ``confirmed``, a verdict of the engine spelled as its :class:`Verdict`
member's name (``case_differs``, ``paraphrase``, ``not_present``, ``too_short``), or a
status the caller decides that is no verdict (``wrong_page``, ``no_source``,
``unreadable_source``). Its label is the verdict's own (:attr:`Verdict.label`, the same on
every face) or, for the others, the status in capitals.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ...match import Finding, Verdict
from ...service import QuoteResult, Report
from ...sources import SourceRead

__all__ = [
    "CONFIRMED",
    "EvidenceItem",
    "evidence_items",
    "finding_message",
    "finding_status",
    "label_of",
    "mark_of",
    "own_label",
    "tone_of",
]

#: The status of a quotation whose source holds its words (at the cited place).
CONFIRMED = "confirmed"
#: Statuses that are no verdict of the engine: their label is the status itself.
#: (``moved`` ... ``unattributed``: the statuses of ``citeproof llm``'s citations and
#: quotations, which say more than the verdict: a passage found, but elsewhere.)
_OWN_LABEL = (
    "no_source", "unreadable_source", "wrong_page",
    "moved", "misattributed", "altered", "unverifiable", "unattributed",
)  # fmt: skip
#: Statuses that are not a failure (no verdict either way).
_NEUTRAL = (Verdict.TOO_SHORT.name.lower(),)


@dataclass(frozen=True, slots=True)
class EvidenceItem:
    """One quotation in the report.

    ``title`` names it for a person (``"draft.md:47:12 [@smith2020, p. 12]"`` or
    ``"quote 1"``); ``status`` is the short finding name (``confirmed``, ``wrong_page``,
    ``paraphrase``, ``case_differs``, ``not_present``, ``too_short``, ``no_source``,
    ``unreadable_source``); ``message`` one line saying what was found. ``result`` is the
    engine's result for the quote and ``read`` the source it was checked against (either
    may be ``None`` when no source could be read). ``page_note`` says the words (or the
    near miss) are not on the cited page (``cited to p. 23, but the nearest passage is on
    p. 22``): the report flags it on every verdict, not only a confirmed one.
    """

    title: str
    status: str
    message: str
    quote: str
    result: QuoteResult | None
    read: SourceRead | None
    page_note: str = ""


def finding_status(finding: Finding) -> str:
    """The status of a finding on its own: ``confirmed`` or the verdict's member name in
    lower case (``case_differs``, ``paraphrase``, ``not_present``, ``too_short``)."""
    return CONFIRMED if finding.confirmed else finding.verdict.name.lower()


def finding_message(finding: Finding) -> str:
    """One line saying what was found, for a person."""
    verdict = finding.verdict
    if finding.confirmed:
        where = finding.spans[0].where() if finding.spans else "in the source"
        line = f"{verdict.meaning} Found at {where}."
        if finding.ambiguous:
            line += f" It occurs {finding.occurrences} times: the citation is ambiguous."
        return line
    if verdict is Verdict.PARAPHRASE and finding.differences:
        described = "; ".join(d.describe() for d in finding.differences[:3])
        more = len(finding.differences) - 3
        return described[0].upper() + described[1:] + (f"; and {more} more." if more > 0 else ".")
    if verdict is Verdict.FURNITURE and finding.furniture_kind is not None:
        return (
            f"Only in the source's {finding.furniture_kind.label}, not its own text: "
            f"{finding.matched_text!r}."
        )
    if verdict is Verdict.NOT_PRESENT:
        return "The source does not hold these words anywhere" + (
            "; the passage sharing most words is shown." if finding.nearest else "."
        )
    return verdict.meaning


def evidence_items(report: Report, titles: Sequence[str] | None = None) -> list[EvidenceItem]:
    """One item per quote of ``report`` (titled ``quote 1``, ``quote 2``... unless
    ``titles`` are given), its status from the verdict."""
    return [
        EvidenceItem(
            title=titles[i] if titles is not None else f"quote {i + 1}",
            status=finding_status(result.finding),
            message=finding_message(result.finding),
            quote=result.finding.quote,
            result=result,
            read=report.read,
        )
        for i, result in enumerate(report.results)
    ]


def own_label(item: EvidenceItem) -> bool:
    """True when the item's status is no verdict of the engine (``wrong_page``...)."""
    return item.status in _OWN_LABEL


def label_of(item: EvidenceItem) -> str:
    """The verdict's label: the engine's (``VERBATIM``... ``NOT PRESENT``) or the status's."""
    if item.result is not None and not own_label(item):
        return item.result.finding.verdict.label
    return item.status.replace("_", " ").upper()


def tone_of(status: str) -> str:
    """The colour class of a status: ``ok``, ``neutral`` (no verdict either way) or ``fail``."""
    if status == CONFIRMED:
        return "ok"
    return "neutral" if status in _NEUTRAL else "fail"


def mark_of(status: str) -> str:
    """The mark a status is shown with beside its label (never colour alone)."""
    return "✔" if status == CONFIRMED else "✘"
