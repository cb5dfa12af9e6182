"""Deciding one citation: is its passage in the cited document, where the model says?

The passage is located by the engine :func:`citeproof.service.check` runs (the whole
tolerance ladder: verbatim, normalized, elided, editorial, then the near miss), never by a
matcher of this package's own. Then the claimed location is compared with the found one:

- a **char** range holds a found span when the span lies inside it and what the range has
  besides is only white space and punctuation (a model that trims or keeps a full stop is
  not wrong; one whose range is shifted by a word is);
- a **page** or **block** range holds it when the span lies inside those pages or blocks.

A passage the cited document does not hold is sought in every other supplied document
(``misattributed``) before the cited document's near miss is reported (``altered``).
"""

from __future__ import annotations

import re

from ..errors import ErrorCode, InputError
from ..match import Finding, Located, Verdict
from ..sources import SourceRead
from ._documents import BLOCK_JOINER, Pool
from ._model import CitationCheck, CitationStatus, Claim, Found, Location

__all__ = ["claimed_range", "judge"]

_WORD = re.compile(r"\w")

#: The verdicts that are a near miss of the passage in the cited document.
_NEAR = (Verdict.PARAPHRASE, Verdict.CASE_DIFFERS)


def claimed_range(
    location: Location, read: SourceRead, block_starts: tuple[int, ...] | None, pointer: str
) -> tuple[int, int]:
    """The code-point range of the cited document that ``location`` claims."""
    text = read.document.text
    if location.kind == "char":
        if not 0 <= location.start <= location.end <= len(text):
            raise _out(
                f"characters {location.start}-{location.end} are outside the "
                f"document's {len(text)}",
                pointer,
            )
        return location.start, location.end
    if location.kind == "page":
        starts: tuple[int, ...] | None = read.document.page_starts
        first, what = 1, "pages"
    else:
        starts, first, what = block_starts, 0, "content blocks"
    if starts is None:
        raise _out(f"the citation claims {what}, but the document has none", pointer)
    count = len(starts)
    if not first <= location.start < location.end <= count + first:
        last = count + first - 1
        raise _out(
            f"{what} {location.start}-{location.end} (end exclusive) are outside the "
            f"document's {first}-{last}",
            pointer,
        )
    start = starts[location.start - first]
    if location.end - first < count:
        end = starts[location.end - first]
        if location.kind == "block":
            end -= len(BLOCK_JOINER)
    else:
        end = len(text)
    return start, end


def _out(message: str, pointer: str) -> InputError:
    return InputError(message, path=pointer, code=ErrorCode.CITATION_OUT_OF_RANGE)


def _holds(kind: str, text: str, start: int, end: int, span: Located) -> bool:
    if not (start <= span.start and span.end <= end):
        return False
    if kind != "char":
        return True
    return not _WORD.search(text, start, span.start) and not _WORD.search(text, span.end, end)


def judge(claim: Claim, pool: Pool) -> CitationCheck:
    """The status of ``claim`` and the evidence for it."""
    if claim.document is None:
        return CitationCheck(claim, CitationStatus.UNVERIFIABLE, "no document is named")
    document = pool.documents[claim.document]
    got = pool.read(claim.document)
    if got is None:
        return CitationCheck(
            claim,
            CitationStatus.UNVERIFIABLE,
            f"the cited document ({document.name}) was not supplied: pass it as a document",
        )
    if not isinstance(got, SourceRead):
        return CitationCheck(
            claim,
            CitationStatus.UNVERIFIABLE,
            f"the cited document cannot be read: {got.code}: {got.message}",
        )
    if claim.quote is None:
        return _claim_only(claim, pool)
    report = pool.check(claim.document, claim.quote)
    assert report is not None  # read above
    finding = report.results[0].finding
    if finding.verdict is Verdict.TOO_SHORT:
        return CitationCheck(
            claim,
            CitationStatus.UNVERIFIABLE,
            "the cited passage is too short to be evidence",
            finding=finding,
        )
    if finding.confirmed:
        return _placed(claim, finding, got, document.block_starts)
    elsewhere = _elsewhere(pool, claim.document, claim.quote)
    if elsewhere is not None:
        other, span = elsewhere
        return CitationCheck(
            claim,
            CitationStatus.MISATTRIBUTED,
            f"not in the cited document ({document.name}) but in {pool.documents[other].name}",
            found=Found(other, span),
            finding=finding,
        )
    nearest = finding.nearest or (finding.spans[0] if finding.spans else None)
    near = Found(claim.document, nearest) if nearest is not None else None
    if finding.verdict in _NEAR:
        return CitationCheck(
            claim,
            CitationStatus.ALTERED,
            f"the cited document holds a different passage: {finding.verdict.label}",
            finding=finding,
            nearest=near,
            differences=finding.differences,
        )
    return CitationCheck(
        claim,
        CitationStatus.NOT_PRESENT,
        "no supplied document holds the cited passage",
        finding=finding,
        nearest=near,
    )


def _placed(
    claim: Claim, finding: Finding, read: SourceRead, blocks: tuple[int, ...] | None
) -> CitationCheck:
    """A confirmed passage: at the claimed location, or ``moved``."""
    assert claim.document is not None
    if claim.location is None:
        found = Found(claim.document, finding.spans[0]) if finding.spans else None
        return CitationCheck(claim, CitationStatus.CONFIRMED, "", found=found, finding=finding)
    where = f"{claim.pointer}"
    start, end = claimed_range(claim.location, read, blocks, where)
    text = read.document.text
    for span in finding.spans:
        if _holds(claim.location.kind, text, start, end, span):
            return CitationCheck(
                claim,
                CitationStatus.CONFIRMED,
                "",
                found=Found(claim.document, span),
                finding=finding,
            )
    span = min(finding.spans, key=lambda s: (abs(s.start - start), s.start))
    return CitationCheck(
        claim,
        CitationStatus.MOVED,
        f"the passage is at {span.where()}, not at the claimed {claim.location.kind} range "
        f"{claim.location.start}-{claim.location.end}",
        found=Found(claim.document, span),
        finding=finding,
    )


def _elsewhere(pool: Pool, cited: int, quote: str) -> tuple[int, Located] | None:
    """The first other supplied document that holds ``quote`` (confirmed), and where."""
    for other in pool.readable():
        if other == cited:
            continue
        report = pool.check(other, quote)
        if report is not None:
            finding = report.results[0].finding
            if finding.confirmed and finding.spans:
                return other, finding.spans[0]
    return None


def _claim_only(claim: Claim, pool: Pool) -> CitationCheck:
    """A citation that carries no passage (OpenAI, Cohere, a web chunk): the claim in the
    answer is confirmed when the document holds its words; otherwise it is not judged (a
    deterministic tool does not decide entailment), its nearest passage given as evidence."""
    assert claim.document is not None
    if claim.answer is None or not claim.answer.text.strip():
        return CitationCheck(
            claim, CitationStatus.UNVERIFIABLE, "the citation carries no passage and marks no claim"
        )
    report = pool.check(claim.document, claim.answer.text)
    assert report is not None
    finding = report.results[0].finding
    if finding.confirmed and finding.spans:
        return CitationCheck(
            claim,
            CitationStatus.CONFIRMED,
            "the document holds the claim's own words",
            found=Found(claim.document, finding.spans[0]),
            finding=finding,
        )
    near = Found(claim.document, finding.nearest) if finding.nearest else None
    share = (
        f" ({finding.overlap:.0%} of its content words in the nearest passage)"
        if (finding.overlap is not None)
        else ""
    )
    return CitationCheck(
        claim,
        CitationStatus.UNVERIFIABLE,
        "the citation carries no passage and the claim is not the document's words: "
        f"not judged{share}",
        finding=finding,
        nearest=near,
        differences=finding.differences,
    )
