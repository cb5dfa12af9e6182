"""robots.txt wildcards in linear time, checked against a brute-force model."""

import time
from functools import cache

from hypothesis import given
from hypothesis import strategies as st

from citeproof.sources import RobotsPolicy
from citeproof.sources.net._robots import _matches, deciding_rule


def model(pattern: str, path: str) -> bool:
    """By definition: ``*`` matches any run, a final ``$`` anchors the end, else a prefix."""
    anchored = pattern.endswith("$")
    if anchored:
        pattern = pattern[:-1]

    @cache
    def match(i: int, j: int) -> bool:
        if i == len(pattern):
            return j == len(path) or not anchored
        if pattern[i] == "*":
            return any(match(i + 1, k) for k in range(j, len(path) + 1))
        return j < len(path) and path[j] == pattern[i] and match(i + 1, j + 1)

    return match(0, 0)


ALPHABET = st.sampled_from("ab/*$")


@given(st.text(ALPHABET, max_size=12), st.text(st.sampled_from("ab/$"), max_size=14))
def test_wildcards_agree_with_the_model(pattern: str, path: str) -> None:
    assert _matches(pattern, path) is model(pattern, path)


@given(st.text(st.sampled_from("ab"), max_size=20))
def test_a_pattern_matches_itself(path: str) -> None:
    assert _matches(path, path)
    assert _matches(path + "$", path)
    assert _matches(path.replace("a", "*"), path)


def test_many_wildcards_against_a_long_near_miss_are_quick() -> None:
    pattern = "/" + "*a" * 16 + "*b"
    path = "/" + "a" * 40
    robots = f"User-agent: *\nDisallow: {pattern}\n"
    started = time.perf_counter()
    assert not _matches(pattern, path)
    assert deciding_rule(robots, "citeproof", path)[1] is None
    assert RobotsPolicy(robots).decide(f"https://s.test{path}", "citeproof").allowed
    assert not _matches("/" + "*a" * 2000 + "*b", "/" + "a" * 100_000)
    assert time.perf_counter() - started < 1.0


def test_the_deciding_rule_is_still_named() -> None:
    robots = "User-agent: *\nDisallow: /*a*a*b\n"
    decision = RobotsPolicy(robots).decide("https://s.test/xaxaxb", "citeproof")
    assert not decision.allowed
    assert "Disallow: /*a*a*b (line 2)" in decision.reason
