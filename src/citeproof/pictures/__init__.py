"""Pictures of PDF pages: what was read, and where a quote was found.

A page is rendered by PDFium (:mod:`pypdfium2`) and drawn on with Pillow: a match's
rectangles filled and outlined (:func:`highlight_pages`), the page's reading-order blocks
outlined and numbered with the furniture shaded (:func:`layout_pictures`), or only the
band a finding is on, cropped (:class:`PageRegions`, for the evidence report), and the
close-up of the words a scan leaves in doubt (:meth:`PageRegions.unclear`). Boxes are
in PDF points in the page's unrotated user space (y up, as PDFium reports character
boxes); they are mapped to pixels through the page's visible box (CropBox within
MediaBox, whose origin need not be 0, 0) and its ``/Rotate``, exactly as PDFium lays the
page out when it renders it. Pictures are PNG bytes with no timestamp or other varying
metadata: the same PDF, page, boxes and scale give the same bytes.

:func:`finding_boxes` is the one adapter from a finding's spans to page boxes, and
:func:`has_pages` the one test of whether a document has pages to draw: matching never
sees pages, and the faces (cli, web, contracts, http) never crop or compute geometry.

Built on :mod:`citeproof.text`, :mod:`citeproof.match` and :mod:`citeproof.sources`
(public names only). Not here: reading or extracting the PDF (:mod:`citeproof.sources`),
the wire JSON of ``POST /v1/pictures`` (:mod:`citeproof.contracts`) and the HTML the
pictures are shown in (:mod:`citeproof.web`).
"""

from ._boxes import finding_boxes, has_pages, match_boxes, unclear_boxes
from ._crop import PageRegions, Region
from ._draw import TONES, highlight_pages, layout_pictures, render_page
from ._render import MAX_PICTURE_SIDE, PagePicture, PageRenderer

__all__ = [
    "MAX_PICTURE_SIDE",
    "TONES",
    "PagePicture",
    "PageRegions",
    "PageRenderer",
    "Region",
    "finding_boxes",
    "has_pages",
    "highlight_pages",
    "layout_pictures",
    "match_boxes",
    "render_page",
    "unclear_boxes",
]
