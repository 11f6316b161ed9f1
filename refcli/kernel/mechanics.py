"""The registered hand formations, pot kinds and wild rules: each entry says everything the rest of refcli needs to
know about it — the loader (its name, the community cards it needs), `refcli rules` (its words), the ruling (how a
hand is formed, the pot's name, its side for odd quarters). Each is declared by the module that plays it (the
formations and the poker pots by refcli/table/potkinds/poker.py, the other pot kinds in refcli/table/potkinds/,
the wild rules in refcli/table/wilds/) and read here from the generated index (refcli/kernel/declared.py): the
kernel itself knows no game.

Kept free of heavy imports: the loader reads this on every game load. The formation functions are named by
their module path and loaded only when a hand is ruled on.
"""

from __future__ import annotations

from .declare import Formation, PotKind, WildRule  # noqa: F401  (the kinds of entry, declared with their mechanics)
from .declared import FORMATIONS as FORMATION_ENTRIES, POT_KINDS, WILD_RULES as WILD_RULE_ENTRIES
from .registry import Registry

TYPE_CHECKING = False   # as typing.TYPE_CHECKING, without importing typing (this module is read on every load)
if TYPE_CHECKING:
    from typing import Any


FORMATIONS: Registry[Formation] = Registry("hand formation")
POTS: Registry[PotKind] = Registry("pot kind")
WILD_RULES: Registry[WildRule] = Registry("wild rule")



def formation_of(entry: tuple[Any, ...]) -> Formation:
    """A formation from its index entry (a layout's entry carries its lines too: the index's tuples differ)."""
    return Formation(*entry[:5], **(entry[5] if len(entry) > 5 else {}))


_FORMATIONS = {name: formation_of(entry) for name, entry in FORMATION_ENTRIES.items()}
for _name, _entry in _FORMATIONS.items():
    FORMATIONS.register(_name)(_entry)

# Each pot kind and wild rule is declared by the module that implements it (refcli/table/potkinds/, the wilds in
# refcli/table/wilds/), read here from the generated index; `fixed` (the `wild:` list alone) is nobody's module.


def pot_kind_of(entry: tuple[Any, ...]) -> PotKind:
    """A pot kind from its index entry: four fields, then the others it sets, by name (the index's tuples differ)."""
    return PotKind(*entry[:4], **(entry[4] if len(entry) > 4 else {}))


_POTS = {name: pot_kind_of(entry) for name, entry in POT_KINDS.items()}
for _name, _pot in _POTS.items():
    POTS.register(_name)(_pot)

_WILD_RULES = {"fixed": WildRule("", table=False)} | {name: WildRule(*entry) for name, entry in WILD_RULE_ENTRIES.items()}
for _name, _rule in _WILD_RULES.items():
    WILD_RULES.register(_name)(_rule)
