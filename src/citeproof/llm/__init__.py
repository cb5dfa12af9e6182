"""Verifying what language models cite: each API's citation blocks checked in their documents.

An application of :mod:`citeproof.service` (read a document, check a passage), for the
citations of a model's response: Anthropic Messages (``char_location``,
``page_location``, ``content_block_location``, ``search_result_location``,
``web_search_result_location``), OpenAI Responses and Chat Completions (``url_citation``,
``file_citation``, ``container_file_citation``), Google Gemini (grounding chunks and
supports, segment offsets in UTF-8 bytes), Cohere v2 chat, and a generic form
``{answer, citations: [{quote | answer_span, source, location?}]}``.

Rooms: ``_providers`` reads each shape into :class:`Claim` values; ``_answer`` converts
the answer's spans exactly (bytes, UTF-16, code points) and says what is wrong with them;
``_documents`` names and reads the documents once; ``_judge`` decides a citation
(:class:`CitationStatus`), ``_quotations`` the passages the answer puts in quotation marks
(:class:`QuotationStatus`); ``_verify`` ties them into :func:`verify_response`. No face
logic: the CLI, HTTP and MCP faces print :meth:`ResponseReport.to_dict`.
"""

from ._model import (
    AnswerSpan,
    CitationCheck,
    CitationStatus,
    Claim,
    DocumentInfo,
    Found,
    Location,
    Provider,
    QuotationCheck,
    QuotationStatus,
    ResponseReport,
)
from ._providers import sniff
from ._verify import verify_response

__all__ = [
    "AnswerSpan",
    "CitationCheck",
    "CitationStatus",
    "Claim",
    "DocumentInfo",
    "Found",
    "Location",
    "Provider",
    "QuotationCheck",
    "QuotationStatus",
    "ResponseReport",
    "sniff",
    "verify_response",
]
