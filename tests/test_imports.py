"""No import cycle among citeproof's modules, lazy imports included.

An import inside a function still makes two modules need each other (it only hides the
cycle from the interpreter until the function runs), so function-level imports count as
much as module-level ones; only ``if TYPE_CHECKING:`` blocks, which never run, are left out.
Importing ``pkg.mod`` from outside ``pkg`` also runs ``pkg/__init__``, so it depends on that
too. A package's ``__init__`` importing its own submodules is fine; a submodule importing its
package's ``__init__`` that imports it back is a cycle.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

SRC = Path(__file__).parents[1] / "src"
PACKAGE = SRC / "citeproof"


def _name(path: Path) -> str:
    """The module's dotted name (a package's ``__init__`` is the package)."""
    parts = path.relative_to(SRC).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _import_nodes(node: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import in the tree, at any depth, except inside ``if TYPE_CHECKING:``."""
    for child in ast.iter_child_nodes(node):
        if isinstance(child, ast.Import | ast.ImportFrom):
            yield child
        elif isinstance(child, ast.If) and _is_type_checking(child.test):
            for statement in child.orelse:
                yield from _import_nodes(ast.Module(body=[statement], type_ignores=[]))
        else:
            yield from _import_nodes(child)


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> Iterator[str]:
    """The citeproof modules one import statement loads."""
    if isinstance(node, ast.Import):
        yield from (alias.name for alias in node.names)
        return
    if node.level:
        package = module if MODULES[module].name == "__init__.py" else module.rpartition(".")[0]
        parts = package.split(".")
        base = ".".join(parts[: len(parts) - node.level + 1])
        source = f"{base}.{node.module}" if node.module else base
    else:
        source = node.module or ""
    found_submodule = False
    for alias in node.names:
        if f"{source}.{alias.name}" in MODULES:  # from pkg import submodule
            found_submodule = True
            yield f"{source}.{alias.name}"
    if not found_submodule or any(f"{source}.{a.name}" not in MODULES for a in node.names):
        yield source


def _ancestors(module: str) -> list[str]:
    parts = module.split(".")
    return [".".join(parts[:i]) for i in range(1, len(parts))]


def import_graph() -> dict[str, set[str]]:
    """Module -> the citeproof modules it imports (and the packages those imports run)."""
    graph: dict[str, set[str]] = {module: set() for module in MODULES}
    for module, path in MODULES.items():
        own = {module, *_ancestors(module)}
        for node in _import_nodes(ast.parse(path.read_text("utf-8"))):
            for target in _targets(module, node):
                if target not in MODULES:
                    continue  # not citeproof's
                implied = [a for a in _ancestors(target) if a not in own]
                graph[module].update(t for t in (target, *implied) if t != module)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each strongly connected component of two or more modules, sorted (Tarjan's
    algorithm, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    components: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        components.append(sorted(component))
            elif child not in index:
                index[child] = low[child] = len(index)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(sorted(graph[child]))))
            elif child in on_stack:
                low[node] = min(low[node], index[child])
    return sorted(components)


def describe(graph: dict[str, set[str]], component: list[str]) -> str:
    """One cycle through the component (``a -> b -> a``), and its other members."""
    cycle = _one_cycle(graph, component)
    rest = [m for m in component if m not in cycle]
    return " -> ".join(cycle) + (f" (and {', '.join(rest)} with them)" if rest else "")


def _one_cycle(graph: dict[str, set[str]], component: list[str]) -> list[str]:
    """The shortest path from the component's first member back to itself, inside it."""
    start, members = component[0], set(component)
    paths = {start: [start]}
    frontier = [start]
    while frontier:
        following = []
        for node in frontier:
            for child in sorted(graph[node] & members):
                if child == start:
                    return [*paths[node], start]
                if child not in paths:
                    paths[child] = [*paths[node], child]
                    following.append(child)
        frontier = following
    return component


def test_the_graph_sees_lazy_relative_and_package_imports() -> None:
    graph = import_graph()
    assert "citeproof.errors" in graph["citeproof.sources.net._fetch"]  # from ...errors import ...
    assert "citeproof.text" in graph["citeproof.match._anchor"]
    assert "citeproof.sources.pdf._extract" in graph["citeproof.sources.pdf._worker"]  # lazy
    # Importing citeproof.sources.formats from the CLI runs citeproof.sources' __init__ too.
    assert {"citeproof.sources.formats", "citeproof.sources"} <= graph["citeproof.cli._source"]


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    graph["b"].add("f")
    graph["f"] = {"b"}
    assert cycles(graph) == [["a", "b", "c", "f"]]
    assert describe(graph, ["a", "b", "c", "f"]) == "a -> b -> c -> a (and f with them)"


def test_no_import_cycle() -> None:
    graph = import_graph()
    found = [describe(graph, component) for component in cycles(graph)]
    print("\n".join(found))
    assert found == [], "import cycles:\n" + "\n".join(found)
