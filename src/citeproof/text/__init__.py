"""The text engine: coordinates, normalizations with offset maps, and linear-time search.

Pure: no I/O, and no imports from citeproof's other layers (only the shared
:mod:`citeproof.errors`). Everything else in citeproof stands on this package:

- :class:`Coordinates` converts a code-point span to UTF-16, UTF-8, graphemes, lines, pages;
- :data:`NORMALIZATIONS` names each tolerated difference; :func:`fold` applies a set of
  them and returns the folded text with an :class:`OffsetMap` back to the original;
- :func:`find_all` finds every occurrence, overlapping ones included, in linear time.
"""

from ._coordinates import Coordinates, Range, SpanCoordinates
from ._fold import Folded, canonical, equal_under, fold, needed_normalizations
from ._furniture import FurnitureKind
from ._normalizations import (
    NORMALIZATIONS,
    SOFT_HYPHEN_MARK,
    Case,
    Dashes,
    Ellipsis,
    Hyphenation,
    Invisible,
    Normalization,
    Quotes,
    UnicodeForms,
    Whitespace,
)
from ._offsetmap import EditLayer, OffsetMap
from ._scripts import NEGATION_PREFIXES, UNSPACED_CLASS, evidence_length, is_unspaced
from ._search import Occurrences, cuts_word, find_all, find_all_soft, is_word_char
from ._stepovers import STEPOVER_KINDS, Stepover, step_over
from ._surrogates import find_lone_surrogate
from ._unicode import UNICODE_VERSION, unicode_versions

__all__ = [
    "NEGATION_PREFIXES",
    "NORMALIZATIONS",
    "SOFT_HYPHEN_MARK",
    "STEPOVER_KINDS",
    "UNICODE_VERSION",
    "UNSPACED_CLASS",
    "Case",
    "Coordinates",
    "Dashes",
    "EditLayer",
    "Ellipsis",
    "Folded",
    "FurnitureKind",
    "Hyphenation",
    "Invisible",
    "Normalization",
    "Occurrences",
    "OffsetMap",
    "Quotes",
    "Range",
    "SpanCoordinates",
    "Stepover",
    "UnicodeForms",
    "Whitespace",
    "canonical",
    "cuts_word",
    "equal_under",
    "evidence_length",
    "find_all",
    "find_all_soft",
    "find_lone_surrogate",
    "fold",
    "is_unspaced",
    "is_word_char",
    "needed_normalizations",
    "step_over",
    "unicode_versions",
]
