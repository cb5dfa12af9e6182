"""citeproof: is this quotation really in the source, word for word, and where exactly?

Layers, each depending only on those above it in this list (``tests/test_layers.py`` keeps
them so):

- :mod:`citeproof.text`: offsets, normalizations with offset maps, linear-time search (pure);
- :mod:`citeproof.match` (anchor, locate, describe) and :mod:`citeproof.sources`
  (fetch, extract, store), each built on ``text`` alone; :mod:`citeproof.quotations`
  (quotations found in Markdown and LaTeX), on ``text``;
- :mod:`citeproof.pictures`: pages drawn, cropped and highlighted from a finding's spans;
- :mod:`citeproof.service`: name a source once, read it, check quotes, one report;
- :mod:`citeproof.contracts`: the wire formats (the seeds' and our own), projections of it;
  :mod:`citeproof.llm`: a model response's citations checked, on ``service``;
- the faces: :mod:`citeproof.cli`, ``http``, ``mcp``, ``web``, ``batch``, ``manuscript``,
  ``conformance``, on top; only ``cli`` imports other faces.

:mod:`citeproof.errors` is shared by all: one exception tree, every code an
:class:`ErrorCode`.

The public names are listed once, in the ``TYPE_CHECKING`` block below: one line a name,
saying where it lives. Type checkers read it as it stands; at run time it is read (on first
use) into ``__all__`` and the map :func:`__getattr__` loads from, so ``citeproof --version``
and a script that needs only :func:`locate` do not pay for PDF, HTTP and MCP machinery.

>>> from citeproof import locate
>>> locate("The primary group recorded 24 samples.", ["recorded 25 samples"])[0].verdict.value
'paraphrase'
"""

import typing as _typing

from ._version import __version__ as __version__

if _typing.TYPE_CHECKING:  # the one list of public names (see the module docstring)
    from .contracts import anchor_check as anchor_check
    from .contracts import check_citations as check_citations
    from .contracts import citation_span as citation_span
    from .errors import CiteproofError as CiteproofError
    from .errors import ErrorCode as ErrorCode
    from .errors import InputError as InputError
    from .errors import LimitExceeded as LimitExceeded
    from .errors import SchemaViolation as SchemaViolation
    from .errors import SourceError as SourceError
    from .errors import SpanError as SpanError
    from .llm import CitationStatus as CitationStatus
    from .llm import QuotationStatus as QuotationStatus
    from .llm import ResponseReport as ResponseReport
    from .llm import verify_response as verify_response
    from .match import DEFAULT_POLICY as DEFAULT_POLICY
    from .match import Alteration as Alteration
    from .match import Description as Description
    from .match import Difference as Difference
    from .match import Finding as Finding
    from .match import Located as Located
    from .match import Policy as Policy
    from .match import PositionSelector as PositionSelector
    from .match import PreparedSource as PreparedSource
    from .match import QuoteSelector as QuoteSelector
    from .match import Reanchored as Reanchored
    from .match import ReanchorStatus as ReanchorStatus
    from .match import Verdict as Verdict
    from .match import anchor as anchor
    from .match import describe as describe
    from .match import locate as locate
    from .pictures import PagePicture as PagePicture
    from .pictures import highlight_pages as highlight_pages
    from .service import AccessPolicy as AccessPolicy
    from .service import QuoteResult as QuoteResult
    from .service import Report as Report
    from .service import SourceEvidence as SourceEvidence
    from .service import SourceKind as SourceKind
    from .service import SourceSpec as SourceSpec
    from .service import check as check
    from .service import read as read
    from .service import reanchor as reanchor
    from .sources import AllowList as AllowList
    from .sources import EvidenceStore as EvidenceStore
    from .sources import FetchConfig as FetchConfig
    from .sources import SourceDocument as SourceDocument
    from .sources import SourceRead as SourceRead
    from .sources import SourceReader as SourceReader
    from .text import NORMALIZATIONS as NORMALIZATIONS
    from .text import Coordinates as Coordinates
    from .text import OffsetMap as OffsetMap
    from .text import find_all as find_all
    from .text import fold as fold

#: Name -> the submodule it lives in, read from the block above when first needed.
_HOME: dict[str, str] = {}


def _homes() -> dict[str, str]:
    """The ``TYPE_CHECKING`` block's imports, as name -> submodule (read once)."""
    if not _HOME:
        import ast
        from importlib.resources import files

        tree = ast.parse(files(__name__).joinpath("__init__.py").read_text("utf-8"))
        block = next(
            node
            for node in tree.body
            if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING")
        )
        _HOME.update(
            {
                alias.asname or alias.name: str(node.module)
                for node in block.body
                if isinstance(node, ast.ImportFrom)
                for alias in node.names
            }
        )
    return _HOME


def _public_order(name: str) -> tuple[int, str]:
    """isort's order, as ruff's RUF022 keeps ``__all__``: CONSTANTS, Classes, functions."""
    return (0 if name.isupper() else 1 if name[0].isupper() else 2, name)


def __getattr__(name: str) -> _typing.Any:
    if name == "__all__":
        value: _typing.Any = sorted([*_homes(), "__version__"], key=_public_order)
    elif name in _homes():
        import importlib

        value = getattr(importlib.import_module(f"{__name__}.{_homes()[name]}"), name)
    else:
        raise AttributeError(f"module 'citeproof' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_homes()})
