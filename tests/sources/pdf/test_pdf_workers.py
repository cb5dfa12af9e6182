"""PDFs are read in worker processes: the caller's script is never run again, a dead
worker is replaced, and readings from many threads at once all come back whole."""

from __future__ import annotations

import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from citeproof.conformance._pdfwrite import build_pdf
from citeproof.sources import extract
from citeproof.sources.pdf._isolated import _POOL

FIXTURE = Path(__file__).parents[3] / "src/citeproof/conformance/fixtures/layout-v1.pdf"


def _pdf(words: str) -> bytes:
    return build_pdf([[(72.0, 700.0, 11.0, words)]])


def test_a_script_without_a_main_guard_reads_a_pdf_once(tmp_path: Path) -> None:
    script = tmp_path / "script.py"
    script.write_text(
        "from citeproof.sources import extract\n"
        f"data = open({str(FIXTURE)!r}, 'rb').read()\n"
        "print(extract(data, 'application/pdf', 'x').text.splitlines()[0])\n"
    )
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          timeout=60)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert done.stdout == "Source extraction field report\n"  # printed once, not per worker


def test_a_worker_that_dies_is_replaced() -> None:
    assert extract(_pdf("before the worker died"), "application/pdf", "a.pdf").text
    for worker in list(_POOL._idle):
        worker.process.kill()
        worker.process.wait()
    text = extract(_pdf("after the worker died"), "application/pdf", "b.pdf").text
    assert text == "after the worker died"


def test_many_threads_read_at_once_and_each_gets_its_own_document() -> None:
    texts = [f"document number {n} of the batch" for n in range(12)]
    with ThreadPoolExecutor(6) as pool:
        read = list(pool.map(lambda t: extract(_pdf(t), "application/pdf", "c.pdf").text, texts))
    assert read == texts
