"""Page locators: the pages a citation's locator names (``pp. 3-5``, ``p.~xii``), and
whether a page label lies among them (numbers and roman numerals by value)."""

from __future__ import annotations

import re

__all__ = ["label_in_range", "page_range"]

_PAGE_WORD = re.compile(r"^(?:pp?|pages?|pgs?|S)\.?(?:\s+|(?=[\dIVXLCDMivxlcdm]))")
_DASH = re.compile(r"\s*(?:--|[–—‒])\s*")
_ROMAN = re.compile(r"^[ivxlcdm]+$", re.IGNORECASE)
_ROMAN_VALUES = {"i": 1, "v": 5, "x": 10, "l": 50, "c": 100, "d": 500, "m": 1000}


def page_range(locator: str) -> tuple[str, str] | None:
    """The first and last page a locator names, or ``None`` for another kind of locator.

    >>> page_range("p. 12"), page_range("pp. 3-5"), page_range("p.~xii"), page_range("12")
    (('12', '12'), ('3', '5'), ('xii', 'xii'), ('12', '12'))
    >>> page_range("pp. 3–5, emphasis added"), page_range("p. A-3"), page_range("chap. 2")
    (('3', '5'), ('A-3', 'A-3'), None)
    """
    text = locator.replace("~", " ").replace("\\,", " ").strip()
    word = _PAGE_WORD.match(text)
    if word is not None:
        text = text[word.end() :]
    elif not text[:1].isdigit():
        return None
    text = re.split(r"[,;()\s]", _DASH.sub("–", text), maxsplit=1)[0].rstrip(".")
    if not text:
        return None
    if "–" in text:
        first, _, last = text.partition("–")
    elif text.count("-") == 1 and _same_kind(*text.split("-")):
        first, last = text.split("-")
    else:
        first = last = text
    first, last = _bare(first), _bare(last)
    if not first or not last:
        return None
    if last.isdigit() and first.isdigit() and len(last) < len(first):  # "123-5" is 123-125
        last = first[: len(first) - len(last)] + last
    return first, last


def _bare(label: str) -> str:
    """A page label without a trailing ``f``/``ff`` or note number (``12n3``)."""
    match = re.fullmatch(r"(\d+)(?:ff?|n\d*)", label)
    return match.group(1) if match else label


def _same_kind(a: str, b: str) -> bool:
    return (a.isdigit() and b.isdigit()) or bool(_ROMAN.match(a) and _ROMAN.match(b))


def _roman(label: str) -> int | None:
    if not _ROMAN.match(label):
        return None
    total = 0
    values = [_ROMAN_VALUES[c] for c in label.lower()]
    for i, value in enumerate(values):
        total += -value if i + 1 < len(values) and values[i + 1] > value else value
    return total


def label_in_range(label: str, pages: tuple[str, str]) -> bool:
    """True when the page ``label`` lies in ``pages`` (numbers and roman numerals by
    value, other labels by name).

    >>> label_in_range("4", ("3", "5")), label_in_range("iv", ("iii", "v"))
    (True, True)
    >>> label_in_range("6", ("3", "5")), label_in_range("A-3", ("A-3", "A-3"))
    (False, True)
    """
    first, last = pages
    if label.casefold() in (first.casefold(), last.casefold()):
        return True
    if label.isdigit() and first.isdigit() and last.isdigit():
        return int(first) <= int(label) <= int(last)
    value, low, high = _roman(label), _roman(first), _roman(last)
    if value is not None and low is not None and high is not None:
        return low <= value <= high
    return False
