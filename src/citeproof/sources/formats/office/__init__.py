"""office/: word processors' and spreadsheets' documents: DOCX and XLSX (OOXML), the
OpenDocument family (ODT, ODS, ODP) and RTF.

Each is read to the same layout through :mod:`citeproof.sources.formats._builder`; the
ZIP containers are opened through the safe reader :mod:`citeproof.sources.formats._zip`.
Markup (Markdown, RST, EPUB's XHTML) is :mod:`~citeproof.sources.formats.markup`'s.
"""

from ._docx import DOCX_MEDIA_TYPE, read_docx, recognise_docx
from ._odf import ODF_MEDIA_TYPES, read_odf, recognise_odp, recognise_ods, recognise_odt
from ._rtf import RTF_MEDIA_TYPE, read_rtf, recognise_rtf
from ._xlsx import XLSX_MEDIA_TYPE, read_xlsx, recognise_xlsx

__all__ = [
    "DOCX_MEDIA_TYPE",
    "ODF_MEDIA_TYPES",
    "RTF_MEDIA_TYPE",
    "XLSX_MEDIA_TYPE",
    "read_docx",
    "read_odf",
    "read_rtf",
    "read_xlsx",
    "recognise_docx",
    "recognise_odp",
    "recognise_ods",
    "recognise_odt",
    "recognise_rtf",
    "recognise_xlsx",
]
