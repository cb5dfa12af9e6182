"""A document's character boxes left in its document-cache entry until they are asked for.

A check of a quote reads the boxes of the spans it found, a few hundred numbers; a PDF's
boxes are four numbers a character, 13.5 MB for a 311-page manual, and reading them all
into fresh memory was about 9 ms of the 160 a second check of it costs (the first reads
and lays out every page). :class:`StoredBoxes` answers what an ``array`` of the boxes
answers (a length, an index, a slice, its bytes) by reading only those numbers, at their
place in the entry, through a duplicate of the entry's file descriptor: the descriptor
outlives an eviction or a rewrite of the entry (an unlinked file stays readable while it
is open, and an entry is replaced by renaming a new file over it), so the boxes read are
always those of the text they came with.
"""

from __future__ import annotations

import os
import threading
import weakref
from array import array
from collections.abc import Iterator
from typing import overload

__all__ = ["MAX_OPEN", "StoredBoxes", "stored_boxes_supported"]

#: Stored boxes open at once in a process, each holding a descriptor: past them the cache
#: reads the boxes at once (a manuscript keeps every cited source's document for its whole
#: run; 168 cached PDFs held 168 descriptors, and past the process's limit every later
#: ``open`` failed).
MAX_OPEN = 32

_open: weakref.WeakSet[StoredBoxes] = weakref.WeakSet()


def stored_boxes_supported() -> bool:
    """True where a file can be read at an offset without moving a shared file position
    (``os.pread``: every POSIX system) and fewer than :data:`MAX_OPEN` stored boxes are
    open in this process; otherwise the cache reads the boxes at once."""
    return hasattr(os, "pread") and len(_open) < MAX_OPEN


class StoredBoxes:
    """``count`` numbers of ``typecode`` (``"f"`` or ``"d"``) at ``offset`` in the open file
    ``descriptor``, which this object owns (it is closed with it).

    Thread-safe: each read is positional (``os.pread``), so threads sharing a document do
    not move each other's place. Pickled, it is its numbers (a process that receives it
    has no use for this one's descriptor).
    """

    __slots__ = ("__weakref__", "_close", "_count", "_descriptor", "_lock", "_offset", "_typecode")

    def __init__(self, descriptor: int, offset: int, typecode: str, count: int) -> None:
        self._descriptor = descriptor
        self._offset = offset
        self._typecode = typecode
        self._count = count
        self._lock = threading.Lock()
        self._close = weakref.finalize(self, os.close, descriptor)
        _open.add(self)

    @property
    def typecode(self) -> str:
        """The numbers' type, as ``array`` names it."""
        return self._typecode

    def __len__(self) -> int:
        return self._count

    @overload
    def __getitem__(self, index: int) -> float: ...
    @overload
    def __getitem__(self, index: slice) -> array[float]: ...
    def __getitem__(self, index: int | slice) -> float | array[float]:
        if isinstance(index, slice):
            wanted = range(*index.indices(self._count))
            if not wanted:
                return array(self._typecode)
            if wanted.step == 1:
                return self._read(wanted.start, wanted.stop)
            # the numbers from the lowest to the highest asked for, then stepped through
            # from the first asked for (backwards for a negative step)
            low, high = min(wanted[0], wanted[-1]), max(wanted[0], wanted[-1]) + 1
            return self._read(low, high)[wanted.start - low :: wanted.step]
        position = index + self._count if index < 0 else index
        if not 0 <= position < self._count:
            raise IndexError("box index out of range")
        return self._read(position, position + 1)[0]

    def __iter__(self) -> Iterator[float]:
        return iter(self._read(0, self._count))

    def tobytes(self) -> bytes:
        """Every number's bytes, as ``array.tobytes`` gives them."""
        return self._read(0, self._count).tobytes()

    def _read(self, start: int, end: int) -> array[float]:
        """Numbers ``start`` to ``end`` (within ``0..count``) read from the file."""
        numbers: array[float] = array(self._typecode)
        size = numbers.itemsize
        wanted = (end - start) * size
        with self._lock:  # a closed descriptor's number may be reused: not read after close
            if not self._close.alive:
                raise ValueError("the stored boxes were closed")
            data = os.pread(self._descriptor, wanted, self._offset + start * size)
        if len(data) != wanted:  # the entry was cut short under us: not the boxes it had
            raise OSError("the document cache entry's boxes are truncated")
        numbers.frombytes(data)
        return numbers

    def close(self) -> None:
        """Close the descriptor now (it is closed anyway when this object is collected)."""
        with self._lock:
            self._close()
        _open.discard(self)

    def __reduce__(self) -> tuple[type[array[float]], tuple[str, bytes]]:
        return array, (self._typecode, self.tobytes())
