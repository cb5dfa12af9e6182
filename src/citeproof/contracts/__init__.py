"""The seed contracts' wire formats, each an exact projection of the native engine.

- :func:`anchor_check`: seed 000, citation-anchor-check 1.0.0;
- :func:`citation_span`: seed 003, the citation-span API's response ``data``;
- :func:`check_citations`: seed 004, a source reader's evidence for cited URLs.
"""

from .anchor_check import anchor_check
from .citation_span import citation_span
from .evidence import check_citations, quote_check

__all__ = ["anchor_check", "check_citations", "citation_span", "quote_check"]
