"""The answer's text and its coordinates: spans the model gave, converted exactly.

Each API counts the answer its own way: Gemini's segment offsets are UTF-8 bytes of one
part, OpenAI's and Cohere's indices characters, a generic citation says which. Every span
is converted here, with the offset maps of :class:`citeproof.text.Coordinates` (never by
re-encoding prefixes by hand), into code points, UTF-16 units and UTF-8 bytes, and what
is wrong with it is said rather than papered over: a byte offset inside a character, a
span whose text is not the text the model says it marks, offsets that are code points
where bytes were due.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

from ..errors import ErrorCode, InputError
from ..text import Coordinates
from ._model import AnswerSpan

__all__ = ["UNITS", "Answer"]

#: The units a span of the answer may be counted in.
UNITS = ("code_point", "utf16", "utf8")


class Answer:
    """The answer as the response gives it: one or more parts (Gemini's, Anthropic's text
    blocks), joined; spans may be relative to one part."""

    def __init__(self, parts: Sequence[str]) -> None:
        self.parts = tuple(parts)
        starts = [0]
        for part in self.parts:
            starts.append(starts[-1] + len(part))
        self.part_starts = tuple(starts[:-1])
        self.text = "".join(self.parts)

    @cached_property
    def coordinates(self) -> Coordinates:
        """Coordinates of the whole answer."""
        return Coordinates(self.text)

    def _part(self, part: int | None, pointer: str) -> tuple[str, int]:
        if part is None:
            return self.text, 0
        if not 0 <= part < len(self.parts):
            raise InputError(
                f"part {part} does not exist: the answer has {len(self.parts)} part(s)",
                path=pointer,
                code=ErrorCode.CITATION_OUT_OF_RANGE,
            )
        return self.parts[part], self.part_starts[part]

    def span(
        self,
        start: int,
        end: int,
        *,
        unit: str = "code_point",
        part: int | None = None,
        expected: str | None = None,
        pointer: str = "",
    ) -> AnswerSpan:
        """The answer span ``[start, end)`` counted in ``unit`` (within ``part`` when
        given), converted; ``expected`` is the text the model says the span holds."""
        text, shift = self._part(part, pointer)
        coordinates = Coordinates(text) if part is not None else self.coordinates
        problems: list[str] = []
        cp_start, cp_end = self._to_code_points(coordinates, text, start, end, unit, pointer)
        for offset, (point, exact) in ((start, cp_start), (end, cp_end)):
            if not exact:
                inside = text[point]
                problems.append(
                    f"{unit} offset {offset} cuts the character {inside!r} "
                    f"(U+{ord(inside):04X}) in two"
                )
        s, e = cp_start[0], cp_end[0]
        if expected is not None and text[s:e] != expected:
            problems.append(_mismatch(text, s, e, expected, start, end, unit, shift))
        return self.at(s + shift, e + shift, problems)

    def at(self, start: int, end: int, problems: Sequence[str] = ()) -> AnswerSpan:
        """The code-point span ``[start, end)`` of the whole answer in every count."""
        c = self.coordinates
        return AnswerSpan(
            start=start,
            end=end,
            utf16=(c.utf16(start), c.utf16(end)),
            utf8=(c.utf8(start), c.utf8(end)),
            text=self.text[start:end],
            problems=tuple(problems),
        )

    @staticmethod
    def _to_code_points(
        coordinates: Coordinates, text: str, start: int, end: int, unit: str, pointer: str
    ) -> tuple[tuple[int, bool], tuple[int, bool]]:
        if unit not in UNITS:
            raise InputError(
                f"unit {unit!r} is not one of {', '.join(UNITS)}",
                path=pointer,
                code=ErrorCode.INVALID_VALUE,
            )
        length = {
            "code_point": len(text),
            "utf16": coordinates.utf16(len(text)),
            "utf8": coordinates.utf8(len(text)),
        }[unit]
        if (
            isinstance(start, bool)
            or isinstance(end, bool)
            or not (isinstance(start, int) and isinstance(end, int))
        ):
            raise InputError(
                "a span's start and end must be whole numbers",
                path=pointer,
                code=ErrorCode.WRONG_TYPE,
            )
        if not 0 <= start <= end <= length:
            raise InputError(
                f"the span [{start}, {end}) in {unit} is outside the answer's {length}",
                path=pointer,
                code=ErrorCode.CITATION_OUT_OF_RANGE,
            )
        if unit == "code_point":
            return (start, True), (end, True)
        convert = coordinates.from_utf8 if unit == "utf8" else coordinates.from_utf16
        return convert(start), convert(end)


def _mismatch(
    text: str, s: int, e: int, expected: str, start: int, end: int, unit: str, shift: int
) -> str:
    """Why the span does not hold ``expected``: the offsets read as code points hold it
    (the classic byte/character mix-up), or where in the answer it is, if anywhere."""
    said = f"the span holds {text[s:e]!r}, not the text the model gives for it"
    if unit != "code_point" and text[start:end] == expected:
        return f"{said}: its offsets are code points, not {unit} units"
    where = text.find(expected)
    if where >= 0:
        return (
            f"{said}: that text is at code points {where + shift}-"
            f"{where + shift + len(expected)} of the answer"
        )
    return f"{said}, and the answer does not hold that text"
