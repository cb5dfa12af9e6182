"""MyST, the Markdown Sphinx reads (``myst-parser``): its roles and directive fences, read
as the page Sphinx builds shows them.

Sphinx sites written in Markdown (pip's, black's, attrs' documentation) mark a reference
``{pep}`517``` or ``{ref}`text <label>``` and a note or version note as a fence named in
braces, ```` ```{versionadded} 10.0 ````. CommonMark reads the role as ``{pep}`` and a code
span, and the fence as code: ``Build-time requirement specifiers follow PEP 508`` and every
version note of pip's manual were judged absent. Here a role reads as Sphinx prints it
(:func:`._sphinx.shown_role`), and a directive fence as its directive: a note's content
as Markdown, a version note as ``Added in version 10.0: ...``, code as code, a table of
contents as nothing (the same directive names as :mod:`._sphinx`'s for reStructuredText).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from ._sphinx import (
    CODE_DIRECTIVES,
    HIDDEN_DIRECTIVES,
    UNSHOWN_ARGUMENT,
    ref_label,
    section_reference,
)

if TYPE_CHECKING:
    import markdown_it
    from markdown_it.rules_inline import StateInline

__all__ = [
    "SECTION_TITLE",
    "Directive",
    "directive_of",
    "myst_syntax",
    "section_titles",
    "title_refs",
]

#: A fence's info naming a directive: ``{note}``, ``{versionadded} 10.0``.
_DIRECTIVE = re.compile(r"^\{(?P<name>[\w:.+-]+)\}[ \t]*(?P<argument>.*)$")
#: A directive option line, ``:class: tip``, at the top of its content.
_OPTION = re.compile(r"^:[\w.+-]+:")


class Directive(NamedTuple):
    """A directive fence: its ``name``, its ``argument`` (``""``), the number of content
    lines that are options (``:key: value`` lines, or a ``---`` YAML block), and what its
    content is: ``code``, ``hidden`` or ``prose``."""

    name: str
    argument: str
    option_lines: int
    content: str

    @property
    def shows_argument(self) -> bool:
        return bool(self.argument) and self.name not in UNSHOWN_ARGUMENT


def directive_of(info: str, content: str) -> Directive | None:
    """The directive a fence names, or None for a fence of code (```` ```python ````)."""
    found = _DIRECTIVE.match(info.strip())
    if found is None:
        return None
    name = found["name"]
    lines = content.split("\n")
    options = 0
    if lines and lines[0].strip() == "---":
        closing = next((i for i, line in enumerate(lines[1:], 1) if line.strip() == "---"), 0)
        options = closing + 1 if closing else 0
    else:
        while options < len(lines) and _OPTION.match(lines[options]):
            options += 1
    if name in HIDDEN_DIRECTIVES:
        kind = "hidden"
    elif name in CODE_DIRECTIVES:
        kind = "code"
    else:
        kind = "prose"
    return Directive(name, found["argument"].strip(), options, kind)


def myst_syntax(parser: markdown_it.MarkdownIt) -> None:
    """MyST's roles and block syntax on ``parser``: ``{name}`text``` is a role token,
    ``(label)=`` a target and ``+++`` a block break (neither shown). MyST's ``%`` comment
    lines are not taken out: in other Markdown a line may start with ``%``."""
    from mdit_py_plugins.myst_blocks import myst_block_plugin
    from mdit_py_plugins.myst_role import myst_role_plugin

    parser.use(myst_role_plugin).use(myst_block_plugin)
    parser.inline.ruler.at("myst_role", _myst_role)
    parser.disable("myst_line_comment")


#: A role's name, matched where it starts (the plugin's pattern, unanchored: a compiled
#: pattern's ``match`` at a position).
_ROLE_NAME = re.compile(r"\{([a-zA-Z0-9\_\-\+\:]+)\}")


def _myst_role(state: StateInline, silent: bool) -> bool:
    """The plugin's ``{name}`content``` rule in linear time: the plugin copied the rest
    of the paragraph at every position the inline rules are tried (each punctuation
    mark), so a 600 KB paragraph of ``a-a-a-`` took 16 s to read (found by fuzzing)."""
    src, pos = state.src, state.pos
    if not src.startswith("{", pos):
        return False
    match = _ROLE_NAME.match(src, pos)
    if not match:
        return False
    start = end = match.end()
    while end < len(src) and src[end] == "`":
        end += 1
    ticks = end - start
    if not ticks or end >= len(src):
        return False
    close = src.find("`" * ticks, end + 1)
    if close < 0:
        return False
    if not silent:
        token = state.push("myst_role", "", 0)
        token.meta = {"name": match.group(1)}
        token.content = src[end:close].replace("\n", " ")
    state.pos = close + ticks
    return True


#: Where :func:`title_refs` writes, in a ``{ref}`` role token's ``meta``, the title of the
#: section its label names: what Sphinx prints for a reference without a title.
SECTION_TITLE = "citeproof_section_title"


def section_titles(tokens: list[markdown_it.token.Token]) -> dict[str, str]:
    """The page's labelled sections: each ``(label)=`` target written right before a
    heading, with the heading's text (only a heading of plain text: one with markup in
    it is left out, its printed form not worked out here)."""
    titles: dict[str, str] = {}
    for index, token in enumerate(tokens[:-2]):
        if token.type != "myst_target" or tokens[index + 1].type != "heading_open":
            continue
        heading = tokens[index + 2]
        if heading.type == "inline" and all(c.type == "text" for c in heading.children or ()):
            titles.setdefault(ref_label(token.content), heading.content)
    return titles


def title_refs(tokens: list[markdown_it.token.Token], titles: dict[str, str]) -> None:
    """Note on each ``{ref}`label``` role (no title of its own) whose label is a section
    of this page that section's title (:data:`SECTION_TITLE`): Sphinx prints the title,
    not the label. pip's "Enable {ref}`Hash-checking mode`" reads "Enable Hash-checking
    Mode" on its page (the heading ``## Hash-checking Mode``), and a quote of the page
    was judged to differ in case (round 42). A label of another page stays as written:
    its title is not in this file."""
    if not titles:
        return
    for token in tokens:
        for child in token.children or ():
            if child.type == "myst_role":
                title = section_reference(child.meta.get("name"), child.content, titles)
                if title is not None:
                    child.meta[SECTION_TITLE] = title
