"""Matching quotes in text: strict W3C anchoring, selector description, tiered location.

Built on :mod:`citeproof.text` alone; no I/O. What lives here, room by room:

- ``_ladder``: the tolerance ladder, strict to lenient (verbatim, normalized, stepped
  over, elided, editorial, case-differs, paraphrase, not-present): :func:`locate`;
- ``_elision`` and ``_editorial``: the elided tier, and the editorial tier with the
  parsing of editors' marks and its own search; ``_quotes`` prepares a quote for them;
- ``_near``: the nearest passage to a quote that is not there, and the word diff;
  ``_stopwords``: the function words a near miss sets aside, per language;
- ``_negation``: every negation word and particle no tier may drop, add or hide;
- ``_search`` and ``_prepared``: the folded searches every tier makes, in a source
  prepared once; ``_policy``: what is tolerated; ``_finding``: what is said of a quote;
- ``_anchor`` and ``_describe``: W3C selectors, anchored strictly and described;
  ``_reanchor``: a stored selector found again in a new version of its text, failing
  closed (a changed passage is never reported as found).

Not here: reading documents (:mod:`citeproof.sources`), normalizations, offsets and
word edges (:mod:`citeproof.text`), page boxes and crops (``pictures``), and any face's
wording or wire format (``contracts`` and the faces).
"""

from ._anchor import (
    AnchorCounts,
    PositionSelector,
    QuoteSelector,
    anchor,
    count_anchors,
    position_holds,
)
from ._candidates import held_in_order
from ._describe import Description, describe
from ._finding import Alteration, Difference, Finding, Located, Verdict
from ._ladder import PARAPHRASE_MIN_OVERLAP, locate, locate_one, near_miss_within
from ._near import stopwords_for
from ._policy import DEFAULT_POLICY, Policy
from ._prepared import PreparedSource
from ._reanchor import ContextChange, Reanchored, ReanchorStatus, reanchor_selector
from ._search import find_quote
from ._stopwords import LIST_NAME as STOPWORD_LISTS
from ._stopwords import package_version as stopword_package

__all__ = [
    "DEFAULT_POLICY",
    "PARAPHRASE_MIN_OVERLAP",
    "STOPWORD_LISTS",
    "Alteration",
    "AnchorCounts",
    "ContextChange",
    "Description",
    "Difference",
    "Finding",
    "Located",
    "Policy",
    "PositionSelector",
    "PreparedSource",
    "QuoteSelector",
    "ReanchorStatus",
    "Reanchored",
    "Verdict",
    "anchor",
    "count_anchors",
    "describe",
    "find_quote",
    "held_in_order",
    "locate",
    "locate_one",
    "near_miss_within",
    "position_holds",
    "reanchor_selector",
    "stopword_package",
    "stopwords_for",
]
