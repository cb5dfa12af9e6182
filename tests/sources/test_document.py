"""The shared vocabulary of sources: representations, provenance and the format registry."""

from __future__ import annotations

import json

from citeproof.sources import Provenance, Redirect, Representation, extract
from citeproof.sources.formats import FORMATS


def test_every_representation_has_one_archived_form() -> None:
    for representation in Representation:
        archived = representation.archived()
        assert archived.is_archived
        assert archived.inner is representation.inner
        assert archived.archived() is archived  # an archive in an archive: one prefix
    assert Representation.ARCHIVED_PDF_TEXT_LAYER.inner is Representation.PDF_TEXT_LAYER


def test_only_a_pdf_read_directly_has_page_pictures() -> None:
    assert [r for r in Representation if r.has_page_pictures] == [Representation.PDF_TEXT_LAYER]


def test_representations_print_and_serialise_as_their_value() -> None:
    document = extract(b"plain words", "text/plain", "a.txt")
    assert document.representation is Representation.LITERAL_TEXT
    assert f"{document.representation}" == "literal_text"
    assert json.dumps({"r": document.representation}) == '{"r": "literal_text"}'


def test_the_registry_holds_pdf_html_and_text_too() -> None:
    media = [f.media_type for f in FORMATS]
    assert {"application/pdf", "text/html", "text/plain"} <= set(media)
    assert len(media) == len(set(media))  # one entry a format
    assert all(f.representation is None or f.representation in Representation for f in FORMATS)


def test_a_redirect_keeps_its_wire_shape() -> None:
    hop = Redirect("http://a.test/", "https://a.test/", 301)
    assert hop.to_dict() == {"from": "http://a.test/", "to": "https://a.test/", "status": 301}
    assert Redirect.from_dict(hop.to_dict()) == hop
    where = Provenance("http://a.test/", "https://a.test/", 200, (hop,))
    assert where.retrieved_at is None  # stamped by a reader with a clock, not by the fetcher
