"""Every error code is an :class:`~citeproof.errors.ErrorCode` member, written as one.

Checked on the source: outside ``errors.py`` no string is used *as a code*, and every member
is documented (a ``#:`` line above it) and raised or mapped somewhere. "Used as a code" means
the value of a ``code=`` keyword, of an assignment to ``code`` or ``x.code``, of a dict's
``"code"`` key, the other side of a comparison with something named ``code``, and the keys
(or values) of a mapping looked up with (or read into) a code, followed through constants,
local names and parameters, so ``RECOVERY = {"timeout": ...}`` and
``validate(payload, schema, {"maxItems /quotes": "too_many_quotes"})`` count while a word
"timeout" in a message does not.
"""

from __future__ import annotations

import ast
import json
from collections import defaultdict
from pathlib import Path

from citeproof.errors import ErrorCode, SourceError

PACKAGE = Path(__file__).parents[1] / "src" / "citeproof"
ERRORS = PACKAGE / "errors.py"

#: Members a seed defines that citeproof never raises itself (none today).
RESERVED: frozenset[str] = frozenset()

VALUE, KEYS, VALUES = "value", "keys", "values"


def _codeish(node: ast.AST) -> bool:
    """Something that holds a code: ``x.code`` or a name ``code``."""
    return (isinstance(node, ast.Attribute) and node.attr == "code") or (
        isinstance(node, ast.Name) and node.id == "code"
    )


def _is_member(node: ast.AST) -> bool:
    """Already typed: ``ErrorCode.X`` or ``ErrorCode(...)``."""
    if isinstance(node, ast.Attribute):
        return isinstance(node.value, ast.Name) and node.value.id == "ErrorCode"
    if isinstance(node, ast.Call):
        return isinstance(node.func, ast.Name) and node.func.id == "ErrorCode"
    return False


def _assigned(node: ast.AST) -> list[tuple[str, ast.expr]]:
    """The names a statement gives a value to (``x = v``, ``x: T = v``, ``(x := v)``)."""
    if isinstance(node, ast.Assign):
        targets = node.targets
    elif isinstance(node, ast.AnnAssign | ast.NamedExpr) and node.value is not None:
        targets = [node.target]
    else:
        return []
    return [(t.id, node.value) for t in targets if isinstance(t, ast.Name)]


def _locals(fn: ast.AST) -> dict[str, list[ast.expr]]:
    """Name -> the values it is given in one function body (nested functions apart)."""
    found: dict[str, list[ast.expr]] = defaultdict(list)
    stack = list(ast.iter_child_nodes(fn))
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            continue
        for target, value in _assigned(node):
            found[target].append(value)
        stack.extend(ast.iter_child_nodes(node))
    return found


class CodeFinder:
    """String constants and f-strings used as error codes, across the package, to a fixpoint
    of the facts "this name / parameter holds a code, or a mapping keyed or valued by codes"."""

    def __init__(self, trees: dict[Path, ast.Module]) -> None:
        self.trees = trees
        self.names: set[tuple[str, str]] = set()
        self.params: set[tuple[str, str, str]] = set()
        self.defs: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] = defaultdict(list)
        self.methods: set[ast.AST] = set()
        self.local: dict[ast.AST, dict[str, list[ast.expr]]] = {}
        for tree in trees.values():
            for node in ast.walk(tree):
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    self.defs[node.name].append(node)
                    self.local[node] = _locals(node)
                if isinstance(node, ast.ClassDef):
                    self.methods.update(node.body)
        self.hits: dict[int, tuple[Path, ast.expr]] = {}

    def run(self) -> list[tuple[Path, ast.expr]]:
        while True:
            before = (len(self.names), len(self.params))
            self.hits = {}
            for path, tree in self.trees.items():
                self.path = path
                self._walk(tree, None)
                self._globals(tree)
                self._call_sites(tree)
            if (len(self.names), len(self.params)) == before:
                return sorted(self.hits.values(), key=lambda h: (h[0], h[1].lineno))

    def _walk(self, node: ast.AST, fn: ast.AST | None) -> None:
        for child in ast.iter_child_nodes(node):
            self._position(child, fn)
            self._walk(child, child if child in self.local else fn)

    def _position(self, node: ast.AST, fn: ast.AST | None) -> None:
        if isinstance(node, ast.Call):
            for keyword in node.keywords:
                if keyword.arg == "code":
                    self.value(keyword.value, fn)
            func = node.func
            if isinstance(func, ast.Attribute) and func.attr == "get" and node.args[:1]:
                self._lookup(func.value, node.args[0], fn)
        elif isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(_codeish(t) for t in targets):
                self.value(node.value, fn)
        elif isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            if any(_codeish(o) for o in operands):
                for i, operand in enumerate(operands):
                    if not _codeish(operand):
                        in_ = isinstance(node.ops[max(i - 1, 0)], ast.In | ast.NotIn)
                        self._apply(operand, KEYS if in_ else VALUE, fn)
        elif isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if isinstance(key, ast.Constant) and key.value == "code":
                    self.value(value, fn)
        elif isinstance(node, ast.Subscript):
            self._lookup(node.value, node.slice, fn)

    def _lookup(self, mapping: ast.expr, key: ast.expr, fn: ast.AST | None) -> None:
        """``mapping.get(key)`` or ``mapping[key]``: keyed by codes when ``key`` is one."""
        if _codeish(key):
            self.mapping(mapping, KEYS, fn)

    def value(self, node: ast.expr, fn: ast.AST | None) -> None:
        if _is_member(node):
            return
        if isinstance(node, ast.JoinedStr) or (
            isinstance(node, ast.Constant) and isinstance(node.value, str)
        ):
            self.hits[id(node)] = (self.path, node)
        elif isinstance(node, ast.IfExp):
            self.value(node.body, fn)
            self.value(node.orelse, fn)
        elif isinstance(node, ast.BoolOp):
            for operand in node.values:
                self.value(operand, fn)
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            if node.func.attr == "get":
                if len(node.args) > 1:
                    self.value(node.args[1], fn)
                self.mapping(node.func.value, VALUES, fn)
        elif isinstance(node, ast.Subscript):
            self.mapping(node.value, VALUES, fn)
        elif isinstance(node, ast.Name) and node.id != "code":
            self._name(node.id, VALUE, fn)

    def mapping(self, node: ast.expr, role: str, fn: ast.AST | None) -> None:
        if isinstance(node, ast.Name):
            self._name(node.id, role, fn)
        elif isinstance(node, ast.BoolOp):
            for operand in node.values:
                self.mapping(operand, role, fn)
        elif isinstance(node, ast.Dict):
            for key, value in zip(node.keys, node.values, strict=True):
                if role == KEYS and key is not None:
                    self.value(key, fn)
                elif role == VALUES:
                    self.value(value, fn)
        elif isinstance(node, ast.Set | ast.Tuple | ast.List) and role == KEYS:
            for element in node.elts:
                self.value(element, fn)
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("frozenset", "set", "tuple", "dict", "MappingProxyType")
            and node.args
        ):
            self.mapping(node.args[0], role, fn)

    def _apply(self, node: ast.expr, role: str, fn: ast.AST | None) -> None:
        (self.value(node, fn) if role == VALUE else self.mapping(node, role, fn))

    def _name(self, name: str, role: str, fn: ast.AST | None) -> None:
        if fn is not None and name in self.local[fn]:
            for assigned in self.local[fn][name]:
                self._apply(assigned, role, fn)
        elif isinstance(fn, ast.FunctionDef | ast.AsyncFunctionDef) and name in _params(fn):
            self.params.add((role, fn.name, name))
        else:
            self.names.add((role, name))

    def _globals(self, tree: ast.Module) -> None:
        """Module- and class-level assignments of the names that hold codes."""
        bodies = [tree.body, *(n.body for n in ast.walk(tree) if isinstance(n, ast.ClassDef))]
        for statement in (s for body in bodies for s in body):
            for target, value in _assigned(statement):
                for role, name in self.names:
                    if name == target:
                        self._apply(value, role, None)

    def _call_sites(self, tree: ast.Module) -> None:
        """The arguments given to parameters that hold codes."""
        for call in (n for n in ast.walk(tree) if isinstance(n, ast.Call)):
            func = call.func
            called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            for role, function, param in self.params:
                if function != called:
                    continue
                for definition in self.defs[function]:
                    argument = _argument(call, definition, param, definition in self.methods)
                    if argument is not None:
                        self._apply(argument, role, None)


def _params(fn: ast.FunctionDef | ast.AsyncFunctionDef) -> list[str]:
    a = fn.args
    return [p.arg for p in (*a.posonlyargs, *a.args, *a.kwonlyargs)]


def _argument(
    call: ast.Call, fn: ast.FunctionDef | ast.AsyncFunctionDef, param: str, method: bool
) -> ast.expr | None:
    for keyword in call.keywords:
        if keyword.arg == param:
            return keyword.value
    positional = [p.arg for p in (*fn.args.posonlyargs, *fn.args.args)]
    if param not in positional:
        return None
    index = positional.index(param) - (method and positional[:1] in (["self"], ["cls"]))
    if 0 <= index < len(call.args) and not isinstance(call.args[index], ast.Starred):
        return call.args[index]
    return None


def _trees() -> dict[Path, ast.Module]:
    return {
        path: ast.parse(path.read_text("utf-8"), str(path))
        for path in sorted(PACKAGE.rglob("*.py"))
        if path != ERRORS
    }


def _members() -> list[ast.Assign]:
    tree = ast.parse(ERRORS.read_text("utf-8"))
    enum = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "ErrorCode")
    return [s for s in enum.body if isinstance(s, ast.Assign)]


def test_no_code_is_written_as_a_string() -> None:
    values = {code.value: code.name for code in ErrorCode}
    wrong = []
    for path, node in CodeFinder(_trees()).run():
        where = f"{path.relative_to(PACKAGE)}:{node.lineno}"
        if isinstance(node, ast.JoinedStr):
            wrong.append(f"{where}: an f-string code; write ErrorCode(f'...')")
        elif node.value in values:
            wrong.append(f"{where}: {node.value!r}; write ErrorCode.{values[node.value]}")
        else:
            wrong.append(f"{where}: {node.value!r} is used as a code; make it an ErrorCode member")
    assert wrong == [], "\n".join(wrong)


def test_the_finder_sees_every_kind_of_code_position() -> None:
    source = """
RECOVERY = {"timeout": "retry_later"}
_UNREACHABLE = frozenset({"dns_error"})
def f(error, limits):
    raise SourceError("timeout", code="tls_error")
    if error.code == "truncated" or error.code in _UNREACHABLE:
        pass
    hint = RECOVERY.get(error.code, "check_url")
    code = (limits or {}).get("k") or ("too_deep" if hint else "invalid_url")
    return {"code": "no_source", "message": "a timeout"}
f(None, {"maxItems /quotes": "too_many_quotes"})
class E:
    code = "encrypted"
"""
    found = {n.value for _, n in CodeFinder({Path("m.py"): ast.parse(source)}).run()}
    assert found == {
        "timeout", "dns_error", "tls_error", "truncated", "too_deep", "invalid_url",
        "no_source", "too_many_quotes", "encrypted",
    }  # fmt: skip


def test_every_member_is_documented_once() -> None:
    lines = ERRORS.read_text("utf-8").splitlines()
    undocumented = [
        target.id
        for member in _members()
        for target in member.targets
        if isinstance(target, ast.Name) and not lines[member.lineno - 2].strip().startswith("#:")
    ]
    assert undocumented == []
    values = [m.value.value for m in _members() if isinstance(m.value, ast.Constant)]
    assert len(values) == len(set(values)) == len(ErrorCode)  # no aliases
    assert all(v.isidentifier() and v == v.lower() for v in values)


def test_every_member_is_used() -> None:
    used = {
        node.attr
        for path in PACKAGE.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text("utf-8")))
        if isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "ErrorCode"
    }
    assert {code.name for code in ErrorCode} - used - RESERVED == set()


def test_a_code_is_its_own_string_on_the_wire() -> None:
    error = SourceError("reading took too long", code=ErrorCode.TIMEOUT)
    assert json.dumps(error.to_dict()) == (
        '{"code": "timeout", "message": "reading took too long", "path": ""}'
    )
    assert f"{error.code}" == str(error.code) == "timeout"
    assert ErrorCode("http_418") == "http_418"  # a status with no member of its own
