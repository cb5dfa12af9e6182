"""reStructuredText as a reader sees it rendered (``rendered_rst``), mapped back to the file.

Parsed by docutils, without its transforms: the parse tree is in the file's order, and
nothing is generated (no table of contents, no footnote numbers, no "Note" over an
admonition). Text blocks (paragraphs, titles, list items, terms, field names, table
cells, literal blocks, line-block lines) are rendered apart, a blank line between them;
inline markup is rendered as its text (``*word*`` as ``word``, `` `Python <url>`_ `` as
``Python``), backslash escapes as the escaped character, a substitution ``|name|`` as the
text its definition gives (generated at the reference). Left out: directives docutils
does not know (Sphinx's ``toctree``, ``automodule``: the parser reports them and the
report is dropped), comments, targets, substitution definitions, footnote and citation
references, images, raw output (refused: ``raw_enabled`` is off) and included files
(``file_insertion_enabled`` is off: a file never reads another). A role docutils does
not know (Sphinx's ``:func:`name```) is rendered as its text, or as the title of
``:ref:`Title <target>```.

Docutils gives each block its line (approximately: a title's is its underline's), so each
block is aligned from a line or two before it; see :mod:`._rendered`.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

from ...._lazy import deferred
from ..._budget import SourceTooLarge
from ..._document import Representation, SourceDocument
from .._signatures import recognise_rst
from ._rendered import Piece, Rendered, Rendering, line_starts, normalise_newlines, read_rendered
from ._sphinx import generated_class, section_reference, shown_role, sphinx_directives

if TYPE_CHECKING:
    import docutils.frontend as frontend
    import docutils.parsers.rst as rst_parsers
    import docutils.statemachine as statemachine
    import docutils.utils as docutils_utils
    from docutils import nodes
else:
    frontend = deferred("docutils.frontend")
    rst_parsers = deferred("docutils.parsers.rst")
    statemachine = deferred("docutils.statemachine")
    docutils_utils = deferred("docutils.utils")
    nodes = deferred("docutils.nodes")

__all__ = ["read_rst", "recognise_rst", "render_rst"]


@cache
def _skipped() -> tuple[type[Any], ...]:
    """The nodes left out of the rendering (made on first use: docutils is imported only
    for reStructuredText)."""
    return (
        nodes.system_message,
        nodes.comment,
        nodes.target,
        nodes.substitution_definition,
        nodes.substitution_reference,
        nodes.footnote_reference,
        nodes.citation_reference,
        nodes.image,
        nodes.raw,
        nodes.pending,
    )


#: An unknown role as docutils leaves it: ``:role:`text``` or ```text`:role:``.
_ROLE = re.compile(r"^(?::(?P<role>[\w.+:-]+):)?`(?P<text>.*)`(?::(?P<after>[\w.+:-]+):)?$", re.S)
#: How many lines before a block's reported line the block is looked for.
_LINE_SLACK = 2
#: The file from the cursor to the end of its next run of white space.
_TO_SPACE = re.compile(r"\S*\s+")


def _settings() -> object:
    settings = frontend.get_default_settings(rst_parsers.Parser)
    settings.report_level = 5
    settings.halt_level = 5
    settings.warning_stream = io.StringIO()
    settings.file_insertion_enabled = False
    settings.raw_enabled = False
    settings.character_level_inline_markup = False
    settings.line_length_limit = RST_LINE_LENGTH_LIMIT  # checked first: _check_size
    settings.tab_width = 8  # as _check_size counts
    return settings


def _section_titles(document: nodes.document) -> dict[str, str]:
    """The document's explicitly labelled sections (``.. _label:`` before a section), by
    label as docutils normalises it, with each section's title: what Sphinx prints for a
    ``:ref:`label``` without a title of its own."""
    titles: dict[str, str] = {}
    for name, explicit in document.nametypes.items():
        if not explicit:
            continue
        node: nodes.Node | None = document.ids.get(document.nameids.get(name) or "")
        if isinstance(node, nodes.target):
            # unresolved (no transform has run): the label is the next element's in the
            # document, past any other labels (the section after a label that ends the
            # section before it is its parent's sibling)
            node = node.next_node(
                lambda n: isinstance(n, nodes.Element) and not isinstance(n, nodes.target),
                descend=False,
                siblings=True,
                ascend=True,
            )
        if isinstance(node, nodes.section) and node.children and isinstance(node[0], nodes.title):
            titles[name] = node[0].astext()
    return titles


#: The longest text one substitution gives: a definition whose text would be longer is left
#: out, as an undefined one is. Substitutions of ten substitutions each, seven deep (a file
#: of 515 bytes) gave 10**7 copies: 105 s and 6 GB before a MemoryError.
_MAX_SUBSTITUTION_CHARS = 10_000
#: A substitution definition by a directive whose text is the moment of reading
#: (``.. |today| date::``): not the file's, and never the same twice.
_MOMENT = re.compile(r"^(?:\.\.\s+)?\|[^|]+\|\s+(?:date|time)::")


class _Walker:
    def __init__(
        self,
        source: str,
        titles: dict[str, str] | None = None,
        document: nodes.document | None = None,
    ) -> None:
        self.rendering = Rendering(source)
        self.titles = titles or {}
        self.document = document
        # each definition's text, worked out once (None: too long to be shown)
        self.substitutions: dict[str, str | None] = {}
        self.starts = line_starts(source)
        self.block_end = 0
        self.limit: int | None = None

    def block(self, node: nodes.Element) -> None:
        rendering = self.rendering
        line = node.line
        limit: int | None = None
        if isinstance(line, int) and line > 0:
            first = max(0, min(line - 1 - _LINE_SLACK, len(self.starts) - 1))
            in_table = any(isinstance(a, nodes.entry) for a in _ancestors(node))
            # Table cells share their lines with their neighbours: start at the line.
            floor = self.starts[first] if in_table else max(self.block_end, self.starts[first])
            rendering.cursor = floor
            lines = max(node.astext().count("\n"), str(node.rawsource).count("\n"))
            last = line + lines + _LINE_SLACK + 1
            limit = self.starts[last] if last < len(self.starts) else None
        else:
            rendering.cursor = max(rendering.cursor, self.block_end)
        self.limit = limit
        self.inline(node)
        rendering.end_block()
        self.block_end = max(self.block_end, rendering.cursor)

    def inline(self, node: nodes.Node) -> None:
        children = node.children
        for index, child in enumerate(children):
            if isinstance(child, nodes.target) and child.children:
                self.inline(child)  # an inline target: _`its words` are rendered
                continue
            if isinstance(child, nodes.substitution_reference):
                self.substitution(child)
                continue
            if isinstance(child, _skipped()):
                continue
            if isinstance(child, nodes.Text):
                raw = str(child)
                self.text(raw, _space_before_dropped_mark(raw, children[index + 1 :]))
            elif isinstance(child, generated_class()):
                self.rendering.emit(child.astext(), self.rendering.cursor, Piece.GENERATED)
            elif isinstance(child, nodes.problematic):
                self.problematic(child.astext())
            elif isinstance(child, nodes.Element):
                self.inline(child)

    def text(self, raw: str, unkept_tail: int = 0) -> None:
        """A text node: ``\\x00`` marks a backslash escape (dropped with an escaped space);
        its last ``unkept_tail`` characters are not rendered (the space before a left-out
        footnote mark)."""
        limit = self.limit
        if raw.isspace():
            # Only the next run of white space: docutils expands tabs, so a later run
            # that happens to match (``|sub|\t`: ``) would skip the text between.
            rendering = self.rendering
            run = _TO_SPACE.match(rendering.source, rendering.cursor)
            if run is not None:
                limit = run.end() if limit is None else min(limit, run.end())
        if "\x00" not in raw and not unkept_tail:
            self.rendering.copy(raw, limit)
            return
        keep = [True] * len(raw)
        for index, char in enumerate(raw):
            if char == "\x00":
                keep[index] = False
                if index + 1 < len(raw) and raw[index + 1] in " \n":
                    keep[index + 1] = False
        for index in range(len(raw) - unkept_tail, len(raw)):
            keep[index] = False
        self.rendering.copy(raw.replace("\x00", "\\"), limit, keep=keep)

    def substitution(self, reference: nodes.substitution_reference) -> None:
        """``|name|`` (or ``|name|_``, a substitution that is a link) reads as the text its
        definition gives, as the page shows it (flask's "calls |fetch|_ and replaces" read
        "calls  and replaces": the definition's ``fetch()`` was left out): words the file
        holds elsewhere, generated at the reference. A substitution without a definition,
        or one whose text is the moment of reading (``date::``), stays left out."""
        try:
            text = self.substituted(reference)
        except RecursionError:  # a chain of hundreds of substitutions: left out
            text = None
        if text:  # neither undefined nor too long
            self.rendering.emit(text, self.rendering.cursor, Piece.GENERATED)

    def substituted(self, reference: nodes.substitution_reference) -> str | None:
        """The text the substitution ``reference`` names ("" when there is none, or when
        it holds itself; None when it is longer than :data:`_MAX_SUBSTITUTION_CHARS`: then
        every substitution holding it is left out too)."""
        document = self.document
        if document is None:
            return ""
        name = reference.get("refname", "")
        definitions = document.substitution_defs
        key = name if name in definitions else document.substitution_names.get(name.lower())
        definition = definitions.get(key) if key is not None else None
        if key is None or definition is None:
            return ""
        if key not in self.substitutions:
            self.substitutions[key] = ""  # while it is worked out: a cycle reads as nothing
            text: str | None = ""
            try:
                if not _MOMENT.match(str(definition.rawsource).lstrip()):
                    text = self.shown_text(definition)
            finally:
                self.substitutions[key] = text
        return self.substitutions[key]

    def shown_text(self, node: nodes.Node) -> str | None:
        """The text of a substitution's definition as the page prints it: its markup's
        words, nested substitutions followed. (A definition holding a role docutils does
        not know is an error to docutils, and left out whole: Sphinx's roles are not
        lent to the parse.)"""
        if isinstance(node, nodes.Text):
            return node.astext()
        if isinstance(node, nodes.substitution_reference):
            return self.substituted(node)
        if isinstance(node, _skipped()) and not isinstance(node, nodes.substitution_definition):
            return ""
        parts: list[str] = []
        size = 0
        for child in node.children:
            part = self.shown_text(child)
            if part is None:
                return None
            parts.append(part)
            size += len(part)
            if size > _MAX_SUBSTITUTION_CHARS:
                return None
        return "".join(parts)

    def problematic(self, raw: str) -> None:
        """Markup docutils could not read, usually a role it does not know: rendered as
        Sphinx prints a cross-reference (:func:`._sphinx.shown_role`)."""
        role = _ROLE.match(raw)
        if role is None:
            self.rendering.copy(raw, self.limit)
            return
        name = role.group("role") or role.group("after")
        at = self.rendering.find(raw, self.limit)
        if at >= 0:
            self.rendering.skip_to(at)
        title = section_reference(name, role["text"], self.titles)
        if title is not None:
            # a reference to a section of this document: Sphinx prints its title (pip's
            # "Enable Hash-checking Mode" for "Enable :ref:`Hash-checking mode`")
            self.rendering.emit(title, self.rendering.cursor, Piece.GENERATED)
        else:
            shown = shown_role(name, role["text"])
            self.rendering.emit(shown.before, self.rendering.cursor, Piece.GENERATED)
            self.rendering.copy(shown.text, self.limit)
            self.rendering.emit(shown.parentheses, self.rendering.cursor, Piece.OPTIONAL)
        if at >= 0:
            self.rendering.skip_to(at + len(raw))

    def walk(self, node: nodes.Node) -> None:
        for child in node.children:
            if isinstance(child, _skipped()) or not isinstance(child, nodes.Element):
                continue
            if isinstance(child, nodes.topic) and "contents" in child["classes"]:
                continue  # the table of contents: generated, not the file's text
            if isinstance(child, nodes.TextElement) and not isinstance(child, nodes.Inline):
                self.block(child)
            else:
                self.walk(child)


def _space_before_dropped_mark(raw: str, following: Sequence[nodes.Node]) -> int:
    """How much white space at the end of ``raw`` goes with a footnote or citation
    reference after it, which is left out (``go [#]_.`` renders ``go.``, not ``go .``: a
    quote of the sentence without its mark, or with it as HTML shows it, was not found
    for the space left before the stop). Kept when words follow the mark (``see [1]_
    below``: the space between two words)."""
    marks = (nodes.footnote_reference, nodes.citation_reference)
    if not following or not isinstance(following[0], marks):
        return 0
    tail = len(raw) - len(raw.rstrip())
    rest = following[1:]
    while rest and (
        isinstance(rest[0], marks) or (isinstance(rest[0], nodes.Text) and str(rest[0]).isspace())
    ):
        rest = rest[1:]  # marks in a row (``[#]_ [#]_``) go as one
    after = str(rest[0]) if rest and isinstance(rest[0], nodes.Text) else ""
    if rest and not after:
        return 0  # markup follows: words, not a stop
    return tail if not after or (not after[0].isalnum() and not after[0].isspace()) else 0


def _ancestors(node: nodes.Node) -> list[nodes.Node]:
    out = []
    parent = node.parent
    while parent is not None:
        out.append(parent)
        parent = parent.parent
    return out


#: Lines of text (blank lines not counted) of one reStructuredText document: docutils'
#: parse and the walk cost up to about 100 µs a line (a 450 KB option list of 50,000
#: lines took 9 s; 2.8 MB of line blocks 22 s and 1.7 GB); the longest real files seen
#: hold about 12,000 (pytest's plugin list).
MAX_RST_LINES = 100_000
#: docutils parses no document holding a longer line (its ``line_length_limit``, a guard
#: against its inline parser's time on one long line: 40 KB of ``a-`` took 49 s). Such a
#: file was read as nothing at all, silently; it is refused, the limit named.
RST_LINE_LENGTH_LIMIT = 10_000


def _check_size(source: str) -> None:
    """Refuse ``source`` (``too_large``, the limit named) when docutils would read it for
    too long or not at all (see :data:`MAX_RST_LINES`, :data:`RST_LINE_LENGTH_LIMIT`).
    Its lines are docutils' own (``string2lines``: every line break Python knows, tabs
    expanded, trailing white space stripped), so the check and the parser agree."""
    lines = statemachine.string2lines(source, tab_width=8, convert_whitespace=True)
    written = 0
    for number, line in enumerate(lines, 1):
        if not line:
            continue
        written += 1
        if len(line) > RST_LINE_LENGTH_LIMIT:
            raise SourceTooLarge(
                f"line {number} holds {len(line):,} characters; docutils reads no document "
                f"with a line of more than {RST_LINE_LENGTH_LIMIT:,} (RST_LINE_LENGTH_LIMIT)",
                "RST_LINE_LENGTH_LIMIT",
                RST_LINE_LENGTH_LIMIT,
            )
    if written > MAX_RST_LINES:
        raise SourceTooLarge(
            f"holds {written:,} lines of text; at most {MAX_RST_LINES:,} are read from a "
            "reStructuredText document (MAX_RST_LINES)",
            "MAX_RST_LINES",
            MAX_RST_LINES,
        )


def render_rst(text: str) -> Rendered:
    """The rendered text of the reStructuredText ``text``, each character mapped to the file."""
    source = normalise_newlines(text)
    _check_size(source)
    document = docutils_utils.new_document("<source>", _settings())  # type: ignore[arg-type]
    with sphinx_directives():
        rst_parsers.Parser().parse(source, document)
    walker = _Walker(source, _section_titles(document), document)
    walker.walk(document)
    return walker.rendering.finish()


def read_rst(data: bytes, name: str, charset: str | None) -> SourceDocument:
    """A reStructuredText file as rendered (``rendered_rst``), with ``line`` locators."""
    return read_rendered(
        data, name, charset, render_rst, markup="reStructuredText",
        representation=Representation.RENDERED_RST, content_type="text/x-rst",
    )  # fmt: skip
