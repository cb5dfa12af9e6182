"""E-mail, ``.eml`` (``email_text``): the message's own words, its headers as provenance.

Parsed by the standard library (``email`` with ``policy.default``): MIME decoded
(quoted-printable, base64), the text/plain body preferred, else the text/html one read by
the HTML walker (:func:`~citeproof.sources.html.extract_html`). The body's bytes are
decoded the project's way (:func:`~citeproof.sources.decode`: the declared charset if it
decodes exactly, else UTF-8, else detection), never with replacement characters.

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
from email import policy
from email.message import EmailMessage, Message
from email.parser import BytesParser

from ....errors import ErrorCode, SourceError
from ....text import FurnitureKind
from ..._decode import decode
from ..._document import Representation, SourceDocument, sha256_hex
from ...html import extract_html

__all__ = ["email_attachments", "read_email", "recognise_email"]

_HEADERS = ("From", "To", "Date", "Subject", "Message-ID")
_KNOWN = frozenset(
    "from to cc date subject message-id received mime-version return-path delivered-to "
    "reply-to in-reply-to references x-mailer content-type user-agent sender".split()
)
_IDENTIFYING = frozenset(("from", "received", "message-id", "return-path", "delivered-to"))
_HEADER_LINE = re.compile(rb"^([!-9;-~]+):")
_QUOTED = re.compile(r"^[ \t]*>")


#: How deep parts may nest (multipart in multipart, forwarded message in forwarded
#: message): real mail nests a few levels; deeper is refused as ``too_deep`` before the
#: standard library's recursive walks could overflow the stack.
MAX_EMAIL_DEPTH = 64


def _parse(data: bytes) -> EmailMessage:
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
        try:
            value = str(message[name])
        except Exception:  # the header classes raise on malformed values
            value = " ".join(str(raw[name.lower()]).split())
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


def _attachment_parts(message: EmailMessage, body: Message | None) -> list[Message]:
    out: list[Message] = []
    for part in message.walk():
        if part is body or part is message or part.is_multipart():
            continue
        if part.get_content_disposition() == "attachment" or part.get_filename():
            out.append(part)
        elif part.get_content_maintype() not in ("text", "multipart"):
            out.append(part)  # an inline picture or a forwarded message
    return out


def email_attachments(data: bytes) -> list[tuple[str, str, bytes]]:
    """Every attachment of the message: ``(file name, content type, decoded bytes)``.

    A face can pass each to :func:`~citeproof.sources.extract` (``extract(content,
    content_type, name)``) to read a PDF or Word attachment as a source of its own.
    Unnamed parts are named ``attachment-N``.
    """
    message = _parse(data)
    body = message.get_body(preferencelist=("plain", "html"))
    out = []
    for number, part in enumerate(_attachment_parts(message, body), 1):
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


def read_email(data: bytes, name: str, charset: str | None) -> SourceDocument:
    """An e-mail message as its body's text (``email_text``); see the module docstring."""
    try:
        message = _parse(data)
        body = message.get_body(preferencelist=("plain", "html"))
        attachments = _attachment_parts(message, body)
        metadata = _header_values(message)
    except SourceError:
        raise
    except Exception as error:  # the parser is lenient; a header class may still raise
        raise SourceError(
            f"{name}: unreadable e-mail: {error}", code=ErrorCode.EXTRACTION_FAILED
        ) from error
    warnings: list[str] = []
    listed = []
    for number, part in enumerate(attachments, 1):
        label = part.get_filename() or f"attachment-{number}"
        entry = f"{label}; {part.get_content_type()}; {len(_payload(part))} bytes"
        listed.append(entry)
        metadata.append(("attachment", entry))
    if listed:
        warnings.append(
            "attachments not read here (each can be read on its own): " + ", ".join(listed)
        )
    text, furniture = "", ""
    kinds: tuple[tuple[int, FurnitureKind], ...] = ()
    if body is None:
        warnings.append("the message has no text/plain or text/html body")
    else:
        raw = _payload(body)
        try:
            decoded, _ = decode(raw, body.get_content_charset())
        except UnicodeDecodeError as error:
            raise SourceError(
                f"{name}: the body is not decodable text: {error}", code=ErrorCode.EXTRACTION_FAILED
            ) from error
        decoded = decoded.replace("\r\n", "\n").replace("\r", "\n")
        if body.get_content_subtype() == "html":
            page = extract_html(raw, decoded, name)
            text, furniture = page.text, page.furniture
        else:
            text, furniture = _split_quoted(decoded)
            if furniture:
                kinds = ((0, FurnitureKind.QUOTED_REPLY),)
    subject = dict(metadata).get("Subject", "").strip()
    return SourceDocument(
        text=text,
        representation=Representation.EMAIL_TEXT,
        source_bytes=len(data),
        sha256=sha256_hex(data),
        content_type="message/rfc822",
        title=subject or name,
        warnings=tuple(warnings),
        furniture=furniture,
        furniture_kinds=kinds,
        metadata=tuple(sorted(metadata)),
    )


def recognise_email(head: bytes, media: str, name: str) -> bool:
    """A header block of mail fields (``From``, ``Received``, ``Message-ID``…) first."""
    if media == "message/rfc822" or name.endswith(".eml"):
        return True
    lines = head.lstrip(b"\r\n").split(b"\n", 200)
    if lines and lines[0].startswith(b"From "):
        lines = lines[1:]  # an mbox separator line
    found: set[str] = set()
    for line in lines:
        line = line.rstrip(b"\r")
        if not line:
            break
        if line[:1] in b" \t":
            continue  # a folded header's continuation
        match = _HEADER_LINE.match(line)
        if match is None:
            return False
        found.add(match.group(1).decode("ascii").lower())
    return len(found & _KNOWN) >= 3 and bool(found & _IDENTIFYING)
