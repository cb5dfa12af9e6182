"""The text engine: coordinates, normalizations with offset maps, and linear-time search.

Pure: no I/O, and no imports from citeproof's other layers (only the shared
:mod:`citeproof.errors`). Everything else in citeproof stands on this package:

- :class:`Coordinates` converts a code-point span to UTF-16, UTF-8, graphemes, lines, pages;
- :data:`NORMALIZATIONS` names each tolerated difference; :func:`fold` applies a set of
  them and returns the folded text with an :class:`OffsetMap` back to the original;
- :func:`find_all` finds every occurrence, overlapping ones included, in linear time.
"""

from typing import TYPE_CHECKING

from .._lazy import exports

if TYPE_CHECKING:  # the names below, as type checkers read them; loaded on first use
    from ._charsets import characters_beyond_ascii as characters_beyond_ascii
    from ._charsets import int64_array as int64_array
    from ._coordinates import Coordinates as Coordinates
    from ._coordinates import Range as Range
    from ._coordinates import SpanCoordinates as SpanCoordinates
    from ._edits import positions as positions
    from ._fold import CaseFold as CaseFold
    from ._fold import Folded as Folded
    from ._fold import canonical as canonical
    from ._fold import case_fold_alike as case_fold_alike
    from ._fold import equal_under as equal_under
    from ._fold import fold as fold
    from ._fold import needed_normalizations as needed_normalizations
    from ._furniture import FurnitureKind as FurnitureKind
    from ._kept_fold import fold_bytes as fold_bytes
    from ._kept_fold import fold_from_bytes as fold_from_bytes
    from ._normalizations import NORMALIZATIONS as NORMALIZATIONS
    from ._normalizations import SOFT_HYPHEN_MARK as SOFT_HYPHEN_MARK
    from ._normalizations import Case as Case
    from ._normalizations import Dashes as Dashes
    from ._normalizations import Ellipsis as Ellipsis
    from ._normalizations import Hyphenation as Hyphenation
    from ._normalizations import Invisible as Invisible
    from ._normalizations import LetterSpacing as LetterSpacing
    from ._normalizations import LookAlikes as LookAlikes
    from ._normalizations import Normalization as Normalization
    from ._normalizations import Quotes as Quotes
    from ._normalizations import Symbols as Symbols
    from ._normalizations import UnicodeForms as UnicodeForms
    from ._normalizations import Whitespace as Whitespace
    from ._normalizations import spelled_in_capitals as spelled_in_capitals
    from ._offsetmap import EditLayer as EditLayer
    from ._offsetmap import OffsetMap as OffsetMap
    from ._scripts import NEGATION_PREFIXES as NEGATION_PREFIXES
    from ._scripts import UNSPACED_CLASS as UNSPACED_CLASS
    from ._scripts import evidence_length as evidence_length
    from ._scripts import is_unspaced as is_unspaced
    from ._search import Occurrences as Occurrences
    from ._search import cuts_word as cuts_word
    from ._search import find_all as find_all
    from ._search import find_all_soft as find_all_soft
    from ._search import is_word_char as is_word_char
    from ._stepovers import GLUED_STEPOVERS as GLUED_STEPOVERS
    from ._stepovers import STEPOVER_KINDS as STEPOVER_KINDS
    from ._stepovers import Stepover as Stepover
    from ._stepovers import step_over as step_over
    from ._surrogates import find_lone_surrogate as find_lone_surrogate
    from ._unicode import UNICODE_VERSION as UNICODE_VERSION
    from ._unicode import unicode_versions as unicode_versions

__all__ = [
    "GLUED_STEPOVERS",
    "NEGATION_PREFIXES",
    "NORMALIZATIONS",
    "SOFT_HYPHEN_MARK",
    "STEPOVER_KINDS",
    "UNICODE_VERSION",
    "UNSPACED_CLASS",
    "Case",
    "CaseFold",
    "Coordinates",
    "Dashes",
    "EditLayer",
    "Ellipsis",
    "Folded",
    "FurnitureKind",
    "Hyphenation",
    "Invisible",
    "LetterSpacing",
    "LookAlikes",
    "Normalization",
    "Occurrences",
    "OffsetMap",
    "Quotes",
    "Range",
    "SpanCoordinates",
    "Stepover",
    "Symbols",
    "UnicodeForms",
    "Whitespace",
    "canonical",
    "case_fold_alike",
    "characters_beyond_ascii",
    "cuts_word",
    "equal_under",
    "evidence_length",
    "find_all",
    "find_all_soft",
    "find_lone_surrogate",
    "fold",
    "fold_bytes",
    "fold_from_bytes",
    "int64_array",
    "is_unspaced",
    "is_word_char",
    "needed_normalizations",
    "positions",
    "spelled_in_capitals",
    "step_over",
    "unicode_versions",
]

__getattr__, __dir__ = exports(
    __name__,
    {
        "._charsets": "characters_beyond_ascii int64_array",
        "._coordinates": "Coordinates Range SpanCoordinates",
        "._edits": "positions",
        "._fold": (
            "CaseFold Folded canonical case_fold_alike equal_under fold needed_normalizations"
        ),
        "._furniture": "FurnitureKind",
        "._kept_fold": "fold_bytes fold_from_bytes",
        "._normalizations": (
            "NORMALIZATIONS SOFT_HYPHEN_MARK Case Dashes Ellipsis Hyphenation "
            "Invisible LetterSpacing LookAlikes Normalization Quotes Symbols UnicodeForms "
            "Whitespace spelled_in_capitals"
        ),
        "._offsetmap": "EditLayer OffsetMap",
        "._scripts": "NEGATION_PREFIXES UNSPACED_CLASS evidence_length is_unspaced",
        "._search": "Occurrences cuts_word find_all find_all_soft is_word_char",
        "._stepovers": "GLUED_STEPOVERS STEPOVER_KINDS Stepover step_over",
        "._surrogates": "find_lone_surrogate",
        "._unicode": "UNICODE_VERSION unicode_versions",
    },
)  # fmt: skip
