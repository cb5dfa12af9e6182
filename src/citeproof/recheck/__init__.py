"""Re-checking stored citations: what each quotation of a URL became since it was checked.

A batch run's output (``citeproof batch -o OUT.jsonl``) records, per citation, the words
found in the source, their context and position, and the evidence of the page read (its
URL, the SHA-256 of its bytes, when it was retrieved). :func:`recheck` reads every such
citation of a URL (:func:`citations_from_batch_output`; or a manuscript's quotations of
URLs, located in the newest stored fetch of each, :func:`citations_from_manuscript`),
fetches each page again through the guarded reader, conditionally (the stored fetch's
``ETag`` / ``Last-Modified``: a ``304`` is the same bytes), and re-anchors each citation
in the new text with the stored text as the old one (:func:`citeproof.reanchor`'s
statuses), failing closed: a quotation whose words changed is ``changed`` with the word
diff, never found. A page that cannot be read any more (404/410, DNS failure, a refused
connection) makes its citations ``unreachable``. One vocabulary: :class:`RecheckStatus`.

The stored snapshot stays in the evidence store as the evidence of what the page said
then; the new fetch is added to it; nothing else in the store is touched. Pages are
re-checked by an :data:`Engine`: threads of this process (:func:`local_engine`) or a Dask
cluster (:func:`dask_engine`), with the same report.
"""

from ._citations import SetAside, StoredCitation, citations_from_batch_output, parse_age
from ._dask import dask_engine
from ._manuscript import citations_from_manuscript
from ._run import (
    Engine,
    PageCheck,
    Rechecked,
    RecheckReport,
    RecheckStatus,
    check_page,
    local_engine,
    recheck,
)

__all__ = [
    "Engine",
    "PageCheck",
    "RecheckReport",
    "RecheckStatus",
    "Rechecked",
    "SetAside",
    "StoredCitation",
    "check_page",
    "citations_from_batch_output",
    "citations_from_manuscript",
    "dask_engine",
    "local_engine",
    "parse_age",
    "recheck",
]
