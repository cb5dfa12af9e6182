"""Every document format beyond HTML, PDF and plain text, behind one small interface.

Each format is a :class:`Format`: how to recognise it from the bytes (content first; the
declared media type and the file name only where the bytes cannot tell), and how to turn
the bytes into the same :class:`~citeproof.sources.SourceDocument` every other source
becomes, so every face, batch and the evidence store take it unchanged.
:func:`~citeproof.sources.extract` consults :data:`FORMATS` in order after PDF and
before HTML and plain text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .._document import SourceDocument

__all__ = ["FORMATS", "Format", "format_for"]


@dataclass(frozen=True, slots=True)
class Format:
    """One readable format.

    ``media_type`` is what :func:`~citeproof.sources.sniff` reports; ``representation``
    names how the text was obtained (``docx_text``, ``rendered_markdown``...);
    ``recognise(head, media, name)`` says whether the bytes (their first 64 KiB), the
    declared media type (lower-cased, without parameters; empty when unknown) and the
    lower-cased file name are this format; ``read(data, name, charset)`` extracts it
    (``charset`` is the declared one, for text formats). ``read`` raises
    :class:`~citeproof.SourceError` (``extraction_failed``, ``too_large``) for bad or
    hostile input, never anything else.
    """

    media_type: str
    representation: str
    recognise: Callable[[bytes, str, str], bool]
    read: Callable[[bytes, str, str | None], SourceDocument]


# Formats register here, most specific first (containers before the text formats whose
# names or media types they could share).
FORMATS: tuple[Format, ...] = ()


def format_for(head: bytes, media: str, name: str) -> Format | None:
    """The first registered format that recognises these bytes, or ``None``."""
    for candidate in FORMATS:
        if candidate.recognise(head, media, name):
            return candidate
    return None
