"""What a fetch brings back (:class:`Fetched`): bytes with their provenance.

Apart from :class:`~citeproof.sources.net.FetchConfig`, which every reader holds: a
reader of local files names this type only in annotations and never builds one, so it
is not loaded with the reader (issue 23: a text file's check starts in a blink).
"""

from __future__ import annotations

from dataclasses import dataclass

from .._document import Provenance, Redirect

__all__ = ["Fetched"]


@dataclass(frozen=True, slots=True)
class Fetched:
    """A body read from the web, with where it came from (its :class:`Provenance`, not
    yet stamped with a time: the fetcher keeps no clock) and the final response's
    content type and headers."""

    provenance: Provenance
    content_type: str | None
    body: bytes
    headers: tuple[tuple[str, str], ...]

    @property
    def requested_url(self) -> str:
        """The URL asked for."""
        return self.provenance.requested_url

    @property
    def final_url(self) -> str:
        """The URL that answered, after the redirects."""
        return self.provenance.final_url

    @property
    def status(self) -> int:
        """The final response's HTTP status."""
        return self.provenance.http_status

    @property
    def redirects(self) -> tuple[Redirect, ...]:
        """The redirects followed, in order."""
        return self.provenance.redirects
