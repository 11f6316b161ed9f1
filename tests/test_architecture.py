"""The layers of refcli (docs/architecture.md) and the one direction of imports between them.

Every import is read from the source (module level, inside functions, under TYPE_CHECKING alike), and so is
every module named by a string where it is loaded (importlib.import_module, a Registry's providers or index):
each may name only its own layer or a lower one. Module-level imports may not go round in a circle.
"""

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "refcli"

# Highest first. A layer may import itself and any layer below it; layers on one line are siblings that may not
# import each other.
LAYERS = [
    ("cli",),
    ("serve",),
    ("night",),
    ("book",),
    ("log",),
    ("table",),
    ("rules", "language"),
    ("evaluate",),
    ("kernel",),
]
RANK = {name: rank for rank, names in enumerate(LAYERS) for name in names}
OUTSIDE = {"__init__", "__main__", "rulesets"}     # the package's face and `python -m refcli`


def _modules():
    for path in sorted(PKG.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        is_pkg = parts[-1] == "__init__"
        if is_pkg:
            parts = parts[:-1]
        yield path, ".".join(parts), is_pkg


TOP = {p.stem for p in PKG.iterdir() if p.suffix == ".py" or (p / "__init__.py").is_file()}


def _layer(module: str) -> str | None:
    """The layer a refcli module is in (None: not refcli's, or a name of the package's face, as __version__)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "refcli" and parts[1] in TOP else None


def _imports(path: Path, module: str, is_pkg: bool, text: str | None = None):
    """(line, target module, at module level?) for every import and every string naming a refcli module."""
    tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
    package = module if is_pkg else module.rsplit(".", 1)[0]
    top_level = {id(n) for n in tree.body}

    def resolve(node: ast.ImportFrom) -> list[str]:
        if node.level:
            base = package.split(".")
            base = base[: len(base) - (node.level - 1)]
            stem = ".".join(base + ([node.module] if node.module else []))
        else:
            stem = node.module or ""
        if node.module is None or not node.level and stem == "refcli":
            return [f"{stem}.{a.name}" for a in node.names]
        return [stem]

    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for target in resolve(node):
                yield node.lineno, target, id(node) in top_level
        elif isinstance(node, ast.Import):
            for a in node.names:
                yield node.lineno, a.name, id(node) in top_level
        elif isinstance(node, ast.Call):
            for text in _named_by_string(node):
                yield node.lineno, text, False


def _named_by_string(call: ast.Call) -> list[str]:
    """Modules a call loads by name: import_module("x"), __import__("x"), Registry(providers=("x",), index="x")."""
    func = call.func
    called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    values = []
    if called in ("import_module", "__import__") and call.args:
        values.append(call.args[0])
    if called == "Registry":
        values += [k.value for k in call.keywords if k.arg in ("providers", "index")]
    return [c.value for v in values for c in ast.walk(v) if isinstance(c, ast.Constant) and isinstance(c.value, str)]


def _violations(extra=()):
    """Every import that runs up; `extra`: (path, module, source) of a module that is not on disk."""
    found = []
    for path, module, is_pkg, *text in [*((p, m, k) for p, m, k in _modules()), *extra]:
        here = _layer(module)
        if here is None or here in OUTSIDE:
            continue
        assert here in RANK, f"{module}: refcli/{here} is in no layer of docs/architecture.md"
        for line, target, _ in _imports(path, module, is_pkg, *text):
            there = _layer(target)
            if there is None or there in OUTSIDE or there == here:
                continue
            if there not in RANK:
                found.append(f"{path.relative_to(ROOT)}:{line}: {target} is in no layer")
            elif RANK[there] < RANK[here]:
                found.append(f"{path.relative_to(ROOT)}:{line}: {here} imports {target}, a higher layer")
            elif RANK[there] == RANK[here]:
                found.append(f"{path.relative_to(ROOT)}:{line}: {here} imports its sibling layer ({target})")
    return found


def test_every_import_runs_down_the_layers():
    assert _violations() == []


def _graph(extra=(), siblings_only=False):
    """module -> the refcli modules it imports: at module level only, or (``siblings_only``) at any level, a
    function's own imports included, but only those of a module of its own package (``refcli.book.debts`` ->
    ``refcli.book.members``). `extra`: (path, module, is_pkg, source) of a module that is not on disk."""
    graph: dict[str, set[str]] = {}
    found = [*((p, m, k, None) for p, m, k in _modules()), *extra]
    names = {m for _, m, _, _ in found}
    for path, module, is_pkg, text in found:
        edges = graph.setdefault(module, set())
        for _, target, top in _imports(path, module, is_pkg, text):
            while target and target not in names:      # `from .x import name`: the module is x
                target = target.rpartition(".")[0]
            if not target or target == module or module.startswith(target + "."):
                continue
            if siblings_only and target.rpartition(".")[0] == module.rpartition(".")[0]:
                edges.add(target)
            elif not siblings_only and top:
                edges.add(target)
    return graph


def _circles(graph: dict[str, set[str]]) -> list[str]:
    """A circle through each back edge a depth-first walk meets: none at all when the imports run one way."""
    seen, stack, circles = set(), [], []

    def visit(node):
        if node in stack:
            circles.append(" -> ".join(stack[stack.index(node):] + [node]))
            return
        if node in seen:
            return
        seen.add(node)
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            visit(nxt)
        stack.pop()

    for node in sorted(graph):
        visit(node)
    return circles


def test_no_module_level_import_goes_round_in_a_circle():
    assert _circles(_graph()) == []


def test_no_import_inside_a_package_goes_round_in_a_circle():
    """Inside a package the modules import one way, inside functions too: two modules that each need the
    other's functions share a third below them (as season, debts and members read nights through digest)."""
    assert _circles(_graph(siblings_only=True)) == []


def test_the_check_catches_a_circle_of_imports_inside_functions():
    a = (PKG / "book" / "probe_a.py", "refcli.book.probe_a", False, "def f():\n    from .probe_b import g\n")
    b = (PKG / "book" / "probe_b.py", "refcli.book.probe_b", False, "def g():\n    from . import probe_a\n")
    probed = [c for c in _circles(_graph([a, b], siblings_only=True)) if "probe" in c]
    assert probed == ["refcli.book.probe_a -> refcli.book.probe_b -> refcli.book.probe_a"]
    assert not [c for c in _circles(_graph([a, b])) if "probe" in c]    # not a module-level circle


@pytest.mark.parametrize("source, problem", [
    ("from ..book.report import render\n", "kernel imports refcli.book.report, a higher layer"),
    ("import importlib\nimportlib.import_module('refcli.table.steps')\n", "kernel imports refcli.table.steps"),
    ("from .registry import Registry\nENDED = Registry('night-end hook', providers=('refcli.book.season',))\n",
     "kernel imports refcli.book.season"),
    ("def f():\n    from ..table.steps.control import CONDITIONS\n", "kernel imports refcli.table.steps.control"),
    ("from ..evaluate import hand\n", "kernel imports refcli.evaluate, a higher layer"),
])
def test_the_check_catches_an_import_that_runs_up(source, problem):
    probe = (PKG / "kernel" / "probe.py", "refcli.kernel.probe", False, source)
    assert [v for v in _violations([probe]) if "probe.py" in v] == [f"refcli/kernel/probe.py:{source.count(chr(10))}: "
                                                                   f"{problem}" + ("" if "a higher" in problem
                                                                                   else ", a higher layer")]
