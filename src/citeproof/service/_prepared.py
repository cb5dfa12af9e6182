"""The sources this process prepared last, kept for the next check of the same text.

Preparing a source (its folds for the tolerated normalizations, its coordinates, its
word index for the near miss) is most of a check that is not verbatim: on gnuplot's
311-page manual (843,000 characters) about 280 ms, then 11-16 ms a quote once it is
prepared. A server (``serve``, ``mcp``) checks many quotes against one source in
separate requests, and the document cache hands it the same document each time: without
this, an agent checking ten quotes one call at a time paid the preparation ten times.

A kept source is taken only for the same text, page starts, first page, stepovers and
script breaks (compared, not trusted to a hash); at most :data:`KEPT` texts and as many
furnitures are kept, the least recently used dropped first, so a server's memory grows by a
bounded amount. A document's furniture (an HTML page's navigation, a PDF's running heads)
is kept apart from the texts: sharing their slots, one page and its furniture filled both,
and an agent checking two pages in turn prepared each of them at every call.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence

from ..match import PreparedSource
from ..text import Folded, Stepover, fold

__all__ = ["KEPT", "prepared_furniture", "prepared_source"]

#: How many prepared texts a process keeps, and as many furnitures (each about ten times
#: its text in memory).
KEPT = 2

_Kept = OrderedDict[tuple[int, int, int], PreparedSource]
_kept: _Kept = OrderedDict()
_kept_furniture: _Kept = OrderedDict()
_lock = threading.Lock()


def prepared_source(
    text: str,
    page_starts: Sequence[int] | None,
    stepovers: Sequence[Stepover],
    first_page: int,
    script_breaks: Sequence[int],
    fold_text: Callable[[str, tuple[str, ...]], Folded] | None = None,
) -> PreparedSource:
    """A :class:`PreparedSource` for these arguments: one kept from an earlier check of the
    same text in this process, or a new one (then kept) folding its text with
    ``fold_text`` (None: :func:`~citeproof.text.fold`; a document cache's keeps the folds
    of a long text for the next process)."""
    made = PreparedSource(
        text, page_starts, stepovers, first_page, script_breaks, fold_text or fold
    )
    return _keep(_kept, made)


def prepared_furniture(furniture: str) -> PreparedSource:
    """A document's furniture prepared for the check that tells a quote ONLY IN THE
    FURNITURE, kept apart from the texts (see the module's docstring)."""
    return _keep(_kept_furniture, PreparedSource(furniture, None, (), 1, ()))


def _keep(kept_ones: _Kept, made: PreparedSource) -> PreparedSource:
    """The kept equal of ``made`` in ``kept_ones``, else ``made`` (then kept there)."""
    key = (len(made.text), hash(made.text), made.first_page)
    with _lock:
        kept = kept_ones.get(key)
        if kept is not None and _same(kept, made):
            kept_ones.move_to_end(key)
            return kept
        kept_ones[key] = made
        kept_ones.move_to_end(key)
        while len(kept_ones) > KEPT:
            kept_ones.popitem(last=False)
    return made


def _same(kept: PreparedSource, made: PreparedSource) -> bool:
    """Both prepare the same source (the text compared last: equal hashes make a
    different text of the same length unlikely, and identity is the usual case)."""
    return (
        kept.page_starts == made.page_starts
        and kept.stepovers == made.stepovers
        and kept.script_breaks == made.script_breaks
        and (kept.text is made.text or kept.text == made.text)
    )
