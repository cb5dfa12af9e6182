"""Reading order from character boxes: words, lines, columns, blocks.

A PDF's text layer follows drawing order, which need not be reading order: two columns
drawn line by line in turn, or a table drawn column by column, and many producers (TeX
among them) draw no space glyph between words. This module works on geometry alone, in
a *reading frame* where text runs left to right and y grows upwards (rotated text is
turned into that frame by the caller):

- :class:`RunBuilder` groups glyphs into runs (one baseline, advancing, no column-wide
  jump) and puts a space wherever the gap between two glyphs is a word gap, measured
  against the glyphs' height, whether or not the file draws a space: kerning and letter
  spacing stay far below that gap, so they never split a word.
- :func:`reading_order` cuts a region into columns and bands (an iterative XY-cut: no
  recursion, so thousands of evenly spaced lines cost no stack): a vertical cut only
  between *text columns* (lines of several words on both sides, so a table's cells are
  read row by row), consecutive bands that share a gutter are read as one set of columns
  (two columns under a full-width title, or resuming after a full-width figure), and each
  line's runs are joined left to right (right to left for right-to-left lines); a raised
  or lowered glyph kerned into the end of the run before it is inside that word (TeX's
  LaTeX logo), and a margin of single-word names aligned against the column (a documented
  package's macro names) is cut off as a column of its own. Two panels side by side whose
  lines stand on two grids (a form's fields beside a paragraph, a listing beside its
  typeset output) are read one after the other, not line by line in turn.

Pure geometry: coordinates are PDF points, y growing upwards.
"""

from __future__ import annotations

import bisect
import heapq
import math
import re
import unicodedata
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import pairwise

__all__ = ["Line", "Run", "RunBuilder", "line_parts", "reading_order"]

#: A vertical cut needs both sides to read like prose: lines of at least this many words.
MIN_WORDS_PER_COLUMN_LINE = 3
#: A margin of labels is cut off a column of prose when the gutter is this many minimum
#: gutters wide and the prose has this many times the labels' lines.
MARGIN_GUTTER = 2.0
MARGIN_LABELS = 4
#: ... and those lines hold at least this share of its characters.
PROSE_SHARE = 0.6
#: A margin of names (single words aligned on the edge towards the text) needs at
#: least this many of them, their edges within this many points.
LEAST_NAMES = 3
NAME_ALIGN = 1.5
#: ... one of them may be a number (a date) when their type is at most this share of the
#: text's height.
NOTE_SIZE = 0.92
#: A sidebar's type is at most this share of the prose's height beside it.
SIDEBAR_SIZE = 0.8
#: ... and its lines hold at most this many words ("Was ist Semantik?").
SIDEBAR_WORDS = 4
#: At most this many heading rows at a group's foot go with the full-width row after it.
HEADING_ROWS = 2
#: Gaps narrower than this (points) are not cuts: letter and word spacing.
MIN_GAP = 1.0
#: A gap between two glyphs wider than this share of their height is a word space
#: (TeX's narrowest justified space is about 0.22 em, 0.25 of a glyph box; kerning and
#: tracking stay under 0.1).
WORD_GAP = 0.18
#: Between two right-to-left runs of a line, a gap this wide is a word space: the loose
#: boxes of Hebrew and Arabic letters are their advances and touch inside a word (joined
#: or not), and Arabic fonts' line boxes are tall (Noto Naskh Arabic 1.67 em,
#: Scheherazade 1.42 em): their 0.2 em word space, between two pieces PDFium gives of
#: one line, is 0.11 to 0.17 of the runs' height ("الصَّبَاحِلِيَشْتَرِيَ" as XeTeX sets
#: Noto Naskh, "التَّاجِرُإِلَى" Scheherazade, round 58). KacstOne's boxes are 1.76 em
#: tall, and LuaTeX's justified word space between its reh and alef 0.088 of them (round
#: 59). 0.07 read one more of Amiri's word gaps as LuaTeX sets them, and split LuaTeX's
#: Miriam CLM "וַיֹּאמֶר" (short boxes, 0.55 em) at its yod's ActualText piece (a review's
#: finding); at 0.05 an Arabic word was split.
RTL_WORD_GAP = 0.08
#: A space the file draws (or PDFium infers) is kept unless the glyphs nearly touch.
DRAWN_SPACE_GAP = 0.04
#: Between two text objects (an OCR layer's words), a gap this wide is a word space
#: (TeX's italic correction between fonts stays under 0.05), measured as drawn too: a
#: run whose glyph boxes overlap (negative letter spacing) makes no font switch a space
#: (an italic ``K`` and a roman ``[``: ``K[x]``, ``K,``).
OBJECT_GAP = 0.08
#: A gap wider than this share of the height ends a run (a gutter or a table cell).
RUN_BREAK_GAP = 0.9
#: A raised or lowered glyph overlapping at most this share of the previous run's height
#: at its end is kerned into it, inside one word (TeX's LaTeX logo: about 0.4).
TUCKED_OVERLAP = 0.8
#: A run of a character or three this many times the usual height spans several lines.
OUTSIZED = 1.8
#: U+034F, a mark without ink: XeTeX's text layer puts one before a pointed Hebrew letter.
GRAPHEME_JOINER = "\u034f"
#: A drop cap's top stands within this share of its first line's height of that line's
#: top, and its right edge at most this many line heights left of the line's start
#: (:func:`_seat_drop_caps`).
DROP_CAP_TOP = 0.5
DROP_CAP_GAP = 1.0
#: Two sides of a gutter are a page's two columns, though one of them is mostly a listing
#: or a list (a journal's column of code beside its column of prose), when their widths
#: are within this share of each other ...
BALANCED_WIDTH = 0.9
#: ... each side has at least this many lines of prose (several words) ...
BALANCED_PROSE_LINES = 3
#: ... and at least this many lines in all, less than this share of the lines of the side
#: with fewer on a baseline of the other side (a table's rows share their baselines) ...
BALANCED_LINES = 6
BALANCED_SHARED_BASELINES = 0.5
#: ... baselines this close (points) being shared.
BASELINE_SLACK = 1.0
#: A region parted by its gutters into this many columns or more of one width, whose
#: lines do not share baselines, is read column by column (a cheat sheet's three columns).
PAGE_COLUMNS = 3
#: Two panels side by side (:func:`_panels`) hold at least this many lines each.
PANEL_LINES = 3
#: A column gutter is at least this share of the median glyph height wide.
MIN_GUTTER = 0.6
#: A one-column row this many gutter widths below a set of columns is not part of them.
FAR_BELOW = 5.0
#: A row taken into a column above it starts at most this many of its heights right of
#: the column's start (a paragraph's indent: TUGboat's is about two).
INDENT_HEIGHTS = 3.0
#: A table's cells centred on each other (:func:`_centred_rows`): the leading is at most
#: this many times the lines' height (display formulas a line of text apart are no
#: lines of a cell) ...
LEADING = 1.6
#: ... a side's lines further apart than this many leadings are two cells ...
CELL_GAP = 1.25
#: ... a cell's middle is within this many leadings of the middle of the one beside it ...
CENTRED = 0.25
#: ... and a shorter cell's middle set this many leadings off the other's lines' middles
#: (half a line for a cell centred between them) shows the centring.
HALF_LINE = 0.35
#: ... at most this many lines of a side above the table's first row being left out of
#: it (a heading over the table).
LEFT_OUT = 2
#: A group of at most this many rows sharing a gutter may be a paragraph's lines whose wide
#: spaces line up (:func:`_river`).
RIVER_ROWS = 2
_NO_BOX = (math.nan,) * 4


@dataclass(slots=True)
class Run:
    """A stretch of characters on one baseline: its text, its box, and each character's box.

    ``boxes`` holds four numbers (x0, y0, x1, y1, page coordinates) per character of
    ``text`` (NaN for a space the layout inserted), or is empty when they are not known.
    ``x0 … y1`` is the run's box in the reading frame; ``rtl`` marks a run of a
    right-to-left script.
    """

    text: str
    x0: float
    y0: float
    x1: float
    y1: float
    boxes: Sequence[float] = ()  # a tuple, or an array('f') of the same numbers
    rtl: bool = False

    @property
    def height(self) -> float:
        """The run's box height (about its font size)."""
        return self.y1 - self.y0


@dataclass(slots=True)
class Line:
    """Runs on one line, in reading order, and the column region the line was read in."""

    runs: list[Run]
    region: int = 0

    @property
    def x0(self) -> float:
        return min(r.x0 for r in self.runs)

    @property
    def x1(self) -> float:
        return max(r.x1 for r in self.runs)

    @property
    def y0(self) -> float:
        return min(r.y0 for r in self.runs)

    @property
    def y1(self) -> float:
        return max(r.y1 for r in self.runs)

    @property
    def height(self) -> float:
        """The height of the line's main text (its tallest run's, footnote markers aside)."""
        return max(r.height for r in self.runs)

    def text(self) -> str:
        """The line's text, runs joined as :func:`line_parts` says."""
        return "".join(p if isinstance(p, str) else p.text for p in line_parts(self.runs))


def _is_rtl(char: str) -> bool:
    return char >= "\u0590" and unicodedata.bidirectional(char) in ("R", "AL")


def _is_mark(char: str) -> bool:
    """A combining mark: nonspacing or enclosing."""
    return unicodedata.category(char) in ("Mn", "Me")


def _is_neutral(char: str) -> bool:
    """A punctuation mark or a symbol: of no direction, read where it stands."""
    return unicodedata.category(char)[0] in "PS"


class RunBuilder:
    """Glyphs in drawing order to runs, with the spaces the page shows.

    Feed each glyph with :meth:`add` (a space the file draws or PDFium infers is fed as
    :meth:`space`); :meth:`runs` returns the runs. One pass, no object per glyph.
    """

    def __init__(self) -> None:
        self._runs: list[Run] = []
        self._chars: list[str] = []
        self._boxes: list[float] = []
        self._box = [0.0, 0.0, 0.0, 0.0]
        self._last = (0.0, 0.0, 0.0, 0.0)  # x0, y0, x1, y1 of the previous glyph
        self._height = 1.0
        self._rtl = False
        self._space = False
        self._letter_gap = 0.0  # the run's usual gap between letters of a word
        self._letters = 0

    def space(self) -> None:
        """The file draws (or PDFium infers) a space before the next glyph."""
        self._space = True

    def break_run(self) -> None:
        """End the current run (a line break in drawing order that is not a wrap)."""
        self._flush()

    def add(
        self,
        char: str,
        x0: float,
        y0: float,
        x1: float,
        y1: float,
        box: tuple[float, ...],
        new_object: bool = False,
    ) -> None:
        """One glyph: its reading-frame box and its page box (four numbers).

        ``new_object``: the glyph starts a new text object (an OCR layer draws each word
        as one, so a small gap there is a word gap).
        """
        if self._rtl and self._chars and self._mark_on_last(char, x0, y0, x1, y1):
            self._add_rtl_mark(char, x0, y0, x1, y1, box)
            return
        drawn_space, self._space = self._space, False
        height = y1 - y0 if y1 - y0 > 1.0 else 1.0
        if self._chars:
            lx0, ly0, lx1, _ = self._last
            # a combining mark in a right-to-left run follows its letter leftwards too (a
            # Hebrew point set at no width at its letter's left edge: read left to right,
            # its "gap" was the letter's width backwards, and the run's letter spacing that
            # far below nothing kept every space PDFium inferred inside a word)
            rtl = self._rtl and (_is_rtl(char) or unicodedata.category(char) == "Mn")
            gap = (lx0 - x1) if rtl else (x0 - lx1)
            last = self._height
            low, high = (height, last) if height < last else (last, height)
            scale = low if low > 0.6 * high else 0.6 * high
            # A raised or lowered glyph (a footnote marker, an exponent, a subscript) ends
            # the run too: line analysis decides what it is, and joins it if it touches.
            baseline_moved = abs(y0 - ly0) >= 0.2 * high
            # A word gap stands out against the run's letter spacing (an OCR layer or a
            # tracked heading spaces every letter; a space there is not a word gap).
            # (A condensed heading sets letters closer than their boxes: a drawn space
            # there shows as a gap of almost nothing, yet wider than the letters' own.)
            floor = -0.15 * scale
            wider = gap - (self._letter_gap if self._letter_gap > floor else floor)
            # Going back is a new run only past the previous glyph's start: the parts of
            # a ligature PDFium splits ("fi" as "f" and "i") share one box.
            back = (x1 > lx1 + 0.1 * scale) if rtl else (x0 < lx0 - 0.1 * scale)
            # Right-to-left text only (a left-to-right page asks nothing more a glyph):
            # a glyph drawn right of where the run goes on starts a run of its own.
            ahead = (self._rtl or char >= "\u0590") and self._ahead(char, x0, x1, lx1, scale, rtl)
            if (
                baseline_moved
                or gap > RUN_BREAK_GAP * scale
                or (gap < -0.6 * scale and back)
                or ahead
            ):
                self._flush()
            elif (
                wider > WORD_GAP * scale
                or (drawn_space and wider > DRAWN_SPACE_GAP * scale and not (rtl and gap < 0))
                or (new_object and min(gap, wider) > OBJECT_GAP * scale)
            ):
                # (a combining mark nearer its letter than a word gap is the letter's:
                # _glyphs._marks_kept_on_letters)
                on_letter = (
                    not rtl
                    and gap < WORD_GAP * scale
                    and char >= "\u0300"
                    and unicodedata.category(char) == "Mn"
                    and self._after_a_letter(
                        alone=not (gap <= 0 and unicodedata.category(self._chars[-1]) == "Mn")
                    )
                )
                if self._chars[-1] != " " and not on_letter:
                    self._chars.append(" ")
                    self._boxes.extend(_NO_BOX)
            elif self._letters:
                self._letter_gap = 0.7 * self._letter_gap + 0.3 * gap
                self._letters += 1
            else:
                self._letter_gap, self._letters = gap, 1
        if not self._chars:
            self._box = [x0, y0, x1, y1]
            self._rtl = _is_rtl(char)
        else:
            b = self._box
            if x0 < b[0]:
                b[0] = x0
            if y0 < b[1]:
                b[1] = y0
            if x1 > b[2]:
                b[2] = x1
            if y1 > b[3]:
                b[3] = y1
            if len(self._chars) == 1 and not self._rtl and _is_rtl(char):
                self._rtl = True
        self._chars.append(char)
        self._boxes.extend(box)
        self._last = (x0, y0, x1, y1)
        self._height = height

    def _after_a_letter(self, alone: bool) -> bool:
        """The run ends in a letter (with any marks), with a space or nothing before it
        when ``alone``."""
        at = len(self._chars) - 1
        while at > 0 and unicodedata.category(self._chars[at]) == "Mn":
            at -= 1
        if not self._chars[at].isalpha():
            return False
        return not alone or at == 0 or self._chars[at - 1] == " "

    def _ahead(self, char: str, x0: float, x1: float, lx1: float, scale: float, rtl: bool) -> bool:
        """``char`` comes before the previous glyph in its line, whatever PDFium's order:
        its own run is put in place by the line's order.

        A right-to-left letter standing wholly right of the previous glyph: DejaVu's alef
        starting "الَّذِي", read after its lam's cluster ("لَّاذِي") where PDFium broke the
        line between them. One whose middle is right of a run of neutral glyphs alone (a
        full stop): PDFium gives LuaTeX's Hebrew left to right, and the full stop drawn
        left of a paragraph's last letter (Frank Ruehl's loose box reaching over the
        letter's) was read in a run with it, "השק.ט" for "השקט." (round 57's probe of
        pages set by TeX). A neutral glyph whose middle is right of a right-to-left run's
        last glyph: the full stop ending LuaLaTeX's sentence, given after the next
        sentence's first word (to its left), was read after that word ("הַ ." for ". הַ")."""
        if rtl and x0 >= lx1 - 0.1 * scale and x1 > lx1 + 0.1 * scale:
            return True
        return x0 + x1 > 2 * lx1 and (self._neutral_before(char) or self._neutral_after(char))

    def _neutral_before(self, char: str) -> bool:
        """``char`` is a right-to-left letter after a run of neutral glyphs alone (a full
        stop, a bracket: no letter, digit or mark), of no direction yet."""
        return (
            not self._rtl
            and _is_rtl(char)
            and all(unicodedata.category(c)[0] in "PSZ" for c in self._chars)
        )

    def _neutral_after(self, char: str) -> bool:
        """``char`` is a neutral glyph (a full stop, a bracket) after a right-to-left run."""
        return self._rtl and _is_neutral(char)

    def _mark_on_last(self, char: str, x0: float, y0: float, x1: float, y1: float) -> bool:
        """``char`` is a combining mark over the glyph before it, or a grapheme joiner on
        that glyph's line (its height overlapping the glyph's: a joiner opening the next
        line, with the box of the letter after it, is that line's, not this one's). A mark
        of no width is over the glyph when it stands inside it: :mod:`._pieces` puts a
        span's marks at its end, and LuaLaTeX's Noto Serif Hebrew draws the holam and
        dagesh of "בֹּ" as a span of their own inside the bet, the dagesh at the holam's
        end; measured as a glyph, the dagesh's lowered box (the span's) made a run of its
        own and "בַּבֹּ קֶר" was read."""
        if unicodedata.category(char) != "Mn":
            return False
        lx0, ly0, lx1, ly1 = self._last
        if char == GRAPHEME_JOINER:
            return min(y1, ly1) > max(y0, ly0)
        if x0 == x1:  # a piece's mark, at no width at its cluster's end: inside the glyph
            return lx0 < x0 < lx1
        return min(x1, lx1) > max(x0, lx0)

    def _add_rtl_mark(
        self, char: str, x0: float, y0: float, x1: float, y1: float, box: tuple[float, ...]
    ) -> None:
        """A combining mark in a right-to-left run, over (or under) the glyph before it:
        that letter's, no gap measured to it or from it (the next glyph's gap is measured
        from the letter, and a space drawn or inferred before the mark is the next glyph's
        to weigh); so is a combining grapheme joiner, which has no ink (XeTeX gives it
        the box of the letter after it). A mark drawn away from the glyph before it
        (LuaTeX draws some after the rest of their line) is weighed as any glyph is.

        XeTeX positions each Hebrew letter and each of its points on its own, and PDFium
        inferred a space after every point; measured from the point (set inside its
        letter, left of the letter's left edge) the next letter stood a gap away and each
        pointed letter was read as a word ("הַ יְּ לָ דִ ים" for "הַיְּלָדִים", round 57's
        probe of pages set by TeX), so no quote of pointed Hebrew was confirmed."""
        if char != GRAPHEME_JOINER:  # no ink: its box is the next letter's
            b = self._box
            b[0], b[1], b[2], b[3] = min(b[0], x0), min(b[1], y0), max(b[2], x1), max(b[3], y1)
        self._chars.append(char)
        self._boxes.extend(box)

    def _flush(self) -> None:
        if self._chars:
            b = self._box
            self._runs.append(
                Run("".join(self._chars), b[0], b[1], b[2], b[3], tuple(self._boxes), self._rtl)
            )
        self._chars, self._boxes = [], []
        self._letter_gap, self._letters = 0.0, 0

    def runs(self) -> list[Run]:
        """The runs built so far (the last one closed)."""
        self._flush()
        return self._runs


def _bands(intervals: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Merge overlapping intervals; return them sorted."""
    merged: list[tuple[float, float]] = []
    for lo, hi in sorted(intervals):
        if merged and lo <= merged[-1][1] + MIN_GAP:
            merged[-1] = (merged[-1][0], max(hi, merged[-1][1]))
        else:
            merged.append((lo, hi))
    return merged


def _lines(runs: list[Run], page_usual: float = 0.0) -> list[list[Run]]:
    """Group runs into lines (overlapping vertical extents), top to bottom.

    A small raised run (a footnote marker, an exponent) overlaps the upper part of its
    line and joins it; an outsized glyph (a brace spanning several lines) stays apart.
    ``page_usual``, the page's usual run height, keeps a line of ordinary text from
    looking tall in a part of few runs (see below).
    """
    lines: list[list[Run]] = []
    top = bottom = 0.0  # the band of the line's tallest run: a line never grows into the next
    usual = _median_height(runs)
    # Tall against the part and the page: in a row read alone ("Type 1²²." between two
    # lines, l2tabuit), a raised marker and a small glyph halve the median, the text's band
    # was taken for a tall symbol's, the marker's band replaced it, and the glyph after
    # missed that and was read a line later.
    tall = 1.3 * max(usual, page_usual)
    middles: list[float] | None = None  # made at the first outsized glyph (see _middles)
    # The line's band as its last run of words set it (see _is_words), and whether a glyph
    # hanging lower (see _hangs_below) has moved the band since: a run of words then joins
    # the line only by overlapping its words.
    words: tuple[float, float] | None = None
    hanging = False
    for run in sorted(runs, key=lambda r: (-r.y1, r.x0)):
        outsized = run.height > OUTSIZED * usual and len(run.text.strip()) <= 3
        if outsized and middles is None:
            middles = _middles(runs, usual)
        if outsized and middles is not None and not _one_line_tall(run, middles, usual):
            lines.append([run])  # a brace or a drop cap spanning lines joins none of them
            top, bottom = run.y1, run.y1
            words, hanging = None, False
            continue
        if lines:
            overlap = min(top, run.y1) - max(bottom, run.y0)
            joins = overlap > 0.5 * min(run.height, top - bottom)
            if joins and hanging and words is not None and _is_words(run, usual):
                high, low = words
                joins = min(high, run.y1) - max(low, run.y0) > 0.5 * min(run.height, high - low)
            if joins:
                lines[-1].append(run)
                band = top - bottom
                # The band follows the line's text: a taller run unless it spans lines, and
                # a run of the usual height once a tall symbol (an arrow) opened the line,
                # or once a small one (a footnote's marker) did.
                if (
                    band < run.height < 1.3 * band
                    or (band > tall and run.height <= 1.3 * usual)
                    or (band < run.height <= 1.3 * usual)
                ):
                    top, bottom = run.y1, run.y0
                    if _is_words(run, usual):
                        words, hanging = (top, bottom), False
                    else:
                        hanging = hanging or _hangs_below(run, words)
                elif words is None and _is_words(run, usual):
                    words = (run.y1, run.y0)
                continue
        lines.append([run])
        top, bottom = run.y1, run.y0
        words, hanging = ((run.y1, run.y0) if _is_words(run, usual) else None), False
    if middles is not None:  # an outsized glyph stood apart: a drop cap among them?
        lines = _seat_drop_caps(lines, usual)
    return [_in_line_order(line) for line in lines]


def _seat_drop_caps(lines: list[list[Run]], usual: float) -> list[list[Run]]:
    """Each drop cap, read as a line of its own, put at the start of the line it begins.

    LaTeX's ``lettrine`` sets a paragraph's first letter two lines tall, its top level
    with the first line's top and the rest of the word right beside it. The letter spans
    lines and stood apart as a line of its own ("Ο" over "ἱ πολῖται τῆς πόλεως", "B" over
    "uổi sáng hôm ấy" and, its first line reaching higher with a stacked accent, under
    it), so no quote of the paragraph's first sentence was confirmed (round 57's probe of
    pages set by XeLaTeX and LuaLaTeX). A letter or two alone on their line, outsized,
    whose top is level with the top of the highest line beside them (its middle within
    their height, another line's too) and whose edge stands close before the starts of
    the two highest of those lines, is the first one's first run; a brace or a tall
    symbol is no letter and stays apart, as does a letter beside no line's start, or
    one beside a display formula's lines (TeX's big operators read as letters, "P" for
    a sum, "q" for a radical), whose two lines do not both start close beside it with a
    letter and hold words (:func:`_is_prose`)."""
    caps = [
        i for i, line in enumerate(lines)
        if len(line) == 1 and line[0].height > OUTSIZED * usual and _is_initial(line[0].text)
    ]  # fmt: skip
    if not caps:
        return lines
    seated: dict[int, int] = {}  # a cap's line: the line it begins
    for i in caps:
        target = _line_begun(lines, lines[i][0], set(caps))
        if target is not None and target not in seated.values():
            seated[i] = target
    if not seated:
        return lines
    for i, target in seated.items():
        lines[target] = [lines[i][0], *lines[target]]
    return [line for i, line in enumerate(lines) if i not in seated]


def _is_initial(text: str) -> bool:
    """A letter or two (a drop cap; ``IJ`` in Dutch), nothing else."""
    letters = text.strip()
    return 0 < len(letters) <= 2 and letters.isalpha()


def _line_begun(lines: list[list[Run]], cap: Run, caps: set[int]) -> int | None:
    """The line ``cap`` begins (see :func:`_seat_drop_caps`), or None."""
    beside = [
        i for i, line in enumerate(lines)
        if i not in caps and cap.y0 <= (_line_top(line) + _line_bottom(line)) / 2 <= cap.y1
    ]  # fmt: skip
    if len(beside) < 2:
        return None  # a drop cap spans two lines or more
    first, second = sorted(beside, key=lambda i: -_line_top(lines[i]))[:2]
    line = lines[first]
    height = max(r.height for r in line)
    if abs(cap.y1 - _line_top(line)) > DROP_CAP_TOP * height:
        return None
    if not all(_starts_beside(cap, lines[i]) for i in (first, second)):
        return None  # the cap's second line is indented beside it too
    if not all(_is_prose(lines[i]) for i in (first, second)):
        return None  # prose beside it, no formula
    return first


def _is_prose(line: list[Run]) -> bool:
    """``line`` starts with a letter and holds a word of three letters."""
    start = _in_line_order(line)[0].text.lstrip()
    return start[:1].isalpha() and any(_WORD.search(r.text) for r in line)


def _starts_beside(cap: Run, line: list[Run]) -> bool:
    """``line`` starts close after ``cap`` (right of it, or left of it in a right-to-left
    line), within :data:`DROP_CAP_GAP` of its height."""
    height = max(r.height for r in line)
    if _right_to_left(line):
        gap = cap.x0 - max(r.x1 for r in line)
    else:
        gap = min(r.x0 for r in line) - cap.x1
    return -0.1 * height <= gap <= DROP_CAP_GAP * height


def _line_top(line: list[Run]) -> float:
    return max(r.y1 for r in line)


def _line_bottom(line: list[Run]) -> float:
    return min(r.y0 for r in line)


#: Three letters in a row: a word, not a formula's variables.
_WORD = re.compile(r"[^\W\d_]{3}")


def _is_words(run: Run, usual: float) -> bool:
    """A run of words: of about the usual height, holding a word of three letters (not a
    symbol, an exponent, a subscript or a formula's variables)."""
    return 0.7 * usual <= run.height <= 1.3 * usual and _WORD.search(run.text) is not None


def _hangs_below(run: Run, words: tuple[float, float] | None) -> bool:
    """True when ``run`` reaches lower than the line's words and not as high: a glyph
    hanging below the line (see :func:`_lines`).

    TeX's angle bracket ``⟨`` is a fifth taller than the text and reaches below its line.
    The band followed it (a math capital's subscript hangs as low), and the next line's
    words overlapped that band by more than half their height: lettre's "appeler
    \\…{⟨lang″⟩}, et cet appel" was read "…{ est préparé dans \\toks4. … par hlang00i},
    et cet appel", and neither line's quote was confirmed."""
    if words is None:
        return False
    high, low = words
    return run.y0 < low and run.y1 < high - 0.1 * (high - low)


def _middles(runs: list[Run], usual: float) -> list[float]:
    """The vertical middles of the runs of the usual size (not outsized), sorted (made
    once a part, for every outsized glyph of it: see :func:`_one_line_tall`)."""
    return sorted((r.y0 + r.y1) / 2 for r in runs if r.height <= OUTSIZED * usual)


def _one_line_tall(tall: Run, middles: list[float], usual: float) -> bool:
    """True when an outsized glyph stands beside the text of one line only: the runs of the
    usual size whose middles lie in its box's upper three quarters all stand at one height.

    TeX's angle brackets ``⟨obj⟩`` come from a symbol font whose box reaches almost a line
    below the baseline; taken for a brace spanning lines, each bracket was read as a line of
    its own (``h`` / ``i`` above "translate_obj( obj , avn )", so no quote of that line was
    confirmed). A brace or a drop cap spans the middles of two lines or more and stays
    apart, as does a glyph beside no text or beside two columns' lines at other heights."""
    low = tall.y0 + 0.25 * tall.height
    # the middles in the box's upper three quarters, a stretch of the sorted list: each
    # glyph asked in logarithmic time (a damaged PDF of 195,000 outsized glyphs among
    # 1,100 runs took 106 s when each asked every run; found by fuzzing)
    first = bisect.bisect_left(middles, low)
    last = bisect.bisect_right(middles, tall.y1)
    return last > first and middles[last - 1] - middles[first] < 0.5 * usual


def _right_to_left(line: list[Run]) -> bool:
    """True when most of a line's characters are in right-to-left runs."""
    return sum(len(r.text) for r in line if r.rtl) * 2 > sum(len(r.text) for r in line)


def _in_line_order(line: list[Run]) -> list[Run]:
    if len(line) == 1:
        return line  # one run: in order either way
    rtl = _right_to_left(line)
    return sorted(line, key=lambda r: -r.x1 if rtl else r.x0)


def _words(line: list[Run]) -> int:
    """The words of a line's longest run: prose sets its words a word space apart, a
    table's row puts its cells far apart (a row of a hundred one-word cells is no prose)."""
    return max(len(r.text.split()) for r in line)


def _reads_like_prose(runs: list[Run]) -> bool:
    """Most of the text stands in lines of several words (a figure's labels among them
    do not matter; a table's cells of a word or two do)."""
    prose = total = 0
    for line in _lines(runs):
        size = sum(len(r.text) for r in line)
        total += size
        if _words(line) >= MIN_WORDS_PER_COLUMN_LINE:
            prose += size
    return total > 0 and prose >= PROSE_SHARE * total


def _median_height(runs: list[Run]) -> float:
    """``statistics.median`` of the runs' heights, the same number, without its overhead."""
    if not runs:
        return 1.0
    heights = sorted([r.y1 - r.y0 for r in runs])
    half = len(heights) // 2
    return heights[half] if len(heights) % 2 else (heights[half - 1] + heights[half]) / 2


def _gutters(runs: list[Run], minimum: float) -> list[tuple[float, float]]:
    """The empty vertical bands between the runs' x-extents at least ``minimum`` wide."""
    if len(runs) < 2:
        return []  # one band: no gap between bands
    cols = _bands([(r.x0, r.x1) for r in runs])
    return [(a[1], b[0]) for a, b in pairwise(cols) if b[0] - a[1] >= minimum]


def _split_at(runs: list[Run], x: float) -> tuple[list[Run], list[Run]]:
    left = [r for r in runs if (r.x0 + r.x1) / 2 < x]
    right = [r for r in runs if (r.x0 + r.x1) / 2 >= x]
    return left, right


#: The widest gutters of a part tried as its column cut. Real pages cut at one of their
#: six widest (the regression and tuning PDFs: the widest in 1,948 of 2,048 cuts, the
#: eleventh once); a page of scattered glyphs (a damaged file) has hundreds, each tried
#: at the cost of reading both sides' lines: 7 s for one mutated 691 KB file.
MAX_GUTTERS = 16


def _column_cut(runs: list[Run], minimum: float) -> tuple[list[Run], list[Run]] | None:
    """The widest gutter with prose on both sides, as (left, right); None if none.

    A margin of a few labels beside a column of prose (a form's "Itemized Deductions"
    beside its instructions) is cut off too, but not a list of terms each beside its
    description: the labels must be few against the prose's lines.
    """
    if not any(len(r.text.split()) >= MIN_WORDS_PER_COLUMN_LINE for r in runs):
        return None  # no prose anywhere (a table of short cells): no side can be a column
    widest = sorted(_gutters(runs, minimum), key=lambda g: g[0] - g[1])[:MAX_GUTTERS]
    for lo, hi in widest:
        left, right = _split_at(runs, (lo + hi) / 2)
        if not (left and right):
            continue
        left_prose, right_prose = _reads_like_prose(left), _reads_like_prose(right)
        # Two columns of prose have lines on both sides: a gap on one line only is a
        # justified line's wide space (after a sentence), not a gutter.
        if left_prose and right_prose and min(len(_lines(left)), len(_lines(right))) >= 2:
            return left, right
        if (left_prose or right_prose) and _balanced_columns(left, right):
            return left, right
        if hi - lo >= MARGIN_GUTTER * minimum and (
            (right_prose and _few_labels(left, right)) or (left_prose and _few_labels(right, left))
        ):
            return left, right
        if _marginal_names(left, right, at_left=True) or _marginal_names(right, left):
            return left, right
        if hi - lo >= MARGIN_GUTTER * minimum and (
            (left_prose and _sidebar(right, left)) or (right_prose and _sidebar(left, right))
        ):
            return left, right
    return None


def _one_width(left: list[Run], right: list[Run]) -> bool:
    """True when two sides of a gutter are about as wide as each other (BALANCED_WIDTH)."""
    widths = [max(r.x1 for r in side) - min(r.x0 for r in side) for side in (left, right)]
    return min(widths) >= BALANCED_WIDTH * max(widths)


def _balanced_columns(left: list[Run], right: list[Run]) -> bool:
    """True when ``left`` and ``right`` are a page's two columns of one width, one of them
    mostly a listing or a list (a TUGboat article's column of code beside its column of
    prose): as wide as each other (BALANCED_WIDTH), each with BALANCED_LINES lines or more
    and BALANCED_PROSE_LINES of them prose.

    Without it such a column does not read like prose, no cut is made, and the page is
    read row by row: each line of prose with the line of code beside it ("The author's
    focus was to manipulate (and later new_face_point(4,1,2,3,an);"), so no sentence of
    either column can be confirmed. A table is told apart by its rows: its lines on the two
    sides share their baselines (gnuplot's table of ``STATS_`` variables, formula beside
    description; an index's two columns of entries), a listing's lines, set in another
    size and leading, do not (BALANCED_SHARED_BASELINES).
    """
    if not _one_width(left, right):
        return False
    sides = [_lines(left), _lines(right)]
    for lines in sides:
        prose = sum(1 for line in lines if _words(line) >= MIN_WORDS_PER_COLUMN_LINE)
        if len(lines) < BALANCED_LINES or prose < BALANCED_PROSE_LINES:
            return False
    return not _rows_shared(*sides)


def _page_columns(runs: list[Run], minimum: float) -> list[list[Run]] | None:
    """The region as a page's columns, left to right, when its gutters part it into
    PAGE_COLUMNS columns or more of one width (BALANCED_WIDTH), each of BALANCED_LINES
    lines or more, and no two neighbours sharing the baselines of half the lines of the
    one with fewer (BALANCED_SHARED_BASELINES); None otherwise.

    A cheat sheet or reference card set in three columns of tables, code and short
    descriptions has no side that reads like prose, so :func:`_column_cut` made no cut
    and the page was read row by row across all three columns ("Formeln im Fließtext mit
    $formel$. Abgesetzte Formeln mit \\usepackage[ngerman]{babel}", a sentence of the
    first column ending in the third's code). A table of as many columns is told apart
    as in :func:`_balanced_columns`: its cells share their rows' baselines; columns of
    one page, each with its own headings, formulas and leading, do not.
    """
    gutters = _gutters(runs, minimum)
    widest = sorted(gutters, key=lambda g: g[0] - g[1])
    for count in range(len(gutters), PAGE_COLUMNS - 2, -1):
        columns = _columns_at(runs, sorted(widest[:count]))
        if columns is not None:
            return columns
    return None


def _columns_at(runs: list[Run], gutters: list[tuple[float, float]]) -> list[list[Run]] | None:
    """The region parted at ``gutters`` when its columns are a page's (see
    :func:`_page_columns`), else None. Asked with every gutter, then without the
    narrowest ones: a panel of a folded reference card holds a table whose own gutter
    parts the panel in two unequal columns (``debian-refcard``'s three panels, the left
    one a table of commands and what they do)."""
    columns: list[list[Run]] = [[] for _ in range(len(gutters) + 1)]
    cuts = [(lo + hi) / 2 for lo, hi in gutters]
    for run in runs:
        columns[bisect.bisect_left(cuts, (run.x0 + run.x1) / 2)].append(run)
    widths = [max(r.x1 for r in column) - min(r.x0 for r in column) for column in columns]
    if min(widths) < BALANCED_WIDTH * max(widths):
        return None
    lines = [_lines(column) for column in columns]
    if any(len(column) < BALANCED_LINES for column in lines):
        return None
    if any(_rows_shared(one, other) for one, other in pairwise(lines)):
        return None
    return columns


def _rows_shared(one: list[list[Run]], other: list[list[Run]]) -> bool:
    """True when two sides' lines stand in a table's rows: at least
    BALANCED_SHARED_BASELINES of the lines of the side with fewer stand on a baseline of
    the other side (within BASELINE_SLACK)."""
    fewer, more = sorted((one, other), key=len)
    others = sorted(min(r.y0 for r in line) for line in more)
    shared = sum(1 for line in fewer if _near(others, min(r.y0 for r in line)))
    return shared >= BALANCED_SHARED_BASELINES * len(fewer)


def _near(sorted_values: list[float], value: float) -> bool:
    """True when a value of ``sorted_values`` is within BASELINE_SLACK of ``value``."""
    at = bisect.bisect_left(sorted_values, value - BASELINE_SLACK)
    return at < len(sorted_values) and sorted_values[at] <= value + BASELINE_SLACK


def _sidebar(notes: list[Run], prose: list[Run]) -> bool:
    """True when ``notes`` are a sidebar beside ``prose``: short lines of words only (a
    few words, each line with a letter), in type clearly smaller than the prose's, and
    more than one of them (a slide's navigation column of section names, a book's margin
    notes). However many their lines, they are no part of the prose's sentences."""
    lines = _lines(notes)
    if len(lines) < 2 or any(
        _words(line) > SIDEBAR_WORDS or not any(c.isalpha() for r in line for c in r.text)
        for line in lines
    ):
        return False  # long lines, or a column of numbers (a margin's line numbers)
    return _median_height(notes) <= SIDEBAR_SIZE * _median_height(prose)


def _panels(runs: list[Run], minimum: float) -> tuple[list[Run], list[Run]] | None:
    """Two panels side by side, as (left, right), parted at the widest gutter whose sides
    are such panels (:func:`_side_by_side`); None if no gutter parts them so.

    Asked of a region :func:`_column_cut` made no cut in and that is no table of wrapped or
    centred cells (:func:`_wrapped_cells`): a form's fields beside a paragraph, a listing
    beside its typeset output.
    """
    widest = sorted(_gutters(runs, minimum), key=lambda g: g[0] - g[1])[:MAX_GUTTERS]
    for lo, hi in widest:
        left, right = _split_at(runs, (lo + hi) / 2)
        if left and right and _side_by_side(left, right):
            return left, right
    return None


def _side_by_side(left: list[Run], right: list[Run]) -> bool:
    """True when ``left`` and ``right`` are two panels, each with lines at its own
    leading: a side that reads like prose has a block of PANEL_LINES lines or more at one
    leading, the other side one too, their lines stand in no table's rows
    (:func:`_rows_shared`), and the two blocks' lines interleave on two grids
    (:func:`_two_grids`), so that reading row by row would read a line of one panel
    inside the other's sentence.

    A form's "Firma: ____", "Name: ____" (hagenberg-thesis' ``fragebogen``, at a leading
    of 14.8 points) beside a paragraph in smaller type (at 8.4 points) was read with "Name:
    ____" inside it ("... online beantwortet haben, sondern Name: ____ mittels dieses
    Fragebogens ..."); a LaTeX source beside the theorem it typesets, at one leading but
    3.3 points lower (``lshort-tr``'s "Murphy Yasası"), line by line in turn. Neither side
    of such a form reads like prose, nor are the sides of one width, so no other rule cuts
    them. A table's cells share their rows' baselines, a cell centred beside two lines
    stands halfway between them, and a table's rows, a formula's lines or an index's
    entries stand at no one leading (several rows' heights, fractions, wrapped entries).
    """
    sides = (_lines(left), _lines(right))
    if min(len(lines) for lines in sides) < PANEL_LINES or _rows_shared(*sides):
        return False
    blocks = [[b for b in _leading_blocks(lines) if len(b) >= PANEL_LINES] for lines in sides]
    return any(
        _reads_like_prose(runs)
        and any(_two_grids(p, o) for p in blocks[side] for o in blocks[1 - side])
        for side, runs in enumerate((left, right))
    )


#: A line as (vertical middle, tallest run's height).
_Placed = tuple[float, float]


def _leading_blocks(lines: list[list[Run]]) -> list[list[_Placed]]:
    """A side's lines (top to bottom) cut into blocks at one leading: consecutive lines
    each a step below the last of about a height to LEADING heights (as
    :func:`_centred_rows` steps a cell's lines), the steps within BASELINE_SLACK of the
    block's first. A formula's numerators and denominators stand closer than their height,
    so they make no block."""
    blocks: list[list[_Placed]] = []
    for line in lines:
        placed = _middle_height(line)
        if blocks:
            block = blocks[-1]
            step = block[-1][0] - placed[0]
            first = block[0][0] - block[1][0] if len(block) > 1 else step
            height = max(placed[1], block[-1][1])
            if 0.8 * height <= step <= LEADING * height and abs(step - first) <= BASELINE_SLACK:
                block.append(placed)
                continue
        blocks.append([placed])
    return blocks


def _two_grids(paragraph: list[_Placed], other: list[_Placed]) -> bool:
    """True when lines of ``other`` stand between the first and last lines of
    ``paragraph`` (both blocks at one leading, :func:`_leading_blocks`), and the two
    blocks' lines are on two grids: at leadings more than BASELINE_SLACK apart, or at one
    leading with each such line CENTRED leadings or more off every line of the paragraph
    (a form's box numbers stand a point off their rows' text: ``f1040nr``'s "16b" beside
    "16a IRA distributions") and not halfway between two (a table's cell centred beside
    them)."""
    top, bottom = paragraph[0][0], paragraph[-1][0]
    inside = [middle for middle, _ in other if bottom < middle < top]
    if not inside:
        return False
    leading = (top - bottom) / (len(paragraph) - 1)
    if abs(leading - (other[0][0] - other[-1][0]) / (len(other) - 1)) > BASELINE_SLACK:
        return True
    middles = [middle for middle, _ in paragraph]
    halves = [(a + b) / 2 for a, b in pairwise(middles)]
    return not any(
        any(abs(middle - mine) < CENTRED * leading for mine in middles)
        or any(abs(middle - half) <= BASELINE_SLACK for half in halves)
        for middle in inside
    )


def _middle_height(line: list[Run]) -> _Placed:
    """A line's vertical middle and its tallest run's height."""
    return (min(r.y0 for r in line) + max(r.y1 for r in line)) / 2, max(r.height for r in line)


def _wrapped_cells(runs: list[Run], minimum: float) -> list[list[Run]] | None:
    """A table whose last column is prose wrapped over several lines beside short cells
    (a term and its description, a number, a name and a description), as its cells: row
    by row, a row whose cells wrap beside its wrapped description as its cells, then the
    description's lines, the other rows line by line as before; None when the region is
    no such table or no row wraps so (read row by row, a one-line cell stands before its
    description's first line: no harm; a column of margin line numbers is one such).

    The table's rows start at the lines of its first column (a number, a term); a wrapped
    description is read whole, not with a name's second line inside its sentence. In a
    table whose cells are centred on each other (:func:`_centred_rows`) the rows so found
    are read cell by cell where row by row would part a cell's lines, the runs between
    them as above; such a table's last column need not read like prose (Japanese, set
    without spaces, does not).
    """
    gutters = _gutters(runs, minimum)
    if not gutters:
        return None
    cut = None
    for lo, hi in sorted(gutters, key=lambda g: -g[0]):  # the prose column is the last
        cells, prose = _split_at(runs, (lo + hi) / 2)
        if cells and prose and _reads_like_prose(prose) and not _reads_like_prose(cells):
            cut = (lo + hi) / 2
            break
    first = (gutters[0][0] + gutters[0][1]) / 2
    centred = _centred_rows(*_split_at(runs, sum(gutters[-1]) / 2 if cut is None else cut))
    if not centred:
        return None if cut is None else _first_column_rows(*_split_at(runs, cut), first)
    taken = {id(run) for row in centred for cell in row for run in cell}
    bottoms = [min(r.y0 for cell in row for r in cell) for row in centred]
    between: list[list[Run]] = [[] for _ in range(len(centred) + 1)]
    for run in runs:
        if id(run) not in taken:  # between two rows: after the rows above its middle
            middle = (run.y0 + run.y1) / 2
            between[sum(1 for bottom in bottoms if bottom > middle)].append(run)
    out: list[list[Run]] = []
    for at, rest in enumerate(between):
        if rest:
            parts = None if cut is None else _first_column_rows(*_split_at(rest, cut), first)
            out.extend(_rows(rest) if parts is None else parts)
        if at < len(centred):
            out.extend(centred[at])
    return out


def _first_column_rows(cells: list[Run], prose: list[Run], first: float) -> list[list[Run]] | None:
    """:func:`_wrapped_cells`'s table read from the rows its first column (left of
    ``first``) starts: a row whose cells wrap beside its wrapped description as its
    cells, then the description, the other rows line by line; None when no row wraps so."""
    if not (cells and prose):
        return None
    tops = sorted(
        (
            max(r.y1 for r in line)
            for line in _lines(cells)
            if (line[0].x0 + line[0].x1) / 2 < first
        ),
        reverse=True,
    )
    if len(tops) < 2:
        return None
    rows: list[tuple[list[Run], list[Run]]] = [([], []) for _ in range(len(tops) + 1)]
    for side, part in ((0, cells), (1, prose)):
        for run in part:
            middle = (run.y0 + run.y1) / 2
            index = sum(1 for top in tops if top >= middle)  # 0: above the first row
            rows[index][side].append(run)
    wrapped = [len(_lines(cells)) >= 2 and len(_lines(prose)) >= 2 for cells, prose in rows]
    if not any(wrapped):
        return None  # no cell wraps beside a wrapped description: row by row reads it whole
    out: list[list[Run]] = []
    for (cells, prose), cut in zip(rows, wrapped, strict=True):
        if cut:
            out.extend((cells, prose))
        elif cells or prose:
            out.extend(_rows(cells + prose))  # as before: line by line (a page's foot too)
    return out


def _middle(lines: list[list[Run]]) -> float:
    """The vertical middle of consecutive lines."""
    return (max(r.y1 for r in lines[0]) + min(r.y0 for line in lines for r in line)) / 2


def _centred_rows(cells: list[Run], prose: list[Run]) -> list[list[list[Run]]]:
    """The rows of a table whose cells are centred on each other that row by row would
    part (a line of one cell read between two lines of the other), as [cells, last
    column], top to bottom; empty when the runs are no such table.

    Each side's lines are parted into blocks where they stand further apart than the
    leading (CELL_GAP; the least distance of two lines of a side, LEADING) or overlap
    (a diagram's labels, no lines of one cell): a cell centred beside a taller one
    stands apart from the cells above and below it, so it is a block of its own, while
    the taller cells of rows one under another may touch. Blocks overlapping across the
    gutter make a band, cut into rows by :func:`_band_rows`. The table must show its
    centring: a row's shorter cell set between the lines of the other (HALF_LINE), which
    a list's item marks and a table's top-aligned terms never are.

    Debian's reference card in Japanese (``/usr/share/doc/パッケージ名/``, two lines
    centred beside a description of four, rules drawn between the rows) and ReportLab's
    user guide (``minimumTickSpacing`` centred beside seven lines) were read row by row,
    a label's lines inside its description's sentences.
    """
    sides = (_lines(cells), _lines(prose))
    if not (sides[0] and sides[1]):
        return []
    heights = sorted(max(r.height for r in line) for lines in sides for line in lines)
    height = heights[len(heights) // 2]
    tops = [[max(r.y1 for r in line) for line in lines] for lines in sides]
    steps = [
        a - b
        for side in tops
        for a, b in pairwise(side)
        if 0.8 * height <= a - b <= LEADING * height
    ]
    if not steps:
        return []  # no two lines of a side at a leading: no cell wraps
    leading = min(steps)
    blocks: list[tuple[float, float, int, int, int]] = []  # top, bottom, side, lines
    for side, lines in enumerate(sides):
        start = 0
        for at in range(1, len(lines) + 1):
            step = tops[side][at - 1] - tops[side][at] if at < len(lines) else math.inf
            if not 0.8 * height <= step <= CELL_GAP * leading:  # apart, or overlapping
                bottom = min(r.y0 for line in lines[start:at] for r in line)
                blocks.append((tops[side][start], bottom, side, start, at))
                start = at
    blocks.sort(key=lambda b: -b[0])
    bands: list[list[tuple[float, float, int, int, int]]] = []
    lowest = math.inf
    for block in blocks:
        if bands and block[0] > lowest:
            bands[-1].append(block)
            lowest = min(lowest, block[1])
        else:
            bands.append([block])
            lowest = block[1]
    rows: list[list[list[Run]]] = []
    shown = False
    for band in bands:
        parts: list[tuple[list[list[Run]], set[int]]] = []
        for side in (0, 1):
            mine = [b for b in band if b[2] == side]
            first = min((b[3] for b in mine), default=0)
            after = max((b[4] for b in mine), default=0)
            parts.append((sides[side][first:after], {b[3] - first for b in mine}))
        if not (parts[0][0] and parts[1][0]):
            continue  # a heading, or a cell beside nothing
        for row in _band_rows(parts[0], parts[1], leading):
            shorter, longer = sorted(row, key=len)
            offset = min(abs(_middle(shorter[:1]) - _middle([line])) for line in longer)
            shown = shown or offset > HALF_LINE * leading
            cell, column = ([r for line in lines for r in line] for lines in row)
            if _parted(cell, column):
                rows.append([cell, column])
    return rows if shown else []


#: A state of :func:`_band_rows`: the lines taken of each side, and whether a row was.
_Taken = tuple[int, int, bool]


def _band_rows(
    cells: tuple[list[list[Run]], set[int]],
    column: tuple[list[list[Run]], set[int]],
    leading: float,
) -> list[tuple[list[list[Run]], list[list[Run]]]]:
    """A band's rows whose cells have unequal numbers of lines, as (cells' lines, last
    column's lines), top to bottom; none when the band cannot be cut into rows.

    ``cells`` and ``column`` are each side's lines and the indices at which its blocks
    start. The band is cut into rows one under another, each a line beside a line with
    the same middle (CENTRED: cells of as many lines as each other, read row by row as
    before), or a block beside more lines of the other side, inside one block and
    centred on it; at most LEFT_OUT lines of a side may stand above the first row (a
    heading over the table), and lines of one side below the last row. The lines of one
    leading can often be cut so in more than one way (``debian-refcard``'s heading
    "インストール" over its first description, left out or taken into the description):
    the cut with the fewest rows of a line beside a line is taken, then the one leaving
    out the fewest lines.
    """
    lines, starts = (cells[0], column[0]), (cells[1], column[1])
    counts = (len(lines[0]), len(lines[1]))
    tops = [[max(r.y1 for r in line) for line in side] for side in lines]
    bottoms = [[min(r.y0 for r in line) for line in side] for side in lines]
    ends: list[list[int]] = []  # the line after each line's block
    for side in (0, 1):
        after, out = counts[side], [0] * counts[side]
        for at in range(counts[side] - 1, -1, -1):
            out[at] = after
            if at in starts[side]:
                after = at
        ends.append(out)
    slack = CENTRED * leading
    # each state reached: its score (rows of a line beside a line, lines left out), the
    # state before it and the row of unequal cells taken from there (line indices)
    best: dict[_Taken, tuple[tuple[int, int], _Taken, tuple[int, int, int, int] | None]] = {}
    best[(0, 0, False)] = ((0, 0), (0, 0, False), None)
    heap: list[_Taken] = [(0, 0, False)]
    finish: tuple[tuple[int, int], _Taken] | None = None

    def offer(
        state: _Taken, score: tuple[int, int], came: _Taken, row: tuple[int, int, int, int] | None
    ) -> None:
        if state not in best:
            heapq.heappush(heap, state)
        elif best[state][0] <= score:
            return
        best[state] = score, came, row

    while heap:  # states in order: every move takes a line or more
        state = heapq.heappop(heap)
        i, j, opened = state
        (aligned, left), _, _ = best[state]
        low = min(bottoms[0][i - 1] if i else math.inf, bottoms[1][j - 1] if j else math.inf)
        if i == counts[0] or j == counts[1]:
            side, at = (1, j) if i == counts[0] else (0, i)
            if all(top <= low for top in tops[side][at:]):  # lines below the last row
                score = (aligned, left + counts[side] - at)
                if finish is None or score < finish[0]:
                    finish = score, state
            continue
        if not opened:  # lines above the first row: a heading
            if i < LEFT_OUT and bottoms[0][i] >= tops[1][j]:
                offer((i + 1, j, False), (aligned, left + 1), state, None)
            if j < LEFT_OUT and bottoms[1][j] >= tops[0][i]:
                offer((i, j + 1, False), (aligned, left + 1), state, None)
        if max(tops[0][i], tops[1][j]) > low + slack:
            continue  # the next row would stand beside the last one
        middles = [(tops[side][at] + bottoms[side][at]) / 2 for side, at in ((0, i), (1, j))]
        if abs(middles[0] - middles[1]) <= slack:
            offer((i + 1, j + 1, True), (aligned + 1, left), state, None)
        for side, at, other in ((0, i, j), (1, j, i)):
            if at not in starts[side]:
                continue
            end = ends[side][at]
            middle = (tops[side][at] + min(bottoms[side][at:end])) / 2
            lowest = math.inf
            for stop in range(other, ends[1 - side][other]):
                lowest = min(lowest, bottoms[1 - side][stop])
                centre = (tops[1 - side][other] + lowest) / 2
                if centre > middle + slack:
                    continue  # too few lines yet
                if centre >= middle - slack and stop + 1 - other > end - at:
                    to = (end, stop + 1) if side == 0 else (stop + 1, end)
                    offer((*to, True), (aligned, left), state, (i, to[0], j, to[1]))
                break
    if finish is None:
        return []
    rows = []
    state = finish[1]
    while state != (0, 0, False):
        _, state, row = best[state]
        if row is not None:
            rows.append((lines[0][row[0] : row[1]], lines[1][row[2] : row[3]]))
    return rows[::-1]


def _parted(cell: list[Run], column: list[Run]) -> bool:
    """True when reading a row's lines would read a line of ``cell`` after one of
    ``column``: the cells' lines are not all at or above the column's first line."""
    mine = {id(run) for run in cell}
    seen = False
    for line in _lines(cell + column):
        if seen and any(id(run) in mine for run in line):
            return True
        seen = seen or any(id(run) not in mine for run in line)
    return False


def _marginal_names(names: list[Run], text: list[Run], *, at_left: bool = False) -> bool:
    """True when ``names`` are marginal names beside ``text``: single words with a letter,
    LEAST_NAMES or more, each aligned on the edge towards the text (a documented package's
    macro names set in the margin against the column), no more lines than the text has.

    The text may be code as much as prose (a listing beside its names), so it is not asked
    to read like prose; the alignment and the single words tell a margin from a table's
    first column (left-aligned cells, several words, or numbers). A name may be a date
    when most are words and all are in type smaller than the text's (NOTE_SIZE): LaTeX's
    change notes ("New", "description", "2019/07/10" beside ``fntguide``'s paragraph, too
    close to the text's size to be a sidebar) were read into the paragraph's lines, each
    line ending in a word of the note. A table's last column in the text's own type
    (``cite``'s "Default", two macro names, ``1000``) stays in its rows.
    """
    if len(names) < LEAST_NAMES or any(
        " " in r.text.strip() or not any(c.isalnum() for c in r.text) for r in names
    ):
        return False
    words = sum(1 for r in names if any(c.isalpha() for c in r.text))
    if words < len(names) and (
        2 * words <= len(names) or _median_height(names) > NOTE_SIZE * _median_height(text)
    ):
        return False  # numbers: a table's column (a date only in a note's smaller type)
    edges = [r.x1 for r in names] if at_left else [r.x0 for r in names]
    if max(edges) - min(edges) > NAME_ALIGN:
        return False
    return len(_lines(names)) <= len(_lines(text))


def _few_labels(labels: list[Run], prose: list[Run]) -> bool:
    """True when ``labels`` are a margin's few short lines beside ``prose``'s many."""
    label_lines, prose_lines = _lines(labels), _lines(prose)
    short = all(_words(line) < MIN_WORDS_PER_COLUMN_LINE for line in label_lines)
    return short and len(label_lines) * MARGIN_LABELS <= len(prose_lines)


def _rows(runs: list[Run]) -> list[list[Run]]:
    """The region's horizontal bands, top to bottom (runs whose y-extents chain together)."""
    rows: list[list[Run]] = []
    bottom = math.inf
    for run in sorted(runs, key=lambda r: -r.y1):
        if rows and run.y1 > bottom + MIN_GAP:
            rows[-1].append(run)
            bottom = min(bottom, run.y0)
        else:
            rows.append([run])
            bottom = run.y0
    return rows


def _free(runs: list[Run]) -> list[tuple[float, float]]:
    """The x-intervals no run of a row covers, the margins included."""
    cols = _bands([(r.x0, r.x1) for r in runs])
    edges = [-math.inf, *(x for col in cols for x in col), math.inf]
    return [(edges[i], edges[i + 1]) for i in range(0, len(edges), 2)]


def _common_gutter(
    gutters: list[tuple[float, float]], free: list[tuple[float, float]], minimum: float
) -> list[tuple[float, float]]:
    out = []
    for lo, hi in gutters:
        for rlo, rhi in free:
            a, b = max(lo, rlo), min(hi, rhi)
            if b - a >= minimum:
                out.append((a, b))
    return out


def _row_groups(
    rows: list[list[Run]], minimum: float, *, page: bool = False
) -> Iterator[list[Run]]:
    """Consecutive rows that share a gutter, merged: a set of columns between full-width
    rows (a title, a figure caption) is cut as a whole, not band by band (see
    :func:`_gutter_groups`), then, where a column begins under a figure:

    - a group whose first row is a page's head, its other rows all on one side of the
      gutter they share with it and one of them across another of its gutters, is the
      head alone and rows alone (the head's gap between page number and title lay over
      a figure in the left column: the right column's first lines went with the head);
    - rows alone, each on one side of the gutter of the group of columns after them and
      near it, are that group's first rows: the right column's first lines beside a
      figure in the left one are read with the right column, after the left one (a
      TUGboat article: "A first category of ... grouped under" was read before the
      figure's caption and the left column, "the axonometric perspectives" after);
    - a group that is a paragraph's lines whose wide spaces line up (:func:`_river`) is
      rows alone.
    """
    found = list(_gutter_groups(rows, minimum, page=page))
    groups: list[tuple[list[list[Run]], list[tuple[float, float]]]] = []
    for at, (members, shared) in enumerate(found):
        near = [found[k][0] for k in (at - 1, at + 1) if 0 <= k < len(found)]
        if _head_over_one_side(members, shared, minimum) or _river(members, shared, near, minimum):
            groups.extend(([member], []) for member in members)
        else:
            groups.append((members, shared))
    out: list[list[list[Run]]] = []
    for members, shared in groups:
        taken, below = 0, members[0]  # lone rows just above that join the group
        while (
            shared
            and taken < len(out)
            and len(out[-1 - taken]) == 1
            and _joins_below(out[-1 - taken][0], below, members, shared, minimum)
        ):
            below = out[-1 - taken][0]
            taken += 1
        if taken and _prose_columns([run for member in members for run in member], shared):
            merged = [row for group in out[len(out) - taken :] for row in group] + members
            if _cut_as_columns([run for member in merged for run in member], minimum):
                del out[len(out) - taken :]
                members = merged
        out.append(members)
    for members in out:
        yield [run for member in members for run in member]


def _river(
    members: list[list[Run]],
    shared: list[tuple[float, float]],
    near: list[list[list[Run]]],
    minimum: float,
) -> bool:
    """True when a group of at most RIVER_ROWS rows sharing a gutter is lines of one
    paragraph whose wide spaces (a sentence's end on a line stretched to the measure) line
    up: a row alone just above or below it (at most twice the widest gap between its rows)
    crosses the gutter and spans the group's measure, ending where its rows end and
    starting where they start (a paragraph's indent allowed).

    ESS's Texinfo manual: "a popular repository for Emacs packages.  Instructions on how
    to do so are found on" over "MELPA's website (https://melpa.org/).  MELPA also hosts",
    both gaps a word space wide at one place, were cut as two columns of two lines, and
    neither sentence across the gap was found; a page's head over the page's first line
    (its gap between title and page number over a sentence's end: "Chapter 2: Objects  8"
    over "Pairlists ... are treated specially.  For pairlist objects, a", R's and GNU's
    Texinfo manuals) was cut so too. Two columns of prose stand apart from the lines around
    them (a heading, a space); a justified paragraph's lines do not. Each row is one line:
    a band of a form's cells at several heights is no paragraph's line."""
    if not shared or not 2 <= len(members) <= RIVER_ROWS:
        return False
    tops = [max(r.y1 for r in row) for row in members]
    bottoms = [min(r.y0 for r in row) for row in members]
    spacing = max(max(bottoms[k] - tops[k + 1] for k in range(len(members) - 1)), MIN_GAP)
    left = min(r.x0 for row in members for r in row)
    right = max(r.x1 for row in members for r in row)
    height = _median_height([r for row in members for r in row])
    if any(abs(max(r.x1 for r in row) - right) > minimum for row in members):
        return False  # a row ends short of the measure: no justified paragraph's line
    if any(len(_lines(row)) > 1 for row in members):
        return False  # a band of cells at several heights (a form's checkbox labels)
    for group in near:
        if len(group) != 1:
            continue
        row = group[0]
        gap = max(min(r.y0 for r in row) - tops[0], bottoms[-1] - max(r.y1 for r in row))
        if gap > 2 * spacing:
            continue
        if not all(any(r.x0 < lo and r.x1 > hi for r in row) for lo, hi in shared):
            continue
        start, end = min(r.x0 for r in row), max(r.x1 for r in row)
        if abs(end - right) <= minimum and -minimum <= start - left <= INDENT_HEIGHTS * height:
            return True
    return False


def _prose_columns(runs: list[Run], shared: list[tuple[float, float]]) -> bool:
    """True when a gutter of ``shared`` parts ``runs`` into two columns of prose of one
    width (BALANCED_WIDTH), as a page's columns are: a table's columns, a definition
    list's terms beside their text, take no rows from above."""
    for lo, hi in shared:
        left, right = _split_at(runs, (lo + hi) / 2)
        if not (left and right):
            continue
        if _one_width(left, right) and _reads_like_prose(left) and _reads_like_prose(right):
            return True
    return False


def _cut_as_columns(runs: list[Run], minimum: float) -> bool:
    """True when :func:`reading_order` cuts these runs into columns."""
    return _page_columns(runs, minimum) is not None or _column_cut(runs, minimum) is not None


def _side(row: list[Run], gutter: tuple[float, float]) -> int:
    """-1 when the row lies wholly left of the gutter, 1 wholly right, 0 across it."""
    if max(r.x1 for r in row) <= gutter[0]:
        return -1
    if min(r.x0 for r in row) >= gutter[1]:
        return 1
    return 0


def _head_over_one_side(
    members: list[list[Run]], shared: list[tuple[float, float]], minimum: float
) -> bool:
    """True when a group's first row is no row of its columns: it stands apart above
    them (more than twice the widest gap between the later rows: a definition list's
    term and first line stand at the line spacing), every later row lies on one and the
    same side of the gutters they share with it, and a later row covers another gutter
    of the first row."""
    if not shared or not _first_stands_apart(members):
        return False
    if len(shared) >= len(_gutters(members[0], minimum)):
        return False
    sides = {_side(row, gutter) for row in members[1:] for gutter in shared}
    return len(sides) == 1 and 0 not in sides


def _first_stands_apart(members: list[list[Run]]) -> bool:
    """True when the first of three rows or more stands apart above the others: more
    than twice the widest gap between them (a definition list's term and first line, a
    column's lines, stand at the line spacing)."""
    if len(members) < 3:
        return False
    tops = [max(r.y1 for r in row) for row in members]
    bottoms = [min(r.y0 for r in row) for row in members]
    gaps = [bottoms[k] - tops[k + 1] for k in range(len(members) - 1)]
    return gaps[0] > 2 * max(max(gaps[1:]), MIN_GAP)


def _joins_below(
    row: list[Run],
    below: list[Run],
    members: list[list[Run]],
    shared: list[tuple[float, float]],
    minimum: float,
) -> bool:
    """True when a lone ``row`` stands just above the row ``below`` (a group's first, or
    a row joining it), on one side of one of the gutters the group shares, and starts
    where that side's column starts (a paragraph's indent allowed): a right-aligned line
    above two columns (an epigraph's attribution, a "Received" date) is no line of the
    right column."""
    gap = min(r.y0 for r in row) - max(r.y1 for r in below)
    if gap >= FAR_BELOW * minimum:
        return False
    start = min(r.x0 for r in row)
    height = max(r.height for r in row)
    for gutter in shared:
        side = _side(row, gutter)
        if side == 0:
            continue
        starts = [r.x0 for member in members for r in member if (r.x0 >= gutter[1]) == (side > 0)]
        if starts and start - min(starts) <= INDENT_HEIGHTS * height:
            return True
    return False


def _gutter_groups(
    rows: list[list[Run]], minimum: float, *, page: bool = False
) -> Iterator[tuple[list[list[Run]], list[tuple[float, float]]]]:
    """Consecutive rows that share a gutter, as groups of rows with the gutters they share
    (none for a row alone): a set of columns between full-width rows (a title, a figure
    caption).

    A group starts at a row with a gutter and goes on through every row that leaves some
    of that gutter free (a row with text in one column only leaves it all free). A group's
    last rows in one column only that stand closer to the full-width row after them than
    to the row before them (a heading over the paragraph that ends the columns: a
    reference card's "Hecke Grossencharacters") go with that row, not into a column. A
    group whose first row is a head across its later rows' gutter (see
    :func:`_head_across`) is that row alone, and the rows after it are grouped afresh.
    """
    members: list[list[Run]] = []
    shared: list[tuple[float, float]] = []
    bottom = 0.0
    start = at = 0  # the index of the group's first row, and of the row asked
    while at <= len(rows):
        row = rows[at] if at < len(rows) else []
        gutters = _gutters(row, minimum) if row else []
        if row and members and shared:
            common = _common_gutter(shared, _free(row), minimum)
            # A row in one column only, far below the rest (a page foot), ends the group.
            near = bool(gutters) or bottom - max(r.y1 for r in row) < FAR_BELOW * minimum
            opens = (len(members) == 1 or _outside(row, members, common)) and _opens_columns(
                row, gutters, common, rows, at, minimum
            )
            if common and near and not opens:
                members.append(row)
                shared = common
                bottom = min(r.y0 for r in row)
                at += 1
                continue
        carried: list[list[Run]] = []
        if row and shared:
            carried = _heading_rows(members, row, minimum)
            members = members[: len(members) - len(carried)]
        if page and start == 0 and _head_across(rows, len(members), minimum):
            yield [members[0]], []
            members, shared = [], []
            start = at = start + 1  # the rows after the head, grouped afresh
            continue
        if members:
            yield members, (shared if len(members) > 1 else [])
        if not row:
            return
        members, shared, bottom = [*carried, row], gutters, min(r.y0 for r in row)
        start, at = at - len(carried), at + 1


def _head_across(rows: list[list[Run]], count: int, minimum: float) -> bool:
    """True when the first of a group's ``count`` rows (``rows[:count]``) is a head over
    two columns, not a row of them: it stands apart above the group's other rows (more
    than twice the widest gap between them, as in :func:`_head_over_one_side`), and its
    text crosses a gutter they share that goes on down the rows after them (the rows
    leaving some of it free), parting them into two columns of one width
    (BALANCED_WIDTH): a page's columns.

    A journal page's head ("TUGboat, Volume 0 (2060), No. 0  preliminary draft …  1007")
    met the two columns below it at its gap between volume and date, over the left
    column's short lines of code: head and columns' first rows were one group, which no
    gutter parts, and were read row by row ("\\bibitem{" write$ Some functions are
    defined that …"). Read alone, the head stays one line (a running head is known by the
    whole line it repeats on other pages), and the columns below it are cut. A definition
    list's narrow terms beside their descriptions are no such columns, and a row with a
    run starting where the right column starts is the columns' own first lines, standing
    apart from a short group under them (read as one line, "the city council did not"
    and "approve the budget." in the next column made a sentence the page does not have)."""
    members = rows[:count]
    if not _first_stands_apart(members):
        return False
    head = members[0]
    for gutter in _gutters([r for row in members[1:] for r in row], minimum):
        if not any(r.x0 < gutter[1] and r.x1 > gutter[0] for r in head):
            continue
        shared, columns = [gutter], list(members[1])
        for row in rows[2:]:
            common = _common_gutter(shared, _free(row), minimum)
            if not common:
                break
            shared = common
            columns.extend(row)
        lo, hi = shared[0]
        left, right = _split_at(columns, (lo + hi) / 2)
        if not (left and right and _one_width(left, right)):
            continue
        start = min(r.x0 for r in right)
        if any(abs(r.x0 - start) <= minimum for r in head):
            continue  # the columns' own first lines, the right one starting where its column does
        return True
    return False


def _opens_columns(
    row: list[Run],
    gutters: list[tuple[float, float]],
    common: list[tuple[float, float]],
    rows: list[list[Run]],
    at: int,
    minimum: float,
) -> bool:
    """True when ``row`` (``rows[at]``) should open a group rather than join the lone row
    above it (asked only then): the gutter it shares with that row ends at the next row,
    while a gutter of its own goes on into the next row (it is the first row of a page's
    columns).

    A journal page's head ("1004  preliminary draft …  TUGboat") and the columns' first
    row ("3.3 Changing keywords" beside "isation of bdf files …") met at the few points
    between the section number and its title: the first row was grouped with the head and
    read as one line, so the sentence the right column begins was not found."""
    if at + 1 >= len(rows) or not gutters:
        return False
    after = _free(rows[at + 1])
    return not _common_gutter(common, after, minimum) and bool(
        _common_gutter(gutters, after, minimum)
    )


def _outside(row: list[Run], members: list[list[Run]], common: list[tuple[float, float]]) -> bool:
    """True when ``row`` has a run wholly left of every run of ``members`` (the rows of a
    group it might join), beyond the gutters it shares with them: a name in the margin
    beside a paragraph's first line, no part of the columns above (asked with
    :func:`_opens_columns`).

    ``mathdots``' manual: a paragraph's first line after a listing, its macro's name in the
    margin, met the listing's gutter between line numbers and code at the gap between the
    name and the indented line; it was grouped with the listing and read apart from its
    paragraph ("We include current ... so a user", the margin's nine names, then "can
    choose them.")."""
    start = min(r.x0 for member in members for r in member)
    edge = min(lo for lo, _ in common) if common else start
    return any(r.x1 <= start and r.x1 <= edge for r in row)


def _heading_rows(members: list[list[Run]], after: list[Run], minimum: float) -> list[list[Run]]:
    """The last rows of a group of columns (at most HEADING_ROWS, the group keeping one)
    that are in one column only and nearer the row ``after`` them than the one before."""
    carried: list[list[Run]] = []
    below = after
    while len(members) - len(carried) > 1 and len(carried) < HEADING_ROWS:
        row = members[len(members) - len(carried) - 1]
        above = members[len(members) - len(carried) - 2]
        if _gutters(row, minimum):
            break
        gap_below = min(r.y0 for r in row) - max(r.y1 for r in below)
        gap_above = min(r.y0 for r in above) - max(r.y1 for r in row)
        if not gap_below < gap_above:
            break
        carried.insert(0, row)
        below = row
    return carried


def reading_order(runs: list[Run]) -> list[Line]:
    """The runs as lines in reading order, each line's runs in reading order.

    A region is first split into groups of rows (full-width rows apart, rows sharing a
    gutter together); a region that is one group is cut into columns at its widest
    gutter with prose on both sides, else, unless it is a table of wrapped cells or two
    panels side by side (:func:`_panels`), read row by row (a table: cells of a row stay
    on one line). Each line carries the number of the column region it was read in, so
    callers can tell blocks apart. Iterative: no recursion, whatever the input.
    """
    if not runs:
        return []
    usual = _median_height(runs)
    minimum = max(MIN_GUTTER * usual, MIN_GAP)
    out: list[Line] = []
    regions = 0
    # A stack of (runs, region, rows may be grouped): the last pushed is read first.
    stack: list[tuple[list[Run], int, bool]] = [(runs, 0, True)]
    while stack:
        part, region, may_group = stack.pop()
        if len(part) == 1:  # one run (most of a page's lines, once cut): its own line,
            out.append(Line([part[0]], region))  # as _rows, _column_cut and _lines read it
            continue  # (issue 23: tests/sources/pdf/test_layout_shortcuts.py holds them so)
        rows = _rows(part)
        grouped = may_group and len(rows) > 1  # a whole page's rows: its head may stand apart
        groups = list(_row_groups(rows, minimum, page=part is runs)) if grouped else [part]
        if len(groups) > 1:
            stack.extend((group, region, True) for group in reversed(groups))
            continue
        columns = _page_columns(part, minimum) if may_group else None
        if columns is not None:
            read = [(column, regions + 1 + i, True) for i, column in enumerate(columns)]
            stack.extend(reversed(read))  # the first column is read first
            regions += len(columns)
            continue
        cut = _column_cut(part, minimum)
        cells = None
        if cut is None and may_group and len(rows) > 1:
            cells = _wrapped_cells(part, minimum)
        if cut is None and cells is None and may_group and len(part) >= 2 * PANEL_LINES:
            cut = _panels(part, minimum)  # each panel holds PANEL_LINES lines at least
        if cut is not None:
            left, right = cut
            stack.append((right, regions + 2, True))
            stack.append((left, regions + 1, True))
            regions += 2
        elif len(rows) == 1 or not may_group:
            out.extend(Line(line, region) for line in _lines(part, usual))
        elif cells is not None:
            stack.extend((cell, region, False) for cell in reversed(cells))
        else:
            stack.extend((row, region, False) for row in reversed(rows))
    return out


def line_parts(line: list[Run]) -> list[Run | str]:
    """A line as runs and the spaces put between them (where runs are apart, not touching)."""
    parts: list[Run | str] = [line[0]]
    rtl = _right_to_left(line)  # a number inside Hebrew or Arabic still reads leftwards
    for previous, run in pairwise(line):
        gap = (previous.x0 - run.x1) if rtl else (run.x0 - previous.x1)
        height = max(min(run.height, previous.height), 1.0)
        word_gap = RTL_WORD_GAP if rtl and run.rtl and previous.rtl else WORD_GAP
        # Touching, or overlapping a little (kerning); a run drawn over another (a form's
        # label over its field) is a word of its own.
        touching = -0.5 * height < gap < word_gap * height
        if not (
            touching
            or _tucked(previous, run, gap, rtl)
            or previous.text.endswith(" ")
            or run.text.startswith(" ")
        ):
            parts.append(" ")
        parts.append(run)
    return parts


def _tucked(previous: Run, run: Run, gap: float, rtl: bool) -> bool:
    """True when ``run`` is a raised or lowered glyph kerned into the end of ``previous``
    and reaching past it: one word, as TeX's LaTeX logo is (a small raised A tucked under
    the L's arm). It overlaps about a glyph of ``previous`` at most, so a run drawn over a
    whole other one (a form's label over its field) stays a word of its own."""
    if gap >= 0:
        return False
    past = run.x0 < previous.x0 if rtl else run.x1 > previous.x1
    high = max(run.height, previous.height, 1.0)
    shifted = abs(run.y0 - previous.y0) >= 0.2 * high or abs(run.y1 - previous.y1) >= 0.2 * high
    return past and shifted and -gap <= TUCKED_OVERLAP * max(previous.height, 1.0)
