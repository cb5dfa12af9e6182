"""E-mail, ``.eml`` (``email_text``): the message's own words, its headers as provenance.

Parsed by the standard library (``email`` with ``policy.default``): MIME decoded
(quoted-printable, base64), every text part read in order and joined by blank lines (a
``multipart/mixed`` message, a digest); of a ``multipart/alternative`` the text/plain part
is preferred, else the text/html one read by the HTML walker
(:func:`~citeproof.sources.html.extract_html`); a version not chosen is read after it
when it says other words, else kept as furniture (``other-version``). A forwarded
``message/rfc822`` part is read too: its From, To, Date and Subject lines as furniture
(``message-header``), its text parts as the message's words. A part's
``Content-Description`` (a digest's "Today's Topics (5 msgs)") is its title and is read
before it. The body's bytes are decoded the project's way
(:func:`~citeproof.sources.decode`: the declared charset if it decodes exactly, else
UTF-8, else detection), never with replacement characters; a text part no charset
decodes is left out with a warning (the message is refused only when no part can be
read).

Quoted reply lines (``> …``) are kept apart as furniture: they are another person's
words, so a quotation found only there is reported as such rather than confirmed as the
sender's (an interleaved reply keeps the sender's paragraphs, a blank line where a
quotation stood). The attribution line (``On Monday, Ann wrote:``) is the sender's and
stays. From, To, Date, Subject and Message-ID go into ``metadata`` (decoded, RFC 2047);
each attachment is listed there as ``attachment`` (``name; type; size bytes``) and named in
a warning, and :func:`email_attachments` gives their bytes so a face can read a PDF or a
Word attachment as a source of its own.
"""

from __future__ import annotations

import re
from contextlib import suppress
from email import policy
from email.message import EmailMessage, Message
from email.parser import BytesParser
from enum import Enum

from ....errors import ErrorCode, SourceError
from ....text import FurnitureKind
from ..._budget import SourceTooLarge
from ..._decode import decode
from ..._document import Representation, SourceDocument, sha256_hex
from ...html import extract_html
from .._signatures import recognise_email

__all__ = ["email_attachments", "read_email", "recognise_email"]

_HEADERS = ("From", "To", "Date", "Subject", "Message-ID")
_QUOTED = re.compile(r"^[ \t]*>")


#: How deep parts may nest (multipart in multipart, forwarded message in forwarded
#: message): real mail nests a few levels; deeper is refused as ``too_deep`` before the
#: standard library's recursive walks could overflow the stack.
MAX_EMAIL_DEPTH = 64


#: Parts one message may hold: the standard library's parser takes about 0.3 ms a part
#: (20,000 parts, 640 KB, took 6 s to parse and 10 s to read; 200,000 over a minute). A
#: digest holds dozens.
MAX_EMAIL_PARTS = 5_000
#: A header value longer than this is given as written, white space folded, not parsed:
#: the standard library's address parser grows with the square of a header's length (a
#: To: of 10,000 encoded words, 140 KB, took 2 GB).
MAX_PARSED_HEADER_CHARS = 16_384
#: A boundary parameter, plain, RFC 2231's first section (``boundary*0=``), or RFC 2231's
#: encoded form (``boundary*=us-ascii''b``: its charset and language taken off below).
_BOUNDARY = re.compile(
    rb"""boundary(\*0?\*?)?\s*=\s*(?:"([^"\r\n]{1,200})"|([^\s;"]{1,200}))""", re.I
)
#: A line opening with ``--``: after a line feed, a carriage return, or at the start (the
#: parser takes all three line ends).
_DELIMITER_LINE = re.compile(rb"(?:^|(?<=\r))--([^\r\n]{1,202})", re.M)


def _count_parts(data: bytes) -> int:
    """The parts the message's multipart boundaries open, counted in its bytes before it
    is parsed: lines ``--boundary`` opening a part, for each boundary a Content-Type
    declares (an upper bound of what the parser makes of them; the closing
    ``--boundary--`` is not counted)."""
    # each value without RFC 2231's charset'language' (a plain value holds no quote mark)
    found = [
        (star, (quoted or bare).split(b"'", 2)[-1])
        for star, quoted, bare in _BOUNDARY.findall(data)
    ]
    boundaries = {value for _, value in found}
    if not boundaries:
        return 1
    # a boundary in RFC 2231 sections is matched by its first section's start
    prefixes = tuple({value for star, value in found if star})
    count = 0
    for tail in _DELIMITER_LINE.findall(data):
        tail = tail.rstrip(b" \t")
        if tail.endswith(b"--"):
            continue  # a closing delimiter
        if tail in boundaries or tail.startswith(prefixes):
            count += 1
    return count


def _parse(data: bytes, name: str) -> EmailMessage:
    parts = _count_parts(data)
    if parts > MAX_EMAIL_PARTS:
        raise SourceTooLarge(
            f"{name}: the e-mail holds {parts:,} parts; at most {MAX_EMAIL_PARTS:,} are read "
            "(MAX_EMAIL_PARTS)",
            "MAX_EMAIL_PARTS",
            MAX_EMAIL_PARTS,
        )
    try:
        message = BytesParser(policy=policy.default).parsebytes(data)
    except RecursionError as error:
        raise _too_deep() from error
    assert isinstance(message, EmailMessage)  # policy.default makes EmailMessage
    _check_depth(message)
    return message


def _too_deep() -> SourceError:
    return SourceError(
        f"the e-mail's parts nest more than {MAX_EMAIL_DEPTH} levels deep",
        code=ErrorCode.TOO_DEEP,
    )


def _check_depth(message: Message) -> None:
    """Refuse a message whose parts nest deeper than :data:`MAX_EMAIL_DEPTH` (walked with
    an explicit stack, so the check itself cannot overflow)."""
    stack: list[tuple[Message, int]] = [(message, 0)]
    while stack:
        part, depth = stack.pop()
        if depth > MAX_EMAIL_DEPTH:
            raise _too_deep()
        payload = part.get_payload()
        if isinstance(payload, list):
            stack.extend((child, depth + 1) for child in payload if isinstance(child, Message))


def _header_values(message: EmailMessage) -> list[tuple[str, str]]:
    """The provenance headers, decoded; a header the strict classes cannot parse (a
    malformed address, a broken Message-ID) is given as written, white space folded."""
    raw = {name.lower(): value for name, value in reversed(list(message.raw_items()))}
    out = []
    for name in _HEADERS:
        if name.lower() not in raw:
            continue
        written = str(raw[name.lower()])
        value = " ".join(written.split())  # as written, white space folded
        if len(written) <= MAX_PARSED_HEADER_CHARS:
            with suppress(Exception):  # the header classes raise on malformed values
                value = str(message[name])
        out.append((name, value.strip()))
    return out


def _payload(part: Message) -> bytes:
    if part.get_content_maintype() == "message":
        inner = part.get_payload()
        if isinstance(inner, list) and inner:
            first = inner[0]
            return first.as_bytes() if isinstance(first, Message) else b""
        return b""
    raw = part.get_payload(decode=True)
    return raw if isinstance(raw, bytes) else b""


def _is_attachment(part: Message) -> bool:
    """Marked an attachment (a text part merely named, ``msg.txt``, is shown by a mail
    client in the message, so it is read)."""
    return part.get_content_disposition() == "attachment"


def _forwarded(part: Message) -> Message | None:
    """The message a ``message/rfc822`` part forwards, else None."""
    if part.get_content_type() != "message/rfc822":
        return None
    inner = part.get_payload()
    if isinstance(inner, list) and inner and isinstance(inner[0], Message):
        first: Message = inner[0]
        return first
    return None


def _children(part: Message) -> list[Message]:
    payload = part.get_payload()
    if not isinstance(payload, list):
        return []
    return [child for child in payload if isinstance(child, Message)]


class _Role(Enum):
    """What the reader does with one part of a message."""

    TEXT = "text"  # a text/plain or text/html part: the message's words
    OTHER_VERSION = "other-version"  # a text part of a multipart/alternative not chosen
    HEADER = "header"  # a forwarded message: its headers are furniture, its parts read
    ATTACHMENT = "attachment"  # not read here (listed, readable on its own)


def _alternative(part: Message) -> Message | None:
    """The one ``multipart/alternative`` child read: text/plain, else text/html, else
    the first multipart or forwarded child."""
    children = [c for c in _children(part) if not _is_attachment(c)]
    for wanted in ("text/plain", "text/html"):
        for child in children:
            if child.get_content_type() == wanted:
                return child
    for child in children:
        if child.is_multipart() or _forwarded(child) is not None:
            return child
    return None


def _walk(message: Message) -> list[tuple[Message, _Role]]:
    """The message's parts in order as ``(part, role)``: ``text`` (a text/plain or
    text/html part read as the message's words), ``other-version`` (a text part of a
    ``multipart/alternative`` child not chosen, listed after the chosen one: see
    :func:`_says_more`), ``header`` (a forwarded message, whose headers are read as
    furniture), ``attachment`` (not read). Depth is bounded by :func:`_check_depth`
    before this runs."""
    out: list[tuple[Message, _Role]] = []

    def visit(part: Message, top: bool, other: bool) -> None:
        inner = _forwarded(part)
        if inner is not None:
            out.append((part, _Role.HEADER))
            visit(inner, False, other)
        elif part.get_content_type() == "multipart/alternative":
            chosen = _alternative(part)
            if chosen is not None:
                visit(chosen, False, other)
            for child in _children(part):
                if _is_attachment(child):
                    out.append((child, _Role.ATTACHMENT))
                elif child is not chosen:
                    visit(child, False, True)
        elif part.is_multipart():
            for child in _children(part):
                visit(child, False, other)
        elif part.get_content_type() in ("text/plain", "text/html") and (
            top or not _is_attachment(part)
        ):
            out.append((part, _Role.OTHER_VERSION if other else _Role.TEXT))
        elif part.get_content_maintype() != "multipart":
            out.append((part, _Role.ATTACHMENT))

    visit(message, True, False)
    return out


_WORD = re.compile(r"\w+")


def _says_more(version: str, read: set[str]) -> bool:
    """Whether an alternative version not chosen is other words, not the same message
    rendered otherwise: fewer than half its words are among the words read.

    The versions of a ``multipart/alternative`` should be one message in two forms, and
    one is read (text/plain preferred), so a quote of the HTML form's wording is not found
    twice. But senders and mail tools put different words in them (a plain part saying
    one thing and a nested alternative another; a client shows one, another client the
    other): a genuine quote of the version not chosen was judged absent. Such a version
    is read as the message's words too; one that merely renders the read words is kept
    as furniture (``other-version``), so a quote of it is still told where it is.
    """
    words = _WORD.findall(version.casefold())
    if not words:
        return False
    known = sum(word in read for word in words)
    return known * 2 < len(words)


def email_attachments(data: bytes) -> list[tuple[str, str, bytes]]:
    """Every attachment of the message: ``(file name, content type, decoded bytes)``,
    forwarded messages included (each is also read, as part of the message).

    A face can pass each to :func:`~citeproof.sources.extract` (``extract(content,
    content_type, name)``) to read a PDF or Word attachment as a source of its own.
    Unnamed parts are named ``attachment-N``.
    """
    message = _parse(data, "the e-mail")
    parts = [part for part, role in _walk(message) if role in (_Role.HEADER, _Role.ATTACHMENT)]
    out = []
    for number, part in enumerate(parts, 1):
        name = part.get_filename() or f"attachment-{number}"
        out.append((str(name), part.get_content_type(), _payload(part)))
    return out


def _split_quoted(text: str) -> tuple[str, str]:
    """The sender's lines and the quoted ones (furniture), a blank line where quotes were."""
    own: list[str] = []
    quoted: list[str] = []
    in_quote = False
    for line in text.split("\n"):
        if _QUOTED.match(line):
            quoted.append(line)
            if not in_quote and own:
                own.append("")
            in_quote = True
        else:
            in_quote = False
            own.append(line)
    return "\n".join(own).strip("\n"), "\n".join(quoted)


def _forwarded_headers(part: Message) -> str:
    """A forwarded message's From, To, Date and Subject lines, as a reader sees them."""
    inner = _forwarded(part)
    assert inner is not None
    assert isinstance(inner, EmailMessage)  # policy.default makes EmailMessage
    return "\n".join(f"{name}: {value}" for name, value in _header_values(inner))


def _part_text(part: Message, name: str) -> tuple[str, str, tuple[tuple[int, FurnitureKind], ...]]:
    """One text part's words, its furniture and the furniture's kinds."""
    raw = _payload(part)
    try:
        decoded, _ = decode(raw, part.get_content_charset())
    except UnicodeDecodeError as error:
        raise SourceError(
            f"{name}: a text part is not decodable text: {error}",
            code=ErrorCode.EXTRACTION_FAILED,
        ) from error
    decoded = decoded.replace("\r\n", "\n").replace("\r", "\n")
    if part.get_content_subtype() == "html":
        page = extract_html(raw, decoded, name)
        return page.text, page.furniture, page.furniture_kinds
    text, furniture = _split_quoted(decoded)
    return text, furniture, ((0, FurnitureKind.QUOTED_REPLY),) if furniture else ()


def read_email(data: bytes, name: str, charset: str | None) -> SourceDocument:
    """An e-mail message as its text parts' words, in order (``email_text``); see the
    module docstring."""
    try:
        message = _parse(data, name)
        parts = _walk(message)
        metadata = _header_values(message)
        headers = {
            id(part): _forwarded_headers(part) for part, role in parts if role is _Role.HEADER
        }
    except SourceError:
        raise
    except Exception as error:  # the parser is lenient; a header class may still raise
        raise SourceError(
            f"{name}: unreadable e-mail: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    warnings: list[str] = []
    listed = []
    attachments = [part for part, role in parts if role is _Role.ATTACHMENT]
    for number, part in enumerate(attachments, 1):
        label = part.get_filename() or f"attachment-{number}"
        entry = f"{label}; {part.get_content_type()}; {len(_payload(part))} bytes"
        listed.append(entry)
        metadata.append(("attachment", entry))
    if listed:
        warnings.append(
            "attachments not read here (each can be read on its own): " + ", ".join(listed)
        )
    texts: list[str] = []
    furniture: list[str] = []
    kinds: list[tuple[int, FurnitureKind]] = []
    used = 0  # the length of the furniture so far, pieces joined by blank lines

    def add_furniture(piece: str, piece_kinds: tuple[tuple[int, FurnitureKind], ...]) -> None:
        nonlocal used
        if not piece:
            return
        if furniture:
            used += 2
        if not piece_kinds:
            piece_kinds = ((0, FurnitureKind.OTHER),)
        kinds.extend((used + start, kind) for start, kind in piece_kinds)
        furniture.append(piece)
        used += len(piece)

    undecodable: list[SourceError] = []
    read_words: set[str] = set()
    for part, role in parts:
        if role is _Role.HEADER:
            add_furniture(headers[id(part)], ((0, FurnitureKind.MESSAGE_HEADER),))
        elif role is _Role.OTHER_VERSION:
            try:
                text, extra, extra_kinds = _part_text(part, name)
            except SourceError:
                continue  # a version not chosen that cannot be read: the chosen one was
            if _says_more(text, read_words):
                texts.append(text.strip("\n"))
                read_words.update(_WORD.findall(text.casefold()))
                add_furniture(extra, extra_kinds)
                warnings.append(
                    f"a {part.get_content_type()} version of a multipart/alternative says "
                    "other words than the version read, and is read too"
                )
            else:
                add_furniture(
                    "\n\n".join(p for p in (text.strip("\n"), extra) if p),
                    ((0, FurnitureKind.OTHER_VERSION),),
                )
        elif role is _Role.TEXT:
            try:
                text, extra, extra_kinds = _part_text(part, name)
            except SourceError as error:
                # One part of bytes no charset decodes (a broken base64 body) must not
                # cost the message its other parts: it is left out, and said so.
                undecodable.append(error)
                warnings.append(
                    f"a {part.get_content_type()} part of {len(_payload(part))} bytes is not "
                    "decodable text and was not read"
                )
                continue
            described = " ".join(str(part.get("Content-Description", "")).split())
            if described:
                texts.append(described)  # the part's title, as a mail client shows it
            if text.strip():
                texts.append(text.strip("\n"))
                read_words.update(_WORD.findall(text.casefold()))
            add_furniture(extra, extra_kinds)
    if undecodable and not texts:
        raise undecodable[0]  # nothing of the message could be read
    if not any(role is _Role.TEXT for _, role in parts):
        warnings.append("the message has no text/plain or text/html part")
    subject = dict(metadata).get("Subject", "").strip()
    return SourceDocument(
        text="\n\n".join(texts),
        representation=Representation.EMAIL_TEXT,
        source_bytes=len(data),
        sha256=sha256_hex(data),
        content_type="message/rfc822",
        title=subject or name,
        warnings=tuple(warnings),
        furniture="\n\n".join(furniture),
        furniture_kinds=tuple(kinds),
        metadata=tuple(sorted(metadata)),
    )
