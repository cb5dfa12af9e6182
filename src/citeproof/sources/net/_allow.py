"""The intranet allow-list: the few private networks and host names an operator lets in.

The address guard (:mod:`._guard`) refuses every address that is not public. A company
that wants its agents to check the company wiki lists what may pass, and only that:

- ``networks`` (``--allow-network 10.0.0.0/8``): an address inside a listed network passes.
- ``hosts`` (``--allow-host wiki.corp.example``): every address that *this name* resolves
  to passes (exact names, case-insensitive, no wildcards); another name resolving to the
  same private address is still refused.

Some addresses stay refused even so, because reaching them is how a reader is turned
against its own machine rather than a way to a document:

- **sensitive** addresses (link-local ``169.254.0.0/16`` and ``fe80::/10``, where cloud
  metadata services answer, and the metadata addresses outside them: ``fd00:ec2::254``,
  Alibaba's ``100.100.100.200``) pass only when a listed network is exactly that one
  address (a ``/32`` or ``/128``): ``--allow-network 169.254.0.0/16`` does not let
  ``169.254.169.254`` through, ``--allow-network 169.254.169.254/32`` does. A listed host
  name never lets one through by itself.
- **never** addresses (``0.0.0.0/8`` and ``::``, which reach the local host; multicast;
  the limited broadcast address) are not hosts that serve documents, and pass nothing.

An IPv4-mapped IPv6 address (``::ffff:10.0.0.1``) is judged by the IPv4 address it
carries, as the guard judges it. Every hop is judged afresh: a redirect from a listed host
to an unlisted private address is refused, and so is a name whose DNS answer holds one
address that does not pass.
"""

from __future__ import annotations

import contextlib
import ipaddress
import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from ...errors import ErrorCode, InputError

__all__ = ["AllowList"]

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network


@cache
def sensitive() -> tuple[IPNetwork, ...]:
    """Link-local (metadata services answer there) and the metadata addresses outside it.

    Built on first use, as :func:`never` is: a reader of local files never asks."""
    return tuple(
        ipaddress.ip_network(n)
        for n in ("169.254.0.0/16", "fe80::/10", "fd00:ec2::254/128", "100.100.100.200/32")
    )


@cache
def never() -> tuple[IPNetwork, ...]:
    """Not hosts at all: "this host", multicast, broadcast. No allow-list lets them through."""
    return tuple(
        ipaddress.ip_network(n)
        for n in ("0.0.0.0/8", "::/128", "224.0.0.0/4", "ff00::/8", "255.255.255.255/32")
    )


@cache
def _mapped() -> ipaddress.IPv6Network:
    return ipaddress.IPv6Network("::ffff:0:0/96")


#: A DNS name: labels of letters, digits and hyphens (IDNA names in their ``xn--`` form).
_LABEL = re.compile(r"(?!-)[a-z0-9-]{1,63}(?<!-)")


def _effective(ip: IPAddress) -> IPAddress:
    """The address a connection reaches: an IPv4-mapped address's IPv4 address."""
    if isinstance(ip, ipaddress.IPv6Address) and ip in _mapped():
        return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)
    return ip


def parse_network(text: str, where: str = "--allow-network") -> IPNetwork:
    """``10.0.0.0/8`` (a bare address is its ``/32`` or ``/128``); ``invalid_network``
    for anything else, host bits set included (``10.0.0.1/8`` is a typo, not a network)."""
    value = text.strip()
    try:
        return ipaddress.ip_network(value, strict=True)
    except ValueError as error:
        hint = ""
        with contextlib.suppress(ValueError):
            hint = f"; did you mean {ipaddress.ip_network(value, strict=False)}?"
        raise InputError(
            f"{where}: {text!r} is not a network in CIDR notation "
            f"(such as 10.0.0.0/8 or fd12:3456::/48): {error}{hint}",
            code=ErrorCode.INVALID_NETWORK,
        ) from None


def parse_host(text: str, where: str = "--allow-host") -> str:
    """A host name, lower-cased, its trailing dot dropped; ``invalid_host`` for an IP
    literal (that is a network: ``/32``) or anything that is not a DNS name."""
    name = text.strip().lower().removesuffix(".")
    try:
        ipaddress.ip_address(name.strip("[]"))
    except ValueError:
        pass
    else:
        raise InputError(
            f"{where}: {text!r} is an address, not a host name; allow it with "
            f"--allow-network {ipaddress.ip_network(name.strip('[]'))}",
            code=ErrorCode.INVALID_HOST,
        )
    if not name or len(name) > 253 or not all(_LABEL.fullmatch(p) for p in name.split(".")):
        raise InputError(
            f"{where}: {text!r} is not a host name (letters, digits, hyphens and dots; "
            "no wildcards, no port, no scheme)",
            code=ErrorCode.INVALID_HOST,
        )
    return name


@dataclass(frozen=True, slots=True)
class AllowList:
    """The private networks and host names the guard lets through (empty: none).

    Immutable, hashable and picklable (it travels in a :class:`FetchConfig` to batch
    workers); :meth:`parse` builds one from the options' strings, sorted and deduplicated
    so the same list is always the same value.
    """

    networks: tuple[IPNetwork, ...] = ()
    hosts: tuple[str, ...] = ()

    @classmethod
    def parse(cls, networks: Iterable[str] = (), hosts: Iterable[str] = ()) -> AllowList:
        """From ``--allow-network`` and ``--allow-host`` values; typed errors on bad ones."""
        nets = {parse_network(n) for n in networks}
        return cls(
            networks=tuple(sorted(nets, key=lambda n: (n.version, n))),
            hosts=tuple(sorted({parse_host(h) for h in hosts})),
        )

    def __bool__(self) -> bool:
        return bool(self.networks or self.hosts)

    def why_not(self, host: str, ip: IPAddress) -> str | None:
        """None when this list lets ``ip`` (an answer for ``host``) through, else why not.

        Only asked about addresses the guard refuses: a public address needs no listing.
        """
        target = _effective(ip)
        if any(target in n for n in never() if n.version == target.version):
            return f"{target} is not a host address; no allow-list lets it through"
        exact = any(
            n.num_addresses == 1 and target == n.network_address
            for n in self.networks
            if n.version == target.version
        )
        if any(target in n for n in sensitive() if n.version == target.version):
            if exact:
                return None
            return (
                f"{target} is link-local or a cloud metadata address: it is allowed only "
                f"when listed exactly (--allow-network {ipaddress.ip_network(target)})"
            )
        if exact or any(target in n for n in self.networks if n.version == target.version):
            return None
        if host.lower().removesuffix(".") in self.hosts:
            return None
        return "it is in no --allow-network and its name in no --allow-host"

    def describe(self) -> str:
        """One line for a server's start: what passes the guard besides public addresses."""
        if not self:
            return "address guard: public addresses only (no --allow-network, no --allow-host)"
        parts = []
        if self.networks:
            parts.append("networks " + ", ".join(str(n) for n in self.networks))
        if self.hosts:
            parts.append("hosts " + ", ".join(self.hosts))
        return (
            "address guard: public addresses, and " + "; ".join(parts)
            + " (link-local and metadata addresses only where listed exactly)"
        )  # fmt: skip

    def to_dict(self) -> dict[str, list[str]]:
        """``{"networks": [...], "hosts": [...]}``: for JSON (a server's worker processes)."""
        return {"hosts": list(self.hosts), "networks": [str(n) for n in self.networks]}

    @classmethod
    def from_dict(cls, data: dict[str, list[str]]) -> AllowList:
        """The inverse of :meth:`to_dict`."""
        return cls.parse(data.get("networks", ()), data.get("hosts", ()))
