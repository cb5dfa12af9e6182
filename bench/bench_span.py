"""Seed 003 at size: a 100,000-character source and 50 quotes of every kind, per request."""

from __future__ import annotations

import random

from _timing import best, row
from bench_text import PARAGRAPH, PLAIN

from citeproof.contracts import citation_span


def corpus(size: int = 100_000) -> str:
    """A source of prose with typography, varied so that passages are distinct."""
    rng = random.Random(3)
    parts: list[str] = []
    n = 0
    while n < size:
        piece = rng.choice([PARAGRAPH, PLAIN, PLAIN]).replace("24", str(rng.randrange(10, 99)))
        piece = piece.replace("three", rng.choice(["two", "three", "four", "five", "six"]))
        parts.append(f"Section {len(parts)}. {piece}")
        n += len(parts[-1])
    return "".join(parts)[:size]


def quotes(source: str, count: int = 50) -> list[str]:
    """A mix: verbatim, normalized, elided, altered and absent quotes drawn from the source."""
    rng = random.Random(5)
    out: list[str] = []
    for i in range(count):
        start = rng.randrange(0, len(source) - 400)
        start = source.index(" ", start) + 1
        passage = source[start : start + rng.randrange(60, 160)].rsplit(" ", 1)[0]
        kind = i % 5
        if kind == 0:
            out.append(passage)
        elif kind == 1:
            out.append(passage.replace("\u201c", '"').replace("\u201d", '"').replace("\n", " "))
        elif kind == 2:
            words = passage.split()
            out.append(" ".join(words[:5]) + " … " + " ".join(words[-5:]))
        elif kind == 3:
            out.append(passage.replace(" the ", " not the ", 1).replace("a", "o", 1))
        else:
            out.append("An entirely invented sentence about migratory birds and tidal charts")
    return out


def run() -> None:
    """Print the citation-span figures."""
    source = corpus()
    qs = quotes(source)
    payload = {"source": source, "quotes": [{"id": f"q{i}", "text": q} for i, q in enumerate(qs)]}
    print(f"citation-span — {len(source):,}-character source, {len(qs)} quotes per request")
    floor = best(lambda: [source.find(q) for q in qs])
    row("50 str.find calls (the floor)", floor)
    ours = best(lambda: citation_span(payload), repeat=5)
    counts = citation_span(payload)["counts"]
    mix = ", ".join(f"{k} {v}" for k, v in counts.items() if v)
    row("citeproof citation_span, one request", ours, floor, mix)
    try:
        from quotecheck import check
    except ImportError:
        print("  (quotecheck not installed: pip install '.[bench]')")
        return
    peer = best(lambda: [check(q, source) for q in qs], repeat=1)
    row("quotecheck 0.1.0 check() per quote (peer)", peer, floor,
        f"citeproof is {peer / ours:.0f}x faster")  # fmt: skip
