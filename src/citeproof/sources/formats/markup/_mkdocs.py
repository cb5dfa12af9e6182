"""MkDocs' content tabs for markdown-it, which has admonitions (``mdit_py_plugins``) but
no tabs; and ``pymdownx.blocks``' generic blocks (``/// note | Title`` ... ``///``,
:func:`generic_blocks_plugin`), their figure and table captions numbered as the page
shows them (:func:`number_captions`).

Material for MkDocs (pymdownx.tabbed) writes a tab as a line ``=== "Label"`` and its
content indented under it; CommonMark reads the label as a paragraph and the content, after
a blank line, as an indented code block, its ``**bold**`` and ``[links](...)`` left raw, so
a quote of a sentence in a tab was not found. :func:`tabs_plugin` reads the label as a
block of its own and the content as Markdown, as the page shows them.

A tab or an admonition goes on, as Python-Markdown reads it, while its lines are indented
under it: blank lines do not end it, however many (:func:`_content_end`). The admonitions'
plugin (``mdit_py_plugins``), and the tabs here after it, ended one at two blank lines in a
row, so a fence in it holding two (a blank line between a code example's imports and its
class, PEP 8's) was cut there and the rest of the tab or admonition read as an indented
code block, its ``code`` and ``*emphasis*`` marks left in (round 50, inline-snapshot's and
instructor's pages): :func:`whole_admonitions` gives the plugin the end read here.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from markdown_it import MarkdownIt
    from markdown_it.rules_block import StateBlock
    from markdown_it.token import Token

__all__ = [
    "CAPTION_PREFIX",
    "generic_blocks_plugin",
    "number_captions",
    "tabs_plugin",
    "whole_admonitions",
]

#: ``=== "Label"`` (``===+`` selects the tab: the same text), nothing after the label.
_TAB = re.compile(r'===\+? +"(?P<label>[^"\n]*)"[ \t]*$')
#: How far a tab's content is indented (pymdownx.tabbed's, as an admonition's).
_INDENT = 4


def _tab(state: StateBlock, start_line: int, end_line: int, silent: bool) -> bool:
    if state.sCount[start_line] - state.blkIndent >= 4:
        return False  # an indented code block's line
    start = state.bMarks[start_line] + state.tShift[start_line]
    line = state.src[start : state.eMarks[start_line]]
    found = _TAB.match(line)
    if found is None:
        return False
    if silent:
        return True
    old_parent, old_line_max, old_indent = state.parentType, state.lineMax, state.blkIndent
    indent = state.sCount[start_line] + _INDENT
    next_line = _content_end(state, start_line, end_line, indent)
    state.parentType = "tab"
    state.blkIndent = indent
    state.lineMax = next_line
    token = state.push("tab_open", "div", 1)
    token.block = True
    token.map = [start_line, next_line]
    token = state.push("tab_label_open", "label", 1)
    token.map = [start_line, start_line + 1]
    token = state.push("inline", "", 0)
    token.content = found["label"]
    token.map = [start_line, start_line + 1]
    token.children = []
    state.push("tab_label_close", "label", -1)
    state.md.block.tokenize(state, start_line + 1, next_line)
    state.push("tab_close", "div", -1).block = True
    state.parentType, state.lineMax, state.blkIndent = old_parent, old_line_max, old_indent
    state.line = next_line
    return True


def _empty(state: StateBlock, line: int) -> bool:
    return state.bMarks[line] + state.tShift[line] >= state.eMarks[line]


def _content_end(state: StateBlock, start_line: int, end_line: int, indent: int) -> int:
    """The line after the content of the block opened on ``start_line``: the first line
    written with text less indented than ``indent`` (blank lines, however many, do not end
    it; Python-Markdown's reading), or ``end_line``."""
    line = start_line + 1
    while line < end_line and (_empty(state, line) or state.sCount[line] >= indent):
        line += 1
    return line


def _whole(rule: Callable[[StateBlock, int, int, bool], bool]) -> Callable[..., bool]:
    """The admonitions' rule ``rule``, ended as :func:`_content_end` ends a block: its
    blank lines are given its content's indent while the plugin looks for its end (it takes
    a line less indented as empty, and two empty lines in a row as the end), then their
    own again."""

    def admonition(state: StateBlock, start_line: int, end_line: int, silent: bool) -> bool:
        if silent or not rule(state, start_line, end_line, True):
            return rule(state, start_line, end_line, silent)
        indent = state.blkIndent + _INDENT  # the plugin's, for ``!!! note``, ``???+ note``
        end = _content_end(state, start_line, end_line, indent)
        blank = [
            (line, state.sCount[line])
            for line in range(start_line + 1, end)
            if _empty(state, line) and state.sCount[line] < indent
        ]
        for line, _ in blank:
            state.sCount[line] = indent
        try:
            return rule(state, start_line, end, silent)
        finally:
            for line, count in blank:
                state.sCount[line] = count

    return admonition


def whole_admonitions(md: MarkdownIt) -> None:
    """The admonitions' rule (``mdit_py_plugins``' ``admonition``, used before this) ended
    where Python-Markdown ends an admonition (see :func:`_whole`)."""
    rule = next(r.fn for r in md.block.ruler.__rules__ if r.name == "admonition")
    md.block.ruler.at(
        "admonition", _whole(rule), {"alt": ["paragraph", "reference", "blockquote", "list"]}
    )


def tabs_plugin(md: MarkdownIt) -> None:
    """Read ``=== "Label"`` tabs (before fences and paragraphs, as admonitions are)."""
    md.block.ruler.before(
        "fence", "tab", _tab, {"alt": ["paragraph", "reference", "blockquote", "list"]}
    )


#: A generic block's first line (``pymdownx.blocks``): three slashes or more, the block's
#: name, and after ``|`` its argument (an admonition's or a tab's title, a tag, a number).
_BLOCK_HEADER = re.compile(
    r"(?P<slashes>/{3,})[ \t]*(?P<name>[A-Za-z][\w-]*)(?:[ \t]*\|[ \t]*(?P<args>.*?))?[ \t]*$"
)
#: A generic block's last line: its slashes alone.
_BLOCK_END = re.compile(r"(?P<slashes>/{3,})[ \t]*$")
#: A fence's opening (or closing) marks, inside which no line opens or closes a block.
_FENCE_MARKS = re.compile(r"(?P<marks>`{3,}|~{3,})(?P<rest>.*)$")
#: The blocks whose argument the page does not show: a tag (``/// html | div``), a
#: caption's number; the others' (admonitions, details, tabs, a site's own kinds of
#: these) is their title.
_ARGUMENT_HIDDEN = frozenset({"html", "define", "caption", "figure-caption", "table-caption"})
#: The caption blocks ``pymdownx.blocks.caption`` numbers by default, and the word of
#: their prefix (``Figure 1.``).
CAPTION_PREFIX = {"figure-caption": "Figure", "table-caption": "Table"}


def _block_end(state: StateBlock, start_line: int, end_line: int, slashes: int) -> int:
    """The line closing the generic block opened on ``start_line`` with ``slashes``
    slashes (a line of as many, blocks of as many opened inside it closed first, none
    counted inside a fence), or ``end_line`` when none does: an unclosed block runs to the
    end of what holds it."""
    depth = 0
    fence = ""
    for line in range(start_line + 1, end_line):
        if state.sCount[line] - state.blkIndent >= 4:
            continue
        text = state.src[state.bMarks[line] + state.tShift[line] : state.eMarks[line]]
        marks = _FENCE_MARKS.match(text)
        if fence:
            if marks and marks["marks"].startswith(fence) and not marks["rest"].strip():
                fence = ""
            continue
        if marks and not (marks["marks"][0] == "`" and "`" in marks["rest"]):
            fence = marks["marks"]
            continue
        header = _BLOCK_HEADER.match(text)
        if header and len(header["slashes"]) == slashes:
            depth += 1
            continue
        end = _BLOCK_END.match(text)
        if end and len(end["slashes"]) == slashes:
            if not depth:
                return line
            depth -= 1
    return end_line


def _generic_block(state: StateBlock, start_line: int, end_line: int, silent: bool) -> bool:
    if state.sCount[start_line] - state.blkIndent >= 4:
        return False  # an indented code block's line
    start = state.bMarks[start_line] + state.tShift[start_line]
    header = _BLOCK_HEADER.match(state.src[start : state.eMarks[start_line]])
    if header is None or state.level >= state.md.options.maxNesting - 4:
        # nested past markdown-it's bound (which drops what is deeper): read as text
        return False
    if silent:
        return True
    name, argument = header["name"].lower(), (header["args"] or "").strip()
    close = _block_end(state, start_line, end_line, len(header["slashes"]))
    # its options: YAML indented under the header (``    type: warning``), not shown
    first = start_line + 1
    while first < close and not _empty(state, first) and state.sCount[first] >= state.blkIndent + 4:
        first += 1
    old_parent, old_line_max = state.parentType, state.lineMax
    token = state.push("generic_block_open", "div", 1)
    token.block = True
    token.map = [start_line, min(close + 1, end_line)]
    token.meta = {"name": name, "argument": argument}
    if name in CAPTION_PREFIX:
        token = state.push("caption_prefix", "", 0)
        token.map = [start_line, start_line + 1]
        token.meta = {"name": name}
    elif argument and name not in _ARGUMENT_HIDDEN:
        state.push("generic_block_title_open", "p", 1).map = [start_line, start_line + 1]
        token = state.push("inline", "", 0)
        token.content = argument
        token.map = [start_line, start_line + 1]
        token.children = []
        state.push("generic_block_title_close", "p", -1)
    state.parentType = "generic_block"
    state.lineMax = close
    state.md.block.tokenize(state, first, close)
    state.parentType, state.lineMax = old_parent, old_line_max
    state.push("generic_block_close", "div", -1).block = True
    state.line = min(close + 1, end_line)
    return True


def generic_blocks_plugin(md: MarkdownIt) -> None:
    """Read ``pymdownx.blocks``' generic blocks: ``/// name | argument``, its options
    indented under it, its content (not indented) and a closing ``///``. Python-Markdown
    with the blocks' extensions shows the content as Markdown inside a box (an admonition,
    a tab, a ``<div>``, a caption), the argument as its title where it is one, and neither
    the slashes nor the options; CommonMark read the header, the options and the closing
    slashes into the content's first and last paragraphs. A header may follow a
    paragraph's last line (an image's, as coloraide's captions do)."""
    md.block.ruler.before(
        "fence",
        "generic_block",
        _generic_block,
        {"alt": ["paragraph", "reference", "blockquote", "list"]},
    )


def number_captions(tokens: list[Token]) -> None:
    """Number the page's figure and table captions as ``pymdownx.blocks.caption`` does by
    default (``auto``): each kind counted apart, in the page's order, its prefix
    (``Figure 1.``) shown before the caption's text, in its paragraph. Only a caption
    standing alone (no caption just before or after it: two in a row nest figures, the
    second wrapping the first's) outside figures and list items, with no number or depth
    of its own (``| 12``, ``| ^1``), whose text begins with a paragraph (the prefix is
    read into it: an empty caption's would join the next block), is numbered here; after
    one that is not (a nested figure is numbered ``1.1``; a number given changes the
    count after it), none of its kind is: no number shown is a quote not found, a wrong
    one could confirm a wrong quote."""
    pairs: dict[int, int] = {}  # each generic block's opening token: its closing one
    opened: list[int] = []
    for index, token in enumerate(tokens):
        if token.type == "generic_block_open":
            opened.append(index)
        elif token.type == "generic_block_close" and opened:
            pairs[opened.pop()] = index
    closing = {close: start for start, close in pairs.items()}

    def caption(index: int) -> bool:
        return "caption" in tokens[index].meta["name"]

    counts: dict[str, int | None] = dict.fromkeys(CAPTION_PREFIX, 0)
    stack: list[Token] = []
    for index, token in enumerate(tokens):
        if token.type == "generic_block_close" and stack:
            stack.pop()
        if token.type != "generic_block_open":
            continue
        stack.append(token)
        name = token.meta["name"]
        count = counts.get(name)
        if name not in CAPTION_PREFIX or count is None:
            continue
        close = pairs.get(index, len(tokens))
        alone = (
            token.meta["argument"] in ("", "<", ">")
            and index + 2 < len(tokens)
            and tokens[index + 2].type == "paragraph_open"  # the prefix joins its text
            and token.level == len(stack) - 1
            and not any(
                "caption" in t.meta["name"]
                or (t.meta["name"] == "html" and t.meta["argument"].startswith("figure"))
                for t in stack[:-1]
            )
            and not (index - 1 in closing and caption(closing[index - 1]))
            and not (close + 1 < len(tokens) and close + 1 in pairs and caption(close + 1))
        )
        if alone:
            counts[name] = count + 1
            tokens[index + 1].content = f"{CAPTION_PREFIX[name]} {count + 1}."
        else:
            counts[name] = None
