"""The report written: the view model (:mod:`._view`) through the Jinja2 templates.

The templates autoescape every value. Their entities are spelled as :func:`html.escape`
spells them (``&quot;``, ``&#x27;``), as the report always has; the stylesheet
(``templates/report.css``, package data) is the one piece put in as it is. Template lines
are joined with nothing between (:class:`_JoinedLines`), so the templates are laid out for
reading and the file stays compact.

>>> from citeproof.service import SourceSpec, check, read
>>> from citeproof.sources import SourceReader
>>> from citeproof.web.report import evidence_items
>>> source = read(SourceSpec.text("The committee approved the budget."), SourceReader())
>>> page = render_evidence(evidence_items(check(source, ["approved the <b>budget</b>"])))
>>> "approved the &lt;b&gt;budget&lt;/b&gt;" in page, "<b>" in page
(True, False)
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from functools import cache
from importlib import resources

import jinja2
from jinja2.ext import Extension
from markupsafe import Markup

from ..._version import __version__
from ._items import EvidenceItem
from ._view import AnswerMark, page_view

__all__ = ["render_evidence"]

_LINE_BREAK = re.compile(r"\n[ \t]*")


class _JoinedLines(Extension):
    """Drops each newline of a template and the indentation after it (a ``spaceless``
    for the whole template): a space the page needs is written inside a line."""

    def preprocess(self, source: str, name: str | None, filename: str | None = None) -> str:
        return _LINE_BREAK.sub("", source)


def _escaped(value: object) -> object:
    """Every value put in a template, escaped (markup the templates made is kept)."""
    if isinstance(value, Markup):
        return value
    return Markup(html.escape(str(value), quote=True))


@cache
def _environment() -> jinja2.Environment:
    return jinja2.Environment(
        loader=jinja2.PackageLoader("citeproof.web.report", "templates"),
        autoescape=True,
        finalize=_escaped,
        undefined=jinja2.StrictUndefined,
        extensions=[_JoinedLines],
        keep_trailing_newline=True,
    )


@cache
def _style() -> Markup:
    css = resources.files("citeproof.web.report").joinpath("templates", "report.css")
    return Markup(css.read_text("utf-8"))  # our own stylesheet, shipped with the package


def render_evidence(
    items: Sequence[EvidenceItem],
    *,
    title: str = "citeproof evidence report",
    answer: str | None = None,
    marks: Sequence[AnswerMark] = (),
) -> str:
    """The report of ``items`` as one self-contained HTML document; with ``answer`` (a
    model's answer, say), that text is shown first with each stretch of ``marks`` marked
    and linked to the item that checks it."""
    template = _environment().get_template("report.html")
    page = page_view(items, title, answer, marks)
    return template.render(page=page, style=_style(), version=__version__)
