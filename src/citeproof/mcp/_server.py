"""An MCP server for agents that must check their own quotes before they answer.

Tools (descriptions written for a model to read), all read-only:

- ``verify_quotes``: is each quote really in the source? The source is named explicitly
  (``text``, ``path`` or ``url``: a path that cannot be read is an error, never checked
  as if its characters were the source). A compact verdict per quote: confirmed or not,
  the source's own words, what differs.
- ``anchor_check``: a W3C TextQuoteSelector checked against supplied source versions.
- ``citation_span``: quotes located in a supplied text with exact offsets.
- ``describe_selector``: the selectors to store so a span can be found again.
- ``verify_model_citations``: a language model's response's citations checked.
- ``reanchor_annotations``: stored annotations found again in a new version of their
  source (unchanged, moved, context-changed, changed with the word diff, ambiguous,
  orphaned), as ``citeproof reanchor --json`` answers.

This face only parses and prints: arguments and results are typed (:mod:`._arguments`,
:mod:`._models`); each tool (:mod:`._tools`) calls one contract of
:mod:`citeproof.contracts`, which builds the answer, in a worker thread within a deadline
(:class:`~citeproof.service.Work`). Anticipated failures (bad input, an unreadable
source, a deadline) come back as tool errors whose text is citeproof's one error shape,
``{"error": {"code", "message", "path"}}`` as JSON, arguments that do not fit the tool's
input schema included, for the model to read and act on.
"""

from __future__ import annotations

from .._version import __version__
from ..service import LOCAL, AccessPolicy, Work
from ..sources import DocumentCache, FetchConfig, SourceReader
from ..sources.ocr import OCR_OFF, OcrOptions
from ._base import CiteproofServer
from ._tools import (
    add_anchor_check,
    add_citation_span,
    add_describe_selector,
    add_reanchor_annotations,
    add_verify_model_citations,
    add_verify_quotes,
)

__all__ = ["INSTRUCTIONS", "build_server"]

INSTRUCTIONS = (
    "citeproof checks whether quotations are really in their sources, word for word. "
    "Before you present a quotation as what a source says, call verify_quotes with the "
    "source (exactly one of `text`, `path` or `url`) and your quotes. Use a quote only "
    "when `confirmed` is true. When it is not: for a near miss (`paraphrase` or "
    "`case-differs`) `source_words` is what the source says in that passage and "
    "`what_differs` lists each change, so quote `source_words` or fix your quote; for "
    "`not-present` the source does not hold these words anywhere (no `source_words`): do "
    "not present the quote as the source's. A tool error means the source could not be "
    "read or the arguments were wrong (its `code` says which): say so; it says nothing "
    "about the quote."
)


def build_server(
    access: AccessPolicy = LOCAL,
    work: Work | None = None,
    fetch: FetchConfig | None = None,
    cache: DocumentCache | None = None,
    ocr: OcrOptions = OCR_OFF,
) -> CiteproofServer:
    """The MCP server. Reading local paths suits a server an agent runs on its own machine
    (:data:`~citeproof.service.LOCAL`); over the network, pass a service policy. ``work``
    bounds the tools' threads and time (default: 8 at once, 120 s each); ``fetch`` how URLs
    are read (default: the reader's safe :class:`FetchConfig`, public addresses only, made
    when the first URL is read); ``cache`` keeps what each source reads as, so an agent
    checking one PDF ten times has it read once; ``ocr`` how scanned PDFs are read (off
    unless given: ``citeproof mcp`` turns it on)."""
    server = CiteproofServer(name="citeproof", version=__version__, instructions=INSTRUCTIONS)
    reader = SourceReader(fetch=fetch, cache=cache, ocr=ocr)
    work = work or Work(slots=8, deadline=120.0)
    add_verify_quotes(server, work, reader, access)
    add_anchor_check(server, work)
    add_citation_span(server, work)
    add_describe_selector(server, work)
    add_verify_model_citations(server, work, reader, access)
    add_reanchor_annotations(server, work, reader, access)
    return server
