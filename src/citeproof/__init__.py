"""citeproof: is this quotation really in the source, word for word, and where exactly?

Layers, each depending only on those above it in this list:

- :mod:`citeproof.text`: offsets, normalizations with offset maps, linear-time search (pure);
- :mod:`citeproof.match` (anchor, locate, describe) and :mod:`citeproof.sources`
  (fetch, extract, store), each built on ``text`` alone;
- :mod:`citeproof.contracts`: the seed wire formats, on both;
- the faces: :mod:`citeproof.cli` and the others, on top.
"""

from ._version import __version__
from .contracts import anchor_check, check_citations, citation_span
from .errors import (
    CiteproofError,
    InputError,
    LimitExceeded,
    SchemaViolation,
    SourceError,
    SpanError,
)
from .match import (
    DEFAULT_POLICY,
    Description,
    Finding,
    Policy,
    PositionSelector,
    PreparedSource,
    QuoteSelector,
    Verdict,
    anchor,
    count_anchors,
    describe,
    locate,
    position_holds,
)
from .sources import (
    EvidenceStore,
    FetchConfig,
    PagePicture,
    SourceReader,
    highlight_pages,
    match_boxes,
)
from .text import NORMALIZATIONS, Coordinates, OffsetMap, find_all, fold

__all__ = [
    "DEFAULT_POLICY",
    "NORMALIZATIONS",
    "CiteproofError",
    "Coordinates",
    "Description",
    "EvidenceStore",
    "FetchConfig",
    "Finding",
    "InputError",
    "LimitExceeded",
    "OffsetMap",
    "PagePicture",
    "Policy",
    "PositionSelector",
    "PreparedSource",
    "QuoteSelector",
    "SchemaViolation",
    "SourceError",
    "SourceReader",
    "SpanError",
    "Verdict",
    "__version__",
    "anchor",
    "anchor_check",
    "check_citations",
    "citation_span",
    "count_anchors",
    "describe",
    "find_all",
    "fold",
    "highlight_pages",
    "locate",
    "match_boxes",
    "position_holds",
]
