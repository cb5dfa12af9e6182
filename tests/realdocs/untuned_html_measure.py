"""Measure the untuned HTML pages (issue 20) against Chromium's rendering.

Labelled quotes come from the oracle (:mod:`._browser`), never from citeproof's reading:

- ``genuine``: sentences of the page's rendered text with its marked furniture hidden
  (``content``), a deterministic sample per page (:data:`PER_PAGE`), each within one
  rendered line or cell, of a reasonable length (:func:`genuine_sentences`);
- ``altered``: each genuine sentence altered one way by
  :func:`~tests.realdocs.alterations.alter` (kinds in turn), skipped when the alteration
  is itself on the page: it must never be confirmed;
- ``navigation``: the lines of the marked furniture's ``innerText`` that are not also in
  the content (a heading repeated in a table of contents is the page's text too): never
  confirmed as text (the ``furniture`` verdict is fine).

Each page is read by citeproof as ``citeproof check page.html`` would read it
(:func:`citeproof.sources.extract`, then :func:`tests.realdocs._run.findings`, the service's
check with its default policy).
"""

from __future__ import annotations

import hashlib
import random
import re
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from citeproof.errors import SourceError
from citeproof.match import Verdict
from citeproof.sources import SourceDocument, extract

from ._browser import Rendered, render
from ._run import findings
from .alterations import KINDS, alter
from .untuned_html import SITES, Site, half, pages

__all__ = [
    "HALF_TABLE",
    "PER_PAGE",
    "PageResult",
    "genuine_sentences",
    "labelled",
    "measure_pages",
    "navigation_lines",
    "summary_rows",
]

HALF_TABLE = "untuned HTML (issue 20): per generator and half, against Chromium's innerText"
#: Genuine sentences sampled from each page (fewer when the page has fewer).
PER_PAGE = 4
#: Navigation lines sampled from each page.
NAV_PER_PAGE = 6

_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uf900-\ufaff]")
_PIECE = re.compile(r"(?:[^.!?。！？]|[.!?](?!\s|$))*?(?:[.!?](?=\s|$)|[。！？])", re.S)
_LETTERS = re.compile(r"[^\W\d_]{2,}")


def _squeeze(text: str) -> str:
    return " ".join(text.split())


def _good(sentence: str) -> bool:
    """A sentence a person would quote: real words, not too short or long."""
    if _CJK.search(sentence):
        return 12 <= len(sentence) <= 150
    words = sentence.split()
    return 6 <= len(words) <= 40 and sum(bool(_LETTERS.search(w)) for w in words) >= 4


def genuine_sentences(rendered: Rendered) -> list[str]:
    """Every sentence of the page's content as rendered, each within one line or cell."""
    found: list[str] = []
    for line in re.split(r"[\n\t]", rendered.content):
        for m in _PIECE.finditer(line):
            sentence = _squeeze(m.group())
            if sentence and _good(sentence) and sentence not in found:
                found.append(sentence)
    return found


def navigation_lines(rendered: Rendered) -> list[str]:
    """The marked furniture's lines that are nowhere in the content (case folded)."""
    content = _squeeze(rendered.content).casefold()
    out: list[str] = []
    for block in rendered.furniture:
        for line in re.split(r"[\n\t]", block):
            line = _squeeze(line)
            if len(line) >= 8 and line.casefold() not in content and line not in out:
                out.append(line)
    return out


def _pick(page_key: str, what: str) -> random.Random:
    return random.Random(hashlib.sha256(f"{page_key}:{what}".encode()).digest())


def _alter_characters(sentence: str, pick: random.Random, text: str) -> str | None:
    """``sentence`` (without spaces between words) with one ideograph or kana dropped or
    replaced by another of the page's."""
    inner = [i for i, c in enumerate(sentence) if _CJK.match(c) and 0 < i < len(sentence) - 1]
    others = sorted(set(_CJK.findall(text)))
    if not inner or len(others) < 2:
        return None
    i = pick.choice(inner)
    if pick.random() < 0.5:
        return sentence[:i] + sentence[i + 1 :]
    other = pick.choice([c for c in others if c != sentence[i]])
    return sentence[:i] + other + sentence[i + 1 :]


@dataclass(frozen=True)
class Labelled:
    genuine: tuple[str, ...]
    altered: tuple[str, ...]
    navigation: tuple[str, ...]


def labelled(rendered: Rendered, page_key: str) -> Labelled:
    """The page's labelled quotes (see the module's docstring), reproducible by its key."""
    sentences = genuine_sentences(rendered)
    chosen = sorted(_pick(page_key, "genuine").sample(sentences, min(PER_PAGE, len(sentences))))
    content = _squeeze(rendered.content).casefold()
    vocabulary = sorted(set(re.findall(r"\b[a-z]{4,}\b", rendered.content)))
    pick = _pick(page_key, "altered")
    altered = []
    for n, sentence in enumerate(chosen):
        if len(sentence.split()) < 3:  # Chinese, Japanese: altered a character at a time
            quote = _alter_characters(sentence, pick, rendered.content)
            if quote is not None and quote.casefold() not in content:
                altered.append(quote)
            continue
        for k in range(len(KINDS)):
            quote = alter(sentence, KINDS[(n + k) % len(KINDS)], pick, vocabulary or ["word"])
            if quote is not None and _squeeze(quote).casefold() not in content:
                altered.append(quote)
                break
    lines = navigation_lines(rendered)
    navigation = sorted(_pick(page_key, "nav").sample(lines, min(NAV_PER_PAGE, len(lines))))
    return Labelled(tuple(chosen), tuple(altered), tuple(navigation))


@dataclass
class PageResult:
    """One page measured: the labelled quotes citeproof did and did not confirm."""

    site: Site
    path: Path
    error: str | None = None
    genuine: int = 0
    missed: list[str] = field(default_factory=list)
    #: Of ``missed``, those told ONLY IN THE FURNITURE (not confirmed, but not judged
    #: absent either: the verdict names the furniture that holds them).
    in_furniture: list[str] = field(default_factory=list)
    navigation: int = 0
    nav_confirmed: list[str] = field(default_factory=list)
    altered: int = 0
    altered_confirmed: list[str] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def name(self) -> str:
        return f"{self.site.package.name}:{self.path.name}"


#: How a page is read: citeproof's reader by default (``data``, file name).
Reader = Callable[[bytes, str], SourceDocument]


def _read(data: bytes, name: str) -> SourceDocument:
    return extract(data, "text/html", name)


def _measure(site: Site, path: Path, rendered: Rendered, read: Reader = _read) -> PageResult:
    row = PageResult(site, path)
    started = time.perf_counter()
    labels = labelled(rendered, hashlib.sha256(path.read_bytes()).hexdigest())
    row.genuine, row.navigation, row.altered = (
        len(labels.genuine), len(labels.navigation), len(labels.altered)
    )  # fmt: skip
    try:
        document = read(path.read_bytes(), path.name)
    except SourceError as error:
        row.error = str(error.code)
        row.missed = list(labels.genuine)
        return row
    quotes = [*labels.genuine, *labels.navigation, *labels.altered]
    found = findings(document, quotes)
    verdicts = [finding.confirmed for finding in found]
    g, n = len(labels.genuine), len(labels.navigation)
    row.missed = [q for q, ok in zip(labels.genuine, verdicts[:g], strict=True) if not ok]
    row.in_furniture = [
        q
        for q, f in zip(labels.genuine, found[:g], strict=True)
        if not f.confirmed and f.verdict is Verdict.FURNITURE
    ]
    row.nav_confirmed = [
        q for q, ok in zip(labels.navigation, verdicts[g : g + n], strict=True) if ok
    ]
    row.altered_confirmed = [
        q for q, ok in zip(labels.altered, verdicts[g + n :], strict=True) if ok
    ]
    row.seconds = time.perf_counter() - started
    return row


def selected(which: str | None = None) -> list[tuple[Site, Path]]:
    """Every page of the manifest (of one half when ``which`` names it)."""
    return [
        (site, path)
        for site in SITES
        if which is None or half(site.package.name) == which
        for path in pages(site)
    ]


def measure_pages(chosen: Sequence[tuple[Site, Path]], read: Reader = _read) -> list[PageResult]:
    """``chosen`` pages rendered (from the cache where it can) and measured, each read
    by ``read`` (citeproof's reader unless another decider is measured)."""
    rendered = render([path for _, path in chosen])
    return [_measure(site, path, r, read) for (site, path), r in zip(chosen, rendered, strict=True)]


def summary_rows(results: Sequence[PageResult]) -> list[dict[str, str]]:
    """One row per generator of each half, then one per half."""
    groups: dict[tuple[str, str], list[PageResult]] = {}
    for r in results:
        name = half(r.site.package.name)
        groups.setdefault((name, r.site.generator), []).append(r)
        groups.setdefault((name, "ALL"), []).append(r)
    out = []
    for (name, generator), members in sorted(
        groups.items(), key=lambda g: (g[0][0] != "tuning", g[0][1] == "ALL", g[0][1])
    ):
        genuine = sum(m.genuine for m in members)
        missed = sum(len(m.missed) for m in members)
        furniture = sum(len(m.in_furniture) for m in members)
        out.append({
            "key": f"{name} {generator}",
            "half": name,
            "generator": generator,
            "packages": str(len({m.site.package.name for m in members})),
            "pages": str(len(members)),
            "sentences confirmed": f"{genuine - missed}/{genuine}",
            "not confirmed": f"{missed / genuine:.1%}" if genuine else "-",
            "of which furniture verdict": str(furniture),
            "judged absent": f"{(missed - furniture) / genuine:.1%}" if genuine else "-",
            "nav lines confirmed": f"{sum(len(m.nav_confirmed) for m in members)}/"
            f"{sum(m.navigation for m in members)}",
            "altered confirmed": f"{sum(len(m.altered_confirmed) for m in members)}/"
            f"{sum(m.altered for m in members)}",
            "errors": str(sum(m.error is not None for m in members)),
        })  # fmt: skip
    return out
