"""The regression set of real public PDFs (GitHub issue 10): citeproof against two oracles.

One test per document (words recalled, no glued words, no altered quote confirmed, the
expected page count or refusal), then one over the whole set (genuine sentences confirmed).
The criteria and the oracle are described in ``_oracle.py`` and ``_run.py``; the table of
every document measured is printed at the end of the run (``conftest.py``).
``./scripts/realdocs`` prints the same table without pytest.
"""

from __future__ import annotations

import importlib.util
import shutil

import pytest

from ._run import TABLE, UNCONFIRMED_SHARE, Measured, cells, details, run
from ._table import add_row
from .pdfs import PDF, PDFS

if importlib.util.find_spec("pdfminer") is None:
    pytest.fail("the PDF oracle needs pdfminer.six (a test dependency)", pytrace=False)
if shutil.which("pdftotext") is None:
    pytest.fail(
        "the PDF oracle needs poppler's pdftotext (Debian package poppler-utils)",
        pytrace=False,
    )

_MEASURED: dict[str, Measured] = {}


def measured(pdf: PDF) -> Measured:
    """``pdf`` measured once per session (the set-wide test reuses the rows)."""
    if pdf.name not in _MEASURED:
        row = run(pdf)
        _MEASURED[pdf.name] = row
        add_row(TABLE, cells(row))
    return _MEASURED[pdf.name]


def test_the_set_covers_what_the_issue_asks() -> None:
    sources = {pdf.package.name for pdf in PDFS}
    tags = {tag for pdf in PDFS for tag in pdf.tags}
    assert len(PDFS) >= 40
    assert len(sources) >= 6
    assert {"tex", "multi-column", "form", "ocr", "scan", "non-latin"} <= tags
    assert {"running-heads", "footnotes"} <= tags
    assert any((pdf.pages or 0) >= 100 for pdf in PDFS)
    assert len({pdf.name for pdf in PDFS}) == len(PDFS)


@pytest.mark.parametrize("pdf", PDFS, ids=[pdf.name for pdf in PDFS])
def test_real_pdf(pdf: PDF) -> None:
    row = measured(pdf)
    assert not row.problems, "\n".join(details(row))


def test_genuine_sentences_are_confirmed_across_the_set() -> None:
    rows = [measured(pdf) for pdf in PDFS]
    results = [row.result for row in rows if row.result is not None]
    total = sum(r.sentences for r in results)
    confirmed = sum(r.confirmed for r in results)
    missed = [
        f"{row.pdf.name}: {quote!r}"
        for row in rows
        if row.result is not None
        for quote in row.result.unconfirmed_examples
    ]
    assert total >= 200, f"only {total} sentences from the whole set"
    share = (total - confirmed) / total
    assert share <= UNCONFIRMED_SHARE, (
        f"{total - confirmed} of {total} genuine sentences not confirmed ({share:.1%}), "
        "e.g.\n" + "\n".join(missed[:20])
    )
