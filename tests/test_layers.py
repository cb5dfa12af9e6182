"""The tree's rules, checked on the source: layers import only downwards, along the arrows
the README's architecture draws; no package imports another package's private module
(``citeproof.sources._pdf`` is the sources package's own business; others go through
``citeproof.sources``); and the conformance suite, an outsider's check, uses only the names
a package lists in its ``__all__``."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).parents[1] / "src" / "citeproof"

#: The library's layers, bottom up, each with the layers it may import.
LIBRARY = {
    "text": set(),
    "match": {"text"},
    "sources": {"text"},
    "quotations": {"text"},
    "pictures": {"text", "match", "sources"},
    "service": {"text", "match", "sources", "pictures"},
    "llm": {"text", "match", "sources", "quotations", "service"},
    "contracts": {"text", "match", "sources", "service", "pictures", "llm"},
}
#: What every face may build on: the library, not the other faces.
_BASE = {"text", "match", "sources", "pictures", "service", "contracts", "llm"}

#: Each package and the packages it may import (besides the shared ``errors``, ``_version``,
#: ``_lazy``, ``_dask``):
#: the arrows the README's architecture draws, and nothing more.
ALLOWED = {
    **LIBRARY,
    "conformance": {"text", "match", "sources", "service", "contracts"},  # public names only
    "web": _BASE,
    "http": _BASE | {"web"},
    "mcp": _BASE,  # the deadline and worker cap it shares with http live in service
    "batch": _BASE | {"quotations"},
    "manuscript": _BASE | {"quotations"},
    "recheck": _BASE | {"quotations"},
    "cli": set(),  # the top: anything public
}
#: Packages that may import only the names another package lists in its ``__all__``.
PUBLIC_ONLY = {"conformance"}
SHARED = {"errors", "_version", "_lazy", "_dask"}


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
            if not parts:
                wrong.append(f"{path.relative_to(PACKAGE)}:{line}: {own} imports citeproof itself")
            elif parts[0] not in SHARED and parts[0] != own and parts[0] not in ALLOWED[own]:
                wrong.append(f"{path.relative_to(PACKAGE)}:{line}: {own} imports {target}")
    assert wrong == [], "\n".join(wrong)


def test_every_package_has_its_place_and_the_places_have_no_loop() -> None:
    packages = {
        p.name.removesuffix(".py")
        for p in PACKAGE.iterdir()
        if (p.is_dir() and (p / "__init__.py").exists()) or p.suffix == ".py"
    } - {"__init__", "__main__", *SHARED}
    assert packages <= set(ALLOWED)
    for own, allowed in ALLOWED.items():
        reachable: set[str] = set()
        todo = list(allowed)
        while todo:  # everything the package may import, directly or not
            layer = todo.pop()
            if layer not in reachable:
                reachable.add(layer)
                todo.extend(ALLOWED[layer])
        assert own not in reachable, f"{own} may import itself back"


def _public_names(package: list[str]) -> set[str] | None:
    """The names a package's ``__init__`` lists in ``__all__`` (None: not a package)."""
    init = PACKAGE.joinpath(*package, "__init__.py")
    if not init.exists():
        return None
    for node in ast.parse(init.read_text("utf-8")).body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets
        ):
            return set(ast.literal_eval(node.value))
    return set()


def test_some_packages_use_only_public_names() -> None:
    wrong = []
    for own in sorted(PUBLIC_ONLY):
        for path in sorted((PACKAGE / own).rglob("*.py")):
            package = path.relative_to(PACKAGE.parent).with_suffix("").parts
            for node in ast.walk(ast.parse(path.read_text("utf-8"))):
                if not isinstance(node, ast.ImportFrom):
                    continue
                base = list(package[: len(package) - node.level]) if node.level else []
                full = [*base, *(node.module.split(".") if node.module else [])]
                parts = full[1:]
                if full[:1] != ["citeproof"] or not parts or parts[0] in (own, *SHARED):
                    continue
                public = _public_names(parts)
                if public is None:
                    continue  # a module: the private-module test has its say
                hidden = {
                    a.name
                    for a in node.names
                    if a.name not in public and _public_names([*parts, a.name]) is None
                }
                if hidden:
                    where = f"{path.relative_to(PACKAGE)}:{node.lineno}"
                    names = ", ".join(sorted(hidden))
                    wrong.append(f"{where}: {names} not in {'.'.join(full)}.__all__")
    assert wrong == [], "\n".join(wrong)
