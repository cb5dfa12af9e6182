"""The recognisers the registry asks of every document before it knows its format (a
check of a text file asks them all), kept where they import nothing but ``re``,
``struct`` and ``zlib``: a format's reader, and what it imports, comes in only when that
format is read (issue 23: a text file's check starts in a blink).

Here: the ZIP signatures (:class:`ZipSignature`, for every ZIP-based format), the web
archives' and e-mail's recognisers, and PDF's and HTML's (defined here, and re-exported by
:mod:`citeproof.sources.pdf` and :mod:`citeproof.sources.html`: importing those packages
costs their whole reader).
"""

from __future__ import annotations

import re
import struct
import zlib
from collections.abc import Callable
from dataclasses import dataclass

from ..._lazy import re_pattern
from .._media import undeclared

__all__ = [
    "DOCX_MEDIA_TYPE",
    "EPUB_MEDIA_TYPE",
    "ODF_MEDIA_TYPES",
    "PPTX_MEDIA_TYPE",
    "RTF_MEDIA_TYPE",
    "SUBTITLE_TIME",
    "XLSX_MEDIA_TYPE",
    "ZipSignature",
    "guess_html",
    "guess_pdf",
    "is_zip",
    "recognise_ass",
    "recognise_csv",
    "recognise_docx",
    "recognise_email",
    "recognise_epub",
    "recognise_html",
    "recognise_markdown",
    "recognise_odf",
    "recognise_odp",
    "recognise_ods",
    "recognise_odt",
    "recognise_pdf",
    "recognise_pptx",
    "recognise_rst",
    "recognise_rtf",
    "recognise_srt",
    "recognise_vtt",
    "recognise_wacz",
    "recognise_warc",
    "recognise_xlsx",
    "zip_member_head",
]


def is_zip(head: bytes) -> bool:
    """Whether ``head`` starts like a ZIP file (a local file header)."""
    return head.startswith(b"PK\x03\x04")


def zip_member_head(head: bytes, name: str, size: int = 256) -> bytes | None:
    """The first bytes of member ``name`` if its local header is within ``head``.

    ODF and EPUB put a ``mimetype`` member first, stored, so the format is known from the
    first bytes of the file without opening the archive; some writers put it later or
    compress it, so every local header in ``head`` is looked at, and a deflated member
    is inflated to at most ``size`` bytes.
    """
    if not is_zip(head):
        return None
    wanted = name.encode()
    at = 0
    while (at := head.find(b"PK\x03\x04", at)) >= 0 and at + 30 <= len(head):
        method, _, _, _, compressed, _, name_length, extra_length = struct.unpack(
            "<HHHLLLHH", head[at + 8 : at + 30]
        )
        start = at + 30 + name_length + extra_length
        if head[at + 30 : at + 30 + name_length] == wanted:
            body = head[start : start + min(compressed, max(4096, size))]
            if method == 0:
                return body[:size]
            if method == 8:
                try:
                    return zlib.decompressobj(-15).decompress(body, size)
                except zlib.error:
                    return None
            return None
        at += 4
    return None


#: The members of each family of formats whose packages may hold one another (a PowerPoint
#: deck stores each chart's Excel workbook, uncompressed, so ``xl/workbook.xml`` shows in
#: its first bytes; a workbook may embed a Word document): see :class:`ZipSignature`.
_FAMILIES: dict[str, list[ZipSignature]] = {}


@dataclass(frozen=True, slots=True)
class ZipSignature:
    """How one ZIP-based format is told from the first bytes: the one ZIP recogniser.

    A container is this format when its ``mimetype`` member (if ``mimetype`` is set and
    that member's local header is in the head) names one of ``media_types``, and then
    nothing else is asked; else it must start like a ZIP, and either it is declared or
    named as the format (``media_types``, ``names``) with the ``package`` member in the
    head when one is required (an OOXML package's ``[Content_Types].xml``), or the name of
    the ``proof`` member appears in the head. Within a ``family`` the package's own main
    part comes first: a proof is not taken when the file is declared or named as another
    member of the family, or when that member's proof appears before it (a deck whose
    chart workbook's ``xl/workbook.xml`` showed in its head was read as an empty workbook).
    """

    media_types: tuple[str, ...]
    names: tuple[str, ...]
    proof: bytes
    package: bytes = b""
    mimetype: bool = False
    family: str = ""
    #: Words of the content type of the package's main part (an OOXML package's
    #: ``[Content_Types].xml`` names it, ``….main+xml``), which decide within the family.
    main_types: tuple[bytes, ...] = ()

    def __post_init__(self) -> None:
        if self.family:
            _FAMILIES.setdefault(self.family, []).append(self)

    def named(self, media: str, name: str) -> bool:
        """Declared (``media``) or named (``name``) as this format."""
        return media in self.media_types or name.endswith(self.names)

    def __call__(self, head: bytes, media: str, name: str) -> bool:
        if self.mimetype:
            declared = zip_member_head(head, "mimetype")
            if declared is not None:
                return declared.decode("ascii", "replace").strip() in self.media_types
        if not is_zip(head):
            return False
        family = _FAMILIES.get(self.family, [])
        main = _main_of(head, family) if family else None
        if main is not None:  # the package says what it is
            return main is self
        if self.named(media, name) and self.package in head:
            return True
        rivals = [other for other in family if other is not self]
        if any(other.named(media, name) for other in rivals):
            return False
        at = head.find(self.proof)
        return at >= 0 and not any(0 <= head.find(other.proof) < at for other in rivals)


_MAIN_CONTENT_TYPE: re.Pattern[bytes] = re_pattern(rb'ContentType="([^"]{1,200}\.main\+xml)"')


def _main_of(head: bytes, family: list[ZipSignature]) -> ZipSignature | None:
    """The member of ``family`` whose main part the package's ``[Content_Types].xml`` names
    (when it is the package's first entry, as Office, LibreOffice and python-docx write it;
    inflated from the head), or None when it cannot be read there: a stored embedded
    package's entries can stand in the head too, so a list found further on may be theirs
    (the .NET packaging library writes the package's own last)."""
    mains = _main_types(head)
    found = [m for m in family if any(word in t for t in mains for word in m.main_types)]
    return found[0] if len(found) == 1 else None


#: The head last asked about and its main content types: each member of the family asks
#: of the same head in one sniff, and the list is inflated once (one tuple: thread-safe).
_LAST_MAIN_TYPES: list[tuple[bytes, list[bytes]]] = [(b"", [])]


def _main_types(head: bytes) -> list[bytes]:
    """The ``….main+xml`` content types the package's ``[Content_Types].xml`` lists, when
    that list is the package's first entry (a later one may be a stored embedded
    package's); else none."""
    last_head, last_types = _LAST_MAIN_TYPES[0]
    if last_head is head:
        return last_types
    name = b"[Content_Types].xml"
    types = (
        zip_member_head(head, name.decode(), 65536) if head[30 : 30 + len(name)] == name else None
    )
    mains = _MAIN_CONTENT_TYPE.findall(types) if types else []
    _LAST_MAIN_TYPES[0] = (head, mains)
    return mains


def recognise_pdf(head: bytes, media: str, name: str) -> bool:
    """A PDF by its header, ``%PDF-``, within the first KiB (after leading white space):
    whatever it was served as, a PDF is read as one."""
    return head[:1024].lstrip().startswith(b"%PDF-")


def guess_pdf(head: bytes, media: str, name: str) -> bool:
    """Declared a PDF, or undeclared and named ``.pdf`` (a PDF without its header:
    extraction will say so)."""
    return media == "application/pdf" or (undeclared(media) and name.endswith(".pdf"))


_HTML_START: re.Pattern[bytes] = re_pattern(
    rb"^\s*(?:<!--.*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b", re.I | re.S
)
_HTML_TYPES = ("text/html", "application/xhtml+xml")


def recognise_html(head: bytes, media: str, name: str) -> bool:
    """Declared HTML or XHTML, or starting like a page (a doctype, ``<html>``, ``<head>``,
    ``<body>``, after comments) whatever it was served as."""
    return media in _HTML_TYPES or _HTML_START.match(head[:1024]) is not None


def guess_html(head: bytes, media: str, name: str) -> bool:
    """Undeclared and named ``.html``, ``.htm`` or ``.xhtml``."""
    return undeclared(media) and name.endswith((".html", ".htm", ".xhtml"))


#: How a WARC (or an ARC file) starts.
_SIGNATURES = (b"WARC/1.", b"filedesc://")


def recognise_warc(head: bytes, media: str, name: str) -> bool:
    """``WARC/1.`` (or an ARC file's ``filedesc://``) first, as it stands or in the first
    gzip member (or the name says so)."""
    if head.startswith(_SIGNATURES) or name.endswith((".warc", ".warc.gz", ".arc", ".arc.gz")):
        return True
    if head.startswith(b"\x1f\x8b"):
        try:
            start = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(head, 16)
        except zlib.error:
            return False
        return start.startswith(_SIGNATURES)
    return False


_WACZ = ZipSignature(("application/wacz",), (".wacz",), b"datapackage.json")


def recognise_wacz(head: bytes, media: str, name: str) -> bool:
    """A ZIP with a ``datapackage.json`` member, or whose first member is a WARC under
    ``archive/`` (WACZ writers put the archive first and the package last), or a ZIP
    named ``.wacz``."""
    if _WACZ(head, media, name):
        return True
    if not is_zip(head):
        return False
    length = int.from_bytes(head[26:28], "little")
    first = head[30 : 30 + length]
    return first.startswith(b"archive/") and first.endswith((b".warc", b".warc.gz"))


_KNOWN = frozenset(
    "from to cc date subject message-id received mime-version return-path delivered-to "
    "reply-to in-reply-to references x-mailer content-type user-agent sender".split()
)
_IDENTIFYING = frozenset(("from", "received", "message-id", "return-path", "delivered-to"))
_HEADER_LINE: re.Pattern[bytes] = re_pattern(rb"^([!-9;-~]+):")


def recognise_email(head: bytes, media: str, name: str) -> bool:
    """A header block of mail fields (``From``, ``Received``, ``Message-ID``…) first."""
    if media == "message/rfc822" or name.endswith(".eml"):
        return True
    lines = head.lstrip(b"\r\n").split(b"\n", 200)
    if lines and lines[0].startswith(b"From "):
        lines = lines[1:]  # an mbox separator line
    found: set[str] = set()
    for line in lines:
        line = line.rstrip(b"\r")
        if not line:
            break
        if line[:1] in b" \t":
            continue  # a folded header's continuation
        match = _HEADER_LINE.match(line)
        if match is None:
            return False
        found.add(match.group(1).decode("ascii").lower())
    if {"mime-version", "content-type"} <= found:
        return True  # a MIME entity: a forwarded message saved alone
    return len(found & _KNOWN) >= 3 and bool(found & _IDENTIFYING)


# -- books and office documents ---------------------------------------------------------

EPUB_MEDIA_TYPE = "application/epub+zip"
#: A ZIP whose ``mimetype`` member says ``application/epub+zip`` (or, without one in the
#: first bytes, that holds ``META-INF/container.xml``, or is declared or named EPUB).
recognise_epub = ZipSignature(
    (EPUB_MEDIA_TYPE,), (".epub",), b"META-INF/container.xml", mimetype=True
)

DOCX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
#: A ZIP package holding ``word/document.xml`` (or one declared or named as Word).
recognise_docx = ZipSignature(
    (DOCX_MEDIA_TYPE,), (".docx", ".docm", ".dotx", ".dotm"), b"word/document.xml",
    package=b"[Content_Types].xml", family="ooxml",
    main_types=(b"wordprocessingml", b"ms-word"),
)  # fmt: skip

XLSX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
#: A ZIP package holding ``xl/workbook.xml`` (or one declared or named as Excel).
recognise_xlsx = ZipSignature(
    (XLSX_MEDIA_TYPE,), (".xlsx", ".xlsm", ".xltx", ".xltm"), b"xl/workbook.xml",
    package=b"[Content_Types].xml", family="ooxml",
    main_types=(b"spreadsheetml", b"ms-excel"),
)  # fmt: skip

PPTX_MEDIA_TYPE = "application/vnd.openxmlformats-officedocument.presentationml.presentation"
_PRESENTATION_ML = "application/vnd.openxmlformats-officedocument.presentationml."
#: A ZIP package holding ``ppt/presentation.xml`` (or one declared or named as PowerPoint:
#: a presentation, a slide show, a template, with macros or not).
recognise_pptx = ZipSignature(
    (PPTX_MEDIA_TYPE, f"{_PRESENTATION_ML}slideshow", f"{_PRESENTATION_ML}template",
     "application/vnd.ms-powerpoint.presentation.macroenabled.12",
     "application/vnd.ms-powerpoint.slideshow.macroenabled.12",
     "application/vnd.ms-powerpoint.template.macroenabled.12"),
    (".pptx", ".pptm", ".ppsx", ".ppsm", ".potx", ".potm"), b"ppt/presentation.xml",
    package=b"[Content_Types].xml", family="ooxml",
    main_types=(b"presentationml", b"ms-powerpoint"),
)  # fmt: skip

ODF_MEDIA_TYPES = (
    "application/vnd.oasis.opendocument.text",
    "application/vnd.oasis.opendocument.spreadsheet",
    "application/vnd.oasis.opendocument.presentation",
    "application/vnd.oasis.opendocument.text-template",
    "application/vnd.oasis.opendocument.spreadsheet-template",
    "application/vnd.oasis.opendocument.text-master",
)
_ODF_NAMES = (".odt", ".ods", ".odp", ".ott", ".ots", ".odm")
#: A ZIP whose ``mimetype`` member names an OpenDocument type, or (when that member is
#: not in the first bytes) that holds ``META-INF/manifest.xml`` or is declared or named
#: as OpenDocument.
recognise_odf = ZipSignature(ODF_MEDIA_TYPES, _ODF_NAMES, b"META-INF/manifest.xml", mimetype=True)


def _odf_recogniser(family: str, names: tuple[str, ...]) -> Callable[[bytes, str, str], bool]:
    def recognise(head: bytes, media: str, name: str) -> bool:
        if not recognise_odf(head, media, name):
            return False
        mimetype = zip_member_head(head, "mimetype")
        declared = mimetype.decode("ascii", "replace").strip() if mimetype is not None else media
        if declared in ODF_MEDIA_TYPES:
            return declared.startswith(family)
        # No type in the first bytes: the extension decides, else text (read the same way).
        return name.endswith(names) or (
            family == ODF_MEDIA_TYPES[0] and not name.endswith(_ODF_NAMES)
        )

    return recognise


#: One recogniser per family, so :func:`~citeproof.sources.sniff` names the right type.
recognise_odt = _odf_recogniser(ODF_MEDIA_TYPES[0], (".odt", ".ott", ".odm"))
recognise_ods = _odf_recogniser(ODF_MEDIA_TYPES[1], (".ods", ".ots"))
recognise_odp = _odf_recogniser(ODF_MEDIA_TYPES[2], (".odp",))

RTF_MEDIA_TYPE = "application/rtf"


def recognise_rtf(head: bytes, media: str, name: str) -> bool:
    """Bytes starting with ``{\\rtf`` (RTF has no other signature)."""
    return head.lstrip()[:5] == b"{\\rtf"


# -- text formats known by name or media type ---------------------------------------------

_MARKDOWN_NAMES = (".md", ".markdown", ".mdown", ".mkd")
_MARKDOWN_MEDIA = ("text/markdown", "text/x-markdown")


def recognise_markdown(head: bytes, media: str, name: str) -> bool:
    """Markdown has no signature: its media type or its file name says so."""
    return media in _MARKDOWN_MEDIA or name.endswith(_MARKDOWN_NAMES)


_RST_NAMES = (".rst", ".rest")
_RST_MEDIA = ("text/x-rst", "text/prs.fallenstein.rst", "text/restructuredtext")


def recognise_rst(head: bytes, media: str, name: str) -> bool:
    """reStructuredText has no signature: its media type or its file name says so."""
    return media in _RST_MEDIA or name.endswith(_RST_NAMES)


# -- plain text with a name or a signature: CSV, WebVTT, SubRip -------------------------
# Asked of every text file, so they live here and a check of notes.txt imports neither the
# CSV nor the subtitle reader.

_CSV_MEDIA = ("text/csv", "text/tab-separated-values", "application/csv")
#: A cue timing's time stamp as WebVTT and SubRip write it (the reader parses the same).
SUBTITLE_TIME = r"(?:(\d+):)?(\d{1,2}):(\d{1,2})[.,:](\d{1,3})"
_SRT_START: re.Pattern[bytes] = re_pattern(
    rb"^\s*\d+\s*\r?\n\s*" + SUBTITLE_TIME.encode() + rb"\s*-->", re.S
)


def recognise_csv(head: bytes, media: str, name: str) -> bool:
    """CSV has no signature: its media type or its file name says so."""
    return media in _CSV_MEDIA or name.endswith((".csv", ".tsv"))


def recognise_vtt(head: bytes, media: str, name: str) -> bool:
    """WebVTT starts with ``WEBVTT`` (after a BOM), followed by white space or the end."""
    if media == "text/vtt" or name.endswith(".vtt"):
        return True
    head = head.removeprefix(b"\xef\xbb\xbf")
    return head.startswith(b"WEBVTT") and (len(head) == 6 or head[6:7] in b" \t\r\n")


def recognise_ass(head: bytes, media: str, name: str) -> bool:
    """(Advanced) SubStation Alpha starts with ``[Script Info]`` (or is named/typed so)."""
    if media in ("text/x-ssa", "text/x-ass") or name.endswith((".ass", ".ssa")):
        return True
    return head.removeprefix(b"\xef\xbb\xbf").lstrip().startswith(b"[Script Info]")


def recognise_srt(head: bytes, media: str, name: str) -> bool:
    """SRT starts with a cue number and a ``-->`` timing line (or is named/typed SRT)."""
    if media in ("application/x-subrip", "text/srt", "application/srt") or name.endswith(".srt"):
        return True
    return _SRT_START.match(head.removeprefix(b"\xef\xbb\xbf")) is not None
