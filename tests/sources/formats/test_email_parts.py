"""Every text part of an e-mail is read, in order (issue 20, design item 4)."""

from __future__ import annotations

from email.message import EmailMessage

from citeproof.sources import extract
from citeproof.sources.formats.archives._email import email_attachments
from citeproof.text import FurnitureKind


def _headers(message: EmailMessage, subject: str) -> None:
    message["From"] = "Ann <ann@example.org>"
    message["To"] = "Bob <bob@example.org>"
    message["Subject"] = subject
    message["Message-ID"] = f"<{subject.replace(' ', '.')}@example.org>"


def _forwarded_html() -> EmailMessage:
    inner = EmailMessage()
    _headers(inner, "The original")
    inner.set_content(
        "<html><body><nav>Menu</nav><p>The forwarded words.</p></body></html>", subtype="html"
    )
    return inner


def _message() -> bytes:
    message = EmailMessage()
    _headers(message, "Outer")
    message.set_content("First, the plain part.\n\n> A quoted line.\n")
    message.make_mixed()
    alternative = EmailMessage()
    alternative.set_content("Second, the plain alternative.")
    html = "<p>Second, the <b>plain</b> alternative, in HTML.</p>"
    alternative.add_alternative(html, subtype="html")
    message.attach(alternative)
    message.add_attachment(_forwarded_html())
    message.add_attachment(b"\x89PNG", maintype="image", subtype="png", filename="a.png")
    return message.as_bytes()


def test_parts_in_order_alternative_plain_forwarded_read() -> None:
    document = extract(_message(), None, "m.eml")
    assert document.text == (
        "First, the plain part.\n\nSecond, the plain alternative.\n\nThe forwarded words."
    )
    assert "in HTML" not in document.text  # the same words rendered otherwise: furniture
    assert "Menu" not in document.text


def test_each_furniture_stretch_has_its_kind() -> None:
    document = extract(_message(), None, "m.eml")
    furniture = document.furniture
    kind = document.furniture_kind
    assert kind(furniture.index("> A quoted line.")) is FurnitureKind.QUOTED_REPLY
    assert kind(furniture.index("Subject: The original")) is FurnitureKind.MESSAGE_HEADER
    assert kind(furniture.index("Menu")) is not FurnitureKind.MESSAGE_HEADER
    assert kind(furniture.index("alternative, in HTML.")) is FurnitureKind.OTHER_VERSION
    assert "attachments not read here" in " ".join(document.warnings)
    assert "a.png" in " ".join(document.warnings)
    assert "message/rfc822" not in " ".join(document.warnings)  # it was read


def test_a_forwarded_message_stays_an_attachment_to_read_alone() -> None:
    kinds = [content_type for _, content_type, _ in email_attachments(_message())]
    assert kinds == ["message/rfc822", "image/png"]


def _with_broken_part(good: bool) -> bytes:
    """A mixed message: a text part of bytes no charset decodes (random bytes, as a broken
    base64 body gives), then, if ``good``, a readable one."""
    import random

    rng = random.Random(7)
    noise = bytes(rng.randrange(256) for _ in range(400))
    parts = [
        "--b\nContent-Type: text/plain; charset=us-ascii\nContent-Transfer-Encoding: base64\n\n"
        + __import__("base64").b64encode(noise).decode()
        + "\n"
    ]
    if good:
        parts.append("--b\nContent-Type: text/plain\n\nThe readable part says this much.\n")
    body = "".join(parts) + "--b--\n"
    head = "From: a@example.org\nSubject: s\nMIME-Version: 1.0\n"
    return (head + 'Content-Type: multipart/mixed; boundary="b"\n\n' + body).encode()


def test_an_undecodable_part_costs_the_message_only_itself() -> None:
    document = extract(_with_broken_part(True), None, "m.eml")
    assert document.text == "The readable part says this much."
    assert any("not decodable text" in w for w in document.warnings)


def test_a_message_of_nothing_decodable_is_refused_with_its_code() -> None:
    import pytest

    from citeproof.errors import SourceError

    with pytest.raises(SourceError) as error:
        extract(_with_broken_part(False), None, "m.eml")
    assert error.value.code == "extraction_failed"


def _alternatives(plain: str, nested_plain: str) -> bytes:
    """An alternative of a plain part and a nested alternative (plain and HTML) that may
    say other words, as django-mailbox's test mails have it."""
    nested = EmailMessage()
    nested.set_content(nested_plain)
    nested.add_alternative(f"<h1>{nested_plain}</h1>", subtype="html")
    message = EmailMessage()
    _headers(message, "Versions")
    message.set_content(plain)
    message.make_alternative()
    message.attach(nested)
    return message.as_bytes()


def test_an_alternative_saying_other_words_is_read_too() -> None:
    from citeproof.match import Verdict, locate

    data = _alternatives("Sample text content.", "Multipart inside of multipart!")
    document = extract(data, None, "m.eml")
    assert document.text == "Sample text content.\n\nMultipart inside of multipart!"
    assert any("multipart/alternative says other words" in w for w in document.warnings)
    found = locate(document.text, ["Multipart inside of multipart!"])[0]
    assert found.verdict is Verdict.VERBATIM


def test_an_alternative_rendering_the_same_words_stays_furniture() -> None:
    data = _alternatives("The budget was approved on Tuesday.", "The budget was approved Tuesday.")
    document = extract(data, None, "m.eml")
    assert document.text == "The budget was approved on Tuesday."
    assert document.furniture_kind(document.furniture.index("approved Tuesday")) is (
        FurnitureKind.OTHER_VERSION
    )
    assert "other version of the message" in FurnitureKind.OTHER_VERSION.label
