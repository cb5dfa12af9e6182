"""``citeproof.verify_response`` on 1,000 citations over 20 documents: time per citation.

The documents are 20 of git's manual pages (Debian's ``git-doc``, from the test cache);
each citation cites a real passage of its document (four in five at the right character
range, one in five shifted: ``moved``). The baseline, measured in the same run, is the
engine alone: :func:`citeproof.check` of the same 1,000 passages in their documents, each
document read once. The ratio is what reading the response and deciding each citation
costs on top of locating its passage.

    bench/run llm
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

for _path in (str(Path(__file__).parents[1]), str(Path(__file__).parent)):
    if _path not in sys.path:
        sys.path.insert(0, _path)

from _timing import best, row  # noqa: E402
from tests.llm._fixtures import GIT_DOC  # noqa: E402
from tests.realdocs._cache import unpacked  # noqa: E402

from citeproof import SourceReader, SourceSpec, check, read, verify_response  # noqa: E402

CITATIONS, DOCUMENTS = 1000, 20


def run() -> None:
    """Print the time per citation against the engine alone."""
    folder = unpacked(GIT_DOC) / "usr/share/doc/git-doc"
    paths = sorted(p for p in folder.glob("git-*.txt") if p.stat().st_size > 8000)[:DOCUMENTS]
    texts = [p.read_text("utf-8") for p in paths]
    rng = random.Random(24)
    citations, quotes = [], []
    for i in range(CITATIONS):
        d = i % len(texts)
        text = texts[d]
        start = rng.randrange(0, len(text) - 400)
        start = text.index(" ", start) + 1
        end = text.index(" ", start + 60)
        shift = 50 if i % 5 == 0 else 0
        location = {"start": start + shift, "end": end + shift}
        citations.append(
            {"quote": text[start:end], "source": {"document_index": d}, "location": location}
        )
        quotes.append((d, text[start:end]))
    response = {"answer": "An answer.", "citations": citations}
    documents = [{"path": str(p)} for p in paths]

    def engine() -> None:
        reader = SourceReader()
        reads = [read(SourceSpec.path(p), reader) for p in paths]
        for d, quote in quotes:
            check(reads[d], [quote])

    report = verify_response(response, documents)
    counts = report.counts()
    baseline = best(engine, repeat=3)
    seconds = best(lambda: verify_response(response, documents), repeat=3)
    print(f"{CITATIONS} citations over {len(paths)} documents: {counts}")
    row("engine alone (check each passage)", baseline)
    row("verify_response", seconds, baseline)
    print(
        f"  per citation: {seconds / CITATIONS * 1e3:.3f} ms "
        f"(engine alone {baseline / CITATIONS * 1e3:.3f} ms)"
    )


if __name__ == "__main__":
    run()
