"""High Chicago: the highest spade in the hole (dealt face down; the A♠ is the highest) takes that share; a player
with no spade in the hole has no part in it, and with nobody holding one the other pots take it."""

from __future__ import annotations

from ...kernel.declare import Mechanic, PotKind
from ...kernel.registry import POT_RULES
from ..judged import Absent, Judged, PotRules, parsed, split_tie


class HighChicagoPot(PotRules):
    def judge(self, kind, game, down, up, board, wilds=None, groups=None) -> Judged | None:
        # Only the physical spades face down count: an up card, a wild card or a joker is no spade in the hole.
        spades = [c for c in parsed(down) if c.suit == "s"]
        if not spades:
            return None
        best = max(spades, key=lambda c: c.rank)
        words = f"{best.label} in the hole"
        return Judged((best.rank,), words, words, best.label)

    def tiebreaks(self, kind, game, judged, winners, contenders) -> list[str]:
        return split_tie(winners)       # only with two decks: each spade is one card

    def absent(self, kind, game) -> Absent:
        return Absent("no spade", "no spade in the hole", "No spade in the hole",
                      "Nobody has a spade in the hole: the {other} takes the whole pot (the game's rule).")

    def rules_lines(self, kind, game, share, others) -> list[str]:
        from ...kernel.mechanics import POTS
        need = POTS.get(kind).needs
        if all(POTS.get(p.kind).needs == need for p in game.pots):     # every share a spade in the hole
            return [f"{share}: High Chicago, the highest spade in the hole (dealt face down; the A♠ is the "
                    f"highest, a face-up spade never counts)."]
        return super().rules_lines(kind, game, share, others)


POT_RULES.register("high-chicago")(HighChicagoPot())


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    pots={
        "high-chicago": PotKind("High Chicago", "High Chicago, the highest spade in the hole (dealt face down; the A♠ "
                                "is the highest, a face-up spade never counts); with no spade in the hole anywhere, "
                                "the other share takes the whole pot", False, "high", needs="a spade in the hole"),
    },
)
