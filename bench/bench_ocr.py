"""OCR (issue 26): tesserocr against pytesseract on the same page, and citeproof per page.

The page is typeset with reportlab (four lines of 12 pt Helvetica on A4) and rendered at
300 dpi in grey, as a scanned page is; both engines get the same Pillow image, one thread
each (``OMP_THREAD_LIMIT=1``), the best of 3 runs:

- **tesserocr**: libtesseract in this process, the model loaded once, words with boxes
  and confidences from its result iterator;
- **pytesseract**: the ``tesseract`` program started for each page, the image written to
  a file, words read back as TSV (``image_to_data``): what it costs per page;
- **citeproof**: ``SourceReader(ocr=OcrOptions()).read_upload`` of the same page wrapped
  as an image-only PDF (render, recognise, layout, in the PDF worker), per page.

Both engines must read the same words (printed): the choice is on cost, not accuracy.
Run: ``.venv/bin/python bench/run.py ocr`` (needs ``citeproof[ocr]``, pytesseract and
Debian's ``tesseract-ocr tesseract-ocr-eng``).
"""

from __future__ import annotations

import io
import os
from typing import Any

from _timing import best, row

LINES = [
    "The committee met on Tuesday and approved the budget for the",
    "coming year after a long debate. The primary group recorded 24",
    "samples across three sessions; the control group recorded 19.",
    "Researchers may extend the study if the funding is renewed.",
]


def _page(dpi: int) -> Any:
    import pypdfium2 as pdfium
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas

    out = io.BytesIO()
    page = canvas.Canvas(out, pagesize=A4)
    page.setFont("Helvetica", 12)
    for i, line in enumerate(LINES):
        page.drawString(72, 760 - 18 * i, line)
    page.showPage()
    page.save()
    return pdfium.PdfDocument(out.getvalue())[0].render(scale=dpi / 72).to_pil().convert("L")


def run() -> None:
    """Print the three costs per page and the words each engine read."""
    os.environ.setdefault("OMP_THREAD_LIMIT", "1")
    try:
        import pytesseract
        import tesserocr
    except ImportError as error:
        print(f"ocr: skipped ({error.name} is not installed)")
        return
    from citeproof.sources import SourceReader
    from citeproof.sources.ocr import OcrOptions, tessdata

    image = _page(300)
    print("ocr: one A4 page at 300 dpi, best of 3 (one thread)")
    with tesserocr.PyTessBaseAPI(path=tessdata(), lang="eng") as api:

        def with_tesserocr() -> str:
            api.SetImage(image)
            api.Recognize()
            return str(api.GetUTF8Text())

        fast = best(with_tesserocr, 3)
        words_a = with_tesserocr().split()

    def with_pytesseract() -> list[str]:
        data = pytesseract.image_to_data(image, lang="eng", output_type=pytesseract.Output.DICT)
        return [w for w in data["text"] if w.strip()]

    slow = best(with_pytesseract, 3)
    words_b = with_pytesseract()
    row("tesserocr (in process)", fast)
    row("pytesseract (a tesseract process per page)", slow, fast)
    print(f"  same words: {words_a == words_b} ({len(words_a)} words)")

    scan = io.BytesIO()
    image.save(scan, format="PDF", resolution=300)
    reader = SourceReader(ocr=OcrOptions())
    data = scan.getvalue()
    reader.read_upload(data, "scan.pdf")  # the worker started, the model loaded
    row("citeproof: an image-only PDF page read with --ocr auto", best(
        lambda: reader.read_upload(data, "scan.pdf"), 3
    ), fast)  # fmt: skip


if __name__ == "__main__":
    run()
