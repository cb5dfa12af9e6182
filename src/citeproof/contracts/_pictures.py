"""Pictures of a PDF's pages with the quotes found on them highlighted.

What to highlight for a finding is decided here once, for ``citeproof check --picture``
and ``POST /v1/pictures`` (the web page) alike: a confirmed quote's spans in green
(``match``), a near miss's passage in amber (``near``), nothing for a quote that is absent;
what the quote stepped over (a footnote, a running head) is left out of the highlight.
"""

from __future__ import annotations

from typing import Any

from ..errors import InputError
from ..match import Finding, Verdict
from ..service import DEFAULT_MAX_CHARACTERS, LOCAL, AccessPolicy, SourceSpec, check, read
from ..sources import SourceDocument, SourceReader, highlight_pages, match_boxes
from ._native import policy_from
from ._validation import validate

__all__ = ["DEFAULT_MAX_PAGES", "DEFAULT_SCALE", "finding_boxes", "pictures_request"]

#: Pixels per PDF point for the web page's pictures (108 dpi).
DEFAULT_SCALE = 1.5
#: Pages drawn for one request unless it asks for more (at most 20).
DEFAULT_MAX_PAGES = 10

_NEAR = (Verdict.CASE_DIFFERS, Verdict.PARAPHRASE)


def finding_boxes(document: SourceDocument, finding: Finding) -> list[dict[str, Any]]:
    """The rectangles to highlight for ``finding``, each with its ``tone`` and ``quote``.

    Empty for a source without geometry and for a quote that is absent or too short.
    """
    if finding.confirmed:
        tone, spans = "match", finding.spans
    elif finding.verdict in _NEAR:
        tone = "near"
        spans = finding.spans or ((finding.nearest,) if finding.nearest is not None else ())
    else:
        return []
    return [
        {**box, "tone": tone, "quote": finding.index}
        for span in spans
        for box in match_boxes(document, span.start, span.end)
    ]


def pictures_request(
    payload: Any,
    reader: SourceReader,
    access: AccessPolicy = LOCAL,
    *,
    source: SourceSpec | None = None,
) -> dict[str, Any]:
    """``POST /v1/pictures``: check the quotes in a PDF, draw the pages they are on.

    Each picture is a page with every quote found on it highlighted, as a PNG data URL;
    pages come in page order, at most ``max_pages`` of them. A source that is not a PDF is
    ``not_a_pdf``. ``source``: the source when it came beside the payload (a multipart
    upload), which then has no ``source`` of its own.
    """
    validate(
        payload, "pictures.request.json", {"maxItems /quotes": "too_many_quotes"},
        sent_apart=frozenset({"source"} if source else ()),
    )  # fmt: skip
    spec = source or SourceSpec.from_json(payload["source"])
    source_read = read(spec, reader, access)
    document = source_read.document
    if document.representation != "pdf_text_layer":
        raise InputError(
            f"pictures are of a PDF's pages; the source is {document.representation}",
            path="/source" if source is None else spec.pointer,
            code="not_a_pdf",
        )
    max_characters = payload.get("max_characters", DEFAULT_MAX_CHARACTERS)
    policy = policy_from(payload.get("policy"))
    findings = check(source_read, payload["quotes"], policy, max_characters=max_characters).findings
    boxes = [box for finding in findings for box in finding_boxes(document, finding)]
    pages = sorted({int(box["page"]) for box in boxes})
    max_pages = payload.get("max_pages", DEFAULT_MAX_PAGES)
    drawn = pages[:max_pages]
    on_page: dict[int, dict[int, dict[str, Any]]] = {page: {} for page in drawn}
    verdicts = {finding.index: finding.verdict.value for finding in findings}
    for box in boxes:
        if box["page"] in on_page:
            on_page[box["page"]].setdefault(
                box["quote"],
                {"index": box["quote"], "classification": verdicts[box["quote"]],
                 "tone": box["tone"]},
            )  # fmt: skip
    wanted = [box for box in boxes if box["page"] in on_page]
    assert source_read.data is not None, "a read source keeps its bytes"
    pictures = highlight_pages(source_read.data, wanted, scale=payload.get("scale", DEFAULT_SCALE))
    return {
        "source_sha256": document.sha256,
        "pages": len(pages),
        "pictures": [
            {
                "page": picture.page,
                "width": picture.width,
                "height": picture.height,
                "scale": picture.scale,
                "quotes": sorted(on_page[picture.page].values(), key=lambda q: q["index"]),
                "src": picture.data_url(),
            }
            for picture in pictures
        ],
    }
