"""Re-anchoring stored quotations on real revision histories (issue 25).

bench/run reanchor

Sentences of requests 2.31.0 and attrs 23.1.0 (README, HISTORY and documentation pages of
the pinned sdists, ``tests/realdocs/revisions.py``), stored as an annotation client stores
them (32 characters of context and the position), re-anchored in requests 2.32.3 and attrs
23.2.0. The truth comes from a word diff of the two versions. Printed per tool: wrong
re-anchors (an edited or deleted sentence reported as found, or a held one found
elsewhere), the share of unchanged and moved sentences found at their place, and the time
per annotation. Then the time per annotation on a 1,000-page document (3,000,000
characters of Python 3.11's documentation sources, a paragraph inserted at the top: every
quotation moved), citeproof on 200 quotations, the peers on 10.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.realdocs.alterations import python_docs  # noqa: E402
from tests.realdocs.revisions import (  # noqa: E402
    PAIRS,
    TOOLS,
    Quotation,
    load_pair,
    quotations,
    score,
)

#: A page of a printed book holds about 3,000 characters.
PAGES = 1000
PAGE_CHARACTERS = 3000
LARGE_CITEPROOF = 200
LARGE_PEERS = 10


def _revisions() -> None:
    cases: list[tuple[Quotation, str]] = []
    for old_package, new_package, member in PAIRS:
        old, new = load_pair(old_package, new_package, member)
        cases += [(q, new) for q in quotations(f"{old_package.name} {member}", old, new)]
    truths: dict[str, int] = {}
    for q, _ in cases:
        truths[q.truth] = truths.get(q.truth, 0) + 1
    print(f"  {len(cases)} quotations from {len(PAIRS)} document pairs; truth: "
          + ", ".join(f"{k} {v}" for k, v in sorted(truths.items())))  # fmt: skip
    print(f"  {'tool':<38} {'wrong':>6} {'of lost':>8} {'held found':>11} {'ms/annotation':>14}")
    for name, tool in TOOLS.items():
        s = score(tool, cases)
        print(f"  {name:<38} {s.wrong:>6} {s.lost:>8} {s.held_share:>10.1%} "
              f"{1000 * s.seconds / s.total:>14.2f}")  # fmt: skip


def _large() -> None:
    text = python_docs().text[: PAGES * PAGE_CHARACTERS]
    new = "A paragraph added at the top of the new version.\n\n" + text
    picked = quotations("python docs", text, new, min_length=60)
    step = max(1, len(picked) // LARGE_CITEPROOF)
    sample = [(q, new) for q in picked[::step][:LARGE_CITEPROOF]]
    print(f"  {PAGES:,}-page document ({len(text):,} characters), {len(sample)} quotations")
    for name, tool in TOOLS.items():
        chosen = sample if name == "citeproof" else sample[:LARGE_PEERS]
        start = time.perf_counter()
        s = score(tool, chosen)
        elapsed = time.perf_counter() - start
        per = 1000 * elapsed / len(chosen)
        print(f"  {name:<38} {per:>10.1f} ms/annotation ({len(chosen)} quotations, "
              f"held found {s.held_share:.1%}, wrong {s.wrong})")  # fmt: skip


def run() -> None:
    print("re-anchoring on real revisions (issue 25)")
    _revisions()
    _large()


if __name__ == "__main__":
    run()
