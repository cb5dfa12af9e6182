"""Bibliographies: BibTeX/BibLaTeX files, CSL JSON and a Zotero data directory.

Each gives :class:`Entry` records: a citation key, a title and authors (to match a
footnote's free text), and where the work can be read: attached files first (PDFs before
the rest), then its URL, then its DOI (resolved at doi.org).

- BibTeX/BibLaTeX is parsed by ``bibtexparser``. A ``file`` field is read as Zotero,
  JabRef and Better BibTeX write it: several files separated by ``;``, each a bare path or
  ``Description:path:type`` with ``\\:``, ``\\;`` and ``\\\\`` escaped; relative paths are
  taken from the ``.bib`` file's folder (or JabRef's ``fileDirectory`` there). Blocks the
  parser cannot read are listed as problems, not fatal: the other entries still count.
- CSL JSON is a list of items (``id``, ``title``, ``author``, ``URL``, ``DOI``, and a
  ``file`` field in the BibTeX form, which some exporters add).
- A Zotero data directory's ``zotero.sqlite`` is opened read-only and immutable (Zotero
  may be running and holding it); a file attachment ``storage:name.pdf`` is
  ``storage/KEY/name.pdf`` under the directory, a linked file its own path, a linked URL
  its URL. Citation keys come from the ``citationKey`` field (Zotero 7, Better BibTeX),
  a ``Citation Key:`` line of ``extra``, or Better BibTeX's own ``better-bibtex.sqlite``.
  Items in the trash are left out.
"""

from __future__ import annotations

import json
import logging
import os
import re
import sqlite3
import stat
import unicodedata
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import quote

from bibtexparser.entrypoint import parse_string
from pylatexenc.latex2text import LatexNodes2Text

from ..errors import ErrorCode, InputError

__all__ = [
    "Bibliography",
    "Entry",
    "load_bibliography",
    "load_bibtex",
    "load_csl_json",
    "load_zotero",
    "parse_file_field",
]


@dataclass(frozen=True, slots=True)
class Entry:
    """A work in a bibliography: its key, title and authors' family names, its files
    (absolute paths, PDFs first), URL and DOI, and where it is defined (``refs.bib:12``)."""

    key: str
    title: str = ""
    authors: tuple[str, ...] = ()
    files: tuple[str, ...] = ()
    url: str | None = None
    doi: str | None = None
    origin: str = ""

    def locations(self) -> list[str]:
        """Where the work can be read, best first: files, the URL, the DOI's URL."""
        out = list(self.files)
        if self.url:
            out.append(self.url)
        if self.doi:
            doi = re.sub(r"^(?:https?://(?:dx\.)?doi\.org/|doi:)", "", self.doi.strip(), flags=re.I)
            out.append("https://doi.org/" + quote(doi, safe="/:;()._-"))
        return out


@dataclass
class Bibliography:
    """Entries by citation key (the first definition of a key wins), every entry (keyed or
    not) for matching a footnote's text, and the problems met while reading."""

    entries: dict[str, Entry] = field(default_factory=dict)
    unkeyed: list[Entry] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    sources: list[str] = field(default_factory=list)
    #: The folders its attachments may be read from (the file's folder; Zotero's storage/).
    roots: list[str] = field(default_factory=list)

    def add(self, entry: Entry) -> None:
        """Add ``entry``; a key already defined is a problem, the first one is kept."""
        if not entry.key:
            self.unkeyed.append(entry)
        elif entry.key in self.entries:
            first = self.entries[entry.key].origin
            self.problems.append(
                f"{entry.origin}: @{entry.key} is defined again (first at {first})"
            )
        else:
            self.entries[entry.key] = entry

    def merge(self, other: Bibliography) -> None:
        """Add every entry and problem of ``other``."""
        for entry in [*other.entries.values(), *other.unkeyed]:
            self.add(entry)
        self.problems.extend(other.problems)
        self.sources.extend(other.sources)
        self.roots.extend(other.roots)

    def by_reference(self, text: str) -> Entry | None:
        """The entry a footnote's free text names: the one whose title it holds (the
        longest such title), its authors' names breaking a tie; ``None`` when none or
        several match equally."""
        said = _fold(text)
        scored = []
        for entry in [*self.entries.values(), *self.unkeyed]:
            title = _fold(entry.title)
            if len(title) < 4 or title not in said:
                continue
            named = sum(1 for a in entry.authors if a and _fold(a) in said)
            scored.append((len(title), named, entry))
        if not scored:
            return None
        scored.sort(key=lambda s: (s[0], s[1]), reverse=True)
        if len(scored) > 1 and scored[0][:2] == scored[1][:2]:
            return None
        return scored[0][2]


def _fold(text: str) -> str:
    text = unicodedata.normalize("NFKD", text).casefold()
    text = "".join(c for c in text if not unicodedata.combining(c))
    return " ".join(re.sub(r"[^\w]+", " ", text).split())


_LATEX = LatexNodes2Text(math_mode="verbatim")


def _plain(value: str) -> str:
    try:
        return " ".join(_LATEX.latex_to_text(value).split())
    except Exception:  # odd markup: the value as written
        return " ".join(value.replace("{", "").replace("}", "").split())


def _split_escaped(text: str, separator: str) -> list[str]:
    """``text`` split at ``separator`` where it is not escaped by a backslash."""
    parts, current, i = [], [], 0
    while i < len(text):
        char = text[i]
        if char == "\\" and i + 1 < len(text):
            current.append(text[i : i + 2])
            i += 2
            continue
        if char == separator:
            parts.append("".join(current))
            current = []
        else:
            current.append(char)
        i += 1
    parts.append("".join(current))
    return parts


def _unescape(text: str) -> str:
    return re.sub(r"\\(.)", r"\1", text)


def parse_file_field(value: str) -> list[str]:
    """The paths in a BibTeX ``file`` field, in order.

    >>> parse_file_field("Full Text PDF:/z/storage/AB12/Smith - 2020.pdf:application/pdf;"
    ...                  "Snapshot:/z/storage/CD34/page.html:text/html")
    ['/z/storage/AB12/Smith - 2020.pdf', '/z/storage/CD34/page.html']
    >>> parse_file_field(":papers/smith.pdf:PDF"), parse_file_field("/a.pdf;/b.pdf")
    (['papers/smith.pdf'], ['/a.pdf', '/b.pdf'])
    >>> parse_file_field(r"PDF:C\\:\\\\Users\\\\me\\\\a.pdf:application/pdf")
    ['C:\\\\Users\\\\me\\\\a.pdf']
    """
    paths = []
    for item in _split_escaped(value.strip(), ";"):
        if not item.strip():
            continue
        parts = _split_escaped(item.strip(), ":")
        if len(parts) >= 3:
            path = ":".join(parts[1:-1])  # an unescaped drive colon stays in the path
        elif len(parts) == 2:
            # "C:\\x.pdf" (a Windows drive) or "description:path"
            path = ":".join(parts) if len(parts[0]) == 1 and parts[0].isalpha() else parts[1]
        else:
            path = parts[0]
        path = _unescape(path.strip())
        if path:
            paths.append(path)
    return paths


def _resolve(path: str, base: Path) -> str:
    if re.match(r"^[A-Za-z]:[\\/]", path):  # a Windows path stays as written
        return path
    candidate = Path(path).expanduser()
    return str(candidate if candidate.is_absolute() else (base / candidate))


def _pdfs_first(paths: Iterable[str]) -> tuple[str, ...]:
    listed = list(dict.fromkeys(paths))
    return tuple(sorted(listed, key=lambda p: not p.lower().endswith(".pdf")))


#: The largest bibliography file read (bytes); a larger one is ``too_large``.
MAX_BIBLIOGRAPHY_BYTES = 20 * 1024 * 1024


def read_regular(path: str | Path, cap: int, name: str) -> bytes:
    """A regular file's bytes, at most ``cap`` (``too_large`` naming ``name`` past it); a
    FIFO, device or directory (a symbolic link to one too) is ``not_a_regular_file``,
    refused before it is opened so that nothing blocks or reads without end."""
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise InputError(
            f"{path} is not a regular file (a FIFO, device or directory)",
            code=ErrorCode.NOT_A_REGULAR_FILE,
        )
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise InputError(f"{path} is not a regular file", code=ErrorCode.NOT_A_REGULAR_FILE)
        data = handle.read(cap + 1)
    if len(data) > cap:
        raise InputError(f"{path} is larger than {cap:,} bytes ({name})", code=ErrorCode.TOO_LARGE)
    return data


def _read_text(path: Path, what: str) -> str:
    try:
        return read_regular(path, MAX_BIBLIOGRAPHY_BYTES, "MAX_BIBLIOGRAPHY_BYTES").decode(
            "utf-8-sig"
        )
    except OSError as error:
        raise InputError(
            f"cannot read the {what} {path}: {error.strerror}",
            code=ErrorCode.UNREADABLE_BIBLIOGRAPHY,
        ) from error
    except UnicodeDecodeError as error:
        raise InputError(
            f"the {what} {path} is not UTF-8: {error}", code=ErrorCode.INVALID_BIBLIOGRAPHY
        ) from error


_JABREF_DIRECTORY = re.compile(r"@comment\{jabref-meta:\s*fileDirectory[^:]*:([^;}]*);", re.I)


def load_bibtex(path: str | Path) -> Bibliography:
    """A BibTeX/BibLaTeX file's entries (see the module docstring)."""
    path = Path(path)
    text = _read_text(path, "bibliography")
    base = path.parent.absolute()
    jabref = _JABREF_DIRECTORY.search(text)
    if jabref:
        base = (base / _unescape(jabref.group(1).strip())).absolute()
    logger = logging.getLogger("bibtexparser")
    level = logger.level
    logger.setLevel(logging.ERROR)  # its warnings are our problems, listed once below
    try:
        library = parse_string(text)
    finally:
        logger.setLevel(level)
    bibliography = Bibliography(sources=[str(path)], roots=[str(path.absolute().parent)])
    for block in library.failed_blocks:
        error = getattr(block, "error", None)
        reason = getattr(error, "abort_reason", "") or str(error or "") or type(block).__name__
        bibliography.problems.append(f"{path}:{(block.start_line or 0) + 1}: not read: {reason}")
    for entry in library.entries:
        fields = {name.lower(): item.value for name, item in entry.fields_dict.items()}
        files = [_resolve(p, base) for p in parse_file_field(str(fields.get("file", "")))]
        authors = [
            _plain(name.split(",")[0] if "," in name else name.split()[-1] if name.split() else "")
            for name in re.split(
                r"\s+and\s+", str(fields.get("author") or fields.get("editor") or "")
            )
        ]
        url = str(fields.get("url", "")).strip() or None
        bibliography.add(
            Entry(
                key=entry.key,
                title=_plain(str(fields.get("title", ""))),
                authors=tuple(a for a in authors if a),
                files=_pdfs_first(files),
                url=url,
                doi=str(fields.get("doi", "")).strip() or None,
                origin=f"{path}:{(entry.start_line or 0) + 1}",
            )
        )
    return bibliography


def load_csl_json(path: str | Path) -> Bibliography:
    """A CSL JSON file's items (a list, or an object with an ``items`` list)."""
    path = Path(path)
    try:
        data = json.loads(_read_text(path, "bibliography"))
    except RecursionError:
        raise InputError(
            f"{path} nests deeper than Python's JSON reader goes", code=ErrorCode.TOO_DEEP
        ) from None
    except json.JSONDecodeError as error:
        raise InputError(
            f"{path} is not valid JSON: {error}", code=ErrorCode.INVALID_BIBLIOGRAPHY
        ) from error
    items = data.get("items") if isinstance(data, dict) else data
    if not isinstance(items, list):
        raise InputError(
            f"{path}: CSL JSON is a list of items", code=ErrorCode.INVALID_BIBLIOGRAPHY
        )
    base = path.parent.absolute()
    bibliography = Bibliography(sources=[str(path)], roots=[str(path.absolute().parent)])
    for index, item in enumerate(items):
        where = f"{path} item {index + 1}"
        if not isinstance(item, dict) or not isinstance(item.get("id"), (str, int)):
            bibliography.problems.append(f"{where}: not read: an item is an object with an id")
            continue
        files = item.get("file") or []
        if isinstance(files, str):
            files = parse_file_field(files)
        authors = tuple(
            str(a.get("family") or a.get("literal") or "")
            for a in item.get("author") or []
            if isinstance(a, dict)
        )
        bibliography.add(
            Entry(
                key=str(item["id"]),
                title=str(item.get("title") or ""),
                authors=tuple(a for a in authors if a),
                files=_pdfs_first(_resolve(str(f), base) for f in files if isinstance(f, str)),
                url=str(item.get("URL") or "").strip() or None,
                doi=str(item.get("DOI") or "").strip() or None,
                origin=where,
            )
        )
    return bibliography


def load_bibliography(path: str | Path) -> Bibliography:
    """A bibliography file by its kind: CSL JSON (``.json``) or BibTeX (anything else)."""
    if str(path).lower().endswith(".json"):
        return load_csl_json(path)
    return load_bibtex(path)


# --- Zotero ------------------------------------------------------------------------------

#: Zotero's attachment link modes (``Zotero.Attachments.LINK_MODE_*``).
_IMPORTED_FILE, _IMPORTED_URL, _LINKED_FILE, _LINKED_URL = 0, 1, 2, 3
_CITATION_KEY_LINE = re.compile(r"^[ \t]*Citation Key[ \t]*:[ \t]*(\S+)[ \t]*$", re.I | re.M)


def _connect(path: Path) -> sqlite3.Connection:
    """A read-only, immutable connection (no journal, no lock: Zotero may be running)."""
    uri = "file:" + quote(str(path.absolute())) + "?mode=ro&immutable=1"
    return sqlite3.connect(uri, uri=True)


def _tables(db: sqlite3.Connection) -> set[str]:
    return {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}


def _rows(db: sqlite3.Connection, sql: str) -> Iterator[tuple[object, ...]]:
    yield from db.execute(sql)


def _better_bibtex_keys(directory: Path) -> dict[int, str]:
    """Better BibTeX's own key table (``better-bibtex.sqlite``), when there is one."""
    path = directory / "better-bibtex.sqlite"
    if not path.is_file():
        return {}
    try:
        db = _connect(path)
        try:
            if "citationkey" not in _tables(db):
                return {}
            return {
                int(str(i)): str(k)
                for i, k in _rows(db, "SELECT itemID, citationKey FROM citationkey")
            }
        finally:
            db.close()
    except sqlite3.Error:
        return {}


def load_zotero(directory: str | Path) -> Bibliography:
    """The items of a Zotero data directory (see the module docstring)."""
    directory = Path(directory).expanduser()
    database = directory / "zotero.sqlite"
    if not database.is_file():
        raise InputError(
            f"{directory} is not a Zotero data directory (no zotero.sqlite)",
            code=ErrorCode.UNREADABLE_BIBLIOGRAPHY,
        )
    try:
        db = _connect(database)
        try:
            return _zotero_items(db, directory)
        finally:
            db.close()
    except sqlite3.Error as error:
        raise InputError(
            f"{database} could not be read as Zotero's database: {error}",
            code=ErrorCode.INVALID_BIBLIOGRAPHY,
        ) from error


def _zotero_kinds(db: sqlite3.Connection, tables: set[str]) -> dict[int, tuple[str, str]]:
    """Each item not in the trash: its key and its type's name."""
    types = "itemTypesCombined" if "itemTypesCombined" in tables else "itemTypes"
    deleted = "SELECT itemID FROM deletedItems" if "deletedItems" in tables else "SELECT NULL"
    return {
        int(str(i)): (str(k), str(t))
        for i, k, t in _rows(
            db,
            f"SELECT items.itemID, items.key, t.typeName FROM items JOIN {types} t "
            f"USING (itemTypeID) WHERE items.itemID NOT IN ({deleted})",
        )
    }


def _zotero_values(db: sqlite3.Connection, tables: set[str]) -> dict[int, dict[str, str]]:
    """Each item's fields by name (``title``, ``url``, ``DOI``, ``extra``...)."""
    fields = "fieldsCombined" if "fieldsCombined" in tables else "fields"
    values: dict[int, dict[str, str]] = {}
    for item, name, value in _rows(
        db,
        f"SELECT d.itemID, f.fieldName, v.value FROM itemData d JOIN {fields} f USING (fieldID) "
        "JOIN itemDataValues v USING (valueID)",
    ):
        values.setdefault(int(str(item)), {})[str(name)] = str(value)
    return values


def _zotero_authors(db: sqlite3.Connection) -> dict[int, list[str]]:
    """Each item's creators' last names, in their order."""
    authors: dict[int, list[str]] = {}
    for item, last in _rows(
        db,
        "SELECT ic.itemID, c.lastName FROM itemCreators ic JOIN creators c USING (creatorID) "
        "ORDER BY ic.itemID, ic.orderIndex",
    ):
        authors.setdefault(int(str(item)), []).append(str(last or ""))
    return authors


def _zotero_attachments(
    db: sqlite3.Connection,
    directory: Path,
    kinds: dict[int, tuple[str, str]],
    values: dict[int, dict[str, str]],
) -> tuple[dict[int, list[str]], dict[int, list[str]]]:
    """Each parent item's attached files (stored or linked) and linked URLs."""
    files: dict[int, list[str]] = {}
    urls: dict[int, list[str]] = {}
    for item, parent, mode, path in _rows(
        db, "SELECT itemID, parentItemID, linkMode, path FROM itemAttachments"
    ):
        item_id = int(str(item))
        if parent is None or item_id not in kinds:
            continue
        parent_id = int(str(parent))
        key, _ = kinds[item_id]
        location = str(path or "")
        if mode in (_IMPORTED_FILE, _IMPORTED_URL) and location.startswith("storage:"):
            files.setdefault(parent_id, []).append(
                str(directory.absolute() / "storage" / key / location[8:])
            )
        elif mode == _LINKED_FILE and location:
            # "attachments:..." is relative to the base directory set in Zotero's
            # preferences, which the database does not hold: kept as written (unreadable).
            files.setdefault(parent_id, []).append(location)
        elif mode == _LINKED_URL and values.get(item_id, {}).get("url"):
            urls.setdefault(parent_id, []).append(values[item_id]["url"])
    return files, urls


def _zotero_items(db: sqlite3.Connection, directory: Path) -> Bibliography:
    tables = _tables(db)
    kinds = _zotero_kinds(db, tables)
    values = _zotero_values(db, tables)
    authors = _zotero_authors(db)
    files, urls = _zotero_attachments(db, directory, kinds, values)
    better_bibtex = _better_bibtex_keys(directory)
    bibliography = Bibliography(
        sources=[str(directory)], roots=[str(directory.absolute() / "storage")]
    )
    for item_id, (item_key, kind) in kinds.items():
        if kind in ("attachment", "note", "annotation"):
            continue
        data = values.get(item_id, {})
        extra = _CITATION_KEY_LINE.search(data.get("extra", ""))
        key = (
            data.get("citationKey")
            or (extra.group(1) if extra else "")
            or better_bibtex.get(item_id, "")
        )
        bibliography.add(
            Entry(
                key=key,
                title=data.get("title", ""),
                authors=tuple(a for a in authors.get(item_id, []) if a),
                files=_pdfs_first(files.get(item_id, [])),
                url=data.get("url") or next(iter(urls.get(item_id, [])), None),
                doi=data.get("DOI") or None,
                origin=f"{directory}: item {item_key}",
            )
        )
    return bibliography
