"""Rich Text Format (``.rtf``): a tokenizer of our own, not striprtf.

striprtf (the maintained pure-Python choice) was measured and set aside: it drops
footnotes together with the other destinations it skips, cannot tell headers and footers
from the body, keeps text marked as a tracked deletion (``\\deleted``) and hidden text
(``\\v``), and decodes ``\\'hh`` with one code page for the whole file, so a font with its
own charset (``\\fcharset204``: Cyrillic) comes out wrong. RTF's syntax is small (groups,
control words, control symbols, text), so a linear tokenizer with a group stack is short
and its cost is one regular-expression scan (no recursion: deep nesting only grows a
list, capped at :data:`MAX_DEPTH`).

What is the text (``rtf_text``): the body's paragraphs (``\\par``), table cells as blocks
(``\\cell``) and rows (``\\row``), ``\\line`` as a line break, ``\\tab``, Unicode
(``\\uN`` with its ``\\ucN`` fallback skipped) and code-page bytes decoded by the current
font's charset or the document's ``\\ansicpg``; field results (``\\fldrslt``), not field
instructions; footnotes (``\\footnote``) after the body with ``footnote`` locators
numbered in order, their marks left out. Furniture: headers, footers and annotations
(comments). Left out: font, colour and style tables, pictures, objects, document info,
``{\\*\\...}`` destinations, hidden text and tracked deletions.
Locators: ``paragraph`` (numbered from 1 among paragraphs with text).

Bounded: every token is an element of the document's
:class:`~citeproof.sources._budget.Budget` (``too_large`` past ``MAX_ELEMENTS``), its
paragraphs blocks and its text characters. ``\\uN`` stands for a UTF-16 code unit: a
surrogate pair written as two escapes is one character, a lone surrogate is U+FFFD
(text never holds one: it could not be written as UTF-8).
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass, field, replace

from ....errors import ErrorCode, SourceError
from ..._budget import Budget
from ..._document import Representation, SourceDocument
from .._builder import TextBuilder
from .._signatures import RTF_MEDIA_TYPE, recognise_rtf
from ._symbol import decode_symbol, is_symbol_font, symbol_char

__all__ = ["MAX_DEPTH", "RTF_MEDIA_TYPE", "read_rtf", "recognise_rtf"]

#: Deepest group nesting read; deeper is refused (``extraction_failed``).
MAX_DEPTH = 1000
_TOKEN = re.compile(
    rb"\\([a-zA-Z]{1,32})(-?[0-9]{1,10})? ?|\\'([0-9a-fA-F]{2})|\\(.)|([{}])|([\r\n]+)"
    rb"|([^\\{}\r\n]+)",
    re.S,
)
#: Destinations whose content is never text.
_SKIP = frozenset(
    "fonttbl colortbl stylesheet info pict object themedata datastore listtable "
    "listoverridetable rsidtbl generator xmlnstbl mmathPr latentstyles filetbl revtbl "
    "fldinst bkmkstart bkmkend objdata nonshppict shppict nonesttables template userprops "
    "listtext pntext pntxta pntxtb passwordhash protusertbl docvar xe tc txe "
    "blipuid wgrffmtfilter colorschememapping defchp defpap panose falt fname".split()
)
_FURNITURE = frozenset(
    "header headerl headerr headerf footer footerl footerr footerf annotation atnid "
    "atnauthor".split()
)
#: ``\\fcharset2``: a symbol font, its bytes no charset's letters. The Symbol font's are
#: read by its encoding (:mod:`._symbol`: "5 μg/kg" was read "5 mg/kg", a quote of the
#: wrong dose confirmed); another symbol font's (Wingdings) have no Unicode characters
#: and are left out rather than read as the letters at their codes.
_SYMBOL_CHARSET = 2
_SYMBOL_FONT, _OTHER_SYMBOL_FONT = "symbol font", "other symbol font"


def _decode(data: bytes, codec: str) -> str:
    """Text bytes in the group's font: by its charset's codec, or a symbol font's codes."""
    if codec == _SYMBOL_FONT:
        return decode_symbol(data)
    if codec == _OTHER_SYMBOL_FONT:
        return ""
    return codecs.decode(data, codec, "replace")


#: Font charsets (``\\fcharsetN``) to Python codecs.
_CHARSETS = {
    0: "cp1252", 77: "mac_roman", 128: "cp932", 129: "cp949", 134: "gbk", 136: "big5",
    161: "cp1253", 162: "cp1254", 163: "cp1258", 177: "cp1255", 178: "cp1256",
    186: "cp1257", 204: "cp1251", 222: "cp874", 238: "cp1250",
}  # fmt: skip
_SYMBOLS = {b"~": "\u00a0", b"-": "\u00ad", b"_": "\u2011", b"\\": "\\", b"{": "{", b"}": "}"}
#: A UTF-16 surrogate (``\\uN`` writes code units: an astral character is two of them).
_SURROGATE = re.compile("[\ud800-\udfff]")
#: Tokens read between two charges to the budget (one call per token would cost more).
_BATCH = 4096
_WORDS = {
    "tab": "\t", "emdash": "\u2014", "endash": "\u2013", "bullet": "\u2022",
    "lquote": "\u2018", "rquote": "\u2019", "ldblquote": "\u201c", "rdblquote": "\u201d",
    "emspace": "\u2003", "enspace": "\u2002", "qmspace": "\u2005",
}  # fmt: skip


def _codec(page: int, fallback: str) -> str:
    """The Python codec for Windows/Mac code page ``page`` (``fallback`` if unknown)."""
    name = "mac_roman" if page == 10000 else f"cp{page}"
    try:
        codecs.lookup(name)
    except LookupError:
        return fallback
    return name


def _whole(text: str) -> str:
    """``text`` with each surrogate pair made one character and each lone surrogate
    U+FFFD (the replacement character)."""
    if _SURROGATE.search(text) is None:
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


@dataclass
class _State:
    """What a group inherits: where its text goes and how bytes are decoded."""

    target: str = "body"  # body, skip, furniture, footnote
    codec: str = "cp1252"
    skip_after_unicode: int = 1
    hidden: bool = False


@dataclass
class _Out:
    """Text pieces per target: the body's paragraphs, each footnote, the furniture."""

    paragraph: list[str] = field(default_factory=list)
    cell_row: bool = False
    notes: list[list[str]] = field(default_factory=list)
    furniture: list[str] = field(default_factory=list)


def read_rtf(data: bytes, name: str, charset: str | None = None) -> SourceDocument:
    """An RTF document's text (``rtf_text``; see the module docstring)."""
    if not recognise_rtf(data[:64], "", ""):
        raise SourceError(f"{name}: not an RTF document", code=ErrorCode.EXTRACTION_FAILED)
    budget = Budget(name)
    builder = TextBuilder(budget)
    out = _Out()
    paragraphs = 0
    fonts: dict[int, str] = {}
    symbol_fonts: set[int] = set()  # \fcharset2: a symbol font (see _symbol)
    font_names: dict[int, str] = {}
    font_number: int | None = None
    document_codec = "cp1252"  # \ansicpg's: a font of no charset of its own reads so
    default_font: int | None = None  # \deff: the font \plain returns to

    def font_codec(number: int | None) -> str:
        """How text in font ``number`` is decoded (the document's code page when the
        font names no charset, or is not declared)."""
        if number in symbol_fonts:
            named = font_names.get(number, "")
            return _SYMBOL_FONT if is_symbol_font(named) else _OTHER_SYMBOL_FONT
        return fonts.get(number, document_codec) if number is not None else document_codec

    stack: list[_State] = []
    state = _State()
    pending_bytes = bytearray()
    skip = 0  # fallback characters still to skip after a \uN

    def flush_bytes() -> None:
        if pending_bytes:
            text = _decode(bytes(pending_bytes), state.codec)
            pending_bytes.clear()
            emit(text)

    def emit(text: str) -> None:
        if state.hidden or state.target == "skip":
            return
        if state.target == "footnote" and out.notes:
            out.notes[-1].append(text)
        elif state.target == "furniture":
            out.furniture.append(text)
        elif state.target == "body":
            out.paragraph.append(text)

    def end_paragraph() -> None:
        nonlocal paragraphs
        flush_bytes()
        if state.target == "body":
            raw = _whole("".join(out.paragraph))
            out.paragraph.clear()
            labels: tuple[tuple[str, str], ...] = ()
            if raw.strip():
                paragraphs += 1
                labels = (("paragraph", str(paragraphs)),)
            builder.block(raw, labels)
        elif state.target == "footnote" and out.notes:
            out.notes[-1].append("\n\n")
        elif state.target == "furniture":
            out.furniture.append("\n\n")

    pos = count = 0
    while (match := _TOKEN.search(data, pos)) is not None:
        count += 1
        pos = match.end()
        if not count % _BATCH:
            budget.elements(_BATCH)
        word, argument, hexa, symbol, brace, newline, text = match.groups()
        if hexa is not None:
            if skip:
                skip -= 1
                continue
            pending_bytes.append(int(hexa, 16))
            continue
        if newline is not None:
            continue
        flush_bytes()
        if text is not None:
            if skip:
                dropped = min(skip, len(text))
                text, skip = text[dropped:], skip - dropped
            if state.target == "fonts" and font_number is not None:
                font_names[font_number] = font_names.get(font_number, "") + text.decode("latin-1")
            emit(_decode(text, state.codec))
            continue
        if word != b"u":
            skip = 0
        if brace == b"{":
            if len(stack) >= MAX_DEPTH:
                raise SourceError(
                    f"{name}: groups nest more than {MAX_DEPTH} deep",
                    code=ErrorCode.EXTRACTION_FAILED,
                )
            stack.append(state)
            state = replace(state)
            continue
        if brace == b"}":
            if not stack:
                break  # the document's closing brace
            state = stack.pop()
            continue
        if symbol is not None:
            raw_symbol = symbol
            if raw_symbol == b"*":
                state.target = "skip"  # an optional destination: never text we know
            elif raw_symbol in (b"\n", b"\r"):
                end_paragraph()
            elif raw_symbol in _SYMBOLS:
                emit(_SYMBOLS[raw_symbol])
            continue
        control = word.decode("ascii")
        value = int(argument) if argument is not None else None
        if control in _SKIP:
            state.target = "fonts" if control == "fonttbl" else "skip"
        elif control in _FURNITURE:
            state.target = "furniture" if state.target != "skip" else "skip"
            out.furniture.append("\n\n")
        elif control == "footnote":
            if state.target == "body":
                out.notes.append([])
                state.target = "footnote"
        elif control == "f" and value is not None:
            if state.target == "fonts":
                font_number = value
            else:
                state.codec = font_codec(value)
        elif control == "fcharset" and value is not None and state.target == "fonts":
            if font_number is not None and value in _CHARSETS:
                fonts[font_number] = _CHARSETS[value]
            elif font_number is not None and value == _SYMBOL_CHARSET:
                symbol_fonts.add(font_number)
        elif control == "ansicpg" and value is not None:
            state.codec = document_codec = _codec(value, state.codec)
        elif control == "deff" and value is not None:
            default_font = value
        elif control == "plain":
            state.codec = font_codec(default_font)
        elif control == "uc" and value is not None:
            state.skip_after_unicode = max(0, min(value, 8))
        elif control == "u" and value is not None:
            point = value % 0x10000 if value < 0 else min(value, 0x10FFFF)
            if state.codec in (_SYMBOL_FONT, _OTHER_SYMBOL_FONT) and 0xF020 <= point <= 0xF0FF:
                # Word's \u-3987 for a symbol font's code: the character it draws
                emit(symbol_char(point) if state.codec == _SYMBOL_FONT else "")
            else:
                emit(chr(point))
            skip = state.skip_after_unicode
        elif control in ("par", "sect", "page") or control == "cell" or control == "nestcell":
            end_paragraph()
        elif control == "row" or control == "nestrow":
            end_paragraph()
            if state.target == "body":
                builder.end_row()
        elif control == "line":
            emit("\n")
        elif control in _WORDS:
            emit(_WORDS[control])
        elif control in ("v", "deleted"):
            state.hidden = value != 0
        elif control == "bin" and value is not None and value > 0:
            pos += value  # binary data (a picture's, an object's): stepped over, not read
    flush_bytes()
    state = _State()
    end_paragraph()
    for number, note in enumerate(out.notes, start=1):
        builder.block(_whole("".join(note)), (("footnote", str(number)),))
    for part in _whole("".join(out.furniture)).split("\n\n"):
        builder.furniture(part)
    return builder.document(
        data,
        representation=Representation.RTF_TEXT,
        content_type=RTF_MEDIA_TYPE,
        title=name,
        warnings=(),
    )
