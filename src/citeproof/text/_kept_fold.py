"""A fold written as bytes and read back: how a long text's folds outlive the process.

Folding gnuplot's 311-page manual (843,000 characters) for the tolerated normalizations
takes about 90 ms, and a PDF's check folds two texts (the text, and the text with its
stepovers taken out). A command folds afresh in every process, so the second check of a
quote that is not verbatim spent most of its time folding what the first check had folded
(issue 23). Kept beside the cached document (``DocumentCache.fold`` in
:mod:`citeproof.sources.cache`), a fold is read back in about a millisecond.

Pure: bytes in, a :class:`~citeproof.text.Folded` out; where the bytes are kept is the
caller's business. Bytes that are not what :func:`fold_bytes` wrote for a text of that
length and those normalizations are a ``ValueError``, never a wrong map: the bytes carry
their own digest, and every length and edit is checked against the text's.
"""

from __future__ import annotations

import hashlib
import json
import struct
from array import array
from collections.abc import Sequence
from operator import le

from ._fold import Folded, canonical
from ._offsetmap import EditLayer, OffsetMap

__all__ = ["fold_bytes", "fold_from_bytes"]

#: What every kept fold starts with; a new layout is a new magic (old ones are misses).
MAGIC = b"citeproof-fold-1\n"
_DIGEST = 16  # BLAKE2b digest bytes, over everything after it
_LENGTH = struct.Struct("<Q")
_ITEM = array("q").itemsize


def fold_bytes(folded: Folded) -> bytes:
    """``folded`` (its text, map and normalizations) as bytes for :func:`fold_from_bytes`."""
    text = folded.text.encode("utf-8", "surrogatepass")  # a source may hold lone surrogates
    layers = folded.map.layers
    header = {
        "names": list(folded.normalizations),
        "original_length": folded.map.original_length,
        "text_bytes": len(text),
        "layers": [[layer.original_length, layer.folded_length, len(layer)] for layer in layers],
    }
    encoded = json.dumps(header, ensure_ascii=True).encode("ascii")
    columns = [array("q", column).tobytes() for layer in layers for column in layer.columns()]
    body = b"".join([_LENGTH.pack(len(encoded)), encoded, text, *columns])
    return MAGIC + hashlib.blake2b(body, digest_size=_DIGEST).digest() + body


def fold_from_bytes(data: bytes, names: Sequence[str], original_length: int) -> Folded:
    """The fold :func:`fold_bytes` wrote, checked to be one of a text of
    ``original_length`` characters folded with ``names``; ``ValueError`` otherwise."""
    view = memoryview(data)
    start = len(MAGIC) + _DIGEST
    if bytes(view[: len(MAGIC)]) != MAGIC or len(data) < start + _LENGTH.size:
        raise ValueError("not a kept fold")
    if hashlib.blake2b(view[start:], digest_size=_DIGEST).digest() != view[len(MAGIC) : start]:
        raise ValueError("a kept fold whose bytes changed")
    (length,) = _LENGTH.unpack(view[start : start + _LENGTH.size])
    at = start + _LENGTH.size
    header = json.loads(bytes(view[at : at + length]))
    at += length
    order = canonical(names)
    if header["names"] != list(order) or header["original_length"] != original_length:
        raise ValueError("a kept fold of another text or other normalizations")
    text = bytes(view[at : at + header["text_bytes"]]).decode("utf-8", "surrogatepass")
    at += header["text_bytes"]
    layers: list[EditLayer] = []
    before = original_length
    for layer_original, layer_folded, count in header["layers"]:
        columns: list[list[int]] = []
        for _ in range(4):
            column = array("q")
            column.frombytes(view[at : at + count * _ITEM])
            at += count * _ITEM
            columns.append(column.tolist())
        if layer_original != before or len(columns[3]) != count:
            raise ValueError("a kept fold's layers do not follow one another")
        f_start, f_end, o_start, o_end = columns
        _check_edits(
            f_start, f_end, o_start, o_end,
            original_length=layer_original, folded_length=layer_folded,
        )  # fmt: skip
        layers.append(
            EditLayer.from_lists(f_start, f_end, o_start, o_end, layer_original, layer_folded)
        )
        before = layer_folded
    if at != len(data) or before != len(text):
        raise ValueError("a kept fold's text and map differ in length")
    return Folded(text, OffsetMap(tuple(layers), original_length), order)


def _check_edits(
    folded_starts: list[int],
    folded_ends: list[int],
    original_starts: list[int],
    original_ends: list[int],
    *,
    original_length: int,
    folded_length: int,
) -> None:
    """``ValueError`` unless each edit lies in its texts and the edits are in order (what
    the map's binary searches rely on)."""
    valid = (
        all(map(le, folded_starts, folded_starts[1:]))
        and all(map(le, folded_starts, folded_ends))
        and all(map(le, original_starts, original_ends))
        and (not folded_starts or (folded_starts[0] >= 0 and max(folded_ends) <= folded_length))
        and (
            not original_starts
            or (min(original_starts) >= 0 and max(original_ends) <= original_length)
        )
    )
    if not valid:
        raise ValueError("a kept fold's edits do not lie in order in its texts")
