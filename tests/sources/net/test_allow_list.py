"""The intranet allow-list: only what is listed passes, every hop and every answer checked.

The loopback tests talk to a real server on 127.0.0.1 through the system's own resolver
and sockets (no routing transport): refused by default, let through by
``--allow-network 127.0.0.1/32`` or ``--allow-host localhost``, and a redirect from the
listed address to one that is not listed is refused before any connection is made.
"""

from __future__ import annotations

import ipaddress

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from citeproof.errors import InputError, SourceError
from citeproof.sources import AllowList, FetchConfig, Fetcher
from citeproof.sources.net._guard import check_addresses, refusal

from ..conftest import ToLoopback


def fetch(url: str, **options: object) -> bytes:
    with Fetcher(FetchConfig(**options)) as fetcher:  # type: ignore[arg-type]
        return fetcher.fetch(url).body


def refused(url: str, **options: object) -> SourceError:
    with pytest.raises(SourceError) as caught:
        fetch(url, **options)
    return caught.value


# -- against a real loopback server, the system resolver and real sockets ---------------------


def test_loopback_is_refused_by_default_and_allowed_when_listed(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/page"] = (200, {"Content-Type": "text/plain"}, b"intranet page")
    url = f"http://127.0.0.1:{port}/page"
    error = refused(url)
    assert error.code == "blocked_address"
    assert "--allow-network" in error.message
    assert routes.hits == []  # refused before any request, robots.txt included
    assert fetch(url, allow=AllowList.parse(["127.0.0.1/32"])) == b"intranet page"
    assert routes.hits == ["/robots.txt", "/page"]  # robots.txt is still honoured


def test_a_listed_network_that_does_not_hold_the_address_lets_nothing_through(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/page"] = (200, {}, b"x")
    for networks in (["127.0.0.2/32"], ["10.0.0.0/8"], ["::1/128"]):
        error = refused(f"http://127.0.0.1:{port}/page", allow=AllowList.parse(networks))
        assert error.code == "blocked_address"
        assert "allow-list does not let it through" in error.message
    assert routes.hits == []


def test_allow_host_localhost_resolves_and_is_read(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/page"] = (200, {"Content-Type": "text/plain"}, b"by name")
    url = f"http://localhost:{port}/page"
    assert refused(url).code == "blocked_address"
    assert fetch(url, allow=AllowList.parse(hosts=["LOCALHOST."])) == b"by name"
    # the name is what is listed: the same address under its literal is still refused
    error = refused(f"http://127.0.0.1:{port}/page", allow=AllowList.parse(hosts=["localhost"]))
    assert error.code == "blocked_address"


def test_a_redirect_from_an_allowed_host_to_an_unlisted_private_address_is_refused(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/a"] = (302, {"Location": f"http://127.0.0.2:{port}/b"}, b"")
    routes["/c"] = (302, {"Location": "http://10.20.30.40/d"}, b"")
    routes["/e"] = (302, {"Location": f"http://127.0.0.1:{port}/f"}, b"")
    routes["/f"] = (200, {}, b"same host")
    allow = AllowList.parse(["127.0.0.1/32"])
    for start, where in (("/a", "127.0.0.2"), ("/c", "10.20.30.40")):
        error = refused(f"http://127.0.0.1:{port}{start}", allow=allow)
        assert error.code == "blocked_address"
        assert where in error.message
    assert fetch(f"http://127.0.0.1:{port}/e", allow=allow) == b"same host"
    assert "/b" not in routes.hits
    assert "/d" not in routes.hits


def test_a_redirect_from_an_allowed_name_to_another_loopback_name_is_refused(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/a"] = (302, {"Location": f"http://127.0.0.1:{port}/b"}, b"")
    routes["/b"] = (200, {}, b"should not be read")
    error = refused(f"http://localhost:{port}/a", allow=AllowList.parse(hosts=["localhost"]))
    assert error.code == "blocked_address"
    assert routes.hits == ["/robots.txt", "/a"]


# -- link-local and metadata addresses: only when listed exactly --------------------------


def resolver_to(address: str):  # type: ignore[no-untyped-def]
    return lambda host, port: [address]


def test_link_local_inside_an_allowed_broader_network_stays_refused(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/latest/meta-data/"] = (200, {}, b"secrets")
    options = {"resolver": resolver_to("169.254.169.254"), "transport": ToLoopback(port)}
    url = "http://metadata.test/latest/meta-data/"
    for networks in (["169.254.0.0/16"], ["0.0.0.0/1", "128.0.0.0/1"], ["169.254.169.254/31"]):
        error = refused(url, allow=AllowList.parse(networks), **options)
        assert error.code == "blocked_address"
        assert "--allow-network 169.254.169.254/32" in error.message
    error = refused(url, allow=AllowList.parse(hosts=["metadata.test"]), **options)
    assert error.code == "blocked_address"
    assert routes.hits == []
    # listed one by one, it passes
    exact = AllowList.parse(["169.254.169.254/32"])
    assert fetch(url, allow=exact, **options) == b"secrets"


def test_a_dns_answer_with_one_address_that_does_not_pass_is_refused(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/"] = (200, {}, b"x")
    options = {
        "resolver": lambda host, port: ["10.0.0.5", "192.168.1.1"],
        "transport": ToLoopback(port),
    }
    error = refused("http://wiki.test/", allow=AllowList.parse(["10.0.0.0/8"]), **options)
    assert error.code == "blocked_address"
    assert "192.168.1.1" in error.message
    both = AllowList.parse(["10.0.0.0/8", "192.168.0.0/16"])
    assert fetch("http://wiki.test/", allow=both, **options) == b"x"


SENSITIVE = ["169.254.169.254", "169.254.170.2", "fe80::1", "fd00:ec2::254", "100.100.100.200"]


@pytest.mark.parametrize("address", SENSITIVE)
def test_metadata_and_link_local_addresses_need_an_exact_listing(address: str) -> None:
    ip = ipaddress.ip_address(address)
    broad = AllowList.parse(
        ["169.254.0.0/16", "fe80::/10", "fc00::/7", "100.64.0.0/10"], ["metadata.test"]
    )
    assert broad.why_not("metadata.test", ip) is not None
    exact = AllowList.parse([f"{address}/{ip.max_prefixlen}"])
    assert exact.why_not("any.test", ip) is None
    # the IPv4-mapped form is judged as the address it carries
    if ip.version == 4:
        mapped = ipaddress.IPv6Address(f"::ffff:{address}")
        assert broad.why_not("metadata.test", mapped) is not None
        assert exact.why_not("any.test", mapped) is None


@pytest.mark.parametrize("address", ["0.0.0.0", "::", "224.0.0.1", "ff02::1", "255.255.255.255"])
def test_addresses_that_are_no_hosts_pass_no_allow_list(address: str) -> None:
    ip = ipaddress.ip_address(address)
    everything = AllowList.parse(
        ["0.0.0.0/0", "::/0", f"{address}/{ip.max_prefixlen}"], ["any.test"]
    )
    assert everything.why_not("any.test", ip) is not None


# -- properties ------------------------------------------------------------------------------

ipv4 = st.integers(0, 2**32 - 1).map(ipaddress.IPv4Address)
ipv6 = st.integers(0, 2**128 - 1).map(ipaddress.IPv6Address)
addresses = st.one_of(ipv4, ipv6)
NEVER = [ipaddress.ip_network(n) for n in ("0.0.0.0/8", "::/128", "224.0.0.0/4", "ff00::/8")]
NEVER.append(ipaddress.ip_network("255.255.255.255/32"))
LINK_LOCAL = [ipaddress.ip_network("169.254.0.0/16"), ipaddress.ip_network("fe80::/10")]
METADATA = [ipaddress.ip_address("fd00:ec2::254"), ipaddress.ip_address("100.100.100.200")]


def within(network: ipaddress.IPv4Network | ipaddress.IPv6Network):  # type: ignore[no-untyped-def]
    first = int(network.network_address)
    return st.integers(first, first + network.num_addresses - 1).map(ipaddress.ip_address)


def special(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    """In a block no broad listing opens (checked on the address and its mapped form)."""
    forms = [ip] + (
        [ip.ipv4_mapped] if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped else []
    )
    return any(f in n for f in forms for n in NEVER + LINK_LOCAL if n.version == f.version) or any(
        f == m for f in forms for m in METADATA
    )


@given(addresses)
def test_the_empty_list_refuses_exactly_what_the_guard_refuses(ip) -> None:  # type: ignore[no-untyped-def]
    if refusal(ip) is None:
        assert check_addresses("h.test", [ip], False, AllowList()) == ip
    else:
        with pytest.raises(SourceError):
            check_addresses("h.test", [ip], False, AllowList())


@given(addresses, st.data())
def test_an_ordinary_address_passes_exactly_when_a_listed_network_holds_it(ip, data) -> None:  # type: ignore[no-untyped-def]
    assume(not special(ip))
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    prefix = data.draw(st.integers(0, ip.max_prefixlen))
    network = ipaddress.ip_network(f"{ip}/{prefix}", strict=False)
    assert AllowList(networks=(network,)).why_not("h.test", ip) is None
    mapped = ipaddress.IPv6Address(f"::ffff:{ip}") if ip.version == 4 else ip
    assert AllowList(networks=(network,)).why_not("h.test", mapped) is None
    # a network beside it lets nothing through, unless the name is listed
    flipped = type(ip)(int(ip) ^ (1 << (ip.max_prefixlen - max(prefix, 1))))
    beside = ipaddress.ip_network(f"{flipped}/{max(prefix, 1)}", strict=False)
    assert ip not in beside
    assert AllowList(networks=(beside,)).why_not("h.test", ip) is not None
    assert AllowList(networks=(beside,), hosts=("h.test",)).why_not("H.test.", ip) is None


@given(st.one_of(*(within(n) for n in LINK_LOCAL), st.sampled_from(METADATA)), st.data())
def test_a_sensitive_address_passes_only_as_an_exact_listing(ip, data) -> None:  # type: ignore[no-untyped-def]
    prefix = data.draw(st.integers(0, ip.max_prefixlen))
    network = ipaddress.ip_network(f"{ip}/{prefix}", strict=False)
    outcome = AllowList(networks=(network,), hosts=("h.test",)).why_not("h.test", ip)
    assert (outcome is None) == (prefix == ip.max_prefixlen)


@given(st.one_of(*(within(n) for n in NEVER)))
def test_an_address_that_is_no_host_never_passes(ip) -> None:  # type: ignore[no-untyped-def]
    exact = ipaddress.ip_network(f"{ip}/{ip.max_prefixlen}")
    everything = AllowList(
        networks=(ipaddress.ip_network("0.0.0.0/0"), ipaddress.ip_network("::/0"), exact),
        hosts=("h.test",),
    )
    assert everything.why_not("h.test", ip) is not None


@given(
    st.lists(st.sampled_from(["10.0.0.0/8", "192.168.1.0/24", "fd00::/8", "127.0.0.1"]), max_size=4)
)
def test_parsing_is_canonical(networks) -> None:  # type: ignore[no-untyped-def]
    allow = AllowList.parse(networks)
    assert AllowList.parse(reversed(networks)) == allow
    assert AllowList.from_dict(allow.to_dict()) == allow
    assert hash(allow) == hash(AllowList.parse(networks + networks))


# -- typed errors for bad values ---------------------------------------------------------------


@pytest.mark.parametrize(
    "value", ["10.0.0.1/8", "10.0.0.0/33", "wiki.corp", "", "10.0.0.0/8/8", "fe80::/129"]
)
def test_a_bad_network_is_invalid_network(value: str) -> None:
    with pytest.raises(InputError) as caught:
        AllowList.parse([value])
    assert caught.value.code == "invalid_network"
    assert repr(value) in caught.value.message
    if value == "10.0.0.1/8":
        assert "did you mean 10.0.0.0/8?" in caught.value.message


@pytest.mark.parametrize(
    "value", ["10.0.0.1", "[::1]", "*.corp.example", "http://wiki", "wiki:8080", "", "a..b"]
)
def test_a_bad_host_is_invalid_host(value: str) -> None:
    with pytest.raises(InputError) as caught:
        AllowList.parse(hosts=[value])
    assert caught.value.code == "invalid_host"
