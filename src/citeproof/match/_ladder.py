"""The tolerance ladder: each quote tried against a source by tier, strict to lenient.

For each quote, in order, the first tier that matches gives the verdict:

1. ``verbatim``: the quote occurs code point for code point;
2. ``normalized``: it occurs once the policy's tolerated normalizations are applied to
   both sides; the finding names exactly the normalizations that were needed;
   In a paged source that names stepovers (footnote markers, footnotes, page furniture),
   a quote not found as it stands is sought once more with them taken out: a sentence
   running across a page break, or typed without a footnote marker, is ``normalized``,
   and the finding names what was stepped over; with white space tolerated, a quote may
   also have a space or none where a browser showed a line break between two wide
   characters (:mod:`._shown_breaks`) or where a PDF reader marked a script change
   (:mod:`._script_spaces`), and only there;
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
   the quote's first letter alone in the other case (``researchers may`` for
   ``Researchers may``: changed to fit the quoting sentence, Chicago Manual of Style
   13.19; an ``initial-case`` alteration, unless the policy turns it off).
   The finding lists every alteration (kind, quote text, source words, offsets);
5. ``case-differs``: only when case is not tolerated: it occurs once case is folded;
6. ``paraphrase``: not there, but the nearest passage holds most of its content words;
7. ``not-present``: nothing close (the nearest passage is still given when there is one).

A quote shorter than ``min_length`` after trimming is ``too-short``: no verdict (its length
is weighed by script unless the policy says not to: see :class:`Policy`).

With ``whole_words`` (the default) no tier matches inside a word, so a changed number or
a changed, added or removed word is never verbatim, normalized or elided. Sources are
folded once per set of normalizations (:class:`PreparedSource`), never per quote.

This module holds the tiers and their order; the elided tier lives in :mod:`._elision`, the
editorial one (with its own search) in :mod:`._editorial`, the near miss's search and word
diff in :mod:`._near`, and the searches every tier makes in :mod:`._search`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..text import GLUED_STEPOVERS, Stepover, needed_normalizations, step_over
from ._finding import Alteration, Difference, Finding, Located, Verdict
from ._policy import DEFAULT_POLICY, Policy
from ._prepared import PreparedSource
from ._quotes import PreparedQuote, prepare_quote
from ._script_spaces import script_spaces
from ._search import find_quote, folded_quote, located, search
from ._shown_breaks import has_shown_break, shown_breaks

__all__ = ["PARAPHRASE_MIN_OVERLAP", "locate", "locate_one", "near_miss_within"]

#: A near miss is a paraphrase when the nearest passage holds more than this share of the
#: quote's content words ("shares most of them"); otherwise the quote is not present.
PARAPHRASE_MIN_OVERLAP = 0.5


def locate(
    source: str | PreparedSource,
    quotes: Sequence[str],
    policy: Policy = DEFAULT_POLICY,
) -> list[Finding]:
    """A finding for each quote, in order; the source is prepared once for all of them."""
    prepared = source if isinstance(source, PreparedSource) else PreparedSource(source)
    return [locate_one(prepared, quote, policy, i) for i, quote in enumerate(quotes)]


def locate_one(source: PreparedSource, quote: str, policy: Policy, index: int = 0) -> Finding:
    """The finding for one quote (see the module docstring for the tiers)."""
    prepared = prepare_quote(quote)
    return _noted(_Ladder(source, prepared, policy, index).climb(), source, prepared)


class _Ladder:
    """One quote tried against one source, tier by tier; the first tier that matches gives
    the finding. An ellipsis the elided tier refused is remembered, so that the near miss
    can say why before its word differences."""

    def __init__(
        self, source: PreparedSource, quote: PreparedQuote, policy: Policy, index: int
    ) -> None:
        self.source, self.quote, self.policy = source, quote, policy
        self.base: dict[str, Any] = {
            "index": index,
            "quote": quote.original,
            "trimmed_wrapper": quote.trimmed_wrapper,
        }
        self.refusal: tuple[Difference, ...] = ()

    def climb(self) -> Finding:
        """The finding of the first tier that matches, strict to lenient."""
        if self.policy.too_short(self.quote.text):
            return Finding(verdict=Verdict.TOO_SHORT, **self.base)
        for tier in (
            self.whole,
            self.stepped_over,
            self.last_resort,
            self.elided,
            self.editorial,
            self.case_differs,
        ):
            finding = tier()
            if finding is not None:
                return finding
        return self.near_miss()

    def spans(self, pairs: Sequence[tuple[int, int]]) -> tuple[Located, ...]:
        return tuple(located(self.source, a, b, self.policy.context) for a, b in pairs)

    def found(
        self, verdict: Verdict, count: int, pairs: Sequence[tuple[int, int]],
        needed: tuple[str, ...], stepped: tuple[Stepover, ...],
    ) -> Finding:  # fmt: skip
        spans = self.spans(pairs)
        return Finding(
            verdict=verdict, spans=spans, occurrences=count, normalizations=needed,
            matched_text=spans[0].text, stepped_over=stepped, **self.base,
        )  # fmt: skip

    def whole(self) -> Finding | None:
        """Tiers 1 and 2: the whole quote, verbatim or with the tolerated normalizations."""
        tiers: list[tuple[Verdict, tuple[str, ...]]] = [(Verdict.VERBATIM, ())]
        if self.policy.tolerate_first:
            tiers.append((Verdict.NORMALIZED, self.policy.tolerate_first))
        return self.whole_with(tiers) or self.shown_breaks() or self.script_spaces()

    def whole_with(self, tiers: list[tuple[Verdict, tuple[str, ...]]]) -> Finding | None:
        for verdict, names in tiers:
            whole = _matched(self.source, self.quote, names, self.policy)
            if whole is not None:
                count, pairs, needed = whole
                furniture = _furniture_inside(self.source, *pairs[0])
                verdict = verdict if needed else Verdict.VERBATIM
                return self.found(verdict, count, pairs, needed, furniture)
        return None

    def last_resort(self) -> Finding | None:
        """Tier 2 still: the whole quote with every tolerated normalization, those of
        :data:`~._policy.LAST_RESORT` too (``letterspacing``), once neither the whole quote
        nor the text with its stepovers taken out held it."""
        if self.policy.tolerate == self.policy.tolerate_first:
            return None
        return self.whole_with([(Verdict.NORMALIZED, self.policy.tolerate)])

    def shown_breaks(self) -> Finding | None:
        """Tier 2 still, with white space tolerated: the quote as a browser showed the
        source, a space for each line break between two Chinese or Japanese characters
        (see :mod:`._shown_breaks`); every such space must stand at a line break of the
        matched text, so a space typed where the source has none stays a difference."""
        if "whitespace" not in self.policy.tolerate or not has_shown_break(self.quote.text):
            return None
        pairs = shown_breaks(self.source.text, self.quote.text, self.policy.max_spans)
        if not pairs:
            return None
        furniture = _furniture_inside(self.source, *pairs[0])
        return self.found(Verdict.NORMALIZED, len(pairs), pairs, ("whitespace",), furniture)

    def script_spaces(self) -> Finding | None:
        """Tier 2 still, with white space tolerated: the quote with a space where a PDF
        reader marked a sub- or superscript ending (or beginning) and read none, or without
        the one it read there (see :mod:`._script_spaces`); a space anywhere else, and any
        other character, stays a difference."""
        if "whitespace" not in self.policy.tolerate or not self.source.script_breaks:
            return None
        pairs = script_spaces(
            self.source.text, self.quote.text, self.source.script_breaks, self.policy.max_spans
        )
        if not pairs:
            return None
        furniture = _furniture_inside(self.source, *pairs[0])
        return self.found(Verdict.NORMALIZED, len(pairs), pairs, ("whitespace",), furniture)

    def stepped_over(self) -> Finding | None:
        """Tier 2 still: the quote in the text with its stepovers taken out."""
        stepping = _stepping(self.source, self.quote, self.policy)
        return None if stepping is None else self.found(Verdict.NORMALIZED, *stepping)

    def elided(self) -> Finding | None:
        """Tier 3: every part between the quote's ellipses, in order (or why not)."""
        if not self.policy.elisions:
            return None
        from ._elision import elide

        elision = elide(self.source, self.quote, self.policy.tolerate_first, self.policy)
        self.refusal = elision.refusal
        if elision.spans is None:
            return None
        first, last = elision.spans[0], elision.spans[-1]
        return Finding(
            verdict=Verdict.ELIDED,
            spans=self.spans(elision.spans),
            occurrences=1,
            normalizations=elision.normalizations,
            matched_text=self.source.text[first[0] : last[1]],
            **self.base,
        )

    def editorial(self) -> Finding | None:
        """Tier 4: the quote changed the way editors mark changes, every change holding;
        or with its first letter alone in the other case (``initial-case``)."""
        from ._editorial import find_editorial, with_notes  # a verbatim quote never needs it

        match = find_editorial(self.source, self.quote.text, self.quote.offset, self.policy)
        if match is None:
            return self.initial_case()
        lo, hi = match.stretch
        return Finding(
            verdict=Verdict.EDITORIAL, spans=self.spans(match.spans), occurrences=1,
            normalizations=match.normalizations, matched_text=self.source.text[lo:hi],
            alterations=with_notes(self.quote.notes, match.alterations), **self.base,
        )  # fmt: skip

    def initial_case(self) -> Finding | None:
        """Tier 4 still: a quote that marks nothing, found whole with its first letter in
        the other case (changed to fit the quoting sentence, Chicago Manual of Style
        13.19): ``editorial``, the change listed; occurrences counted as for a whole quote.
        Any other letter in another case is left to ``case-differs``."""
        from ._editorial import initial_letter, parse, with_notes

        text = self.quote.text
        found = initial_letter(text) if self.policy.initial_case else None
        if found is None or self.policy.ignores_case or parse(text) is not None:
            return None
        at, other = found
        changed = replace(self.quote, text=text[:at] + other + text[at + 1 :])
        whole = _matched(self.source, changed, self.policy.tolerate_first, self.policy)
        if whole is None:
            return None
        count, pairs, needed = whole
        start = self.quote.offset + at
        alteration = Alteration("initial-case", text[at], other, start, start + 1)
        spans = self.spans(pairs)
        return Finding(
            verdict=Verdict.EDITORIAL, spans=spans, occurrences=count, normalizations=needed,
            matched_text=spans[0].text, alterations=with_notes(self.quote.notes, [alteration]),
            stepped_over=_furniture_inside(self.source, *pairs[0]), **self.base,
        )  # fmt: skip

    def case_differs(self) -> Finding | None:
        """Tier 5, only when case is not tolerated: the quote once case is folded."""
        if self.policy.ignores_case:
            return None
        names = self.policy.with_case().tolerate_first
        whole = _matched(self.source, self.quote, names, self.policy)
        return None if whole is None else self.found(Verdict.CASE_DIFFERS, *whole, ())

    def near_miss(self, within: tuple[int, int] | None = None) -> Finding:
        """Tiers 6 and 7: the nearest passage, a paraphrase if it holds most content words;
        a refused ellipsis is said first, before the word differences. ``within``: sought
        in that stretch of the source alone."""
        near = _near_miss(self.source, self.quote, self.policy, self.base, within)
        if self.refusal:
            near = replace(near, differences=(*self.refusal, *near.differences))
        return near


def _matched(
    source: PreparedSource,
    quote: PreparedQuote,
    names: tuple[str, ...],
    policy: Policy,
) -> tuple[int, list[tuple[int, int]], tuple[str, ...]] | None:
    """Occurrences of the whole quote with ``names`` tolerated (none: verbatim)."""
    count, spans = find_quote(
        source, quote.text, names, whole_words=policy.whole_words, limit=policy.max_spans,
        count_limit=policy.max_count,
    )  # fmt: skip
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
    names = policy.tolerate_first
    # Markers alone first, so a quote from a footnote itself is found without its label.
    for markers_only in (True, False):
        count, spans = search(
            source.folded_stepping(names, markers_only), folded_quote(quote.text, names),
            policy.max_spans, whole_words=policy.whole_words, count_limit=policy.max_count,
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
        if s.end > s.start and (s.kind in GLUED_STEPOVERS or not markers_only)
        and ((start <= s.start and s.end <= end)
             or (s.kind in GLUED_STEPOVERS and (s.end == start or s.start == end)))
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
        tuple(inside) + _furniture_inside(source, start, end),
    )


def near_miss_within(
    source: PreparedSource, quote: str, policy: Policy, start: int, end: int, index: int = 0
) -> Finding | None:
    """The near miss of ``quote`` sought in ``source.text[start:end]`` alone (a cited
    page), located in the whole source: a ``paraphrase`` finding, or None when that stretch
    holds no paraphrase of it (or the quote is confirmed or too short: :func:`locate_one`
    says so). A refused ellipsis is said first, as :func:`locate_one` says it."""
    prepared = prepare_quote(quote)
    if policy.too_short(prepared.text) or not policy.near_misses:
        return None
    ladder = _Ladder(source, prepared, policy, index)
    if ladder.elided() is not None:
        return None
    lo, hi = max(0, start), min(len(source.text), end)
    if hi <= lo:
        return None
    near = ladder.near_miss((lo, hi))
    return near if near.verdict is Verdict.PARAPHRASE else None


def _near_miss(
    source: PreparedSource,
    quote: PreparedQuote,
    policy: Policy,
    base: dict[str, Any],
    within: tuple[int, int] | None = None,
) -> Finding:
    """The nearest passage to a quote the source does not hold, and what differs there
    (``within``: the nearest in that stretch of the source)."""
    if not policy.near_misses:
        return Finding(verdict=Verdict.NOT_PRESENT, **base)
    names = policy.tolerate_first if policy.ignores_case else policy.with_case().tolerate_first
    searched, shift = source, 0
    if within is not None:
        # A stretch (a page) is small: prepared on its own, its offsets shifted back.
        searched, shift = PreparedSource(source.text[within[0] : within[1]]), within[0]
    folded = searched.folded(names)
    quoted = folded_quote(quote.text, names)
    # The passage holding most of the quote's words in order (see ``_candidates``); the
    # rare-word vote for a quote the word pairs cannot place (a script without spaces).
    # The near miss's machinery (word pairs, alignment, stopwords) only when one is searched.
    from ._candidates import close_in_order, most_words, nearest_passage, quote_words
    from ._near import fit_passage, nearest_window, overlap, word_diff

    index = searched.shingles(names)
    window, best = nearest_passage(index, folded, quoted)
    if window is None:

        def stretches(content: list[str]) -> list[tuple[int, int]]:
            # twice the quote's length: a reworded passage may say it in more words
            width = min(2 * len(quote_words(quoted)), len(index))
            found = most_words(index, content, width=width)
            return [index.span(first, first + width - 1) for first in found]

        counts = searched.word_counts(names)
        window, best = nearest_window(folded, quoted, counts, stretches), True
    if window is None:
        return Finding(verdict=Verdict.NOT_PRESENT, overlap=0.0, **base)
    window = (window[0] + shift, window[1] + shift)
    start, end = fit_passage(source.text, *window, quote.text)
    nearest = located(source, start, end, policy.context)
    share = overlap(quote.text, nearest.text)
    if share <= PARAPHRASE_MIN_OVERLAP and not close_in_order(quote.text, nearest.text):
        # The passage sharing most words is where to look, not the quote's passage
        # changed: a word diff against it would explain nothing, so there is none. It is
        # shown only when it is surely the best one (every pair of words voted).
        shown = nearest if best else None
        return Finding(verdict=Verdict.NOT_PRESENT, overlap=share, nearest=shown, **base)
    return Finding(
        verdict=Verdict.PARAPHRASE,
        overlap=share,
        nearest=nearest,
        differences=word_diff(quote.text, nearest.text, names),
        **base,
    )


def _noted(finding: Finding, source: PreparedSource, quote: PreparedQuote) -> Finding:
    """A confirmed finding for a quote that carried editor's notes becomes ``editorial``."""
    if not quote.notes or not finding.confirmed or finding.verdict is Verdict.EDITORIAL:
        return finding  # an editorial finding lists its notes among its alterations already
    from ._editorial import with_notes
    from ._elision import omissions

    omitted = omissions(source, quote, finding.spans) if finding.verdict is Verdict.ELIDED else []
    return replace(finding, verdict=Verdict.EDITORIAL, alterations=with_notes(quote.notes, omitted))
