"""trafilatura as the decider of what is main, aligned to citeproof's walker (issue 20).

trafilatura (test and benchmark only; not a runtime dependency) extracts a page's main
text; that text is not used as evidence. Instead each block of citeproof's own walk (an
element laid out as a block, with the text it holds itself) is *main* when its text, all
white space removed, occurs in trafilatura's output with white space removed; every
other block is furniture (``outside``), and the elements a page marks as furniture
(``nav``, ``aside``, page header and footer, ARIA roles) keep their kinds. The text and
its offsets stay the walker's: only the decision changes.
"""

from __future__ import annotations

import re

from citeproof.sources import SourceDocument
from citeproof.sources._decode import decode
from citeproof.sources.html import _extract as walker
from citeproof.text import FurnitureKind

__all__ = ["read_with_trafilatura"]

_SPACE = re.compile(r"\s+")


def _decide(page: walker._Page, text: str) -> list[str]:
    import trafilatura

    extracted = trafilatura.extract(
        text, include_comments=False, include_tables=True, favor_recall=True
    )
    kept = _SPACE.sub("", extracted or "")
    count = len(page.tag)
    # Each element's block: itself when it is laid out as a block, else its parent's.
    owner = list(range(count))
    for i in range(1, count):
        tag = page.tag[i]
        if not (tag in walker.BLOCKS or "-" in tag):
            owner[i] = owner[page.parent[i]]
    own: dict[int, list[str]] = {}
    for index, token in page.tokens:
        if not token.startswith("\x00"):
            own.setdefault(owner[index], []).append(token)
    main = {b for b, pieces in own.items() if (t := _SPACE.sub("", "".join(pieces))) and t in kept}
    parts = [walker.OUTSIDE] * count
    parts[0] = walker.MAIN if 0 in main else walker.OUTSIDE
    for i in range(1, count):
        up = parts[page.parent[i]]
        if up.startswith(walker.FURNITURE) and up != f"{walker.FURNITURE}:other":
            parts[i] = up
        elif walker._marked_furniture(page, i):
            parts[i] = f"{walker.FURNITURE}:{walker._furniture_kind(page, i).value}"
        else:
            parts[i] = walker.MAIN if owner[i] in main else walker.OUTSIDE
    assert FurnitureKind.OTHER.value == "other"
    return parts


def read_with_trafilatura(data: bytes, name: str) -> SourceDocument:
    """``data`` read as citeproof reads HTML, with trafilatura deciding what is main."""
    meta = walker._META_CHARSET.search(data[:4096])
    text, _ = decode(data, meta.group(1).decode("ascii") if meta else None)
    return walker.extract_html(data, text, name, decide=_decide)


def _union(page: walker._Page, text: str) -> list[str]:
    rules = walker._rules(page, text)
    theirs = _decide(page, text)
    return [walker.MAIN if walker.MAIN in (a, b) else a for a, b in zip(rules, theirs, strict=True)]


def read_with_either(data: bytes, name: str) -> SourceDocument:
    """``data`` read with a block main when the rules *or* trafilatura say so."""
    meta = walker._META_CHARSET.search(data[:4096])
    text, _ = decode(data, meta.group(1).decode("ascii") if meta else None)
    return walker.extract_html(data, text, name, decide=_union)
