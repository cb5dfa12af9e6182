"""Pages read so far reach a progress callback, across the worker's pipe, and a terminal
sees tqdm's bar of pages while ``check`` reads a PDF (nothing else sees it)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from citeproof.cli import main
from citeproof.conformance._pdfwrite import build_pdf_streams
from citeproof.sources import SourceReader, reading_progress

WORDS = ["harbour", "orchard", "library", "market", "river"]
LINES = (
    "BT /F1 10 Tf 72 700 Td (The {w} committee approved its budget in the spring.) Tj ET\n"
    "BT /F1 10 Tf 72 684 Td (Members of the {w} group met again after a long pause.) Tj ET\n"
)


def _pdf(pages: int) -> bytes:
    return build_pdf_streams([LINES.format(w=WORDS[n]).encode() for n in range(pages)])


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_each_page_is_told_from_the_worker() -> None:
    seen: list[tuple[int, int]] = []
    with reading_progress(lambda done, total: seen.append((done, total))):
        read = SourceReader().read_upload(_pdf(3), "three.pdf")
    assert seen == [(1, 3), (2, 3), (3, 3)]
    assert "The library committee approved its budget" in read.document.text
    seen.clear()
    SourceReader().read_upload(_pdf(2), "two.pdf")  # nobody asked: nothing told
    assert seen == []


def test_a_terminal_sees_a_bar_of_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "four.pdf"
    path.write_bytes(_pdf(4))
    terminal = _Terminal()
    monkeypatch.setattr("sys.stderr", terminal)
    assert (
        main(
            ["check", str(path), "market committee approved its budget", "--no-store", "--no-cache"]
        )
        == 0
    )
    assert "4/4" in terminal.getvalue()
    assert "pages" in terminal.getvalue()
    capsys.readouterr()
