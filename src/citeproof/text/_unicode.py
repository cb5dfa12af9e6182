"""Which Unicode data citeproof's answers depend on.

Python 3.11 ships Unicode 14.0; characters added since (and their NFC data) would be
unassigned there. ``unicodedata2`` brings current data, so NFC and case decisions do not
silently depend on the interpreter. Grapheme clusters come from the ``regex`` module, which
carries its own tables; both versions are reported in every result's ``versions``.
"""

from __future__ import annotations

import unicodedata as _stdlib_unicodedata
from importlib.metadata import PackageNotFoundError, version
from types import ModuleType

try:  # pragma: no cover - exercised by whichever is installed
    import unicodedata2 as _unicodedata2

    unicodedata: ModuleType = _unicodedata2
except ImportError:  # pragma: no cover
    unicodedata = _stdlib_unicodedata

__all__ = ["UNICODE_VERSION", "nfc", "unicode_versions", "unicodedata"]

UNICODE_VERSION: str = str(unicodedata.unidata_version)


def nfc(text: str) -> str:
    """Canonical composition (NFC) with the newest Unicode data available."""
    return str(unicodedata.normalize("NFC", text))


def unicode_versions() -> dict[str, str]:
    """The Unicode data versions behind normalization and grapheme segmentation."""
    return {
        "unicode": UNICODE_VERSION,
        "unicodedata": _distribution_version(getattr(unicodedata, "__name__", "unicodedata")),
        "regex": _distribution_version("regex"),
    }


def _distribution_version(name: str) -> str:
    try:
        return f"{name} {version(name)}"
    except PackageNotFoundError:
        return f"{name} (Python stdlib)"
