"""The view model: what the evidence report shows, built from the items, as plain data.

Everything here is text, numbers and pictures; nothing is markup. The templates
(``templates/``, autoescaped) decide how each piece is marked up, so nothing a quote or a
source says is ever taken as markup. The same items give the same view (no clock is
read; retrieval times come from the provenance).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ...errors import CiteproofError
from ...match import Finding, Located, Verdict
from ...pictures import PageRegions, Region, has_pages
from ...service import SourceEvidence
from ...sources import SourceRead
from ._items import CONFIRMED, EvidenceItem, label_of, mark_of, own_label, tone_of

__all__ = [
    "CONTEXT",
    "MAX_PICTURE_PAGES",
    "PICTURE_MARGIN",
    "PICTURE_SCALE",
    "AnswerMark",
    "AnswerRun",
    "AnswerView",
    "Card",
    "Details",
    "Figures",
    "ItemView",
    "PageView",
    "Passage",
    "Piece",
    "page_view",
]

#: Pixels per PDF point for the page pictures (144 dpi: sharp on a high-density screen).
PICTURE_SCALE = 2.0
#: Points of the page kept above and below the highlighted lines.
PICTURE_MARGIN = 42.0
#: At most this many pages are drawn for one quotation.
MAX_PICTURE_PAGES = 3
#: Characters of the source shown before and after a passage (cut at a space).
CONTEXT = 240

_SPACE = re.compile(r"\s+")
_TOKEN = re.compile("\x00([0-9]+)\x00")


@dataclass(frozen=True, slots=True)
class Piece:
    """A run of text and how it is shown: ``plain``; in a passage ``mark`` (the matched
    words) or ``over`` (stepped over, ``note`` says what); in a difference ``quote`` or
    ``source`` (either side's words)."""

    text: str
    kind: str = "plain"
    note: str = ""


@dataclass(frozen=True, slots=True)
class Passage:
    """The source's side of an item. ``heading`` is ``words`` (the match), ``nearest`` or
    ``absent`` (the nearest passage; ``share`` of the content words), or ``none`` (no
    passage: ``reason`` says why); ``tone`` is ``match`` or ``near``."""

    heading: str
    tone: str = "match"
    share: int = 0
    pieces: tuple[Piece, ...] = ()
    where: str = ""
    locators: tuple[tuple[str, str], ...] = ()
    reason: str = ""


@dataclass(frozen=True, slots=True)
class Details:
    """Differences (each a sentence of pieces), alterations, what was stepped over
    (kind, words) and notes, each a line of text."""

    differences: tuple[tuple[Piece, ...], ...]
    alterations: tuple[str, ...]
    stepped_over: tuple[tuple[str, str], ...]
    notes: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Figures:
    """Page regions with the quotation (or nearest passage) highlighted, or why none
    could be drawn (``error``)."""

    regions: tuple[Region, ...]
    colour: str
    what: str
    name: str
    error: str | None = None
    #: Close-ups of the words a scan leaves in doubt (the "scan is unclear" note's).
    unclear: tuple[Region, ...] = ()


@dataclass(frozen=True, slots=True)
class ItemView:
    """One quotation as shown: its heading, both sides, and the details."""

    number: int
    status: str
    tone: str
    mark: str
    label: str
    engine_label: str | None
    title: str
    message: str
    quote: str
    source_id: str | None
    source_title: str | None
    unread: str | None  # why no result, when there is none
    page_note: str  # the words are not on the cited page (any verdict), or ""
    passage: Passage | None
    details: Details | None
    figures: Figures | None


@dataclass(frozen=True, slots=True)
class Card:
    """A source's provenance: rows of (name, value, kind ``text``, ``link`` or ``hash``)."""

    id: str
    number: int
    title: str
    rows: tuple[tuple[str, str, str], ...]


@dataclass(frozen=True, slots=True)
class AnswerMark:
    """A stretch of an answer (code points ``[start, end)``) that item ``item`` (numbered
    from 1, as the report numbers them) checks: a model's citation or a quotation."""

    start: int
    end: int
    item: int


@dataclass(frozen=True, slots=True)
class AnswerRun:
    """A run of the answer's text: ``items`` are the items whose stretch covers it (none:
    plain text), ``ends`` those whose stretch ends with it (their numbers are shown
    there), ``tone`` the worst verdict among ``items``."""

    text: str
    items: tuple[int, ...] = ()
    ends: tuple[tuple[int, str, str], ...] = ()
    tone: str = ""


@dataclass(frozen=True, slots=True)
class AnswerView:
    """The answer the items were taken from, with each checked stretch marked, so a
    reader sees which of the answer's words each verdict is about."""

    runs: tuple[AnswerRun, ...]


@dataclass(frozen=True, slots=True)
class PageView:
    """The whole report."""

    title: str
    summary: str
    items: tuple[ItemView, ...]
    cards: tuple[Card, ...]
    answer: AnswerView | None = None


# -- the source's words ---------------------------------------------------------------


def _one_line(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def _cut_before(text: str) -> str:
    """The end of ``text`` (at most :data:`CONTEXT` characters), from a word boundary."""
    if len(text) <= CONTEXT:
        return text
    tail = text[-CONTEXT:]
    space = tail.find(" ")
    return "…" + (tail[space + 1 :] if 0 <= space < 40 else tail)


def _cut_after(text: str) -> str:
    if len(text) <= CONTEXT:
        return text
    head = text[:CONTEXT]
    space = head.rfind(" ")
    return (head[:space] if space > CONTEXT - 40 else head) + "…"


def _stepped_cuts(finding: Finding, first: Located, last: Located) -> list[tuple[int, int, str]]:
    """(start, end, kind) of what the match stepped over between ``first`` and ``last``;
    a footnote's marker lies inside the footnote, so only the widest is kept."""
    cuts = [
        (over.start, over.end, over.kind)
        for over in finding.stepped_over
        if over.end > over.start and over.start < last.end and over.end > first.start
    ]
    return [c for c in cuts if not any(o != c and o[0] <= c[0] and c[1] <= o[1] for o in cuts)]


def _pieces(text: str | None, spans: Sequence[Located], finding: Finding) -> tuple[Piece, ...]:
    """The source's words around ``spans`` with each marked, stepped-over parts struck.

    From the document's text when it is at hand (an elided quote's spans and what lies
    between them shown together); else from the spans' own context.
    """
    first, last = spans[0], spans[-1]
    if text is None or last.end > len(text) or any(text[s.start : s.end] != s.text for s in spans):
        return (
            Piece(_cut_before(first.before)),
            Piece(first.text, "mark"),
            Piece(_cut_after(first.after)),
        )
    lo, hi = max(0, first.start - CONTEXT - 40), min(len(text), last.end + CONTEXT + 40)
    cuts = _stepped_cuts(finding, first, last)
    marks = [(s.start, s.end) for s in spans if s.end > s.start]
    bounds = sorted({first.start, last.end, *(p for m in marks for p in m),
                     *(max(first.start, c[0]) for c in cuts),
                     *(min(last.end, c[1]) for c in cuts)})  # fmt: skip
    out = [Piece(_cut_before(text[lo : first.start]))]
    for a, b in itertools.pairwise(bounds):
        crossed = next((kind for s, e, kind in cuts if s <= a and b <= e), None)
        if crossed is not None:
            out.append(Piece(text[a:b], "over", crossed.replace("_", " ")))
        elif any(s <= a and b <= e for s, e in marks):  # what was stepped over is not quoted
            out.append(Piece(text[a:b], "mark"))
        else:
            out.append(Piece(text[a:b]))
    out.append(Piece(_cut_after(text[last.end : hi])))
    return tuple(out)


def _where(read: SourceRead | None, span: Located) -> str:
    """Where a span is, with the pages as printed when the PDF labels them (``p. 11 (page
    16 of the file)``), so it reads like the citation it is checked against."""
    where = span.where()
    pages = span.coordinates.pages
    if read is None or pages is None or not read.document.page_labels:
        return where
    first, last = (read.document.page_label(n) for n in (pages.start, pages.end))
    if (first, last) == (str(pages.start), str(pages.end)):
        return where
    _, _, rest = where.partition(", ")
    if pages.start == pages.end:
        printed = f"p. {first} (page {pages.start} of the file)"
    else:
        printed = f"pp. {first}–{last} (pages {pages.start}–{pages.end} of the file)"
    return f"{printed}, {rest}"


def _passage(item: EvidenceItem, finding: Finding) -> Passage:
    """The source's words beside the quote: the match, the nearest passage, or why none."""
    read = item.read
    if finding.spans:
        spans, heading, share = finding.spans, "words", 0
        tone = "match" if finding.confirmed else "near"
        where = _where(read, finding.spans[0])
        if len(finding.spans) > 1 and finding.verdict is Verdict.ELIDED:
            where += f" to {_where(read, finding.spans[-1])}"
        elif finding.ambiguous:
            where += f" (the first of {finding.occurrences} places)"
    elif finding.nearest is not None:
        spans, tone, share = (finding.nearest,), "near", round((finding.overlap or 0) * 100)
        heading = "nearest" if finding.verdict is not Verdict.NOT_PRESENT else "absent"
        where = _where(read, finding.nearest)
    else:
        short = finding.verdict is Verdict.TOO_SHORT
        return Passage("none", reason=(
            "Too short to be evidence either way: no passage is shown."
            if short else "Nothing in the source comes close."
        ))  # fmt: skip
    found = read.document.locate(spans[0].start, spans[-1].end)[:4] if read is not None else []
    return Passage(
        heading,
        tone,
        share,
        _pieces(read.document.text if read is not None else None, spans, finding),
        where,
        tuple((loc.kind, loc.label) for loc in found),
    )


# -- the details ----------------------------------------------------------------------


def _difference(describe: Callable[[Callable[[str, str], str]], str]) -> tuple[Piece, ...]:
    """A difference in words, its two sides as their own pieces (``quote``, ``source``).

    Each side is replaced by a token while the sentence is written, then the sentence is
    split at the tokens: the sides are never part of the sentence's text.
    """
    sides: list[Piece] = []

    def side(text: str, which: str) -> str:
        sides.append(Piece(text, which))
        return f"\x00{len(sides) - 1}\x00"

    parts = _TOKEN.split(describe(side))
    return tuple(
        sides[int(part)] if i % 2 else Piece(part) for i, part in enumerate(parts) if i % 2 or part
    )


def _notes(item: EvidenceItem, finding: Finding) -> tuple[str, ...]:
    notes = []
    tolerated = finding.tolerated
    if tolerated:
        notes.append(f"Tolerated differences: {', '.join(tolerated)}.")
    if finding.verdict is Verdict.CASE_DIFFERS:
        notes.append("The source has these words in other capitals.")
    if finding.trimmed_wrapper:
        notes.append("Surrounding quotation marks or ellipses were trimmed.")
    if finding.ambiguous:
        notes.append(f"The words occur {finding.occurrences} times: the citation is ambiguous.")
    if item.result is not None:
        notes.extend(item.result.warnings)
    return tuple(notes)


def _details(item: EvidenceItem, finding: Finding) -> Details:
    """Differences, alterations, tolerated normalizations, stepovers and warnings."""
    return Details(
        tuple(_difference(d.describe) for d in finding.differences),
        tuple(a.describe() for a in finding.alterations),
        tuple((s.kind.replace("_", " "), _one_line(s.text)[:200]) for s in finding.stepped_over),
        _notes(item, finding),
    )


def _figures(read: SourceRead, finding: Finding, regions: PageRegions) -> Figures | None:
    """The page regions of a PDF the finding is on; None for a source with no pages."""
    if not has_pages(read.document) or read.data is None:
        return None
    colour = "green" if finding.confirmed else "amber"
    what = "the quotation" if finding.confirmed else "the nearest passage"
    try:
        drawn = regions.of(read.data, read.document, finding)
        unclear = regions.unclear(read.data, read.document, finding)
    except CiteproofError as error:
        return Figures((), colour, what, read.document.title, str(error))
    if not drawn:
        return None
    return Figures(tuple(drawn), colour, what, read.document.title, None, tuple(unclear))


# -- items and sources ----------------------------------------------------------------


def _item(item: EvidenceItem, number: int, source_id: str | None, regions: PageRegions) -> ItemView:
    """One item's view: its heading, and both sides (or why the source's is missing)."""
    head = ItemView(
        number, item.status, tone_of(item.status), mark_of(item.status), label_of(item), None,
        item.title, item.message, item.quote, source_id,
        item.read.document.title if item.read is not None else None,
        None, item.page_note, None, None, None,
    )  # fmt: skip
    if item.result is None:
        unread = (
            "No source could be read for this citation."
            if item.status != "unreadable_source"
            else "The cited source could not be read."
        )
        return replace(head, unread=unread)
    finding = item.result.finding
    return replace(
        head,
        engine_label=finding.verdict.label if own_label(item) else None,
        passage=_passage(item, finding),
        details=_details(item, finding),
        figures=_figures(item.read, finding, regions) if item.read is not None else None,
    )


def _source_key(read: SourceRead) -> tuple[str, str]:
    return read.document.sha256, read.final_url or read.path or read.origin


def _safe_url(url: str | None) -> str | None:
    """``url`` when it is an http(s) address a link may point at."""
    if url and re.match(r"(?i)https?://", url):
        return url
    return None


def _addresses(evidence: SourceEvidence) -> list[tuple[str, str, str]]:
    rows = []
    url = _safe_url(evidence.final_url)
    if url:
        rows.append(("Final URL", url, "link"))
    elif evidence.final_url:
        rows.append(("Final URL", evidence.final_url, "text"))
    if evidence.requested_url and evidence.requested_url != evidence.final_url:
        rows.append(("Requested URL", evidence.requested_url, "text"))
    if evidence.redirects:
        rows.append(("Redirects", str(len(evidence.redirects)), "text"))
    if evidence.http_status is not None:
        rows.append(("HTTP status", str(evidence.http_status), "text"))
    if evidence.path:
        rows.append(("File", evidence.path, "text"))
    return rows


def _card(read: SourceRead, source_id: str, number: int) -> Card:
    """A source's provenance, listed once however many items cite it."""
    evidence = SourceEvidence.of(read)
    size = f"{evidence.source_bytes:,} bytes, {evidence.full_characters:,} characters of text"
    if evidence.pages_read is not None:  # some pages read: never mistaken for the whole
        size += f", {evidence.pages_read} only"
    elif evidence.page_starts is not None:
        size += f", {len(evidence.page_starts):,} pages"
    rows = [
        ("Title", evidence.title, "text"),
        *_addresses(evidence),
        ("Read from", evidence.origin + (" (evidence store)" if evidence.from_store else ""),
         "text"),
        ("Retrieved", evidence.retrieved_at or "not recorded (not fetched)", "text"),
        ("SHA-256", evidence.sha256, "hash"),
        ("Representation", f"{evidence.representation} ({evidence.content_type})", "text"),
        ("Size", size, "text"),
        *((name, value, "text") for name, value in evidence.metadata),
        *(("Warning", warning, "text") for warning in evidence.warnings),
    ]  # fmt: skip
    return Card(source_id, number, evidence.title, tuple(rows))


def _summary(items: Sequence[EvidenceItem]) -> str:
    counts: dict[str, int] = {}
    for item in items:
        counts[item.status] = counts.get(item.status, 0) + 1
    confirmed = counts.pop(CONFIRMED, 0)
    total = len(items)
    line = f"{total} quotation{'s' if total != 1 else ''}: {confirmed} confirmed"
    if counts:
        rest = ", ".join(f"{n} {s.replace('_', ' ')}" for s, n in counts.items())
        line += f"; {total - confirmed} not: {rest}"
    return line + "."


_WORST = {"fail": 2, "neutral": 1, "ok": 0}


def _answer_view(answer: str, marks: Sequence[AnswerMark], views: Sequence[ItemView]) -> AnswerView:
    """``answer`` cut at every mark's start and end. A mark outside the answer, empty, or
    naming no item is left out (a model's wrong offsets are the items' own findings)."""
    by_number = {view.number: view for view in views}
    kept = [m for m in marks if 0 <= m.start < m.end <= len(answer) and m.item in by_number]
    cuts = sorted({0, len(answer), *(m.start for m in kept), *(m.end for m in kept)})
    runs: list[AnswerRun] = []
    for start, end in itertools.pairwise(cuts):
        covering = sorted({m.item for m in kept if m.start <= start and end <= m.end})
        ending = sorted({m.item for m in kept if m.end == end and m.start < end})
        tone = max((by_number[n].tone for n in covering), key=_WORST.__getitem__, default="")
        ends = tuple((n, by_number[n].mark, by_number[n].tone) for n in ending)
        runs.append(AnswerRun(answer[start:end], tuple(covering), ends, tone))
    return AnswerView(tuple(runs))


def page_view(
    items: Sequence[EvidenceItem],
    title: str,
    answer: str | None = None,
    marks: Sequence[AnswerMark] = (),
) -> PageView:
    """The report of ``items``: each item, and each source it cites once (``src1``...);
    with ``answer``, that text first, each stretch of ``marks`` marked with its item."""
    sources: dict[tuple[str, str], tuple[str, SourceRead]] = {}
    ids: list[str | None] = []
    for item in items:
        if item.read is None:
            ids.append(None)
            continue
        key = _source_key(item.read)
        if key not in sources:
            sources[key] = (f"src{len(sources) + 1}", item.read)
        ids.append(sources[key][0])
    regions = PageRegions(scale=PICTURE_SCALE, margin=PICTURE_MARGIN, max_pages=MAX_PICTURE_PAGES)
    with regions:
        views = tuple(_item(item, i, ids[i - 1], regions) for i, item in enumerate(items, 1))
    cards = tuple(_card(read, sid, n) for n, (sid, read) in enumerate(sources.values(), 1))
    shown = _answer_view(answer, marks, views) if answer is not None else None
    return PageView(title, _summary(items), views, cards, shown)
