"""The tree's rules, checked on the source: layers import only downwards, and no package
imports another package's private module (``citeproof.sources._pdf`` is the sources
package's own business; others go through ``citeproof.sources``)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).parents[1] / "src" / "citeproof"

#: Each package and the packages it may import (besides the shared ``errors``/``_version``).
ALLOWED = {
    "text": set(),
    "match": {"text"},
    "sources": {"text"},
    "service": {"text", "match", "sources"},
    "contracts": {"text", "match", "sources", "service"},
    "quotations": {"text"},
    "manuscript": {"text", "match", "sources", "service", "contracts", "quotations"},
    "web": {"text", "match", "sources", "service", "contracts"},
    "batch": {"text", "match", "sources", "service", "contracts", "quotations"},
    "http": {"text", "match", "sources", "service", "contracts", "web"},
    "mcp": {"text", "match", "sources", "service", "contracts", "http"},
    "conformance": {"text", "match", "sources", "service", "contracts"},
    "cli": set(),  # the top: anything public
}
SHARED = {"errors", "_version"}


def _imports(path: Path) -> list[tuple[int, str]]:
    """Every ``citeproof.…`` module ``path`` imports, absolute, with its line."""
    package = path.relative_to(PACKAGE.parent).with_suffix("").parts
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = list(package[: len(package) - node.level])
                target = ".".join([*base, *([node.module] if node.module else [])])
            else:
                target = node.module or ""
            found.append((node.lineno, target))
        elif isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
    return [(line, t) for line, t in found if t == "citeproof" or t.startswith("citeproof.")]


def test_no_package_imports_another_packages_private_module() -> None:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        own = path.relative_to(PACKAGE).parts[0].removesuffix(".py")
        for line, target in _imports(path):
            parts = target.split(".")[1:]
            if len(parts) >= 2 and parts[0] != own and any(p.startswith("_") for p in parts[1:]):
                wrong.append(f"{path.relative_to(PACKAGE)}:{line} imports {target}")
    assert wrong == []


def test_layers_import_only_downwards() -> None:
    wrong = []
    for path in sorted(PACKAGE.rglob("*.py")):
        own = path.relative_to(PACKAGE).parts[0].removesuffix(".py")
        if own not in ALLOWED or own == "cli":
            continue
        for line, target in _imports(path):
            parts = target.split(".")[1:]
            if not parts or parts[0] in SHARED or parts[0] == own:
                continue
            if parts[0] not in ALLOWED[own]:
                wrong.append(f"{path.relative_to(PACKAGE)}:{line}: {own} imports {target}")
    assert wrong == []
