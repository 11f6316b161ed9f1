"""The steps' index (refcli/kernel/declared.py WHERE, generated) names exactly what each step module registers, so a
game loads its own steps' modules alone; and a hand played in a fresh process loads no other game's."""

from __future__ import annotations

import importlib
import subprocess
import sys

from refcli.kernel.registry import CONDITIONS, NIGHT_VERBS, STEPS
from refcli.language.script import CLAUSES
from refcli.table.state import PARTS


def registered_by_step_modules() -> dict[str, dict[str, str]]:
    from refcli.table.steps.make_index import ALSO      # the table's own parts: a misdeal's, the folds' streets
    importlib.import_module("refcli.table.steps.every")
    for module in ALSO:
        importlib.import_module(module)
    out = {}
    for reg in (STEPS, PARTS, NIGHT_VERBS, CLAUSES, CONDITIONS):
        modules = {name: (type(entry) if reg.instances else entry).__module__ for name, entry in reg._entries.items()}
        out[reg.what] = {n: m for n, m in modules.items() if m.startswith("refcli.table.steps.")
                         or m in ALSO}
    return out


def test_the_index_names_every_registration_of_every_step_module_and_nothing_else():
    from refcli.kernel.declared import WHERE
    from refcli.kernel.registry import POT_RULES
    assert {what: names for what, names in WHERE.items() if what != POT_RULES.what} == registered_by_step_modules()


def test_the_index_names_the_module_of_every_pot_kind_s_rules():
    from refcli.kernel.declared import WHERE
    from refcli.kernel.registry import POT_RULES
    importlib.import_module("refcli.table.potkinds").load_every()
    assert WHERE[POT_RULES.what] == {kind: type(rules).__module__ for kind, rules in POT_RULES._entries.items()}


def test_a_stud_hand_in_a_fresh_process_loads_only_the_steps_it_uses(tmp_path):
    code = f"""
import sys
from refcli.night.session import Session
from refcli.log.store import Store
s = Session(Store({str(tmp_path / 'club.db')!r}))
for line in ("night Ann Bob Cal", "game seven-card-stud", "deal", "bet Bob .25, call Cal, call Ann"):
    s.execute(line)
print(sorted(m.rsplit('.', 1)[1] for m in sys.modules if m.startswith('refcli.table.steps.')))
"""
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert eval(out) == ["ante", "base", "bet", "deal", "folding"]      # not yet its showdown's, nor any other game's
