"""Reading sources: supplied text, local files and URLs, with provenance.

Built on :mod:`citeproof.text` alone (and the shared errors): fetching (:class:`Fetcher`,
with the address guard, robots.txt and caps), extraction (HTML, PDF, plain text, one
dispatch for every origin) and the :class:`EvidenceStore`. Pictures of PDF pages live
in :mod:`citeproof.pictures` (which uses :data:`PDFIUM_LOCK` from here).
"""

from ._decode import decode
from ._document import Block, Locator, SourceDocument
from ._extract import extract, sniff
from ._fetch import USER_AGENT, FetchConfig, Fetched, Fetcher
from ._guard import is_public
from ._local import read_bytes
from ._pdf import PDF_WARNING
from ._pdfium import PDFIUM_LOCK
from ._reader import SourceRead, SourceReader
from ._robots import RobotsPolicy
from ._store import EvidenceStore, Snapshot, default_store_path

__all__ = [
    "PDFIUM_LOCK",
    "PDF_WARNING",
    "USER_AGENT",
    "Block",
    "EvidenceStore",
    "FetchConfig",
    "Fetched",
    "Fetcher",
    "Locator",
    "RobotsPolicy",
    "Snapshot",
    "SourceDocument",
    "SourceRead",
    "SourceReader",
    "decode",
    "default_store_path",
    "extract",
    "is_public",
    "read_bytes",
    "sniff",
]
