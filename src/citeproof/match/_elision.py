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
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from .._lazy import re_pattern
from ..text import needed_normalizations
from ._finding import Alteration, Difference, Located
from ._negation import has_negation
from ._policy import Policy
from ._prepared import PreparedSource
from ._quotes import ELLIPSIS, PreparedQuote
from ._search import folded_quote, search

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
    """Find each segment of ``quote`` in order and apart, with ``names`` tolerated.

    Every occurrence of the first segment is tried (up to :data:`MAX_OCCURRENCES`), each
    followed by the nearest occurrence of the next segment and so on: a first segment
    that occurs dozens of times is not anchored at its first occurrence alone. Of the
    chains whose omissions hide no negation, the tightest is the answer.
    """
    short = tuple(Difference("short-part", s, "") for s in quote.segments if policy.too_short(s))
    if not quote.segments or short:
        return Elision(None, refusal=short)
    folded = source.folded(names)
    found: list[list[tuple[int, int]]] = []
    for segment in quote.segments:
        count, spans = search(
            folded, folded_quote(segment, names), MAX_OCCURRENCES,
            whole_words=policy.whole_words, count_all=False,
        )  # fmt: skip
        if not count:
            return Elision(None)
        found.append(spans)
    marks = [m.group(0).strip() for m in re.finditer(ELLIPSIS, quote.text)]
    starts = [[a for a, _ in spans] for spans in found]
    # Each first occurrence's chain (the nearest occurrence of each next segment) does not
    # depend on the omissions, only whether it stands does: the chains are built first,
    # then tried tightest first (the earliest among equals), and the omissions of only as
    # many as it takes are searched for a negation (in repetitive text, hundreds of chains
    # each checked cost a request its whole budget).
    chains: list[list[tuple[int, int]]] = []
    for first in found[0]:
        chain = [first]
        for k, spans in enumerate(found[1:]):
            at = bisect_left(starts[k + 1], chain[-1][1])
            if at == len(spans):
                break
            chain.append(spans[at])
        chains.append(chain)
    complete = [c for c in chains if len(c) == len(found)]
    complete.sort(key=lambda c: c[-1][1] - c[0][0])  # stable: the earliest among equals
    best = next((c for c in complete if _hidden(source.text, c, marks) is None), None)
    refusal: tuple[Difference, ...] = ()
    if best is None:  # the refusal is the first chain's, in source order, that hides one
        for chain in chains:
            omitted = _hidden(source.text, chain, marks)
            if omitted is not None:
                refusal = (Difference("hidden-negation", "", " ".join(omitted.split())[:200]),)
                break
    if best is None:
        return Elision(None, refusal=refusal)
    needed: set[str] = set()
    for (start, end), segment in zip(best, quote.segments, strict=True):
        needed.update(needed_normalizations(source.text[start:end], segment, names))
    return Elision(best, tuple(n for n in names if n in needed))


def _hidden(text: str, chain: list[tuple[int, int]], marks: list[str]) -> str | None:
    """The first omission of ``chain`` that hides a negation (outside whole sentences left
    out by a four-dot ellipsis), else ``None``."""
    for k, (before, after) in enumerate(pairwise(chain)):
        omitted = text[before[1] : after[0]]
        if has_negation(omitted) and not _whole_sentences(omitted, marks[k : k + 1]):
            return omitted
    return None


#: How many occurrences of each segment an elision tries.
MAX_OCCURRENCES = 200
#: The four-dot form: the sentence's own period, then the ellipsis.
_FOUR_DOTS: re.Pattern[str] = re_pattern(r"\.(?:[ \u00a0]?\.){3}")
#: An omission of whole sentences: from the period ending the quoted sentence to the end
#: of the last sentence left out.
_SENTENCES_LEFT_OUT: re.Pattern[str] = re_pattern(r"\.\s.*[.!?][\"'”’)\]]*\s+", re.DOTALL)


def _whole_sentences(omitted: str, mark: list[str]) -> bool:
    """True when a four-dot ellipsis (``. . . .``: the sentence's own period, then the
    ellipsis) leaves out whole sentences: a negation inside them reverses none of the
    quoted words, which stand as whole sentences on either side."""
    return (
        bool(mark)
        and _FOUR_DOTS.fullmatch(mark[0]) is not None
        and (_SENTENCES_LEFT_OUT.fullmatch(omitted) is not None)
    )


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
