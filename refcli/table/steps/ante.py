"""`ante`: the dealer antes for everyone, the house's amount per player at the table."""

from __future__ import annotations

from ...kernel.money import format_money
from ...kernel.registry import STEPS
from ...kernel.ledger import POT
from .base import StepKind


@STEPS.register("ante")
class Ante(StepKind):
    name = "ante"
    declares = ("antes",)
    passive = True

    def describe(self, step, game) -> str:
        return (f"The dealer antes {format_money(game.house.ante_per_player)} for each player at the table."
                if game.house.ante_per_player else "No ante.")

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        # Every player dealt in (a player sitting out, or left out of a full game, is not).
        ctx.pay(hand.dealer, POT, hand.game.house.ante_per_player * len(hand.seats), "ante")
