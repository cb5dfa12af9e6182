"""Reading a source from any origin (a URL, a file, supplied text or a stored snapshot).

Whatever the origin, the bytes go through the same extraction (:func:`extract`), so a
quote checked against a file and against the same file served over HTTP gets the same
offsets. URL reads go through the :class:`Fetcher` (guard, robots, caps) and, when a
store is given, are kept in it and reused within the freshness window. A local file's
bytes are kept too (under a ``file:`` URI, never reused by freshness), so the
``source_sha256`` of a checked file can be checked again with ``--snapshot``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime
from pathlib import Path, PurePosixPath
from typing import TYPE_CHECKING
from urllib.parse import unquote, urlsplit

from ..errors import ErrorCode, SourceError
from ._document import Provenance, ProvenanceView, Representation, SourceDocument, sha256_hex
from ._local import read_bytes
from .ocr import OCR_OFF, OcrMode, OcrOptions, still_read, using_ocr
from .render import RenderLimits, RenderMode, needs_rendering

if TYPE_CHECKING:
    from ._pages import PageRange
    from .cache import DocumentCache
    from .net import FetchConfig, Fetched, Fetcher
    from .render import Rendered
    from .store import EvidenceStore, Snapshot

__all__ = ["SourceRead", "SourceReader"]


#: The content type of a rendered page's DOM, as read and as stored.
_RENDERED_TYPE = "text/html; charset=utf-8"
#: The scheme under which a local file's bytes are kept in the store.
_FILE_SCHEME = "file"
#: A file's stored "fetch" had no HTTP exchange (the column is required).
_NO_HTTP_STATUS = 0


def _name_from_url(url: str) -> str:
    parts = urlsplit(url)
    name = PurePosixPath(unquote(parts.path)).name
    return name or parts.hostname or url


def extract(
    data: bytes, content_type: str | None, name: str, *, record: str | None = None
) -> SourceDocument:
    """:func:`citeproof.sources.extract`, the formats' registry (and its recognisers)
    imported at the first call: not when the document cache holds the document (a second
    check of a PDF: 5 ms of its 145)."""
    from ._extract import extract as read

    return read(data, content_type, name, record=record)


def _timestamp(moment: datetime) -> str:
    return (
        moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"
    )


@dataclass(frozen=True, slots=True)
class SourceRead(ProvenanceView):
    """A source's text and its provenance, and the bytes it was read from (``data``: kept
    so a picture of a PDF's page is drawn from exactly what was checked).

    ``provenance`` is where and when a URL's bytes were read (``None`` for a file, an
    upload or supplied text); ``fetched`` is the fetch itself when the source was read
    from the network just now (for a WARC); ``notes`` what went wrong around the reading
    without stopping it (a broken store), and that a page was rendered. A rendered page's
    ``data`` is the DOM its scripts left (what was checked), its response in ``fetched``.
    ``cache`` is the document cache the reading went through (None: none): a check of the
    document keeps a long text's folds there too (:meth:`DocumentCache.fold`).
    """

    document: SourceDocument
    origin: str
    provenance: Provenance | None = None
    requests: int = 0
    from_store: bool = False
    path: str | None = None
    data: bytes | None = field(default=None, repr=False, compare=False)
    fetched: Fetched | None = field(default=None, repr=False, compare=False)
    notes: tuple[str, ...] = ()
    rendering: Rendered | None = field(default=None, repr=False, compare=False)
    cache: DocumentCache | None = field(default=None, repr=False, compare=False)


@dataclass
class SourceReader:
    """Reads sources under one configuration; reuse it to share robots and connections.

    ``fetch`` configures every URL read (None: :class:`~citeproof.sources.FetchConfig`'s
    safe defaults, made with the HTTP machinery when the first URL is read, so a reader of
    local files never loads it);
    ``store`` keeps every URL body and local file read (and serves fresh URL bodies
    again within ``freshness`` seconds); ``render`` runs HTML pages that need it in a
    browser (:class:`~citeproof.sources.render.RenderMode`; never, by default) within
    ``render_limits``; ``cache`` keeps every document extracted, by the
    bytes' SHA-256 and the reader's fingerprint, so the same bytes are extracted once
    (see :mod:`citeproof.sources.cache`); ``clock`` gives retrieval times (fixed in
    conformance runs). ``pages`` reads only those pages of a paged source: a PDF's are
    the only ones loaded (or cut out of the whole document when the cache holds it),
    another format is read whole and cut (see :mod:`citeproof.sources._pages`).
    """

    fetch: FetchConfig | None = None
    store: EvidenceStore | None = None
    cache: DocumentCache | None = None
    freshness: float = 3600.0
    max_file_bytes: int = 200 * 1024 * 1024
    clock: Callable[[], datetime] = field(default=lambda: datetime.now(UTC))
    render: RenderMode = RenderMode.NEVER
    render_limits: RenderLimits = field(default_factory=RenderLimits)
    ocr: OcrOptions = OCR_OFF
    pages: PageRange | None = None
    _fetcher: Fetcher | None = field(default=None, init=False, repr=False)

    @property
    def fetcher(self) -> Fetcher:
        """The fetcher (created on first use)."""
        if self._fetcher is None:
            from .net import FetchConfig, Fetcher  # the first URL brings the HTTP machinery

            self._fetcher = Fetcher(self.fetch if self.fetch is not None else FetchConfig())
        return self._fetcher

    def close(self) -> None:
        """Close network connections."""
        if self._fetcher is not None:
            self._fetcher.close()

    def read_text(self, text: str, name: str = "supplied text") -> SourceRead:
        """Text supplied by the caller, read exactly (``literal_text``)."""
        from .formats.plain import literal_document

        document = literal_document(text, text.encode("utf-8", "surrogatepass"), name)
        return SourceRead(document, origin="text")

    def read_file(self, path: str | Path, *, record: str | None = None) -> SourceRead:
        """A local file: the same extraction as for a URL (by content, then extension);
        ``record`` picks a web archive's record by its target URI."""
        data = read_bytes(path, self.max_file_bytes)
        name = Path(path).name
        # hashed once for the cache's key and the store (a 311-page PDF: 0.8 ms a hash)
        digest = None if self.cache is None and self.store is None else sha256_hex(data)
        document = self._extract(data, None, name, record, digest)
        notes = self._keep_file(Path(path), data, digest)
        return SourceRead(
            document, origin="file", path=str(path), data=data, notes=notes, cache=self.cache
        )

    def _keep_file(self, path: Path, data: bytes, digest: str | None) -> tuple[str, ...]:
        """Keep a file's bytes (whose SHA-256 is ``digest``) in the store (if any), under
        its ``file:`` URI, so its SHA-256 finds it again; a broken store is a note, not a
        failure."""
        if self.store is None or digest is None:
            return ()
        moment = self.clock()
        uri = path.resolve().as_uri()
        from .store import Snapshot  # not imported for a check that keeps nothing

        snapshot = Snapshot(
            provenance=Provenance(uri, uri, _NO_HTTP_STATUS, (), _timestamp(moment)),
            content_type=None,
            sha256=digest,
            body=data,
            retrieved_epoch=moment.timestamp(),
        )
        return self._keep(snapshot)

    def read_upload(self, data: bytes, name: str, *, record: str | None = None) -> SourceRead:
        """Bytes the caller sent (an upload, standard input): extracted as a file's are,
        the ``name`` helping tell the format."""
        if len(data) > self.max_file_bytes:
            raise SourceError(
                f"{name} is {len(data)} bytes; the limit is {self.max_file_bytes}",
                code=ErrorCode.TOO_LARGE,
            )
        document = self._extract(data, None, name, record)
        return SourceRead(document, origin="upload", path=name, data=data, cache=self.cache)

    def read_url(self, url: str, *, record: str | None = None) -> SourceRead:
        """A URL, through the guard, robots.txt and the caps (or fresh from the store);
        ``record`` picks a record when the URL serves a web archive."""
        notes: list[str] = []
        if self.store is not None:
            try:
                fresh = self.store.latest(url, self.clock().timestamp() - self.freshness)
            except SourceError as error:  # a broken store must not stop the check
                if error.code != ErrorCode.STORE_UNAVAILABLE:
                    raise
                notes.append(f"The evidence store could not be read: {error.message}")
                fresh = None
            if fresh is not None:
                read = self._read_stored(fresh, origin="url", from_store=True, record=record)
                return self._rendered(read, fresh.content_type, notes)
        fetcher = self.fetcher
        before = fetcher.requests
        fetched = fetcher.fetch(url)
        moment = self.clock()
        from .store import Snapshot  # not imported for a check that keeps nothing

        snapshot = Snapshot.of(fetched, _timestamp(moment), moment.timestamp())
        read = self._read_stored(
            snapshot, origin="url", requests=fetcher.requests - before, record=record
        )
        notes += self._keep(snapshot)
        return self._rendered(replace(read, fetched=fetched), fetched.content_type, notes)

    def _keep(self, snapshot: Snapshot) -> tuple[str, ...]:
        """``snapshot`` put in the store, if there is one; a store that is unavailable is
        a note (what was read is still checked), anything else an error."""
        if self.store is None:
            return ()
        try:
            self.store.put(snapshot)
        except SourceError as error:
            if error.code != ErrorCode.STORE_UNAVAILABLE:
                raise
            return (f"What was read is not kept in the evidence store: {error.message}",)
        return ()

    def _rendered(self, read: SourceRead, content_type: str | None, notes: list[str]) -> SourceRead:
        """``read`` as the browser draws it, when :attr:`render` says it must be: the DOM
        read by the HTML walker, its bytes kept in the store too (so the reported SHA-256
        names what was checked). With ``auto``, a rendering that cannot be done leaves the
        page as sent, with a note saying why; with ``always`` it is the error."""
        html = read.document.representation is Representation.EXTRACTED_HTML_TEXT
        wanted = (
            html
            and read.data is not None
            and read.provenance is not None
            and (
                self.render is RenderMode.ALWAYS
                or (self.render is RenderMode.AUTO and needs_rendering(read.document, read.data))
            )
        )
        if not wanted or read.data is None or read.provenance is None:
            return replace(read, notes=(*read.notes, *notes))
        url = read.provenance.final_url
        try:
            from .render import render_page  # the browser's worker, only when it draws

            drawn = render_page(self.fetcher, url, read.data, content_type, self.render_limits)
        except SourceError as error:
            if self.render is RenderMode.ALWAYS:
                raise
            notes.append(
                f"The page seems to need JavaScript but was not rendered ({error.code}: "
                f"{error.message}); it was read as the server sent it."
            )
            return replace(read, notes=(*read.notes, *notes))
        body = drawn.html.encode("utf-8")
        provenance = replace(read.provenance, rendered_by=drawn.browser)
        document = self._extract(body, _RENDERED_TYPE, _name_from_url(url), None)
        notes.append(drawn.describe())
        from .store import Snapshot  # not imported for a check that keeps nothing

        dom = Snapshot(provenance, _RENDERED_TYPE, document.sha256, body, self.clock().timestamp())
        notes += self._keep(dom)
        return replace(
            read,
            document=document,
            provenance=provenance,
            requests=read.requests + drawn.requests,
            data=body,
            notes=(*read.notes, *notes),
            rendering=drawn,
        )

    def revalidate(self, url: str, stored: Snapshot | None) -> tuple[SourceRead, bool]:
        """Read ``url`` again now, never from the freshness window, asking conditionally
        with ``stored``'s validators: ``(read, not_modified)``. On ``304 Not Modified`` the
        read is ``stored``'s bytes (``from_store``) and nothing is added to the store;
        otherwise the new fetch is read and added to the store (which is never changed
        otherwise: ``stored`` stays as the evidence of what the page said then)."""
        fetcher = self.fetcher
        before = fetcher.requests
        validators = stored.validators if stored is not None else None
        fetched = fetcher.fetch(url, validators=validators)
        requests = fetcher.requests - before
        if stored is not None and fetched.status == 304:
            read = self._read_stored(stored, origin="url", from_store=True, requests=requests)
            return replace(read, fetched=fetched), True
        moment = self.clock()
        from .store import Snapshot  # not imported for a check that keeps nothing

        snapshot = Snapshot.of(fetched, _timestamp(moment), moment.timestamp())
        read = self._read_stored(snapshot, origin="url", requests=requests)
        return replace(read, fetched=fetched, notes=self._keep(snapshot)), False

    def read_snapshot(self, sha256: str) -> SourceRead:
        """Exactly the bytes stored under ``sha256``: ``store_unavailable`` when the reader
        has no store (none is opened behind the caller's back: ``serve --no-store``
        creates no file)."""
        if self.store is None:
            raise SourceError(
                f"no evidence store is kept here, so snapshot {sha256} cannot be looked up",
                code=ErrorCode.STORE_UNAVAILABLE,
            )
        return self._read_stored(self.store.snapshot(sha256), origin="snapshot", from_store=True)

    def _extract(
        self,
        data: bytes,
        content_type: str | None,
        name: str,
        record: str | None,
        digest: str | None = None,
    ) -> SourceDocument:
        """:func:`extract`, or what it gave for the same bytes before (the cache); PDFs
        are read with this reader's OCR options, and only :attr:`pages` when set.
        ``digest`` is the bytes' SHA-256 when the caller has it already."""

        def whole() -> SourceDocument:
            return extract(data, content_type, name, record=record)

        with using_ocr(self.ocr):
            pages = self.pages
            if pages is None:
                return self._kept(whole, data, content_type, name, record, digest=digest)
            from ._extract import sniff
            from ._pages import slice_pages  # loaded only when pages are asked for

            if record is not None or sniff(data, content_type, name) != "application/pdf":
                kept = self._kept(whole, data, content_type, name, record, digest=digest)
                return slice_pages(kept, pages)
            if self.cache is not None:  # read whole before: the pages are cut out of it
                known = self.cache.get(self._key(data, content_type, name, record, digest=digest))
                if known is not None and still_read(known.metadata):
                    return slice_pages(known, pages)
            from .pdf import extract_pdf  # only a PDF's pages are loaded apart

            return self._kept(
                lambda: extract_pdf(data, name, pages=pages),
                data, content_type, name, record, pages, digest,
            )  # fmt: skip

    def _key(
        self,
        data: bytes,
        content_type: str | None,
        name: str,
        record: str | None,
        pages: PageRange | None = None,
        digest: str | None = None,
    ) -> str:
        """The cache key of these bytes (whose SHA-256 is ``digest``, when known) read
        with this reader's options (and ``pages``)."""
        from .cache import cache_key  # a reader without a cache never loads it (issue 23)

        options = "" if self.ocr.mode is OcrMode.NEVER else self.ocr.fingerprint()
        if pages is not None:
            options = f"{options} {pages.fingerprint}".strip()
        folder = None if self.cache is None else self.cache.path
        digest = sha256_hex(data) if digest is None else digest
        return cache_key(digest, content_type, name, record, options, folder=folder)

    def _kept(
        self,
        read: Callable[[], SourceDocument],
        data: bytes,
        content_type: str | None,
        name: str,
        record: str | None,
        pages: PageRange | None = None,
        digest: str | None = None,
    ) -> SourceDocument:
        """The document the cache keeps under :meth:`_key`, else ``read()``'s, kept."""
        if self.cache is None:
            return read()
        key = self._key(data, content_type, name, record, pages, digest)
        document = self.cache.get(key)
        if document is not None and not still_read(document.metadata):
            document = None  # recognised by an OCR engine no longer installed: read again
        if document is None:
            document = read()
            self.cache.put(key, document)
        return document

    def _read_stored(
        self,
        snapshot: Snapshot,
        *,
        origin: str,
        from_store: bool = False,
        requests: int = 0,
        record: str | None = None,
    ) -> SourceRead:
        name = _name_from_url(snapshot.provenance.final_url)
        is_file = urlsplit(snapshot.provenance.final_url).scheme == _FILE_SCHEME
        return SourceRead(
            self._extract(snapshot.body, snapshot.content_type, name, record),
            origin=origin,
            # a file's snapshot claims no web provenance (no URL, no HTTP status)
            provenance=None if is_file else snapshot.provenance,
            path=name if is_file else None,
            requests=requests,
            from_store=from_store,
            data=snapshot.body,
            cache=self.cache,
        )
