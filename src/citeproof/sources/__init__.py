"""Reading sources: supplied text, local files and URLs, with provenance.

Built on :mod:`citeproof.text` alone (and the shared errors): fetching (:class:`Fetcher`,
with the address guard, robots.txt and caps), extraction (HTML, PDF, plain text, one
dispatch for every origin), and the :class:`EvidenceStore`.
"""

from ._decode import decode
from ._document import SourceDocument
from ._extract import extract, sniff
from ._fetch import USER_AGENT, FetchConfig, Fetched, Fetcher
from ._guard import is_public
from ._pdf import PDF_WARNING
from ._reader import SourceRead, SourceReader, is_url
from ._robots import RobotsPolicy
from ._store import EvidenceStore, Snapshot, default_store_path

__all__ = [
    "PDF_WARNING",
    "USER_AGENT",
    "EvidenceStore",
    "FetchConfig",
    "Fetched",
    "Fetcher",
    "RobotsPolicy",
    "Snapshot",
    "SourceDocument",
    "SourceRead",
    "SourceReader",
    "decode",
    "default_store_path",
    "extract",
    "is_public",
    "is_url",
    "sniff",
]
