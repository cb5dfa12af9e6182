"""The wire formats: projections of the engine's and the service's results onto JSON.

- :func:`anchor_check`: seed 000, citation-anchor-check 1.0.0;
- :func:`citation_span`: seed 003, the citation-span API's response ``data``;
- :func:`check_citations`: seed 004, a source reader's evidence for cited URLs;
- :func:`reanchor_annotations`: W3C Web Annotation and Hypothesis annotations re-anchored
  in a new version of their source (:func:`reanchor_request`: ``POST /v1/reanchor``);
- :func:`report_json` (and :func:`locate_request`): citeproof's own format of a
  :class:`~citeproof.service.Report`; :func:`pictures_request`: pictures of PDF pages;
- :func:`verify_model_citations`: a model response's citations (:mod:`citeproof.llm`).
"""

from ._anchor_check import anchor_check
from ._annotations import (
    MAX_ANNOTATIONS,
    StoredAnnotation,
    annotations_from_json,
    held,
    reanchor_annotations,
    reanchor_request,
    reanchored_source,
)
from ._citation_span import citation_span, versions
from ._evidence import RECOVERY, check_citations, failure, prepare, quote_check, readable
from ._llm import verify_model_citations
from ._mcp import compact_finding, describe_selector, verify_quotes
from ._native import (
    locate_request,
    policy_from,
    report_json,
    result_json,
    source_json,
)
from ._pictures import DEFAULT_MAX_PAGES, DEFAULT_SCALE, pictures_request
from ._validation import (
    MAX_DEPTH,
    check_json,
    check_json_floats,
    json_pointer,
    load_schema,
    validate,
)

__all__ = [
    "DEFAULT_MAX_PAGES",
    "DEFAULT_SCALE",
    "MAX_ANNOTATIONS",
    "MAX_DEPTH",
    "RECOVERY",
    "StoredAnnotation",
    "anchor_check",
    "annotations_from_json",
    "check_citations",
    "check_json",
    "check_json_floats",
    "citation_span",
    "compact_finding",
    "describe_selector",
    "failure",
    "held",
    "json_pointer",
    "load_schema",
    "locate_request",
    "pictures_request",
    "policy_from",
    "prepare",
    "quote_check",
    "readable",
    "reanchor_annotations",
    "reanchor_request",
    "reanchored_source",
    "report_json",
    "result_json",
    "source_json",
    "validate",
    "verify_model_citations",
    "verify_quotes",
    "versions",
]
