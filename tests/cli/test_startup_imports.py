"""A command imports only what it uses: checking a text file loads no HTTP, PDF, archive,
markup, office, schema, picture or server machinery (issue 23: start in a blink)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

#: Libraries a check of a plain-text file must not import (each costs milliseconds to tens
#: of milliseconds at every start).
NOT_FOR_A_TEXT_FILE = {
    "anyio", "bibtexparser", "charset_normalizer", "dask", "docutils", "fastapi", "httpcore",
    "httpx", "importlib.metadata", "jinja2", "jsonschema", "lxml", "markdown_it", "mcp",
    "PIL", "protego", "pylatexenc", "pypdfium2", "rapidfuzz", "selectolax", "stopwordsiso",
    "warcio", "citeproof.contracts", "citeproof.pictures", "citeproof.http",
    "citeproof.mcp", "citeproof.web", "citeproof.batch", "citeproof.manuscript",
    # the readers of other formats (the registry names them, imported when read), the
    # browser's worker, and the other subcommands (each imports only what it uses)
    "citeproof.sources.pdf", "citeproof.sources.html", "citeproof.sources.formats.archives",
    "citeproof.sources.formats.markup", "citeproof.sources.formats.office",
    "citeproof.sources.formats.plain._csv", "citeproof.sources.formats.plain._subtitles", "csv",
    "citeproof.sources.store",  # with --no-store nothing is kept
    "citeproof.sources.render._isolated", "citeproof.sources._pipe", "zipfile", "sqlite3",
    "citeproof.cli.batch", "citeproof.cli.extract", "citeproof.cli.serve", "citeproof.cli.llm",
    "citeproof.cli.manuscript", "citeproof.cli.recheck", "citeproof.cli.reanchor",
    # what a URL needs (the address guard, robots.txt, the fetcher), and, for ASCII text
    # found verbatim, the Unicode-property patterns and the near miss's machinery
    "citeproof.sources.net._fetch", "citeproof.sources.net._guard", "concurrent.futures",
    "regex", "citeproof.match._near", "citeproof.match._candidates", "tempfile",
    # a quote found verbatim needs no editorial tier; a reader with no cache (--no-store)
    # no document cache; a whole document no page ranges; a file no fetched body
    "citeproof.match._editorial", "citeproof.sources.cache", "citeproof.sources._pages",
    "citeproof.sources.net._fetched",
    # a source that is not a URL fetches nothing: its fetch is never configured
    "citeproof.sources.net._config", "citeproof.sources.net._allow",
    # a report printed for a person carries no W3C selectors
    "citeproof.match._anchor", "citeproof.match._describe",
}  # fmt: skip

_SCRIPT = """
import contextlib, io, json, sys
from citeproof.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    status = main(sys.argv[1:])
print(json.dumps([status, sorted(sys.modules)]))
"""


def _modules(*argv: str) -> tuple[int, set[str]]:
    run = subprocess.run(
        [sys.executable, "-c", _SCRIPT, *argv], capture_output=True, text=True, check=True
    )
    status, modules = json.loads(run.stdout.splitlines()[-1])
    return status, set(modules)


def test_checking_a_text_file_imports_none_of_the_heavy_machinery(tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("The committee approved the budget on Tuesday.\n")
    status, modules = _modules("check", str(source), "approved the budget", "--no-store")
    assert status == 0
    assert modules & NOT_FOR_A_TEXT_FILE == set()


def test_a_text_file_checked_with_the_store_kept_configures_no_fetch(tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("The committee approved the budget on Tuesday.\n")
    kept = ("--store", str(tmp_path / "store.sqlite3"), "--cache", str(tmp_path / "cache"))
    status, modules = _modules("check", str(source), "approved the budget", *kept)
    assert status == 0
    assert "citeproof.sources.store" in modules
    assert modules & {"citeproof.sources.net._config", "citeproof.sources.net._allow"} == set()
    # a source read through the document cache, its quote found verbatim: the cache that
    # would keep its folds and word index loads no near-miss machinery for them
    assert modules & {"regex", "citeproof.match._near", "citeproof.match._candidates"} == set()
    # an option that shapes a fetch is still checked for a file (and then configured)
    status, modules = _modules(
        "check", str(source), "approved the budget", *kept, "--user-agent", "team-checker/1"
    )
    assert status == 0
    assert "citeproof.sources.net._config" in modules


def test_a_bad_network_option_is_an_error_for_a_file_too(tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("The committee approved the budget on Tuesday.\n")
    run = subprocess.run(
        [sys.executable, "-m", "citeproof", "check", str(source), "approved the budget",
         "--no-store", "--allow-network", "10.0.0.0/33"],
        capture_output=True, text=True,
    )  # fmt: skip
    assert run.returncode == 2
    assert "invalid_network" in run.stderr


def test_a_near_miss_imports_what_it_needs_and_no_more(tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("The committee approved the budget on Tuesday.\n")
    status, modules = _modules("check", str(source), "rejected the budget on Tuesday", "--no-store")
    assert status == 1
    assert "rapidfuzz" in modules  # the nearest passage is searched
    # the stopword lists are read from their data file: not the package, whose start
    # asks importlib.metadata (and with it zipfile, csv, tempfile) for its version
    # (the ladder tries the editorial tier first)
    needed = {"rapidfuzz", "regex", "citeproof.match._near", "citeproof.match._candidates",
              "citeproof.match._editorial"}  # fmt: skip
    assert "stopwordsiso" not in modules
    assert modules & (NOT_FOR_A_TEXT_FILE - needed) == set()


def test_each_library_comes_in_when_its_format_is_read(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    page.write_text("<html><body><p>The committee approved the budget.</p></body></html>")
    status, modules = _modules("check", str(page), "approved the budget", "--no-store", "--json")
    assert status == 0
    assert {"selectolax", "citeproof.contracts", "jsonschema"} <= modules
    assert modules & {"pypdfium2", "httpx", "docutils", "warcio", "PIL"} == set()
    assert "citeproof.sources.html" in modules
    assert "citeproof.sources.formats.office" not in modules


def test_a_document_from_the_cache_imports_no_reader(tmp_path: Path) -> None:
    """A second check of a PDF takes its document from the cache: neither the formats'
    registry (and its recognisers) nor the PDF reader is imported."""
    from citeproof.conformance._pdfwrite import build_pdf_streams

    source = tmp_path / "report.pdf"
    line = "BT /F1 10 Tf 72 700 Td (The committee approved the budget on Tuesday.) Tj ET\n"
    source.write_bytes(build_pdf_streams([line.encode()]))
    kept = ("--store", str(tmp_path / "store.sqlite3"), "--cache", str(tmp_path / "cache"))
    status, first = _modules("check", str(source), "approved the budget", *kept)
    assert status == 0
    assert {"citeproof.sources.formats", "citeproof.sources.pdf"} <= first
    status, second = _modules("check", str(source), "approved the budget", *kept)
    assert status == 0
    assert "citeproof.sources.cache" in second
    readers = {"citeproof.sources.formats", "citeproof.sources._extract", "citeproof.sources.pdf",
               "pypdfium2"}  # fmt: skip
    assert second & readers == set()
    assert second & {"regex", "citeproof.match._near", "citeproof.match._candidates"} == set()
