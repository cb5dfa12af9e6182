"""Advanced SubStation Alpha and SubStation Alpha subtitles, ``.ass``/``.ssa``
(``subtitle_text``): each dialogue event's text in the file's order, cited by time.

The fansub and broadcast format: a ``[Script Info]`` header, styles, then ``Dialogue:``
lines whose text carries override blocks (``{\\i1}``, ``{\\pos(320,50)}``, karaoke
``{\\k20}``) and escapes (``\\N`` a line break, ``\\h`` a hard space). Read as plain text,
a spoken sentence was buried in timing fields and tags, so no quote of it was found
(pysubs2's test subtitles: 8 of 31 lines judged absent). Parsed by ``pysubs2`` (which reads
the format's sections, field orders and escapes as the renderers do); each event's plain
text is a cue, its lines joined by a line break, and each cue a ``cue`` :class:`Locator`
labelled with its times as the SRT and WebVTT reader labels them. Comment events and vector
drawings (``{\\p1}``) are not text; an event shown for no time at all is furniture, as an
SRT cue is. Events are blocks of the document's budget (``too_large`` past it).
"""

from __future__ import annotations

from ....errors import ErrorCode, SourceError
from ..._budget import Budget
from ..._decode import decode
from ..._document import Locator, Representation, SourceDocument, sha256_hex

__all__ = ["read_ass"]


def _stamp(milliseconds: int) -> str:
    seconds, millis = divmod(max(milliseconds, 0), 1000)
    minutes, seconds = divmod(seconds, 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d}.{millis:03d}"


def read_ass(data: bytes, name: str, charset: str | None) -> SourceDocument:
    """An ASS/SSA file's dialogue texts in order, each a ``cue`` locator (see the module
    docstring)."""
    import pysubs2

    try:
        decoded, _ = decode(data, charset)
    except UnicodeDecodeError as error:
        raise SourceError(
            f"{name} is not decodable text: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    source = decoded.replace("\r\n", "\n").replace("\r", "\n").lstrip("\ufeff")
    try:
        subtitles = pysubs2.SSAFile.from_string(source, format_="ass")
    except Exception as error:  # pysubs2 raises its own errors and ValueError alike
        raise SourceError(
            f"{name}: not a readable SubStation Alpha file: {error}",
            code=ErrorCode.EXTRACTION_FAILED,
        ) from error
    budget = Budget(name)
    parts: list[str] = []
    hidden: list[str] = []
    locators: list[Locator] = []
    offset = 0
    for event in subtitles.events:
        if event.is_comment or event.is_drawing:
            continue
        lines = event.plaintext.replace("\u00a0", " ").split("\n")
        text = "\n".join(line.strip() for line in lines if line.strip())
        if not text:
            continue
        budget.blocks()
        budget.characters(len(text))
        if event.start == event.end:
            hidden.append(text)
            continue
        if parts:
            offset += 1  # the line break between cues
        label = f"{_stamp(event.start)} --> {_stamp(event.end)}"
        locators.append(Locator("cue", label, offset, offset + len(text)))
        parts.append(text)
        offset += len(text)
    return SourceDocument(
        text="\n".join(parts),
        representation=Representation.SUBTITLE_TEXT,
        source_bytes=len(data),
        sha256=sha256_hex(data),
        content_type="text/x-ssa",
        title=str(subtitles.info.get("Title") or name),
        warnings=() if parts else ("the file holds no dialogue",),
        furniture="\n".join(hidden),
        locators=tuple(locators),
    )
