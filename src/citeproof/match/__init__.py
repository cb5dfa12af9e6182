"""Matching quotes in text: strict W3C anchoring, selector description, tiered location.

Built on :mod:`citeproof.text` alone; no I/O.
"""

from ._anchor import (
    AnchorCounts,
    PositionSelector,
    QuoteSelector,
    anchor,
    count_anchors,
    position_holds,
)
from ._describe import Description, describe

__all__ = [
    "AnchorCounts",
    "Description",
    "PositionSelector",
    "QuoteSelector",
    "anchor",
    "count_anchors",
    "describe",
    "position_holds",
]
