"""The sources this process prepared last, kept for the next check of the same text.

Preparing a source (its folds for the tolerated normalizations, its coordinates, its
word index for the near miss) is most of a check that is not verbatim: on gnuplot's
311-page manual (843,000 characters) about 280 ms, then 11-16 ms a quote once it is
prepared. A server (``serve``, ``mcp``) checks many quotes against one source in
separate requests, and the document cache hands it the same document each time: without
this, an agent checking ten quotes one call at a time paid the preparation ten times.

A kept source is taken only for the same text, page starts, first page, stepovers and
script breaks (compared, not trusted to a hash); at most :data:`KEPT` are kept, the least
recently used dropped first, so a server's memory grows by a bounded amount.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Sequence

from ..match import PreparedSource
from ..text import Stepover

__all__ = ["KEPT", "prepared_source"]

#: How many prepared sources a process keeps (each about ten times its text in memory).
KEPT = 2

_kept: OrderedDict[tuple[int, int, int], PreparedSource] = OrderedDict()
_lock = threading.Lock()


def prepared_source(
    text: str,
    page_starts: Sequence[int] | None,
    stepovers: Sequence[Stepover],
    first_page: int,
    script_breaks: Sequence[int],
) -> PreparedSource:
    """A :class:`PreparedSource` for these arguments: one kept from an earlier check of the
    same text in this process, or a new one (then kept)."""
    key = (len(text), hash(text), first_page)
    made = PreparedSource(text, page_starts, stepovers, first_page, script_breaks)
    with _lock:
        kept = _kept.get(key)
        if kept is not None and _same(kept, made):
            _kept.move_to_end(key)
            return kept
        _kept[key] = made
        _kept.move_to_end(key)
        while len(_kept) > KEPT:
            _kept.popitem(last=False)
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
