"""The application layer: name a source once, read it, check quotes, get one report.

Every face (the CLI, the HTTP API, the MCP server, the web page, batch) goes through
here, and the seed contracts project what comes out:

- a :class:`SourceSpec` names a source explicitly (text, path, URL, snapshot, upload);
- an :class:`AccessPolicy` says which kinds a face reads (one check, one error code);
- :func:`read` reads it with a :class:`~citeproof.sources.SourceReader`;
- :func:`check` checks quotes against it and returns a :class:`Report`;
- :func:`reanchor` says what a stored quotation became in a new version of its source.

>>> from citeproof.sources import SourceReader
>>> source = read(SourceSpec.text("The committee approved the budget on Tuesday."), SourceReader())
>>> report = check(source, ["approved the budget"])
>>> report.results[0].finding.verdict.value, report.all_confirmed
('verbatim', True)
"""

from ._access import LOCAL, AccessPolicy
from ._read import read, read_each
from ._reanchor import Stored, reanchor, selectors_from_json, stored_selectors
from ._report import (
    DEFAULT_MAX_CHARACTERS,
    FURNITURE_WARNING,
    QuoteResult,
    Report,
    SourceEvidence,
    check,
)
from ._spec import SourceKind, SourceSpec, is_url
from ._work import Work

__all__ = [
    "DEFAULT_MAX_CHARACTERS",
    "FURNITURE_WARNING",
    "LOCAL",
    "AccessPolicy",
    "QuoteResult",
    "Report",
    "SourceEvidence",
    "SourceKind",
    "SourceSpec",
    "Stored",
    "Work",
    "check",
    "is_url",
    "read",
    "read_each",
    "reanchor",
    "selectors_from_json",
    "stored_selectors",
]
