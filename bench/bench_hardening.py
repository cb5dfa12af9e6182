"""Issue 14's hostile inputs against their sizes: time (and peak memory) should grow
linearly, and every one ends in bounded time.

- robots.txt: ``/*a*a…*a*b`` (16 wildcards) against paths of ``a`` s, and a pattern of
  2,000 wildcards, by path length (the matcher is greedy, segment by segment);
- HTML: each family (stray end tags, end tags in comments, formatting with stray end
  tags, attributes on one element, formatting elements reopened in every paragraph, an
  ordinary page) by page size; each measured in a fresh process for its peak memory
  (RSS above the interpreter's, which a refusal keeps flat);
- near misses: a quote of common words (no passage stands out) by quote length, against
  280 KB and 1.1 MB of source, after the source is prepared; the baseline in the same run
  is one ``str.find`` of the quote (a verbatim lookup), so the ratio shows what the bounded
  near-miss search costs beyond it.

    .venv/bin/python bench/run.py hardening
"""

from __future__ import annotations

import json
import subprocess
import sys
import time

from _timing import best

from citeproof.sources.net._robots import _matches

_HTML_CASE = r"""
import json, resource, sys, time
from citeproof.errors import SourceError
from citeproof.sources import extract
family, size = sys.argv[1], int(sys.argv[2])
units = {
    "stray end tags": "<div></x>", "end tags in comments": "<div><!--</div>-->",
    "formatting, stray ends": "<b></x><i></x>",
    "ordinary paragraphs": "<p>Some text, <b>bold</b>.</p>\n",
}
if family == "attributes on one tag":
    count = size // 8
    page = "<div " + " ".join(f"a{i:05d}=1" for i in range(count)) + ">x</div>"
elif family == "reopened formatting":
    page = "<div>" + "".join(f"<b a={i}>" for i in range(200)) + "</div>"
    page += "<p>x</p>" * ((size - len(page)) // 8)
else:
    unit = units[family]
    page = unit * (size // len(unit))
page = "<html><body>" + page
data = page.encode()
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
started = time.perf_counter()
try:
    extract(data, "text/html", "bench.html")
    outcome = "read"
except SourceError as error:
    outcome = error.code
seconds = time.perf_counter() - started
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
print(json.dumps({"seconds": seconds, "peak_kib": peak, "outcome": outcome, "bytes": len(data)}))
"""

HTML_FAMILIES = (
    "stray end tags",
    "end tags in comments",
    "formatting, stray ends",
    "attributes on one tag",
    "reopened formatting",
    "ordinary paragraphs",
)
HTML_SIZES = (250_000, 500_000, 1_000_000, 2_000_000)


def _html(family: str, size: int) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", _HTML_CASE, family, str(size)],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    result: dict[str, object] = json.loads(done.stdout)
    return result


def run() -> None:
    """Print time against size for each hostile family."""
    print("hardening: robots.txt wildcards (time by path length)")
    sixteen = "/" + "*a" * 16 + "*b"
    many = "/" + "*a" * 2000 + "*b"
    for length in (40, 400, 4_000, 40_000, 400_000):
        path = "/" + "a" * length
        small = best(lambda path=path: _matches(sixteen, path), repeat=3)
        large = best(lambda path=path: _matches(many, path), repeat=3)
        print(
            f"  path {length:>8,} chars   16 wildcards {small * 1e6:10.1f} us"
            f"   2,000 wildcards {large * 1e6:10.1f} us"
        )
    print("hardening: hostile HTML (time and peak memory by page size, fresh process each)")
    for family in HTML_FAMILIES:
        for size in HTML_SIZES:
            started = time.perf_counter()
            result = _html(family, size)
            print(
                f"  {family:<24} {int(result['bytes']):>10,} B"  # type: ignore[call-overload]
                f"  {float(result['seconds']) * 1000:9.1f} ms"  # type: ignore[arg-type]
                f"  peak +{int(result['peak_kib']) / 1024:7.1f} MiB"  # type: ignore[call-overload]
                f"  {result['outcome']}  ({time.perf_counter() - started:.1f} s with start-up)"
            )
    _near_misses()


def _near_misses() -> None:
    import random

    from citeproof import PreparedSource, locate

    words = "alpha beta gamma delta river stone market report council budget seven".split()
    pick = random.Random(7)
    base = " ".join(
        pick.choice(words) + ("." if pick.random() < 0.1 else "") for _ in range(45_000)
    )
    print("hardening: near misses of common words (time by quote length, source prepared)")
    for label, text in (("280 KB", base), ("1.1 MB", base * 4)):
        source = PreparedSource(text)
        locate(source, ["alpha beta gamma zzz"])  # folds and word counts built once
        for length in (250, 1_000, 4_000, 16_000):
            quote = " ".join(pick.choice(words) for _ in range(length // 5))[:length]
            near = best(lambda q=quote, s=source: locate(s, [q]), repeat=3)
            find = best(lambda q=quote, t=text: t.find(q), repeat=3)
            print(
                f"  {label} quote {length:>6,} chars  {near * 1000:8.1f} ms"
                f"   str.find {find * 1000:7.2f} ms   ratio {near / find:7.1f}x"
            )


if __name__ == "__main__":
    run()
