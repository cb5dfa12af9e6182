"""The registry's own recognisers for PDF and HTML (``formats._signatures``, light to import)
are the very ones :mod:`citeproof.sources.pdf` and :mod:`citeproof.sources.html` offer, and
each format's module still offers the recogniser the registry uses."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from citeproof.sources import html, pdf
from citeproof.sources.formats import FORMATS, _signatures

HEADS = [
    b"", b"%PDF-1.7\n", b"  \n%PDF-1.4", b"x" * 1030 + b"%PDF-", b"PDF-1.4", b"<!DOCTYPE html>",
    b"<!doctype HTML><p>", b"<!-- c -->\n<html lang=en>", b"  <head>", b"<BODY>", b"<htmlx>",
    b"<?xml version='1.0'?><html>", b"<p>no</p>", b"<!-- a --><!-- b --><body>",
    b"\xef\xbb\xbf<html>",
    b" " * 1020 + b"<html>", b"WARC/1.1\r\n", b"PK\x03\x04", b"{\\rtf1", b"From: a\nTo: b\n",
]  # fmt: skip
MEDIA = ["", "application/octet-stream", "application/pdf", "text/html", "application/xhtml+xml",
         "text/plain"]  # fmt: skip
NAMES = ["", "a.pdf", "a.html", "a.htm", "a.xhtml", "a.txt", "a.pdf.txt"]


@pytest.mark.parametrize(
    ("ours", "theirs"),
    [
        (_signatures.recognise_pdf, pdf._extract.recognise_pdf),
        (_signatures.guess_pdf, pdf._extract.guess_pdf),
        (_signatures.recognise_html, html._extract.recognise_html),
        (_signatures.guess_html, html._extract.guess_html),
    ],
)
def test_the_registry_recognises_pdf_and_html_as_their_readers_do(
    ours: Callable[[bytes, str, str], bool], theirs: Callable[[bytes, str, str], bool]
) -> None:
    # One definition: the readers re-export the registry's recognisers, never a copy of
    # their own that could come to answer otherwise.
    assert theirs is ours
    for head in HEADS:
        for media in MEDIA:
            for name in NAMES:
                assert ours(head, media, name) == theirs(head, media, name), (head, media, name)


def test_the_format_modules_offer_the_registrys_recognisers() -> None:
    from citeproof.sources.formats import archives, markup, office

    used = {f.recognise for f in FORMATS} | {f.guess for f in FORMATS}
    for module in (archives, markup, office):
        for name in dir(module):
            if name.startswith("recognise_") and name != "recognise_odf":
                assert getattr(module, name) in used, f"{module.__name__}.{name}"
