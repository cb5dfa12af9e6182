"""One readable format: how it is recognised and how it is read (the registry's entry).

Modelled on ftfy's ``FIXERS``: the formats are data, an ordered tuple of :class:`Format`
values, and one loop consults them (:func:`~citeproof.sources.formats.format_for`);
nothing dispatches on a media type by hand.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .._document import Representation, SourceDocument

__all__ = ["Extract", "Format", "LeafReader", "Reader", "Recognise", "alone"]

#: ``extract(data, content_type, name)``: how a container reads a document it holds (a
#: web archive's record, an e-mail's attachment). It is passed in, never imported, so the
#: formats never import the dispatch that consults them.
Extract = Callable[[bytes, str | None, str], SourceDocument]
#: ``recognise(head, media, name)``: the first 64 KiB, the declared media type
#: (lower-cased, without parameters; empty when unknown) and the lower-cased file name.
Recognise = Callable[[bytes, str, str], bool]
#: ``read(data, name, charset)``: a format that holds no other document.
LeafReader = Callable[[bytes, str, str | None], SourceDocument]
#: ``read(data, name, charset, inner)``: what the registry calls, containers and all.
Reader = Callable[[bytes, str, str | None, Extract], SourceDocument]


@dataclass(frozen=True, slots=True)
class Format:
    """One readable format.

    ``media_type`` is what :func:`~citeproof.sources.sniff` reports; ``representation``
    names how the text is obtained (``None`` for a web archive, whose document takes its
    record's representation, archived). ``recognise`` knows the format by its bytes
    (and, where the bytes cannot tell, by the declared type or the name); ``guess`` is
    asked only when no format recognised the bytes, by name or declared type alone (a
    ``.pdf`` without its header, an undeclared text file). ``read(data, name, charset,
    inner)`` extracts it (``charset`` is the declared one, for text formats; ``inner``
    reads what a container holds) and raises :class:`~citeproof.SourceError`
    (``extraction_failed``, ``too_large``...) for bad or hostile input, never anything else.
    """

    media_type: str
    representation: Representation | None
    recognise: Recognise | None
    read: Reader
    guess: Recognise | None = None


def alone(read: LeafReader) -> Reader:
    """The registry's reader for a format that holds no other document (``inner`` unused)."""

    def reader(data: bytes, name: str, charset: str | None, inner: Extract) -> SourceDocument:
        return read(data, name, charset)

    reader.__doc__ = read.__doc__
    return reader
