"""Misquotes of long real documents (issue 21): sentences with one or two words altered.

Long documents from pinned Debian packages (fetched into the cache on first use, nothing
committed): gnuplot's 311-page PDF manual, and 10 MB of plain text (the reStructuredText
sources of Python 3.11's documentation, concatenated). Sentences are taken from the text
as citeproof reads it, whole words between spaces, occurring once; each is altered one way:

- ``swap``: one word replaced by another word of the document;
- ``drop``: one inner word left out; ``add``: one word of the document put in;
- ``number``: a number changed (``24`` for ``23``); ``two``: two words replaced.

An alteration that happens to be in the document is not a misquote and is skipped.
A finding *localises* a misquote when it is ``paraphrase`` and its nearest passage
overlaps the sentence altered (or is at least as close to the quote: the document says
the same thing twice).
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rapidfuzz.distance import LCSseq

from citeproof import PreparedSource
from citeproof.match import Finding, Verdict

from ._cache import Package, unpacked

__all__ = [
    "GNUPLOT",
    "KINDS",
    "LONG_PDFS",
    "PYTHON_DOCS",
    "Misquote",
    "alter",
    "gnuplot_manual",
    "localised",
    "long_pdf",
    "misquotes",
    "python_docs",
    "sentences",
]

GNUPLOT = Package(
    "debian", "gnuplot-doc", "5.4.4+dfsg1-2",
    "73fe1816a296594cf6a1d38528f8d740fd650f57a2cb62e029f7920fcd5b31f0",
)  # fmt: skip
PYTHON_DOCS = Package(
    "debian", "python3.11-doc", "3.11.2-6+deb12u9",
    "5b3594189d6ef9a6963ce0347fd307a1cc67620ad697e144db366070e2e146be",
)  # fmt: skip
#: Thirteen more long manuals (100–1,400 pages) of other packages and generators, in
#: English, French and German, held out from the tuning of the near miss (gnuplot and
#: Python's sources): (package, member) of the untuned-PDF packages.
LONG_PDFS = (
    ("R_DOC", "usr/share/R/doc/manual/R-exts.pdf"),
    ("R_DOC", "usr/share/R/doc/manual/R-intro.pdf"),
    ("PARI", "usr/share/pari/doc/users.pdf"),
    ("OCTAVE", "usr/share/doc/octave/octave.pdf"),
    ("ASYMPTOTE", "usr/share/doc/asymptote/asymptote.pdf"),
    ("TL_LATEX", "usr/share/doc/texlive-doc/latex/beamer/beameruserguide.pdf"),
    ("TL_LATEX", "usr/share/doc/texlive-doc/latex/memoir/memman.pdf"),
    ("TL_LATEX", "usr/share/doc/texlive-doc/latex/lwarp/lwarp.pdf"),
    ("TL_HUMANITIES", "usr/share/doc/texlive-doc/latex/eledmac/eledmac.pdf"),
    ("TL_HUMANITIES", "usr/share/doc/texlive-doc/latex/poemscol/poemscol.pdf"),
    ("TL_SCIENCE", "usr/share/doc/texlive-doc/latex/nicematrix/nicematrix.pdf"),
    ("TL_SCIENCE", "usr/share/doc/texlive-doc/latex/sesamanuel/sesamanuel.pdf"),
    ("TL_HUMANITIES", "usr/share/doc/texlive-doc/latex/juramisc/doc/jmgerdoc_scr.pdf"),
)
KINDS = ("swap", "drop", "add", "number", "two")
#: How much of Python's documentation sources make the long plain text.
PLAIN_CHARACTERS = 10_000_000

_SENTENCE = re.compile(r"[^.!?]+[.!?]")
_PLAIN_WORD = re.compile(r"[A-Za-z0-9(),;:'\-]+[.!?]?")
_LETTERS = re.compile(r"[A-Za-z]{3,}")
_NUMBER = re.compile(r"\d+")


@cache
def gnuplot_manual() -> PreparedSource:
    """gnuplot's manual (``gnuplot.pdf``, 311 pages) as citeproof reads it."""
    from citeproof.sources import extract

    path = unpacked(GNUPLOT) / "usr/share/doc/gnuplot/gnuplot.pdf"
    document = extract(path.read_bytes(), "application/pdf", path.name)
    return PreparedSource(document.text, document.page_starts, document.stepovers)


@cache
def python_docs() -> PreparedSource:
    """The first 10 MB of Python 3.11's documentation sources (``.rst.txt``), in order."""
    root = unpacked(PYTHON_DOCS) / "usr/share/doc/python3.11/html/_sources"
    parts: list[str] = []
    size = 0
    for path in sorted(Path(root).rglob("*.rst.txt")):
        parts.append(path.read_text("utf-8"))
        size += len(parts[-1])
        if size >= PLAIN_CHARACTERS:
            break
    return PreparedSource("\n\n".join(parts)[:PLAIN_CHARACTERS])


@cache
def long_pdf(package: str, member: str) -> PreparedSource:
    """One of :data:`LONG_PDFS` as citeproof reads it."""
    from citeproof.sources import extract

    from . import untuned_pdfs

    path = unpacked(getattr(untuned_pdfs, package)) / member
    document = extract(path.read_bytes(), "application/pdf", path.name)
    return PreparedSource(document.text, document.page_starts, document.stepovers)


def sentences(text: str, fewest: int = 8, most: int = 30) -> list[tuple[int, int, str]]:
    """Sentences of plain words (start, end, words joined by single spaces)."""
    out = []
    for m in _SENTENCE.finditer(text):
        words = m.group().split()
        if fewest <= len(words) <= most and all(_PLAIN_WORD.fullmatch(w) for w in words):
            start = m.start() + len(m.group()) - len(m.group().lstrip())
            out.append((start, m.end(), " ".join(words)))
    return out


@dataclass(frozen=True)
class Misquote:
    """A sentence of the document (``start``/``end``, ``sentence``) altered to ``quote``."""

    kind: str
    quote: str
    sentence: str
    start: int
    end: int


def alter(sentence: str, kind: str, pick: random.Random, vocabulary: list[str]) -> str | None:
    """``sentence`` altered the ``kind`` way, or None when it cannot be."""
    words = sentence.split()
    letters = [i for i, w in enumerate(words) if _LETTERS.fullmatch(w)]
    if kind == "number":
        numbers = [i for i, w in enumerate(words) if _NUMBER.fullmatch(w)]
        if not numbers:
            return None
        i = pick.choice(numbers)
        words[i] = str(int(words[i]) + pick.choice((1, 2, 10)))
    elif kind in ("swap", "two"):
        chosen = pick.sample(letters, 1 if kind == "swap" else 2) if len(letters) >= 2 else []
        if not chosen:
            return None
        for i in chosen:
            words[i] = pick.choice(vocabulary)
    elif kind == "drop":
        inner = [i for i in letters if 0 < i < len(words) - 1]
        if not inner:
            return None
        del words[pick.choice(inner)]
    else:
        words.insert(pick.randrange(1, len(words)), pick.choice(vocabulary))
    altered = " ".join(words)
    return altered if altered.casefold() != sentence.casefold() else None


def misquotes(source: PreparedSource, count: int, seed: int = 21) -> Iterator[Misquote]:
    """``count`` misquotes of ``source``, the kinds in turn (numbers from sentences with
    one), reproducible by ``seed``; fewer when the document runs out of sentences."""
    text = source.text
    flat = " ".join(text.split())
    found = sentences(text)
    pick = random.Random(seed)
    pick.shuffle(found)
    vocabulary = sorted(set(re.findall(r"\b[a-z]{4,}\b", text)))
    pools = {kind: iter(found) for kind in KINDS}
    live = list(KINDS)
    made = 0
    while made < count and live:
        kind = live[made % len(live)]
        chosen = next(pools[kind], None)
        if chosen is None:
            live.remove(kind)  # no sentence left for this kind: the others go on
            continue
        start, end, sentence = chosen
        if kind == "number" and not _NUMBER.search(sentence):
            continue
        if flat.count(sentence) != 1:
            continue
        quote = alter(sentence, kind, pick, vocabulary)
        if quote is None or quote in flat:
            continue
        made += 1
        yield Misquote(kind, quote, sentence, start, end)


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.casefold())


def localised(finding: Finding, misquote: Misquote) -> bool:
    """True when the finding is a paraphrase pointing at the sentence altered (or at a
    passage holding at least as many of the quote's words in order)."""
    nearest = finding.nearest
    if finding.verdict is not Verdict.PARAPHRASE or nearest is None:
        return False
    if nearest.start < misquote.end and nearest.end > misquote.start:
        return True
    quote = _words(misquote.quote)
    return LCSseq.similarity(quote, _words(nearest.text)) >= LCSseq.similarity(
        quote, _words(misquote.sentence)
    )
