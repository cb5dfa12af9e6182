"""HTML to the text a reader sees, in order, without the page furniture.

Parsing is Lexbor's HTML5 parser (``selectolax``); the text comes from a short walker of
our own, so nothing is rewritten: inline white space stays as in the source (offsets
are into real text), entities are decoded, and emoji survive. Blocks are separated by a
blank line; table cells are blocks and a table row ends with one more blank line.

Left out: ``script``, ``style``, ``template`` and other non-text elements, and hidden
elements. Kept apart as furniture (never evidence, but searched so a quote found only
there is reported as such):

- marked furniture: ``nav``, ``aside``, the page's own ``header`` and ``footer`` (those
  inside an article or section are content), and their ARIA roles;
- everything outside the article: a readability-style choice of the article's
  container (paragraphs score their parent and grandparents by length and commas,
  class and id hints count, link-dense containers lose, well-scoring siblings join;
  the body itself may be the article). On a page that marks no main content (no
  ``main``, ``role=main`` or ``article``: most documentation generators), and inside a
  marked ``main`` the choice holds less than half of, a block outside the choice with
  prose of its own is text too, unless its class or id marks it furniture or it is a
  link block (issue 20: a DocBook chapter is all its sections, not the best-scoring one),
  and a whole block with two sentences or more grows with its short lines; inside a
  marked ``main`` the choice holds most of, only blocks of four sentences or more;
- a list of links that is the text is text: a page whose best container and region are
  mostly links (a book's contents, an index page) is that list, and a list holding more
  than half of its article (a Sphinx toctree) is its text; inside such a listing only
  named furniture and a short row of short links (``[Top] [Contents]``) are set apart;
- furniture inside the article that pages mark with plain ``div``s: comment sections,
  share bars, related and "most read" lists, newsletter and subscription boxes, tag
  lists, author boxes (by class or id, unless the block holds most of the article),
  link-dense lists and blocks (a paragraph with a link or two stays; a cross-reference,
  a relative link with a fragment, counts as words of the text; a block holding a
  sentence of prose outside its links is no link block), link lines loose
  between blocks (a LaTeX2HTML navigation panel), forms, and short boilerplate lines
  (copyright, "share this", "leave a reply", …; never a sentence of prose for its words).

One walk of the parsed tree records every element with its text counts (subtree totals
are summed bottom-up), so every decision is linear in the size of the page. The parse
itself is not linear in hostile markup (deep or hidden nesting, reopened formatting
elements, thousands of attributes): before Lexbor runs, :mod:`._bound` bounds from
above what it would build, and a page past :data:`MAX_NESTING`, :data:`MAX_ELEMENTS` or
:data:`MAX_ATTRIBUTES` is refused, naming the limit.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import TYPE_CHECKING

from ..._lazy import deferred
from ...errors import ErrorCode, SourceError
from ...text import FurnitureKind
from .._decode import decode
from .._document import Representation, SourceDocument, sha256_hex
from ..formats._signatures import guess_html, recognise_html
from ._bound import MAX_ATTRIBUTES, MAX_ELEMENTS, MAX_NESTING, estimate
from ._hints import (
    BLOCKS,
    BOILERPLATE,
    COMMENT_HINT,
    CONTENT_SECTIONS,
    FURNITURE_HINT,
    FURNITURE_ROLES,
    FURNITURE_TAGS,
    HIDDEN_STYLE,
    MATHML,
    MAYBE_HINT,
    NEGATIVE_HINT,
    NOT_HINTED,
    PAGE_FURNITURE_TAGS,
    PAGE_ROLES,
    PARAGRAPHS,
    POSITIVE_HINT,
    SKIP,
    UNLIKELY_HINT,
    WEAK_HINT,
)

if TYPE_CHECKING:
    from selectolax import lexbor
    from selectolax.lexbor import LexborNode
else:
    lexbor = deferred("selectolax.lexbor")

__all__ = [
    "MAX_ATTRIBUTES",
    "MAX_ELEMENTS",
    "MAX_NESTING",
    "extract_html",
    "guess_html",
    "read_html",
    "recognise_html",
]


NEGATIVE, POSITIVE, UNLIKELY, STRONG, WEAK = 1, 2, 4, 8, 16
#: Characters (not counting spaces) of a block that reads as a whole article by itself.
WHOLE_ARTICLE = 1000


@lru_cache(maxsize=8192)
def _hints(names: str) -> int:
    """The hints a class-and-id string carries, as bits (pages repeat their class names)."""
    if not names:
        return 0
    bits = 0
    if NEGATIVE_HINT.search(names):
        bits |= NEGATIVE
    if POSITIVE_HINT.search(names):
        bits |= POSITIVE
    if UNLIKELY_HINT.search(names) and not MAYBE_HINT.search(names):
        bits |= UNLIKELY
    if COMMENT_HINT.search(names) or FURNITURE_HINT.search(names):
        bits |= STRONG
    if WEAK_HINT.search(names):
        bits |= WEAK
    return bits


_BREAK = "\x00break"
_ROW_END = "\x00row"

MAIN, OUTSIDE, FURNITURE = "main", "outside", "furniture"
#: Characters of an element's own text kept to judge it as a line of boilerplate: enough
#: for the whole of a short block, so that a sentence of prose in it is seen whole (a
#: licence paragraph cut before its full stop read as a boilerplate line).
HEAD = 400
#: Characters (not counting spaces) of its own text for which a block outside the
#: article's container, on a page that does not mark its main content, is read as text.
GROWN_PROSE = 80
#: Characters (not counting spaces) of text, in few links and in two sentences of prose
#: or more, for which a whole block outside the chosen container is read as text with
#: all it holds (a javadoc method's section: short parameter lines under a
#: description), furniture inside it set apart as inside the article.
GROWN_BLOCK = 160
#: Sentences of prose a block outside the choice must hold to be text, inside a marked
#: ``main`` that the choice holds most of (see :func:`_sections_region`).
GROWN_SECTION = 4
#: The share of a marked ``main`` below which the choice inside it is grown.
GROWN_SHARE = 0.5


def _is_block(tag: str) -> bool:
    return tag in BLOCKS or "-" in tag  # custom elements are laid out as blocks


def _check_work(text: str, title: str) -> None:
    """Refuse a page whose parse would pass a limit (see :mod:`._bound`)."""
    excess = estimate(text).excess()
    if excess is None:
        return
    limit, maximum, _ = excess
    if limit == "MAX_NESTING":
        raise SourceError(
            f"{title}: the page nests elements more than {maximum:,} deep ({limit})",
            code=ErrorCode.EXTRACTION_FAILED,
        )
    what = "elements" if limit == "MAX_ELEMENTS" else "attributes on one element"
    raise SourceError(
        f"{title}: the page would make more than {maximum:,} {what} ({limit})",
        code=ErrorCode.TOO_LARGE,
    )


def _hidden(attrs: dict[str, str | None]) -> bool:
    if "hidden" in attrs or attrs.get("aria-hidden") == "true":
        return True
    style = attrs.get("style")
    return bool(style and HIDDEN_STYLE.search(style))


#: Running prose: one sentence of six words or more (the words are not looked at), its
#: last word not a number, closed by a bracket or quote or not: "… Guidelines (DFSG).",
#: "… reside in "/sbin/".", "… to Create config.h.in."; in Chinese and Japanese, a
#: run of ten characters or more ending in a full stop.
#: A word: no white space, and a sentence's stop only inside it ("config.h.in", "e.g").
#: Possessive throughout: a word is always read whole (what may follow a word, white
#: space or a stop, can never continue it, and a shorter word ends before a stop that
#: is not followed by white space), so giving characters or words back never finds a
#: sentence the greedy reading missed; without the backtracking states the search
#: costs half (issue 23: it is run on every paragraph).
_WORD = r"[^\s.!?。！？]++(?:[.!?]++[^\s.!?。！？]++)*+"
_CJK_LETTER = "\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff"
_PROSE = re.compile(
    # Tried from a sentence's start only (the text's, or after a stop or a line break):
    # the same sentences, without a scan from every word of a long paragraph.
    rf"(?:^|(?<=[.!?。！？\n]))\s*+(?:{_WORD}\s++){{5,}}+{_WORD}(?<!\d)[.!?。！？](?:\s|$)"
    # Chinese and Japanese, written without spaces: ten characters or more from a
    # letter to a full stop ("ハードディスク上のセクター位置に依存します。").
    rf"|[{_CJK_LETTER}][^。！？.!?\n]{{8,}}[{_CJK_LETTER}][)\]」』）]*[。！？]"
)
_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")


def _hint_names(attrs: dict[str, str | None]) -> str:
    """Class and id, lower-cased and split at case changes (``relatedPosts``: ``related-posts``)."""
    names = f"{attrs.get('class') or ''} {attrs.get('id') or ''}".strip()
    return _CAMEL.sub("-", names).lower() if names else ""


_SLUG_WORD = re.compile(r"[^\W_]+")
#: texinfo writes a character of a node's name that an id may not hold as ``_00XX``
#: (``Backslash_002dNewline-Comments``: "Backslash-Newline Comments").
_TEXINFO_ESCAPE = re.compile(r"_([0-9a-fA-F]{4})")


def _unescape(match: re.Match[str]) -> str:
    return chr(int(match.group(1), 16))


#: How deep a section's title is looked for down its first elements.
HEADING_DEPTH = 5


def _heading_of(page: _Page, i: int) -> int | None:
    """The heading an element opens with (its title), if any: a child (``<section><h2>``),
    or a child of its first element, and so on down (``<header><h2>``; DocBook's title
    page, ``<div class="section"><div class="titlepage"><div><div><h3>``)."""
    for _ in range(HEADING_DEPTH):
        children = page.children[i]
        heading = next((c for c in children if page.tag[c] in _HEADINGS), None)
        if heading is not None or not children:
            return heading
        i = children[0]
    return None


def _drop_id(page: _Page, i: int, element_id: str) -> None:
    lowered = _CAMEL.sub("-", element_id).lower()
    page.names[i] = " ".join(page.names[i].rsplit(lowered, 1)).strip()


def _heading_slugs(page: _Page) -> None:
    """Drop from an element's hint names an id made of its own words: a section's heading
    (Sphinx, pandoc, MkDocs and DocBook name a section after its title: ``<section
    id="pep-412-key-sharing-dictionary"><h2>PEP 412: Key-Sharing Dictionary``), a
    paragraph's text. Those are the words of the text, never a mark of furniture.

    Also an id in a scheme of titled sections (see :func:`_id_scheme`)."""
    titled: dict[int, str] = {}
    for i, element_id in page.ids.items():
        if page.tag[i] == "p":
            said_by = i
        else:
            heading = _heading_of(page, i)
            if heading is None:
                continue
            said_by = heading
            titled[i] = element_id
        words = _SLUG_WORD.findall(_TEXINFO_ESCAPE.sub(_unescape, element_id).lower())
        said = set(_SLUG_WORD.findall(page.head[said_by].lower()))
        if words and all(word in said for word in words):
            _drop_id(page, i, element_id)
    for i in _id_scheme(page, titled):
        _drop_id(page, i, titled[i])


#: Titled sections that must share an id scheme (see :func:`_id_scheme`).
ID_SCHEME = 3


def _id_scheme(page: _Page, titled: dict[int, str]) -> list[int]:
    """Titled sections whose ids follow one naming scheme: :data:`ID_SCHEME` or more
    elements of one tag and class, each holding its heading, whose ids open with the
    same word and differ in words of letters (Publican's ``<section class="section"
    id="sect-Publican-Users_Guide-Desktop_menu_entries_for_documents">``, one for each
    section of the book). Such an id names the section's subject, in the source's
    language, whatever language the page is in: "menu" in the id of a section about
    desktop menus set that section apart as navigation, a whole section of prose told
    ONLY IN THE FURNITURE. Ids told apart only by numbers (``comment-1``, ``comment-2``)
    are no scheme of titles and keep their mark."""
    groups: dict[tuple[str, str, str], list[tuple[int, tuple[str, ...]]]] = {}
    for i, element_id in titled.items():
        words = _SLUG_WORD.findall(_TEXINFO_ESCAPE.sub(_unescape, element_id).lower())
        if len(words) < 2:
            continue
        lowered = _CAMEL.sub("-", element_id).lower()
        classes = " ".join(page.names[i].rsplit(lowered, 1)).strip()
        lettered = tuple(w for w in words[1:] if not w.isdigit())
        groups.setdefault((page.tag[i], classes, words[0]), []).append((i, lettered))
    out: list[int] = []
    for members in groups.values():
        named = {lettered for _, lettered in members if lettered}
        if len(members) >= ID_SCHEME and len(named) == len(members):
            out.extend(i for i, _ in members)
    return out


@dataclass
class _Page:
    """The elements of a page in document order (index 0 is the body), with counts.

    Text counts are non-space characters. ``text``, ``link``, ``links``, ``short_links``
    and ``paragraphs`` are subtree totals; ``inline`` and ``commas`` count the text an
    element holds as its own paragraph (not inside a nested block).
    """

    tag: list[str] = field(default_factory=list)
    parent: list[int] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    role: list[str] = field(default_factory=list)
    #: An ``a`` with an ``href``: a link (a named anchor, ``<a name=…>`` or ``<a id=…>``,
    #: is a place in the text, and an unclosed one holds the rest of its section).
    href: list[bool] = field(default_factory=list)
    #: A link that is a cross-reference to a place in the document (see
    #: :data:`_CROSS_REFERENCE`): counted as link text for the article's choice, and as
    #: words of the text when a block is judged a link block (``xlink``, ``xlinks``).
    xref: list[bool] = field(default_factory=list)
    in_section: list[bool] = field(default_factory=list)
    children: list[list[int]] = field(default_factory=list)
    text: list[int] = field(default_factory=list)
    link: list[int] = field(default_factory=list)
    links: list[int] = field(default_factory=list)
    short_links: list[int] = field(default_factory=list)
    paragraphs: list[int] = field(default_factory=list)
    xlink: list[int] = field(default_factory=list)
    xlinks: list[int] = field(default_factory=list)
    #: Blocks in the subtree whose own text outside links holds a sentence of prose
    #: (:data:`_PROSE`; each link stands there as one word).
    prose: list[int] = field(default_factory=list)
    #: Inside a link (not a cross-reference), and each block's own text outside links.
    linked: list[bool] = field(default_factory=list)
    free: list[str] = field(default_factory=list)
    inline: list[int] = field(default_factory=list)
    commas: list[int] = field(default_factory=list)
    block_child: list[bool] = field(default_factory=list)
    #: The first characters of each element's own paragraph text (for boilerplate lines).
    head: list[str] = field(default_factory=list)
    tokens: list[tuple[int, str]] = field(default_factory=list)
    #: The ``id`` of each element that has one (see :func:`_heading_slugs`).
    ids: dict[int, str] = field(default_factory=dict)
    #: Furniture by tag or role (see :func:`_marked_furniture`).
    marked: list[bool] = field(default_factory=list)
    #: Sidebars in the flow of the article's text, read as text (see
    #: :func:`_in_flow_sidebar`; set by :func:`_parts`).
    in_flow: list[int] = field(default_factory=list)

    @cached_property
    def mains(self) -> list[int]:
        """The elements marked as the page's main content (``main``, ``role=main``), in
        document order (asked by several rules: found once)."""
        return [i for i, tag in enumerate(self.tag) if tag == "main" or self.role[i] == "main"]

    def density(self, index: int) -> float:
        total = self.text[index]
        return self.link[index] / total if total else 0.0

    def own_density(self, index: int) -> float:
        """The link density without cross-references (see ``xref``)."""
        total = self.text[index]
        return (self.link[index] - self.xlink[index]) / total if total else 0.0


#: A cross-reference: a relative address with a fragment, to a place in this page or in
#: another page of the same document (DocBook's ``<a class="xref"
#: href="ch09.html#_virtualized_system">``, a contents entry ``#SEC12``). "See Section
#: 9.4.9." is a sentence of the text; a related-articles box links whole pages, mostly by
#: absolute address and without a fragment.
_CROSS_REFERENCE = re.compile(r"(?![a-zA-Z][a-zA-Z0-9+.-]*:|//)[^#]*#[^#\s]+$")

#: DocBook's own mark of a cross-reference (``<xref linkend=…>`` written as ``<a
#: class="xref">``, by DocBook XSL and Publican alike), a word of the class.
_XREF_CLASS = re.compile(r"(?<![\w-])xref(?![\w-])")


def _marked_xref(names: str | None) -> bool:
    """A link its generator marks as a cross-reference (``class="xref"``), whatever its
    address: DocBook writes a reference to a chunk's top without a fragment (Publican's
    chapter intro "you should read <a class="xref" href="bios-boot.html">Section 4.3,
    “Change the BIOS (again)”</a>, …": without this, a paragraph of the chapter's own
    prose read as a link block and was told ONLY IN THE FURNITURE). A contents entry or a
    navigation link is never so marked."""
    return bool(names) and _XREF_CLASS.search(names or "") is not None


#: Elements a generator names after their heading (a paragraph: after its words).
_SECTIONING = frozenset(("section", "article", "div", "p"))
_HEADINGS = frozenset(("h1", "h2", "h3", "h4", "h5", "h6"))


#: What may wrap a link's target written out after the link: `` [URL]``, `` (URL)``.
_LINK_TARGET_ELEMENTS = frozenset(("span", "small", "sup", "em", "i", "code"))


def _without_link_targets(children: list[LexborNode]) -> list[LexborNode]:
    """``children`` less each element that only writes out the target of the link just
    before it (Sphinx's EPUB builder: ``<a href="U">Launchpad</a><span class="link-target">
    [U]</span>``): the address a reader's device shows on a tap, never the book's words."""
    out: list[LexborNode] = []
    href = ""
    for child in children:
        tag = child.tag
        if tag == "-text":
            if (child.text_content or "").strip():
                href = ""
            out.append(child)
            continue
        if href and tag in _LINK_TARGET_ELEMENTS:
            written = (child.text(deep=True) or "").strip()
            if written in (href, f"[{href}]", f"({href})", f"<{href}>"):
                href = ""
                continue
        href = (child.attributes.get("href") or "").strip() if tag == "a" else ""
        out.append(child)
    return out


def _without_assistive_math(children: list[LexborNode]) -> list[LexborNode]:
    """A MathJax 2 formula's children less its MathML copy for screen readers
    (``span.MJX_Assistive_MathML``) when the formula is drawn in text beside it that a
    reader sees (not ``aria-hidden``): read both, "where n is" was "where nn is"."""
    copies = [
        child.tag != "-text" and "MJX_Assistive_MathML" in (child.attributes.get("class") or "")
        for child in children
    ]
    if not any(copies):
        return children
    drawn = any(
        not copy
        and child.tag != "-text"
        and child.attributes.get("aria-hidden") != "true"
        and (child.text(deep=True) or "").strip()
        for child, copy in zip(children, copies, strict=True)
    )
    if not drawn:
        return children
    return [child for child, copy in zip(children, copies, strict=True) if not copy]


#: Elements made room for at a time in a walk's lists (see :func:`_walk`).
_CHUNK = 4096


def _walk(body: LexborNode) -> _Page:
    """Record the elements and the text tokens of ``body`` in one iterative walk.

    The lists whose entries start alike (counts at 0, empty strings) are grown a chunk at a
    time and cut to the element count at the end: an element costs a few appends, not
    twenty (the walk is most of the reading's time on a big page). The tree is walked by
    each node's first child and next sibling, one Lexbor call a step, and not by a list
    of each element's children (a generator and its list an element cost three times
    the rest of the walk); what :func:`_without_link_targets` would take from the
    children is left out on the way, with the same state, and only a MathJax formula's
    children are listed first (see :func:`_without_assistive_math`)."""
    page = _Page()
    tokens = page.tokens
    tags, parents, names, roles = page.tag, page.parent, page.names, page.role
    hrefs, xrefs, linked, sections = page.href, page.xref, page.linked, page.in_section
    children_of, ids = page.children, page.ids
    text_counts, inline, commas, head, free = (
        page.text, page.inline, page.commas, page.head, page.free
    )  # fmt: skip
    block_child = page.block_child
    zeroed = (
        page.text, page.link, page.links, page.short_links, page.paragraphs, page.xlink,
        page.xlinks, page.prose, page.inline, page.commas,
    )  # fmt: skip
    room = 0
    cross_reference = _CROSS_REFERENCE.match
    # The open elements above the current node, each with what its siblings' walk goes
    # on with: (element, its index if a block (its end is a break), parent index, owning
    # block index, in a section, the link a link target must name, the rest of a listed
    # parent's children or None).
    stack: list[tuple[LexborNode, int, int, int, bool, str, Iterator[LexborNode] | None]] = []
    push, pop = stack.append, stack.pop
    node: LexborNode = body
    tag: str | None = body.tag
    parent, owner, in_section = -1, -1, False
    # The href of the element just before (see _without_link_targets), and the rest of
    # the children when they were listed (a MathJax formula's), else None.
    href_before = ""
    rest: Iterator[LexborNode] | None = None
    while True:
        first: LexborNode | None = None
        block = -1
        if tag == "-text":
            text = node.text_content or ""
            if href_before and text.strip():
                href_before = ""
            # Non-space characters: only " " is both white space and printable.
            if text.isprintable():
                visible = len(text) - text.count(" ")
            else:
                visible = len("".join(text.split()))
            if visible or tags[parent] not in MATHML:
                # (White space between a formula's tokens is never shown.)
                tokens.append((parent, text))
                if visible:
                    text_counts[parent] += visible
                    inline[owner] += visible
                    commas[owner] += text.count(",") + text.count("，") + text.count("、")
                    if len(head[owner]) < HEAD:
                        head[owner] = (head[owner] + text)[:HEAD]
                    if not linked[parent] and len(free[owner]) < HEAD:
                        free[owner] = (free[owner] + text)[:HEAD]
        elif (
            href_before
            and tag in _LINK_TARGET_ELEMENTS
            and (node.text(deep=True) or "").strip()
            in (href_before, f"[{href_before}]", f"({href_before})", f"<{href_before}>")
        ):
            href_before = ""  # the target of the link before, written out: left out
        elif tag in SKIP or tag == "-comment" or tag is None:
            href_before = ""
        else:
            attrs = node.attributes
            # (The children listed first were taken from already: not twice.)
            href_before = (attrs.get("href") or "").strip() if tag == "a" and rest is None else ""
            if attrs and _hidden(attrs):
                pass
            elif tag == "br":
                tokens.append((parent, "\n"))
            else:
                index = len(tags)
                if index == room:
                    for counts in zeroed:
                        counts.extend([0] * _CHUNK)
                    head.extend([""] * _CHUNK)
                    free.extend([""] * _CHUNK)
                    block_child.extend([False] * _CHUNK)
                    room += _CHUNK
                tags.append(tag)
                parents.append(parent)
                sections.append(in_section)
                children_of.append([])
                if parent >= 0:
                    children_of[parent].append(index)
                href = None
                if attrs:
                    names.append(_hint_names(attrs))
                    element_id = attrs.get("id")
                    if element_id and tag in _SECTIONING:
                        ids[index] = element_id
                    roles.append((attrs.get("role") or "").lower())
                    if tag == "a":
                        href = attrs.get("href")
                else:
                    names.append("")
                    roles.append("")
                if href is None:
                    hrefs.append(False)
                    xrefs.append(False)
                    linked.append(parent >= 0 and linked[parent])
                else:
                    xref = cross_reference(href) is not None or _marked_xref(attrs.get("class"))
                    hrefs.append(True)
                    xrefs.append(xref)
                    linked.append((parent >= 0 and linked[parent]) or not xref)
                    if linked[index] and not linked[parent] and owner >= 0:
                        # A link: one word of the sentence around it, the text after it
                        # written on (a sentence ending in a link, "… by the
                        # <a>hardware-assisted virtualization</a>.", ends with its stop:
                        # a space before the stop hid it).
                        free[owner] += " \u2042"
                child_owner = owner
                if tag in BLOCKS or "-" in tag:  # custom elements are laid out as blocks
                    child_owner = block = index
                    if parent >= 0:
                        block_child[parent] = True
                    tokens.append((index, _BREAK))
                listed: Iterator[LexborNode] | None = None
                if tag == "span" and attrs and "MathJax" in (attrs.get("class") or ""):
                    children = list(node.iter(include_text=True))
                    if len(children) > 1 and any(child.tag == "a" for child in children):
                        children = _without_link_targets(children)
                    listed = iter(_without_assistive_math(children))
                    first = next(listed, None)
                else:
                    first = node.first_child
                if first is not None:
                    push((node, block, parent, owner, in_section, href_before, rest))
                    parent, owner, rest = index, child_owner, listed
                    in_section = in_section or tag in CONTENT_SECTIONS
                    href_before = ""
                    node, tag = first, first.tag
                    continue
        if block >= 0:  # a block without children ends at once
            tokens.append((block, _ROW_END if tags[block] == "tr" else _BREAK))
        # On to the next node: the next sibling, else the next of an ancestor's.
        while True:
            following = (node.next if stack else None) if rest is None else next(rest, None)
            if following is not None:
                node, tag = following, following.tag
                break
            if not stack:
                break
            node, block, parent, owner, in_section, href_before, rest = pop()
            if block >= 0:
                tokens.append((block, _ROW_END if tags[block] == "tr" else _BREAK))
        if following is None:
            break
    count = len(tags)
    for grown in (*zeroed, head, free, block_child):
        del grown[count:]
    # Subtree totals: children come after their parent, so one backward pass sums them.
    # An element without text is passed over: each of its counts is at most its text
    # (links and paragraphs are counted only where there is text), so all are 0.
    total, link, links, short, paragraphs = (
        page.text, page.link, page.links, page.short_links, page.paragraphs
    )  # fmt: skip
    xlink, xlinks, prose = page.xlink, page.xlinks, page.prose
    search = _PROSE.search
    for i in range(count - 1, -1, -1):
        size = total[i]
        if not size:
            continue
        if hrefs[i]:
            link[i] = size
            links[i] += 1
            short[i] += size < 10
            if xrefs[i]:
                xlink[i], xlinks[i] = size, xlinks[i] + 1
        elif tags[i] == "p" and inline[i]:
            paragraphs[i] += 1
        if inline[i] >= 20 and search(free[i]):
            prose[i] += 1
        up = parents[i]
        if up >= 0:
            total[up] += size
            link[up] += link[i]
            links[up] += links[i]
            short[up] += short[i]
            paragraphs[up] += paragraphs[i]
            xlink[up] += xlink[i]
            xlinks[up] += xlinks[i]
            prose[up] += prose[i]
    page.marked = [
        tag in FURNITURE_TAGS
        or role in FURNITURE_ROLES
        or ((tag in PAGE_FURNITURE_TAGS or role in PAGE_ROLES) and not in_section)
        for tag, role, in_section in zip(tags, roles, sections, strict=True)
    ]
    _heading_slugs(page)
    return page


def _marked_furniture(page: _Page, i: int) -> bool:
    """Furniture by its tag or role: nav, aside, the page's own header and footer (read
    three times an element: worked out once, in :func:`_walk`)."""
    return page.marked[i]


def _furniture_kind(page: _Page, i: int) -> FurnitureKind:
    """What a marked element is, by its tag or role (see :func:`_marked_furniture`)."""
    tag, role = page.tag[i], page.role[i]
    if tag == "aside" or role == "complementary":
        return FurnitureKind.SIDEBAR
    if tag == "header" or role == "banner":
        return FurnitureKind.HEADER
    if tag == "footer" or role == "contentinfo":
        return FurnitureKind.FOOTER
    return FurnitureKind.NAVIGATION  # nav, menu; navigation, menu(bar) and search roles


def _class_weight(page: _Page, i: int) -> float:
    hints = _hints(page.names[i])
    return (25.0 if hints & POSITIVE else 0.0) - (25.0 if hints & NEGATIVE else 0.0)


_TAG_WEIGHT = {
    "div": 5.0, "pre": 3.0, "td": 3.0, "blockquote": 3.0, "article": 10.0,
    "address": -3.0, "ol": -3.0, "ul": -3.0, "dl": -3.0, "dd": -3.0, "dt": -3.0,
    "li": -3.0, "form": -3.0, "h1": -5.0, "h2": -5.0, "h3": -5.0, "h4": -5.0,
    "h5": -5.0, "h6": -5.0, "th": -5.0,
}  # fmt: skip


def _unlikely(page: _Page) -> list[bool]:
    """Elements readability sets aside before scoring (inherited by their subtree)."""
    out = [False] * len(page.tag)
    most = 0.5 * page.text[0]
    parents, names = page.parent, page.names
    for i in range(1, len(page.tag)):
        if out[parents[i]] or _marked_furniture(page, i):
            out[i] = True
            continue
        if (
            names[i]  # no class or id: no hint (_hints is 0)
            and _hints(names[i]) & UNLIKELY
            and page.tag[i] not in ("a", "article", "main", "table", "tbody", "tr", "td")
            and page.text[i] < most
        ):
            out[i] = True
    return out


def _scores(page: _Page, skip: list[bool] | None) -> dict[int, float]:
    """Readability's candidate scores: each paragraph adds to its container and above."""
    scores: dict[int, float] = {}
    parent = page.parent
    for i in range(1, len(page.tag)):
        length = page.inline[i]
        if length < 25 or (skip is not None and skip[i]):
            continue
        tag = page.tag[i]
        # A paragraph scores its parent; an element's own loose text between its blocks is
        # a paragraph inside it.
        anchor = parent[i] if tag in PARAGRAPHS or not page.block_child[i] else i
        points = 1.0 + page.commas[i] + min(length // 100, 3)
        level = 0
        while anchor >= 0 and level < 5:
            if anchor not in scores:
                scores[anchor] = _TAG_WEIGHT.get(page.tag[anchor], 0.0) + _class_weight(
                    page, anchor
                )
            divider = 1.0 if level == 0 else 2.0 if level == 1 else level * 3.0
            scores[anchor] += points / divider
            anchor = parent[anchor]
            level += 1
    for key in scores:
        scores[key] *= 1.0 - page.density(key)
    return scores


def _ancestors(page: _Page, i: int) -> list[int]:
    out = []
    while i >= 0:
        out.append(i)
        i = page.parent[i]
    return out


def _scoring_skip(page: _Page) -> list[bool]:
    """Paragraphs that never score: in marked furniture itself, and anywhere inside
    navigation (a page that is all navigation has no article; an ``aside`` or a
    ``header`` may wrap a page's whole article, so only the element itself is skipped)."""
    out = [False] * len(page.tag)
    inside_navigation = [False] * len(page.tag)
    for i in range(1, len(page.tag)):
        marked = _marked_furniture(page, i)
        navigation = marked and _furniture_kind(page, i) is FurnitureKind.NAVIGATION
        inside_navigation[i] = inside_navigation[page.parent[i]] or navigation
        out[i] = marked or inside_navigation[i]
    return out


def _titled_sections(page: _Page, first: int, second: int) -> bool:
    """``first`` and ``second`` are sections of one titled whole, not articles of a stream:
    one holds the other, or their nearest common ancestor holds a heading outside both (a
    DocBook chapter's title above its sections; a page of articles one after another has
    none of its own)."""
    chain = _ancestors(page, first)
    above = set(chain)
    common = next(a for a in _ancestors(page, second) if a in above)
    if common in (first, second):
        return True  # one holds the other: a section and its subsection
    # Elements are in document order, so the common ancestor's subtree is the run of
    # elements after it whose parent is in it.
    subtree, inside = {common}, {first, second}
    for i in range(common + 1, len(page.tag)):
        up = page.parent[i]
        if up not in subtree:
            break
        subtree.add(i)
        if up in inside:
            inside.add(i)
        elif i not in inside and page.tag[i] in _HEADINGS and page.text[i]:
            return True
    return False


def _main_roots(page: _Page) -> tuple[list[int], int, bool]:
    """The elements whose text is the article (readability's choice), in document order,
    the best-scoring candidate they were grown from (never set apart as furniture), and
    whether the page holds several whole articles made from one template.
    """
    unlikely = _unlikely(page)
    scores = _scores(page, unlikely)
    if not scores or page.text[max(scores, key=lambda k: scores[k])] < 500:
        # Again without readability's unlikely set (see _scoring_skip).
        scores = _scores(page, _scoring_skip(page))
    # The body itself may be the article: many generators (man2html, texi2html, groff,
    # LaTeX2HTML) put the paragraphs straight into it.
    if not scores:
        return [0], 0, False
    ranked = sorted(scores, key=lambda k: (-scores[k], k))
    top = ranked[0]
    best = scores[top]
    # A page of several whole articles made from one template (endless scrolling): the
    # first is the page's own, and the others are not joined to it.
    repeated = False
    if page.names[top] and page.text[top] >= WHOLE_ARTICLE:
        for k in ranked[1:10]:
            if (
                k < top
                and scores[k] >= 0.5 * best
                and page.text[k] >= WHOLE_ARTICLE
                and page.names[k] == page.names[top]
                and page.tag[k] == page.tag[top]
                and not _titled_sections(page, k, top)
            ):
                top, repeated = k, True
    core = top
    # Several strong candidates under one ancestor: the article is that ancestor.
    alternatives = [k for k in ranked[1:5] if scores[k] >= 0.75 * best]
    if len(alternatives) >= 3 and not repeated:
        chains = [set(_ancestors(page, k)) for k in alternatives]
        for ancestor in _ancestors(page, page.parent[top]):
            if ancestor <= 0:
                break
            if sum(ancestor in chain for chain in chains) >= 3:
                top = ancestor
                break
    # Climb while the parent scores better (readability's "last score" walk).
    last = scores.get(top, best)
    threshold = last / 3
    up = page.parent[top]
    while up > 0:
        if up not in scores:
            up = page.parent[up]
            continue
        if scores[up] < threshold:
            break
        if scores[up] > last:
            top = up
            break
        last = scores[up]
        up = page.parent[up]
    # An only child stands for its parent.
    while page.parent[top] > 0 and len(page.children[page.parent[top]]) == 1:
        top = page.parent[top]
    marked_main = _main_over_furniture(page, top)
    if marked_main is not None:
        return [marked_main], marked_main, False
    # A lone <article> around the choice (or mostly it) is the article.
    articles = [i for i, tag in enumerate(page.tag) if tag == "article"]
    if len(articles) == 1:
        article = articles[0]
        if article in _ancestors(page, top) or (
            top in _ancestors(page, article) and page.text[article] >= 0.5 * page.text[top]
        ):
            return [article], core, repeated
    # Siblings that score well, or read as prose, belong to the article too.
    up = page.parent[top]
    if up < 0 or repeated:
        return [top], core, repeated
    wider = _sections_in_a_row(page, top, up)
    if wider is not None:
        return [wider], core, repeated
    top_score = scores.get(top, 0.0)
    floor = max(10.0, top_score * 0.2)
    roots = []
    for sibling in page.children[up]:
        if sibling == top:
            roots.append(sibling)
            continue
        hints = _hints(page.names[sibling])
        if _marked_furniture(page, sibling) or hints & STRONG:
            continue
        bonus = (
            top_score * 0.2
            if page.names[sibling] and (page.names[sibling] == page.names[top])
            else 0.0
        )
        if sibling in scores and scores[sibling] + bonus >= floor:
            # Made like the choice, a sibling joins it by readability's bonus alone
            # only when it reads as text, not as a teaser all link (see _alike_text).
            if scores[sibling] >= floor or page.density(sibling) <= 1 - LINKED_PROSE:
                roots.append(sibling)
        elif hints & NEGATIVE:
            continue
        elif page.tag[sibling] == "p" and page.text[sibling]:
            density, length = page.density(sibling), page.text[sibling]
            if (length > 80 and density < 0.25) or (
                density == 0 and re.search(r"\.( |$)", page.head[sibling].strip())
            ):
                roots.append(sibling)
        elif page.text[sibling] > 80 and page.density(sibling) < 0.25:
            roots.append(sibling)  # a lede or a part of the text in a plain div
    return roots, core, repeated


def _main_over_furniture(page: _Page, top: int) -> int | None:
    """The page's one marked ``main`` when the best-scoring text is in marked furniture
    outside it, else ``None``.

    A page whose ``main`` holds no paragraph long enough to score (an RDoc page of a
    class with no documented method: a title, a line of description) had its footer
    chosen as the article, the only block left with sentences ("Based on Darkfish by
    Michael Granger."), and the footer's lines were confirmed as the page's text. The
    page said where its text is: a marked ``main``, however short, is the article before
    any ``footer`` or ``nav`` (a page that wraps its whole article in a ``header`` or an
    ``aside`` and marks no ``main`` is still read as before)."""
    mains = page.mains
    if len(mains) != 1:
        return None
    chain = _ancestors(page, top)
    if mains[0] in chain or top in _ancestors(page, mains[0]):
        return None
    if not any(_marked_furniture(page, a) for a in chain if a > 0):
        return None
    return mains[0]


def _sections_in_a_row(page: _Page, top: int, up: int) -> int | None:
    """The whole of which the chosen subsections are one section, when that section stands
    among others like it, else ``None``.

    A DocBook preface or chapter is sections in a row (``div.section`` "1.", "2.", "3."),
    each of subsections. The best-scoring text is one subsection, its siblings join it,
    and the article stopped at their section: the preface's other sections, prose like
    it, were read as furniture around it. A section of the same tag and class as the
    subsections it holds, with at least one sibling alike and none of them marked as
    furniture, is a part of a document, not an article among others: the article is
    their parent. A page of articles in a row is not a section of sections."""
    grand = page.parent[up] if up > 0 else -1
    if grand <= 0 or not page.names[up]:
        return None
    if page.tag[up] != page.tag[top] or page.names[up] != page.names[top]:
        return None
    alike = [
        c
        for c in page.children[grand]
        if page.tag[c] == page.tag[up] and page.names[c] == page.names[up]
    ]
    if len(alike) < 2 or any(_marked_furniture(page, c) for c in alike):
        return None
    return grand


@lru_cache(maxsize=4096)
def _boilerplate_line(head: str) -> bool:
    """A short block's text reads as a line of boilerplate and not as a sentence of
    prose (pages repeat their short lines, a table its cells: asked once each)."""
    return BOILERPLATE.search(head.lower()) is not None and _PROSE.search(head) is None


def _is_inner_furniture(page: _Page, i: int, article: int, listing: str = "") -> bool:
    """Furniture inside the article, for a block that pages mark with plain divs.

    ``listing`` is set inside a list of links that is the text itself (a table of
    contents, an index: see :func:`_is_listing`): its entries are not judged as link
    blocks or boilerplate lines (an entry "Copyright" is a chapter's title); only a short
    row of short links that is not an entry of a list (``[Top] [Contents] [Index]``) is
    navigation. ``listing`` is ``"item"`` inside a list's entry, else ``"block"``.
    """
    tag = page.tag[i]
    if tag not in BLOCKS and "-" not in tag:
        return False
    text = page.text[i]
    names = page.names[i]
    big = text > 0.5 * article
    if names and not big:
        hints = _hints(names)
        if tag not in NOT_HINTED:
            if hints & STRONG:
                return True
            if hints & WEAK and (text < 200 or page.density(i) > 0.3):
                return True
        elif tag == "p" and hints & STRONG:
            return True  # its class says so (a paragraph's id is not read: _hint_names)
    if tag in ("form", "footer") and not big:
        return True  # sign-up, comment and search forms; the article's own footer
    if not text:
        return False
    links = page.links[i]
    if listing:
        density = page.link[i] / text  # page.density(i), text being > 0
        if not big and _growth_hinted(page, i):
            return True  # a sidebar, header or footer its class or id names
        return (
            listing != "item"
            and tag not in _LISTS
            and text < 100
            and links >= 3
            and page.short_links[i] / links >= 0.66
            and density >= 0.33
        )
    head = page.head[i]
    # A short line of boilerplate ("Share this", "Tags:", "Impressum"), never a sentence
    # of running prose because of the words it contains.
    short = text < 200 and page.paragraphs[i] <= 1
    if short and _boilerplate_line(head):
        return True
    # A cross-reference is a word of the text ("See Section 9.4.9."), not a link away.
    # page.own_density(i), text being > 0
    links, density = links - page.xlinks[i], (page.link[i] - page.xlink[i]) / text
    if page.prose[i] and density <= 1 - LINKED_PROSE:
        # Sentences with their links in them ("See "A Brief History of Debian" for the
        # latest history."; a table's description cells): text, not a list of links.
        return False
    if tag == "p":
        # A paragraph that is a link and nothing else, and short.
        return text < 25 and links > 0 and density > 0.8
    if links and text < 1000:
        # Link lists and link blocks: related articles, tag clouds, "most read".
        if density >= 0.66 and (links >= 2 or text < 100):
            return True
        if links >= 3 and page.short_links[i] / links >= 0.66 and density >= 0.33:
            return True
    return tag in ("ul", "ol", "dl", "table") and links >= 3 and density > 0.5


#: The share of a block's text outside its links from which a block holding a sentence
#: of prose is never a link block.
LINKED_PROSE = 0.25
#: Lists and their entries (a listing's entry is never a row of navigation).
_ITEMS = frozenset(("li", "dt", "dd"))
_LISTS = frozenset(("ul", "ol", "dl", "menu")) | _ITEMS
#: The link density from which a block is a list of links.
LISTING_DENSITY = 0.75


def _is_listing(page: _Page, i: int, article: int) -> bool:
    """A list of links that is the article's text, not a box beside it: it holds more
    than half of the article (a Sphinx toctree page, a DocBook book's contents, an index).
    A person reads the contents of a contents page; a "related articles" box is a small
    part of the story it stands in."""
    return (
        page.text[i] > 0.5 * article and page.links[i] >= 3 and page.density(i) >= LISTING_DENSITY
    )


def _link_page(page: _Page, roots: list[int], region: int) -> bool:
    """A page whose text is a list of links (a table of contents, an index page): the
    best-scoring container is itself mostly links, and so is the region it stands in."""
    text = sum(page.text[r] for r in roots)
    link = sum(page.link[r] for r in roots)
    return bool(text) and link >= LISTING_DENSITY * text and page.density(region) >= LISTING_DENSITY


#: What a class or id names a block outside the article, for the reader's verdict
#: ("only in the furniture (footer)"): Sphinx's ``<div class="footer">``, DocBook's
#: ``navheader``. First match wins, at the start of a word of the names.
_NAMED_KINDS = (
    (re.compile(r"(?<![a-z])(?:nav|menu|breadcrumb)"), FurnitureKind.NAVIGATION),
    (re.compile(r"(?<![a-z])sidebar"), FurnitureKind.SIDEBAR),
    (re.compile(r"(?<![a-z])(?:header|masthead)"), FurnitureKind.HEADER),
    (re.compile(r"(?<![a-z])footer"), FurnitureKind.FOOTER),
)


def _named_kind(page: _Page, i: int) -> FurnitureKind | None:
    """The kind of furniture a block's class or id names, if it names one."""
    names = page.names[i]
    if not names or (page.tag[i] == "a" and not page.href[i]):
        return None
    return next((kind for pattern, kind in _NAMED_KINDS if pattern.search(names)), None)


def _growth_hinted(page: _Page, i: int) -> bool:
    """An element whose class or id marks it furniture (a named anchor is not judged by
    its id, which is its heading's words: DocBook's ``<a id="_disclaimer">``, left open
    around the whole section)."""
    tag = page.tag[i]
    if tag == "a" and not page.href[i]:
        return False
    return bool(_hints(page.names[i]) & (NEGATIVE | UNLIKELY | STRONG))


def _growth_region(page: _Page, article: int) -> int | None:
    """Where prose outside the chosen container is the page's text too: the whole body
    of a page that marks no main content (no ``main``, ``role=main`` or ``article``);
    inside a page's one ``main`` (or ``role=main``) when the choice holds less than half
    of its text (an API page's many sections, not a story with a box or two beside it);
    nowhere else."""
    mains = page.mains
    if not mains and "article" not in page.tag:
        return 0
    if len(mains) == 1 and article < GROWN_SHARE * page.text[mains[0]]:
        return mains[0]
    return None


def _sections_region(page: _Page, region: int | None) -> int | None:
    """Inside a page's one ``main`` that the choice holds most of, where whole blocks of
    many sentences are text too (a javadoc class page's summary tables beside its
    chosen details; a box or two beside a story holds a sentence or two)."""
    if region is not None:
        return None
    mains = page.mains
    return mains[0] if len(mains) == 1 else None


#: A note a generator marks as the text's own (DocBook's and Publican's ``<div
#: class="footnote">``, ``<div class="footnotes">``; an endnote; DPUB-ARIA's roles).
_NOTE_CLASS = re.compile(r"(?<![a-z])(?:foot|end)notes?(?![a-z])")
_NOTE_ROLES = frozenset(("doc-footnote", "doc-endnote", "doc-endnotes", "doc-footnotes"))


def _marked_note(page: _Page, i: int) -> bool:
    """A footnote or endnote by its class or role: the document's text, read with it.

    A footnote is a sentence of the text set small at the foot (the oracle, a person,
    reads it): DocBook's ``<div class="footnote"><p><sup>[2]</sup>More elaborate
    customization examples: "<a>Vim Galore</a>", …</p></div>`` is mostly the names of
    the pages it cites, so it read as a link block, and readability's ``foot`` hint set
    Publican's footnotes aside with the page's foot; both were told ONLY IN THE
    FURNITURE. A note is never a link block, never set apart by a class hint, and
    outside the chosen container it is text like a paragraph of prose."""
    names = page.names[i]  # most elements have none: no search
    return page.role[i] in _NOTE_ROLES or (bool(names) and _NOTE_CLASS.search(names) is not None)


#: A class or id word naming a sidebar box or a part of one (DocBook XSL's and docutils'
#: ``sidebar``, docutils' ``sidebar-title``, asciidoc's ``sidebarblock``).
_SIDEBAR_WORD = re.compile(r"(?<![a-z])sidebar[a-z]*(?:-[a-z]+)*")


def _own_prose(page: _Page, i: int) -> bool:
    """``i``'s own text (outside its nested blocks) holds a sentence of prose: a
    paragraph, not a container of paragraphs."""
    return page.prose[i] > sum(page.prose[c] for c in page.children[i])


def _lead_and_alike(
    page: _Page, roots: list[int], region: int | None
) -> tuple[int, set[tuple[str, str]]]:
    """Where the choice starts, and the tag and class of the choice and of each element
    holding it inside ``region`` (a page's marked ``main``).

    Inside a ``main`` the choice holds most of, only blocks of many sentences were read
    beside it (a box or two beside a story holds a sentence or two). Two kinds of text
    were lost that way, and told ONLY IN THE FURNITURE: the title and the one-line
    description above the best-scoring part (RDoc's ``<h1>`` and ``<section
    class="description">`` above the methods), and the sections made from the same
    template as the chosen one (javadoc's "Uses of" page: a ``<li class="block-list">``
    a package, one chosen, its siblings read as furniture). Before the choice, a heading
    or a block with a sentence of its own, in few links, is the lead of the text; a
    sibling of the choice, or of an element holding it, with the same tag and class is
    another section of the same text. A box beside a story is neither: it follows the
    story's start and is not made like its container. A chosen ``<article>`` is the text
    the page marked itself, and nothing before it is its lead (chip.de's affiliate note
    above its one article, inside ``main``)."""
    if not roots or any(page.tag[r] == "article" for r in roots):
        return 0, set()
    first = min(roots)
    alike: set[tuple[str, str]] = set()
    for root in roots:
        for a in _ancestors(page, root):
            if a == region or a <= 0:
                break
            if page.names[a]:
                alike.add((page.tag[a], page.names[a]))
    return first, alike


def _alike_text(page: _Page, i: int, alike: set[tuple[str, str]]) -> bool:
    """``i`` is made like the choice or a section holding it (see ``_lead_and_alike``)
    and reads as a section of text: a sentence of prose, its links at most
    ``1 - LINKED_PROSE`` of its text.

    The same template makes a site's story and the teasers of its other stories: a
    related-posts grid inside ``main``, each ``div.post`` a linked headline and a linked
    sentence beside the chosen ``div.post``, was confirmed as text. A section of the same
    text (javadoc's "Uses of" package, its signatures' links among sentences) has its
    sentences in few links; a teaser is all link."""
    return (
        (page.tag[i], page.names[i]) in alike
        and page.prose[i] > 0
        and page.own_density(i) <= 1 - LINKED_PROSE
    )


def _in_flow_sidebar(page: _Page, i: int, parts: list[str]) -> bool:
    """A sidebar in the flow of the article's text, which is that text, not furniture.

    A sidebar is a box of text set beside a section's paragraphs: DocBook's ``<sidebar>``
    (``<div class="sidebar">`` by DocBook XSL and Publican: "BACK TO BASICS", "CULTURE"),
    docutils' ``.. sidebar::`` (``<aside class="sidebar">`` by Sphinx with docutils 0.18
    and later, ``<div class="sidebar">`` by docutils' own writer). The HTML standard
    says of an ``aside`` inside an article that it is related to that article, and
    HTML-AAM maps an ``aside`` inside a section to no landmark at all; a reader reads the
    box with the section. Read as furniture by its tag or class, its sentences were told
    ONLY IN THE FURNITURE (sidebar): the false alarm this rule prevents.

    A box of text: it holds a sentence of prose (or is a footnote), so a list of the
    article's pages in an ``aside`` among its paragraphs (zeit.de's ``article-toc``:
    "Inhalt", "Seite 1 — …") stays navigation.

    In the flow means: its parent is a part of the chosen article (not the body, not
    ``main``: a page-level column beside the article stays furniture), and it stands in
    a titled section or among paragraphs: its parent opens with a heading (docutils'
    ``<div class="section"><h3>…</h3><div class="sidebar">``) or a sibling of it is a
    paragraph of prose, not only the page's columns. Its class or id must name nothing
    but a sidebar (``sidebar related-posts`` is still a related box; a footnote is a
    note of the section, whatever its class says: docutils 0.18 and later write ``<aside
    class="footnote-list">``), an ``aside``'s own role no landmark (``note`` is
    docutils' footnote). A
    site's sidebar repeated on each page is a column beside the article, or repeats at a
    chapter's edge of a book (the EPUB reader's running heads); what it holds is still
    judged like the article's blocks (a link list, a form, a boilerplate line)."""
    tag, role = page.tag[i], page.role[i]
    if tag == "aside":
        if role and role != "note":
            return False
    elif not (
        "sidebar" in page.names[i]  # most elements: a substring test, not the pattern
        and _SIDEBAR_WORD.search(page.names[i])
        and role not in FURNITURE_ROLES
    ):
        return False
    up = page.parent[i]
    if up <= 0 or parts[up] != MAIN or page.tag[up] == "main" or page.role[up] == "main":
        return False
    note = _marked_note(page, i)
    if not (page.prose[i] or note):
        return False  # a box of text; an article's own contents box is navigation
    other = _SIDEBAR_WORD.sub(" ", page.names[i]).strip()
    if other and _hints(other) & (NEGATIVE | UNLIKELY | STRONG) and not note:
        return False
    return _heading_of(page, up) is not None or any(
        s != i and _own_prose(page, s) for s in page.children[up]
    )


def _read_as_text(page: _Page, i: int) -> None:
    """Drop what marks ``i`` as a sidebar (its tag's mark, its class's sidebar words), so
    the rules judge it as any block of the article (see :func:`_in_flow_sidebar`); a
    ``nav`` inside it keeps its mark."""
    page.marked[i] = False
    page.names[i] = _SIDEBAR_WORD.sub(" ", page.names[i]).strip()


def _parts(page: _Page, roots: list[int], core: int, repeated: bool = False) -> list[str]:
    """Which part every element's text belongs to: the article, ``outside``, or
    ``furniture:KIND`` (its :class:`FurnitureKind`, from the marked element that set it
    apart; ``other`` for furniture inside the article)."""
    count = len(page.tag)
    article = sum(page.text[r] for r in roots) or 1
    region = _growth_region(page, article) if not repeated else None
    # A page whose text is a list of links (a book's contents, an index) is that list:
    # the whole region is its article (what is marked or named furniture stays apart).
    link_page = region is not None and _link_page(page, roots, region)
    if link_page and region is not None:
        roots, core = [region], region
        article = page.text[region] or 1
    protected: set[int] = set(_ancestors(page, core))
    for root in roots:
        protected.update(_ancestors(page, root))
    root_set = set(roots)
    parts = [OUTSIDE] * count
    parts[0] = MAIN if 0 in root_set else OUTSIDE
    # Inside a listing (see _is_listing): "block", or "item" inside one of its entries.
    listing = [""] * count
    if link_page and region is not None:
        listing[region] = "block"
    # A page that does not mark its main content (most documentation generators: DocBook,
    # texinfo, LaTeX2HTML, asciidoc, groff) has no furniture but what its markup or its
    # links make so: outside the chosen container, a block is set aside (with all it
    # holds) when its class or id says so or it is a link block, and a block with prose
    # of its own (GROWN_PROSE characters, few links) is the page's text. A page that marks
    # its main content (main, role=main, one article) has said where its text is, and
    # the other articles of a page of several from one template are not its text.
    settled = [False] * count
    inside = [False] * count
    # Where only blocks of many sentences grow (see _sections_region).
    strict = _sections_region(page, region) if not repeated and not link_page else None
    if strict is not None:
        region = strict
    # Inside a marked main the choice holds most of, the text before the choice (its
    # title, its lead) and the sections made like the choice or like a section holding
    # it are the article's too (see _lead_and_alike).
    first_root, alike = _lead_and_alike(page, roots, region) if strict is not None else (0, set())
    if region is not None:
        inside[region] = True
        for i in range(region + 1, count):
            inside[i] = inside[page.parent[i]]
    # In a footnote or endnote (see _marked_note).
    noted = [False] * count
    # In a sidebar in the flow of the article's text (see _in_flow_sidebar).
    flowing = [False] * count
    for i in range(1, count):
        up = page.parent[i]
        noted[i] = noted[up] or _marked_note(page, i)
        part = parts[up]
        if flowing[up]:
            # A part of the box: its sidebar words name no furniture, and an aside in it
            # (docutils' footnote in its list) is no landmark.
            flowing[i] = True
            if page.tag[i] == "aside" and page.role[i] not in FURNITURE_ROLES:
                page.marked[i] = False
            page.names[i] = _SIDEBAR_WORD.sub(" ", page.names[i]).strip()
        elif i not in protected and _in_flow_sidebar(page, i, parts):
            flowing[i] = True
            page.in_flow.append(i)
            _read_as_text(page, i)
        if listing[up]:
            listing[i] = "item" if listing[up] == "item" or page.tag[i] in _ITEMS else "block"
        elif (part == MAIN or i in root_set) and _is_listing(page, i, article):
            listing[i] = "block"
        if not part.startswith(FURNITURE):
            if i in root_set:
                part = MAIN
            elif i not in protected and _marked_furniture(page, i):
                part = f"{FURNITURE}:{_furniture_kind(page, i).value}"
            elif (
                i not in protected
                and part == MAIN
                and not noted[i]
                and _is_inner_furniture(page, i, article, listing[i])
            ):
                # A sidebar's link list or form is still told as the sidebar it is in.
                kind = FurnitureKind.SIDEBAR if flowing[i] else FurnitureKind.OTHER
                part = f"{FURNITURE}:{kind.value}"
            elif inside[i] and part == OUTSIDE and i not in protected and not settled[up]:
                if noted[i] and page.text[i]:
                    part = MAIN
                elif _growth_hinted(page, i) or _is_inner_furniture(page, i, article):
                    settled[i] = True
                elif strict is not None:
                    if _is_block(page.tag[i]) and (
                        (up in protected and _alike_text(page, i, alike))
                        or (
                            page.own_density(i) < 0.25
                            and (
                                page.prose[i] >= GROWN_SECTION
                                or (
                                    i < first_root
                                    and (page.tag[i] in _HEADINGS or _own_prose(page, i))
                                )
                            )
                        )
                    ):
                        part = MAIN
                elif page.own_density(i) < 0.25 and (
                    page.inline[i] >= GROWN_PROSE
                    or (
                        _is_block(page.tag[i])
                        and page.text[i] >= GROWN_BLOCK
                        and page.prose[i] >= 2
                    )
                ):
                    part = MAIN
            elif part == OUTSIDE:
                settled[i] = settled[up]
            if part == OUTSIDE and i not in protected and _growth_hinted(page, i):
                # What its class or id names it, for the reader's verdict.
                named = _named_kind(page, i)
                if named is not None:
                    part = f"{FURNITURE}:{named.value}"
        parts[i] = part
    return parts


def _token_parts(page: _Page, parts: list[str]) -> list[str]:
    """The part of each text token: its element's, except a link line of the article.

    A link line is loose text between the blocks of an element that also holds blocks
    (LaTeX2HTML's and texi2html's navigation panels stand straight in ``<body>``:
    ``Next: Seeking-assistance Up: Introduction``), mostly link text and not a sentence:
    it is set apart as furniture, as a link block would be. The text of a list's entry
    before its nested list (a contents entry ``<li><a>1. Introduction</a><ul>…``) is
    that entry, not a loose line.
    """
    out = [parts[i] if not token.startswith("\x00") else "" for i, token in page.tokens]
    count = len(page.tag)
    in_link = [False] * count
    owner = list(range(count))
    for i in range(count):
        up = page.parent[i]
        in_link[i] = page.href[i] or (up >= 0 and in_link[up])
        if up >= 0 and not (page.tag[i] in BLOCKS or "-" in page.tag[i]):
            owner[i] = owner[up]
    other = f"{FURNITURE}:{FurnitureKind.OTHER.value}"
    run: list[int] = []

    def close() -> None:
        if run:
            texts = [page.tokens[k] for k in run]
            total = sum(len("".join(t.split())) for _, t in texts)
            linked = sum(len("".join(t.split())) for i, t in texts if in_link[i])
            line = "".join(t for _, t in texts)
            if total and linked >= 0.66 * total and total < 200 and not _PROSE.search(line):
                for k in run:
                    out[k] = other
            run.clear()

    block_child, tags = page.block_child, page.tag
    for k, (i, token) in enumerate(page.tokens):
        if token.startswith("\x00") or token == "\n":
            if run:
                close()
        elif (
            parts[i] == MAIN
            and block_child[owner[i]]
            and tags[owner[i]] not in PARAGRAPHS
            and tags[owner[i]] not in _ITEMS
        ):
            run.append(k)
        elif run:
            close()
    close()
    return out


def _assemble(page: _Page, parts: list[str]) -> dict[str, str]:
    """The text of each part: blocks separated by a blank line; a table row by one more.

    A block boundary ends the current block of every part, so text on either side of a
    block set apart never runs together.
    """
    # The article, each kind of furniture in the order the page first shows it, then
    # what lies outside the article.
    token_parts = _token_parts(page, parts)
    shown = (part for part in dict.fromkeys(token_parts) if part not in (MAIN, OUTSIDE))
    names = tuple(dict.fromkeys((MAIN, *shown, OUTSIDE)))
    blocks: dict[str, list[str]] = {name: [] for name in names}
    row_ends: dict[str, set[int]] = {name: set() for name in names}
    buffers: dict[str, list[str]] = {name: [] for name in names}

    def flush(name: str) -> None:
        buffer = buffers[name]
        if buffer:
            text = "".join(buffer).strip()
            buffer.clear()
            if text:
                blocks[name].append(text)

    # A break flushes only the parts with text waiting (the others' flush is a no-op).
    waiting: set[str] = set()
    for (index, token), part in zip(page.tokens, token_parts, strict=True):
        if token in (_BREAK, _ROW_END):
            for name in waiting:
                flush(name)
            waiting.clear()
            if token == _ROW_END and blocks[parts[index]]:
                row_ends[parts[index]].add(len(blocks[parts[index]]) - 1)
        else:
            buffers[part].append(token)
            waiting.add(part)
    out: dict[str, str] = {}
    for name in names:
        flush(name)
        pieces: list[str] = []
        done = blocks[name]
        for i, block in enumerate(done):
            pieces.append(block)
            if i < len(done) - 1:
                pieces.append("\n\n\n\n" if i in row_ends[name] else "\n\n")
        out[name] = "".join(pieces)
    return out


def _sidebar_blocks(page: _Page, parts: list[str]) -> list[tuple[str, ...]]:
    """The blocks of each sidebar read as text (:attr:`_Page.in_flow`), white space
    squeezed, as they stand among the text's blocks (:func:`_assemble` breaks a block at
    the same tokens): for a reader of many pages of one site, which sets apart a box its
    maker repeated on many of them (the EPUB reader: :func:`extract_html`'s
    ``sidebars``). One page alone cannot tell such a box from the section's own."""
    roots = set(page.in_flow)
    box = [-1] * len(page.tag)
    for i in range(len(page.tag)):
        up = page.parent[i]
        box[i] = i if i in roots else box[up] if up >= 0 else -1
    blocks: dict[int, list[str]] = {r: [] for r in page.in_flow}
    buffers: dict[int, list[str]] = {r: [] for r in page.in_flow}

    def flush() -> None:
        for root, buffer in buffers.items():
            if buffer:
                text = " ".join("".join(buffer).split())
                buffer.clear()
                if text:
                    blocks[root].append(text)

    for (index, token), part in zip(page.tokens, _token_parts(page, parts), strict=True):
        if token in (_BREAK, _ROW_END):
            flush()
        elif part == MAIN and box[index] >= 0:
            buffers[box[index]].append(token)
    flush()
    return [tuple(found) for found in blocks.values() if found]


_META_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?([A-Za-z0-9_.:-]+)""", re.I)


def read_html(data: bytes, name: str, charset: str | None = None) -> SourceDocument:
    """The registry's reader: the page decoded (the declared ``charset``, else the page's
    ``<meta>``, else detection), then :func:`extract_html`."""
    if charset is None:
        meta = _META_CHARSET.search(data[:4096])
        charset = meta.group(1).decode("ascii") if meta else None
    try:
        text, _ = decode(data, charset)
    except UnicodeDecodeError as error:
        raise SourceError(
            f"{name}: undecodable HTML: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    return extract_html(data, text, name)


#: Which part each element of a walked page belongs to (see :func:`_parts`), given the page
#: and its decoded text: the rules' own decision, or another decider's (the benchmark
#: aligns an extractor's output to the walker's blocks through it).
Decider = Callable[[_Page, str], list[str]]


def _rules(page: _Page, text: str) -> list[str]:
    """The rules' decision: the article's container, grown, and furniture set apart."""
    return _parts(page, *_main_roots(page))


def extract_html(
    data: bytes,
    text: str,
    title_fallback: str,
    decide: Decider = _rules,
    *,
    sidebars: list[tuple[str, ...]] | None = None,
) -> SourceDocument:
    """The readable text of an HTML page (``extracted_html_text``), furniture kept apart.

    ``text`` is the decoded page (the caller decoded it with the right charset).
    Markup the parser could not build in bounded time and memory is refused before it
    is parsed (:func:`_check_work`): :class:`~citeproof.errors.SourceError`
    ``extraction_failed`` for nesting deeper than :data:`MAX_NESTING`, ``too_large`` for
    more than :data:`MAX_ELEMENTS` elements or :data:`MAX_ATTRIBUTES` attributes on a tag.

    ``sidebars``, when given, receives the blocks of each sidebar read as text (see
    :func:`_sidebar_blocks`).
    """
    _check_work(text, title_fallback)
    tree = lexbor.LexborHTMLParser(text)
    title_node = tree.css_first("title")
    title = " ".join((title_node.text() if title_node else "").split()) or title_fallback
    body = tree.body
    if body is None:
        raise SourceError(
            f"{title_fallback}: the page has no body", code=ErrorCode.EXTRACTION_FAILED
        )
    page = _walk(body)
    if len(page.tag) > MAX_ELEMENTS:  # the bound holds; this is the parser's own count
        raise SourceError(
            f"{title_fallback}: the page has more than {MAX_ELEMENTS:,} elements (MAX_ELEMENTS)",
            code=ErrorCode.TOO_LARGE,
        )
    parts = decide(page, text)
    texts = _assemble(page, parts)
    if sidebars is not None and page.in_flow:
        sidebars.extend(_sidebar_blocks(page, parts))
    furniture, kinds = _furniture(texts)
    return SourceDocument(
        text=texts[MAIN],
        representation=Representation.EXTRACTED_HTML_TEXT,
        source_bytes=len(data),
        sha256=sha256_hex(data),
        content_type="text/html",
        title=title,
        furniture=furniture,
        furniture_kinds=kinds,
    )


def _furniture(texts: dict[str, str]) -> tuple[str, tuple[tuple[int, FurnitureKind], ...]]:
    """The furniture parts' texts, in the order the page first shows them, then what lies
    outside the article; and where each kind starts, so a quote found only there is told
    where it is (navigation, sidebar, header, footer)."""
    pieces: list[str] = []
    kinds: list[tuple[int, FurnitureKind]] = []
    length = 0
    for name, text in texts.items():
        if name == MAIN or not text:
            continue
        kind = FurnitureKind(name.partition(":")[2]) if name != OUTSIDE else FurnitureKind.OTHER
        if pieces:
            length += 2
        kinds.append((length, kind))
        pieces.append(text)
        length += len(text)
    return "\n\n".join(pieces), tuple(kinds)
