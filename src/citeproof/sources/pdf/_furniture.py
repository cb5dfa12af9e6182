"""What on a PDF page is not the document's running text: furniture, footnotes, markers.

- **Page furniture**: running heads and feet, page numbers, repeated stamps. A line is
  furniture when it sits at the top or bottom edge of its page and the same text (digits
  aside, so ``Page 3`` and ``Page 4`` are one text) stands near the same place on several
  pages, or when it is a bare page number there; or when the same short text stands at
  the same place on most pages (a stamp). Furniture is kept apart: never evidence, so a
  quote found only there gets a warning, and a quote running across a page break steps
  over it.
- **Footnotes**: blocks in smaller type at the foot of the page that start with a marker;
  they are read after the page's body text, and a quote may step over them.
- **Footnote markers**: a raised, smaller digit or symbol glued to a word. The character
  boxes tell: a marker that touches the word before it and sits above its baseline. A
  quote typed without it matches, and the finding names it. An exponent after a digit
  (``10`` and a raised ``5``) is never a marker: stepping over it would change a number.

Pure: works on line records (text and boxes), no PDF access.
"""

from __future__ import annotations

import re
from array import array
from collections import defaultdict
from dataclasses import dataclass, field
from statistics import median

from ...text import FurnitureKind

__all__ = ["PageLine", "find_furniture", "is_footnote_start", "is_marker_text", "mark_footnotes"]

#: How close (points) a repeated line must stand to the same place on other pages.
PLACE_TOLERANCE = 12.0
#: A running head or foot stands at least this share of a line's height apart from the
#: text beside it (a body line is closer to the next).
SET_OFF = 0.5
#: Share of the page height at the top and at the bottom where furniture stands.
EDGE_ZONE = 0.14
_DIGITS = re.compile(r"\d+")
_PAGE_NUMBER = re.compile(
    r"^[\s\-–—|·•(\[]*(?:page|seite|página|pagina|p\.)?\s*"
    r"(?:\d{1,4}|[ivxlcdm]{1,7})(?:\s*(?:/|of|von|de|sur)\s*\d{1,4})?[\s\-–—|·•)\]]*$",
    re.IGNORECASE,
)
_FOOTNOTE_START = re.compile(r"^\s*(?:\d{1,3}|[*†‡§¶‖#]{1,3})(?=[\s.)\]:]|[^\W\d_])")
_MARKER_TEXT = re.compile(r"^(?:\d{1,3}|[*†‡§¶‖]{1,3}|[a-z])$")


@dataclass(slots=True)
class PageLine:
    """One line of a page, as read: its text, each character's page box, its place.

    ``x0 … y1`` is the line's box in the page's reading frame; ``height`` its main text
    height; ``region`` the column region it was read in; ``markers`` the (start, end)
    offsets of footnote markers in ``text``; ``kind`` is ``body``, ``footnote`` or
    ``furniture``; ``block`` its block number on the page; ``furniture_kind`` what a
    furniture line is (running head, page number…), so a quote found only there is told
    where it is.
    """

    text: str
    boxes: array[float]
    x0: float
    y0: float
    x1: float
    y1: float
    height: float
    region: int
    markers: list[tuple[int, int]] = field(default_factory=list)
    kind: str = "body"
    block: int = 0
    furniture_kind: FurnitureKind = FurnitureKind.OTHER

    def set_apart(self, kind: FurnitureKind) -> None:
        """Mark the line as furniture of ``kind``."""
        self.kind = "furniture"
        self.furniture_kind = kind


def _key(text: str) -> str:
    return " ".join(_DIGITS.sub("#", text).casefold().split())


def _edge_lines(lines: list[PageLine], top: float, bottom: float) -> list[tuple[str, PageLine]]:
    """The lines at the page's top and bottom edges: the first and last two, in the zone."""
    if not lines:
        return []
    height = top - bottom
    by_top = sorted(lines, key=lambda line: -line.y1)
    out: list[tuple[str, PageLine]] = []
    for k, line in enumerate(by_top[:2]):
        below = by_top[k + 1] if k + 1 < len(by_top) else None
        if line.y1 >= top - EDGE_ZONE * height and _set_off(line, below, above=True):
            out.append(("top", line))
    last = len(by_top) - 1
    for k in (last - 1, last):
        if k < 0:
            continue
        line = by_top[k]
        above = by_top[k - 1] if k > 0 else None
        taken = any(line is o for _, o in out)
        if line.y0 <= bottom + EDGE_ZONE * height and not taken and _set_off(line, above):
            out.append(("bottom", line))
    return out


def _set_off(line: PageLine, neighbour: PageLine | None, *, above: bool = False) -> bool:
    """True when a line stands apart from the text next to it (above it for a foot, below
    it for a head) by a gap the page shows: running heads do, body lines don't."""
    if neighbour is None:
        return True
    gap = (line.y0 - neighbour.y1) if above else (neighbour.y0 - line.y1)
    return gap >= SET_OFF * min(line.height, neighbour.height)


def find_furniture(pages: list[tuple[list[PageLine], float, float]]) -> None:
    """Mark furniture lines (``kind = "furniture"``) across ``(lines, top, bottom)`` pages."""
    count = len(pages)
    if count == 0:
        return
    places: dict[tuple[str, str], list[tuple[float, PageLine, int]]] = defaultdict(list)
    for index, (lines, top, bottom) in enumerate(pages):
        for edge, line in _edge_lines(lines, top, bottom):
            text = line.text.strip()
            if not text:
                continue
            if count > 1 and _PAGE_NUMBER.match(text):
                line.set_apart(FurnitureKind.PAGE_NUMBER)
                continue
            y = top - line.y1 if edge == "top" else line.y0 - bottom
            places[(edge, _key(text))].append((y, line, index))
    needed = 2 if count <= 4 else 3
    for (edge, _), found in places.items():
        _mark_repeated(found, needed, edge)
    if count >= 3:
        _mark_stamps(pages)


def _mark_repeated(found: list[tuple[float, PageLine, int]], needed: int, edge: str) -> None:
    """Mark the lines of one text that stand near one place, in one size, on ``needed``
    pages or more: running heads at the top ``edge``, running feet at the bottom."""
    if len({index for _, _, index in found}) < needed:
        return
    middle = median(y for y, _, _ in found)
    size = median(line.height for _, line, _ in found)
    # Near one place, in one size: a title that repeats the running head in larger type
    # on the first page is the document's own text.
    near = [
        (line, index) for y, line, index in found
        if abs(y - middle) <= PLACE_TOLERANCE and abs(line.height - size) <= 0.15 * size
    ]  # fmt: skip
    if len({index for _, index in near}) >= needed:
        kind = FurnitureKind.RUNNING_HEAD if edge == "top" else FurnitureKind.FOOTER
        for line, _ in near:
            line.set_apart(kind)


def _mark_stamps(pages: list[tuple[list[PageLine], float, float]]) -> None:
    """The same short text at the same place on most pages ("DRAFT", "CONFIDENTIAL")."""
    seen: dict[tuple[str, int, int], list[PageLine]] = defaultdict(list)
    for lines, _, _ in pages:
        for line in lines:
            if line.kind == "body" and len(line.text.split()) <= 8:
                place = (_key(line.text), round(line.x0 / 10), round(line.y0 / 10))
                seen[place].append(line)
    for (text, _, _), lines in seen.items():
        if text and len(lines) * 2 > len(pages):
            for line in lines:
                line.set_apart(FurnitureKind.OTHER)


def is_footnote_start(line: PageLine) -> bool:
    """True when a line starts the way a footnote does: a marker, raised or not."""
    if line.markers and line.markers[0][0] == 0:
        return True
    return bool(_FOOTNOTE_START.match(line.text))


def is_marker_text(text: str) -> bool:
    """True for what a footnote marker can be: 1–3 digits, a symbol or one letter."""
    return bool(_MARKER_TEXT.match(text))


def mark_footnotes(lines: list[PageLine], body_height: float, bottom: float, top: float) -> None:
    """Mark footnote blocks: smaller type, at the page's foot, starting with a marker.

    ``lines`` are one page's lines in reading order with their block numbers set. A block
    is a footnote block when all of it lies in the lower half of the page, its type is
    clearly smaller than the body's, it starts like a footnote, and no body text of
    ordinary size lies below it in the same columns.
    """
    blocks: dict[int, list[PageLine]] = defaultdict(list)
    for line in lines:
        if line.kind == "body":
            blocks[line.block].append(line)
    middle = (top + bottom) / 2
    candidates = []
    for block in blocks.values():
        small = median(line.height for line in block) <= 0.9 * body_height
        low = max(line.y1 for line in block) <= middle
        if small and low and is_footnote_start(block[0]):
            candidates.append(block)
    if not candidates:
        return
    notes = {id(line) for block in candidates for line in block}
    for block in candidates:
        x0, x1 = min(line.x0 for line in block), max(line.x1 for line in block)
        floor = min(line.y0 for line in block)
        below = any(
            line.y1 <= floor and line.x1 > x0 and line.x0 < x1 and id(line) not in notes
            and line.height > 0.9 * body_height
            for line in lines if line.kind == "body"
        )  # fmt: skip
        if not below:
            for line in block:
                line.kind = "footnote"
