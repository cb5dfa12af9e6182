"""A source as read: its checked text, page boundaries and provenance."""

from __future__ import annotations

import math
from array import array
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
    char_boxes: array[float] | None = field(default=None, repr=False, compare=False)

    def boxes(self, start: int, end: int) -> list[dict[str, float | int]]:
        """Where ``text[start:end]`` is drawn: one rectangle per page and line (PDF points).

        Empty for sources without geometry (HTML, plain text).
        """
        if self.char_boxes is None or self.page_starts is None:
            return []
        rects: dict[tuple[int, int], list[float]] = {}
        line = self.text.count("\n", 0, start)
        page = 0
        for i in range(start, end):
            while page + 1 < len(self.page_starts) and self.page_starts[page + 1] <= i:
                page += 1
            if self.text[i] == "\n":
                line += 1
                continue
            x0, y0, x1, y1 = self.char_boxes[4 * i : 4 * i + 4]
            if math.isnan(x0):
                continue
            rect = rects.setdefault((page, line), [x0, y0, x1, y1])
            rect[:] = [min(rect[0], x0), min(rect[1], y0), max(rect[2], x1), max(rect[3], y1)]
        return [
            {"page": page + 1, "x0": round(r[0], 2), "y0": round(r[1], 2),
             "x1": round(r[2], 2), "y1": round(r[3], 2)}
            for (page, _), r in sorted(rects.items())
        ]  # fmt: skip
