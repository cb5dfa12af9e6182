"""The address guard: private, loopback and link-local targets are refused, by default."""

import ipaddress

import pytest

from citeproof.errors import SourceError
from citeproof.sources import FetchConfig, Fetcher, is_public

from ..conftest import ToLoopback, public_resolver


@pytest.mark.parametrize(
    "address",
    ["127.0.0.1", "10.0.0.1", "172.16.5.4", "192.168.1.1", "169.254.169.254", "0.0.0.0",
     "100.64.0.1", "224.0.0.1", "240.0.0.1", "255.255.255.255", "::1", "::", "fe80::1",
     "fc00::1", "ff02::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "2002:7f00:1::1",
     "64:ff9b::7f00:1"],
)  # fmt: skip
def test_non_public_addresses(address: str) -> None:
    assert not is_public(ipaddress.ip_address(address))


@pytest.mark.parametrize("address", ["93.184.216.34", "1.1.1.1", "2606:4700:4700::1111"])
def test_public_addresses(address: str) -> None:
    assert is_public(ipaddress.ip_address(address))


@pytest.mark.parametrize(
    "url",
    ["http://127.0.0.1/", "http://10.0.0.1/x", "http://169.254.169.254/latest/meta-data/",
     "http://[::1]/", "http://[::ffff:127.0.0.1]/", "http://loopback.test/", "http://mixed.test/",
     "http://0.0.0.0/", "http://[fe80::1]/"],
)  # fmt: skip
def test_default_config_refuses_before_connecting(url: str) -> None:
    config = FetchConfig(resolver=public_resolver, respect_robots=False)
    with Fetcher(config) as fetcher, pytest.raises(SourceError) as caught:
        fetcher.fetch(url)
    assert caught.value.code == "blocked_address"
    assert fetcher.requests == 0


@pytest.mark.parametrize(
    "target",
    ["http://127.0.0.1/", "http://10.0.0.1/", "http://169.254.169.254/", "http://[::1]/",
     "http://[::ffff:127.0.0.1]/", "http://loopback.test/"],
)  # fmt: skip
def test_a_redirect_to_a_private_address_is_refused(server, target: str) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/go"] = (302, {"Location": target}, b"")
    config = FetchConfig(resolver=public_resolver, transport=ToLoopback(port), respect_robots=False)
    with Fetcher(config) as fetcher, pytest.raises(SourceError) as caught:
        fetcher.fetch("http://public.test/go")
    assert caught.value.code == "blocked_address"
    assert routes.hits == ["/go"]  # the refused hop was never requested


def test_opting_out_is_explicit(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/ok"] = (200, {"Content-Type": "text/plain"}, b"hello")
    with Fetcher(FetchConfig(allow_private=True, respect_robots=False)) as fetcher:
        assert fetcher.fetch(f"http://127.0.0.1:{port}/ok").body == b"hello"
    assert FetchConfig().allow_private is False
