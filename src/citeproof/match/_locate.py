"""Tiered location of quotes in a source: the tolerance ladder, strict to lenient.

For each quote, in order, the first tier that matches gives the verdict:

1. ``verbatim``: the quote occurs code point for code point;
2. ``normalized``: it occurs once the policy's tolerated normalizations are applied to
   both sides; the finding names exactly the normalizations that were needed;
   In a paged source that names stepovers (footnote markers, footnotes, page furniture),
   a quote not found as it stands is sought once more with them taken out: a sentence
   running across a page break, or typed without a footnote marker, is ``normalized``,
   and the finding names what was stepped over;
3. ``elided``: it marks omissions (``…``, ``...``, ``[...]``, ``[…]``) and every segment
   occurs, in order, without overlap, verbatim or normalized. A segment shorter than the
   policy's ``min_length`` is not evidence, and an omission that hides a negation
   (``was … to expand`` for ``was not to expand``) is not accepted;
4. ``editorial``: it is changed the way editors mark changes, and every change holds:
   ``[T]he`` for ``the`` (the bracketed letter's case only); ``[the company]`` for 1 to 4
   source words between two found parts (or next to the first or last, within its
   clause), never a bracket that adds a negation or a number, nor one standing for a
   negation; ``[sic]`` after a word the source has exactly; ``[emphasis added]`` and
   trailing notes like ``(citations omitted)``, which are not quoted words; ellipses as
   in ``elided``; single quotation marks for the source's double ones or the reverse.
   The finding lists every alteration (kind, quote text, source words, offsets);
5. ``case-differs``: only when case is not tolerated: it occurs once case is folded;
6. ``paraphrase``: not there, but the nearest passage holds most of its content words;
7. ``not-present``: nothing close (the nearest passage is still given when there is one).

A quote shorter than ``min_length`` after trimming is ``too-short``: no verdict (its length
is weighed by script unless the policy says not to: see :class:`Policy`).

With ``whole_words`` (the default) no tier matches inside a word, so a changed number or
a changed, added or removed word is never verbatim, normalized or elided. Sources are
folded once per set of normalizations (:class:`PreparedSource`), never per quote.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any

from ..text import (
    SOFT_HYPHEN_MARK,
    Folded,
    Stepover,
    canonical,
    find_all,
    find_all_soft,
    fold,
    needed_normalizations,
    step_over,
)
from ._editorial import MAX_REPLACED_WORDS, EditorialQuote, Join, Segment, parse
from ._finding import Alteration, Difference, Finding, Located, Verdict
from ._near import fit_passage, nearest_window, overlap, word_diff
from ._negation import has_negation
from ._policy import DEFAULT_POLICY, Policy
from ._prepared import PreparedSource
from ._quotes import ELLIPSIS, PreparedQuote, prepare_quote

__all__ = ["PARAPHRASE_MIN_OVERLAP", "find_quote", "locate", "locate_one"]

#: A near miss is a paraphrase when the nearest passage holds more than this share of the
#: quote's content words ("shares most of them"); otherwise the quote is not present.
PARAPHRASE_MIN_OVERLAP = 0.5


@lru_cache(maxsize=1024)
def _folded_quote(text: str, names: tuple[str, ...]) -> str:
    """A quote (or segment) folded with ``names``; each tier asks again, so keep a few."""
    return fold(text, names).text


def _located(source: PreparedSource, start: int, end: int, context: int) -> Located:
    text = source.text
    return Located(
        start=start,
        end=end,
        text=text[start:end],
        coordinates=source.coordinates.span(start, end),
        before=text[max(0, start - context) : start],
        after=text[end : end + context],
    )


def _search(
    folded: Folded,
    pattern: str,
    limit: int,
    *,
    start: int = 0,
    whole_words: bool,
    count_all: bool = True,
) -> tuple[int, list[tuple[int, int]]]:
    """Count the occurrences of ``pattern`` in a folded text; map the first ``limit`` back.

    Without ``count_all`` the search stops at ``limit`` (the count is then at most that).
    """
    stop = None if count_all else limit
    if SOFT_HYPHEN_MARK in folded.text or SOFT_HYPHEN_MARK in pattern:
        hits = find_all_soft(folded.text, pattern, start=start, whole_words=whole_words, limit=stop)
        count, first = len(hits), hits[:limit]
    else:
        found = find_all(folded.text, pattern, start=start, whole_words=whole_words, limit=stop)
        count = found.count
        first = [(s, s + len(pattern)) for s in found.first(limit)]
    return count, [folded.map.to_original(a, b) for a, b in first]


def find_quote(
    source: PreparedSource,
    quote: str,
    tolerate: Sequence[str],
    *,
    whole_words: bool = True,
    limit: int = 20,
) -> tuple[int, list[tuple[int, int]]]:
    """Every occurrence of ``quote`` with ``tolerate`` normalizations: the count, and the
    original spans of the first ``limit``. With no normalizations, the search is exact."""
    names = canonical(tolerate)
    if not names:
        found = find_all(source.text, quote, whole_words=whole_words)
        return found.count, [(s, s + len(quote)) for s in found.first(limit)]
    return _search(
        source.folded(names), _folded_quote(quote, names), limit, whole_words=whole_words
    )


def _matched(
    source: PreparedSource,
    quote: PreparedQuote,
    names: tuple[str, ...],
    policy: Policy,
) -> tuple[int, list[tuple[int, int]], tuple[str, ...]] | None:
    """Occurrences of the whole quote with ``names`` tolerated (none: verbatim)."""
    count, spans = find_quote(
        source, quote.text, names, whole_words=policy.whole_words, limit=policy.max_spans
    )
    if not count:
        return None
    start, end = spans[0]
    return count, spans, needed_normalizations(source.text[start:end], quote.text, names)


def _furniture_inside(source: PreparedSource, start: int, end: int) -> tuple[Stepover, ...]:
    """Furniture taken out of the text inside a span: the span ran across it."""
    return tuple(s for s in source.stepped_over(start, end) if s.kind == "furniture")


def _stepping(
    source: PreparedSource, quote: PreparedQuote, policy: Policy
) -> tuple[int, list[tuple[int, int]], tuple[str, ...], tuple[Stepover, ...]] | None:
    """Occurrences of the quote in the text with its stepovers taken out (see tier 2), the
    normalizations needed and what was stepped over."""
    if not any(s.end > s.start for s in source.stepovers):
        return None
    names = policy.tolerate
    # Markers alone first, so a quote from a footnote itself is found without its label.
    for markers_only in (True, False):
        count, spans = _search(
            source.folded_stepping(names, markers_only), _folded_quote(quote.text, names),
            policy.max_spans, whole_words=policy.whole_words,
        )  # fmt: skip
        if count:
            break
    else:
        return None
    start, end = spans[0]
    # A marker glued to the first or last word counts too: it is why the words alone were
    # not found.
    inside = [
        s for s in source.stepovers
        if s.end > s.start and (s.kind == "footnote_marker" or not markers_only)
        and ((start <= s.start and s.end <= end)
             or (s.kind == "footnote_marker" and (s.end == start or s.start == end)))
    ]  # fmt: skip
    seen, _ = step_over(
        source.text[start:end],
        [Stepover(s.kind, s.start - start, s.end - start, s.text)
         for s in inside if start <= s.start and s.end <= end],
    )  # fmt: skip
    return (
        count,
        spans,
        needed_normalizations(seen, quote.text, names),
        tuple(inside) + tuple(s for s in source.stepped_over(start, end) if s.kind == "furniture"),
    )


def _elided(
    source: PreparedSource, quote: PreparedQuote, names: tuple[str, ...], policy: Policy
) -> tuple[list[tuple[int, int]] | None, tuple[str, ...], tuple[Difference, ...]]:
    """Spans of each segment, in order and apart, and the normalizations needed; or no
    spans and, when the ellipsis is why, the reason: a part too short to be evidence, or an
    omission that holds a negation (a part that is not in the source gives no reason here:
    the word differences of the near miss show it)."""
    short = tuple(Difference("short-part", s, "") for s in quote.segments if policy.too_short(s))
    if not quote.segments or short:
        return None, (), short
    folded = source.folded(names)
    spans: list[tuple[int, int]] = []
    needed: set[str] = set()
    folded_from = 0
    for segment in quote.segments:
        count, first = _search(
            folded, _folded_quote(segment, names), 1, start=folded_from,
            whole_words=policy.whole_words, count_all=False,
        )  # fmt: skip
        if not count:
            return None, (), ()
        start, end = first[0]
        if spans:
            omitted = source.text[spans[-1][1] : start]
            if has_negation(omitted):
                hidden = Difference("hidden-negation", "", " ".join(omitted.split())[:200])
                return None, (), (hidden,)
        spans.append((start, end))
        needed.update(needed_normalizations(source.text[start:end], segment, names))
        folded_from = _folded_offset(folded, end)
    order = tuple(n for n in names if n in needed)
    return spans, order, ()


_WORDS = re.compile(r"\w+(?:['’]\w+)*")
_LAST_WORD = re.compile(r"\w+(?:['’]\w+)*\W*$")
#: Where a replacement at the edge of a quote stops looking for the words it stands for.
_CLAUSE_BREAK = re.compile(r"[.;:!?,()\[\]\n\"“”«»]")
_Hit = tuple[int, int, tuple[str, ...], str]
_MARKS = re.compile(r"""(?<!\w)['‘’‚‛"“”„‟]|['‘’‚‛"“”„‟](?!\w)""")
_PRONOUNS = frozenset(
    "i me my we us our you your he him his she her it its they them their this that these "
    "those who whom whose which one".split()
)


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
    words = list(_WORDS.finditer(part))
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
    return _WORDS.match(found.group(0)).group(0) if found else ""  # type: ignore[union-attr]


def _choices(segment: Segment, picks: tuple[str, ...], words: str) -> list[Alteration]:
    """The alterations at a segment's marked characters, as matched in the source's
    ``words`` (nested quotation marks: the source's own marks, in order, where they pair)."""
    marks = [m.group(0) for m in _MARKS.finditer(words)]
    nested = [c for c in segment.choices if c[2] == "quotation-marks"]
    out = []
    for (_, alternatives, kind, said, at), pick in zip(segment.choices, picks, strict=True):
        if kind == "case" or pick != alternatives[0]:
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
    said = {w.casefold() for w in _WORDS.findall(bracket) if len(w) >= 4}
    there = {w.casefold() for w in _WORDS.findall(replaced) if len(w) >= 4}
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
        count = len(_WORDS.findall(gap))
        if not 1 <= count <= MAX_REPLACED_WORDS or has_negation(gap):
            return None
        if not _stands_for(join.text, gap):
            return None
        return Alteration("replacement", join.text, gap.strip(), join.start, join.end)
    if _WORDS.search(gap):
        return None
    if join.kind == "sic":
        word = _last_word(source_text[:lo])
        if not word or word != _last_word(before):
            return None
        return Alteration("sic", join.text, word, join.start, join.end)
    return Alteration("note", join.text, "", join.start, join.end)


def _editorial(
    source: PreparedSource, quote: PreparedQuote, policy: Policy
) -> tuple[list[tuple[int, int]], tuple[str, ...], list[Alteration], tuple[int, int]] | None:
    """Spans of each segment of an editorially marked quote, the normalizations needed,
    the alterations and the source stretch they cover; None if any alteration fails."""
    parsed = parse(quote.text, quote.offset)
    if not isinstance(parsed, EditorialQuote):
        return None
    # Segments joined by anything but an omission are evidence together; each such group
    # must be long enough to be evidence, as an elided segment must.
    group: list[str] = []
    for segment, join in zip(parsed.segments, (*parsed.joins, None), strict=True):
        group.append(segment.text)
        if join is None or join.kind == "omission":
            if policy.too_short(" ".join(group)):
                return None
            group = []
    names = policy.tolerate
    folded = source.folded(names)
    text = source.text

    def hits(segment: Segment, start: int, limit: int) -> list[_Hit]:
        out: list[_Hit] = []
        for variant, picks in segment.variants():
            _, found = _search(
                folded, _folded_quote(variant, names), limit, start=start,
                whole_words=policy.whole_words, count_all=False,
            )  # fmt: skip
            out += [(a, b, picks, variant) for a, b in found]
        return sorted(out)[:limit]

    def chain(first: _Hit) -> tuple[list[tuple[int, int]], list[str], list[Alteration]] | None:
        spans, variants = [(first[0], first[1])], [first[3]]
        altered = _choices(parsed.segments[0], first[2], text[first[0] : first[1]])
        for previous, segment, join in zip(
            parsed.segments, parsed.segments[1:], parsed.joins, strict=False
        ):
            found = hits(segment, _folded_offset(folded, spans[-1][1]), 1)
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

    for first in hits(parsed.segments[0], 0, 20):
        chained = chain(first)
        if chained is None:
            continue
        spans, variants, altered = chained
        lo, hi = spans[0][0], spans[-1][1]
        for edge, backwards in ((parsed.lead, True), (parsed.tail, False)):
            if edge is None:
                continue
            if edge.kind == "replacement":
                words = _edge_words(text, lo if backwards else hi, backwards)
                if words is None or not _stands_for(edge.text, text[slice(*words)]):
                    break
                altered.append(Alteration("replacement", edge.text, text[slice(*words)],
                                          edge.start, edge.end))  # fmt: skip
                lo, hi = min(lo, words[0]), max(hi, words[1])
            else:
                at = (lo, lo) if backwards else (hi, hi)
                alteration = _join(text, edge, *at, parsed.segments[-1].text)
                if alteration is None:
                    break
                altered.append(alteration)
        else:
            needed: set[str] = set()
            for (a, b), variant in zip(spans, variants, strict=True):
                needed.update(needed_normalizations(text[a:b], variant, names))
            order = tuple(n for n in names if n in needed)
            return spans, order, altered, (lo, hi)
    return None


def _omissions(
    source: PreparedSource, quote: PreparedQuote, spans: Sequence[Located]
) -> list[Alteration]:
    """The omissions of an elided quote: each ellipsis with the source's words it leaves out."""
    marks = list(re.finditer(ELLIPSIS, quote.text))
    return [
        Alteration("omission", m.group(0).strip(), source.text[a.end : b.start].strip(),
                   quote.offset + m.start(), quote.offset + m.end())
        for m, a, b in zip(marks, spans, spans[1:], strict=False)
    ]  # fmt: skip


def _folded_offset(folded: Folded, original_end: int) -> int:
    """The smallest folded offset whose original start is at or after ``original_end``."""
    lo, hi = 0, folded.map.folded_length
    while lo < hi:
        mid = (lo + hi) // 2
        if folded.map.to_original_start(mid) >= original_end:
            hi = mid
        else:
            lo = mid + 1
    return lo


def _near_miss(source: PreparedSource, index: int, quote: PreparedQuote, policy: Policy) -> Finding:
    base: dict[str, Any] = {
        "index": index,
        "quote": quote.original,
        "trimmed_wrapper": quote.trimmed_wrapper,
    }
    if not policy.near_misses:
        return Finding(verdict=Verdict.NOT_PRESENT, **base)
    names = policy.tolerate if policy.ignores_case else policy.with_case().tolerate
    folded = source.folded(names)
    window = nearest_window(folded, _folded_quote(quote.text, names), source.word_counts(names))
    if window is None:
        return Finding(verdict=Verdict.NOT_PRESENT, overlap=0.0, **base)
    start, end = fit_passage(source.text, *window, quote.text)
    nearest = _located(source, start, end, policy.context)
    share = overlap(quote.text, nearest.text)
    if share <= PARAPHRASE_MIN_OVERLAP:
        # The passage sharing most words is where to look, not the quote's passage
        # changed: a word diff against it would explain nothing, so there is none.
        return Finding(verdict=Verdict.NOT_PRESENT, overlap=share, nearest=nearest, **base)
    return Finding(
        verdict=Verdict.PARAPHRASE,
        overlap=share,
        nearest=nearest,
        differences=word_diff(quote.text, nearest.text),
        **base,
    )


def locate_one(source: PreparedSource, quote: str, policy: Policy, index: int = 0) -> Finding:
    """The finding for one quote (see the module docstring for the tiers)."""
    prepared = prepare_quote(quote)
    return _noted(_locate_prepared(source, prepared, policy, index), source, prepared)


def _locate_prepared(
    source: PreparedSource, prepared: PreparedQuote, policy: Policy, index: int
) -> Finding:
    quote = prepared.original
    base: dict[str, Any] = {
        "index": index,
        "quote": quote,
        "trimmed_wrapper": prepared.trimmed_wrapper,
    }
    if policy.too_short(prepared.text):
        return Finding(verdict=Verdict.TOO_SHORT, **base)

    def spans_of(pairs: Sequence[tuple[int, int]]) -> tuple[Located, ...]:
        return tuple(_located(source, a, b, policy.context) for a, b in pairs)

    def found(
        verdict: Verdict, count: int, pairs: Sequence[tuple[int, int]],
        needed: tuple[str, ...], stepped: tuple[Stepover, ...],
    ) -> Finding:  # fmt: skip
        spans = spans_of(pairs)
        return Finding(
            verdict=verdict, spans=spans, occurrences=count, normalizations=needed,
            matched_text=spans[0].text, stepped_over=stepped, **base,
        )  # fmt: skip

    tiers: list[tuple[Verdict, tuple[str, ...]]] = [(Verdict.VERBATIM, ())]
    if policy.tolerate:
        tiers.append((Verdict.NORMALIZED, policy.tolerate))
    for verdict, names in tiers:
        whole = _matched(source, prepared, names, policy)
        if whole is not None:
            count, pairs, needed = whole
            furniture = _furniture_inside(source, *pairs[0])
            return found(verdict if needed else Verdict.VERBATIM, count, pairs, needed, furniture)
    stepping = _stepping(source, prepared, policy)
    if stepping is not None:
        return found(Verdict.NORMALIZED, *stepping)
    refusal: tuple[Difference, ...] = ()
    if policy.elisions:
        segments, needed, refusal = _elided(source, prepared, policy.tolerate, policy)
        if segments is not None:
            return Finding(
                verdict=Verdict.ELIDED,
                spans=spans_of(segments),
                occurrences=1,
                normalizations=needed,
                matched_text=source.text[segments[0][0] : segments[-1][1]],
                **base,
            )
    editorial = _editorial(source, prepared, policy)
    if editorial is not None:
        pairs, needed, altered, (lo, hi) = editorial
        return Finding(
            verdict=Verdict.EDITORIAL, spans=spans_of(pairs), occurrences=1,
            normalizations=needed, matched_text=source.text[lo:hi],
            alterations=_with_notes(prepared, altered), **base,
        )  # fmt: skip
    if not policy.ignores_case:
        whole = _matched(source, prepared, policy.with_case().tolerate, policy)
        if whole is not None:
            return found(Verdict.CASE_DIFFERS, *whole, ())
    near = _near_miss(source, index, prepared, policy)
    if refusal:  # say why the ellipsis was not accepted, before the word differences
        near = replace(near, differences=(*refusal, *near.differences))
    return near


def _with_notes(quote: PreparedQuote, altered: Sequence[Alteration]) -> tuple[Alteration, ...]:
    notes = [Alteration("note", text, "", at, at + len(text)) for text, at in quote.notes]
    return tuple(sorted([*altered, *notes], key=lambda a: (a.start, a.end)))


def _noted(finding: Finding, source: PreparedSource, quote: PreparedQuote) -> Finding:
    """A confirmed finding for a quote that carried editor's notes becomes ``editorial``."""
    if not quote.notes or not finding.confirmed:
        return finding
    omitted = _omissions(source, quote, finding.spans) if finding.verdict is Verdict.ELIDED else []
    return replace(finding, verdict=Verdict.EDITORIAL, alterations=_with_notes(quote, omitted))


def locate(
    source: str | PreparedSource,
    quotes: Sequence[str],
    policy: Policy = DEFAULT_POLICY,
) -> list[Finding]:
    """A finding for each quote, in order; the source is prepared once for all of them."""
    prepared = source if isinstance(source, PreparedSource) else PreparedSource(source)
    return [locate_one(prepared, quote, policy, i) for i, quote in enumerate(quotes)]
