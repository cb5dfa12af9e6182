"""Web archives, WARC and WACZ: a quotation checked against a page as it was captured.

Reading (:func:`read_warc`, :func:`read_wacz`, by ``warcio``): the first ``response``
record with a 2xx status whose HTTP ``Content-Type`` is HTML, XHTML, PDF or plain text
(or the record whose ``WARC-Target-URI`` is ``record_url``; ``resource`` records count
too) is taken, its payload de-chunked and decompressed as warcio does, capped at
:data:`MAX_PAYLOAD`, and read with the record's content type by the ``inner`` extractor
the caller passes (the dispatch, :func:`~citeproof.sources.extract`: passed, not
imported, so the formats never import the dispatch that consults them). The document is
the payload's, its representation archived (``archived_extracted_html_text``,
``archived_pdf_text_layer``…: :meth:`~citeproof.sources.Representation.archived`), its
``sha256`` and ``source_bytes`` the archive's; ``metadata`` adds the record's ``WARC-Target-URI``,
``WARC-Date``, ``WARC-Payload-Digest`` and ``WARC-Record-ID``. A WACZ is a ZIP (read with
the container caps of :mod:`.._zip`) holding WARCs under ``archive/`` and the captured
pages in ``pages/pages.jsonl``: without ``record_url`` its first page is the record.

Bounded: a WARC's gzip members (one per record, or one for the whole file) are inflated
here, as warcio reads on, and every byte produced counts against :data:`MAX_ARCHIVE` (for a
WACZ, all its WARCs together): a skipped record whose member inflates to 10 GiB, or a
whole-file gzip of 1 GiB, stops with ``too_large`` after 256 MiB, never read to its end.

Writing (:func:`write_warc`): what a fetch did, as a standard WARC a replay tool reads,
one ``request``/``response`` pair per hop (redirects included) after a ``warcinfo`` record.
:func:`exchanges_from_fetched` turns a :class:`~citeproof.sources.Fetched` into those hops.
"""

from __future__ import annotations

import http
import io
import json
import re
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from datetime import UTC, datetime
from typing import IO, TYPE_CHECKING, Any
from urllib.parse import urlsplit

from ...._lazy import deferred
from ...._version import __version__
from ....errors import ErrorCode, SourceError
from ..._budget import SourceTooLarge
from ..._document import SourceDocument, sha256_hex
from ..._local import read_at_most
from ...net import USER_AGENT, Fetched
from .._format import Extract
from .._signatures import recognise_wacz, recognise_warc
from .._zip import SafeZip

if TYPE_CHECKING:
    from warcio import archiveiterator, exceptions, statusandheaders, warcwriter
else:
    archiveiterator = deferred("warcio.archiveiterator")
    exceptions = deferred("warcio.exceptions")
    statusandheaders = deferred("warcio.statusandheaders")
    warcwriter = deferred("warcio.warcwriter")

__all__ = [
    "MAX_ARCHIVE",
    "MAX_PAYLOAD",
    "RENDERED_PREFIX",
    "Exchange",
    "Resource",
    "exchanges_from_fetched",
    "read_wacz",
    "read_wacz_format",
    "read_warc",
    "read_warc_format",
    "recognise_wacz",
    "recognise_warc",
    "write_warc",
]

#: Largest payload read from one record (the fetcher's own default cap).
MAX_PAYLOAD = 25 * 1024 * 1024
#: Most bytes inflated while reading one archive (a WACZ's WARCs together), whether a WARC
#: is gzipped record by record or as one member.
MAX_ARCHIVE = 256 * 1024 * 1024
#: Compressed bytes fed at a time, and inflated bytes asked for at a time (large reads
#: keep the calls few: zeros inflate a thousandfold).
_CHUNK = 1 << 14
_READ = 1 << 20
_GZIP = b"\x1f\x8b"
_READABLE = ("text/html", "application/xhtml+xml", "application/pdf", "text/plain")
_PROVENANCE = ("WARC-Target-URI", "WARC-Date", "WARC-Payload-Digest", "WARC-Record-ID")


@dataclass(frozen=True, slots=True)
class _Record:
    target: str
    content_type: str
    payload: bytes
    warc_headers: tuple[tuple[str, str], ...]


#: Bytes of a gzip member looked at to tell whether it holds a record.
_PEEK = 4096
#: How a record begins: a WARC's version line, an ARC's URL record line or file header.
_RECORD_START = re.compile(rb"WARC/\d|filedesc://|\S+ \d{1,3}(?:\.\d{1,3}){3} \d{14} ")


def _opens_record(member: Any) -> bool:
    """True when the gzip member starting ``member`` (its first bytes) inflates to the
    start of a WARC or ARC record; False for anything else (a gzip-encoded HTTP body)."""
    try:
        head = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(bytes(member), 64)
    except zlib.error:
        return False
    return _RECORD_START.match(head) is not None


class _Inflated(io.RawIOBase):
    """The archive's bytes as warcio reads them, its gzip members inflated one after the
    other as they are read (from the first byte that starts no member on, the bytes pass
    as they are), every inflated byte counted against ``spent``: ``too_large`` past
    :data:`MAX_ARCHIVE`."""

    def __init__(self, data: bytes, title: str, spent: list[int]) -> None:
        super().__init__()
        self._data = memoryview(data)
        self._at = 0
        self._title = title
        self._spent = spent
        self._inflater: Any = None  # zlib's Decompress (not a public type)
        self._tail = b""
        # gzip members are inflated while they follow each other from the first byte on
        # (a WARC gzipped record by record, or whole)
        self._members = True

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: Any) -> int:
        out = self._next(len(buffer))
        buffer[: len(out)] = out
        return len(out)

    def _next(self, size: int) -> bytes:
        while True:
            if self._inflater is not None:
                out = self._inflate(size)
                if out:
                    return out
                continue
            if self._at >= len(self._data):
                return b""
            if self._data[self._at : self._at + 2] == _GZIP and (
                self._members or _opens_record(self._data[self._at : self._at + _PEEK])
            ):
                self._inflater = zlib.decompressobj(16 + zlib.MAX_WBITS)
                self._tail = b""
                continue
            # Bytes that start no member pass as they are, up to the next gzip member
            # that holds a record (a WARC whose first record is not gzipped and the rest
            # are). A member that holds no record (a record's gzip-encoded HTTP body, in a
            # WARC not gzipped) is the record's, for warcio to decode: inflated here, it
            # outgrew its record's Content-Length and a 100 MB page was read as its first
            # 97 KB, silently.
            self._members = False
            start = self._at
            window = bytes(self._data[start : start + size + 1])
            found = window.find(_GZIP, 1)
            while found > 0 and not _opens_record(
                self._data[start + found : start + found + _PEEK]
            ):
                found = window.find(_GZIP, found + 1)
            self._at = min(start + (found if found > 0 else size), len(self._data))
            return bytes(self._data[start : self._at])

    def _inflate(self, size: int) -> bytes:
        inflater = self._inflater
        if self._tail:
            chunk, self._tail = self._tail, b""
        else:
            chunk = bytes(self._data[self._at : self._at + _CHUNK])
            self._at += len(chunk)
        if not chunk:
            if not inflater.eof:
                raise SourceError(
                    f"{self._title}: truncated gzip", code=ErrorCode.EXTRACTION_FAILED
                )
            self._inflater = None
            return b""
        try:
            out: bytes = inflater.decompress(chunk, size)
        except zlib.error as error:
            raise SourceError(
                f"{self._title}: damaged gzip: {error}", code=ErrorCode.EXTRACTION_FAILED
            ) from error
        if inflater.eof:  # the rest is the next member's (zlib leaves it in both)
            self._at -= len(inflater.unused_data)
            self._inflater = None
        else:
            self._tail = inflater.unconsumed_tail
        self._spent[0] += len(out)
        if self._spent[0] > MAX_ARCHIVE:
            raise SourceTooLarge(
                f"{self._title}: the archive inflates to more than {MAX_ARCHIVE:,} bytes; "
                "that is the most inflated from one archive (MAX_ARCHIVE)",
                "MAX_ARCHIVE",
                MAX_ARCHIVE,
            )
        return out


def _records(
    data: bytes, title: str, spent: list[int] | None = None
) -> Iterator[tuple[Any, str, str, int]]:
    """Each response/resource record with its target URI, content type and status.

    ARC files are read too (warcio converts their headers). The gzip members are inflated
    by :class:`_Inflated` (a WARC gzipped as one whole too, which warcio refuses), within
    :data:`MAX_ARCHIVE` bytes counted in ``spent`` (the archive's running total).
    """
    inflated = _Inflated(data, title, spent if spent is not None else [0])
    stream = io.BufferedReader(inflated, buffer_size=_READ)
    try:
        for record in archiveiterator.ArchiveIterator(stream, arc2warc=True):
            if record.rec_type not in ("response", "resource"):
                continue
            target = (record.rec_headers.get_header("WARC-Target-URI") or "").strip("<>")
            if record.rec_type == "response":
                if record.http_headers is None:
                    continue
                status = int(record.http_headers.get_statuscode() or 0)
                content_type = record.http_headers.get_header("Content-Type") or ""
            else:
                status = 200
                content_type = record.rec_headers.get_header("Content-Type") or ""
            yield record, target, content_type, status
    except exceptions.ArchiveLoadFailed as error:
        message = " ".join(str(error).split())
        raise SourceError(
            f"{title}: not a readable WARC: {message}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    except SourceError:
        raise
    except Exception as error:  # warcio's parser fails in many ways on damaged input
        raise SourceError(
            f"{title}: the WARC is damaged: {type(error).__name__}: {error}",
            code=ErrorCode.EXTRACTION_FAILED,
        ) from error


def _media(content_type: str) -> str:
    return content_type.split(";")[0].strip().lower()


def _find_record(
    data: bytes, title: str, record_url: str | None, spent: list[int] | None = None
) -> _Record | None:
    for record, target, content_type, status in _records(data, title, spent):
        if record_url is not None:
            if target != record_url:
                continue
        elif not (200 <= status < 300 and _media(content_type) in _READABLE):
            continue
        try:
            # read to its end: one read of a decompressing stream gives one buffer's worth
            # (a gzipped page of 100 MB was read as its first 97 KB, silently)
            payload = read_at_most(record.content_stream().read, MAX_PAYLOAD)
        except Exception as error:  # a damaged chunked or compressed payload
            raise SourceError(
                f"{title}: the record for {target} cannot be decoded: {error}",
                code=ErrorCode.EXTRACTION_FAILED,
            ) from error
        if payload is None:
            raise SourceTooLarge(
                f"{title}: the record for {target} is larger than {MAX_PAYLOAD:,} bytes "
                "(MAX_PAYLOAD)",
                "MAX_PAYLOAD",
                MAX_PAYLOAD,
            )
        headers = tuple(
            (name, str(record.rec_headers.get_header(name)))
            for name in _PROVENANCE
            if record.rec_headers.get_header(name)
        )
        return _Record(target, content_type, payload, headers)
    return None


def _document(
    found: _Record, data: bytes, extra: tuple[tuple[str, str], ...], inner: Extract
) -> SourceDocument:
    """The record's payload read by ``inner`` (the dispatch), as archived in ``data``."""
    document = inner(found.payload, found.content_type or None, found.target or "record")
    return replace(
        document,
        representation=document.representation.archived(),
        source_bytes=len(data),
        sha256=sha256_hex(data),
        metadata=tuple(sorted((*document.metadata, *found.warc_headers, *extra))),
    )


def _not_found(title: str, record_url: str | None) -> SourceError:
    if record_url is not None:
        return SourceError(f"{title}: no record for {record_url}", code=ErrorCode.RECORD_NOT_FOUND)
    return SourceError(
        f"{title}: no HTML, PDF or text response record in the archive",
        code=ErrorCode.RECORD_NOT_FOUND,
    )


def read_warc(
    data: bytes, record_url: str | None = None, name: str = "archive.warc", *, inner: Extract
) -> SourceDocument:
    """The document archived in a WARC (gzipped per record or not), its payload read by
    ``inner``; see the module docstring. ``record_not_found`` when no record fits."""
    found = _find_record(data, name, record_url)
    if found is None:
        raise _not_found(name, record_url)
    return _document(found, data, (), inner)


def read_wacz(
    data: bytes, record_url: str | None = None, name: str = "archive.wacz", *, inner: Extract
) -> SourceDocument:
    """The document archived in a WACZ: ``record_url``, else its first listed page, else
    the first readable record of its WARCs (read by ``inner``)."""
    container = SafeZip(data, name)
    if container.find("datapackage.json") is None:
        raise SourceError(
            f"{name}: a WACZ without datapackage.json", code=ErrorCode.EXTRACTION_FAILED
        )
    wanted = record_url or _first_page(container)
    warcs = [
        member
        for member in container.names
        if member.startswith("archive/") and member.endswith((".warc", ".warc.gz"))
    ]
    spent = [0]  # bytes inflated from all the WARCs, against MAX_ARCHIVE
    for url in [wanted, None] if wanted and record_url is None else [wanted]:
        for member in warcs:
            found = _find_record(container.read(member), f"{name}:{member}", url, spent)
            if found is not None:
                return _document(found, data, (("WACZ-Member", member),), inner)
    raise _not_found(name, record_url)


def _first_page(container: Any) -> str | None:
    pages = container.read_optional("pages/pages.jsonl")
    for line in (pages or b"").splitlines():
        try:
            entry = json.loads(line)
        except ValueError:
            continue
        if isinstance(entry, dict) and isinstance(entry.get("url"), str):
            return str(entry["url"])
    return None


def read_warc_format(data: bytes, name: str, charset: str | None, inner: Extract) -> SourceDocument:
    """The registry's reader: the first readable record of a WARC."""
    return read_warc(data, name=name or "archive.warc", inner=inner)


def read_wacz_format(data: bytes, name: str, charset: str | None, inner: Extract) -> SourceDocument:
    """The registry's reader: the first listed page of a WACZ."""
    return read_wacz(data, name=name or "archive.wacz", inner=inner)


# -- writing -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Exchange:
    """One HTTP hop as archived: the request made and the response received.

    ``body`` is the payload as it is to be replayed; ``response_headers`` must describe
    it (no ``Content-Encoding`` for a decoded body: see :func:`exchanges_from_fetched`).
    ``date`` is the WARC-Date (ISO 8601, UTC; now when ``None``).
    """

    url: str
    status: int
    response_headers: tuple[tuple[str, str], ...]
    body: bytes = b""
    request_headers: tuple[tuple[str, str], ...] = ()
    method: str = "GET"
    reason: str = ""
    http_version: str = "HTTP/1.1"
    date: str | None = None
    ip_address: str | None = None


@dataclass(frozen=True, slots=True)
class Resource:
    """A document kept beside the exchanges as a WARC ``resource`` record: what citeproof
    made of a page rather than what the server sent (a rendered page's DOM). Its target
    URI is ``urn:citeproof:rendered:`` and the page's URL, so ``--record`` can name it
    and a replay of the page itself still finds the response; ``made_by`` goes into a
    ``WARC-Rendered-By`` header."""

    url: str
    content_type: str
    body: bytes
    made_by: str = ""
    date: str | None = None

    @property
    def target(self) -> str:
        """The record's ``WARC-Target-URI``."""
        return RENDERED_PREFIX + self.url


#: The target URI prefix of a rendered page's ``resource`` record.
RENDERED_PREFIX = "urn:citeproof:rendered:"

_HOP_BY_HOP = frozenset(("content-encoding", "transfer-encoding", "content-length", "connection"))


def _request_headers(url: str, user_agent: str) -> tuple[tuple[str, str], ...]:
    """The headers the fetcher sends (see :class:`~citeproof.sources.Fetcher`)."""
    return (
        ("Host", urlsplit(url).netloc),
        ("Accept", "*/*"),
        ("Accept-Encoding", "gzip, deflate"),
        ("Connection", "keep-alive"),
        ("User-Agent", user_agent),
    )


def exchanges_from_fetched(
    fetched: Fetched, *, user_agent: str = USER_AGENT, date: str | None = None
) -> list[Exchange]:
    """The hops of a fetch: one per redirect (its status and ``Location``), then the final
    response with its headers and the body as read.

    What :class:`Fetched` does not keep is reconstructed or left out: the request headers
    are those the fetcher sends; a redirect's own headers and body are reduced to its
    ``Location``; the body was decompressed while read, so ``Content-Encoding``,
    ``Transfer-Encoding`` and ``Content-Length`` are replaced by the decoded body's length
    (the originals kept as ``X-Archive-Orig-…``, the convention replay tools know).
    """
    when = date or _now()
    hops = [
        Exchange(
            url=hop.source,
            status=hop.status,
            response_headers=(("Location", hop.target), ("Content-Length", "0")),
            request_headers=_request_headers(hop.source, user_agent),
            date=when,
        )
        for hop in fetched.redirects
    ]
    headers: list[tuple[str, str]] = []
    for key, value in fetched.headers:
        if key.lower() in _HOP_BY_HOP:
            headers.append((f"X-Archive-Orig-{key.title()}", value))
        else:
            headers.append((key.title(), value))
    headers.append(("Content-Length", str(len(fetched.body))))
    hops.append(
        Exchange(
            url=fetched.final_url,
            status=fetched.status,
            response_headers=tuple(headers),
            body=fetched.body,
            request_headers=_request_headers(fetched.final_url, user_agent),
            date=when,
        )
    )
    return hops


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def write_warc(
    exchanges: Iterable[Exchange],
    out: IO[bytes],
    *,
    gzip: bool = True,
    resources: Iterable[Resource] = (),
) -> None:
    """Write ``exchanges`` to ``out`` as a WARC (gzipped per record unless ``gzip=False``):
    a ``warcinfo`` record, then a ``response`` and its ``request`` per hop, then a
    ``resource`` record per one of ``resources``."""
    writer = warcwriter.WARCWriter(out, gzip=gzip)
    info = {"software": f"citeproof/{__version__}", "format": "WARC File Format 1.0"}
    writer.write_record(writer.create_warcinfo_record("citeproof.warc.gz", info))
    for hop in exchanges:
        reason = hop.reason or _reason(hop.status)
        warc_headers = {"WARC-Date": hop.date or _now()}
        if hop.ip_address:
            warc_headers["WARC-IP-Address"] = hop.ip_address
        response = writer.create_warc_record(
            hop.url,
            "response",
            payload=io.BytesIO(hop.body),
            length=len(hop.body),
            warc_headers_dict=warc_headers,
            http_headers=statusandheaders.StatusAndHeaders(
                f"{hop.status} {reason}", list(hop.response_headers), protocol=hop.http_version
            ),
        )
        parts = urlsplit(hop.url)
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        request = writer.create_warc_record(
            hop.url,
            "request",
            payload=io.BytesIO(b""),
            length=0,
            warc_headers_dict=dict(warc_headers),
            http_headers=statusandheaders.StatusAndHeaders(
                f"{hop.method} {path} {hop.http_version}",
                list(hop.request_headers),
                is_http_request=True,
            ),
        )
        writer.write_request_response_pair(request, response)
    for resource in resources:
        headers = {"WARC-Date": resource.date or _now()}
        if resource.made_by:
            headers["WARC-Rendered-By"] = resource.made_by
        writer.write_record(
            writer.create_warc_record(
                resource.target,
                "resource",
                payload=io.BytesIO(resource.body),
                length=len(resource.body),
                warc_content_type=resource.content_type,
                warc_headers_dict=headers,
            )
        )


def _reason(status: int) -> str:
    try:
        return http.HTTPStatus(status).phrase
    except ValueError:
        return ""
