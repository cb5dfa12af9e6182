"""A minimal PDF writer: pages of text runs in Helvetica, each run its own text object.

Enough to build fixtures whose drawing order differs from reading order (columns drawn
line by line in turn, tables drawn column by column), byte for byte reproducibly.
"""

from __future__ import annotations

__all__ = ["build_pdf", "build_pdf_streams"]

#: One text run: x, y (points, from the bottom left), font size, text (Latin-1).
TextRun = tuple[float, float, float, str]


def _pdf_string(text: str) -> str:
    return "(" + text.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") + ")"


def _text_ops(runs: list[TextRun]) -> bytes:
    """Content stream drawing each (x, y, size, text) run as its own text object."""
    ops = []
    for x, y, size, text in runs:
        ops.append(f"BT /F1 {size:g} Tf {x:g} {y:g} Td {_pdf_string(text)} Tj ET")
    return ("\n".join(ops) + "\n").encode("latin-1")


def build_pdf(pages: list[list[TextRun]]) -> bytes:
    """A PDF with one page (612 x 792 points) per list of runs."""
    return build_pdf_streams([_text_ops(runs) for runs in pages])


def build_pdf_streams(
    streams: list[bytes], *, rotate: list[int] | None = None, size: tuple[int, int] = (612, 792)
) -> bytes:
    """A PDF with one page per content stream (Helvetica as ``/F1``), each page turned by
    ``rotate`` degrees (``/Rotate``), for fixtures that need ``TJ`` kerning, text rise or
    rotated text."""
    objects: list[bytes] = []
    n_pages = len(streams)
    # 1 catalog, 2 pages, 3 font, then per page: page object, content stream.
    kids = " ".join(f"{4 + 2 * i} 0 R" for i in range(n_pages))
    objects.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objects.append(f"<< /Type /Pages /Kids [{kids}] /Count {n_pages} >>".encode())
    objects.append(
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>"
    )
    width, height = size
    for i, stream in enumerate(streams):
        turn = f" /Rotate {rotate[i]}" if rotate else ""
        objects.append(
            f"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 {width} {height}]{turn} "
            f"/Resources << /Font << /F1 3 0 R >> >> /Contents {5 + 2 * i} 0 R >>".encode()
        )
        objects.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"endstream")
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for number, body in enumerate(objects, start=1):
        offsets.append(len(out))
        out += f"{number} 0 obj\n".encode() + body + b"\nendobj\n"
    xref = len(out)
    out += f"xref\n0 {len(objects) + 1}\n0000000000 65535 f \n".encode()
    for offset in offsets:
        out += f"{offset:010d} 00000 n \n".encode()
    out += (
        f"trailer\n<< /Size {len(objects) + 1} /Root 1 0 R >>\nstartxref\n{xref}\n%%EOF\n".encode()
    )
    return bytes(out)
