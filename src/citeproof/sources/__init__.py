"""Reading sources: supplied text, local files and URLs, with provenance.

Built on :mod:`citeproof.text` alone (and the shared errors).
"""

from ._decode import decode
from ._document import SourceDocument
from ._local import read_file, text_document

__all__ = ["SourceDocument", "decode", "read_file", "text_document"]
