"""CSV and TSV (``csv_text``): the cells row by row, each cited by its cell (``B7``).

The dialect (delimiter, quoting) is guessed by :class:`csv.Sniffer` on the first 64 KiB
among ``,``, ``;``, tab and ``|`` (tab for a ``.tsv`` file), falling back to the comma.
The text is the non-empty cells of each row separated by a tab, rows by a line break;
each cell is a ``cell`` :class:`Locator` labelled as a spreadsheet would (``A1``,
``AA12``). Only the media type or the file name says a file is CSV: plain ``.txt`` stays
``literal_text``.

Bounded by the document's :class:`~citeproof.sources._budget.Budget`, row by row: every
cell read is an element (empty ones too), every cell with text a block, its text
characters (``too_large`` past any of them).
"""

from __future__ import annotations

import csv
import io

from ....errors import ErrorCode, SourceError
from ..._budget import Budget
from ..._decode import decode
from ..._document import Locator, Representation, SourceDocument, sha256_hex

__all__ = ["column_name", "read_csv"]

_DELIMITERS = ",;\t|"


def column_name(index: int) -> str:
    """The spreadsheet name of the zero-based column ``index`` (0 → ``A``, 26 → ``AA``)."""
    name = ""
    index += 1
    while index:
        index, remainder = divmod(index - 1, 26)
        name = chr(ord("A") + remainder) + name
    return name


def _dialect(sample: str, name: str) -> type[csv.Dialect] | csv.Dialect:
    if name.endswith((".tsv", ".tab")):
        return csv.excel_tab
    try:
        return csv.Sniffer().sniff(sample, delimiters=_DELIMITERS)
    except csv.Error:
        return csv.excel


def read_csv(data: bytes, name: str, charset: str | None) -> SourceDocument:
    """A CSV file's cells row by row, each a ``cell`` locator."""
    try:
        text, _ = decode(data, charset)
    except UnicodeDecodeError as error:
        raise SourceError(
            f"{name} is not decodable text: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    dialect = _dialect(text[:65536], name)
    budget = Budget(name)
    parts: list[str] = []
    locators: list[Locator] = []
    offset = 0
    try:
        for row_number, row in enumerate(csv.reader(io.StringIO(text, newline=""), dialect), 1):
            budget.elements(len(row))
            cells = [(column, value) for column, value in enumerate(row) if value.strip()]
            if not cells:
                continue
            budget.blocks(len(cells))
            budget.characters(sum(len(value) for _, value in cells))
            if parts:
                parts.append("\n")
                offset += 1
            for position, (column, value) in enumerate(cells):
                if position:
                    parts.append("\t")
                    offset += 1
                label = f"{column_name(column)}{row_number}"
                locators.append(Locator("cell", label, offset, offset + len(value)))
                parts.append(value)
                offset += len(value)
    except csv.Error as error:
        raise SourceError(
            f"{name}: unreadable CSV: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    return SourceDocument(
        text="".join(parts),
        representation=Representation.CSV_TEXT,
        source_bytes=len(data),
        sha256=sha256_hex(data),
        content_type="text/csv",
        title=name,
        locators=tuple(locators),
    )
