"""Write refcli/kernel/declared.py, the data-only index of every mechanic's declarations, from the step modules.

Run it after adding or changing a mechanic: `python -m refcli.table.steps.make_index` (tests/test_declared_index.py
regenerates the text and fails when the file is out of date). It imports every module of this package (that is
what it reads), so nothing at run time imports it.

What it reads from each module: what the module registers (steps, hand state parts, clause parsers, night
verbs, loop conditions: the registries' entries defined in it) and its ``MECHANIC`` (refcli/kernel/declare.py): its
verbs and settings. Each step's parameters, dealing verbs and owned verbs are read from the step itself.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import pprint
import sys
import textwrap

from ...kernel.declare import GROUPS, ROLES, Mechanic
from .base import StepKind

PACKAGE = "refcli.table.steps"
NOT_MECHANICS = ("base", "every", "folding", "make_index")   # the package's own machinery
# Parts and verbs kept outside the steps: a misdeal's verb, the streets of the folds (where the order of the up
# cards sets the wild cards), the hand's postings (every hand: what a misdeal gives back), the wild cards paid
# for, a counted deck, the cards put aside for an auction, 2s to 25's face-up card, the betting round (shared
# pieces below the mechanics that use them).
ALSO = ("refcli.table.misdeal", "refcli.table.folded", "refcli.table.postings", "refcli.table.wildfees",
        "refcli.table.counted", "refcli.table.aside_cards", "refcli.table.suit_card", "refcli.table.betting")
TARGET = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "kernel",
                      "declared.py")


# The StepKind hooks another mechanic asks of a game's steps (refcli/table/flow.py: ask_kinds).
STEP_HOOKS = ("refuse_payment", "betting_not_over", "elsewhere")
# What a step says it is (StepKind), for the other mechanics to ask without naming it (refcli/table/flow.py: step_is).
STEP_IS = ("betting_round", "deals_street", "sells_cards", "prices_wilds")


def mechanic_modules() -> tuple[str, ...]:
    """Every step module: those the index already lists in its order, then new ones by name. Adding a mechanic
    so never reorders the others (where two steps take one verb, the first registered speaks for it)."""
    here = os.path.dirname(os.path.abspath(__file__))
    found = [f"{PACKAGE}.{m.name}" for m in pkgutil.iter_modules([here]) if m.name not in NOT_MECHANICS]
    try:
        from ...kernel.declared import MODULES as listed
    except ImportError:
        listed = ()
    return tuple([m for m in listed if m in found] + sorted(m for m in found if m not in listed))


# Packages whose modules declare pot kinds and wild rules (their judging and wild cards are code, loaded when a
# hand needs them; what the loader and `refcli rules` read is their declaration).
OTHER_PACKAGES = ("refcli.table.potkinds", "refcli.table.wilds")


def other_modules() -> tuple[str, ...]:
    base = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = []
    for package in OTHER_PACKAGES:
        here = os.path.join(base, package.rsplit(".", 1)[1])
        out += sorted(f"{package}.{m.name}" for m in pkgutil.iter_modules([here]))
    return tuple(out)


# The PotRules hooks (refcli/table/judged.py) a pot kind may answer with words of its own.
POT_HOOKS = ("rules_lines", "rules_notes", "elsewhere_lines", "wild_notes")


def _given(pot) -> tuple:
    """A pot kind's declaration as the index holds it: its four first fields, then those not at their default by
    name (refcli/kernel/mechanics.py: pot_kind_of gives the declaration back)."""
    from dataclasses import fields
    first, rest = fields(pot)[:4], fields(pot)[4:]
    given = {f.name: getattr(pot, f.name) for f in rest if getattr(pot, f.name) != f.default}
    return tuple(getattr(pot, f.name) for f in first) + ((given,) if given else ())


def _stable(new: dict, old: dict) -> dict:
    """``new`` in the order ``old`` had it, names not there after: adding a mechanic never reorders the others."""
    return {**{k: new[k] for k in old if k in new}, **{k: v for k, v in new.items() if k not in old}}


def _registries():
    from ...kernel.registry import CONDITIONS, NIGHT_VERBS, STEPS
    from ...language.script import CLAUSES
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
                       "passive": bool(kind.passive), "waits": bool(kind.waits), "checks": type(kind).problem is not StepKind.problem,
                       "reads_up": bool(kind.reads_up), "declares": tuple(kind.declares),
                       **{what: bool(getattr(kind, what)) for what in STEP_IS},
                       "answers": tuple(h for h in STEP_HOOKS if getattr(type(kind), h) is not getattr(StepKind, h))}
    verbs: dict[str, tuple] = {}
    # The letters the night's own verbs hold (x c f b r d s: refcli/language/verbs.py), then each mechanic's.
    from ...language.verbs import OWN_LETTERS
    taken = dict(OWN_LETTERS)
    settings: dict[str, tuple] = {}
    words: dict[str, dict] = {}
    numbers: dict[str, tuple] = {}
    pots: dict[str, tuple] = {}
    wild_rules: dict[str, tuple] = {}
    formations: dict[str, tuple] = {}
    found: dict[str, list[str]] = {p: [] for p in OTHER_PACKAGES}
    others = other_modules()
    for name in others:
        importlib.import_module(name)
    for name in modules + others:
        mechanic = getattr(sys.modules[name], "MECHANIC", Mechanic())
        for v in mechanic.verbs:
            if v.name in verbs:
                raise SystemExit(f"{name}: verb '{v.name}' is declared twice")
            if v.group not in GROUPS or v.role not in ROLES:
                raise SystemExit(f"{name}: verb '{v.name}': group one of {GROUPS}, role one of {ROLES}")
            if v.letter and (v.letter in taken or len(v.letter) != 1):
                raise SystemExit(f"{name}: verb '{v.name}': the letter '{v.letter}' is one letter no other verb has "
                                 f"({taken.get(v.letter, 'too long')})")
            if v.letter:
                taken[v.letter] = v.name
            verbs[v.name] = (v.usage, v.help, v.group, v.role, v.repeated) + ((v.letter,) if v.letter else ())
        for s in mechanic.settings:
            if s.name in settings or s.name in numbers:
                raise SystemExit(f"{name}: setting '{s.name}' is declared twice")
            if hasattr(s, "choices"):
                settings[s.name] = tuple(c.value for c in s.choices)
                if any(c.rules or c.other for c in s.choices):
                    words[s.name] = {c.value: (c.rules, c.other) for c in s.choices}
            else:
                numbers[s.name] = (s.kind, s.low, s.high, s.default)
        for kind, pot in (mechanic.pots or {}).items():
            pots[kind] = _given(pot)
        for rule, wild in (mechanic.wild_rules or {}).items():
            wild_rules[rule] = (wild.words, wild.table, wild.indicators, wild.in_deck, wild.reads_up)
        for hand, formation in (mechanic.formations or {}).items():
            if hand in formations:
                raise SystemExit(f"{name}: hand formation '{hand}' is declared twice")
            extras = {k: v for k, v in (("cards", formation.cards), ("pots", formation.pots),
                                        ("needs", formation.needs)) if v}
            formations[hand] = (formation.board, formation.words, formation.form, formation.wrap) + \
                ((formation.lines,) if formation.lines or extras else ()) + ((extras,) if extras else ())
        package = name.rsplit(".", 1)[0]
        if package in found and (mechanic.pots or mechanic.wild_rules):
            found[package].append(name)
    # Which module registers each pot kind's rules, and the hooks of PotRules each answers (the others keep the
    # defaults): `refcli rules` and the wild cards load only the pot kinds that have something to say.
    from ...kernel.registry import POT_RULES
    from ..judged import PotRules
    where[POT_RULES.what] = {}
    answers: dict[str, tuple[str, ...]] = {}
    for kind, rules in POT_RULES._entries.items():
        module = type(rules).__module__
        if module not in others:
            raise SystemExit(f"{kind}: its rules' class is defined in {module}, not in the module that registers it")
        where[POT_RULES.what][kind] = module
        said = tuple(h for h in POT_HOOKS if getattr(type(rules), h) is not getattr(PotRules, h))
        if said:
            answers[kind] = said
    hooks: dict[str, set[str]] = {}
    for name, module in where["hand state part"].items():
        hooks.setdefault(module, set()).update(regs[1].get(name).ANSWERS)
    try:
        from ...kernel import declared as before
    except ImportError:
        before = None

    def old(key: str) -> dict:
        return getattr(before, key, {})

    return {"MODULES": modules + ALSO, "WHERE": where, "STEPS": steps, "VERBS": verbs, "SETTINGS": settings,
            "CHOICE_WORDS": words, "NUMBER_SETTINGS": numbers, "CONDITIONS": tuple(where["loop condition"]),
            "POT_KINDS": _stable(pots, old("POT_KINDS")), "POT_MODULES": tuple(found["refcli.table.potkinds"]),
            "POT_ANSWERS": _stable(answers, old("POT_ANSWERS")),
            "WILD_RULES": _stable(wild_rules, old("WILD_RULES")),
            "WILD_MODULES": tuple(found["refcli.table.wilds"]),
            "FORMATIONS": _stable(formations, old("FORMATIONS")),
            "PART_HOOKS": {module: tuple(sorted(answers)) for module, answers in hooks.items() if answers}}


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
             "typed line), whether it checks a game it is part of (its `problem`, run by the loader), whether "
             "it reads the up cards as dealt, what it declares of a game it is part of (StepKind.declares), what "
             "it says it is (a betting round, a street dealt, a sale of the cards put aside, the prices of wild "
             "cards: refcli/table/flow.py step_is), and the hooks other mechanics ask of it that it answers "
             "(refcli/table/flow.py: ask_kinds).",
    "VERBS": "Each mechanic's verb: (usage, help, group, completion role, repeated with a player alone).",
    "SETTINGS": "A game's named settings: name -> its choices, the first the default.",
    "CHOICE_WORDS": "The words of a setting's choices: name -> {choice: (what it does, what it would do instead)}.",
    "NUMBER_SETTINGS": "A game's named settings holding a number: name -> (kind, lowest, highest, default).",
    "CONDITIONS": "The loop conditions a `repeat` may name.",
    "POT_KINDS": "The pot kinds a game's `pots:` may name: kind -> (name in rulings, name in `refcli rules`, takes "
                 "the odd quarter first, the declared way it answers to; the rest of its declaration not at its "
                 "default, by name: refcli/kernel/declare.py, PotKind).",
    "POT_MODULES": "The modules that judge them (refcli/table/potkinds/), loaded by the showdown.",
    "POT_ANSWERS": "The hooks of a pot kind's rules (refcli/table/judged.py: PotRules) each kind answers with words "
                   "of its own: `refcli rules`'s lines, the wild cards' notes.",
    "WILD_RULES": "The wild rules a game's `wild_rule:` may name besides fixed: rule -> (words for `refcli rules`, "
                  "the table decides, its indicator cards: start or middle, those come out of the deck in play, "
                  "the order of the up cards sets the wild cards).",
    "WILD_MODULES": "The modules of the wild rules' functions (refcli/table/wilds/).",
    "FORMATIONS": "The hand formations a game's `hand:` may name: name -> (the community cards it needs: at least, at "
                  "most; its words for `refcli rules`; the refcli/evaluate/formations.py function that forms it; the "
                  "row wraps around; a layout's lines, where it has them; what a game of it must deal and play, by name, where it "
                  "says).",
    "PART_HOOKS": "The hooks of a hand's state part (refcli/table/state.py: Part) each module's parts answer.",
}


def render() -> str:
    data = collect()
    out = [_HEAD]
    for key, value in data.items():
        note = textwrap.fill(_NOTES[key], 116, initial_indent="# ", subsequent_indent="# ")
        out.append(f"{note}\n{key} = {pprint.pformat(value, width=118, sort_dicts=False)}\n\n")
    return "".join(out).rstrip("\n") + "\n"


def main() -> None:
    text = render()
    with open(TARGET, "w", encoding="utf-8") as f:
        f.write(text)
    print(f"wrote {TARGET}")


if __name__ == "__main__":
    main()
