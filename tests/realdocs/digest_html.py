"""A digest of every HTML and EPUB reading: ``python -m tests.realdocs.digest_html``.

One line a document: its name and the sha256 of everything its
:class:`~citeproof.sources.SourceDocument` holds (text, furniture and its kinds, blocks,
locators, metadata, title, warnings), or of the error it raised (type, code, message).
The documents: every page of :mod:`.untuned_html` (both halves; identities only, no
text is looked at), the news pages of :mod:`.html_pages`, the EPUBs of
:mod:`.office_docs`, the benchmark's 1 MB page and book (``bench/bench_extract.py``), and
with ``--recorded FILE`` every page the tests gave the reader (see :mod:`._record_html`).
A change meant to keep the reading as it was (issue 23's speed work) is checked by
running this before and after it and comparing::

    python -m tests.realdocs.digest_html [--recorded pages.pickle] > after.txt
    diff before.txt after.txt
"""

from __future__ import annotations

import dataclasses
import hashlib
import pickle
import sys
from collections.abc import Iterator
from pathlib import Path

from ._cache import fetch_member
from .html_pages import PAGES
from .office_docs import DOCUMENTS
from .untuned_html import SITES, pages


def _blob(read: object, *, keep_sha256: bool = True) -> bytes:
    fields = {f.name: getattr(read, f.name) for f in dataclasses.fields(read)}  # type: ignore[arg-type]
    if not keep_sha256:
        del fields["sha256"]
    return pickle.dumps(fields, protocol=4)


def digest(data: bytes, content_type: str | None, name: str, *, keep_sha256: bool = True) -> str:
    """The sha256 of the reading of ``data`` (every field of the document, or the error);
    without the bytes' own sha256 when ``keep_sha256`` is false (a ZIP written afresh
    each run, with that run's time in it)."""
    from citeproof.sources import extract

    try:
        blob = _blob(extract(data, content_type, name), keep_sha256=keep_sha256)
    except Exception as error:  # the error is the reading: compared like a document
        code = getattr(error, "code", None)
        blob = pickle.dumps(("error", type(error).__name__, str(code), str(error)), protocol=4)
    return hashlib.sha256(blob).hexdigest()


def digest_page(text: str, title: str) -> str:
    """The sha256 of :func:`~citeproof.sources.html.extract_html` on a recorded page."""
    from citeproof.sources.html import extract_html

    try:
        blob = _blob(extract_html(text.encode("utf-8", "surrogatepass"), text, title))
    except Exception as error:
        code = getattr(error, "code", None)
        blob = pickle.dumps(("error", type(error).__name__, str(code), str(error)), protocol=4)
    return hashlib.sha256(blob).hexdigest()


def _recorded(path: Path) -> Iterator[tuple[str, str]]:
    with path.open("rb") as source:
        while True:
            try:
                yield pickle.load(source)
            except EOFError:
                return


def documents() -> Iterator[tuple[str, bytes, str | None, str]]:
    """(label, bytes, content type, file name) of every document of the digest."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
    import bench_extract

    yield "bench/html_1mb", bench_extract.html_1mb(), "text/html; charset=utf-8", "big.html"
    yield "bench/epub_1mb", bench_extract.epub_1mb(), "application/epub+zip", "book.epub"
    for page in PAGES:
        path = fetch_member(page.package, page.member, page.sha256)
        yield f"news/{page.name}", path.read_bytes(), "text/html", path.name
    for document in DOCUMENTS:
        if document.kind == "epub":
            path = fetch_member(document.package, document.member, document.sha256)
            yield f"epub/{document.name}", path.read_bytes(), None, path.name
    for site in SITES:
        for path in pages(site):
            label = f"untuned/{site.package.name}/{path.name}"
            yield label, path.read_bytes(), "text/html", path.name


def main(argv: list[str]) -> int:
    recorded = None
    if len(argv) >= 2 and argv[0] == "--recorded":
        recorded, argv = Path(argv[1]), argv[2:]
    for label, data, content_type, name in documents():
        if argv and not any(part in label for part in argv):
            continue
        fresh = label.startswith("bench/")  # made afresh: the benchmark's ZIP has the time
        print(label, digest(data, content_type, name, keep_sha256=not fresh), flush=True)
    if recorded is not None:
        for k, (text, title) in enumerate(_recorded(recorded)):
            key = hashlib.sha256(f"{title}\x00{text}".encode("utf-8", "surrogatepass"))
            print(f"recorded/{k}/{key.hexdigest()[:12]}", digest_page(text, title), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
