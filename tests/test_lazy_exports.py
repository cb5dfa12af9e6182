"""The packages that load their names on first use (``citeproof._lazy.exports``): what
type checkers read (the ``TYPE_CHECKING`` imports) is what runs, and every public name
loads."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

PACKAGES = [
    "citeproof.text", "citeproof.match", "citeproof.service", "citeproof.sources",
    "citeproof.sources.net", "citeproof.sources.render", "citeproof.sources.formats",
]  # fmt: skip


def _checked_imports(package: str) -> dict[str, tuple[str, str]]:
    """name -> (module, attribute) of the package's ``if TYPE_CHECKING:`` imports."""
    module = importlib.import_module(package)
    tree = ast.parse(Path(str(module.__file__)).read_text("utf-8"))
    found: dict[str, tuple[str, str]] = {}
    for node in tree.body:
        if isinstance(node, ast.If) and ast.unparse(node.test).endswith("TYPE_CHECKING"):
            for statement in node.body:
                if isinstance(statement, ast.ImportFrom):
                    target = "." * statement.level + (statement.module or "")
                    for alias in statement.names:
                        found[alias.asname or alias.name] = (target, alias.name)
    return found


@pytest.mark.parametrize("package", PACKAGES)
def test_what_type_checkers_read_is_what_loads(package: str) -> None:
    module = importlib.import_module(package)
    assert _checked_imports(package) == module.__getattr__.lazy_names


@pytest.mark.parametrize("package", PACKAGES)
def test_every_public_name_loads(package: str) -> None:
    module = importlib.import_module(package)
    for name in module.__all__:
        assert getattr(module, name) is not None, name
    assert set(module.__all__) <= set(dir(module))
