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


def test_a_deferred_re_pattern_is_compiled_at_first_use_and_answers_as_compiled() -> None:
    """The patterns of the start path (the normalizations', the formats' signatures) are
    compiled when first used: the same answers as compiled at once, str and bytes alike."""
    import re

    from citeproof._lazy import re_pattern

    spaces = re_pattern(" +")
    assert "_deferred_compiled" not in vars(spaces)
    assert "deferred pattern" in repr(spaces)
    assert [m.span() for m in spaces.finditer("a  b   c")] == [(1, 3), (4, 7)]
    assert "_deferred_compiled" in vars(spaces)
    start = re_pattern(rb"^\s*<html\b", re.I)
    assert start.match(b"  <HTML lang=en>") is not None
    assert start.match(b"<htmlx>") is None
    assert spaces.sub("_", "x  y") == re.compile(" +").sub("_", "x  y") == "x_y"
