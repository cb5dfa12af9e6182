"""tqdm's progress bar on standard error, drawn only for a terminal.

One bar for every command that works through many things (citations in ``batch``, sources
in ``manuscript``): it appears on the first report of progress, so a command that finishes
at once draws nothing, and it is never made when standard error is a file or a pipe (a
log stays clean). tqdm is imported only then.
"""

from __future__ import annotations

import sys
from typing import Any

__all__ = ["ProgressBar", "progress_bar"]


class ProgressBar:
    """Told ``(done, total, ...)``, it draws ``done/total unit`` (the rest is ignored)."""

    def __init__(self, unit: str) -> None:
        self.unit = unit
        self._bar: Any = None

    def __call__(self, done: int, total: int, *_: object) -> None:
        if self._bar is None:
            from tqdm import tqdm

            self._bar = tqdm(total=total, unit=f" {self.unit}", file=sys.stderr, leave=True)
        self._bar.total = total
        self._bar.n = done
        self._bar.refresh()

    def close(self) -> None:
        """End the bar (a newline on the terminal), if one was drawn."""
        if self._bar is not None:
            self._bar.close()


def progress_bar(unit: str) -> ProgressBar | None:
    """A bar of ``unit`` when standard error is a terminal, else None."""
    return ProgressBar(unit) if sys.stderr.isatty() else None
