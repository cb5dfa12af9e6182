"""A pytest plugin that keeps every page the HTML reader is given, for :mod:`.digest_html`.

``CITEPROOF_RECORD_HTML=pages.pickle python -m pytest -p tests.realdocs._record_html
tests/sources`` appends each (decoded text, title) that reaches
:func:`citeproof.sources.html.extract_html` (pages, EPUB chapters, e-mail bodies, hostile
pages) to that file, once each; ``digest_html --recorded pages.pickle`` then digests them
too. The test fixtures build their HTML in code, so this is how they are reached.
"""

from __future__ import annotations

import os
import pickle
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True, scope="session")
def _record_html() -> Iterator[None]:
    target = os.environ.get("CITEPROOF_RECORD_HTML")
    if not target:
        yield
        return
    from citeproof.sources.html import _extract

    seen: set[tuple[str, str]] = set()
    original = _extract._check_work

    def recording(text: str, title: str) -> None:
        if (text, title) not in seen:
            seen.add((text, title))
            with open(target, "ab") as out:
                pickle.dump((text, title), out, protocol=4)
        original(text, title)

    _extract._check_work = recording
    try:
        yield
    finally:
        _extract._check_work = original
