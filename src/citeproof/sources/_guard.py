"""The address guard: a URL reader must not be a way into private networks.

Every hop's host is resolved, and refused if any of its addresses is loopback, private,
link-local, multicast, reserved or unspecified, or otherwise not globally routable
(IPv4-mapped, 6to4 and Teredo IPv6 addresses are judged by the IPv4 address they carry).
The connection then goes to an address that was checked, never to a second lookup, so a
name cannot resolve to a public address for the check and a private one for the connect.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout

from ..errors import SourceError

__all__ = ["Resolver", "check_addresses", "is_public", "resolve"]

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
#: host, port → addresses (as strings); the default uses the system resolver.
Resolver = Callable[[str, int], Sequence[str]]

_DNS_POOL = ThreadPoolExecutor(max_workers=4, thread_name_prefix="citeproof-dns")


def _embedded_ipv4(ip: IPAddress) -> ipaddress.IPv4Address | None:
    if isinstance(ip, ipaddress.IPv6Address):
        if ip.ipv4_mapped is not None:
            return ip.ipv4_mapped
        if ip.sixtofour is not None:
            return ip.sixtofour
        if ip.teredo is not None:
            return ip.teredo[1]
    return None


def is_public(ip: IPAddress) -> bool:
    """True for a globally routable unicast address."""
    inner = _embedded_ipv4(ip)
    if inner is not None and not is_public(inner):
        return False
    return bool(
        ip.is_global
        and not ip.is_multicast
        and not ip.is_reserved
        and not ip.is_loopback
        and not ip.is_link_local
        and not ip.is_private
        and not ip.is_unspecified
    )


def _system_resolve(host: str, port: int) -> list[str]:
    infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    return sorted({str(info[4][0]) for info in infos})


def resolve(host: str, port: int, resolver: Resolver | None, timeout: float) -> list[IPAddress]:
    """The host's addresses (an IP literal is its own); ``dns_error`` or ``timeout`` else."""
    try:
        return [ipaddress.ip_address(host.strip("[]"))]
    except ValueError:
        pass
    try:
        if resolver is not None:
            found = list(resolver(host, port))
        else:
            found = _DNS_POOL.submit(_system_resolve, host, port).result(timeout=timeout)
    except FutureTimeout as error:
        raise SourceError(
            f"resolving {host} took longer than {timeout:g} s", code="timeout"
        ) from error
    except (OSError, UnicodeError) as error:
        raise SourceError(f"{host} could not be resolved: {error}", code="dns_error") from error
    addresses = []
    for text in found:
        try:
            addresses.append(ipaddress.ip_address(text.split("%")[0]))
        except ValueError:
            continue
    if not addresses:
        raise SourceError(f"{host} has no address", code="dns_error")
    return addresses


def check_addresses(host: str, addresses: Sequence[IPAddress], allow_private: bool) -> IPAddress:
    """The address to connect to; ``blocked_address`` if any address is not public."""
    if not allow_private:
        for ip in addresses:
            if not is_public(ip):
                raise SourceError(
                    f"{host} resolves to {ip}, which is not a public address; "
                    "private, loopback and link-local addresses are refused",
                    code="blocked_address",
                )
    return addresses[0]
