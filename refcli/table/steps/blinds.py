"""`blinds`: the two players left of the dealer put in the small and the big blind before any card is seen.

The blinds are live: the betting round that follows counts them as put in (the big blind is the bet to call),
so a player who only calls the big blind owes the difference and the big blind may still raise. Amounts are
parameters, e.g. `blinds: {small: .25, big: .50}`; they must be whole quarters within the house's bet limit
(checked when the game is loaded, with the house's rules).
"""

from __future__ import annotations

from ...ledger import POT
from ...money import format_money
from ...registry import STEPS
from .base import StepKind


@STEPS.register("blinds")
class Blinds(StepKind):
    name = "blinds"
    passive = True
    params = {"small": ("amount", None, 25), "big": ("amount", None, 50)}

    def describe(self, step, game) -> str:
        return (f"Blinds: the first player left of the dealer puts in {format_money(step.get('small', 25))}, the "
                f"next {format_money(step.get('big', 50))}; they count in the betting round that follows.")

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        posted = {}
        for player, amount, what in zip(hand.active, (step.get("small", 25), step.get("big", 50)), ("small", "big")):
            ctx.pay(player, POT, amount, f"{what} blind")
            posted[player] = amount
        hand.part("bet").blinds = posted
        ctx.lines.append("Blinds: " + ", ".join(f"{p} {format_money(a)} ({w})" for (p, a), w in
                                                zip(posted.items(), ("small", "big"))) + ".")
