"""Quotations in a draft and the citations they carry (Markdown/pandoc and LaTeX).

A draft's claims of wording are its blockquotes (Markdown ``>`` lines; LaTeX ``quote``,
``quotation`` and ``displayquote`` environments) and its inline quotations in double
marks of at least ``min_words`` words (“…”, "…", «…», „…“; in LaTeX also ````…''`` and
``\\enquote{…}``). Code (fenced blocks, inline code spans, LaTeX comments and verbatim
environments) is skipped, and so are footnote definitions (a title in quotation marks is
not a claim).

Citations are found as written:

- pandoc: ``[@key]``, ``[@key, p. 12]``, ``[see @key, pp. 3-5; @other]``, ``@key [p. 4]``,
  ``@key`` (textual), ``[-@key]``;
- LaTeX: ``\\cite[p.~12]{key}``, ``\\parencite``, ``\\textcite``, ``\\autocite``,
  ``\\citep``/``\\citet``... with a pre- and postnote, several keys;
- footnotes: ``[^1]`` whose definition holds a citation, a link, or free text
  (``[^1]: Smith, Title, p. 12``: matched to the bibliography by title);
- links: ``[text](url-or-path)``, ``<url>``, bare URLs.

A quotation's citation is, within its paragraph: the first citation after it and before
the next quotation; else a citation just before it in the same sentence; else the nearest
textual citation before it (``@key [p. 4] says "…"``); else the first after it; else the
nearest before it. A blockquote's is the
citation inside it, else one on the first line after it, else the last one of the
paragraph before it when that paragraph ends in a colon. Lines and columns are one-based,
columns in code points, lines split at ``\\n`` only (as editors and ``grep -n`` count).
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field

from pylatexenc.latex2text import LatexNodes2Text

__all__ = ["Citation", "Cite", "DraftQuotation", "find_quotations", "page_range"]


@dataclass(frozen=True, slots=True)
class Cite:
    """One work a citation names: a citation ``key``, a link ``target`` (URL or path, as
    written) or a footnote's free-text ``reference``; ``locator`` as written (``p. 12``)
    and ``pages`` the first and last page it names (``None`` when it names no page)."""

    key: str | None = None
    target: str | None = None
    reference: str | None = None
    locator: str = ""
    pages: tuple[str, str] | None = None

    def describe(self) -> str:
        """The cite for a person: ``@key, p. 12``, the link, or the reference text."""
        if self.key is not None:
            return f"@{self.key}" + (f", {self.locator}" if self.locator else "")
        if self.target is not None:
            return self.target
        return self.reference or ""


@dataclass(frozen=True, slots=True)
class Citation:
    """A citation as written in the draft: ``text`` (``[@smith2020, p. 12]``), ``kind``
    (``pandoc``, ``latex``, ``footnote``, ``link``), the works it names, where it is, and
    whether it is textual (``@key says``, ``\\textcite``)."""

    text: str
    kind: str
    cites: tuple[Cite, ...]
    line: int
    column: int
    textual: bool = False


@dataclass(frozen=True, slots=True)
class DraftQuotation:
    """A quotation in a draft: its words (markup removed), where they start (the first
    character after the opening mark), how it is set (``blockquote`` or ``inline``) and
    its citation (``None`` when it cites nothing)."""

    path: str
    text: str
    line: int
    column: int
    kind: str
    citation: Citation | None = field(default=None)


# --- pages ------------------------------------------------------------------------------

_PAGE_WORD = re.compile(r"^(?:pp?|pages?|pgs?|S)\.?(?:\s+|(?=[\dIVXLCDMivxlcdm]))")
_DASH = re.compile(r"\s*(?:--|[–—‒])\s*")
_ROMAN = re.compile(r"^[ivxlcdm]+$", re.IGNORECASE)
_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}


def page_range(locator: str) -> tuple[str, str] | None:
    """The first and last page a locator names, or ``None`` for another kind of locator.

    >>> page_range("p. 12"), page_range("pp. 3-5"), page_range("p.~xii"), page_range("12")
    (('12', '12'), ('3', '5'), ('xii', 'xii'), ('12', '12'))
    >>> page_range("pp. 3–5, emphasis added"), page_range("p. A-3"), page_range("chap. 2")
    (('3', '5'), ('A-3', 'A-3'), None)
    """
    text = locator.replace("~", " ").replace("\\,", " ").strip()
    word = _PAGE_WORD.match(text)
    if word is not None:
        text = text[word.end() :]
    elif not text[:1].isdigit():
        return None
    text = re.split(r"[,;()\s]", _DASH.sub("–", text), maxsplit=1)[0].rstrip(".")
    if not text:
        return None
    if "–" in text:
        first, _, last = text.partition("–")
    elif text.count("-") == 1 and _same_kind(*text.split("-")):
        first, last = text.split("-")
    else:
        first = last = text
    first, last = _bare(first), _bare(last)
    if not first or not last:
        return None
    if last.isdigit() and first.isdigit() and len(last) < len(first):  # "123-5" is 123-125
        last = first[: len(first) - len(last)] + last
    return first, last


def _bare(label: str) -> str:
    """A page label without a trailing ``f``/``ff`` or note number (``12n3``)."""
    match = re.fullmatch(r"(\d+)(?:ff?|n\d*)", label)
    return match.group(1) if match else label


def _same_kind(a: str, b: str) -> bool:
    return (a.isdigit() and b.isdigit()) or bool(_ROMAN.match(a) and _ROMAN.match(b))


def _roman(label: str) -> int | None:
    if not _ROMAN.match(label):
        return None
    total = 0
    values = [_ROMAN_VALUES[c] for c in label.lower()]
    for i, value in enumerate(values):
        total += -value if i + 1 < len(values) and values[i + 1] > value else value
    return total


def label_in_range(label: str, pages: tuple[str, str]) -> bool:
    """True when the page ``label`` lies in ``pages`` (numbers and roman numerals by
    value, other labels by name).

    >>> label_in_range("4", ("3", "5")), label_in_range("iv", ("iii", "v"))
    (True, True)
    >>> label_in_range("6", ("3", "5")), label_in_range("A-3", ("A-3", "A-3"))
    (False, True)
    """
    first, last = pages
    if label.casefold() in (first.casefold(), last.casefold()):
        return True
    if label.isdigit() and first.isdigit() and last.isdigit():
        return int(first) <= int(label) <= int(last)
    value, low, high = _roman(label), _roman(first), _roman(last)
    if value is not None and low is not None and high is not None:
        return low <= value <= high
    return False


# --- scanning ---------------------------------------------------------------------------

_FENCE = re.compile(r"^\s*(```|~~~)")
_INLINE_CODE = re.compile(r"`[^`\n]*`")
_INLINE_QUOTE = re.compile(
    r"“([^“”\n]+(?:\n[^“”\n]+)*?)”|\"([^\"\n]+(?:\n[^\"\n]+)*?)\""
    r"|«\s?([^«»\n]+(?:\n[^«»\n]+)*?)\s?»|„([^„“”\n]+(?:\n[^„“”\n]+)*?)[“”]"
)
_TEX_QUOTE = re.compile(r"``([^`'\n]+(?:\n[^`'\n]+)*?)''|“([^“”\n]+(?:\n[^“”\n]+)*?)”")
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
_LATEX_CITE = re.compile(
    r"\\(?P<command>[A-Za-z]*cite[a-z]*)\*?\s*(?:\[(?P<first>[^\]]*)\])?\s*"
    r"(?:\[(?P<second>[^\]]*)\])?\s*\{(?P<keys>[^{}]*)\}"
)
_TEXTUAL_LATEX = frozenset({"textcite", "Textcite", "citet", "Citet", "citeauthor"})
_TEX_COMMENT = re.compile(r"(?<!\\)%.*$")
_TEX_ENV = re.compile(
    r"\\begin\{(quote|quotation|displayquote)\}(?:\[[^\]]*\])?|\\end\{(quote|quotation|displayquote)\}"
)
_TEX_VERBATIM = re.compile(r"\\begin\{(verbatim|lstlisting|minted|comment)\}.*?\\end\{\1\}", re.S)
_PAGE_IN_TEXT = re.compile(r"\b(?:pp?\.|pages?)\s*[\dIVXLCDMivxlcdm][\w–-]*")
_SENTENCE_END = re.compile(r"[.!?][\s\"”»']")
_EMPHASIS = re.compile(r"(\*{1,3}|_{1,2})(?=\S)(.+?)(?<=\S)\1")


def _split_lines(text: str) -> list[str]:
    lines = text.split("\n")
    return [line[:-1] if line.endswith("\r") else line for line in lines]


@dataclass
class _Doc:
    """The draft as one string (lines joined by ``\\n``) with code blanked out, and where
    each line and paragraph starts."""

    text: str
    line_starts: list[int]
    paragraphs: list[tuple[int, int]]  # [start, end) offsets of each non-blank run

    def position(self, offset: int) -> tuple[int, int]:
        row = bisect_right(self.line_starts, offset) - 1
        return row + 1, offset - self.line_starts[row] + 1

    def paragraph(self, offset: int) -> tuple[int, int]:
        index = bisect_right([p[0] for p in self.paragraphs], offset) - 1
        return self.paragraphs[max(index, 0)]


def _doc(lines: list[str]) -> _Doc:
    starts, at = [], 0
    for line in lines:
        starts.append(at)
        at += len(line) + 1
    text = "\n".join(lines)
    paragraphs: list[tuple[int, int]] = []
    begin: int | None = None
    for i, line in enumerate(lines):
        if line.strip() and begin is None:
            begin = starts[i]
        elif not line.strip() and begin is not None:
            paragraphs.append((begin, starts[i] - 1))
            begin = None
    if begin is not None:
        paragraphs.append((begin, len(text)))
    return _Doc(text, starts, paragraphs or [(0, len(text))])


def _blank(text: str, start: int, end: int) -> str:
    """``text`` with ``[start, end)`` replaced by spaces (line breaks kept)."""
    return text[:start] + re.sub(r"[^\n]", " ", text[start:end]) + text[end:]


def _mask_markdown(lines: list[str]) -> list[str]:
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


def _mask_latex(text: str) -> str:
    for match in list(_TEX_VERBATIM.finditer(text)):
        text = _blank(text, match.start(), match.end())
    lines = [_TEX_COMMENT.sub(lambda m: " " * len(m.group()), line) for line in text.split("\n")]
    return "\n".join(lines)


# --- citations --------------------------------------------------------------------------


def _key(raw: str) -> str:
    return raw[1:-1] if raw.startswith("{") else raw


def _pandoc_cites(inner: str) -> tuple[Cite, ...]:
    cites = []
    for part in inner.split(";"):
        match = _IN_BRACKETS.search(part)
        if match is None:
            continue
        locator = match.group("rest").strip().lstrip(",").strip()
        cites.append(Cite(key=_key(match.group("key")), locator=locator, pages=page_range(locator)))
    return tuple(cites)


def _latex_cites(match: re.Match[str]) -> tuple[Cite, ...]:
    first, second = match.group("first"), match.group("second")
    post = (second if second is not None else first) or ""
    post = post.replace("~", " ").replace("\\,", " ").strip()
    keys = [k.strip() for k in match.group("keys").split(",") if k.strip()]
    # A postnote belongs to the last key (biblatex gives one note to the whole list).
    return tuple(
        Cite(
            key=k,
            locator=post if i == len(keys) - 1 else "",
            pages=page_range(post) if post and i == len(keys) - 1 else None,
        )
        for i, k in enumerate(keys)
    )


def _reference_cite(text: str) -> Cite:
    """A footnote's free text: its last page locator, if any."""
    pages = list(_PAGE_IN_TEXT.finditer(text))
    locator = pages[-1].group().strip() if pages else ""
    return Cite(
        reference=text.strip(), locator=locator, pages=page_range(locator) if locator else None
    )


def _link_target(match: re.Match[str]) -> str:
    return next(g for g in match.groups() if g).strip("<>")


def _definition_cites(text: str) -> tuple[Cite, ...]:
    """What a footnote's definition cites: its citations, else its link (with a page
    locator after it), else its text as a reference."""
    bracketed = [c for m in _BRACKETED.finditer(text) for c in _pandoc_cites(m.group(1))]
    if bracketed:
        return tuple(bracketed)
    textual = list(_TEXTUAL.finditer(text))
    if textual:
        cites = []
        for m in textual:
            locator = (m.group("locator") or "").strip()
            if not locator:
                after = _PAGE_IN_TEXT.search(text, m.end())
                locator = after.group().strip() if after else ""
            cites.append(
                Cite(
                    key=_key(m.group("key")),
                    locator=locator,
                    pages=page_range(locator) if locator else None,
                )
            )
        return tuple(cites)
    link = _LINK.search(text)
    if link is not None:
        after = _PAGE_IN_TEXT.search(text, link.end())
        locator = after.group().strip() if after else ""
        return (
            Cite(
                target=_link_target(link),
                locator=locator,
                pages=page_range(locator) if locator else None,
            ),
        )
    return (_reference_cite(text),)


def _markdown_citations(doc: _Doc) -> list[tuple[int, int, Citation]]:
    """Every citation in a Markdown draft as (start, end, citation), in order."""
    text = doc.text
    lines = text.split("\n")
    definitions: dict[str, str] = {}
    definition_lines: set[int] = set()
    i = 0
    while i < len(lines):
        match = _FOOTNOTE_DEF.match(lines[i])
        if match is None:
            i += 1
            continue
        body = [match.group(2)]
        definition_lines.add(i)
        i += 1
        while i < len(lines) and lines[i].startswith(("    ", "\t")) and lines[i].strip():
            body.append(lines[i].strip())
            definition_lines.add(i)
            i += 1
        definitions[match.group(1)] = " ".join(body)
    # Definitions are not running text: blank them before looking for citations there.
    for row in definition_lines:
        start = doc.line_starts[row]
        text = _blank(text, start, start + len(lines[row]))
    found: list[tuple[int, int, Citation]] = []
    masked = text
    for match in _BRACKETED.finditer(text):
        cites = _pandoc_cites(match.group(1))
        if cites:
            line, column = doc.position(match.start())
            found.append(
                (match.start(), match.end(), Citation(match.group(), "pandoc", cites, line, column))
            )
            masked = _blank(masked, match.start(), match.end())
    for match in _LINK.finditer(masked):
        line, column = doc.position(match.start())
        cite = Cite(target=_link_target(match))
        found.append(
            (match.start(), match.end(), Citation(match.group(), "link", (cite,), line, column))
        )
        masked = _blank(masked, match.start(), match.end())
    for match in _TEXTUAL.finditer(masked):
        locator = (match.group("locator") or "").strip()
        cite = Cite(
            key=_key(match.group("key")),
            locator=locator,
            pages=page_range(locator) if locator else None,
        )
        line, column = doc.position(match.start())
        found.append(
            (
                match.start(),
                match.end(),
                Citation(match.group(), "pandoc", (cite,), line, column, textual=True),
            )
        )
    for match in _FOOTNOTE_REF.finditer(masked):
        definition = definitions.get(match.group(1))
        if definition is None:
            continue
        line, column = doc.position(match.start())
        found.append(
            (
                match.start(),
                match.end(),
                Citation(match.group(), "footnote", _definition_cites(definition), line, column),
            )
        )
    found.sort(key=lambda item: item[0])
    return found


def _latex_citations(doc: _Doc) -> list[tuple[int, int, Citation]]:
    found = []
    for match in _LATEX_CITE.finditer(doc.text):
        if match.group("command") in ("nocite",):
            continue
        cites = _latex_cites(match)
        if not cites:
            continue
        line, column = doc.position(match.start())
        textual = match.group("command") in _TEXTUAL_LATEX
        found.append(
            (
                match.start(),
                match.end(),
                Citation(match.group(), "latex", cites, line, column, textual=textual),
            )
        )
    return found


# --- pairing ----------------------------------------------------------------------------


class _Pairing:
    """Citations by position, and the rule that gives a quotation its citation."""

    def __init__(self, doc: _Doc, citations: list[tuple[int, int, Citation]]) -> None:
        self.doc = doc
        self.citations = citations
        self.starts = [start for start, _, _ in citations]

    def inside(self, start: int, end: int) -> list[tuple[int, int, Citation]]:
        lo, hi = bisect_left(self.starts, start), bisect_left(self.starts, end)
        return self.citations[lo:hi]

    def for_inline(self, start: int, end: int, next_quote: int) -> Citation | None:
        p_start, p_end = self.doc.paragraph(start)
        between = self.inside(end, min(next_quote, p_end))
        if between:
            return between[0][2]
        before = [(s, e, c) for s, e, c in self.inside(p_start, start) if e <= start]
        # A citation just before it in the same sentence ("Then \\cite{x} says ``...''").
        if before and not _SENTENCE_END.search(self.doc.text, before[-1][1], start):
            return before[-1][2]
        textual = [c for _, _, c in before if c.textual]
        if textual:
            return textual[-1]
        after = self.inside(end, p_end)
        if after:
            return after[0][2]
        return before[-1][2] if before else None

    def for_block(self, start: int, end: int) -> Citation | None:
        within = self.inside(start, end)
        if within:
            return within[-1][2]
        # On the first non-blank line after it (an attribution, a \cite after \end{quote}).
        starts, text = self.doc.line_starts, self.doc.text

        def line_end(row: int) -> int:
            return starts[row + 1] - 1 if row + 1 < len(starts) else len(text)

        row = bisect_right(starts, end) - 1
        limit = line_end(row)
        row += 1
        while row < len(starts) and not text[starts[row] : line_end(row)].strip():
            row += 1
        if row < len(starts):
            limit = line_end(row)
        after = self.inside(end, limit)
        if after:
            return after[0][2]
        previous = [p for p in self.doc.paragraphs if p[1] <= start]
        if previous and self.doc.text[previous[-1][0] : previous[-1][1]].rstrip().endswith(":"):
            before = self.inside(*previous[-1])
            if before:
                return before[-1][2]
        return None


def _without(text: str, start: int, spans: list[tuple[int, int, Citation]]) -> str:
    """``text`` (which starts at offset ``start``) with the citations in it removed."""
    for s, e, _ in reversed(spans):
        a, b = max(s - start, 0), max(e - start, 0)
        text = text[:a] + text[b:]
    return text


def _clean(text: str) -> str:
    text = _EMPHASIS.sub(lambda m: m.group(2), text)
    return " ".join(text.split())


def _markdown(path: str, source: str, min_words: int) -> list[DraftQuotation]:
    lines = _mask_markdown(_split_lines(source))
    doc = _doc(lines)
    citations = _markdown_citations(doc)
    pairing = _Pairing(doc, citations)
    found: list[DraftQuotation] = []
    for p_start, p_end in doc.paragraphs:
        block = doc.text[p_start:p_end]
        if _FOOTNOTE_DEF.match(block.split("\n", 1)[0]):
            continue
        rows = block.split("\n")
        quoted = [_BLOCKQUOTE.match(row) for row in rows]
        if all(quoted):
            parts = []
            at = p_start
            for match in quoted:
                assert match is not None
                body_start = at + len(match.group(1))
                body = _without(
                    match.group(2), body_start, pairing.inside(body_start, at + len(match.group()))
                )
                if body.strip() and not _LINK.fullmatch(body.strip()):
                    parts.append(body.strip())
                at += len(match.group()) + 1
            content = _clean(_FOOTNOTE_REF.sub("", " ".join(parts)))
            first = quoted[0]
            assert first is not None
            if content:
                column = len(first.group(1)) + 1
                line, _ = doc.position(p_start)
                found.append(
                    DraftQuotation(
                        path, content, line, column, "blockquote", pairing.for_block(p_start, p_end)
                    )
                )
            continue
        matches = list(_INLINE_QUOTE.finditer(block))
        for index, match in enumerate(matches):
            inner = next(g for g in match.groups() if g is not None)
            words = _clean(_FOOTNOTE_REF.sub("", inner))
            if len(words.split()) < min_words:
                continue
            start, end = p_start + match.start(), p_start + match.end()
            following = p_start + matches[index + 1].start() if index + 1 < len(matches) else p_end
            line, column = doc.position(start + 1)
            found.append(
                DraftQuotation(
                    path, words, line, column, "inline", pairing.for_inline(start, end, following)
                )
            )
    return found


_LATEX_TEXT = LatexNodes2Text(math_mode="verbatim", strict_latex_spaces=True)


def _latex_words(text: str) -> str:
    try:
        plain = _LATEX_TEXT.latex_to_text(text)
    except Exception:  # pylatexenc gives up on odd markup: the text as written then
        plain = text
    return _clean(plain.replace("\u00a0", " "))


def _enquotes(text: str) -> list[tuple[int, int, int]]:
    """``\\enquote{…}`` as (start, inner start, end), braces balanced."""
    out = []
    for match in re.finditer(r"\\enquote\*?\{", text):
        depth, i = 1, match.end()
        while i < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0) if text[i - 1] != "\\" else 0
            i += 1
        if depth == 0:
            out.append((match.start(), match.end(), i))
    return out


def _latex(path: str, source: str, min_words: int) -> list[DraftQuotation]:
    masked = _mask_latex("\n".join(_split_lines(source)))
    doc = _doc(masked.split("\n"))
    citations = _latex_citations(doc)
    pairing = _Pairing(doc, citations)
    text = doc.text
    found: list[DraftQuotation] = []
    blocks: list[tuple[int, int]] = []
    opened: tuple[int, int] | None = None
    for match in _TEX_ENV.finditer(text):
        if match.group(1) and opened is None:
            opened = (match.start(), match.end())
        elif match.group(2) and opened is not None:
            body_start, body_end = opened[1], match.start()
            cited = pairing.inside(body_start, body_end)
            words = _latex_words(_without(text[body_start:body_end], body_start, cited))
            blocks.append((opened[0], match.end()))
            if words:
                skip = len(text[body_start:body_end]) - len(text[body_start:body_end].lstrip())
                line, column = doc.position(body_start + skip)
                citation = cited[-1][2] if cited else pairing.for_block(opened[0], match.end())
                found.append(DraftQuotation(path, words, line, column, "blockquote", citation))
            opened = None
    inline: list[tuple[int, int, int, str]] = []
    for start, inner_start, end in _enquotes(text):
        inline.append((start, inner_start, end, text[inner_start : end - 1]))
    for match in _TEX_QUOTE.finditer(text):
        group = 1 if match.group(1) is not None else 2
        inline.append((match.start(), match.start(group), match.end(), match.group(group)))
    inline.sort()
    for index, (start, inner_start, end, inner) in enumerate(inline):
        if any(a <= start < b for a, b in blocks):
            continue
        words = _latex_words(inner)
        if len(words.split()) < min_words:
            continue
        p_end = doc.paragraph(start)[1]
        following = min(
            [inline[index + 1][0] if index + 1 < len(inline) else p_end]
            + [a for a, _ in blocks if a > start]
        )
        line, column = doc.position(inner_start)
        found.append(
            DraftQuotation(
                path, words, line, column, "inline", pairing.for_inline(start, end, following)
            )
        )
    found.sort(key=lambda q: (q.line, q.column))
    return found


def is_latex(path: str) -> bool:
    """True for a LaTeX draft (``.tex``, ``.ltx``, ``.latex``)."""
    return path.lower().endswith((".tex", ".ltx", ".latex"))


def find_quotations(path: str, text: str, *, min_words: int = 4) -> list[DraftQuotation]:
    """Every quotation in the draft ``text`` (named ``path``), in order, with its citation."""
    if is_latex(path):
        return _latex(path, text, min_words)
    return _markdown(path, text, min_words)
