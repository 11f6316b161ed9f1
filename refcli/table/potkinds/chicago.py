"""Low Chicago: the lowest spade in the hole (two low spades beat one), or no part in it without a spade down."""

from __future__ import annotations

from ...evaluate import chicago
from ...kernel.declare import Mechanic, PotKind
from ...kernel.registry import POT_RULES
from ..judged import Absent, Judged, PotRules, parsed, split_tie


class ChicagoPot(PotRules):
    def judge(self, kind, game, down, up, board, wilds=None, groups=None) -> Judged | None:
        hole = parsed(down)
        value = chicago.chicago_value(hole, pair_max=game.house.chicago_pair_max)
        if value is None:
            return None
        words = chicago.describe_chicago(hole, pair_max=game.house.chicago_pair_max)
        return Judged(value, words, words)

    def tiebreaks(self, kind, game, judged, winners, contenders) -> list[str]:
        return split_tie(winners)

    def absent(self, kind, game) -> Absent:
        return Absent("no spade", "no spade in the hole", "No spade in the hole",
                      "Nobody has a spade in the hole: the {other} takes the whole pot (house rule).")


POT_RULES.register("chicago")(ChicagoPot())


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    pots={
        "chicago": PotKind("Low Chicago", "Low Chicago", False, "low"),
    },
)
