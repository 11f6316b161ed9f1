"""Write refcli/declared.py, the data-only index of every mechanic's declarations, from the step modules.

Run it after adding or changing a mechanic: `python -m refcli.table.steps.make_index` (tests/test_declared_index.py
regenerates the text and fails when the file is out of date). It imports every module of this package (that is
what it reads), so nothing at run time imports it.

What it reads from each module: what the module registers (steps, hand state parts, clause parsers, night
verbs, loop conditions: the registries' entries defined in it) and its ``MECHANIC`` (refcli/declare.py): its
verbs and settings. Each step's parameters, dealing verbs and owned verbs are read from the step itself.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import pprint
import sys

from ...declare import GROUPS, ROLES, Mechanic
from .base import StepKind

PACKAGE = "refcli.table.steps"
NOT_MECHANICS = ("base", "every", "folding", "make_index")   # the package's own machinery
# State parts every hand has, kept outside the steps (a misdeal's refunds).
ALSO = ("refcli.table.misdeal",)
TARGET = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                      "declared.py")


def mechanic_modules() -> tuple[str, ...]:
    """Every step module: those the index already lists in its order, then new ones by name. Adding a mechanic
    so never reorders the others (where two steps take one verb, the first registered speaks for it)."""
    here = os.path.dirname(os.path.abspath(__file__))
    found = [f"{PACKAGE}.{m.name}" for m in pkgutil.iter_modules([here]) if m.name not in NOT_MECHANICS]
    try:
        from ...declared import MODULES as listed
    except ImportError:
        listed = ()
    return tuple([m for m in listed if m in found] + sorted(m for m in found if m not in listed))


def _registries():
    from ...registry import CONDITIONS, NIGHT_VERBS, STEPS
    from ...script import CLAUSES
    from ..state import PARTS
    return STEPS, PARTS, NIGHT_VERBS, CLAUSES, CONDITIONS


def collect() -> dict:
    modules = mechanic_modules()
    for name in modules + ALSO:
        importlib.import_module(name)
    regs = _registries()
    where: dict[str, dict[str, str]] = {}
    for reg in regs:
        found = {}
        for name, entry in reg._entries.items():
            module = (type(entry) if reg.instances else entry).__module__
            if module in modules or module in ALSO:
                found[name] = module
        where[reg.what] = found
    steps_reg = regs[0]
    steps = {}
    for name, module in where["step"].items():
        kind = steps_reg.get(name)
        steps[name] = {"params": dict(kind.params), "deals": tuple(kind.deals), "owns": tuple(kind.owned()),
                       "passive": bool(kind.passive), "checks": type(kind).problem is not StepKind.problem}
    verbs: dict[str, tuple] = {}
    settings: dict[str, tuple] = {}
    words: dict[str, dict] = {}
    numbers: dict[str, tuple] = {}
    for name in modules:
        mechanic = getattr(sys.modules[name], "MECHANIC", Mechanic())
        for v in mechanic.verbs:
            if v.name in verbs:
                raise SystemExit(f"{name}: verb '{v.name}' is declared twice")
            if v.group not in GROUPS or v.role not in ROLES:
                raise SystemExit(f"{name}: verb '{v.name}': group one of {GROUPS}, role one of {ROLES}")
            verbs[v.name] = (v.usage, v.help, v.group, v.role, v.repeated)
        for s in mechanic.settings:
            if s.name in settings or s.name in numbers:
                raise SystemExit(f"{name}: setting '{s.name}' is declared twice")
            if hasattr(s, "choices"):
                settings[s.name] = tuple(c.value for c in s.choices)
                if any(c.rules or c.other for c in s.choices):
                    words[s.name] = {c.value: (c.rules, c.other) for c in s.choices}
            else:
                numbers[s.name] = (s.kind, s.low, s.high, s.default)
    return {"MODULES": modules + ALSO, "WHERE": where, "STEPS": steps, "VERBS": verbs, "SETTINGS": settings,
            "CHOICE_WORDS": words, "NUMBER_SETTINGS": numbers, "CONDITIONS": tuple(where["loop condition"])}


_HEAD = '''"""GENERATED from the mechanics' own declarations (refcli/table/steps/*.py: what each registers, and its
MECHANIC) by `python -m refcli.table.steps.make_index`. Do not edit: change the mechanic and run that again
(tests/test_declared_index.py fails when this file is out of date).

Data only, so anything may read it at no cost: the registries (which module registers a name, loaded on the
first miss), the loader (the steps, their parameters, the loop conditions, the game settings), the verb
tables and the shell.
"""

'''

_NOTES = {
    "MODULES": "Every module that registers a mechanic (what `every` imports).",
    "WHERE": "For each registry (by its `what`): name -> the module that registers it.",
    "STEPS": "Each step kind: its parameters (name -> (check, argument, default)), the card verbs it deals, "
             "the verbs it brings to a game, whether it is done as soon as it is entered (it waits for no "
             "typed line), and whether it checks a game it is part of (its `problem`, run by the loader).",
    "VERBS": "Each mechanic's verb: (usage, help, group, completion role, repeated with a player alone).",
    "SETTINGS": "A game's named settings: name -> its choices, the first the default.",
    "CHOICE_WORDS": "The words of a setting's choices: name -> {choice: (what it does, what it would do instead)}.",
    "NUMBER_SETTINGS": "A game's named settings holding a number: name -> (kind, lowest, highest, default).",
    "CONDITIONS": "The loop conditions a `repeat` may name.",
}


def render() -> str:
    data = collect()
    out = [_HEAD]
    for key, value in data.items():
        out.append(f"# {_NOTES[key]}\n{key} = {pprint.pformat(value, width=118, sort_dicts=False)}\n\n")
    return "".join(out).rstrip("\n") + "\n"


def main() -> None:
    text = render()
    with open(TARGET, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
