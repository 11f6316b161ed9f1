"""`deal`: a street of cards — each player's cards face down, face up or either way, and community cards.

The cards themselves come from the dealer's `up`, `down` and `board` lines whenever he types them; a street
only says how many may have been dealt by now (refcli/table/dealing.py checks them).
"""

from __future__ import annotations

from ...kernel.registry import STEPS
from .base import StepKind

FACES = ("down", "up", "either", "board")


@STEPS.register("deal")
class Deal(StepKind):
    name = "deal"
    passive = True
    lays_cards = True
    deals_street = True
    params = {"cards": "a list of cards dealt, each down, up, either or board"}

    def describe(self, step, game) -> str:
        cards = step.get("cards", ())
        parts = []
        for face in FACES:
            n = cards.count(face)
            if n:
                what = {"down": "face down", "up": "face up", "either": "face down or up, as the player chooses",
                        "board": "to the board"}[face]
                parts.append(f"{n} {what}" if face != "board" else f"{n} community card{'s' if n != 1 else ''}")
        return "Deal " + ", ".join(parts) + "."

    def enter(self, ctx, step) -> None:
        ctx.hand.street += 1
        # (named in full: a relative import asks the package's spec for its parent on each street)
        from refcli.table.counted import counted_deck
        deck = counted_deck(ctx.hand)     # a game that counts its deck (refcli/table/counted.py)
        if deck is not None:
            cards = step.get("cards", ())
            deck.take((len(cards) - cards.count("board")) * len(ctx.hand.active) + cards.count("board"))
