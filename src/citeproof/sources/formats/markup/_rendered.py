"""Rendered text that remembers, character by character, where in the file it came from.

Markdown and reStructuredText are quoted as rendered (``*Northeast Flanders St.*`` is
quoted as ``Northeast Flanders St.``) but cited by line and column in the file. The
parsers (markdown-it-py, docutils) give the rendered pieces in order and a line for each
block, not a column for each character; :class:`Rendering` aligns every piece with the
file, left to right from a cursor that only moves forward within a block: a piece is
found whole where it is a copy of the file (the usual case), else line by line, else
character by character within a short window (tabs the parser expanded, spaces it
stripped). A character that is not a copy of the file (an entity's rendering, ``&amp;``
as ``&``) points at the start of what it renders; a character the parser made up (the
blank line between blocks) points nowhere.

The mapping is kept as ``kind="line"`` :class:`~citeproof.sources.Locator` runs: each
run is a stretch of the rendered text copied from one stretch of one line of the file,
labelled ``"line:column"`` (one-based, in code points) where it starts, so the column of
any character is its run's column plus its distance from the run's start
(:func:`file_position`). An entity's rendering is a run of its own per character.
"""

from __future__ import annotations

import bisect
from array import array
from collections.abc import Callable, Sequence
from enum import IntEnum
from functools import cached_property

from ....errors import ErrorCode, SourceError
from ....text import Stepover
from ..._budget import SourceTooLarge
from ..._decode import decode
from ..._document import Locator, Representation, SourceDocument, sha256_hex

__all__ = [
    "LOOSE_WINDOW",
    "Piece",
    "Rendered",
    "Rendering",
    "file_position",
    "normalise_newlines",
    "read_rendered",
]

#: How far ahead a single character is looked for when a piece is not a copy of the file.
LOOSE_WINDOW = 256
#: The blank line between blocks.
BLOCK_SEPARATOR = "\n\n"


def normalise_newlines(text: str) -> str:
    """CR LF and CR as LF, as both parsers see the file; lines and columns do not change."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


class Piece(IntEnum):
    """What a rendered character is: a copy of the file; an entity's rendering or another
    non-copy (``&amp;`` as ``&``); words the renderer prints that the file does not hold
    (Sphinx's ``Added in version``); or such words a quote of the file's own words may
    leave out (Sphinx's ``()`` after a function's name). Each kind after the first is
    also the ones before it: a generated character is a non-copy too."""

    COPY = 0
    ENTITY = 1
    GENERATED = 2
    OPTIONAL = 3


class Rendered:
    """The finished rendering: ``text``, ``positions[i]`` (the file offset of ``text[i]``
    in the newline-normalised file, ``-1`` for a separator) and ``pieces[i]`` (what
    ``text[i]`` is: a :class:`Piece`)."""

    def __init__(self, text: str, positions: array[int], pieces: bytes, source: str) -> None:
        self.text = text
        self.positions = positions
        self.pieces = pieces
        self.source = source

    def _at_least(self, piece: Piece) -> frozenset[int]:
        return frozenset(i for i, kind in enumerate(self.pieces) if kind >= piece)

    @cached_property
    def entities(self) -> frozenset[int]:
        """Indices of the characters that are no copy of the file."""
        return self._at_least(Piece.ENTITY)

    @cached_property
    def generated(self) -> frozenset[int]:
        """Indices of the words the renderer prints that the file does not hold."""
        return self._at_least(Piece.GENERATED)

    @cached_property
    def optional(self) -> frozenset[int]:
        """Indices of the generated words a quote may leave out."""
        return self._at_least(Piece.OPTIONAL)

    def stepovers(self) -> tuple[Stepover, ...]:
        """The generated words a quote of the file's own words may leave out (each run of
        :attr:`optional` characters: Sphinx's ``()`` after a function's name)."""
        out: list[Stepover] = []
        for index in sorted(self.optional):
            if out and out[-1].end == index:
                last = out[-1]
                out[-1] = Stepover("generated", last.start, index + 1, last.text + self.text[index])
            else:
                out.append(Stepover("generated", index, index + 1, self.text[index]))
        return tuple(out)

    def locators(self) -> tuple[Locator, ...]:
        """The ``line`` runs (see the module docstring)."""
        starts = line_starts(self.source)
        out: list[Locator] = []
        text, pos, entities = self.text, self.positions, self.entities
        i, n = 0, len(text)
        while i < n:
            if pos[i] < 0:
                i += 1
                continue
            j = i + 1
            if i not in entities and text[i] != "\n":
                while (
                    j < n and pos[j] == pos[j - 1] + 1 and j not in entities and text[j - 1] != "\n"
                ):
                    j += 1
            line = bisect.bisect_right(starts, pos[i]) - 1
            out.append(Locator("line", f"{line + 1}:{pos[i] - starts[line] + 1}", i, j))
            i = j
        return tuple(out)


def line_starts(source: str) -> list[int]:
    """The offset of each line's first character."""
    starts = [0]
    find = source.find
    at = find("\n")
    while at >= 0:
        starts.append(at + 1)
        at = find("\n", at + 1)
    return starts


def file_position(document: SourceDocument, offset: int) -> tuple[int, int] | None:
    """The one-based ``(line, column)`` in the file of ``document.text[offset]``, from its
    ``line`` locators; ``None`` for a character the renderer made up (a block separator)."""
    runs = [loc for loc in document.locators if loc.kind == "line"]
    index = bisect.bisect_right([loc.start for loc in runs], offset) - 1
    if index < 0 or not runs[index].start <= offset < runs[index].end:
        return None
    line, column = runs[index].label.split(":")
    return int(line), int(column) + offset - runs[index].start


class Rendering:
    """Rendered text being built block by block, aligned with ``source`` as it grows."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.cursor = 0
        self._blocks: list[tuple[list[str], list[int], bytearray]] = []
        self._chars: list[str] = []
        self._positions: list[int] = []
        self._pieces = bytearray()

    # -- blocks -------------------------------------------------------------------------

    def end_block(self) -> None:
        """Close the current block (an empty one is dropped)."""
        if self._chars:
            self._blocks.append((self._chars, self._positions, self._pieces))
        self._chars, self._positions, self._pieces = [], [], bytearray()

    def finish(self) -> Rendered:
        """The blocks trimmed of white space at their edges, a blank line between them."""
        self.end_block()
        chars: list[str] = []
        positions = array("l")
        pieces = bytearray()
        for block_chars, block_positions, block_pieces in self._blocks:
            first, last = 0, len(block_chars)
            while first < last and block_chars[first].isspace():
                first += 1
            while last > first and block_chars[last - 1].isspace():
                last -= 1
            if first == last:
                continue
            if chars:
                chars.extend(BLOCK_SEPARATOR)
                positions.extend([-1] * len(BLOCK_SEPARATOR))
                pieces.extend(bytes(len(BLOCK_SEPARATOR)))
            chars.extend(block_chars[first:last])
            positions.extend(block_positions[first:last])
            pieces.extend(block_pieces[first:last])
        return Rendered("".join(chars), positions, bytes(pieces), self.source)

    def include(self, rendered: Rendered, position: Callable[[int], int]) -> None:
        """Append another rendering's blocks (of a part of the file rendered apart: a MyST
        ``eval-rst`` fence), each character's offset in that part made the file's by
        ``position``, each block kept a block."""
        text, positions, pieces = rendered.text, rendered.positions, rendered.pieces
        self.end_block()
        i, width = 0, len(BLOCK_SEPARATOR)
        while i < len(text):
            if text.startswith(BLOCK_SEPARATOR, i) and all(
                positions[j] < 0 for j in range(i, i + width)
            ):
                self.end_block()
                i += width
                continue
            self.emit(text[i], position(positions[i]), Piece(pieces[i]))
            i += 1
        self.end_block()

    # -- pieces -------------------------------------------------------------------------

    def emit(self, chars: str, position: int, piece: Piece = Piece.COPY) -> None:
        """Append ``chars``, all pointing at ``position`` (``-1``: nowhere), each a
        ``piece`` (a non-copy is a locator of its own)."""
        for char in chars:
            self._chars.append(char)
            self._positions.append(position)
            self._pieces.append(piece)

    def find(self, text: str, limit: int | None = None) -> int:
        """Where ``text`` next occurs at or after the cursor (before ``limit``), or -1."""
        return self.source.find(text, self.cursor, len(self.source) if limit is None else limit)

    def skip_to(self, position: int) -> None:
        """Move the cursor forward to ``position`` (never back)."""
        self.cursor = max(self.cursor, position)

    def copy(
        self, piece: str, limit: int | None = None, keep: Sequence[bool] | None = None
    ) -> None:
        """Append ``piece``, a copy of the file at or after the cursor (see the module
        docstring); only the characters whose ``keep`` is true are rendered."""
        if not piece:
            return
        end = len(self.source) if limit is None else limit
        at = self.source.find(piece, self.cursor, end)
        if at >= 0:
            positions = list(range(at, at + len(piece)))
            self.cursor = at + len(piece)
        elif "\n" in piece:
            positions = self._copy_lines(piece, end)
        else:
            positions = self._copy_loose(piece, end)
        for index, (char, position) in enumerate(zip(piece, positions, strict=True)):
            if keep is None or keep[index]:
                self._chars.append(char)
                self._positions.append(position)
                self._pieces.append(Piece.COPY)

    def _copy_lines(self, piece: str, end: int) -> list[int]:
        positions: list[int] = []
        lines = piece.split("\n")
        for number, line in enumerate(lines):
            if number:
                newline = self.source.find("\n", self.cursor, end)
                positions.append(newline)
                if newline >= 0:
                    self.cursor = newline + 1
            at = self.source.find(line, self.cursor, min(end, self._line_end(self.cursor)))
            if line and at >= 0:
                positions.extend(range(at, at + len(line)))
                self.cursor = at + len(line)
            else:
                positions.extend(self._copy_loose(line, end))
        return positions

    def _line_end(self, position: int) -> int:
        newline = self.source.find("\n", position)
        return len(self.source) if newline < 0 else newline + 1

    def _copy_loose(self, piece: str, end: int) -> list[int]:
        """Character by character: white space for white space, anything else found
        within :data:`LOOSE_WINDOW`; what is not found points nowhere."""
        source = self.source
        positions: list[int] = []
        for char in piece:
            if char.isspace():
                if self.cursor < end and source[self.cursor].isspace():
                    positions.append(self.cursor)
                    self.cursor += 1
                else:
                    positions.append(-1)
                continue
            at = source.find(char, self.cursor, min(end, self.cursor + LOOSE_WINDOW))
            positions.append(at)
            if at >= 0:
                self.cursor = at + 1
        return positions


def read_rendered(
    data: bytes,
    name: str,
    charset: str | None,
    render: Callable[[str], Rendered],
    *,
    markup: str,
    representation: Representation,
    content_type: str,
) -> SourceDocument:
    """A markup file (Markdown, reStructuredText) as ``render`` renders it, with ``line``
    locators; undecodable text or a parser's failure on hostile input is
    ``extraction_failed`` (``markup`` names the language in the message)."""
    try:
        text, _ = decode(data, charset)
    except UnicodeDecodeError as error:
        raise SourceError(
            f"{name} is not decodable text: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    try:
        rendered = render(text)
    except SourceTooLarge as error:  # a limit of the markup's own, named in the error
        raise SourceTooLarge(f"{name} {error}", error.limit, error.maximum) from error
    except Exception as error:  # parsers raise many kinds on hostile input
        raise SourceError(
            f"{name}: unreadable {markup}: {type(error).__name__}: {error}",
            code=ErrorCode.EXTRACTION_FAILED,
        ) from error
    return SourceDocument(
        text=rendered.text,
        representation=representation,
        source_bytes=len(data),
        sha256=sha256_hex(data),
        content_type=content_type,
        title=name,
        locators=rendered.locators(),
        stepovers=rendered.stepovers(),
    )
