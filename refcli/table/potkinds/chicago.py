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

    def rules_lines(self, kind, game, share, others) -> list[str]:
        from ...kernel.mechanics import POTS
        from ...kernel.words import and_list
        from ...rules.describe import rank_short
        need = POTS.get(kind).needs
        if all(POTS.get(p.kind).needs == need for p in game.pots):     # every share a spade in the hole
            nobody = "If nobody has a spade in the hole, the best high hand takes the whole pot."
        elif len(others) == 1:
            nobody = f"If nobody has a spade in the hole, {and_list(others)} takes the whole pot."
        else:
            nobody = "If nobody has a spade in the hole, its share goes to the other pots."
        return [f"{share}: Low Chicago, the lowest spade in the hole (dealt face down). Aces are high, so 2♠ is "
                f"the lowest spade. A player with two spades of {rank_short(game.house.chicago_pair_max)} or "
                f"lower in the hole beats any single spade; between two such players, the lower of their higher "
                f"spades wins. " + nobody]

    def elsewhere_lines(self, kind, game) -> list[str]:
        from ...rules.describe import rank_short
        return [f"Not in this game: Low Chicago, where two spades of {rank_short(game.house.chicago_pair_max)} or "
                "lower in the hole beat any single spade."]

    def wild_notes(self, kind, hand, wilds) -> list[str]:
        from ...kernel.cards import parse_card
        for p in hand.active:
            high = wilds[p][0]
            if any(c.suit == "s" and high.is_wild(c) for c in map(parse_card, hand.down.get(p, []))):
                return ["Low Chicago counts every spade in the hole as itself, wild or not."]
        return []


POT_RULES.register("chicago")(ChicagoPot())


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    pots={
        "chicago": PotKind("Low Chicago", "Low Chicago", False, "low", needs_down=True, needs="a spade in the hole",
                           house={"chicago": {"pair_max": ("chicago_pair_max", "rank")}}),
    },
)
