"""Preparing a quotation for matching: wrapper marks, edge ellipses, elision segments.

People quote with the quotation marks included (``“the pilot would run”``) and mark a
quote taken from mid-sentence with a leading or trailing ellipsis (``… ending in March``).
Neither is a claim about the source's words, so both are trimmed before matching, and
the finding says so. An ellipsis *inside* the quote is a claim that words were left out:
the quote is split there into segments, each of which must be found, in order.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

__all__ = ["PreparedQuote", "prepare_quote"]

_OPENING_TO_CLOSING = {
    '"': '"', "'": "'", "“": "”", "‘": "’", "„": "“", "‚": "‘", "«": "»", "»": "«",
    "‹": "›", "”": "”", "’": "’", "「": "」", "『": "』",
}  # fmt: skip
_ELLIPSIS = r"(?:\[\s*(?:\.\s?\.\s?\.|…)\s*\]|\.\.\.|…)"
_EDGE_ELLIPSIS = re.compile(rf"^\s*{_ELLIPSIS}\s*|\s*{_ELLIPSIS}\s*$")
_INNER_ELLIPSIS = re.compile(rf"\s*{_ELLIPSIS}\s*")


@dataclass(frozen=True, slots=True)
class PreparedQuote:
    """A quote ready to match: ``text`` trimmed; ``segments`` if it marks an elision."""

    original: str
    text: str
    trimmed_wrapper: bool
    segments: tuple[str, ...]


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
    """Trim surrounding white space, wrapper quote marks and edge ellipses; find elisions."""
    text = quote.strip()
    while True:
        trimmed = _EDGE_ELLIPSIS.sub("", _strip_wrapper(text)).strip()
        if trimmed == text:
            break
        text = trimmed
    parts = tuple(p for p in _INNER_ELLIPSIS.split(text))
    segments = parts if len(parts) > 1 else ()
    return PreparedQuote(quote, text, text != quote.strip(), segments)
