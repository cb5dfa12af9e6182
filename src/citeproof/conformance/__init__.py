"""The seed-004 conformance corpus: fixtures, a loopback server, and the report runner.

The fixtures ship inside the package, so ``citeproof conformance`` runs from an installed
copy with no checkout at hand.
"""

from ._runner import load_cases, run_conformance
from ._server import FixtureServer

__all__ = ["FixtureServer", "load_cases", "run_conformance"]
