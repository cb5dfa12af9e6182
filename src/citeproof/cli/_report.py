"""The human report of ``citeproof check``: a verdict per quote, the source's own words."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..match import Finding, Located, Verdict
from ..service import QuoteResult

__all__ = ["Style", "render"]

_SPACE = re.compile(r"\s+")

#: ANSI colour per verdict (the label is the verdict's own, :attr:`Verdict.label`).
_COLORS = {
    Verdict.VERBATIM: "32",
    Verdict.NORMALIZED: "32",
    Verdict.ELIDED: "32",
    Verdict.EDITORIAL: "32",
    Verdict.CASE_DIFFERS: "33",
    Verdict.PARAPHRASE: "31",
    Verdict.NOT_PRESENT: "31",
    Verdict.FURNITURE: "33",
    Verdict.TOO_SHORT: "33",
}


class Style:
    """ANSI styling, or none."""

    def __init__(self, color: bool) -> None:
        self.color = color

    def __call__(self, text: str, code: str) -> str:
        return f"\x1b[{code}m{text}\x1b[0m" if self.color and text else text


def _one_line(text: str) -> str:
    return _SPACE.sub(" ", text)


def _in_context(span: Located, style: Style, width: int = 60) -> str:
    before = _one_line(span.before)[-width:]
    after = _one_line(span.after)[:width]
    return f"…{before}{style('[' + _one_line(span.text) + ']', '1;4')}{after}…"


def render(results: Sequence[QuoteResult], style: Style) -> str:
    """The report for each quote's result, one block per quote, and a summary line."""
    out: list[str] = []
    for result in results:
        out += _block(result, style)
    confirmed = sum(r.finding.confirmed for r in results)
    out.append(f"{confirmed} of {len(results)} quotes confirmed")
    return "\n".join(out)


def _block(result: QuoteResult, style: Style) -> list[str]:
    """One quote's lines: its verdict, what was tolerated or marked, where, what differs."""
    out: list[str] = []
    finding = result.finding
    label, color = finding.verdict.label, _COLORS[finding.verdict]
    mark = "✔" if finding.confirmed else "✘"
    out.append(f"{style(f'{mark} {label}', '1;' + color)}  {_one_line(finding.quote).strip()}")
    tolerated = [n for n in finding.tolerated if n != "case"]
    if finding.verdict is Verdict.CASE_DIFFERS:
        out.append("    the source has these words in other capitals (--ignore-case accepts)")
    elif "case" in finding.tolerated:
        tolerated.append("case")  # named last: the one a reader asked for
    if tolerated:
        out.append(f"    tolerated: {', '.join(tolerated)}")
    for warning in result.warnings:
        out.append(f"    note: {warning}")
    if finding.stepped_over:
        crossed = ", ".join(
            f"{s.kind.replace('_', ' ')} {_one_line(s.text).strip()[:60]!r}"
            for s in finding.stepped_over
        )
        out.append(f"    stepped over: {crossed}")
    for alteration in finding.alterations:
        out.append(f"    marked: {alteration.describe()}")
    if finding.trimmed_wrapper:
        out.append("    surrounding quote marks or ellipses were trimmed")
    if finding.ambiguous:
        out.append(f"    occurs {finding.occurrences} times: the citation is ambiguous")
    out += _places(finding, style)
    if finding.verdict is Verdict.TOO_SHORT:
        out.append("    too short to be evidence: no verdict")
    out.append("")
    return out


def _places(finding: Finding, style: Style) -> list[str]:
    """Where the quote is (each span in its context), or the nearest passage and what
    differs from it."""
    out: list[str] = []
    for span in finding.spans:
        out.append(f"    {span.where()}")
        out.append(f"    {_in_context(span, style)}")
    if finding.nearest is not None:
        share = round((finding.overlap or 0) * 100)
        where = finding.nearest.where()
        out.append(
            f"    not in the source; the passage sharing most words ({share}% of the "
            f"content words) is at {where}:"
            if finding.verdict is Verdict.NOT_PRESENT
            else f"    nearest passage ({share}% of the content words), {where}:"
        )
        out.append(f"    {_in_context(finding.nearest, style)}")
    elif finding.verdict is Verdict.NOT_PRESENT:
        out.append("    nothing in the source comes close")
    if finding.furniture_kind is not None:
        out.append(f"    only in the {finding.furniture_kind.label}, not the document's own text:")
        out.append(f"    {style(repr(finding.matched_text), '33')}")
    for diff in finding.differences:
        out.append("    " + diff.describe(
            lambda text, side: style(repr(text), "31" if side == "quote" else "32")
        ))  # fmt: skip
    return out
