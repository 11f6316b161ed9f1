"""`deck` and `deal-on`: a deck refcli counts, and rounds dealt after the game's streets (Pat Hand).

`deck` (first in the flow) starts the count: every `deal` step then takes its cards out of it, one set for
each player still in and the board's own; the cards of a player who folded stay out of the deck. `deal-on`
deals one more card face up to each player still in, and counts it the same way. A `repeat` holding
`deal-on` must stop before a round the deck cannot complete: its condition asks ``can_deal``.

Game setting `deck_runs_out` (Pat Hand's option): `game-ends` (the default: when the deck cannot give every
player still in one more card, the game is over) or `second-deck` (the dealer goes on from a second deck, so
each card may come out twice; refcli counts that deck too, and when both are dealt out the game is over).
"""

from __future__ import annotations

from ...kernel.declare import Choice, Mechanic, Setting, choice_note, choice_words, setting_value
from ...kernel.records import dataclass, field
from ...kernel.registry import STEPS
from ...kernel.words import ordinal
from ..state import PARTS, Part
from .base import StepKind


@PARTS.register("deck")
@dataclass
class Deck(Part):
    size: int = 52                      # cards in the game's deck
    spare: int = 0                      # cards in a second deck the dealer may go on with (0: none)
    used: int = 0                       # cards dealt out of them so far
    streets: list[int] = field(default_factory=list)   # cards each deal took, in order (a deal can be taken back)
    rounds: int = 0                     # `deal-on` rounds dealt: one more card face up to each player still in

    def take(self, n: int) -> None:
        self.used += n
        self.streets.append(n)

    def take_back(self, extra_round: bool) -> None:
        """The last deal did not happen after all (a pat hand was declared before it)."""
        self.used -= self.streets.pop()
        if extra_round:
            self.rounds -= 1

    def left(self) -> int:
        return self.size + self.spare - self.used

    def decks_opened(self) -> int:
        return 1 if self.used > self.size else 0

    def extra_cards(self, player: str, face: str) -> int:
        return self.rounds if face == "up" else 0

    def words_left(self) -> str:
        """What the deck keeps once the round just called is dealt ('it leaves': said before the dealer deals
        it, the count must not read as the cards there are now)."""
        if self.spare and self.used > self.size:
            return f"it leaves {self.left()} in the second deck"
        n = self.size - self.used
        more = f", then the second deck's {self.spare}" if self.spare else ""
        return f"it leaves {n} card{'s' if n != 1 else ''} in the deck{more}"

    def to_json(self) -> dict:
        return {"size": self.size, "spare": self.spare, "used": self.used, "streets": self.streets,
                "rounds": self.rounds}

    @classmethod
    def from_json(cls, d: dict) -> "Deck":
        return cls(**d)


def can_deal(hand) -> bool:
    """Whether the deck (and the second deck, where the game goes on with one) holds one more card for every
    player still in."""
    deck = hand.parts.get("deck")
    return deck is None or deck.left() >= len(hand.active)


def cards_each(hand) -> int:
    """How many cards each player still in has been dealt by now."""
    deck = hand.parts.get("deck")
    streets = hand.game.deal[: hand.street + 1]
    return sum(len(s) - s.count("board") for s in streets) + (deck.rounds if deck else 0)


@STEPS.register("deck")
class CountedDeck(StepKind):
    name = "deck"
    passive = True

    def describe(self, step, game) -> str:
        return f"{choice_words(game, 'deck_runs_out')} ({choice_note(game, 'deck_runs_out')})."

    def enter(self, ctx, step) -> None:
        game = ctx.hand.game
        deck = ctx.hand.part("deck")
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
        deck = hand.part("deck")
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
