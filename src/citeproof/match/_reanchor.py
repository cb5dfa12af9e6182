"""Re-anchoring a stored W3C selector in a new version of its source, failing closed.

An annotation system stores a TextQuoteSelector (and often a TextPositionSelector) today
and must find the passage again after the source was edited. Fuzzy re-anchoring's known
failure is to attach *silently* to a lookalike: a passage whose words changed (a number, a
"not" added). Here the rule is the strict one of :mod:`._anchor`: a quotation is found
again only where the new text holds ``exact`` code point for code point; everything else is
said, never papered over:

- ``unchanged``: the exact quote is at the stored position with its stored context (or
  the source is the same text; with no position known, the quote and its context anchor
  uniquely, as stored);
- ``moved``: the exact quote with its stored context is once in the text, elsewhere;
- ``context-changed``: the exact quote is there (once, or the one the surviving context
  or the stored position picks), but its prefix or suffix changed: the context's diff;
- ``changed``: no exact occurrence; the passage that replaced it and the word diff, found
  by the tiered ladder (:func:`~._ladder.locate_one`: the normalized tier for a changed
  quote mark, the near miss for changed words) — never reported as found;
- ``ambiguous``: several exact occurrences and neither context nor position picks one;
- ``orphaned``: nothing close is left.

An occurrence is only a candidate when its word edges are those the stored context had:
``recorded 2`` stored before ``5 samples`` is not found again in ``recorded 24``, whose
``2`` now starts a longer number. The new selectors carry at least as much context as
the stored ones (and at least what :func:`~._describe.describe` needs to be unique), so
the next re-anchoring has the same evidence to go on.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from itertools import islice
from typing import Any

from ..errors import ErrorCode, InputError
from ..text import cuts_word, find_all, is_word_char
from ._anchor import PositionSelector, QuoteSelector, count_anchors
from ._describe import describe
from ._finding import Difference, Located, Verdict
from ._ladder import locate_one, near_miss_within
from ._near import word_diff
from ._policy import DEFAULT_POLICY, Policy
from ._prepared import PreparedSource
from ._search import located

__all__ = ["ContextChange", "ReanchorStatus", "Reanchored", "reanchor_selector"]

#: Exact occurrences looked at, at most: a quote repeated more often is ambiguous anyway.
MAX_OCCURRENCES = 10_000
#: Ambiguous candidates reported with their positions.
MAX_CANDIDATES = 5
#: How far past the stored prefix the replacing passage is sought: this many times the
#: quote's length plus ``_REGION_SLACK`` characters.
_REGION_FACTOR = 3
_REGION_SLACK = 200


class ReanchorStatus(StrEnum):
    """What happened to a stored quotation in the new text: one vocabulary for every face."""

    UNCHANGED = "unchanged"
    MOVED = "moved"
    CONTEXT_CHANGED = "context-changed"
    CHANGED = "changed"
    AMBIGUOUS = "ambiguous"
    ORPHANED = "orphaned"

    @property
    def found(self) -> bool:
        """True when the new text holds the exact quote at one known place."""
        return self in (
            ReanchorStatus.UNCHANGED,
            ReanchorStatus.MOVED,
            ReanchorStatus.CONTEXT_CHANGED,
        )

    @property
    def meaning(self) -> str:
        """The status in one sentence, for a person."""
        return _MEANINGS[self]


_MEANINGS = {
    ReanchorStatus.UNCHANGED: "The exact quote is where it was, with the same context.",
    ReanchorStatus.MOVED: "The exact quote, with the same context, is elsewhere now.",
    ReanchorStatus.CONTEXT_CHANGED: (
        "The exact quote is there, but the words around it changed (see the context diff)."
    ),
    ReanchorStatus.CHANGED: (
        "The quote's words are no longer there: the passage that replaced it and the "
        "differences are shown; not found."
    ),
    ReanchorStatus.AMBIGUOUS: (
        "The exact quote is there several times and nothing stored tells which is meant."
    ),
    ReanchorStatus.ORPHANED: "Nothing close to the quote is left in the text.",
}


@dataclass(frozen=True, slots=True)
class ContextChange:
    """One side of the context that changed: the stored text, what stands there now (as
    many characters, or fewer at the text's edge) and the word differences."""

    side: str  # "prefix" or "suffix"
    stored: str
    now: str
    differences: tuple[Difference, ...]

    def to_dict(self) -> dict[str, Any]:
        """The change as JSON."""
        return {
            "side": self.side,
            "stored": self.stored,
            "now": self.now,
            "differences": [d.to_dict() for d in self.differences],
        }


@dataclass(frozen=True, slots=True)
class Reanchored:
    """A stored selector re-anchored in a new text.

    ``stored`` and ``stored_position`` are what was given (the position worked out from the
    old text when only that was given). For a found status, ``quote`` and ``position`` are
    the new selectors and ``context`` the context's changes. For ``changed``, ``passage``
    is the passage that replaced the quote, ``verdict`` the ladder's verdict on the stored
    quote in the new text and ``differences`` the word diff. For ``ambiguous``,
    ``candidates`` holds the first few exact occurrences. ``occurrences`` counts the exact
    occurrences whose word edges hold.
    """

    status: ReanchorStatus
    stored: QuoteSelector
    stored_position: PositionSelector | None = None
    quote: QuoteSelector | None = None
    position: PositionSelector | None = None
    occurrences: int = 0
    context: tuple[ContextChange, ...] = ()
    passage: Located | None = None
    verdict: Verdict | None = None
    differences: tuple[Difference, ...] = ()
    candidates: tuple[PositionSelector, ...] = ()

    @property
    def found(self) -> bool:
        """True when the exact quote was found again at one place (``status.found``)."""
        return self.status.found

    def selectors(self) -> list[dict[str, object]]:
        """The new W3C selectors (quote, then position); none unless found."""
        if self.quote is None or self.position is None:
            return []
        quote: dict[str, object] = dict(self.quote.to_dict())
        return [quote, self.position.to_dict()]

    def to_dict(self) -> dict[str, Any]:
        """Everything known, as JSON (keys sorted by the faces that print it)."""
        out: dict[str, Any] = {
            "status": self.status.value,
            "found": self.found,
            "exact": self.stored.exact,
            "occurrences": self.occurrences,
            "selectors": self.selectors(),
            "context": [c.to_dict() for c in self.context],
            "diff": [d.to_dict() for d in self.differences],
        }
        if self.passage is not None:
            out["passage"] = {
                "start": self.passage.start,
                "end": self.passage.end,
                "text": self.passage.text,
                "lines": {
                    "start": self.passage.coordinates.lines.start,
                    "end": self.passage.coordinates.lines.end,
                },
            }
        if self.verdict is not None:
            out["verdict"] = self.verdict.value
        if self.candidates:
            out["candidates"] = [c.to_dict() for c in self.candidates]
        return out


def reanchor_selector(
    quote: QuoteSelector,
    new_text: str | PreparedSource,
    old_text: str | None = None,
    *,
    position: PositionSelector | None = None,
    policy: Policy = DEFAULT_POLICY,
) -> Reanchored:
    """Re-anchor ``quote`` (and ``position``, a hint) in ``new_text`` (see the module
    docstring for the statuses). ``old_text``, the version the selector was made on, gives
    the stored position when none is given and answers ``unchanged`` at once when the
    text is the same. ``policy`` is the ladder's for a quote no longer there."""
    if not quote.exact:
        raise InputError(
            "a TextQuoteSelector needs a non-empty 'exact' to be re-anchored",
            code=ErrorCode.MISSING_EXACT,
        )
    prepared = new_text if isinstance(new_text, PreparedSource) else PreparedSource(new_text)
    text = prepared.text
    if position is None and old_text is not None:
        position = _old_position(old_text, quote)
    if old_text is not None and old_text == text and position is not None:
        return _found(ReanchorStatus.UNCHANGED, text, quote, position, position.start, 1)
    starts = _candidates(text, quote)
    if not starts:
        return _lost(prepared, quote, position, policy)
    length = len(quote.exact)
    count = len(starts)
    if (
        position is not None
        and position.end - position.start == length
        and (position.start in set(starts))
    ):
        status = (
            ReanchorStatus.UNCHANGED
            if _full(text, quote, position.start)
            else ReanchorStatus.CONTEXT_CHANGED
        )
        return _found(status, text, quote, position, position.start, count)
    full = [s for s in starts if _full(text, quote, s)]
    if len(full) == 1:
        status = ReanchorStatus.UNCHANGED if position is None else ReanchorStatus.MOVED
        return _found(status, text, quote, position, full[0], count)
    if len(full) > 1:
        return _ambiguous(quote, position, full, count)
    picked = _picked_by_one_side(text, quote, starts)
    if picked is None:
        return _ambiguous(quote, position, starts, count)
    return _found(ReanchorStatus.CONTEXT_CHANGED, text, quote, position, picked, count)


def _old_position(old_text: str, quote: QuoteSelector) -> PositionSelector | None:
    """Where the selector anchored in the old text, when it did so uniquely."""
    counts = count_anchors(old_text, quote)
    if counts.full.count != 1:
        return None
    start = counts.full_starts(1)[0]
    return PositionSelector(start, start + len(quote.exact))


def _candidates(text: str, quote: QuoteSelector) -> list[int]:
    """Starts of the exact occurrences whose word edges are the stored ones: an edge that
    was a word break still is one, and a quote cut inside a word still stands in that same
    word (``recorded 2`` cut from ``25`` is not found again in ``recorded 24``)."""
    exact = quote.exact
    glued_start = bool(quote.prefix) and cuts_word(quote.prefix + exact, len(quote.prefix))
    glued_end = bool(quote.suffix) and cuts_word(exact + quote.suffix, len(exact))
    head = _word_run(quote.prefix[::-1])[::-1] if glued_start else ""
    tail = _word_run(quote.suffix) if glued_end else ""
    found = find_all(text, exact, limit=MAX_OCCURRENCES)
    kept = []
    for s in islice(found, MAX_OCCURRENCES):
        e = s + len(exact)
        if cuts_word(text, s) != glued_start or cuts_word(text, e) != glued_end:
            continue
        if head and not _same_word(text, s - len(head), s, head, len(quote.prefix), True):
            continue
        if tail and not _same_word(text, e, e + len(tail), tail, len(quote.suffix), False):
            continue
        kept.append(s)
    return kept


def _word_run(text: str) -> str:
    """The word characters ``text`` starts with."""
    n = 0
    while n < len(text) and is_word_char(text[n]):
        n += 1
    return text[:n]


def _same_word(text: str, a: int, b: int, piece: str, stored: int, before: bool) -> bool:
    """``text[a:b]`` is ``piece`` (the rest of the word the quote was cut from) and the word
    ends there too, unless the stored context ended inside that word."""
    if a < 0 or text[a:b] != piece:
        return False
    if len(piece) == stored:
        return True  # the stored context is all word: where the word ended is not known
    return not cuts_word(text, a) if before else not cuts_word(text, b)


def _prefix_holds(text: str, quote: QuoteSelector, start: int) -> bool:
    return not quote.prefix or (
        start >= len(quote.prefix) and text[start - len(quote.prefix) : start] == quote.prefix
    )


def _suffix_holds(text: str, quote: QuoteSelector, start: int) -> bool:
    return text.startswith(quote.suffix, start + len(quote.exact))


def _full(text: str, quote: QuoteSelector, start: int) -> bool:
    return _prefix_holds(text, quote, start) and _suffix_holds(text, quote, start)


def _picked_by_one_side(text: str, quote: QuoteSelector, starts: list[int]) -> int | None:
    """Among several exact occurrences none of which keeps its whole context: the only
    one, if any, that keeps its prefix or its suffix (both sides agreeing when both pick);
    with a single occurrence, that one."""
    if len(starts) == 1:
        return starts[0]
    by_prefix = [s for s in starts if quote.prefix and _prefix_holds(text, quote, s)]
    by_suffix = [s for s in starts if quote.suffix and _suffix_holds(text, quote, s)]
    picks = {tuple(by_prefix), tuple(by_suffix)} - {()}
    if len(picks) == 1:
        (only,) = picks
        if len(only) == 1:
            return only[0]
    return None


def _found(
    status: ReanchorStatus,
    text: str,
    quote: QuoteSelector,
    position: PositionSelector | None,
    start: int,
    count: int,
) -> Reanchored:
    end = start + len(quote.exact)
    minimal = describe(text, start, end).quote
    prefix_length = max(len(quote.prefix), len(minimal.prefix))
    suffix_length = max(len(quote.suffix), len(minimal.suffix))
    new = QuoteSelector(
        quote.exact, text[max(0, start - prefix_length) : start], text[end : end + suffix_length]
    )
    return Reanchored(
        status=status,
        stored=quote,
        stored_position=position,
        quote=new,
        position=PositionSelector(start, end),
        occurrences=count,
        context=_context_changes(text, quote, start, end),
    )


def _context_changes(
    text: str, quote: QuoteSelector, start: int, end: int
) -> tuple[ContextChange, ...]:
    changes = []
    now_prefix = text[max(0, start - len(quote.prefix)) : start]
    if now_prefix != quote.prefix:
        changes.append(
            ContextChange("prefix", quote.prefix, now_prefix, word_diff(quote.prefix, now_prefix))
        )
    now_suffix = text[end : end + len(quote.suffix)]
    if now_suffix != quote.suffix:
        changes.append(
            ContextChange("suffix", quote.suffix, now_suffix, word_diff(quote.suffix, now_suffix))
        )
    return tuple(changes)


def _ambiguous(
    quote: QuoteSelector, position: PositionSelector | None, starts: list[int], count: int
) -> Reanchored:
    length = len(quote.exact)
    return Reanchored(
        status=ReanchorStatus.AMBIGUOUS,
        stored=quote,
        stored_position=position,
        occurrences=count,
        candidates=tuple(PositionSelector(s, s + length) for s in starts[:MAX_CANDIDATES]),
    )


def _region(text: str, quote: QuoteSelector) -> tuple[int, int] | None:
    """Where the quote stood, when its stored prefix survives once: from the prefix's end
    to the suffix after it (or a stretch a few times the quote's length)."""
    if not quote.prefix:
        return None
    prefixes = find_all(text, quote.prefix, limit=2)
    if prefixes.count != 1:
        return None
    lo = prefixes.first(1)[0] + len(quote.prefix)
    reach = _REGION_FACTOR * len(quote.exact) + _REGION_SLACK
    hi = min(len(text), lo + reach)
    if quote.suffix:
        after = find_all(text, quote.suffix, start=lo, end=hi, limit=1).first(1)
        if after:
            hi = after[0]
    return (lo, hi) if hi > lo else None


def _lost(
    source: PreparedSource,
    quote: QuoteSelector,
    position: PositionSelector | None,
    policy: Policy,
) -> Reanchored:
    """No exact occurrence: the ladder says what stands there now (``changed``), or that
    nothing close is left (``orphaned``). The stretch where the stored context still stands
    is looked at first, so the replacing passage is the one at the quote's old place, not a
    lookalike elsewhere."""
    exact = quote.exact
    finding = locate_one(source, exact, policy)
    if not finding.spans:
        region = _region(source.text, quote)
        near = near_miss_within(source, exact, policy, *region) if region else None
        finding = near or finding
    passage: Located | None
    if finding.verdict is Verdict.PARAPHRASE:
        passage, differences = finding.nearest, finding.differences
    elif finding.spans:
        first, last = finding.spans[0], finding.spans[-1]
        passage = located(source, first.start, last.end, policy.context)
        differences = word_diff(exact, passage.text)
    else:
        return Reanchored(
            status=ReanchorStatus.ORPHANED,
            stored=quote,
            stored_position=position,
            verdict=finding.verdict,
        )
    return Reanchored(
        status=ReanchorStatus.CHANGED,
        stored=quote,
        stored_position=position,
        passage=passage,
        verdict=finding.verdict,
        differences=differences,
    )
