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

from typing import TYPE_CHECKING

from .._lazy import exports

if TYPE_CHECKING:  # the names below, as type checkers read them; loaded on first use
    from ._anchor import AnchorCounts as AnchorCounts
    from ._anchor import PositionSelector as PositionSelector
    from ._anchor import QuoteSelector as QuoteSelector
    from ._anchor import anchor as anchor
    from ._anchor import count_anchors as count_anchors
    from ._anchor import position_holds as position_holds
    from ._candidates import ShingleIndex as ShingleIndex
    from ._candidates import held_in_order as held_in_order
    from ._describe import Description as Description
    from ._describe import describe as describe
    from ._finding import Alteration as Alteration
    from ._finding import Difference as Difference
    from ._finding import Finding as Finding
    from ._finding import Located as Located
    from ._finding import Verdict as Verdict
    from ._ladder import PARAPHRASE_MIN_OVERLAP as PARAPHRASE_MIN_OVERLAP
    from ._ladder import locate as locate
    from ._ladder import locate_one as locate_one
    from ._ladder import near_miss_within as near_miss_within
    from ._near import stopwords_for as stopwords_for
    from ._policy import DEFAULT_POLICY as DEFAULT_POLICY
    from ._policy import Policy as Policy
    from ._prepared import PreparedSource as PreparedSource
    from ._reanchor import ContextChange as ContextChange
    from ._reanchor import Reanchored as Reanchored
    from ._reanchor import ReanchorStatus as ReanchorStatus
    from ._reanchor import reanchor_selector as reanchor_selector
    from ._search import find_quote as find_quote
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
    "ShingleIndex",
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

__getattr__, __dir__ = exports(
    __name__,
    {
        "._anchor": (
            "AnchorCounts PositionSelector QuoteSelector anchor count_anchors "
            "position_holds"
        ),
        "._candidates": "ShingleIndex held_in_order",
        "._describe": "Description describe",
        "._finding": "Alteration Difference Finding Located Verdict",
        "._ladder": "PARAPHRASE_MIN_OVERLAP locate locate_one near_miss_within",
        "._near": "stopwords_for",
        "._policy": "DEFAULT_POLICY Policy",
        "._prepared": "PreparedSource",
        "._reanchor": "ContextChange Reanchored ReanchorStatus reanchor_selector",
        "._search": "find_quote",
        "._stopwords": "STOPWORD_LISTS=LIST_NAME stopword_package=package_version",
    },
)  # fmt: skip
