"""archives/: containers of other documents: web archives (WARC and WACZ, read and
written) and e-mail (the message itself, and its attachments as sources of their own).

A container never reads what it holds by itself: it is handed the dispatch as ``inner``
(:data:`~citeproof.sources.formats.Extract`). The safe ZIP reader that WACZ shares with
the office formats and EPUB is :mod:`citeproof.sources.formats._zip`, not here.
"""

from ._email import email_attachments, read_email, recognise_email
from ._member import read_archived
from ._warc import (
    RENDERED_PREFIX,
    Exchange,
    Resource,
    exchanges_from_fetched,
    read_wacz,
    read_wacz_format,
    read_warc,
    read_warc_format,
    recognise_wacz,
    recognise_warc,
    write_warc,
)

__all__ = [
    "RENDERED_PREFIX",
    "Exchange",
    "Resource",
    "email_attachments",
    "exchanges_from_fetched",
    "read_archived",
    "read_email",
    "read_wacz",
    "read_wacz_format",
    "read_warc",
    "read_warc_format",
    "recognise_email",
    "recognise_wacz",
    "recognise_warc",
    "write_warc",
]
