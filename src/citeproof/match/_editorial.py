"""Quotations marked the way editors mark them: brackets, ``[sic]``, notes, nested marks.

Lawyers and journalists change a quotation and say so inside it: ``[T]he`` (case
changed), ``[the company]`` (source words replaced by the quoter's), ``[sic]`` (the
source's error kept), ``[emphasis added]`` and trailing ``(citations omitted)`` notes
(not quoted words at all), and single quotation marks where the source nests double ones
(or the reverse). This module parses a prepared quote into the segments that must be in
the source and the *joins* between them; :func:`citeproof.match.locate_one` finds them.

Nothing here may change what the source says: a bracket that adds a negation or a number,
or that is long enough to be a sentence of its own, is refused (``parse`` returns a
reason), and the quote is then judged on its words (a near miss).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from itertools import product

from ._negation import is_negation_word

__all__ = [
    "NOTE",
    "EditorialQuote",
    "Join",
    "Segment",
    "parse",
    "strip_notes",
]

_PHRASE = (
    r"(?:(?:some|all|internal|other|parallel|original|inner|further|nested)\s+)*"
    r"(?:quotation\s+marks?|quotations?|citations?|alterations?|footnotes?|emphas[ie]s|"
    r"italics|brackets?|ellips[ie]s|punctuation|paragraph\s+breaks?|references?|"
    r"capitalization|underlining|bolding|notes?)"
)
_VERB = r"(?:added|supplied|omitted|in\s+(?:the\s+)?original|removed|deleted|mine|ours|altered)"
_CLAUSE = (
    rf"(?:{_PHRASE}(?:\s*,\s*(?:and\s+)?{_PHRASE}|\s+and\s+{_PHRASE})*\s+{_VERB}|cleaned\s+up)"
)
_NOTE_BODY = rf"{_CLAUSE}(?:\s*[;,]\s*(?:and\s+)?{_CLAUSE})*"
#: An editor's note: ``(emphasis added)``, ``[citations omitted]``, ``(cleaned up)``.
NOTE = re.compile(rf"[(\[]\s*{_NOTE_BODY}\s*[)\]]", re.IGNORECASE)
_TRAILING_NOTE = re.compile(rf"[\s,;]*({NOTE.pattern})\s*[.;,]?\s*$", re.IGNORECASE)

#: An ellipsis as style guides write it: ``...``, ``. . .``, four dots, ``…``.
DOTS = r"\.(?:[ \u00a0]?\.){2,3}"
_MARK = re.compile(rf"\[([^\[\]]{{1,120}})\]|(?:{DOTS}|…)")
_ELLIPSIS_BODY = re.compile(r"^\s*(?:\.(?:\s?\.){2,3}|…)\s*$")
_SIC = re.compile(r"^\s*sic!?\s*$", re.IGNORECASE)
_WORD = re.compile(r"\w+(?:['’]\w+)*")
_NUMBER_WORDS = frozenset(
    """zero one two three four five six seven eight nine ten eleven twelve thirteen
    fourteen fifteen sixteen seventeen eighteen nineteen twenty thirty forty fifty sixty
    seventy eighty ninety hundred thousand million billion trillion dozen half twice
    thrice double triple first second third fourth fifth sixth seventh eighth ninth tenth
    percent""".split()
)
#: A replacement longer than this is the quoter's own sentence, not a stand-in.
MAX_BRACKET_WORDS = 6
#: A replacement stands for at most this many source words.
MAX_REPLACED_WORDS = 4
_SINGLES = "'‘’‚‛"
_DOUBLES = '"“”„‟'


@dataclass(frozen=True, slots=True)
class Segment:
    """Quoted words that must be in the source; ``start`` is its offset in the quote.

    ``choices`` are the characters the quoter marked (a bracketed letter, a nested
    quotation mark): ``(offset in text, alternatives, kind, quote text, offset in quote)``.
    """

    text: str
    start: int
    choices: tuple[tuple[int, str, str, str, int], ...] = ()

    def variants(self, limit: int = 32) -> Iterator[tuple[str, tuple[str, ...]]]:
        """The segment's texts, each with the character chosen at each marked place."""
        if not self.choices:
            yield self.text, ()
            return
        every = product(*(alternatives for _, alternatives, _, _, _ in self.choices))
        for seen, picks in enumerate(every, 1):
            chars = list(self.text)
            for (at, _, _, _, _), pick in zip(self.choices, picks, strict=True):
                chars[at] = pick
            yield "".join(chars), picks
            if seen >= limit:
                return


@dataclass(frozen=True, slots=True)
class Join:
    """What lies between two segments (or before the first, after the last).

    ``kind``: ``omission`` (an ellipsis: any words but a negation), ``replacement`` (a
    bracket standing for 1 to 4 source words), ``sic`` or ``marker`` (no source words).
    """

    kind: str
    text: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class EditorialQuote:
    """A quote as segments and the joins between them; ``lead``/``tail`` at its edges."""

    segments: tuple[Segment, ...]
    joins: tuple[Join, ...]
    lead: Join | None
    tail: Join | None


def strip_notes(text: str) -> tuple[str, list[tuple[str, int]]]:
    """Trailing editor's notes taken off ``text``: the rest, and each note with its offset."""
    notes: list[tuple[str, int]] = []
    while True:
        found = _TRAILING_NOTE.search(text)
        if found is None or not text[: found.start()].strip():
            return text, notes
        notes.insert(0, (found.group(1), found.start(1)))
        text = text[: found.start()].rstrip()


def _refusal(content: str) -> str | None:
    words = [w.casefold() for w in _WORD.findall(content)]
    if not words:
        return "the bracket holds no words"
    if any(is_negation_word(w) for w in words):
        return "the bracket adds a negation"
    if any(ch.isdigit() for ch in content) or any(w in _NUMBER_WORDS for w in words):
        return "the bracket adds a number"
    if len(words) > MAX_BRACKET_WORDS:
        return "the bracket is too long to stand for source words"
    return None


def _is_apostrophe(text: str, at: int) -> bool:
    """A single mark between two letters (``it's``) is an apostrophe, never a quote mark."""
    return 0 < at < len(text) - 1 and text[at - 1].isalnum() and text[at + 1].isalnum()


def _quote_mark_choices(text: str, offset: int) -> list[tuple[int, str, str, str, int]]:
    """Nested quotation marks that may be the source's other kind (US/UK nesting)."""
    out: list[tuple[int, str, str, str, int]] = []
    for at, ch in enumerate(text):
        if ch in _DOUBLES:
            out.append((at, ch + "'", "quotation-marks", ch, offset + at))
        elif ch in _SINGLES and not _is_apostrophe(text, at):
            out.append((at, ch + '"', "quotation-marks", ch, offset + at))
    return out


def parse(text: str, offset: int = 0) -> EditorialQuote | str | None:
    """The editorial structure of a prepared quote (``offset``: where ``text`` starts in
    the quote as given); None when it marks nothing an editor marks; a reason (str) when
    a bracket may not be accepted."""
    pieces: list[tuple[str, int, list[tuple[int, str, str, str, int]]]] = []
    joins: list[Join] = []
    current: list[str] = []
    choices: list[tuple[int, str, str, str, int]] = []
    piece_start = 0
    pos = 0
    marked = False

    def close(at: int) -> None:
        nonlocal current, choices, piece_start
        raw = "".join(current)
        lead = len(raw) - len(raw.lstrip())
        kept = raw.strip()
        pieces.append(
            (
                kept,
                offset + piece_start + lead,
                [(a - lead, alts, kind, said, at) for a, alts, kind, said, at in choices],
            )
        )
        current, choices, piece_start = [], [], at

    for found in _MARK.finditer(text):
        content = found.group(1)
        current.append(text[pos : found.start()])
        before = text[found.start() - 1] if found.start() > 0 else " "
        after = text[found.end()] if found.end() < len(text) else " "
        if content is None or _ELLIPSIS_BODY.match(content):
            kind = "omission"
        elif _SIC.match(content):
            kind = "sic"
        elif NOTE.fullmatch(found.group(0)):
            kind = "marker"
        elif len(content) == 1 and content.isalpha() and after.isalnum() and not before.isalnum():
            at = len("".join(current))
            choices.append(
                (at, content + content.swapcase(), "case", found.group(0), offset + found.start())
            )
            current.append(content)
            pos = found.end()
            marked = True
            continue
        elif before.isalnum() or after.isalnum():
            return "the bracket changes part of a word"
        else:
            refusal = _refusal(content)
            if refusal is not None:
                return refusal
            kind = "replacement"
        marked = marked or kind != "omission"
        close(found.end())
        joins.append(Join(kind, found.group(0), offset + found.start(), offset + found.end()))
        pos = found.end()
    current.append(text[pos:])
    close(len(text))
    # Nested quotation marks are marked only where the quote has some.
    rebuilt: list[Segment] = []
    for kept, start, segment_choices in pieces:
        nested = _quote_mark_choices(kept, start)
        if nested:
            marked = True
        rebuilt.append(Segment(kept, start, tuple(segment_choices + nested)))
    if not marked:
        return None
    return _edges(rebuilt, joins)


def _edges(segments: list[Segment], joins: list[Join]) -> EditorialQuote | str:
    """Take wordless segments at the edges off: a mark there is the quote's lead or tail."""
    lead = tail = None
    if joins and not _WORD.search(segments[0].text):
        lead = joins.pop(0)
        segments.pop(0)
        if lead.kind == "sic":
            return "[sic] at the start of the quote follows no word"
    if joins and not _WORD.search(segments[-1].text):
        tail = joins.pop()
        segments.pop()
    if not segments or any(not _WORD.search(s.text) for s in segments):
        return "the quote has no words of its own between its marks"
    return EditorialQuote(tuple(segments), tuple(joins), lead, tail)
