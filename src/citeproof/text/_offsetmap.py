"""Offset maps: from a position in a folded text back to the original text.

Normalizations only change text in a few places. A layer records just those places as
edits ``(folded_start, folded_end, original_start, original_end)``; between edits the two
texts are equal, shifted by a constant. A map is a stack of layers (one per normalization
that changed anything), applied from the last to the first. Looking up a position costs one
binary search per layer, and building one costs in proportion to the edits.

Two directions of rounding keep a match honest: a match's start maps to the *start* of
the original text an edit came from, its end to the *end* of it, so a span in folded text
always maps to the whole original stretch that produced it (never half a CRLF, half a
whitespace run or half an expanded ligature). Characters deleted at a span's edge (an
invisible character before the first word) are left out of the span.
"""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np

__all__ = ["EditLayer", "OffsetMap"]

#: From this many spans, :meth:`OffsetMap.to_original_spans` maps them with numpy (whose
#: import a check of a few quotes never pays).
_MANY = 48


class EditLayer:
    """The edits one normalization made, sorted by position; an immutable value."""

    __slots__ = (
        "_arrays", "_f_end", "_f_start", "_o_end", "_o_start", "folded_length", "original_length",
    )  # fmt: skip

    def __init__(
        self,
        edits: Iterable[tuple[int, int, int, int]],
        *,
        original_length: int,
        folded_length: int,
    ) -> None:
        f_start: list[int] = []
        f_end: list[int] = []
        o_start: list[int] = []
        o_end: list[int] = []
        for fs, fe, os_, oe in edits:
            f_start.append(fs)
            f_end.append(fe)
            o_start.append(os_)
            o_end.append(oe)
        self._f_start = f_start
        self._f_end = f_end
        self._o_start = o_start
        self._o_end = o_end
        self.original_length = original_length
        self.folded_length = folded_length
        self._arrays: tuple[Any, ...] | None = None

    @classmethod
    def from_lists(
        cls,
        folded_starts: list[int],
        folded_ends: list[int],
        original_starts: list[int],
        original_ends: list[int],
        original_length: int,
        folded_length: int,
    ) -> EditLayer:
        """A layer from four parallel, sorted lists (taken over, not copied)."""
        layer = cls((), original_length=original_length, folded_length=folded_length)
        layer._f_start = folded_starts
        layer._f_end = folded_ends
        layer._o_start = original_starts
        layer._o_end = original_ends
        return layer

    @classmethod
    def empty(cls, length: int) -> EditLayer:
        """The layer of a normalization that moved no offset."""
        return cls((), original_length=length, folded_length=length)

    def __len__(self) -> int:
        return len(self._f_start)

    def columns(self) -> tuple[list[int], list[int], list[int], list[int]]:
        """The edits as four parallel lists (folded starts and ends, original starts and
        ends), as :meth:`from_lists` takes them: how a kept fold writes its layers."""
        return self._f_start, self._f_end, self._o_start, self._o_end

    def edits(self) -> list[tuple[int, int, int, int]]:
        """The edits as ``(folded_start, folded_end, original_start, original_end)``."""
        return list(zip(self._f_start, self._f_end, self._o_start, self._o_end, strict=True))

    def start(self, j: int) -> int:
        """Original offset for a folded offset used as a span's start."""
        k = bisect_right(self._f_start, j) - 1
        if k < 0:
            return j
        if j < self._f_end[k]:
            return self._o_start[k]
        return self._o_end[k] + (j - self._f_end[k])

    def end(self, j: int) -> int:
        """Original offset for a folded offset used as a span's end."""
        k = bisect_left(self._f_start, j) - 1
        if k < 0:
            return j
        if j <= self._f_end[k]:
            return self._o_end[k]
        return self._o_end[k] + (j - self._f_end[k])

    def starts(self, j: np.ndarray) -> np.ndarray:
        """:meth:`start` of every offset in ``j`` (a numpy array), in one pass."""
        return self._many(j, rounding_back=True)

    def ends(self, j: np.ndarray) -> np.ndarray:
        """:meth:`end` of every offset in ``j`` (a numpy array), in one pass."""
        return self._many(j, rounding_back=False)

    def _many(self, j: np.ndarray, *, rounding_back: bool) -> np.ndarray:
        """:meth:`start` or :meth:`end` of every offset in ``j`` (all >= 0).

        Each column is kept one place on, behind a sentinel edit that no offset is inside
        and that shifts nothing: the binary search's answer indexes them as it is (no
        ``- 1``, no clamp, no second ``where`` for offsets before every edit). An elision
        maps up to 200 occurrences of each part, a few arrays a layer, where numpy's own
        cost a call is most of the time (issue 23)."""
        import numpy as np

        if not self._f_start:
            return j
        if self._arrays is None:
            f_start = np.asarray(self._f_start, dtype=np.int64)
            f_end = np.asarray(self._f_end, dtype=np.int64)
            o_start = np.asarray(self._o_start, dtype=np.int64)
            o_end = np.asarray(self._o_end, dtype=np.int64)
            self._arrays = (
                f_start,
                np.concatenate(([-1], f_end)),  # no offset (>= 0) is inside the sentinel
                np.concatenate(([0], o_start)),
                np.concatenate(([0], o_end)),
                np.concatenate(([0], o_end - f_end)),  # past an edit: this shift
            )
        f_start, f_end, o_start, o_end, shift = self._arrays
        at = np.searchsorted(f_start, j, side="right" if rounding_back else "left")
        ends = f_end.take(at)
        if rounding_back:  # inside an edit, a start is the start of what it came from
            inside, rounded = j < ends, o_start.take(at)
        else:  # and an end its end
            inside, rounded = j <= ends, o_end.take(at)
        mapped: np.ndarray = np.where(inside, rounded, j + shift.take(at))
        return mapped


class OffsetMap:
    """Folded-text offsets to original-text offsets; a stack of :class:`EditLayer`."""

    __slots__ = ("_layers", "folded_length", "original_length")

    def __init__(self, layers: tuple[EditLayer, ...], original_length: int) -> None:
        self._layers = layers
        self.original_length = original_length
        self.folded_length = layers[-1].folded_length if layers else original_length

    @classmethod
    def identity(cls, length: int) -> OffsetMap:
        """The map of a text no normalization changed."""
        return cls((), length)

    def then(self, layer: EditLayer) -> OffsetMap:
        """This map followed by one more normalization's edits (empty layers are dropped)."""
        if not len(layer):
            return self
        return OffsetMap((*self._layers, layer), self.original_length)

    def after(self, first: EditLayer) -> OffsetMap:
        """This map, for a text that ``first`` made from the original: ``first`` then these."""
        if not len(first):
            return self
        return OffsetMap((first, *self._layers), first.original_length)

    @property
    def layers(self) -> tuple[EditLayer, ...]:
        """The layers, first applied first (how a kept fold writes its map)."""
        return self._layers

    @property
    def is_identity(self) -> bool:
        """True when folded and original offsets coincide everywhere."""
        return not self._layers

    def to_original_start(self, j: int) -> int:
        """Original offset of folded offset ``j``, rounded back (a span's start)."""
        self._check(j)
        for layer in reversed(self._layers):
            j = layer.start(j)
        return j

    def to_original_end(self, j: int) -> int:
        """Original offset of folded offset ``j``, rounded forward (a span's end)."""
        self._check(j)
        for layer in reversed(self._layers):
            j = layer.end(j)
        return j

    def to_original(self, start: int, end: int) -> tuple[int, int]:
        """The original span covering folded span ``[start, end)``."""
        if start == end:
            point = self.to_original_start(start)
            return point, point
        return self.to_original_start(start), self.to_original_end(end)

    def to_original_spans(self, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
        """:meth:`to_original` of every span, the same answers; many at once are mapped
        with numpy, one pass a layer (an elision tries up to 200 occurrences of each part
        of a quote, and a span at a time cost a repetitive text's request a fifth of its
        time, issue 23)."""
        if len(spans) < _MANY or not self._layers:
            return [self.to_original(a, b) for a, b in spans]
        import numpy as np

        pairs = np.asarray(spans, dtype=np.int64).reshape(-1, 2)
        low, high = int(pairs.min()), int(pairs.max())
        self._check(low)
        self._check(high)
        starts, ends = pairs[:, 0], pairs[:, 1]
        empty = starts == ends
        for layer in reversed(self._layers):
            starts, ends = layer.starts(starts), layer.ends(ends)
        ends = np.where(empty, starts, ends)  # an empty span maps to its start's point
        return list(zip(starts.tolist(), ends.tolist(), strict=True))

    def to_original_matches(self, starts: Sequence[int], length: int) -> list[tuple[int, int]]:
        """:meth:`to_original_spans` of the spans ``(s, s + length)`` of a pattern's
        occurrences at ``starts`` (ascending), their arrays made from the starts without a
        pair a span."""
        if len(starts) < _MANY or not self._layers or length <= 0:
            return self.to_original_spans([(s, s + length) for s in starts])
        import numpy as np

        folded_starts = np.fromiter(starts, dtype=np.int64, count=len(starts))
        self._check(int(folded_starts[0]))
        self._check(int(folded_starts[-1]) + length)
        mapped_starts, mapped_ends = folded_starts, folded_starts + length
        for layer in reversed(self._layers):
            mapped_starts, mapped_ends = layer.starts(mapped_starts), layer.ends(mapped_ends)
        return list(zip(mapped_starts.tolist(), mapped_ends.tolist(), strict=True))

    def _check(self, j: int) -> None:
        if not 0 <= j <= self.folded_length:
            raise ValueError(f"offset {j} is outside the folded text of {self.folded_length}")
