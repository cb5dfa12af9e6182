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
from typing import Any

__all__ = ["deferred"]


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
