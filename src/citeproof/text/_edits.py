"""The machinery every normalization shares: replacements recorded as edits, inventories.

A normalization that changes length records each change as an edit, so the offset map
costs in proportion to the changes; an :data:`Inventory` (which swappable characters a
text holds, found in one scan) spares each normalization a scan of its own.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from ._offsetmap import EditLayer

__all__ = ["Inventory", "Replacement", "positions", "present", "rewrite"]

Replacement = tuple[int, int, str]


#: Which of the characters some normalization swaps or drops a text holds, found in one
#: pass by :func:`inventory`; normalizations consult it instead of scanning again.
Inventory = frozenset[str]


def present(text: str, chars: str, known: Inventory | None) -> str:
    """Those of ``chars`` that occur in ``text`` (from the inventory when there is one).

    Without one: a substring search per character (a vectorised scan in C) costs less
    than a regex pass with a character class when the set is small.
    """
    if known is not None:
        return "".join(char for char in chars if char in known)
    return "".join(char for char in chars if char in text)


def positions(text: str, char: str) -> Iterator[int]:
    """Where ``char`` occurs, by C-level searches (faster than a regex for one character)."""
    at = text.find(char)
    while at >= 0:
        yield at
        at = text.find(char, at + 1)


def rewrite(text: str, replacements: Iterable[Replacement]) -> tuple[str, EditLayer]:
    """Apply sorted, disjoint ``(start, end, new)`` replacements; record them as edits.

    Swapping one character for one other moves no offset, so it is applied without an
    edit; only replacements that change length (or span several characters) are recorded.
    """
    pieces: list[str] = []
    f_start: list[int] = []
    f_end: list[int] = []
    o_start: list[int] = []
    o_end: list[int] = []
    last = 0
    shift = 0  # folded offset minus original offset
    for start, end, new in replacements:
        pieces.append(text[last:start])
        pieces.append(new)
        last = end
        size = len(new)
        if size == 1 and end - start == 1:
            continue
        f_start.append(start + shift)
        f_end.append(start + shift + size)
        o_start.append(start)
        o_end.append(end)
        shift += size - (end - start)
    if not pieces:
        return text, EditLayer.empty(len(text))
    pieces.append(text[last:])
    folded = "".join(pieces)
    layer = EditLayer.from_lists(f_start, f_end, o_start, o_end, len(text), len(folded))
    return folded, layer
