"""``citeproof.match``'s rooms: no import among its modules closes a cycle, lazy or not,
and each private module says what it offers in its own ``__all__``."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).parents[2] / "src" / "citeproof" / "match"


def _imports(path: Path) -> set[str]:
    """The sibling modules ``path`` imports anywhere in it (inside functions too)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text("utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module:
                found.add(node.module.split(".")[0])
            else:
                found.update(alias.name for alias in node.names)
    return found & {p.stem for p in PACKAGE.glob("*.py")}


def test_no_import_cycle_among_match_modules() -> None:
    graph = {p.stem: _imports(p) for p in PACKAGE.glob("_*.py") if p.stem != "__init__"}
    cycles = []

    def visit(module: str, path: list[str]) -> None:
        for target in sorted(graph.get(module, ())):
            if target in path:
                cycles.append([*path[path.index(target) :], target])
            else:
                visit(target, [*path, target])

    for module in sorted(graph):
        visit(module, [module])
    assert cycles == []


def test_every_private_module_has_its_own_all() -> None:
    missing = [
        p.name
        for p in sorted(PACKAGE.glob("_*.py"))
        if p.stem != "__init__"
        and not any(
            isinstance(node, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets)
            for node in ast.parse(p.read_text("utf-8")).body
        )
    ]
    assert missing == []
