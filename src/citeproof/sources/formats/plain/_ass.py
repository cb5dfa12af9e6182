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
from ..._document import SourceDocument
from ._subtitles import CueText, decoded_subtitles

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

    source = decoded_subtitles(data, name, charset)
    try:
        subtitles = pysubs2.SSAFile.from_string(source, format_="ass")
    except Exception as error:  # pysubs2 raises its own errors and ValueError alike
        raise SourceError(
            f"{name}: not a readable SubStation Alpha file: {error}",
            code=ErrorCode.EXTRACTION_FAILED,
        ) from error
    cues = CueText(name)
    for event in subtitles.events:
        if event.is_comment or event.is_drawing:
            continue
        lines = event.plaintext.replace("\u00a0", " ").split("\n")
        text = "\n".join(line.strip() for line in lines if line.strip())
        if text:
            cues.add(text, _stamp(event.start), _stamp(event.end))
    warnings = () if cues.parts else ("the file holds no dialogue",)
    title = str(subtitles.info.get("Title") or name)
    return cues.document(data, "text/x-ssa", title, warnings)
