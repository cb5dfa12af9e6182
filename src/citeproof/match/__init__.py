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
from ._finding import Alteration, Difference, Finding, Located, Verdict
from ._locate import PARAPHRASE_MIN_OVERLAP, find_quote, locate, locate_one
from ._policy import DEFAULT_POLICY, Policy
from ._prepared import PreparedSource

__all__ = [
    "DEFAULT_POLICY",
    "PARAPHRASE_MIN_OVERLAP",
    "Alteration",
    "AnchorCounts",
    "Description",
    "Difference",
    "Finding",
    "Located",
    "Policy",
    "PositionSelector",
    "PreparedSource",
    "QuoteSelector",
    "Verdict",
    "anchor",
    "count_anchors",
    "describe",
    "find_quote",
    "locate",
    "locate_one",
    "position_holds",
]
