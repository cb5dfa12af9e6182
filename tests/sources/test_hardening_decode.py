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


@pytest.mark.parametrize(
    ("text", "encoding"),
    [
        ("Le café est très bon, déjà prêt à être servi.", "latin-1"),  # read as cp1250 before
        ("café", "latin-1"),  # read as UTF-16 before: 捡曩
        ("naïve", "latin-1"),
        ("Die Straße führt über die Brücke.", "cp1252"),
        # the detector's answer stands where windows-1252 reads a mess
        ("Привет, как дела? Всё хорошо.", "cp1251"),
        ("Καλημέρα κόσμε, τι κάνεις;", "cp1253"),
        ("Zażółć gęślą jaźń, to jest test.", "cp1250"),
        ("Příliš žluťoučký kůň úpěl ďábelské ódy.", "cp1250"),
    ],
)
def test_undeclared_legacy_text_reads_as_written(text: str, encoding: str) -> None:
    """Where detection cannot tell windows-1252 from its best guess, the text is read as
    windows-1252 (the WHATWG fallback), so a Latin-1 quote of ``très`` is found."""
    decoded, _ = decode(text.encode(encoding))
    assert decoded == text
    assert extract(text.encode(encoding), None, "notes.txt").text == text


@pytest.mark.parametrize(
    "declared", ["undefined", "punycode", "idna", "unicode_escape", "utf\x008", "rot13", "x-nope"]
)
def test_a_declared_codec_that_is_no_charset_is_ignored(declared: str) -> None:
    # 'undefined' and 'punycode' raised UnicodeError, a NUL in the name ValueError: both
    # escaped every reader (HTML <meta charset>, an e-mail part's charset, a WARC record's)
    # as a traceback. Such a declaration is ignored, as an unknown name always was.
    text, used = decode("naïve café".encode(), declared)
    assert (text, used) == ("naïve café", "utf-8")


@pytest.mark.parametrize(
    ("data", "media_type", "name"),
    [
        (b'<html><head><meta charset="undefined"></head><body><p>Hello there.</p></body>',
         "text/html", "page.html"),
        (b"<p>Hello there.</p>", "text/html; charset=punycode", "page.html"),
        (b"Hello there.", "text/plain; charset=undefined", "note.txt"),
        (b'Content-Type: text/plain; charset="ut\\\x00f-8"\n\nHello there.\n',
         "message/rfc822", "mail.eml"),
    ],
)  # fmt: skip
def test_a_source_declaring_no_charset_python_can_use_is_read(
    data: bytes, media_type: str, name: str
) -> None:
    assert "Hello there." in extract(data, media_type, name).text
