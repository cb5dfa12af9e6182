"""Checking a draft's quotations against the works they cite, and their pinpoint pages.

Every cited work is resolved to where it can be read (its bibliography entry's files,
URL or DOI; a link's target), each distinct source is read once (through the reader and
its evidence store) and checked once with all of its quotations. A quotation's status:

- ``confirmed``: the source holds its words (verbatim, normalized, elided, editorial)
  on the cited page, or no page was cited, or the source has no pages;
- ``wrong_page``: the source holds its words, but not on the cited page (the finding
  says where: the PDF's printed page labels where the file has them);
- ``case_differs``, ``paraphrase`` (the word-level differences), ``not_present``,
  ``too_short``: the engine's verdicts, named on a linter line by their one label
  (:attr:`~citeproof.match.Verdict.label`: ``paraphrase``, ``case differs``);
- ``no_source``: a citation key with no entry, or whose entry has nothing readable;
- ``unreadable_source``: a linked file or URL that could not be read;
- ``uncited``: a quotation that cites nothing.

A quotation cited to a page that is not confirmed has its near miss sought on the cited
page first (the page's span, by its printed label), and in the whole document only when
that page holds no paraphrase of it: a one-word swap is pinned where the writer says it
is, not on a title page that shares more of its words. Whenever the words (or the near
miss) are placed off the cited page, the check says so (``page_mismatch``).

A citation of several works (``[@a; @b, p. 3]``) is judged by the best of them.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ..errors import ErrorCode, InputError, SourceError
from ..match import (
    DEFAULT_POLICY,
    Finding,
    Policy,
    PreparedSource,
    Verdict,
    held_in_order,
    near_miss_within,
)
from ..quotations import Cite, DraftQuotation, find_quotations, label_in_range
from ..service import (
    LOCAL,
    AccessPolicy,
    QuoteResult,
    Report,
    SourceKind,
    SourceSpec,
    check,
    is_url,
    read_each,
)
from ..sources import SourceRead, SourceReader
from ._bibliography import Bibliography, Entry, read_regular

__all__ = [
    "STATUS_LABELS",
    "ManuscriptReport",
    "QuotationCheck",
    "SourceProgress",
    "check_drafts",
    "read_draft",
]

#: The engine's verdicts that are a quotation's status as they are, in their order.
_UNCONFIRMED = tuple(v for v in Verdict if not v.confirmed)


def _status_of(verdict: Verdict) -> str:
    """A verdict as a status: ``confirmed``, or the verdict's name (``case_differs``)."""
    return "confirmed" if verdict.confirmed else verdict.name.lower()


#: How each status is named on a linter line, in order of severity: an engine verdict by
#: its one label (:attr:`Verdict.label`, in a linter's lower case: ``paraphrase``), the
#: statuses only a manuscript has beside them.
STATUS_LABELS = {
    "confirmed": "confirmed",
    "wrong_page": "wrong page",
    **{_status_of(v): v.label.lower() for v in _UNCONFIRMED},
    "no_source": "no source",
    "unreadable_source": "unreadable source",
    "uncited": "uncited",
}
_RANK = {status: rank for rank, status in enumerate(STATUS_LABELS)}
#: At most this much of a draft is read (a manuscript, not a corpus).
MAX_DRAFT_BYTES = 20 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class QuotationCheck:
    """What was found for one quotation: its ``status`` (see the module docstring), one
    line for a person, the cite judged and its bibliography entry, the source read (path
    or URL), the page labels the quote was found on, and the engine's result and read.
    ``page_mismatch`` says, on any verdict that places the quote's words (confirmed,
    case differs, a near miss), that they are not on the cited page (``cited to p. 23,
    but the nearest passage is on p. 22``); empty otherwise."""

    quotation: DraftQuotation
    status: str
    message: str
    cite: Cite | None = None
    entry: Entry | None = None
    source: str | None = None
    found_pages: tuple[str, ...] = ()
    page_mismatch: str = ""
    result: QuoteResult | None = field(default=None, repr=False)
    read: SourceRead | None = field(default=None, repr=False)

    @property
    def confirmed(self) -> bool:
        """True when the quotation is confirmed where it is cited."""
        return self.status == "confirmed"

    @property
    def label(self) -> str:
        """The status as a linter names it (``paraphrase``, ``wrong page``)."""
        return STATUS_LABELS[self.status]

    @property
    def citation_text(self) -> str:
        """The citation as written (``[@smith2020, p. 12]``), or ``(no citation)``."""
        citation = self.quotation.citation
        return citation.text if citation is not None else "(no citation)"

    def to_dict(self) -> dict[str, Any]:
        """The check as JSON: where, what, the status and message, and the finding."""
        q = self.quotation
        citation = q.citation
        out: dict[str, Any] = {
            "file": q.path,
            "line": q.line,
            "column": q.column,
            "kind": q.kind,
            "quote": q.text,
            "citation": None
            if citation is None
            else {
                "text": citation.text,
                "kind": citation.kind,
                "cites": [
                    {
                        "key": c.key,
                        "target": c.target,
                        "reference": c.reference,
                        "locator": c.locator,
                        "pages": list(c.pages) if c.pages else None,
                    }
                    for c in citation.cites
                ],
            },
            "status": self.status,
            "confirmed": self.confirmed,
            "message": self.message,
            "key": self.cite.key if self.cite else None,
            "source": self.source,
            "foundPages": list(self.found_pages),
            "pageMismatch": self.page_mismatch or None,
        }
        if self.entry is not None:
            out["entry"] = self.entry.origin
        if self.result is not None:
            out["finding"] = self.result.finding.to_dict()
            if self.result.warnings:
                out["warnings"] = list(self.result.warnings)
        return out


@dataclass(frozen=True, slots=True)
class ManuscriptReport:
    """Every quotation of the drafts, in file and line order, what was wrong with the
    bibliographies, how many sources were read and how long reading them took."""

    checks: tuple[QuotationCheck, ...]
    files: tuple[str, ...]
    problems: tuple[str, ...] = ()
    sources_read: int = 0
    reading_seconds: float = 0.0
    seconds: float = 0.0

    @property
    def all_confirmed(self) -> bool:
        """True when every quotation is confirmed."""
        return all(c.confirmed for c in self.checks)

    @property
    def failures(self) -> list[QuotationCheck]:
        """The quotations that are not confirmed, in order."""
        return [c for c in self.checks if not c.confirmed]

    def counts(self) -> dict[str, int]:
        """How many quotations have each status (statuses in their order of severity)."""
        counts = dict.fromkeys(STATUS_LABELS, 0)
        for c in self.checks:
            counts[c.status] += 1
        return {status: n for status, n in counts.items() if n}


def read_draft(path: str | Path) -> str:
    """A draft's text (UTF-8); ``unreadable_input`` or ``invalid_input`` when it is not."""
    try:
        data = read_regular(path, MAX_DRAFT_BYTES, "MAX_DRAFT_BYTES")
    except OSError as error:
        raise InputError(
            f"cannot read {path}: {error.strerror}", code=ErrorCode.UNREADABLE_INPUT
        ) from error
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputError(
            f"{path} is not UTF-8 text: {error}", code=ErrorCode.INVALID_INPUT
        ) from error


@dataclass
class _Target:
    """Where one cite of one quotation can be read, or why it cannot."""

    index: int
    cite: Cite
    entry: Entry | None
    locations: tuple[str, ...]
    problem: str = ""
    status: str = "no_source"


def _spec(location: str) -> SourceSpec:
    return SourceSpec.url(location) if is_url(location) else SourceSpec.path(location)


def _targets(index: int, quotation: DraftQuotation, bibliography: Bibliography) -> list[_Target]:
    citation = quotation.citation
    if citation is None:
        return []
    out = []
    for cite in citation.cites:
        if cite.key is not None:
            entry = bibliography.entries.get(cite.key)
            if entry is None:
                out.append(
                    _Target(index, cite, None, (), f"@{cite.key} is not in the bibliography")
                )
            elif not entry.locations():
                out.append(
                    _Target(
                        index,
                        cite,
                        entry,
                        (),
                        f"@{cite.key} ({entry.origin}) has no file, URL or DOI to read",
                    )
                )
            else:
                out.append(_Target(index, cite, entry, tuple(entry.locations())))
        elif cite.target is not None:
            target = cite.target.split("#", 1)[0] if not is_url(cite.target) else cite.target
            if not is_url(target):
                target = str((Path(quotation.path).parent / target).absolute())
            out.append(_Target(index, cite, None, (target,), status="unreadable_source"))
        else:
            entry = bibliography.by_reference(cite.reference or "")
            if entry is None:
                out.append(
                    _Target(
                        index,
                        cite,
                        None,
                        (),
                        f"no bibliography entry matches the note {cite.reference!r}",
                    )
                )
            elif not entry.locations():
                out.append(
                    _Target(
                        index,
                        cite,
                        entry,
                        (),
                        f"{entry.key or entry.title!r} ({entry.origin}) has nothing to read",
                    )
                )
            else:
                out.append(_Target(index, cite, entry, tuple(entry.locations())))
    return out


#: Told ``(sources read, sources to read)`` as each source is read (a progress bar).
SourceProgress = Callable[[int, int], None]


class _Sources:
    """Each location read at most once; a work's source is its first readable location."""

    def __init__(
        self,
        reader: SourceReader,
        access: AccessPolicy,
        roots: Sequence[str],
        progress: SourceProgress | None = None,
    ) -> None:
        self.reader = reader
        self.access = access
        self.roots = [os.path.realpath(root) for root in roots]
        self.reads: dict[str, SourceRead | SourceError] = {}
        self.seconds = 0.0
        self.progress = progress
        self._done = self._total = 0
        self._count = threading.Lock()

    def _advance(self, count: int) -> None:
        """One more source read (URLs are read in threads: counted under a lock)."""
        if self.progress is None:
            return
        with self._count:
            self._done += count
            self.progress(self._done, self._total)

    def resolve(
        self, wanted: list[tuple[str, ...]]
    ) -> dict[tuple[str, ...], tuple[str, SourceRead] | list[str]]:
        """For each tuple of locations, the first one that reads (and its read), or every
        location's error. Reads round by round: first choices together (URLs concurrently),
        then second choices for those whose first failed, and so on."""
        outcome: dict[tuple[str, ...], tuple[str, SourceRead] | list[str]] = {}
        pending = list(dict.fromkeys(wanted))
        depth = 0
        while pending:
            todo = [loc[depth] for loc in pending if loc[depth] not in self.reads]
            specs: dict[str, SourceSpec] = {}
            for location in dict.fromkeys(todo):
                try:
                    specs[location] = _spec(location)
                    if specs[location].kind is SourceKind.PATH:
                        _allowed(location, self.roots)
                except InputError as error:
                    specs.pop(location, None)
                    self.reads[location] = SourceError(error.message, code=error.code)
            started = time.perf_counter()
            self._total += len(set(specs.values()))
            got = read_each(specs.values(), self.reader, self.access, self._advance)
            self.seconds += time.perf_counter() - started
            for location, spec in specs.items():
                self.reads[location] = got[spec]
            still = []
            for locations in pending:
                read = self.reads[locations[depth]]
                if isinstance(read, SourceRead):
                    outcome[locations] = (locations[depth], read)
                elif depth + 1 < len(locations):
                    still.append(locations)
                else:
                    outcome[locations] = [
                        f"{loc}: {err.code}: {err.message}"
                        for loc in locations
                        if isinstance(err := self.reads[loc], SourceError)
                    ]
            pending = still
            depth += 1
        return outcome


_Prepared = Callable[[], PreparedSource]


def _allowed(location: str, roots: Sequence[str]) -> None:
    """Refuse an attachment outside ``roots`` (symbolic links resolved first) or not a
    regular file: ``path_not_allowed``, naming the path, and nothing read."""
    try:
        real = os.path.realpath(location)
    except (ValueError, UnicodeError):  # a NUL byte, a lone surrogate: no file has the name
        raise InputError(
            f"{location!r}: no file name holds a NUL byte or a lone surrogate",
            code=ErrorCode.PATH_NOT_ALLOWED,
        ) from None
    inside = any(os.path.commonpath([real, root]) == root for root in roots)
    if not inside:
        raise InputError(
            f"{location} is outside the bibliography's, the draft's and Zotero's storage "
            "folders (give --allow-paths DIR to read it)",
            code=ErrorCode.PATH_NOT_ALLOWED,
        )
    if os.path.exists(real) and not os.path.isfile(real):
        raise InputError(f"{location} is not a regular file", code=ErrorCode.PATH_NOT_ALLOWED)


def _preparer(report: Report) -> _Prepared:
    """The source as :func:`~citeproof.service.check` prepared it (the same characters,
    pages and stepovers), prepared on first use and kept: only a quotation not found
    that cites a page needs it."""
    made: list[PreparedSource] = []

    def prepared() -> PreparedSource:
        if not made:
            made.append(report.source.prepared(report.read))
        return made[0]

    return prepared


def _pages_of(finding: Finding, read: SourceRead) -> tuple[str, ...]:
    """The page labels the finding's spans (or its nearest passage) are on."""
    spans = list(finding.spans) or ([finding.nearest] if finding.nearest else [])
    labels: list[str] = []
    for span in spans:
        pages = span.coordinates.pages
        if pages is None:
            continue
        for page in range(pages.start, pages.end + 1):
            labels.append(read.document.page_label(page))
    return tuple(dict.fromkeys(labels))


def _pages_text(labels: Sequence[str]) -> str:
    if not labels:
        return ""
    shown = list(labels[:4]) + (["..."] if len(labels) > 4 else [])
    return ("p. " if len(labels) == 1 else "pp. ") + ", ".join(shown)


def _file_pages(finding: Finding, read: SourceRead) -> str:
    """`` (page 18 of the file)`` when the printed label differs from the page's place."""
    spans = list(finding.spans) or ([finding.nearest] if finding.nearest else [])
    for span in spans[:1]:
        pages = span.coordinates.pages
        if pages is not None and read.document.page_label(pages.start) != str(pages.start):
            return f" (page {pages.start} of the file)"
    return ""


#: At most this many separate runs of pages carrying the cited labels are searched.
_MAX_PAGE_RUNS = 4


def _cited_spans(
    read: SourceRead, pages: tuple[str, str], length: int, run_on: int
) -> list[tuple[int, int]]:
    """The character spans of the runs of pages whose printed labels the citation names,
    each with ``run_on`` characters of the next page (a quote may run onto it)."""
    starts = read.document.page_starts or ()
    end_of = [*starts[1:], len(read.document.text)]
    runs: list[list[int]] = []
    for number in range(1, len(starts) + 1):
        if label_in_range(read.document.page_label(number), pages):
            if runs and runs[-1][-1] == number - 1:
                runs[-1].append(number)
            else:
                runs.append([number])
    return [
        (starts[run[0] - 1], min(length, end_of[run[-1] - 1] + run_on))
        for run in runs[:_MAX_PAGE_RUNS]
    ]


def _on_cited_page(
    cite: Cite, read: SourceRead, result: QuoteResult, prepared: _Prepared, policy: Policy
) -> QuoteResult:
    """``result``, or, for a quote not found that is cited to a page, the near miss on
    that page when it holds a paraphrase (the best of its runs, by the words held in
    order); the whole document's near miss otherwise."""
    finding = result.finding
    if (
        finding.verdict not in (Verdict.PARAPHRASE, Verdict.NOT_PRESENT)
        or cite.pages is None
        or read.document.page_starts is None
    ):
        return result
    source = prepared()
    best: tuple[tuple[int, float], Finding] | None = None
    for start, end in _cited_spans(read, cite.pages, len(source.text), len(finding.quote)):
        near = near_miss_within(source, finding.quote, policy, start, end, finding.index)
        if near is None or near.nearest is None:
            continue
        score = (held_in_order(near.quote, near.nearest.text)[0], near.overlap or 0.0)
        if best is None or score > best[0]:
            best = (score, near)
    if best is None:
        return result
    return replace(result, finding=best[1], selectors=None, boxes=None)


def _mismatch(cite: Cite, found: tuple[str, ...], paged: bool, what: str) -> str:
    """``cited to p. 23, but {what} on p. 22`` when no found page is a cited one."""
    if cite.pages is None or not paged or not found:
        return ""
    if any(label_in_range(p, cite.pages) for p in found):
        return ""
    cited = cite.locator or f"p. {cite.pages[0]}"
    return f"cited to {cited}, but {what} on {_pages_text(found)}"


def _judge(
    target: _Target, source: str, read: SourceRead, result: QuoteResult, quotation: DraftQuotation
) -> QuotationCheck:
    finding = result.finding
    status = _status_of(finding.verdict)
    found = _pages_of(finding, read)
    paged = read.document.page_starts is not None
    cite = target.cite
    name = Path(source).name if not is_url(source) else source
    what = {"confirmed": "the quote is", "paraphrase": "the nearest passage is",
            "case_differs": "the words in other capitals are"}.get(status)  # fmt: skip
    mismatch = _mismatch(cite, found, paged, what) if what else ""
    common = {"cite": cite, "entry": target.entry, "source": source, "found_pages": found,
              "page_mismatch": mismatch, "result": result, "read": read}  # fmt: skip
    if status == "confirmed":
        if mismatch:
            message = f"{mismatch} of {name}{_file_pages(finding, read)}"
            return QuotationCheck(quotation, "wrong_page", message, **common)  # type: ignore[arg-type]
        message = f"{finding.verdict.value} in {name}"
        if found:
            message += f", {_pages_text(found)}"
        if cite.pages is not None and not paged:
            message += f" (the source has no pages: {cite.locator} not checked)"
        return QuotationCheck(quotation, status, message, **common)  # type: ignore[arg-type]
    if status == "paraphrase":
        differences = "; ".join(d.describe() for d in finding.differences[:3])
        if len(finding.differences) > 3:
            differences += f"; and {len(finding.differences) - 3} more differences"
        cited = f"; {mismatch.partition(', but')[0]}" if mismatch else ""
        where = f" ({_pages_text(found)} of {name}{cited})" if found else f" ({name})"
        message = (differences or "a passage is close but its words differ") + where
    elif status == "case_differs":
        cited = f"; {mismatch.partition(', but')[0]}" if mismatch else ""
        message = f"the source has other capitals: {finding.matched_text!r}"
        message += f" ({_pages_text(found)} of {name}{cited})" if found else f" ({name})"
    elif status == "too_short":
        message = f"too short to be evidence either way ({name})"
    elif finding.furniture_kind is not None:
        words = " ".join(finding.matched_text.split())
        message = f"only in the {finding.furniture_kind.label} of {name}, not its text: {words!r}"
    else:
        message = f"{name} does not hold these words"
        if result.warnings:
            message += " (only in its navigation or page furniture)"
    return QuotationCheck(quotation, status, message, **common)  # type: ignore[arg-type]


_Resolved = dict[tuple[str, ...], tuple[str, SourceRead] | list[str]]


def _results(
    quotations: list[DraftQuotation],
    targets: list[list[_Target]],
    resolved: _Resolved,
    sources: _Sources,
    policy: Policy,
) -> tuple[dict[tuple[str, str], QuoteResult], dict[str, _Prepared]]:
    """Each source checked once with all of its quotations: results by (source, quote),
    and each source prepared for a near miss on a cited page (on first use)."""
    by_source: dict[str, list[str]] = {}
    for ts in targets:
        for t in ts:
            got = resolved.get(t.locations)
            if isinstance(got, tuple):
                quotes = by_source.setdefault(got[0], [])
                text = quotations[t.index].text
                if text not in quotes:
                    quotes.append(text)
    results: dict[tuple[str, str], QuoteResult] = {}
    prepared: dict[str, _Prepared] = {}
    for location, quotes in by_source.items():
        read = sources.reads[location]
        assert isinstance(read, SourceRead)
        report = check(read, quotes, policy)
        prepared[location] = _preparer(report)
        for quote, result in zip(quotes, report.results, strict=True):
            results[(location, quote)] = result
    return results, prepared


def _best(
    quotation: DraftQuotation,
    targets: list[_Target],
    resolved: _Resolved,
    results: dict[tuple[str, str], QuoteResult],
    prepared: dict[str, _Prepared],
    policy: Policy,
) -> QuotationCheck:
    """The quotation judged by the best of the works its citation names (a quotation not
    found is looked for on its cited page first)."""
    candidates: list[QuotationCheck] = []
    for t in targets:
        got = resolved.get(t.locations) if t.locations else None
        if isinstance(got, tuple):
            location, read = got
            result = _on_cited_page(
                t.cite, read, results[(location, quotation.text)], prepared[location], policy
            )
            candidates.append(_judge(t, location, read, result, quotation))
            continue
        problem = t.problem or "; ".join(got or [])
        if t.status == "no_source" and t.cite.key is not None and not t.problem:
            problem = f"@{t.cite.key}: nothing readable: {problem}"
        candidates.append(QuotationCheck(quotation, t.status, problem, cite=t.cite, entry=t.entry))
    if not candidates:
        return QuotationCheck(quotation, "uncited", "the quotation cites no source")
    return min(candidates, key=lambda c: _RANK[c.status])


def check_drafts(
    drafts: Sequence[tuple[str, str]],
    bibliography: Bibliography,
    reader: SourceReader,
    *,
    min_words: int = 4,
    policy: Policy = DEFAULT_POLICY,
    access: AccessPolicy = LOCAL,
    allow_paths: Sequence[str] = (),
    progress: SourceProgress | None = None,
) -> ManuscriptReport:
    """Check every quotation of ``drafts`` (``(path, text)`` pairs) against the works it
    cites, reading each source once with ``reader``. A file is read only inside the
    bibliography's folders, the drafts' folders and ``allow_paths``. ``progress`` is told
    ``(read, to read)`` as each source is read."""
    started = time.perf_counter()
    quotations = [
        q for path, text in drafts for q in find_quotations(path, text, min_words=min_words)
    ]
    targets = [_targets(i, q, bibliography) for i, q in enumerate(quotations)]
    roots = [*bibliography.roots, *(str(Path(p).absolute().parent) for p, _ in drafts)]
    sources = _Sources(reader, access, [*roots, *allow_paths], progress)
    resolved = sources.resolve([t.locations for ts in targets for t in ts if t.locations])
    results, prepared = _results(quotations, targets, resolved, sources, policy)
    checks = [
        _best(q, targets[i], resolved, results, prepared, policy) for i, q in enumerate(quotations)
    ]
    return ManuscriptReport(
        checks=tuple(checks),
        files=tuple(path for path, _ in drafts),
        problems=tuple(bibliography.problems),
        sources_read=sum(1 for r in sources.reads.values() if isinstance(r, SourceRead)),
        reading_seconds=sources.seconds,
        seconds=time.perf_counter() - started,
    )
