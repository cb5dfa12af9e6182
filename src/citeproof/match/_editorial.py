"""Quotations marked the way editors mark them: brackets, ``[sic]``, notes, nested marks.

Lawyers and journalists change a quotation and say so inside it: ``[T]he`` (case
changed), ``[the company]`` (source words replaced by the quoter's), ``[sic]`` (the
source's error kept), ``[emphasis added]`` and trailing ``(citations omitted)`` notes
(not quoted words at all), and single quotation marks where the source nests double ones
(or the reverse). This module parses a prepared quote into the segments that must be in
the source and the *joins* between them, and is the editorial tier: it finds the segments
in a source, in order, with its own search (each segment's variants, each join checked
against the source words it stands for or leaves out).

Nothing here may change what the source says: a bracket that adds a negation or a number,
or that is long enough to be a sentence of its own, is refused (``parse`` returns a
reason), and the quote is then judged on its words (a near miss).

Not here: ellipses alone (:mod:`._elision`), the order of the tiers (:mod:`._ladder`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import product

from .._lazy import re_pattern
from ..text import needed_normalizations
from ._finding import Alteration
from ._negation import has_negation, is_negation_word
from ._notes import DOTS, NOTE_PATTERN, note, strip_notes
from ._policy import Policy
from ._prepared import PreparedSource
from ._search import folded_offset, folded_quote, search

__all__ = [
    "DOTS",
    "NOTE_PATTERN",
    "EditorialMatch",
    "EditorialQuote",
    "Join",
    "Segment",
    "find_editorial",
    "initial_letter",
    "parse",
    "strip_notes",
    "with_notes",
]

# Compiled at first use (_lazy.re_pattern): a quote with no bracket or ellipsis asks one
# or two of them, and compiling all at import was 5 ms of a check not verbatim (issue 23).
_MARK: re.Pattern[str] = re_pattern(rf"\[([^\[\]]{{1,120}})\]|(?:{DOTS}|…)")
_ELLIPSIS_BODY: re.Pattern[str] = re_pattern(r"^\s*(?:\.(?:\s?\.){2,3}|…)\s*$")
_SIC: re.Pattern[str] = re_pattern(r"^\s*sic!?\s*$", re.IGNORECASE)
_WORD: re.Pattern[str] = re_pattern(r"\w+(?:['’]\w+)*")
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


def initial_letter(text: str) -> tuple[int, str] | None:
    """Where the quote's first letter is and that letter in the other case, or None.

    The first letter is the first word character, when it is a cased letter whose other
    case is one character (``researchers`` → ``R``; not ``2019``, not ``ß``)."""
    for at, ch in enumerate(text):
        if ch.isalnum() or ch == "_":
            other = ch.lower() if ch.isupper() else ch.upper()
            return (at, other) if len(other) == 1 and other != ch else None
    return None


def parse(text: str, offset: int = 0, initial_case: bool = False) -> EditorialQuote | str | None:
    """The editorial structure of a prepared quote (``offset``: where ``text`` starts in
    the quote as given); None when it marks nothing an editor marks; a reason (str) when
    a bracket may not be accepted.

    With ``initial_case``, the quote's first letter may be in the other case (an
    ``initial-case`` choice, Chicago Manual of Style 13.19): beside other marks as one more
    choice; in a quote that marks only omissions, as the change that makes it editorial
    (the other case only: as it stands it was the elided tier's). A quote with no mark at
    all is still None: the ladder seeks it whole with its first letter changed."""
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
        elif note().fullmatch(found.group(0)):
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
    if initial_case and (marked or joins):
        rebuilt[0] = _initial_choice(rebuilt[0], both=marked)
        marked = True
    if not marked:
        return None
    return _edges(rebuilt, joins)


def _initial_choice(segment: Segment, both: bool) -> Segment:
    """The first segment with an ``initial-case`` choice at its first letter (the letter
    as quoted, then the other case; the other case alone unless ``both``), when it starts
    the quote and no bracket marks that letter already."""
    found = initial_letter(segment.text)
    if found is None or any(c[0] == found[0] for c in segment.choices):
        return segment
    at, other = found
    said = segment.text[at]
    choice = (at, said + other if both else other, "initial-case", said, segment.start + at)
    return Segment(segment.text, segment.start, (*segment.choices, choice))


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


# The editorial tier: finding a parsed quote's segments in a source, each join allowed.

_LAST_WORD: re.Pattern[str] = re_pattern(r"\w+(?:['’]\w+)*\W*$")
#: Where a replacement at the edge of a quote stops looking for the words it stands for.
_CLAUSE_BREAK: re.Pattern[str] = re_pattern(r"[.;:!?,()\[\]\n\"“”«»]")
#: A segment found: its original span, the characters picked at its marks, the variant.
_Hit = tuple[int, int, tuple[str, ...], str]
_MARKS: re.Pattern[str] = re_pattern(r"""(?<!\w)['‘’‚‛"“”„‟]|['‘’‚‛"“”„‟](?!\w)""")
_PRONOUNS = frozenset(
    "i me my we us our you your he him his she her it its they them their this that these "
    "those who whom whose which one".split()
)
#: How many places of the first segment are tried as the start of the quote.
_FIRST_HITS = 20


@dataclass(frozen=True, slots=True)
class EditorialMatch:
    """An editorially marked quote found: each segment's span, the normalizations needed,
    every alteration (in the order found) and the source ``stretch`` they cover."""

    spans: list[tuple[int, int]]
    normalizations: tuple[str, ...]
    alterations: list[Alteration]
    stretch: tuple[int, int]


def find_editorial(
    source: PreparedSource, text: str, offset: int, policy: Policy
) -> EditorialMatch | None:
    """The editorial tier for a prepared quote's ``text`` (``offset``: where it starts in
    the quote as given); None if it marks nothing, or if any alteration fails."""
    parsed = parse(text, offset, initial_case=policy.initial_case and not policy.ignores_case)
    if not isinstance(parsed, EditorialQuote) or not _long_enough(parsed, policy):
        return None
    found = _Search(source, parsed, policy)
    for first in found.hits(parsed.segments[0], 0, _FIRST_HITS):
        chained = found.chain(first)
        if chained is None:
            continue
        spans, variants, altered = chained
        stretch = found.edges(spans[0][0], spans[-1][1], altered)
        if stretch is not None:
            return EditorialMatch(spans, found.needed(spans, variants), altered, stretch)
    return None


def with_notes(
    notes: Sequence[tuple[str, int]], altered: Sequence[Alteration]
) -> tuple[Alteration, ...]:
    """The alterations with the quote's trailing editor's ``notes`` among them, in order."""
    noted = [Alteration("note", text, "", at, at + len(text)) for text, at in notes]
    return tuple(sorted([*altered, *noted], key=lambda a: (a.start, a.end)))


def _long_enough(parsed: EditorialQuote, policy: Policy) -> bool:
    """Segments joined by anything but an omission are evidence together; each such group
    must be long enough to be evidence, as an elided segment must."""
    group: list[str] = []
    for segment, join in zip(parsed.segments, (*parsed.joins, None), strict=True):
        group.append(segment.text)
        if join is None or join.kind == "omission":
            if policy.too_short(" ".join(group)):
                return False
            group = []
    return True


class _Search:
    """One parsed quote sought in one source: its segments in order, the joins between them
    and the marks at its edges, each checked against the source's words."""

    def __init__(self, source: PreparedSource, parsed: EditorialQuote, policy: Policy) -> None:
        self.parsed = parsed
        self.names = policy.tolerate_first
        self.whole_words = policy.whole_words
        self.folded = source.folded(self.names)
        self.text = source.text

    def hits(self, segment: Segment, start: int, limit: int) -> list[_Hit]:
        """The first ``limit`` places of any variant of ``segment`` from folded ``start``."""
        out: list[_Hit] = []
        for variant, picks in segment.variants():
            _, found = search(
                self.folded, folded_quote(variant, self.names), limit, start=start,
                whole_words=self.whole_words, count_all=False,
            )  # fmt: skip
            out += [(a, b, picks, variant) for a, b in found]
        return sorted(out)[:limit]

    def chain(
        self, first: _Hit
    ) -> tuple[list[tuple[int, int]], list[str], list[Alteration]] | None:
        """Each later segment found after the one before it, from ``first`` on, with the
        alterations its marks and joins make; None where a segment or a join fails."""
        text, segments = self.text, self.parsed.segments
        spans, variants = [(first[0], first[1])], [first[3]]
        altered = _choices(segments[0], first[2], text[first[0] : first[1]])
        for previous, segment, join in zip(segments, segments[1:], self.parsed.joins, strict=False):
            found = self.hits(segment, folded_offset(self.folded, spans[-1][1]), 1)
            if not found:
                return None
            a, b, picks, variant = found[0]
            alteration = _join(text, join, spans[-1][1], a, previous.text)
            if alteration is None:
                return None
            spans.append((a, b))
            variants.append(variant)
            altered += [alteration, *_choices(segment, picks, text[a:b])]
        return spans, variants, altered

    def edges(self, lo: int, hi: int, altered: list[Alteration]) -> tuple[int, int] | None:
        """The stretch ``[lo, hi)`` widened by the quote's lead and tail marks (their
        alterations added to ``altered``); None if one of them does not hold."""
        text = self.text
        for edge, backwards in ((self.parsed.lead, True), (self.parsed.tail, False)):
            if edge is None:
                continue
            if edge.kind == "replacement":
                words = _edge_words(text, lo if backwards else hi, backwards)
                if words is None or not _stands_for(edge.text, text[slice(*words)]):
                    return None
                altered.append(Alteration("replacement", edge.text, text[slice(*words)],
                                          edge.start, edge.end))  # fmt: skip
                lo, hi = min(lo, words[0]), max(hi, words[1])
            else:
                at = (lo, lo) if backwards else (hi, hi)
                alteration = _join(text, edge, *at, self.parsed.segments[-1].text)
                if alteration is None:
                    return None
                altered.append(alteration)
        return lo, hi

    def needed(self, spans: list[tuple[int, int]], variants: list[str]) -> tuple[str, ...]:
        """The normalizations the found segments needed, in the policy's order."""
        found: set[str] = set()
        for (a, b), variant in zip(spans, variants, strict=True):
            found.update(needed_normalizations(self.text[a:b], variant, self.names))
        return tuple(n for n in self.names if n in found)


def _edge_words(text: str, at: int, backwards: bool) -> tuple[int, int] | None:
    """The 1 to 4 source words next to ``at``, within its clause, or None."""
    if backwards:
        stretch = text[max(0, at - 200) : at]
        base = at - len(stretch)
        cut = max((m.end() for m in _CLAUSE_BREAK.finditer(stretch)), default=0)
        part, base = stretch[cut:], base + cut
    else:
        stretch = text[at : at + 200]
        found = _CLAUSE_BREAK.search(stretch)
        part, base = stretch[: found.start() if found else len(stretch)], at
    words = list(_WORD.finditer(part))
    if not 1 <= len(words) <= MAX_REPLACED_WORDS:
        return None
    # A pronoun next to the quote is what a bracket stands for (``[the agency]`` for ``it``).
    nearest = words[-1] if backwards else words[0]
    if nearest.group(0).casefold() in _PRONOUNS:
        words = [nearest]
    lo, hi = base + words[0].start(), base + words[-1].end()
    between = text[hi:at] if backwards else text[at:lo]
    if between.strip() or has_negation(text[lo:hi]):
        return None
    return lo, hi


def _last_word(text: str) -> str:
    found = _LAST_WORD.search(text)
    return _WORD.match(found.group(0)).group(0) if found else ""  # type: ignore[union-attr]


def _choices(segment: Segment, picks: tuple[str, ...], words: str) -> list[Alteration]:
    """The alterations at a segment's marked characters, as matched in the source's
    ``words`` (nested quotation marks: the source's own marks, in order, where they pair)."""
    marks = [m.group(0) for m in _MARKS.finditer(words)]
    nested = [c for c in segment.choices if c[2] == "quotation-marks"]
    out = []
    for (_, _alternatives, kind, said, at), pick in zip(segment.choices, picks, strict=True):
        if kind == "case" or pick != said:
            source = pick
            if kind == "quotation-marks" and len(marks) == len(nested):
                source = marks[[c[4] for c in nested].index(at)]
            out.append(Alteration(kind, said, source, at, at + len(said)))
    return out


def _stands_for(bracket: str, replaced: str) -> bool:
    """True when a bracket can be an editor's stand-in for the source's ``replaced`` words.

    Not when the source itself has brackets there (the quote's brackets are then quoted,
    and their words must be the source's), nor when the bracket repeats some of the
    replaced words' content words with others changed (``[nonmath Command Arguments]`` for
    ``[Math Command Arguments]``: an altered quotation, not a substitution).
    """
    if "[" in replaced or "]" in replaced:
        return False
    said = {w.casefold() for w in _WORD.findall(bracket) if len(w) >= 4}
    there = {w.casefold() for w in _WORD.findall(replaced) if len(w) >= 4}
    return not (said & there) or said == there


def _join(source_text: str, join: Join, lo: int, hi: int, before: str) -> Alteration | None:
    """The alteration at ``join`` if the source's words ``[lo, hi)`` allow it, else None.

    ``before`` is the quoted text before the join (for ``[sic]``)."""
    gap = source_text[lo:hi]
    if join.kind == "omission":
        if has_negation(gap):
            return None
        return Alteration("omission", join.text, gap.strip(), join.start, join.end)
    if join.kind == "replacement":
        count = len(_WORD.findall(gap))
        if not 1 <= count <= MAX_REPLACED_WORDS or has_negation(gap):
            return None
        if not _stands_for(join.text, gap):
            return None
        return Alteration("replacement", join.text, gap.strip(), join.start, join.end)
    if _WORD.search(gap):
        return None
    if join.kind == "sic":
        word = _last_word(source_text[:lo])
        if not word or word != _last_word(before):
            return None
        return Alteration("sic", join.text, word, join.start, join.end)
    return Alteration("note", join.text, "", join.start, join.end)
