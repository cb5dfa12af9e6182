"""Shared test settings: hypothesis profiles sized for CI."""

import os
import tempfile

from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

# The document cache the command line keeps by default: this run's own, never the user's.
os.environ.setdefault("CITEPROOF_CACHE", tempfile.mkdtemp(prefix="citeproof-test-cache-"))
