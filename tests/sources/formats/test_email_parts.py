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
    alternative.add_alternative("<p>Second, in HTML.</p>", subtype="html")
    message.attach(alternative)
    message.add_attachment(_forwarded_html())
    message.add_attachment(b"\x89PNG", maintype="image", subtype="png", filename="a.png")
    return message.as_bytes()


def test_parts_in_order_alternative_plain_forwarded_read() -> None:
    document = extract(_message(), None, "m.eml")
    assert document.text == (
        "First, the plain part.\n\nSecond, the plain alternative.\n\nThe forwarded words."
    )
    assert "Second, in HTML." not in document.text
    assert "Menu" not in document.text


def test_each_furniture_stretch_has_its_kind() -> None:
    document = extract(_message(), None, "m.eml")
    furniture = document.furniture
    kind = document.furniture_kind
    assert kind(furniture.index("> A quoted line.")) is FurnitureKind.QUOTED_REPLY
    assert kind(furniture.index("Subject: The original")) is FurnitureKind.MESSAGE_HEADER
    assert kind(furniture.index("Menu")) is not FurnitureKind.MESSAGE_HEADER
    assert "attachments not read here" in " ".join(document.warnings)
    assert "a.png" in " ".join(document.warnings)
    assert "message/rfc822" not in " ".join(document.warnings)  # it was read


def test_a_forwarded_message_stays_an_attachment_to_read_alone() -> None:
    kinds = [content_type for _, content_type, _ in email_attachments(_message())]
    assert kinds == ["message/rfc822", "image/png"]
