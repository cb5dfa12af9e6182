"""What a model's response is read into, and what is said of it.

Every provider's shape is read into the same few values (:class:`Claim`: one citation as
the model made it; :class:`Answer`: the answer's text), so one judge decides every
citation whatever API produced it, and every face prints one vocabulary
(:class:`CitationStatus`, :class:`QuotationStatus`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from ..match import Difference, Finding, Located
from ..sources import SourceRead

__all__ = [
    "AnswerSpan",
    "CitationCheck",
    "CitationStatus",
    "Claim",
    "DocumentInfo",
    "Found",
    "Location",
    "Provider",
    "QuotationCheck",
    "QuotationStatus",
    "ResponseReport",
]


class Provider(StrEnum):
    """The response shapes read; ``generic`` is citeproof's own for everything else."""

    ANTHROPIC = "anthropic"
    OPENAI_RESPONSES = "openai-responses"
    OPENAI_CHAT = "openai-chat"
    GEMINI = "gemini"
    COHERE = "cohere"
    GENERIC = "generic"


class CitationStatus(StrEnum):
    """What one citation's cited passage turned out to be."""

    CONFIRMED = "confirmed"
    """The cited document holds the passage at the claimed location (or no location was
    claimed): the engine's verdict confirms it."""
    MOVED = "moved"
    """The cited document holds the passage, but not where the citation says: the claimed
    and the found locations are both given."""
    MISATTRIBUTED = "misattributed"
    """The cited document does not hold it; another supplied one does (which, where)."""
    ALTERED = "altered"
    """A near miss in the cited document: the passage there and the word diff."""
    NOT_PRESENT = "not-present"
    """No supplied document holds the passage, not even changed."""
    UNVERIFIABLE = "unverifiable"
    """It cannot be checked (the document was not supplied or cannot be read, or the
    citation carries no passage and its claim is not a quotation): ``reason`` says why."""

    @property
    def confirmed(self) -> bool:
        """True only for ``confirmed``."""
        return self is CitationStatus.CONFIRMED


class QuotationStatus(StrEnum):
    """What a passage the answer puts in quotation marks turned out to be."""

    CONFIRMED = "confirmed"
    """A source cited in its sentence holds it (or, when the sentence cites nothing, a
    supplied document does)."""
    MISATTRIBUTED = "misattributed"
    """Its sentence cites sources that do not hold it; another supplied document does."""
    ALTERED = "altered"
    """A near miss: the passage in the source and the word diff."""
    UNATTRIBUTED = "unattributed"
    """No supplied document holds these words."""

    @property
    def confirmed(self) -> bool:
        """True only for ``confirmed``."""
        return self is QuotationStatus.CONFIRMED


@dataclass(frozen=True, slots=True)
class Location:
    """A place in a document a citation claims: ``kind`` ``char`` (code points, end
    exclusive), ``page`` (1-based, end exclusive, as Anthropic counts) or ``block``
    (0-based content blocks, end exclusive)."""

    kind: str
    start: int
    end: int

    def to_dict(self) -> dict[str, Any]:
        """The location as JSON."""
        return {"kind": self.kind, "start": self.start, "end": self.end}


@dataclass(frozen=True, slots=True)
class AnswerSpan:
    """A stretch of the answer in its three counts (code points, UTF-16 units, UTF-8
    bytes), its text, and what is wrong with the coordinates the model gave
    (``problems``: a range that cuts a character, text that is not there...)."""

    start: int
    end: int
    utf16: tuple[int, int]
    utf8: tuple[int, int]
    text: str
    problems: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The span as JSON (seed 003's coordinate names)."""
        return {
            "codePoint": {"start": self.start, "end": self.end},
            "utf16": {"start": self.utf16[0], "end": self.utf16[1]},
            "utf8": {"start": self.utf8[0], "end": self.utf8[1]},
            "text": self.text,
            "problems": list(self.problems),
        }


@dataclass(frozen=True, slots=True)
class Claim:
    """One citation as the model made it, whatever the provider's shape.

    ``quote`` is the passage the citation says the document holds (Anthropic's
    ``cited_text``, a Gemini chunk's text), None when it carries none (OpenAI, Cohere:
    the claim in the answer is all there is). ``document`` is the index of the cited
    document in the pool, None when it is not supplied; ``wanted`` names it then (a URL,
    a file name). ``pointer`` is the JSON pointer of the citation in the response.
    """

    index: int
    pointer: str
    kind: str
    quote: str | None
    document: int | None
    wanted: str = ""
    location: Location | None = None
    answer: AnswerSpan | None = None


@dataclass(frozen=True, slots=True)
class Found:
    """Where a passage was found: the document (its index in the pool) and the span."""

    document: int
    span: Located

    def to_dict(self) -> dict[str, Any]:
        """The document index and the span in every coordinate system."""
        return {"document": self.document, **self.span.to_dict()}


@dataclass(frozen=True, slots=True)
class CitationCheck:
    """The decision on one citation: its status and the evidence for it."""

    claim: Claim
    status: CitationStatus
    reason: str = ""
    found: Found | None = None
    finding: Finding | None = field(default=None, repr=False)
    nearest: Found | None = None
    differences: tuple[Difference, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The citation's decision as JSON: the claimed and the found places side by side."""
        claim = self.claim
        return {
            "index": claim.index,
            "pointer": claim.pointer,
            "kind": claim.kind,
            "status": self.status.value,
            "reason": self.reason,
            "document": claim.document,
            "wanted": claim.wanted or None,
            "quote": claim.quote,
            "claimed": claim.location.to_dict() if claim.location else None,
            "found": self.found.to_dict() if self.found else None,
            "nearest": self.nearest.to_dict() if self.nearest else None,
            "differences": [d.to_dict() for d in self.differences],
            "verdict": self.finding.verdict.value if self.finding else None,
            "normalizations": list(self.finding.tolerated) if self.finding else [],
            "answer": claim.answer.to_dict() if claim.answer else None,
        }


@dataclass(frozen=True, slots=True)
class QuotationCheck:
    """A passage the answer puts in quotation marks, and what the documents say of it."""

    index: int
    text: str
    answer: AnswerSpan
    status: QuotationStatus
    cited: tuple[int, ...]
    found: Found | None = None
    nearest: Found | None = None
    differences: tuple[Difference, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The quotation's decision as JSON."""
        return {
            "index": self.index,
            "text": self.text,
            "status": self.status.value,
            "cited": list(self.cited),
            "answer": self.answer.to_dict(),
            "found": self.found.to_dict() if self.found else None,
            "nearest": self.nearest.to_dict() if self.nearest else None,
            "differences": [d.to_dict() for d in self.differences],
        }


@dataclass(frozen=True, slots=True)
class DocumentInfo:
    """A document of the pool, as the report names it: where it came from, its title, and
    why it could not be read (``error``), if it could not."""

    index: int
    name: str
    origin: str
    characters: int | None
    sha256: str | None
    error: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        """The document as JSON."""
        return {
            "index": self.index,
            "name": self.name,
            "origin": self.origin,
            "characters": self.characters,
            "sha256": self.sha256,
            "error": self.error,
        }


@dataclass(frozen=True, slots=True)
class ResponseReport:
    """Every citation and every quotation of one model response, decided."""

    provider: Provider
    answer: str
    citations: tuple[CitationCheck, ...]
    quotations: tuple[QuotationCheck, ...]
    documents: tuple[DocumentInfo, ...]
    #: Each document of the pool as read (None: not supplied or unreadable), for faces
    #: that show the source's own words (the evidence report).
    reads: tuple[SourceRead | None, ...] = field(default=(), repr=False, compare=False)

    @property
    def coordinate_problems(self) -> int:
        """How many answer spans the model gave have something wrong (a cut character,
        text that is not at its offsets)."""
        return sum(bool(c.claim.answer and c.claim.answer.problems) for c in self.citations)

    @property
    def all_confirmed(self) -> bool:
        """True when every citation and every quotation is confirmed and no answer span
        the model gave is wrong."""
        return (
            all(c.status.confirmed for c in self.citations)
            and all(q.status.confirmed for q in self.quotations)
            and not self.coordinate_problems
        )

    def counts(self) -> dict[str, int]:
        """How many citations have each status (every status listed, zeros included)."""
        return {s.value: sum(c.status is s for c in self.citations) for s in CitationStatus}

    def to_dict(self) -> dict[str, Any]:
        """The report as JSON, citations and quotations in the response's order."""
        return {
            "provider": self.provider.value,
            "all_confirmed": self.all_confirmed,
            "counts": self.counts(),
            "coordinate_problems": self.coordinate_problems,
            "citations": [c.to_dict() for c in self.citations],
            "quotations": [q.to_dict() for q in self.quotations],
            "documents": [d.to_dict() for d in self.documents],
        }
