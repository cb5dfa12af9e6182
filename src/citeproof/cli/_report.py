"""The human report of ``citeproof check``: a verdict per quote, the source's own words."""

from __future__ import annotations

import re

from ..match import Finding, Located, Verdict

__all__ = ["Style", "render"]

_SPACE = re.compile(r"\s+")

_LABELS = {
    Verdict.VERBATIM: ("VERBATIM", "32"),
    Verdict.NORMALIZED: ("NORMALIZED", "32"),
    Verdict.ELIDED: ("ELIDED", "32"),
    Verdict.EDITORIAL: ("EDITORIAL", "32"),
    Verdict.CASE_DIFFERS: ("CASE DIFFERS", "33"),
    Verdict.PARAPHRASE: ("NEAR MISS", "31"),
    Verdict.NOT_PRESENT: ("NOT FOUND", "31"),
    Verdict.TOO_SHORT: ("TOO SHORT", "33"),
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


def render(findings: list[Finding], style: Style) -> str:
    """The report for a list of findings, one block per quote, and a summary line."""
    out: list[str] = []
    for finding in findings:
        label, color = _LABELS[finding.verdict]
        mark = "✔" if finding.confirmed else "✘"
        out.append(f"{style(f'{mark} {label}', '1;' + color)}  {_one_line(finding.quote).strip()}")
        if finding.normalizations:
            out.append(f"    tolerated: {', '.join(finding.normalizations)}")
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
        for span in finding.spans:
            out.append(f"    {span.where()}")
            out.append(f"    {_in_context(span, style)}")
        if finding.nearest is not None:
            share = round((finding.overlap or 0) * 100)
            out.append(
                f"    nearest passage ({share}% of the content words), {finding.nearest.where()}:"
            )
            out.append(f"    {_in_context(finding.nearest, style)}")
            for diff in finding.differences:
                out.append("    " + diff.describe(
                    lambda text, side: style(repr(text), "31" if side == "quote" else "32")
                ))  # fmt: skip
        elif finding.verdict is Verdict.NOT_PRESENT:
            out.append("    nothing in the source comes close")
        if finding.verdict is Verdict.TOO_SHORT:
            out.append("    too short to be evidence: no verdict")
        out.append("")
    confirmed = sum(f.confirmed for f in findings)
    out.append(f"{confirmed} of {len(findings)} quotes confirmed")
    return "\n".join(out)
