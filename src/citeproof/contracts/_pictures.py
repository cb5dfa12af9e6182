"""Pictures of a PDF's pages with the quotes found on them highlighted.

The wire JSON of ``POST /v1/pictures`` (the web page). What to highlight for a finding
is decided once, by :func:`citeproof.pictures.finding_boxes` (for ``citeproof check
--picture`` too): a confirmed quote's spans in green (``match``), a near miss's passage in
amber (``near``), nothing for a quote that is absent; what the quote stepped over (a
footnote, a running head) is left out of the highlight.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import ErrorCode, InputError
from ..match import Finding
from ..pictures import finding_boxes, has_pages, highlight_pages
from ..service import DEFAULT_MAX_CHARACTERS, LOCAL, AccessPolicy, SourceSpec, check, read
from ..sources import SourceReader
from ._native import policy_from
from ._validation import validate

__all__ = ["DEFAULT_MAX_PAGES", "DEFAULT_SCALE", "pictures_request"]

#: Pixels per PDF point for the web page's pictures (108 dpi).
DEFAULT_SCALE = 1.5
#: Pages drawn for one request unless it asks for more (at most 20).
DEFAULT_MAX_PAGES = 10


def _quotes_on(
    boxes: list[dict[str, Any]], findings: Sequence[Finding], drawn: list[int]
) -> dict[int, dict[int, dict[str, Any]]]:
    """For each page drawn, the quotes highlighted on it (index, classification, tone)."""
    on_page: dict[int, dict[int, dict[str, Any]]] = {page: {} for page in drawn}
    verdicts = {finding.index: finding.verdict.value for finding in findings}
    for box in boxes:
        if box["page"] in on_page:
            on_page[box["page"]].setdefault(
                box["quote"],
                {"index": box["quote"], "classification": verdicts[box["quote"]],
                 "tone": box["tone"]},
            )  # fmt: skip
    return on_page


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
        payload, "pictures.request.json", {"maxItems /quotes": ErrorCode.TOO_MANY_QUOTES},
        sent_apart=frozenset({"source"} if source else ()),
    )  # fmt: skip
    spec = source or SourceSpec.from_json(payload["source"])
    source_read = read(spec, reader, access)
    document = source_read.document
    if not has_pages(document):
        raise InputError(
            f"pictures are of a PDF's pages; the source is {document.representation}",
            path="/source" if source is None else spec.pointer,
            code=ErrorCode.NOT_A_PDF,
        )
    max_characters = payload.get("max_characters", DEFAULT_MAX_CHARACTERS)
    policy = policy_from(payload.get("policy"))
    findings = check(source_read, payload["quotes"], policy, max_characters=max_characters).findings
    boxes = [box for finding in findings for box in finding_boxes(document, finding)]
    pages = sorted({int(box["page"]) for box in boxes})
    max_pages = payload.get("max_pages", DEFAULT_MAX_PAGES)
    on_page = _quotes_on(boxes, findings, pages[:max_pages])
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
