"""The passages an answer puts in quotation marks, checked against what its sentence cites.

A model that writes *the report says "recorded 25 samples"* claims those are the source's
words, whatever its citation blocks say. The quotations are found by the scanner
``citeproof batch`` and ``manuscript`` use (:func:`citeproof.quotations.find_quotations`:
double marks of any style, at least two words), and each is checked against the documents
cited by citations whose answer span touches its sentence, or, when the sentence cites
nothing, against every supplied document. A quotation the engine calls too short to be
evidence (scare quotes around a word or two) is not a claim of wording and is left out.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..match import Difference, Verdict
from ..quotations import find_quotations
from ._answer import Answer
from ._documents import Pool
from ._model import CitationCheck, Found, QuotationCheck, QuotationStatus

__all__ = ["check_quotations"]

#: Where a sentence ends: a full stop, question or exclamation mark (and any closing
#: marks) before white space, or a blank line.
_SENTENCE_END = re.compile(r"[.!?][\"'”’»)\]]*\s+|\n\s*\n")


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence holding ``text[start:end]``."""
    begin = 0
    for match in _SENTENCE_END.finditer(text, 0, start):
        begin = match.end()
    after = _SENTENCE_END.search(text, end)
    return begin, after.start() + 1 if after else len(text)


def _offset(text: str, line: int, column: int) -> int:
    """The code-point offset of a one-based line and column (lines split at ``\\n``)."""
    starts = [0, *(m.end() for m in re.finditer("\n", text))]
    return starts[min(line, len(starts)) - 1] + column - 1


def check_quotations(
    answer: Answer, checks: Sequence[CitationCheck], pool: Pool
) -> tuple[QuotationCheck, ...]:
    """Every quotation of the answer, decided."""
    text = answer.text
    out: list[QuotationCheck] = []
    for quotation in find_quotations("answer.md", text, min_words=2):
        at = _offset(text, quotation.line, quotation.column)
        found_at = text.find(quotation.text, at)
        start = found_at if found_at >= 0 else at
        end = min(len(text), start + len(quotation.text))
        lo, hi = _sentence(text, start, end)
        cited = sorted(
            {
                c.claim.document
                for c in checks
                if c.claim.document is not None
                and c.claim.answer is not None
                and c.claim.answer.start < hi
                and c.claim.answer.end > lo
                and c.claim.document in pool.readable()
            }
        )
        decided = _decide(quotation.text, cited, pool)
        if decided is None:
            continue
        status, found, nearest, differences = decided
        out.append(
            QuotationCheck(
                len(out),
                quotation.text,
                answer.at(start, end),
                status,
                tuple(cited),
                found,
                nearest,
                differences,
            )
        )
    return tuple(out)


#: A quotation's status, where it was found, the nearest passage and the word diff.
_Decision = tuple[QuotationStatus, Found | None, Found | None, tuple[Difference, ...]]


def _decide(quote: str, cited: list[int], pool: Pool) -> _Decision | None:
    """Confirmed in a cited document, else misattributed (or, uncited, confirmed) in
    another, else the best near miss (altered), else unattributed; None: too short."""
    others = [i for i in pool.readable() if i not in cited]
    nearest: tuple[float, Found, tuple[Difference, ...]] | None = None
    for group, status in ((cited, QuotationStatus.CONFIRMED), (others, None)):
        for index in group:
            report = pool.check(index, quote)
            if report is None:
                continue
            finding = report.results[0].finding
            if finding.verdict is Verdict.TOO_SHORT:
                return None
            if finding.confirmed and finding.spans:
                if status is None:
                    status = QuotationStatus.MISATTRIBUTED if cited else QuotationStatus.CONFIRMED
                return status, Found(index, finding.spans[0]), None, ()
            if finding.verdict is Verdict.PARAPHRASE and finding.nearest is not None:
                score = finding.overlap or 0.0
                if nearest is None or score > nearest[0]:
                    nearest = (score, Found(index, finding.nearest), finding.differences)
    if nearest is not None:
        return QuotationStatus.ALTERED, None, nearest[1], nearest[2]
    return QuotationStatus.UNATTRIBUTED, None, None, ()
