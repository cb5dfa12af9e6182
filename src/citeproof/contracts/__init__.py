"""The seed contracts' wire formats, each an exact projection of the native engine.

- :func:`anchor_check`: seed 000, citation-anchor-check 1.0.0;
- :func:`citation_span`: seed 003, the citation-span API's response ``data``.
"""

from .anchor_check import anchor_check
from .citation_span import citation_span

__all__ = ["anchor_check", "citation_span"]
