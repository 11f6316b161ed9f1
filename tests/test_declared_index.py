"""refcli/kernel/declared.py is generated from the mechanics' own declarations: regenerating it must give the file as
committed; and what was kept by hand before (the verb tables, the game settings, the shell's lists) is now read
from it."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_generated_index_is_up_to_date():
    code = "from refcli.table.steps.make_index import render; import sys; sys.stdout.write(render())"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, check=True,
                          encoding="utf-8")
    committed = (ROOT / "refcli" / "kernel" / "declared.py").read_text(encoding="utf-8")
    assert committed == done.stdout, "refcli/kernel/declared.py is out of date: run python -m refcli.table.steps.make_index"


def test_a_mechanic_s_verbs_and_settings_come_from_its_module():
    from refcli.rules.files import GAME_NUMBER_SETTINGS, GAME_SETTINGS
    from refcli.table.steps import duel, partners
    from refcli.language.verbs import HAND_VERBS, PLAYER_VERBS, REPEATED_WITH_PLAYER, VERB_HELP
    wager = next(v for v in duel.MECHANIC.verbs if v.name == "wager")
    assert VERB_HELP["wager"] == (f"{wager.usage} · {wager.letter}", wager.help, wager.group) == (
        "wager [PLAYER] AMOUNT · w", "7½: the player whose duel is next wagers, up to the dealer's maximum (drinks: "
                                 "wager Bob 2/3)", "table")
    assert "wager" in HAND_VERBS and "wager" in PLAYER_VERBS and "card" in REPEATED_WITH_PLAYER
    assert VERB_HELP["blinds"][2] == "between" and VERB_HELP["bet"][2] == "table"
    assert GAME_SETTINGS["pair_ties"] == tuple(c.value for c in partners.MECHANIC.settings[0].choices) == (
        "suit-order", "seat-order")
    assert GAME_NUMBER_SETTINGS["small_blind"] == ("amount", 25, 10000)


def test_the_settings_words_are_the_declared_ones():
    from refcli.kernel.declare import choice_note, choice_words

    class Game:
        def __init__(self, **settings):
            self.settings = settings

        def setting(self, name, default=None):
            return self.settings.get(name, default)

    assert choice_note(Game(), "pair_ties") == ("setting pair_ties: suit-order; the other choice, seat-order, ranks "
                                                "the first from the dealer's left higher")
    assert choice_note(Game(auction_pass="may-return"), "auction_pass", sep=", ") == (
        "setting auction_pass: may-return, the other choice, final, makes a pass final for that card")
    assert choice_words(Game(match_by="at-once"), "match_by") == ("nothing else is taken at the table until the "
                                                                   "partner answers")


def test_help_for_the_cli_loads_no_step_module():
    code = ("import sys\nfrom refcli.cli.main import main\ntry:\n    main(['--help'])\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.startswith('refcli.table')), file=sys.stderr)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert done.stderr.strip().splitlines()[-1] == "[]"


def test_no_state_part_keeps_a_value_under_a_hook_s_name():
    """The table asks the state parts for the hooks Part declares (refcli/table/state.py); a part that kept a plain
    value under one of those names (Baseball's first counter was called `seen`) would be called as a hook and
    fail: Part refuses such a field, and no registered part has one."""
    import dataclasses
    import importlib

    from refcli.table.state import HOOKS, PARTS
    assert {"holds", "seen", "on_cards", "waits_for", "extra_cards"} <= HOOKS
    importlib.import_module("refcli.table.steps.every")
    clashes = {name: sorted(HOOKS & {f.name for f in dataclasses.fields(cls)}) for name, cls in PARTS.items()}
    assert {name: fields for name, fields in clashes.items() if fields} == {}


def test_no_module_looks_a_part_s_hook_up_by_name():
    """Hand.ask is the one place a hook is looked up: no getattr or hasattr names a hook anywhere else (it was done
    in seventeen places, the players' page copying the table view's loop)."""
    import ast

    from refcli.table.state import HOOKS
    found = []
    for path in sorted((ROOT / "refcli").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("getattr", "hasattr")
                    and len(node.args) >= 2 and isinstance(node.args[1], ast.Constant)
                    and getattr(node.args[0], "id", "") != "self"       # an object's own (the shell's `seen`)
                    and node.args[1].value in HOOKS | {"table_holder"}):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {node.args[1].value}")
    assert found == []
