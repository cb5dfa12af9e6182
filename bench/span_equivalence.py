"""Dump ``citation_span`` responses for the seed-003 bench corpora and more, one JSON a line.

Run it with the old code and the new (``PYTHONPATH=<other src>``) and compare the files:
a speed-up of the ladder must leave every response byte-identical.

    ../.venv/bin/python span_equivalence.py > new.jsonl
    PYTHONPATH=/tmp/span_base/src ../.venv/bin/python span_equivalence.py > old.jsonl
    cmp old.jsonl new.jsonl
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import bench_span

from citeproof.contracts import citation_span


def payloads() -> list[dict[str, object]]:
    """Both bench corpora with the bench's quotes and more, under several options."""
    out: list[dict[str, object]] = []
    example = Path(__file__).parents[1] / "tests/data/seed003_example_request.json"
    out.append(json.loads(example.read_text("utf-8")))
    for source in (bench_span.varied_corpus(), bench_span.corpus()):
        qs = bench_span.quotes(source)
        rng = random.Random(17)
        # More quotes: other windows, cased and elided differently.
        for _ in range(40):
            start = source.index(" ", rng.randrange(0, len(source) - 400)) + 1
            words = source[start : start + rng.randrange(40, 200)].split()[:-1]
            if len(words) < 8:
                continue
            text = " ".join(words)
            qs.extend([
                text.upper(), text.lower(), " ".join(words[:3]) + " ... " + " ".join(words[-3:]),
                " ".join(words[:4]) + " … " + " ".join(words[4:6]) + " … " + " ".join(words[-2:]),
                text.replace(" ", "  ", 2), " ".join(words[1:-1]) + " zzz",
            ])  # fmt: skip
        quotes = [{"id": f"q{i}", "text": q} for i, q in enumerate(qs)]
        for options in ({}, {"ignoreCase": True}, {"exactOnly": True}, {"tolerate": []}):
            for at in range(0, len(quotes), 50):  # the seed's limit per request
                out.append({"source": source, "quotes": quotes[at : at + 50], **options})
    return out


if __name__ == "__main__":
    for payload in payloads():
        response = citation_span(payload)
        sys.stdout.write(json.dumps(response, ensure_ascii=False, sort_keys=True) + "\n")
