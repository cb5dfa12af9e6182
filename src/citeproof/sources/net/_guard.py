"""The address guard: a URL reader must not be a way into private networks.

Every hop's host is resolved, and refused if any of its addresses is not a public unicast
address. "Public" is decided by a table, not by a list of properties: the blocks of the
IANA IPv4 and IPv6 Special-Purpose Address Registries (RFC 6890), each with its RFC, plus
multicast, IPv6 site-local and everything outside IPv6 global unicast (``2000::/3``).
Every address in a listed block is refused, even where the registry calls the block
globally reachable: those are anycast service addresses (PCP, TURN, AS112, AMT, ...),
answered by the nearest operator's or the local gateway's infrastructure, and serve no
documents. The three blocks that carry an IPv4 address (IPv4-mapped, NAT64's well-known
prefix and 6to4) are judged by the IPv4 address they carry, since that is the host a
connection reaches; the other transition forms (IPv4-compatible ``::a.b.c.d``, Teredo,
NAT64 local-use) are refused outright.

The connection then goes to an address that was checked, never to a second lookup, so a
name cannot resolve to a public address for the check and a private one for the connect.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

from ...errors import ErrorCode, SourceError
from ._allow import AllowList

if TYPE_CHECKING:
    from concurrent.futures import ThreadPoolExecutor

__all__ = ["BLOCKS", "Block", "Resolver", "check_addresses", "is_public", "refusal", "resolve"]

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
IPNetwork = ipaddress.IPv4Network | ipaddress.IPv6Network
#: host, port → addresses (as strings); the default uses the system resolver.
Resolver = Callable[[str, int], Sequence[str]]


@cache
def _dns_pool() -> ThreadPoolExecutor:
    """The threads that run the system resolver (started at the first name resolved, not
    at import: a local file's check resolves none)."""
    from concurrent.futures import ThreadPoolExecutor

    return ThreadPoolExecutor(max_workers=4, thread_name_prefix="citeproof-dns")


#: What the guard does with an address in a block.
REFUSE, EMBEDDED_IPV4 = "refuse", "embedded-ipv4"


@dataclass(frozen=True, slots=True)
class Block:
    """One special-purpose block: its name and RFC, the registry's "globally reachable"
    (``None`` where the registry says N/A, or the block is not from that registry), and
    the guard's policy (:data:`REFUSE`, or :data:`EMBEDDED_IPV4`: judged by the IPv4
    address in its low bits, or bits 16-47 for 6to4)."""

    network: IPNetwork
    name: str
    rfc: str
    globally_reachable: bool | None
    policy: str = REFUSE

    def describe(self) -> str:
        return f"{self.network} ({self.name}, {self.rfc})"


def _block(cidr: str, name: str, rfc: str, reachable: bool | None, policy: str = REFUSE) -> Block:
    return Block(ipaddress.ip_network(cidr), name, rfc, reachable, policy)


# fmt: off
#: IANA IPv4 Special-Purpose Address Registry (2025), then multicast (RFC 5771).
IPV4_BLOCKS = (
    _block("0.0.0.0/8", "this network", "RFC 791", False),
    _block("0.0.0.0/32", "this host on this network", "RFC 1122", False),
    _block("10.0.0.0/8", "private use", "RFC 1918", False),
    _block("100.64.0.0/10", "shared address space", "RFC 6598", False),
    _block("127.0.0.0/8", "loopback", "RFC 1122", False),
    _block("169.254.0.0/16", "link local", "RFC 3927", False),
    _block("172.16.0.0/12", "private use", "RFC 1918", False),
    _block("192.0.0.0/24", "IETF protocol assignments", "RFC 6890", False),
    _block("192.0.0.0/29", "IPv4 service continuity prefix", "RFC 7335", False),
    _block("192.0.0.8/32", "IPv4 dummy address", "RFC 7600", False),
    _block("192.0.0.9/32", "Port Control Protocol anycast", "RFC 7723", True),
    _block("192.0.0.10/32", "TURN anycast", "RFC 8155", True),
    _block("192.0.0.170/32", "NAT64/DNS64 discovery", "RFC 8880", False),
    _block("192.0.0.171/32", "NAT64/DNS64 discovery", "RFC 8880", False),
    _block("192.0.2.0/24", "documentation (TEST-NET-1)", "RFC 5737", False),
    _block("192.31.196.0/24", "AS112-v4", "RFC 7535", True),
    _block("192.52.193.0/24", "AMT", "RFC 7450", True),
    _block("192.88.99.0/24", "deprecated 6to4 relay anycast", "RFC 7526", None),
    _block("192.88.99.2/32", "6a44-relay anycast", "RFC 6751", False),
    _block("192.168.0.0/16", "private use", "RFC 1918", False),
    _block("192.175.48.0/24", "direct delegation AS112 service", "RFC 7534", True),
    _block("198.18.0.0/15", "benchmarking", "RFC 2544", False),
    _block("198.51.100.0/24", "documentation (TEST-NET-2)", "RFC 5737", False),
    _block("203.0.113.0/24", "documentation (TEST-NET-3)", "RFC 5737", False),
    _block("240.0.0.0/4", "reserved", "RFC 1112", False),
    _block("255.255.255.255/32", "limited broadcast", "RFC 919", False),
    _block("224.0.0.0/4", "multicast", "RFC 5771", None),
)

#: IANA IPv6 Special-Purpose Address Registry (2025), then site-local, multicast and the
#: deprecated IPv4-compatible form (from the IPv6 Address Space registry).
IPV6_BLOCKS = (
    _block("::1/128", "loopback", "RFC 4291", False),
    _block("::/128", "unspecified", "RFC 4291", False),
    _block("::ffff:0:0/96", "IPv4-mapped", "RFC 4291", False, EMBEDDED_IPV4),
    _block("64:ff9b::/96", "IPv4-IPv6 translation (NAT64)", "RFC 6052", True, EMBEDDED_IPV4),
    _block("64:ff9b:1::/48", "IPv4-IPv6 local-use translation", "RFC 8215", False),
    _block("100::/64", "discard-only", "RFC 6666", False),
    _block("100:0:0:1::/64", "dummy IPv6 prefix", "RFC 9780", False),
    _block("2001::/23", "IETF protocol assignments", "RFC 2928", False),
    _block("2001::/32", "Teredo", "RFC 4380", None),
    _block("2001:1::1/128", "Port Control Protocol anycast", "RFC 7723", True),
    _block("2001:1::2/128", "TURN anycast", "RFC 8155", True),
    _block("2001:1::3/128", "DNS-SD service registration protocol anycast", "RFC 9665", True),
    _block("2001:2::/48", "benchmarking", "RFC 5180", False),
    _block("2001:3::/32", "AMT", "RFC 7450", True),
    _block("2001:4:112::/48", "AS112-v6", "RFC 7535", True),
    _block("2001:10::/28", "deprecated ORCHID", "RFC 4843", None),
    _block("2001:20::/28", "ORCHIDv2", "RFC 7343", True),
    _block("2001:30::/28", "drone remote ID entity tags", "RFC 9374", True),
    _block("2001:db8::/32", "documentation", "RFC 3849", False),
    _block("2002::/16", "6to4", "RFC 3056", None, EMBEDDED_IPV4),
    _block("3fff::/20", "documentation", "RFC 9637", False),
    _block("5f00::/16", "segment routing (SRv6) SIDs", "RFC 9602", False),
    _block("fc00::/7", "unique local", "RFC 4193", False),
    _block("fe80::/10", "link-local unicast", "RFC 4291", False),
    _block("fec0::/10", "site-local (deprecated)", "RFC 3879", None),
    _block("ff00::/8", "multicast", "RFC 4291", None),
    _block("::/96", "IPv4-compatible (deprecated)", "RFC 4291", None),
)
# fmt: on

BLOCKS = IPV4_BLOCKS + IPV6_BLOCKS
#: Looked up most specific first, so a refusal names the narrowest block.
_V4 = tuple(sorted(IPV4_BLOCKS, key=lambda b: -b.network.prefixlen))
_V6 = tuple(sorted(IPV6_BLOCKS, key=lambda b: -b.network.prefixlen))
#: IPv6 global unicast: everything outside it is reserved or unassigned (RFC 4291 2.4).
_GLOBAL_UNICAST = ipaddress.IPv6Network("2000::/3")
_NOT_GLOBAL_UNICAST = Block(_GLOBAL_UNICAST, "outside global unicast", "RFC 4291", None)


def _embedded_ipv4(ip: ipaddress.IPv6Address, block: Block) -> ipaddress.IPv4Address:
    if block.network.prefixlen == 16:  # 6to4: 2002:AABB:CCDD::/48
        return ipaddress.IPv4Address((int(ip) >> 80) & 0xFFFFFFFF)
    return ipaddress.IPv4Address(int(ip) & 0xFFFFFFFF)


def refusal(ip: IPAddress) -> str | None:
    """Why ``ip`` is refused (its block, named with its RFC), or None for a public address."""
    if isinstance(ip, ipaddress.IPv4Address):
        for block in _V4:
            if ip in block.network:
                return block.describe()
        return None
    for block in _V6:
        if ip in block.network:
            if block.policy == EMBEDDED_IPV4:
                inner = _embedded_ipv4(ip, block)
                why = refusal(inner)
                return f"{block.describe()} carrying {inner}: {why}" if why else None
            return block.describe()
    if ip not in _GLOBAL_UNICAST:
        return f"{ip} is {_NOT_GLOBAL_UNICAST.describe()}"
    return None


def is_public(ip: IPAddress) -> bool:
    """True for a public unicast address: in no special-purpose block (see :func:`refusal`)."""
    return refusal(ip) is None


def _system_resolve(host: str, port: int) -> list[str]:
    import socket

    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return sorted({str(info[4][0]) for info in infos})


def resolve(host: str, port: int, resolver: Resolver | None, timeout: float) -> list[IPAddress]:
    """The host's addresses (an IP literal is its own); ``dns_error`` or ``timeout`` else."""
    try:
        return [ipaddress.ip_address(host.strip("[]"))]
    except ValueError:
        pass
    from concurrent.futures import TimeoutError as FutureTimeout

    try:
        if resolver is not None:
            found = list(resolver(host, port))
        else:
            found = _dns_pool().submit(_system_resolve, host, port).result(timeout=timeout)
    except FutureTimeout as error:
        raise SourceError(
            f"resolving {host} took longer than {timeout:g} s", code=ErrorCode.TIMEOUT
        ) from error
    except (OSError, UnicodeError) as error:
        raise SourceError(
            f"{host} could not be resolved: {error}", code=ErrorCode.DNS_ERROR
        ) from error
    addresses = []
    for text in found:
        try:
            addresses.append(ipaddress.ip_address(text.split("%")[0]))
        except ValueError:
            continue
    if not addresses:
        raise SourceError(f"{host} has no address", code=ErrorCode.DNS_ERROR)
    return addresses


def check_addresses(
    host: str,
    addresses: Sequence[IPAddress],
    allow_private: bool,
    allow: AllowList | None = None,
) -> IPAddress:
    """The address to connect to; ``blocked_address`` if any address is not public and
    not let through by ``allow`` (see :mod:`._allow`). ``allow_private`` turns the guard
    off entirely (tests on loopback only)."""
    if not allow_private:
        for ip in addresses:
            why = refusal(ip)
            if why is None:
                continue
            if allow:
                why_not = allow.why_not(host, ip)
                if why_not is None:
                    continue
                raise SourceError(
                    f"{host} resolves to {ip}, which is not a public address ({why}), "
                    f"and the allow-list does not let it through: {why_not}",
                    code=ErrorCode.BLOCKED_ADDRESS,
                )
            raise SourceError(
                f"{host} resolves to {ip}, which is not a public address ({why}); "
                "private, loopback, link-local and other special-purpose addresses "
                "are refused (an intranet is allowed with --allow-network CIDR or "
                "--allow-host NAME)",
                code=ErrorCode.BLOCKED_ADDRESS,
            )
    return addresses[0]
