"""What a check tolerates, in one immutable, documented value."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..text import NORMALIZATIONS, canonical, evidence_length

__all__ = ["DEFAULT_POLICY", "Policy"]

#: Every normalization but case: the native default.
TOLERATED_BY_DEFAULT = tuple(n for n in NORMALIZATIONS if n != "case")
#: Tolerated normalizations tried only for a whole quote the others did not find: their
#: fold can hide what the others find (``letterspacing`` reads three words of one letter,
#: ``x y z``, as one, so a quote ending ``of x y`` is not in its fold of ``of x y z``).
LAST_RESORT = frozenset({"letterspacing"})


@dataclass(frozen=True, slots=True)
class Policy:
    """How forgiving a check is.

    - ``tolerate``: normalization names whose differences still count as the same words
      (see :data:`citeproof.text.NORMALIZATIONS`); ``case`` among them tolerates case.
    - ``elisions``: accept ``A … B`` when each segment is found, in order.
    - ``initial_case``: a quote whose first letter alone is in the other case
      (``researchers may…`` for ``Researchers may…``, changed to fit the quoting sentence,
      as editors do: Chicago Manual of Style 13.19) is ``editorial`` with an alteration
      ``initial-case``; off, it is ``case-differs`` (seed 003's rule).
    - ``near_misses``: when a quote is not there, find the nearest passage and the diff.
    - ``min_length``: quotes shorter than this many characters (after trimming wrapper
      quote marks and edge ellipses) get no verdict (``too-short``); elided segments
      shorter than this are not evidence, so such an elision is not accepted.
    - ``weigh_scripts``: measure that length as evidence, not in code points
      (:func:`citeproof.text.evidence_length`): a Han, Kana or Hangul syllable counts as
      3 characters, a Thai, Lao, Khmer or Myanmar code point as 1.5, any other as 1, so
      日本的首都 (five characters) is long enough for a verdict. Off, ``min_length``
      counts code points (seed 003's ``minLength`` does).
    - ``whole_words``: a match may not start or end inside a word, so ``recorded 2`` is
      not found in ``recorded 24``.
    - ``max_spans``: how many occurrences are reported with spans; all are counted,
      unless ``max_count`` says how many are enough.
    - ``max_count``: a whole quote's occurrences are counted up to this many (None: all).
      A face that reports the count capped (seed 003 counts to 50) need not count the
      hundreds of occurrences a repetitive source holds, each checked at its word edges.
    - ``context``: characters of source context kept before and after each span.
    """

    tolerate: tuple[str, ...] = TOLERATED_BY_DEFAULT
    elisions: bool = True
    initial_case: bool = True
    near_misses: bool = True
    min_length: int = 8
    whole_words: bool = True
    weigh_scripts: bool = True
    max_spans: int = 5
    max_count: int | None = None
    context: int = 120
    _names: frozenset[str] = field(init=False, repr=False, compare=False)
    _first: tuple[str, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        order = canonical(self.tolerate)
        object.__setattr__(self, "tolerate", order)
        object.__setattr__(self, "_names", frozenset(order))
        object.__setattr__(self, "_first", tuple(n for n in order if n not in LAST_RESORT))
        if self.min_length < 1:
            raise ValueError("min_length must be at least 1")
        if self.max_count is not None and self.max_count < self.max_spans:
            raise ValueError("max_count must be at least max_spans")

    def too_short(self, text: str) -> bool:
        """True when ``text`` is shorter than ``min_length`` (weighed by script when
        ``weigh_scripts``): no verdict for such a quote, no evidence from such a segment."""
        length = evidence_length(text) if self.weigh_scripts else len(text)
        return length < self.min_length

    @property
    def tolerate_first(self) -> tuple[str, ...]:
        """The tolerated normalizations every tier tries (all but :data:`LAST_RESORT`,
        which only a whole quote not found with these is sought with)."""
        return self._first

    @property
    def ignores_case(self) -> bool:
        """True when case differences are tolerated."""
        return "case" in self._names

    def with_case(self) -> Policy:
        """The same policy, tolerating case too."""
        return replace(self, tolerate=(*self.tolerate, "case"))


DEFAULT_POLICY = Policy()
