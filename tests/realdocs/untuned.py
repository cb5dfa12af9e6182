"""Measure the untuned PDFs (issue 20): the regression set's measure, plus running heads
confirmed as text and accented names confirmed, and a table per package and half."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from citeproof.errors import SourceError
from citeproof.match import Verdict
from citeproof.sources import extract

from ._oracle import (
    SENTENCES,
    layout_pages,
    line_heights,
    line_places,
    measure_furniture_and_accents,
    readings,
)
from ._run import Measured, cells, check, findings, load, run
from .pdfs import PDF
from .untuned_pdfs import half

__all__ = ["HALF_TABLE", "TABLE", "UNCONFIRMED_SHARE", "half_rows", "measure_untuned", "row_cells"]

TABLE = "untuned PDFs (issue 20): per document"
HALF_TABLE = "untuned PDFs (issue 20): per package and half"
#: At most this share of genuine quotes not confirmed, on the held-out half.
UNCONFIRMED_SHARE = 0.01


def measure_untuned(pdf: PDF, limit: int = SENTENCES) -> Measured:
    """``pdf`` measured as the regression set is (``limit`` genuine sentences at most),
    then its running heads and names."""
    row = run(pdf, limit)
    if row.result is None:
        return row
    data, path = load(pdf)
    try:
        document = extract(data, "application/pdf", Path(pdf.member).name)
    except SourceError:  # pragma: no cover - run() read it a moment ago
        return row
    row.result.furniture_told = sum(
        finding.verdict is Verdict.FURNITURE
        for finding in findings(document, row.result.unconfirmed)
    )
    oracle = readings(path, pdf.sha256)
    measure_furniture_and_accents(
        oracle,
        layout_pages(path, pdf.sha256),
        lambda q: check(document, q),
        row.result,
        line_heights(path, pdf.sha256),
        line_places(path, pdf.sha256),
    )
    return row


def row_cells(row: Measured) -> dict[str, str]:
    """A document's row: the regression table's cells and the issue's own."""
    out = {"document": row.pdf.name, "half": half(row.pdf), **cells(row)}
    out.pop("category", None)
    result = row.result
    if result is not None:
        out["heads confirmed"] = f"{result.heads_confirmed}/{result.heads}"
        out["accented confirmed"] = f"{result.accented_confirmed}/{result.accented}"
    return out


def half_rows(rows: Sequence[Measured]) -> list[dict[str, str]]:
    """One row per package (its half first), then one per half."""
    groups: dict[tuple[str, str], list[Measured]] = {}
    for row in rows:
        groups.setdefault((half(row.pdf), row.pdf.package.name), []).append(row)
    for name in ("tuning", "held-out"):
        members = [r for r in rows if half(r.pdf) == name]
        if members:
            groups[(name, "ALL")] = members
    out = []
    for (name, package), members in sorted(
        groups.items(), key=lambda g: (g[0][0] != "tuning", g[0][1] == "ALL", g[0][1])
    ):
        results = [r.result for r in members if r.result is not None]
        sentences = sum(r.sentences for r in results)
        confirmed = sum(r.confirmed for r in results)
        missed = sentences - confirmed
        told = sum(r.furniture_told for r in results)

        def pair(part: str, whole: str, results: list = results) -> str:  # type: ignore[type-arg]
            done = sum(getattr(r, part) for r in results)
            return f"{done}/{sum(getattr(r, whole) for r in results)}"

        out.append({
            "half": name,
            "package": package,
            "documents": str(len(members)),
            "pages": str(sum(r.pages for r in results)),
            "sentences confirmed": f"{confirmed}/{sentences}",
            "not confirmed": f"{missed / sentences:.1%}" if sentences else "-",
            "of which furniture verdict": str(told),
            "judged absent": f"{(missed - told) / sentences:.1%}" if sentences else "-",
            "heads confirmed": pair("heads_confirmed", "heads"),
            "accented confirmed": pair("accented_confirmed", "accented"),
            "altered confirmed": pair("altered_confirmed", "altered"),
            "errors": str(sum(1 for r in members if r.result is None)),
        })  # fmt: skip
    return out
