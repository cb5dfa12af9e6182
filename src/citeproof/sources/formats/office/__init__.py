"""office/: word processors', spreadsheets' and presentations' documents: DOCX, XLSX and
PPTX (OOXML), the OpenDocument family (ODT, ODS, ODP) and RTF.

Each is read to the same layout through :mod:`citeproof.sources.formats._builder`; the
ZIP containers are opened through the safe reader :mod:`citeproof.sources.formats._zip`.
Markup (Markdown, RST, EPUB's XHTML) is :mod:`~citeproof.sources.formats.markup`'s.
"""

from ._docx import DOCX_MEDIA_TYPE, read_docx, recognise_docx
from ._odf import ODF_MEDIA_TYPES, read_odf, recognise_odp, recognise_ods, recognise_odt
from ._pptx import PPTX_MEDIA_TYPE, read_pptx, recognise_pptx
from ._rtf import RTF_MEDIA_TYPE, read_rtf, recognise_rtf
from ._xlsx import XLSX_MEDIA_TYPE, read_xlsx, recognise_xlsx

__all__ = [
    "DOCX_MEDIA_TYPE",
    "ODF_MEDIA_TYPES",
    "PPTX_MEDIA_TYPE",
    "RTF_MEDIA_TYPE",
    "XLSX_MEDIA_TYPE",
    "read_docx",
    "read_odf",
    "read_pptx",
    "read_rtf",
    "read_xlsx",
    "recognise_docx",
    "recognise_odp",
    "recognise_ods",
    "recognise_odt",
    "recognise_pptx",
    "recognise_rtf",
    "recognise_xlsx",
]
