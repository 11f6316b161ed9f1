"""Dots: the most dots face down, by the house's table of dots per rank; a tie goes to the most dots face up."""

from __future__ import annotations

from ...kernel.declare import Mechanic, PotKind
from ...kernel.registry import POT_RULES
from ...rules.model import dots_table
from ...kernel.words import and_list
from ..judged import Judged, PotRules, parsed


class DotsPot(PotRules):
    def judge(self, kind, game, down, up, board, wilds=None, groups=None) -> Judged:
        from ...evaluate import dots
        table = dots_table(game.house)
        value = dots.dots_value(parsed(down), parsed(up), table)
        words = dots.describe_dots(parsed(down), parsed(up), table)
        return Judged(value, words, words)

    def tiebreaks(self, kind, game, judged, winners, contenders) -> list[str]:
        return _dots_tiebreak(judged, winners, contenders)

    def rules_lines(self, kind, game, share, others) -> list[str]:
        from ...rules.describe import odd_unit, rank_short
        h = game.house
        table = " ".join(f"{rank_short(r)}({d})" for r, d in h.dots)
        unit = odd_unit(h)
        return [f"{share}: the most dots on a player's face-down cards. A card's dots are the symbols in its "
                f"centre column: {table}. If the most dots face down are tied, the most dots face up decide; tied "
                f"on both counts, the share is split. For odd {unit}s the dots share is on the low side: the high "
                f"hand's share takes the pot's odd {unit}, and among players tied on dots the lowest card by suit "
                f"takes the odd {unit}s."]

    def elsewhere_lines(self, kind, game) -> list[str]:
        from ...rules.describe import rank_short
        return ["Not in this game: dots, counted " + " ".join(f"{rank_short(r)}({d})" for r, d in game.house.dots)
                + "."]


POT_RULES.register("dots")(DotsPot())


def _dots_tiebreak(judged: dict[str, Judged | None], winners: list[str], contenders: list[str]) -> list[str]:
    """Say so when dots face down tied and dots face up decided it (the club's rule), with the counts."""
    top_down = judged[winners[0]].value[0]
    level = [p for p in contenders if judged.get(p) is not None and judged[p].value[0] == top_down]
    if len(level) <= 1:
        return []
    ups = ", ".join(f"{p} {judged[p].value[1]}" for p in sorted(level, key=lambda q: -judged[q].value[1]))
    line = (f"Tie-break: dots face down tied at {top_down} ({and_list(level)}); the most dots face up "
            f"decides (house rule): {ups}")
    if len(winners) > 1:
        return [line + f" — still tied at {judged[winners[0]].value[1]}, so the share is split."]
    return [line + f", so {winners[0]} wins."]


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    pots={
        "dots": PotKind("dots", "the dots", False, "low", needs_down=True, house={"dots": ("dots", "dots")}),
    },
)
