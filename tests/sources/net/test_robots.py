"""robots.txt: protego decides; citeproof names the group, the rule and its line."""

import pytest

from citeproof.errors import SourceError
from citeproof.sources import FetchConfig, Fetcher, RobotsPolicy
from citeproof.sources.net._robots import deciding_rule

from ..conftest import ToLoopback, public_resolver

ROBOTS = """User-agent: *
Allow: /
Disallow: /denied
Disallow: /private/*.pdf$
Allow: /private/open
Disallow: /private

User-agent: citeproof
Disallow: /only-for-us
"""


@pytest.mark.parametrize(
    ("path", "allowed"),
    [("/denied", False), ("/denied/more", False), ("/article", True),
     ("/private/x", False), ("/private/open/page", True), ("/only-for-us", False)],
)  # fmt: skip
def test_longest_match_allow_and_disallow(path: str, allowed: bool) -> None:
    policy = RobotsPolicy(
        "User-agent: *\nAllow: /\nDisallow: /denied\nDisallow: /private\n"
        "Allow: /private/open\n\nUser-agent: citeproof\nDisallow: /only-for-us\n"
        "Disallow: /denied\nDisallow: /private\nAllow: /private/open\n"
    )
    assert policy.decide(f"https://site.test{path}", "citeproof").allowed is allowed


def test_wildcards_and_end_anchor() -> None:
    policy = RobotsPolicy("User-agent: *\nDisallow: /*.pdf$\nDisallow: /tmp*/cache\n")
    assert not policy.decide("https://s.test/a/b.pdf", "citeproof").allowed
    assert policy.decide("https://s.test/a/b.pdf?x=1", "citeproof").allowed
    assert not policy.decide("https://s.test/tmp-1/cache/x", "citeproof").allowed


def test_denial_names_group_rule_and_line() -> None:
    decision = RobotsPolicy("User-agent: *\nAllow: /\nDisallow: /denied\n").decide(
        "https://corpus.test/denied", "citeproof"
    )
    assert not decision.allowed
    assert "Longest matching rule: Disallow: /denied (line 3)" in decision.reason
    assert "user-agent group: *" in decision.reason


def test_specific_group_wins() -> None:
    group, rule = deciding_rule(ROBOTS, "citeproof", "/only-for-us")
    assert group == "citeproof"
    assert rule is not None
    assert rule.line == 9


@pytest.mark.parametrize(
    ("status", "allowed"), [(404, True), (403, True), (500, False), (503, False)]
)
def test_status_of_robots_txt(server, status: int, allowed: bool) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/robots.txt"] = (status, {}, b"")
    routes["/page"] = (200, {"Content-Type": "text/plain"}, b"text")
    config = FetchConfig(resolver=public_resolver, transport=ToLoopback(port))
    with Fetcher(config) as fetcher:
        if allowed:
            assert fetcher.fetch("http://public.test/page").body == b"text"
        else:
            with pytest.raises(SourceError) as caught:
                fetcher.fetch("http://public.test/page")
            assert caught.value.code == "robots_disallowed"
            assert routes.hits == ["/robots.txt"]


def test_robots_is_fetched_once_per_origin(server) -> None:  # type: ignore[no-untyped-def]
    routes, port = server
    routes["/robots.txt"] = (200, {}, b"User-agent: *\nDisallow: /no\n")
    routes["/a"] = (200, {}, b"a")
    routes["/b"] = (200, {}, b"b")
    config = FetchConfig(resolver=public_resolver, transport=ToLoopback(port))
    with Fetcher(config) as fetcher:
        fetcher.fetch("http://public.test/a")
        fetcher.fetch("http://public.test/b")
        with pytest.raises(SourceError):
            fetcher.fetch("http://public.test/no")
    assert routes.hits.count("/robots.txt") == 1


def test_an_unreachable_site_is_reported_as_unreachable_not_as_robots() -> None:
    """The page is not read, and the error says why: the site was not reached (it used to
    say ``robots_disallowed``, blaming a robots.txt nobody had seen)."""
    config = FetchConfig(allow_private=True, connect_timeout=2)
    with Fetcher(config) as fetcher, pytest.raises(SourceError) as caught:
        fetcher.fetch("http://127.0.0.1:9/page")
    assert (caught.value.code, caught.value.stage) == ("connection_failed", "robots")
    assert "refused or dropped the connection" in caught.value.message

    def no_such_host(host: str, port: int) -> list[str]:
        raise OSError("Name or service not known")

    with Fetcher(FetchConfig(resolver=no_such_host)) as fetcher, pytest.raises(SourceError) as dns:
        fetcher.fetch("http://nowhere.test/")
    assert (dns.value.code, dns.value.stage) == ("dns_error", "robots")
    # The message names the DNS failure, not a generic "could not be reached".
    assert "DNS" in dns.value.message
    assert "could not be reached" not in dns.value.message
