"""A digest of every regression PDF's reading: ``python -m tests.realdocs.digest_pdfs``.

One line a document (both sets, :mod:`.pdfs` and :mod:`.untuned_pdfs`): its name and the
sha256 of everything its :class:`~citeproof.sources.SourceDocument` holds (text, character
boxes byte for byte, blocks, page starts, step-overs, furniture, warnings), or of the error
it raised. A change meant to keep the reading as it was (issue 23's speed work) is checked by
running this on the checkout before and after it and comparing the two outputs::

    python -m tests.realdocs.digest_pdfs > after.txt   # in each checkout
    diff before.txt after.txt

The PDFs are read in this process (``_extract_here``, no worker) with the default OCR
options; names select documents by substring.
"""

from __future__ import annotations

import dataclasses
import hashlib
import pickle
import sys
from array import array

from ._run import load
from .pdfs import PDFS
from .untuned_pdfs import PDFS as UNTUNED

#: Fields added after the digests were first compared (issue 23's page ranges, issue 20's
#: script changes): left out at their defaults, so a checkout from before them digests a
#: whole reading alike (a document with script changes digests differently: compare it
#: with the field left out to see that nothing else changed).
_LATER = frozenset({"first_page", "page_count", "script_breaks"})


def digest(data: bytes, name: str) -> str:
    """The sha256 of the reading of ``data`` (every field of the document, or the error)."""
    from citeproof.sources.pdf._extract import _extract_here

    try:
        document = _extract_here(data, name, 2000)
        fields = {}
        for field in dataclasses.fields(document):
            value = getattr(document, field.name)
            if field.name in _LATER and value == field.default:
                continue  # a whole reading's digest stays what it was before the field
            fields[field.name] = value.tobytes() if isinstance(value, array) else value
        blob = pickle.dumps(fields, protocol=4)
    except Exception as error:  # the error is the reading: compared like a document
        blob = pickle.dumps(("error", type(error).__name__, str(error)), protocol=4)
    return hashlib.sha256(blob).hexdigest()


def main(argv: list[str]) -> int:
    for pdf in PDFS + UNTUNED:
        if argv and not any(name in pdf.name for name in argv):
            continue
        data, _ = load(pdf)
        print(pdf.name, digest(data, pdf.name.rsplit("/", 1)[-1] + ".pdf"), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
