"""Picking one member out of a container: a web archive's record or an e-mail's attachment."""

from __future__ import annotations

from ....errors import ErrorCode, SourceError
from ..._document import SourceDocument
from .._format import Extract
from ._email import email_attachments, recognise_email
from ._warc import read_wacz, read_warc, recognise_wacz, recognise_warc

__all__ = ["read_archived"]


def read_archived(data: bytes, name: str, record_url: str, *, inner: Extract) -> SourceDocument:
    """One member of a container: the record of a web archive (WARC or WACZ) whose target
    URI is ``record_url``, or the attachment of an e-mail with that file name (read by
    ``inner`` as a source of its own: a PDF attached to a statement is cited as the PDF).

    ``not_an_archive`` when the bytes are none of these; ``record_not_found`` when no
    record or attachment has that name.
    """
    head, lower = data[:65536], name.lower()
    if recognise_wacz(head, "", lower):
        return read_wacz(data, record_url, name, inner=inner)
    if recognise_warc(head, "", lower):
        return read_warc(data, record_url, name, inner=inner)
    if recognise_email(head, "", lower):
        attachments = email_attachments(data)
        for attached, content_type, content in attachments:
            if attached == record_url:
                return inner(content, content_type, attached)
        names = ", ".join(a for a, _, _ in attachments) or "none"
        raise SourceError(
            f"{name} has no attachment named {record_url!r} (attachments: {names})",
            code=ErrorCode.RECORD_NOT_FOUND,
        )
    raise SourceError(
        f"{name} is not a web archive (WARC or WACZ) or an e-mail: nothing to pick "
        f"{record_url!r} from",
        code=ErrorCode.NOT_AN_ARCHIVE,
    )
