"""The elided tier's chains: each next part sought from where the part before it ends.

Each occurrence of a quote's first part (its first 200) begins a chain; each next part is
its nearest occurrence after the part before it. These are sought a few at a time from
where each chain needs them (``_nearest_chains``); they were once picked from the first
200 occurrences of every part listed whole (``_listed_chains``, still used where a match
may be longer than its part). Where no part occurs 200 times the two agree, chain for
chain; where a later part occurs 200 times before the first, only the first finds it.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from citeproof.match import DEFAULT_POLICY, PreparedSource, Verdict, locate
from citeproof.match._elision import MAX_OCCURRENCES, _listed_chains, _nearest_chains
from citeproof.match._search import folded_quote

_WORDS = ["alpha", "beta", "gamma", "not", "delta", "ﬁne", "“so”", "—", "x"]


@settings(max_examples=300, deadline=None)
@given(
    words=st.lists(st.sampled_from(_WORDS), min_size=1, max_size=120),
    separators=st.lists(st.sampled_from([" ", "  ", "\n", " \u00a0"]), min_size=1),
    parts=st.lists(
        st.lists(st.sampled_from(_WORDS), min_size=1, max_size=3), min_size=2, max_size=4
    ),
    whole_words=st.booleans(),
)
def test_nearest_chains_are_the_listed_chains_below_the_cap(
    words: list[str], separators: list[str], parts: list[list[str]], whole_words: bool
) -> None:
    text = "".join(w + separators[i % len(separators)] for i, w in enumerate(words))
    names = DEFAULT_POLICY.tolerate
    folded = PreparedSource(text).folded(names)
    patterns = [folded_quote(" ".join(part), names) for part in parts]
    assert all(folded.text.count(p) < MAX_OCCURRENCES for p in patterns)
    listed = _listed_chains(folded, patterns, whole_words)
    nearest = _nearest_chains(folded, patterns, whole_words)
    assert nearest == listed


def test_a_later_part_past_its_200th_occurrence_is_still_found() -> None:
    """The bench's own quote ``298. The survey covered the … seasons, and the teams
    recorded`` was judged a paraphrase: its second part occurs 213 times, its first once,
    after the second's 200th occurrence, so no chain was complete."""
    filler = "Then the teams recorded salinity. " * (MAX_OCCURRENCES + 10)
    source = filler + "Station 298 was visited in May, and the teams recorded salinity."
    quote = "Station 298 was visited … the teams recorded salinity"
    [finding] = locate(source, [quote])
    assert finding.verdict is Verdict.ELIDED
    first, second = finding.spans
    assert source[first.start : first.end] == "Station 298 was visited"
    assert second.start == source.rindex("the teams recorded salinity")


def test_the_tightest_chain_is_still_chosen_among_many() -> None:
    """A first part occurring many times: the chain of its last occurrence before the next
    part is the tightest, not the chain of its first occurrence."""
    source = "so it began. " * 50 + "so it began, and then the rain came."
    [finding] = locate(source, ["so it began … the rain came"])
    assert finding.verdict is Verdict.ELIDED
    assert finding.spans[0].start == source.rindex("so it began")


def test_a_negation_in_the_omission_still_refuses_the_chain() -> None:
    """Seeking parts afresh changes which chains are tried, never what an omission may
    hold: a chain whose omission holds a negation is refused as before."""
    source = "The treaty was " + "signed. " * 3 + "The treaty was not to expand its reach."
    [finding] = locate(source, ["The treaty was … to expand its reach"])
    assert finding.verdict is not Verdict.ELIDED
