"""CPython's own test mails (issue 20): every text part of a message is read, in order.

The mails ship in Debian's ``libpython3.11-testsuite`` (pinned by version and sha256,
fetched into the cache at test time, nothing committed). The oracle is the standard
library's own reading: ``get_content()`` of each ``text/plain`` part that is not an
attachment, in ``walk()`` order (digests, mixed parts, forwarded ``message/rfc822``
messages). Each paragraph of two words or more (its words joined by single spaces; a
signature's ``--`` separator left out) is quoted and must be confirmed; each is then
altered (``alter``: a word swapped, dropped, added, a number changed), keeping alterations
the oracle does not hold: none may be confirmed.
"""

from __future__ import annotations

import pytest

from citeproof.sources import extract
from citeproof.text import FurnitureKind

from ._cache import fetch_member
from ._run import check
from ._table import add_row
from .untuned_mails import CPYTHON, alterations, oracle_parts, paragraphs

TABLE = "CPython's test mails: every text part's sentences confirmed, altered ones not"
TESTSUITE = CPYTHON
DATA = "usr/lib/python3.11/test/test_email/data"
#: Digests, mixed and nested multiparts, forwarded messages, delivery reports, encodings.
MAILS = (
    "msg_01.txt", "msg_02.txt", "msg_04.txt", "msg_05.txt", "msg_10.txt", "msg_11.txt",
    "msg_13.txt", "msg_14.txt", "msg_16.txt", "msg_28.txt", "msg_34.txt", "msg_38.txt",
    "msg_44.txt", "msg_46.txt",
)  # fmt: skip


def _read(name: str) -> tuple[bytes, list[str]]:
    data = fetch_member(TESTSUITE, f"{DATA}/{name}").read_bytes()
    return data, paragraphs(oracle_parts(data))[0]


@pytest.mark.parametrize("name", MAILS)
def test_every_text_part_is_confirmed_and_no_alteration(name: str) -> None:
    data, genuine = _read(name)
    document = extract(data, None, name)
    assert document.representation == "email_text"
    confirmed = check(document, genuine)
    missing = [quote for quote, ok in zip(genuine, confirmed, strict=True) if not ok]
    altered = alterations(genuine, oracle_parts(data))
    wrongly = [quote for quote, ok in zip(altered, check(document, altered), strict=True) if ok]
    add_row(TABLE, {"mail": name, "text parts": len(oracle_parts(data)), "paragraphs": len(genuine),
                    "confirmed": len(genuine) - len(missing), "altered": len(altered),
                    "altered confirmed": len(wrongly)})  # fmt: skip
    assert genuine, f"{name}: the oracle reads no paragraph"
    assert not missing, f"{name}: not confirmed: {missing}"
    assert not wrongly, f"{name}: altered yet confirmed: {wrongly}"


def test_the_digest_topics_are_read() -> None:
    data, _ = _read("msg_02.txt")
    document = extract(data, None, "msg_02.txt")
    assert check(document, ["Today's Topics (5 msgs)", "5. testing #5 (Barry A. Warsaw)"]) == [
        True,
        True,
    ]


def test_a_forwarded_message_is_read_with_its_headers_as_furniture() -> None:
    data, _ = _read("msg_11.txt")
    document = extract(data, None, "msg_11.txt")
    assert document.text == "Here is the body of the message."
    assert "Subject: An enclosed message" in document.furniture
    at = document.furniture.index("An enclosed message")
    assert document.furniture_kind(at) is FurnitureKind.MESSAGE_HEADER
    assert check(document, ["Here is the body of the message."]) == [True]
