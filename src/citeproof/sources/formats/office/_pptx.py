"""PowerPoint presentations (``.pptx``, ``.pptm``, ``.ppsx``, ``.potx``): every slide's text.

Parsed from the package's XML with lxml (see :mod:`.._zip`), as Word and Excel files are
(:mod:`._docx`, :mod:`._xlsx`): python-pptx would load every shape into objects of its own
to give the same paragraphs, and it reads no hidden slide or placeholder kind any
differently. A presentation was refused before ("binary, not text") although talks and
decks are cited as often as papers.

What is the text (``pptx_text``), slide by slide in the presentation's order
(``p:sldIdLst``), each slide's shapes in the order of its shape tree (the order
PowerPoint's own screen reader follows):

- each paragraph of a text box or placeholder a block (``a:br`` a line break, a field's
  current text as written, ``a:tab`` a tab);
- a table's cells row by row, a row ending with one more blank line;
- the shapes of a group in order; of alternate content the first choice;
- not the date, footer and slide-number placeholders, speaker notes, hidden slides
  (``show="0"``), hidden shapes or comments: those are furniture (a quote found only
  there is told so). An equation in a line is read as its characters (OMML's ``m:t``).
  Not read: SmartArt and charts' text.

Locators: ``slide`` (its number in the presentation, hidden slides counted, as
PowerPoint numbers them).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ....errors import ErrorCode, SourceError
from ..._document import Representation, SourceDocument
from .._builder import TextBuilder
from .._signatures import PPTX_MEDIA_TYPE, recognise_pptx
from .._zip import SafeZip
from ._ooxml import core_properties, local, main_part, relationships

if TYPE_CHECKING:
    from lxml import etree

__all__ = ["PPTX_MEDIA_TYPE", "read_pptx", "recognise_pptx"]

#: Placeholders that show the date, the footer and the slide's number: furniture.
_FURNITURE_PLACEHOLDERS = frozenset({"dt", "ftr", "sldNum", "hdr"})


def _true(value: str | None) -> bool:
    """An XML Schema boolean's truth (``1`` or ``true``)."""
    return (value or "").strip() in ("1", "true")


def _false(value: str | None) -> bool:
    return (value or "").strip() in ("0", "false")


def _placeholder(shape: etree._Element) -> str:
    """The placeholder type of a shape (``title``, ``body``, ``sldNum``), or ``""``."""
    for found in shape.iterfind("{*}nvSpPr/{*}nvPr/{*}ph"):
        return found.get("type", "body")
    return ""


def _paragraph_text(paragraph: etree._Element) -> str:
    parts: list[str] = []
    for child in paragraph:
        name = local(child)
        if name in ("r", "fld"):
            parts.extend(t.text or "" for t in child.iterfind("{*}t"))
        elif name == "AlternateContent":  # an equation (OMML) in the line: its text
            choice = next(iter(child), None)
            if choice is not None:
                parts.extend(t.text or "" for t in choice.iter("{*}t"))
        elif name == "br":
            parts.append("\n")
        elif name == "tab":
            parts.append("\t")
    return "".join(parts)


class _Slide:
    """Writes one slide's shapes: text to ``out``, furniture to ``aside``."""

    def __init__(self, out: TextBuilder, aside: TextBuilder) -> None:
        self.out = out
        self.aside = aside

    def shapes(self, tree: etree._Element, hidden: bool = False) -> None:
        for shape in tree:
            name = local(shape)
            # a shape the slide does not show (its selection pane's eye closed): furniture
            shown_here = not hidden and not any(
                _true(props.get("hidden")) for props in shape.iterfind("{*}*/{*}cNvPr")
            )
            if name == "sp":
                body = shape.find("{*}txBody")
                if body is not None:
                    kind = _placeholder(shape)
                    if not shown_here:
                        self.text_body(body, self.aside)
                        continue
                    self.text_body(
                        body, self.aside if kind in _FURNITURE_PLACEHOLDERS else self.out
                    )
            elif name == "grpSp":
                self.shapes(shape, not shown_here)
            elif name == "graphicFrame":
                for table in shape.iter("{*}tbl"):
                    self.table(table, self.out if shown_here else self.aside)
            elif name == "AlternateContent":
                choice = next(iter(shape), None)
                if choice is not None:
                    self.shapes(choice, not shown_here)

    def text_body(self, body: etree._Element, out: TextBuilder) -> None:
        for paragraph in body.iterfind("{*}p"):
            out.block(_paragraph_text(paragraph))

    def table(self, table: etree._Element, out: TextBuilder) -> None:
        for row in table.iterfind("{*}tr"):
            for cell in row.iterfind("{*}tc"):
                if _true(cell.get("hMerge")) or _true(cell.get("vMerge")):
                    continue  # covered by a merged cell: its text is the first cell's
                body = cell.find("{*}txBody")
                if body is not None:
                    self.text_body(body, out)
            out.end_row()


def _slides(package: SafeZip, presentation: str, root: etree._Element) -> list[str]:
    """The slide parts in the presentation's order."""
    targets = {rel_id: target for rel_id, kind, target in relationships(package, presentation)
               if kind == "slide"}  # fmt: skip
    out: dict[str, None] = {}  # each slide once, however often the list names it
    listed = root.find("{*}sldIdLst")
    for entry in listed if listed is not None else ():
        rel_id = next((v for k, v in entry.attrib.items() if str(k).endswith("}id")), "")
        target = targets.get(str(rel_id))
        if target is not None and package.find(target) is not None:
            out.setdefault(target)
    return list(out)


def read_pptx(data: bytes, name: str, charset: str | None = None) -> SourceDocument:
    """A PowerPoint presentation's text (``pptx_text``; see the module docstring)."""
    package = SafeZip(data, name)
    presentation = main_part(package, "ppt/presentation.xml")
    if presentation is None:
        raise SourceError(
            f"{name}: a ZIP package without a presentation", code=ErrorCode.EXTRACTION_FAILED
        )
    root = package.parse(presentation)
    builder = TextBuilder(package.budget)
    for number, part in enumerate(_slides(package, presentation, root), start=1):
        slide = package.parse(part)
        aside = builder.part()
        hidden = _false(slide.get("show"))
        shown = aside if hidden else builder
        if not hidden:
            builder.open("slide", str(number))
        tree = slide.find("{*}cSld/{*}spTree")
        if tree is not None:
            _Slide(shown, aside).shapes(tree)
        if not hidden:
            builder.close("slide")
        for _, kind, target in relationships(package, part):
            if kind in ("notesSlide", "comments") and package.find(target) is not None:
                notes = package.parse(target)
                notes_tree = notes.find("{*}cSld/{*}spTree")
                if notes_tree is not None:
                    _Slide(aside, aside).shapes(notes_tree)
                elif kind == "comments":
                    for comment in notes.iter("{*}text"):
                        aside.block(comment.text or "")
        builder.furniture_of(aside)
    properties = core_properties(package)
    return builder.document(
        data,
        representation=Representation.PPTX_TEXT,
        content_type=PPTX_MEDIA_TYPE,
        title=properties.pop("title", "") or name,
        metadata=properties,
    )
