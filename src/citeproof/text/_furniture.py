"""Where furniture sits: the typed vocabulary the readers use for text that is not the
document's own (pure; no I/O)."""

from __future__ import annotations

from enum import StrEnum


class FurnitureKind(StrEnum):
    """What kind of furniture a stretch of text is, as a reader tells it apart."""

    NAVIGATION = "navigation"
    SIDEBAR = "sidebar"
    HEADER = "header"
    FOOTER = "footer"
    RUNNING_HEAD = "running-head"
    PAGE_NUMBER = "page-number"
    MARGIN_LINE_NUMBER = "margin-line-number"
    QUOTED_REPLY = "quoted-reply"
    MESSAGE_HEADER = "message-header"
    OTHER_VERSION = "other-version"  # a multipart/alternative form of the read words
    OTHER = "other"

    @property
    def label(self) -> str:
        """For a person: ``running head``, ``quoted reply``."""
        if self is FurnitureKind.OTHER_VERSION:
            return "other version of the message (multipart/alternative)"
        return self.value.replace("-", " ")
