"""How much tree Lexbor will build from a page, bounded from above before it parses.

Lexbor's tree builder is not linear in adversarial input: every block start tag walks the
stack of open elements ("is a ``p`` in button scope?"), every stray end tag walks it for a
match, an element's attributes are checked against each other for duplicates, and the
active formatting elements are reopened at every run of text. So ``<div></x>`` repeated
40,000 times (the stray end tag closes nothing: 40,000 levels), ``<div><!--</div>-->``,
``<b></x><i></x>`` and 100,000 attributes on one element each took tens of seconds to
minutes, and 36 KB of ``<b a=N>`` reopened in every paragraph made 900 MB of nodes. None
of it can be stopped once Lexbor runs, and a count of tags does not see it.

:func:`estimate` therefore reads the page the way the HTML tokenizer does (comments,
``<!`` declarations, quoted attribute values, raw text of ``script`` with its escapes,
``style``, ``textarea``, ``title``, ...) and follows the tree builder's rules for opening
and closing elements, on the safe side wherever it simplifies: an element is closed only
when the parser surely closes it (an end tag in scope, ``p``/``li``/``dd``/``td``/``tr``
closed by the next one, misnested formatting end tags leave everything open), and the
active formatting elements with their markers and the Noah's Ark clause are kept, so
every reopening is counted. Its figures (deepest nesting, elements created, most
attributes on one tag) are upper bounds of what the parser will build, in one linear
pass that stops as soon as a limit is passed.
"""

from __future__ import annotations

import re
from contextlib import suppress
from dataclasses import dataclass
from functools import lru_cache

__all__ = ["MAX_ATTRIBUTES", "MAX_ELEMENTS", "MAX_NESTING", "Estimate", "estimate"]

#: Deeper nesting is refused: Lexbor's parse time grows with the square of the depth
#: (20,000 nested divs take 0.3 s, 50,000 take 2 s).
MAX_NESTING = 4096
#: Elements the parser may create (about 450 bytes each in Lexbor, as much again in the
#: walk): the largest real pages have tens of thousands.
MAX_ELEMENTS = 400_000
#: Attributes on one tag (Lexbor's duplicate check is quadratic in them).
MAX_ATTRIBUTES = 256


@dataclass(frozen=True, slots=True)
class Estimate:
    """Upper bounds for one page: nesting depth, elements created, attributes on a tag."""

    depth: int
    elements: int
    attributes: int

    def excess(self) -> tuple[str, int, int] | None:
        """The first limit passed, as (name, limit, estimate), or None."""
        for name, limit, value in (
            ("MAX_NESTING", MAX_NESTING, self.depth),
            ("MAX_ELEMENTS", MAX_ELEMENTS, self.elements),
            ("MAX_ATTRIBUTES", MAX_ATTRIBUTES, self.attributes),
        ):
            if value > limit:
                return name, limit, value
        return None


def _names(text: str) -> frozenset[str]:
    return frozenset(text.split())


_SPACE = "\t\n\f\r "
# A tag as the tokenizer reads it: the name, then attributes (a quoted value may hold
# ``>``), then an optional ``/`` (self-closing) and ``>``. Possessive quantifiers: linear.
_TAG = re.compile(
    r"<(/?)([A-Za-z][^\t\n\f\r />]*+)"
    r"((?:[\t\n\f\r ]++|/(?!>)|[^\t\n\f\r />][^\t\n\f\r />=]*+"
    r"(?:[\t\n\f\r ]*+=[\t\n\f\r ]*+(?:\"[^\"]*+\"|'[^']*+'|[^\t\n\f\r >]*+))?+)*+)"
    r"(/?)>"
)
#: The next ``<``, with the tag it opens when there is one (:data:`_TAG` after the ``<``):
#: one search a token instead of a ``find`` and a ``match``.
_NEXT = re.compile("<(?:" + _TAG.pattern[1:] + ")?")
_ATTRIBUTE = re.compile(
    r"[^\t\n\f\r />][^\t\n\f\r />=]*+"
    r"(?:[\t\n\f\r ]*+=[\t\n\f\r ]*+(?:\"[^\"]*+\"|'[^']*+'|[^\t\n\f\r >]*+))?+"
)
_HTML_ENCODING = re.compile(
    r"encoding[\t\n\f\r ]*=[\t\n\f\r ]*[\"']?(?:text/html|application/xhtml\+xml)[\"'\s/]",
    re.IGNORECASE,
)
_SCRIPT_STATES = (
    re.compile(r"<!--|</script(?=[\t\n\f\r />])", re.IGNORECASE),  # script data
    re.compile(r"-->|</script(?=[\t\n\f\r />])|<script(?=[\t\n\f\r />])", re.IGNORECASE),
    re.compile(r"-->|</script(?=[\t\n\f\r />])", re.IGNORECASE),  # double escaped
)
_ASCII_LOWER = str.maketrans("ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz")

_VOID = _names(
    "area base basefont bgsound br col embed frame hr image img input keygen link meta "
    "param source track wbr"
)
_RAW = _names("script style xmp iframe noembed noframes textarea title plaintext")
_FORMATTING = _names("a b big code em font i nobr s small strike strong tt u")
_MARKERS = _names("td th caption applet marquee object template")
_SPECIAL = _names(
    "address applet area article aside base basefont bgsound blockquote body br button "
    "caption center col colgroup dd details dir div dl dt embed fieldset figcaption "
    "figure footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html iframe "
    "img input keygen li link listing main marquee menu meta nav noembed noframes noscript "
    "object ol p param plaintext pre script search section select source style summary "
    "table tbody td template textarea tfoot th thead title tr track ul wbr xmp"
)  # HTML elements; the foreign ones are in _FOREIGN_SPECIAL
#: Scope boundaries among HTML elements, and ``select`` (in which Lexbor ignores the end
#: tags of elements outside it). Both sets must be exact, not merely larger: an element
#: this estimate keeps open where the parser closed it could later be "closed" here by
#: an end tag the parser ignores, together with the elements above it.
_BOUNDARY = _names("applet caption html table td th marquee object template select")
_TABLE_BOUNDARY = _names("html table template")
_LIST_STOP = _SPECIAL - _names("address div p li dd dt")
_CLOSES_P = _names(
    "address article aside blockquote center details dialog dir div dl fieldset "
    "figcaption figure footer header hgroup main menu nav ol p search section summary ul "
    "h1 h2 h3 h4 h5 h6 pre listing form plaintext hr xmp li dd dt"
)  # and ``table``, in no-quirks mode only (see _Tree._start_html)
#: What "generate implied end tags" closes (an option in a select, say).
_IMPLIED_END = _names("dd dt li optgroup option p rb rp rt rtc")
_HEADINGS = ("h1", "h2", "h3", "h4", "h5", "h6")
_HEADING_NAMES = frozenset(_HEADINGS)  # (a tuple is searched name by name)
_SCOPED_END = _names(
    "address article aside blockquote button center details dialog dir div dl fieldset "
    "figcaption figure footer header hgroup listing main menu nav ol pre search section "
    "summary ul dd dt applet marquee object"
)
_TABLE_END = _names("table tbody thead tfoot tr td th caption colgroup")
_TABLE_START = _names("caption col colgroup tbody td tfoot th thead tr")
_SECTIONS = ("tbody", "thead", "tfoot")
_SECTION_NAMES = frozenset(_SECTIONS)
_BREAKOUT = _names(
    "b big blockquote body br center code dd div dl dt em embed h1 h2 h3 h4 h5 h6 head hr "
    "i img li listing menu meta nobr ol p pre ruby s small span strong strike sub sup "
    "table tt u ul var"
)
#: Start tags before which the parser does not reopen the active formatting elements
#: (the text inside them will): blocks, lists, tables, headings, forms, raw text.
_NO_REOPEN = _names(
    "address article aside blockquote center details dialog dir div dl fieldset "
    "figcaption figure footer header hgroup main menu nav ol p search section summary ul "
    "h1 h2 h3 h4 h5 h6 pre listing form plaintext hr li dd dt table caption col colgroup "
    "tbody td tfoot th thead tr template base basefont bgsound link meta frameset frame "
    "head body html param source track rp rt rb rtc"
)  # raw text elements reopen them: Lexbor does, for a textarea at least
_SVG_POINTS = _names("foreignobject desc title")
#: Foreign elements that are special and scope boundaries (the rest are neither).
_FOREIGN_SPECIAL = _names("mi mo mn ms mtext annotation-xml foreignobject desc title")
_MATH_POINTS = _names("mi mo mn ms mtext")

# Category bits of an element on the stack.
SPECIAL, BOUNDARY, TABLE_BOUNDARY, LIST_STOP, BUTTON, LIST = 1, 2, 4, 8, 16, 32
_CATEGORIES = (SPECIAL, BOUNDARY, TABLE_BOUNDARY, LIST_STOP, BUTTON, LIST)
#: The categories set in each combination of bits (an element's, walked at push and pop).
_BITS_SET = tuple(tuple(bit for bit in _CATEGORIES if bits & bit) for bits in range(64))
#: Elements an adoption agency run may create (8 outer runs, a new element and 3 clones).
_ADOPTION_CLONES = 32


@lru_cache(maxsize=1024)
def _categories(name: str) -> int:
    bits = 0
    if name in _SPECIAL:
        bits |= SPECIAL
    if name in _BOUNDARY:
        bits |= BOUNDARY
    if name in _TABLE_BOUNDARY:
        bits |= TABLE_BOUNDARY
    if name in _LIST_STOP:
        bits |= LIST_STOP
    if name == "button":
        bits |= BUTTON
    if name in ("ol", "ul"):
        bits |= LIST
    return bits


#: An HTML element's categories and whether it is a marker, by name (:meth:`_Tree.push_html`).
_HTML_BITS: dict[str, tuple[int, bool]] = {}

#: Start tags with rules of their own in :meth:`_Tree._start_html`; every other one
#: (``div``, ``p``, ``span``, ``ul``...) only closes a p, reopens the formatting elements
#: and is pushed, which it does on a short path (the tags of most pages).
_NOT_PLAIN = (
    _names(
        "html head body frameset form table li dd dt button option optgroup input select "
        "a nobr svg math plaintext"
    )
    | frozenset(_HEADINGS)
    | _TABLE_START
    | _VOID
    | _RAW
    | _FORMATTING
)


class _Limit(Exception):
    """A limit was passed: the estimate stops there."""


class _Entry:
    """An active formatting element (its element's stack index, or -1 when closed)."""

    __slots__ = ("index", "name", "order", "removed", "segment")

    def __init__(self, name: str, order: int, segment: _Segment) -> None:
        self.name = name
        self.order = order
        self.segment = segment
        self.index = -1
        self.removed = False


class _Segment:
    """The active formatting elements after one marker (``td``, ``object``, ...)."""

    __slots__ = ("by_key", "by_name", "closed", "count", "live")

    def __init__(self) -> None:
        self.by_name: dict[str, list[_Entry]] = {}
        self.by_key: dict[str, list[_Entry]] = {}
        self.closed: list[_Entry] = []  # popped but still active: reopened by text
        self.count = 0  # entries in ``closed`` still active
        self.live = 0  # entries still active, open or closed

    def last(self, name: str) -> _Entry | None:
        entries = self.by_name.get(name)
        while entries:
            if not entries[-1].removed:
                return entries[-1]
            entries.pop()
        return None

    def remove(self, entry: _Entry) -> None:
        if not entry.removed:
            entry.removed = True
            self.live -= 1
            if entry.index < 0:
                self.count -= 1


class _Element:
    """An open element: ``key`` finds it by name (``^name`` for a foreign one, empty once
    no end tag can close it), ``bits`` its categories."""

    __slots__ = ("bits", "entry", "foreign", "key", "marker", "name", "point")

    def __init__(
        self, name: str, key: str, bits: int, foreign: str, point: bool, marker: bool
    ) -> None:
        self.name = name
        self.key = key
        self.bits = bits
        self.foreign = foreign  # "svg", "math" or "" (HTML)
        self.point = point  # an integration point: its content is HTML again
        self.marker = marker
        self.entry: _Entry | None = None


class _Tree:
    """The stack of open elements, as the tree builder would at most have it."""

    def __init__(self) -> None:
        self.stack: list[_Element] = []
        self.where: dict[str, list[int]] = {}  # key → stack indices, bottom to top
        self.html: list[int] = []  # indices of the HTML elements
        self.category: dict[int, list[int]] = {bit: [] for bit in _CATEGORIES}
        self.segments = [_Segment()]
        self.depth = 2  # html and body
        self.elements = 3  # html, head and body
        self.bang = -2  # where the next "--!>" is (-1: nowhere; -2: not looked for yet)
        self.attributes = 0
        self.frameset = False
        self.form = False  # the parser's form element pointer
        self.entries = 0

    # -- bookkeeping ---------------------------------------------------------------
    def _created(self, count: int = 1) -> None:
        """Elements made that stay leaves here (void, raw text, clones): one level deeper."""
        self.elements += count
        if self.elements > MAX_ELEMENTS:
            raise _Limit
        self.depth = max(self.depth, len(self.stack) + 3)
        if self.depth > MAX_NESTING:
            raise _Limit

    def top(self, name: str) -> int:
        places = self.where.get(name)
        return places[-1] if places else -1

    def top_of(self, bit: int) -> int:
        places = self.category[bit]
        return places[-1] if places else -1

    def push(
        self, name: str, *, foreign: str = "", point: bool = False, phantom: bool = False
    ) -> _Element:
        if phantom:
            bits, key = 0, ""
        elif foreign:
            bits = SPECIAL | BOUNDARY | LIST_STOP if name in _FOREIGN_SPECIAL else 0
            key = "^" + name
        else:
            bits, key = _categories(name), name
        marker = name in _MARKERS and not phantom and not foreign
        element = _Element(name, key, bits, foreign, point, marker)
        index = len(self.stack)
        self.stack.append(element)
        if key:
            self.where.setdefault(key, []).append(index)
        if not foreign:
            self.html.append(index)
        for bit in _BITS_SET[bits]:
            self.category[bit].append(index)
        if element.marker and not phantom:
            self.segments.append(_Segment())
        self.elements += 1
        if self.elements > MAX_ELEMENTS:
            raise _Limit
        if len(self.stack) + 2 > self.depth:
            self.depth = len(self.stack) + 2
        if self.depth > MAX_NESTING:
            raise _Limit
        return element

    def push_html(self, name: str) -> _Element:
        """:meth:`push` for an HTML element (not foreign, not a phantom), the common case:
        the same bookkeeping without the cases that do not arise."""
        known = _HTML_BITS.get(name)
        if known is None:
            known = _HTML_BITS[name] = (_categories(name), name in _MARKERS)
            if len(_HTML_BITS) > 1024:  # made-up names: the cache stays bounded
                _HTML_BITS.clear()
        bits, marker = known
        element = _Element(name, name, bits, "", False, marker)
        stack = self.stack
        index = len(stack)
        stack.append(element)
        places = self.where.get(name)
        if places is None:
            self.where[name] = [index]
        else:
            places.append(index)
        self.html.append(index)
        if bits:
            category = self.category
            for bit in _BITS_SET[bits]:
                category[bit].append(index)
        if marker:
            self.segments.append(_Segment())
        self.elements += 1
        if self.elements > MAX_ELEMENTS:
            raise _Limit
        if index + 3 > self.depth:  # len(stack) + 2, as push
            self.depth = index + 3
        if self.depth > MAX_NESTING:
            raise _Limit
        return element

    def pop(self) -> None:
        """The current element closed (:meth:`pop_to` of one)."""
        self.pop_to(len(self.stack) - 1)

    def pop_to(self, index: int) -> None:
        """Close the elements down to ``index``: each off the stack, its name's and its
        categories' places, and a formatting element's entry marked closed (end tags pop
        here; the steps written out once, with the lists held in locals)."""
        stack, where, html, category = self.stack, self.where, self.html, self.category
        while len(stack) > index:
            element = stack.pop()
            if element.key:
                where[element.key].pop()
            if not element.foreign:
                html.pop()
            if element.bits:
                for bit in _BITS_SET[element.bits]:
                    category[bit].pop()
            entry = element.entry
            if entry is not None and not entry.removed:
                entry.index = -1
                entry.segment.closed.append(entry)
                entry.segment.count += 1

    def clear_to_marker(self, index: int) -> None:
        """Pop to ``index`` and drop the active formatting elements after the last marker,
        as the parser does only when it closes a cell, a caption, a template or an
        applet, marquee or object by its end tag: a marker element popped otherwise (by a
        table's end, say) leaves its marker in the list, hiding the elements before it."""
        self.pop_to(index)
        if len(self.segments) > 1:
            self.segments.pop()

    def _close_select(self, index: int) -> None:
        """The parser opens no applet, marquee or object in a select: their markers,
        made only here, go with them."""
        markers = sum(1 for e in self.stack[index:] if e.marker and e.name != "template")
        self.pop_to(index)
        del self.segments[max(1, len(self.segments) - markers) :]

    def _close_cell(self) -> None:
        """Table tokens in a cell close it first (and its marker)."""
        where = self.where  # self.top inlined: a table's every tag comes here
        td, th = where.get("td"), where.get("th")
        cell = max(td[-1] if td else -1, th[-1] if th else -1)
        if cell >= 0 and self.in_table_scope(cell):
            self.clear_to_marker(cell)

    def forget(self, index: int) -> None:
        """The parser removed this element from its stack out of order: it still counts
        for depth here, but no end tag can close it any more."""
        element = self.stack[index]
        if element.key:
            places = self.where[element.key]
            for place in range(len(places) - 1, -1, -1):  # near the top: from the end
                if places[place] == index:
                    del places[place]
                    break
            element.key = ""

    def in_scope(self, index: int, extra: int = 0) -> bool:
        boundary = max(self.top_of(BOUNDARY), self.top_of(extra) if extra else -1)
        return index >= 0 and index >= boundary

    def in_table_scope(self, index: int) -> bool:
        return index >= 0 and index >= self.top_of(TABLE_BOUNDARY)

    def foreign(self) -> bool:
        """Is the current node a foreign (SVG, MathML) element, not an integration point?"""
        return bool(self.stack) and bool(self.stack[-1].foreign) and not self.stack[-1].point

    def uncertain(self) -> bool:
        """Could the parser be somewhere raw text is not raw (in a select, a frameset)?"""
        return self.frameset or bool(self.where.get("select"))

    # -- active formatting elements ------------------------------------------------
    def reopen(self) -> None:
        """Text reopens every active formatting element that was closed.

        The ones still open here are counted as made again too: where this estimate keeps
        an element open on the safe side (a ``table`` inside a ``table`` in a foster-
        parented ``b``, say), the parser may have closed it, and would reopen it now.
        """
        segment = self.segments[-1]
        if segment.live > segment.count:
            self._created(segment.live - segment.count)
        if not segment.count:
            return
        waiting = sorted(
            (e for e in segment.closed if not e.removed and e.index < 0),
            key=lambda e: e.order,
        )
        segment.closed = []
        segment.count = 0
        for entry in waiting:
            element = self.push_html(entry.name)
            entry.index = len(self.stack) - 1
            element.entry = entry

    def add_formatting(self, element: _Element, key: str) -> None:
        segment = self.segments[-1]
        segment.live += 1
        same = segment.by_key.setdefault(key, [])
        same[:] = [e for e in same if not e.removed]
        if len(same) >= 3:  # Noah's Ark: at most three alike
            segment.remove(same.pop(0))
        self.entries += 1
        entry = _Entry(element.name, self.entries, segment)
        entry.index = len(self.stack) - 1
        element.entry = entry
        same.append(entry)
        segment.by_name.setdefault(element.name, []).append(entry)

    def adopt(self, name: str) -> bool:
        """A formatting end tag (the adoption agency); False if it is not one here."""
        entry = self.segments[-1].last(name)
        if entry is None:
            return False
        if entry.index < 0:
            entry.segment.remove(entry)
        elif not self.in_scope(entry.index):
            pass
        elif self.top_of(SPECIAL) > entry.index:
            self._created(_ADOPTION_CLONES)  # rearranged, never shallower: left open here
        else:
            entry.segment.remove(entry)
            self.pop_to(entry.index)
        return True

    # -- tokens --------------------------------------------------------------------
    def text(self) -> None:
        self.reopen()

    def start(self, name: str, attributes: str, self_closing: bool) -> bool:
        """A start tag; True when the tokenizer now reads the element's raw text."""
        stack = self.stack
        if stack and stack[-1].foreign and not stack[-1].point:  # self.foreign()
            breakout = name in _BREAKOUT or (
                name == "font" and re.search(r"\b(?:color|face|size)\b", attributes, re.I)
            )
            if not breakout:
                parent = self.stack[-1]
                self._push_foreign(name, parent.foreign, attributes, self_closing)
                return False
            while self.foreign():
                self.pop()
        return self._start_html(name, attributes, self_closing)

    def _push_foreign(self, name: str, space: str, attributes: str, self_closing: bool) -> None:
        if self_closing:
            self._created()
            return
        point = (space == "svg" and name in _SVG_POINTS) or (
            space == "math"
            and (
                name in _MATH_POINTS
                or (name == "annotation-xml" and bool(_HTML_ENCODING.search(attributes + " ")))
            )
        )
        self.push(name, foreign=space, point=point)

    def _start_html(self, name: str, attributes: str, self_closing: bool) -> bool:
        if name not in _NOT_PLAIN:  # what the rules below do for it, and nothing else
            if name in _CLOSES_P:
                self._close_p()
            if name not in _NO_REOPEN:
                self.reopen()
            self.push_html(name)
            return False
        if name in ("html", "head", "body"):
            return False
        if name == "frameset":
            self.frameset = True
        if name in _TABLE_START:
            return self._table_part(name)
        if name == "form":
            if self.form and not self.where.get("template"):
                return False  # a form inside a form is ignored
            if not self.where.get("template"):
                self.form = True  # a form in a template does not set the form pointer
        if name in _CLOSES_P:
            self._close_p()
        elif name == "table":
            # No-quirks mode closes an open p here, quirks mode does not: either way the
            # p and what is above it can no longer be closed by an end tag here.
            index = self.top("p")
            if self.in_scope(index, BUTTON):
                for above in range(index, len(self.stack)):
                    self.forget(above)
        if name in _HEADING_NAMES and self.stack and self.stack[-1].key in _HEADING_NAMES:
            self.pop()
        elif name == "li":
            self._close_list_item(("li",))
        elif name in ("dd", "dt"):
            self._close_list_item(("dd", "dt"))
        elif name == "table" and self._in_table_mode():
            self.pop_to(self.top("table"))  # a table in a table closes the first
        elif name == "button" and self.in_scope(self.top("button")):
            self.pop_to(self.top("button"))
        elif name in ("option", "optgroup") and self.in_scope(self.top("select")):
            # In a select they close a p (or li, option, ...) first: <select><p><option>.
            implied = _IMPLIED_END if name == "optgroup" else _IMPLIED_END - {"optgroup"}
            while self.stack and self.stack[-1].key in implied:
                self.pop()
        elif name in ("option", "optgroup") and self.stack and self.stack[-1].key == "option":
            self.pop()
        elif name == "input" and self.in_scope(self.top("select")):
            self._close_select(self.top("select"))  # an input closes the select it is in
        elif name == "select" and self.in_scope(self.top("select")):
            self._close_select(self.top("select"))  # a select inside a select closes it
            return False
        if name == "a":
            self._close_open_anchor()
        elif name == "nobr":
            self.reopen()  # first: the nobr reopened may be in scope, and closed again
            if self.in_scope(self.top("nobr")):
                self.adopt("nobr")
        # After the closing above (a button closes a button, then reopens): as the parser.
        if name not in _NO_REOPEN:
            self.reopen()
        if name in ("svg", "math"):
            self._push_foreign(name, name, attributes, self_closing)
            return False
        if name in _VOID:
            self._created()
            return False
        if name == "plaintext":
            self.push_html(name)  # never closed: the rest of the page is its text
            return True
        if name in _RAW:
            self._created()
            return True
        if name in _FORMATTING:
            element = self.push_html(name)
            self.add_formatting(element, f"{name} {attributes.strip()}")
            return False
        self.push_html(name)
        return False

    def _in_table_mode(self) -> bool:
        """In a table, not in one of its cells or its caption (foster-parented or not)."""
        table = self.top("table")
        if table < 0 or table < self.top("template"):
            return False
        return max(self.top("td"), self.top("th"), self.top("caption")) < table

    def _close_p(self) -> None:
        index = self.top("p")
        if self.in_scope(index, BUTTON):
            self.pop_to(index)

    def _close_list_item(self, names: tuple[str, ...]) -> None:
        index = max(self.top(name) for name in names)
        others = ("dd", "dt") if names == ("li",) else ("li",)
        stop = max(self.top_of(LIST_STOP), *(self.top(name) for name in others))
        if index >= 0 and index > stop:
            self.pop_to(index)

    def _close_open_anchor(self) -> bool:
        """An ``a`` inside an open ``a`` closes it first (True if there was one)."""
        entry = self.segments[-1].last("a")
        if entry is None:
            return False
        if entry.index < 0:
            entry.segment.remove(entry)
        elif self.top_of(SPECIAL) > entry.index:
            entry.segment.remove(entry)
            self.forget(entry.index)
            self._created(_ADOPTION_CLONES)
        else:
            entry.segment.remove(entry)
            self.pop_to(entry.index)
        return True

    def _section_in_scope(self) -> bool:
        """Is a ``tbody``, ``thead`` or ``tfoot`` in table scope?"""
        boundary = self.top_of(TABLE_BOUNDARY)
        for section in _SECTIONS:
            places = self.where.get(section)
            if places and places[-1] >= 0 and places[-1] >= boundary:
                return True
        return False

    def _table_part(self, name: str) -> bool:
        where = self.where  # self.top inlined: a table's every tag comes here
        places = where.get("table")
        table = places[-1] if places else -1
        if table < 0:
            return False  # outside a table these are ignored
        places = where.get("template")
        if places and table < places[-1]:
            return False
        places = where.get("caption")
        if places and self.in_table_scope(places[-1]):
            self.clear_to_marker(places[-1])  # any of these closes an open caption first
        self._close_cell()
        if name in ("td", "th"):
            row = self.top("tr")
            if self.in_table_scope(row):
                self.pop_to(row + 1)
            else:
                if not self._section_in_scope():
                    self.push_html("tbody")
                self.push_html("tr")
            self.push_html(name)
        elif name == "tr":
            row = self.top("tr")
            if self.in_table_scope(row):
                self.pop_to(row)
            if not self._section_in_scope():
                self.push_html("tbody")
            self.push_html(name)
        elif name in _SECTION_NAMES:
            section = max(self.top(s) for s in _SECTIONS)
            if self.in_table_scope(section):
                self.pop_to(section)
            self.push_html(name)
        elif name == "col":  # inside a column group the parser opens for it
            self.pop_to(table + 1)
            self.push_html("colgroup")
            self._created()
            self.pop()
        else:  # caption, colgroup
            self.pop_to(table + 1)
            self.push_html(name)
        return False

    def end(self, name: str) -> None:
        """An end tag."""
        if name in ("p", "br"):
            while self.foreign():  # these break out of foreign content, as start tags do
                self.pop()
        if self.stack and self.stack[-1].foreign:
            # Foreign content: the nearest foreign element of that name above every HTML
            # element closes; else the HTML rules (which match HTML elements only).
            index = self.top("^" + name)
            if index > (self.html[-1] if self.html else -1):
                self.pop_to(index)
                return
        if name in _FORMATTING and self.adopt(name):
            return
        if name == "p":
            index = self.top("p")
            if self.in_scope(index, BUTTON):
                self.pop_to(index)
            else:
                self._created()  # the parser makes an empty p
        elif name == "li":
            index = self.top("li")
            if self.in_scope(index, LIST):
                self.pop_to(index)
        elif name in _HEADING_NAMES:
            index = max(self.top(h) for h in _HEADINGS)
            if self.in_scope(index):
                self.pop_to(index)
        elif name in _TABLE_END:
            index = self.top(name)
            if self.in_table_scope(index):
                if name in ("td", "th", "caption"):
                    self.clear_to_marker(index)
                    return
                caption = self.top("caption")
                if caption > index and self.in_table_scope(caption):
                    self.clear_to_marker(caption)
                self._close_cell()
                self.pop_to(index)
        elif name in _SCOPED_END:
            index = self.top(name)
            if self.in_scope(index):
                if name in ("applet", "marquee", "object"):
                    self.clear_to_marker(index)
                else:
                    self.pop_to(index)
        elif name == "form":
            self.form = False
            index = self.top("form")
            if self.in_scope(index):  # implied end tags first: <form><div><dd></form>
                while self.stack[-1].key in _IMPLIED_END:
                    self.pop()
            if index >= 0 and index == len(self.stack) - 1:
                self.pop()
            elif self.in_scope(index):
                self.forget(index)  # removed from the middle of the stack
        elif name == "br":
            self.reopen()
            self._created()
        elif name == "template":
            index = self.top("template")
            if index >= 0:
                self.clear_to_marker(index)
        elif name == "select":
            index = self.top("select")
            if self.in_scope(index):
                self._close_select(index)
        elif name in ("option", "optgroup"):
            if self.stack and self.stack[-1].key == name:
                self.pop()
        elif name in ("body", "html"):
            pass
        else:  # any other end tag: the nearest of that name, unless a special one is nearer
            index = self.top(name)
            if index >= 0 and index >= self.top_of(SPECIAL):
                self.pop_to(index)


#: Tag names lowered, as read (a page repeats a few dozen names thousands of times).
_LOWERED: dict[str, str] = {}


def _lower(name: str) -> str:
    lowered = _LOWERED.get(name)
    if lowered is None:
        lowered = name.lower() if name.isascii() else name.translate(_ASCII_LOWER)
        if len(name) <= 32 and len(_LOWERED) < 4096:  # bounded: made-up names stay out
            _LOWERED[name] = lowered
    return lowered


@lru_cache(maxsize=64)
def _raw_end(name: str) -> re.Pattern[str]:
    return re.compile(rf"</{name}(?=[\t\n\f\r />])", re.IGNORECASE)


def _script_end(text: str, start: int) -> int:
    """Where a script's raw text ends (the ``<`` of its ``</script``), or the text's end.

    The script data states of the tokenizer: ``<!--`` escapes, and inside an escape a
    ``<script`` escapes doubly, so that ``</script`` there does not end the script.
    """
    state, position = 0, start
    while True:
        found = _SCRIPT_STATES[state].search(text, position)
        if found is None:
            return len(text)
        token = found.group().lower()
        position = found.end()
        if token.startswith("</script"):
            if state in (0, 1):
                return found.start()
            state = 1  # double escaped → escaped
        elif token == "<!--":
            state = 1
            position = found.end() - 2  # its dashes may close it at once: ``<!-->``
        elif token == "-->":
            state = 0
        else:  # <script inside an escape
            state = 2


def _comment_end(text: str, start: int, tree: _Tree) -> int:
    """The offset after a comment whose ``<!--`` ends at ``start`` (the earliest end).

    Where the next ``--!>`` is, is remembered: looking for it afresh at every comment of
    a page without one would read the rest of the page each time.
    """
    if text.startswith(">", start):
        return start + 1
    if text.startswith("->", start):
        return start + 2
    if tree.bang != -1 and tree.bang < start:
        tree.bang = text.find("--!>", start)
    ends = [i for i in (text.find("-->", start), tree.bang) if i >= 0]
    if not ends:
        return len(text)
    end = min(ends)
    return end + (3 if text.startswith("-->", end) else 4)


def estimate(text: str) -> Estimate:
    """Upper bounds of the tree Lexbor builds from ``text`` (see the module docstring).

    Stops at the first limit passed (the figures are then at least past that limit).
    """
    tree = _Tree()
    with suppress(_Limit):
        _scan(text, tree)
    return Estimate(tree.depth, tree.elements, tree.attributes)


def _scan(text: str, tree: _Tree) -> None:
    size = len(text)
    find = text.find
    search = _NEXT.search
    position = 0
    while position < size:
        found = search(text, position)
        if found is None:
            tree.text()
            return
        lt = found.start()
        if lt > position:
            segment = tree.segments[-1]
            if segment.live or segment.count:  # else tree.text() would do nothing
                tree.text()
        closing, raw_name, attributes, slash = found.groups()
        if raw_name is not None:  # a whole tag (what _TAG.match(text, lt) would find)
            position = found.end()
            if closing:
                tree.end(_LOWERED.get(raw_name) or _lower(raw_name))
                continue
            if len(attributes) > MAX_ATTRIBUTES:
                count = sum(1 for _ in _ATTRIBUTE.finditer(attributes))
                tree.attributes = max(tree.attributes, count)
                if count > MAX_ATTRIBUTES:
                    raise _Limit
            name = _LOWERED.get(raw_name) or _lower(raw_name)
            if name not in _NOT_PLAIN:
                # What tree.start does for a plain tag outside foreign content, inlined:
                # a p closed if one is open, the formatting elements reopened if any.
                stack = tree.stack
                if not stack or not stack[-1].foreign or stack[-1].point:
                    if name in _CLOSES_P and tree.where.get("p"):
                        tree._close_p()
                    if name not in _NO_REOPEN:
                        segment = tree.segments[-1]
                        if segment.live or segment.count:
                            tree.reopen()
                    tree.push_html(name)
                    continue
            if not tree.start(name, attributes, bool(slash)):
                continue
            # Raw text (script, style, textarea, title, ...): to its end tag.
            if name == "plaintext":
                end = size
            elif name == "script":
                end = _script_end(text, position)
            else:
                raw_end = _raw_end(name).search(text, position)
                end = size if raw_end is None else raw_end.start()
            if end > position:
                tree.text()  # plaintext's text reopens formatting elements (counted for all)
            if tree.uncertain():
                _scan_untrusted(text, position, end, tree)
            position = end
            continue
        # No tag here: a comment, a declaration, a stray "<", or the text ends in a tag.
        following = text[lt + 1 : lt + 2]
        if following == "!":
            if text.startswith("<!--", lt):
                position = _comment_end(text, lt + 4, tree)
            elif text.startswith("<![CDATA[", lt) and tree.foreign():
                end = find("]]>", lt + 9)
                position = size if end < 0 else end + 3
                tree.text()
            else:  # doctype or a bogus comment: to the first ">"
                end = find(">", lt + 2)
                position = size if end < 0 else end + 1
            continue
        if following == "?":
            end = find(">", lt + 2)
            position = size if end < 0 else end + 1
            continue
        if following == "/":
            after = text[lt + 2 : lt + 3]
            if after.isascii() and after.isalpha():
                return  # the text ends inside the tag
            if after == ">":
                position = lt + 3
                continue
            end = find(">", lt + 2)
            position = size if end < 0 else end + 1
            continue
        if not (following.isascii() and following.isalpha()):
            position = lt + 1
            continue
        return  # a letter after "<" and no whole tag: the text ends inside the tag


_START = re.compile(r"<([A-Za-z][^\t\n\f\r />]*+)")


def _scan_untrusted(text: str, start: int, end: int, tree: _Tree) -> None:
    """Raw text the parser may read as markup (in a select or a frameset): every element
    it could open is counted, left open and closable by no end tag."""
    for found in _START.finditer(text, start, end):
        name = _lower(found.group(1))
        if name not in _VOID:
            tree.push(name, phantom=True)
