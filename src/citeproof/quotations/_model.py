"""What the scanner finds: a quotation, the citation it carries, and the works it names."""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Citation", "Cite", "DraftQuotation"]


@dataclass(frozen=True, slots=True)
class Cite:
    """One work a citation names: a citation ``key``, a link ``target`` (URL or path, as
    written) or a footnote's free-text ``reference``; ``locator`` as written (``p. 12``)
    and ``pages`` the first and last page it names (``None`` when it names no page)."""

    key: str | None = None
    target: str | None = None
    reference: str | None = None
    locator: str = ""
    pages: tuple[str, str] | None = None

    def describe(self) -> str:
        """The cite for a person: ``@key, p. 12``, the link, or the reference text."""
        if self.key is not None:
            return f"@{self.key}" + (f", {self.locator}" if self.locator else "")
        if self.target is not None:
            return self.target
        return self.reference or ""


@dataclass(frozen=True, slots=True)
class Citation:
    """A citation as written in the draft: ``text`` (``[@smith2020, p. 12]``), ``kind``
    (``pandoc``, ``latex``, ``footnote``, ``link``), the works it names, where it is, and
    whether it is textual (``@key says``, ``\\textcite``)."""

    text: str
    kind: str
    cites: tuple[Cite, ...]
    line: int
    column: int
    textual: bool = False


@dataclass(frozen=True, slots=True)
class DraftQuotation:
    """A quotation in a draft: its words (markup removed), where they start (the first
    character after the opening mark), how it is set (``blockquote`` or ``inline``) and
    its citation (``None`` when it cites nothing)."""

    path: str
    text: str
    line: int
    column: int
    kind: str
    citation: Citation | None = field(default=None)
