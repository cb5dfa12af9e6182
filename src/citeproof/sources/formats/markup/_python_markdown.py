"""What MkDocs' Markdown (Python-Markdown) shows otherwise than CommonMark, for
:mod:`._markdown`: footnote marks as the page numbers them, a ``|`` in a table cell's
code, ``<div markdown>`` content, and lists and tables written right under a paragraph
(paragraph text to Python-Markdown, markers and pipes optional words here). Each was found
measuring against Python-Markdown with each MkDocs site's extensions (issue 20, round 37).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from ._myst import directive_of
from ._rendered import Piece, Rendering

if TYPE_CHECKING:
    from markdown_it.token import Token

__all__ = [
    "CODE_PIPE",
    "EMPHASIS_MARKS",
    "LIST_CLOSE",
    "LIST_OPEN",
    "PYTHON_MARKDOWN_ESCAPES",
    "SHOWN",
    "cell_pipes",
    "markdown_in_html",
    "number_footnotes",
    "paragraph_html",
    "table_code_pipes",
    "under_paragraph",
    "unlisted",
]


#: The characters a backslash escapes in Python-Markdown (its ``ESCAPED_CHARS``, and ``|``,
#: which its tables extension adds, on in every MkDocs site); CommonMark escapes every
#: ASCII punctuation mark, so an MkDocs page shows the backslash of ``\<``, ``\"`` or
#: ``\$`` where GitHub does not (outlines' "wikipedia: \<search term\>" reads
#: ``\<search term>`` on its site): such a backslash is read as a word a quote may leave out.
PYTHON_MARKDOWN_ESCAPES = frozenset("\\`*_{}[]()>#+-.!|")

#: Where :func:`number_footnotes` writes what the page shows for a footnote's mark, and
#: after the last paragraph of its note, in the token's ``meta``.
SHOWN = "citeproof_shown"
#: What Python-Markdown (MkDocs) prints after a note for each reference to it: a link back.
_BACK_LINK = "\xa0\u21a9"
#: Tokens that only MyST (a Sphinx site) writes.
_MYST_TOKENS = frozenset({"myst_target", "myst_block_break", "myst_line_comment"})


def number_footnotes(tokens: list[Token]) -> None:
    """What the built page shows for each footnote reference, noted on its token (see
    :data:`SHOWN`). The file writes ``[^label]``; the page a raised number, and quotes
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
            reference.meta[SHOWN] = f"[{shown[str(reference.meta.get('label', ''))]}]"
        return
    defined = [str(t.meta.get("label", "")) for t in tokens if t.type == "footnote_reference_open"]
    numbers = {label: str(i) for i, label in enumerate(dict.fromkeys(defined), 1)}
    for reference in references:
        reference.meta[SHOWN] = numbers.get(str(reference.meta.get("label", "")), "")
    label, last = "", None  # the note being read, and its last inline so far
    for token in tokens:
        if token.type == "footnote_reference_open":
            label, last = str(token.meta.get("label", "")), None
        elif token.type == "inline":
            last = token
        elif token.type == "footnote_reference_close" and last is not None and label in numbers:
            last.meta[SHOWN] = _BACK_LINK * max(1, counts.get(label, 0))


#: What a ``|`` inside a code span of a table row is parsed as (given back when rendered).
CODE_PIPE = "\ue000"
_CODE_SPAN = re.compile(r"(?<!`)(`+)(?!`)(.+?)(?<!`)\1(?!`)")


def table_code_pipes(source: str, tokens: list[Token]) -> str | None:
    """``source`` with each ``|`` inside a code span of a table's rows made
    :data:`CODE_PIPE`, or None when no table row has one. GitHub's tables split a row
    at every unescaped ``|``, code or not, and drop the cells past the header's count;
    Python-Markdown (MkDocs) does not split inside a code span: a row
    ``| `str | None` | The name. |`` is two cells on such a page, and its second cell's
    words were lost. Read as MkDocs reads it, the pipe given back in the text."""
    if CODE_PIPE in source:
        return None
    lines = source.split("\n")
    changed = False
    for token in tokens:
        if token.type != "table_open" or token.map is None:
            continue
        for number in range(token.map[0], min(token.map[1], len(lines))):
            line = lines[number]
            if "`" in line:
                new = _CODE_SPAN.sub(lambda found: found[0].replace("|", CODE_PIPE), line)
                changed = changed or new != line
                lines[number] = new
    return "\n".join(lines) if changed else None


#: An HTML block's opening tag alone on its first line, with a ``markdown`` attribute.
_MARKDOWN_TAG = re.compile(
    r"""<(?P<tag>[A-Za-z][\w-]*)(?:\s[^>]*?)?\smarkdown(?:=["']?(?:1|block)["']?)?(?:\s[^>]*)?>\s*"""
)


def markdown_in_html(content: str) -> str | None:
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


#: Python-Markdown's block-level elements (``markdown.util.BLOCK_LEVEL_ELEMENTS``): an HTML
#: block opening with one of these is raw HTML to it, as to CommonMark.
_BLOCK_LEVEL = frozenset(
    "address article aside blockquote body canvas colgroup dd details div dl dt fieldset "
    "figcaption figure footer form group h1 h2 h3 h4 h5 h6 header hgroup hr html iframe "
    "legend li main map math menu nav noscript object ol option output p pre progress "
    "script section style summary table tbody td textarea tfoot th thead tr ul video".split()
)
_FIRST_TAG = re.compile(r"\s*<(?P<tag>[A-Za-z][\w-]*)")
#: The inline tokens whose markup Python-Markdown renders where CommonMark shows it raw.
EMPHASIS_MARKS = frozenset({"em_open", "em_close", "strong_open", "strong_close"})


def paragraph_html(content: str) -> bool:
    """Whether an HTML block CommonMark reads raw is a paragraph to Python-Markdown
    (MkDocs): one opening with an inline element (``<small>``, ``<span>``, ``<a>``), whose
    text Python-Markdown renders as Markdown: ``support for *mkdocstrings-python*`` in a
    ``<small>`` block shows no asterisks on the site (mkdocstrings-python's page, round
    42), while GitHub shows them. Its emphasis marks are read as optional words."""
    found = _FIRST_TAG.match(content)
    return found is not None and found["tag"].lower() not in _BLOCK_LEVEL


LIST_OPEN = frozenset({"bullet_list_open", "ordered_list_open"})
LIST_CLOSE = frozenset({"bullet_list_close", "ordered_list_close"})


def unlisted(
    tokens: list[Token], index: int, source: str, line_start: Callable[[int], int]
) -> bool:
    """Whether Python-Markdown (MkDocs) reads the list opening at ``tokens[index]`` as
    paragraph text, markers and all, where CommonMark reads a list: one written right
    under a paragraph's last line (no blank line between: Python-Markdown continues the
    paragraph), or numbered ``1)`` (Python-Markdown knows ``1.`` only). A quote copied
    from such a page holds the markers (``away: - first item``) and was judged absent;
    the markers are read as optional words, so a quote of the list as GitHub shows it (no
    markers) is confirmed too. Not inside a list item, where both read a nested list."""
    return tokens[index].markup == ")" or under_paragraph(tokens, index, source, line_start)


def under_paragraph(
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


def cell_pipes(
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
