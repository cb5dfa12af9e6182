"""Third-party modules imported when first used, not when citeproof is.

A check of a small text file must not pay for HTTP, PDF, WARC, reStructuredText and JSON
Schema machinery it never touches: ``citeproof check notes.txt "…"`` once imported all of
them and cost ten times the CPU of a one-file peer. A module that needs such a library
binds it with :func:`deferred`; the import happens at the first attribute read (thread-safe:
the import system holds its lock), and every later read is a plain attribute lookup.

For type checkers the real import stays, under ``TYPE_CHECKING``::

    if TYPE_CHECKING:
        import httpx
    else:
        httpx = deferred("httpx")
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Callable
from typing import Any

__all__ = ["deferred", "exports", "re_pattern", "regex_pattern"]


class _Deferred:
    """A stand-in for a module, replaced by the module's own names on first use."""

    def __init__(self, name: str) -> None:
        self.__dict__["_deferred_name"] = name

    def __getattr__(self, attribute: str) -> Any:
        # only called for names not yet in __dict__: the first read imports the module
        # and copies its namespace, so later reads never come here
        module = importlib.import_module(self.__dict__["_deferred_name"])
        self.__dict__.update(vars(module))
        return getattr(module, attribute)

    def __repr__(self) -> str:
        return f"<deferred module {self.__dict__['_deferred_name']!r}>"


def deferred(name: str) -> Any:
    """A stand-in for the module ``name`` that imports it on first attribute access."""
    return _Deferred(name)


def exports(
    package: str, homes: dict[str, str]
) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """A package's ``__getattr__`` and ``__dir__`` (PEP 562) that load each public name from
    its submodule on first use, so importing the package costs nothing until a name is read.

    ``homes`` maps a submodule (relative, ``"._fold"``) to the names it defines, separated
    by spaces; ``"NAME=ATTRIBUTE"`` binds a name to an attribute of another name. The
    package keeps the real imports under ``TYPE_CHECKING`` for type checkers (a test keeps
    the two in step). A name not listed is a submodule imported on first use (``sources.pdf``),
    as when the package imported it eagerly.
    """
    where: dict[str, tuple[str, str]] = {}
    for module, names in homes.items():
        for entry in names.split():
            name, _, attribute = entry.partition("=")
            where[name] = (module, attribute or name)
    namespace = sys.modules[package].__dict__

    def __getattr__(name: str) -> Any:  # noqa: N807  (the module hook's own name)
        home = where.get(name)
        if home is not None:
            value = getattr(importlib.import_module(home[0], package), home[1])
        elif name.startswith("__"):
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        else:
            try:
                value = importlib.import_module(f"{package}.{name}")
            except ModuleNotFoundError as error:
                if error.name != f"{package}.{name}":
                    raise
                raise AttributeError(f"module {package!r} has no attribute {name!r}") from None
        namespace[name] = value
        return value

    def __dir__() -> list[str]:  # noqa: N807
        return sorted({*namespace, *where})

    __getattr__.lazy_names = where  # type: ignore[attr-defined]  # read by the tests
    return __getattr__, __dir__


class _LazyPattern:
    """A stand-in for a compiled pattern, compiled on first use (by ``make``); each
    attribute read once is then a plain attribute lookup."""

    def __init__(self, source: str | bytes, make: Callable[[], Any]) -> None:
        self.__dict__["_deferred_source"] = source
        self.__dict__["_deferred_make"] = make

    def __getattr__(self, attribute: str) -> Any:
        compiled = self.__dict__.get("_deferred_compiled")
        if compiled is None:
            compiled = self.__dict__["_deferred_make"]()
            self.__dict__["_deferred_compiled"] = compiled
        value = getattr(compiled, attribute)
        self.__dict__[attribute] = value
        return value

    def __repr__(self) -> str:
        return f"<deferred pattern {self.__dict__['_deferred_source']!r}>"


def regex_pattern(pattern: str, flags: str = "") -> Any:
    """A ``regex`` pattern compiled at its first use, not at import (``flags``: the names of
    ``regex`` flags, ``"V1"``): a check of ASCII text compiles none of the Unicode-property
    patterns, nor imports ``regex``. Annotate the name as ``regex.Pattern[str]``."""

    def make() -> Any:
        import regex

        return regex.compile(pattern, getattr(regex, flags) if flags else 0)

    return _LazyPattern(pattern, make)


def re_pattern(pattern: str | bytes, flags: int = 0) -> Any:
    """An ``re`` pattern compiled at its first use, not at import: the normalizations'
    patterns, compiled at every start (2.7 ms), serve only a quote that is not verbatim;
    a format's signature only a file that may be of it. Annotate the name as
    ``re.Pattern[str]`` (or ``[bytes]``)."""
    return _LazyPattern(pattern, lambda: re.compile(pattern, flags))
