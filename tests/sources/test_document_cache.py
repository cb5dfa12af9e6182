"""The document cache: the same bytes extracted once, never a stale or damaged document."""

from __future__ import annotations

import dataclasses
import os
import shutil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof.cli import main
from citeproof.conformance._pdfwrite import build_pdf_streams
from citeproof.sources import DocumentCache, SourceDocument, SourceReader, extract
from citeproof.sources import cache as cache_module
from citeproof.sources._document import Representation
from citeproof.text import FurnitureKind

LINES = [
    "BT /F1 10 Tf 72 700 Td (The committee approved the budget on Tuesday.) Tj ET",
    "BT /F1 10 Tf 72 680 Td (It met again in March.) Tj ET",
]


def _pdf(*pages: list[str]) -> bytes:
    return build_pdf_streams([("\n".join(ops) + "\n").encode() for ops in pages])


def _fields(document: SourceDocument) -> dict[str, object]:
    """Every field, those left out of ``==`` (boxes, blocks, stepovers, locators) too."""
    values = {f.name: getattr(document, f.name) for f in dataclasses.fields(document)}
    boxes = values["char_boxes"]
    values["char_boxes"] = None if boxes is None else (boxes.typecode, boxes.tobytes())
    return values


def test_a_pdf_comes_back_from_the_cache_field_for_field(tmp_path: Path) -> None:
    data = _pdf(LINES, LINES)
    document = extract(data, None, "two.pdf")
    assert document.char_boxes is not None
    assert document.blocks
    cache = DocumentCache(tmp_path)
    cache.put("k" * 64, document)
    again = DocumentCache(tmp_path).get("k" * 64)  # a new process: from disk
    assert again is not None
    assert _fields(again) == _fields(document)


@given(
    text=st.text(st.characters(codec=None, exclude_categories=()), max_size=200),
    furniture=st.text(max_size=20),
    labels=st.lists(st.text(max_size=4), max_size=3),
)
def test_any_text_round_trips_lone_surrogates_included(
    text: str, furniture: str, labels: list[str]
) -> None:
    document = SourceDocument(
        text, Representation.LITERAL_TEXT, len(text), "0" * 64, "text/plain", "t",
        furniture=furniture, page_labels=tuple(labels),
        furniture_kinds=((0, FurnitureKind.NAVIGATION),) if furniture else (),
    )  # fmt: skip
    decoded = cache_module._decode(cache_module._encode(document))
    assert _fields(decoded) == _fields(document)


def test_the_second_read_of_the_same_bytes_does_not_extract(
    tmp_path: Path, counted: list[str]
) -> None:
    source = tmp_path / "report.pdf"
    source.write_bytes(_pdf(LINES))
    first = SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
    second = SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
    assert counted == ["report.pdf"]
    assert _fields(second.document) == _fields(first.document)


def test_a_changed_file_is_extracted_again(tmp_path: Path, counted: list[str]) -> None:
    source = tmp_path / "report.pdf"
    reader = SourceReader(cache=DocumentCache(tmp_path / "cache", in_memory=0))
    source.write_bytes(_pdf(LINES))
    before = reader.read_file(source)
    source.write_bytes(_pdf([LINES[1]]))
    after = reader.read_file(source)
    assert counted == ["report.pdf", "report.pdf"]
    assert "committee" in before.document.text
    assert "committee" not in after.document.text


def test_a_new_reader_version_misses(
    tmp_path: Path, counted: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("The committee approved the budget.")
    SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
    monkeypatch.setattr(cache_module, "reader_fingerprint", lambda folder=None: "a newer reader")
    SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
    assert counted == ["notes.txt", "notes.txt"]


@pytest.fixture
def package(tmp_path: Path) -> Path:
    """A copy of the reading trades' modules, to edit (``fingerprint_of`` reads no other)."""
    real = Path(cache_module.__file__).resolve().parent.parent
    copy = tmp_path / "citeproof"
    for trade in ("sources", "text"):
        shutil.copytree(real / trade, copy / trade, ignore=shutil.ignore_patterns("__pycache__"))
    return copy


def test_the_fingerprint_follows_the_reader_source(package: Path, tmp_path: Path) -> None:
    """An edited reader module (a source checkout) changes the fingerprint, remembered or not."""
    memo = tmp_path / "cache" / "reader-fingerprint.json"
    before = cache_module.fingerprint_of(package)
    assert cache_module.fingerprint_of(package, memo) == before  # worked out, then kept
    assert memo.is_file()
    assert cache_module.fingerprint_of(package, memo) == before  # remembered
    module = package / "sources" / "_reader.py"
    module.write_bytes(module.read_bytes() + b"# edited\n")
    edited = cache_module.fingerprint_of(package, memo)
    assert edited != before
    assert edited == cache_module.fingerprint_of(package)  # the same as made afresh


def test_a_remembered_fingerprint_reads_no_module(
    package: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    memo = tmp_path / "reader-fingerprint.json"
    first = cache_module.fingerprint_of(package, memo)
    read: list[Path] = []
    real = Path.read_bytes

    def counted(path: Path) -> bytes:
        read.append(path)
        return real(path)

    monkeypatch.setattr(Path, "read_bytes", counted)
    assert cache_module.fingerprint_of(package, memo) == first
    assert read == []
    # the same content with a new time: read again, the same digest
    module = package / "text" / "_units.py"
    status = module.stat()
    os.utime(module, ns=(status.st_atime_ns, status.st_mtime_ns + 1_000_000_000))
    assert cache_module.fingerprint_of(package, memo) == first
    assert module in read


@pytest.mark.parametrize("damage", ["{", "[1, 2]", '{"signature": 1}', ""])
def test_a_damaged_memo_is_worked_around(package: Path, tmp_path: Path, damage: str) -> None:
    memo = tmp_path / "reader-fingerprint.json"
    memo.write_text(damage)
    assert cache_module.fingerprint_of(package, memo) == cache_module.fingerprint_of(package)
    assert cache_module.fingerprint_of(package, memo) == cache_module.fingerprint_of(package)


def test_a_memo_that_cannot_be_written_is_no_failure(package: Path, tmp_path: Path) -> None:
    (tmp_path / "a-file").write_text("not a folder")
    memo = tmp_path / "a-file" / "reader-fingerprint.json"
    assert cache_module.fingerprint_of(package, memo) == cache_module.fingerprint_of(package)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a-file", "citeproof"]


def test_the_cache_remembers_the_running_reader_fingerprint(tmp_path: Path) -> None:
    cache_module.reader_fingerprint.cache_clear()
    try:
        kept = cache_module.reader_fingerprint(tmp_path)
        assert kept == cache_module.reader_fingerprint()
        assert (tmp_path / "reader-fingerprint.json").is_file()
        assert DocumentCache(tmp_path).size() == (0, 0)  # the memo is no entry
    finally:
        cache_module.reader_fingerprint.cache_clear()


def test_the_name_and_record_are_part_of_the_key() -> None:
    base = cache_module.cache_key("a" * 64, None, "page.html", None)
    assert base != cache_module.cache_key("a" * 64, None, "page.txt", None)
    assert base != cache_module.cache_key("a" * 64, "text/plain", "page.html", None)
    assert base != cache_module.cache_key("a" * 64, None, "page.html", "https://x.org/")
    assert base != cache_module.cache_key("b" * 64, None, "page.html", None)


def test_a_damaged_entry_is_removed_and_read_again(tmp_path: Path, counted: list[str]) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("The committee approved the budget.")
    SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
    (entry,) = (tmp_path / "cache").glob("??/*.doc")
    entry.write_bytes(entry.read_bytes()[:20])
    read = SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
    assert read.document.text == "The committee approved the budget."
    assert counted == ["notes.txt", "notes.txt"]
    assert entry.exists()  # written again, whole


@pytest.mark.parametrize("cut", [1, 4, 4 * 4 * len(LINES)])
def test_an_entry_whose_boxes_are_cut_short_is_read_again(
    tmp_path: Path, counted: list[str], cut: int
) -> None:
    """The boxes are read straight into their array: an entry missing some of their bytes
    (part of a number, or whole boxes) is damaged, not a document with fewer boxes."""
    source = tmp_path / "report.pdf"
    source.write_bytes(_pdf(LINES))
    first = SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
    (entry,) = (tmp_path / "cache").glob("??/*.doc")
    entry.write_bytes(entry.read_bytes()[:-cut])
    read = SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
    assert counted == ["report.pdf", "report.pdf"]
    assert _fields(read.document) == _fields(first.document)


@pytest.mark.parametrize("keep", [0.05, 0.2, 0.4, 0.5, 0.6, 0.8, 0.95])
def test_an_entry_cut_anywhere_is_no_document(keep: float) -> None:
    """Header, text, blocks and boxes are sections of known length: an entry cut in any
    of them is refused, never read as a shorter document."""
    document = extract(_pdf(LINES, LINES), None, "two.pdf")
    assert document.blocks
    assert document.char_boxes is not None
    entry = cache_module._encode(document)
    assert _fields(cache_module._decode(entry)) == _fields(document)
    with pytest.raises((ValueError, KeyError, TypeError, IndexError)):
        cache_module._decode(entry[: int(len(entry) * keep)])


def test_the_least_recently_used_entries_are_evicted(tmp_path: Path) -> None:
    def document(text: str) -> SourceDocument:
        return SourceDocument(text, Representation.LITERAL_TEXT, 1, "0" * 64, "text/plain", "")

    one = len(cache_module._encode(document("0" * 3000)))
    cache = DocumentCache(tmp_path, max_bytes=3 * one + 10, in_memory=0)
    for n in range(3):
        cache.put(f"{n:064d}", document(str(n) * 3000))
        entry = cache._file(f"{n:064d}")
        os.utime(entry, (1_000_000 + n, 1_000_000 + n))
    cache.get(f"{0:064d}")  # used now: kept
    cache.put(f"{3:064d}", document("3" * 3000))
    kept = {p.stem[-1] for p in tmp_path.glob("??/*.doc")}
    assert kept == {"0", "2", "3"}  # 1 was the least recently used
    assert cache.size() == (3, 3 * one)


def test_an_unwritable_cache_costs_nothing_but_the_copy(tmp_path: Path) -> None:
    blocked = tmp_path / "file"
    blocked.write_text("not a directory")
    source = tmp_path / "notes.txt"
    source.write_text("The committee approved the budget.")
    read = SourceReader(cache=DocumentCache(blocked / "cache")).read_file(source)
    assert read.document.text == "The committee approved the budget."


def test_the_command_line_keeps_documents_unless_told_not_to(
    tmp_path: Path, counted: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("The committee approved the budget.")
    cache = tmp_path / "cache"
    quote = "approved the budget"
    common = [str(source), quote, "--store", str(tmp_path / "store.sqlite3")]
    assert main(["check", *common, "--cache", str(cache)]) == 0
    assert main(["check", *common, "--cache", str(cache)]) == 0
    assert counted == ["notes.txt"]
    assert main(["check", *common, "--cache", str(cache), "--no-cache"]) == 0
    assert main(["check", str(source), quote, "--no-store", "--cache", str(tmp_path / "c2")]) == 0
    assert counted == ["notes.txt"] * 3
    assert not (tmp_path / "c2").exists()  # --no-store keeps nothing at all
    capsys.readouterr()


def _rewritten(entry: bytes, change: object) -> bytes:
    """``entry`` with its header changed by ``change`` (a function of the header dict, or
    the header length to write instead), its sections as they were."""
    import json
    import struct

    magic = cache_module._MAGIC
    (length,) = struct.unpack("<Q", entry[len(magic) : len(magic) + 8])
    start = len(magic) + 8
    header = json.loads(entry[start : start + length])
    rest = entry[start + length :]
    if isinstance(change, int):
        return magic + struct.pack("<Q", change) + entry[start:]
    change(header)  # type: ignore[operator]
    encoded = json.dumps(header).encode()
    return magic + struct.pack("<Q", len(encoded)) + encoded + rest


@pytest.mark.parametrize(
    "change",
    [
        2**63,  # a header length no entry holds (OverflowError)
        2**40,
        lambda h: h.update(text_bytes=2**40),  # MemoryError
        lambda h: h.update(text_bytes=-1),
        lambda h: h.update(first_page=None),
        lambda h: h.update(first_page="1"),
        lambda h: h.update(first_page=0),
        lambda h: h.update(page_starts=[]),
        lambda h: h.update(page_starts=[0, 0]),
        lambda h: h.update(page_starts=[5]),
        lambda h: h.update(page_starts=[0, 10**9]),
        lambda h: h.update(furniture=3),
        lambda h: h.update(boxes="q"),
        lambda h: h.update(block_kinds="body"),
        lambda h: h.update(stepovers=[["footnote_marker", 5, 2, "1"]]),
        lambda h: h.update(locators=[["line", "1", 0, 10**9]]),
        lambda h: h.update(script_breaks=[-1]),
        lambda h: h.update(furniture_kinds=[[0, "no such kind"]]),
        lambda h: h.update(warnings=[None]),
        lambda h: h.update(page_count="many"),
        lambda h: h.pop("metadata"),
        lambda h: h.update(ocr_words=[["a", 1, 2.0]]),
        lambda h: h.update(ocr_words=[[1, 2]]),
        # each field's values are checked at once (types by set): a bool is no int, a row
        # of another length no row, a span backwards or before the text none
        lambda h: h.update(page_starts=[0, True]),
        lambda h: h.update(stepovers=[["footnote_marker", 1]]),
        lambda h: h.update(stepovers=[["footnote_marker", -1, 2, "1"]]),
        lambda h: h.update(locators=[["line", "1", 5, 2]]),
        lambda h: h.update(page_warnings=[[True, "no text layer"]]),
        lambda h: h.update(script_breaks=["1"]),
        lambda h: h.update(page_labels=[1]),
        lambda h: h.update(metadata="From"),
        lambda h: h.update(furniture_kinds=[[0.5, "page_number"]]),
    ],
)
def test_an_entry_with_a_damaged_header_is_read_again(
    tmp_path: Path, counted: list[str], change: object
) -> None:
    """Any field of an entry's header damaged (its type, an offset past the text, pages
    that do not start at 0, a length no entry holds): a miss, the PDF read again and the
    entry written whole; each of these raised where the document was used (an HTTP 500 on
    every read of it from a shared cache). Found by fuzzing the faces."""
    source = tmp_path / "two.pdf"
    source.write_bytes(_pdf(LINES, LINES))
    first = SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
    (entry,) = (tmp_path / "cache").glob("??/*.doc")
    entry.write_bytes(_rewritten(entry.read_bytes(), change))
    again = SourceReader(cache=DocumentCache(tmp_path / "cache")).read_file(source)
    assert _fields(again.document) == _fields(first.document)
    assert counted == ["two.pdf", "two.pdf"]
    assert DocumentCache(tmp_path / "cache").get(entry.stem) is not None  # written whole


def test_an_entry_whose_header_nests_too_deep_is_a_miss(tmp_path: Path) -> None:
    """A header of JSON nested deeper than Python's reader goes: a miss, the entry removed
    (``RecursionError`` escaped the cache, and every later read failed the same way)."""
    import struct

    folder = tmp_path / "cache"
    cache = DocumentCache(folder)
    key = "k" * 64
    body = b"[" * 200_000 + b"]" * 200_000
    entry = cache._file(key)
    entry.parent.mkdir(parents=True)
    entry.write_bytes(cache_module._MAGIC + struct.pack("<Q", len(body)) + body)
    assert cache.get(key) is None
    assert not entry.exists()
