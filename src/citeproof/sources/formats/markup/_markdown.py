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
from functools import cache
from html.parser import HTMLParser
from typing import TYPE_CHECKING, Any, NamedTuple

from ...._lazy import deferred
from ..._budget import SourceTooLarge
from ..._document import Representation, SourceDocument
from .._signatures import recognise_markdown
from ._mkdocs import number_captions
from ._myst import SECTION_TITLE, Directive, directive_of, myst_syntax, section_titles, title_refs
from ._pymdownx import (
    ICON,
    INLINE_CODE_LANGUAGE,
    MARKS,
    key_names,
    pymdownx_syntax,
)
from ._python_markdown import (
    CODE_PIPE,
    EMPHASIS_MARKS,
    LIST_CLOSE,
    LIST_OPEN,
    PYTHON_MARKDOWN_ESCAPES,
    SHOWN,
    cell_pipes,
    markdown_in_html,
    number_footnotes,
    paragraph_html,
    table_code_pipes,
    under_paragraph,
    unlisted,
)
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
    settings; ``pymdownx.blocks``' generic blocks (``/// admonition | Title`` ... ``///``,
    :mod:`._mkdocs`: round 51, whose captions' numbers, ``Figure 1.``, are in no file)."""
    from mdit_py_plugins.admon import admon_plugin
    from mdit_py_plugins.attrs import attrs_plugin
    from mdit_py_plugins.footnote import footnote_plugin
    from mdit_py_plugins.front_matter import front_matter_plugin

    from ._mkdocs import generic_blocks_plugin, tabs_plugin, whole_admonitions

    parser.use(front_matter_plugin).use(admon_plugin).use(whole_admonitions).use(tabs_plugin)
    parser.use(generic_blocks_plugin)
    parser.use(attrs_plugin).use(footnote_plugin)
    parser.inline.ruler.at("attr", _bounded_attributes(_rule(parser, "attr")))
    myst_syntax(parser)
    pymdownx_syntax(parser)
    # Each definition read where it is written, referenced or not (the plugin's last step
    # moves the referenced ones to the end and drops the rest: text lost)
    parser.disable("footnote_tail")


def _rule(parser: markdown_it.MarkdownIt, name: str) -> Any:
    """The function of the inline rule ``name``."""
    return next(rule.fn for rule in parser.inline.ruler.__rules__ if rule.name == name)


#: The longest attribute list ``{ ... }`` read after a link, an image or inline code.
_MAX_ATTRIBUTES_CHARS = 4096
#: Where :func:`_bounded_attributes` keeps the paragraph it last looked at and its last
#: ``%`` (in the parse's ``env``).
_LAST_PERCENT = "citeproof_last_percent"


def _bounded_attributes(rule: Any, limit: int = _MAX_ATTRIBUTES_CHARS) -> Any:
    """The attribute plugin's inline rule, shown only the ``limit`` characters after a
    ``{`` instead of the rest of the paragraph.

    The plugin copies the rest of the paragraph (``state.src[state.pos:]``) after every
    link, image and code span that a ``{`` follows, and scans it for its last ``%``, so a
    paragraph of ``[a](b){.c}`` was read in time growing with its square (3.3 MB: 43 s,
    found by fuzzing). The rule is given a window of the paragraph instead, and reads
    it as it would read the rest: the only thing it looks at past the attribute list is
    whether a ``%`` follows (a comment is closed by the next ``%`` or, when none is left,
    by ``}``), and a ``%`` past the window is stood for by one at the window's end. A
    list the window does not close, longer than ``limit``, is read as text (an attribute
    list of thousands of characters is no list a page means).

    A list may open ``{:`` (Python-Markdown's ``attr_list`` takes the colon as optional,
    the plugin does not): the window then leaves the colon out, and the list is read as
    the same list without it (wcmatch's ``[PayPal](url){: .md-button }``, whose classes
    were shown between two links' words). A list after emphasis (:func:`_closes_emphasis`)
    is read and not shown, as the page shows it; one after a Material icon
    (``:material-clock-fast:{ .lg .middle }``, grid cards: the icon's own) is optional
    words with the icon, which a file read as plain Markdown shows with it."""
    from mdit_py_plugins.attrs.parse import ParseError, parse

    def bounded(state: Any, silent: bool) -> bool:
        src, pos = state.src, state.pos
        if not src.startswith("{", pos) or src.find("}", pos, pos + limit) < 0:
            return False
        colon = int(src.startswith("{:", pos))  # the colon left out of the window
        if state.pending or not state.tokens:
            return False  # the rule's own first test, before any copying
        # The paragraph's last "%", found once a paragraph (kept with the parse's own
        # settings, so nothing outlives the page)
        last = state.env.get(_LAST_PERCENT)
        if last is None or last[0] is not src:
            last = state.env[_LAST_PERCENT] = (src, src.rfind("%"))
        end = min(len(src), pos + limit)
        window = "{" + src[pos + 1 + colon : end]
        if last[1] >= end:
            window += "%"
        try:
            done, _ = parse(window)
        except ParseError:
            return False
        if done >= end - pos - colon:
            return False  # closed only past the window (or by its stand-in "%")
        if state.tokens[-1].type == ICON:  # optional with the icon (see _inline)
            if not silent:
                state.push(ICON, "span", 0).content = src[pos : pos + colon + done + 1]
            state.pos = pos + colon + done + 1
            return True
        if _closes_emphasis(state):
            state.pos = pos + colon + done + 1  # the list read, nothing shown
            return True
        state.src, state.pos = window, 0
        try:
            found = bool(rule(state, silent))
            read = state.pos
        finally:
            state.src, state.pos = src, pos
        if found:
            state.pos = pos + colon + read
        return found

    return bounded


def _closes_emphasis(state: Any) -> bool:
    """Whether the last token is a run of ``*`` or ``_`` that may close emphasis, right
    before the cursor: Python-Markdown's ``attr_list`` gives the emphasis an attribute
    list written there (``**`css_class`**{ #css_class }``, its own manual's options), and
    the page shows none of it; the plugin attaches lists to links, images and code only
    (emphasis is paired after the paragraph is read), and the list was shown in the
    option's words. Only a run an earlier one of its kind may open: ``MY_VAR_{n}`` is
    no emphasis, and its braces stay."""
    tokens, delimiters = state.tokens, state.delimiters
    if not tokens or not delimiters or tokens[-1].type != "text":
        return False
    last = delimiters[-1]
    return (
        last.marker in _EMPHASIS_MARKERS
        and tokens[-1].content == chr(last.marker)
        and last.token == len(tokens) - 1
        and last.close
        and _open_runs(delimiters[:-1], last.marker) > 0
    )


def _open_runs(delimiters: list[Any], marker: int) -> int:
    """How many runs of ``marker`` are left open by the runs before, each closer taking
    the last open one (emphasis' pairing, without its rule of three)."""
    opened = 0
    for delimiter in delimiters:
        if delimiter.marker != marker:
            continue
        if delimiter.close and opened:
            opened -= 1
        elif delimiter.open:
            opened += 1
    return opened


#: The characters of emphasis' delimiter runs (markdown-it's codes).
_EMPHASIS_MARKERS = frozenset({ord("*"), ord("_")})


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
                _text(rendering, child.content[1:].replace(CODE_PIPE, "|"), limit)
                continue
        if kind == "text":
            _text(rendering, child.content.replace(CODE_PIPE, "|"), limit)
        elif kind == "text_special":
            at = rendering.find(child.markup, limit) if child.markup else -1
            if at < 0:
                rendering.emit(child.content, -1, Piece.ENTITY)
                continue
            if child.content == child.markup:  # a backslash that escapes nothing
                rendering.copy(child.content, limit)
            elif child.info == "escape":
                if child.content not in PYTHON_MARKDOWN_ESCAPES:
                    # MkDocs' Markdown escapes fewer characters: it shows "\<" as written
                    rendering.emit("\\", at, Piece.OPTIONAL)
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
            content = child.content.replace(CODE_PIPE, "|")
            language = INLINE_CODE_LANGUAGE.match(content)
            if language:  # ``#!python `` (pymdownx.inlinehilite): not on such a page
                at = rendering.find(language[0], limit)
                rendering.emit(language[0], at, Piece.OPTIONAL)
                rendering.skip_to(at + len(language[0]) if at >= 0 else rendering.cursor)
            _code_span(rendering, content[language.end() if language else 0 :], limit)
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
        elif kind == ICON:  # an image on the page, a shortcode on GitHub: optional
            at = rendering.find(child.content, limit)
            if at >= 0:
                rendering.emit(child.content, at, Piece.OPTIONAL)
                rendering.skip_to(at + len(child.content))
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
    MyST page: :func:`number_footnotes`): generated words a quote may leave out."""
    at = rendering.find("[^", limit)
    if at < 0:
        return
    rendering.skip_to(at)
    rendering.emit(str(token.meta.get(SHOWN, "")), at, Piece.OPTIONAL)
    close = rendering.find("]", limit)
    if close >= 0:
        rendering.skip_to(close + 1)


def _code_span(rendering: Rendering, body: str, limit: int) -> None:
    """A code span's text; spaces at its edges optional words. Python-Markdown (MkDocs)
    strips them (`` `>>> ` `` shows ``>>>``), CommonMark keeps them unless both edges have
    one: a quote copied from either page is of the same characters, bar a space."""
    core = body.strip(" ")
    at = rendering.find(body, limit) if core and core != body else -1
    if at < 0:
        rendering.copy(body, limit)
        return
    lead = len(body) - len(body.lstrip(" "))
    for k in range(lead):
        rendering.emit(" ", at + k, Piece.OPTIONAL)
    rendering.skip_to(at + lead)
    rendering.copy(core, limit)
    for k in range(lead + len(core), len(body)):
        rendering.emit(" ", at + k, Piece.OPTIONAL)
    rendering.skip_to(at + len(body))


def _role(rendering: Rendering, token: Token, limit: int) -> None:
    """A MyST role, ``{name}`text```, as Sphinx prints it (``{pep}`517``` as ``PEP 517``)."""
    name = str(token.meta.get("name", ""))
    opening = rendering.find(f"{{{name}}}", limit)
    if opening >= 0:
        rendering.skip_to(opening + len(name) + 2)
    ticks = rendering.find("`", limit)
    if ticks >= 0:
        rendering.skip_to(ticks)
    title = token.meta.get(SECTION_TITLE)
    if title is not None:  # a reference to a section of this page: its title
        rendering.emit(str(title), rendering.cursor, Piece.GENERATED)
    else:
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
    emphasis = paragraph_html(content)
    for kind, rendered, raw in parser.parts:
        if kind == "break":
            rendering.end_block()
        elif kind == "entity":
            at = rendering.find(raw, limit)
            rendering.emit(rendered, at, Piece.ENTITY)
            if at >= 0:
                rendering.skip_to(at + len(raw))
        elif emphasis and ("*" in rendered or "_" in rendered):
            _optional_emphasis(rendering, rendered, limit)
        else:
            rendering.copy(rendered, limit)
    rendering.end_block()


def _optional_emphasis(rendering: Rendering, text: str, limit: int) -> None:
    """Text of an HTML block Python-Markdown renders as Markdown (:func:`paragraph_html`),
    copied with its emphasis marks (as markdown-it finds them) read as optional words;
    text holding any other inline markup is copied as it is."""
    inline = _parser().parseInline(text)
    children = (inline[0].children or []) if inline else []
    if not children or any(
        c.type not in EMPHASIS_MARKS and c.type not in ("text", "softbreak") for c in children
    ):
        rendering.copy(text, limit)
        return
    for child in children:
        if child.type in EMPHASIS_MARKS:
            at = rendering.find(child.markup, limit)
            rendering.emit(child.markup, at, Piece.OPTIONAL)
            rendering.skip_to(at + len(child.markup) if at >= 0 else rendering.cursor)
        elif child.type == "softbreak":
            rendering.copy("\n", limit)
        else:
            rendering.copy(child.content, limit)


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


#: Table cells one Markdown document may make. GitHub's tables pad every row to the
#: header's columns, a few tokens a cell: 2,000 columns over 1,000 rows of bare pipes (a
#: 2 MB file) built 2 GB of tokens in 26 s. The largest real tables hold thousands.
MAX_TABLE_CELLS = 200_000
#: What a table's delimiter row (``| --- | :-: |``) is made of, besides at least one ``-``.
_DELIMITER_CHARACTERS = "|:- \t"


def _check_tables(source: str) -> None:
    """Refuse ``source`` (``too_large``, the limit named) when its tables could make more
    than :data:`MAX_TABLE_CELLS` cells: each table's columns (its delimiter row's) times
    the lines from that row to the next blank line, an upper bound (a table ends there at
    the latest; a row of dashes inside it is a row, not another table). Blank as
    markdown-it reads it: nothing but spaces and tabs. A line at a time with string
    methods: no pattern to backtrack on a long line."""
    lines = [line.lstrip(" \t>") for line in source.split("\n")]
    rows = [0] * (len(lines) + 1)  # lines from each one to the next blank line
    for k in range(len(lines) - 1, -1, -1):
        rows[k] = rows[k + 1] + 1 if lines[k].strip(" \t") else 0
    cells = 0
    table_end = 0
    for k, body in enumerate(lines):
        if k < table_end or "-" not in body or not rows[k] or k == 0 or not rows[k - 1]:
            continue  # inside a table counted, or no header line above it
        if body.strip(_DELIMITER_CHARACTERS):  # anything else on the line: no delimiter row
            continue
        cells += (body.count("|") + 1) * rows[k]
        table_end = k + rows[k]
        if cells > MAX_TABLE_CELLS:
            raise SourceTooLarge(
                f"holds tables of more than {MAX_TABLE_CELLS:,} cells; that is the most "
                "read from a Markdown document (MAX_TABLE_CELLS)",
                "MAX_TABLE_CELLS",
                MAX_TABLE_CELLS,
            )


def render_markdown(text: str) -> Rendered:
    """The rendered text of the Markdown ``text``, each character mapped to the file."""
    source = normalise_newlines(text)
    _check_tables(source)
    rendering = Rendering(source)
    env: dict[str, Any] = {}
    tokens = _parser().parse(source, env)
    protected = table_code_pipes(source, tokens)
    if protected is not None:
        env = {}
        tokens = _parser().parse(protected, env)
    number_footnotes(tokens)
    number_captions(tokens)
    page = _Page(env.get("references", {}), section_titles(tokens))
    title_refs(tokens, page.titles)
    _render(rendering, tokens, line_starts(source), 0, 0, page)
    return rendering.finish()


def _continues_definition(tokens: list[Token], index: int) -> bool:
    """Whether the indented block ``tokens[index]`` (a code block to CommonMark) follows a
    paragraph ending in a definition (``:   text``, Python-Markdown's ``def_list``, as
    PHP Markdown Extra and pandoc write it): there it is the definition's next paragraph,
    its links and emphasis rendered (a code block needs eight spaces), and a quote of the
    page was judged absent (mkdocs-print-site-plugin's 'For example "google.com" will be
    replaced by …', read with its link's brackets and address). A page written for GitHub
    has no such definitions: their ``:`` shows there."""
    if index < 2 or tokens[index - 1].type != "paragraph_close":
        return False
    inline = tokens[index - 2]
    if inline.type != "inline":
        return False
    return any(_DEFINITION_MARK.match(line) for line in inline.content.split("\n"))


class _Page(NamedTuple):
    """What the whole page gives the parts of it parsed apart: its link reference
    definitions and its labelled sections' titles."""

    references: dict[str, Any]
    titles: dict[str, str]


def _parse_nested(body: str, page: _Page) -> list[Token]:
    """A directive's or an HTML block's content, parsed apart but with the page's link
    reference definitions and section labels: Sphinx and Python-Markdown resolve
    ``[text][label]`` anywhere in the page from a definition anywhere in it, so a note's
    link read as written (``[standard library documentation for netrc][netrc-std-lib]``)
    was a false alarm."""
    tokens = _parser().parse(body, {"references": dict(page.references)})
    title_refs(tokens, page.titles)
    return tokens


def _render(
    rendering: Rendering,
    tokens: list[Token],
    starts: list[int],
    offset: int,
    depth: int,
    page: _Page,
) -> None:
    """Render ``tokens``, whose lines are the file's from line ``offset`` on (a directive's
    content is parsed apart: its first line is the file's ``offset``)."""
    source = rendering.source

    def line_start(line: int) -> int:
        line += offset
        return starts[line] if line < len(starts) else len(source)

    as_text: list[bool] = []  # for each list open: whether Python-Markdown reads no list
    items = 0  # how many list items are open
    marker = ""  # the marker of the item whose first line is next, if shown as text
    piped = False  # in a table Python-Markdown reads as paragraph text, pipes and all
    for index, token in enumerate(tokens):
        if token.type in LIST_OPEN:
            as_text.append(not items and unlisted(tokens, index, source, line_start))
        elif token.type in LIST_CLOSE:
            as_text.pop() if as_text else None
        elif token.type == "list_item_open":
            items += 1
            if as_text and as_text[-1]:
                marker = f"{token.info}{token.markup} "
        elif token.type == "list_item_close":
            items -= 1
        elif token.type == "table_open":
            piped = not items and under_paragraph(tokens, index, source, line_start)
        elif token.type == "table_close":
            piped = False
        elif token.type == "caption_prefix" and token.content and token.map is not None:
            # a numbered caption's prefix (``Figure 1.``), in its text's paragraph
            at = line_start(token.map[0])
            rendering.skip_to(at)
            rendering.emit(f"{token.content} ", at, Piece.GENERATED)
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
                cell_pipes(rendering, tokens, index, limit, line_start)
            _inline(rendering, token, limit)
            if piped and after in ("th_open", "td_open"):
                cell_pipes(rendering, tokens, index, limit, line_start, after_cell=True)
            if SHOWN in token.meta:  # a footnote's links back
                rendering.emit(str(token.meta[SHOWN]), rendering.cursor, Piece.OPTIONAL)
            rendering.end_block()
        elif token.type == "html_block":
            body = markdown_in_html(token.content) if depth < _MAX_NESTING else None
            if body is None:
                _html_block(rendering, token.content, limit)
            else:
                tree = _parse_nested(body, page)
                _render(rendering, tree, starts, offset + token.map[0] + 1, depth + 1, page)
        elif token.type == "code_block":
            if depth < _MAX_NESTING and _continues_definition(tokens, index):
                tree = _parse_nested(token.content, page)
                _render(rendering, tree, starts, offset + token.map[0], depth + 1, page)
            else:
                _code(rendering, _lines(token.content), starts, offset + token.map[0])
        else:
            directive = directive_of(token.info, token.content) if depth < _MAX_NESTING else None
            if directive is None:
                _code(rendering, _lines(token.content), starts, offset + token.map[0] + 1)
            else:
                _directive(rendering, token, directive, starts, offset + token.map[0], depth, page)


def _directive(
    rendering: Rendering,
    token: Token,
    directive: Directive,
    starts: list[int],
    line: int,
    depth: int,
    page: _Page,
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
    _render(rendering, _parse_nested(body, page), starts, body_line, depth + 1, page)
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

    try:
        rendered = render_rst(body)
    except SourceTooLarge:  # a fence docutils would not read (or not soon): read as nothing,
        return  # as docutils reads it, not the whole page refused
    rendering.include(rendered, position)


def read_markdown(data: bytes, name: str, charset: str | None) -> SourceDocument:
    """A Markdown file as rendered (``rendered_markdown``), with ``line`` locators."""
    return read_rendered(
        data, name, charset, render_markdown, markup="Markdown",
        representation=Representation.RENDERED_MARKDOWN, content_type="text/markdown",
    )  # fmt: skip
