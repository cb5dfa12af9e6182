"""Preparing a quotation for matching: wrapper marks, edge ellipses, elision segments.

People quote with the quotation marks included (``“the pilot would run”``) and mark a
quote taken from mid-sentence with a leading or trailing ellipsis (``… ending in March``).
Neither is a claim about the source's words, so both are trimmed before matching, and
the finding says so. An ellipsis *inside* the quote is a claim that words were left out:
the quote is split there into segments, each of which must be found, in order.

Ellipses are taken as style guides write them too: spaced (``. . .``), four dots where
the omission ends a sentence (``. . . .``, ``....``), bracketed (``[...]``, ``[…]``).
Editor's notes at the end (``(emphasis added)``, ``[citations omitted]``) are not quoted
words: they are taken off first and kept in ``notes`` (each with its offset in the quote).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .._lazy import re_pattern
from ._notes import DOTS, strip_notes

__all__ = ["ELLIPSIS", "PreparedQuote", "prepare_quote"]

_OPENING_TO_CLOSING = {
    '"': '"', "'": "'", "“": "”", "‘": "’", "„": "“", "‚": "‘", "«": "»", "»": "«",
    "‹": "›", "”": "”", "’": "’", "「": "」", "『": "』",
}  # fmt: skip
ELLIPSIS = rf"(?:\[\s*(?:{DOTS}|…)\s*\]|{DOTS}|…)"
_EDGE_ELLIPSIS: re.Pattern[str] = re_pattern(rf"^\s*{ELLIPSIS}\s*|\s*{ELLIPSIS}\s*$")
_INNER_ELLIPSIS: re.Pattern[str] = re_pattern(rf"\s*{ELLIPSIS}\s*")
#: Every ellipsis holds one of these: ``…``, or two of its dots with at most a space
#: between them. The patterns above are tried at every character of a quote (most of the
#: cost of preparing one, 15 of 18 us), so a quote holding none is not searched.
_ELLIPSIS_MARKS = ("…", "..", ". .", ".\u00a0.")


def may_hold_ellipsis(text: str) -> bool:
    """False when ``text`` surely holds no ellipsis (:data:`ELLIPSIS` cannot match)."""
    return any(mark in text for mark in _ELLIPSIS_MARKS)


@dataclass(frozen=True, slots=True)
class PreparedQuote:
    """A quote ready to match: ``text`` trimmed; ``segments`` if it marks an elision.

    ``offset`` is where ``text`` starts in ``original``; ``notes`` the editor's notes
    taken off its end, each with its offset in ``original``.
    """

    original: str
    text: str
    trimmed_wrapper: bool
    segments: tuple[str, ...]
    offset: int = 0
    notes: tuple[tuple[str, int], ...] = ()


def _strip_wrapper(text: str) -> str:
    """Remove one pair of quotation marks enclosing the whole quote, repeatedly."""
    while len(text) >= 2:
        closing = _OPENING_TO_CLOSING.get(text[0])
        if closing is None or text[-1] != closing:
            return text
        inner = text[1:-1].strip()
        # A quote like "a" and "b" is not wrapped: the marks belong to the inside.
        if closing in inner or text[0] in inner:
            return text
        text = inner
    return text


def prepare_quote(quote: str) -> PreparedQuote:
    """Trim surrounding white space, editor's notes at the end, wrapper quote marks and
    edge ellipses; find elisions."""
    text = quote.strip()
    offset = len(quote) - len(quote.lstrip())
    notes: list[tuple[str, int]] = []
    trimmed_wrapper = False
    while True:
        kept, found = strip_notes(text)
        notes = [(note, offset + at) for note, at in found] + notes
        trimmed = _strip_wrapper(kept)
        if may_hold_ellipsis(trimmed):
            trimmed = _EDGE_ELLIPSIS.sub("", trimmed)
        trimmed = trimmed.strip()
        if trimmed == text:
            break
        if trimmed != kept:
            trimmed_wrapper = True
            offset += kept.find(trimmed) if trimmed else 0
        text = trimmed
    parts = tuple(_INNER_ELLIPSIS.split(text)) if may_hold_ellipsis(text) else (text,)
    segments = parts if len(parts) > 1 else ()
    return PreparedQuote(quote, text, trimmed_wrapper, segments, offset, tuple(notes))
