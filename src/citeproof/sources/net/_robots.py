"""robots.txt (RFC 9309): protego decides; a thin layer names the deciding rule and line.

Fetched once per origin and cached. A 4xx answer means no restrictions; a 5xx answer or
an unreachable file means the site is treated as disallowing everything (RFC 9309 2.3.1).
A denial names the user-agent group that applied, the longest matching rule and its line,
as seed 004 shows: ``Longest matching rule: Disallow: /denied (line 3)``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

from ..._lazy import deferred

if TYPE_CHECKING:
    import protego
else:
    protego = deferred("protego")

__all__ = ["RobotsDecision", "RobotsPolicy", "deciding_rule"]


@dataclass(frozen=True, slots=True)
class RobotsDecision:
    """Whether a URL may be read, and if not, why (a human sentence)."""

    allowed: bool
    reason: str = ""


@dataclass(frozen=True, slots=True)
class _Rule:
    allow: bool
    pattern: str
    line: int


@dataclass(frozen=True, slots=True)
class _Group:
    agents: tuple[str, ...]
    rules: tuple[_Rule, ...]
    line: int


def _groups(text: str) -> list[_Group]:
    """User-agent groups with their rules and line numbers (one-based)."""
    groups: list[_Group] = []
    agents: list[str] = []
    rules: list[_Rule] = []
    start = 0
    in_rules = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if ":" not in line:
            continue
        key, value = (part.strip() for part in line.split(":", 1))
        key = key.lower()
        if key == "user-agent":
            if in_rules:
                groups.append(_Group(tuple(agents), tuple(rules), start))
                agents, rules, in_rules = [], [], False
            if not agents:
                start = number
            agents.append(value.lower())
        elif key in ("allow", "disallow") and agents:
            in_rules = True
            if value:
                rules.append(_Rule(key == "allow", value, number))
    if agents:
        groups.append(_Group(tuple(agents), tuple(rules), start))
    return groups


def _matches(pattern: str, path: str) -> bool:
    """Does a robots.txt ``pattern`` (``*`` any run, a final ``$`` the end) match ``path``?

    Greedy, segment by segment, in time linear in the path and the pattern: a regex with
    one ``.*`` per wildcard backtracks, and ``/*a*a…*a*b`` against a path of ``a`` s took
    longer than any request may. The first segment must be a prefix; each later one is
    found at its leftmost place after the previous one (the leftmost place leaves the
    most room for the rest, so it is never wrong to take it); with ``$`` the last segment
    must end the path, without overlapping the segments before it.
    """
    anchored = pattern.endswith("$")
    if anchored:
        pattern = pattern[:-1]
    segments = pattern.split("*")
    first, last = segments[0], segments[-1]
    if len(segments) == 1:
        return path == first if anchored else path.startswith(first)
    if not path.startswith(first):
        return False
    position = len(first)
    for segment in segments[1:-1]:
        found = path.find(segment, position)
        if found < 0:
            return False
        position = found + len(segment)
    if anchored:
        return len(path) - len(last) >= position and path.endswith(last)
    return path.find(last, position) >= 0


def deciding_rule(text: str, agent: str, path: str) -> tuple[str, _Rule | None]:
    """The group that applies to ``agent`` and its longest rule matching ``path``."""
    agent = agent.lower()
    groups = _groups(text)
    specific = [g for g in groups if any(a != "*" and a in agent for a in g.agents)]
    chosen = specific or [g for g in groups if "*" in g.agents]
    label = ", ".join(dict.fromkeys(a for g in chosen for a in g.agents)) or "*"
    matching = [r for g in chosen for r in g.rules if _matches(r.pattern, path)]
    if not matching:
        return label, None
    best = max(matching, key=lambda r: (len(r.pattern), r.allow))
    return label, best


class RobotsPolicy:
    """One origin's robots.txt, parsed by protego."""

    def __init__(self, text: str | None, *, status: int | None = None) -> None:
        self._text = text
        self._status = status
        self._parser = protego.Protego.parse(text) if text is not None else None

    @classmethod
    def allow_all(cls, status: int) -> RobotsPolicy:
        """A site whose robots.txt answered 4xx: no restrictions."""
        return cls("", status=status)

    @classmethod
    def disallow_all(cls, status: int | None) -> RobotsPolicy:
        """A site whose robots.txt answered 5xx or could not be reached."""
        return cls(None, status=status)

    def decide(self, url: str, agent: str) -> RobotsDecision:
        """May ``agent`` read ``url``?"""
        if self._parser is None:
            why = f"HTTP {self._status}" if self._status else "it could not be reached"
            return RobotsDecision(
                False,
                f"This site's robots.txt could not be read ({why}); the site is treated as "
                f"disallowing {agent} everywhere (RFC 9309).",
            )
        if self._parser.can_fetch(url, agent):
            return RobotsDecision(True)
        parts = urlsplit(url)
        path = (parts.path or "/") + (f"?{parts.query}" if parts.query else "")
        group, rule = deciding_rule(self._text or "", agent, path)
        if rule is None:
            return RobotsDecision(False, f"This site disallows {agent} at this path.")
        verb = "Allow" if rule.allow else "Disallow"
        return RobotsDecision(
            False,
            f"This site disallows {agent} at this path (user-agent group: {group}). "
            f"Longest matching rule: {verb}: {rule.pattern} (line {rule.line})",
        )
