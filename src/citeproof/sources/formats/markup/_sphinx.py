"""Sphinx's directives, read the way the page Sphinx builds shows them.

Most reStructuredText people cite is Sphinx documentation (Python's, every package's on
Read the Docs), and its prose sits inside directives docutils alone does not know: the
description of a function or a setting (``.. function::``, ``.. data::``,
``.. confval::``), a version note (``.. versionchanged:: 2.3``), ``.. seealso::``,
``.. code-block::``. Docutils reports each as an error and the reader left out the report,
so every paragraph inside was judged NOT PRESENT (21% of the genuine quotes of click's
and flask's documentation, measured against Sphinx's own build).

:func:`sphinx_directives` lends docutils a directive for each name Sphinx defines, for
one parse only (docutils keeps its directives in one table per process: another program
of the process must not see these), so that:

- a description's signature is a block of its own, then its content as prose;
- a version note reads as Sphinx prints it, ``Added in version 2.0: content`` (or
  ``Added in version 2.0.`` with no content): the words Sphinx adds are
  :class:`generated` text, pointing at the directive;
- code (``code-block``, ``sourcecode``, ``doctest``, ``testcode``, ``testoutput``) is a
  literal block;
- what a page does not show is left out: ``toctree`` (a list of other files' names),
  ``index``, ``autosummary``, ``testsetup``, author lines, settings of the build.

Only names docutils does not know are lent: docutils' own ``note`` or ``code`` stay
docutils'.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from functools import cache
from typing import TYPE_CHECKING, Any, NamedTuple

from ...._lazy import deferred

if TYPE_CHECKING:
    from docutils import nodes
    from docutils.parsers.rst import Directive, directives
else:
    nodes = deferred("docutils.nodes")
    directives = deferred("docutils.parsers.rst.directives")

__all__ = [
    "CODE_DIRECTIVES",
    "EVAL_RST",
    "HIDDEN_DIRECTIVES",
    "UNSHOWN_ARGUMENT",
    "VERSION_LABELS",
    "Shown",
    "generated_class",
    "ref_label",
    "section_reference",
    "shown_role",
    "sphinx_directives",
]

#: What Sphinx (7.3 and later) prints before a version note's content.
VERSION_LABELS = {
    "versionadded": "Added in version",
    "versionchanged": "Changed in version",
    "deprecated": "Deprecated since version",
    "versionremoved": "Removed in version",
}
#: Directives whose content (and argument: a signature) is prose on the page: object
#: descriptions of every domain, autodoc's (whose extra content is written in the file),
#: and Sphinx's paragraph-level containers.
_DESCRIPTIONS = (
    "function",
    "class",
    "method",
    "attribute",
    "data",
    "exception",
    "decorator",
    "decoratormethod",
    "classmethod",
    "staticmethod",
    "property",
    "type",
    "describe",
    "object",
    "option",
    "cmdoption",
    "envvar",
    "confval",
    "directive",
    "role",
    "autofunction",
    "autoclass",
    "automethod",
    "autoattribute",
    "autodata",
    "autoexception",
    "autodecorator",
    "autoproperty",
    "automodule",
)
_DOMAINS = ("py", "c", "cpp", "js", "std", "rst")
_CONTAINERS = ("seealso", "only", "hlist", "centered", "glossary", "tab", "tabs")
#: Directives whose argument the page does not show (a condition, a layout's name, a
#: figure's image); any other's argument is shown: a signature, ``seealso``'s first words,
#: a tab's label.
UNSHOWN_ARGUMENT = frozenset({"only", "ifconfig", "tab-set", "grid", "toctree", "figure"})
#: Docutils' ``code`` directive under Sphinx's names for it.
_CODE_BLOCK = ("code-block", "sourcecode")
#: Other directives whose content is a literal block.
_LITERAL = ("doctest", "testcode", "testoutput", "productionlist")
_HIDDEN = (
    "toctree", "index", "autosummary", "testsetup", "testcleanup", "sectionauthor",
    "moduleauthor", "codeauthor", "tabularcolumns", "currentmodule", "module", "program",
    "highlight", "default-domain", "literalinclude", "ifconfig", "graphviz", "digraph",
    "inheritance-diagram", "automodapi",
)  # fmt: skip
_LOCK = threading.Lock()
#: Directives whose content is code, in either syntax (MyST adds ``code-cell``).
CODE_DIRECTIVES = frozenset({*_CODE_BLOCK, *_LITERAL, "code", "code-cell", "math", "mermaid"})
#: MyST's directive whose content is reStructuredText, shown as Sphinx shows a ``.rst`` page.
EVAL_RST = "eval-rst"
#: Directives that put nothing on the page, in either syntax (MyST writes ``contents``). A
#: figure is not one of them: the page shows its caption and legend, its content (a MyST
#: ``{figure}``'s caption was left out: structlog's "Colorful console output by
#: ConsoleRenderer."; docutils reads a reStructuredText figure's itself).
HIDDEN_DIRECTIVES = frozenset({*_HIDDEN, "contents", "include", "raw", "image"})
#: Sphinx's roles that print a function's name with ``()`` after it
#: (``add_function_parentheses``, on by default).
_CALLABLE_ROLES = frozenset(
    f"{domain}{name}" for domain in ("", "py:", "c:", "cpp:", "js:") for name in ("func", "meth")
)
#: Roles that print a prefix before their number: ``:pep:`517``` is ``PEP 517``.
_NUMBERED_ROLES = {"pep": "PEP ", "rfc": "RFC "}
_TITLE_AND_TARGET = re.compile(r"^(?P<title>.*?)\s*<[^<>]*>$", re.S)


class Shown(NamedTuple):
    """What Sphinx prints for a role: generated words before the text (``PEP ``), the
    text (the file's), and ``()`` after a function's name (which a quote may leave out)."""

    before: str
    text: str
    parentheses: str


def ref_label(text: str) -> str:
    """A label as Sphinx (and docutils) compare them: lower case, white space as single
    spaces."""
    return " ".join(text.lower().split())


def section_reference(name: str | None, text: str, titles: Mapping[str, str]) -> str | None:
    """What Sphinx prints for a ``ref`` role without a title of its own (``:ref:`label```,
    MyST ``{ref}`label```) whose label names a section of this document (``titles``, by
    :func:`ref_label`): that section's title. None for any other role, a reference with a
    title (:func:`shown_role` prints it) or a label of another document (its title is not
    in this file: the label is printed as written)."""
    if name != "ref" or _TITLE_AND_TARGET.match(text):
        return None
    return titles.get(ref_label(text))


#: The Python domain's cross-reference roles (the default domain: ``:class:`` is
#: ``:py:class:``).
_PYTHON_ROLES = frozenset(
    {"class", "func", "meth", "attr", "data", "exc", "obj", "mod", "const", "type"}
)


def _python_role(name: str | None) -> bool:
    if name is None:
        return False
    return name.removeprefix("py:") in _PYTHON_ROLES and (":" not in name or name.startswith("py:"))


def shown_role(name: str | None, text: str) -> Shown:
    """What Sphinx prints for ``:name:`text``` (reStructuredText) or ``{name}`text```
    (MyST): an explicit title (``Title <target>``) as it is; else the target without its
    ``!`` (no link), a Python role's without a leading ``.`` (where to look) and, after
    ``~``, only its last dotted part (``~click.Context.invoke`` prints ``invoke``); a
    function's or method's name gets ``()`` (once: ``f()`` stays ``f()``); ``:pep:`` and
    ``:rfc:`` their ``PEP``/``RFC``."""
    titled = _TITLE_AND_TARGET.match(text)
    if titled and titled.group("title"):
        return Shown("", titled.group("title"), "")
    shown = text.lstrip("!")
    if _python_role(name):
        # a leading dot only says where to look (``:class:`.RequestContext``` prints
        # ``RequestContext``: flask's pages); Sphinx's Python roles drop it from the title
        shown = shown.lstrip(".")
    if shown.startswith("~"):
        shown = shown[1:]
        shown = shown[shown.rfind(".") + 1 :]
    shown = shown.lstrip("~!")
    if name is not None and name in _CALLABLE_ROLES and shown:
        return Shown("", shown.removesuffix("()"), "()")
    return Shown(_NUMBERED_ROLES.get(name or "", ""), shown, "")


class _AnyOption(dict[str, Any]):
    """Every option accepted as text: Sphinx's directives take many (``:noindex:``), and an
    unknown one must not turn the whole directive into an error report."""

    def __missing__(self, key: str) -> Any:
        return directives.unchanged


def _options() -> dict[str, Any]:
    return _AnyOption(_any=directives.unchanged)  # not empty: docutils tests it for truth


@cache
def generated_class() -> type[nodes.TextElement]:
    """The node of words Sphinx prints that the file does not hold (``Added in version``):
    rendered, pointing at where the directive is (made on first use, as docutils is)."""

    class generated(nodes.Inline, nodes.TextElement):  # noqa: N801
        pass

    return generated


@cache
def _classes() -> dict[str, type[Directive]]:
    """The lent directives by name (made on first use: docutils is imported only then)."""
    from docutils.parsers.rst import Directive
    from docutils.parsers.rst.directives.body import CodeBlock

    class Lent(Directive):
        """What every lent directive accepts: an argument, content, any option."""

        optional_arguments = 1
        final_argument_whitespace = True
        has_content = True
        option_spec = _options()

    class Description(Lent):
        """A signature, then the content as prose."""

        def run(self) -> list[nodes.Node]:
            out: list[nodes.Node] = []
            if self.arguments:
                signature = nodes.paragraph(self.arguments[0], self.arguments[0])
                signature.line = self.lineno
                out.append(signature)
            return out + _content(self)

    class Container(Description):
        """The content as prose, after the argument where the page shows it (``seealso``'s
        first words, ``centered``'s text, a tab's label; not ``only``'s condition:
        :data:`UNSHOWN_ARGUMENT`)."""

        def run(self) -> list[nodes.Node]:
            out: list[nodes.Node] = []
            if self.arguments and self.name not in UNSHOWN_ARGUMENT:
                inline, _ = self.state.inline_text(self.arguments[0], self.lineno)
                first = nodes.paragraph(self.arguments[0], "", *inline)
                first.line = self.lineno
                out.append(first)
            return out + _content(self)

    class Code(Lent):
        """The content as a literal block."""

        def run(self) -> list[nodes.Node]:
            text = "\n".join(self.content)
            if not text.strip():
                return []
            block = nodes.literal_block(text, text)
            block.line = self.content_offset + 1
            return [block]

    class Hidden(Code):
        """Nothing on the page."""

        def run(self) -> list[nodes.Node]:
            return []

    class VersionNote(Lent):
        """``Added in version 2.0: content``, as Sphinx's ``VersionChange`` prints it."""

        required_arguments = 1

        def run(self) -> list[nodes.Node]:
            generated = generated_class()
            label = VERSION_LABELS[self.name]
            body: list[nodes.Node] = []
            if len(self.arguments) == 2:
                inline, _ = self.state.inline_text(self.arguments[1], self.lineno)
                first = nodes.paragraph(self.arguments[1], "", *inline)
                first.line = self.lineno
                body.append(first)
            body.extend(_content(self))
            version = nodes.Text(self.arguments[0])
            if body and isinstance(body[0], nodes.paragraph):
                body[0].insert(0, [generated("", f"{label} "), version, generated("", ": ")])
                return body
            note = nodes.paragraph("", "", generated("", f"{label} "), version)
            note += generated("", ": " if body else ".")
            note.line = self.lineno
            return [note, *body]

    lent: dict[str, type[Directive]] = dict.fromkeys(_CODE_BLOCK, CodeBlock)
    for name in _DESCRIPTIONS:
        lent[name] = Description
        for domain in _DOMAINS:
            lent[f"{domain}:{name}"] = Description
    lent.update(dict.fromkeys(_CONTAINERS, Container))
    lent.update(dict.fromkeys(_LITERAL, Code))
    lent.update(dict.fromkeys(_HIDDEN, Hidden))
    lent.update(dict.fromkeys((f"py:{name}" for name in ("module", "currentmodule")), Hidden))
    lent.update(dict.fromkeys(VERSION_LABELS, VersionNote))
    return lent


def _content(directive: Directive) -> list[nodes.Node]:
    """The directive's content parsed as reStructuredText, in the file's lines."""
    if not directive.content:
        return []
    holder = nodes.container()
    directive.state.nested_parse(directive.content, directive.content_offset, holder)
    return list(holder.children)


@contextmanager
def sphinx_directives() -> Iterator[None]:
    """Sphinx's directives lent to docutils for the parse inside the block (only the names
    docutils does not know; one parse at a time in this process)."""
    with _LOCK:
        table: dict[str, Any] = getattr(directives, "_directives")  # noqa: B009
        known: dict[str, Any] = getattr(directives, "_directive_registry")  # noqa: B009
        lent = {
            name: directive
            for name, directive in _classes().items()
            if name not in table and name not in known
        }
        table.update(lent)
        try:
            yield
        finally:
            for name in lent:
                if table.get(name) is lent[name]:
                    del table[name]
