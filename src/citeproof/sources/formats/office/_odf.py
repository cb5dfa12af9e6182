"""OpenDocument text and spreadsheets (``.odt``, ``.ods``, also ``.odp`` and templates).

Read from ``content.xml`` and ``styles.xml`` with lxml (see :mod:`.._zip` for the safety
rules). odfpy was measured and set aside: it loads the whole package into its own element
classes (odfpy's ``api-for-odfpy.odt``: 463 ms for ``load`` against 55 ms for the whole
extraction here), refuses packages whose manifest lists a missing member (the Live Systems
Manual's), and its ``teletype.extractText`` neither keeps notes apart, nor skips tracked
deletions, nor separates a frame's paragraphs from the one anchoring it.

What is the text (``odf_text``), in reading order, by the rules of :mod:`._docx`:

- paragraphs and headings (``text:p``, ``text:h``), lists item by item, frames and text
  boxes where they are anchored; ``text:s`` is its count of spaces, ``text:tab`` a tab,
  ``text:line-break`` a line break;
- tables cell by cell, row by row; in a spreadsheet each cell with text carries a
  ``cell`` locator (``"Sheet1!B7"``); a cell or row written once with a repeat count is
  read as many times as the sheet shows it, when it holds text (up to
  :data:`MAX_REPEATED`; empty ones are only counted);
- tracked changes as accepted: ``text:tracked-changes`` holds only what was deleted, so it
  is never read;
- footnotes and endnotes (``text:note``) after the body, with ``footnote``/``endnote``
  locators labelled by their citation (``"3"``, ``"iv"``), their marks left out of the body;
- generated indexes (table of contents, alphabetical index) and comments
  (``office:annotation``) are furniture, as are the master pages' headers and footers.

Locators: ``paragraph`` (body paragraphs with text, numbered from 1) or ``cell``;
``page_starts`` where the file records soft page breaks from its last layout
(``text:soft-page-break``) or hard ones cannot be known without styles, so only soft ones.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING
from urllib.parse import unquote

from ...._lazy import deferred
from ....errors import ErrorCode, SourceError
from ..._document import Representation, SourceDocument
from .._builder import Paragraph, TextBuilder
from .._signatures import (
    ODF_MEDIA_TYPES,
    recognise_odf,
    recognise_odp,
    recognise_ods,
    recognise_odt,
)
from .._zip import SafeZip, parse_xml, text_of

if TYPE_CHECKING:
    from lxml import etree
else:
    etree = deferred("lxml.etree")

__all__ = [
    "ODF_MEDIA_TYPES",
    "read_odf",
    "recognise_odf",
    "recognise_odp",
    "recognise_ods",
    "recognise_odt",
]

_TEXT = "urn:oasis:names:tc:opendocument:xmlns:text:1.0"
_TABLE = "urn:oasis:names:tc:opendocument:xmlns:table:1.0"
_OFFICE = "urn:oasis:names:tc:opendocument:xmlns:office:1.0"
_STYLE = "urn:oasis:names:tc:opendocument:xmlns:style:1.0"
_DRAW = "urn:oasis:names:tc:opendocument:xmlns:drawing:1.0"
_XLINK = "http://www.w3.org/1999/xlink"
_MATHML = "http://www.w3.org/1998/Math/MathML"
_DC = "http://purl.org/dc/elements/1.1/"
_META = "urn:oasis:names:tc:opendocument:xmlns:meta:1.0"


def _t(name: str) -> str:
    return f"{{{_TEXT}}}{name}"


def _tb(name: str) -> str:
    return f"{{{_TABLE}}}{name}"


_P, _H = _t("p"), _t("h")
_SPACE, _TAB, _LINE_BREAK = _t("s"), _t("tab"), _t("line-break")
_SOFT_PAGE = _t("soft-page-break")
_NOTE, _NOTE_CITATION, _NOTE_BODY = _t("note"), _t("note-citation"), _t("note-body")
_ANNOTATION = f"{{{_OFFICE}}}annotation"
_ANNOTATION_END = f"{{{_OFFICE}}}annotation-end"
_TABLE_ELEMENT, _ROW, _CELL = _tb("table"), _tb("table-row"), _tb("table-cell")
_COVERED = _tb("covered-table-cell")
_OBJECT, _HREF = f"{{{_DRAW}}}object", f"{{{_XLINK}}}href"
_ANCHOR = _t("anchor-type")
#: A formula's annotations repeat it (StarMath, TeX): never read.
_ANNOTATIONS = frozenset((f"{{{_MATHML}}}annotation", f"{{{_MATHML}}}annotation-xml"))
#: Never text: tracked deletions, declarations, form and script definitions.
_SKIP = frozenset(
    {
        _t("tracked-changes"), _t("sequence-decls"), _t("variable-decls"),
        _t("user-field-decls"), _t("bookmark-start"), _t("bookmark-end"),
        _t("change-start"), _t("change-end"), _t("change"), _ANNOTATION_END,
        f"{{{_OFFICE}}}forms", f"{{{_OFFICE}}}scripts", f"{{{_OFFICE}}}event-listeners",
        _tb("table-columns"), _tb("table-column"), _tb("table-header-columns"),
        _tb("named-expressions"), _tb("database-ranges"), _tb("calculation-settings"),
        _tb("content-validations"), _tb("label-ranges"), _tb("shapes"),
    }
)  # fmt: skip
#: Generated indexes: furniture (their entries repeat headings and page numbers).
_INDEXES = frozenset(
    _t(name)
    for name in (
        "table-of-content", "alphabetical-index", "illustration-index", "table-index",
        "object-index", "user-index", "bibliography",
    )
)  # fmt: skip
_REPEAT_LIMIT = 1 << 20
#: How many times a repeated cell or row with text is read (``number-columns-repeated``,
#: ``number-rows-repeated``: how a spreadsheet writes a value in several cells in a row
#: or an identical row; the sheet shows each). More, and the rest is not read.
MAX_REPEATED = 1000


def _has_text(element: etree._Element) -> bool:
    return any(text.strip() for text in element.itertext())


def column_name(index: int) -> str:
    """``0 -> "A"``, ``25 -> "Z"``, ``26 -> "AA"``: a spreadsheet column's letters."""
    letters = ""
    index += 1
    while index:
        index, rest = divmod(index - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def _count(element: etree._Element, attribute: str) -> int:
    try:
        return max(1, min(int(element.get(attribute, "1")), _REPEAT_LIMIT))
    except ValueError:
        return 1


#: Reads an embedded object's ``content.xml`` by its ``xlink:href`` (None: none there).
ObjectLoader = Callable[[str], "etree._Element | None"]


def formula_text(math: etree._Element) -> str:
    """A MathML formula's text as it is shown: its tokens' characters in order, without
    the white space between elements or its annotations (``E = m cdot c^2``)."""
    parts: list[str] = []

    def walk(element: etree._Element) -> None:
        if element.text and element.text.strip():
            parts.append(element.text.strip())
        for child in element:
            if child.tag not in _ANNOTATIONS:
                walk(child)
            if child.tail and child.tail.strip():
                parts.append(child.tail.strip())

    walk(math)
    return "".join(parts)


class _Reader:
    def __init__(
        self, builder: TextBuilder, spreadsheet: bool, objects: ObjectLoader | None = None
    ) -> None:
        self.out = builder
        self.spreadsheet = spreadsheet
        #: Embedded objects (formulas, spreadsheets, drawings) read where they stand; not
        #: given to the readers of an object itself, so objects nest one level.
        self.objects = objects
        self.paragraphs = 0
        self.notes: list[tuple[str, str, etree._Element]] = []
        self.furniture: list[etree._Element] = []
        self.cell: str | None = None

    def blocks(self, container: etree._Element, numbered: bool = True) -> None:
        for child in container:
            tag = child.tag
            if tag in (_P, _H):
                self.paragraph(child, numbered)
            elif tag == _TABLE_ELEMENT:
                self.table(child, numbered)
            elif tag == _SOFT_PAGE:
                self.out.page_break()
            elif tag in _INDEXES or tag == _ANNOTATION:
                self.furniture.append(child)
            elif tag == _OBJECT:
                self.embedded(child)
            elif tag not in _SKIP:
                self.blocks(child, numbered)  # sections, lists, frames, shapes, groups

    def embedded(self, element: etree._Element) -> None:
        """An embedded object (``draw:object``) as blocks where it stands: a formula's
        text, or the text of another document's body (a spreadsheet's cells, a drawing's
        boxes). Left unread, a formula's ``E = m⋅c²`` and an embedded table's cells were
        lost (pandoc's formula.odt, odfpy's emb_spreadsheet.odp: found against
        LibreOffice)."""
        root = self.objects(element.get(_HREF, "")) if self.objects is not None else None
        if root is None:
            return
        if root.tag == f"{{{_MATHML}}}math":
            self.out.block(formula_text(root))
            return
        body = root.find(f"{{{_OFFICE}}}body")
        if body is not None and len(body) and body[0].tag != f"{{{_OFFICE}}}chart":
            # (a chart shows its title and labels drawn, not its data table: not read)
            _Reader(self.out, spreadsheet=False).blocks(body[0], numbered=False)

    def table(self, table: etree._Element, numbered: bool) -> None:
        sheet = table.get(_tb("name"), "")
        row_index = 0
        for row in table.iter(_ROW):
            if _enclosing_table(row) is not table:
                continue
            rows = _count(row, _tb("number-rows-repeated"))
            shown = min(rows, MAX_REPEATED) if _has_text(row) else 1
            for repeat in range(shown):
                column = 0
                for cell in row:
                    if cell.tag not in (_CELL, _COVERED):
                        continue
                    columns = _count(cell, _tb("number-columns-repeated"))
                    if len(cell) and _has_text(cell):
                        for step in range(min(columns, MAX_REPEATED)):
                            at = f"{column_name(column + step)}{row_index + repeat + 1}"
                            self.cell = f"{sheet}!{at}" if self.spreadsheet else None
                            self.blocks(cell, numbered and not self.spreadsheet)
                            self.cell = None
                    column += columns
                self.out.end_row()
            row_index += rows

    def paragraph(self, element: etree._Element, numbered: bool) -> None:
        paragraph = self.out.paragraph_start()
        if element.text:
            paragraph.add(element.text)
        self.inline(element, paragraph)
        raw = "".join(paragraph.parts)
        labels: tuple[tuple[str, str], ...] = ()
        if self.cell is not None and raw.strip():
            labels = (("cell", self.cell),)
        elif numbered and raw.strip():
            self.paragraphs += 1
            labels = (("paragraph", str(self.paragraphs)),)
        self.out.paragraph(paragraph, labels)
        for anchored in paragraph.anchored:
            self.blocks(anchored, numbered)

    def inline(self, element: etree._Element, paragraph: Paragraph) -> None:
        for child in element:
            tag = child.tag
            if tag == _SPACE:
                paragraph.add(" " * min(_count(child, _t("c")), 1000))
            elif tag == _TAB:
                paragraph.add("\t")
            elif tag == _LINE_BREAK:
                paragraph.add("\n")
            elif tag == _SOFT_PAGE:
                paragraph.breaks.append(paragraph.length)
            elif tag == _NOTE:
                citation = child.find(_NOTE_CITATION)
                label = citation.get(_t("label")) if citation is not None else None
                if not label and citation is not None:
                    label = text_of(citation)
                body = child.find(_NOTE_BODY)
                if body is not None:
                    kind = "endnote" if child.get(_t("note-class")) == "endnote" else "footnote"
                    self.notes.append((kind, label or str(len(self.notes) + 1), body))
            elif tag == _ANNOTATION:
                self.furniture.append(child)
            elif tag in _SKIP:
                pass
            elif tag in (_P, _H, _TABLE_ELEMENT) or tag in _INDEXES:
                paragraph.anchored.append(child)  # inside a frame inside this paragraph
            elif _frame_like(child):
                formula = self.inline_formula(child)
                if formula is not None:
                    paragraph.add(formula)  # set in the line: "is E=m⋅c2 where"
                else:
                    paragraph.anchored.append(child)
            else:
                if child.text:  # spans, links, fields, ruby, meta
                    paragraph.add(child.text)
                self.inline(child, paragraph)
            if child.tail:
                paragraph.add(child.tail)

    def inline_formula(self, frame: etree._Element) -> str | None:
        """The text of the formula ``frame`` holds when it is set as a character in its
        line (``text:anchor-type="as-char"``), else None (read after the paragraph)."""
        if frame.get(_ANCHOR) != "as-char" or self.objects is None:
            return None
        found = frame.find(_OBJECT)
        root = self.objects(found.get(_HREF, "")) if found is not None else None
        if root is None or root.tag != f"{{{_MATHML}}}math":
            return None
        return formula_text(root)

    def finish(self) -> None:
        """The notes after the body, then the furniture found on the way."""
        notes, self.notes = self.notes, []
        for kind, label, body in notes:
            inner = self.out.part()
            nested = _Reader(inner, spreadsheet=False)
            nested.blocks(body, numbered=False)
            self.out.block_of(inner, ((kind, label),))
            notes.extend(nested.notes)  # a note inside a note (rare): read after it
        for element in self.furniture:
            inner = self.out.part()
            nested = _Reader(inner, spreadsheet=False)
            nested.blocks(element, numbered=False)
            if inner.text:
                self.out.furniture_of(inner)
            else:
                self.out.furniture(text_of(element))


def _frame_like(element: etree._Element) -> bool:
    tag = element.tag
    return isinstance(tag, str) and tag.endswith(("}frame", "}text-box", "}g", "}custom-shape"))


def _enclosing_table(row: etree._Element) -> etree._Element | None:
    parent = row.getparent()
    while parent is not None and parent.tag != _TABLE_ELEMENT:
        parent = parent.getparent()
    return parent


def _meta(package: SafeZip) -> dict[str, str]:
    data = package.read_optional("meta.xml")
    if data is None:
        return {}
    root = parse_xml(data, package.title, "meta.xml", package.budget)
    wanted = {
        f"{{{_DC}}}title": "title",
        f"{{{_DC}}}creator": "author",
        f"{{{_META}}}creation-date": "created",
        f"{{{_DC}}}date": "modified",
    }
    out: dict[str, str] = {}
    for element in root.iter(*wanted):
        value = text_of(element)
        if value:
            out.setdefault(wanted[str(element.tag)], value)
    return out


def _object_loader(package: SafeZip, name: str) -> ObjectLoader:
    """Reads an embedded object's ``content.xml`` (``./Object 1`` is the package's folder
    ``Object 1/``), each once; an address out of the package, or a missing or unparsable
    member, is no object."""
    loaded: dict[str, etree._Element | None] = {}

    def load(href: str) -> etree._Element | None:
        folder = unquote(href.removeprefix("./")).rstrip("/")  # "./Object%201" too
        if ":" in folder or any(part in ("", ".", "..") for part in folder.split("/")):
            return None  # out of the package, or the document itself
        if folder not in loaded:
            loaded[folder] = None
            data = package.read_optional(f"{folder}/content.xml")
            if data is not None:
                try:
                    loaded[folder] = parse_xml(data, name, f"{folder}/content.xml", package.budget)
                except SourceError as error:
                    if error.code is ErrorCode.TOO_LARGE:
                        raise  # the package's limits hold for its objects too
                    # a damaged object is no object: the document reads without it
        return loaded[folder]

    return load


def read_odf(data: bytes, name: str, charset: str | None = None) -> SourceDocument:
    """An OpenDocument file's text (``odf_text``; see the module docstring)."""
    package = SafeZip(data, name)
    content = package.read_optional("content.xml")
    if content is None:
        raise SourceError(
            f"{name}: an OpenDocument file without content", code=ErrorCode.EXTRACTION_FAILED
        )
    root = parse_xml(content, name, "content.xml", package.budget)
    body = root.find(f"{{{_OFFICE}}}body")
    if body is None or len(body) == 0:
        raise SourceError(
            f"{name}: the OpenDocument file has no body", code=ErrorCode.EXTRACTION_FAILED
        )
    kind = body[0]
    spreadsheet = kind.tag == f"{{{_OFFICE}}}spreadsheet"
    builder = TextBuilder(package.budget)
    reader = _Reader(builder, spreadsheet, _object_loader(package, name))
    reader.blocks(kind)
    reader.finish()
    styles = package.read_optional("styles.xml")
    if styles is not None:
        for page in parse_xml(styles, name, "styles.xml", package.budget).iter(
            f"{{{_STYLE}}}master-page"
        ):
            for part in page:
                inner = builder.part()
                _Reader(inner, spreadsheet=False).blocks(part, numbered=False)
                builder.furniture_of(inner)
    properties = _meta(package)
    media = (package.read_optional("mimetype") or b"")[:100].decode("ascii", "replace").strip()
    return builder.document(
        data,
        representation=Representation.ODF_TEXT,
        content_type=media if media in ODF_MEDIA_TYPES else ODF_MEDIA_TYPES[0],
        title=properties.pop("title", "") or name,
        metadata=properties,
    )
