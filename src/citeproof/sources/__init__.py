"""Reading sources: supplied text, local files and URLs, with provenance.

Built on :mod:`citeproof.text` alone (and the shared errors): fetching (:class:`Fetcher`,
with the address guard, robots.txt and caps), extraction (HTML, PDF, plain text, one
dispatch for every origin), the :class:`EvidenceStore`, and pictures of PDF pages
(:func:`highlight_pages` for a match, :func:`layout_pictures` for what was read).
"""

from ._decode import decode
from ._document import Block, Locator, SourceDocument
from ._extract import extract, sniff
from ._fetch import USER_AGENT, FetchConfig, Fetched, Fetcher
from ._guard import is_public
from ._local import read_bytes
from ._pdf import PDF_WARNING
from ._pictures import (
    MAX_PICTURE_SIDE,
    TONES,
    PagePicture,
    PageRenderer,
    highlight_pages,
    layout_pictures,
    match_boxes,
    render_page,
)
from ._reader import SourceRead, SourceReader
from ._robots import RobotsPolicy
from ._store import EvidenceStore, Snapshot, default_store_path

__all__ = [
    "MAX_PICTURE_SIDE",
    "PDF_WARNING",
    "TONES",
    "USER_AGENT",
    "Block",
    "EvidenceStore",
    "FetchConfig",
    "Fetched",
    "Fetcher",
    "Locator",
    "PagePicture",
    "PageRenderer",
    "RobotsPolicy",
    "Snapshot",
    "SourceDocument",
    "SourceRead",
    "SourceReader",
    "decode",
    "default_store_path",
    "extract",
    "highlight_pages",
    "is_public",
    "layout_pictures",
    "match_boxes",
    "read_bytes",
    "render_page",
    "sniff",
]
