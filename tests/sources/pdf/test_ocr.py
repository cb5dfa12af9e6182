"""OCR of scanned pages (issue 26): a scan made here, read back through tesseract.

The scan is a reportlab PDF rendered to a grey image at 200 dpi and wrapped as an
image-only PDF (Pillow's PDF writer: one image, no text operator), so its words are known
exactly. A genuine quote is confirmed, an altered one is a near miss naming the change;
without OCR the same file is ``no_text_layer``; a page that has a text layer is not
recognised under ``auto``. Skipped without the ``ocr`` extra or Debian's English data.
"""

from __future__ import annotations

import ctypes
import dataclasses
import io
import json
import math
from pathlib import Path

import pytest

from citeproof.cli import main
from citeproof.errors import SourceError
from citeproof.service import check
from citeproof.sources import SourceRead, SourceReader
from citeproof.sources.cache import cache_key
from citeproof.sources.ocr import OcrMode, OcrOptions, engine_version, installed_languages, tessdata

pytest.importorskip("tesserocr")
pytest.importorskip("reportlab")
if not (Path(tessdata()) / "eng.traineddata").is_file():
    pytest.skip(
        "no English trained data (apt-get install tesseract-ocr-eng)", allow_module_level=True
    )

import pypdfium2 as pdfium
from reportlab.lib.pagesizes import A4
from reportlab.lib.utils import ImageReader
from reportlab.pdfgen import canvas

LINES = [
    "The committee met on Tuesday and approved the budget for the",
    "coming year after a long debate. The primary group recorded 24",
    "samples across three sessions; the control group recorded 19.",
    "Researchers may extend the study if the funding is renewed.",
]
GENUINE = "The primary group recorded 24 samples across three sessions"
ALTERED = "The primary group recorded 25 samples across three sessions"


def _typeset(extra_text_page: bool = False) -> bytes:
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=A4)
    if extra_text_page:
        page.setFont("Helvetica", 12)
        page.drawString(72, 760, "A typed cover page with a real text layer.")
        page.showPage()
    page.setFont("Helvetica", 12)
    for i, line in enumerate(LINES):
        page.drawString(72, 760 - 18 * i, line)
    page.showPage()
    page.save()
    return out.getvalue()


def _render(data: bytes, index: int, dpi: int = 200) -> object:
    return pdfium.PdfDocument(data)[index].render(scale=dpi / 72).to_pil().convert("L")


@pytest.fixture(scope="module")
def scan() -> bytes:
    """One page, an image only: what a scanner makes of the typeset page."""
    out = io.BytesIO()
    _render(_typeset(), 0).save(out, format="PDF", resolution=200)  # type: ignore[attr-defined]
    return out.getvalue()


@pytest.fixture(scope="module")
def mixed() -> bytes:
    """Page 1 typed (a text layer), page 2 the scanned page drawn as a picture."""
    image = _render(_typeset(), 0)
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=A4)
    page.setFont("Helvetica", 12)
    page.drawString(72, 760, "A typed cover page with a real text layer.")
    page.showPage()
    page.drawImage(ImageReader(image), 0, 0, *A4)
    page.showPage()
    page.save()
    return out.getvalue()


def _read(data: bytes, options: OcrOptions, name: str = "scan.pdf") -> SourceRead:
    return SourceReader(ocr=options).read_upload(data, name)


def test_the_scan_has_no_text_layer_without_ocr(scan: bytes) -> None:
    assert b"/Image" in scan
    assert b"Tj" not in scan
    for reader in (SourceReader(), SourceReader(ocr=OcrOptions(OcrMode.NEVER))):
        with pytest.raises(SourceError) as caught:
            reader.read_upload(scan, "scan.pdf")
        assert caught.value.code == "no_text_layer"
        assert "--ocr auto" in caught.value.message


def test_a_genuine_quote_is_confirmed_and_an_altered_one_is_not(scan: bytes) -> None:
    source = _read(scan, OcrOptions())
    report = check(source, [GENUINE, ALTERED])
    genuine, altered = report.results
    assert genuine.finding.verdict.confirmed
    assert not altered.finding.verdict.confirmed
    assert altered.finding.verdict.label == "PARAPHRASE"
    assert [(d.quote, d.source) for d in altered.finding.differences] == [("25", "24")]
    document = source.document
    assert " ".join(document.text.split()) == " ".join(LINES)
    assert document.page_starts == (0,)


def test_words_keep_boxes_and_confidences_and_the_engine_is_named(scan: bytes) -> None:
    document = _read(scan, OcrOptions()).document
    metadata = dict(document.metadata)
    assert metadata == {
        "ocr_engine": engine_version(), "ocr_languages": "eng", "ocr_dpi": "300",
        "ocr_pages": "1",
    }  # fmt: skip
    assert engine_version().startswith("tesseract ")
    assert any("read by OCR" in note and engine_version() in note for note in document.warnings)
    words = [document.text[a:b] for a, b, _ in document.ocr_words]
    assert words == " ".join(LINES).split()
    assert all(0 <= c <= 100 for _, _, c in document.ocr_words)
    assert min(c for _, _, c in document.ocr_words) > 80  # a clean scan
    # every character of a word has a box on the A4 page, where reportlab drew it
    boxes = document.char_boxes
    assert boxes is not None
    at = document.text.index("primary")
    left, bottom, right, top = boxes[4 * at : 4 * at + 4]
    assert not math.isnan(left)
    assert 72 < left < right < 595
    assert 700 < bottom < top < 842
    start = document.text.index("The committee")
    assert abs(boxes[4 * start] - 72) < 3  # the line starts at reportlab's margin
    assert abs(boxes[4 * start + 1] - 760) < 5  # on its baseline (descenders aside)


def test_the_same_file_gives_the_same_reading(scan: bytes) -> None:
    first = _read(scan, OcrOptions()).document
    second = _read(scan, OcrOptions()).document
    assert first.text == second.text
    assert first.ocr_words == second.ocr_words
    assert first.char_boxes is not None
    assert second.char_boxes is not None
    assert first.char_boxes.tobytes() == second.char_boxes.tobytes()  # NaN gaps included


def test_auto_recognises_only_pages_without_a_text_layer(mixed: bytes) -> None:
    document = _read(mixed, OcrOptions(), "mixed.pdf").document
    assert dict(document.metadata)["ocr_pages"] == "2"
    cover = document.text[: document.page_starts[1]]
    assert "A typed cover page with a real text layer." in cover
    assert GENUINE in " ".join(document.text.split())
    assert all(a >= document.page_starts[1] for a, _, _ in document.ocr_words)
    # never: the picture page is a page warning, the cover still read
    plain = _read(mixed, OcrOptions(OcrMode.NEVER), "mixed.pdf").document
    assert [page for page, _ in plain.page_warnings] == [2]
    assert plain.ocr_words == ()
    # always: both pages recognised, the text layer ignored
    both = _read(mixed, OcrOptions(OcrMode.ALWAYS), "mixed.pdf").document
    assert dict(both.metadata)["ocr_pages"] == "1, 2"


def test_the_cache_key_names_the_engine_languages_and_dpi() -> None:
    fingerprint = OcrOptions(OcrMode.AUTO, "deu+eng", 300).fingerprint()
    assert "engine installed" in fingerprint  # its version is checked on a hit (below)
    assert "lang=deu+eng" in fingerprint
    assert "dpi=300" in fingerprint
    keys = {
        cache_key("a" * 64, None, "scan.pdf", None, ""),
        cache_key("a" * 64, None, "scan.pdf", None, OcrOptions().fingerprint()),
        cache_key("a" * 64, None, "scan.pdf", None, OcrOptions(languages="deu").fingerprint()),
        cache_key("a" * 64, None, "scan.pdf", None, OcrOptions(dpi=200).fingerprint()),
    }
    assert len(keys) == 4


def test_a_kept_reading_is_taken_only_while_its_ocr_engine_is_the_one_installed(
    scan: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The key does not ask the engine's version (loading libtesseract is 28 ms of every
    cached check); a kept reading that recognised pages names its engine, and another
    engine installed since reads the scan again. A reading that recognised nothing is
    taken whatever the engine."""
    from citeproof.sources import DocumentCache, _reader

    calls: list[str] = []
    real = _reader.extract

    def counting(*args: object, **kwargs: object) -> object:
        calls.append("read")
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(_reader, "extract", counting)
    reader = SourceReader(ocr=OcrOptions(), cache=DocumentCache(tmp_path / "cache"))
    first = reader.read_upload(scan, "scan.pdf").document
    assert dict(first.metadata)["ocr_engine"] == engine_version()
    fresh = SourceReader(ocr=OcrOptions(), cache=DocumentCache(tmp_path / "cache"))
    assert fresh.read_upload(scan, "scan.pdf").document.text == first.text
    assert calls == ["read"]  # the same engine: kept
    monkeypatch.setattr("citeproof.sources.ocr.engine_version", lambda: "tesseract 9.9.9")
    again = SourceReader(ocr=OcrOptions(), cache=DocumentCache(tmp_path / "cache"))
    again.read_upload(scan, "scan.pdf")
    assert calls == ["read", "read"]  # recognised by an engine no longer installed
    typed = SourceReader(ocr=OcrOptions(), cache=DocumentCache(tmp_path / "cache"))
    typed.read_upload(b"A typed text file.", "notes.txt")
    typed.read_upload(b"A typed text file.", "notes.txt")
    assert calls == ["read", "read", "read"]  # no OCR in it: kept whatever the engine


def test_the_command_line_reads_a_scan(
    scan: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CITEPROOF_CONFIG", raising=False)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'shield'\n", "utf-8")
    (tmp_path / "scan.pdf").write_bytes(scan)
    base = ["check", "scan.pdf", GENUINE, ALTERED, "--no-store", "--json"]
    assert main(base) == 1  # --ocr auto by default: one confirmed, one not
    out = json.loads(capsys.readouterr().out)
    assert [r["classification"] for r in out["results"]] == ["normalized", "paraphrase"]
    assert main([*base, "--ocr", "never"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "no_text_layer"
    (tmp_path / "citeproof.toml").write_text('ocr = "never"\n', "utf-8")
    assert main(base) == 2
    capsys.readouterr()
    assert main([*base, "--ocr", "auto"]) == 1  # the command line wins
    capsys.readouterr()
    (tmp_path / "citeproof.toml").write_text('ocr = "sometimes"\n', "utf-8")
    assert main(base) == 2
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "invalid_config_value"
    (tmp_path / "citeproof.toml").unlink()
    assert main([*base, "--ocr-lang", "../../etc/passwd"]) == 2
    assert json.loads(capsys.readouterr().out)["error"]["code"] == "invalid_value"


def test_a_near_miss_only_in_unsure_words_says_the_scan_is_unclear(scan: bytes) -> None:
    source = _read(scan, OcrOptions())
    document = source.document
    at = document.text.index("24")
    # the same reading, but OCR unsure of the word "24" (a smudged digit, say)
    unsure = tuple(
        (a, b, 35.0 if a <= at < b else c) for a, b, c in document.ocr_words
    )  # fmt: skip
    smudged = SourceRead(document=dataclasses.replace(document, ocr_words=unsure), origin="upload")
    altered = check(smudged, [ALTERED]).results[0]
    assert not altered.finding.verdict.confirmed  # never a confirmation
    [note] = altered.warnings
    assert note.startswith("the scan is unclear here: OCR was unsure of '24' (35%)")
    # a clear scan: the difference is the quote's, no note
    assert check(source, [ALTERED]).results[0].warnings == ()
    # a quote that adds words the scan does not have: not the scan's doubt
    added = "The primary group recorded 24 new samples across three sessions"
    assert check(smudged, [added]).results[0].warnings == ()


def test_the_words_a_scan_leaves_in_doubt_get_a_close_up(scan: bytes) -> None:
    """Where the note applies, the page region of the unsure words is cropped and drawn
    (the same rule as the note: not for a clear scan, a confirmation or an added word)."""
    pytest.importorskip("PIL")
    from PIL import Image

    from citeproof.pictures import PageRegions, unclear_boxes

    document = _read(scan, OcrOptions()).document
    at = document.text.index("24")
    unsure = tuple((a, b, 35.0 if a <= at < b else c) for a, b, c in document.ocr_words)
    smudged = dataclasses.replace(document, ocr_words=unsure)
    read = SourceRead(document=smudged, origin="upload", data=scan)
    altered, genuine = (r.finding for r in check(read, [ALTERED, GENUINE]).results)
    [box] = unclear_boxes(smudged, altered)
    assert box["tone"] == "unclear"
    assert box["page"] == 1
    assert box["x1"] - box["x0"] < 20  # the one word "24", not the passage
    with PageRegions() as regions:
        [region] = regions.unclear(scan, smudged, altered)
        assert regions.unclear(scan, smudged, genuine) == []
        assert regions.unclear(scan, document, altered) == []  # a clear scan: no close-up
        [whole] = regions.of(scan, smudged, altered)
    assert region.page == 1
    assert not region.whole_page
    picture = Image.open(io.BytesIO(region.png)).convert("RGB")
    band = Image.open(io.BytesIO(whole.png))
    assert picture.width < band.width  # cropped on both sides, not the page's band
    # the unsure word is outlined in the unclear tone (red)
    colours = picture.getcolors(picture.width * picture.height) or []
    assert any(r > 150 and g < 60 and b < 60 for _, (r, g, b) in colours)


def test_a_picture_of_the_scanned_page_highlights_the_match(
    scan: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("PIL")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CITEPROOF_CONFIG", raising=False)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'shield'\n", "utf-8")
    (tmp_path / "scan.pdf").write_bytes(scan)
    args = ["check", "scan.pdf", GENUINE, "--no-store", "--picture", "pictures"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "read by OCR" in out
    assert (tmp_path / "pictures" / "quote-1-page-1.png").read_bytes().startswith(b"\x89PNG")


LEFT_COLUMN = [
    "The harbour master kept a ledger",
    "of every ship that entered port,",
    "and the ledger for that winter",
    "lists forty vessels from Norway.",
    "Most carried timber for the mills.",
]
RIGHT_COLUMN = [
    "The council met again in spring",
    "to approve a new stone quay, and",
    "the work began before the summer",
    "storms could reach the old jetty.",
    "It was finished within two years.",
]


def _turned_two_columns(degrees: float) -> bytes:
    """Two columns of 12 pt text, scanned turned by ``degrees`` (as a sheet fed askew)."""
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=A4)
    page.setFont("Helvetica", 12)
    for i, (left, right) in enumerate(zip(LEFT_COLUMN, RIGHT_COLUMN, strict=True)):
        page.drawString(60, 700 - 16 * i, left)
        page.drawString(320, 700 - 16 * i, right)
    page.showPage()
    page.save()
    image = pdfium.PdfDocument(out.getvalue())[0].render(scale=200 / 72).to_pil().convert("L")
    turned = image.rotate(degrees, fillcolor=255, resample=3)  # type: ignore[attr-defined]
    scanned = io.BytesIO()
    turned.save(scanned, format="PDF", resolution=200)
    return scanned.getvalue()


def test_a_page_scanned_askew_is_levelled_for_the_layout() -> None:
    """A two-column page turned 2 degrees is levelled for the layout (tesseract's skew
    estimate, beyond SKEW_TOLERANCE): each column is read down, every word keeps its
    confidence, and the boxes stay where the words are printed (the pictures highlight
    the scan itself). This small page reads right levelled or not; the page the layout
    read across its columns before levelling is OCRmyPDF's ``skew.pdf``
    (tests/realdocs/test_real_scans.py: 8 of 26 sentences then, 23 now)."""
    from citeproof.sources.ocr import recognise

    scan = _turned_two_columns(2.0)
    page = pdfium.PdfDocument(scan)[0]
    words, _ = recognise(page.render(scale=300 / 72).to_pil(), page.get_height(), OcrOptions())
    assert all(word.upright is not None for word in words)  # levelled: the scan is askew
    source = _read(scan, OcrOptions())
    document = source.document
    flat = " ".join(document.text.split())
    assert " ".join(LEFT_COLUMN) in flat
    assert " ".join(RIGHT_COLUMN) in flat
    quotes = [" ".join(LEFT_COLUMN[1:4]), " ".join(RIGHT_COLUMN[1:4])]
    assert all(r.finding.verdict.confirmed for r in check(source, quotes).results)
    # the boxes are the printed (turned) ones: the left column's lines start further
    # right the lower they are (turned anticlockwise), not at one levelled margin
    boxes = document.char_boxes
    assert boxes is not None
    starts = [document.text.index(line.split()[0] + " " + line.split()[1]) for line in LEFT_COLUMN]
    lefts = [boxes[4 * at] for at in starts]
    assert lefts == sorted(lefts)
    assert lefts[-1] - lefts[0] > 1.5  # 64 points down at 2 degrees: 2.2 points across
    assert len(document.ocr_words) == sum(len(line.split()) for line in LEFT_COLUMN + RIGHT_COLUMN)


def test_levelling_keeps_each_box_and_turns_its_centre_about_the_page() -> None:
    from citeproof.sources.ocr import OcrWord, _levelled

    words = [OcrWord("a", 100, 500, 120, 512, 90.0), OcrWord("b", 400, 510.5, 430, 522.5, 80.0)]
    # the second word 10.5 points higher 305 points on: the line climbs, so turning it
    # clockwise (a negative angle, anticlockwise being positive) levels it
    _levelled(words, math.atan2(-10.5, 305), 595, 842)
    (a0, a1, a2, a3), (_, b1, _, b3) = (w.upright for w in words if w.upright)
    assert abs((a1 + a3) / 2 - (b1 + b3) / 2) < 1e-9  # one level line now
    assert abs((a2 - a0) - 20) < 1e-9  # sizes kept
    assert abs((b3 - b1) - 12) < 1e-9
    assert (words[0].left, words[0].bottom, words[0].confidence) == (100, 500, 90.0)  # kept


@pytest.mark.parametrize("turn", [90, 180, 270])
def test_a_page_scanned_sideways_or_upside_down_is_read_upright(turn: int) -> None:
    """Tesseract's orientation detection (``osd.traineddata``) finds how the sheet lies;
    the page is read turned upright, and each word's box is where it is printed."""
    from citeproof.sources.ocr import tessdata

    if not (Path(tessdata()) / "osd.traineddata").is_file():
        pytest.skip("no orientation data (apt-get install tesseract-ocr-osd)")
    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=A4)
    page.setFont("Helvetica", 12)
    lines = [*LINES, *LEFT_COLUMN, *RIGHT_COLUMN]  # enough text to tell how it lies
    for i, line in enumerate(lines):
        page.drawString(72, 760 - 18 * i, line)
    page.showPage()
    page.save()
    image = pdfium.PdfDocument(out.getvalue())[0].render(scale=200 / 72).to_pil().convert("L")
    scanned = io.BytesIO()
    image.rotate(-turn, expand=True).save(scanned, format="PDF", resolution=200)
    document = _read(scanned.getvalue(), OcrOptions()).document
    flat = " ".join(document.text.split())
    assert " ".join(LINES) in flat
    assert len(document.ocr_words) == sum(len(line.split()) for line in lines)
    boxes = document.char_boxes
    assert boxes is not None
    at = document.text.index("primary")
    left, bottom, right, top = boxes[4 * at : 4 * at + 4]
    width, height = (842, 595) if turn in (90, 270) else (595, 842)
    assert 0 <= left < right <= width + 1
    assert 0 <= bottom < top <= height + 1
    # printed sideways, a word is taller than wide on the page; upside down, near the foot
    if turn in (90, 270):
        word = list(document.boxes(at, at + len("primary")))
        assert word[0]["y1"] - word[0]["y0"] > word[0]["x1"] - word[0]["x0"]
    else:
        assert top < 200


def test_batch_and_manuscript_read_a_scan_too(
    scan: bytes, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("CITEPROOF_CONFIG", raising=False)
    (tmp_path / "pyproject.toml").write_text("[project]\nname = 'shield'\n", "utf-8")
    (tmp_path / "scan.pdf").write_bytes(scan)
    rows = [{"id": "g", "path": "scan.pdf", "quote": GENUINE},
            {"id": "a", "path": "scan.pdf", "quote": ALTERED}]  # fmt: skip
    (tmp_path / "c.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows), "utf-8")
    for ocr, out in (("auto", "auto.jsonl"), ("never", "never.jsonl")):
        assert main(["batch", "c.jsonl", "-o", out, "--no-store", "--ocr", ocr]) == 1
        records = [json.loads(line) for line in (tmp_path / out).read_text().splitlines()]
        found = [r["finding"] for r in records if r["type"] == "citation"]
        if ocr == "auto":
            assert [f["classification"] for f in found] == ["normalized", "paraphrase"]
        else:
            assert found == [None, None]  # the source is unreadable: no_text_layer
            (source,) = [r for r in records if r["type"] == "source"]
            assert source["evidence"]["error"] == "no_text_layer"
    (tmp_path / "refs.bib").write_text("@misc{scan, title={Scan}, file={scan.pdf}}\n")
    (tmp_path / "draft.md").write_text(f'The report says "{GENUINE}" [@scan].\n')
    assert main(["manuscript", "draft.md", "-b", "refs.bib", "--no-store"]) == 0
    assert main(["manuscript", "draft.md", "-b", "refs.bib", "--no-store", "--ocr", "never"]) == 1
    capsys.readouterr()


def _declaring(data: bytes, language: str) -> bytes:
    """``data`` with its catalog declaring ``language`` (``/Lang``), saved again."""
    pdf = pdfium.PdfDocument(data)
    wide = ctypes.create_string_buffer((language + "\0").encode("utf-16-le"))
    pdfium.raw.FPDFCatalog_SetLanguage(pdf.raw, ctypes.cast(wide, ctypes.POINTER(ctypes.c_ushort)))
    out = io.BytesIO()
    pdf.save(out)
    return out.getvalue()


def test_the_languages_follow_the_document_when_none_are_given(
    scan: bytes, monkeypatch: pytest.MonkeyPatch
) -> None:
    options = OcrOptions(OcrMode.AUTO, "eng", from_document=True)
    chosen = {}
    for language in ("de-DE", "en-GB", "xx-YY"):
        read = _read(_declaring(scan, language), options, name=f"{language}.pdf")
        chosen[language] = dict(read.document.metadata)["ocr_languages"]
        assert check(read, [GENUINE]).results[0].finding.confirmed
    german = "deu+eng" if "deu" in installed_languages() else "eng"
    assert chosen == {"de-DE": german, "en-GB": "eng", "xx-YY": "eng"}
    fixed = _read(_declaring(scan, "de-DE"), OcrOptions(OcrMode.AUTO, "eng"), name="fixed.pdf")
    assert dict(fixed.document.metadata)["ocr_languages"] == "eng"  # --ocr-lang given: kept
    monkeypatch.setattr("citeproof.sources.ocr.installed_languages", lambda: ("chi_tra", "eng"))
    assert options.for_document("zh-Hant-TW").languages == "chi_tra+eng"
    assert options.for_document("zh-CN").languages == "eng"  # chi_sim is not installed
    assert options.for_document(None).languages == "eng"
    assert "chi_tra+eng" in options.fingerprint()  # the installed models are in the key


def test_the_service_and_the_mcp_server_read_a_scan_when_told_to(
    scan: bytes, tmp_path: Path
) -> None:
    """``serve`` and ``mcp`` recognise scans (``--ocr auto`` is their command line's
    default): a dropped scan's page comes back from ``/v1/pictures`` with the genuine
    quote highlighted; the library's own default (off) leaves it ``no_text_layer``."""
    import base64

    import anyio
    from starlette.testclient import TestClient

    from citeproof.http import ServiceConfig, create_app
    from citeproof.mcp import build_server
    from citeproof.mcp._base import Refusal

    file = {"file": {"name": "scan.pdf", "base64": base64.b64encode(scan).decode()}}
    payload = {"source": file, "quotes": [GENUINE, ALTERED]}
    for ocr, status in ((OcrOptions(OcrMode.NEVER), 400), (OcrOptions(OcrMode.AUTO), 200)):
        app = create_app(ServiceConfig(allow_urls=False, ocr=ocr))
        with TestClient(app, raise_server_exceptions=False) as client:
            answer = client.post("/v1/pictures", json=payload)
        assert answer.status_code == status, answer.text
        if status == 400:
            assert answer.json()["error"]["code"] == "no_text_layer"
        else:
            (picture,) = answer.json()["pictures"]
            assert [q["classification"] for q in picture["quotes"]] == ["normalized", "paraphrase"]

    path = tmp_path / "scan.pdf"
    path.write_bytes(scan)

    async def call(ocr: OcrOptions) -> str:
        tool = build_server(ocr=ocr)
        return str(await tool.call_tool("verify_quotes", {"path": str(path), "quotes": [GENUINE]}))

    assert '"confirmed": true' in anyio.run(call, OcrOptions(OcrMode.AUTO))
    with pytest.raises(Refusal, match="no_text_layer"):
        anyio.run(call, OcrOptions(OcrMode.NEVER))


def test_a_word_tesseract_names_no_text_for_is_skipped_not_fatal(
    scan: bytes, monkeypatch: pytest.MonkeyPatch
) -> None:
    """tesserocr raises ``RuntimeError("No text returned")`` for a word it segmented but
    could not read (an ornament of a font specimen): that word is no text, the page's
    other words stand (the error failed the whole reading of fontbook's 203-page specimen
    book of free fonts, ``citeproof extract`` exiting with ``extraction_failed``)."""
    import tesserocr

    from citeproof.sources.ocr import recognise

    class Unreadable:
        def GetUTF8Text(self, level: object) -> str:  # noqa: N802 (tesserocr's name)
            raise RuntimeError("No text returned")

        def BoundingBox(self, level: object) -> tuple[int, int, int, int]:  # noqa: N802
            return (0, 0, 10, 10)

    real = tesserocr.iterate_level

    def with_an_unreadable_word(iterator: object, level: object) -> object:
        yield Unreadable()
        yield from real(iterator, level)

    monkeypatch.setattr(tesserocr, "iterate_level", with_an_unreadable_word)
    options = OcrOptions()
    words, _ = recognise(_render(scan, 0, options.dpi), A4[1], options)
    assert " ".join(word.text for word in words) == " ".join(" ".join(LINES).split())
