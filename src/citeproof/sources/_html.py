"""HTML to the text a reader sees, in order, without the page furniture.

Parsing is Lexbor's HTML5 parser (``selectolax``); the text comes from a short walker of
our own, so nothing is rewritten: inline white space stays as in the source (offsets
are into real text), entities are decoded, and emoji survive. Blocks are separated by a
blank line; table cells are blocks and a table row ends with one more blank line.

Left out: ``script``, ``style``, ``template`` and other non-text elements, hidden
elements, and page furniture: ``nav``, ``aside``, and the page's own ``header`` and
``footer`` (those inside an article or section are content). Pages that mark their
furniture with plain ``div``s get a main-content choice: a single ``article`` (or
``main``), else the readability-style best-scoring container (text and commas in its
paragraphs, less its link density, class and id hints). The furniture's text is kept
apart, so a quote found only there can be reported as such, never as evidence.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterator

from selectolax.lexbor import LexborHTMLParser, LexborNode

from ..errors import SourceError
from ._document import SourceDocument

__all__ = ["MAX_NESTING", "extract_html"]


def _names(text: str) -> frozenset[str]:
    return frozenset(text.split())


#: Deeper nesting is refused: Lexbor's parse time grows with the square of the depth
#: (20,000 nested divs take 0.3 s, 50,000 take 2 s).
MAX_NESTING = 4096

_SKIP = _names(
    "script style template noscript head title svg math iframe object embed canvas "
    "select option button input textarea datalist map audio video picture source "
    "track dialog"
)
_FURNITURE = frozenset({"nav", "aside"})
_PAGE_FURNITURE = frozenset({"header", "footer"})
_CONTENT_SECTIONS = frozenset({"article", "main", "section"})
_BLOCKS = _names(
    "address article aside blockquote body caption dd details div dl dt fieldset "
    "figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol "
    "p pre section summary table tbody td tfoot th thead tr ul legend center"
)
_CELLS = frozenset({"td", "th"})
_HIDDEN_STYLE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden", re.IGNORECASE)
_NEGATIVE_HINT = re.compile(
    r"nav|menu|sidebar|footer|header|breadcrumb|cookie|banner|share|social|related|"
    r"promo|advert|\bads?\b|comment|subscribe|newsletter|popup|modal|masthead|widget",
    re.IGNORECASE,
)
_POSITIVE_HINT = re.compile(r"article|content|main|post|entry|story|body|text|prose", re.I)
_TAG = re.compile(rb"<(/?)([a-zA-Z][a-zA-Z0-9-]*)[^>]*?(/?)>")
_VOID = frozenset(
    b"area base br col embed hr img input link meta source track wbr p li td th tr "
    b"option dt dd".split()
)

_BREAK = "\x00break"
_ROW_END = "\x00row"


def _nesting_depth(data: bytes) -> int:
    """An upper estimate of element nesting, from the tags alone (no parse)."""
    depth = deepest = 0
    for match in _TAG.finditer(data):
        closing, name, self_closing = match.groups()
        if name.lower() in _VOID or self_closing:
            continue
        depth = max(0, depth - 1) if closing else depth + 1
        deepest = max(deepest, depth)
    return deepest


def _hidden(node: LexborNode) -> bool:
    attrs = node.attributes
    if "hidden" in attrs or attrs.get("aria-hidden") == "true":
        return True
    style = attrs.get("style")
    return bool(style and _HIDDEN_STYLE.search(style))


def _is_furniture(node: LexborNode, inside_content: bool) -> bool:
    tag = node.tag
    return tag in _FURNITURE or (tag in _PAGE_FURNITURE and not inside_content)


MAIN, OUTSIDE, FURNITURE = "main", "outside", "furniture"


def _tokens(body: LexborNode, main: LexborNode) -> Iterator[tuple[str, str]]:
    """``(part, token)`` for the text and block markers of ``body``, in document order.

    ``part`` says where a token belongs: the article (``main``), page furniture, or the
    rest of the page outside the chosen article. One walk serves all three texts;
    iterative, so no recursion limit.
    """
    # Stack of (node, inside a content section, part, closing marker).
    root_part = MAIN if main is body else OUTSIDE
    stack: list[tuple[LexborNode | None, bool, str, str]] = [(body, False, root_part, "")]
    main_id = main.mem_id
    while stack:
        node, inside_content, part, marker = stack.pop()
        if node is None:
            yield part, marker
            continue
        tag = node.tag
        if tag == "-text":
            yield part, node.text_content or ""
            continue
        if tag in _SKIP or tag == "-comment" or _hidden(node):
            continue
        if tag == "br":
            yield part, "\n"
            continue
        if part != FURNITURE:
            if _is_furniture(node, inside_content):
                part = FURNITURE
            elif node.mem_id == main_id:
                part = MAIN
        now_content = inside_content or tag in _CONTENT_SECTIONS
        if tag in _BLOCKS:
            yield part, _BREAK
            stack.append((None, False, part, _ROW_END if tag == "tr" else _BREAK))
        children = list(node.iter(include_text=True))
        for child in reversed(children):
            stack.append((child, now_content, part, ""))


def _assemble(tokens: Iterator[tuple[str, str]], part: str) -> str:
    """The text of one part: blocks separated by a blank line; a table row closed by one more."""
    blocks: list[str] = []
    row_ends: set[int] = set()
    buffer: list[str] = []

    def flush() -> None:
        text = "".join(buffer).strip()
        buffer.clear()
        if text:
            blocks.append(text)

    for where, token in tokens:
        if where != part:
            continue
        if token == _BREAK:
            flush()
        elif token == _ROW_END:
            flush()
            if blocks:
                row_ends.add(len(blocks) - 1)
        else:
            buffer.append(token)
    flush()
    out: list[str] = []
    for i, block in enumerate(blocks):
        out.append(block)
        if i < len(blocks) - 1:
            out.append("\n\n\n\n" if i in row_ends else "\n\n")
    return "".join(out)


def _text_length(node: LexborNode) -> int:
    return len((node.text(deep=True, separator=" ") or "").strip())


def _link_density(node: LexborNode) -> float:
    total = _text_length(node)
    if not total:
        return 0.0
    links = sum(_text_length(a) for a in node.css("a"))
    return links / total


def _hint(node: LexborNode) -> float:
    names = f"{node.attributes.get('class') or ''} {node.attributes.get('id') or ''}"
    score = 0.0
    if _NEGATIVE_HINT.search(names):
        score -= 25
    if _POSITIVE_HINT.search(names):
        score += 25
    return score


def _main_content(body: LexborNode) -> LexborNode:
    """The node whose text is the article: a lone article or main, else the best scorer."""
    for selector in ("article", "main", "[role=main]"):
        found = body.css(selector)
        if len(found) == 1:
            return found[0]
    scores: dict[int, float] = {}
    nodes: dict[int, LexborNode] = {}
    for paragraph in body.css("p, pre, td, blockquote"):
        length = _text_length(paragraph)
        if length < 25:
            continue
        text = paragraph.text(deep=True) or ""
        points = 1 + text.count(",") + min(length / 100, 3)
        parent = paragraph.parent
        for weight, ancestor in ((1.0, parent), (0.5, parent.parent if parent else None)):
            if ancestor is None or ancestor.tag in ("html", "-document"):
                continue
            key = ancestor.mem_id
            if key not in scores:
                nodes[key] = ancestor
                scores[key] = _hint(ancestor)
            scores[key] += points * weight
    if not scores:
        return body
    best = max(scores, key=lambda k: (scores[k] * (1 - _link_density(nodes[k])), -k))
    chosen = nodes[best]
    # Siblings that score well belong to the article too: then take their parent.
    top = scores[best] * (1 - _link_density(chosen))
    parent = chosen.parent
    if parent is not None and parent.tag not in ("html", "-document"):
        siblings = [s for s in parent.iter() if s.mem_id != chosen.mem_id and s.mem_id in scores]
        if any(scores[s.mem_id] * (1 - _link_density(s)) >= 0.2 * top for s in siblings):
            return parent
    return chosen


def extract_html(data: bytes, text: str, title_fallback: str) -> SourceDocument:
    """The readable text of an HTML page (``extracted_html_text``), furniture kept apart.

    ``text`` is the decoded page (the caller decoded it with the right charset).
    Pathologically deep markup raises :class:`~citeproof.errors.SourceError` with
    ``extraction_failed`` before it is parsed.
    """
    if data.count(b"<") > MAX_NESTING and _nesting_depth(data) > MAX_NESTING:
        raise SourceError(
            f"{title_fallback}: the page nests elements more than {MAX_NESTING} deep",
            code="extraction_failed",
        )
    tree = LexborHTMLParser(text)
    title_node = tree.css_first("title")
    title = " ".join((title_node.text() if title_node else "").split()) or title_fallback
    body = tree.body
    if body is None:
        raise SourceError(f"{title_fallback}: the page has no body", code="extraction_failed")
    main = _main_content(body)
    tokens = list(_tokens(body, main))
    checked = _assemble(iter(tokens), MAIN)
    furniture = "\n\n".join(
        text
        for text in (_assemble(iter(tokens), FURNITURE), _assemble(iter(tokens), OUTSIDE))
        if text
    )
    return SourceDocument(
        text=checked,
        representation="extracted_html_text",
        source_bytes=len(data),
        sha256=hashlib.sha256(data).hexdigest(),
        content_type="text/html",
        title=title,
        furniture=furniture,
    )
