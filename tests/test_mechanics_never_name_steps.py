"""No module asks about a step by its name, except the step's own: the others ask what the step says it is.

A step (refcli/table/steps/) declares what other mechanics may need to know of it — StepKind.betting_round,
deals_street, sells_cards, prices_wilds, lays_cards, reads_up, and the words of StepKind.declares about the game
(antes, no-pot...) — and the asking module asks that (refcli/table/flow.py: step_is, declares), so a new step
that is a betting round, or deals a street, is asked the same questions without anyone else changing.

What counts as naming a step: comparing a step kind (``s.kind``, ``found[0].kind``, an Expect's ``kind``, a
``kind`` variable) with a string equal to a registered step kind, or a tuple, list or set holding one
(``==``, ``!=``, ``in``, ``not in``); ``game.has_step("x")``; looking one up by a written name in the step
registry or its index (``STEPS.get("x")``, ``DECLARED["x"]``). Comments and docstrings are not code and are not
read. `repeat` and `each` are the flow language's own words, not steps: the loader parses them and the runner
compiles them away into its control steps (refcli/table/flow.py), so they are never registered and never
flagged.
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "refcli"

# A stored event's kind (a line of the night's record) shares its word with a step: these modules compare an
# event's kind, not a step's.
EVENT_KINDS = {
    ("refcli.book.explain", "deal"),
    ("refcli.book.verify", "settle"),
    ("refcli.night.undoing", "declare"),
    ("refcli.serve.live", "deal"),
}

# Still naming another module's steps, each to become a question the step answers. This list may only shrink.
LEFT: dict[str, set[str]] = {}     # every module that named another's step asks what the step declares now

MAPPINGS = ("STEPS", "DECLARED", "declared")     # the step registry and its index, as the modules name them


def _modules():
    for path in sorted(PKG.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        yield path, ".".join(parts)


def _own_modules() -> dict[str, set[str]]:
    """Step kind -> the modules that are that step's own: where it is registered, and where a class it is made of
    sets its name (the betting round, refcli/table/betting.py, is the `bet` step's)."""
    from refcli.kernel.declared import WHERE
    from refcli.kernel.registry import STEPS
    own: dict[str, set[str]] = {}
    for kind, module in WHERE["step"].items():
        own[kind] = {module} | {cls.__module__ for cls in type(STEPS.get(kind)).__mro__
                                if cls.__dict__.get("name") == kind}
    return own


def _strings(node) -> list[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return [s for e in node.elts for s in _strings(e)]
    return []


def _is_kind(node) -> bool:
    return (isinstance(node, ast.Attribute) and node.attr == "kind") or (isinstance(node, ast.Name)
                                                                          and node.id == "kind")


def _mapping(node) -> bool:
    return (isinstance(node, ast.Name) and node.id in MAPPINGS) or (isinstance(node, ast.Attribute)
                                                                     and node.attr in MAPPINGS)


def _named(tree: ast.Module, kinds: set[str]):
    """(line, step kind) for each place the module names a step."""
    for node in ast.walk(tree):
        said: list[str] = []
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            if any(_is_kind(o) for o in operands):
                said = [s for o in operands for s in _strings(o)]
        elif isinstance(node, ast.Call) and node.args:
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called == "has_step" or (called == "get" and isinstance(func, ast.Attribute) and _mapping(func.value)):
                said = _strings(node.args[0])
        elif isinstance(node, ast.Subscript) and _mapping(node.value):
            said = _strings(node.slice)
        for kind in said:
            if kind in kinds:
                yield node.lineno, kind


def steps_named(extra=()) -> dict[str, list[tuple[int, str]]]:
    """path -> (line, step kind) where a module names a step that is not its own; ``extra``: (path, module, source)
    of modules not on disk."""
    own = _own_modules()
    found: dict[str, list[tuple[int, str]]] = {}
    for path, module, text in [*((p, m, None) for p, m in _modules()), *extra]:
        tree = ast.parse(path.read_text(encoding="utf-8") if text is None else text)
        for line, kind in _named(tree, set(own)):
            if module not in own[kind] and (module, kind) not in EVENT_KINDS:
                found.setdefault(str(path.relative_to(ROOT)), []).append((line, kind))
    return found


def _summary(found: dict[str, list[tuple[int, str]]]) -> dict[str, set[str]]:
    return {path: {kind for _, kind in named} for path, named in found.items()}


def test_no_module_names_another_module_s_step():
    """No module names another module's steps (LEFT is empty)."""
    found = steps_named()
    assert _summary(found) == LEFT, (
        "ask what the step says it is (refcli/table/flow.py step_is: betting_round, deals_street, sells_cards, "
        "prices_wilds; declares(game, word)), or add such a declaration to StepKind (refcli/table/steps/base.py) "
        f"and the step, and run `python -m refcli.table.steps.make_index`: {found}")


def test_the_flow_s_own_words_are_no_registered_step():
    """`repeat` and `each` are the flow's grammar (the loader reads them, the runner compiles them away), so the
    flow may compare them by name: that stays true only while no step is registered under either."""
    from refcli.kernel.declared import STEPS
    assert {"repeat", "each"} & set(STEPS) == set()


def test_a_step_may_name_itself():
    own = _own_modules()
    assert own["pat"] == {"refcli.table.steps.pat"}
    assert own["bet"] == {"refcli.table.steps.bet", "refcli.table.betting"}
    probe = (PKG / "table" / "steps" / "pat.py", "refcli.table.steps.pat",
             "def f(s, game):\n    return s.kind == 'pat' or game.has_step('pat')\n")
    assert "refcli/table/steps/pat.py" not in steps_named([probe])


def test_the_check_catches_a_module_naming_another_s_step():
    probe = (PKG / "table" / "steps" / "probe.py", "refcli.table.steps.probe",
             "from ...kernel.registry import STEPS\n"
             "from ...kernel.declared import STEPS as DECLARED\n"
             "def f(s, e, found, game, kind, verb):\n"
             "    a = s.kind == 'bet' or 'deal' != found[0].kind\n"
             "    b = e.kind in ('take-pass', 'auction') or kind not in ['paid-wilds']\n"
             "    c = game.has_step('duel') or STEPS.get('expose') or DECLARED['give']\n"
             "    d = verb == 'draw' or s.kind == 'repeat' or s.kind == 'high'   # a verb, the flow, a pot kind\n"
             "    return a, b, c, d  # s.kind == 'murder' in a comment\n"
             "'''s.kind == \"twist\" in a docstring'''\n")
    assert sorted(steps_named([probe])["refcli/table/steps/probe.py"]) == [
        (4, "bet"), (4, "deal"), (5, "auction"), (5, "paid-wilds"), (5, "take-pass"), (6, "duel"), (6, "expose"),
        (6, "give")]
