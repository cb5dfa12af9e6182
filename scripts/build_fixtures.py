"""Build the seed-004 conformance fixtures that are not given byte for byte.

    python scripts/build_fixtures.py      # rewrites src/citeproof/conformance/fixtures/

- layout-v1.pdf: two pages; page 1 has two text columns drawn line by line in turn (left,
  right, left, ...), so drawing order is not reading order; page 2 has a table drawn column
  by column. Its text layer must read back as the seed's known text.
- article.html: an article with navigation, a table and preserved inline white space,
  1,080 bytes like the seed's.
- long.txt: 115,249 bytes whose last section lies beyond 100,000 code points.
- whitespace.txt is the seed's own file (copied from shared/fixtures).

Deterministic: the same bytes every run (no dates, no random ids).
"""

from __future__ import annotations

from pathlib import Path

from citeproof.conformance._pdfwrite import build_pdf

OUT = Path(__file__).resolve().parents[1] / "src/citeproof/conformance/fixtures"


def layout_pdf() -> bytes:
    left = [
        "Primary group",
        "The left column reports 24 samples.",
        "The observed delay was 18 milliseconds.",
        "This column is written before the right one.",
    ]
    right = [
        "Control group",
        "The control group contains 19 samples.",
        "The recorded delay was 21 milliseconds.",
        "Neither column describes a real experiment.",
    ]
    page1 = [
        (72, 720, 16, "Source extraction field report"),
        (72, 700, 10, "BOZOS controlled fixture - fictional data - CC0"),
    ]
    for i, (a, b) in enumerate(zip(left, right, strict=True)):
        # Drawn in turn, right before left on odd lines: drawing order is not reading order.
        y = 650 - 16 * i
        pair = [(72, y, 11, a), (336, y - 3, 11, b)]
        page1 += pair if i % 2 == 0 else pair[::-1]
    page1.append((72, 72, 9, "Page 1 - two independently positioned text columns"))
    page2 = [
        (72, 720, 16, "Tabulated observations"),
        (72, 700, 10, "Text cells use separate drawing positions."),
    ]
    table = [
        ["Group", "Samples", "Delay (ms)"],
        ["Treatment", "42", "7.5"],
        ["Control", "38", "9.0"],
    ]
    xs = [72, 200, 300]
    for column, x in enumerate(xs):  # drawn column by column
        for row, cells in enumerate(table):
            page2.append((x, 660 - 18 * row, 11, cells[column]))
    page2.append((72, 590, 11, "The table reports selected fictional values."))
    page2.append((72, 72, 9, "Page 2 - table cells and a complete sentence"))
    return build_pdf([page1, page2])  # fmt: skip


ARTICLE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Extraction field report</title>
</head>
<body>
<nav><a href="/">Home</a> <p>Navigation says the trial succeeded.</p></nav>
<article>
<h1>Extraction field report</h1>
<p>This test page blends its navigation, headings, and ordinary article text, tables, \
punctuation, and quotations. It is a test document and makes no claim about a real study.</p>
<p>&#x1F9ED; The researcher wrote &ldquo;caf&eacute;&rdquo;&mdash;not &ldquo;cafe&rdquo;.</p>
<p>The primary group recorded 24 samples across three sessions. These values are invented \
to test whether a changed number can be distinguished from the source wording.</p>
<table>
<caption>Controlled observations</caption>
<tr><th>Group</th><th>Samples</th><th>Delay</th></tr>
<tr><td>Primary</td><td>24</td><td>18 ms</td></tr>
<tr><td>Control</td><td>19</td><td>21 ms</td></tr>
</table>
<p>Separate
   whitespace remains visible in the original passage.</p>
</article>
<footer><p>Footer text is not evidence either.</p></footer>
</body>
</html>
"""


def article_html() -> bytes:
    """The article, padded with a comment to the seed's 1,080 bytes."""
    data = ARTICLE.encode("utf-8")
    pad = 1080 - len(data) - len("<!--  -->\n")
    assert pad >= 0, len(data)
    return data + f"<!-- {'.' * pad} -->\n".encode()


def long_text() -> bytes:
    """115,249 bytes of ASCII whose final section lies beyond 100,000 code points."""
    line = "This line of filler text keeps the checked prefix long and unremarkable.\n"
    ending = "The final section contains the missing quotation.\n"
    body = "Start of the long fixture.\n" + line * ((115_249 - len(ending)) // len(line))
    body = body[: 115_249 - len(ending)]
    body = body[:-1] + "\n" if not body.endswith("\n") else body
    text = body + ending
    assert len(text) == 115_249
    assert text.index("The final section") > 100_000
    return text.encode("ascii")


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "layout-v1.pdf").write_bytes(layout_pdf())
    (OUT / "article.html").write_bytes(article_html())
    (OUT / "long.txt").write_bytes(long_text())
    shared = Path(__file__).resolve().parents[2] / "shared/fixtures/whitespace.txt"
    if shared.exists():
        (OUT / "whitespace.txt").write_bytes(shared.read_bytes())
    print("wrote", OUT)


if __name__ == "__main__":
    main()
