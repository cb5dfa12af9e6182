"""When a page is rendered, and within which limits."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from .._document import Representation, SourceDocument

__all__ = [
    "MAX_RENDER_BYTES",
    "MAX_RENDER_REQUESTS",
    "MAX_RENDER_SECONDS",
    "MIN_MAIN_WORDS",
    "RenderLimits",
    "RenderMode",
    "needs_rendering",
]

#: A page's whole rendering, browser start included, may take this long (seconds).
MAX_RENDER_SECONDS = 30.0
#: Requests the page's scripts may make (the page itself not counted); more are refused.
MAX_RENDER_REQUESTS = 64
#: Bytes all the page's requests may bring in together.
MAX_RENDER_BYTES = 25 * 1024 * 1024
#: ``auto`` renders a page whose main text, as sent, has fewer words than this.
MIN_MAIN_WORDS = 40

_WORD = re.compile(r"\w+")
_SCRIPT = re.compile(rb"<script\b", re.IGNORECASE)


class RenderMode(StrEnum):
    """Whether an HTML page is run in a browser before it is read."""

    NEVER = "never"
    """Read the page as the server sent it (the default of the library and services)."""
    AUTO = "auto"
    """Render when the page as sent has almost no main text and loads scripts: an empty
    shell that scripts fill. A page that reads well as sent is never rendered."""
    ALWAYS = "always"
    """Render every HTML page (a rendering that fails is an error, not a fallback)."""


@dataclass(frozen=True, slots=True)
class RenderLimits:
    """The caps on one rendering (see the module constants)."""

    seconds: float = MAX_RENDER_SECONDS
    requests: int = MAX_RENDER_REQUESTS
    bytes: int = MAX_RENDER_BYTES


def needs_rendering(document: SourceDocument, body: bytes) -> bool:
    """True when ``auto`` renders: an HTML page whose main text has fewer than
    :data:`MIN_MAIN_WORDS` words and that loads a script."""
    if document.representation is not Representation.EXTRACTED_HTML_TEXT:
        return False
    if len(_WORD.findall(document.text)) >= MIN_MAIN_WORDS:
        return False
    return _SCRIPT.search(body) is not None
