"""Quotations and citations in a Markdown (pandoc) draft.

Claims of wording: blockquotes (``>`` lines) and inline quotations in double marks (“…",
"…", «…», „…“) of at least ``min_words`` words; code (fenced blocks, inline code spans)
and footnote definitions are skipped (a title in quotation marks is not a claim).

Citations: pandoc's ``[@key]``, ``[see @key, pp. 3-5; @other]``, ``@key [p. 4]``
(textual), ``[-@key]``; footnotes ``[^1]`` whose definition holds a citation, a link or
free text; links ``[text](url-or-path)``, ``<url>``, bare URLs.

Linear in the draft, whatever it holds: no pattern may scan past the next place where
another attempt of the same pattern starts (an opening mark, a ``[``, a ``(``), so a line
of unclosed “ or ``[`` costs no more than a line of letters; marked-out stretches are
blanked in one pass, and a quotation's citation is found by bisection
(:mod:`._pairing`).
"""

from __future__ import annotations

import re

from ._draft import Doc, blank, clean, doc, split_lines, without
from ._model import Citation, Cite, DraftQuotation
from ._pages import page_range
from ._pairing import Found, Pairing

__all__ = ["markdown_quotations"]

_FENCE = re.compile(r"^\s*(```|~~~)")
_INLINE_CODE = re.compile(r"`[^`\n]*`")
# Each quoted part stops at the next opening mark of its kind: “a “b” c” gives “b”, and
# a line of unclosed marks is read in linear time (each attempt ends where the next begins).
_INLINE_QUOTE = re.compile(
    r"“([^“”\n]+(?:\n[^“”\n]+)*?)”|\"([^\"\n]+(?:\n[^\"\n]+)*?)\""
    r"|«\s?([^«»\n]+(?:\n[^«»\n]+)*?)\s?»|„([^„“”\n]+(?:\n[^„“”\n]+)*?)[“”]"
)
_LINK = re.compile(
    r"!?\[(?:[^\[\]]|\[[^\[\]]*\])*\]\((<[^<>\n]+>|[^()\s]+)(?:\s+\"[^\"]*\")?\)"
    r"|<(https?://[^<>\s]+)>|(?<![(<\w])(https?://[^\s)\]>\"]+)"
)
_FOOTNOTE_REF = re.compile(r"\[\^([^\[\]\s]+)\](?!:)")
_FOOTNOTE_DEF = re.compile(r"^\[\^([^\]\s]+)\]:[ \t]*(.*)$")
_BLOCKQUOTE = re.compile(r"^(\s{0,3}>\s?)(.*)$")
_KEY = r"(?:\{[^{}\n]+\}|[\w](?:[\w:.#$%&\-+?<>~/]*[\w])?)"
_BRACKETED = re.compile(r"\[([^\[\]]*?(?<![\w.@/])-?@" + _KEY + r"[^\[\]]*)\](?![(\[:])")
_IN_BRACKETS = re.compile(
    r"(?P<prefix>[^;@]*?)(?<![\w.@/])(?P<suppress>-?)@(?P<key>" + _KEY + r")(?P<rest>[^;]*)"
)
_TEXTUAL = re.compile(
    r"(?<![\w.@/\[-])@(?P<key>" + _KEY + r")(?:[ \t]*\[(?P<locator>[^\[\]@\n]*)\])?"
)
_PAGE_IN_TEXT = re.compile(r"\b(?:pp?\.|pages?)\s*[\dIVXLCDMivxlcdm][\w–-]*")


def _mask(lines: list[str]) -> list[str]:
    """The lines with code blanked out (same lengths, so columns stay right)."""
    out, fenced = [], False
    for line in lines:
        if _FENCE.match(line):
            fenced = not fenced
            out.append(" " * len(line))
        elif fenced:
            out.append(" " * len(line))
        else:
            out.append(_INLINE_CODE.sub(lambda m: " " * len(m.group()), line))
    return out


# --- the works a citation names ---------------------------------------------------------


def _key(raw: str) -> str:
    return raw[1:-1] if raw.startswith("{") else raw


def _located(locator: str, **work: str) -> Cite:
    """A cite of ``work`` with its locator and the pages it names."""
    return Cite(**work, locator=locator, pages=page_range(locator) if locator else None)


def _pandoc_cites(inner: str) -> tuple[Cite, ...]:
    cites = []
    for part in inner.split(";"):
        match = _IN_BRACKETS.search(part)
        if match is None:
            continue
        locator = match.group("rest").strip().lstrip(",").strip()
        cites.append(Cite(key=_key(match.group("key")), locator=locator, pages=page_range(locator)))
    return tuple(cites)


def _page_after(text: str, at: int) -> str:
    """The first page locator in ``text`` from ``at`` on (``""`` when none)."""
    after = _PAGE_IN_TEXT.search(text, at)
    return after.group().strip() if after else ""


def _link_target(match: re.Match[str]) -> str:
    """The link's URL or path (each of the pattern's alternatives has one group)."""
    return match.group(match.lastindex or 0).strip("<>")


def _definition_cites(text: str) -> tuple[Cite, ...]:
    """What a footnote's definition cites: its citations, else its link (with a page
    locator after it), else its text as a reference (with its last page locator)."""
    bracketed = [c for m in _BRACKETED.finditer(text) for c in _pandoc_cites(m.group(1))]
    if bracketed:
        return tuple(bracketed)
    textual = list(_TEXTUAL.finditer(text))
    if textual:
        return tuple(
            _located((m.group("locator") or "").strip() or _page_after(text, m.end()),
                     key=_key(m.group("key")))
            for m in textual
        )  # fmt: skip
    link = _LINK.search(text)
    if link is not None:
        return (_located(_page_after(text, link.end()), target=_link_target(link)),)
    pages = list(_PAGE_IN_TEXT.finditer(text))
    return (_located(pages[-1].group().strip() if pages else "", reference=text.strip()),)


# --- where the citations are ------------------------------------------------------------


def _footnote_definitions(lines: list[str]) -> tuple[dict[str, str], list[int]]:
    """Each footnote's definition (continuation lines joined), and the rows they take."""
    definitions: dict[str, str] = {}
    rows: list[int] = []
    i = 0
    while i < len(lines):
        match = _FOOTNOTE_DEF.match(lines[i])
        if match is None:
            i += 1
            continue
        body = [match.group(2)]
        rows.append(i)
        i += 1
        while i < len(lines) and lines[i].startswith(("    ", "\t")) and lines[i].strip():
            body.append(lines[i].strip())
            rows.append(i)
            i += 1
        definitions[match.group(1)] = " ".join(body)
    return definitions, rows


def _citation(doc: Doc, match: re.Match[str], kind: str, cites: tuple[Cite, ...],
              textual: bool = False) -> Found:  # fmt: skip
    start, end = match.span()
    line, column = doc.position(start)
    return start, end, Citation(match.group(), kind, cites, line, column, textual)


def _citations(doc: Doc) -> list[Found]:
    """Every citation in a Markdown draft as (start, end, citation), in order. Each kind
    is looked for where the earlier kinds are blanked out (a key in a link's text is not
    a citation of its own), and footnote definitions are no running text."""
    lines = doc.text.split("\n")
    definitions, rows = _footnote_definitions(lines)
    text = blank(doc.text, ((doc.line_starts[r], doc.line_starts[r] + len(lines[r])) for r in rows))
    found: list[Found] = []
    for match in _BRACKETED.finditer(text):
        cites = _pandoc_cites(match.group(1))
        if cites:
            found.append(_citation(doc, match, "pandoc", cites))
    masked = blank(text, ((s, e) for s, e, _ in found))
    targets: dict[str, tuple[Cite, ...]] = {}  # one cite per target, however often linked
    links = []
    for match in _LINK.finditer(masked):
        target = _link_target(match)
        if target not in targets:
            targets[target] = (Cite(target=target),)
        links.append(_citation(doc, match, "link", targets[target]))
    found += links
    masked = blank(masked, ((s, e) for s, e, _ in links))
    for match in _TEXTUAL.finditer(masked):
        locator = (match.group("locator") or "").strip()
        found.append(
            _citation(doc, match, "pandoc", (_located(locator, key=_key(match.group("key"))),),
                      textual=True)
        )  # fmt: skip
    notes: dict[str, tuple[Cite, ...]] = {}  # each definition read once, however often cited
    for match in _FOOTNOTE_REF.finditer(masked):
        name = match.group(1)
        if name in definitions:
            if name not in notes:
                notes[name] = _definition_cites(definitions[name])
            found.append(_citation(doc, match, "footnote", notes[name]))
    found.sort(key=lambda item: item[0])
    return found


# --- the quotations ---------------------------------------------------------------------


def _blockquote(path: str, doc: Doc, pairing: Pairing, p_start: int, p_end: int,
                quoted: list[re.Match[str]]) -> DraftQuotation | None:  # fmt: skip
    """The blockquote of the paragraph at ``[p_start, p_end)``, its citations and any
    line that is only a link left out of its words."""
    parts = []
    at = p_start
    for match in quoted:
        body_start = at + len(match.group(1))
        cited = pairing.inside(body_start, at + len(match.group()))
        body = without(match.group(2), body_start, cited)
        if body.strip() and not _LINK.fullmatch(body.strip()):
            parts.append(body.strip())
        at += len(match.group()) + 1
    content = clean(_FOOTNOTE_REF.sub("", " ".join(parts)))
    if not content:
        return None
    line, _ = doc.position(p_start)
    column = len(quoted[0].group(1)) + 1
    return DraftQuotation(
        path, content, line, column, "blockquote", pairing.for_block(p_start, p_end)
    )


def _inline(path: str, doc: Doc, pairing: Pairing, p_start: int, p_end: int,
            min_words: int) -> list[DraftQuotation]:  # fmt: skip
    """The inline quotations of the paragraph at ``[p_start, p_end)``."""
    found = []
    matches = list(_INLINE_QUOTE.finditer(doc.text, p_start, p_end))
    for index, match in enumerate(matches):
        inner = match.group(match.lastindex or 0)  # the one group of the mark that matched
        words = clean(_FOOTNOTE_REF.sub("", inner))
        if len(words.split()) < min_words:
            continue
        start, end = match.start(), match.end()
        following = matches[index + 1].start() if index + 1 < len(matches) else p_end
        line, column = doc.position(start + 1)
        citation = pairing.for_inline(start, end, following, (p_start, p_end))
        found.append(DraftQuotation(path, words, line, column, "inline", citation))
    return found


def markdown_quotations(path: str, source: str, min_words: int) -> list[DraftQuotation]:
    """Every quotation of the Markdown draft ``source``, in order, with its citation."""
    draft = doc(_mask(split_lines(source)))
    pairing = Pairing(draft, _citations(draft))
    found: list[DraftQuotation] = []
    for p_start, p_end in draft.paragraphs:
        block = draft.text[p_start:p_end]
        if _FOOTNOTE_DEF.match(block.split("\n", 1)[0]):
            continue
        quoted = [_BLOCKQUOTE.match(row) for row in block.split("\n")]
        if all(quoted):
            rows = [match for match in quoted if match is not None]
            quotation = _blockquote(path, draft, pairing, p_start, p_end, rows)
            found += [quotation] if quotation is not None else []
            continue
        found += _inline(path, draft, pairing, p_start, p_end, min_words)
    return found
