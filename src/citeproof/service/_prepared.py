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

import hashlib
import sys
import threading
from collections import OrderedDict
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from ..match import PreparedSource
from ..text import Stepover, fold

if TYPE_CHECKING:
    from ..match import ShingleIndex
    from ..sources import DocumentCache

__all__ = ["KEPT", "prepared_furniture", "prepared_source"]

#: How many prepared texts a process keeps, and as many furnitures (each about ten times
#: its text in memory).
KEPT = 2

#: Each kept source with the document cache its folds go through (None: none): a source
#: prepared through one cache is not handed to a check through another, or through none,
#: whose folds would then be kept in the first one's folder.
_Kept = OrderedDict[tuple[int, int, int], "tuple[PreparedSource, DocumentCache | None]"]
_kept: _Kept = OrderedDict()
_kept_furniture: _Kept = OrderedDict()
_lock = threading.Lock()


def prepared_source(
    text: str,
    page_starts: Sequence[int] | None,
    stepovers: Sequence[Stepover],
    first_page: int,
    script_breaks: Sequence[int],
    documents: DocumentCache | None = None,
) -> PreparedSource:
    """A :class:`PreparedSource` for these arguments: one kept from an earlier check of the
    same text in this process, or a new one (then kept). Given the document cache the
    text was read through, a long text's folds and word index are kept there for the next
    process (:meth:`~citeproof.sources.DocumentCache.fold`, :func:`_kept_index`)."""
    if documents is None:
        made = PreparedSource(text, page_starts, stepovers, first_page, script_breaks, fold)
    else:
        made = PreparedSource(
            text, page_starts, stepovers, first_page, script_breaks, documents.fold,
            _kept_index(documents),
        )  # fmt: skip
    return _keep(_kept, made, documents)


def _kept_index(documents: DocumentCache) -> Callable[[str], ShingleIndex]:
    """How a folded text's word index is made: for a long text, the one an earlier process
    kept in ``documents``, else built now and kept (a near miss's costliest step: 100 ms
    of a 311-page manual's second check, issue 23)."""

    def index(text: str) -> ShingleIndex:
        # imported at a near miss only: a quote found verbatim loads no near-miss machinery
        from ..match import ShingleIndex

        return documents.derived(
            "word index", _index_code(), text, lambda: ShingleIndex(text),
            ShingleIndex.to_bytes, lambda data: ShingleIndex.from_bytes(data, len(text)),
        )  # fmt: skip

    return index


@cache
def _index_code() -> str:
    """The SHA-256 of the module that builds the word index: a changed build is a new key
    (the text trade it stands on is in the document cache's reader fingerprint)."""
    from ..match import ShingleIndex

    module = sys.modules[ShingleIndex.__module__]
    return hashlib.sha256(Path(str(module.__file__)).read_bytes()).hexdigest()


def prepared_furniture(furniture: str) -> PreparedSource:
    """A document's furniture prepared for the check that tells a quote ONLY IN THE
    FURNITURE, kept apart from the texts (see the module's docstring)."""
    return _keep(_kept_furniture, PreparedSource(furniture, None, (), 1, ()))


def _keep(
    kept_ones: _Kept, made: PreparedSource, documents: DocumentCache | None = None
) -> PreparedSource:
    """The kept equal of ``made`` (prepared through the same ``documents``) in
    ``kept_ones``, else ``made`` (then kept there)."""
    key = (len(made.text), hash(made.text), made.first_page)
    with _lock:
        kept = kept_ones.get(key)
        if kept is not None and kept[1] is documents and _same(kept[0], made):
            kept_ones.move_to_end(key)
            return kept[0]
        kept_ones[key] = (made, documents)
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
