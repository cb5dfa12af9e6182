"""Markdown as a reader sees it rendered (``rendered_markdown``), mapped back to the file.

Parsed by markdown-it-py (CommonMark, with GitHub's tables and strikethrough, as READMEs
are written, and MkDocs' admonitions, tabs, attribute lists, footnotes and front matter,
as documentation sites are: :func:`_documentation_syntax`). What is rendered: the inline
text of paragraphs, headings, list items and table cells (each a block), code blocks,
and the text of raw HTML blocks; link and image targets, image alt text (badges), HTML
comments and tags, emphasis marks, backslashes of escapes, footnote marks and link
reference definitions are not. Entities are decoded (``&amp;`` is ``&``).
Every character points back to its line and column (see :mod:`._rendered`): a token's
``map`` gives its lines, and its pieces are aligned with them left to right.
"""

from __future__ import annotations

import bisect
import html
import re
from collections.abc import Callable
from functools import cache
from html.parser import HTMLParser
from typing import TYPE_CHECKING

from ...._lazy import deferred
from ..._document import Representation, SourceDocument
from .._signatures import recognise_markdown
from ._myst import Directive, directive_of, myst_syntax
from ._pymdownx import INLINE_CODE_LANGUAGE, MARKS, key_names, pymdownx_syntax
from ._rendered import Piece, Rendered, Rendering, line_starts, normalise_newlines, read_rendered
from ._rst import render_rst
from ._sphinx import EVAL_RST, VERSION_LABELS, shown_role

if TYPE_CHECKING:
    import markdown_it
    from markdown_it.token import Token
else:
    markdown_it = deferred("markdown_it")

__all__ = ["read_markdown", "recognise_markdown", "render_markdown"]


@cache
def _parser() -> markdown_it.MarkdownIt:
    """The one parser (made on first use: markdown-it is imported only for Markdown):
    CommonMark with GitHub's tables and strikethrough, and what documentation sites built
    with MkDocs write besides (see :func:`_documentation_syntax`)."""
    parser = markdown_it.MarkdownIt("commonmark").enable(["table", "strikethrough"])
    parser.disable("text_join")  # keep entities and escapes apart from the text around them
    _documentation_syntax(parser)
    return parser


def _documentation_syntax(parser: markdown_it.MarkdownIt) -> None:
    """MkDocs' and Python-Markdown's syntax, which CommonMark reads as raw text or code, so
    that quotes of what the built page shows were not found (measured on griffe's,
    mkdocstrings' and starlette's documentation against Python-Markdown with each site's
    extensions): admonitions and collapsible blocks (``!!! note "Title"``, ``???``), whose
    indented content CommonMark makes a code block with its ``**bold**`` left raw; content
    tabs (``=== "Label"``, :mod:`._mkdocs`); attribute lists after a link or span
    (``[Gitter](url){ target="_blank" }``: the page shows ``Gitter``); footnotes (a
    definition ``[^1]: text`` was read as a link reference and its text dropped; the mark
    is left out, as reStructuredText's are); YAML front matter, which sites read as
    settings."""
    from mdit_py_plugins.admon import admon_plugin
    from mdit_py_plugins.attrs import attrs_plugin
    from mdit_py_plugins.footnote import footnote_plugin
    from mdit_py_plugins.front_matter import front_matter_plugin

    from ._mkdocs import tabs_plugin

    parser.use(front_matter_plugin).use(admon_plugin).use(tabs_plugin)
    parser.use(attrs_plugin).use(footnote_plugin)
    myst_syntax(parser)
    pymdownx_syntax(parser)
    # Each definition read where it is written, referenced or not (the plugin's last step
    # moves the referenced ones to the end and drops the rest: text lost)
    parser.disable("footnote_tail")


def _skip_destination(source: str, at: int) -> int:
    """The offset after a link's ``(destination "title")`` or ``[label]`` at ``at``."""
    if at >= len(source):
        return at
    if source[at] == "[":
        close = source.find("]", at)
        return at if close < 0 else close + 1
    if source[at] != "(":
        return at
    depth, quote, i = 0, "", at
    while i < len(source):
        char = source[i]
        if char == "\\":
            i += 2
            continue
        if quote:
            if char == quote:
                quote = ""
        elif char in "\"'" and i > at and source[i - 1].isspace():
            quote = char
        elif char == "<":
            close = source.find(">", i)
            i = i if close < 0 else close
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return at


#: A line opening with a definition's mark, ``:   `` (Python-Markdown's ``def_list``).
_DEFINITION_MARK = re.compile(r":[ \t]+")


def _inline(rendering: Rendering, token: Token, limit: int) -> None:
    """The rendered text of one inline token's children, aligned with the file."""
    source = rendering.source
    children = token.children or []
    for index, child in enumerate(children):
        kind = child.type
        if kind == "text" and index and children[index - 1].type == "softbreak":
            mark = _DEFINITION_MARK.match(child.content)
            if mark:
                # ``Term`` then ``:   Definition`` where CommonMark reads one paragraph (a
                # list item's): Python-Markdown shows no ``:`` (odmantic's page), GitHub
                # does: an optional word
                at = rendering.find(":", limit)
                rendering.emit(":", at, Piece.OPTIONAL)
                rendering.skip_to(at + 1 if at >= 0 else rendering.cursor)
                _text(rendering, child.content[1:].replace(_CODE_PIPE, "|"), limit)
                continue
        if kind == "text":
            _text(rendering, child.content.replace(_CODE_PIPE, "|"), limit)
        elif kind == "text_special":
            at = rendering.find(child.markup, limit) if child.markup else -1
            if at < 0:
                rendering.emit(child.content, -1, Piece.ENTITY)
                continue
            if child.content == child.markup:  # a backslash that escapes nothing
                rendering.copy(child.content, limit)
            elif child.info == "escape":
                rendering.emit(child.content, at + 1)
            else:
                rendering.emit(child.content, at, Piece.ENTITY)
            rendering.skip_to(at + len(child.markup))
        elif kind in ("softbreak", "hardbreak"):
            newline = rendering.find("\n", limit)
            if kind == "hardbreak" and newline > 0 and rendering.source[newline - 1] == "\\":
                # a backslash break, which Python-Markdown (MkDocs) shows as written
                rendering.emit("\\", newline - 1, Piece.OPTIONAL)
            rendering.emit("\n", newline)
            if newline >= 0:
                rendering.skip_to(newline + 1)
        elif kind == "code_inline":
            opening = rendering.find(child.markup, limit)
            if opening >= 0:
                rendering.skip_to(opening + len(child.markup))
            content = child.content.replace(_CODE_PIPE, "|")
            language = INLINE_CODE_LANGUAGE.match(content)
            if language:  # ``#!python `` (pymdownx.inlinehilite): not on such a page
                at = rendering.find(language[0], limit)
                rendering.emit(language[0], at, Piece.OPTIONAL)
                rendering.skip_to(at + len(language[0]) if at >= 0 else rendering.cursor)
            rendering.copy(content[language.end() if language else 0 :], limit)
            closing = rendering.find(child.markup, limit)
            if closing >= 0:
                rendering.skip_to(closing + len(child.markup))
        elif kind == "myst_role":
            _role(rendering, child, limit)
        elif kind == "footnote_ref":
            _footnote_mark(rendering, child, limit)
        elif kind in MARKS:
            # ``==mark==``, ``H~2~O``: the page shows no marks, a file read as plain
            # Markdown does; either way the quote is of the same words
            at = rendering.find(child.markup, limit)
            if at >= 0:
                rendering.emit(child.markup, at, Piece.OPTIONAL)
                rendering.skip_to(at + len(child.markup))
        elif kind == "keys":
            _keys(rendering, child, limit)
        elif kind == "html_inline":
            at = rendering.find(child.content, limit)
            if at >= 0:
                rendering.skip_to(at + len(child.content))
        elif kind == "image":
            at = rendering.find("![", limit)
            if at >= 0:
                close = _closing_bracket(source, at + 1, limit)
                rendering.skip_to(_skip_destination(source, close + 1) if close >= 0 else at)
        elif kind == "link_close" and child.markup != "autolink":
            close = rendering.find("]", limit)
            if close >= 0:
                rendering.skip_to(_skip_destination(source, close + 1))


#: What Python-Markdown takes for an HTML tag (its ``HTML_RE``) in text CommonMark leaves
#: as text: a tag name CommonMark does not allow (``<ENV_NAME>``, ``<package.name>``).
_LOOSE_TAG = re.compile(r"</?[A-Za-z][^<>@ ]*(?: [^<>]*)?>")


def _text(rendering: Rendering, content: str, limit: int) -> None:
    """Inline text; what Python-Markdown (MkDocs) passes to the browser as a tag of an
    element it does not know, so that the page shows nothing there, is optional words:
    ``may be set to <ENV_NAME> for use`` is ``may be set to for use`` on such a page, and
    a quote copied from it was judged absent; a quote of the file's words is confirmed
    too, one with another word not."""
    if "<" not in content:
        rendering.copy(content, limit)
        return
    at = 0
    for found in _LOOSE_TAG.finditer(content):
        rendering.copy(content[at : found.start()], limit)
        where = rendering.find(found[0], limit)
        for number, char in enumerate(found[0]):
            rendering.emit(char, where + number if where >= 0 else -1, Piece.OPTIONAL)
        if where >= 0:
            rendering.skip_to(where + len(found[0]))
        at = found.end()
    rendering.copy(content[at:], limit)


def _keys(rendering: Rendering, token: Token, limit: int) -> None:
    """``++ctrl+alt+del++`` as pymdownx.keys prints it, ``Ctrl+Alt+Del``: each key's
    name generated words pointing at the key as written."""
    at = rendering.find("++", limit)
    if at >= 0:
        rendering.skip_to(at + 2)
    for number, (key, name) in enumerate(key_names(token.content) or ()):
        if number:
            rendering.emit("+", rendering.find("+", limit), Piece.GENERATED)
        where = rendering.find(key, limit)
        rendering.emit(name, where, Piece.COPY if name == key and where >= 0 else Piece.GENERATED)
        if where >= 0:
            rendering.skip_to(where + len(key))
    closing = rendering.find("++", limit)
    if closing >= 0:
        rendering.skip_to(closing + 2)


def _footnote_mark(rendering: Rendering, token: Token, limit: int) -> None:
    """A footnote reference, ``[^label]``, as the page shows it (``3``, or ``[3]`` on a
    MyST page: :func:`_number_footnotes`): generated words a quote may leave out."""
    at = rendering.find("[^", limit)
    if at < 0:
        return
    rendering.skip_to(at)
    rendering.emit(str(token.meta.get(_SHOWN, "")), at, Piece.OPTIONAL)
    close = rendering.find("]", limit)
    if close >= 0:
        rendering.skip_to(close + 1)


def _role(rendering: Rendering, token: Token, limit: int) -> None:
    """A MyST role, ``{name}`text```, as Sphinx prints it (``{pep}`517``` as ``PEP 517``)."""
    name = str(token.meta.get("name", ""))
    opening = rendering.find(f"{{{name}}}", limit)
    if opening >= 0:
        rendering.skip_to(opening + len(name) + 2)
    ticks = rendering.find("`", limit)
    if ticks >= 0:
        rendering.skip_to(ticks)
    shown = shown_role(name, token.content)
    rendering.emit(shown.before, rendering.cursor, Piece.GENERATED)
    rendering.copy(shown.text, limit)
    rendering.emit(shown.parentheses, rendering.cursor, Piece.OPTIONAL)
    closing = rendering.find("`", limit)
    if closing >= 0:
        rendering.skip_to(closing + 1)
        while closing + 1 < limit and rendering.source[closing + 1] == "`":
            closing += 1
            rendering.skip_to(closing + 1)


def _closing_bracket(source: str, at: int, limit: int) -> int:
    """The ``]`` closing the ``[`` at ``at`` (nested brackets and escapes counted)."""
    depth = 0
    i = at
    while i < limit:
        char = source[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            depth += 1
        elif char == "]":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return -1


class _HtmlText(HTMLParser):
    """The text of a raw HTML block, in order: data, entities and block breaks."""

    BLOCKS = frozenset(
        "address article aside blockquote br dd details div dl dt figcaption figure footer "
        "h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table td th tr "
        "ul".split()
    )
    SKIP = frozenset(("script", "style", "template", "noscript", "svg", "math"))

    def __init__(self) -> None:
        super().__init__(convert_charrefs=False)
        self.parts: list[tuple[str, str, str]] = []  # (kind, rendered, raw)
        self._skipping = 0

    def handle_starttag(self, tag: str, attrs: object) -> None:
        if tag in self.SKIP:
            self._skipping += 1
        elif tag in self.BLOCKS:
            self.parts.append(("break", "", ""))

    def handle_endtag(self, tag: str) -> None:
        if tag in self.SKIP:
            self._skipping = max(0, self._skipping - 1)
        elif tag in self.BLOCKS:
            self.parts.append(("break", "", ""))

    def handle_data(self, data: str) -> None:
        if not self._skipping:
            self.parts.append(("text", data, data))

    def handle_entityref(self, name: str) -> None:
        self._entity(f"&{name};")

    def handle_charref(self, name: str) -> None:
        self._entity(f"&#{name};")

    def _entity(self, raw: str) -> None:
        if not self._skipping:
            self.parts.append(("entity", html.unescape(raw), raw))


def _html_block(rendering: Rendering, content: str, limit: int) -> None:
    parser = _HtmlText()
    parser.feed(content)
    parser.close()
    for kind, rendered, raw in parser.parts:
        if kind == "break":
            rendering.end_block()
        elif kind == "entity":
            at = rendering.find(raw, limit)
            rendering.emit(rendered, at, Piece.ENTITY)
            if at >= 0:
                rendering.skip_to(at + len(raw))
        else:
            rendering.copy(rendered, limit)
    rendering.end_block()


def _code(rendering: Rendering, lines: list[str], starts: list[int], first_line: int) -> None:
    """A code block's lines, each aligned with its own line of the file."""
    for number, line in enumerate(lines):
        index = first_line + number
        if index >= len(starts):
            break
        rendering.skip_to(starts[index])
        end = starts[index + 1] if index + 1 < len(starts) else len(rendering.source)
        if number:
            rendering.emit("\n", starts[index] - 1)
        rendering.copy(line, end)
    rendering.end_block()


def _lines(content: str) -> list[str]:
    return content.removesuffix("\n").split("\n")


#: How deep MyST directive fences nest before deeper ones are read as code (a hostile file
#: of nested fences must not recurse without end).
_MAX_NESTING = 8


#: Where :func:`_number_footnotes` writes what the page shows for a footnote's mark, and
#: after the last paragraph of its note, in the token's ``meta``.
_SHOWN = "citeproof_shown"
#: What Python-Markdown (MkDocs) prints after a note for each reference to it: a link back.
_BACK_LINK = "\xa0\u21a9"
#: Tokens that only MyST (a Sphinx site) writes.
_MYST_TOKENS = frozenset({"myst_target", "myst_block_break", "myst_line_comment"})


def _number_footnotes(tokens: list[Token]) -> None:
    """What the built page shows for each footnote reference, noted on its token (see
    :data:`_SHOWN`). The file writes ``[^label]``; the page a raised number, and quotes
    copied from it hold that number (``...is time.3``, ``...applications[1]``), so they
    were judged absent while the mark was left out (6 of the genuine quotes of
    mkdocstrings-python's, markdown-exec's, structlog's and svcs' pages). The mark is
    :attr:`Piece.OPTIONAL`: a quote with it or without it is confirmed, a quote with
    another number is not. Python-Markdown (MkDocs) numbers the notes in the order they
    are defined, prints the bare number and ends each note with a link back (``↩``, one
    for each reference); Sphinx (a MyST page: one using MyST's roles, directives or
    targets) prints ``[n]``: a numeric label as written, the others numbered in the order
    they are first referenced, after the numbers the numeric labels take."""
    children = [child for token in tokens for child in token.children or ()]
    myst = (
        any(t.type in _MYST_TOKENS for t in tokens)
        or any(t.type == "myst_role" for t in children)
        or any(t.type == "fence" and directive_of(t.info, "") is not None for t in tokens)
    )
    references = [child for child in children if child.type == "footnote_ref"]
    counts: dict[str, int] = {}
    for reference in references:
        label = str(reference.meta.get("label", ""))
        counts[label] = counts.get(label, 0) + 1
    shown: dict[str, str] = {}
    if myst:
        taken = {label for label in counts if label.isdigit()}
        number = 0
        for reference in references:
            label = str(reference.meta.get("label", ""))
            if label not in shown:
                if label.isdigit():
                    shown[label] = label
                else:
                    number += 1
                    while str(number) in taken:
                        number += 1
                    shown[label] = str(number)
        for reference in references:
            reference.meta[_SHOWN] = f"[{shown[str(reference.meta.get('label', ''))]}]"
        return
    defined = [str(t.meta.get("label", "")) for t in tokens if t.type == "footnote_reference_open"]
    numbers = {label: str(i) for i, label in enumerate(dict.fromkeys(defined), 1)}
    for reference in references:
        reference.meta[_SHOWN] = numbers.get(str(reference.meta.get("label", "")), "")
    label, last = "", None  # the note being read, and its last inline so far
    for token in tokens:
        if token.type == "footnote_reference_open":
            label, last = str(token.meta.get("label", "")), None
        elif token.type == "inline":
            last = token
        elif token.type == "footnote_reference_close" and last is not None and label in numbers:
            last.meta[_SHOWN] = _BACK_LINK * max(1, counts.get(label, 0))


#: What a ``|`` inside a code span of a table row is parsed as (given back when rendered).
_CODE_PIPE = "\ue000"
_CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)")


def _table_code_pipes(source: str, tokens: list[Token]) -> str | None:
    """``source`` with each ``|`` inside a code span of a table's rows made
    :data:`_CODE_PIPE`, or None when no table row has one. GitHub's tables split a row
    at every unescaped ``|``, code or not, and drop the cells past the header's count;
    Python-Markdown (MkDocs) does not split inside a code span: a row
    ``| `str | None` | The name. |`` is two cells on such a page, and its second cell's
    words were lost. Read as MkDocs reads it, the pipe given back in the text."""
    if _CODE_PIPE in source:
        return None
    lines = source.split("\n")
    changed = False
    for token in tokens:
        if token.type != "table_open" or token.map is None:
            continue
        for number in range(token.map[0], min(token.map[1], len(lines))):
            line = lines[number]
            if "`" in line:
                new = _CODE_SPAN.sub(lambda found: found[0].replace("|", _CODE_PIPE), line)
                changed = changed or new != line
                lines[number] = new
    return "\n".join(lines) if changed else None


def render_markdown(text: str) -> Rendered:
    """The rendered text of the Markdown ``text``, each character mapped to the file."""
    source = normalise_newlines(text)
    rendering = Rendering(source)
    tokens = _parser().parse(source)
    protected = _table_code_pipes(source, tokens)
    if protected is not None:
        tokens = _parser().parse(protected)
    _number_footnotes(tokens)
    _render(rendering, tokens, line_starts(source), 0, 0)
    return rendering.finish()


#: An HTML block's opening tag alone on its first line, with a ``markdown`` attribute.
_MARKDOWN_TAG = re.compile(
    r"""<(?P<tag>[A-Za-z][\w-]*)(?:\s[^>]*?)?\smarkdown(?:=["']?(?:1|block)["']?)?(?:\s[^>]*)?>\s*"""
)


def _markdown_in_html(content: str) -> str | None:
    """The content of an HTML block written ``<div markdown>`` (Python-Markdown's
    ``md_in_html``, Material for MkDocs' grid cards): Markdown the page renders, which
    CommonMark reads as raw HTML up to a blank line, its ``**bold**`` left raw; None for
    any other HTML block. The opening tag's line and a closing tag's last line are left
    out, the lines between kept in place (rendered from the line after the tag)."""
    first, _, rest = content.partition("\n")
    found = _MARKDOWN_TAG.fullmatch(first.strip())
    if found is None:
        return None
    lines = rest.removesuffix("\n").split("\n")
    if lines and lines[-1].strip() == f"</{found['tag']}>":
        lines[-1] = ""
    return "\n".join(lines) + "\n"


_LIST_OPEN = frozenset({"bullet_list_open", "ordered_list_open"})
_LIST_CLOSE = frozenset({"bullet_list_close", "ordered_list_close"})


def _unlisted(
    tokens: list[Token], index: int, source: str, line_start: Callable[[int], int]
) -> bool:
    """Whether Python-Markdown (MkDocs) reads the list opening at ``tokens[index]`` as
    paragraph text, markers and all, where CommonMark reads a list: one written right
    under a paragraph's last line (no blank line between: Python-Markdown continues the
    paragraph), or numbered ``1)`` (Python-Markdown knows ``1.`` only). A quote copied
    from such a page holds the markers (``away: - first item``) and was judged absent;
    the markers are read as optional words, so a quote of the list as GitHub shows it (no
    markers) is confirmed too. Not inside a list item, where both read a nested list."""
    return tokens[index].markup == ")" or _under_paragraph(tokens, index, source, line_start)


def _under_paragraph(
    tokens: list[Token], index: int, source: str, line_start: Callable[[int], int]
) -> bool:
    """Whether the block opening at ``tokens[index]`` is written right under a paragraph's
    last line, which Python-Markdown continues over it (a list, a table)."""
    token = tokens[index]
    if index == 0 or tokens[index - 1].type != "paragraph_close" or token.map is None:
        return False
    first = token.map[0]
    if first == 0:
        return False
    return bool(source[line_start(first - 1) : line_start(first)].strip())


def _optional_pipe(rendering: Rendering, limit: int) -> None:
    """The ``|`` next in the file, if only white space comes before it, as optional."""
    source = rendering.source
    at = rendering.find("|", limit)
    if at < 0 or source[rendering.cursor : at].strip():
        return
    for space in range(rendering.cursor, at):  # the white space around it, as written
        rendering.emit(source[space], space)
    rendering.emit("|", at, Piece.OPTIONAL)
    after = at + 1
    while after < limit and source[after] in " \t":
        rendering.emit(source[after], after)
        after += 1
    rendering.skip_to(after)


def _cell_pipes(
    rendering: Rendering,
    tokens: list[Token],
    index: int,
    limit: int,
    line_start: Callable[[int], int],
    *,
    after_cell: bool = False,
) -> None:
    """A table written right under a paragraph is that paragraph's text to Python-Markdown
    (MkDocs): ``Options: | Name | Meaning | |---|---| | a | b |``, a quote copied from
    such a page was judged absent. Its pipes and delimiter row are optional words around
    the cells (a cell's words stay a block of their own, as GitHub shows them): before a
    cell, its opening pipe; after a row's last cell, its closing pipe, and after the
    header row, the delimiter row."""
    if not after_cell:
        _optional_pipe(rendering, limit)
        return
    if index + 2 >= len(tokens) or tokens[index + 2].type != "tr_close":
        return
    _optional_pipe(rendering, limit)
    token = tokens[index]
    if index + 3 < len(tokens) and tokens[index + 3].type == "thead_close" and token.map:
        start, end = line_start(token.map[0] + 1), line_start(token.map[0] + 2)
        delimiter = rendering.source[start:end].rstrip()
        rendering.emit(" ", -1)
        for number, char in enumerate(delimiter):
            piece = Piece.COPY if char.isspace() else Piece.OPTIONAL
            rendering.emit(char, start + number, piece)


def _render(
    rendering: Rendering, tokens: list[Token], starts: list[int], offset: int, depth: int
) -> None:
    """Render ``tokens``, whose lines are the file's from line ``offset`` on (a directive's
    content is parsed apart: its first line is the file's ``offset``)."""
    source = rendering.source

    def line_start(line: int) -> int:
        line += offset
        return starts[line] if line < len(starts) else len(source)

    unlisted: list[bool] = []  # for each list open: whether Python-Markdown reads no list
    items = 0  # how many list items are open
    marker = ""  # the marker of the item whose first line is next, if shown as text
    piped = False  # in a table Python-Markdown reads as paragraph text, pipes and all
    for index, token in enumerate(tokens):
        if token.type in _LIST_OPEN:
            unlisted.append(not items and _unlisted(tokens, index, source, line_start))
        elif token.type in _LIST_CLOSE:
            unlisted.pop() if unlisted else None
        elif token.type == "list_item_open":
            items += 1
            if unlisted and unlisted[-1]:
                marker = f"{token.info}{token.markup} "
        elif token.type == "list_item_close":
            items -= 1
        elif token.type == "table_open":
            piped = not items and _under_paragraph(tokens, index, source, line_start)
        elif token.type == "table_close":
            piped = False
        if token.map is None or token.type not in ("inline", "html_block", "code_block", "fence"):
            continue
        after = tokens[index - 1].type if index else ""
        rendering.skip_to(line_start(token.map[0]))
        limit = line_start(token.map[1])
        if marker:
            at = rendering.find(marker.strip(), limit)
            rendering.emit(marker, at, Piece.OPTIONAL)
            marker = ""
        if after == "admonition_title_open" and rendering.find(token.content, limit) < 0:
            # no title written: the page shows the kind's name (``!!! note`` as "Note")
            rendering.emit(token.content, line_start(token.map[0]), Piece.GENERATED)
            rendering.end_block()
        elif token.type == "inline":
            if piped and after in ("th_open", "td_open"):
                _cell_pipes(rendering, tokens, index, limit, line_start)
            _inline(rendering, token, limit)
            if piped and after in ("th_open", "td_open"):
                _cell_pipes(rendering, tokens, index, limit, line_start, after_cell=True)
            if _SHOWN in token.meta:  # a footnote's links back
                rendering.emit(str(token.meta[_SHOWN]), rendering.cursor, Piece.OPTIONAL)
            rendering.end_block()
        elif token.type == "html_block":
            body = _markdown_in_html(token.content) if depth < _MAX_NESTING else None
            if body is None:
                _html_block(rendering, token.content, limit)
            else:
                tree = _parser().parse(body)
                _render(rendering, tree, starts, offset + token.map[0] + 1, depth + 1)
        elif token.type == "code_block":
            _code(rendering, _lines(token.content), starts, offset + token.map[0])
        else:
            directive = directive_of(token.info, token.content) if depth < _MAX_NESTING else None
            if directive is None:
                _code(rendering, _lines(token.content), starts, offset + token.map[0] + 1)
            else:
                _directive(rendering, token, directive, starts, offset + token.map[0], depth)


def _directive(
    rendering: Rendering,
    token: Token,
    directive: Directive,
    starts: list[int],
    line: int,
    depth: int,
) -> None:
    """A MyST directive fence at the file's ``line``, as Sphinx shows it (:mod:`._myst`)."""
    lines = _lines(token.content)[directive.option_lines :]
    body_line = line + 1 + directive.option_lines
    if directive.content == "hidden":
        return
    if directive.name == EVAL_RST:
        _eval_rst(rendering, lines, starts, body_line)
        return
    if directive.content == "code":
        _code(rendering, lines, starts, body_line)
        return
    fence = starts[line] if line < len(starts) else len(rendering.source)
    end = starts[line + 1] if line + 1 < len(starts) else len(rendering.source)
    body = "\n".join(lines)
    label = VERSION_LABELS.get(directive.name)
    if label is not None and directive.argument:
        version, _, rest = directive.argument.partition(" ")
        rendering.skip_to(fence)
        rendering.emit(f"{label} ", fence, Piece.GENERATED)
        rendering.copy(version, end)
        written = rest.strip() or body.strip()
        rendering.emit(": " if written else ".", rendering.cursor, Piece.GENERATED)
        if rest.strip():
            rendering.copy(rest.strip(), end)
            rendering.end_block()
        # the content's first paragraph joins the label's block, as Sphinx prints it
    elif directive.shows_argument:
        rendering.skip_to(fence)
        inline = _parser().parseInline(directive.argument)
        if inline:
            _inline(rendering, inline[0], end)
        rendering.end_block()
    _render(rendering, _parser().parse(body), starts, body_line, depth + 1)
    rendering.end_block()


def _eval_rst(rendering: Rendering, lines: list[str], starts: list[int], first_line: int) -> None:
    """A MyST ```` ```{eval-rst} ```` fence: its content is reStructuredText, which Sphinx
    parses and shows as it shows a ``.rst`` page (a description's prose under
    ``.. function::``, its ``.. versionadded::`` note). Read as code, every sentence in it
    was judged absent (12 of svcs' and stamina's genuine quotes). Rendered by
    :func:`._rst.render_rst`, each character pointed back from the content's line and
    column to the file's (the fence may be indented: markdown-it removed that indent)."""
    source = rendering.source
    body = "\n".join(lines) + "\n"
    origins: list[int] = []  # the file offset of each body line's first character
    for number, line in enumerate(lines):
        index = first_line + number
        if index >= len(starts):
            origins.append(-1)
            continue
        end = starts[index + 1] - 1 if index + 1 < len(starts) else len(source)
        written = source[starts[index] : end]
        origins.append(end - len(line) if written.endswith(line) else -1)
    body_starts = line_starts(body)

    def position(offset: int) -> int:
        if offset < 0:
            return -1
        number = bisect.bisect_right(body_starts, offset) - 1
        if number >= len(origins) or origins[number] < 0:
            return -1
        return origins[number] + offset - body_starts[number]

    rendering.include(render_rst(body), position)


def read_markdown(data: bytes, name: str, charset: str | None) -> SourceDocument:
    """A Markdown file as rendered (``rendered_markdown``), with ``line`` locators."""
    return read_rendered(
        data, name, charset, render_markdown, markup="Markdown",
        representation=Representation.RENDERED_MARKDOWN, content_type="text/markdown",
    )  # fmt: skip
