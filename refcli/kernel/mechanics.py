"""The registered hand formations and pot kinds: each entry says everything the rest of refcli needs to know
about it — the loader (its name, the community cards it needs), `refcli rules` (its words), the ruling (how a
hand is formed, the pot's name, its side for odd quarters). A formation is one entry here and its function; a
pot kind or a wild rule is declared in its own module (refcli/table/potkinds/, refcli/table/wilds/) and read from
the generated index (refcli/kernel/declared.py).

Kept free of heavy imports: the loader reads this on every game load. The formation functions are named by
their module path and loaded only when a hand is ruled on.
"""

from __future__ import annotations

from .declare import PotKind, WildRule  # noqa: F401  (the kinds of entry, declared with their mechanics)
from .declared import POT_KINDS, WILD_RULES as WILD_RULE_ENTRIES
from .records import dataclass
from .registry import Registry


@dataclass(frozen=True)
class Formation:
    board: tuple[int, int]      # community cards it needs: (at least, at most)
    words: str                  # for `refcli rules`
    form: str                   # evaluate.formations function: best_five, texas_draw, iron_cross, matrix, tin_queue
    wrap: bool = False


FORMATIONS: Registry[Formation] = Registry("hand formation")
POTS: Registry[PotKind] = Registry("pot kind")
WILD_RULES: Registry[WildRule] = Registry("wild rule")

_FORMATIONS = {
    "best-five": Formation((0, 0), "Each player's hand is the best five of his own cards.", "best_five"),
    "texas-draw": Formation((1, 52), "Each player's hand is the best five of his own cards and the community cards "
                                     "together.", "texas_draw"),
    "iron-cross": Formation((7, 7), "Each player's hand is all five of his own cards, or two of them with a whole "
                                    "line of the cross: the top row, the bottom row, the down line (the upright "
                                    "through the centre card), or either diagonal.", "iron_cross"),
    "matrix": Formation((9, 9), "Each player's hand is all five of his own cards, or two of them with a whole row, "
                                "column or diagonal of the square.", "matrix"),
    "tin-queue": Formation((7, 7), "Each player's hand is all five of his own cards, or two of his with three "
                                   "community cards side by side, or three of his with two side by side.", "tin_queue"),
    "tin-queue-wrap": Formation((7, 7), "Each player's hand is all five of his own cards, or two of his with three "
                                        "community cards side by side, or three of his with two side by side; the "
                                        "row wraps around.", "tin_queue", wrap=True),
    "two-groups": Formation((0, 0), "Each player splits his cards into a high group of five and a low group of five, "
                                    "each judged alone (type them as show PLAYER HIGH FIVE / LOW FIVE); a player whose "
                                    "low group beats his high group must fold.", "best_five"),
    "dual": Formation((0, 0), "Each player's cards are dual-value cards: as he holds them at the show, the top values "
                              "make his high hand and the bottom values his low hand (type each card top/bottom, "
                              "like Kh/4c).", "best_five"),
}
for _name, _entry in _FORMATIONS.items():
    FORMATIONS.register(_name)(_entry)

# Each pot kind and wild rule is declared by the module that implements it (refcli/table/potkinds/, the wilds in
# refcli/table/wilds/), read here from the generated index; `fixed` (the `wild:` list alone) is nobody's module.
_POTS = {name: PotKind(*entry) for name, entry in POT_KINDS.items()}
for _name, _pot in _POTS.items():
    POTS.register(_name)(_pot)

_WILD_RULES = {"fixed": WildRule("", table=False)} | {name: WildRule(*entry) for name, entry in WILD_RULE_ENTRIES.items()}
for _name, _rule in _WILD_RULES.items():
    WILD_RULES.register(_name)(_rule)
