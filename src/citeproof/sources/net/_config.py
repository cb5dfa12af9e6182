"""What a fetch is asked to do (:class:`FetchConfig`), apart from the
:class:`~citeproof.sources.net.Fetcher` that does it and what it brings back
(:class:`~citeproof.sources.net.Fetched`): a local file's reader holds a configuration
but never fetches, so the address guard, robots.txt and HTTP machinery come in only with
the first URL (issue 23)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..._version import __version__
from ._allow import AllowList

if TYPE_CHECKING:
    import httpx

    from ._guard import Resolver

__all__ = ["PRODUCT_TOKEN", "USER_AGENT", "FetchConfig"]

#: The reader's product token, as robots.txt sees it.
PRODUCT_TOKEN = "citeproof"
USER_AGENT = (
    f"{PRODUCT_TOKEN}/{__version__} (quotation checker; +https://pypi.org/project/citeproof/)"
)


@dataclass(frozen=True, slots=True)
class FetchConfig:
    """Limits and switches for reading URLs; the defaults are the safe ones.

    ``allow_private`` turns the address guard off (tests on loopback only); ``allow``
    lets the listed private networks and host names through it, every hop still checked
    (:class:`AllowList`);
    ``resolver`` and ``transport`` are seams for tests and the conformance corpus (a
    ``transport`` given here replaces the deadline-aware one: it gets httpx's
    per-operation timeouts and the checks between body chunks, no more).
    """

    max_bytes: int = 25 * 1024 * 1024
    max_redirects: int = 5
    connect_timeout: float = 10.0
    read_timeout: float = 20.0
    total_timeout: float = 60.0
    respect_robots: bool = True
    allow_private: bool = False
    allow: AllowList = field(default_factory=AllowList)
    user_agent: str = USER_AGENT
    robots_max_bytes: int = 512 * 1024
    resolver: Resolver | None = None
    transport: httpx.BaseTransport | None = field(default=None, compare=False)
