"""Misquotes of long real documents (issue 21): the share localised, time and work.

bench/run near

One-word swaps, drops, additions, number changes and two-word changes of sentences of
gnuplot's 311-page PDF manual and of 10 MB of plain text (Python's documentation sources),
made by ``tests/realdocs/alterations.py`` (pinned Debian packages, fetched into the cache
on first use). For each: the share *localised* (``paraphrase`` pointing at the sentence
altered), the share confirmed (must be 0), the time per quote and the alignment work
(character pairs given to ``rapidfuzz``, and word pairs of the in-order scoring).

The baseline, measured in the same run on the same quotes, is the engine before issue 21:
candidates voted by the rarest content words (a word occurring over 64 times does not
vote), paraphrase only above half the content words. The peer ``quotecheck`` (``drift``
with the sentence's offset inside its context counts as localised) is run on a sample of
the manual: it scans the whole source per quote (seconds each).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from rapidfuzz import fuzz  # noqa: E402
from tests.realdocs.alterations import (  # noqa: E402
    KINDS,
    Misquote,
    gnuplot_manual,
    localised,
    misquotes,
    python_docs,
)

from citeproof import PreparedSource  # noqa: E402
from citeproof.match import DEFAULT_POLICY, _candidates, _near, locate_one  # noqa: E402

#: Misquotes per document, and how many of the manual's the peer is run on.
PER_DOCUMENT = 200
PEER_SAMPLE = 20


class Work:
    """Alignment work counted while a block runs: character pairs and word pairs."""

    def __init__(self) -> None:
        self.characters = 0
        self.words = 0


@contextmanager
def counted(work: Work) -> Iterator[None]:
    real_align, real_lcs = fuzz.partial_ratio_alignment, _candidates.LCSseq.similarity

    def align(a: str, b: str, *args: Any, **kwargs: Any) -> Any:
        work.characters += len(a) * len(b)
        return real_align(a, b, *args, **kwargs)

    def lcs(a: Any, b: Any, *args: Any, **kwargs: Any) -> Any:
        work.words += len(a) * len(b)
        return real_lcs(a, b, *args, **kwargs)

    class _LCS:
        similarity = staticmethod(lcs)
        opcodes = staticmethod(_candidates.LCSseq.opcodes)

    _near.fuzz.partial_ratio_alignment = align  # type: ignore[assignment]
    saved = _candidates.LCSseq
    _candidates.LCSseq = _LCS  # type: ignore[assignment,misc]
    try:
        yield
    finally:
        _near.fuzz.partial_ratio_alignment = real_align  # type: ignore[assignment]
        _candidates.LCSseq = saved  # type: ignore[misc]


@contextmanager
def baseline() -> Iterator[None]:
    """The engine before issue 21: the rare-word vote alone, the content-word share alone."""
    # The ladder imports these from _candidates when a near miss is searched.
    # (and the stretches holding most of a quote's words, stop 54: before them, a quote
    # the vote placed badly was aligned with the whole source)
    passage, close = _candidates.nearest_passage, _candidates.close_in_order
    stretches = _candidates.most_words
    _candidates.nearest_passage = lambda *_: (None, False)  # type: ignore[assignment]
    _candidates.close_in_order = lambda *_: False  # type: ignore[assignment]
    _candidates.most_words = lambda *_, **__: []  # type: ignore[assignment]
    try:
        yield
    finally:
        _candidates.nearest_passage = passage  # type: ignore[assignment]
        _candidates.close_in_order = close  # type: ignore[assignment]
        _candidates.most_words = stretches  # type: ignore[assignment]


def measure(
    source: PreparedSource, quotes: list[Misquote]
) -> tuple[dict[str, list[int]], float, Work]:
    """Per kind: [quotes, localised, confirmed]; seconds per quote; the work counted."""
    by_kind = {kind: [0, 0, 0] for kind in KINDS}
    work = Work()
    started = time.perf_counter()
    with counted(work):
        for misquote in quotes:
            finding = locate_one(source, misquote.quote, DEFAULT_POLICY)
            row = by_kind[misquote.kind]
            row[0] += 1
            row[1] += localised(finding, misquote)
            row[2] += finding.confirmed
    return by_kind, (time.perf_counter() - started) / len(quotes), work


def _share(by_kind: dict[str, list[int]]) -> tuple[int, int, int]:
    return tuple(sum(row[i] for row in by_kind.values()) for i in range(3))  # type: ignore[return-value]


def _peer(source: PreparedSource, quotes: list[Misquote]) -> None:
    try:
        from quotecheck import check
    except ImportError:
        print("  (quotecheck not installed: pip install '.[bench]')")
        return
    hits, started = 0, time.perf_counter()
    for misquote in quotes:
        match = check(misquote.quote, source.text)
        if match.status == "drift" and match.offset >= 0:
            hits += misquote.start - 200 <= match.offset <= misquote.end
    seconds = (time.perf_counter() - started) / len(quotes)
    print(f"  quotecheck (peer), first {len(quotes)}: localised {hits}/{len(quotes)}, "
          f"{seconds * 1000:.0f} ms a quote")  # fmt: skip


def _document(name: str, load: Callable[[], PreparedSource], peer: bool) -> None:
    source = load()
    started = time.perf_counter()
    source.shingles(DEFAULT_POLICY.with_case().tolerate)
    index = time.perf_counter() - started
    quotes = list(misquotes(source, PER_DOCUMENT))
    print(f"{name}: {len(source.text):,} characters, {len(quotes)} misquotes; "
          f"word-pair index built once in {index:.1f} s")  # fmt: skip
    with baseline():
        before, before_time, before_work = measure(source, quotes)
    after, after_time, after_work = measure(source, quotes)
    for label, kinds, seconds, work in (
        ("baseline (rare-word vote)", before, before_time, before_work),
        ("citeproof (words in order)", after, after_time, after_work),
    ):
        total, hits, confirmed = _share(kinds)
        per_kind = ", ".join(f"{k} {row[1]}/{row[0]}" for k, row in kinds.items())
        print(f"  {label}: localised {hits}/{total} = {hits / total:.1%}, confirmed {confirmed}; "
              f"{seconds * 1000:.0f} ms a quote; {work.characters / total:,.0f} char pairs + "
              f"{work.words / total:,.0f} word pairs a quote")  # fmt: skip
        print(f"    {per_kind}")
    _, hits_before, _ = _share(before)
    _, hits_after, _ = _share(after)
    print(f"  misses: {len(quotes) - hits_before} before, {len(quotes) - hits_after} after")
    if peer:
        _peer(source, quotes[:PEER_SAMPLE])


def run() -> None:
    print("near misses in long documents (issue 21)")
    _document("gnuplot manual (PDF, 311 pages)", gnuplot_manual, peer=True)
    _document("Python docs sources (10 MB plain text)", python_docs, peer=False)


if __name__ == "__main__":
    run()
