"""Quotations in a document (Markdown or plain text), each paired with its cited source.

What counts as a claim of wording: every blockquote, and every inline quotation in
double quotation marks (“…”, "…", «…», „…“) of at least ``min_words`` words. Code (fenced
blocks and inline code spans) is skipped. A quotation's source is the nearest link in
its paragraph (after it first, then before it), else a footnote reference after it
whose definition holds a link, else, for a blockquote, a link on the line just after it,
else the default source. Each quotation reports its one-based line and column, so an
editor can jump to it.

Linear in the document, whatever it holds: no pattern may scan past the next place where
another attempt of the same pattern starts (an opening mark, a ``[``, a ``(``), so a line of
unclosed “ or ``[`` costs no more than a line of letters; a quotation's source is looked up
by bisection among its paragraph's links and footnote references, not by a scan of them.
Lines end at ``\n`` only (``\r\n`` too), as editors and ``grep -n`` count them.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass

__all__ = ["Quotation", "quotations"]

_FENCE = re.compile(r"^\s*(```|~~~)")
_INLINE_CODE = re.compile(r"`[^`\n]*`")
# Each quoted part stops at the next opening mark of its kind: “a “b” c” gives “b”, and
# a line of unclosed marks is read in linear time (each attempt ends where the next begins).
_INLINE_QUOTE = re.compile(r"“([^“”\n]+)”|\"([^\"\n]+)\"|«\s?([^«»\n]+?)\s?»|„([^„“”\n]+)[“”]")
_LINK = re.compile(
    r"\[[^\[\]]*\]\((<[^<>\n]+>|[^()\s]+)(?:\s+\"[^\"]*\")?\)"
    r"|<(https?://[^<>\s]+)>|(https?://[^\s)\]>]+)"
)
_FOOTNOTE_REF = re.compile(r"\[\^([^\[\]]+)\]")
_FOOTNOTE_DEF = re.compile(r"^\[\^([^\]]+)\]:\s*(.*)$")
_BLOCKQUOTE = re.compile(r"^(\s{0,3}>\s?)(.*)$")


@dataclass(frozen=True, slots=True)
class Quotation:
    """A quotation found in a document, where it is, and the source it cites (or None)."""

    text: str
    line: int
    column: int
    source: str | None
    kind: str


def _links(text: str) -> list[tuple[int, str]]:
    out = []
    for match in _LINK.finditer(text):
        url = next(g for g in match.groups() if g)
        out.append((match.start(), url.strip("<>")))
    return out


def _masked(lines: list[str]) -> list[str]:
    """The lines with code blanked out (same lengths, so columns stay right)."""
    out: list[str] = []
    fenced = False
    for line in lines:
        if _FENCE.match(line):
            fenced = not fenced
            out.append(" " * len(line))
            continue
        if fenced:
            out.append(" " * len(line))
            continue
        out.append(_INLINE_CODE.sub(lambda m: " " * len(m.group()), line))
    return out


def _paragraphs(lines: list[str]) -> list[tuple[int, int]]:
    """(first, last) line indexes of each run of non-blank lines."""
    spans: list[tuple[int, int]] = []
    start = None
    for i, line in enumerate(lines):
        if line.strip() and start is None:
            start = i
        elif not line.strip() and start is not None:
            spans.append((start, i - 1))
            start = None
    if start is not None:
        spans.append((start, len(lines) - 1))
    return spans


def _split_lines(text: str) -> list[str]:
    """Lines split at ``\n`` only (a ``\r`` before it dropped): U+2028, form feeds and
    other characters :meth:`str.splitlines` breaks at do not start a line in an editor."""
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]


def quotations(
    text: str, *, min_words: int = 4, default_source: str | None = None
) -> list[Quotation]:
    """Every quotation in ``text``, in document order, paired with its source."""
    lines = _masked(_split_lines(text))
    footnotes: dict[str, str] = {}
    for line in lines:
        definition = _FOOTNOTE_DEF.match(line)
        if definition:
            links = _links(definition.group(2))
            footnotes[definition.group(1)] = links[0][1] if links else definition.group(2).strip()
    found: list[tuple[int, int, Quotation]] = []
    for first, last in _paragraphs(lines):
        block = lines[first : last + 1]
        starts = []  # absolute character offset of each line within the paragraph text
        offset = 0
        for line in block:
            starts.append(offset)
            offset += len(line) + 1
        paragraph = "\n".join(block)
        links = _links(paragraph)
        at = [position for position, _ in links]
        references = [(m.start(), m.group(1)) for m in _FOOTNOTE_REF.finditer(paragraph)]
        reference_at = [position for position, _ in references]

        def source_for(
            position: int, end: int, after_line: int | None = None, *,
            links: list[tuple[int, str]] = links, at: list[int] = at,
            references: list[tuple[int, str]] = references, reference_at: list[int] = reference_at,
        ) -> str | None:  # fmt: skip
            following = bisect_left(at, end)
            if following < len(links):
                return links[following][1]
            reference = bisect_left(reference_at, end)
            if reference < len(references) and references[reference][1] in footnotes:
                return footnotes[references[reference][1]]
            preceding = bisect_left(at, position) - 1
            if preceding >= 0:
                return links[preceding][1]
            if after_line is not None and after_line < len(lines):
                later = _links(lines[after_line])
                if later:
                    return later[0][1]
            return default_source

        quoted = [_BLOCKQUOTE.match(line) for line in block]
        if all(quoted):
            body = [m.group(2) for m in quoted if m]
            content = " ".join(part.strip() for part in body if part.strip() and not _links(part))
            if content and not _FOOTNOTE_DEF.match(content):
                column = len(quoted[0].group(1)) + 1 if quoted[0] else 1
                source = source_for(0, 0, last + 2)
                found.append(
                    (first, column, Quotation(content, first + 1, column, source, "blockquote"))
                )
            continue
        for match in _INLINE_QUOTE.finditer(paragraph):
            inner = next(g for g in match.groups() if g is not None).strip()
            if len(inner.split()) < min_words:
                continue
            row = bisect_right(starts, match.start()) - 1
            column = match.start() - starts[row] + 2  # one-based, after the opening mark
            source = source_for(match.start(), match.end())
            found.append(
                (first + row, column, Quotation(inner, first + row + 1, column, source, "inline"))
            )
    return [q for _, _, q in sorted(found, key=lambda item: (item[0], item[1]))]
