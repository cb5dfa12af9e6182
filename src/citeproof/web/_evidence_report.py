"""The evidence report: one self-contained HTML file a person reads, on screen or printed.

Each quotation is shown beside the source's own words: its verdict by mark and label
(never by colour alone), the matched or nearest passage in context, the word-level
differences, the editorial alterations and what a match stepped over, and for a PDF a
picture of the page region with the match highlighted (drawn by PDFium, cropped, embedded
as a data URL). Every source's provenance is listed once. The file loads nothing: its
style is inline, its pictures are data URLs, it has no scripts. A table of contents, a
skip link and focusable sections make it navigable by keyboard; a print sheet puts each
quotation on its own page, needs no backgrounds and prints link addresses.

Quotes and source text are untrusted: every piece is escaped. The same items give the
same bytes (no clock is read; retrieval times come from the provenance).

>>> from citeproof.service import SourceSpec, check, read
>>> from citeproof.sources import SourceReader
>>> source = read(SourceSpec.text("The committee approved the budget."), SourceReader())
>>> page = render_evidence(evidence_items(check(source, ["approved the <b>budget</b>"])))
>>> "approved the &lt;b&gt;budget&lt;/b&gt;" in page, "<b>" in page
(True, False)
"""

from __future__ import annotations

import base64
import html
import io
import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, cast

from .._version import __version__
from ..contracts import finding_boxes
from ..errors import CiteproofError
from ..match import Finding, Located, Verdict
from ..service import QuoteResult, Report, SourceEvidence
from ..sources import TONES, PageRenderer, SourceRead

__all__ = [
    "CONFIRMED",
    "EvidenceItem",
    "evidence_items",
    "finding_message",
    "finding_status",
    "render_evidence",
]

#: The status of a quotation whose source holds its words (at the cited place).
CONFIRMED = "confirmed"
#: Statuses that are no verdict of the engine: their label is the status itself.
_OWN_LABEL = ("no_source", "unreadable_source", "wrong_page")
#: Statuses that are not a failure (no verdict either way).
_NEUTRAL = ("too_short",)

#: Pixels per PDF point for the page pictures (144 dpi: sharp on a high-density screen).
PICTURE_SCALE = 2.0
#: Points of the page kept above and below the highlighted lines.
PICTURE_MARGIN = 42.0
#: At most this many pages are drawn for one quotation.
MAX_PICTURE_PAGES = 3
#: Characters of the source shown before and after a passage (cut at a space).
CONTEXT = 240

_SPACE = re.compile(r"\s+")


@dataclass(frozen=True, slots=True)
class EvidenceItem:
    """One quotation in the report.

    ``title`` names it for a person (``"draft.md:47:12 [@smith2020, p. 12]"`` or
    ``"quote 1"``); ``status`` is the short finding name (``confirmed``, ``wrong_page``,
    ``paraphrase``, ``case_differs``, ``not_present``, ``too_short``, ``no_source``,
    ``unreadable_source``); ``message`` one line saying what was found. ``result`` is the
    engine's result for the quote and ``read`` the source it was checked against (either
    may be ``None`` when no source could be read).
    """

    title: str
    status: str
    message: str
    quote: str
    result: QuoteResult | None
    read: SourceRead | None


# -- items from a report --------------------------------------------------------------


def finding_status(finding: Finding) -> str:
    """The status of a finding on its own: ``confirmed`` or the verdict's name
    (``case_differs``, ``paraphrase``, ``not_present``, ``too_short``)."""
    return CONFIRMED if finding.confirmed else finding.verdict.value.replace("-", "_")


def finding_message(finding: Finding) -> str:
    """One line saying what was found, for a person."""
    verdict = finding.verdict
    if finding.confirmed:
        where = finding.spans[0].where() if finding.spans else "in the source"
        line = f"{verdict.meaning} Found at {where}."
        if finding.ambiguous:
            line += f" It occurs {finding.occurrences} times: the citation is ambiguous."
        return line
    if verdict is Verdict.PARAPHRASE and finding.differences:
        described = "; ".join(d.describe() for d in finding.differences[:3])
        more = len(finding.differences) - 3
        return described[0].upper() + described[1:] + (f"; and {more} more." if more > 0 else ".")
    if verdict is Verdict.NOT_PRESENT:
        return "The source does not hold these words anywhere" + (
            "; the passage sharing most words is shown." if finding.nearest else "."
        )
    return verdict.meaning


def evidence_items(report: Report, titles: Sequence[str] | None = None) -> list[EvidenceItem]:
    """One item per quote of ``report`` (titled ``quote 1``, ``quote 2``... unless
    ``titles`` are given), its status from the verdict."""
    return [
        EvidenceItem(
            title=titles[i] if titles is not None else f"quote {i + 1}",
            status=finding_status(result.finding),
            message=finding_message(result.finding),
            quote=result.finding.quote,
            result=result,
            read=report.read,
        )
        for i, result in enumerate(report.results)
    ]


# -- small pieces ---------------------------------------------------------------------


def _e(text: object) -> str:
    """``text`` escaped for element content and double-quoted attributes."""
    return html.escape(str(text), quote=True)


def _one_line(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def _label(item: EvidenceItem) -> str:
    """The verdict's label: the engine's (``VERBATIM``... ``NOT PRESENT``) or the status's."""
    if item.result is not None and item.status not in _OWN_LABEL:
        return item.result.finding.verdict.label
    return item.status.replace("_", " ").replace("-", " ").upper()


def _tone(status: str) -> str:
    if status == CONFIRMED:
        return "ok"
    return "neutral" if status in _NEUTRAL else "fail"


def _mark(status: str) -> str:
    return "✔" if status == CONFIRMED else "✘"


def _safe_url(url: str | None) -> str | None:
    """``url`` when it is an http(s) address a link may point at."""
    if url and re.match(r"(?i)https?://", url):
        return url
    return None


# -- the source's words ---------------------------------------------------------------


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


def _passage(text: str | None, spans: Sequence[Located], tone: str, finding: Finding) -> str:
    """The source's words around ``spans`` with each marked, stepped-over parts struck.

    From the document's text when it is at hand (an elided quote's spans and what lies
    between them shown together); else from the spans' own context.
    """
    first, last = spans[0], spans[-1]
    whole = (
        text is not None
        and last.end <= len(text)
        and all(text[s.start : s.end] == s.text for s in spans)
    )
    if not whole or text is None:
        return (
            _e(_cut_before(first.before))
            + f'<mark class="{tone}">{_e(first.text)}</mark>'
            + _e(_cut_after(first.after))
        )
    lo, hi = max(0, first.start - CONTEXT - 40), min(len(text), last.end + CONTEXT + 40)
    cuts: list[tuple[int, int, str]] = []  # (start, end, kind) of stepped-over text
    for over in finding.stepped_over:
        if over.end > over.start and over.start < last.end and over.end > first.start:
            cuts.append((over.start, over.end, over.kind))
    # A footnote's marker lies inside the footnote: only the widest is shown.
    cuts = [c for c in cuts if not any(o != c and o[0] <= c[0] and c[1] <= o[1] for o in cuts)]
    marks = [(s.start, s.end) for s in spans if s.end > s.start]
    bounds = sorted({first.start, last.end, *(p for m in marks for p in m),
                     *(max(first.start, c[0]) for c in cuts),
                     *(min(last.end, c[1]) for c in cuts)})  # fmt: skip
    out = [_e(_cut_before(text[lo : first.start]))]
    for a, b in itertools.pairwise(bounds):
        piece = _e(text[a:b])
        crossed = next((kind for s, e, kind in cuts if s <= a and b <= e), None)
        if crossed is not None:
            name = crossed.replace("_", " ")
            piece = f'<del class="over" title="stepped over: {_e(name)}">{piece}</del>'
        elif any(s <= a and b <= e for s, e in marks):  # what was stepped over is not quoted
            piece = f'<mark class="{tone}">{piece}</mark>'
        out.append(piece)
    out.append(_e(_cut_after(text[last.end : hi])))
    return "".join(out)


def _difference(describe: Callable[[Callable[[str, str], str]], str]) -> str:
    """A difference in words, its two sides marked (``<del>`` quote, ``<ins>`` source).

    The sides are replaced by tokens, the sentence escaped, then the tokens by markup:
    nothing the quote or source says is ever taken as markup.
    """
    sides: list[str] = []

    def mark(text: str, side: str) -> str:
        tag = "del" if side == "quote" else "ins"
        sides.append(f'<{tag} class="{_e(side)}">{_e(text)}</{tag}>')
        return f"\x00{len(sides) - 1}\x00"

    sentence = _e(describe(mark))
    return re.sub("\x00([0-9]+)\x00", lambda m: sides[int(m.group(1))], sentence)


# -- pictures of PDF pages ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Region:
    page: int
    png: bytes
    width: int  # CSS pixels: the region at the size the page would print
    height: int
    whole_page: bool


class _Pages:
    """PDF pages rendered by PDFium, each once per report (the last few kept).

    The page is drawn as :func:`~citeproof.sources.highlight_pages` draws it (same
    renderer, same scale rules, same tones), but only the band a quotation is on is
    highlighted and encoded: a whole page's PNG would cost ten times as much.
    """

    def __init__(self) -> None:
        self._renderer = PageRenderer()

    def page(self, read: SourceRead, number: int) -> tuple[Any, Any, float]:
        """The page as a Pillow image, its frame (points to pixels) and scale used."""
        assert read.data is not None
        return self._renderer.page(read.data, read.document.sha256, number, PICTURE_SCALE)

    def close(self) -> None:
        """Close every document opened."""
        self._renderer.close()


def _band(gray: Any, lo: int, hi: int, limit: int, margin: int, rows: bool) -> tuple[int, int]:
    """``lo``-``hi`` widened by ``margin``, then each edge outwards (by at most ``margin``
    more) to the nearest blank line of pixels, so no line of text is cut in half."""
    width, height = gray.size

    def blank(at: int) -> bool:
        line = (0, at, width, at + 1) if rows else (at, 0, at + 1, height)
        low, high = cast("tuple[int, int]", gray.crop(line).getextrema())
        return high - low <= 12

    start = max(0, lo - margin)
    for at in range(start, max(-1, start - margin), -1):
        start = at
        if blank(at):
            break
    stop = min(limit, hi + margin)
    for at in range(stop, min(limit, stop + margin)):
        stop = at + 1
        if blank(at):
            break
    return start, stop


def _regions(read: SourceRead, finding: Finding, pages: _Pages) -> list[_Region]:
    """The page regions ``finding``'s match or nearest passage is on, highlighted."""
    from PIL import Image, ImageDraw

    boxes = finding_boxes(read.document, finding)
    numbers = sorted({int(b["page"]) for b in boxes})[:MAX_PICTURE_PAGES]
    regions = []
    for number in numbers:
        image, frame, scale = pages.page(read, number)
        pad = 1.5  # points around the glyph boxes, as highlight_pages draws them
        rects = [
            (frame.rect(float(b["x0"]) - pad, float(b["y0"]) - pad,
                        float(b["x1"]) + pad, float(b["y1"]) + pad), str(b["tone"]))
            for b in boxes
            if int(b["page"]) == number
        ]  # fmt: skip
        width, height = image.size
        margin = round(PICTURE_MARGIN * scale)
        turned = frame.rotation % 180 == 90  # lines of text run down the picture
        if turned:
            left, right = _band(image.convert("L"), min(r[0] for r, _ in rects),
                                max(r[2] for r, _ in rects), width, margin, rows=False)  # fmt: skip
            box = (left, 0, right, height)
        else:
            top, bottom = _band(image.convert("L"), min(r[1] for r, _ in rects),
                                max(r[3] for r, _ in rects), height, margin, rows=True)  # fmt: skip
            box = (0, top, width, bottom)
        band = image.crop(box).convert("RGBA")
        overlay = Image.new("RGBA", band.size, (0, 0, 0, 0))
        draw = ImageDraw.Draw(overlay)
        line = max(1, round(width / 600))
        for (x0, y0, x1, y1), tone in rects:
            fill, outline = TONES[tone]
            draw.rectangle(
                (x0 - box[0], y0 - box[1], x1 - box[0], y1 - box[1]),
                fill=fill, outline=(*outline, 255), width=line,
            )  # fmt: skip
        band = Image.alpha_composite(band, overlay).convert("RGB")
        out = io.BytesIO()
        # A palette of 128 colours keeps text and highlight sharp at a quarter of the bytes.
        palette = band.quantize(128, method=Image.Quantize.FASTOCTREE)
        palette.save(out, format="PNG", optimize=False, compress_level=6)
        w, h = band.size
        regions.append(_Region(number, out.getvalue(), round(w / scale * 4 / 3),
                               round(h / scale * 4 / 3), (w, h) == (width, height)))  # fmt: skip
    return regions


def _pictures_html(read: SourceRead, finding: Finding, number: int, pages: _Pages) -> str:
    if read.document.representation != "pdf_text_layer" or read.data is None:
        return ""
    try:
        regions = _regions(read, finding, pages)
    except CiteproofError as error:
        return f'<p class="note">The page could not be drawn: {_e(error)}</p>'
    if not regions:
        return ""
    tone = "green" if finding.confirmed else "amber"
    what = "the quotation" if finding.confirmed else "the nearest passage"
    name = read.document.title
    out = []
    for region in regions:
        part = "" if region.whole_page else "part of "
        src = "data:image/png;base64," + base64.b64encode(region.png).decode("ascii")
        alt = (
            f"{part.capitalize() or ''}page {region.page} of {name}, with {what} "
            f"highlighted ({tone}, outlined)"
        )
        out.append(
            f'<figure class="page"><img src="{src}" width="{region.width}" '
            f'height="{region.height}" alt="{_e(alt)}">'
            f"<figcaption>Page {region.page} of {_e(name)} ({part}the page), {what} "
            f"highlighted in {tone} and outlined.</figcaption></figure>"
        )
    return f'<h3 id="q{number}-page">The page</h3>' + "".join(out)


# -- one item -------------------------------------------------------------------------


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


def _source_words(item: EvidenceItem, finding: Finding, source_id: str | None) -> str:
    """The source's words beside the quote: the match, the nearest passage, or why none."""
    text = item.read.document.text if item.read is not None else None
    name = _e(item.read.document.title) if item.read is not None else "the source"
    named = f'<a href="#{source_id}">{name}</a>' if source_id else name
    if finding.spans:
        spans, tone, heading = finding.spans, "match", "The source's words"
        if not finding.confirmed:
            tone = "near"
        where = _where(item.read, finding.spans[0])
        if len(finding.spans) > 1 and finding.verdict is Verdict.ELIDED:
            where += f" to {_where(item.read, finding.spans[-1])}"
        elif finding.ambiguous:
            where += f" (the first of {finding.occurrences} places)"
    elif finding.nearest is not None:
        spans, tone = (finding.nearest,), "near"
        share = round((finding.overlap or 0) * 100)
        heading = (
            f"Nearest passage ({share}% of the content words)"
            if finding.verdict is not Verdict.NOT_PRESENT
            else f"Not in the source; the passage sharing most words ({share}%)"
        )
        where = _where(item.read, finding.nearest)
    else:
        message = (
            "Too short to be evidence either way: no passage is shown."
            if finding.verdict is Verdict.TOO_SHORT
            else "Nothing in the source comes close."
        )
        return (
            f'<div class="side source"><h3>The source</h3><p class="none">{message}</p>'
            f'<p class="where">{named}</p></div>'
        )
    locators = ""
    if item.read is not None:
        found = item.read.document.locate(spans[0].start, spans[-1].end)[:4]
        if found:
            locators = "; " + ", ".join(f"{_e(loc.kind)} {_e(loc.label)}" for loc in found)
    body = _passage(text, spans, tone, finding)
    return (
        f'<div class="side source"><h3>{heading}</h3>'
        f'<blockquote class="words">{body}</blockquote>'
        f'<p class="where">{named}, {_e(where)}{locators}</p></div>'
    )


def _details(item: EvidenceItem, finding: Finding, number: int) -> str:
    """Differences, alterations, tolerated normalizations, stepovers and warnings."""
    out = []
    if finding.differences:
        rows = "".join(f"<li>{_difference(d.describe)}</li>" for d in finding.differences)
        out.append(
            f'<h3 id="q{number}-diff">Word differences</h3>'
            f'<p class="legend">Struck: the quotation\'s words. Underlined: the '
            f'source\'s.</p><ul class="diff">{rows}</ul>'
        )
    if finding.alterations:
        rows = "".join(f"<li>{_e(a.describe())}</li>" for a in finding.alterations)
        out.append(f"<h3>Marked alterations</h3><ul>{rows}</ul>")
    notes = []
    tolerated = list(finding.normalizations)
    if tolerated:
        notes.append(f"Tolerated differences: {_e(', '.join(tolerated))}.")
    if finding.verdict is Verdict.CASE_DIFFERS:
        notes.append("The source has these words in other capitals.")
    if finding.trimmed_wrapper:
        notes.append("Surrounding quotation marks or ellipses were trimmed.")
    if finding.ambiguous:
        notes.append(f"The words occur {finding.occurrences} times: the citation is ambiguous.")
    if item.result is not None:
        notes.extend(_e(w) for w in item.result.warnings)
    if finding.stepped_over:
        rows = "".join(
            f"<li>{_e(s.kind.replace('_', ' '))}: <q>{_e(_one_line(s.text)[:200])}</q></li>"
            for s in finding.stepped_over
        )
        out.append(
            '<h3>Stepped over</h3><p class="legend">The match runs across these, which '
            f"the quotation does not quote (struck in the passage).</p><ul>{rows}</ul>"
        )
    if notes:
        out.append('<ul class="notes">' + "".join(f"<li>{n}</li>" for n in notes) + "</ul>")
    return "".join(out)


def _item(item: EvidenceItem, number: int, source_id: str | None, pages: _Pages) -> str:
    label, mark, tone = _label(item), _mark(item.status), _tone(item.status)
    secondary = ""
    if item.result is not None and item.status in _OWN_LABEL:
        secondary = f' <span class="engine">(words: {_e(item.result.finding.verdict.label)})</span>'
    head = (
        f'<article id="q{number}" class="item {tone}" tabindex="-1" '
        f'aria-labelledby="q{number}-h" data-status="{_e(item.status)}">'
        f'<h2 id="q{number}-h"><span class="n">{number}.</span> '
        f'<span class="verdict {tone}"><span class="mark" aria-hidden="true">{mark}</span> '
        f'<span class="label">{_e(label)}</span></span>{secondary} '
        f'<span class="title">{_e(item.title)}</span></h2>'
        f'<p class="message">{_e(item.message)}</p>'
    )
    quote = (
        f'<div class="side quote"><h3>The quotation</h3>'
        f'<blockquote class="words">{_e(item.quote)}</blockquote></div>'
    )
    if item.result is None:
        why = (
            "No source could be read for this citation."
            if item.status != "unreadable_source"
            else "The cited source could not be read."
        )
        where = ""
        if item.read is not None and source_id:
            where = (
                f'<p class="where"><a href="#{source_id}">{_e(item.read.document.title)}</a></p>'
            )
        body = (
            f'<div class="compare">{quote}<div class="side source"><h3>The source</h3>'
            f'<p class="none">{why}</p>{where}</div></div>'
        )
    else:
        finding = item.result.finding
        body = (
            f'<div class="compare">{quote}{_source_words(item, finding, source_id)}</div>'
            + _details(item, finding, number)
            + (_pictures_html(item.read, finding, number, pages) if item.read is not None else "")
        )
    return (
        head + body + '<p class="back"><a href="#contents">Back to the contents</a></p></article>'
    )


# -- sources --------------------------------------------------------------------------


def _source_key(read: SourceRead) -> tuple[str, str]:
    return read.document.sha256, read.final_url or read.path or read.origin


def _provenance(read: SourceRead, source_id: str, number: int) -> str:
    evidence = SourceEvidence.of(read)
    rows: list[tuple[str, str]] = [("Title", _e(evidence.title))]
    url = _safe_url(evidence.final_url)
    if url:
        rows.append(("Final URL", f'<a href="{_e(url)}">{_e(url)}</a>'))
    elif evidence.final_url:
        rows.append(("Final URL", _e(evidence.final_url)))
    if evidence.requested_url and evidence.requested_url != evidence.final_url:
        rows.append(("Requested URL", _e(evidence.requested_url)))
    if evidence.redirects:
        rows.append(("Redirects", str(len(evidence.redirects))))
    if evidence.http_status is not None:
        rows.append(("HTTP status", str(evidence.http_status)))
    if evidence.path:
        rows.append(("File", _e(evidence.path)))
    rows.append(
        ("Read from", _e(evidence.origin + (" (evidence store)" if evidence.from_store else "")))
    )
    rows.append(("Retrieved", _e(evidence.retrieved_at or "not recorded (not fetched)")))
    rows.append(("SHA-256", f'<code class="hash">{_e(evidence.sha256)}</code>'))
    rows.append(("Representation", _e(f"{evidence.representation} ({evidence.content_type})")))
    size = f"{evidence.source_bytes:,} bytes, {evidence.full_characters:,} characters of text"
    if evidence.page_starts is not None:
        size += f", {len(evidence.page_starts):,} pages"
    rows.append(("Size", _e(size)))
    rows.extend((_e(name), _e(value)) for name, value in evidence.metadata)
    for warning in evidence.warnings:
        rows.append(("Warning", _e(warning)))
    cells = "".join(f"<dt>{name}</dt><dd>{value}</dd>" for name, value in rows)
    return (
        f'<section id="{source_id}" class="source-card" tabindex="-1" '
        f'aria-labelledby="{source_id}-h"><h3 id="{source_id}-h">Source {number}: '
        f"{_e(evidence.title)}</h3><dl>{cells}</dl></section>"
    )


# -- the page -------------------------------------------------------------------------


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
    return _e(line + ".")


_STYLE = """
:root{--ok:#17643a;--ok-bg:#e3f4e8;--fail:#a3161b;--fail-bg:#fbe7e7;--neutral:#6b4c00;
--neutral-bg:#fbf1d9;--near-bg:#ffe3a6;--match-bg:#bfe8cb;--ink:#1c1c1c;--muted:#555;
--line:#c9c9c9}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;
color:var(--ink);background:#f6f6f4}
.skip{position:absolute;left:1rem;top:-3rem;background:#000;color:#fff;padding:.5rem 1rem;
z-index:2}
.skip:focus{top:1rem}
header,nav,main,#sources,footer{max-width:72rem;margin:0 auto;padding:0 1.25rem}
header{padding-top:1.5rem}
h1{font-size:1.6rem;margin:.2rem 0}
h2{font-size:1.2rem;margin:0 0 .4rem}
h3{font-size:.95rem;margin:1rem 0 .3rem;color:var(--muted);text-transform:uppercase;
letter-spacing:.04em}
a{color:#0b4fa8}
:focus-visible{outline:3px solid #0b4fa8;outline-offset:2px}
.summary{font-size:1.05rem}
nav ol{padding-left:1.5rem;columns:2 22rem}
nav li{margin:.15rem 0;break-inside:avoid}
.verdict{display:inline-block;font-weight:700;padding:0 .45rem;border-radius:.25rem;
border:1.5px solid currentColor;white-space:nowrap}
.verdict.ok{color:var(--ok);background:var(--ok-bg)}
.verdict.fail{color:var(--fail);background:var(--fail-bg)}
.verdict.neutral{color:var(--neutral);background:var(--neutral-bg)}
.engine{font-size:.85rem;color:var(--muted)}
.item{background:#fff;border:1px solid var(--line);border-left:.45rem solid;
border-radius:.35rem;margin:1.25rem 0;padding:1rem 1.25rem}
.item.ok{border-left-color:var(--ok)}
.item.fail{border-left-color:var(--fail)}
.item.neutral{border-left-color:var(--neutral)}
.item:focus,.item:target{outline:3px solid #0b4fa8;outline-offset:2px}
.n{color:var(--muted)}
.title{font-weight:600;overflow-wrap:anywhere}
.message{margin:.2rem 0 .6rem}
.compare{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
@media (max-width:48rem){.compare{grid-template-columns:1fr}}
.side h3{margin-top:.3rem}
blockquote.words{margin:0;padding:.6rem .8rem;background:#fafafa;border:1px solid var(--line);
border-radius:.25rem;white-space:pre-wrap;overflow-wrap:anywhere;
font-family:Georgia,"Times New Roman",serif;font-size:1.02rem}
.where{font-size:.85rem;color:var(--muted);margin:.3rem 0 0}
.none{font-style:italic}
mark{color:inherit;font-weight:700;text-decoration:underline;text-decoration-thickness:2px;
text-underline-offset:3px}
mark.match{background:var(--match-bg)}
mark.near{background:var(--near-bg);text-decoration-style:wavy}
del.over{color:var(--muted);font-weight:400;text-decoration:line-through}
del.quote{color:var(--fail);text-decoration:line-through;font-weight:700}
ins.source{color:var(--ok);text-decoration:underline;font-weight:700}
.legend{font-size:.85rem;color:var(--muted);margin:.1rem 0}
.notes{font-size:.92rem}
figure.page{margin:.5rem 0;max-width:100%}
figure.page img{display:block;max-width:100%;height:auto;border:1px solid var(--line);
background:#fff}
figure.page figcaption{font-size:.85rem;color:var(--muted)}
.back{font-size:.85rem;margin:.8rem 0 0}
#sources dl{display:grid;grid-template-columns:max-content 1fr;gap:.1rem 1rem;margin:0}
#sources dt{font-weight:600}
.source-card h3{text-transform:none;letter-spacing:0;color:inherit;font-size:1.05rem;
margin:0 0 .4rem}
#sources dd{margin:0;overflow-wrap:anywhere}
.source-card{background:#fff;border:1px solid var(--line);border-radius:.35rem;
padding:.8rem 1.25rem;margin:1rem 0}
.hash{font-size:.85rem}
footer{color:var(--muted);font-size:.85rem;padding-bottom:2rem}
@media print{
body{background:none;color:#000;font-size:11pt}
.skip,.back{display:none}
header,nav,main,#sources,footer{max-width:none;padding:0}
nav{break-after:page}
nav ol{columns:1}
.item{break-before:page;border:none;border-top:3pt solid #000;border-radius:0;padding:.5rem 0;
margin:0}
.item.fail{border-top-style:double;border-top-width:5pt}
.item:focus,.item:target{outline:none}
.verdict,.verdict.ok,.verdict.fail,.verdict.neutral{color:#000;background:none}
blockquote.words{background:none;border:1px solid #777}
mark,mark.match,mark.near{background:none;color:#000}
del.quote,ins.source,del.over{color:#000}
a{color:#000}
#sources{break-before:page}
.source-card{border:1px solid #777;break-inside:avoid}
figure.page{break-inside:avoid}
a[href^="http"]::after{content:" <" attr(href) ">";font-size:.85em;overflow-wrap:anywhere}
a[href^="#"]{text-decoration:none}
}
"""


def render_evidence(
    items: Sequence[EvidenceItem], *, title: str = "citeproof evidence report"
) -> str:
    """The report of ``items`` as one self-contained HTML document."""
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
    contents = "".join(
        f'<li><a href="#q{i}"><span class="verdict {_tone(item.status)}">'
        f'<span aria-hidden="true">{_mark(item.status)}</span> {_e(_label(item))}</span> '
        f"{_e(item.title)}</a></li>"
        for i, item in enumerate(items, 1)
    )
    if sources:
        contents += '<li><a href="#sources">Sources and their provenance</a></li>'
    pages = _Pages()
    try:
        articles = "".join(_item(item, i, ids[i - 1], pages) for i, item in enumerate(items, 1))
    finally:
        pages.close()
    if not items:
        articles = "<p>No quotations were found.</p>"
    cards = "".join(
        _provenance(read, source_id, n) for n, (source_id, read) in enumerate(sources.values(), 1)
    )
    source_section = (
        f'<section id="sources" aria-labelledby="sources-h"><h2 id="sources-h">Sources</h2>'
        f"{cards}</section>"
        if sources
        else ""
    )
    return (
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
        "img-src data:; style-src 'unsafe-inline'\">"
        f'<meta name="generator" content="citeproof {_e(__version__)}">'
        f"<title>{_e(title)}</title><style>{_STYLE}</style></head><body>"
        '<a class="skip" href="#items">Skip to the quotations</a>'
        f'<header><h1>{_e(title)}</h1><p class="summary">{_summary(items)}</p>'
        '<p class="legend">Each quotation is set beside the source\'s own words. '
        "✔ the source holds the quotation; ✘ it does not, or not where cited. Marked "
        "passages are underlined (wavy for a near miss).</p></header>"
        '<nav id="contents" aria-labelledby="contents-h" tabindex="-1">'
        f'<h2 id="contents-h">Contents</h2><ol>{contents}</ol></nav>'
        f'<main id="items" tabindex="-1">{articles}</main>{source_section}'
        f"<footer><p>Made by citeproof {_e(__version__)}.</p></footer>"
        "</body></html>\n"
    )
