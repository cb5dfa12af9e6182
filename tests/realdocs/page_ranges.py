"""Some pages read alone vs the whole reading: ``python -m tests.realdocs.page_ranges``.

``check --pages A-B`` reads pages A-B of a PDF (and :data:`FURNITURE_CONTEXT` pages on
each side, dropped after): running heads and feet are told by repetition across pages,
so fewer pages could tell them otherwise. For each long document of the regression set
(:mod:`.pdfs`, 20 pages or more, and gnuplot's manual) this reads six 2-page ranges
(the first two pages, the last two, four spread between) with 0, 2 and 4 context pages,
and compares each reading with the whole reading's pages (``slice_pages``): how many are
identical (text and furniture), and for the others what differs (lines the subset reads
as body that the whole reads as furniture, or the reverse). ``--untuned`` adds every
untuned PDF of 20 pages or more; ``--contexts 4,6,8`` other widths. Read in this process
(``_extract_here``, no worker).
"""

from __future__ import annotations

import sys
from collections import Counter

from ._run import load
from .pdfs import PDFS
from .untuned_pdfs import PDFS as UNTUNED

#: Context widths compared (pages read on each side of the range, then dropped).
CONTEXTS = (0, 2, 4)
#: A document needs this many pages to be measured.
LONG = 20


def ranges(count: int) -> list[tuple[int, int]]:
    """Six 2-page ranges: the first, the last, four spread between."""
    starts = {1, count - 1} | {1 + (count - 2) * k // 5 for k in range(1, 5)}
    return [(first, first + 1) for first in sorted(starts)]


def differences(alone: object, whole: object) -> str:
    """What a reading of some pages says otherwise than the whole reading's pages: the
    lines only one of them holds as text (the rest moved to or from the furniture)."""
    mine = Counter(alone.text.split("\n"))  # type: ignore[attr-defined]
    theirs = Counter(whole.text.split("\n"))  # type: ignore[attr-defined]
    extra = sorted((mine - theirs).elements())
    missing = sorted((theirs - mine).elements())
    parts = []
    if extra:
        parts.append(f"+{len(extra)} line(s) as text (furniture in the whole): {extra[:2]}")
    if missing:
        parts.append(f"-{len(missing)} line(s) as furniture (text in the whole): {missing[:2]}")
    if not parts:
        parts.append("the same lines, other furniture or offsets")
    return "; ".join(parts)


def main(argv: list[str]) -> int:
    from citeproof.sources import PageRange, slice_pages
    from citeproof.sources.pdf._extract import _extract_here

    chosen = [p for p in PDFS if (p.pages or 0) >= LONG and p.expect_error is None]
    chosen += [p for p in UNTUNED if p.name == "gnuplot/gnuplot"]
    if "--untuned" in argv:
        chosen += [p for p in UNTUNED if (p.pages or 0) >= LONG and p.name != "gnuplot/gnuplot"]
    contexts = CONTEXTS
    if "--contexts" in argv:
        at = argv.index("--contexts")
        contexts = tuple(int(c) for c in argv[at + 1].split(","))
        argv = argv[:at] + argv[at + 2 :]
    names = [a for a in argv if not a.startswith("--")]
    totals = Counter[int]()
    measured = 0
    for pdf in chosen:
        if names and not any(name in pdf.name for name in names):
            continue
        data, _ = load(pdf)
        title = pdf.name.rsplit("/", 1)[-1] + ".pdf"
        whole = _extract_here(data, title, 2000)
        assert whole.page_starts is not None
        count = len(whole.page_starts)
        same = Counter[int]()
        notes: list[str] = []
        for first, last in ranges(count):
            pages = PageRange(first, last)
            expected = slice_pages(whole, pages)
            for context in contexts:
                alone = _extract_here(data, title, 2000, pages=pages, context=context)
                if alone.text == expected.text and alone.furniture == expected.furniture:
                    same[context] += 1
                else:
                    notes.append(f"    {first}-{last}, context {context}: "
                                 + differences(alone, expected))  # fmt: skip
        measured += len(ranges(count))
        totals.update(same)
        row = "  ".join(f"context {c}: {same[c]}/{len(ranges(count))}" for c in contexts)
        print(f"{pdf.name} ({count} pages)  {row}", flush=True)
        for note in notes:
            print(note, flush=True)
    row = "  ".join(f"context {c}: {totals[c]}/{measured}" for c in contexts)
    print(f"identical text and furniture, all documents: {row}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
