"""citeproof's version, reported in every result that names its versions."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__: str = version("citeproof")
except PackageNotFoundError:  # pragma: no cover - running from a source tree
    __version__ = "0.0.0+source"
