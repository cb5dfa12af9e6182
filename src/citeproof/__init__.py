"""citeproof: is this quotation really in the source, word for word, and where exactly?

Layers, each depending only on those above it in this list:

- :mod:`citeproof.text`: offsets, normalizations with offset maps, linear-time search (pure);
- :mod:`citeproof.match` (anchor, locate, describe) and :mod:`citeproof.sources`
  (fetch, extract, store), each built on ``text`` alone;
- :mod:`citeproof.contracts`: the seed wire formats, on both;
- the faces: :mod:`citeproof.cli` and the others, on top.
"""

from ._version import __version__
from .contracts import anchor_check
from .errors import CiteproofError, InputError, LimitExceeded, SchemaViolation, SpanError
from .match import (
    Description,
    PositionSelector,
    QuoteSelector,
    anchor,
    count_anchors,
    describe,
    position_holds,
)
from .text import NORMALIZATIONS, Coordinates, OffsetMap, find_all, fold

__all__ = [
    "NORMALIZATIONS",
    "CiteproofError",
    "Coordinates",
    "Description",
    "InputError",
    "LimitExceeded",
    "OffsetMap",
    "PositionSelector",
    "QuoteSelector",
    "SchemaViolation",
    "SpanError",
    "__version__",
    "anchor",
    "anchor_check",
    "count_anchors",
    "describe",
    "find_all",
    "fold",
    "position_holds",
]
