"""What citeproof says about one quote: a verdict, where, and what differs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from ..text import FurnitureKind, SpanCoordinates, Stepover

__all__ = ["Alteration", "Difference", "Finding", "Located", "Verdict"]


class Verdict(StrEnum):
    """The tiers of the tolerance ladder, strict to lenient; only the first four confirm.

    ``editorial`` confirms a quote changed the way editors mark changes (``[T]he``,
    ``[the company]``, ``[sic]``, ``(emphasis added)``): the finding lists every one.
    """

    VERBATIM = "verbatim"
    NORMALIZED = "normalized"
    ELIDED = "elided"
    EDITORIAL = "editorial"
    CASE_DIFFERS = "case-differs"
    PARAPHRASE = "paraphrase"
    NOT_PRESENT = "not-present"
    FURNITURE = "furniture"
    TOO_SHORT = "too-short"

    @property
    def confirmed(self) -> bool:
        """True when the source holds the quote's words (verbatim, normalized, elided, or
        editorial: with every marked alteration listed)."""
        return self in (Verdict.VERBATIM, Verdict.NORMALIZED, Verdict.ELIDED, Verdict.EDITORIAL)

    @property
    def label(self) -> str:
        """The verdict's one short label, the same on every face: its name in capitals
        (``CASE DIFFERS``, ``PARAPHRASE``, ``NOT PRESENT``)."""
        if self is Verdict.FURNITURE:
            return "ONLY IN THE FURNITURE"
        return self.value.replace("-", " ").upper()

    @property
    def meaning(self) -> str:
        """One sentence saying what the verdict means, for help texts and the web page."""
        return _MEANINGS[self]


_MEANINGS = {
    Verdict.VERBATIM: "The source holds exactly these characters.",
    Verdict.NORMALIZED: "The source holds these words; only typography differs (named).",
    Verdict.ELIDED: "Each part between the ellipses is in the source, in this order.",
    Verdict.EDITORIAL: "The source holds these words with the marked editorial changes (listed).",
    Verdict.CASE_DIFFERS: "The source holds these words with different capitals: not confirmed.",
    Verdict.PARAPHRASE: "A passage of the source is close but its words differ (listed).",
    Verdict.NOT_PRESENT: "The source does not hold these words anywhere.",
    Verdict.FURNITURE: (
        "The words are only in the source's furniture (navigation, running head, quoted "
        "reply...), not in its own text: not confirmed."
    ),
    Verdict.TOO_SHORT: "Too short to be evidence either way: no verdict.",
}


@dataclass(frozen=True, slots=True)
class Located:
    """A stretch of the source: its span in every coordinate system, its words, its context."""

    start: int
    end: int
    text: str
    coordinates: SpanCoordinates
    before: str
    after: str

    def where(self) -> str:
        """Where the span is, for a person: pages, lines and code-point offsets."""
        c = self.coordinates
        place = f"line {c.lines.start}" if c.lines.start == c.lines.end else (
            f"lines {c.lines.start}-{c.lines.end}")  # fmt: skip
        if c.pages is not None:
            pages = f"page {c.pages.start}" if c.pages.start == c.pages.end else (
                f"pages {c.pages.start}-{c.pages.end}")  # fmt: skip
            place = f"{pages}, {place}"
        return f"{place}, characters {c.code_point.start}-{c.code_point.end}"

    def to_dict(self) -> dict[str, Any]:
        """The span with seed 003's coordinate names, plus lines, pages, text and context."""
        c = self.coordinates
        out: dict[str, Any] = {
            "codePoint": {"start": c.code_point.start, "end": c.code_point.end},
            "utf16": {"start": c.utf16.start, "end": c.utf16.end},
            "utf8": {"start": c.utf8.start, "end": c.utf8.end},
            "grapheme": {"start": c.grapheme.start, "end": c.grapheme.end},
            "graphemeAligned": c.grapheme_aligned,
            "lines": {"start": c.lines.start, "end": c.lines.end},
            "text": self.text,
            "before": self.before,
            "after": self.after,
        }
        if c.pages is not None:
            out["pages"] = {"start": c.pages.start, "end": c.pages.end}
        return out


@dataclass(frozen=True, slots=True)
class Difference:
    """One word-level difference between a quote and the nearest passage.

    ``kind`` is ``changed`` (the quote says ``quote`` where the source says ``source``),
    ``added`` (words in the quote only) or ``removed`` (words in the source only); for a
    quote whose ellipsis could not be accepted, ``short-part`` (``quote`` is a part between
    ellipses too short to be evidence) or ``hidden-negation`` (``source`` is what the
    ellipsis leaves out, which holds a negation).
    """

    kind: str
    quote: str
    source: str

    def to_dict(self) -> dict[str, str]:
        """The difference as JSON."""
        return {"kind": self.kind, "quote": self.quote, "source": self.source}

    def describe(self, mark: Callable[[str, str], str] | None = None) -> str:
        """The difference in words; ``mark(text, side)`` renders either side's words."""
        show = mark or (lambda text, side: repr(text))
        if self.kind == "changed":
            said, source = show(self.quote, "quote"), show(self.source, "source")
            return f"the quote says {said} where the source says {source}"
        if self.kind == "added":
            return f"the quote adds {show(self.quote, 'quote')}"
        if self.kind == "short-part":
            return (
                f"the part {show(self.quote, 'quote')} beside an ellipsis is too short to be "
                "evidence on its own, so the elision is not accepted"
            )
        if self.kind == "hidden-negation":
            return (
                f"the ellipsis leaves out {show(self.source, 'source')}, a negation: the "
                "elision would reverse what the source says"
            )
        return f"the quote leaves out {show(self.source, 'source')}"


@dataclass(frozen=True, slots=True)
class Alteration:
    """One change a quoter marked: what, where in the quote, and the source's words.

    ``kind`` is ``case`` (``[T]he`` for ``the``), ``initial-case`` (the quote's first letter
    in the other case, unmarked: ``researchers`` for ``Researchers``), ``replacement``
    (``[the company]`` for ``it``), ``sic`` (the source's error kept), ``note``
    (``(emphasis added)``, not quoted words), ``omission`` (an ellipsis; ``source`` is
    what was left out) or ``quotation-marks`` (single marks for the source's double
    ones, or the reverse).
    ``start``/``end`` are code-point offsets in the quote as given.
    """

    kind: str
    quote: str
    source: str
    start: int
    end: int

    def to_dict(self) -> dict[str, object]:
        """The alteration as JSON."""
        return {
            "kind": self.kind,
            "quote": self.quote,
            "source": self.source,
            "start": self.start,
            "end": self.end,
        }

    def describe(self) -> str:
        """The alteration in words."""
        if self.kind == "note":
            return f"editor's note {self.quote!r} is not quoted words"
        if self.kind == "omission":
            return f"{self.quote!r} leaves out {self.source!r}"
        if self.kind == "sic":
            return f"{self.quote!r} keeps the source's {self.source!r}"
        if self.kind == "initial-case":
            return (
                f"initial-case: the quote's first letter {self.quote!r} is {self.source!r} in "
                "the source (changed to fit the quoting sentence, as editors do)"
            )
        return f"{self.kind}: the quote has {self.quote!r} where the source has {self.source!r}"


@dataclass(frozen=True, slots=True)
class Finding:
    """The verdict on one quote.

    ``spans`` are where the source holds the quote (one per segment for an elided quote,
    else up to the policy's ``max_spans`` occurrences); ``occurrences`` counts them all
    (more than one makes the citation ambiguous). ``normalizations`` names exactly those
    that were needed. For a near miss, ``nearest`` is the closest passage, ``overlap`` the
    share of the quote's content words it holds, ``differences`` the word-level diff
    (for a paraphrase only: an absent quote's nearest passage is where to look, not its
    passage changed), led by why an ellipsis was refused when it was.
    ``matched_text`` is the source's own words: the first span, or for an elision the
    whole stretch from the first segment to the last (so what was left out shows).
    ``stepped_over`` names what a match in a paged source ran across without the quote
    saying it: page furniture at a page break, footnotes, footnote markers (the verdict is
    then at least ``normalized``). ``alterations`` lists, for an ``editorial`` quote, every
    change the quoter marked, where it is in the quote and the source's words for it.
    For a ``furniture`` verdict, ``furniture_kind`` names where the words are and
    ``matched_text`` holds them (the furniture's own words; ``spans`` stays empty: the
    furniture is not in the checked text).
    """

    index: int
    quote: str
    verdict: Verdict
    spans: tuple[Located, ...] = ()
    occurrences: int = 0
    normalizations: tuple[str, ...] = ()
    trimmed_wrapper: bool = False
    overlap: float | None = None
    nearest: Located | None = None
    differences: tuple[Difference, ...] = ()
    matched_text: str = ""
    stepped_over: tuple[Stepover, ...] = ()
    alterations: tuple[Alteration, ...] = ()
    furniture_kind: FurnitureKind | None = None

    @property
    def confirmed(self) -> bool:
        """True when the source holds the quote's words."""
        return self.verdict.confirmed

    @property
    def ambiguous(self) -> bool:
        """True when the quote occurs more than once."""
        return self.occurrences > 1

    @property
    def tolerated(self) -> tuple[str, ...]:
        """The normalizations a reader is told were tolerated: ``normalizations`` without
        ``case`` on a CASE DIFFERS finding, where the case was folded to find the words and
        is the failure, not a tolerated difference (so no face shows "tolerated: case"
        beside CASE DIFFERS)."""
        if self.verdict is Verdict.CASE_DIFFERS:
            return tuple(n for n in self.normalizations if n != "case")
        return self.normalizations

    def to_dict(self) -> dict[str, Any]:
        """Everything known, with seed 003's field names where they overlap."""
        out: dict[str, Any] = {
            "index": self.index,
            "quote": self.quote,
            "classification": self.verdict.value,
            "confirmed": self.confirmed,
            "occurrences": self.occurrences,
            "ambiguous": self.ambiguous,
            "spans": [s.to_dict() for s in self.spans],
            "normalizations": list(self.normalizations),
            "trimmedWrapper": self.trimmed_wrapper,
        }
        if self.spans:
            out["matchedText"] = self.matched_text
        if self.furniture_kind is not None:
            out["furniture"] = {"kind": self.furniture_kind.value, "text": self.matched_text}
        if self.alterations:
            out["alterations"] = [a.to_dict() for a in self.alterations]
        if self.stepped_over:
            out["steppedOver"] = [s.to_dict() for s in self.stepped_over]
        if self.nearest is not None or self.overlap is not None:
            out["overlap"] = self.overlap
            out["nearest"] = self.nearest.to_dict() if self.nearest else None
            out["differences"] = [d.to_dict() for d in self.differences]
        return out
