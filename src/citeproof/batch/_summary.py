"""The counts of a batch run: what the closing table shows and the exit status follows."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from ..match import Verdict

__all__ = ["BatchSummary"]


@dataclass
class BatchSummary:
    """Counts for the closing table and the exit status."""

    citations: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    bad_lines: int = 0
    sources_read: int = 0
    sources_failed: int = 0
    resumed_after: int = -1
    items: int = 0

    @property
    def complete_before(self) -> bool:
        """True when the output already held every item before this run."""
        return self.items > 0 and self.resumed_after == self.items - 1

    @property
    def all_confirmed(self) -> bool:
        """True when every citation was confirmed (``Verdict.confirmed``: the engine's one
        list) and no line was bad; an unreadable source is not confirmed."""
        confirmed = {v.value for v in Verdict if v.confirmed}
        return self.bad_lines == 0 and all(v in confirmed for v in self.verdicts.elements())

    def count_source(self, failed: bool) -> None:
        """One more source in the output, read or failed."""
        self.sources_failed += failed
        self.sources_read += not failed

    def table(self) -> str:
        """The closing summary, as a small table."""
        rows = [("citations", self.citations)]
        rows += sorted(self.verdicts.items())
        rows += [("bad input lines", self.bad_lines), ("sources read", self.sources_read),
                 ("sources failed", self.sources_failed)]  # fmt: skip
        width = max(len(name) for name, _ in rows)
        return "\n".join(f"  {name:<{width}}  {count:>9,}" for name, count in rows)
