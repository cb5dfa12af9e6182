"""Shared test settings: hypothesis profiles sized for CI; the ``counted`` fixture."""

import os
import tempfile

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile(
    "ci", max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.register_profile("dev", max_examples=100, deadline=None)
settings.load_profile("ci" if os.environ.get("CI") else "dev")

# The document cache the command line keeps by default: this run's own, never the user's.
os.environ.setdefault("CITEPROOF_CACHE", tempfile.mkdtemp(prefix="citeproof-test-cache-"))


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names of the documents actually extracted by the reader (not served from the
    document cache), in order."""
    from citeproof.sources import _reader as reader_module
    from citeproof.sources import extract

    calls: list[str] = []

    def counting(data: bytes, content_type: str | None, name: str, **kw: object) -> object:
        calls.append(name)
        return extract(data, content_type, name, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(reader_module, "extract", counting)
    return calls
