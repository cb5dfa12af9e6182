"""The text engine: folding 1 MB with its map, coordinates for 1,000 spans, periodic search."""

from __future__ import annotations

import random

from _timing import best, row

from citeproof.text import NORMALIZATIONS, Coordinates, find_all, fold

PARAGRAPH = (
    "The committee said the “pilot” would run for six months — ending in March — before a "
    "review.\r\nIts ﬁndings were “signiﬁcant”… the group recorded 24 samples across three "
    "sessions – not 25.\nResearchers’ notes 🧭 mention a café, a résumé and a naïve "
    "coöperation; 10–12 pages\u00a0long.\n\n"
)


PLAIN = (
    "The survey covered the northern coast over three seasons, and the teams recorded "
    "water temperature, salinity and the number of species observed at each station. "
    "Most stations were visited twice a month; a few were reached only when the weather "
    "allowed it, which the report notes where the gaps matter for the trend estimates.\n"
)


def mixed_text(size: int, plain_per_mixed: int = 0) -> str:
    """About ``size`` characters of prose with CRLF, emoji, curly quotes, dashes, ligatures.

    With ``plain_per_mixed`` > 0, that many plain paragraphs follow each dense one, which
    is closer to typical prose than the dense paragraph alone (one change per 15 characters).
    """
    unit = PARAGRAPH + PLAIN * plain_per_mixed
    return (unit * (size // len(unit) + 1))[:size]


def bench_fold(label: str, text: str) -> None:
    """Fold ``text`` with every normalization, against the peer and the str.find floor."""
    names = tuple(NORMALIZATIONS)
    print(f"fold — {len(text):,} characters, {label}")
    floor = best(lambda: text.find("\x00"))
    row("one str.find pass (the floor)", floor)
    ours = best(lambda: fold(text, names))
    row("citeproof fold, all 8 normalizations, with map", ours, floor)
    try:
        from quotecheck.fold import fold as peer_fold
    except ImportError:
        print("  (quotecheck not installed: pip install '.[bench]')")
    else:
        peer = best(lambda: peer_fold(text), repeat=2)
        row("quotecheck 0.1.0 fold (peer)", peer, floor, f"citeproof is {peer / ours:.1f}x faster")


def run() -> None:
    """Print the text-engine figures."""
    bench_fold(
        "dense: every paragraph full of CRLF, quotes, dashes, ligatures, emoji",
        mixed_text(1_000_000),
    )
    bench_fold("typical: one dense paragraph in four", mixed_text(1_000_000, plain_per_mixed=3))
    text = mixed_text(1_000_000)
    floor = best(lambda: text.find("\x00"))
    print("coordinates and search")

    rng = random.Random(7)
    spans = [
        tuple(sorted((rng.randrange(len(text)), rng.randrange(len(text))))) for _ in range(1000)
    ]

    def build_and_convert() -> None:
        coords = Coordinates(text)
        for start, end in spans:
            coords.span(start, end)

    coords = Coordinates(text)
    coords.span(0, 1)
    warm = best(lambda: [coords.span(s, e) for s, e in spans])
    cold = best(build_and_convert, repeat=3)
    row("coordinates: 1,000 spans, maps built (cold)", cold, floor)
    row(
        "coordinates: 1,000 spans, maps reused (warm)",
        warm,
        floor,
        f"{warm / 1000 * 1e6:.1f} µs/span",
    )

    hay = "a" * 524288
    needle = "a" * 16384
    periodic = best(lambda: find_all(hay, needle).count)
    floor_periodic = best(lambda: hay.find(needle))
    row(
        "find_all 'a'*16384 in 'a'*524288 (508,161 matches)",
        periodic,
        floor_periodic,
        "baseline: one str.find",
    )
