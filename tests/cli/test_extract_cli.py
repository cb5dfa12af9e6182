"""``citeproof extract`` and ``citeproof check --picture``: what was read, and pictures."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from PIL import Image

from citeproof.cli._main import main
from citeproof.conformance._pdfwrite import build_pdf

ROOT = Path(__file__).parents[2]
LAYOUT = ROOT / "src/citeproof/conformance/fixtures/layout-v1.pdf"
ARTICLE = ROOT / "src/citeproof/conformance/fixtures/article.html"


def _error_code(done: subprocess.CompletedProcess[str]) -> str:
    """The code of the error a text-mode command printed on standard error."""
    line = done.stderr.strip().splitlines()[-1]
    assert line.startswith("citeproof: "), done.stderr
    return line.removeprefix("citeproof: ").split(":")[0].split(" ")[0]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "citeproof", *args, "--no-store"],
        capture_output=True, text=True, check=False, cwd=ROOT,
    )  # fmt: skip


def _book(tmp_path: Path) -> Path:
    """Three pages with a running head, a page number and a footnote on page 1."""
    pages = []
    for page in range(1, 4):
        runs = [(72.0, 760.0, 8.0, "Journal of Drawn Examples Volume 12")]
        runs += [(72.0, 700.0 - 14 * n, 10.0, f"page {page} line {n} of the running body text")
                 for n in range(1, 4)]  # fmt: skip
        if page == 1:
            runs.append((72.0, 90.0, 7.0, "1 Delays were measured at the gate."))
        runs.append((300.0, 40.0, 8.0, str(page)))
        pages.append(runs)
    path = tmp_path / "book.pdf"
    path.write_bytes(build_pdf(pages))
    return path


def test_extract_prints_the_checked_text_page_by_page() -> None:
    done = run("extract", str(LAYOUT))
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("=== page 1 ===\nSource extraction field report\n")
    assert "\n=== page 2 ===\nTabulated observations\n" in out
    assert "Treatment 42 7.5\n" in out
    # Exactly the checked text: the markers and the text, nothing else (notes on stderr).
    body = out.replace("=== page 1 ===\n", "").replace("=== page 2 ===\n", "")
    from citeproof.sources import SourceReader

    text = SourceReader().read_file(LAYOUT).document.text
    assert body == text.replace("\n\n", "\n") + "\n"
    assert "text layer" in done.stderr


def test_extract_one_page_and_a_range() -> None:
    two = run("extract", str(LAYOUT), "--pages", "2")
    assert two.stdout.startswith("=== page 2 ===\n")
    assert "page 1" not in two.stdout.lower().split("\n")[0]
    assert "Primary group" not in two.stdout
    both = run("extract", str(LAYOUT), "--pages", "1-2")
    assert both.stdout == run("extract", str(LAYOUT)).stdout
    assert run("extract", str(LAYOUT), "--pages", "2-").stdout == two.stdout


def test_bad_pages_are_clear_input_errors() -> None:
    for spec, code in [("x", "invalid_value"), ("2-1", "out_of_range"), ("0", "out_of_range"),
                       ("3", "out_of_range"), ("1-9", "out_of_range")]:  # fmt: skip
        done = run("extract", str(LAYOUT), "--pages", spec)
        assert done.returncode == 2, spec
        assert _error_code(done) == code, spec
        assert done.stdout == ""  # text mode: the error goes to standard error only
        assert done.stderr.startswith(f"citeproof: {code}: ")
        assert "--pages" in done.stderr
        as_json = run("extract", str(LAYOUT), "--pages", spec, "--json")
        error = json.loads(as_json.stdout)["error"]
        assert (error["code"], error["path"]) == (code, "")
        assert "--pages" in error["message"]


def test_furniture_is_printed_apart_after_its_page(tmp_path: Path) -> None:
    done = run("extract", str(_book(tmp_path)))
    assert done.returncode == 0, done.stderr
    pages = done.stdout.split("=== page ")[1:]
    assert len(pages) == 3
    for number, page in enumerate(pages, start=1):
        body, _, furniture = page.partition("--- furniture ---\n")
        assert f"page {number} line 2 of the running body text" in body
        assert "Journal of Drawn Examples" not in body
        assert "Journal of Drawn Examples Volume 12" in furniture
        assert str(number) in furniture.split("\n")
    assert "1 Delays were measured at the gate." in pages[0].partition("--- furniture")[0]


def test_html_furniture_comes_at_the_end_and_pages_are_refused() -> None:
    done = run("extract", str(ARTICLE))
    assert done.returncode == 0, done.stderr
    assert "=== page" not in done.stdout
    text, _, furniture = done.stdout.partition("--- furniture ---\n")
    assert text.strip()
    assert furniture.strip()
    refused = run("extract", str(ARTICLE), "--pages", "1")
    assert refused.returncode == 2
    assert _error_code(refused) == "invalid_value"


def test_extract_json_gives_provenance_pages_blocks_and_furniture(tmp_path: Path) -> None:
    done = run("extract", str(_book(tmp_path)), "--json", "--pages", "1-2")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    source = out["source"]
    assert source["representation"] == "pdf_text_layer"
    assert len(source["source_sha256"]) == 64
    assert [p["page"] for p in out["pages"]] == [1, 2]
    assert source["pages_read"] == {"first": 1, "last": 2, "of": 3}
    from citeproof.sources import PageRange, SourceReader, slice_pages

    whole = SourceReader().read_file(tmp_path / "book.pdf").document
    document = slice_pages(whole, PageRange(1, 2))  # offsets and furniture: pages 1-2's
    assert "3" not in document.furniture.split("\n")
    for page in out["pages"]:
        assert page["text"] == document.text[page["start"] : page["end"]]
        assert page["warnings"] == []
    assert out["furniture"] == document.furniture
    first = out["pages"][0]
    assert document.blocks
    kinds = {b["kind"] for b in first["blocks"]}
    assert {"body", "furniture"} <= kinds
    assert [b["number"] for b in first["blocks"]] == list(range(1, len(first["blocks"]) + 1))
    assert "Journal of Drawn Examples Volume 12" in first["furniture"]
    for block in first["blocks"]:
        x0, y0, x1, y1 = block["box"]
        assert x0 <= x1
        assert y0 <= y1


def test_extract_picture_writes_one_png_a_page(tmp_path: Path) -> None:
    folder = tmp_path / "pictures"
    done = run("extract", str(LAYOUT), "--picture", str(folder), "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["pictures"] == [str(folder / "page-1.png"), str(folder / "page-2.png")]
    for path in out["pictures"]:
        image = Image.open(path)
        assert image.size == (1224, 1584)  # 612 x 792 points at 2 pixels a point
        # Blocks are drawn: the picture holds the body's blue, which the page does not.
        colours = {c for _, c in image.convert("RGB").getcolors(1 << 20) or []}
        assert (29, 78, 216) in colours
    again = tmp_path / "again"
    run("extract", str(LAYOUT), "--picture", str(again), "--pages", "2")
    assert sorted(p.name for p in again.iterdir()) == ["page-2.png"]
    assert (again / "page-2.png").read_bytes() == (folder / "page-2.png").read_bytes()


def test_extract_picture_of_a_text_file_and_a_missing_source_are_errors(tmp_path: Path) -> None:
    text = tmp_path / "a.txt"
    text.write_text("Some plain text.", "utf-8")
    done = run("extract", str(text), "--picture", str(tmp_path / "out"))
    assert done.returncode == 2
    assert _error_code(done) == "invalid_value"
    missing = run("extract", str(tmp_path / "missing.pdf"))
    assert missing.returncode == 2
    assert _error_code(missing) == "unreadable_file"
    nothing = run("extract")
    assert nothing.returncode == 2
    assert _error_code(nothing) == "missing_field"


def test_check_picture_highlights_each_match_on_its_page(tmp_path: Path) -> None:
    folder = tmp_path / "shots"
    done = run(
        "check", str(LAYOUT), "Treatment 42 7.5", "The control group contains 19 samples.",
        "The left column reports 25 samples.", "nothing of the kind is written anywhere",
        "--picture", str(folder), "--color", "never",
    )  # fmt: skip
    assert done.returncode == 1  # one near miss, one absent
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["quote-1-page-2.png", "quote-2-page-1.png", "quote-3-page-1.png"]
    for name in names:
        assert f"picture: {folder / name}" in done.stdout
    match = Image.open(folder / "quote-1-page-2.png").convert("RGB")
    near = Image.open(folder / "quote-3-page-1.png").convert("RGB")
    assert match.size == near.size == (1224, 1584)
    # The gap between "42" and "7.5" (x ~ 290 pt, row at y ~ 642 pt) is tinted green;
    # the near miss's line is tinted amber.
    r, g, b = match.getpixel((290 * 2, (792 - 644) * 2))  # type: ignore[misc]
    assert g > r
    assert g > b
    row = [near.getpixel((x, (792 - 636) * 2)) for x in range(150, 560)]
    assert any(r > g > b for r, g, b in row)  # type: ignore[misc]


def test_check_picture_in_process_and_for_text_sources(tmp_path: Path, capsys: object) -> None:
    text = tmp_path / "a.txt"
    text.write_text("The primary group recorded 24 samples.", "utf-8")
    status = main(["check", str(text), "recorded 24 samples", "--picture", str(tmp_path / "p"),
                   "--no-store", "--color", "never"])  # fmt: skip
    assert status == 0
    assert not (tmp_path / "p").exists()  # not a PDF: nothing drawn, and a note says so
    err = capsys.readouterr().err  # type: ignore[attr-defined]
    assert "no pictures" in err
