"""What on a PDF page is not the document's running text: furniture, footnotes, markers.

- **Page furniture**: running heads and feet, page numbers, repeated stamps. A line is
  furniture when it sits at the top or bottom edge of its page's text (its first or last
  two rows, near the edge) and the same text (digits aside, so ``Page 3`` and ``Page 4``
  are one text) stands near the same place in the same size on several pages, set off
  from the text of its own column on enough of them; or when it is a bare page number
  there; or when the same short text stands at the same place on most pages (a stamp);
  or when its row carries a page number in step with the pages (printed number minus
  page index one offset on three pages or more): a section's running head, which
  changes every page or two and so never repeats enough.
  Furniture is kept apart: never evidence, so a quote found only there gets a warning,
  and a quote running across a page break steps over it.
- **Footnotes**: blocks in smaller type at the foot of the page that start with a marker;
  they are read after the page's body text, and a quote may step over them.
- **Footnote markers**: a raised, smaller digit or symbol glued to a word. The character
  boxes tell: a marker that touches the word before it and sits above its baseline. A
  quote typed without it matches, and the finding names it. An exponent after a digit
  (``10`` and a raised ``5``) is never a marker: stepping over it would change a number.

Pure: works on line records (text and boxes), no PDF access.
"""

from __future__ import annotations

import bisect
import math
import re
from array import array
from collections import defaultdict
from dataclasses import dataclass, field
from itertools import pairwise
from statistics import median

from ...text import FurnitureKind

__all__ = ["PageLine", "find_furniture", "is_footnote_start", "is_marker_text", "mark_footnotes"]

#: How close (points) a repeated line must stand to the same place on other pages.
PLACE_TOLERANCE = 12.0
#: A running head or foot stands at least this share of a line's height apart from the
#: text beside it (a body line is closer to the next).
SET_OFF = 0.5
#: A repeated line set larger than this share of the document's median line height is a
#: title (a chapter's label), not a running head or foot.
TITLE_SIZE = 1.3
#: Share of the page height at the top and at the bottom where furniture stands.
EDGE_ZONE = 0.14
#: Share of a page's text (and of the page before it) in lines the two share at or above
#: which the page is a copy of the one before (:func:`_copies`).
COPY_SHARE = 0.9
_DIGITS = re.compile(r"\d+")
#: A line that says something: a letter or a digit (a rule of dots or dashes says nothing).
_SAYS = re.compile(r"[^\W_]")
#: A page number in small roman numerals (i to lxxxix) at a line's start or end: a front
#: matter's running head with its number on its line ("De la correspondance française avec
#: LaTeX 2ε v") is keyed as the body's heads with theirs ("… 2ε 1"), digits aside.
_ROMAN_PAGE = re.compile(
    r"^(?=[ivxl])l?x{0,3}(?:ix|iv|v?i{0,3})(?=\s)|(?<=\s)(?=[ivxl])l?x{0,3}(?:ix|iv|v?i{0,3})$"
)
#: A page number standing in a head's line is pushed to the margin (``\\hfil``): this many
#: of its line's heights or more from the words beside it. A numbered heading's or list
#: item's number ("3  Results") stands a space or a quad from its words.
NUMBER_GAP = 2.0
#: A printed page number as a head carries it: arabic, or small roman (i to cccxxxix).
_ARABIC = re.compile(r"\d{1,4}")
_ROMAN = re.compile(r"(?=[ivxlc])c{0,3}(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})")
_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100}
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
    offsets of footnote markers in ``text``; ``script_breaks`` where the script level
    changes (see :func:`._extract._runs_line`); ``kind`` is ``body``, ``footnote`` or
    ``furniture``; ``block`` its block number on the page; ``furniture_kind`` what a
    furniture line is (running head, page number…), so a quote found only there is told
    where it is; ``frame_edges`` the top and bottom of the line's own reading frame when
    it is read turned from the page's main text (an upright running head over a table
    turned a quarter), else None: its place is measured in that frame; ``margin_note``
    whether it is a note in the margin, read as a footnote is (:mod:`._margins`).
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
    script_breaks: list[int] = field(default_factory=list)
    kind: str = "body"
    block: int = 0
    furniture_kind: FurnitureKind = FurnitureKind.OTHER
    frame_edges: tuple[float, float] | None = None
    margin_note: bool = False

    def set_as_margin_note(self) -> None:
        """Mark the line as a note in the page's margin, read as a footnote is."""
        self.kind = "footnote"
        self.margin_note = True

    def set_apart(self, kind: FurnitureKind) -> None:
        """Mark the line as furniture of ``kind``."""
        self.kind = "furniture"
        self.furniture_kind = kind


def _key(text: str) -> str:
    """A line's text as its place is keyed: numbers (a roman page number at its start or
    end too) as ``#``, case and runs of white space aside.

    A roman page number stands first or last: a text that starts and ends with no small
    roman digit is not searched for one (the search tries every character of the line,
    and almost every line of a book is keyed, :func:`_mark_stamps`)."""
    text = text.strip()
    if text[:1] in "ivxl" or text[-1:] in "ivxl":  # ("" is in any string: searched)
        text = _ROMAN_PAGE.sub("#", text)
    return " ".join(_DIGITS.sub("#", text).casefold().split())


def _whole_row(line: PageLine, edge_lines: list[PageLine]) -> str:
    """A line's text with those of ``edge_lines`` in its row that a column cut read apart
    (each in another column region), left to right: a journal's running head ("TUGboat,
    Volume 0 (2001), No. 0   preliminary draft, March 14, 2011   1008") is parted where the
    columns' gutter passes through its gap on some pages and read whole on others, and each
    piece alone repeats on too few pages to be known as the head it is part of. Given only
    the page numbers, the head with its number beside it (a head is keyed alike on every
    page then, whatever else the cut parted)."""
    row = [line]
    for other in edge_lines:
        if other is line or other.region == line.region:
            continue
        if min(line.y1, other.y1) - max(line.y0, other.y0) < 0.5 * line.height:
            continue
        row.append(other)
    row.sort(key=lambda part: part.x0)
    return " ".join(part.text.strip() for part in row)


def _rows(lines: list[PageLine]) -> list[list[PageLine]]:
    """The lines top to bottom, those side by side (overlapping heights) as one row: a
    running head and its page number read as two lines when a column cut parts them."""
    rows: list[list[PageLine]] = []
    floor = 0.0
    for line in sorted(lines, key=lambda line: -line.y1):
        if rows and line.y1 > floor + 0.5 * min(line.height, rows[-1][0].height):
            rows[-1].append(line)
            floor = min(floor, line.y0)
        else:
            rows.append([line])
            floor = line.y0
    return rows


#: A line at a page's edge (``top`` or ``bottom``), whether it is set off from the text
#: next to it, and its neighbours (:func:`_neighbours`) towards the body and the edge.
_Edge = tuple[str, PageLine, bool, PageLine | None, PageLine | None]


def _edge_lines(lines: list[PageLine], top: float, bottom: float) -> list[_Edge]:
    """The lines at the page's top and bottom edges (the first and last two rows, in the
    zone), each with whether it is set off from the text under it (over it for a foot),
    and its neighbours in its column towards the body and towards the edge.

    A reference card's head stands at the top of one column, beside the first lines of
    the others: what it must stand apart from is the text in its own column.
    """
    if not lines:
        return []
    rows, high, low = _zone(lines, top, bottom)
    out: list[_Edge] = []
    taken: set[int] = set()
    for row in rows[:2]:
        for line in row:
            if line.y1 >= high:
                under, over = _neighbours(line, lines)
                out.append(("top", line, _set_off(line, under), under, over))
                taken.add(id(line))
    for row in rows[-2:]:
        for line in row:
            if id(line) not in taken and line.y0 <= low:
                under, over = _neighbours(line, lines)
                out.append(("bottom", line, _set_off(line, over), over, under))
    return out


def _zone(
    lines: list[PageLine], top: float, bottom: float
) -> tuple[list[list[PageLine]], float, float]:
    """A page's rows (:func:`_rows`), and the heights a line's top reaches (at the page's
    top edge) or its bottom stays under (at its bottom edge) in the edge zone.

    The zone is measured from the page's text, not its paper: a page whose margins hold
    nothing has its table's repeated header as its first line."""
    height = top - bottom
    text_top = min(top, max(line.y1 for line in lines))
    text_bottom = max(bottom, min(line.y0 for line in lines))
    return _rows(lines), text_top - EDGE_ZONE * height, text_bottom + EDGE_ZONE * height


def _neighbour(line: PageLine, lines: list[PageLine], *, above: bool = False) -> PageLine | None:
    """The nearest line sharing some of ``line``'s width: under it when ``above`` (``line``
    stands above it, as a head does), over it otherwise (as over a foot)."""
    under, over = _neighbours(line, lines)
    return under if above else over


def _neighbours(line: PageLine, lines: list[PageLine]) -> tuple[PageLine | None, PageLine | None]:
    """The nearest lines sharing some of ``line``'s width under it and over it, found in
    one pass over the page's lines: an edge line's neighbour towards the body tells
    whether it is set off, and both are kept with it (each pass looks at every line)."""
    under: PageLine | None = None
    over: PageLine | None = None
    left, right, height, low, high = line.x0, line.x1, line.height, line.y0, line.y1
    for other in lines:
        if other is line or other.x0 >= right or other.x1 <= left:
            continue
        least = 0.5 * (other.height if other.height < height else height)  # min(), inline
        if other.y1 < low + least and (under is None or other.y1 > under.y1):
            under = other
        if other.y0 > high - least and (over is None or other.y0 < over.y0):
            over = other
    return under, over


def _set_off(line: PageLine, neighbour: PageLine | None, *, above: bool = False) -> bool:
    """True when a line stands apart from the text next to it by a gap the page shows:
    running heads do, body lines don't."""
    if neighbour is None:
        return True
    gap = (line.y0 - neighbour.y1) if above or neighbour.y1 <= line.y0 else (neighbour.y0 - line.y1)
    return gap >= SET_OFF * min(line.height, neighbour.height)


#: A line at a page's edge: its distance from the edge, the line, the page's index,
#: whether it is set off from the text next to it, and its neighbours in its column
#: towards the body and towards the edge.
_Found = tuple[float, PageLine, int, bool, PageLine | None, PageLine | None]


def find_furniture(pages: list[tuple[list[PageLine], float, float]]) -> None:
    """Mark furniture lines (``kind = "furniture"``) across ``(lines, top, bottom)`` pages.

    A text repeated at one place and size is furniture when on enough pages it is
    *anchored*: set off from the text next to it, or next to a line that is furniture (a
    reference card's title over its version line). Then it is furniture on every page it
    stands there, anchored or not (the first page's head, where the text follows close).
    """
    if not pages:
        return
    copy = _copies(pages)
    count = len(set(copy))
    places: dict[tuple[str, str], list[_Found]] = defaultdict(list)
    for index, page in enumerate(pages):
        for lines, top, bottom in _frames(*page):
            # a margin's note stands beside the text, never at its edge: its number under
            # it is no page number (jemny's "TEXbook:" over "4" at a page's top)
            text = [line for line in lines if not line.margin_note]
            edges = [e for e in _edge_lines(text, top, bottom) if e[1].text.strip()]
            numbers = []
            for _, line, apart, _, _ in edges:
                if len(pages) > 1 and apart and _PAGE_NUMBER.match(line.text.strip()):
                    line.set_apart(FurnitureKind.PAGE_NUMBER)
                    numbers.append(line)
            for edge, line, apart, body, outer in edges:
                if line.kind == "furniture":
                    continue
                y = top - line.y1 if edge == "top" else line.y0 - bottom
                found = (y, line, index, apart, body, outer)
                keys = {
                    _key(line.text),
                    _key(_whole_row(line, numbers)),
                    _key(_whole_row(line, [e[1] for e in edges])),
                }
                for key in keys:
                    places[(edge, key)].append(found)
    needed = 2 if count <= 4 else 3
    usual = _usual_height(pages)
    groups = [
        (FurnitureKind.RUNNING_HEAD if edge == "top" else FurnitureKind.FOOTER, near)
        for (edge, _), found in places.items()
        for near in _repeated(found, needed, copy)
        if not _set_as_title(near, usual)
    ]
    marked: set[int] = set()
    changed = True
    while changed:  # anchoring spreads: each pass may anchor lines next to new furniture
        changed = False
        for kind, near in groups:
            if all(id(f[1]) in marked for f in near):
                continue
            anchored = {
                copy[f[2]] for f in near
                if f[3] or any(n is not None and id(n) in marked for n in (f[4], f[5]))
            }  # fmt: skip
            if len(anchored) >= needed:
                for f in near:
                    if id(f[1]) not in marked:
                        f[1].set_apart(kind)
                        marked.add(id(f[1]))
                changed = True
    _mark_numbered_heads(pages, max(3, needed), usual)
    if count >= 3:
        _mark_stamps(pages, copy)


def _copies(pages: list[tuple[list[PageLine], float, float]]) -> list[int]:
    """Each page's copy: the index of the first of the pages before it, one after
    another, that repeat its text; its own index when it repeats none.

    What repeats from page to page is furniture only where the rest of the pages differ:
    a poem set three times, once a page in three blackletter fonts (yfonts-otf's
    Erlkönig), had every line repeated at one place on every page, and was read as running
    heads, feet and stamps but for the one line that differed. A page that shares at least
    :data:`COPY_SHARE` of its text with the page before it, and the one before with it,
    line for line, digit for digit, each at the same height, is that page again (a
    specimen in another font, a slide's next overlay, an exam's next copy): its
    repetition counts once. The pages of a table whose labels repeat and whose numbers
    differ (a tax table, page after page) are not copies, and their running feet stay
    furniture; nor are pages of one text in another order; a page repeated only further
    on (A, B, A) is not looked for."""
    copy: list[int] = []
    before: dict[str, list[tuple[float, float]]] = {}
    for index, (lines, _, _) in enumerate(pages):
        said: dict[str, list[tuple[float, float]]] = defaultdict(list)
        for line in lines:
            text = line.text.strip()
            if _SAYS.search(text):
                said[text].append((line.y0, line.height))
        for places in said.values():
            places.sort()
        if before and said and _shared(said, before) and _shared(before, said):
            copy.append(copy[-1])
        else:
            copy.append(index)
        before = said
    return copy


def _shared(
    page: dict[str, list[tuple[float, float]]], other: dict[str, list[tuple[float, float]]]
) -> bool:
    """True when at least :data:`COPY_SHARE` of ``page``'s characters are in lines
    ``other`` has too, at the same height (within half a line: another font's descent).
    Each text's lines are ``(y0, height)``, sorted: a line's match is found by bisection
    (a page of a thousand lines alike, a form's "N/A", is not compared pair by pair)."""
    total = sum(len(text) * len(places) for text, places in page.items())
    alike = [(text, places) for text, places in page.items() if text in other]
    if sum(len(text) * len(places) for text, places in alike) < COPY_SHARE * total:
        return False  # most pages: too few lines alike, wherever they stand
    shared = 0
    for text, places in alike:
        there = other[text]
        for y0, height in places:
            at = bisect.bisect_left(there, (y0 - 0.5 * height, -math.inf))
            if at < len(there) and there[at][0] <= y0 + 0.5 * height:
                shared += len(text)
    return shared >= COPY_SHARE * total


#: A row at a page's top or bottom edge that carries a page number: the page's index, the
#: edge, whether the number is roman, its value, and the row's lines.
_Numbered = tuple[int, str, bool, int, list[PageLine]]


def _mark_numbered_heads(
    pages: list[tuple[list[PageLine], float, float]], needed: int, usual: float
) -> None:
    """Mark as furniture the edge rows whose page number runs in step with the pages.

    A running head that changes every page or two (a section's title beside the page
    number, as LaTeX's ``headings`` set it: the chapter on even pages, the section on odd
    ones) stands on too few pages to be known by repetition, and was read as text: a quote
    running across the page break was cut by it, and a quote of the head was confirmed. Its
    number is the evidence: printed number minus page index is one offset on ``needed``
    pages or more (a row's number standing alone, already a page number, counts too). A
    line that merely starts with a number (a numbered heading, a list item, a table's row)
    has no wide gap before its words and no offset shared across pages."""
    groups: dict[tuple[str, bool, int], list[_Numbered]] = defaultdict(list)
    for index, page in enumerate(pages):
        for lines, top, bottom in _frames(*page):
            for numbered in _numbered_rows(lines, top, bottom, index):
                _, edge, roman, value, _ = numbered
                groups[(edge, roman, value - index)].append(numbered)
    for (edge, _, _), rows in groups.items():
        if len({row[0] for row in rows}) < needed:
            continue
        kind = FurnitureKind.RUNNING_HEAD if edge == "top" else FurnitureKind.FOOTER
        for *_, row in rows:
            _mark_head_row(row, kind, usual)


def _mark_head_row(row: list[PageLine], kind: FurnitureKind, usual: float) -> None:
    """Mark a numbered edge row's lines of text size as furniture: a larger line beside
    the number is a title standing there, not a head."""
    for line in row:
        if line.kind == "body" and (usual <= 0 or line.height <= TITLE_SIZE * usual):
            line.set_apart(kind)


def _numbered_rows(lines: list[PageLine], top: float, bottom: float, index: int) -> list[_Numbered]:
    """The page's first and last rows (in the edge zone, set off from the text beside
    them) that carry a page number at their start or end."""
    if not lines:
        return []
    rows, high, low = _zone(lines, top, bottom)
    out: list[_Numbered] = []
    for edge, row in (("top", rows[0]), ("bottom", rows[-1])):
        if edge == "bottom" and len(rows) < 2:
            break
        if edge == "top" and max(line.y1 for line in row) < high:
            continue
        if edge == "bottom" and min(line.y0 for line in row) > low:
            continue
        if not all(_set_off(line, _neighbour(line, lines, above=edge == "top")) for line in row):
            continue
        number = _row_number(row)
        if number is not None:
            out.append((index, edge, number[0], number[1], row))
    return out


def _row_number(row: list[PageLine]) -> tuple[bool, int] | None:
    """The page number a row carries (roman or not, its value): a line of the row that is
    a number alone, or a number at the start or end of a line, a wide gap
    (:data:`NUMBER_GAP`) from its words."""
    for line in sorted(row, key=lambda line: line.x0):
        text = line.text.strip()
        alone = _numeral(text)
        if alone is not None:
            return alone
        found = _margin_numeral(line)
        if found is not None:
            return found
    return None


def _numeral(token: str) -> tuple[bool, int] | None:
    """``token`` as a page number: (roman, value), or None."""
    if _ARABIC.fullmatch(token):
        return False, int(token)
    if token and _ROMAN.fullmatch(token):
        values = [_ROMAN_VALUES[c] for c in token]
        total = sum(-v if v < w else v for v, w in zip(values, [*values[1:], 0], strict=True))
        return True, total
    return None


def _margin_numeral(line: PageLine) -> tuple[bool, int] | None:
    """The number at the start or end of ``line`` when a wide gap parts it from the
    line's words (measured on the characters' boxes; unknown boxes tell nothing)."""
    text = line.text
    boxes = line.boxes
    if len(boxes) < 4 * len(text):
        return None
    inked = [i for i, c in enumerate(text) if not c.isspace()]
    words = text.split()
    if len(words) < 2 or not inked:
        return None
    first, last = len(text) - len(text.lstrip()), len(text.rstrip()) - 1
    head_end = first + len(words[0]) - 1  # the first word's last character
    tail_start = last - len(words[-1]) + 1  # the last word's first character
    after = next(i for i in inked if i > head_end)
    before = max(i for i in inked if i < tail_start)
    candidates = (
        (words[0], boxes[4 * after] - boxes[4 * head_end + 2]),
        (words[-1], boxes[4 * tail_start] - boxes[4 * before + 2]),
    )
    for token, gap in candidates:
        value = _numeral(token)
        if value is not None and gap >= NUMBER_GAP * line.height:  # NaN: never wide
            return value
    return None


def _usual_height(pages: list[tuple[list[PageLine], float, float]]) -> float:
    """The median height of the document's lines (its text's size)."""
    heights = [line.height for lines, _, _ in pages for line in lines]
    return median(heights) if heights else 0.0


def _set_as_title(near: list[_Found], usual: float) -> bool:
    """True when a repeated text is a numbered title: set larger than the document's text
    (TITLE_SIZE), each time with another number. A chapter's label atop each chapter's
    first page ("Capítulo 1", "Capítulo 2" in GLPK's Portuguese manual; "ROZDZIAŁ 4" in a
    Polish one), keyed alike with its digits left out, stood at the top edge of several
    pages and was read as a running head, so a quote of it was not confirmed. A reference
    card's title in large type repeated on each page, unnumbered, stays a head, and so
    does a head with its page's number on pages one after another, however large (a
    form's "Page 2 of 4")."""
    if usual <= 0 or min(f[1].height for f in near) <= TITLE_SIZE * usual:
        return False
    numbers = [" ".join(_DIGITS.findall(f[1].text)) for f in near]
    if not all(numbers) or len(set(numbers)) < len(numbers):
        return False
    pages = sorted(f[2] for f in near)  # chapters' first pages, never one after another
    return all(b - a > 1 for a, b in pairwise(pages))


def _frames(
    lines: list[PageLine], top: float, bottom: float
) -> list[tuple[list[PageLine], float, float]]:
    """A page's lines parted by reading frame, each part with its frame's top and bottom:
    the page's main frame first (``top``, ``bottom``), then each turned one.

    A page whose table is turned a quarter keeps its running head upright: measured in
    the table's frame, the head stood at no edge and beside no gap, and was read as text
    (a paper's head over its wide rotated table). In its own frame it stands where the
    other pages' heads stand, and the table's first row is no longer taken for a head.
    """
    parts: dict[tuple[float, float] | None, list[PageLine]] = {None: []}
    for line in lines:
        parts.setdefault(line.frame_edges, []).append(line)
    return [
        (part, *(edges if edges is not None else (top, bottom)))
        for edges, part in parts.items()
        if part
    ]


def _repeated(found: list[_Found], needed: int, copy: list[int]) -> list[list[_Found]]:
    """The lines of one text that stand near one place, in one size, on ``needed`` pages
    or more (a page and its copies, :func:`_copies`, counted once): running heads at the
    top edge, running feet at the bottom.

    One text may repeat at more than one place (odd and even pages set apart): each
    cluster of places and sizes counts on its own. A title that repeats the running head
    in larger type on the first page is the document's own text.
    """
    if len({copy[f[2]] for f in found}) < needed:
        return []
    clusters: list[list[_Found]] = []
    for f in sorted(found, key=lambda f: (f[1].height, f[0])):
        for cluster in clusters:
            size = cluster[0][1].height
            if abs(f[1].height - size) <= 0.15 * size and any(
                abs(f[0] - g[0]) <= PLACE_TOLERANCE for g in cluster
            ):
                cluster.append(f)
                break
        else:
            clusters.append([f])
    return [c for c in clusters if len({copy[f[2]] for f in c}) >= needed]


def _mark_stamps(pages: list[tuple[list[PageLine], float, float]], copy: list[int]) -> None:
    """The same short text at the same place on most pages ("DRAFT", "CONFIDENTIAL", a
    slide's sidebar entry): counted wherever it stands so, whether or not an edge rule
    already set it apart on some pages (a sidebar's last entry at the page's foot). A page
    and its copies (:func:`_copies`) count once."""
    seen: dict[tuple[str, int, int], list[PageLine]] = defaultdict(list)
    where: dict[tuple[str, int, int], set[int]] = defaultdict(set)
    for (lines, _, _), original in zip(pages, copy, strict=True):
        for line in lines:
            if (line.kind != "footnote" or line.margin_note) and len(line.text.split()) <= 8:
                place = (_key(line.text), round(line.x0 / 10), round(line.y0 / 10))
                seen[place].append(line)
                where[place].add(original)
    originals = len(set(copy))
    for place, lines in seen.items():
        if place[0] and len(where[place]) * 2 > originals:
            for line in lines:
                if line.kind == "body" or line.margin_note:
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
