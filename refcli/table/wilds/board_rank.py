"""A community card wild with its rank, in every hand: the first one laid (Spit in the Ocean: the spit) or the last
one (Forty Four, Lame Brain Pete: the last community card, laid before the last bet, and every card of its rank)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...kernel.cards import parse_card, rank_word
from ...kernel.declare import Mechanic, WildRule
from ...kernel.errors import IllegalAction
from ..wildbase import WILD_FUNCTIONS, wild_sides, wild_ways

if TYPE_CHECKING:
    from ..state import Hand


class _BoardRankRule:
    """``last``: the last community card the game deals names the rank, else the first (the spit)."""

    def __init__(self, last: bool) -> None:
        self.last = last
        self.name = "the last community card" if last else "the spit card"

    def card(self, hand: Hand):
        """The card that names the rank, or None before it is typed (a joker names no rank: wild as a joker)."""
        if self.last:       # only the game's last community card: until it lies there, nothing is wild
            full = len(hand.board) >= hand.game.board_cards
            return parse_card(hand.board[hand.game.board_cards - 1]) if full and hand.board else None
        return parse_card(hand.board[0]) if hand.board else None

    def wilds(self, hand: Hand):
        card = self.card(hand)
        if card is None:        # never guessed: the ruling needs the card that names the rank
            raise IllegalAction(f"{self.name} decides what is wild: type it (board CARD)")
        game = hand.game
        if card.is_joker:
            sides = wild_sides(game, jokers=True)
            return {p: sides for p in hand.active}, [f"Wild: {self.name}, the {card.label}."]
        sides = wild_sides(game, {card.rank})
        line = (f"Wild: {rank_word(card.rank, plural=True)}{wild_ways(game)} ({self.name}, the {card.label}, and "
                f"every card of its rank).")
        return {p: sides for p in hand.active}, [line]

    def now(self, hand: Hand) -> str:
        card = self.card(hand)
        if card is None:
            return f"{self.name}, when it is laid, is wild with its rank"
        return f"{rank_word(card.rank, plural=True)} are wild ({self.name}, the {card.label})"

    @staticmethod
    def standing(indicators: list[str]) -> list[str]:
        return []           # the card is a community card, not an indicator


WILD_FUNCTIONS.register("board-rank")(_BoardRankRule(last=False))
WILD_FUNCTIONS.register("last-board-rank")(_BoardRankRule(last=True))


# What the rest of refcli knows of this mechanic without loading it (refcli/kernel/declared.py, generated).
MECHANIC = Mechanic(
    wild_rules={
        "board-rank": WildRule(
            "The first community card (the spit) is wild, and so is every card of its rank, in every hand.",
            indicators="", in_deck=True),
        "last-board-rank": WildRule(
            "The last community card is wild, and so is every card of its rank, in every hand; until it is laid "
            "nothing is wild.", indicators="", in_deck=True),
    },
)
