"""Bad PDFs stay typed errors (or honest readings) within bounded time and memory (issue 10).

Every file is built here: text pages with the project's PDF writer
(:mod:`citeproof.conformance._pdfwrite`), a Flate-compressed content stream by swapping a
placeholder stream of that writer's output for the compressed one and recomputing the
cross-reference table, image-only pages with PDFium (``pypdfium2``, citeproof's own
reader), a password-protected file with reportlab's standard encryption (a test
dependency already).

Bounded time: each test fails after :data:`HANG_SECONDS` (a hang guard, not a performance
criterion). Bounded memory: the decompression bombs are read in a child process limited to
:data:`ADDRESS_SPACE` bytes of address space (so a failure cannot take the machine down),
and its peak resident set must stay under :data:`PEAK_RSS`. No recursion proportional to
the input: the dense pages are read under a recursion limit only a fixed depth above the
test's own.
"""

from __future__ import annotations

import io
import json
import re
import signal
import subprocess
import sys
import zlib
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

import pypdfium2 as pdfium
import pytest

from citeproof.conformance._pdfwrite import build_pdf, build_pdf_streams
from citeproof.errors import SourceError
from citeproof.sources import SourceDocument, extract

#: A test running longer than this has hung (a guard, not a performance criterion).
HANG_SECONDS = 60
#: A child reading a bomb may map at most this much address space...
ADDRESS_SPACE = 3 << 30
#: ... and its peak resident set must stay below this.
PEAK_RSS = 1 << 30
#: Frames the reader may use above the caller's: enough for any fixed pipeline, far fewer
#: than the thousands of lines on the dense pages below.
STACK_ALLOWANCE = 150


@pytest.fixture(autouse=True)
def hang_guard() -> Iterator[None]:
    """Fail a test that runs over :data:`HANG_SECONDS` (checked between Python steps)."""
    if not hasattr(signal, "SIGALRM"):
        yield
        return

    def hung(signum: int, frame: object) -> None:
        pytest.fail(f"still running after {HANG_SECONDS} s: hung, or time not bounded")

    previous = signal.signal(signal.SIGALRM, hung)
    signal.alarm(HANG_SECONDS)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


@contextmanager
def shallow_stack(allowance: int = STACK_ALLOWANCE) -> Iterator[None]:
    """Run with a recursion limit only ``allowance`` frames above the current depth."""
    depth = 0
    frame: FrameType | None = sys._getframe()
    while frame is not None:
        depth += 1
        frame = frame.f_back
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(depth + allowance)
    try:
        yield
    finally:
        sys.setrecursionlimit(old)


def _read(data: bytes, name: str = "bad.pdf") -> SourceDocument:
    return extract(data, "application/pdf", name)


def _check_error_shape(error: SourceError) -> None:
    """Every error prints as ``{"code", "message", "path"}``, JSON as it stands."""
    out = error.to_dict()
    assert set(out) == {"code", "message", "path"}
    assert out["code"] == error.code
    assert isinstance(out["message"], str)
    assert out["message"]
    assert isinstance(out["path"], str)
    assert json.loads(json.dumps(out)) == out


def _pages_of_prose(pages: int, lines: int = 30) -> list[list[tuple[float, float, float, str]]]:
    return [
        [(72.0, 720.0 - 18 * n, 11.0, f"Page {p} line {n} tells the survey of the northern coast.")
         for n in range(lines)]
        for p in range(1, pages + 1)
    ]  # fmt: skip


# --- Building the files -----------------------------------------------------------------

_PLACEHOLDER = b"%citeproof-placeholder\n"


def _with_xref(pdf: bytes) -> bytes:
    """``pdf`` with its cross-reference table and ``startxref`` recomputed (after editing
    objects in place the writer's offsets are stale)."""
    body = pdf[: pdf.rindex(b"xref\n")]
    offsets = {int(m[1]): m.start() for m in re.finditer(rb"(?m)^(\d+) 0 obj\n", body)}
    size = max(offsets) + 1
    out = bytearray(body)
    out += f"xref\n0 {size}\n0000000000 65535 f \n".encode()
    for number in range(1, size):
        out += f"{offsets[number]:010d} 00000 n \n".encode()
    trailer = pdf[pdf.rindex(b"trailer\n") :]
    out += re.sub(rb"startxref\n\d+", b"startxref\n%d" % len(body), trailer)
    return bytes(out)


def flate_pdf(content: bytes, *, pages: int = 1, times: int = 1) -> bytes:
    """Pages whose content stream is ``content`` Flate-compressed ``times`` times over
    (``/Filter [/FlateDecode ...]``), in the project writer's file layout."""
    compressed = content
    for _ in range(times):
        compressed = zlib.compress(compressed, 9)
    filters = " ".join(["/FlateDecode"] * times)
    pdf = build_pdf_streams([_PLACEHOLDER] * pages)
    plain = b"<< /Length %d >>\nstream\n" % len(_PLACEHOLDER) + _PLACEHOLDER
    packed = (
        b"<< /Length %d /Filter [%s] >>\nstream\n" % (len(compressed), filters.encode())
        + compressed
        + b"\n"
    )
    assert pdf.count(plain) == pages
    return _with_xref(pdf.replace(plain, packed))


def many_lines_content(characters: int) -> bytes:
    """Text-showing operators: lines of 90 characters one point apart (``'``), each block
    of 250 lines moved 0.7 pt right of the last, so no two lines are drawn in one place
    (PDFium drops a text object drawn exactly over its twin, as for fake bold)."""
    block = b"(" + b"a" * 90 + b") '\n"
    rows = 250
    chunk = block * rows + b"0.7 %d Td\n" % rows
    return b"BT /F1 1 Tf 1 TL 10 780 Td\n" + chunk * (characters // (90 * rows) + 1) + b"ET\n"


def one_line_content(characters: int) -> bytes:
    """One text object: strings of 1,000 characters shown one after another (each ``Tj``
    moves the pen past what it drew), one line millions of characters long."""
    return (
        b"BT /F1 1 Tf 10 400 Td\n"
        + (b"(" + b"a" * 1000 + b") Tj\n") * (characters // 1000)
        + b"ET\n"
    )


def image_page_pdf(text_pages: list[list[tuple[float, float, float, str]]],
                   image_pages: set[int]) -> bytes:  # fmt: skip
    """Pages of text runs, where the pages numbered in ``image_pages`` (one-based) hold
    only a picture: a bitmap drawn as an image XObject, no text operator at all."""
    pdf = pdfium.PdfDocument(build_pdf(text_pages))
    for number in sorted(image_pages):
        page = pdf[number - 1]
        bitmap = pdfium.PdfBitmap.new_native(160, 90, pdfium.raw.FPDFBitmap_BGR)
        bitmap.fill_rect((40 * number % 255, 120, 200, 255), 0, 0, 160, 90)
        bitmap.fill_rect((20, 20, 20, 255), 20, 20, 120, 10)  # a "line of print"
        image = pdfium.PdfImage.new(pdf)
        image.set_bitmap(bitmap)
        image.set_matrix(pdfium.PdfMatrix().scale(480, 270).translate(66, 400))
        page.insert_obj(image)
        page.gen_content()
        page.close()
    buffer = io.BytesIO()
    pdf.save(buffer)
    pdf.close()
    return buffer.getvalue()


def encrypted_pdf(user_password: str, owner_password: str) -> bytes:
    """One page of text under the standard security handler (RC4, 128-bit)."""
    from reportlab.lib import pdfencrypt
    from reportlab.pdfgen import canvas

    buffer = io.BytesIO()
    security = pdfencrypt.StandardEncryption(
        user_password, owner_password, canPrint=0, canCopy=0, canModify=0
    )
    drawing = canvas.Canvas(buffer, encrypt=security, invariant=1)
    drawing.drawString(72, 720, "The committee approved the pilot for six months.")
    drawing.showPage()
    drawing.save()
    return buffer.getvalue()


# --- Reading a bomb in a bounded child ----------------------------------------------------

_CHILD = """
import json, re, resource, sys
limit = int(sys.argv[2])
resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
from citeproof.errors import CiteproofError
from citeproof.sources import extract
data = open(sys.argv[1], "rb").read()
try:
    document = extract(data, "application/pdf", "bomb.pdf")
    out = {"read": len(document.text), "warnings": list(document.warnings)}
except CiteproofError as error:
    out = {"error": type(error).__name__, "code": error.code, "dict": error.to_dict()}
except BaseException as error:
    out = {"error": type(error).__name__, "message": str(error)[:1000]}
status = open("/proc/self/status").read()
out["peak_rss"] = int(re.search(r"VmHWM:\\s+(\\d+) kB", status)[1]) * 1024
print(json.dumps(out))
"""


def read_in_child(data: bytes, folder: Path) -> dict[str, Any]:
    """Read ``data`` in a fresh process with bounded address space and time; what it
    reported (``error``/``code``/``dict`` or ``read``), with its peak resident set."""
    if not Path("/proc/self/status").exists():
        pytest.skip("peak resident set is read from /proc (Linux)")
    path = folder / "bomb.pdf"
    path.write_bytes(data)
    try:
        done = subprocess.run(
            [sys.executable, "-c", _CHILD, str(path), str(ADDRESS_SPACE)],
            capture_output=True, text=True, timeout=HANG_SECONDS - 5,
        )  # fmt: skip
    except subprocess.TimeoutExpired:
        done = None
    if done is None:
        pytest.fail(f"reading the bomb took over {HANG_SECONDS - 5} s")
    if done.returncode != 0 or not done.stdout.strip():
        code = done.returncode
        how = f"killed by {signal.Signals(-code).name}" if code < 0 else f"exit status {code}"
        pytest.fail(
            f"the reader died ({how}; PDFium aborts when out of memory) within "
            f"{ADDRESS_SPACE >> 30} GiB of address space: {done.stderr[-1500:]}"
        )
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def _assert_capped(result: dict[str, Any]) -> None:
    """Refused as ``too_large``, the message naming the cap, within :data:`PEAK_RSS`."""
    assert result.get("error") == "SourceError", result
    assert result["code"] == "too_large", result
    message = result["dict"]["message"]
    assert re.search(r"\d", message), message  # the cap's figure ...
    assert re.search(r"MAX_\w+|limit|at most", message, re.IGNORECASE), message  # ... named
    assert set(result["dict"]) == {"code", "message", "path"}
    peak = int(result["peak_rss"])
    assert peak < PEAK_RSS, f"peak resident set {peak >> 20} MiB"


# --- The tests ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("content", "times"),
    [
        pytest.param(many_lines_content(20_000_000), 1, id="20M-chars-in-lines-flate"),
        pytest.param(one_line_content(30_000_000), 2, id="30M-chars-one-line-flate-twice"),
    ],
)
def test_a_small_stream_inflating_to_millions_of_characters_is_too_large(
    content: bytes, times: int, tmp_path: Path
) -> None:
    data = flate_pdf(content, times=times)
    assert len(data) < 100_000  # a small file ...
    assert len(content) > 15_000_000  # ... a big page
    _assert_capped(read_in_child(data, tmp_path))


def test_small_streams_on_many_pages_are_capped_on_the_whole_document(tmp_path: Path) -> None:
    """Each page under any sensible page cap, the document far over the document cap."""
    data = flate_pdf(many_lines_content(300_000), pages=200, times=2)
    assert len(data) < 500_000
    _assert_capped(read_in_child(data, tmp_path))


def test_five_thousand_evenly_spaced_lines_are_read_in_order_without_recursion() -> None:
    words = [f"line{n}" for n in range(5000)]
    # One column on a page at the format's largest size (14,400 pt): a line every 2.8 pt.
    runs = [(72.0, 14300.0 - 2.8 * n, 2.0, word) for n, word in enumerate(words)]
    data = build_pdf_streams(
        [("\n".join(f"BT /F1 2 Tf {x:g} {y:g} Td ({t}) Tj ET" for x, y, _, t in runs)
          + "\n").encode()],
        size=(612, 14400),
    )  # fmt: skip
    with shallow_stack():
        document = _read(data)
    assert document.text.split() == words
    assert document.text.count("\n") == 4999  # a line each


def test_a_140_by_140_grid_of_evenly_spaced_words_is_read_row_by_row() -> None:
    # 19,600 cells, about 130,000 characters: under the 200,000 a page that are read.
    rows = cols = 140
    cell_w, cell_h, size = 36.0, 18.0, 5.0
    height = rows * cell_h + 36
    page = [
        (18.0 + cell_w * c, height - 18.0 - cell_h * (r + 1), size, f"r{r}c{c}")
        for r in range(rows)
        for c in range(cols)
    ]
    data = build_pdf_streams(
        [("\n".join(f"BT /F1 {s:g} Tf {x:g} {y:g} Td ({t}) Tj ET" for x, y, s, t in page)
          + "\n").encode()],
        size=(int(cols * cell_w + 36), int(height)),
    )  # fmt: skip
    with shallow_stack():
        document = _read(data)
    assert document.text.split() == [f"r{r}c{c}" for r in range(rows) for c in range(cols)]
    lines = document.text.split("\n")
    assert len([line for line in lines if line.strip()]) == rows


def test_a_pdf_with_a_user_password_is_encrypted() -> None:
    data = encrypted_pdf("user-secret", "owner-secret")
    assert b"/Encrypt" in data
    with pytest.raises(SourceError) as caught:
        _read(data, "locked.pdf")
    assert caught.value.code == "encrypted"
    assert "password-protected" in caught.value.message
    assert "locked.pdf" in caught.value.message
    _check_error_shape(caught.value)
    # The file is sound: with the password, PDFium reads the text.
    unlocked = pdfium.PdfDocument(data, password="user-secret")
    assert "pilot for six months" in unlocked[0].get_textpage().get_text_range()
    unlocked.close()


def test_a_pdf_encrypted_with_only_an_owner_password_is_read() -> None:
    """No password is needed to open it (permissions only): its text is read."""
    document = _read(encrypted_pdf("", "owner-secret"), "permissions.pdf")
    assert "The committee approved the pilot for six months." in document.text


@pytest.mark.parametrize("cut", [0.25, 0.5, 0.75, -30], ids=["quarter", "half", "3/4", "tail"])
def test_a_truncated_pdf_is_extraction_failed_or_an_honest_partial_reading(cut: float) -> None:
    whole = build_pdf(_pages_of_prose(6))
    full_text = _read(whole).text
    at = int(len(whole) * cut) if cut > 0 else len(whole) + int(cut)
    outcome: SourceDocument | SourceError
    try:
        outcome = _read(whole[:at], "truncated.pdf")
    except SourceError as error:
        outcome = error
    if isinstance(outcome, SourceError):
        assert outcome.code == "extraction_failed", outcome.to_dict()
        assert "truncated.pdf" in outcome.message
        _check_error_shape(outcome)
    else:  # PDFium rebuilt what it could: only text the whole file holds
        lines = [line for line in outcome.text.split("\n") if line.strip()]
        assert lines
        assert all(line in full_text for line in lines)


def test_a_pdf_of_image_only_pages_is_no_text_layer_with_an_ocr_hint() -> None:
    data = image_page_pdf([[], [], []], {1, 2, 3})
    assert b"/XObject" in data
    assert b" Tj" not in data
    assert b"TJ" not in data
    with pytest.raises(SourceError) as caught:
        _read(data, "scan.pdf")
    assert caught.value.code == "no_text_layer"
    assert "OCR" in caught.value.message  # the recovery hint
    assert "not found" not in caught.value.message.lower()
    _check_error_shape(caught.value)


def test_a_page_without_a_text_layer_gets_a_page_warning() -> None:
    first, _, third = _pages_of_prose(3, lines=5)
    data = image_page_pdf([first, [], third], {2})  # page 2: a picture, no text operator
    document = _read(data, "mixed.pdf")
    assert [number for number, _ in document.page_warnings] == [2]
    assert all(isinstance(why, str) and why for _, why in document.page_warnings)
    assert document.page_starts is not None
    assert len(document.page_starts) == 3
    assert "Page 1 line 0" in document.text
    assert "Page 3 line 4" in document.text
    assert "Page 2" not in document.text
