"""Which citation a quotation carries: the rule, applied by bisection among the draft's
citations (sorted by where they start), so a paragraph of thousands of quotations and
citations costs no more than its length.

An inline quotation's citation is, within its paragraph: the first citation after it and
before the next quotation; else a citation just before it in the same sentence; else the
nearest textual citation before it (``@key [p. 4] says "…"``); else the first after it;
else the nearest before it. A blockquote's is the citation inside it, else one on the
first non-blank line after it, else the last one of the paragraph before it when that
paragraph ends in a colon.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right

from ._draft import Doc
from ._model import Citation

__all__ = ["Found", "Pairing"]

#: A citation where it is written: ``[start, end)`` in the draft, and what it cites.
Found = tuple[int, int, Citation]

_SENTENCE_END = re.compile(r"[.!?][\s\"”»']")


class Pairing:
    """Citations by position, and the rule that gives a quotation its citation."""

    def __init__(self, doc: Doc, citations: list[Found]) -> None:
        self.doc = doc
        self.citations = citations
        self.starts = [start for start, _, _ in citations]
        self.ends = [end for _, end, _ in citations]
        # Where each sentence end is (its two characters never overlap the next one's).
        self.sentence_ends = [m.start() for m in _SENTENCE_END.finditer(doc.text)]
        # The index of the last textual citation at or before each index (-1: none).
        self.last_textual: list[int] = []
        last = -1
        for index, (_, _, citation) in enumerate(citations):
            last = index if citation.textual else last
            self.last_textual.append(last)

    def inside(self, start: int, end: int) -> list[Found]:
        """The citations that start in ``[start, end)``."""
        lo, hi = bisect_left(self.starts, start), bisect_left(self.starts, end)
        return self.citations[lo:hi]

    def _first(self, start: int, end: int) -> Citation | None:
        """The first citation that starts in ``[start, end)``."""
        index = bisect_left(self.starts, start)
        if index < len(self.starts) and self.starts[index] < end:
            return self.citations[index][2]
        return None

    def _last_before(self, low: int, start: int) -> int:
        """The index of the last citation from index ``low`` on that ends by ``start``."""
        index = bisect_left(self.starts, start) - 1
        while index >= low and self.ends[index] > start:
            index -= 1
        return index if index >= low else -1

    def _last_textual_before(self, low: int, start: int) -> int:
        before = bisect_left(self.starts, start)
        index = self.last_textual[before - 1] if before else -1
        while index >= low and self.ends[index] > start:
            index = self.last_textual[index - 1] if index else -1
        return index if index >= low else -1

    def _sentence_ends_between(self, start: int, end: int) -> bool:
        """True when a sentence ends (its mark and the space after it) in ``[start, end)``."""
        index = bisect_left(self.sentence_ends, start)
        return index < len(self.sentence_ends) and self.sentence_ends[index] + 2 <= end

    def for_inline(
        self, start: int, end: int, next_quote: int, paragraph: tuple[int, int] | None = None
    ) -> Citation | None:
        """The citation of the inline quotation at ``[start, end)``, the next quotation
        of its paragraph starting at ``next_quote`` (``paragraph``: the paragraph's
        ``[start, end)`` when the caller knows it)."""
        p_start, p_end = paragraph or self.doc.paragraph(start)
        between = self._first(end, min(next_quote, p_end))
        if between is not None:
            return between
        low = bisect_left(self.starts, p_start)
        before = self._last_before(low, start)
        # A citation just before it in the same sentence ("Then \\cite{x} says ``...''").
        if before >= 0 and not self._sentence_ends_between(self.ends[before], start):
            return self.citations[before][2]
        textual = self._last_textual_before(low, start)
        if textual >= 0:
            return self.citations[textual][2]
        after = self._first(end, p_end)
        if after is not None:
            return after
        return self.citations[before][2] if before >= 0 else None

    def for_block(self, start: int, end: int) -> Citation | None:
        """The citation of the blockquote at ``[start, end)``."""
        within = self.inside(start, end)
        if within:
            return within[-1][2]
        # On the first non-blank line after it (an attribution, a \cite after \end{quote}).
        after = self._first(end, self._next_line_end(end))
        if after is not None:
            return after
        previous = self.doc.paragraph_before(start)
        if previous and self.doc.text[previous[0] : previous[1]].rstrip().endswith(":"):
            before = self.inside(*previous)
            if before:
                return before[-1][2]
        return None

    def _next_line_end(self, end: int) -> int:
        """Where the first non-blank line after the one holding ``end`` ends (the end of
        that line when none follows)."""
        starts, text = self.doc.line_starts, self.doc.text

        def line_end(row: int) -> int:
            return starts[row + 1] - 1 if row + 1 < len(starts) else len(text)

        row = bisect_right(starts, end) - 1
        limit = line_end(row)
        row += 1
        while row < len(starts) and not text[starts[row] : line_end(row)].strip():
            row += 1
        return line_end(row) if row < len(starts) else limit
