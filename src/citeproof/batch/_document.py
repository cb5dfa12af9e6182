"""Quotations in a document (Markdown or plain text), each paired with its cited source.

The quotations are found by :func:`citeproof.quotations.find_quotations`, the scanner
``citeproof manuscript`` uses too: every blockquote, and every inline quotation in double
quotation marks (“…”, "…", «…», „…“) of at least ``min_words`` words; code (fenced
blocks and inline code spans) is skipped. A quotation's source is the work its citation
names by a link (``[text](path-or-url)``, ``<url>``, a bare URL) or a footnote whose
definition holds a link (else the definition's text), else the default source: batch
has no bibliography, so a citation key (``[@key]``) names no source here. Each quotation
reports its one-based line and column, so an editor can jump to it.

Linear in the document, whatever it holds (the scanner's promise); lines end at ``\\n``
only (``\\r\\n`` too), as editors and ``grep -n`` count them.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..quotations import Citation, find_quotations

__all__ = ["Quotation", "quotations"]

#: The name the scanner is given: a batch document is read as Markdown, whatever its name.
_AS_MARKDOWN = "document.md"


@dataclass(frozen=True, slots=True)
class Quotation:
    """A quotation found in a document, where it is, and the source it cites (or None)."""

    text: str
    line: int
    column: int
    source: str | None
    kind: str


def _source(citation: Citation | None, default: str | None) -> str | None:
    """The first work the citation names by link or note text, else ``default``."""
    for cite in citation.cites if citation is not None else ():
        named = cite.target or cite.reference
        if named:
            return named
    return default


def quotations(
    text: str, *, min_words: int = 4, default_source: str | None = None
) -> list[Quotation]:
    """Every quotation in ``text``, in document order, paired with its source."""
    return [
        Quotation(q.text, q.line, q.column, _source(q.citation, default_source), q.kind)
        for q in find_quotations(_AS_MARKDOWN, text, min_words=min_words)
    ]
