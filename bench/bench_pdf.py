"""PDF reading against PDFium's own raw text, side by side, on real 100+-page PDFs (issues 10, 23).

bench/run pdf

The criterion (issue 23): citeproof's reading at most 4x PDFium's raw text extraction (the
floor: ``pypdfium2`` open, then ``get_textpage().get_text_range()`` on every page, drawing
order, no layout) in CPU time, on real PDFs of 100+ pages: the reading itself
(``_extract_here``, in this process) and the floor measured in the same run, interleaved,
best of 5 (``_timing.best_cpu``); ``extract()`` as an application calls it (through the
capped worker process, so wall time: its CPU is the worker's) and pdfminer.six
``extract_text`` beside them. And memory bounded on 2,000 pages. The PDFs are real public
manuals from pinned Debian packages (``tests/realdocs``: fetched into the cache on first
use, sha256-checked): gnuplot's 311-page manual, why3's and gri's.

Pages (issue 23: ``extract --pages 21-22`` read all 311 pages): gnuplot's pages 21-22
read alone against the whole reading, both in this process, CPU, interleaved; and the
same pages cut out of the whole document held in the document cache.

Memory: a 2,000-page PDF (citeproof's ``max_pages``) is built here from a real manual's
pages repeated (PDFium ``import_pages``), and each reader runs on it in a fresh process:
its maximum resident set (everything, PDFium's C heap included, and the child process
citeproof reads a PDF in: the launcher's ``RUSAGE_CHILDREN`` covers all descendants) and,
in another process, the tracemalloc peak (Python allocations only, so citeproof reads
in-process there; tracemalloc slows the run, so that run is not timed). An interpreter
that only imports both readers is measured too, and the per-page figures are over what it
already holds. Nothing is asserted: figures are printed. The suite takes about five
minutes, most of it citeproof's traced 2,000-page reading.
"""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from _timing import best, best_cpu, goal_row, row

ROOT = Path(__file__).resolve().parent.parent
#: Real PDFs of 100+ pages from the regression set (names in tests/realdocs/pdfs.py).
REAL = ("gnuplot/gnuplot", "why3/manual", "gri/manual")
#: The 2,000-page document is built from this one's pages.
MEMORY_SOURCE = "gri/manual"
MEMORY_PAGES = 2000
#: The issue's bound: citeproof's reading at most this many times PDFium's raw text.
TARGET_RATIO = 4.0
#: ``extract --pages 21-22`` of this one (issue 23: it read all 311 pages, 17 s).
PAGES_SOURCE = "gnuplot/gnuplot"
PAGES = (21, 22)


def real_pdf(name: str) -> bytes:
    """A pinned real PDF's bytes (downloaded into the realdocs cache on first use)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tests.realdocs._run import load
    from tests.realdocs.pdfs import PDFS
    from tests.realdocs.untuned_pdfs import PDFS as UNTUNED

    pdf = next(p for p in PDFS + UNTUNED if p.name == name)
    data, _ = load(pdf)
    return data


def pdfium_raw(data: bytes) -> int:
    """The floor: PDFium opens the file and gives each page's text in drawing order."""
    import pypdfium2 as pdfium

    document = pdfium.PdfDocument(data)
    characters = 0
    try:
        for page in document:
            textpage = page.get_textpage()
            characters += len(textpage.get_text_range())
            textpage.close()
            page.close()
    finally:
        document.close()
    return characters


def citeproof_read(data: bytes, name: str = "bench.pdf") -> int:
    from citeproof.sources import extract

    return len(extract(data, "application/pdf", name).text)


def repeat_pages(data: bytes, pages: int) -> bytes:
    """A ``pages``-page PDF made of ``data``'s pages over and over (PDFium import_pages)."""
    import pypdfium2 as pdfium

    source = pdfium.PdfDocument(data)
    out = pdfium.PdfDocument.new()
    count = len(source)
    while len(out) < pages:
        take = min(count, pages - len(out))
        out.import_pages(source, list(range(take)), len(out))
    buffer = io.BytesIO()
    out.save(buffer)
    out.close()
    source.close()
    return buffer.getvalue()


def speed(name: str, data: bytes) -> None:
    import pypdfium2 as pdfium

    from citeproof.sources.pdf._extract import _extract_here

    document = pdfium.PdfDocument(data)
    pages = len(document)
    document.close()
    print(f"PDF reading — {name} ({pages} pages, {len(data) / 1e6:.1f} MB), side by side, "
          "CPU time, best of 5 interleaved")  # fmt: skip
    _extract_here(data, name, 2000)  # numpy and the reader imported before timing
    cpu = best_cpu({"floor": lambda: pdfium_raw(data),
                    "ours": lambda: _extract_here(data, name, 2000)})  # fmt: skip
    floor, ours = cpu["floor"], cpu["ours"]
    row("PDFium raw text: get_text_range on every page (the floor)", floor, None,
        f"{floor / pages * 1000:.2f} ms a page")  # fmt: skip
    goal_row("citeproof reading: order, furniture, footnotes, boxes", ours, floor,
             TARGET_RATIO, f"{ours / pages * 1000:.2f} ms a page")  # fmt: skip
    wall = best(lambda: citeproof_read(data, name), repeat=2)
    row("citeproof extract() through its worker (wall time)", wall, None,
        "the reading above, the pipe both ways and unpickling")  # fmt: skip
    try:
        from pdfminer.high_level import extract_text
    except ImportError:
        print("  (pdfminer.six not installed: pip install '.[bench]')")
        return
    peer = best_cpu({"peer": lambda: extract_text(io.BytesIO(data))}, repeat=1)["peer"]
    row("pdfminer.six extract_text (alternative), CPU", peer, floor,
        f"citeproof is {peer / ours:.1f}x faster")  # fmt: skip


def pages(name: str, data: bytes) -> None:
    """``check``/``extract --pages 21-22``: those pages read alone (and their furniture
    context) against the whole reading, CPU, in this process, best of 5 interleaved; and
    the pages cut out of the whole document when the document cache holds it."""
    from citeproof.sources import DocumentCache, PageRange, SourceReader
    from citeproof.sources.pdf import FURNITURE_CONTEXT
    from citeproof.sources.pdf._extract import _extract_here

    wanted = PageRange(*PAGES)
    print(f"PDF pages — {name}, --pages {wanted} ({FURNITURE_CONTEXT} pages of context on "
          "each side), CPU time, best of 5 interleaved")  # fmt: skip
    _extract_here(data, name, 2000, pages=wanted)
    cpu = best_cpu({"whole": lambda: _extract_here(data, name, 2000),
                    "pages": lambda: _extract_here(data, name, 2000, pages=wanted)})  # fmt: skip
    whole, some = cpu["whole"], cpu["pages"]
    row("the whole document read (the baseline)", whole, None)
    row(f"pages {wanted} read alone", some, None,
        f"{some / whole:.3f}x the whole reading ({whole / some:.1f}x faster)")  # fmt: skip
    with (
        tempfile.TemporaryDirectory() as folder,
        tempfile.NamedTemporaryFile(suffix=".pdf") as file,
    ):
        file.write(data)
        file.flush()
        SourceReader(cache=DocumentCache(Path(folder))).read_file(file.name)  # the whole
        cut = best_cpu({"cut": lambda: SourceReader(
            cache=DocumentCache(Path(folder), in_memory=0), pages=wanted
        ).read_file(file.name)})["cut"]  # fmt: skip
    row(f"pages {wanted} cut from the cached whole document", cut, None,
        f"{cut / whole:.3f}x the whole reading: the entry decoded from disk, then cut")  # fmt: skip


def run_pages() -> None:
    """Only the ``--pages`` figures (``python -c "import bench_pdf; bench_pdf.run_pages()"``)."""
    pages(PAGES_SOURCE, real_pdf(PAGES_SOURCE))


# The child: read the file one way and print what it measured. Run through a small
# launcher, so the resident set is that of a fresh interpreter (a child forked from this
# benchmark would start with this process's pages counted in its peak).
_LAUNCHER = (
    "import resource, subprocess, sys\n"
    "out = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
    "sys.stderr.write(out.stderr)\n"
    "print(out.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss, out.stdout)"
)


def child(mode: str, path: str, traced: bool) -> dict[str, float]:
    """In a fresh process: import both readers, read ``path`` with ``mode``, report."""
    import tracemalloc

    import pypdfium2  # noqa: F401  both readers imported in every mode, so they are equal

    import citeproof.sources  # noqa: F401

    data = Path(path).read_bytes()
    if traced:
        tracemalloc.start()
    start = time.perf_counter()
    characters = 0
    if mode == "pdfium":
        characters = pdfium_raw(data)
    elif mode == "citeproof" and traced:
        # tracemalloc sees this process only: read in it (extract() reads in a child).
        from citeproof.sources.pdf._extract import _extract_here

        characters = len(_extract_here(data, "bench.pdf", MEMORY_PAGES).text)
    elif mode == "citeproof":
        characters = citeproof_read(data)
    seconds = time.perf_counter() - start
    peak = tracemalloc.get_traced_memory()[1] if traced else 0
    return {"seconds": seconds, "characters": characters, "traced_peak": peak}


def measure(mode: str, path: Path, traced: bool) -> dict[str, float]:
    command = [sys.executable, __file__, "--child", mode, str(path)] + (["--traced"] * traced)
    done = subprocess.run([sys.executable, "-c", _LAUNCHER, *command],
                          capture_output=True, text=True, check=True)  # fmt: skip
    code, maxrss, out = done.stdout.split(" ", 2)
    if code != "0":
        raise RuntimeError(f"{mode} child failed ({code}): {done.stderr[-2000:]}")
    figures: dict[str, float] = json.loads(out)
    figures["maxrss"] = int(maxrss) * 1024  # kilobytes on Linux
    return figures


def memory(data: bytes) -> None:
    pdf = repeat_pages(data, MEMORY_PAGES)
    print(f"PDF memory — {MEMORY_PAGES:,} pages ({MEMORY_SOURCE} repeated, "
          f"{len(pdf) / 1e6:.1f} MB), each reader in a fresh process")  # fmt: skip
    mb = 1e6
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "pages-2000.pdf"
        path.write_bytes(pdf)
        idle = measure("none", path, traced=False)
        print(f"  {'interpreter with both readers imported, file read':<58} "
              f"{idle['maxrss'] / mb:10.1f} MB max resident")  # fmt: skip
        rows = {}
        for mode, label in (("pdfium", "PDFium raw text (the floor)"),
                            ("citeproof", "citeproof extract")):  # fmt: skip
            plain = measure(mode, path, traced=False)
            traced = measure(mode, path, traced=True)
            rows[mode] = (plain, traced)
            over = plain["maxrss"] - idle["maxrss"]
            print(f"  {label:<58} {plain['maxrss'] / mb:10.1f} MB max resident "
                  f"(+{over / mb:.1f} MB, {over / MEMORY_PAGES / 1e3:.1f} kB a page); "
                  f"tracemalloc peak {traced['traced_peak'] / mb:.1f} MB "
                  f"({traced['traced_peak'] / MEMORY_PAGES / 1e3:.1f} kB a page); "
                  f"{plain['seconds']:.1f} s, {int(plain['characters']):,} characters")  # fmt: skip
        floor_over = max(rows["pdfium"][0]["maxrss"] - idle["maxrss"], 1)
        ours_over = rows["citeproof"][0]["maxrss"] - idle["maxrss"]
        characters = max(rows["citeproof"][0]["characters"], 1)
        print(f"  citeproof holds {ours_over / floor_over:.1f}x PDFium's extra resident memory, "
              f"{ours_over / characters:.0f} bytes a character of text read; "
              f"{rows['citeproof'][0]['seconds'] / rows['pdfium'][0]['seconds']:.1f}x "
              "PDFium's time")  # fmt: skip


def run() -> None:
    """Print the PDF figures: speed on real manuals, then memory on 2,000 pages."""
    loaded: dict[str, bytes] = {}
    for name in REAL:
        try:
            loaded[name] = real_pdf(name)
        except Exception as error:  # offline, or apt sources missing: say so, go on
            print(f"PDF reading — {name}: could not be fetched ({error}); skipped")
            continue
        speed(name, loaded[name])
        print()
        if name == PAGES_SOURCE:
            pages(name, loaded[name])
            print()
    if MEMORY_SOURCE in loaded:
        memory(loaded[MEMORY_SOURCE])


if __name__ == "__main__":
    if sys.argv[1:2] == ["--child"]:
        mode, path = sys.argv[2], sys.argv[3]
        print(json.dumps(child(mode, path, traced="--traced" in sys.argv)))
    else:
        run()
