"""The elided tier: a quote that marks omissions, each part found in order.

A quote with ``…``, ``...``, ``[...]`` or ``[…]`` inside claims that the source holds each
part, in this order and apart, and that only words were left out between them. The parts
are found verbatim or normalized, one after another. An ellipsis is refused, with the
reason, when a part is too short to be evidence or when an omission holds a negation
(``was … to expand`` for ``was not to expand``); a part the source does not hold gives no
reason here (the near miss's word differences show it).

Not here: splitting a quote at its ellipses (:mod:`._quotes`), editorial marks
(:mod:`._editorial`), the order of the tiers (:mod:`._ladder`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ..text import needed_normalizations
from ._finding import Alteration, Difference, Located
from ._negation import has_negation
from ._policy import Policy
from ._prepared import PreparedSource
from ._quotes import ELLIPSIS, PreparedQuote
from ._search import folded_offset, folded_quote, search

__all__ = ["Elision", "elide", "omissions"]


@dataclass(frozen=True, slots=True)
class Elision:
    """What the elided tier found: each part's span, in order, and the normalizations
    needed; or no spans and, when the ellipsis is why, the ``refusal`` to report."""

    spans: list[tuple[int, int]] | None
    normalizations: tuple[str, ...] = ()
    refusal: tuple[Difference, ...] = ()


def elide(
    source: PreparedSource, quote: PreparedQuote, names: tuple[str, ...], policy: Policy
) -> Elision:
    """Find each segment of ``quote`` in order and apart, with ``names`` tolerated."""
    short = tuple(Difference("short-part", s, "") for s in quote.segments if policy.too_short(s))
    if not quote.segments or short:
        return Elision(None, refusal=short)
    folded = source.folded(names)
    spans: list[tuple[int, int]] = []
    needed: set[str] = set()
    folded_from = 0
    for segment in quote.segments:
        count, first = search(
            folded, folded_quote(segment, names), 1, start=folded_from,
            whole_words=policy.whole_words, count_all=False,
        )  # fmt: skip
        if not count:
            return Elision(None)
        start, end = first[0]
        if spans:
            omitted = source.text[spans[-1][1] : start]
            if has_negation(omitted):
                hidden = Difference("hidden-negation", "", " ".join(omitted.split())[:200])
                return Elision(None, refusal=(hidden,))
        spans.append((start, end))
        needed.update(needed_normalizations(source.text[start:end], segment, names))
        folded_from = folded_offset(folded, end)
    return Elision(spans, tuple(n for n in names if n in needed))


def omissions(
    source: PreparedSource, quote: PreparedQuote, spans: Sequence[Located]
) -> list[Alteration]:
    """The omissions of an elided quote: each ellipsis with the source's words it leaves out."""
    marks = list(re.finditer(ELLIPSIS, quote.text))
    return [
        Alteration("omission", m.group(0).strip(), source.text[a.end : b.start].strip(),
                   quote.offset + m.start(), quote.offset + m.end())
        for m, a, b in zip(marks, spans, spans[1:], strict=False)
    ]  # fmt: skip
