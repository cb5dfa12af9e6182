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
from ._ladder import PARAPHRASE_MIN_OVERLAP, locate, locate_one
from ._near import stopwords_for
from ._policy import DEFAULT_POLICY, Policy
from ._prepared import PreparedSource
from ._search import find_quote
from ._stopwords import LIST_NAME as STOPWORD_LISTS
from ._stopwords import package_version as stopword_package

__all__ = [
    "DEFAULT_POLICY",
    "PARAPHRASE_MIN_OVERLAP",
    "STOPWORD_LISTS",
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
    "stopword_package",
    "stopwords_for",
]
