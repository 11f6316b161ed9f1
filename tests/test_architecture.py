"""The layers of refcli (docs/architecture.md) and the one direction of imports between them.

Every import is read from the source (module level, inside functions, under TYPE_CHECKING alike), and so is
every module named by a string where it is loaded (importlib.import_module, a Registry's providers or index):
each may name only its own layer or a lower one. Module-level imports may not go round in a circle, nor may a
module loaded by a computed name (a loop over a list of the generated index) import its loader at any level; and
no module imports another module's private name.
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


def _imports(path: Path, module: str, is_pkg: bool, text: str | None = None, computed: bool = False):
    """(line, target module, at module level?) for every import and every string naming a refcli module; with
    ``computed``, the modules loaded by a computed name instead (``_computed``)."""
    tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
    package = module if is_pkg else module.rsplit(".", 1)[0]
    top_level = {id(n) for n in tree.body}
    if computed:
        yield from _computed(tree, package)
        return

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


def _module_names() -> list[str]:
    return [m for _, m, _ in _modules()]


def _computed(tree: ast.Module, package: str):
    """(line, module, False) for each module a call loads by a computed name: a loop over a list of the
    generated index (``for m in POT_MODULES: import_module(m)``: every module that list names), or a formatted
    name (``f"{__package__}.commands.{name}"``: every module the pattern fits). A name the check cannot follow
    is reported as the module "?" so that no such load goes unseen."""
    import re

    from refcli.kernel import declared
    lists = {a.asname or a.name: getattr(declared, a.name) for node in ast.walk(tree)
             if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("kernel.declared")
             for a in node.names}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and _called(node) in ("import_module", "__import__") and node.args):
            continue
        arg = node.args[0]
        if isinstance(arg, ast.Constant):
            continue
        if isinstance(arg, ast.JoinedStr):
            pattern = "".join(re.escape(v.value) if isinstance(v, ast.Constant) else
                              re.escape(package) if getattr(v.value, "id", "") == "__package__" else r"[\w.]+"
                              for v in arg.values)
            for target in _module_names():
                if re.fullmatch(pattern, target):
                    yield node.lineno, target, False
            continue
        loops = [n for n in ast.walk(tree) if isinstance(n, ast.For) and isinstance(n.target, ast.Name)
                 and isinstance(arg, ast.Name) and n.target.id == arg.id and isinstance(n.iter, ast.Name)
                 and n.iter.id in lists]
        if not loops:
            yield node.lineno, "?", False
        for loop in loops:
            for target in lists[loop.iter.id]:
                yield node.lineno, target, False


def _called(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


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
        for line, target, _ in [*_imports(path, module, is_pkg, *text), *_imports(path, module, is_pkg, *text,
                                                                                computed=True)]:
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


# Modules that load others by a name the check cannot follow, and why that is no circle: the registries load the
# modules the generated index names for them (the index is data, and the modules register into the kernel's
# registry from above); the index's generator is run as a script, never imported.
UNFOLLOWED = {"refcli.kernel.registry", "refcli.table.steps.make_index"}


def _computed_circles(extra=()) -> list[str]:
    """A circle through each load by a computed name (``_computed``): the loaded module imports, at any level and
    through any modules, the one that loads it. `extra`: (path, module, is_pkg, source) not on disk."""
    found = [*((p, m, k, None) for p, m, k in _modules()), *extra]
    names = {m for _, m, _, _ in found}
    graph: dict[str, set[str]] = {}
    loads, problems = [], []
    for path, module, is_pkg, text in found:
        edges = graph.setdefault(module, set())
        for _, target, _ in _imports(path, module, is_pkg, text):
            while target and target not in names:
                target = target.rpartition(".")[0]
            if target and target != module and not module.startswith(target + "."):
                edges.add(target)
        for line, target, _ in _imports(path, module, is_pkg, text, computed=True):
            if target == "?":
                if module not in UNFOLLOWED:
                    problems.append(f"{path.relative_to(ROOT)}:{line}: loads a module by a name the check cannot "
                                    f"follow")
                continue
            edges.add(target)
            loads.append((module, target))
    for loader, loaded in loads:
        back = {loaded: None}       # breadth first from the loaded module, back to the loader
        queue = [loaded]
        while queue and loader not in back:
            here = queue.pop(0)
            for nxt in sorted(graph.get(here, ())):
                if nxt not in back:
                    back[nxt] = here
                    queue.append(nxt)
        if loader in back:
            path, at = [], loader
            while at is not None:
                path.append(at)
                at = back[at]
            problems.append(" -> ".join([loader, *reversed(path)]))
    return problems


def test_no_module_loaded_by_a_computed_name_imports_its_loader():
    """A package that loads its modules from a list of the index (the pot kinds, the wild rules, every step) is
    imported by no module they import, inside functions too: the showdown once imported the pot kinds, which
    imported the showdown's Judged (now refcli/table/judged.py, below both)."""
    assert _computed_circles() == []


def test_the_check_catches_a_circle_through_a_module_loaded_by_a_computed_name():
    loader = (PKG / "book" / "probe_loader.py", "refcli.book.probe_loader", False,
              ("from ..kernel.declared import POT_MODULES\n\ndef f():\n    import importlib\n"
               "    for m in POT_MODULES:\n        importlib.import_module(m)\n"))
    caller = (PKG / "table" / "potkinds" / "probe_kind.py", "refcli.table.potkinds.probe_kind", False,
              "def g():\n    from ...book.probe_loader import f\n")
    from refcli.kernel.declared import POT_MODULES
    kinds = [(PKG / "table" / "potkinds" / "probe_kind.py", m, False, "from .probe_kind import g\n")
             for m in POT_MODULES[:1]]
    found = [c for c in _computed_circles([loader, caller, *kinds]) if "probe" in c]
    circle = ["refcli.book.probe_loader", POT_MODULES[0], "refcli.table.potkinds.probe_kind", "refcli.book.probe_loader"]
    assert found == [" -> ".join(circle)]
    odd = (PKG / "book" / "probe_odd.py", "refcli.book.probe_odd", False,
           "import importlib\nNAMES = ['refcli.book.season']\nfor n in NAMES:\n    importlib.import_module(n)\n")
    assert [c for c in _computed_circles([odd]) if "probe" in c] == [
        "refcli/book/probe_odd.py:4: loads a module by a name the check cannot follow"]


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


# A name with a leading underscore is its module's own: a module that needs another's name imports a public
# one (no leading underscore), so that what a module shares is written where it is defined.
HOW_TO_SHARE = (
    "a module imports a private name (_x) of another: give the name a public one where it is defined (drop the "
    "underscore, or a clearer name if the bare one would clash) and update every user, or move a piece two "
    "modules share into the module both already import")


def _private_imports(extra=()) -> dict[str, set[str]]:
    """importer -> the private names (``_x``, not ``__x__``) it imports from another refcli module, at any level."""
    found: dict[str, set[str]] = {}
    for path, module, is_pkg, text in [*((p, m, k, None) for p, m, k in _modules()), *extra]:
        tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
        package = module if is_pkg else module.rsplit(".", 1)[0]
        for node in ast.walk(tree):
            if not isinstance(node, ast.ImportFrom):
                continue
            if node.level:
                base = package.split(".")
                source = ".".join(base[: len(base) - (node.level - 1)] + ([node.module] if node.module else []))
            else:
                source = node.module or ""
            if source.split(".")[0] != "refcli":
                continue
            for a in node.names:
                if a.name.startswith("_") and not a.name.startswith("__"):
                    found.setdefault(module.removeprefix("refcli."), set()).add(
                        f"{source.removeprefix('refcli.')}.{a.name}")
    return found


def test_no_module_imports_another_module_s_private_name():
    found = {module: sorted(names) for module, names in _private_imports().items()}
    assert found == {}, HOW_TO_SHARE


def test_the_check_catches_a_private_name_imported_from_another_module():
    probe = (PKG / "table" / "probe.py", "refcli.table.probe", False,
             "from .showdown import rule_showdown\n\ndef f():\n    from ..kernel.words import _secret\n")
    assert _private_imports([probe])["table.probe"] == {"kernel.words._secret"}


def _steps_named(extra=()) -> list[str]:
    """Each `has_step("kind")` whose kind another module registers: a mechanic asking after another by name."""
    from refcli.kernel.declared import WHERE
    where = WHERE["step"]
    found = []
    for path, module, is_pkg, text in [*((p, m, k, None) for p, m, k in _modules()), *extra]:
        tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and _called(node) == "has_step" and node.args
                    and isinstance(node.args[0], ast.Constant) and _layer(module) == "table"
                    and where.get(node.args[0].value) != module):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: has_step({node.args[0].value!r})")
    return found


def test_no_mechanic_asks_whether_a_game_has_another_s_step():
    """A mechanic asks what the game's steps declare (flow.declares) or answer (flow.ask_kinds, Hand.ask), never
    whether the game has a step of another module's by its name."""
    assert _steps_named() == []


def test_the_check_catches_a_mechanic_naming_another_s_step():
    probe = (PKG / "table" / "steps" / "probe.py", "refcli.table.steps.auction", False,     # as the auction's own
             "def f(game):\n    return game.has_step('auction') or game.has_step('put-aside')\n")
    assert [v for v in _steps_named([probe]) if "probe" in v] == ["refcli/table/steps/probe.py:2: has_step('put-aside')"]


# --- Mechanics that never name each other ---------------------------------------------------------------------
# A mechanic module is one under these packages that registers something (a step, a hand's state part, a wild
# rule, a pot kind, a verb, a loop condition). It imports no other mechanic module, at any level, and names no
# state part another module registers: what two mechanics share goes below both in a shared module (listed in
# docs/architecture.md), and a question one asks of another is a hook on Part (refcli/table/state.py) that the
# other answers, asked through hand.ask.
MECHANIC_PACKAGES = ("refcli.table.steps", "refcli.table.wilds", "refcli.table.potkinds")

HOW_TO_UNNAME = (
    "a mechanic module (refcli/table/steps, wilds, potkinds) may not import another mechanic module nor name a "
    "state part another module registers (hand.part('x'), hand.parts.get('x')). A part a shared module registers "
    "(refcli/table/betting.py, postings.py, counted.py...: the list is in docs/architecture.md) is reached "
    "through that module's functions (betting(hand)); move a piece two mechanics share into such a module below "
    "them; turn a question one asks of another into a hook on Part in refcli/table/state.py (its meaning and a "
    "do-nothing default) that the other's part answers, asked through hand.ask(hook, ...)")


def _sources(extra=()):
    """(path, module, tree) of every refcli module, with `extra` (path, module, is_pkg, source) not on disk: one
    of the same name replaces the module on disk."""
    replaced = {m for _, m, _, _ in extra}
    for path, module, is_pkg, text in [*((p, m, k, None) for p, m, k in _modules() if m not in replaced), *extra]:
        yield path, module, is_pkg, text, ast.parse(path.read_text(encoding="utf-8") if text is None else text)


def _constants(tree: ast.Module) -> dict[str, str]:
    """The module's own names for strings (``PART = "folded"``)."""
    return {t.id: node.value.value for node in tree.body if isinstance(node, ast.Assign)
            and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
            for t in node.targets if isinstance(t, ast.Name)}


def _registrations(tree: ast.Module) -> list[tuple[str, str]]:
    """(registry, name) for each ``REGISTRY.register(name)`` in the module."""
    consts = _constants(tree)
    out = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "register"
                and isinstance(node.func.value, ast.Name) and node.args):
            arg = node.args[0]
            name = arg.value if isinstance(arg, ast.Constant) else consts.get(getattr(arg, "id", ""), "")
            out.append((node.func.value.id, name))
    return out


def _part_names(tree: ast.Module, consts: dict[str, str]):
    """(line, part name) for each state part the module names: hand.part("x"), hand.parts.get("x"),
    hand.parts["x"], "x" in hand.parts; the name written out or a constant (``consts``: the module's own and those
    it imports)."""

    def text(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        return consts.get(node.id) if isinstance(node, ast.Name) else None

    def is_parts(node):
        return isinstance(node, ast.Attribute) and node.attr == "parts"

    for node in ast.walk(tree):
        named = None
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.args:
            if node.func.attr == "part" or node.func.attr in ("get", "pop", "setdefault") and is_parts(
                    node.func.value):
                named = text(node.args[0])
        elif isinstance(node, ast.Subscript) and is_parts(node.value):
            named = text(node.slice)
        elif (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], (ast.In, ast.NotIn))
              and is_parts(node.comparators[0])):
            named = text(node.left)
        if named is not None:
            yield node.lineno, named


def _imported_constants(tree: ast.Module, module: str, is_pkg: bool, constants: dict[str, dict[str, str]]):
    """The string constants the module imports by name from other refcli modules (``from ..betting import PART``)."""
    package = module if is_pkg else module.rsplit(".", 1)[0]
    out = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            base = package.split(".")
            source = (".".join(base[: len(base) - (node.level - 1)] + ([node.module] if node.module else []))
                      if node.level else node.module or "")
            for a in node.names:
                if a.name in constants.get(source, {}):
                    out[a.asname or a.name] = constants[source][a.name]
    return out


def _mechanics_named(extra=()) -> dict[str, set[str]]:
    """module (without "refcli.") -> where it imports another mechanic module or names another module's state
    part ("path:line: ..."): every module under refcli/table names no other's part, and no mechanic module imports
    another."""
    sources = list(_sources(extra))
    constants = {module: _constants(tree) for _, module, _, _, tree in sources}
    owner = {name: module for _, module, _, _, tree in sources for registry, name in _registrations(tree)
             if registry == "PARTS"}
    mechanics = {module for _, module, _, _, tree in sources if module.rpartition(".")[0] in MECHANIC_PACKAGES
                 and _registrations(tree)}
    found: dict[str, set[str]] = {}
    for path, module, is_pkg, text, tree in sources:
        if _layer(module) != "table":
            continue
        short, where = module.removeprefix("refcli."), path.relative_to(ROOT)
        consts = {**_imported_constants(tree, module, is_pkg, constants), **constants[module]}
        for line, named in _part_names(tree, consts):
            if named in owner and owner[named] != module:
                found.setdefault(short, set()).add(f"{where}:{line}: names the part {named!r} of "
                                                   f"{owner[named].removeprefix('refcli.')}")
        if module not in mechanics:
            continue
        for line, target, _ in _imports(path, module, is_pkg, text):
            while target and target not in mechanics and "." in target:
                target = target.rpartition(".")[0]
            if target in mechanics and target != module:
                found.setdefault(short, set()).add(f"{where}:{line}: imports the mechanic "
                                                   f"{target.removeprefix('refcli.')}")
    return found


def test_no_mechanic_imports_another_or_names_another_s_part():
    """Each mechanic module stands alone: what it shares with another is below both (refcli/table/betting.py,
    postings.py, counted.py, wildfees.py, aside_cards.py, suit_card.py, folded.py, twentyfive_count.py, judged.py,
    pokerpot.py, wildbase.py, expect.py), and what it asks of another is a hook on Part."""
    found = {module: sorted(named) for module, named in _mechanics_named().items()}
    assert found == {}, HOW_TO_UNNAME


def test_the_check_catches_a_mechanic_importing_another_or_naming_its_part():
    probe = (PKG / "table" / "steps" / "probe.py", "refcli.table.steps.probe", False,
             "from ..state import PARTS, Part\nfrom .folding import fold\nfrom ..betting import PART as BET\n\n"
             "@PARTS.register('probe')\nclass Probe(Part):\n    pass\n\ndef f(hand):\n    from .draw import Drawing\n"
             "    return hand.part('probe'), hand.parts.get('draw'), 'each' in hand.parts, hand.part(BET)\n")
    assert _mechanics_named([probe])["table.steps.probe"] == {
        "refcli/table/steps/probe.py:10: imports the mechanic table.steps.draw",
        "refcli/table/steps/probe.py:11: names the part 'draw' of table.steps.draw",
        "refcli/table/steps/probe.py:11: names the part 'each' of table.steps.control",
        "refcli/table/steps/probe.py:11: names the part 'bet' of table.betting"}
    shared = (PKG / "table" / "probe.py", "refcli.table.probe", False, "def f(hand):\n    return hand.part('draw')\n")
    assert _mechanics_named([shared])["table.probe"] == {"refcli/table/probe.py:2: names the part 'draw' of "
                                                         "table.steps.draw"}
