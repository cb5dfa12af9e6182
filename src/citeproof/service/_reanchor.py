"""``citeproof.reanchor``: what a stored quotation became in a new version of its source.

The engine (:mod:`citeproof.match`) re-anchors one TextQuoteSelector with an optional
position. This module is the application's door to it: it takes what a caller has stored
— a :class:`~citeproof.match.QuoteSelector`, a :class:`~citeproof.match.Description`
(both selectors, as :func:`citeproof.describe` gives them), a confirmed
:class:`~citeproof.match.Finding` (its first span with the context around it), or W3C JSON
(one selector object or a list of them) — and turns it into the engine's input once, with
a typed error for what cannot be re-anchored. The same JSON reading serves the faces'
annotation files (``citeproof.contracts``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ..errors import ErrorCode, InputError
from ..match import (
    DEFAULT_POLICY,
    Description,
    Finding,
    Policy,
    PositionSelector,
    PreparedSource,
    QuoteSelector,
    Reanchored,
    reanchor_selector,
)

__all__ = ["Stored", "reanchor", "selectors_from_json", "stored_selectors"]

#: What :func:`reanchor` takes as the stored quotation.
Stored = (
    QuoteSelector
    | Description
    | Finding
    | tuple[QuoteSelector, PositionSelector | None]
    | Mapping[str, Any]
    | Sequence[Mapping[str, Any]]
)


def reanchor(
    selector: Stored,
    new_text: str | PreparedSource,
    old_text: str | None = None,
    *,
    policy: Policy = DEFAULT_POLICY,
) -> Reanchored:
    """Re-anchor a stored quotation in ``new_text``; ``old_text`` is the version it was
    stored from, when kept (it gives the old position and answers ``unchanged`` for an
    identical text). The statuses: :class:`~citeproof.match.ReanchorStatus`.

    >>> from citeproof import describe
    >>> old = "Intro. The budget was approved on Tuesday. End."
    >>> stored = describe(old, 7, 42)
    >>> reanchor(stored, "New intro line. " + old, old).status.value
    'moved'
    >>> reanchor(stored, old.replace("approved", "rejected"), old).status.value
    'changed'
    """
    quote, position = stored_selectors(selector)
    return reanchor_selector(quote, new_text, old_text, position=position, policy=policy)


def stored_selectors(selector: Stored) -> tuple[QuoteSelector, PositionSelector | None]:
    """The quote selector and position hint of anything :func:`reanchor` takes."""
    if isinstance(selector, QuoteSelector):
        return selector, None
    if isinstance(selector, Description):
        return selector.quote, selector.position
    if isinstance(selector, Finding):
        return _from_finding(selector)
    if isinstance(selector, tuple) and selector and isinstance(selector[0], QuoteSelector):
        quote, position = selector
        return quote, position
    if isinstance(selector, Mapping):
        return selectors_from_json([selector])
    if isinstance(selector, Sequence) and not isinstance(selector, str | bytes):
        return selectors_from_json(selector)
    raise InputError(
        f"cannot re-anchor a {type(selector).__name__}: give a QuoteSelector, a "
        "Description, a Finding or W3C selector JSON",
        code=ErrorCode.WRONG_TYPE,
    )


def _from_finding(finding: Finding) -> tuple[QuoteSelector, PositionSelector | None]:
    if not finding.spans:
        raise InputError(
            f"finding {finding.index} ({finding.verdict.value}) holds no span of the source: "
            "nothing to re-anchor",
            code=ErrorCode.MISSING_EXACT,
        )
    span = finding.spans[0]
    return QuoteSelector(span.text, span.before, span.after), PositionSelector(span.start, span.end)


def selectors_from_json(
    selectors: Sequence[Any], path: str = ""
) -> tuple[QuoteSelector, PositionSelector | None]:
    """The TextQuoteSelector and TextPositionSelector among W3C selector objects (others,
    such as a RangeSelector or XPathSelector, are set aside; ``refinedBy`` is not
    followed: the caller notes it). ``path`` is the JSON pointer of the list, for errors."""
    quote: QuoteSelector | None = None
    position: PositionSelector | None = None
    for i, item in enumerate(selectors):
        where = f"{path}/{i}"
        if not isinstance(item, Mapping):
            raise InputError(
                "a selector must be a JSON object", path=where, code=ErrorCode.WRONG_TYPE
            )
        kind = item.get("type")
        if kind == "TextQuoteSelector" and quote is None:
            quote = _quote(item, where)
        elif kind == "TextPositionSelector" and position is None:
            position = _position(item, where)
    if quote is None:
        raise InputError(
            "no TextQuoteSelector among the selectors: nothing to re-anchor by its words",
            path=path,
            code=ErrorCode.NO_QUOTE_SELECTOR,
        )
    if position is not None and position.end - position.start != len(quote.exact):
        position = None  # a position for other characters is no hint for this quote
    return quote, position


def _quote(item: Mapping[str, Any], where: str) -> QuoteSelector:
    exact = item.get("exact")
    if not isinstance(exact, str) or not exact:
        raise InputError(
            "a TextQuoteSelector needs a non-empty string 'exact'",
            path=f"{where}/exact",
            code=ErrorCode.MISSING_EXACT,
        )
    parts = {}
    for name in ("prefix", "suffix"):
        value = item.get(name, "")
        if value is None:
            value = ""
        if not isinstance(value, str):
            raise InputError(
                f"a TextQuoteSelector's {name!r} must be a string",
                path=f"{where}/{name}",
                code=ErrorCode.WRONG_TYPE,
            )
        parts[name] = value
    return QuoteSelector(exact, parts["prefix"], parts["suffix"])


def _position(item: Mapping[str, Any], where: str) -> PositionSelector:
    start, end = item.get("start"), item.get("end")
    for name, value in (("start", start), ("end", end)):
        if not isinstance(value, int) or isinstance(value, bool):
            raise InputError(
                f"a TextPositionSelector's {name!r} must be an integer",
                path=f"{where}/{name}",
                code=ErrorCode.WRONG_TYPE,
            )
        if value < 0:
            raise InputError(
                f"a TextPositionSelector's {name!r} must not be negative",
                path=f"{where}/{name}",
                code=ErrorCode.OUT_OF_RANGE,
            )
    assert isinstance(start, int)
    assert isinstance(end, int)
    if end < start:
        raise InputError(
            "a TextPositionSelector's 'end' comes before its 'start'",
            path=f"{where}/end",
            code=ErrorCode.OUT_OF_RANGE,
        )
    return PositionSelector(start, end)
