"""``--allow-network`` and ``--allow-host``: the one way a command opens the guard.

Every command that reads URLs (``check``, ``extract``, ``reanchor``, ``batch``,
``manuscript``, ``llm``, ``recheck``, ``serve``, ``mcp``) takes the same two repeatable
options, parsed here into
the :class:`~citeproof.sources.AllowList` of its :class:`~citeproof.sources.FetchConfig`
(the config file's ``allow-network``/``allow-host`` fill them when the command line gives
none). The default is the guard as it always was: public addresses only. ``--user-agent``
(config ``user-agent``) names the reader to the sites it reads.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from ..errors import ErrorCode, InputError
from ._settings import valid_user_agent

if TYPE_CHECKING:
    from ..sources import AllowList, FetchConfig

__all__ = [
    "add_network_options",
    "allow_list",
    "fetch_config",
    "gives_network_options",
    "print_allowed",
]


def add_network_options(parser: argparse.ArgumentParser) -> None:
    """The two repeatable allow-list options (default: nothing but public addresses)."""
    group = parser.add_argument_group(
        "intranet sources (the address guard refuses every non-public address unless listed)"
    )
    group.add_argument(
        "--allow-network", action="append", default=None, metavar="CIDR",
        help="let URLs whose host resolves inside this network through, e.g. 10.0.0.0/8 "
        "(repeatable; link-local and cloud metadata addresses only as an exact /32 or "
        "/128); every redirect and every DNS answer is still checked",
    )  # fmt: skip
    group.add_argument(
        "--allow-host", action="append", default=None, metavar="NAME",
        help="let this host name through whatever private address it resolves to, e.g. "
        "wiki.corp.example (repeatable; exact names, no wildcards)",
    )  # fmt: skip
    parser.add_argument(
        "--user-agent", default=None, metavar="TEXT",
        help="the User-Agent header sent with every request (default: citeproof's own, "
        "naming its version; config user-agent); robots.txt rules still apply to "
        "citeproof's product token",
    )  # fmt: skip


def gives_network_options(args: argparse.Namespace) -> bool:
    """Whether the command line or a config file set an option that shapes a fetch (then
    it is checked even for a source that is not a URL: a bad one is an error either way)."""
    listed = getattr(args, "allow_network", None) or getattr(args, "allow_host", None)
    return bool(listed) or getattr(args, "user_agent", None) is not None


def allow_list(args: argparse.Namespace) -> AllowList:
    """The allow-list the options give (typed errors on a bad network or host)."""
    from ..sources import AllowList  # the HTTP side's modules, only when a fetch is shaped

    return AllowList.parse(
        getattr(args, "allow_network", None) or (), getattr(args, "allow_host", None) or ()
    )


def fetch_config(args: argparse.Namespace) -> FetchConfig:
    """The :class:`FetchConfig` the options give: the safe defaults, the allow-list and
    the user agent."""
    from ..sources import FetchConfig

    allow = allow_list(args)
    agent = getattr(args, "user_agent", None)
    if agent is None:
        return FetchConfig(allow=allow)
    if not valid_user_agent(agent):
        raise InputError(
            "--user-agent: a header value of printable characters (no line breaks), at "
            f"most 512: {agent!r}",
            code=ErrorCode.INVALID_VALUE,
        )
    return FetchConfig(allow=allow, user_agent=agent)


def print_allowed(allow: AllowList) -> None:
    """Say at a server's start what its guard lets through (on standard error)."""
    sys.stderr.write(f"citeproof: {allow.describe()}\n")
    sys.stderr.flush()
