"""Ligature glyphs that a font names in its ``/Differences`` but maps to no character.

pdfTeX with a Type 1 font whose encoding names its ligatures ``f_i``, ``f_f``, ``f_f_l``
(Linux Libertine and Biolinum, and other fonts of ``fontools``' encodings) writes those
names in the font's ``/Encoding /Differences`` and no ToUnicode map. PDFium knows no such
name, so it gives the glyph its code as the character: a ``fi`` at code 86 is read ``V``
(``deVnieren``, bibleref-german's manual), and no quote with the word is confirmed, where
poppler reads the name's letters. Such a glyph is read as its ligature (``ﬁ``), which the
matcher already takes for its letters.

The names are read from the file's own font dictionaries, those written plain and those
inside a Flate-compressed object stream (pdfTeX of TeX Live 2020 and later writes its
fonts and encodings there at ``\\pdfobjcompresslevel`` 2: ``autoaligne``'s French manual in
Libertine read "afﬁchés" as "a chés" and "déﬁnit" as "dé nit", four sentences of 21 absent),
only when the file holds such a name at all; and a glyph is read so only where PDFium
reports it mapped no character (``FPDFText_HasUnicodeMapError``), so a font with a
ToUnicode map, or a code the same font maps, is read as before.
"""

from __future__ import annotations

import ctypes
import re
import zlib
from itertools import repeat
from typing import TYPE_CHECKING, Any

import numpy as np

from ..._lazy import deferred
from ._glyphs import _address, _bare, _pointer

if TYPE_CHECKING:
    import pypdfium2.raw as pdfium_c
else:
    pdfium_c = deferred("pypdfium2.raw")

__all__ = [
    "LIGATURES",
    "UNKNOWN_GLYPH",
    "ligature_codes",
    "read_control_ligatures",
    "read_ligatures",
    "read_unmapped_cids",
]

#: A ligature glyph's letters, as glyph names join them (``f_i`` or ``fi``), and the
#: character that stands for it (NFKC gives the letters back).
LIGATURES = {"ff": "ﬀ", "fi": "ﬁ", "fl": "ﬂ", "ffi": "ﬃ", "ffl": "ﬄ", "st": "ﬆ"}
_ANY = re.compile(rb"/(?:f_f_[il]|f_[fil]|s_t)(?=[\s/\]])")
_OBJECT = re.compile(rb"(\d+)\s+0\s+obj\b")
_BASE_FONT = re.compile(rb"/BaseFont\s*/([^\s/<>\[\]()]+)")
_ENCODING_REF = re.compile(rb"/Encoding\s+(\d+)\s+0\s+R")
_DIFFERENCES = re.compile(rb"/Differences\s*\[([^\]]*)\]")
_TOKEN = re.compile(rb"(\d+)|/([^\s/\[\]]+)")
_OBJECT_STREAM = re.compile(rb"/Type\s*/ObjStm\b")
_FIRST = re.compile(rb"/First\s+(\d+)")
_FLATE = re.compile(rb"/Filter\s*(?:\[\s*)?/FlateDecode\s*\]?\s*[/>]")
#: The most bytes one object stream is inflated to, and all of a file's together: an
#: object stream holds dictionaries, not pages' contents (a few kilobytes to a few hundred),
#: and a stream built to inflate a thousandfold (a zip bomb) is cut there, not read whole.
MAX_INFLATED = 8 << 20
MAX_INFLATED_IN_ALL = 64 << 20
#: How far before an object stream's ``/Type /ObjStm`` its ``obj`` is sought, and after it
#: its ``stream`` (a dictionary's length), and how many object streams a file's are tried:
#: searched to the file's ends, a file of repeated ``/Type /ObjStm`` with neither near
#: took time quadratic in its size (560 KB: 56 s).
_DICTIONARY_REACH = 4096
MAX_OBJECT_STREAMS = 4096


def _ligatures(differences: bytes) -> dict[int, str]:
    """The codes of a ``/Differences`` array whose glyph names are ligatures."""
    out: dict[int, str] = {}
    code = 0
    for number, name in _TOKEN.findall(differences):
        if number:
            code = int(number)
            continue
        letters = name.decode("latin-1").replace("_", "")
        if letters in LIGATURES and (b"_" in name or len(letters) > 1):
            out[code] = LIGATURES[letters]
        code += 1
    return out


def _object_streams(data: bytes) -> list[tuple[bytes, bytes]]:
    """The file's Flate-compressed object streams inflated, each as its header (pairs of
    object number and offset) and its objects; a stream that does not inflate (another
    filter, a damaged file) is left out, one that inflates beyond :data:`MAX_INFLATED` (or
    the file's streams beyond :data:`MAX_INFLATED_IN_ALL`) is cut there."""
    out: list[tuple[bytes, bytes]] = []
    view = memoryview(data)
    budget = MAX_INFLATED_IN_ALL
    for tried, match in enumerate(_OBJECT_STREAM.finditer(data)):
        if budget <= 0 or tried >= MAX_OBJECT_STREAMS:
            break
        opened = data.rfind(b"obj", max(0, match.start() - _DICTIONARY_REACH), match.start())
        cut = data.find(b"stream", match.end(), match.end() + _DICTIONARY_REACH)
        if opened < 0 or cut < 0:
            continue
        first = _FIRST.search(data, opened, cut)
        if (
            first is None
            or not _FLATE.search(data, opened, cut)
            or data.find(b"/DecodeParms", opened, cut) >= 0
        ):
            continue
        begin = cut + len(b"stream")
        begin += 2 if data[begin : begin + 2] == b"\r\n" else 1
        try:
            stream = zlib.decompressobj().decompress(view[begin:], min(MAX_INFLATED, budget))
        except zlib.error:
            continue
        budget -= len(stream)
        at = int(first.group(1))
        out.append((stream[:at], stream[at:]))
    return out


def _stream_heads(numbers: bytes, objects: bytes) -> dict[int, bytes]:
    """An object stream's objects by number, from its header's pairs of number and offset
    (``numbers``) and the objects after it; none when the header is not pairs of numbers."""
    values = numbers.split()
    if not all(v.isdigit() for v in values):
        return {}  # a damaged header (or no object stream): its objects are not known
    pairs = [int(v) for v in values]
    entries = list(zip(pairs[0::2], pairs[1::2], strict=False))
    out: dict[int, bytes] = {}
    for k, (number, offset) in enumerate(entries):
        end = entries[k + 1][1] if k + 1 < len(entries) else len(objects)
        out[number] = objects[offset:end]
    return out


def ligature_codes(data: bytes) -> dict[str, dict[int, str]]:
    """For each font of ``data`` (a PDF's bytes) whose encoding names ligature glyphs, its
    base name (subset tag dropped, upper case, as :func:`._texfonts._base_name` gives it) and
    those glyphs' codes with their ligature characters. Empty for most files (one scan, and
    the object streams inflated where the file has them)."""
    plain = bool(_ANY.search(data))
    if not plain and b"/ObjStm" not in data:
        return {}
    # every stream once one names a ligature: a font's dictionary and its encoding may
    # stand in two of them
    streams = _object_streams(data) if b"/ObjStm" in data else []
    if not plain and not any(_ANY.search(objects) for _, objects in streams):
        return {}
    heads: dict[int, bytes] = {}
    for numbers, objects in streams:
        heads.update(_stream_heads(numbers, objects))
    starts = [(m.start(), int(m.group(1))) for m in _OBJECT.finditer(data)]
    for k, (start, number) in enumerate(starts):
        end = starts[k + 1][0] if k + 1 < len(starts) else len(data)
        head = data[start:end]
        cut = head.find(b"stream")
        heads[number] = head if cut < 0 else head[:cut]
    out: dict[str, dict[int, str]] = {}
    for head in heads.values():
        font = _BASE_FONT.search(head)
        if font is None:
            continue
        differences = _DIFFERENCES.search(head)
        ref = _ENCODING_REF.search(head)
        if differences is None and ref is not None:
            differences = _DIFFERENCES.search(heads.get(int(ref.group(1)), b""))
        codes = _ligatures(differences.group(1)) if differences is not None else {}
        if codes:
            name = font.group(1).decode("latin-1").rpartition("+")[2].upper()
            out.setdefault(name, {}).update(codes)
    return out


def read_ligatures(
    textpage_raw: Any, codes: Any, indices: list[int], chars: str, table: dict[str, dict[int, str]]
) -> str:
    """``chars`` (the characters at ``indices``, ``codes`` their code points) with each
    glyph PDFium mapped to no character read as the ligature its font's encoding names
    there (``table``, from :func:`ligature_codes`); the same length, so every box stays."""
    wanted = sorted({code for codes_of in table.values() for code in codes_of})
    candidates = np.flatnonzero(np.isin(codes, wanted)).tolist()
    if not candidates:
        return chars
    buffer = ctypes.create_string_buffer(64)
    flags = ctypes.c_int()
    out: list[str] | None = None
    unmapped = _unmapped(textpage_raw, [indices[k] for k in candidates])
    for k, no_character in zip(candidates, unmapped, strict=True):
        if not no_character:
            continue
        pdfium_c.FPDFText_GetFontInfo(
            textpage_raw, indices[k], buffer, len(buffer), ctypes.byref(flags)
        )
        name = buffer.value.decode("latin-1").rpartition("+")[2].upper()
        ligature = table.get(name, {}).get(ord(chars[k]))
        if ligature is not None:
            out = out if out is not None else list(chars)
            out[k] = ligature
    return chars if out is None else "".join(out)


def read_control_ligatures(
    textpage_raw: Any, codes: Any, text: str, table: dict[str, dict[int, str]]
) -> str:
    """``text`` (a page's whole text, ``codes`` its code points) with each glyph at a
    control code (below 32) that PDFium mapped to no character read as the ligature its
    font's encoding names there, before control characters are dropped as no glyphs.

    ``fontools``' Libertine encoding names ``f_i``, ``f_f_i`` and ``f_f`` at 27 to 29:
    PDFium gives such a glyph its code, a control character, and the glyph was dropped
    ("affichés" read "a chés", autoaligne's French manual). A character PDFium puts there
    itself (a line break it infers) has a character and is left alone."""
    low = np.flatnonzero(codes < 0x20).tolist()
    part = "".join(text[k] for k in low)
    read = read_ligatures(textpage_raw, codes[low], low, part, table)
    if read == part:
        return text
    out = list(text)
    for k, char in zip(low, read, strict=True):
        out[k] = char
    return "".join(out)


#: What a glyph whose character no reader can know is read as: U+FFFD, which no quote holds.
UNKNOWN_GLYPH = "\ufffd"
#: ``FPDFText_HasUnicodeMapError``, bare (:func:`._glyphs._bare`), made on first use.
_MAP_ERROR: list[Any] = []


def _unmapped(textpage_raw: Any, indices: list[int]) -> list[int]:
    """For each character at ``indices``, whether PDFium mapped its glyph to no character
    (``FPDFText_HasUnicodeMapError``), asked through one bare prototype mapped over them."""
    if not _MAP_ERROR:
        _MAP_ERROR.append(_bare(pdfium_c.FPDFText_HasUnicodeMapError, ctypes.c_int))
    page = _pointer(_address(textpage_raw))
    return list(map(_MAP_ERROR[0], repeat(page, len(indices)), indices))


def read_unmapped_cids(textpage_raw: Any, codes: Any, indices: list[int], chars: str) -> str:
    """``chars`` (the characters at ``indices``, ``codes`` their code points as PDFium gave
    them, before TeX's codes or ligatures were read) with each glyph of a composite font
    that maps to no character read as :data:`UNKNOWN_GLYPH`, not as the character whose
    code point its glyph number happens to be; the same length, so every box stays.

    A composite (Type 0) font's glyphs are named by numbers of up to two bytes that say
    nothing of their characters (``Identity-H``: the font's own glyph numbers); only its
    ToUnicode map does. Where that map has no entry for a glyph (a ligature xdvipdfmx found
    no characters for), PDFium reports the glyph mapped to no character
    (``FPDFText_HasUnicodeMapError``) and gives its number as the character: Fanwood's
    ``ffi`` and ``ffl`` at 420 and 421 were read ``Ƥ`` and ``ƥ`` ("d'aƤchage", fontbook's
    specimens of free fonts), Arno Pro's ``λλ`` at 1253 ``ӥ`` ("Εӥηνικά", fontwrap's
    manual), a letter the page does not show, where pdftotext reads nothing and pdfminer
    ``(cid:421)``. A number beyond one byte can only be such a glyph (a simple font's codes
    are bytes, which PDFium's own fallbacks read by their encoding, TeX's among them), so
    only those are asked; a private-use code point (a symbol font's) is left as it is."""
    read = np.frombuffer(chars.encode("utf-32-le"), dtype="<u4")
    candidates = np.flatnonzero(
        (codes > 0xFF)
        & ((codes < 0xE000) | (codes > 0xF8FF))
        & (codes != 0xFFFD)
        & (read == codes)  # not read otherwise already (a TeX symbol, a ligature by its name)
    ).tolist()
    if not candidates:
        return chars
    asked = _unmapped(textpage_raw, [indices[k] for k in candidates])
    unmapped = [k for k, no_character in zip(candidates, asked, strict=True) if no_character]
    if not unmapped:
        return chars
    out = list(chars)
    for k in unmapped:
        out[k] = UNKNOWN_GLYPH
    return "".join(out)
