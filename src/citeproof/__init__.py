"""citeproof: is this quotation really in the source, word for word, and where exactly?

Layers, each depending only on those above it in this list:

- :mod:`citeproof.text`: offsets, normalizations with offset maps, linear-time search (pure);
- :mod:`citeproof.match` (anchor, locate, describe) and :mod:`citeproof.sources`
  (fetch, extract, store), each built on ``text`` alone;
- :mod:`citeproof.service`: name a source once, read it, check quotes, one report;
- :mod:`citeproof.contracts`: the wire formats (the seeds' and our own), projections of it;
- the faces: :mod:`citeproof.cli`, ``http``, ``mcp``, ``web``, ``batch``, on top.

The names below are loaded when first used, so ``citeproof --version`` and a script that
needs only :func:`locate` do not pay for PDF, HTTP and MCP machinery.

>>> from citeproof import locate
>>> locate("The primary group recorded 24 samples.", ["recorded 25 samples"])[0].verdict.value
'paraphrase'
"""

import importlib as _importlib
import typing as _typing

from ._version import __version__

if _typing.TYPE_CHECKING:
    from .contracts import anchor_check, check_citations, citation_span
    from .errors import (
        CiteproofError,
        InputError,
        LimitExceeded,
        SchemaViolation,
        SourceError,
        SpanError,
    )
    from .match import (
        DEFAULT_POLICY,
        Alteration,
        Description,
        Difference,
        Finding,
        Located,
        Policy,
        PositionSelector,
        PreparedSource,
        QuoteSelector,
        Verdict,
        anchor,
        describe,
        locate,
    )
    from .pictures import PagePicture, highlight_pages
    from .service import (
        AccessPolicy,
        QuoteResult,
        Report,
        SourceEvidence,
        SourceKind,
        SourceSpec,
        check,
        read,
    )
    from .sources import EvidenceStore, FetchConfig, SourceDocument, SourceRead, SourceReader
    from .text import NORMALIZATIONS, Coordinates, OffsetMap, find_all, fold

#: Where each public name lives (imported on first use).
_HOMES = {
    "contracts": ("anchor_check", "check_citations", "citation_span"),
    "errors": (
        "CiteproofError",
        "InputError",
        "LimitExceeded",
        "SchemaViolation",
        "SourceError",
        "SpanError",
    ),
    "match": (
        "DEFAULT_POLICY",
        "Alteration",
        "Description",
        "Difference",
        "Finding",
        "Located",
        "Policy",
        "PositionSelector",
        "PreparedSource",
        "QuoteSelector",
        "Verdict",
        "anchor",
        "describe",
        "locate",
    ),
    "service": (
        "AccessPolicy",
        "QuoteResult",
        "Report",
        "SourceEvidence",
        "SourceKind",
        "SourceSpec",
        "check",
        "read",
    ),
    "pictures": ("PagePicture", "highlight_pages"),
    "sources": ("EvidenceStore", "FetchConfig", "SourceDocument", "SourceRead", "SourceReader"),
    "text": ("NORMALIZATIONS", "Coordinates", "OffsetMap", "find_all", "fold"),
}
_HOME = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> _typing.Any:
    module = _HOME.get(name)
    if module is None:
        raise AttributeError(f"module 'citeproof' has no attribute {name!r}")
    value = getattr(_importlib.import_module(f"{__name__}.{module}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


__all__ = [
    "DEFAULT_POLICY",
    "NORMALIZATIONS",
    "AccessPolicy",
    "Alteration",
    "CiteproofError",
    "Coordinates",
    "Description",
    "Difference",
    "EvidenceStore",
    "FetchConfig",
    "Finding",
    "InputError",
    "LimitExceeded",
    "Located",
    "OffsetMap",
    "PagePicture",
    "Policy",
    "PositionSelector",
    "PreparedSource",
    "QuoteResult",
    "QuoteSelector",
    "Report",
    "SchemaViolation",
    "SourceDocument",
    "SourceError",
    "SourceEvidence",
    "SourceKind",
    "SourceRead",
    "SourceReader",
    "SourceSpec",
    "SpanError",
    "Verdict",
    "__version__",
    "anchor",
    "anchor_check",
    "check",
    "check_citations",
    "citation_span",
    "describe",
    "find_all",
    "fold",
    "highlight_pages",
    "locate",
    "read",
]
