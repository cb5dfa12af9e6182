"""``citeproof check --pages A-B``: a verdict about those pages, said to be so."""

from __future__ import annotations

import json
from pathlib import Path

from citeproof.conformance._pdfwrite import build_pdf

from .test_extract_cli import _error_code, run


def _book(tmp_path: Path, pages: int = 6) -> Path:
    """A running head, three body lines unlike any other page's, the page number."""
    drawn = []
    for page in range(1, pages + 1):
        word = "".join(chr(ord("a") + int(d)) for d in str(page))
        runs = [(72.0, 760.0, 8.0, "Journal of Drawn Examples Volume 12")]
        runs += [(72.0, 700.0 - 14 * n, 10.0, f"page {page} line {n} of the body about {word}")
                 for n in range(1, 4)]  # fmt: skip
        runs.append((300.0, 40.0, 8.0, str(page)))
        drawn.append(runs)
    path = tmp_path / "book.pdf"
    path.write_bytes(build_pdf(drawn))
    return path


def test_check_pages_reports_real_page_numbers_and_says_it_read_some(tmp_path: Path) -> None:
    book = _book(tmp_path)
    found, elsewhere = "page 5 line 2 of the body about f", "page 2 line 2 of the body about c"
    done = run("check", str(book), found, elsewhere, "--pages", "4-5", "--json")
    assert done.returncode == 1, done.stderr  # the second quote is on page 2, not read
    out = json.loads(done.stdout)
    assert out["source"]["pages_read"] == {"first": 4, "last": 5, "of": 6}
    assert any("Only pages 4-5 of 6 were read" in w for w in out["source"]["warnings"])
    confirmed, absent = out["results"]
    assert confirmed["confirmed"]
    assert confirmed["spans"][0]["pages"] == {"start": 5, "end": 5}
    assert {box["page"] for box in confirmed["spans"][0]["boxes"]} == {5}
    assert not absent["confirmed"]
    whole = json.loads(run("check", str(book), found, elsewhere, "--json").stdout)
    assert "pages_read" not in whole["source"]
    assert whole["results"][1]["confirmed"]  # the whole document holds it

    report = tmp_path / "report.html"
    human = run("check", str(book), elsewhere, "--pages", "4-5", "--color", "never",
                "--report", str(report))  # fmt: skip
    assert human.returncode == 1
    assert "pages 4-5 of 6 only" in report.read_text("utf-8")
    first_line = human.stdout.splitlines()[0]
    assert first_line.endswith("(pages 4-5 of 6 only)")
    assert "checked against pages 4-5 of 6 only" in human.stdout


def test_check_pages_errors_are_typed(tmp_path: Path) -> None:
    book = _book(tmp_path, pages=3)
    for spec, code in [("x", "invalid_value"), ("0", "out_of_range"), ("3-2", "out_of_range"),
                       ("2-9", "out_of_range"), ("7", "out_of_range")]:  # fmt: skip
        done = run("check", str(book), "page 1 line 1 of the body", "--pages", spec)
        assert done.returncode == 2, spec
        assert _error_code(done) == code, spec
        assert "--pages" in done.stderr
    notes = tmp_path / "notes.txt"
    notes.write_text("The committee approved the budget on Tuesday.")
    done = run("check", str(notes), "The committee approved the budget", "--pages", "1")
    assert done.returncode == 2
    assert _error_code(done) == "invalid_value"
    assert "has no pages" in done.stderr


def test_extract_pages_numbers_pages_as_the_document_does(tmp_path: Path) -> None:
    book = _book(tmp_path)
    done = run("extract", str(book), "--pages", "5-6")
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("=== page 5 ===\npage 5 line 1 of the body about f\n")
    assert "=== page 6 ===" in done.stdout
    assert "page 4" not in done.stdout
    assert "note: pages 5-6 of 6 read" in done.stderr
    furniture = done.stdout.split("--- furniture ---\n")[1]
    assert "Journal of Drawn Examples Volume 12" in furniture  # told with the context pages
