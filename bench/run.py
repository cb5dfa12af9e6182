"""Run every benchmark and print figures with ratios to baselines measured in the same run.

bench/run            # installs '.[bench]' into .venv, then runs this file
"""

from __future__ import annotations

import platform
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import bench_anchor
import bench_batch
import bench_extract
import bench_hardening
import bench_http
import bench_llm
import bench_manuscript
import bench_near
import bench_ocr
import bench_pdf
import bench_reanchor
import bench_recheck
import bench_scripts
import bench_span
import bench_startup
import bench_text

SUITES = {
    "text": bench_text.run,
    "anchor": bench_anchor.run,
    "span": bench_span.run,
    "scripts": bench_scripts.run,
    "extract": bench_extract.run,
    "pdf": bench_pdf.run,
    "http": bench_http.run,
    "batch": bench_batch.run,
    "hardening": bench_hardening.run,
    "manuscript": bench_manuscript.run,
    "near": bench_near.run,
    "startup": bench_startup.run,
    "reanchor": bench_reanchor.run,
    "recheck": bench_recheck.run,
    "llm": bench_llm.run,
    "ocr": bench_ocr.run,
}


def main(argv: list[str]) -> int:
    """Run the suites named in ``argv`` (all by default)."""
    chosen = argv or list(SUITES)
    print(f"citeproof benchmarks on {platform.machine()} {platform.python_version()}")
    for name in chosen:
        SUITES[name]()
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
