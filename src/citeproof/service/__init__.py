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

from typing import TYPE_CHECKING

from .._lazy import exports

if TYPE_CHECKING:  # the names below, as type checkers read them; loaded on first use
    from ._access import LOCAL as LOCAL
    from ._access import AccessPolicy as AccessPolicy
    from ._read import read as read
    from ._read import read_each as read_each
    from ._reanchor import Stored as Stored
    from ._reanchor import reanchor as reanchor
    from ._reanchor import selectors_from_json as selectors_from_json
    from ._reanchor import stored_selectors as stored_selectors
    from ._report import DEFAULT_MAX_CHARACTERS as DEFAULT_MAX_CHARACTERS
    from ._report import FURNITURE_WARNING as FURNITURE_WARNING
    from ._report import QuoteResult as QuoteResult
    from ._report import Report as Report
    from ._report import SourceEvidence as SourceEvidence
    from ._report import check as check
    from ._spec import SourceKind as SourceKind
    from ._spec import SourceSpec as SourceSpec
    from ._spec import is_url as is_url
    from ._work import Work as Work

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

__getattr__, __dir__ = exports(
    __name__,
    {
        "._access": "LOCAL AccessPolicy",
        "._read": "read read_each",
        "._reanchor": "Stored reanchor selectors_from_json stored_selectors",
        "._report": (
            "DEFAULT_MAX_CHARACTERS FURNITURE_WARNING QuoteResult Report "
            "SourceEvidence check"
        ),
        "._spec": "SourceKind SourceSpec is_url",
        "._work": "Work",
    },
)  # fmt: skip
