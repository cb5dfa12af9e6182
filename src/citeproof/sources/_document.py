"""A source as read: its checked text, page boundaries and provenance."""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["SourceDocument"]


@dataclass(frozen=True, slots=True)
class SourceDocument:
    """The text a quote is checked against, and where it came from.

    ``representation`` names how the text was obtained (``literal_text`` for plain text
    decoded exactly, ``extracted_html_text``, ``pdf_text_layer``); ``page_starts`` holds the
    code-point offset of each page for paged sources; ``sha256`` and ``source_bytes`` are
    those of the bytes read (not of the text). ``furniture`` is text of an HTML page that
    is not the article (navigation, headers, footers, asides): never evidence, kept so a
    quote found only there can be reported as such.
    """

    text: str
    representation: str
    source_bytes: int
    sha256: str
    content_type: str
    title: str
    page_starts: tuple[int, ...] | None = None
    warnings: tuple[str, ...] = field(default_factory=tuple)
    furniture: str = ""
