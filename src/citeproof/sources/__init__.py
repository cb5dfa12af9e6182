"""Reading sources: supplied text, local files and URLs, with provenance.

Built on :mod:`citeproof.text` alone (and the shared errors). The rooms, by trade:

- here: what every trade shares (:class:`SourceDocument`, :class:`Representation`,
  :class:`Provenance`, :class:`Redirect`), the one dispatch (:func:`extract`,
  :func:`sniff`), the :class:`SourceReader` that reads any origin, charset decoding
  (:func:`decode`), local files (:func:`read_bytes`) and the evidence store
  (:mod:`.store`: :class:`EvidenceStore`, :class:`Snapshot`), the document cache
  (:mod:`.cache`: :class:`DocumentCache`, every extraction kept by the bytes' SHA-256)
  and some pages of a paged source (:class:`PageRange`, :func:`slice_pages`);
- :mod:`.net`: fetching a URL (:class:`Fetcher`, the address guard, robots.txt, caps);
- :mod:`.html` and :mod:`.pdf`: reading web pages and PDFs (the PDF's layout, furniture
  and isolated worker processes included, telling :func:`reading_progress` of each page
  read: killed at :func:`reading_deadline` when a
  service sets one);
- :mod:`.formats`: the one registry of every readable format (PDF, HTML and plain text
  too), and the other formats by family (office, markup, archives, plain);

Matching quotations is not here (:mod:`citeproof.match`), nor checking them
(:mod:`citeproof.service`), nor pictures of PDF pages (:mod:`citeproof.pictures`, which
uses :data:`PDFIUM_LOCK` from here).
"""

from typing import TYPE_CHECKING

from .._lazy import exports

if TYPE_CHECKING:  # the names below, as type checkers read them; loaded on first use
    from ._decode import decode as decode
    from ._document import Block as Block
    from ._document import Locator as Locator
    from ._document import PagesRead as PagesRead
    from ._document import Provenance as Provenance
    from ._document import ProvenanceView as ProvenanceView
    from ._document import Redirect as Redirect
    from ._document import Representation as Representation
    from ._document import SourceDocument as SourceDocument
    from ._extract import extract as extract
    from ._extract import sniff as sniff
    from ._local import read_at_most as read_at_most
    from ._local import read_bytes as read_bytes
    from ._pages import PageRange as PageRange
    from ._pages import slice_pages as slice_pages
    from ._reader import SourceRead as SourceRead
    from ._reader import SourceReader as SourceReader
    from .cache import DocumentCache as DocumentCache
    from .cache import default_cache_path as default_cache_path
    from .net import USER_AGENT as USER_AGENT
    from .net import AllowList as AllowList
    from .net import FetchConfig as FetchConfig
    from .net import Fetched as Fetched
    from .net import Fetcher as Fetcher
    from .net import RobotsPolicy as RobotsPolicy
    from .net import is_public as is_public
    from .pdf import PDF_WARNING as PDF_WARNING
    from .pdf import PDFIUM_LOCK as PDFIUM_LOCK
    from .pdf import reading_deadline as reading_deadline
    from .pdf import reading_progress as reading_progress
    from .store import STORE_VERSION as STORE_VERSION
    from .store import EvidenceStore as EvidenceStore
    from .store import Snapshot as Snapshot
    from .store import default_store_path as default_store_path

__all__ = [
    "PDFIUM_LOCK",
    "PDF_WARNING",
    "STORE_VERSION",
    "USER_AGENT",
    "AllowList",
    "Block",
    "DocumentCache",
    "EvidenceStore",
    "FetchConfig",
    "Fetched",
    "Fetcher",
    "Locator",
    "PageRange",
    "PagesRead",
    "Provenance",
    "ProvenanceView",
    "Redirect",
    "Representation",
    "RobotsPolicy",
    "Snapshot",
    "SourceDocument",
    "SourceRead",
    "SourceReader",
    "decode",
    "default_cache_path",
    "default_store_path",
    "extract",
    "is_public",
    "read_at_most",
    "read_bytes",
    "reading_deadline",
    "reading_progress",
    "slice_pages",
    "sniff",
]

__getattr__, __dir__ = exports(
    __name__,
    {
        "._decode": "decode",
        "._document": (
            "Block Locator PagesRead Provenance ProvenanceView Redirect Representation "
            "SourceDocument"
        ),
        "._extract": "extract sniff",
        "._local": "read_at_most read_bytes",
        "._pages": "PageRange slice_pages",
        "._reader": "SourceRead SourceReader",
        ".cache": "DocumentCache default_cache_path",
        ".net": "USER_AGENT AllowList FetchConfig Fetched Fetcher RobotsPolicy is_public",
        ".pdf": "PDF_WARNING PDFIUM_LOCK reading_deadline reading_progress",
        ".store": "STORE_VERSION EvidenceStore Snapshot default_store_path",
    },
)  # fmt: skip
