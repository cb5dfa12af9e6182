"""Every coordinate system a citation can be reported in, for one source text.

W3C selectors count code points; JavaScript (and seed 003's ``utf16``) counts UTF-16 code
units; byte-oriented stores count UTF-8 bytes; people count user-perceived characters
(grapheme clusters), lines and PDF pages. A :class:`Coordinates` value converts a
code-point span into all of them. Each map is built lazily, once per text, at a cost in
proportion to what makes the systems differ (wide characters, multi-code-point clusters,
line breaks), and each lookup is a binary search.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import FrozenInstanceError, dataclass
from functools import cached_property
from itertools import accumulate, count
from operator import add
from typing import Any

from ..errors import SpanError
from ._charsets import arrays_at_hand, code_points
from ._graphemes import GraphemeMap
from ._units import UnitCounter

__all__ = ["DIRECT_LINES", "Coordinates", "Range", "SpanCoordinates"]

#: Line lookups of one text answered by counting its breaks, before the table is built.
DIRECT_LINES = 8
#: From this many characters, with numpy at hand (see :func:`arrays_at_hand`), the table
#: is made from the text's code points at the first lookup, none counted first: 100,000
#: characters of 4-byte code points cost 0.1 ms so, against the first eight lookups'
#: counts, 0.5 ms, and a table made by splitting, 0.4 ms (a seed-003 request's spans).
ARRAY_LINES = 20_000


@dataclass(frozen=True, slots=True)
class Range:
    """A half-open ``[start, end)`` range in one coordinate system."""

    start: int
    end: int


class SpanCoordinates:
    """One span in every coordinate system.

    ``code_point``, ``utf16``, ``utf8`` and ``grapheme`` are half-open. ``grapheme`` covers
    every cluster the span touches; ``grapheme_aligned`` is False when the span cuts a
    cluster (for instance a letter without its combining accent). ``lines`` and ``pages``
    are one-based and inclusive; ``pages`` is None for a source without pages.

    A value, compared and hashed by all seven; the UTF-16, UTF-8 and grapheme offsets are
    worked out when first read: a report printed for a person names lines and pages only,
    and the grapheme and code-unit maps of a 311-page manual were 6 ms of the 140 a second
    check of it costs. Pickled, it is its values (not the text it was measured in).
    """

    __slots__ = ("_aligned", "_grapheme", "_of", "_utf8", "_utf16", "code_point", "lines", "pages")

    code_point: Range
    lines: Range
    pages: Range | None
    _of: Coordinates | None
    _utf16: Range | None
    _utf8: Range | None
    _grapheme: Range | None
    _aligned: bool | None

    def __init__(
        self,
        code_point: Range,
        lines: Range,
        pages: Range | None,
        of: Coordinates | None = None,
        *,
        utf16: Range | None = None,
        utf8: Range | None = None,
        grapheme: Range | None = None,
        grapheme_aligned: bool | None = None,
    ) -> None:
        if of is None and None in (utf16, utf8, grapheme, grapheme_aligned):
            raise ValueError("without the text's coordinates, every value is given")
        for name, value in (("code_point", code_point), ("lines", lines), ("pages", pages),
                            ("_of", of), ("_utf16", utf16), ("_utf8", utf8),
                            ("_grapheme", grapheme), ("_aligned", grapheme_aligned)):  # fmt: skip
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def _keep(self, name: str, value: object) -> None:
        """Remember a value worked out; once all four are, the text's coordinates go."""
        object.__setattr__(self, name, value)
        if None not in (self._utf16, self._utf8, self._grapheme, self._aligned):
            object.__setattr__(self, "_of", None)

    def _worked_out(self, name: str, work: Callable[[Coordinates, Range], object]) -> object:
        """The value kept as ``name``, worked out from the text's coordinates when first
        read. The coordinates are read once: another thread may let them go once it has
        kept every value, and then it has kept this one too."""
        value = getattr(self, name)
        if value is None:
            of = self._of
            if of is None:
                value = getattr(self, name)
            else:
                value = work(of, self.code_point)
                self._keep(name, value)
        return value

    @property
    def utf16(self) -> Range:
        """The span in UTF-16 code units (JavaScript string indices)."""
        value = self._worked_out("_utf16", lambda c, s: Range(c.utf16(s.start), c.utf16(s.end)))
        assert isinstance(value, Range)
        return value

    @property
    def utf8(self) -> Range:
        """The span in UTF-8 bytes."""
        value = self._worked_out("_utf8", lambda c, s: Range(c.utf8(s.start), c.utf8(s.end)))
        assert isinstance(value, Range)
        return value

    @property
    def grapheme(self) -> Range:
        """The grapheme clusters the span touches."""
        value = self._worked_out(
            "_grapheme", lambda c, s: Range(c._graphemes.floor(s.start), c._graphemes.ceil(s.end))
        )
        assert isinstance(value, Range)
        return value

    @property
    def grapheme_aligned(self) -> bool:
        """False when the span cuts a grapheme cluster."""
        value = self._worked_out(
            "_aligned", lambda c, s: c.grapheme_aligned(s.start) and c.grapheme_aligned(s.end)
        )
        assert isinstance(value, bool)
        return value

    def _values(self) -> tuple[Range, Range, Range, Range, bool, Range, Range | None]:
        return (self.code_point, self.utf16, self.utf8, self.grapheme, self.grapheme_aligned,
                self.lines, self.pages)  # fmt: skip

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, SpanCoordinates):
            return NotImplemented
        return self._values() == other._values()

    def __hash__(self) -> int:
        return hash(self._values())

    def __repr__(self) -> str:
        names = ("code_point", "utf16", "utf8", "grapheme", "grapheme_aligned", "lines", "pages")
        shown = ", ".join(
            f"{name}={value!r}" for name, value in zip(names, self._values(), strict=True)
        )
        return f"SpanCoordinates({shown})"

    def __reduce__(self) -> tuple[Any, ...]:
        return (_resolved, self._values())


def _resolved(
    code_point: Range, utf16: Range, utf8: Range, grapheme: Range, grapheme_aligned: bool,
    lines: Range, pages: Range | None,
) -> SpanCoordinates:  # fmt: skip
    """A span's coordinates given every value (an unpickled one)."""
    return SpanCoordinates(code_point, lines, pages, utf16=utf16, utf8=utf8, grapheme=grapheme,
                           grapheme_aligned=grapheme_aligned)  # fmt: skip


class Coordinates:
    """Coordinate conversion for one text (and, for paged sources, its page starts).

    ``page_starts`` holds the code-point offset where each page begins, the first being 0;
    the first is page ``first_page`` (a reading of pages 21-22 numbers them 21 and 22).
    Line breaks are LF, CRLF and a lone CR, one break each; a CRLF is never split.
    """

    def __init__(
        self, text: str, page_starts: Sequence[int] | None = None, first_page: int = 1
    ) -> None:
        if first_page < 1:
            raise ValueError("first_page is one-based")
        self._text = text
        self._direct_lines = 0  # lookups answered without the table (see :meth:`line`)
        self._before = first_page - 1  # pages before the first one read
        if page_starts is not None:
            starts = tuple(page_starts)
            if not starts or starts[0] != 0 or list(starts) != sorted(set(starts)):
                raise ValueError("page_starts must be strictly increasing and start at 0")
            if starts[-1] > len(text):
                raise ValueError("a page starts beyond the end of the text")
            self._page_starts: tuple[int, ...] | None = starts
        else:
            self._page_starts = None

    @property
    def text(self) -> str:
        """The text the offsets refer to."""
        return self._text

    @property
    def page_starts(self) -> tuple[int, ...] | None:
        """Code-point offsets where pages begin, or None."""
        return self._page_starts

    @cached_property
    def _utf16(self) -> UnitCounter:
        return UnitCounter(self._text, "utf-16-le", 2)

    @cached_property
    def _utf8(self) -> UnitCounter:
        return UnitCounter(self._text, "utf-8", 1)

    @cached_property
    def _graphemes(self) -> GraphemeMap:
        return GraphemeMap(self._text)

    @cached_property
    def _line_ends(self) -> list[int]:
        """Where each line break ends: after each LF, and after each CR not before an LF
        (``str.find`` jumps between them; ``\\r\\n?|\\n`` tested every character, four times
        slower on 100,000 characters)."""
        text = self._text
        if self._lines_by_arrays:
            return _line_ends_arrays(text)
        ends = _after_each(text, "\n")
        if "\r" in text:
            ends += [end for end in _after_each(text, "\r") if text[end : end + 1] != "\n"]
            ends.sort()
        return ends

    def check(self, start: int, end: int) -> None:
        """Raise :class:`SpanError` unless ``0 <= start <= end <= len(text)``."""
        if not 0 <= start <= end <= len(self._text):
            raise SpanError(f"span [{start}, {end}) is outside the text of {len(self._text)}")

    def utf16(self, offset: int) -> int:
        """UTF-16 code-unit offset (JavaScript string index) of a code-point offset."""
        return self._utf16.to_units(offset)

    def utf8(self, offset: int) -> int:
        """UTF-8 byte offset of a code-point offset."""
        return self._utf8.to_units(offset)

    def from_utf16(self, units: int) -> tuple[int, bool]:
        """Code-point offset of a UTF-16 offset, and False if it splits a surrogate pair."""
        return self._utf16.to_code_points(units)

    def from_utf8(self, units: int) -> tuple[int, bool]:
        """Code-point offset of a UTF-8 offset, and False if it splits a character."""
        return self._utf8.to_code_points(units)

    def grapheme_aligned(self, offset: int) -> bool:
        """True when the offset is a grapheme-cluster boundary."""
        return self._graphemes.is_boundary(offset)

    def line(self, offset: int) -> int:
        """One-based line number of the character at ``offset``.

        The first :data:`DIRECT_LINES` lookups count the breaks before the offset (one C
        scan each, 0.4 ms in a 311-page manual), later ones search the table of line ends
        built then (3 ms there): a command checking one quote asks two lines, and a server
        checking many pays at most twice the table's cost."""
        if (
            self._direct_lines < DIRECT_LINES
            and "_line_ends" not in self.__dict__
            and not self._lines_by_arrays
        ):
            self._direct_lines += 1
            text = self._text
            offset = max(offset, 0)  # as the table answers: str.count reads -1 from the end
            breaks = text.count("\n", 0, offset)
            if self._has_cr:  # a CR ends a line unless an LF follows it
                breaks += text.count("\r", 0, offset) - text.count("\r\n", 0, offset + 1)
            return 1 + breaks
        return 1 + bisect_right(self._line_ends, offset)

    @cached_property
    def _lines_by_arrays(self) -> bool:
        """True when the table of line ends is made from the code points at once, at the
        first lookup (no breaks counted first): a long text, numpy at hand."""
        return len(self._text) >= ARRAY_LINES and arrays_at_hand()

    @cached_property
    def _has_cr(self) -> bool:
        return "\r" in self._text

    def page(self, offset: int) -> int | None:
        """One-based page number of the character at ``offset``, or None without pages."""
        if self._page_starts is None:
            return None
        return self._before + max(1, bisect_right(self._page_starts, offset))

    def span(self, start: int, end: int) -> SpanCoordinates:
        """Convert the code-point span ``[start, end)`` into every coordinate system."""
        self.check(start, end)
        last = max(start, end - 1)
        pages = None
        if self._page_starts is not None:
            pages = Range(self.page(start) or 1, self.page(last) or 1)
        return SpanCoordinates(Range(start, end), Range(self.line(start), self.line(last)),
                               pages, self)  # fmt: skip


def _line_ends_arrays(text: str) -> list[int]:
    """The table :meth:`Coordinates._line_ends` makes, from the text's code points: after
    each LF, and after each CR no LF follows."""
    import numpy as np

    codes = code_points(text)
    line_feeds = codes == 0x0A
    ends = codes == 0x0D
    ends[:-1] &= ~line_feeds[1:]
    ends |= line_feeds
    found: list[int] = (np.flatnonzero(ends) + 1).tolist()
    return found


def _after_each(text: str, char: str) -> list[int]:
    """The offset after each ``char`` in ``text``: the running sum of the lengths of the
    pieces between them, each piece counted with its ``char`` (``split``, ``accumulate`` and
    ``map`` in C; a ``str.find`` loop was 3 ms of a 311-page manual's 13,000 lines, most of
    the coordinates a second check of it computes)."""
    pieces = text.split(char)[:-1]
    return list(map(add, accumulate(map(len, pieces)), count(1)))
