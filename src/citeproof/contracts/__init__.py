"""The seed contracts' wire formats, each an exact projection of the native engine.

- :func:`anchor_check`: seed 000, citation-anchor-check 1.0.0.
"""

from .anchor_check import anchor_check

__all__ = ["anchor_check"]
