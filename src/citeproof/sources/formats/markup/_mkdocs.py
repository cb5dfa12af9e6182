"""MkDocs' content tabs for markdown-it, which has admonitions (``mdit_py_plugins``) but
no tabs.

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

__all__ = ["tabs_plugin", "whole_admonitions"]

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
