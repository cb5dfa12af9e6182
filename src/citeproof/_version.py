"""citeproof's version, reported in every result that names its versions.

Written here once and read by the build (``[tool.hatch.version]`` in ``pyproject.toml``):
asking ``importlib.metadata`` at run time cost every command 60 ms before it began.
"""

__version__ = "0.1.0"
