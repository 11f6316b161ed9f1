"""Imports run one way: the rules and the evaluator never import the table, and no module imports a layer above
its own by a string (importlib.import_module, or a registry's providers or index) — a registry is filled by the
layer that owns its entries, found through the generated index of the mechanics' declarations
(refcli/declared.py), or called directly by whoever knows the hooks (the session ending a night).

Read from the source (ast), so an import inside a function counts as much as one at the top."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "refcli"

# Low to high: a module may name, by a string, only modules of its own layer or below.
_LAYERS = (
    ("kernel", ()),      # everything not named below: cards, money, ledger, records, registry, declare(d), ...
    ("rules", ("refcli.rules", "refcli.evaluate", "refcli.mechanics")),
    ("table", ("refcli.table", "refcli.script")),
    ("book", ("refcli.season", "refcli.schedule", "refcli.export", "refcli.report", "refcli.html", "refcli.ics",
              "refcli.roster", "refcli.settlement", "refcli.verify", "refcli.explain", "refcli.check")),
    ("night", ("refcli.session", "refcli.store", "refcli.events", "refcli.nightfile", "refcli.readonly",
               "refcli.scriptrun")),
    ("cli", ("refcli.cli", "refcli.quick", "refcli.shell", "refcli.__main__")),
)


def layer(module: str) -> int:
    for rank, (_, prefixes) in reversed(list(enumerate(_LAYERS))):
        if any(module == p or module.startswith(p + ".") for p in prefixes):
            return rank
    return 0


def _modules():
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        yield name, path.name == "__init__.py", ast.parse(path.read_text(encoding="utf-8"), str(path))


def _absolute(module: str, is_package: bool, node: ast.ImportFrom) -> list[str]:
    if node.level == 0:
        base = node.module or ""
    else:
        here = module.split(".") if is_package else module.split(".")[:-1]
        here = here[:len(here) - (node.level - 1)]
        base = ".".join(here + ([node.module] if node.module else []))
    return [base] + [f"{base}.{a.name}" for a in node.names]


def imports(module: str, is_package: bool, tree: ast.AST) -> list[str]:
    out: list[str] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            out += _absolute(module, is_package, node)
    return out


def named_by_string(tree: ast.AST) -> list[str]:
    """Module names written as strings where they are imported: import_module("x"), Registry(providers=("x",)),
    Registry(index="x")."""
    out: list[str] = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        values = []
        if called in ("import_module", "__import__") and node.args:
            values.append(node.args[0])
        if called == "Registry":
            values += [k.value for k in node.keywords if k.arg in ("providers", "index")]
        for value in values:
            out += [c.value for c in ast.walk(value) if isinstance(c, ast.Constant) and isinstance(c.value, str)]
    return out


MODULES = list(_modules())


@pytest.mark.parametrize("name,is_package,tree", [m for m in MODULES if m[0].startswith(("refcli.rules",
                                                                                          "refcli.evaluate"))],
                         ids=lambda v: v if isinstance(v, str) else "")
def test_the_rules_and_the_evaluator_never_import_the_table(name, is_package, tree):
    assert [m for m in imports(name, is_package, tree) if m == "refcli.table" or m.startswith("refcli.table.")] == []


@pytest.mark.parametrize("name,is_package,tree", MODULES, ids=lambda v: v if isinstance(v, str) else "")
def test_no_module_names_a_layer_above_its_own_by_a_string(name, is_package, tree):
    assert [m for m in named_by_string(tree) if m.startswith("refcli") and layer(m) > layer(name)] == []


def test_the_checks_see_what_they_look_for():
    """The two readers catch the imports this project once had: the loader reading the table's loop conditions,
    and the registry loading the book's night-end hooks by name."""
    loader = ast.parse("def f():\n    from ..table.steps.control import CONDITIONS\n")
    assert "refcli.table.steps.control" in imports("refcli.rules.flows", False, loader)
    hooks = ast.parse('ENDED = Registry("night-end hook", providers=("refcli.season", "refcli.roster"))\n'
                      'importlib.import_module("refcli.cli")\n')
    assert [m for m in named_by_string(hooks) if layer(m) > layer("refcli.registry")] == \
        ["refcli.season", "refcli.roster", "refcli.cli"]
    assert layer("refcli.table.steps.duel") > layer("refcli.rules.files") > layer("refcli.cards")
