"""No decoder yields a lone surrogate: such a decoding is not exact, and is not used."""

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof.errors import SourceError
from citeproof.sources import extract
from citeproof.sources._decode import decode

SURROGATE = re.compile("[\ud800-\udfff]")


@pytest.mark.parametrize(
    ("data", "declared"),
    [(b"+2AA-", "utf-7"), (b"caf+2AA- x", "utf-7"), (b"\\ud800", "unicode_escape"),
     (b"\xff\xfe\x00\xd8", None), (b"\xfe\xff\xd8\x00", None), (b"\x00\xd8", "utf-16-le")],
)  # fmt: skip
def test_a_decoding_to_a_lone_surrogate_is_not_used(data: bytes, declared: str | None) -> None:
    try:
        text, _ = decode(data, declared)
    except UnicodeDecodeError:
        return
    assert not SURROGATE.search(text)


def test_a_utf7_page_with_a_lone_surrogate_is_read_without_it() -> None:
    page = b"<html><body><p>Ein Satz +2AA- und mehr.</p></body></html>"
    document = extract(page, "text/html; charset=utf-7", "page.html")
    assert not SURROGATE.search(document.text)
    assert "Ein Satz" in document.text


def test_a_text_file_that_decodes_only_to_surrogates_is_refused() -> None:
    with pytest.raises(SourceError) as caught:
        extract(b"\xff\xfe\x00\xd8\x00\xd8", "text/plain", "bad.txt")
    assert caught.value.code == "extraction_failed"


@given(st.binary(max_size=64), st.sampled_from(["utf-7", "utf-16", "utf-32", None, "latin-1"]))
def test_no_decoding_yields_a_surrogate(data: bytes, declared: str | None) -> None:
    try:
        text, _ = decode(data, declared)
    except UnicodeDecodeError:
        return
    assert not SURROGATE.search(text)
