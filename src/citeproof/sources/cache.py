"""The document cache: every extracted document kept by what produced it, so each is read once.

Reading is the slow part of a check (a 300-page PDF takes seconds; the match takes
milliseconds), and agents check ten quotes against one source in ten calls. The cache
keeps the :class:`~citeproof.sources.SourceDocument` an extraction returned, under a key
made of everything the extraction depends on:

- the SHA-256 of the bytes read (a changed file is a new key, whatever its name or time);
- the declared content type, the display name (which can decide the format) and the
  record picked out of an archive;
- the **reader fingerprint** (:func:`reader_fingerprint`): citeproof's version, the source
  of every module that turns bytes into text (``citeproof.sources`` and
  ``citeproof.text``) and the installed versions of the parsers they call. A new reader,
  or a new PDFium, is a new key: an entry is never stale, it is only unused.

Entries are files under ``$CITEPROOF_CACHE`` (default
``$XDG_CACHE_HOME/citeproof/documents``, ``~/.cache/citeproof/documents``), written
atomically; the cache is bounded by size, evicting the least recently used entries. Beside
a long document it also keeps the folds of its text (:meth:`DocumentCache.fold`), so the
next process checking a quote that is not verbatim does not fold the text again, and its
word index for the near miss (:meth:`DocumentCache.kept`). A
cache that cannot be used (no permission, a full disk, a damaged entry) is never a failure
of the check: a damaged entry is removed and the document read again.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import struct
import sys
import threading
from array import array
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import suppress
from dataclasses import dataclass, field
from functools import cache
from operator import le, lt
from pathlib import Path
from typing import Any, TypeVar, overload

from .._version import __version__
from ..text import Folded, FurnitureKind, Stepover
from ._document import Block, Locator, Representation, SourceDocument
from ._stored_boxes import StoredBoxes, stored_boxes_supported

__all__ = [
    "DEFAULT_CACHE_BYTES",
    "FOLDS_KEPT_FROM",
    "DocumentCache",
    "cache_key",
    "default_cache_path",
]

#: The default bound of the cache on disk (1 GiB).
DEFAULT_CACHE_BYTES = 1 << 30
#: What every entry file starts with; a new layout is a new magic (old entries are misses).
_MAGIC = b"citeproof-document-2\n"
_LENGTH = struct.Struct("<Q")
_SUFFIX = ".doc"
_KEPT_SUFFIX = ".kept"
_Value = TypeVar("_Value")
#: From this many characters what a check derives from a text (its folds, its word index)
#: is kept (a shorter text folds in a few milliseconds: a file would cost what it saves).
FOLDS_KEPT_FROM = 100_000
#: The parsers whose versions change what a document reads as (their dist-info names).
_PARSERS = frozenset(
    {
        "pypdfium2",
        "selectolax",
        "lxml",
        "markdown_it_py",
        "mdit_py_plugins",
        "docutils",
        "warcio",
        "charset_normalizer",
        "regex",
        "unicodedata2",
    }
)


def default_cache_path() -> Path:
    """``$CITEPROOF_CACHE``, else ``$XDG_CACHE_HOME/citeproof/documents``."""
    configured = os.environ.get("CITEPROOF_CACHE")
    if configured:
        return Path(configured)
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "citeproof" / "documents"


def _parser_versions() -> list[str]:
    """The ``NAME-VERSION`` of each installed parser, from the dist-info directories on
    ``sys.path`` (listing a directory costs far less than importing metadata)."""
    found: set[str] = set()
    for entry in sys.path:
        with suppress(OSError):
            for name in os.listdir(entry or "."):
                if name.endswith(".dist-info"):
                    project = name[: -len(".dist-info")].rsplit("-", 1)[0].lower()
                    if project.replace("-", "_") in _PARSERS:
                        found.add(name)
    return sorted(found)


#: The file (in the cache's folder) remembering the last fingerprint worked out, under the
#: modules' sizes and modification times.
_FINGERPRINT_MEMO = "reader-fingerprint.json"


@cache
def reader_fingerprint(folder: Path | None = None) -> str:
    """What the reading of bytes depends on besides the bytes, as one hex digest: the
    version, the source of ``citeproof.sources`` and ``citeproof.text`` (so an edited
    reader in a source checkout misses too) and the parsers' installed versions. Given a
    cache's ``folder``, the digest is remembered there (see :func:`fingerprint_of`)."""
    package = Path(__file__).resolve().parent.parent
    return fingerprint_of(package, None if folder is None else folder / _FINGERPRINT_MEMO)


def fingerprint_of(package: Path, memo: Path | None = None) -> str:
    """The reader fingerprint of the citeproof package at ``package``, remembered in
    ``memo`` under the reader modules' sizes and modification times.

    Hashing the 800 KB of the reader's source was 6 ms of every command's start (5% of a
    whole ``check`` of a small file). The modules' sizes and times are what Python itself
    trusts to run a module's cached bytecode rather than its source, so the code that
    runs is the code the remembered digest was made of; a changed size or time (an edit,
    a new install) hashes the source again. A memo that cannot be read or written is
    worked around: the digest is then made afresh."""
    modules = _reader_modules(package)
    parsers = _parser_versions()
    stamp = hashlib.sha256(f"{__version__}\n{package}\n".encode())
    for relative, _, status in modules:
        stamp.update(f"{relative}\0{status.st_size}\0{status.st_mtime_ns}\n".encode())
    for dist in parsers:
        stamp.update(dist.encode() + b"\0")
    signature = stamp.hexdigest()
    remembered = None if memo is None else _remembered(memo, signature)
    if remembered is not None:
        return remembered
    digest = hashlib.sha256(f"citeproof {__version__}\n".encode())
    for relative, path, _ in modules:
        digest.update(relative.encode() + b"\0")
        digest.update(path.read_bytes())
    for dist in parsers:
        digest.update(dist.encode() + b"\0")
    fingerprint = digest.hexdigest()
    if memo is None:
        return fingerprint
    partial = memo.with_name(f"{memo.name}.{os.getpid()}.partial")
    with suppress(OSError):
        memo.parent.mkdir(parents=True, exist_ok=True)
        partial.write_text(json.dumps({"fingerprint": fingerprint, "signature": signature}))
        os.replace(partial, memo)
    with suppress(OSError):
        partial.unlink()
    return fingerprint


def _remembered(memo: Path, signature: str) -> str | None:
    """The fingerprint ``memo`` holds for ``signature``, or None (none, another, damaged)."""
    with suppress(OSError, ValueError, KeyError, TypeError):
        known = json.loads(memo.read_text("utf-8"))
        if known["signature"] == signature and isinstance(known["fingerprint"], str):
            return str(known["fingerprint"])
    return None


def _reader_modules(package: Path) -> list[tuple[str, Path, os.stat_result]]:
    """The modules of the reading trades (``sources``, ``text``) under ``package``: each
    one's path relative to it (``sources/cache.py``), path and status, sorted by the first."""
    found: list[tuple[str, Path, os.stat_result]] = []
    folders = [(trade, package / trade) for trade in ("sources", "text")]
    while folders:
        relative, folder = folders.pop()
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.is_dir(follow_symlinks=False):
                    if entry.name != "__pycache__":
                        folders.append((f"{relative}/{entry.name}", Path(entry.path)))
                elif entry.name.endswith(".py"):
                    name = f"{relative}/{entry.name}"
                    found.append((name, Path(entry.path), entry.stat()))
    found.sort(key=lambda module: module[0])
    return found


def cache_key(
    sha256: str,
    content_type: str | None,
    name: str,
    record: str | None,
    options: str = "",
    *,
    folder: Path | None = None,
) -> str:
    """The key of one extraction: the bytes' SHA-256, what was declared about them, the
    reader that read them (:func:`reader_fingerprint`, remembered in the cache's
    ``folder`` when given) and the reading's options (OCR's engine, version, languages and
    dpi: another engine reads a scan otherwise)."""
    parts = [reader_fingerprint(folder), sha256, content_type, name, record]
    if options:  # no options: the key entries written before options existed keep
        parts.append(options)
    encoded = json.dumps(parts, ensure_ascii=True)
    return hashlib.sha256(encoded.encode()).hexdigest()


def _encode(document: SourceDocument) -> bytes:
    """An entry: the magic, the length of a JSON header, the header, then binary sections:
    the text (UTF-8), the blocks' integers and numbers, the character boxes.

    A PDF's text, blocks and boxes are most of a document, and JSON is slow to read back
    for them (a 311-page manual's header took 10 ms to parse, 7 of them its 870,000
    characters of text and 3,121 blocks' numbers): they are kept as their bytes."""
    boxes: array[float] | StoredBoxes | None = document.char_boxes
    boxes_bytes = b""
    if boxes is not None:
        try:
            boxes_bytes = boxes.tobytes()
        except (OSError, ValueError):  # another entry's boxes, cut short since: none kept
            boxes = None
    # surrogatepass: supplied text may hold lone surrogates, and they must come back
    text = document.text.encode("utf-8", "surrogatepass")
    blocks = document.blocks
    integers = array("q", [n for b in blocks for n in (b.page, b.number, b.start, b.end)])
    numbers = array("d", [x for b in blocks for x in (b.x0, b.y0, b.x1, b.y1)])
    header = {
        "text_bytes": len(text),
        "representation": document.representation.value,
        "source_bytes": document.source_bytes,
        "sha256": document.sha256,
        "content_type": document.content_type,
        "title": document.title,
        "page_starts": document.page_starts,
        "warnings": document.warnings,
        "furniture": document.furniture,
        "boxes": None if boxes is None else boxes.typecode,
        "block_kinds": [b.kind for b in blocks],
        "stepovers": [[s.kind, s.start, s.end, s.text] for s in document.stepovers],
        "page_warnings": document.page_warnings,
        "locators": [[x.kind, x.label, x.start, x.end] for x in document.locators],
        "metadata": document.metadata,
        "page_labels": document.page_labels,
        "furniture_kinds": [[start, kind.value] for start, kind in document.furniture_kinds],
        "ocr_words": [list(word) for word in document.ocr_words],
        "first_page": document.first_page,
        "page_count": document.page_count,
        "script_breaks": document.script_breaks,
    }
    encoded = json.dumps(header, ensure_ascii=False).encode("utf-8", "surrogatepass")
    sections = [text, integers.tobytes(), numbers.tobytes()]
    if boxes is not None:
        sections.append(boxes_bytes)
    return b"".join([_MAGIC, _LENGTH.pack(len(encoded)), encoded, *sections])


def _decode(entry: bytes) -> SourceDocument:
    """The document of an entry; ``ValueError`` (or a ``KeyError``/``TypeError``) when it
    is not one :func:`_encode` wrote."""
    return _read(io.BytesIO(entry), len(entry))


def _exactly(stream: io.BufferedIOBase, size: int, what: str, entry: int) -> bytes:
    """The next ``size`` bytes of ``stream`` (an entry of ``entry`` bytes); ``ValueError``
    naming ``what`` if cut short, or if the entry cannot hold them (a damaged length of
    2**63 raised ``OverflowError``, one of 2**40 ``MemoryError``)."""
    if not isinstance(size, int) or not 0 <= size <= entry - stream.tell():
        raise ValueError(f"{what}: a length the entry cannot hold")
    data = stream.read(size)
    if len(data) != size:
        raise ValueError(f"truncated {what}")
    return data


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _all_of(values: Iterable[Any], kind: type) -> bool:
    """Every value is exactly a ``kind`` (JSON gives exact types: its ``int`` is never a
    ``bool``), asked of all at once in C: row by row in Python, a 311-page manual's header
    took 2.4 ms to check at every cache hit."""
    return set(map(type, values)) <= {kind}


def _rows(value: Any, *types: type) -> bool:
    """``value`` is a list of lists, each of ``len(types)`` items of those types (an
    ``int`` never a ``bool``)."""
    if type(value) is not list or not _all_of(value, list):
        return False
    if value and set(map(len, value)) != {len(types)}:
        return False
    return all(
        _all_of(column, kind) for column, kind in zip(zip(*value, strict=True), types, strict=False)
    )


def _spans_in_text(starts: Sequence[int], ends: Sequence[int], *, length: int) -> bool:
    """Each ``[start, end)`` lies in a text of ``length`` characters (the offsets are known
    to be ints)."""
    return not starts or (min(starts) >= 0 and max(ends) <= length and all(map(le, starts, ends)))


def _columns(rows: list[list[Any]], start: int, end: int) -> tuple[list[Any], list[Any]]:
    """The columns ``start`` and ``end`` of ``rows`` (empty lists when there are none)."""
    return [row[start] for row in rows], [row[end] for row in rows]


def _check_header(header: Any, length: int) -> None:
    """``ValueError`` unless the entry's header is what :func:`_encode` writes for a text
    of ``length`` characters: every field of its type, every offset in the text, pages
    that start at 0 and go up. A damaged field read as it was failed later, in whatever
    used it (a ``first_page`` of null, ``page_starts`` of ``[]``: a traceback, an HTTP
    500 on every read of the document); now the entry is a miss."""
    strings = ("representation", "sha256", "content_type", "title", "furniture")
    starts = header.get("page_starts")
    lists = ("warnings", "block_kinds", "page_labels", "ocr_words", "script_breaks")
    valid = (
        all(isinstance(header.get(name), str) for name in strings)
        and all(type(header.get(name)) is list for name in lists)
        and _is_int(header.get("source_bytes"))
        and header.get("boxes") in (None, "f", "d")
        and _all_of(header["warnings"], str)
        and _all_of(header["block_kinds"], str)
        and (
            starts is None
            or (
                type(starts) is list
                and bool(starts)
                and _all_of(starts, int)
                and starts[0] == 0
                and all(map(lt, starts, starts[1:]))
                and starts[-1] <= length
            )
        )
        and _rows(header.get("stepovers"), str, int, int, str)
        and _spans_in_text(*_columns(header["stepovers"], 1, 2), length=length)
        and _rows(header.get("page_warnings"), int, str)
        and _rows(header.get("locators"), str, str, int, int)
        and _spans_in_text(*_columns(header["locators"], 2, 3), length=length)
        and _rows(header.get("metadata"), str, str)
        and _all_of(header["page_labels"], str)
        and _rows(header.get("furniture_kinds"), int, str)
        and _is_int(header.get("first_page"))
        and header["first_page"] >= 1
        and (header.get("page_count") is None or _is_int(header["page_count"]))
        and _all_of(header["script_breaks"], int)
        and _spans_in_text(header["script_breaks"], header["script_breaks"], length=length)
    )
    if not valid:
        raise ValueError("the entry's header is not one this reader writes")


class StoredBlocks(Sequence[Block]):
    """A document's blocks as its entry keeps them (four integers, four numbers and a kind
    each), made :class:`Block` values when first read: a check never reads them (they are
    a PDF's reading order, for ``extract`` and page pictures), and making a 311-page
    manual's 3,116 was 4.4 ms of every cache hit. Equal to any sequence of the same blocks;
    pickled, it is their tuple."""

    __slots__ = ("_integers", "_kinds", "_made", "_numbers")

    def __init__(self, integers: array[int], numbers: array[float], kinds: list[str]) -> None:
        self._integers, self._numbers, self._kinds = integers, numbers, kinds
        self._made: tuple[Block, ...] | None = None

    def _blocks(self) -> tuple[Block, ...]:
        if self._made is None:
            integers, numbers = self._integers, self._numbers
            self._made = tuple(
                map(Block, integers[0::4], integers[1::4], self._kinds, numbers[0::4],
                    numbers[1::4], numbers[2::4], numbers[3::4], integers[2::4], integers[3::4])
            )  # fmt: skip
        return self._made

    def __len__(self) -> int:
        return len(self._kinds)

    @overload
    def __getitem__(self, index: int) -> Block: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[Block, ...]: ...
    def __getitem__(self, index: int | slice) -> Block | tuple[Block, ...]:
        return self._blocks()[index]

    def __iter__(self) -> Iterator[Block]:
        return iter(self._blocks())

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Sequence):
            return NotImplemented
        return self._blocks() == tuple(other)

    __hash__ = None  # type: ignore[assignment]  # equal to tuples, so not hashed as one

    def __repr__(self) -> str:
        return repr(self._blocks())

    def __reduce__(self) -> tuple[type[tuple[Block, ...]], tuple[tuple[Block, ...]]]:
        return tuple, (self._blocks(),)


def _boxes(stream: io.BufferedIOBase, typecode: str, size: int) -> array[float] | StoredBoxes:
    """The character boxes, the ``size`` bytes left in ``stream``: left in the entry's file
    (:class:`StoredBoxes`, through a duplicate of its descriptor) when it is one, else read
    straight into their array (reading the whole entry, then copying its tail into the
    array, touched twice as much fresh memory: a 311-page manual's 13.5 MB of boxes, 17 ms
    of its 32 ms)."""
    try:
        descriptor = stream.fileno()
    except (OSError, io.UnsupportedOperation):  # an entry in memory
        descriptor = -1
    if descriptor >= 0 and stored_boxes_supported():
        return StoredBoxes(
            os.dup(descriptor), stream.tell(), typecode, size // array(typecode).itemsize
        )
    boxes: array[float] = array(typecode, [0.0])
    boxes *= size // boxes.itemsize  # one allocation, filled from the file below
    if stream.readinto(memoryview(boxes).cast("B")) != size:
        raise ValueError("truncated boxes")
    return boxes


def _read(stream: io.BufferedIOBase, size: int) -> SourceDocument:
    """The document of an entry of ``size`` bytes read from ``stream`` (see :func:`_decode`).

    The character boxes are left in the entry until asked for (:func:`_boxes`)."""
    if stream.read(len(_MAGIC)) != _MAGIC:
        raise ValueError("not a citeproof document entry")
    (length,) = _LENGTH.unpack(_exactly(stream, _LENGTH.size, "length", size))
    parsed = json.loads(_exactly(stream, length, "header", size).decode("utf-8", "surrogatepass"))
    if not isinstance(parsed, dict):
        raise ValueError("the entry's header is not an object")
    header: Any = parsed
    text = _exactly(stream, header.get("text_bytes"), "text", size).decode("utf-8", "surrogatepass")
    _check_header(header, len(text))
    kinds = header["block_kinds"]
    integers, numbers = array("q"), array("d")
    integers.frombytes(_exactly(stream, 4 * integers.itemsize * len(kinds), "blocks", size))
    numbers.frombytes(_exactly(stream, 4 * numbers.itemsize * len(kinds), "blocks", size))
    blocks = StoredBlocks(integers, numbers, kinds)
    tail = size - stream.tell()
    boxes: array[float] | StoredBoxes | None = None
    if header["boxes"] is not None:
        itemsize = array(header["boxes"]).itemsize
        if tail % itemsize:
            raise ValueError("the boxes' bytes are not whole numbers")
        if tail // itemsize != 4 * len(text):  # four numbers a character
            raise ValueError("the boxes do not cover the text")
        boxes = _boxes(stream, header["boxes"], tail)
    elif tail:
        raise ValueError("trailing bytes after the header")
    starts = header["page_starts"]
    return SourceDocument(
        text=text,
        representation=Representation(header["representation"]),
        source_bytes=header["source_bytes"],
        sha256=header["sha256"],
        content_type=header["content_type"],
        title=header["title"],
        page_starts=None if starts is None else tuple(starts),
        warnings=tuple(header["warnings"]),
        furniture=header["furniture"],
        char_boxes=boxes,
        blocks=blocks,
        stepovers=tuple(Stepover(*s) for s in header["stepovers"]),
        page_warnings=tuple((page, said) for page, said in header["page_warnings"]),
        locators=tuple(Locator(*x) for x in header["locators"]),
        metadata=tuple((name, value) for name, value in header["metadata"]),
        page_labels=tuple(header["page_labels"]),
        furniture_kinds=tuple((s, FurnitureKind(k)) for s, k in header["furniture_kinds"]),
        # converted, not checked row by row (1.3 us a word: a 100,000-word scan's every
        # cache hit 93 -> 220 ms); a damaged row raises here, a miss
        ocr_words=tuple((int(a), int(b), float(c)) for a, b, c in header["ocr_words"]),
        first_page=header["first_page"],
        page_count=header["page_count"],
        script_breaks=tuple(header["script_breaks"]),
    )


@dataclass
class DocumentCache:
    """Extracted documents on disk under ``path``, at most ``max_bytes`` in all, and the
    last ``in_memory`` of them in this process (a server checking one source many times
    does not even decode it again).

    ``hits`` and ``misses`` count lookups of documents, ``derived_hits`` and
    ``derived_misses`` of kept values by kind (``fold_hits``, ``fold_misses``: the folds';
    benchmarks and tests read them). Beside a long document it keeps what
    the checks derive from its text (:meth:`kept`, :meth:`keep`).
    """

    path: Path = field(default_factory=default_cache_path)
    max_bytes: int = DEFAULT_CACHE_BYTES
    in_memory: int = 4
    hits: int = 0
    misses: int = 0
    derived_hits: Counter[str] = field(default_factory=Counter, repr=False)
    derived_misses: Counter[str] = field(default_factory=Counter, repr=False)
    _recent: OrderedDict[str, SourceDocument] = field(
        default_factory=OrderedDict, init=False, repr=False
    )
    # a server's threads share one cache
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False)

    def _file(self, key: str) -> Path:
        return self.path / key[:2] / (key + _SUFFIX)

    def get(self, key: str) -> SourceDocument | None:
        """The document kept under ``key``, or ``None`` (a damaged entry is removed)."""
        with self._lock:
            document = self._recent.get(key)
            if document is not None:
                self._recent.move_to_end(key)
                self.hits += 1
                return document
        file = self._file(key)
        try:
            stream = file.open("rb")
        except OSError:
            self.misses += 1
            return None
        try:
            with stream:
                document = _read(stream, os.fstat(stream.fileno()).st_size)
        except OSError:  # unreadable now: a miss, the entry left as it is
            self.misses += 1
            return None
        except (ValueError, KeyError, TypeError, IndexError, RecursionError, struct.error):
            with suppress(OSError):
                file.unlink()
            self.misses += 1
            return None
        with suppress(OSError):
            os.utime(file)  # recently used: evicted last
        self._remember(key, document)
        self.hits += 1
        return document

    def put(self, key: str, document: SourceDocument) -> None:
        """Keep ``document`` under ``key`` (atomically: a reader never sees half an entry),
        then evict the least recently used entries beyond :attr:`max_bytes`. A cache that
        cannot be written is silently not written: the document was read all the same."""
        self._remember(key, document)
        self._write(self._file(key), _encode(document))

    def fold(self, text: str, names: tuple[str, ...]) -> Folded:
        """``text`` folded with ``names``: for a long text, the fold an earlier process
        kept here, else folded now and kept (see :meth:`derived`).

        A check prepares its source with this (``SourceRead.cache``): the second check of
        a 311-page PDF with a quote that is not verbatim folded its 843,000 characters
        twice, about 140 ms of the 250 (issue 23)."""
        from ..text import canonical, fold, fold_bytes, fold_from_bytes

        order = canonical(names)
        return self.derived(
            "fold", ",".join(order), text, lambda: fold(text, order), fold_bytes,
            lambda data: fold_from_bytes(data, order, len(text)),
        )  # fmt: skip

    def derived(
        self,
        kind: str,
        made_by: str,
        text: str,
        make: Callable[[], _Value],
        to_bytes: Callable[[_Value], bytes],
        from_bytes: Callable[[bytes], _Value],
    ) -> _Value:
        """What ``make`` derives from ``text`` (its fold, its word index): for a long text
        (:data:`FOLDS_KEPT_FROM` characters or more), the value an earlier process kept
        under :meth:`derived_key`, read back with ``from_bytes``, else made now and kept
        with ``to_bytes``; a kept value ``from_bytes`` refuses is removed and made again.
        ``derived_hits`` and ``derived_misses`` count the lookups by ``kind``."""
        if len(text) < FOLDS_KEPT_FROM:
            return make()
        key = self.derived_key(kind, made_by, text)
        data = self.kept(key)
        if data is not None:
            try:
                value = from_bytes(data)
            except (ValueError, KeyError, TypeError, IndexError, RecursionError, struct.error):
                self.forget(key)
            else:
                self.derived_hits[kind] += 1
                return value
        self.derived_misses[kind] += 1
        value = make()
        self.keep(key, to_bytes(value))
        return value

    @property
    def fold_hits(self) -> int:
        """Folds read back from what an earlier process kept."""
        return self.derived_hits["fold"]

    @property
    def fold_misses(self) -> int:
        """Folds of a long text made afresh (none kept, or a damaged one)."""
        return self.derived_misses["fold"]

    def derived_key(self, kind: str, made_by: str, text: str) -> str:
        """The key of what ``made_by`` (names, a digest of the code) derives from ``text``
        as ``kind``: with the text itself (its SHA-256), the reader fingerprint (which
        covers ``citeproof.text``, where folding is) and Python's version (its Unicode
        tables fold the case and tell the letters), so a kept value is never stale."""
        stamp = json.dumps([kind, made_by, reader_fingerprint(self.path), sys.version]).encode()
        digest = hashlib.sha256(stamp + b"\0")
        digest.update(text.encode("utf-8", "surrogatepass"))
        return digest.hexdigest()

    def kept(self, key: str) -> bytes | None:
        """The bytes kept under ``key`` (a value derived from a long text: its fold, its
        word index), or None; marked recently used. The caller checks them and
        :meth:`forget` s them when they are damaged. A file holding another key's bytes (a
        cache copied or synced into the wrong place) is removed and is a miss: each file
        starts with the key it was kept under."""
        file = self._kept_file(key)
        try:
            data = file.read_bytes()
        except OSError:
            return None
        stamp = key.encode("ascii") + b"\n"
        if not data.startswith(stamp):
            self.forget(key)
            return None
        with suppress(OSError):
            os.utime(file)  # recently used: evicted last
        return data[len(stamp) :]

    def keep(self, key: str, data: bytes) -> None:
        """Keep ``data`` under ``key`` as a document entry is kept: atomically, within
        :attr:`max_bytes`, and never a failure."""
        self._write(self._kept_file(key), key.encode("ascii") + b"\n" + data)

    def forget(self, key: str) -> None:
        """Remove what is kept under ``key`` (damaged: made again by the next check)."""
        with suppress(OSError):
            self._kept_file(key).unlink()

    def _kept_file(self, key: str) -> Path:
        return self.path / key[:2] / (key + _KEPT_SUFFIX)

    def _write(self, file: Path, entry: bytes) -> None:
        """Write ``entry`` to ``file`` atomically, then evict beyond :attr:`max_bytes`
        (nothing written when it cannot be, or when it alone is larger)."""
        if len(entry) > self.max_bytes:
            return
        # one writer's own file: a server's threads share the process id
        partial = file.with_name(f"{file.name}.{os.getpid()}.{threading.get_ident()}.partial")
        try:
            file.parent.mkdir(parents=True, exist_ok=True)
            partial.write_bytes(entry)
            os.replace(partial, file)
        except OSError:
            with suppress(OSError):
                partial.unlink()
            return
        self._evict()

    def _remember(self, key: str, document: SourceDocument) -> None:
        with self._lock:
            self._recent[key] = document
            self._recent.move_to_end(key)
            while len(self._recent) > self.in_memory:
                self._recent.popitem(last=False)

    def _entries(self) -> Iterator[tuple[float, int, Path]]:
        """Every document entry and kept value: ``(last used, bytes, file)``."""
        for file in self.path.glob("??/*"):  # one pass over the folder for both kinds
            if file.suffix in (_SUFFIX, _KEPT_SUFFIX):
                with suppress(OSError):
                    status = file.stat()
                    yield status.st_mtime, status.st_size, file

    def _evict(self) -> None:
        entries = sorted(self._entries())
        total = sum(size for _, size, _ in entries)
        for _, size, file in entries:
            if total <= self.max_bytes:
                break
            with suppress(OSError):
                file.unlink()
                total -= size

    def clear(self) -> None:
        """Remove every entry (``citeproof cache clear``)."""
        with self._lock:
            self._recent.clear()
        for _, _, file in list(self._entries()):
            with suppress(OSError):
                file.unlink()

    def size(self) -> tuple[int, int]:
        """How many entries (documents and kept values) are kept on disk, and their bytes."""
        entries = list(self._entries())
        return len(entries), sum(size for _, size, _ in entries)
