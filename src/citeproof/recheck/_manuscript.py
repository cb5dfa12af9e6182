"""The citations of a manuscript's quotations of URLs, as they were stored.

A draft (Markdown or LaTeX, read by :func:`citeproof.quotations.find_quotations`, the
scanner of ``citeproof batch`` and ``citeproof manuscript``) holds the quotations, and
each one's citation names its page by a link. What the page said when the quotation held
is the newest fetch of that URL in the evidence store in which it is confirmed (as
``citeproof check`` locates it; a later version that no longer holds it is what the
re-check is to find out, so it is passed over): its words there, their context and
position are what is re-checked. A quotation of a page the store never read, or that no
stored version held (not confirmed), is set aside and counted.
"""

from __future__ import annotations

from collections import Counter

from ..errors import ErrorCode, InputError
from ..quotations import find_quotations
from ..service import check, is_url, stored_selectors
from ..sources import SourceReader, read_bytes
from ._citations import MAX_INPUT_BYTES, SetAside, StoredCitation

__all__ = ["citations_from_manuscript"]


def citations_from_manuscript(
    path: str, reader: SourceReader, *, min_words: int = 4
) -> tuple[list[StoredCitation], Counter[SetAside]]:
    """Every quotation of ``path`` that cites a URL a stored fetch of which holds it, and the
    counts of those set aside (``not_a_url``, ``not_in_store``, ``not_confirmed``)."""
    data = read_bytes(path, MAX_INPUT_BYTES)  # a regular file, within the limit
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise InputError(f"cannot read {path}: {error}", code=ErrorCode.UNREADABLE_INPUT) from error
    found: list[StoredCitation] = []
    skipped: Counter[SetAside] = Counter()
    store = reader.store
    for quotation in find_quotations(path, text, min_words=min_words):
        cites = quotation.citation.cites if quotation.citation is not None else ()
        url = next((c.target for c in cites if c.target and is_url(c.target)), None)
        if url is None:
            skipped[SetAside.NOT_A_URL] += 1
            continue
        versions = store.history(url) if store is not None else []
        if not versions:
            skipped[SetAside.NOT_IN_STORE] += 1
            continue
        held = None
        for snapshot in versions:
            finding = check(reader.read_snapshot(snapshot.sha256), [quotation.text])
            if finding.results[0].finding.confirmed and finding.results[0].finding.spans:
                held = snapshot, finding.results[0].finding
                break
        if held is None:
            skipped[SetAside.NOT_CONFIRMED] += 1
            continue
        snapshot, confirmed = held
        quote, position = stored_selectors(confirmed)
        found.append(
            StoredCitation(
                file=path,
                line=quotation.line,
                id=f"{quotation.line}:{quotation.column}",
                url=url,
                sha256=snapshot.sha256,
                retrieved_at=snapshot.provenance.retrieved_at,
                quote=quote,
                position=position,
            )
        )
    return found, skipped
