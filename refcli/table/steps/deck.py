"""`deck` and `deal-on`: a deck refcli counts, and rounds dealt after the game's streets (Pat Hand).

`deck` (first in the flow) starts the count: every `deal` step then takes its cards out of it, one set for
each player still in and the board's own; the cards of a player who folded stay out of the deck. `deal-on`
deals one more card face up to each player still in, and counts it the same way. A `repeat` holding
`deal-on` must stop before a round the deck cannot complete: its condition asks ``can_deal``. The count itself
(refcli/table/counted.py) is below the mechanics: the deal and a pat hand read it there too.

Game setting `deck_runs_out` (Pat Hand's option): `game-ends` (the default: when the deck cannot give every
player still in one more card, the game is over) or `second-deck` (the dealer goes on from a second deck, so
each card may come out twice; refcli counts that deck too, and when both are dealt out the game is over).
"""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, Setting, choice_note, choice_words, setting_value
from ...kernel.registry import STEPS
from ...kernel.words import ordinal
from ..counted import cards_each, deck_part
from .base import StepKind


@STEPS.register("deck")
class CountedDeck(StepKind):
    name = "deck"
    passive = True

    def describe(self, step, game) -> str:
        return f"{choice_words(game, 'deck_runs_out')} ({choice_note(game, 'deck_runs_out')})."

    def enter(self, ctx, step) -> None:
        game = ctx.hand.game
        deck = deck_part(ctx.hand)
        deck.size = (104 if game.deck.startswith("double") else 52) + game.jokers
        if setting_value(game, "deck_runs_out") == "second-deck":
            deck.spare = 52 + game.jokers


@STEPS.register("deal-on")
class DealOn(StepKind):
    name = "deal-on"
    declares = ("open-rounds",)     # as many betting rounds as deals
    passive = True

    def describe(self, step, game) -> str:
        return "One more card face up to each player still in (up PLAYER CARD, ...)."

    def enter(self, ctx, step) -> None:
        hand = ctx.hand
        deck = deck_part(hand)
        deck.take(len(hand.active))
        deck.rounds += 1
        hand.street += 1
        ctx.lines.append(f"The {ordinal(cards_each(hand))} card: one more face up to each player still in "
                         f"({deck.words_left()}).")


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    settings=(
        Setting("deck_runs_out", (      # Pat Hand: the game ends, or goes on from a second deck
            Choice("game-ends", "refcli counts the cards left in the deck (a folded player's cards stay out of it). When it "
                                "cannot give every player still in one more card, the game is over",
                   "ends the game when the first deck runs short"),
            Choice("second-deck", "refcli counts the cards left in the deck. When it cannot give every player still in one "
                                  "more card, the dealer goes on from a second deck (so a card may come out twice); when "
                                  "that one runs short too, the game is over", "goes on from a second deck"))),
    ),
)
