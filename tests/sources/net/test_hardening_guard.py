"""The address guard against the IANA special-purpose registries, block by block.

Every block's first and last address is refused (the blocks that carry an IPv4 address
carry 0.0.0.0 and 255.255.255.255 there); public addresses, also when carried by NAT64,
6to4 or the IPv4-mapped form, pass.
"""

import ipaddress

import pytest
from hypothesis import given
from hypothesis import strategies as st

from citeproof.errors import SourceError
from citeproof.sources import FetchConfig, Fetcher, is_public
from citeproof.sources.net._guard import BLOCKS, EMBEDDED_IPV4, REFUSE, refusal


def _ends(block):  # type: ignore[no-untyped-def]
    return [block.network[0], block.network[-1]]


@pytest.mark.parametrize("block", BLOCKS, ids=lambda b: str(b.network))
def test_first_and_last_address_of_every_block_is_refused(block) -> None:  # type: ignore[no-untyped-def]
    for ip in _ends(block):
        assert not is_public(ip), ip
        assert refusal(ip) is not None


@pytest.mark.parametrize(
    "address",
    ["fec0::1", "fec0::", "feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff", "::1.2.3.4",
     "2001::5efe:1.2.3.4", "2001:0:4136:e378:8000:63bf:3fff:fdd2", "64:ff9b:1::1.1.1.1",
     "64:ff9b::127.0.0.1", "64:ff9b::10.0.0.1", "64:ff9b::169.254.169.254",
     "2002:a9fe:a9fe::1", "::ffff:169.254.169.254", "::ffff:100.64.0.1", "4000::1",
     "100::1", "3fff::1", "5f00::1", "192.0.0.9", "192.0.0.170", "198.19.255.255",
     "192.88.99.1", "2001:1::1", "1::", "e000::1"],
)  # fmt: skip
def test_named_forms_are_refused(address: str) -> None:
    assert not is_public(ipaddress.ip_address(address))


@pytest.mark.parametrize(
    "address",
    ["93.184.216.34", "1.1.1.1", "8.8.8.8", "2606:4700:4700::1111", "2a00:1450:4001::200e",
     "64:ff9b::93.184.216.34", "2002:5db8:d822::1", "::ffff:93.184.216.34", "100.128.0.1",
     "192.0.1.1", "198.20.0.1", "223.255.255.255"],
)  # fmt: skip
def test_public_addresses_pass(address: str) -> None:
    assert is_public(ipaddress.ip_address(address))


def test_the_table_names_its_rfcs_and_policies() -> None:
    assert all(block.rfc.startswith("RFC ") for block in BLOCKS)
    assert {block.policy for block in BLOCKS} == {REFUSE, EMBEDDED_IPV4}
    embedded = {str(b.network) for b in BLOCKS if b.policy == EMBEDDED_IPV4}
    assert embedded == {"::ffff:0:0/96", "64:ff9b::/96", "2002::/16"}


def test_a_refusal_names_the_narrowest_block() -> None:
    assert "site-local" in (refusal(ipaddress.ip_address("fec0::1")) or "")
    assert "Teredo" in (refusal(ipaddress.ip_address("2001::1")) or "")
    assert "RFC 1918" in (refusal(ipaddress.ip_address("64:ff9b::10.1.1.1")) or "")


@given(st.integers(min_value=0, max_value=2**32 - 1))
def test_ipv4_agrees_with_the_table(value: int) -> None:
    ip = ipaddress.IPv4Address(value)
    listed = any(ip in block.network for block in BLOCKS if block.network.version == 4)
    assert is_public(ip) is not listed
    if is_public(ip):  # the table is at least as strict as Python's own judgement
        assert ip.is_global


@given(st.integers(min_value=0, max_value=2**128 - 1))
def test_ipv6_public_only_in_global_unicast(value: int) -> None:
    ip = ipaddress.IPv6Address(value)
    if is_public(ip):
        embedded = ip in ipaddress.ip_network("64:ff9b::/96") or ip.ipv4_mapped is not None
        assert embedded or ip in ipaddress.ip_network("2000::/3")
        assert not ip.is_site_local
        assert not ip.is_multicast
        assert not ip.is_link_local


@pytest.mark.parametrize("url", ["http://[fec0::1]/", "http://sitelocal.test/"])
def test_site_local_is_refused_before_connecting(url: str) -> None:
    config = FetchConfig(resolver=lambda host, port: ["fec0::1"], respect_robots=False)
    with Fetcher(config) as fetcher, pytest.raises(SourceError) as caught:
        fetcher.fetch(url)
    assert caught.value.code == "blocked_address"
    assert "fec0::/10" in caught.value.message
    assert fetcher.requests == 0
