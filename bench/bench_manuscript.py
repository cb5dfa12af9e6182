"""A manuscript checked against its bibliography: 200 quotations over 20 real PDFs (issue 15).

bench/run manuscript

A Markdown draft is generated from 20 real public PDFs of the regression set
(``tests/realdocs``: pinned by sha256, fetched into the cache on first use): ten quotations
from each, taken from citeproof's own reading of the file at known pages and cited the
pandoc way (``[@key, p. 12]``, ``[see @key, p. 12]``, ``@key [p. 12]``, a blockquote) with
the page's printed label where the PDF has labels. Seven of each ten are genuine, two have
one word changed (a near miss), one is cited to the neighbouring page (``wrong_page``).
The bibliography is a ``.bib`` whose ``file`` fields point at the PDFs.

Each run is a fresh process (its maximum resident set, the child processes PDFs are read
in included): the baseline reads the 20 sources alone (``SourceReader.read_file``, one
after another, as the run does); then ``citeproof manuscript --format json`` and
``citeproof batch DRAFT --bibliography refs.bib --report report.html``, each with the
share of its time spent reading sources (what the command reports on standard error).
The verdicts are printed against what was planted. Nothing is asserted.
"""

from __future__ import annotations

import json
import random
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: 20 real PDFs with a text layer (names in tests/realdocs/pdfs.py): TeX manuals and
#: papers, a tax booklet and forms, OCR layers, a UML model, a diagram; the last five are
#: one page long (the quotation that would be cited to the wrong page is genuine there).
NAMES = (
    "pypdf/geobase-uml", "pypdf/vicksburg-ocr", "pdfminer/naacl06-shinyama",
    "pdfminer/i1040nr", "pdfminer/f1040nr", "pdfminer/dmca", "pikepdf/form-dd0293",
    "pikepdf/form-210966", "amc/manual-en", "amc/sample-amc", "camlidl/manual",
    "why3/manual", "docbook-xsl/reference", "gri/manual", "pypdf/pdflatex-outline",
    "pypdf/crazyones", "pypdf/example", "pypdf/autocad-diagram", "pikepdf/sandwich",
    "pypdf/side-by-side-subfig",
)  # fmt: skip
PER_SOURCE = 10
WORDS = 10
#: Of each source's ten quotations (by position): one word changed, or the wrong page.
ALTERED = {3, 7}
WRONG_PAGE = {5}
# A word of a run: letters, digits, an apostrophe, brackets, a slash or an inner hyphen,
# never a hyphen at the end (a word broken at the line's end, which the reading joins);
# whole words only, between white space.
_TOKEN = r"(?<!\S)[A-Za-z0-9(](?:[A-Za-z0-9'()/-]*[A-Za-z0-9')])?[,.;:?!]?(?=\s|$)"
_RUN = re.compile(rf"{_TOKEN}(?:[ \n]+{_TOKEN}){{{WORDS - 1},}}")
_PLAIN = re.compile(r"[A-Za-z]{2,}[,.;:]?")


def _pdf_bytes(name: str) -> bytes:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tests.realdocs._run import load
    from tests.realdocs.pdfs import PDFS

    return load(next(p for p in PDFS if p.name == name))[0]


def _candidates(text: str, starts: tuple[int, ...]) -> dict[int, list[str]]:
    """By one-based page: runs of ten words, mostly plain words."""
    ends = (*starts[1:], len(text))
    found: dict[int, list[str]] = {}
    for page, (start, end) in enumerate(zip(starts, ends, strict=True), start=1):
        for run in _RUN.finditer(text, start, end):
            words = run.group().split()
            for at in range(0, len(words) - WORDS + 1, 2):
                window = words[at : at + WORDS]
                plain = sum(1 for w in window if _PLAIN.fullmatch(w))
                quote = " ".join(window).rstrip(",.;:")
                if _PLAIN.fullmatch(window[0]) and plain >= 7:
                    found.setdefault(page, []).append(quote)
    return found


def _pick(rng: random.Random, text: str, starts: tuple[int, ...]) -> list[tuple[int, str]]:
    """Ten quotations found once in the text, spread over the pages: a page at a time, in
    random order, round and round until ten are taken."""
    flat = " ".join(text.split())
    candidates = _candidates(text, starts)
    pages = sorted(candidates)
    rng.shuffle(pages)
    pools = {page: rng.sample(candidates[page], len(candidates[page])) for page in pages}
    picked: list[tuple[int, str]] = []
    while len(picked) < PER_SOURCE:
        before = len(picked)
        for page in pages:
            while pools[page] and len(picked) < PER_SOURCE:
                quote = pools[page].pop()
                if flat.count(quote) == 1:
                    picked.append((page, quote))
                    break
        if len(picked) == before:
            raise RuntimeError(f"only {len(picked)} quotations to take")
    return sorted(picked)


def _alter(quote: str) -> str:
    """One plain word after the fourth changed: a near miss."""
    words = quote.split(" ")
    at = next(i for i in range(4, len(words)) if re.fullmatch(r"[A-Za-z]{4,}[,.;:]?", words[i]))
    tail = words[at][len(words[at].rstrip(",.;:")) :]
    words[at] = ("harbour" if words[at].rstrip(",.;:") != "harbour" else "lantern") + tail
    return " ".join(words)


def build(folder: Path) -> list[str]:
    """The draft, the .bib and the PDFs in ``folder``; returns what each quotation is
    (``genuine``, ``altered``, ``wrong page``), in the draft's order."""
    from citeproof.sources import extract

    rng = random.Random(15)
    papers = folder / "papers"
    papers.mkdir()
    bib, paragraphs, kinds = [], [], []
    for number, name in enumerate(NAMES):
        key = re.sub(r"[^a-z0-9]", "", name.split("/")[1]) + str(number)
        data = _pdf_bytes(name)
        (papers / f"{key}.pdf").write_bytes(data)
        document = extract(data, "application/pdf", f"{key}.pdf")
        starts = document.page_starts or (0,)
        file = f"Full Text PDF:papers/{key}.pdf:application/pdf"
        bib.append(f"@manual{{{key},\n  title = {{{name}}},\n  file = {{{file}}},\n}}\n")
        for index, (page, quote) in enumerate(_pick(rng, document.text, starts)):
            kind = "genuine"
            if index in ALTERED:
                quote, kind = _alter(quote), "altered"
            elif index in WRONG_PAGE and len(starts) > 1:
                page, kind = (page + 1 if page < len(starts) else page - 1), "wrong page"
            kinds.append(kind)
            label = document.page_label(page)
            cite = (f"[@{key}, p. {label}]", f"[see @{key}, p. {label}]",
                    f"@{key} [p. {label}]")[index % 3]  # fmt: skip
            if index == 9:
                paragraphs.append(f"> {quote} [@{key}, p. {label}]")
            elif cite.startswith("@"):
                paragraphs.append(f"As {cite} puts it, “{quote}”.")
            else:
                paragraphs.append(f"The source says that “{quote}” {cite}.")
    draft = "# A generated manuscript\n\n" + "\n\n".join(paragraphs) + "\n"
    (folder / "draft.md").write_text(draft, "utf-8")
    (folder / "refs.bib").write_text("\n".join(bib), "utf-8")
    return kinds


# A small launcher measures a fresh process: its time, and the maximum resident set of
# itself and every process it waited for (PDFs are read in a child process).
_LAUNCHER = (
    "import resource, subprocess, sys, time\n"
    "t = time.perf_counter()\n"
    "done = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,"
    " text=True)\n"
    "print(time.perf_counter() - t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss,"
    " done.returncode)\n"
    "print(done.stderr)"
)
_READ_ALONE = (
    "import sys\n"
    "from citeproof.sources import SourceReader\n"
    "reader = SourceReader()\n"
    "for path in sys.argv[1:]:\n"
    "    reader.read_file(path)\n"
)


def measure(args: list[str], cwd: Path) -> tuple[float, float, str]:
    """Seconds, peak RSS (MB) and standard error of one fresh process (best time of 2)."""
    runs = []
    for _ in range(2):
        command = [sys.executable, "-c", _LAUNCHER, *args]
        out = subprocess.run(command, capture_output=True, text=True, check=True, cwd=cwd).stdout
        first, _, stderr = out.partition("\n")
        elapsed, peak_kb, code = first.split()
        if int(code) not in (0, 1):
            raise RuntimeError(f"{args} failed ({code}): {stderr}")
        runs.append((float(elapsed), int(peak_kb) / 1024, stderr))
    fastest = min(runs)
    return fastest[0], max(r[1] for r in runs), fastest[2]


def _share(stderr: str) -> tuple[float, float]:
    """(reading seconds, run seconds) from ``N sources read in X s of Y s``."""
    found = re.search(r"sources? read in ([\d.]+) s of ([\d.]+) s", stderr)
    if found is None:
        raise RuntimeError(f"no timing on standard error: {stderr}")
    return float(found.group(1)), float(found.group(2))


def run() -> None:
    """Print the manuscript figures."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        started = time.perf_counter()
        kinds = build(folder)
        planted = Counter(kinds)
        pdfs = sorted(str(p) for p in (folder / "papers").iterdir())
        pages = _pages(pdfs)
        megabytes = sum(Path(p).stat().st_size for p in pdfs) / 1e6
        print(f"manuscript — {len(kinds)} quotations ({planted['genuine']} genuine, "
              f"{planted['altered']} with a word changed, {planted['wrong page']} cited to "
              f"the wrong page) over {len(pdfs)} real PDFs ({pages} pages, {megabytes:.1f} MB); "
              f"built in {time.perf_counter() - started:.1f} s")  # fmt: skip
        python = sys.executable
        alone, alone_mb, _ = measure([python, "-c", _READ_ALONE, *pdfs], folder)
        print(f"  {f'reading the {len(pdfs)} sources alone':<42} {alone:6.2f} s   peak "
              f"{alone_mb:4.0f} MB   (baseline)")  # fmt: skip
        lint = [python, "-m", "citeproof", "manuscript", "draft.md", "-b", "refs.bib",
                "--no-store", "--format", "json"]  # fmt: skip
        batch = [python, "-m", "citeproof", "batch", "draft.md", "--bibliography", "refs.bib",
                 "--no-store", "--report", "report.html"]  # fmt: skip
        for label, args in (("citeproof manuscript --format json", lint),
                            ("citeproof batch ... --report report.html", batch)):  # fmt: skip
            seconds, peak, stderr = measure(args, folder)
            reading, whole = _share(stderr)
            print(f"  {label:<42} {seconds:6.2f} s   peak {peak:4.0f} MB   "
                  f"{seconds / alone:4.2f}x baseline; reading sources {reading:.2f} s, "
                  f"{reading / seconds:.0%} of the run ({reading / whole:.0%} of the "
                  f"{whole:.2f} s check)")  # fmt: skip
        report = (folder / "report.html").stat().st_size / 1e6
        print(f"  report.html: {report:.1f} MB, one self-contained file")
        verdicts(folder, lint, kinds)


def _pages(pdfs: list[str]) -> int:
    import pypdfium2 as pdfium

    count = 0
    for path in pdfs:
        document = pdfium.PdfDocument(path)
        count += len(document)
        document.close()
    return count


def verdicts(folder: Path, lint: list[str], kinds: list[str]) -> None:
    """The statuses found, by what was planted (from the JSON of one more run)."""
    out = subprocess.run(lint, capture_output=True, text=True, cwd=folder).stdout
    quotations = json.loads(out)["quotations"]
    table: Counter[tuple[str, str]] = Counter()
    for kind, quotation in zip(kinds, quotations, strict=True):
        table[(kind, quotation["status"])] += 1
    print("  verdicts by what was planted:")
    for kind in ("genuine", "altered", "wrong page"):
        found = ", ".join(f"{status} {n}" for (k, status), n in sorted(table.items()) if k == kind)
        print(f"    {kind:<11} {found}")


if __name__ == "__main__":
    run()
