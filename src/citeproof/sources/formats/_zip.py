"""Reading ZIP containers (DOCX, XLSX, ODF, EPUB) and their XML parts without trusting them.

A container is hostile until read. What is refused, and how:

- **ZIP bombs**: every member is inflated in chunks, and the bytes actually produced are
  counted (never the sizes the headers claim). Reading stops with ``too_large`` once the
  container has inflated more than :data:`MAX_INFLATED` bytes in all, or more than
  :data:`MAX_RATIO` times its own size (past :data:`RATIO_FLOOR`, so small, very
  compressible parts still read). Overlapping members (one deflate stream named by many
  entries) count each time they are read, so they meet the same cap.
- **Thousands of members**: the end-of-central-directory record is read first, and a
  container claiming more than :data:`MAX_MEMBERS` entries (or a central directory too
  large to hold only that many) is refused before :mod:`zipfile` builds an object per entry.
- **Member paths** with ``..`` segments, absolute paths or drive letters are ignored: they
  are never looked up, so a part cannot be reached through a crafted name, and
  relationship targets are resolved with the same rule.
- **XML**: parsed by lxml with entity resolution, DTD loading and network access off,
  libxml2's own limits kept (``huge_tree=False``: 256 levels of nesting, 10 MB text nodes).
  A part that declares entities (billion laughs, external entities such as
  ``file:///etc/passwd``) is refused outright: office formats never need them.

- **What the XML makes**: every part is parsed under its container's
  :class:`~citeproof.sources._budget.Budget` (``SafeZip.budget``, one per document): the
  elements and attributes its markup can make are counted before lxml builds them, so a
  part of 4 million paragraphs under both caps above is refused, never built.

Errors are :class:`~citeproof.SourceError` ``extraction_failed`` or ``too_large``, naming
the limit, and every limit is met within bounded time and memory.
"""

from __future__ import annotations

import io
import posixpath
import struct
import zipfile
import zlib
from functools import cache
from typing import TYPE_CHECKING, Any, cast

from ..._lazy import deferred
from ...errors import ErrorCode, SourceError
from .._budget import Budget
from ._signatures import ZipSignature, is_zip, zip_member_head

if TYPE_CHECKING:
    from lxml import etree
else:
    etree = deferred("lxml.etree")

__all__ = [
    "MAX_INFLATED",
    "MAX_MEMBERS",
    "MAX_RATIO",
    "RATIO_FLOOR",
    "SafeZip",
    "ZipSignature",
    "is_zip",
    "parse_xml",
    "resolve",
    "text_of",
    "zip_member_head",
]

#: Most members a container may have (an EPUB of a long book has a few thousand).
MAX_MEMBERS = 10_000
#: Most bytes a container may inflate to, all members together.
MAX_INFLATED = 256 * 1024 * 1024
#: Most inflated bytes per byte of the container, checked once past :data:`RATIO_FLOOR`.
MAX_RATIO = 200
#: Inflated bytes below which the ratio is not checked (small parts compress very well).
RATIO_FLOOR = 16 * 1024 * 1024
_CHUNK = 1 << 16
_EOCD = b"PK\x05\x06"
_ZIP64_LOCATOR = b"PK\x06\x07"
#: The smallest central-directory entry (46 bytes) plus a generous name and extra field.
_MAX_ENTRY_BYTES = 46 + 2048


def _safe_name(name: str) -> str | None:
    """``name`` if it is a plain relative path inside the container, else ``None``."""
    if not name or name.startswith(("/", "\\")) or "\\" in name or "\x00" in name:
        return None
    if len(name) > 1 and name[1] == ":":
        return None
    if any(part == ".." for part in name.split("/")):
        return None
    return name


def resolve(base: str, target: str) -> str | None:
    """A relationship ``target`` relative to the part ``base`` (``word/document.xml``),
    as a member name, or ``None`` if it leaves the container or is external."""
    if "://" in target or target.startswith("#"):
        return None
    target = target.split("#", 1)[0]
    if target.startswith("/"):
        joined = target.lstrip("/")
    else:
        joined = posixpath.join(posixpath.dirname(base), target)
    normal = posixpath.normpath(joined)
    if normal.startswith("..") or normal.startswith("/") or normal == ".":
        return None
    return _safe_name(normal)


def _claimed_members(data: bytes, title: str) -> int:
    """The entry count the end-of-central-directory record claims (checked before
    :mod:`zipfile` reads the directory), refusing one that is too large."""
    tail_start = max(0, len(data) - (65535 + 22))
    at = data.rfind(_EOCD, tail_start)
    if at < 0 or len(data) < at + 22:
        raise SourceError(
            f"{title}: not a ZIP container (no directory)", code=ErrorCode.EXTRACTION_FAILED
        )
    total, directory_size = struct.unpack("<10xHL6x", data[at : at + 22])
    if total == 0xFFFF or directory_size == 0xFFFFFFFF:
        locator = at - 20
        if locator >= 0 and data[locator : locator + 4] == _ZIP64_LOCATOR:
            (record,) = struct.unpack("<Q", data[locator + 8 : locator + 16])
            if data[record : record + 4] == b"PK\x06\x06":
                total, directory_size = struct.unpack("<QQ", data[record + 32 : record + 48])
    if total > MAX_MEMBERS or directory_size > MAX_MEMBERS * _MAX_ENTRY_BYTES:
        raise SourceError(
            f"{title}: the container has {total} members; the limit is {MAX_MEMBERS}",
            code=ErrorCode.TOO_LARGE,
        )
    return int(total)


class SafeZip:
    """A ZIP container read from bytes, with every member read under the shared caps;
    ``budget`` is what the document it holds may cost (see :meth:`parse`)."""

    def __init__(self, data: bytes, title: str) -> None:
        self.title = title
        self.budget = Budget(title)
        self._size = len(data)
        self._inflated = 0
        _claimed_members(data, title)
        try:
            self._zip = zipfile.ZipFile(io.BytesIO(data))
            infos = self._zip.infolist()
        except (zipfile.BadZipFile, zipfile.LargeZipFile, ValueError, EOFError) as error:
            raise SourceError(
                f"{title}: not a readable ZIP container: {error}", code=ErrorCode.EXTRACTION_FAILED
            ) from error
        if len(infos) > MAX_MEMBERS:
            raise SourceError(
                f"{title}: the container has {len(infos)} members; the limit is {MAX_MEMBERS}",
                code=ErrorCode.TOO_LARGE,
            )
        self._members: dict[str, zipfile.ZipInfo] = {}
        self._folded: dict[str, str] = {}
        for info in infos:
            name = _safe_name(info.filename)
            if name is None or info.is_dir() or name in self._members:
                continue
            self._members[name] = info
            self._folded.setdefault(name.casefold(), name)

    @property
    def names(self) -> list[str]:
        """The members' safe names, in the container's order."""
        return list(self._members)

    def find(self, name: str) -> str | None:
        """The member called ``name`` (case-insensitively, as OOXML part names are)."""
        if name in self._members:
            return name
        return self._folded.get(name.casefold())

    def read(self, name: str) -> bytes:
        """Inflate member ``name`` under the caps; ``extraction_failed`` if it is missing."""
        found = self.find(name)
        if found is None:
            raise SourceError(f"{self.title}: no part {name}", code=ErrorCode.EXTRACTION_FAILED)
        info = self._members[found]
        if info.flag_bits & 0x1:
            raise SourceError(
                f"{self.title}: {name} is encrypted", code=ErrorCode.EXTRACTION_FAILED
            )
        chunks: list[bytes] = []
        try:
            with self._zip.open(info) as member:
                while chunk := member.read(_CHUNK):
                    self._count(len(chunk))
                    chunks.append(chunk)
        except SourceError:
            raise
        except (zipfile.BadZipFile, NotImplementedError, zlib.error, OSError, EOFError,
                ValueError, RuntimeError) as error:  # fmt: skip
            raise SourceError(
                f"{self.title}: cannot inflate {name}: {error}", code=ErrorCode.EXTRACTION_FAILED
            ) from error
        return b"".join(chunks)

    def parse(self, name: str) -> etree._Element:
        """Member ``name`` inflated and parsed (:func:`parse_xml`) under :attr:`budget`."""
        return parse_xml(self.read(name), self.title, name, self.budget)

    def read_optional(self, name: str | None) -> bytes | None:
        """Member ``name`` inflated, or ``None`` when there is no such member."""
        if name is None or self.find(name) is None:
            return None
        return self.read(name)

    def _count(self, produced: int) -> None:
        self._inflated += produced
        if self._inflated > MAX_INFLATED:
            raise SourceError(
                f"{self.title}: the container inflates to more than {MAX_INFLATED} bytes "
                "(the limit on inflated bytes)",
                code=ErrorCode.TOO_LARGE,
            )
        if self._inflated > RATIO_FLOOR and self._inflated > MAX_RATIO * self._size:
            raise SourceError(
                f"{self.title}: the container inflates more than {MAX_RATIO} times its size "
                "(the limit on the compression ratio: a ZIP bomb?)",
                code=ErrorCode.TOO_LARGE,
            )


@cache
def _no_external_resources() -> type[Any]:
    """The resolver class (made on first use: lxml is imported only for XML formats)."""
    base: Any = etree.Resolver  # lxml-stubs types its methods without the context

    class NoExternalResources(base):  # type: ignore[misc]
        """Answers every request for an external resource (a DTD's external subset, an
        entity's system id) with nothing: libxml2 would otherwise open a ``file://``
        path named by a DOCTYPE even with DTD loading off."""

        def resolve(self, system_url: str, public_id: str, context: Any) -> Any:
            return self.resolve_string("", context)

    return NoExternalResources


def parse_xml(data: bytes, title: str, part: str, budget: Budget | None = None) -> etree._Element:
    """Part ``part`` parsed safely (see the module docstring); ``extraction_failed`` for
    malformed XML, XML that declares entities, or nesting deeper than libxml2's limit;
    ``too_large`` when the elements it can make would pass ``budget`` (checked first)."""
    if budget is not None:
        budget.markup(data)
    if b"<!ENTITY" in data:
        _refuse_entities(title, part)
    parser = etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        huge_tree=False,
        load_dtd=False,
        dtd_validation=False,
        remove_comments=True,
        remove_pis=True,
        collect_ids=False,
    )
    parser.resolvers.add(_no_external_resources()())
    try:
        root = etree.fromstring(data, parser)
    except etree.XMLSyntaxError as error:
        raise SourceError(
            f"{title}: {part} is not well-formed XML: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    if root is None:
        raise SourceError(f"{title}: {part} is empty", code=ErrorCode.EXTRACTION_FAILED)
    dtd = root.getroottree().docinfo.internalDTD
    if dtd is not None and any(True for _ in cast(Any, dtd).iterentities()):
        _refuse_entities(title, part)
    return root


def _refuse_entities(title: str, part: str) -> None:
    raise SourceError(
        f"{title}: {part} declares XML entities (refused: entity expansion and external "
        "entities are never needed by a document)",
        code=ErrorCode.EXTRACTION_FAILED,
    )


def text_of(element: etree._Element | None) -> str:
    """All the text inside ``element``, white space collapsed (``""`` for ``None``)."""
    if element is None:
        return ""
    return " ".join("".join(str(t) for t in element.itertext()).split())
