"""Hostile inputs of every format, built small: the shapes of issue 22's attacks.

Each generator takes its size, so the regression tests build the attack at full size
(a few MB on disk, written to a temporary directory, never committed) and the HTTP fuzz
suite the same shape small. Compression bombs are built from one deflate segment
repeated (a full flush makes every segment of zeros the same bytes), so a member that
inflates to 10 GiB costs 10 MB and no time to write; their CRC is not computed (a reader
that stops at its cap never gets to it).
"""

from __future__ import annotations

import io
import random
import struct
import zipfile
import zlib
from collections.abc import Iterable

W = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
S = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
REL = "http://schemas.openxmlformats.org/package/2006/relationships"
TYPE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/"
TYPES = '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'
ODF = {
    "office": "urn:oasis:names:tc:opendocument:xmlns:office:1.0",
    "text": "urn:oasis:names:tc:opendocument:xmlns:text:1.0",
}
ODT_MEDIA = b"application/vnd.oasis.opendocument.text"
_CHUNK = 1 << 20


def _rels(*targets: tuple[str, str]) -> str:
    items = "".join(
        f'<Relationship Id="rId{i}" Type="{TYPE}{kind}" Target="{target}"/>'
        for i, (kind, target) in enumerate(targets, start=1)
    )
    return f'<Relationships xmlns="{REL}">{items}</Relationships>'


def _chunks(head: str, item: str, count: int, tail: str) -> Iterable[bytes]:
    """``head``, ``item`` ``count`` times, ``tail``: as bytes, a MiB or so at a time."""
    yield head.encode()
    per = max(1, _CHUNK // max(1, len(item)))
    block = (item * per).encode()
    whole, rest = divmod(count, per)
    for _ in range(whole):
        yield block
    yield (item * rest + tail).encode()


def zip_package(
    members: dict[str, str | bytes | Iterable[bytes]], *, pad: int = 0, first: bytes = b""
) -> bytes:
    """A ZIP of ``members`` (a streamed member is written chunk by chunk), with ``first``
    as a stored ``mimetype`` member and ``pad`` random stored bytes (so a well-compressed
    part stays under the container's compression-ratio cap, as the attacks' files did)."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
        if first:
            archive.writestr("mimetype", first, compress_type=zipfile.ZIP_STORED)
        for name, content in members.items():
            if isinstance(content, str | bytes):
                archive.writestr(name, content)
                continue
            with archive.open(name, "w", force_zip64=True) as member:
                for chunk in content:
                    member.write(chunk)
        if pad:
            noise = random.Random(22).randbytes(pad)
            archive.writestr("padding.bin", noise, compress_type=zipfile.ZIP_STORED)
    return buffer.getvalue()


# -- office ------------------------------------------------------------------------------


def docx_paragraphs(count: int, *, pad: int = 0) -> bytes:
    """A Word document of ``count`` short paragraphs (4 M: 217 MiB of ``document.xml``)."""
    paragraph = '<w:p><w:r><w:t xml:space="preserve">a</w:t></w:r></w:p>'
    head = f'<w:document xmlns:w="{W}"><w:body>'
    return zip_package(
        {
            "[Content_Types].xml": TYPES,
            "_rels/.rels": _rels(("officeDocument", "word/document.xml")),
            "word/document.xml": _chunks(head, paragraph, count, "</w:body></w:document>"),
        },
        pad=pad,
    )


def _workbook(shared: Iterable[bytes], cells: Iterable[bytes], pad: int) -> bytes:
    workbook = (
        f'<workbook xmlns="{S}" xmlns:r="{R}"><sheets>'
        '<sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>'
    )
    return zip_package(
        {
            "[Content_Types].xml": TYPES,
            "_rels/.rels": _rels(("officeDocument", "xl/workbook.xml")),
            "xl/workbook.xml": workbook,
            "xl/_rels/workbook.xml.rels": _rels(
                ("worksheet", "worksheets/sheet1.xml"), ("sharedStrings", "sharedStrings.xml")
            ),
            "xl/sharedStrings.xml": shared,
            "xl/worksheets/sheet1.xml": cells,
        },
        pad=pad,
    )


def xlsx_shared_strings(count: int, *, pad: int = 0) -> bytes:
    """A workbook with ``count`` shared strings (6 M of them: 2.4 GiB read before) and one
    cell."""
    shared = _chunks(f'<sst xmlns="{S}">', "<si><t>a shared string</t></si>", count, "</sst>")
    sheet = f'<worksheet xmlns="{S}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c>'
    return _workbook(shared, [f"{sheet}</row></sheetData></worksheet>".encode()], pad)


def xlsx_one_string_everywhere(length: int, cells: int) -> bytes:
    """One shared string of ``length`` characters, referenced by ``cells`` cells."""
    word = "evidence "
    text = (word * (length // len(word) + 1))[:length]
    shared = [f'<sst xmlns="{S}"><si><t>{text}</t></si></sst>'.encode()]
    sheet = _chunks(
        f'<worksheet xmlns="{S}"><sheetData><row r="1">',
        '<c t="s"><v>0</v></c>',
        cells,
        "</row></sheetData></worksheet>",
    )
    return _workbook(shared, sheet, 0)


def odt(paragraph: str, count: int) -> bytes:
    """An OpenDocument text of ``paragraph`` (its XML) ``count`` times."""
    head = (
        f'<office:document-content xmlns:office="{ODF["office"]}" '
        f'xmlns:text="{ODF["text"]}"><office:body><office:text>'
    )
    tail = "</office:text></office:body></office:document-content>"
    return zip_package({"content.xml": _chunks(head, paragraph, count, tail)}, first=ODT_MEDIA)


def odt_spaces(paragraphs: int, count: str = "1000000000000", text: str = "a") -> bytes:
    """An OpenDocument text whose paragraphs each hold ``<text:s text:c="count"/>``
    between two ``text``."""
    return odt(f'<text:p>{text}<text:s text:c="{count}"/>{text}</text:p>', paragraphs)


def rtf_paragraphs(count: int) -> bytes:
    """An RTF document of ``count`` paragraphs (``\\par``), each a word."""
    return b"{\\rtf1\\ansi " + b"a\\par " * count + b"}"


#: RTF whose Unicode escapes stand for lone surrogates, or a pair written as two escapes.
RTF_SURROGATES = {
    "lone-high": b"{\\rtf1 before \\u55296 ? after\\par}",
    "lone-low": b"{\\rtf1 before \\u-9216 ? after\\par}",
    "pair": b"{\\rtf1\\uc0 before \\u-10240 \\u-9216  after\\par}",
    "pair-reversed": b"{\\rtf1\\uc0 before \\u-9216 \\u-10240  after\\par}",
}


# -- plain -------------------------------------------------------------------------------


def csv_cells(count: int, *, per_row: int = 1000) -> bytes:
    """A CSV file of ``count`` one-letter cells, ``per_row`` to a row."""
    row = ",".join(["a"] * per_row) + "\n"
    rows, rest = divmod(count, per_row)
    return (row * rows + ",".join(["a"] * rest)).encode()


def srt_cues(count: int) -> bytes:
    """An SRT file of ``count`` cues (1 M: 37 s before)."""
    timing = "00:00:01,000 --> 00:00:02,500"
    return "".join(f"{n}\n{timing}\nline {n}\n\n" for n in range(1, count + 1)).encode()


# -- web archives ------------------------------------------------------------------------


def _record(kind: str, uri: str, block: bytes, length: int | None = None) -> bytes:
    """A WARC record's header and its HTTP block (``length``: the block's declared size
    when more bytes follow the ``block`` given)."""
    header = (
        f"WARC/1.0\r\nWARC-Type: {kind}\r\nWARC-Target-URI: {uri}\r\n"
        f"WARC-Date: 2024-01-01T00:00:00Z\r\n"
        f"WARC-Record-ID: <urn:uuid:00000000-0000-0000-0000-{zlib.crc32(uri.encode()):012d}>\r\n"
        f"Content-Type: application/http; msgtype=response\r\n"
        f"Content-Length: {len(block) if length is None else length}\r\n\r\n"
    )
    return header.encode() + block


def _http(content_type: str, body: bytes, length: int | None = None) -> bytes:
    size = len(body) if length is None else length
    return (
        f"HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\nContent-Length: {size}\r\n\r\n"
    ).encode() + body


PAGE = b"<html><body><p>The archived page says what it says.</p></body></html>"


def _gzip_bomb(prefix: bytes, zeros: int, suffix: bytes) -> bytes:
    """One gzip member: ``prefix``, ``zeros`` zero bytes (whole MiB), ``suffix`` (its CRC
    computed up to 64 MiB of zeros, past that left 0)."""
    compressor = zlib.compressobj(9, zlib.DEFLATED, -15)
    start = compressor.compress(prefix) + compressor.flush(zlib.Z_FULL_FLUSH)
    segment = compressor.compress(bytes(_CHUNK)) + compressor.flush(zlib.Z_FULL_FLUSH)
    end = compressor.compress(suffix) + compressor.flush()
    header = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff"
    crc = 0
    if zeros <= 64 * _CHUNK:
        crc = zlib.crc32(prefix)
        for _ in range(zeros // _CHUNK):
            crc = zlib.crc32(bytes(_CHUNK), crc)
        crc = zlib.crc32(suffix, crc)
    trailer = struct.pack("<LL", crc, (len(prefix) + zeros + len(suffix)) & 0xFFFFFFFF)
    return header + start + segment * (zeros // _CHUNK) + end + trailer


def _gzip(data: bytes) -> bytes:
    compressor = zlib.compressobj(6, zlib.DEFLATED, 16 + zlib.MAX_WBITS)
    return compressor.compress(data) + compressor.flush()


def warc_skipped_bomb(inflated: int) -> bytes:
    """A per-record gzipped WARC whose first record (an image, skipped) is one gzip member
    inflating to ``inflated`` bytes, then the page (10 GiB: a 10 MB file)."""
    http = _http("image/png", b"", inflated)
    first = _gzip_bomb(_record("response", "http://example.org/big.png", http,
                               len(http) + inflated), inflated, b"\r\n\r\n")  # fmt: skip
    page = _gzip(_record("response", "http://example.org/", _http("text/html", PAGE)) + b"\r\n\r\n")
    return first + page


def warc_whole_gzip(inflated: int) -> bytes:
    """A WARC gzipped as one member (not record by record) inflating past ``inflated``
    bytes: a skipped image record of that size, then the page."""
    http = _http("image/png", b"", inflated)
    head = _record("response", "http://example.org/big.png", http, len(http) + inflated)
    page = _record("response", "http://example.org/", _http("text/html", PAGE))
    return _gzip_bomb(head, inflated, b"\r\n\r\n" + page + b"\r\n\r\n")


def wacz_bomb(inflated: int) -> bytes:
    """A WACZ whose ``archive/data.warc.gz`` inflates to ``inflated`` bytes."""
    pages = b'{"format": "json-pages-1.0"}\n{"url": "http://example.org/"}\n'
    return zip_package(
        {
            "datapackage.json": b'{"profile": "data-package", "resources": []}',
            "pages/pages.jsonl": pages,
            "archive/data.warc.gz": warc_whole_gzip(inflated),
        }
    )
