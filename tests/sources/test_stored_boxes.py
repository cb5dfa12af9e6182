"""Boxes left in a document-cache entry answer as the array they were, read when asked."""

from __future__ import annotations

import os
import pickle
import threading
from array import array
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof.conformance._pdfwrite import build_pdf_streams
from citeproof.sources import DocumentCache, extract
from citeproof.sources._stored_boxes import StoredBoxes

LINES = [
    "BT /F1 10 Tf 72 700 Td (The committee approved the budget on Tuesday.) Tj ET",
    "BT /F1 10 Tf 72 680 Td (It met again in March.) Tj ET",
]

numbers = st.lists(
    st.floats(width=32, allow_nan=True, allow_infinity=True), max_size=64
)  # fmt: skip


def _stored(tmp_path: Path, values: array[float], lead: bytes = b"head") -> StoredBoxes:
    file = tmp_path / "entry"
    file.write_bytes(lead + values.tobytes())
    descriptor = os.open(file, os.O_RDONLY)
    return StoredBoxes(descriptor, len(lead), values.typecode, len(values))


@given(values=numbers, start=st.integers(-80, 80), stop=st.integers(-80, 80),
       step=st.integers(-5, 5).filter(bool))  # fmt: skip
def test_stored_boxes_slice_index_and_bytes_as_their_array(
    tmp_path_factory: pytest.TempPathFactory, values: list[float], start: int, stop: int,
    step: int,
) -> None:  # fmt: skip
    whole = array("f", values)
    stored = _stored(tmp_path_factory.mktemp("boxes"), whole)
    assert len(stored) == len(whole)
    assert stored.typecode == "f"
    assert stored.tobytes() == whole.tobytes()
    assert array("f", stored).tobytes() == whole.tobytes()  # iterated
    assert stored[start:stop:step].tobytes() == whole[start:stop:step].tobytes()
    if -len(whole) <= start < len(whole):
        assert array("f", [stored[start]]).tobytes() == array("f", [whole[start]]).tobytes()
    else:
        with pytest.raises(IndexError):
            stored[start]
    # pickled (sent to another process), it is its numbers
    assert pickle.loads(pickle.dumps(stored)).tobytes() == whole.tobytes()
    stored.close()


def test_a_cached_pdf_keeps_its_boxes_in_the_entry_and_reads_them_after_eviction(
    tmp_path: Path,
) -> None:
    """The boxes come back as the extracted ones, read from the entry only when asked,
    even when the entry is evicted (removed) after the document was read from it."""
    pages = [("\n".join(LINES) + "\n").encode(), (LINES[1] + "\n").encode()]
    document = extract(build_pdf_streams(pages), None, "a.pdf")
    assert document.char_boxes is not None
    DocumentCache(tmp_path).put("k" * 64, document)
    again = DocumentCache(tmp_path).get("k" * 64)
    assert again is not None
    assert isinstance(again.char_boxes, StoredBoxes)
    for entry in tmp_path.glob("??/*.doc"):
        entry.unlink()
    assert again.char_boxes.tobytes() == document.char_boxes.tobytes()
    start = document.text.index("approved")
    assert again.boxes(start, start + 8) == document.boxes(start, start + 8)
    assert again.boxes(0, len(document.text)) == document.boxes(0, len(document.text))


def test_threads_read_stored_boxes_without_moving_each_other(tmp_path: Path) -> None:
    whole = array("d", [float(n) for n in range(4000)])
    stored = _stored(tmp_path, whole)
    wrong: list[int] = []

    def read(offset: int) -> None:
        for n in range(200):
            at = (offset * 37 + n * 13) % 3990
            if list(stored[at : at + 8]) != list(whole[at : at + 8]):
                wrong.append(at)

    threads = [threading.Thread(target=read, args=(k,)) for k in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert wrong == []


def test_closed_stored_boxes_refuse_to_read_rather_than_read_another_file(
    tmp_path: Path,
) -> None:
    stored = _stored(tmp_path, array("f", [1.0, 2.0]))
    stored.close()
    with pytest.raises(ValueError, match="closed"):
        stored.tobytes()


def test_a_truncated_entry_is_an_error_not_fewer_boxes(tmp_path: Path) -> None:
    stored = _stored(tmp_path, array("f", [1.0, 2.0, 3.0, 4.0]))
    os.truncate(tmp_path / "entry", len(b"head") + 8)
    assert list(stored[0:2]) == [1.0, 2.0]
    with pytest.raises(OSError, match="truncated"):
        stored[0:4]


def test_cached_blocks_are_made_when_first_read_and_equal_the_extracted(tmp_path: Path) -> None:
    """A check never reads a PDF's blocks: the cache makes them when first asked for, the
    same values as extracted, a tuple once pickled."""
    from citeproof.sources.cache import StoredBlocks

    pages = [("\n".join(LINES) + "\n").encode(), (LINES[1] + "\n").encode()]
    document = extract(build_pdf_streams(pages), None, "a.pdf")
    assert document.blocks
    DocumentCache(tmp_path).put("k" * 64, document)
    again = DocumentCache(tmp_path).get("k" * 64)
    assert again is not None
    assert isinstance(again.blocks, StoredBlocks)
    assert again.blocks._made is None  # not made by reading the entry
    assert len(again.blocks) == len(document.blocks)
    assert again.blocks == document.blocks
    assert list(again.blocks) == list(document.blocks)
    assert again.blocks[-1] == document.blocks[-1]
    assert pickle.loads(pickle.dumps(again.blocks)) == tuple(document.blocks)


def test_past_the_open_limit_the_cache_reads_boxes_at_once(tmp_path: Path) -> None:
    """Each stored boxes holds a descriptor: a run keeping many cached documents (a
    manuscript's sources) gets arrays past :data:`MAX_OPEN`, and its descriptors stay few."""
    from citeproof.sources import _stored_boxes

    pages = [("\n".join(LINES) + "\n").encode(), (LINES[1] + "\n").encode()]
    document = extract(build_pdf_streams(pages), None, "a.pdf")
    cache = DocumentCache(tmp_path, in_memory=0)
    cache.put("k" * 64, document)
    kept = [cache.get("k" * 64) for _ in range(_stored_boxes.MAX_OPEN + 5)]
    stored = [d for d in kept if d is not None and isinstance(d.char_boxes, StoredBoxes)]
    assert len(stored) == _stored_boxes.MAX_OPEN
    assert all(d is not None and d.char_boxes is not None for d in kept)
    assert {d.char_boxes.tobytes() for d in kept if d is not None and d.char_boxes} == {
        document.char_boxes.tobytes()  # type: ignore[union-attr]
    }
    del kept, stored
    import gc

    gc.collect()
    assert len(_stored_boxes._open) == 0  # closed with their documents


def test_boxes_that_cannot_be_read_any_more_are_no_geometry_not_a_failure(
    tmp_path: Path,
) -> None:
    """An entry cut short (or gone from a shared disk) after its document was read: the
    check goes on without rectangles for that span, the page cut without boxes."""
    from citeproof.sources._pages import PageRange, slice_pages

    pages = [("\n".join(LINES) + "\n").encode(), (LINES[1] + "\n").encode()]
    document = extract(build_pdf_streams(pages), None, "a.pdf")
    DocumentCache(tmp_path).put("k" * 64, document)
    again = DocumentCache(tmp_path).get("k" * 64)
    assert again is not None
    (entry,) = tmp_path.glob("??/*.doc")
    boxes_bytes = len(again.char_boxes.tobytes())  # type: ignore[union-attr]
    os.truncate(entry, entry.stat().st_size - boxes_bytes + 16)  # nearly every box gone
    start = again.text.index("approved")
    assert again.boxes(start, start + 8) == []
    assert slice_pages(again, PageRange(1, 1)).char_boxes is None
