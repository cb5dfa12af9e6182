"""One entry point for every draft: the syntax chosen by the file's name."""

from __future__ import annotations

from ._latex import latex_quotations
from ._markdown import markdown_quotations
from ._model import DraftQuotation

__all__ = ["find_quotations", "is_latex"]


def is_latex(path: str) -> bool:
    """True for a LaTeX draft (``.tex``, ``.ltx``, ``.latex``)."""
    return path.lower().endswith((".tex", ".ltx", ".latex"))


def find_quotations(path: str, text: str, *, min_words: int = 4) -> list[DraftQuotation]:
    """Every quotation in the draft ``text`` (named ``path``: LaTeX by its extension,
    otherwise Markdown or plain text), in order, with its citation."""
    if is_latex(path):
        return latex_quotations(path, text, min_words)
    return markdown_quotations(path, text, min_words)
