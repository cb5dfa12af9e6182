"""Lone surrogates: code points U+D800-U+DFFF, which are halves of UTF-16 pairs and no
characters. Python strings can hold them (JSON's ``"\\ud800"``, some codecs' output), but
they cannot be written as UTF-8 or JSON, so citeproof refuses them wherever text comes
in; this is the one test for them."""

from __future__ import annotations

import re

from .._lazy import re_pattern

__all__ = ["find_lone_surrogate"]

_LONE_SURROGATE: re.Pattern[str] = re_pattern("[\ud800-\udfff]")


def find_lone_surrogate(text: str) -> int | None:
    """The index of the first lone surrogate in ``text``, or ``None`` when it has none.

    >>> find_lone_surrogate("the \\ud800budget"), find_lone_surrogate("🧭 one code point")
    (4, None)
    """
    if text.isascii():
        return None
    found = _LONE_SURROGATE.search(text)
    return found.start() if found is not None else None
