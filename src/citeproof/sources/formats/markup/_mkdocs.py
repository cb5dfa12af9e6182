"""MkDocs' content tabs for markdown-it, which has admonitions (``mdit_py_plugins``) but
no tabs.

Material for MkDocs (pymdownx.tabbed) writes a tab as a line ``=== "Label"`` and its
content indented under it; CommonMark reads the label as a paragraph and the content, after
a blank line, as an indented code block, its ``**bold**`` and ``[links](...)`` left raw, so
a quote of a sentence in a tab was not found. :func:`tabs_plugin` reads the label as a
block of its own and the content as Markdown, as the page shows them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from markdown_it import MarkdownIt
    from markdown_it.rules_block import StateBlock

__all__ = ["tabs_plugin"]

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
    next_line, was_empty = start_line, False
    while True:
        next_line += 1
        if next_line >= end_line:
            break
        empty = state.bMarks[next_line] + state.tShift[next_line] >= state.eMarks[next_line]
        if empty and was_empty:
            break  # two blank lines end the tab
        was_empty = empty
        if not empty and state.sCount[next_line] < indent:
            break
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


def tabs_plugin(md: MarkdownIt) -> None:
    """Read ``=== "Label"`` tabs (before fences and paragraphs, as admonitions are)."""
    md.block.ruler.before(
        "fence", "tab", _tab, {"alt": ["paragraph", "reference", "blockquote", "list"]}
    )
