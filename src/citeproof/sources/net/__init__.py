"""net/: everything that reads a URL, and nothing that reads what came back.

The :class:`Fetcher` (redirects by hand, caps on size and time, one boundary for httpx's
exceptions), the address guard (:func:`is_public`: no way into private networks but
those an operator lists in an :class:`AllowList`), the inflating of a
``Content-Encoding`` body within a byte budget, and robots.txt
(:class:`RobotsPolicy`). What a fetch returns (:class:`Fetched`) is bytes with their
:class:`~citeproof.sources.Provenance`; turning them into text is the extractors' job
(:func:`~citeproof.sources.extract`), keeping them the evidence store's
(:mod:`citeproof.sources.store`).
"""

from typing import TYPE_CHECKING

from ..._lazy import exports

if TYPE_CHECKING:  # the names below, as type checkers read them; loaded on first use
    from ._allow import AllowList as AllowList
    from ._config import USER_AGENT as USER_AGENT
    from ._config import FetchConfig as FetchConfig
    from ._fetch import Fetcher as Fetcher
    from ._fetched import Fetched as Fetched
    from ._guard import is_public as is_public
    from ._robots import RobotsPolicy as RobotsPolicy

__all__ = [
    "USER_AGENT",
    "AllowList",
    "FetchConfig",
    "Fetched",
    "Fetcher",
    "RobotsPolicy",
    "is_public",
]

__getattr__, __dir__ = exports(
    __name__,
    {
        "._allow": "AllowList",
        "._config": "USER_AGENT FetchConfig",
        "._fetched": "Fetched",
        "._fetch": "Fetcher",
        "._guard": "is_public",
        "._robots": "RobotsPolicy",
    },
)  # fmt: skip
