"""Subtitles, SRT and WebVTT (``subtitle_text``): the cue texts in order, cited by time.

Each cue's text is read without its markup (``<i>``, ``<b>``, ``<font …>``, WebVTT's
``<v Speaker>`` voice spans, ``<c.class>``, karaoke timestamps ``<00:01.000>``, and the
ASS-style ``{\\an8}`` overrides SRT files carry); WebVTT's character references
(``&amp;``, ``&lt;``, ``&nbsp;``…) are decoded. Cues are joined by a line break, as are
the lines of a cue, so a sentence spoken over two cues is one quotation (its line breaks
are white space to the matcher). Each cue is a ``cue`` :class:`Locator` labelled with its
times in WebVTT's form, ``"00:01:02.500 --> 00:01:05.000"``, whatever the file wrote.
WebVTT ``NOTE``, ``STYLE`` and ``REGION`` blocks are not text.

Why a parser of our own: both formats are line-based and short to read correctly, and
reading them here keeps the offsets exact and the failures typed; the libraries
(``webvtt-py``, ``pysrt``, ``srt``) each read one format, differ in what markup they
remove and in how they fail on a malformed cue. A cue whose timing line cannot be read
is skipped with a warning, never a crash. Each cue is a block of the document's
:class:`~citeproof.sources._budget.Budget` and its text characters (``too_large`` past
either), spent as the cues are read.
"""

from __future__ import annotations

import html
import re

from ....errors import ErrorCode, SourceError
from ..._budget import Budget
from ..._decode import decode
from ..._document import Locator, Representation, SourceDocument, sha256_hex
from .._signatures import SUBTITLE_TIME

__all__ = ["CueText", "decoded_subtitles", "read_subtitles"]

_TIME = SUBTITLE_TIME

_TIMING = re.compile(rf"^\s*{_TIME}\s*-->\s*{_TIME}(?:\s.*)?$")
#: A tag starts with a letter or ``/`` (``2<3,5>1`` is text); WebVTT adds timestamps.
_TAG = re.compile(r"</?[A-Za-z][^<>\n]*>|<\d+(?::\d+)*\.\d+>")
_ASS = re.compile(r"\{\\[^{}\n]*\}")
_BLOCK_BREAK = re.compile(r"\n[ \t]*\n")
#: What only the markup pass changes: a cue line without any is its own text.
_MARKUP = re.compile("[<{&\u00a0]")


def _stamp(groups: tuple[str | None, ...]) -> str:
    hours, minutes, seconds, fraction = groups
    millis = int((fraction or "0").ljust(3, "0")[:3])
    return f"{int(hours or 0):02d}:{int(minutes or 0):02d}:{int(seconds or 0):02d}.{millis:03d}"


def _cue_text(lines: list[str], vtt: bool) -> str:
    if len(lines) == 1 and _MARKUP.search(lines[0]) is None:
        return lines[0].strip()  # the common cue: one line of plain words
    text = "\n".join(lines)
    text = _ASS.sub("", _TAG.sub("", text))
    if vtt or "&" in text:
        text = html.unescape(text)
    text = text.replace("\u00a0", " ")
    return "\n".join(line.strip() for line in text.split("\n") if line.strip())


def _cues(block: list[str]) -> list[tuple[re.Match[str], list[str]]]:
    """The cues of one block: each timing line with the text lines up to the next one
    (a block may hold several cues when a file leaves out the blank lines)."""
    timings = [(i, found) for i, line in enumerate(block) if (found := _TIMING.match(line))]
    out = []
    for number, (index, match) in enumerate(timings):
        end = timings[number + 1][0] if number + 1 < len(timings) else len(block)
        out.append((match, block[index + 1 : end]))
    return out


class CueText:
    """Cues read into one text: each cue's words, a line break between two cues, a ``cue``
    :class:`Locator` labelled with its times; a cue shown for no time at all (start equal
    to end: hidden data) is furniture. Each cue is a block of the document's budget and its
    text characters (``too_large`` past either). Shared by every subtitle format's reader."""

    def __init__(self, name: str) -> None:
        self.budget = Budget(name)
        self.parts: list[str] = []
        self.hidden: list[str] = []
        self.locators: list[Locator] = []
        self.offset = 0

    def add(self, text: str, start: str, end: str) -> None:
        """A cue's ``text`` shown from ``start`` to ``end`` (WebVTT's time form)."""
        self.budget.blocks()
        self.budget.characters(len(text))
        if start == end:
            self.hidden.append(text)
            return
        if self.parts:
            self.offset += 1  # the line break between cues
        self.locators.append(
            Locator("cue", f"{start} --> {end}", self.offset, self.offset + len(text))
        )
        self.parts.append(text)
        self.offset += len(text)

    def document(
        self, data: bytes, content_type: str, title: str, warnings: tuple[str, ...]
    ) -> SourceDocument:
        return SourceDocument(
            text="\n".join(self.parts),
            representation=Representation.SUBTITLE_TEXT,
            source_bytes=len(data),
            sha256=sha256_hex(data),
            content_type=content_type,
            title=title,
            warnings=warnings,
            furniture="\n".join(self.hidden),
            locators=tuple(self.locators),
        )


def decoded_subtitles(data: bytes, name: str, charset: str | None) -> str:
    """A subtitle file's text: decoded the project's way, line breaks as ``\\n``, no BOM."""
    try:
        decoded, _ = decode(data, charset)
    except UnicodeDecodeError as error:
        raise SourceError(
            f"{name} is not decodable text: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    return decoded.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")


def read_subtitles(data: bytes, name: str, charset: str | None) -> SourceDocument:
    """An SRT or WebVTT file's cue texts in order, each a ``cue`` locator; the text of a
    cue shown for no time at all (start equal to end: hidden data) is furniture."""
    source = decoded_subtitles(data, name, charset)
    vtt = source.lstrip().startswith("WEBVTT")
    blocks = _BLOCK_BREAK.split(source.strip("\n"))
    if vtt:
        blocks = blocks[1:]  # the header block: WEBVTT and its metadata lines
    cues = CueText(name)
    skipped = 0
    for block in blocks:
        lines = [line for line in block.split("\n") if line.strip()]
        if not lines:
            continue
        if vtt and lines[0].split(" ", 1)[0] in ("NOTE", "STYLE", "REGION"):
            continue
        found = _cues(lines)
        if not found:
            skipped += 1
            continue
        for match, text_lines in found:
            text = _cue_text(text_lines, vtt)
            if text:
                cues.add(text, _stamp(match.groups()[:4]), _stamp(match.groups()[4:]))
    if not cues.parts and skipped:
        raise SourceError(
            f"{name}: no subtitle cue could be read", code=ErrorCode.EXTRACTION_FAILED
        )
    warnings = (f"{skipped} blocks without a readable cue timing were skipped",) if skipped else ()
    if not cues.parts:
        warnings = ("the file holds no cue",)
    content_type = "text/vtt" if vtt else "application/x-subrip"
    return cues.document(data, content_type, name, warnings)
