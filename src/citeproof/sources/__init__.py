"""Reading sources: supplied text, local files and URLs, with provenance.

Built on :mod:`citeproof.text` alone (and the shared errors). The rooms, by trade:

- here: what every trade shares (:class:`SourceDocument`, :class:`Representation`,
  :class:`Provenance`, :class:`Redirect`), the one dispatch (:func:`extract`,
  :func:`sniff`), the :class:`SourceReader` that reads any origin, charset decoding
  (:func:`decode`), local files (:func:`read_bytes`) and the evidence store
  (:mod:`.store`: :class:`EvidenceStore`, :class:`Snapshot`) and the document cache
  (:mod:`.cache`: :class:`DocumentCache`, every extraction kept by the bytes' SHA-256);
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

from ._decode import decode
from ._document import (
    Block,
    Locator,
    Provenance,
    ProvenanceView,
    Redirect,
    Representation,
    SourceDocument,
)
from ._extract import extract, sniff
from ._local import read_bytes
from ._reader import SourceRead, SourceReader
from .cache import DocumentCache, default_cache_path
from .net import USER_AGENT, AllowList, FetchConfig, Fetched, Fetcher, RobotsPolicy, is_public
from .pdf import PDF_WARNING, PDFIUM_LOCK, reading_deadline, reading_progress
from .store import STORE_VERSION, EvidenceStore, Snapshot, default_store_path

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
    "read_bytes",
    "reading_deadline",
    "reading_progress",
    "sniff",
]
