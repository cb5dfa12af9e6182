"""Quotations and citations in a LaTeX draft.

Claims of wording: the ``quote``, ``quotation`` and ``displayquote`` environments, and
inline quotations of at least ``min_words`` words in ````…''``, “…” or ``\\enquote{…}``.
Comments and verbatim environments (``verbatim``, ``lstlisting``, ``minted``,
``comment``) are skipped. Citations: ``\\cite[p.~12]{key}``, ``\\parencite``,
``\\textcite``, ``\\autocite``, ``\\citep``/``\\citet``... with a pre- and postnote and
several keys (the postnote belongs to the last key, as biblatex gives it).
"""

from __future__ import annotations

import re
from bisect import bisect_right

from pylatexenc.latex2text import LatexNodes2Text

from ._draft import Doc, blank, clean, doc, split_lines, without
from ._model import Citation, Cite, DraftQuotation
from ._pages import page_range
from ._pairing import Found, Pairing

__all__ = ["latex_quotations"]

_TEX_QUOTE = re.compile(r"``([^`'\n]+(?:\n[^`'\n]+)*?)''|“([^“”\n]+(?:\n[^“”\n]+)*?)”")
_LATEX_CITE = re.compile(
    r"\\(?P<command>[A-Za-z]*cite[a-z]*)\*?\s*(?:\[(?P<first>[^\]]{0,256})\])?\s*"
    r"(?:\[(?P<second>[^\]]{0,256})\])?\s*\{(?P<keys>[^{}]{0,4096})\}"
)
_TEXTUAL_LATEX = frozenset({"textcite", "Textcite", "citet", "Citet", "citeauthor"})
_TEX_COMMENT = re.compile(r"(?<!\\)%.*$")
_TEX_ENV = re.compile(
    r"\\begin\{(quote|quotation|displayquote)\}(?:\[[^\]]*\])?|\\end\{(quote|quotation|displayquote)\}"
)
_TEX_VERBATIM = re.compile(r"\\begin\{(verbatim|lstlisting|minted|comment)\}.*?\\end\{\1\}", re.S)
_LATEX_TEXT = LatexNodes2Text(math_mode="verbatim", strict_latex_spaces=True)


def _mask(text: str) -> str:
    """``text`` with verbatim environments and comments blanked out."""
    text = blank(text, (m.span() for m in _TEX_VERBATIM.finditer(text)))
    lines = [_TEX_COMMENT.sub(lambda m: " " * len(m.group()), line) for line in text.split("\n")]
    return "\n".join(lines)


def _cites(match: re.Match[str]) -> tuple[Cite, ...]:
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


def _citations(doc: Doc) -> list[Found]:
    found = []
    for match in _LATEX_CITE.finditer(doc.text):
        if match.group("command") in ("nocite",):
            continue
        cites = _cites(match)
        if not cites:
            continue
        line, column = doc.position(match.start())
        textual = match.group("command") in _TEXTUAL_LATEX
        citation = Citation(match.group(), "latex", cites, line, column, textual=textual)
        found.append((match.start(), match.end(), citation))
    return found


def _words(text: str) -> str:
    try:
        plain = _LATEX_TEXT.latex_to_text(text)
    except Exception:  # pylatexenc gives up on odd markup: the text as written then
        plain = text
    return clean(plain.replace("\u00a0", " "))


def _enquotes(text: str) -> list[tuple[int, int, int]]:
    """``\\enquote{…}`` as (start, inner start, end), braces balanced: one pass over the
    text with a stack of open braces (linear, however many are left open)."""
    opening = {m.end(): m.start() for m in re.finditer(r"\\enquote\*?\{", text)}
    out = []
    stack: list[int] = []  # each open brace's inner start (-1: not an enquote's)
    for match in re.finditer(r"(?<!\\)[{}]", text):
        end = match.end()
        if match.group() == "{":
            stack.append(end if end in opening else -1)
        elif stack:
            inner = stack.pop()
            if inner >= 0:
                out.append((opening[inner], inner, end))
    return sorted(out)


def _blocks(
    path: str, doc: Doc, pairing: Pairing
) -> tuple[list[DraftQuotation], list[tuple[int, int]]]:
    """The quotation environments' quotations, and where each environment is."""
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
            words = _words(without(text[body_start:body_end], body_start, cited))
            blocks.append((opened[0], match.end()))
            if words:
                skip = len(text[body_start:body_end]) - len(text[body_start:body_end].lstrip())
                line, column = doc.position(body_start + skip)
                citation = cited[-1][2] if cited else pairing.for_block(opened[0], match.end())
                found.append(DraftQuotation(path, words, line, column, "blockquote", citation))
            opened = None
    return found, blocks


def _inline_marks(text: str) -> list[tuple[int, int, int, str]]:
    """Every inline quotation as (start, inner start, end, inner text), in order."""
    inline = [(start, inner, end, text[inner : end - 1]) for start, inner, end in _enquotes(text)]
    for match in _TEX_QUOTE.finditer(text):
        group = 1 if match.group(1) is not None else 2
        inline.append((match.start(), match.start(group), match.end(), match.group(group)))
    inline.sort()
    return inline


def _inline(path: str, doc: Doc, pairing: Pairing, blocks: list[tuple[int, int]],
            min_words: int) -> list[DraftQuotation]:  # fmt: skip
    """The inline quotations outside the quotation environments ``blocks``."""
    found = []
    block_starts = [a for a, _ in blocks]
    inline = _inline_marks(doc.text)
    for index, (start, inner_start, end, inner) in enumerate(inline):
        enclosing = bisect_right(block_starts, start) - 1
        if any(a <= start < b for a, b in blocks[max(enclosing, 0) : enclosing + 1]):
            continue
        words = _words(inner)
        if len(words.split()) < min_words:
            continue
        following = inline[index + 1][0] if index + 1 < len(inline) else doc.paragraph(start)[1]
        if enclosing + 1 < len(blocks):
            following = min(following, block_starts[enclosing + 1])
        line, column = doc.position(inner_start)
        citation = pairing.for_inline(start, end, following)
        found.append(DraftQuotation(path, words, line, column, "inline", citation))
    return found


def latex_quotations(path: str, source: str, min_words: int) -> list[DraftQuotation]:
    """Every quotation of the LaTeX draft ``source``, in order, with its citation."""
    draft = doc(_mask("\n".join(split_lines(source))).split("\n"))
    pairing = Pairing(draft, _citations(draft))
    found, blocks = _blocks(path, draft, pairing)
    found += _inline(path, draft, pairing, blocks, min_words)
    found.sort(key=lambda q: (q.line, q.column))
    return found
